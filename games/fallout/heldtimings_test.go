package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// TestHeldLacks checks, before every decision of random games on every
// scenario, that the lacks New built and the writes of the survivors'
// cards kept (keepTimings: gaining, discarding, equipping, trading, using,
// dying, perks) are the ones built from the cards, that a resampled and a
// decoded state have theirs built, and that a state without them (zero)
// lists the same options.
func TestHeldLacks(t *testing.T) {
	var a, b []engine.Action
	rng := engine.NewRNG(1)
	n, lacking := 0, 0
	foEveryScenarioStates(2, func(s *State) {
		n++
		for _, c := range keptWays(t, s, engine.Seat(n%int(s.N)), &rng) {
			want := *c.st
			want.keepAllTimings()
			if c.st.lacks != want.lacks {
				t.Fatalf("%s state: lacks %x, the cards' %x", c.name, c.st.lacks, want.lacks)
			}
		}
		if s.Done {
			return
		}
		if s.noUse(int(s.Top().Seat), tbTurn|tbAnyAction) {
			lacking++
		}
		unbuilt := *s
		unbuilt.lacks = heldLacks{}
		a, b = s.Legal(a[:0]), unbuilt.Legal(b[:0])
		if !slices.Equal(a, b) {
			t.Fatalf("listed %v with the lacks, %v without", a, b)
		}
	})
	if n < 500 || lacking == 0 || lacking == n {
		t.Fatalf("%d states, %d without a turn ability", n, lacking)
	}
}

// TestHeldLacksCheck checks that Check refuses lacks that differ from the
// survivors' cards, and takes them not built.
func TestHeldLacksCheck(t *testing.T) {
	s := foStarted(t, 3, 8)
	perk := -1 // a perk of a timing seat 1 lacks
	for k := range perkUseBit {
		if s.lacks[1]&perkUseBit[k] != 0 {
			perk = k
		}
	}
	if perk < 0 {
		t.Fatalf("seat 1 lacks no perk's timing: %x", s.lacks[1])
	}
	wantChecks(t, s, (*State).Check, "lacks", []checkCase{
		{"as played", func(c *State) {}, true},
		{"not built", func(c *State) { c.lacks = heldLacks{} }, true},
		{"a perk gained around the lacks", func(c *State) { c.P[1].Perks |= 1 << uint(perk) }, false},
		{"a timing bit flipped", func(c *State) { c.lacks[2] ^= tbTurn }, false},
		{"a seat beyond the players", func(c *State) { c.lacks[3] = 1 }, false},
	})
}

// TestHeldTimingsExhausted checks heldTimings against the content: a card
// upright has the timings of all its abilities, an exhausted one those of
// its abilities that do not exhaust it (FO-EXH-1), which only some cards
// have (the hazmat suit: both kinds).
// rule FO-EXH-1
func TestHeldTimingsExhausted(t *testing.T) {
	both := 0
	for c := range items {
		var all, upright uint16
		for _, u := range items[c].Uses {
			all |= timingBit(u.Timing)
			if !u.Exhaust {
				upright |= timingBit(u.Timing)
			}
		}
		if all != upright && upright != 0 {
			both++
		}
		for _, ex := range []bool{false, true} {
			want := all
			if ex {
				want = upright
			}
			if got := heldTimings(Held{Card: int8(c), Exhausted: ex}); got != want {
				t.Errorf("%s (exhausted %v): timings %x, its abilities' %x", items[c].ID, ex, got, want)
			}
		}
	}
	if both == 0 {
		t.Error("no card has abilities that exhaust it and others that do not")
	}
}
