package jsonlint

import (
	"reflect"
	"testing"
)

type sample struct {
	Name   string         `json:"name"`
	N      int8           `json:"n"`
	On     bool           `json:"on"`
	List   []int          `json:"list"`
	Pair   [2]int         `json:"pair"`
	Counts map[string]int `json:"counts"`
	Sub    *struct {
		X int `json:"x"`
	} `json:"sub"`
}

// Decode reports every mistake with its line, and a syntax error alone.
func TestDecodeProblems(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       []Problem
	}{
		{"clean, with a comment", "{\"_note\": 1,\n \"name\": \"a\", \"n\": 3, \"counts\": {\"w\": 2}, \"sub\": {\"x\": 1}}", nil},
		{"syntax error alone", "{\n \"name\": \"a\",\n \"n\": 3 3,\n \"on\": 7}",
			[]Problem{{"f.json", 3, "bad JSON: unexpected '3' after a value, where a comma or } should be"}}},
		{"every mistake", "{\"name\": 1,\n \"n\": 300,\n \"on\": \"yes\",\n \"list\": {},\n \"pair\": [1],\n \"counts\": {\"w\": 1, \"w\": 2},\n \"what\": 0,\n \"name\": \"b\"}",
			[]Problem{
				{"f.json", 1, "name: want a string, got 1"},
				{"f.json", 2, "n: 300 is out of range"},
				{"f.json", 3, `on: want true or false, got "yes"`},
				{"f.json", 4, "list: want a list, got an object"},
				{"f.json", 5, "pair: want a list of 2, got a list"},
				{"f.json", 6, `counts: duplicate key "w"`},
				{"f.json", 7, `document: unknown field "what"`},
				{"f.json", 8, `document: duplicate key "name"`},
			}},
		{"a list for the document", "[1]", []Problem{{"f.json", 1, "document: want an object, got a list"}}},
		{"extra data", "{}\n{}", []Problem{{"f.json", 2, "bad JSON: extra data after the document"}}},
	} {
		var s sample
		src, got := Decode("f.json", []byte(c.data), &s)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
		if (src == nil) != (len(c.want) == 1 && c.want[0].Message[:3] == "bad") {
			t.Errorf("%s: Source %v after %v", c.name, src, got)
		}
	}
}

func TestSortAndError(t *testing.T) {
	ps := []Problem{{"b.json", 1, "z"}, {"a.json", 9, "y"}, {"a.json", 2, "y"}, {"a.json", 2, "x"}}
	Sort(ps)
	want := []Problem{{"a.json", 2, "x"}, {"a.json", 2, "y"}, {"a.json", 9, "y"}, {"b.json", 1, "z"}}
	if !reflect.DeepEqual(ps, want) {
		t.Errorf("Sort: %v", ps)
	}
	if got := (&Error{Problems: ps[:2]}).Error(); got != "2 content problem(s):\na.json:2: x\na.json:2: y" {
		t.Errorf("Error() = %q", got)
	}
}
