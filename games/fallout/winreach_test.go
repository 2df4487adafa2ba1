package fallout

import (
	"testing"

	"wasteland/engine"
)

// TestWinReach checks, before every decision of random games on every
// scenario, that the reach New built and the writes of the survivors kept
// (keepReach, keepCards: agenda cards drawn, got rid of, traded or
// displayed, traits, letters, held cards and perks, death) is the one
// built afresh, that a resampled and a decoded state have theirs built,
// and that a state without one (zero) finds the same winners.
func TestWinReach(t *testing.T) {
	rng := engine.NewRNG(1)
	n, reached := 0, 0
	foEveryScenarioStates(2, func(s *State) {
		n++
		for _, c := range keptWays(t, s, engine.Seat(n%int(s.N)), &rng) {
			want := *c.st
			want.keepReaches()
			if c.st.reach != want.reach {
				t.Fatalf("%s state: reach %v, the cards' %v", c.name, c.st.reach, want.reach)
			}
		}
		for p := range s.P[:s.N] {
			if s.reach[p] >= 0 {
				reached++
			}
		}
		unbuilt := *s
		unbuilt.reach = winReach{}
		if a, b := s.anyWinner(), unbuilt.anyWinner(); a != b {
			t.Fatalf("a winner %v with the reach, %v without", a, b)
		}
	})
	if n < 500 || reached == 0 {
		t.Fatalf("only %d states, %d seats within reach", n, reached)
	}
}

// TestWinReachCheck checks that Check refuses a reach that differs from
// the agenda cards, and takes one not built.
func TestWinReachCheck(t *testing.T) {
	s := foStarted(t, 3, 8)
	wantChecks(t, s, (*State).Check, "reach", []checkCase{
		{"as played", func(c *State) {}, true},
		{"not built", func(c *State) { c.reach = winReach{} }, true},
		{"a card drawn around the reach", func(c *State) {
			p := &c.P[1]
			p.Hand[p.NHand] = c.Agenda.take()
			p.NHand++
		}, false},
		{"a card dropped around the reach", func(c *State) {
			c.Agenda.put(c.removeHand(2, 0))
			c.reach[2] = s.reach[2]
		}, false},
		{"the seat beyond the players within reach", func(c *State) { c.reach[3] = 0 }, false},
	})
}

// TestWinReachNone: none, which reads the four seats' reach as one word,
// answers whether every seat's reach is negative, for the values that
// matter on each side of 0 at every seat.
func TestWinReachNone(t *testing.T) {
	values := []int8{-128, -2, -1, 0, 1, 127}
	var r winReach
	var fill func(seat int)
	checked := 0
	fill = func(seat int) {
		if seat == len(r) {
			want := true
			for _, v := range r {
				want = want && v < 0
			}
			if got := r.none(); got != want {
				t.Fatalf("reach %v: none %v, want %v", r, got, want)
			}
			checked++
			return
		}
		for _, v := range values {
			r[seat] = v
			fill(seat + 1)
		}
	}
	fill(0)
	if checked != 6*6*6*6 {
		t.Fatalf("%d reaches checked", checked)
	}
}
