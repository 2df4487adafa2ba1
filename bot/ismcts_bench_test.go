package bot

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// midgame returns a players-seat position of g after moves random moves
// from seed, at a decision with more than one option.
func midgame(tb testing.TB, g engine.Game, players int, seed uint64, moves int) engine.State {
	tb.Helper()
	st, err := g.New(engine.Setup{Players: players, Seed: seed}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRNG(seed)
	var legal []engine.Action
	for m := 0; !st.Over() && (m < moves || len(st.Legal(legal[:0])) < 2); m++ {
		legal = st.Legal(legal[:0])
		st.ApplyUnchecked(legal[rng.IntN(len(legal))], nil)
	}
	if st.Over() {
		tb.Fatalf("the game ended before move %d", moves)
	}
	return st
}

// BenchmarkISMCTS measures iterations per second of one searcher on one
// core from a 4-player mid-game position; -benchmem shows the allocations
// of one iteration (the determinization Resample returns, and the node
// the iteration adds until the pool has grown).
func BenchmarkISMCTS(b *testing.B) {
	for _, c := range []struct {
		name  string
		g     engine.Game
		moves int
	}{
		{"outlive-4p", outlive.Game{}, 120},
		{"fallout-4p", fallout.Game{}, 120},
	} {
		b.Run(c.name, func(b *testing.B) {
			st := midgame(b, c.g, 4, 11, c.moves)
			s := &searcher{}
			legal := st.Legal(nil)
			s.prepare(1, st, st.ToMove(), legal, evaluationOf(st), nil)
			for range 2000 { // grow the pools
				s.iterate()
			}
			s.prepare(1, st, st.ToMove(), legal, evaluationOf(st), nil)
			b.ResetTimer()
			for b.Loop() {
				s.iterate()
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iter/s")
		})
	}
}
