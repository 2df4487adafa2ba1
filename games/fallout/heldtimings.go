package fallout

import "math/bits"

// What the listings keep of the survivors' cards: for each seat, the
// ability timings none of its cards has (an equipped or inventory card,
// the rule card, a perk). The turn's, Camp's and the roll windows'
// listings, and the passive abilities of a roll, ask for the abilities of
// a few timings at every decision; most of the time no card of the seat
// has one (itemTimings, perkUseBit), and the answer is read here instead
// of walking the cards (noUse).
//
// lacks is derived from State.P's Equip, Inv (the cards and whether they
// are exhausted), NInv, Perks and Survivor: unexported, so never encoded
// (MarshalBinary, views), copied with the state (Clone, by value; Resample
// too, which redraws no card a survivor holds), built by New and Unmarshal
// (keepAllTimings), and kept in step by keepTimings, which every write of
// a seat's cards calls (gaining, discarding, trading, using, exhausting
// and unexhausting, dying, a perk gained or used, the survivor chosen;
// equipping moves a card between the equipment and the inventory, which
// changes no timing). A test that writes a seat's cards or exhausts one
// by hand rebuilds them (foKeep). Its zero value says a seat may have a card of
// any timing, so a state whose lacks were not built (decoded by
// json.Unmarshal alone, or made field by field) walks the cards, as
// before. Check compares lacks that are not zero with the cards, so the
// conformance suite checks them after every move of its random games.

// heldLacks[p] has the timing bits (tb*) of which seat p holds no card
// with an ability; 0 for the seats beyond the player count.
type heldLacks [MaxPlayers]uint16

// timingsHeld is the timing bits of the abilities of seat's cards: those
// abilities, appendUses, anyUse and passiveUses may find. An exhausted
// card has only its abilities that do not exhaust it: they pass over the
// others (FO-EXH-1).
func (s *State) timingsHeld(seat int) uint16 {
	p := &s.P[seat]
	var tb uint16
	for _, h := range p.Equip {
		if h.Card >= 0 {
			tb |= heldTimings(h)
		}
	}
	for _, h := range p.Inv[:p.NInv] {
		tb |= heldTimings(h)
	}
	if c := s.ruleCard(seat); c >= 0 {
		tb |= itemTimings[uint8(c)]
	}
	for perks := p.Perks; perks != 0; perks &= perks - 1 {
		tb |= perkUseBit[bits.TrailingZeros16(perks)]
	}
	return tb
}

// heldTimings is the timing bits of the abilities held card h has in its
// state: all of its card's, or exhausted those that do not exhaust it.
func heldTimings(h Held) uint16 {
	if h.Exhausted {
		return exhaustedTimings[uint8(h.Card)]
	}
	return itemTimings[uint8(h.Card)]
}

// keepTimings brings seat's lacks in step with its cards; every write of
// a seat's Equip, Inv, NInv, Perks or Survivor that changes the cards
// held calls it.
func (s *State) keepTimings(seat int) {
	s.lacks[seat] = ^s.timingsHeld(seat)
}

// keepAllTimings builds every seat's lacks.
func (s *State) keepAllTimings() {
	s.lacks = heldLacks{}
	for p := range int(s.N) {
		s.keepTimings(p)
	}
}

// noUse reports whether none of seat's cards has an ability of a timing
// in tb, as far as the lacks tell: without them (zero) it reports false.
func (s *State) noUse(seat int, tb uint16) bool {
	return tb&^s.lacks[seat] == 0
}

// checkLacks reports whether s's lacks, when built (not zero), are the
// ones keepAllTimings builds from the cards.
func (s *State) checkLacks() bool {
	if s.lacks == (heldLacks{}) {
		return true
	}
	c := *s
	c.keepAllTimings()
	return c.lacks == s.lacks
}
