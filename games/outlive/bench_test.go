package outlive

import (
	"testing"

	"wasteland/engine"
)

// playRandom plays one game to the end with uniformly random options on the
// fast path.
// It calls *State's methods directly: through engine.State (a shared
// helper) the same games measure about 10% slower.
func playRandom(seed uint64, players int, buf []engine.Action) (*State, []engine.Action, int) {
	st, _ := Game{}.New(engine.Setup{Players: players, Seed: seed}, nil)
	s := st.(*State)
	r := engine.NewRNG(seed ^ 0x5eed)
	moves := 0
	for !s.Done {
		buf = s.Legal(buf[:0])
		s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
		moves++
	}
	return s, buf, moves
}

func BenchmarkRandomGame4p(b *testing.B) {
	buf := make([]engine.Action, 0, 256)
	moves := 0
	for i := 0; b.Loop(); i++ {
		var n int
		_, buf, n = playRandom(uint64(i), 4, buf)
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// midgame returns a 4-player state a few dozen random moves in.
func midgame() *State {
	st, _ := Game{}.New(engine.Setup{Players: 4, Seed: 11}, nil)
	s := st.(*State)
	r := engine.NewRNG(1)
	var buf []engine.Action
	for i := 0; i < 120 && !s.Done; i++ {
		buf = s.Legal(buf[:0])
		s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
	}
	return s
}

func BenchmarkLegal(b *testing.B) {
	s := midgame()
	buf := make([]engine.Action, 0, 256)
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

func BenchmarkApply(b *testing.B) {
	s := midgame()
	buf := s.Legal(nil)
	c := new(State)
	for i := 0; b.Loop(); i++ {
		*c = *s
		c.ApplyUnchecked(buf[i%len(buf)], nil)
	}
}

// cloneSink keeps clones alive so the compiler cannot put them on the stack.
var cloneSink engine.State

func BenchmarkClone(b *testing.B) {
	s := midgame()
	b.ReportAllocs()
	for b.Loop() {
		cloneSink = s.Clone()
	}
}
