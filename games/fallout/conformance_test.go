package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// Random games played to their end: an influence victory or a faction's
// takeover (FO-ROUND-4): 1,000 games, 250 per player count. Every move is
// followed by Check; one round of player counts in five (200 games) is
// checked in full (marshal, resample, leaks, replay), the others are fast
// playouts. WASTELAND_CONFORMANCE_GAMES sets the games per player count
// (docs/tools.md, Tests).
// rule FO-COMP-1, FO-ROUND-1, FO-ROUND-4
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{
		Games:      1000,
		ShortGames: 80,
		Players:    []int{1, 2, 3, 4},
		DeepEvery:  31,
		DeepGames:  5,
		Invariants: func(st engine.State) error { return st.(*State).Check() },
	})
}
