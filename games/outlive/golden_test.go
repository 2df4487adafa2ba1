package outlive

import (
	"flag"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

var update = flag.Bool("update", false, "rewrite the golden playthroughs in testdata/")

// TestGoldenPlaythroughs compares a 2-player and a 4-player game, each
// played to its scoring after round 6 with seeded random choices, move by
// move and event by event with testdata/ (enginetest.GoldenPlaythroughs).
// A rule change that alters play shows up as a diff; regenerate with
// -update after checking it is intended.
func TestGoldenPlaythroughs(t *testing.T) {
	enginetest.GoldenPlaythroughs(t, Game{}, "testdata", *update,
		engine.Setup{Players: 2, Seed: 202}, engine.Setup{Players: 4, Seed: 404})
}
