package fallout

// What the victory check keeps of the agenda cards: for each seat, how far
// the most its cards can be worth (agendaMost, every bonus counted, the
// displayed card included) stands above the threshold. advance asks it
// before most frames (victoryNow): a seat whose cards cannot reach the
// threshold even at their most cannot win, which rules the check out
// without weighing a condition (influenceReaches' first test, made once
// per change of the cards instead of at every check).
//
// The reach is derived from State.P's Hand, NHand and Loyal: unexported,
// so never encoded (MarshalBinary, views), copied with the state (Clone,
// by value), built by New, Resample and Unmarshal (keepReaches), and kept
// in step by keepReach, which every write of a seat's agenda cards calls.
// Its zero value says every seat may reach the threshold, so a state
// whose reach was not built (decoded by json.Unmarshal alone, or made
// field by field) is checked in full, as before. Check compares a reach
// that is not zero with the cards, so the conformance suite checks it
// after every move of its random games.

// winReach[p] is seat p's cards' most less the threshold: negative when
// the seat cannot win on its cards. Seats beyond the player count hold -1.
type winReach [MaxPlayers]int8

// cardsMost is the most seat's agenda cards can be worth: each card's
// agendaMost, the displayed one included.
func (s *State) cardsMost(seat int) int {
	p := &s.P[seat]
	most := 0
	for _, a := range p.Hand[:p.NHand] {
		most += int(agendaMost[uint8(a)])
	}
	if p.Loyal >= 0 {
		most += int(agendaMost[uint8(p.Loyal)])
	}
	return most
}

// keepReach brings seat's reach in step with its agenda cards; every
// write of a seat's Hand, NHand or Loyal that changes the cards held
// calls it.
func (s *State) keepReach(seat int) {
	s.reach[seat] = int8(s.cardsMost(seat) - s.threshold())
}

// keepReaches builds every seat's reach.
func (s *State) keepReaches() {
	for p := range s.reach {
		s.reach[p] = -1
		if p < int(s.N) {
			s.keepReach(p)
		}
	}
}

// checkReach reports whether s's reach, when built (not zero), is the one
// keepReaches builds from the cards.
func (s *State) checkReach() bool {
	if s.reach == (winReach{}) {
		return true
	}
	c := *s
	c.keepReaches()
	return c.reach == s.reach
}
