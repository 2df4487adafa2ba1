package jsontext

import (
	"encoding/json"
	"strings"
	"testing"
)

type record struct {
	Game  string `json:"game"`
	Moves []struct {
		Seat int `json:"seat"`
	} `json:"moves"`
}

func TestExplain(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"{\"game\": nol}", `not valid JSON at line 1, column 11: unexpected 'o' in a word: JSON's words are true, false and null`},
		{"{\n\"game\": nul\n}", `not valid JSON at line 2, column 12: a line break in a word: JSON's words are true, false and null`},
		{`{"game" "x"}`, `not valid JSON at line 1, column 9: unexpected '"' after a key, where a colon should be`},
		{`{"game": "x" "moves": []}`, `not valid JSON at line 1, column 14: unexpected '"' after a value, where a comma or } should be`},
		{`{game: 1}`, `not valid JSON at line 1, column 2: unexpected 'g' where a key in double quotes should be`},
		{`[1, 2 3]`, `not valid JSON at line 1, column 7: unexpected '3' after a list element, where a comma or ] should be`},
		{`{"game": `, `the document ends before its last value does`},
		{`{"moves": [{"seat": "one"}]}`, `moves.seat: a string where a whole number should be`},
		{`{"game": 7}`, `game: a number where a string should be`},
		{`{"gmae": "x"}`, `unknown field "gmae"`},
	} {
		dec := json.NewDecoder(strings.NewReader(c.data))
		dec.DisallowUnknownFields()
		var r record
		err := dec.Decode(&r)
		if err == nil {
			err = json.Unmarshal([]byte(c.data), &r)
		}
		if err == nil {
			t.Fatalf("%s decodes", c.data)
		}
		if got := Explain(err, []byte(c.data)); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.data, got, c.want)
		}
		for _, internal := range []string{"Go struct field", "literal null", "invalid character", "json:"} {
			if strings.Contains(Explain(err, []byte(c.data)), internal) {
				t.Errorf("%s: the explanation names %q", c.data, internal)
			}
		}
	}
}
