package fallout

// What the Camp listing keeps of the survivors' places: which survivors
// stand in a space next to the camper's, where it may trade (FO-TRADE-1).
// A Camp action lists its options several times (heal, rest, unexhaust,
// equip, trade, done), and nobody moves meanwhile: the neighbours are
// weighed once, when the Camp action begins (keepCampNear, a step), and
// the listings read them instead of asking the map for every other
// survivor each time.
//
// near is derived from State.P's nodes and the map: unexported, so never
// encoded (MarshalBinary, views), copied with the state (Clone, by value;
// Resample too). It carries the survivors' nodes it was weighed for
// (nodes, of every seat) and the camper (seat), and is read only while
// they are the state's: whoever moved a survivor since, or decoded or
// made the state, the listing asks the map, as before. It is weighed only
// when every survivor on the map stands on a face-up tile, and then holds
// for as long as they stand there: a face-up tile stays where it lies
// (exploring turns face-down tiles only; Resample deals face-down tiles
// only), so the spaces next to a face-up space never change. Its zero
// value is the seat 0 with every survivor on node 0, where no neighbour
// is read (the same space is asked first). Check reports a kept answer
// that differs from the map, so the conformance suite checks it after
// every move of its random games.
type campNear struct {
	nodes [MaxPlayers]int8 // every seat's node, as weighed
	seat  int8             // the camper
	near  uint8            // bit q: seat q's node is next to the camper's (Board.AdjacentTo)
}

// The seats fit campNear.near.
var _ [8 - MaxPlayers]struct{}

// nodesKey packs every seat's node, compared with campNear.nodes at once.
func (s *State) nodesKey() [MaxPlayers]int8 {
	var k [MaxPlayers]int8
	for q := range k {
		k[q] = s.P[q].Node
	}
	return k
}

// weighCampNear is the campNear of seat as s stands, and whether it may
// be kept: no survivor stands on a face-down tile.
func (s *State) weighCampNear(seat int) (campNear, bool) {
	cn := campNear{nodes: s.nodesKey(), seat: int8(seat)}
	a := cn.nodes[seat]
	ok := a != Nowhere && !facedown(a)
	b := s.board()
	for q, n := range cn.nodes {
		if n == Nowhere || n == a {
			continue
		}
		ok = ok && !facedown(n)
		if a != Nowhere && b.AdjacentTo(a, n) {
			cn.near |= 1 << uint(q)
		}
	}
	return cn, ok
}

// keepCampNear weighs and keeps seat's neighbours when its Camp action
// begins.
func (s *State) keepCampNear(seat int) {
	if cn, ok := s.weighCampNear(seat); ok {
		s.near = cn
	}
}

// checkCampNear reports whether what s keeps of the camper's neighbours,
// when it is the state's (its nodes), is what the map says.
func (s *State) checkCampNear() bool {
	if s.near.nodes != s.nodesKey() || s.near.seat < 0 || int(s.near.seat) >= MaxPlayers {
		return true
	}
	cn, _ := s.weighCampNear(int(s.near.seat))
	return cn.near == s.near.near
}
