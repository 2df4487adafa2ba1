package jsonw

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"testing"

	"wasteland/engine"
)

// TestStringAsEncodingJSON: strings of every kind of byte (controls,
// quotes, HTML characters, multi-byte runes, U+2028, invalid UTF-8) are
// escaped byte for byte as encoding/json escapes them.
func TestStringAsEncodingJSON(t *testing.T) {
	pieces := []string{"", "a", "Z9 ~", "\"", "\\", "<", ">", "&", "\x00", "\x1f", "\x7f", "\b", "\f", "\n", "\r", "\t",
		"é", "Привет", "\u2028", "\u2029", "\U0001F600", "\xff", "\xe2\x80", "\xc3"}
	rng := engine.NewRNG(1)
	for i := range 5000 {
		var s string
		for range rng.IntN(8) {
			s += pieces[rng.IntN(len(pieces))]
		}
		if i < len(pieces) {
			s = pieces[i]
		}
		want, _ := json.Marshal(s)
		if got := String([]byte("x"), s); !bytes.Equal(got, append([]byte("x"), want...)) {
			t.Fatalf("%q: got %s, want %s", s, got[1:], want)
		}
	}
}

// TestFloatAsEncodingJSON: floats of every magnitude are written as
// encoding/json writes them; NaN and infinities are refused as it refuses
// them.
func TestFloatAsEncodingJSON(t *testing.T) {
	rng := engine.NewRNG(2)
	values := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1e-6, 9.99e-7, 1e21, 9.99e20, 1e-9, 123456789.125, math.MaxFloat64, math.SmallestNonzeroFloat64}
	for range 5000 {
		values = append(values, (float64(rng.IntN(1<<30))/(1<<29)-1)*math.Pow(10, float64(rng.IntN(60)-30)))
	}
	for _, f := range values {
		want, _ := json.Marshal(f)
		if got := Float(nil, f, 64); !bytes.Equal(got, want) {
			t.Fatalf("%v: got %s, want %s", f, got, want)
		}
		if math.IsInf(float64(float32(f)), 0) {
			continue
		}
		want32, _ := json.Marshal(float32(f))
		if got := Float(nil, float64(float32(f)), 32); !bytes.Equal(got, want32) {
			t.Fatalf("float32 %v: got %s, want %s", float32(f), got, want32)
		}
	}
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if _, err := json.Marshal(f); err == nil {
			t.Fatalf("encoding/json writes %v", f)
		}
		var err error
		func() {
			defer Catch(&err)
			Float(nil, f, 64)
		}()
		var bad *UnsupportedFloatError
		if !errors.As(err, &bad) {
			t.Errorf("%v: error %v, want an UnsupportedFloatError", f, err)
		}
	}
}

// TestSortedKeys: a map's keys come in encoding/json's order, by bytes.
func TestSortedKeys(t *testing.T) {
	m := map[string]int{"b": 1, "a": 2, "B": 3, "é": 4, "ab": 5}
	var got []byte
	got = append(got, '{')
	for i, k := range SortedKeys(m) {
		if i > 0 {
			got = append(got, ',')
		}
		got = String(got, k)
		got = append(got, ':')
		got = Int(got, int64(m[k]))
	}
	got = append(got, '}')
	if want, _ := json.Marshal(m); !bytes.Equal(got, want) {
		t.Errorf("got %s, want %s", got, want)
	}
}

type appending struct{}

func (appending) AppendJSON(b []byte) ([]byte, error) { return append(b, `"mine"`...), nil }

// TestMarshal: an Appender encodes itself; anything else goes to
// encoding/json.
func TestMarshal(t *testing.T) {
	for _, c := range []struct {
		v    any
		want string
	}{
		{appending{}, `"mine"`},
		{map[string]int{"x": 1}, `{"x":1}`},
		{nil, `null`},
	} {
		got, err := Marshal(c.v)
		if err != nil || string(got) != c.want {
			t.Errorf("Marshal(%#v) = %s, %v; want %s", c.v, got, err, c.want)
		}
	}
}
