package jsonlint

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
)

// node is one JSON value with the byte offset where it starts, so every
// problem can name its line.
type node struct {
	kind byte // '{' object, '[' array, 's' string, 'n' number, 'b' bool, 'z' null
	off  int
	keys []string // object keys, in order
	koff []int    // offsets of the keys
	vals []*node  // object values or array items
	str  string
	num  json.Number
	b    bool
}

// lines maps byte offsets to 1-based line numbers.
type lines []int

func newLines(data []byte) lines {
	ls := lines{0}
	for i, c := range data {
		if c == '\n' {
			ls = append(ls, i+1)
		}
	}
	return ls
}

func (ls lines) at(off int) int {
	return sort.Search(len(ls), func(i int) bool { return ls[i] > off })
}

// parseTree reads one JSON document. On a syntax error it returns the offset
// of the error and a message.
func parseTree(data []byte) (*node, int, error) {
	p := &treeParser{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	p.dec.UseNumber()
	root, err := p.value()
	if err != nil {
		return nil, p.errOffset(err), err
	}
	if _, err := p.dec.Token(); err != io.EOF {
		if err == nil {
			err = errors.New("extra data after the document")
		}
		return nil, p.errOffset(err), err
	}
	return root, 0, nil
}

type treeParser struct {
	data  []byte
	dec   *json.Decoder
	depth int
}

const maxDepth = 64

func (p *treeParser) errOffset(err error) int {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return int(se.Offset)
	}
	return int(p.dec.InputOffset())
}

// next returns the next token and the offset where it starts.
func (p *treeParser) next() (json.Token, int, error) {
	off := int(p.dec.InputOffset())
	for off < len(p.data) {
		c := p.data[off]
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != ',' && c != ':' {
			break
		}
		off++
	}
	tok, err := p.dec.Token()
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return tok, off, err
}

func (p *treeParser) value() (*node, error) {
	tok, off, err := p.next()
	if err != nil {
		return nil, err
	}
	return p.fromToken(tok, off)
}

func (p *treeParser) fromToken(tok json.Token, off int) (*node, error) {
	n := &node{off: off}
	switch t := tok.(type) {
	case json.Delim:
		if p.depth++; p.depth > maxDepth {
			return nil, fmt.Errorf("nesting deeper than %d", maxDepth)
		}
		defer func() { p.depth-- }()
		switch t {
		case '{':
			return n, p.object(n)
		case '[':
			return n, p.array(n)
		}
		return nil, fmt.Errorf("unexpected %q", rune(t))
	case string:
		n.kind, n.str = 's', t
	case json.Number:
		n.kind, n.num = 'n', t
	case bool:
		n.kind, n.b = 'b', t
	case nil:
		n.kind = 'z'
	}
	return n, nil
}

// object reads the keys and values of an object up to its closing brace.
func (p *treeParser) object(n *node) error {
	n.kind = '{'
	for {
		tok, koff, err := p.next()
		if err != nil {
			return err
		}
		if tok == json.Delim('}') {
			return nil
		}
		key, _ := tok.(string)
		v, err := p.value()
		if err != nil {
			return err
		}
		n.keys = append(n.keys, key)
		n.koff = append(n.koff, koff)
		n.vals = append(n.vals, v)
	}
}

// array reads the items of a list up to its closing bracket.
func (p *treeParser) array(n *node) error {
	n.kind = '['
	for {
		tok, ioff, err := p.next()
		if err != nil {
			return err
		}
		if tok == json.Delim(']') {
			return nil
		}
		v, err := p.fromToken(tok, ioff)
		if err != nil {
			return err
		}
		n.vals = append(n.vals, v)
	}
}
