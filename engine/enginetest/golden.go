package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"wasteland/engine"
)

// GoldenPlaythroughs plays one game of g from each setup (Playthrough) and
// compares it with its golden file in dir, playthrough-<players>p.jsonl
// (playthrough-<variant>-<players>p.jsonl for a variant), as a subtest of
// that name (Golden); with update set it rewrites the files. The setups
// must have distinct player counts within each variant. Then, in the subtest
// "rules-version", it checks the files' digests against those recorded
// for g's versions in dir/rules-version.json (RulesVersion): a playthrough
// that changed under the same rules version fails, saying to bump it.
func GoldenPlaythroughs(t *testing.T, g engine.Game, dir string, update bool, setups ...engine.Setup) {
	t.Helper()
	seen := map[string]bool{}
	for _, setup := range setups {
		name := fmt.Sprintf("playthrough-%dp.jsonl", setup.Players)
		if setup.Variant != "" {
			name = fmt.Sprintf("playthrough-%s-%dp.jsonl", setup.Variant, setup.Players)
		}
		if seen[name] {
			t.Fatalf("two golden playthroughs would share the file %s", name)
		}
		seen[name] = true
		t.Run(name, func(t *testing.T) {
			Golden(t, filepath.Join(dir, name), Playthrough(t, g, setup), update)
		})
	}
	t.Run("rules-version", func(t *testing.T) {
		RulesVersion(t, g, filepath.Join(dir, "playthrough-*.jsonl"), filepath.Join(dir, "rules-version.json"), update)
	})
}

// Playthrough plays one game of g from setup with seeded random choices (an
// RNG seeded by setup.Seed+1) and returns every move, every event and the
// result as JSON lines: the text of a golden playthrough.
func Playthrough(t *testing.T, g engine.Game, setup engine.Setup) []byte {
	t.Helper()
	var setupEvents engine.Recorder
	st, err := g.New(setup, &setupEvents)
	if err != nil {
		t.Fatal(err)
	}
	chooser := engine.NewRNG(setup.Seed + 1)
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	for _, e := range setupEvents.Events {
		if err := enc.Encode(e); err != nil {
			t.Fatal(err)
		}
	}
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

// Golden compares got with the golden file at path and fails t at the first
// line that differs; with update set it rewrites the file instead.
func Golden(t *testing.T, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if bytes.Equal(got, want) {
		return
	}
	gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if !bytes.Equal(gl[i], wl[i]) {
			t.Fatalf("%s line %d differs:\n got %s\nwant %s", path, i+1, gl[i], wl[i])
		}
	}
	t.Fatalf("%s: got %d lines, want %d", path, len(gl), len(wl))
}
