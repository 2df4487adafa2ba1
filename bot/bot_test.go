package bot

import (
	"bytes"
	"testing"

	"wasteland/engine"
	"wasteland/internal/toygame"
)

// plainState hides toygame's Evaluate, so Greedy falls back to playouts.
type plainState struct{ engine.State }

func (p plainState) Clone() engine.State { return plainState{p.State.Clone()} }
func (p plainState) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	return plainState{p.State.Resample(seat, rng)}
}

func newToy(t *testing.T, players int, seed uint64) engine.State {
	t.Helper()
	st, err := toygame.Game{}.New(engine.Setup{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestNew(t *testing.T) {
	for _, k := range Kinds() {
		if b, err := New(k, 1); err != nil || b == nil {
			t.Errorf("New(%q) = %v, %v", k, b, err)
		}
	}
	if _, err := New("clever", 1); err == nil {
		t.Error("New accepted an unknown kind")
	}
}

// hiddenInfoLeaks gives bots two states that differ only in what the mover
// cannot see; with the same seed a fair bot chooses the same option in both.
// It returns how many of the compared decisions differed, and fails t unless
// most state pairs really differed in hidden information.
func hiddenInfoLeaks(t *testing.T, newBot func(seed uint64) Bot, wrap func(engine.State) engine.State) int {
	t.Helper()
	differ, compared, leaks := 0, 0, 0
	walker := engine.NewRNG(3)
	for game := uint64(0); game < 20; game++ {
		st := newToy(t, 3, game)
		for !st.Over() {
			seat := st.ToMove()
			hider := engine.NewRNG(game*1000 + uint64(compared))
			other := st.Resample(seat, &hider)
			a, _ := st.MarshalBinary()
			b, _ := other.MarshalBinary()
			if !bytes.Equal(a, b) {
				differ++
			}
			seed := game*7919 + uint64(compared)
			x := newBot(seed).Choose(wrap(st), seat, st.Legal(nil))
			y := newBot(seed).Choose(wrap(other), seat, other.Legal(nil))
			if st.Option(x).ID != other.Option(y).ID {
				leaks++
			}
			compared++
			legal := st.Legal(nil)
			st.ApplyUnchecked(legal[walker.IntN(len(legal))], nil)
		}
	}
	if differ < compared/2 {
		t.Fatalf("only %d of %d state pairs differed in hidden information", differ, compared)
	}
	return leaks
}

var wrappers = map[string]func(engine.State) engine.State{
	"evaluator": func(s engine.State) engine.State { return s },
	"playouts":  func(s engine.State) engine.State { return plainState{s} },
}

func TestBotsIgnoreHiddenInfo(t *testing.T) {
	for name, wrap := range wrappers {
		for _, kind := range testKinds {
			newBot := func(seed uint64) Bot { b, _ := New(kind, seed); return b }
			if n := hiddenInfoLeaks(t, newBot, wrap); n > 0 {
				t.Errorf("%s/%s: %d choices changed with information hidden from the bot", name, kind, n)
			}
		}
	}
}

// cheater is Greedy without the Resample step: it looks at the real state.
type cheater struct{ g *Greedy }

func (c cheater) Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action {
	ss := stepSearch{root: st}
	best, bestVal := legal[0], c.g.value(st, legal[0], seat, false, &ss)
	for _, a := range legal[1:] {
		if v := c.g.value(st, a, seat, false, &ss); v > bestVal {
			best, bestVal = a, v
		}
	}
	return best
}

// TestHiddenInfoCheckCatchesCheater shows the check above has teeth.
func TestHiddenInfoCheckCatchesCheater(t *testing.T) {
	newBot := func(seed uint64) Bot { return cheater{NewGreedy(seed)} }
	if n := hiddenInfoLeaks(t, newBot, wrappers["evaluator"]); n == 0 {
		t.Error("a bot that reads the real deck was not caught")
	}
}

func TestChooseLeavesStateAlone(t *testing.T) {
	for _, kind := range testKinds {
		st := newToy(t, 4, 11)
		before, _ := st.MarshalBinary()
		b, _ := New(kind, 5)
		a := b.Choose(plainState{st}, st.ToMove(), st.Legal(nil))
		after, _ := st.MarshalBinary()
		if !bytes.Equal(before, after) {
			t.Errorf("%s changed the state", kind)
		}
		found := false
		for _, l := range st.Legal(nil) {
			found = found || l == a
		}
		if !found {
			t.Errorf("%s chose an action that is not legal", kind)
		}
	}
}

func TestRandomCoversOptions(t *testing.T) {
	st := newToy(t, 2, 1)
	legal := st.Legal(nil)
	seen := map[engine.Action]int{}
	b := NewRandom(9)
	for range 3000 {
		seen[b.Choose(st, st.ToMove(), legal)]++
	}
	for _, a := range legal {
		if n := seen[a]; n < 3000/len(legal)*8/10 {
			t.Errorf("action %d chosen %d times of 3000 among %d options", a, n, len(legal))
		}
	}
}

// playMatch plays toy games with seat 0 by kind a and seat 1 by kind b and
// returns seat 0's win count (shared wins count).
func playMatch(t *testing.T, a, b string, games int, wrap func(engine.State) engine.State) int {
	wins := 0
	for g := range games {
		st := newToy(t, 2, uint64(g))
		ba, _ := New(a, uint64(g)*2+1)
		bb, _ := New(b, uint64(g)*2+2)
		bots := []Bot{ba, bb}
		for !st.Over() {
			seat := st.ToMove()
			st.ApplyUnchecked(bots[seat].Choose(wrap(st), seat, st.Legal(nil)), nil)
		}
		for _, w := range st.Result().Winners {
			if w == 0 {
				wins++
			}
		}
	}
	return wins
}

func TestGreedyBeatsRandom(t *testing.T) {
	for name, wrap := range wrappers {
		g := playMatch(t, "greedy", "random", 200, wrap)
		r := playMatch(t, "random", "greedy", 200, wrap)
		if g <= r+20 {
			t.Errorf("%s: greedy won %d of 200 against random, random won %d of 200 against greedy", name, g, r)
		}
	}
}

func TestPlayoutValue(t *testing.T) {
	for _, c := range []struct {
		name string
		res  engine.Result
		seat engine.Seat
		want float64
	}{
		{"win", engine.Result{Scores: []int{10, 4}, Winners: []engine.Seat{0}}, 0, 1.006},
		{"loss", engine.Result{Scores: []int{10, 4}, Winners: []engine.Seat{0}}, 1, -0.006},
		{"shared", engine.Result{Scores: []int{7, 7, 1}, Winners: []engine.Seat{0, 1}}, 1, 1},
		{"no winner", engine.Result{Scores: []int{3, 5}}, 0, -0.002},
		{"bad seat", engine.Result{Scores: []int{3, 5}}, 4, 0},
	} {
		if got := PlayoutValue(c.res, c.seat); got < c.want-1e-9 || got > c.want+1e-9 {
			t.Errorf("%s: PlayoutValue = %v, want %v", c.name, got, c.want)
		}
	}
}
