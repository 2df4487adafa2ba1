package fallout

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"wasteland/engine"
)

var update = flag.Bool("update", false, "rewrite the golden playthroughs in testdata/")

// TestGoldenPlaythroughs plays fixed games (seeded setup, seeded random
// choices) and compares every move and event with testdata/. A rule change
// that alters play shows up here as a diff; regenerate with -update after
// checking it is intended. The seeds give complete games of modest length
// that end three ways: the lone survivor is eliminated, a faction takes
// over, a survivor reaches the influence threshold.
// rule FO-COMP-1, FO-ROUND-4, FO-DEATH-5, FO-POWER-3, FO-WIN-3
func TestGoldenPlaythroughs(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
	}{{1, 101}, {2, 212}, {4, 404}} {
		name := fmt.Sprintf("playthrough-%dp.jsonl", tc.players)
		t.Run(name, func(t *testing.T) {
			got := goldenGame(t, tc.players, tc.seed)
			path := filepath.Join("testdata", name)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if !bytes.Equal(gl[i], wl[i]) {
						t.Fatalf("line %d differs:\n got %s\nwant %s", i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("got %d lines, want %d", len(gl), len(wl))
			}
		})
	}
}

// goldenGame plays one game and returns its moves and events as JSON lines.
func goldenGame(t *testing.T, players int, seed uint64) []byte {
	t.Helper()
	st, err := Game{}.New(engine.Setup{Players: players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	chooser := engine.NewRNG(seed + 1)
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	for move := 1; !st.Over(); move++ {
		d := engine.DecisionOf(st)
		o := d.Options[chooser.IntN(len(d.Options))]
		evs, err := engine.Apply(st, d.Seat, o.ID)
		if err != nil {
			t.Fatal(err)
		}
		if err := enc.Encode(map[string]any{"move": move, "seat": d.Seat, "option": o.ID}); err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if err := enc.Encode(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := enc.Encode(st.Result()); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}
