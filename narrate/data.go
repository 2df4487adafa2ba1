package narrate

import (
	"encoding/json"
	"errors"
	"unicode/utf8"
)

// Data is an event's data decoded once, to be told by several narrators
// (readers and languages) without decoding it again for each: an
// engine.Event whose Data is a Data is told as the event whose Data is the
// encoding DecodeData read. A Data is read, never changed, by the
// narrators; the zero Data is an event without data.
type Data struct {
	fields map[string]any
}

// DecodeData decodes the encoding of an event's data (a JSON object, or
// null or nothing for no data) for Narrator.Event; it fails, as telling
// the encoding itself would, when b is not one.
func DecodeData(b []byte) (Data, error) {
	m, err := decodeData(b)
	return Data{fields: m}, err
}

// decodeData decodes an event's data, a JSON object (null or nothing for
// no data: a nil map), into what encoding/json's Decoder with UseNumber
// gives for a map[string]any: objects as map[string]any, arrays as []any,
// numbers as json.Number, strings, booleans and nil. It reads the small
// documents the games' events encode to without reflection; a string with
// escapes or invalid UTF-8 goes to encoding/json.
func decodeData(b []byte) (map[string]any, error) {
	d := dataDecoder{b: b}
	d.space()
	if d.i == len(b) || d.literal("null") {
		d.space()
		if d.i != len(b) {
			return nil, errBadData
		}
		return nil, nil
	}
	if d.i >= len(b) || b[d.i] != '{' {
		return nil, errors.New("event data is not a JSON object")
	}
	v, err := d.value()
	if err != nil {
		return nil, err
	}
	d.space()
	if d.i != len(b) {
		return nil, errBadData
	}
	return v.(map[string]any), nil
}

var errBadData = errors.New("event data is not valid JSON")

// dataDecoder reads a JSON document from b at i.
type dataDecoder struct {
	b []byte
	i int
}

func (d *dataDecoder) space() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// literal consumes word when it comes next.
func (d *dataDecoder) literal(word string) bool {
	if len(d.b)-d.i >= len(word) && string(d.b[d.i:d.i+len(word)]) == word {
		d.i += len(word)
		return true
	}
	return false
}

// value reads the value at i.
func (d *dataDecoder) value() (any, error) {
	d.space()
	if d.i >= len(d.b) {
		return nil, errBadData
	}
	switch c := d.b[d.i]; {
	case c == '{':
		d.i++
		m := map[string]any{}
		d.space()
		if d.i < len(d.b) && d.b[d.i] == '}' {
			d.i++
			return m, nil
		}
		for {
			d.space()
			if d.i >= len(d.b) || d.b[d.i] != '"' {
				return nil, errBadData
			}
			k, err := d.str()
			if err != nil {
				return nil, err
			}
			d.space()
			if d.i >= len(d.b) || d.b[d.i] != ':' {
				return nil, errBadData
			}
			d.i++
			v, err := d.value()
			if err != nil {
				return nil, err
			}
			m[k] = v
			d.space()
			if d.i >= len(d.b) {
				return nil, errBadData
			}
			d.i++
			switch d.b[d.i-1] {
			case ',':
			case '}':
				return m, nil
			default:
				return nil, errBadData
			}
		}
	case c == '[':
		d.i++
		l := []any{}
		d.space()
		if d.i < len(d.b) && d.b[d.i] == ']' {
			d.i++
			return l, nil
		}
		for {
			v, err := d.value()
			if err != nil {
				return nil, err
			}
			l = append(l, v)
			d.space()
			if d.i >= len(d.b) {
				return nil, errBadData
			}
			d.i++
			switch d.b[d.i-1] {
			case ',':
			case ']':
				return l, nil
			default:
				return nil, errBadData
			}
		}
	case c == '"':
		return d.str()
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	case d.literal("true"):
		return true, nil
	case d.literal("false"):
		return false, nil
	case d.literal("null"):
		return nil, nil
	}
	return nil, errBadData
}

// str reads the string at i (at its opening quote).
func (d *dataDecoder) str() (string, error) {
	start := d.i
	escaped, ascii := false, true
	for j := start + 1; j < len(d.b); j++ {
		switch c := d.b[j]; {
		case c == '"':
			d.i = j + 1
			if !escaped && (ascii || utf8.Valid(d.b[start+1:j])) {
				return string(d.b[start+1 : j]), nil
			}
			var s string
			if err := json.Unmarshal(d.b[start:j+1], &s); err != nil {
				return "", err
			}
			return s, nil
		case c == '\\':
			escaped = true
			j++
		case c < ' ':
			return "", errBadData
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return "", errBadData
}

// number reads the number at i, as json.Number: its text.
func (d *dataDecoder) number() (json.Number, error) {
	start := d.i
	for d.i < len(d.b) && numberByte(d.b[d.i]) {
		d.i++
	}
	if !json.Valid(d.b[start:d.i]) {
		return "", errBadData
	}
	return json.Number(d.b[start:d.i]), nil
}

// numberByte reports whether c may be part of a number.
func numberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}
