// Package jsontext says in words what is wrong with a JSON document, for
// messages meant for people: encoding/json's errors name Go types and
// scanner states ("invalid character 'o' in literal null (expecting 'u')",
// "cannot unmarshal string into Go struct field Record.moves.seat of type
// engine.Seat").
package jsontext

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// scannerErrors maps encoding/json's syntax error texts to words; %s is the
// character found.
var scannerErrors = []struct {
	re    *regexp.Regexp
	words string
}{
	{regexp.MustCompile(`^invalid character (.+) looking for beginning of value$`), "%s where a value should begin"},
	{regexp.MustCompile(`^invalid character (.+) looking for beginning of object key string$`), "%s where a key in double quotes should be"},
	{regexp.MustCompile(`^invalid character (.+) after object key$`), "%s after a key, where a colon should be"},
	{regexp.MustCompile(`^invalid character (.+) after object key:value pair$`), "%s after a value, where a comma or } should be"},
	{regexp.MustCompile(`^invalid character (.+) after array element$`), "%s after a list element, where a comma or ] should be"},
	{regexp.MustCompile(`^invalid character (.+) after top-level value$`), "%s after the document's end"},
	{regexp.MustCompile(`^invalid character (.+) in literal (?:true|false|null) \(expecting .*\)$`), "%s in a word: JSON's words are true, false and null"},
	{regexp.MustCompile(`^invalid character (.+) in string literal$`), "%s inside a string, where it must be escaped"},
	{regexp.MustCompile(`^invalid character (.+) in string escape code$`), "%s after a backslash in a string: not an escape JSON knows"},
	{regexp.MustCompile(`^invalid character (.+) in \\u hexadecimal character escape$`), "%s in a \\u escape, where a hex digit should be"},
	{regexp.MustCompile(`^invalid character (.+) in numeric literal$`), "%s in a number"},
	{regexp.MustCompile(`^invalid character (.+) after decimal point in numeric literal$`), "%s after a decimal point, where a digit should be"},
	{regexp.MustCompile(`^invalid character (.+) in exponent of numeric literal$`), "%s in a number's exponent"},
}

// Syntax says in words what a JSON syntax error message (the text of a
// *json.SyntaxError, or "unexpected end of JSON input") means; other text
// comes back without a "json: " prefix.
func Syntax(msg string) string {
	if msg == "unexpected end of JSON input" {
		return "the document ends before its last value does"
	}
	for _, s := range scannerErrors {
		if m := s.re.FindStringSubmatch(msg); m != nil {
			return fmt.Sprintf(s.words, character(m[1]))
		}
	}
	return strings.TrimPrefix(msg, "json: ")
}

// character names a character as encoding/json quotes it ('x', '\n').
func character(quoted string) string {
	switch quoted {
	case `'\n'`:
		return "a line break"
	case `'\t'`:
		return "a tab"
	case `'\r'`:
		return "a carriage return"
	case `' '`:
		return "a space"
	}
	return "unexpected " + quoted
}

// Explain says in words what err, returned by encoding/json while decoding
// data, means: where a syntax error is (line and column), which field has a
// value of the wrong kind, which field is unknown.
func Explain(err error, data []byte) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := Position(data, syn.Offset)
		return fmt.Sprintf("not valid JSON at line %d, column %d: %s", line, col, Syntax(syn.Error()))
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			field = "the document"
		}
		return fmt.Sprintf("%s: %s where %s should be", field, kind(typ.Value), kindOf(typ.Type.Kind().String()))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "the document ends before its last value does"
	}
	msg := err.Error()
	if field, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		return "unknown field " + field
	}
	return Syntax(msg)
}

// Position is the 1-based line and column of byte offset off in data
// (encoding/json's offsets count the bytes read, the bad one included).
func Position(data []byte, off int64) (line, col int) {
	off = min(max(off-1, 0), int64(len(data)))
	line, col = 1, 1
	for _, b := range data[:off] {
		if b == '\n' {
			line, col = line+1, 1
			continue
		}
		col++
	}
	return line, col
}

// kind is a JSON value kind as encoding/json names it, in words.
func kind(v string) string {
	switch {
	case v == "string":
		return "a string"
	case v == "number" || strings.HasPrefix(v, "number "):
		return "a number"
	case v == "bool":
		return "true or false"
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	}
	return v
}

// kindOf is what a Go kind holds, in JSON's words.
func kindOf(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"):
		return "a whole number"
	case strings.HasPrefix(k, "float"):
		return "a number"
	case k == "string":
		return "a string"
	case k == "bool":
		return "true or false"
	case k == "slice", k == "array":
		return "a list"
	case k == "struct", k == "map":
		return "an object"
	}
	return "another kind of value"
}
