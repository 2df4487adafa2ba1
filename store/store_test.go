package store

import (
	"strings"
	"testing"
	"testing/fstest"

	"wasteland/engine"
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

// TestDecodeHeaderMigrates: a header stored by a server of record format 1
// (the seed a bare number) still decodes, seed intact, and is written back
// in the current format.
func TestDecodeHeaderMigrates(t *testing.T) {
	old := `{"format":1,"game":"toy","rules":"toy-1","content":"toy-1","setup":{"players":2,"seed":18446744073709551557},"seats":["human","bot:random"],"moves":null}`
	h, err := DecodeHeader([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if h.Format != engine.RecordFormat || h.Setup.Seed != 18446744073709551557 || len(h.Seats) != 2 {
		t.Fatalf("decoded header %+v", h)
	}
	data, err := EncodeHeader(h)
	if err != nil {
		t.Fatal(err)
	}
	again, err := DecodeHeader(data)
	if err != nil || !strings.Contains(string(data), `"seed":"18446744073709551557"`) || again.Setup.Seed != h.Setup.Seed {
		t.Fatalf("re-encoded header %s: %v", data, err)
	}
}
