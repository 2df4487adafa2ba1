package outlive

import (
	"flag"
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
	enginetest.GoldenPlaythroughs(t, Game{}, "testdata", *update,
		engine.Setup{Players: 2, Seed: 202}, engine.Setup{Players: 4, Seed: 404})
}
