package fallout

import (
	"testing"

	"wasteland/engine"
)

// TestFaceUpKept checks, before every decision of random games on every
// scenario, that the face-up positions New built and explore kept are the
// map's, in a played, a resampled and a decoded state, and that where
// mayExplore rules exploring out the survivor's space touches no face-down
// tile (exploreLegal lists nothing, with or without the mask). Both answers
// must occur, and a listing must find a tile to explore.
// rule FO-EXPLORE-1
func TestFaceUpKept(t *testing.T) {
	rng := engine.NewRNG(1)
	n, ruledOut, asked, found := 0, 0, 0, 0
	foEveryScenarioStates(2, func(s *State) {
		n++
		for _, c := range keptWays(t, s, engine.Seat(n%int(s.N)), &rng) {
			if want := c.st.faceUpMask(); c.st.up != want {
				t.Fatalf("%s state: face up %b, the map's %b", c.name, c.st.up, want)
			}
		}
		if s.Done || s.Top().Kind != fTurn || s.Actions <= 0 {
			return
		}
		ts := newTurnScan(s, int(s.Top().Seat))
		listed := len(exploreLegal(s, ts, nil))
		if !s.mayExplore(ts.node) {
			ruledOut++
			if listed > 0 {
				t.Fatalf("exploring from node %d ruled out, but it lists %d tiles (face up %b)", ts.node, listed, s.up)
			}
			return
		}
		asked++
		if listed > 0 {
			found++
		}
	})
	if ruledOut == 0 || asked == 0 || found == 0 {
		t.Fatalf("%d states: exploring ruled out %d times, asked %d, found %d", n, ruledOut, asked, found)
	}
}

// TestFaceUpCheck checks that Check refuses a face-down position said to
// lie face up, and takes a mask that knows fewer positions face up than
// there are (not built, or a tile turned by hand).
func TestFaceUpCheck(t *testing.T) {
	s := foStarted(t, 3, 8)
	down := -1
	for p := range s.geo().pos {
		if !s.Map[p].FaceUp {
			down = p
		}
	}
	if down < 0 || s.up == 0 {
		t.Fatalf("no face-down position, or the mask not built: %b", s.up)
	}
	wantChecks(t, s, (*State).Check, "face-up", []checkCase{
		{"as played", func(c *State) {}, true},
		{"not built", func(c *State) { c.up = 0 }, true},
		{"a tile turned by hand", func(c *State) { c.Map[down].FaceUp = true }, true},
		{"a face-down position said face up", func(c *State) { c.up |= 1 << uint(down) }, false},
	})
}
