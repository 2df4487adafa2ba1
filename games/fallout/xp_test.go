package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fxXP makes the pending turn's survivor gain n XP and returns the events.
func fxXP(s *State, seat, n int) []engine.Event {
	s.gainXP(seat, n, xpEffect)
	return fxRun(s)
}

// test FO-EX-XP-1
// rule FO-XP-1, FO-XP-2, FO-XP-3, FO-XP-4
func TestFxXPPeg(t *testing.T) {
	s := fxGame(t, 2, 20, "")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	if s.P[seat].XP != -1 {
		t.Fatal("the peg does not start in the start hole")
	}
	evs := fxXP(s, seat, 2)
	if xp := fxEvent[XPGained](t, evs, "xp-gained"); xp.From != "start" || xp.To != "P" || xp.LevelUps != 0 || s.Prompt() != "turn" {
		t.Fatalf("%+v", xp)
	}
	evs = fxXP(s, seat, 1)
	if xp := fxEvent[XPGained](t, evs, "xp-gained"); xp.To != "start" || xp.LevelUps != 1 || s.Prompt() != "level-up" {
		t.Fatalf("%+v, prompt %q", xp, s.Prompt())
	}
	// Five XP from the start hole: S, P, start (a level-up), S, P; the
	// level-up is resolved after the peg moved.
	s = fxGame(t, 2, 20, "")
	seat = fxSeat(s)
	fxLetters(s, seat, "SP")
	evs = fxXP(s, seat, 5)
	xp := fxEvent[XPGained](t, evs, "xp-gained")
	if xp.To != "P" || xp.LevelUps != 1 || s.P[seat].XP != 1 || s.Prompt() != "level-up" || len(foEvents(evs, "level-up")) != 1 {
		t.Fatalf("%+v, peg %d, prompt %q", xp, s.P[seat].XP, s.Prompt())
	}
	if evs[0].Type != "xp-gained" {
		t.Fatalf("the peg moves first: %v", evs)
	}
}

// rule FO-XP-4, FO-LVL-1, FO-LVL-3, FO-XP-6, FO-COMP-9
func TestFxLevelUps(t *testing.T) {
	s := fxGame(t, 2, 21, "")
	seat := fxSeat(s)
	other := 1 - seat
	fxLetters(s, seat, "S")
	fxLetters(s, other, "PE")
	// The pool: 5 of each letter less the owned ones. Rig the two draws of
	// each level-up: C and L, then P and P.
	pool := func(skip ...int) (left [numLetters]int, total int) {
		for l := range left {
			left[l] = data.Tokens.SpecialPerLetter
			for p := 0; p < int(s.N); p++ {
				if s.P[p].Special&(1<<uint(l)) != 0 {
					left[l]--
				}
			}
		}
		for _, l := range skip {
			left[l]--
		}
		for _, n := range left {
			total += n
		}
		return
	}
	first := func(left [numLetters]int, l int) int {
		k := 0
		for x := 0; x < l; x++ {
			k += left[x]
		}
		return k
	}
	c, l, p := letterIndex("C"), letterIndex("L"), letterIndex("P")
	left, total := pool()
	left2, total2 := pool(c)
	fxRig(t, s, -total, first(left, c), -total2, first(left2, l))
	evs := fxXP(s, seat, 4) // S, start, S, start: two level-ups
	if xp := fxEvent[XPGained](t, evs, "xp-gained"); xp.LevelUps != 2 || len(foEvents(evs, "level-up")) != 1 {
		t.Fatalf("%+v", xp)
	}
	if lu := fxEvent[LevelUp](t, evs, "level-up"); lu.Drawn != [2]string{"C", "L"} {
		t.Fatalf("%+v", lu)
	}
	if got := foOptions(s); !slices.Equal(got, []string{"keep:c", "keep:l"}) {
		t.Fatalf("options %v", got)
	}
	left, total = pool()
	left2, total2 = pool(p)
	fxRig(t, s, -total, first(left, p), -total2, first(left2, p))
	evs = foApply(t, s, "keep:l")
	if k := fxEvent[SpecialKept](t, evs, "special-kept"); !k.New || k.Kept != "L" || k.Returned != "C" || k.Owned != "SL" {
		t.Fatalf("%+v", k)
	}
	// The new token does not move the peg; the second level-up draws now.
	if s.P[seat].XP != -1 || s.P[seat].Special != letterMask("SL") {
		t.Fatalf("peg %d, letters %07b", s.P[seat].XP, s.P[seat].Special)
	}
	if lu := fxEvent[LevelUp](t, evs, "level-up"); lu.Drawn != [2]string{"P", "P"} {
		t.Fatalf("%+v", lu)
	}
	// Two alike tokens are one choice.
	if got := foOptions(s); !slices.Equal(got, []string{"keep:p"}) {
		t.Fatalf("options %v", got)
	}
	foApply(t, s, "keep:p")
	if s.P[seat].Special != letterMask("SPL") || s.Prompt() != "turn" {
		t.Fatalf("letters %07b, prompt %q", s.P[seat].Special, s.Prompt())
	}
	// The next XP moves the peg to the first owned letter.
	fxXP(s, seat, 1)
	if s.P[seat].XP != 0 {
		t.Fatalf("peg %d", s.P[seat].XP)
	}
}

// test FO-EX-LVL-1
// rule FO-LVL-1, FO-LVL-2, FO-LVL-3, FO-PERK-3, FO-PERK-4
func TestFxLevelUpPerk(t *testing.T) {
	s := fxGame(t, 2, 22, "")
	seat := fxSeat(s)
	other := 1 - seat
	fxLetters(s, seat, "PA")
	levelUp := func() {
		f := *s.Top()
		s.Pop()
		s.PushAll(levelUpArgs{a: int8(letterIndex("P")), b: int8(letterIndex("C"))}.frame(int8(seat)), f)
	}
	levelUp()
	if got := foOptions(s); !slices.Equal(got, []string{"keep:c", "keep:p"}) {
		t.Fatalf("options %v", got)
	}
	evs := foApply(t, s, "keep:p")
	if k := fxEvent[SpecialKept](t, evs, "special-kept"); k.New || k.Kept != "P" || k.Returned != "C" {
		t.Fatalf("%+v", k)
	}
	if got := foOptions(s); s.Prompt() != "choose-perk" || !slices.Equal(got, []string{"perk:keen-eye", "perk:pathfinder"}) {
		t.Fatalf("prompt %q, options %v", s.Prompt(), got)
	}
	evs = foApply(t, s, "perk:pathfinder")
	if pg := fxEvent[PerkGained](t, evs, "perk-gained"); pg.Perk != "pathfinder" || pg.Fallback || s.P[seat].Special != letterMask("PA") {
		t.Fatalf("%+v", pg)
	}
	// Perks are public: the deck no longer shows it.
	if v := s.View(engine.Spectator).(*View); slices.Contains(v.PerksFree, "pathfinder") || !slices.Contains(v.Survivors[seat].Perks, "pathfinder") {
		t.Fatalf("perks %v", v.PerksFree)
	}
	// The other P perk is held by the other survivor: a perk of any owned
	// letter (P or A) instead; the held ones are not offered.
	s.P[other].Perks = 1 << uint(fxPerk(t, "keen-eye"))
	foKeep(s)
	levelUp()
	foApply(t, s, "keep:p")
	if got := foOptions(s); !slices.Equal(got, []string{"perk:ambusher", "perk:evasion"}) {
		t.Fatalf("options %v", got)
	}
	evs = foApply(t, s, "perk:evasion")
	if pg := fxEvent[PerkGained](t, evs, "perk-gained"); !pg.Fallback || pg.Letter != "P" {
		t.Fatalf("%+v", pg)
	}
	// Nothing left for P or A: no perk.
	s.P[other].Perks |= 1 << uint(fxPerk(t, "ambusher"))
	foKeep(s)
	levelUp()
	evs = foApply(t, s, "keep:p")
	if pg := fxEvent[PerkGained](t, evs, "perk-gained"); pg.Perk != "" || s.Prompt() != "turn" {
		t.Fatalf("%+v, prompt %q", pg, s.Prompt())
	}
}

// rule FO-RESULT-4, FO-RESULT-1
func TestFxXPEffect(t *testing.T) {
	s := fxGame(t, 2, 23, "")
	seat := fxSeat(s)
	fxLetters(s, seat, "SPECIAL")
	effectFnOf("xp")(s, Frame{Kind: fResults, Seat: int8(seat)}, &content.Effect{Kind: "xp", N: 2}, nil)
	s.advance(nil)
	if s.P[seat].XP != 1 {
		t.Fatalf("peg %d", s.P[seat].XP)
	}
	// "Encounter level + 1" where the survivor stands on a level-2 space.
	s.P[seat].Node = foNode(t, s, "t02.a")
	lvl := int(s.space(s.P[seat].Node).level)
	if lvl != 2 {
		t.Fatalf("Cinder Market level %d", lvl)
	}
	effectFnOf("xp")(s, Frame{Kind: fResults, Seat: int8(seat)}, &content.Effect{Kind: "xp", N: 1, Level: true}, nil)
	s.advance(nil)
	if int(s.P[seat].XP) != 1+lvl+1 {
		t.Fatalf("peg %d with level %d", s.P[seat].XP, lvl)
	}
}

// perkChoicesByAsking is perkChoices asking every perk's letter.
func (s *State) perkChoicesByAsking(seat, l int) uint16 {
	var held uint16
	for p := 0; p < int(s.N); p++ {
		held |= s.P[p].Perks
	}
	var exact, owned uint16
	for k := range data.Perks {
		if held&(1<<uint(k)) != 0 {
			continue
		}
		if int(perkLetter[k]) == l {
			exact |= 1 << uint(k)
		}
		if s.P[seat].Special&(1<<uint(perkLetter[k])) != 0 {
			owned |= 1 << uint(k)
		}
	}
	if exact != 0 {
		return exact
	}
	return owned
}

// TestPerkChoices checks, before every decision of random games, for
// every seat and letter, that perkChoices (the perks of each letter from
// a table) gives what asking every perk's letter does, and that exact
// choices, fallback ones and none all occur.
// rule FO-LVL-2, FO-PERK-3
func TestPerkChoices(t *testing.T) {
	exact, fallback, none := 0, 0, 0
	foRandomStates(4, func(s *State) {
		for seat := range int(s.N) {
			for l := -1; l <= len(content.Letters); l++ {
				got, want := s.perkChoices(seat, l), s.perkChoicesByAsking(seat, l)
				if got != want {
					t.Fatalf("seat %d letter %d: perks %b, asking each %b", seat, l, got, want)
				}
				switch {
				case got == 0:
					none++
				case l >= 0 && l < len(content.Letters) && got&perksOfLetter[l] != 0:
					exact++
				default:
					fallback++
				}
			}
		}
	})
	if exact == 0 || fallback == 0 || none == 0 {
		t.Fatalf("exact %d, fallback %d, none %d", exact, fallback, none)
	}
}
