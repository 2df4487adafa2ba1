package enginetest

import (
	"fmt"
	"testing"

	"wasteland/engine"
)

// BenchConfig says which positions a game's benchmarks (Bench) play.
type BenchConfig struct {
	// Players lists the player counts of the random-game benchmarks.
	Players []int
	// Midgame is the setup of the position the per-call benchmarks start
	// from; MidgameMoves random moves (an RNG seeded with 1 chooses) are
	// played into it, and then more while the pending decision has fewer
	// than MidgameOptions options.
	Midgame        engine.Setup
	MidgameMoves   int
	MidgameOptions int
}

// Bench runs the benchmarks every game has, as sub-benchmarks of b:
//
//   - RandomGame<n>p: a whole n-player game with uniformly random choices
//     (an RNG seeded with the game's seed xor 0x5eed) on the fast path, no
//     recorder, reporting moves/game;
//   - Legal, Apply (ApplyUnchecked on a copy of the midgame, copied by
//     value as a bot does before it plays an option), ApplyRecorded (Apply
//     with the event recorder on, as a server plays a move), Clone (kept
//     alive, allocations reported) and View (seat 1's).
//
// S is the game's state type: Bench copies states by value, without the
// allocation of Clone. The states' methods are called through P, which
// costs what a call through engine.State costs.
func Bench[S any, P interface {
	*S
	engine.State
}](b *testing.B, g engine.Game, cfg BenchConfig) {
	for _, players := range cfg.Players {
		b.Run(fmt.Sprintf("RandomGame%dp", players), func(b *testing.B) {
			buf := make([]engine.Action, 0, 256)
			moves := 0
			for i := 0; b.Loop(); i++ {
				moves += playRandom[S, P](b, g, engine.Setup{Players: players, Seed: uint64(i)}, &buf)
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
		})
	}
	mid := midgame[S, P](b, g, cfg)
	b.Run("Legal", func(b *testing.B) {
		buf := make([]engine.Action, 0, 256)
		for b.Loop() {
			buf = mid.Legal(buf[:0])
		}
	})
	for _, recorded := range []bool{false, true} {
		name := "Apply"
		var rec *engine.Recorder
		if recorded {
			name, rec = "ApplyRecorded", &engine.Recorder{}
		}
		b.Run(name, func(b *testing.B) {
			acts := mid.Legal(nil)
			c := P(new(S))
			for i := 0; b.Loop(); i++ {
				*c = *mid
				if rec != nil {
					rec.Events = rec.Events[:0]
				}
				c.ApplyUnchecked(acts[i%len(acts)], rec)
			}
		})
	}
	b.Run("Clone", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			mid.Clone()
		}
	})
	b.Run("View", func(b *testing.B) {
		for b.Loop() {
			mid.View(1)
		}
	})
}

// playRandom plays one game from setup to the end with uniformly random
// choices on the fast path and returns the number of moves; buf is the
// actions' scratch space.
func playRandom[S any, P interface {
	*S
	engine.State
}](b *testing.B, g engine.Game, setup engine.Setup, buf *[]engine.Action) int {
	st, err := g.New(setup, nil)
	if err != nil {
		b.Fatal(err)
	}
	s := st.(P)
	r := engine.NewRNG(setup.Seed ^ 0x5eed)
	moves := 0
	for ; !s.Over(); moves++ {
		*buf = s.Legal((*buf)[:0])
		s.ApplyUnchecked((*buf)[r.IntN(len(*buf))], nil)
	}
	return moves
}

// midgame plays the position cfg describes.
func midgame[S any, P interface {
	*S
	engine.State
}](b *testing.B, g engine.Game, cfg BenchConfig) P {
	st, err := g.New(cfg.Midgame, nil)
	if err != nil {
		b.Fatal(err)
	}
	s := st.(P)
	r := engine.NewRNG(1)
	var buf []engine.Action
	for i := 0; !s.Over() && (i < cfg.MidgameMoves || len(s.Legal(buf[:0])) < cfg.MidgameOptions); i++ {
		buf = s.Legal(buf[:0])
		s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
	}
	return s
}
