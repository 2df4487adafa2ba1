package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fxTest starts a test of the pending turn's survivor; the turn decision
// is its continuation.
func fxTest(s *State, letters string, difficulty int) {
	seat := fxSeat(s)
	fxThen(s, func(then Frame) { s.startTest(seat, letterMask(letters), difficulty, then) })
}

// test FO-EX-TEST-1
// rule FO-TEST-1, FO-TEST-2, FO-TEST-3, FO-TEST-5, FO-VATS-1, FO-VATS-2, FO-VATS-3
func TestFxTestExample(t *testing.T) {
	s := fxGame(t, 2, 1, "exiled-paladin")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	fxRig(t, s, fxHBA2, fxHL1, fxHB0, fxBAL1)
	fxTest(s, "SE", 4)
	// The three dice show 3 ●: not yet a success; 1 reroll for the owned S.
	if s.Prompt() != "reroll" || s.bullets() != 3 || rerollsOf(&s.Frames[s.Depth-2]) != 1 {
		t.Fatalf("prompt %q, %d ●, %d rerolls", s.Prompt(), s.bullets(), rerollsOf(&s.Frames[s.Depth-2]))
	}
	if got := foOptions(s); !slices.Equal(got, []string{"done", "mark:1", "mark:2", "mark:3"}) {
		t.Fatalf("options %v, want a mark for each die and done", got)
	}
	evs := foReroll(t, s, "3")
	if ev := fxEvent[DiceRolled](t, evs, "dice-rolled"); !slices.Equal(ev.Rolled, []int{2}) || ev.Bullets != 4 {
		t.Fatalf("reroll: %+v", ev)
	}
	res := fxEvent[TestResolved](t, evs, "test-resolved")
	if !res.Success || res.Bullets != 4 || s.Prompt() != "turn" || outcomeOf(s.Top()) != outcomeSuccess {
		t.Fatalf("%+v, prompt %q, outcome %d", res, s.Prompt(), outcomeOf(s.Top()))
	}
}

// rule FO-TEST-3, FO-TEST-4, FO-GOLD-4 (a reroll "may" be taken: done declines it)
func TestFxTestRerollsInTurn(t *testing.T) {
	s := fxGame(t, 2, 2, "exiled-paladin")
	seat := fxSeat(s)
	fxLetters(s, seat, "SPC")
	fxTest(s, "SPL", 6)
	if o := &s.Frames[s.Depth-2]; rerollsOf(o) != 2 {
		t.Fatalf("%d rerolls, want one per shown letter owned (S, P)", rerollsOf(o))
	}
	for _, id := range []string{"mark:1", "mark:2", "mark:3", "done"} {
		if !foHas(s, id) {
			t.Fatalf("no %s in %v", id, foOptions(s))
		}
	}
	// A die already rerolled may be rerolled again.
	evs := foReroll(t, s, "1")
	if ev := fxEvent[DiceRolled](t, evs, "dice-rolled"); !slices.Equal(ev.Rolled, []int{0}) {
		t.Fatalf("rolled %v", ev.Rolled)
	}
	evs = foReroll(t, s, "12")
	if ev := fxEvent[DiceRolled](t, evs, "dice-rolled"); !slices.Equal(ev.Rolled, []int{0, 1}) {
		t.Fatalf("rolled %v", ev.Rolled)
	}
	// No reroll left: the test is counted at once.
	if s.Prompt() != "turn" || len(foEvents(evs, "test-resolved")) != 1 {
		t.Fatalf("prompt %q after the last reroll", s.Prompt())
	}
}

// rule FO-TEST-5, FO-TEST-6, FO-TEST-7
func TestFxTestFailsWithoutRerolls(t *testing.T) {
	s := fxGame(t, 2, 3, "exiled-paladin")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	// Every area is filled on some die, but only 2 ●: areas do not count.
	fxRig(t, s, fxHBA2, fxL0, fxHB0)
	before := *s
	fxTest(s, "C", 3)
	if s.Prompt() != "turn" || outcomeOf(s.Top()) != outcomeFail {
		t.Fatalf("prompt %q, outcome %d: no letter owned, no window, a failure", s.Prompt(), outcomeOf(s.Top()))
	}
	// The test changes nothing but the dice: its results are the caller's.
	after := *s
	after.Dice, after.Rng, after.Frames = before.Dice, before.Rng, before.Frames
	if after != before {
		t.Fatal("the test changed the state")
	}
	// Exactly the difficulty is a success.
	s = fxGame(t, 2, 3, "exiled-paladin")
	fxRig(t, s, fxHBA2, fxHB0, fxHL1)
	fxTest(s, "C", 3)
	if outcomeOf(s.Top()) != outcomeSuccess {
		t.Fatalf("3 ● against 3: outcome %d", outcomeOf(s.Top()))
	}
}

// rule FO-TEST-8, FO-TRAIT-7
func TestFxTestWellRested(t *testing.T) {
	s := fxGame(t, 2, 4, "exiled-paladin")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	fxTrait(s, seat, content.WellRested, 2)
	fxTest(s, "C", 2)
	if got := foOptions(s); !slices.Equal(got, []string{"done", "well-rested"}) {
		t.Fatalf("options %v", got)
	}
	evs := foApply(t, s, "well-rested")
	if s.hasTrait(seat, content.WellRested) || s.P[seat].Traits[2].Make != -1 {
		t.Fatal("Well Rested was not given up")
	}
	if ev := fxEvent[RerollsGained](t, evs, "rerolls-gained"); ev.N != 1 || ev.Left != 1 || ev.Source != "well-rested" {
		t.Fatalf("%+v", ev)
	}
	if !foHas(s, "mark:3") || foHas(s, "well-rested") {
		t.Fatalf("options %v", foOptions(s))
	}
	foReroll(t, s, "123")
	if s.Prompt() != "turn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// rule FO-TEST-8, FO-EXH-1, FO-PERK-1, FO-EQUIP-6, FO-ITEM-1, FO-CHAR-3
func TestFxTestCards(t *testing.T) {
	s := fxGame(t, 2, 5, "vault-escapee")
	seat := fxSeat(s)
	fxLetters(s, seat, "SA")
	// The Wrist Terminal (a rule card) gives 1 reroll in tests showing I or
	// P, by itself.
	evs := func() []engine.Event {
		f := *s.Top()
		s.Pop()
		s.startTest(seat, letterMask("IE"), 3, f)
		return fxRun(s)
	}()
	if used := fxEvent[CardUsed](t, evs, "card-used"); used.Card != "wrist-terminal" || !used.Passive {
		t.Fatalf("%+v", used)
	}
	if o := &s.Frames[s.Depth-2]; s.Prompt() != "reroll" || rerollsOf(o) != 1 {
		t.Fatalf("prompt %q", s.Prompt())
	}
	foApply(t, s, "done")

	// Equipped apparel and an inventory chem with test abilities; a perk.
	fxEquip(t, s, seat, "vault-jumpsuit")
	fxCarry(t, s, seat, "steady-drops")
	fxCarry(t, s, seat, "sunshade-hat") // apparel in the inventory: no effect
	s.P[seat].Perks = 1 << uint(fxPerk(t, "silver-tongue"))
	foKeep(s)
	fxTest(s, "C", 3)
	want := []string{"done", "perk:silver-tongue", "use:steady-drops"}
	if got := foOptions(s); !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v (the jumpsuit's reroll needs an I test)", got, want)
	}
	foApply(t, s, "done")
	fxTest(s, "IS", 3)
	// The passive Wrist Terminal reroll; the jumpsuit now fits.
	want = []string{"done", "mark:1", "mark:2", "mark:3", "perk:silver-tongue", "use:steady-drops", "use:vault-jumpsuit"}
	if got := foOptions(s); !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	owner := &s.Frames[s.Depth-2]
	if rerollsOf(owner) != 2 {
		t.Fatalf("%d rerolls, want the S and the Wrist Terminal's", rerollsOf(owner))
	}
	foApply(t, s, "use:vault-jumpsuit")
	if !s.P[seat].Equip[slotApparel].Exhausted || rerollsOf(owner) != 3 || foHas(s, "use:vault-jumpsuit") {
		t.Fatalf("jumpsuit: exhausted %v, %d rerolls", s.P[seat].Equip[slotApparel].Exhausted, rerollsOf(owner))
	}
	evs = foApply(t, s, "use:steady-drops")
	if rerollsOf(owner) != 5 || !s.hasTrait(seat, content.Addicted) || s.P[seat].NInv != 1 || s.LootDiscard.N == 0 {
		t.Fatalf("steady drops: %d rerolls, addicted %v, %d inventory cards", rerollsOf(owner), s.hasTrait(seat, content.Addicted), s.P[seat].NInv)
	}
	if used := fxEvent[CardUsed](t, evs, "card-used"); !used.Discarded || used.Card != "steady-drops" {
		t.Fatalf("%+v", used)
	}
	foApply(t, s, "perk:silver-tongue")
	if rerollsOf(owner) != 7 || s.P[seat].Perks != 0 {
		t.Fatalf("silver tongue: %d rerolls, perks %b", rerollsOf(owner), s.P[seat].Perks)
	}
	foApply(t, s, "done")
	if s.Prompt() != "turn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// letterMask and letterString read and write letter sets.
func TestFxLetterMask(t *testing.T) {
	if m := letterMask("CA"); m != 1<<3|1<<5 || letterString(m) != "CA" {
		t.Fatalf("%07b %q", m, letterString(m))
	}
	if letterMask("x") != 0 || letterString(0) != "" {
		t.Fatal("empty")
	}
}

// TestItemTimings checks that itemTimings holds every timing of each item
// card's abilities and no other, as the ability searches skip a card by it.
func TestItemTimings(t *testing.T) {
	for c := range items {
		var want uint16
		for _, u := range items[c].Uses {
			want |= timingBit(u.Timing)
		}
		if itemTimings[c] != want {
			t.Errorf("%s: timings %#x, want %#x", items[c].ID, itemTimings[c], want)
		}
	}
}

// TestAnyUseIsAppendUses checks, for every seat of random games' states
// and each timing of the roll windows and all of them together, that
// anyUse (a window's question, FO-PERK-2) answers whether appendUses lists
// anything.
func TestAnyUseIsAppendUses(t *testing.T) {
	timings := []uint16{tbTurn, tbCamp, tbAnyAction, tbBeforeFight, tbFight, tbTest, tbKill,
		tbTurn | tbCamp | tbAnyAction | tbBeforeFight | tbFight | tbTest | tbKill}
	var found [2]int
	foRandomStates(6, func(s *State) {
		if s.Done || s.Depth <= 0 {
			return
		}
		owner := s.Top()
		for seat := 0; seat < int(s.N); seat++ {
			for _, tb := range timings {
				want := len(s.appendUses(seat, owner, tb, nil)) > 0
				if got := s.anyUse(seat, owner, tb); got != want {
					t.Fatalf("seat %d timings %b: anyUse %v, appendUses %v", seat, tb, got, s.appendUses(seat, owner, tb, nil))
				}
				found[b2i(want)]++
			}
		}
	})
	if found[0] == 0 || found[1] == 0 {
		t.Fatalf("answers found %v: both must occur", found)
	}
}

// TestFightWindowTimings: the windows of a fight's roll phases open for
// the timings runFight asks noUse about before calling rollWindow; the
// phases before the roll and after the kill have no dice to reroll, so
// only an ability of that timing opens them. rule FO-FIGHT-7, FO-FIGHT-17
func TestFightWindowTimings(t *testing.T) {
	tests := []struct {
		phase uint8
		opens uint16
		dice  bool
	}{
		{fpRoll, tbBeforeFight, false},
		{fpResolve, tbFight, true},
		{fpAfterKill, tbKill, false},
	}
	for _, tt := range tests {
		f := (&fightArgs{enemy: 1, phase: tt.phase}).frame(0)
		if w := windowKind(&f); w.opens != tt.opens || w.dice != tt.dice {
			t.Errorf("phase %d: opens %b, dice %v; want %b, %v", tt.phase, w.opens, w.dice, tt.opens, tt.dice)
		}
	}
}

// TestResolveWindowMay: a fight's reroll window with no rerolls left opens
// (windowOpen) only for a seat resolveWindowMay lets through, which
// runFight asks first, before every decision of random games for every
// seat; a window that opens and a seat ruled out must both occur.
// rule FO-FIGHT-7, FO-TRAIT-7
func TestResolveWindowMay(t *testing.T) {
	opened, ruledOut := 0, 0
	foRandomStates(3, func(s *State) {
		for seat := range int(s.N) {
			f := (&fightArgs{enemy: 1, phase: fpResolve}).frame(seat)
			open, may := s.windowOpen(seat, &f), s.resolveWindowMay(seat)
			if open && !may {
				t.Fatalf("seat %d: the window opens, resolveWindowMay rules it out", seat)
			}
			opened += b2i(open)
			ruledOut += b2i(!may)
		}
	})
	if opened == 0 || ruledOut == 0 {
		t.Errorf("%d windows opened, %d seats ruled out: both must occur", opened, ruledOut)
	}
}
