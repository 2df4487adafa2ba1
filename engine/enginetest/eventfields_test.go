package enginetest

import (
	"reflect"
	"slices"
	"testing"
)

type innerFields struct {
	Turn int `json:"turn"`
}

type sampleEvent struct {
	innerFields
	Seat   int    `json:"seat"`
	From   int    `json:"from"`
	To     int    `json:"to,omitempty"`
	Secret string `json:"-"`
	Plain  bool
	hidden int
}

func TestJSONFields(t *testing.T) {
	got := jsonFields(reflect.TypeOf(&sampleEvent{hidden: 1}))
	want := []string{"turn", "seat", "from", "to", "Plain"}
	if !slices.Equal(got, want) {
		t.Fatalf("jsonFields = %v, want %v", got, want)
	}
	if jsonFields(reflect.TypeOf(3)) != nil || jsonFields(nil) != nil {
		t.Fatal("a non-struct has fields")
	}
}

func TestDocFields(t *testing.T) {
	doc := "# Other\n### moved\n| field | meaning |\n|---|---|\n| wrong | x |\n" +
		"# Game\n## Group\n### moved\nWhen: a thing moved.\n\n| field | meaning |\n|---|---|\n" +
		"| seat | who |\n| `from`, `to` | where |\n| dice[] | the dice |\n| dice[].face | a face |\n" +
		"#### `placed` — Reveals\n| field | meaning |\n|---|---|\n| space | where |\n" +
		"### unknown-type\n| field | meaning |\n| ignored | x |\n"
	samples := map[string]any{"moved": nil, "placed": nil, "never": nil}
	fields, headed := docFields(doc, "Game", samples)
	if !headed["moved"] || !headed["placed"] || headed["never"] {
		t.Fatalf("headed = %v", headed)
	}
	for _, f := range []string{"seat", "from", "to", "dice"} {
		if !fields["moved"][f] {
			t.Errorf("moved lacks %q: %v", f, fields["moved"])
		}
	}
	if len(fields["moved"]) != 4 || fields["moved"]["wrong"] {
		t.Errorf("moved fields = %v", fields["moved"])
	}
	if len(fields["placed"]) != 1 || !fields["placed"]["space"] {
		t.Errorf("placed fields = %v", fields["placed"])
	}
}
