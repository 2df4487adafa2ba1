package outlive

import (
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

var update = flag.Bool("update", false, "rewrite the golden playthroughs in testdata/")

// TestGoldenPlaythroughs plays fixed games (seeded setup, seeded random
// choices) and compares every move and event with testdata/. A rule change
// that alters play shows up here as a diff; regenerate with -update after
// checking it is intended.
func TestGoldenPlaythroughs(t *testing.T) {
	for _, players := range []int{2, 4} {
		name := fmt.Sprintf("playthrough-%dp.jsonl", players)
		t.Run(name, func(t *testing.T) {
			got := enginetest.Playthrough(t, Game{}, engine.Setup{Players: players, Seed: uint64(players) * 101})
			enginetest.Golden(t, filepath.Join("testdata", name), got, *update)
		})
	}
}
