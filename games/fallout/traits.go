package fallout

import (
	"math/bits"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Traits (FO-TRAIT-1..8): six traits on three kinds of double-sided token.
// A survivor holds at most one token of each kind, in the board slot of
// its pair (Player.Traits[k] for content.Traits[2k] / [2k+1]): the token's
// make (data.Tokens.TraitTokens, which sides show a lock) and the side up.
//
// Gaining a trait takes a token of its pair from the supply, or flips the
// token held showing the opposite trait, unless that side shows the lock.
// Which token is taken matters when makes differ in their locks: an effect
// may ask for a locked side (content.Effect.Locked); otherwise a token
// whose gained side shows no lock is taken if one is left. When the
// fitting tokens still differ (the lock on the other side) the survivor
// chooses the token (fTrait: A = the trait index, B = 1 for a locked side).
// Losing a trait discards its token, locked or not. Well Rested is given
// up for a reroll in tests and fights (test.go); the other traits have no
// effect of their own (FO-TRAIT-6): cards refer to them.

// verbToken is fTrait's verb: x = the token make.
const verbToken uint8 = 1

// TraitChanged is the event of a trait gained, flipped, kept, refused,
// lost, or not found in the supply.
type TraitChanged struct {
	Seat  int    `json:"seat"`
	Trait string `json:"trait"` // the trait gained or lost
	// Change: gained (a token taken), flipped (FO-TRAIT-3), kept (already
	// shown), locked (the opposite side up shows the lock: nothing changes,
	// FO-TRAIT-4), lost (FO-TRAIT-5), none-left (no token of the pair in
	// the supply).
	Change string `json:"change"`
	From   string `json:"from,omitempty"`   // flipped, locked: the trait shown before
	Locked bool   `json:"locked,omitempty"` // the side up now shows the lock
	Cause  string `json:"cause"`            // effect, reroll, ...
}

func init() {
	mustFit("trait token makes", len(data.Tokens.TraitTokens), 8)
	register(fTrait, frameKind{
		Name: "trait", Prompt: "trait-token",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			ta := traitOf(f)
			m := s.traitMakes(ta.trait, ta.locked)
			for mk := range data.Tokens.TraitTokens {
				if m&(1<<uint(mk)) != 0 {
					dst = append(dst, act(verbToken, mk, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, mk, _, _ := unact(a)
			tt := &data.Tokens.TraitTokens[mk]
			i := traitOf(f).trait
			other := 1 - i%2
			id, label := "token:no-lock", "Take a "+traitTitle(content.Traits[i])+" token with no lock on its other side"
			if tt.Locked[other] {
				id = "token:lock-" + string(tt.Sides[other])
				label = "Take a " + traitTitle(content.Traits[i]) + " token whose " + traitTitle(tt.Sides[other]) + " side shows a lock"
			}
			return opt(id, label)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, mk, _, _ := unact(a)
			seat, i := int(f.Seat), traitOf(f).trait
			s.Pop()
			s.takeTrait(seat, i, int8(mk), "effect", rec)
		},
	})
	// rule FO-RESULT-6: "Become X".
	registerEffect("become", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.gainTrait(int(f.Seat), e.Trait, e.Locked, "effect", rec)
	})
	// rule FO-TRAIT-5: an effect discards a trait token.
	registerEffect("lose-trait", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.loseTrait(int(f.Seat), e.Trait, "effect", rec)
	})
}

// traitIndex is the index of trait tr in content.Traits. A switch on the
// names compares them inline, by length first, where a loop over the list
// calls the runtime for every name of tr's length (TestTraitIndex holds
// the cases to the list's order).
func traitIndex(tr content.Trait) int {
	switch tr {
	case content.Idolized:
		return 0
	case content.Vilified:
		return 1
	case content.Synth:
		return 2
	case content.Mutant:
		return 3
	case content.WellRested:
		return 4
	case content.Addicted:
		return 5
	}
	panic("fallout: unknown trait " + string(tr))
}

// traitTitle is a trait's name for labels, e.g. "Well Rested".
func traitTitle(tr content.Trait) string {
	switch tr {
	case content.WellRested:
		return "Well Rested"
	case content.Mutant:
		return "Super Mutant"
	}
	b := []byte(tr)
	if len(b) > 0 && b[0] >= 'a' && b[0] <= 'z' {
		b[0] -= 'a' - 'A'
	}
	return string(b)
}

// hasTrait reports whether seat's survivor has trait tr: holds its token
// with that side up.
func (s *State) hasTrait(seat int, tr content.Trait) bool { return s.hasTraitAt(seat, traitIndex(tr)) }

// hasTraitAt is hasTrait of the trait at index i of content.Traits. The
// index splits unsigned (a shift and a mask, not a signed division and
// remainder); a negative i is out of range either way.
func (s *State) hasTraitAt(seat, i int) bool {
	ts := s.P[seat].Traits[uint(i)/2]
	return ts.Make >= 0 && int(ts.Side) == i&1
}

// wellRestedAt is Well Rested's index in content.Traits, which the roll
// windows ask for often (hasTraitAt).
var wellRestedAt = traitIndex(content.WellRested)

// gainTrait makes seat's survivor gain trait tr (FO-TRAIT-3/4, FO-RESULT-6,
// FO-TRAIT-8). With locked set the token taken must show the lock on the
// gained side, when such a token is left. It may push fTrait, the choice
// between tokens that differ.
func (s *State) gainTrait(seat int, tr content.Trait, locked bool, cause string, rec *engine.Recorder) {
	i := traitIndex(tr)
	side := int8(i % 2)
	ts := &s.P[seat].Traits[i/2]
	if ts.Make >= 0 {
		tt := &data.Tokens.TraitTokens[ts.Make]
		ev := TraitChanged{Seat: seat, Trait: string(tr), Cause: cause, From: string(tt.Sides[ts.Side])}
		switch {
		case ts.Side == side:
			ev.Change, ev.From = "kept", ""
		case tt.Locked[ts.Side]:
			ev.Change = "locked" // rule FO-TRAIT-4
		default:
			ev.Change = "flipped" // rule FO-TRAIT-3
			ts.Side = side
			s.keepReach(seat)
		}
		if rec.On() {
			ev.Locked = tt.Locked[ts.Side]
			rec.Public("trait", ev, "FO-TRAIT-3", "FO-TRAIT-4", "FO-TRAIT-5", "FO-CAMP-2")
		}
		return
	}
	m := s.traitMakes(i, locked)
	switch popcount(m) {
	case 0:
		if rec.On() {
			rec.Public("trait", TraitChanged{Seat: seat, Trait: string(tr), Change: "none-left", Cause: cause}, "FO-TRAIT-3", "FO-TRAIT-4", "FO-TRAIT-5", "FO-CAMP-2")
		}
	case 1:
		mk := 0
		for m&(1<<uint(mk)) == 0 {
			mk++
		}
		s.takeTrait(seat, i, int8(mk), cause, rec)
	default:
		s.Push(traitArgs{trait: i, locked: locked}.frame(seat))
	}
}

// takeTrait puts a token of make mk in seat's slot with trait i up.
func (s *State) takeTrait(seat, i int, mk int8, cause string, rec *engine.Recorder) {
	s.P[seat].Traits[i/2] = TraitSlot{Make: mk, Side: int8(i % 2)}
	s.keepReach(seat)
	if rec.On() {
		rec.Public("trait", TraitChanged{Seat: seat, Trait: string(content.Traits[i]), Change: "gained",
			Locked: data.Tokens.TraitTokens[mk].Locked[i%2], Cause: cause}, "FO-TRAIT-3", "FO-TRAIT-4", "FO-TRAIT-5", "FO-CAMP-2")
	}
}

// traitMakes is the mask of token makes a survivor gaining trait i may
// take from the supply: makes of its pair with a token left, whose gained
// side shows the lock exactly when locked is set (when none is left, any
// make with a token left); makes alike in their locks count once. The
// tokens held are counted once for every make (traitSupply asked of
// each), and the pair's makes and the alike ones read from tables
// (traitPairMakes, makesAlike). TestTraitMakes compares it with asking
// each make.
func (s *State) traitMakes(i int, locked bool) uint8 {
	var held [8]int // mustFit: at most 8 makes
	for p := range int(s.N) {
		for _, ts := range s.P[p].Traits {
			if ts.Make >= 0 {
				held[ts.Make&7]++
			}
		}
	}
	side := i % 2
	var fit, any uint8
	for m := traitPairMakes[i/2]; m != 0; m &= m - 1 {
		mk := bits.TrailingZeros8(m)
		tt := &data.Tokens.TraitTokens[mk]
		if tt.Count-held[mk] == 0 || any&makesAlike[mk] != 0 {
			continue
		}
		any |= 1 << uint(mk)
		if tt.Locked[side] == locked {
			fit |= 1 << uint(mk)
		}
	}
	if fit != 0 {
		return fit
	}
	return any
}

// traitPairMakes[k] has bit mk for each trait token make whose sides are
// trait pair k (content.Traits[2k] up); makesAlike[mk] has bit o for each
// make o before mk whose sides show the lock alike.
var traitPairMakes, makesAlike = func() (pair [numTraitPairs]uint8, alike [8]uint8) {
	tts := data.Tokens.TraitTokens
	for mk := range tts {
		for k := range pair {
			if tts[mk].Sides[0] == content.Traits[2*k] {
				pair[k] |= 1 << uint(mk)
			}
		}
		for o := range mk {
			if tts[o].Locked == tts[mk].Locked {
				alike[mk] |= 1 << uint(o)
			}
		}
	}
	return
}()

// traitSupply is how many tokens of make mk no survivor holds.
func (s *State) traitSupply(mk int8) int {
	n := data.Tokens.TraitTokens[mk].Count
	for p := 0; p < int(s.N); p++ {
		for _, ts := range s.P[p].Traits {
			if ts.Make == mk {
				n--
			}
		}
	}
	return n
}

// loseTrait discards seat's token showing trait tr, locked or not
// (FO-TRAIT-5); it reports whether the survivor had the trait.
func (s *State) loseTrait(seat int, tr content.Trait, cause string, rec *engine.Recorder) bool {
	if !s.hasTrait(seat, tr) {
		return false
	}
	s.P[seat].Traits[traitIndex(tr)/2] = TraitSlot{Make: -1}
	s.keepReach(seat)
	if rec.On() {
		rec.Public("trait", TraitChanged{Seat: seat, Trait: string(tr), Change: "lost", Cause: cause}, "FO-TRAIT-3", "FO-TRAIT-4", "FO-TRAIT-5", "FO-CAMP-2")
	}
	return true
}
