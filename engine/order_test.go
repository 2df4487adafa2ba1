package engine_test

import (
	"encoding/json"
	"strings"
	"testing"

	"wasteland/engine"
)

func TestOrderOptions(t *testing.T) {
	o := func(id, group string, forfeits bool) engine.Option {
		return engine.Option{ID: id, Kind: id, Group: group, Forfeits: forfeits}
	}
	tests := []struct {
		name string
		in   []engine.Option
		want string
	}{
		{"empty", nil, ""},
		{"without meaning: by id", []engine.Option{o("b", "", false), o("c", "", false), o("a", "", false)}, "a b c"},
		{"ungrouped options keep the game's order", []engine.Option{o("b", "", false), o("a", "", false), o("z", "end", true)}, "b a z"},
		{"forfeiting last", []engine.Option{o("end", "end", true), o("move", "move", false), o("take", "gather", false)}, "move take end"},
		{"groups together in order of first listing",
			[]engine.Option{o("m1", "move", false), o("t1", "gather", false), o("m2", "move", false), o("t2", "gather", false)},
			"m1 m2 t1 t2"},
		{"forfeiting options of a productive group go last too",
			[]engine.Option{o("pass", "end", true), o("done", "end", false), o("x", "build", false)},
			"done x pass"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ids []string
			for _, x := range engine.OrderOptions(tt.in) {
				ids = append(ids, x.ID)
			}
			if got := strings.Join(ids, " "); got != tt.want {
				t.Errorf("order %q, want %q", got, tt.want)
			}
		})
	}
}

// An option's group and forfeits are left out of its JSON when empty, so
// that options of games that give none encode as before.
func TestOptionJSON(t *testing.T) {
	for _, tt := range []struct {
		o    engine.Option
		want string
	}{
		{engine.Option{ID: "draw", Kind: "draw", Label: "Draw"}, `{"id":"draw","kind":"draw","label":"Draw"}`},
		{engine.Option{ID: "end", Kind: "end", Label: "End", Group: "end", Forfeits: true}, `{"id":"end","kind":"end","label":"End","group":"end","forfeits":true}`},
	} {
		b, err := json.Marshal(tt.o)
		if err != nil || string(b) != tt.want {
			t.Errorf("%s (%v), want %s", b, err, tt.want)
		}
	}
}
