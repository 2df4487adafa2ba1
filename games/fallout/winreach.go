package fallout

// What the victory check keeps of the agenda cards: for each seat, how far
// the most its cards can be worth stands above the threshold, every bonus
// counted but those whose condition fails on what seldom changes (a
// slowCond: the survivor's traits, S.P.E.C.I.A.L. letters, perks, held
// cards and displayed card). advance asks it before most frames
// (victoryNow): a seat whose cards cannot reach the threshold even so
// cannot win, which rules the check out without weighing a condition each
// time (the conditions that change often, the Caps, rads, space and power
// track, are weighed by the check itself).
//
// The reach is derived from State.P's Hand, NHand, Loyal, Traits, Special,
// Perks, Equip, Inv and NInv: unexported, so never encoded (MarshalBinary,
// views), copied with the state (Clone, by value), built by New, Resample
// and Unmarshal (keepReaches), and kept in step by keepReach, which every
// write of those fields calls (keepCards for the held cards and perks,
// which the lacks of heldtimings.go follow too). Its zero value says every
// seat may reach the threshold, so a state whose reach was not built
// (decoded by json.Unmarshal alone, or made field by field) is checked in
// full, as before. Check compares a reach that is not zero with the
// survivors, so the conformance suite checks it after every move of its
// random games.

// winReach[p] is seat p's cardsReach less the threshold: negative when the
// seat cannot win now. Seats beyond the player count hold -1.
type winReach [MaxPlayers]int8

// none reports whether no seat's cards can reach the threshold: every
// seat's reach is negative. The four are read as one word, whose bytes'
// sign bits are then all set; a seat beyond the player count holds -1,
// or 0 in a reach that was not built, which only makes the check look.
func (r *winReach) none() bool {
	var _ [MaxPlayers - 4]struct{} // the four seats read below are the array's
	var _ [4 - MaxPlayers]struct{}
	w := uint32(uint8(r[0])) | uint32(uint8(r[1]))<<8 | uint32(uint8(r[2]))<<16 | uint32(uint8(r[3]))<<24
	return w&0x80808080 == 0x80808080
}

// slowCond marks the agenda conditions whose inputs keepReach follows,
// indexed by a byte (no bounds check).
var slowCond = [256]bool{condTrait: true, condNotTrait: true, condSpecial: true, condSpecials: true,
	condUniques: true, condPerks: true, condEquipped: true, condLoyal: true}

// cardsReach is the most seat's agenda cards can be worth, the displayed
// one included: each card's agendaMost, less the bonus of a card whose
// slowCond fails.
func (s *State) cardsReach(seat int) int {
	p := &s.P[seat]
	most := 0
	for _, a := range p.Hand[:p.NHand] {
		most += s.cardReach(seat, a)
	}
	if p.Loyal >= 0 {
		most += s.cardReach(seat, p.Loyal)
	}
	return most
}

// cardReach is agenda card a's part of cardsReach.
func (s *State) cardReach(seat int, a int8) int {
	if c := &agendaConds[uint8(a)]; slowCond[c.kind] && !s.influenceHolds(seat, c) {
		return 1
	}
	return int(agendaMost[uint8(a)])
}

// keepReach brings seat's reach in step with the survivor; every write of
// a seat's agenda cards, traits or S.P.E.C.I.A.L. letters calls it (but
// the letters drawn at setup, before any agenda card is dealt), and
// keepCards every write of its held cards or perks.
func (s *State) keepReach(seat int) {
	s.reach[seat] = int8(s.cardsReach(seat) - s.threshold())
}

// keepCards follows a write of seat's held cards or perks: the reach and
// the lacks (heldtimings.go).
func (s *State) keepCards(seat int) {
	s.keepTimings(seat)
	s.keepReach(seat)
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
