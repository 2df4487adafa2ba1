package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// Random co-op games played to their end, a team victory or loss, at 1 to
// 4 players: every move followed by Check; one round of player counts in
// five checked in full (marshal, resample and the leak check, replay).
// WASTELAND_CONFORMANCE_GAMES sets the games per player count.
// rule AB-OVR-1, AB-OVR-2, AB-END-1, AB-END-2
func TestConformanceCoop(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{
		Games:      400,
		ShortGames: 40,
		Players:    []int{1, 2, 3, 4},
		Variants:   []string{VariantCoop},
		DeepEvery:  31,
		DeepGames:  5,
		Invariants: func(st engine.State) error { return st.(*State).Check() },
	})
}
