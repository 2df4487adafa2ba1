package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// BenchmarkGame: whole random games of 1 and 4 players, and the calls of a
// 4-player position a few hundred moves in with a decision of several
// options pending (enginetest.Bench).
func BenchmarkGame(b *testing.B) {
	enginetest.Bench[State](b, Game{}, enginetest.BenchConfig{
		Players: []int{1, 4},
		Midgame: engine.Setup{Players: 4, Seed: 11}, MidgameMoves: 300, MidgameOptions: 4,
	})
}
