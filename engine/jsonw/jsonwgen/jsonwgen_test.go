package jsonwgen

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

type withAny struct {
	X any `json:"x"`
}

type withBytes struct {
	X []byte `json:"x"`
}

type inner struct{ A int }

type withEmbedded struct {
	inner
	B int
}

type withStringOpt struct {
	N int `json:"n,string"`
}

type withMarshaler struct {
	T time.Time `json:"t"`
}

type withIntKeys struct {
	M map[int]string `json:"m"`
}

type fine struct {
	A int               `json:"a,omitempty"`
	B *inner            `json:"b"`
	C []map[string]bool `json:"c"`
	D [2]float64        `json:"d"`
	E string            `json:"-"`
	//lint:ignore U1000 an unexported field is what the generator must leave out
	e  int
	Fn string
}

// TestGenerateRefuses: what the encoders would write differently from
// encoding/json, or cannot write, is refused with an error naming it.
func TestGenerateRefuses(t *testing.T) {
	for _, c := range []struct {
		root reflect.Type
		want string
	}{
		{reflect.TypeFor[withAny](), "interface"},
		{reflect.TypeFor[withBytes](), "byte slice"},
		{reflect.TypeFor[withEmbedded](), "embedded field"},
		{reflect.TypeFor[withStringOpt](), `tag option "string"`},
		{reflect.TypeFor[withMarshaler](), "implements"},
		{reflect.TypeFor[withIntKeys](), "map key"},
		{reflect.TypeFor[int](), "not a struct type"},
	} {
		_, err := Generate("wasteland/engine/jsonw/jsonwgen", "jsonwgen", "test", c.root)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want one saying %q", c.root, err, c.want)
		}
	}
}

// TestGenerateWrites: a type of supported fields gives a method for the
// root and a function per struct type, skipping "-" and unexported fields.
func TestGenerateWrites(t *testing.T) {
	src, err := Generate("wasteland/engine/jsonw/jsonwgen", "jsonwgen", "test", reflect.TypeFor[fine]())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"func (v *fine) AppendJSON(b []byte) (_ []byte, err error)",
		"func appendJSONFine(b []byte, v *fine) []byte",
		"func appendJSONInner(b []byte, v *inner) []byte",
		`if v.A != 0 {`,
		`if b[len(b)-1] != '{' {`,
		`b = append(b, "\"b\":"...)`,
		`b = append(b, ",\"Fn\":"...)`,
		"jsonw.SortedKeys(v.C[i0])",
		"jsonw.Float(b, float64(v.D[i0]), 64)",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("the source lacks %q:\n%s", want, src)
		}
	}
	for _, not := range []string{"v.E", "v.e"} {
		if strings.Contains(string(src), not) {
			t.Errorf("the source writes %s:\n%s", not, src)
		}
	}
}
