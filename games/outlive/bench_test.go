package outlive

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// BenchmarkGame: whole random 4-player games, and the calls of a 4-player
// position a few dozen moves in (enginetest.Bench).
func BenchmarkGame(b *testing.B) {
	enginetest.Bench[State](b, Game{}, enginetest.BenchConfig{
		Players: []int{4},
		Midgame: engine.Setup{Players: 4, Seed: 11}, MidgameMoves: 120,
	})
}
