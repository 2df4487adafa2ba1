package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fxMake is the index of the trait token make with those sides and locks.
func fxMake(t *testing.T, a, b content.Trait, la, lb bool) int8 {
	t.Helper()
	for mk, tt := range data.Tokens.TraitTokens {
		if tt.Sides == [2]content.Trait{a, b} && tt.Locked == [2]bool{la, lb} {
			return int8(mk)
		}
	}
	t.Fatalf("no %s/%s token with locks %v %v", a, b, la, lb)
	return -1
}

// fxBecome resolves the "become" effect for seat and returns the events.
func fxBecome(s *State, seat int, tr content.Trait, locked bool) []engine.Event {
	var rec engine.Recorder
	effectFnOf("become")(s, Frame{Kind: fResults, Seat: int8(seat)}, &content.Effect{Kind: "become", Trait: tr, Locked: locked}, &rec)
	s.advance(&rec)
	return rec.Events
}

// rule FO-TRAIT-1, FO-TRAIT-2, FO-TRAIT-3, FO-TRAIT-6, FO-RESULT-6
func TestFxTraitGainAndFlip(t *testing.T) {
	if len(content.Traits) != 6 || len(data.Tokens.TraitTokens) < 3 {
		t.Fatal("six traits on three kinds of token")
	}
	s := fxGame(t, 2, 30, "")
	seat := fxSeat(s)
	before := s.P[seat]
	evs := fxBecome(s, seat, content.Idolized, false)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); tc.Change != "gained" || !s.hasTrait(seat, content.Idolized) {
		t.Fatalf("%+v", tc)
	}
	// The trait itself changes nothing else.
	after := s.P[seat]
	after.Traits = before.Traits
	if after != before {
		t.Fatal("gaining Idolized changed the survivor")
	}
	// The opposite trait flips the same token: never both.
	evs = fxBecome(s, seat, content.Vilified, false)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); tc.Change != "flipped" || tc.From != "idolized" ||
		!s.hasTrait(seat, content.Vilified) || s.hasTrait(seat, content.Idolized) {
		t.Fatalf("%+v", tc)
	}
	evs = fxBecome(s, seat, content.Vilified, false)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); tc.Change != "kept" {
		t.Fatalf("%+v", tc)
	}
	// One slot per kind: three kinds at once.
	fxBecome(s, seat, content.Synth, false)
	fxBecome(s, seat, content.Addicted, false)
	n := 0
	for _, ts := range s.P[seat].Traits {
		if ts.Make >= 0 {
			n++
		}
	}
	if n != 3 || !s.hasTrait(seat, content.Synth) || !s.hasTrait(seat, content.Addicted) {
		t.Fatalf("%d tokens: %+v", n, s.P[seat].Traits)
	}
}

// rule FO-TRAIT-4, FO-TRAIT-5
func TestFxTraitLocks(t *testing.T) {
	s := fxGame(t, 2, 31, "")
	seat := fxSeat(s)
	fxBecome(s, seat, content.Synth, false) // both sides locked
	evs := fxBecome(s, seat, content.Mutant, false)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); tc.Change != "locked" || !s.hasTrait(seat, content.Synth) {
		t.Fatalf("%+v", tc)
	}
	// A locked trait can still be lost.
	var rec engine.Recorder
	effectFnOf("lose-trait")(s, Frame{Kind: fResults, Seat: int8(seat)}, &content.Effect{Kind: "lose-trait", Trait: content.Synth}, &rec)
	if tc := fxEvent[TraitChanged](t, rec.Events, "trait"); tc.Change != "lost" || s.P[seat].Traits[1].Make != -1 {
		t.Fatalf("%+v", tc)
	}
	// Losing a trait one does not have changes nothing.
	if s.loseTrait(seat, content.Idolized, "test", nil) {
		t.Fatal("lost a trait not held")
	}
	// "Become Addicted (locked)" takes the token whose Addicted side shows
	// the lock: Well Rested cannot flip it back.
	evs = fxBecome(s, seat, content.Addicted, true)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); !tc.Locked || s.P[seat].Traits[2].Make != fxMake(t, content.WellRested, content.Addicted, false, true) {
		t.Fatalf("%+v", tc)
	}
	evs = fxBecome(s, seat, content.WellRested, false)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); tc.Change != "locked" || !s.hasTrait(seat, content.Addicted) {
		t.Fatalf("%+v", tc)
	}
}

// test FO-EX-CAMP-1
// rule FO-TRAIT-8, FO-TRAIT-3
func TestFxTraitWellRestedFlipsAddicted(t *testing.T) {
	s := fxGame(t, 2, 32, "")
	seat := fxSeat(s)
	plain := fxMake(t, content.WellRested, content.Addicted, false, false)
	fxTrait(s, seat, content.Addicted, plain)
	// The Camp action's Well Rested (camp.go calls gainTrait).
	s.gainTrait(seat, content.WellRested, false, "camp", nil)
	if !s.hasTrait(seat, content.WellRested) || s.P[seat].Traits[2].Make != plain {
		t.Fatalf("%+v", s.P[seat].Traits[2])
	}
}

// rule FO-TRAIT-3, FO-TRAIT-4, FO-LIMIT-5
func TestFxTraitTokenChoice(t *testing.T) {
	s := fxGame(t, 3, 33, "")
	seat := fxSeat(s)
	// Well Rested from the supply: two kinds of token show it unlocked;
	// they differ on the Addicted side, so the survivor chooses.
	fxBecome(s, seat, content.WellRested, false)
	if got := foOptions(s); s.Prompt() != "trait-token" || !slices.Equal(got, []string{"token:lock-addicted", "token:no-lock"}) {
		t.Fatalf("prompt %q, options %v", s.Prompt(), got)
	}
	evs := foApply(t, s, "token:lock-addicted")
	locked := fxMake(t, content.WellRested, content.Addicted, false, true)
	if tc := fxEvent[TraitChanged](t, evs, "trait"); tc.Change != "gained" || s.P[seat].Traits[2].Make != locked {
		t.Fatalf("%+v", tc)
	}
	// With both locked-Addicted tokens held, "become Addicted (locked)"
	// takes a plain one.
	o1, o2 := (seat+1)%3, (seat+2)%3
	fxTrait(s, o1, content.Addicted, locked)
	s.P[seat].Traits[2] = TraitSlot{Make: -1}
	fxTrait(s, o2, content.Addicted, locked)
	fxBecome(s, seat, content.Addicted, true)
	if s.P[seat].Traits[2].Make != fxMake(t, content.WellRested, content.Addicted, false, false) || !s.hasTrait(seat, content.Addicted) {
		t.Fatalf("%+v", s.P[seat].Traits[2])
	}
	// Only one kind left: no choice.
	s.P[seat].Traits[2] = TraitSlot{Make: -1}
	fxBecome(s, seat, content.WellRested, false)
	if s.Prompt() != "turn" || s.P[seat].Traits[2].Make != fxMake(t, content.WellRested, content.Addicted, false, false) {
		t.Fatalf("prompt %q, %+v", s.Prompt(), s.P[seat].Traits[2])
	}
}

// traitMakesByAsking is traitMakes asking each make in turn: its pair by
// its sides' names, its supply (traitSupply), and the makes before it
// alike in their locks.
func (s *State) traitMakesByAsking(i int, locked bool) uint8 {
	k, side := i/2, i%2
	var fit, any uint8
	for mk := range data.Tokens.TraitTokens {
		tt := &data.Tokens.TraitTokens[mk]
		if tt.Sides[0] != content.Traits[2*k] || s.traitSupply(int8(mk)) == 0 {
			continue
		}
		alike := false
		for o := 0; o < mk; o++ {
			if any&(1<<uint(o)) != 0 && data.Tokens.TraitTokens[o].Locked == tt.Locked {
				alike = true
			}
		}
		if alike {
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

// TestTraitMakes checks, before every decision of random games, for every
// trait and either lock, that traitMakes (the held tokens counted once,
// the pairs and the alike makes from tables) gives the makes asking each
// make does, and that answers with none left, with one make and with a
// choice all occur.
// rule FO-TRAIT-3, FO-TRAIT-4
func TestTraitMakes(t *testing.T) {
	counts := map[int]int{}
	foRandomStates(4, func(s *State) {
		for i := range 2 * numTraitPairs {
			for _, locked := range []bool{false, true} {
				got, want := s.traitMakes(i, locked), s.traitMakesByAsking(i, locked)
				if got != want {
					t.Fatalf("trait %s locked %v: makes %b, asking each %b", content.Traits[i], locked, got, want)
				}
				counts[min(popcount(got), 2)]++
			}
		}
	})
	if counts[0] == 0 || counts[1] == 0 || counts[2] == 0 {
		t.Fatalf("answers by number of makes: %v", counts)
	}
}
