package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// Random games played to their end: an influence victory or a faction's
// takeover (FO-ROUND-4).
// rule FO-COMP-1, FO-ROUND-1, FO-ROUND-4
func TestConformance(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	enginetest.Run(t, Game{}, enginetest.Config{
		Games:      games,
		Players:    []int{1, 2, 3, 4},
		DeepEvery:  31,
		Invariants: func(st engine.State) error { return st.(*State).Check() },
	})
}
