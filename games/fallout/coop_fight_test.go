package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// coFight sets a 2- or 3-player co-op game up for a fight: the turn's
// survivor and the others in space ref, enemy id face up there. It returns
// the state, the fighter and the enemy token.
func coFight(t *testing.T, players int, ref, enemy string) (*State, int, int) {
	t.Helper()
	s := coGame(t, players, 5, "star")
	n := foNode(t, s, ref)
	for p := 0; p < players; p++ {
		s.P[p].Node = n
	}
	return s, int(s.Turn), fxPut(t, s, enemy, n, true)
}

// test AB-EX-SUP-1
// A level-2 enemy vulnerable in 2 areas; the fighter's dice score 1 hit
// and 1 ● (fighter armor 1); the supporter in the same space rolls the
// support die: 1 hit and 1 ● (supporter armor 0). The fighter takes 0
// damage, the supporter 2; 2 hits kill; the fighter gains 2 XP, the
// supporter 1. With supporter armor 1 their own armor cancels the ●.
// rule AB-SUP-1, AB-SUP-3, AB-SUP-4, AB-SUP-5, AB-SUP-6, AB-OVR-2
func TestCoopSupportExample(t *testing.T) {
	for _, tc := range []struct {
		supArmor string
		damage   int
	}{{"", 2}, {"tire-armor", 0}} {
		s, fighter, e := coFight(t, 2, "t01.b", "marsh-horror")
		sup := 1 - fighter
		fxEquip(t, s, fighter, "patched-duster")
		if tc.supArmor != "" {
			fxEquip(t, s, sup, tc.supArmor)
		}
		fxRig(t, s, fxHL1, fxHB0, fxHB0, int(coFaceOf(1, content.Legs)))
		foApply(t, s, "fight:marsh-horror:t01.b")
		if s.Prompt() != "support-fight" || s.ToMove() != engine.Seat(sup) {
			t.Fatalf("prompt %q for %d", s.Prompt(), s.ToMove())
		}
		evs := foApply(t, s, "support")
		sh := fxEvent[SupportHits](t, evs, "support-hits")
		fh := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
		fr := fxEvent[FightResolved](t, evs, "fight-resolved")
		if sh.Seat != sup || sh.Bullets != 1 || sh.Damage != tc.damage || int(s.P[sup].HP) != 16-tc.damage {
			t.Fatalf("support hits %+v, supporter HP %d", sh, s.P[sup].HP)
		}
		if fh.Bullets != 1 || fh.Armor != 1 || fh.Damage != 0 || s.P[fighter].HP != 16 {
			t.Fatalf("fighter hits %+v", fh)
		}
		if fr.DiceHits != 1 || fr.SupportHits != 1 || fr.Hits != 2 || !fr.Killed || fr.XP != 2 || s.Tokens[e].Node != Nowhere && s.Tokens[e].Active {
			t.Fatalf("resolved %+v", fr)
		}
		xp := foEvents(evs, "xp-gained")
		if len(xp) != 2 || xp[0].Data.(XPGained).Seat != fighter || xp[0].Data.(XPGained).XP != 2 ||
			xp[1].Data.(XPGained).Seat != sup || xp[1].Data.(XPGained).XP != 1 || xp[1].Data.(XPGained).Cause != "support" {
			t.Fatalf("xp %v", xp)
		}
		if s.Coop.Supporter != -1 || s.Coop.Face != -1 || s.Coop.Helped != -1 {
			t.Fatalf("support left over: %+v", s.Coop)
		}
	}
}

// test AB-EX-SUP-2
// A survivor adjacent to the fighter may support only with a ranged
// weapon equipped.
// rule AB-SUP-1
func TestCoopSupportAdjacentNeedsRanged(t *testing.T) {
	s, fighter, _ := coFight(t, 2, "t01.b", "marsh-horror")
	sup := 1 - fighter
	s.P[sup].Node = foNode(t, s, "t01.a")
	if s.canSupport(fighter, sup) {
		t.Fatal("adjacent without a ranged weapon may support")
	}
	fxEquip(t, s, sup, "pipe-pistol")
	if !s.canSupport(fighter, sup) {
		t.Fatal("adjacent with a ranged weapon may not support")
	}
	s.P[sup].Node = foNode(t, s, "t02.a")
	if s.canSupport(fighter, sup) {
		t.Fatal("a distant survivor with a ranged weapon may support")
	}
	foApply(t, s, "fight:marsh-horror:t01.b")
	if s.Prompt() == "support-fight" {
		t.Fatal("support offered to a distant survivor")
	}
}

// Offers go in turn order from the fighter until one accepts: only one
// survivor supports. The offer comes before the dice are rolled.
// rule AB-SUP-2, AB-SUP-7
func TestCoopOneSupporter(t *testing.T) {
	s, fighter, _ := coFight(t, 3, "t01.b", "marsh-horror")
	foApply(t, s, "fight:marsh-horror:t01.b")
	first, second := (fighter+1)%3, (fighter+2)%3
	if s.ToMove() != engine.Seat(first) || s.Prompt() != "support-fight" {
		t.Fatalf("first offer to %d (%q)", s.ToMove(), s.Prompt())
	}
	if below := &s.Frames[s.Depth-2]; below.Kind != fFight || fightPhase(below) != fpRoll {
		t.Fatalf("the support offer is not before the roll: %+v", below)
	}
	foApply(t, s, "no-support")
	if s.ToMove() != engine.Seat(second) || s.Prompt() != "support-fight" {
		t.Fatalf("second offer to %d (%q)", s.ToMove(), s.Prompt())
	}
	evs := foApply(t, s, "support")
	if s.Prompt() == "support-fight" || len(foEvents(evs, "support-rolled")) != 1 {
		t.Fatalf("another offer after a supporter: %q", s.Prompt())
	}
	if r := fxEvent[SupportRolled](t, evs, "support-rolled"); r.Seat != second {
		t.Fatalf("support rolled by %d", r.Seat)
	}
}

// The supporter rerolls the support die with their own weapon's rerolls.
// rule AB-SUP-4, AB-SUP-7
func TestCoopSupporterRerolls(t *testing.T) {
	s, fighter, _ := coFight(t, 2, "t01.b", "marsh-horror")
	sup := 1 - fighter
	fxEquip(t, s, sup, "rebar-club")
	fxLetters(s, sup, "S")
	fxRig(t, s, fxHB0, fxHB0, fxHB0, int(coFaceOf(0, content.Body)), int(coFaceOf(1, content.Legs)))
	foApply(t, s, "fight:marsh-horror:t01.b")
	foApply(t, s, "support")
	if s.Prompt() != "reroll-support" || s.ToMove() != engine.Seat(sup) {
		t.Fatalf("prompt %q for %d", s.Prompt(), s.ToMove())
	}
	evs := foApply(t, s, "reroll-support")
	if r := fxEvent[SupportRolled](t, evs, "support-rolled"); !r.Reroll || !r.HitsEnemy || r.Rerolls != 0 {
		t.Fatalf("reroll %+v", r)
	}
	if fr := fxEvent[FightResolved](t, evs, "fight-resolved"); fr.SupportHits != 1 {
		t.Fatalf("resolved %+v", fr)
	}
}

// A supporter with a ranged weapon in an adjacent space adds the support
// die only: the ranged bonus belongs to the fighter.
// rule AB-SUP-8
func TestCoopSupporterNoRangedBonus(t *testing.T) {
	s, fighter, _ := coFight(t, 2, "t01.b", "marsh-horror")
	sup := 1 - fighter
	s.P[sup].Node = foNode(t, s, "t01.a")
	fxEquip(t, s, sup, "pipe-pistol")
	fxLetters(s, sup, "S")
	fxRig(t, s, fxHB0, fxHB0, fxHB0, int(coFaceOf(1, content.Legs)))
	foApply(t, s, "fight:marsh-horror:t01.b")
	evs := foApply(t, s, "support")
	if fr := fxEvent[FightResolved](t, evs, "fight-resolved"); fr.RangedBonus != 0 || fr.SupportHits != 1 || fr.Hits != 1 {
		t.Fatalf("resolved %+v", fr)
	}
}

// Support is offered in a fight an enemy activation starts.
// rule AB-SUP-9
func TestCoopSupportInActivationFight(t *testing.T) {
	s, fighter, e := coFight(t, 2, "t01.b", "marsh-horror")
	fxThen(s, func(then Frame) {
		s.Push(then)
		s.fightEnemy(fighter, e, false, fightActivation)
	})
	if s.Prompt() != "support-fight" || s.ToMove() != engine.Seat(1-fighter) {
		t.Fatalf("prompt %q for %d", s.Prompt(), s.ToMove())
	}
}

// A supporter killed by the support die dies (base death, the hostile
// token +1) before the fight goes on; a Radiation enemy also gives them
// rads.
// rule AB-SUP-10, AB-SUP-6, AB-DEATH-1
func TestCoopSupporterKilled(t *testing.T) {
	s, fighter, _ := coFight(t, 2, "t01.b", "glowing-mutant")
	sup := 1 - fighter
	s.P[sup].HP = 5
	fxRig(t, s, fxHB0, fxHB0, fxHB0, int(coFaceOf(2, content.Body)))
	foApply(t, s, "fight:glowing-mutant:t01.b")
	evs := foApply(t, s, "support")
	sh := fxEvent[SupportHits](t, evs, "support-hits")
	if sh.Damage != 6 || sh.Rads != 3 || !sh.Killed {
		t.Fatalf("support hits %+v", sh)
	}
	if k := fxEvent[Killed](t, evs, "killed"); k.Seat != sup || s.Power[1] != 1 {
		t.Fatalf("killed %+v, hostile %d", k, s.Power[1])
	}
	if s.Prompt() != "respawn" || s.ToMove() != engine.Seat(sup) {
		t.Fatalf("prompt %q for %d", s.Prompt(), s.ToMove())
	}
	evs = foApply(t, s, foOptions(s)[0])
	if fr := fxEvent[FightResolved](t, evs, "fight-resolved"); fr.Seat != fighter || fr.SupportHits != 1 {
		t.Fatalf("the fight did not go on: %+v", fr)
	}
}

// The supporter's own reroll sources serve the support die as if they
// fought themselves: giving up Well Rested and a card's reroll, each
// their choice, in the support die's reroll step.
// rule AB-SUP-4, AB-SUP-7
func TestCoopSupporterOwnRerollSources(t *testing.T) {
	miss, hit := int(coFaceOf(0, content.Body)), int(coFaceOf(1, content.Legs))
	cases := []struct {
		name   string
		give   func(t *testing.T, s *State, sup int)
		option string
		source string
	}{
		{"well rested", func(t *testing.T, s *State, sup int) { fxTrait(s, sup, content.WellRested, 2) }, "well-rested", "well-rested"},
		{"companion", func(t *testing.T, s *State, sup int) { fxEquip(t, s, sup, "faithful-hound") }, "use:faithful-hound", "card"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, fighter, _ := coFight(t, 2, "t01.b", "marsh-horror")
			sup := 1 - fighter
			c.give(t, s, sup)
			fxRig(t, s, fxHB0, fxHB0, fxHB0, miss, hit)
			foApply(t, s, "fight:marsh-horror:t01.b")
			foApply(t, s, "support")
			if s.Prompt() != "reroll-support" || s.ToMove() != engine.Seat(sup) || !foHas(s, c.option) || !foHas(s, "keep-support") ||
				foHas(s, "reroll-support") {
				t.Fatalf("prompt %q for %d: %v", s.Prompt(), s.ToMove(), foOptions(s))
			}
			evs := foApply(t, s, c.option)
			if g := fxEvent[RerollsGained](t, evs, "rerolls-gained"); g.Seat != sup || g.Source != c.source || g.Left != 1 {
				t.Fatalf("gained %+v", g)
			}
			if c.source == "well-rested" && s.hasTrait(sup, content.WellRested) {
				t.Fatal("Well Rested kept")
			}
			if s.Prompt() != "reroll-support" || s.ToMove() != engine.Seat(sup) || foHas(s, c.option) {
				t.Fatalf("after %s: prompt %q: %v", c.option, s.Prompt(), foOptions(s))
			}
			evs = foApply(t, s, "reroll-support")
			if r := fxEvent[SupportRolled](t, evs, "support-rolled"); !r.Reroll || !r.HitsEnemy || r.Seat != sup {
				t.Fatalf("reroll %+v", r)
			}
			if fr := fxEvent[FightResolved](t, evs, "fight-resolved"); fr.SupportHits != 1 {
				t.Fatalf("resolved %+v", fr)
			}
		})
	}
}

// The support die's reroll step stays open while the supporter has a
// source left, after their weapon's rerolls are spent; a perk usable only
// on its owner's turn is not offered to a supporter in another's fight.
// rule AB-SUP-4, FO-PERK-2
func TestCoopSupporterRerollStepStaysOpen(t *testing.T) {
	s, fighter, _ := coFight(t, 2, "t01.b", "marsh-horror")
	sup := 1 - fighter
	fxEquip(t, s, sup, "rebar-club")
	fxLetters(s, sup, "S")
	fxTrait(s, sup, content.WellRested, 2)
	s.P[sup].Perks |= 1 << uint(fxPerk(t, "keen-eye"))
	foKeep(s)
	miss := int(coFaceOf(0, content.Body))
	fxRig(t, s, fxHB0, fxHB0, fxHB0, miss, miss)
	foApply(t, s, "fight:marsh-horror:t01.b")
	foApply(t, s, "support")
	if foHas(s, "perk:keen-eye") {
		t.Fatalf("an own-turn perk offered to the supporter: %v", foOptions(s))
	}
	foApply(t, s, "reroll-support")
	if s.Prompt() != "reroll-support" || s.ToMove() != engine.Seat(sup) || foHas(s, "reroll-support") || !foHas(s, "well-rested") {
		t.Fatalf("prompt %q for %d: %v", s.Prompt(), s.ToMove(), foOptions(s))
	}
	foApply(t, s, "keep-support")
	if s.Prompt() == "reroll-support" || !s.hasTrait(sup, content.WellRested) {
		t.Fatalf("kept the die: prompt %q, Well Rested %v", s.Prompt(), s.hasTrait(sup, content.WellRested))
	}
}
