package jsonlint

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"wasteland/engine/jsontext"
)

// Source is one decoded data file: its name and the line of every value by
// path ("tiles/3/front/spaces/0/edges/1").
type Source struct {
	file  string
	lines lines
	at    map[string]int
}

// File is the name of the data file.
func (s *Source) File() string { return s.file }

// Line returns the 1-based line of the value at path (keys and list
// indexes joined by "/", as Join builds them), or of its nearest ancestor
// present in the file; "" is the whole document.
func (s *Source) Line(path string) int {
	for {
		if l, ok := s.at[path]; ok {
			return l
		}
		i := strings.LastIndexByte(path, '/')
		if i < 0 {
			return s.at[""]
		}
		path = path[:i]
	}
}

// Decode reads data, the content of the data file named file, as one JSON
// document and fills v, a non-nil pointer to a struct, from it. Keys that
// begin with "_" are comments and are skipped; unknown fields, duplicate
// keys and values of the wrong type are problems, every one reported with
// its line, and the rest of the document is still decoded. A syntax error is
// reported alone, once, at its line: then nothing is decoded and the Source
// is nil.
func Decode(file string, data []byte, v any) (*Source, []Problem) {
	src := &Source{file: file, lines: newLines(data), at: map[string]int{}}
	root, off, err := parseTree(data)
	if err != nil {
		return nil, []Problem{{File: file, Line: src.lines.at(off), Message: "bad JSON: " + jsontext.Syntax(err.Error())}}
	}
	d := &decoder{src: src}
	d.value(root, reflect.ValueOf(v).Elem(), "")
	return src, d.problems
}

// decoder fills Go values from a node tree, reporting every mismatch.
type decoder struct {
	src      *Source
	problems []Problem
}

func (d *decoder) fail(n *node, format string, args ...any) {
	d.problems = append(d.problems, Problem{File: d.src.file, Line: d.src.lines.at(n.off), Message: fmt.Sprintf(format, args...)})
}

// Join appends a key (string) or a list index (int) to a path.
func Join(path string, key any) string {
	var k string
	switch x := key.(type) {
	case string:
		k = x
	case int:
		k = strconv.Itoa(x)
	default:
		k = fmt.Sprint(x)
	}
	if path == "" {
		return k
	}
	return path + "/" + k
}

// value decodes n into v (addressable) at path.
func (d *decoder) value(n *node, v reflect.Value, path string) {
	d.src.at[path] = d.src.lines.at(n.off)
	where := path
	if where == "" {
		where = "document"
	}
	switch v.Kind() {
	case reflect.Pointer:
		if n.kind == 'z' {
			return
		}
		p := reflect.New(v.Type().Elem())
		d.value(n, p.Elem(), path)
		v.Set(p)
	case reflect.Struct:
		d.structValue(n, v, path, where)
	case reflect.Map:
		d.mapValue(n, v, path, where)
	case reflect.Slice, reflect.Array:
		d.listValue(n, v, path, where)
	case reflect.String, reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		d.scalar(n, v, where)
	default:
		d.fail(n, "%s: cannot decode into %s", where, v.Type())
	}
}

// structValue decodes an object into a struct, field by JSON name; keys
// that begin with "_" are comments.
func (d *decoder) structValue(n *node, v reflect.Value, path, where string) {
	if n.kind != '{' {
		d.fail(n, "%s: want an object, got %s", where, kindName(n))
		return
	}
	fields := jsonFields(v.Type())
	seen := map[string]bool{}
	for i, key := range n.keys {
		kn := &node{off: n.koff[i]}
		if strings.HasPrefix(key, "_") {
			continue // a comment
		}
		if seen[key] {
			d.fail(kn, "%s: duplicate key %q", where, key)
			continue
		}
		seen[key] = true
		fi, ok := fields[key]
		if !ok {
			d.fail(kn, "%s: unknown field %q", where, key)
			continue
		}
		d.value(n.vals[i], v.Field(fi), Join(path, key))
	}
}

// listValue decodes a list into a slice, or into an array of its length.
func (d *decoder) listValue(n *node, v reflect.Value, path, where string) {
	if v.Kind() == reflect.Array {
		if n.kind != '[' || len(n.vals) != v.Len() {
			d.fail(n, "%s: want a list of %d, got %s", where, v.Len(), kindName(n))
			return
		}
	} else {
		if n.kind != '[' {
			d.fail(n, "%s: want a list, got %s", where, kindName(n))
			return
		}
		v.Set(reflect.MakeSlice(v.Type(), len(n.vals), len(n.vals)))
	}
	for i, item := range n.vals {
		d.value(item, v.Index(i), Join(path, i))
	}
}

// scalar decodes a string, a bool or a whole number.
func (d *decoder) scalar(n *node, v reflect.Value, where string) {
	switch {
	case v.Kind() == reflect.String && n.kind == 's':
		v.SetString(n.str)
	case v.Kind() == reflect.String:
		d.fail(n, "%s: want a string, got %s", where, kindName(n))
	case v.Kind() == reflect.Bool && n.kind == 'b':
		v.SetBool(n.b)
	case v.Kind() == reflect.Bool:
		d.fail(n, "%s: want true or false, got %s", where, kindName(n))
	case n.kind != 'n':
		d.fail(n, "%s: want a whole number, got %s", where, kindName(n))
	default:
		i, err := strconv.ParseInt(n.num.String(), 10, min(v.Type().Bits(), 32))
		switch {
		case errors.Is(err, strconv.ErrRange):
			d.fail(n, "%s: %s is out of range", where, n.num)
		case err != nil:
			d.fail(n, "%s: want a whole number, got %s", where, n.num)
		default:
			v.SetInt(i)
		}
	}
}

// mapValue decodes an object into a map with string keys.
func (d *decoder) mapValue(n *node, v reflect.Value, path, where string) {
	if n.kind != '{' {
		d.fail(n, "%s: want an object, got %s", where, kindName(n))
		return
	}
	if v.Type().Key().Kind() != reflect.String {
		d.fail(n, "%s: cannot decode into %s", where, v.Type())
		return
	}
	m := reflect.MakeMapWithSize(v.Type(), len(n.keys))
	for i, key := range n.keys {
		k := reflect.ValueOf(key).Convert(v.Type().Key())
		if m.MapIndex(k).IsValid() {
			d.fail(&node{off: n.koff[i]}, "%s: duplicate key %q", where, key)
			continue
		}
		item := reflect.New(v.Type().Elem()).Elem()
		d.value(n.vals[i], item, Join(path, key))
		m.SetMapIndex(k, item)
	}
	v.Set(m)
}

func kindName(n *node) string {
	switch n.kind {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case 's':
		return strconv.Quote(n.str)
	case 'n':
		return n.num.String()
	case 'b':
		return strconv.FormatBool(n.b)
	}
	return "null"
}

var fieldCache sync.Map // reflect.Type → map[string]int

// jsonFields maps the JSON names of t's fields to their indexes.
func jsonFields(t reflect.Type) map[string]int {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]int)
	}
	m := map[string]int{}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = i
	}
	fieldCache.Store(t, m)
	return m
}
