package narrate

import (
	"encoding/json"
	"reflect"
	"testing"

	"wasteland/engine"
	"wasteland/games"
)

// TestDecodedDataToldAsEncoded: every event of random games of every game
// and setup, told to every reader in every language, reads the same when
// its data is decoded once (DecodeData) and shared by all the narrators as
// when each narrator decodes the encoding itself; and telling it leaves
// the shared Data unchanged for the next reader.
func TestDecodedDataToldAsEncoded(t *testing.T) {
	for _, g := range games.All() {
		for _, kind := range setupsOf(g) {
			t.Run(g.Name()+"/"+kind.name, func(t *testing.T) {
				told := 0
				eachRandomEvent(t, g, kind, 70, func(ns map[Lang][]*Narrator, e engine.Event, raw []byte) {
					d, err := DecodeData(raw)
					if err != nil {
						t.Fatalf("%s: %v", raw, err)
					}
					before, _ := decodeData(raw)
					encoded, decoded := e, e
					encoded.Data, decoded.Data = json.RawMessage(raw), d
					for _, l := range Langs() {
						for _, n := range ns[l] {
							if got, want := n.Event(decoded), n.Event(encoded); got != want {
								t.Fatalf("%s to seat %d in %s: decoded once %q, encoded %q", e.Type, n.reader, l, got, want)
							}
							told++
						}
					}
					if !reflect.DeepEqual(d.fields, before) {
						t.Fatalf("%s: telling changed the decoded data: %#v, was %#v", e.Type, d.fields, before)
					}
				})
				if told < 100 {
					t.Fatalf("only %d events told", told)
				}
			})
		}
	}
}

// TestDecodeDataRefusesWhatTellingRefuses: DecodeData fails on what is
// not event data, as the narrator fails on its encoding.
func TestDecodeDataRefusesWhatTellingRefuses(t *testing.T) {
	for _, bad := range []string{`[1]`, `"x"`, `{`, `{"a"}`, `{"a":1,}`, `{"a":1} x`} {
		if _, err := DecodeData([]byte(bad)); err == nil {
			t.Errorf("%s decodes", bad)
		}
	}
	for _, none := range []string{``, `null`, ` null `} {
		d, err := DecodeData([]byte(none))
		if err != nil || d.fields != nil {
			t.Errorf("%q: %#v, %v; want no data", none, d, err)
		}
	}
}

// FuzzDecodeData: whatever DecodeData reads as an object, encoding/json's
// Decoder with UseNumber reads the same; every valid JSON object decodes.
func FuzzDecodeData(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":1,"b":[true,null,"x"],"c":{"d":-1.5e2}}`, `{"s":"a\"\u00e9"}`, `null`, `[1]`, `{"a":01}`, "{\"s\":\"\xff\"}"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := DecodeData(b)
		var obj map[string]any
		isObject := json.Valid(b) && json.Unmarshal(b, &obj) == nil && obj != nil
		if isObject && err != nil {
			t.Fatalf("%q: valid object refused: %v", b, err)
		}
		if err != nil || d.fields == nil {
			return
		}
		want, werr := useNumber(b)
		if werr != nil || !reflect.DeepEqual(d.fields, want) {
			t.Fatalf("%q: DecodeData %#v, encoding/json %#v (%v)", b, d.fields, want, werr)
		}
	})
}
