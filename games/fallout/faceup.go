package fallout

// What the turn's listing keeps of the map: the positions whose tile lies
// face up. Exploring is listed only next to a face-down tile (FO-EXPLORE-1),
// and most turn listings stand where the survivor's position and every
// position next to it lie face up: mayExplore answers that from a mask and
// a table instead of reading the space's edges (Board.FacedownAround).
//
// up is derived from State.Map: unexported, so never encoded (MarshalBinary,
// views), copied with the state (Clone, by value; Resample too, which deals
// face-down tiles anew but turns none), built by New and Unmarshal
// (keepFaceUp), and kept in step by explore, the one write that turns a
// tile face up. A tile is never turned face down. Its bits say only which
// positions are known face up: its zero value (a state decoded by
// json.Unmarshal alone, or made field by field) knows none and every
// listing reads the edges, as before, and a test that turns a tile face
// up by hand leaves a bit unset, which costs only the reading. Check
// reports a bit set for a face-down position, so the conformance suite
// checks it after every move of its random games.

// faceUps has bit p for each position p known to lie face up.
type faceUps uint32

// The positions fit faceUps.
var _ [32 - maxPositions]struct{}

// faceUpMask is the positions of s's map whose tile lies face up.
func (s *State) faceUpMask() faceUps {
	var m faceUps
	for p := range s.geo().pos {
		if s.Map[p].FaceUp {
			m |= 1 << uint(p)
		}
	}
	return m
}

// keepFaceUp builds s's mask of face-up positions.
func (s *State) keepFaceUp() { s.up = s.faceUpMask() }

// checkFaceUp reports whether every position s's mask says lies face up
// does.
func (s *State) checkFaceUp() bool { return s.up&^s.faceUpMask() == 0 }

// mayExplore reports whether a face-down tile may touch node n: its
// position or one next to it is not known face up (geo.around). When it
// reports false, exploreLegal lists nothing.
func (s *State) mayExplore(n int8) bool {
	p, _ := nodePos(n)
	return s.geo().around[p]&^uint32(s.up) != 0
}
