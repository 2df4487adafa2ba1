package narrate

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"wasteland/engine"
	"wasteland/games"
)

// useNumber decodes b as Narrator.fields did with encoding/json.
func useNumber(b []byte) (map[string]any, error) {
	raw := map[string]any{}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	err := dec.Decode(&raw)
	return raw, err
}

// TestDecodeDataAsEncodingJSON: the event data of random games of every
// game and setup, and documents with every kind of string and number,
// decode to what encoding/json's Decoder with UseNumber gives.
func TestDecodeDataAsEncodingJSON(t *testing.T) {
	docs := []string{`null`, ` null `, `{}`, `{"a":1,"b":-2.5e3,"c":[1,"x",true,false,null,{"d":[]}]}`,
		`{"s":"a\"b\\c\/d\n\u00e9\u2028\ud83d\ude00"}`, `{"s":"Привет","t":"\u0000"}`, "{\"s\":\"\xff\"}",
		`{"dup":1,"dup":2}`, ` { "a" : [ 1 , 2 ] } `}
	for _, g := range games.All() {
		for _, kind := range setupsOf(g) {
			lo, _ := g.PlayerRange()
			var rec engine.Recorder
			st, err := g.New(kind.setup(max(lo, 2), 3), &rec)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(3)
			for move := 0; !st.Over() && move < 3000; move++ {
				acts := st.Legal(nil)
				engine.Play(st, acts[rng.IntN(len(acts))], &rec)
			}
			for _, e := range rec.Events {
				b, err := json.Marshal(e.Data)
				if err != nil {
					t.Fatal(err)
				}
				docs = append(docs, string(b))
			}
		}
	}
	for _, doc := range docs {
		want, err := useNumber([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		got, err := decodeData([]byte(doc))
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: got %#v (%v), want %#v", doc, got, err, want)
		}
	}
	if len(docs) < 1000 {
		t.Fatalf("only %d documents", len(docs))
	}
	for _, bad := range []string{`[1]`, `"x"`, `{`, `{"a"}`, `{"a":}`, `{"a":1,}`, `{"a":tru}`, `{"a":1} x`, `{"a":01}`, "{\"a\":\"\n\"}", `{"a":[1 2]}`} {
		if _, err := decodeData([]byte(bad)); err == nil {
			t.Errorf("%s decodes", bad)
		}
	}
}
