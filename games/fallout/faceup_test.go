package fallout

import "testing"

// TestFaceUpKept checks, before every decision of random games on every
// scenario, that the face-up positions New built and explore kept are the
// map's, in a played, a resampled and a decoded state, and that where
// mayExplore rules exploring out the survivor's space touches no face-down
// tile (exploreLegal lists nothing, with or without the mask). Both answers
// must occur, and a listing must find a tile to explore.
// rule FO-EXPLORE-1
func TestFaceUpKept(t *testing.T) {
	checkTurnShortcut(t, turnShortcut{
		verb:   "exploring",
		kept:   func(s *State) uint32 { return uint32(s.up) },
		built:  func(s *State) uint32 { return uint32(s.faceUpMask()) },
		may:    func(s *State, ts turnScan) bool { return s.mayExplore(ts.node) },
		listed: func(s *State, ts turnScan) int { return len(exploreLegal(s, ts, nil)) },
	})
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
