package games

import "testing"

func TestLookup(t *testing.T) {
	for _, name := range Names() {
		g, err := Lookup(name)
		if err != nil || g.Name() != name {
			t.Errorf("Lookup(%q) = %v, %v", name, g, err)
		}
	}
	if _, err := Lookup("chess"); err == nil {
		t.Error("Lookup found an unknown game")
	}
	if n := Names(); len(n) != 2 || n[0] != "fallout" || n[1] != "outlive" {
		t.Errorf("Names() = %v, want [fallout outlive] (sorted)", n)
	}
}
