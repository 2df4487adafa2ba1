package fallout

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
// checking it is intended. The seeds give complete games of modest length
// that end three ways: the lone survivor is eliminated, a faction takes
// over, a survivor reaches the influence threshold; and two co-op games
// (AB-OVR-1).
// rule FO-COMP-1, FO-ROUND-4, FO-DEATH-5, FO-POWER-3, FO-WIN-3, AB-OVR-1
func TestGoldenPlaythroughs(t *testing.T) {
	enginetest.GoldenPlaythroughs(t, Game{}, "testdata", *update,
		engine.Setup{Players: 1, Seed: 101}, engine.Setup{Players: 2, Seed: 212}, engine.Setup{Players: 4, Seed: 404},
		engine.Setup{Players: 2, Seed: 232, Variant: VariantCoop}, engine.Setup{Players: 3, Seed: 323, Variant: VariantCoop})
}
