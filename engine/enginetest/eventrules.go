package enginetest

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"wasteland/engine"
)

// catalogID matches the id of a rule bullet of a rules catalog: a line
// "- **FO-FIGHT-11**: …" or "- **OL-ROOM-1 — …**".
var catalogID = regexp.MustCompile(`(?m)^\s*[-*] \*\*((?:OL|FO|AB)-[A-Z0-9]+(?:-[A-Z0-9]+)*)`)

// CatalogIDs returns the rule ids of the rules catalogs files (such as
// "outlive.md") in the spec's rules directory, shared/rules, found in the
// nearest directory above the test's that holds one. It fails t when there
// is none, or a file holds no ids.
func CatalogIDs(t *testing.T, files ...string) map[string]bool {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "shared", "rules")); err == nil {
			break
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no shared/rules (the rules catalogs) in a directory above the test's")
		}
		dir = up
	}
	ids := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, "shared", "rules", f))
		if err != nil {
			t.Fatal(err)
		}
		ms := catalogID.FindAllSubmatch(b, -1)
		if len(ms) == 0 {
			t.Fatalf("%s holds no rule ids", f)
		}
		for _, m := range ms {
			ids[string(m[1])] = true
		}
	}
	return ids
}

// EventRulesCited plays one random game of g for each setup (as
// SampleEvents does) and checks that every event the game emits, but the
// engine's own decision event, cites at least one rule
// (engine.Event.Rules), and that every cited id is one of ids (CatalogIDs).
// It returns the event types seen, each with its rules of first sight.
func EventRulesCited(t *testing.T, g engine.Game, setups []engine.Setup, ids map[string]bool) map[string][]string {
	t.Helper()
	seen := map[string][]string{}
	randomEvents(t, g, setups, 0x5eed, func(setup engine.Setup, move int, e engine.Event) {
		if e.Type == engine.DecisionEvent {
			return
		}
		if len(e.Rules) == 0 {
			t.Fatalf("%+v move %d: event %q cites no rule", setup, move, e.Type)
		}
		for _, id := range e.Rules {
			if !ids[id] {
				t.Fatalf("%+v move %d: event %q cites %q, which is no catalog rule", setup, move, e.Type, id)
			}
		}
		if _, ok := seen[e.Type]; !ok {
			seen[e.Type] = e.Rules
		}
	})
	return seen
}
