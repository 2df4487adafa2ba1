package bot

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// BenchmarkFalloutGame plays whole 4-player games of Fallout, two greedy
// bots against two random ones.
func BenchmarkFalloutGame(b *testing.B) {
	var legal []engine.Action
	moves := 0
	for i := 0; b.Loop(); i++ {
		st, err := fallout.Game{}.New(engine.Setup{Players: 4, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		bots := []Bot{NewGreedy(uint64(i)), NewGreedy(uint64(i) + 1), NewRandom(uint64(i) + 2), NewRandom(uint64(i) + 3)}
		for !st.Over() {
			seat := st.ToMove()
			legal = st.Legal(legal[:0])
			st.ApplyUnchecked(bots[seat].Choose(st, seat, legal), nil)
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
