package store

import (
	"testing"
	"testing/fstest"
)

func TestMigrations(t *testing.T) {
	ok := fstest.MapFS{
		"002_more.sql": {Data: []byte("B")},
		"001_init.sql": {Data: []byte("A")},
		"README":       {Data: []byte("not a migration")},
	}
	ms, err := Migrations(ok)
	if err != nil || len(ms) != 2 || ms[0].Version != 1 || ms[0].Name != "init" || ms[1].SQL != "B" {
		t.Fatalf("Migrations = %+v, %v", ms, err)
	}
	for name, fsys := range map[string]fstest.MapFS{
		"gap":      {"001_a.sql": {}, "003_c.sql": {}},
		"no start": {"002_b.sql": {}},
		"bad name": {"init.sql": {}},
		"zero":     {"000_a.sql": {}},
	} {
		if _, err := Migrations(fsys); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestOpGame(t *testing.T) {
	for _, c := range []struct {
		op   Op
		want string
	}{
		{Op{Create: &Game{ID: "a"}}, "a"},
		{Op{Append: &Append{Game: "b"}}, "b"},
		{Op{Claim: &Claim{Game: "c"}}, "c"},
		{Op{}, ""},
	} {
		if got := c.op.Game(); got != c.want {
			t.Errorf("Game() = %q, want %q", got, c.want)
		}
	}
	if (Filter{}).LimitOrDefault() != 50 || (Filter{Limit: 7}).LimitOrDefault() != 7 {
		t.Error("LimitOrDefault")
	}
}
