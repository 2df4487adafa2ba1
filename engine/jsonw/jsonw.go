// Package jsonw appends JSON to byte slices exactly as encoding/json's
// Marshal writes the same values: the primitives of the encoders that
// package jsonwgen generates for the games' views, which are encoded for
// every watcher after every move and must cost no reflection.
package jsonw

import (
	"cmp"
	"encoding/json"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// Appender is a value that appends its own JSON encoding: byte for byte
// what encoding/json's Marshal gives for it, and an error where Marshal
// fails (a float that is not a number or infinite).
type Appender interface {
	// AppendJSON appends the value's encoding to b and returns the result.
	AppendJSON(b []byte) ([]byte, error)
}

// UnsupportedFloatError is the error of a value holding a float that JSON
// cannot write (not a number, or infinite), as encoding/json refuses it.
type UnsupportedFloatError struct{ Value float64 }

// Error names the value.
func (e *UnsupportedFloatError) Error() string {
	return "json: unsupported value: " + strconv.FormatFloat(e.Value, 'g', -1, 64)
}

// Catch turns a panic of Float into its error in *err, which a generated
// AppendJSON defers: the encoders stop at a float JSON cannot write, as
// encoding/json stops, without checking an error after every value.
func Catch(err *error) {
	if r := recover(); r != nil {
		e, ok := r.(*UnsupportedFloatError)
		if !ok {
			panic(r)
		}
		*err = e
	}
}

// Float appends f of the given bits (32 or 64) as encoding/json writes it:
// as ECMAScript writes numbers, exponents without padding. A float that is
// not a number or infinite panics with *UnsupportedFloatError (see Catch).
func Float(b []byte, f float64, bits int) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		panic(&UnsupportedFloatError{f})
	}
	abs := math.Abs(f)
	format := byte('f')
	if abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if format == 'e' {
		// e-09 is written e-9
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// Int appends the decimal integer n.
func Int(b []byte, n int64) []byte { return strconv.AppendInt(b, n, 10) }

// Uint appends the decimal integer n.
func Uint(b []byte, n uint64) []byte { return strconv.AppendUint(b, n, 10) }

// Bool appends true or false.
func Bool(b []byte, v bool) []byte { return strconv.AppendBool(b, v) }

// Null appends null.
func Null(b []byte) []byte { return append(b, "null"...) }

const hexDigits = "0123456789abcdef"

// safe marks the ASCII bytes a string holds as they are: printable, and
// none of the quote, backslash and the HTML characters <, > and &, which
// encoding/json escapes.
var safe = func() (t [utf8.RuneSelf]bool) {
	for c := ' '; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// String appends s as a JSON string, escaped as encoding/json escapes it:
// quote, backslash and control characters, the HTML characters <, > and
// &, U+2028 and U+2029; invalid UTF-8 becomes U+FFFD.
func String(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if safe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// SortedKeys returns the keys of m in the order encoding/json writes a
// map's entries: by their bytes.
func SortedKeys[M ~map[K]V, K ~string, V any](m M) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y K) int { return cmp.Compare(x, y) })
	return keys
}

// Marshal returns json.Marshal(v): by v's own AppendJSON when v is an
// Appender (the same bytes without reflection), else by encoding/json.
func Marshal(v any) ([]byte, error) {
	if a, ok := v.(Appender); ok {
		return a.AppendJSON(make([]byte, 0, marshalSize))
	}
	return json.Marshal(v)
}

// marshalSize is the room Marshal makes at first: most views fit.
const marshalSize = 8192
