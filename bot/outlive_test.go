package bot

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/outlive"
)

// TestOutliveBotsIgnoreHiddenInfo: on Outlive positions, both bots choose
// the same option in two states the mover cannot tell apart.
func TestOutliveBotsIgnoreHiddenInfo(t *testing.T) {
	checkSameChoices(t, outlive.Game{}, hiddenInfoWalk{players: []int{2, 3, 4, 2, 3, 4}, seed: 1, every: 3, maxMoves: 100_000, min: 500})
}

// TestOutliveGreedyBeatsRandom plays greedy against random at 2 players.
func TestOutliveGreedyBeatsRandom(t *testing.T) {
	wins := 0
	const games = 10
	for g := range games {
		st, err := outlive.Game{}.New(engine.Setup{Players: 2, Seed: uint64(g) + 100}, nil)
		if err != nil {
			t.Fatal(err)
		}
		greedySeat := engine.Seat(g % 2)
		bots := make([]Bot, 2)
		bots[greedySeat] = NewGreedy(uint64(g))
		bots[1-greedySeat] = NewRandom(uint64(g))
		playOut(t, st, bots, 100_000)
		for _, w := range st.Result().Winners {
			if w == greedySeat {
				wins++
			}
		}
	}
	if wins < games*7/10 {
		t.Errorf("greedy won %d of %d games against random", wins, games)
	}
}

// BenchmarkOutliveGame plays whole 4-player games of Outlive, two greedy
// bots against two random ones.
func BenchmarkOutliveGame(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		st, err := outlive.Game{}.New(engine.Setup{Players: 4, Seed: uint64(i)}, nil)
		if err != nil {
			b.Fatal(err)
		}
		playOut(b, st, []Bot{NewGreedy(uint64(i)), NewGreedy(uint64(i) + 1), NewRandom(uint64(i) + 2), NewRandom(uint64(i) + 3)}, 100_000)
	}
}
