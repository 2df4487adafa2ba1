package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// TestTokenIndex checks, before every decision of random games on every
// scenario, that the token index New built and placeToken kept is the one
// built from the tokens, that a resampled and a decoded state have theirs
// built, and that a state without one lists the same options.
func TestTokenIndex(t *testing.T) {
	var a, b []engine.Action
	rng := engine.NewRNG(1)
	n := 0
	foEveryScenarioStates(1, func(s *State) {
		n++
		for _, c := range keptWays(t, s, 0, &rng) {
			if !c.st.at.built || !c.st.checkTokenIndex() {
				t.Fatalf("%s state: index built %v, %v", c.name, c.st.at.built, c.st.at)
			}
		}
		if s.Done {
			return
		}
		unbuilt := *s
		unbuilt.at = tokenIndex{}
		a, b = s.Legal(a[:0]), unbuilt.Legal(b[:0])
		if !slices.Equal(a, b) {
			t.Fatalf("listed %v with the index, %v without", a, b)
		}
	})
	if n < 500 {
		t.Fatalf("only %d states", n)
	}
}

// TestTokenIndexCheck checks that Check refuses an index that differs
// from the tokens, and takes one not built.
func TestTokenIndexCheck(t *testing.T) {
	s := foStarted(t, 2, 8)
	wantChecks(t, s, (*State).Check, "token index", []checkCase{
		{"as played", func(c *State) {}, true},
		{"not built", func(c *State) { c.at = tokenIndex{} }, true},
		{"a token moved around the index", func(c *State) { c.Tokens[0].Node = c.P[0].Node }, false},
		{"a token missing from the index", func(c *State) { c.at.byPos = [maxPositions]uint32{} }, false},
	})
}

// keptWay is a state named by how its kept data came to be.
type keptWay struct {
	name string
	st   *State
}

// keptWays is s as played, s resampled for seat with rng, and s decoded:
// the three ways a state's kept data (the token index, the reach, the
// lacks) is built or kept, each named for a test's message.
func keptWays(t *testing.T, s *State, seat engine.Seat, rng *engine.RNG) [3]keptWay {
	return [3]keptWay{
		{"played", s},
		{"resampled", s.Resample(seat, rng).(*State)},
		{"decoded", decoded(t, s)},
	}
}

// decoded is s written by MarshalBinary and restored by Unmarshal.
func decoded(t *testing.T, s *State) *State {
	b, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// TestTokenIndexKeptByPlaceToken moves tokens of both parts of the index
// (byPos, and high for the faction slots from lowTokens on, which random
// games seldom reach) and compares it after each move with the one built
// from the tokens, and what tokensOn finds with every token compared.
func TestTokenIndexKeptByPlaceToken(t *testing.T) {
	s := foStarted(t, 2, 8)
	a, b := foNode(t, s, "t01.a"), foNode(t, s, "t01.b")
	for _, c := range []struct {
		name string
		t    int
		node int8
	}{
		{"a standard token onto a space", 0, a},
		{"moved", 0, b},
		{"off the map", 0, Nowhere},
		{"the last slot of byPos", lowTokens - 1, a},
		{"the first slot of high", lowTokens, a},
		{"the last slot", maxTokens - 1, b},
		{"the first slot of high moved", lowTokens, b},
		{"the first slot of high off the map", lowTokens, Nowhere},
		{"the last slot off the map", maxTokens - 1, Nowhere},
	} {
		s.moveToken(c.t, c.node)
		if !s.checkTokenIndex() {
			t.Fatalf("%s: the index differs from the tokens", c.name)
		}
		unbuilt := *s
		unbuilt.at = tokenIndex{}
		for _, n := range []int8{a, b} {
			if got, want := s.tokensOn(n), unbuilt.tokensOn(n); got != want {
				t.Fatalf("%s: tokens on %d %b, %b compared", c.name, n, got, want)
			}
		}
	}
}
