package fallout

import (
	"fmt"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// TestSettled: a turn decision is a position to evaluate, a reroll in the
// middle of a fight or a test is not (FO-FIGHT-7, FO-TEST-3). Along random
// games, PendingRoll names a roll only when the seat to move is in its
// reroll window, and Camp a stage exactly when it is in the camp menu or
// building a trade.
func TestSettled(t *testing.T) {
	s := foStarted(t, 2, 8)
	if !s.Settled() {
		t.Fatalf("the first turn decision has not settled")
	}
	seen := map[string]bool{}
	for g := range 6 {
		s := foStarted(t, 2+g%3, uint64(8+g))
		r := engine.NewRNG(uint64(3 + g))
		for n := 0; n < 20000 && !s.Done; n++ {
			seat := s.ToMove()
			prompt := s.Prompt()
			if prompt == "reroll" && s.Settled() {
				t.Fatalf("a reroll has settled")
			}
			roll := s.PendingRoll(seat)
			if roll.Kind != NoRoll && prompt != "reroll" {
				t.Fatalf("prompt %s: PendingRoll %+v", prompt, roll)
			}
			if roll.Kind == FightRoll && (roll.Level < 1 || roll.Damage < 0 || roll.Damage%roll.Level != 0) {
				t.Fatalf("a fight roll of %+v", roll)
			}
			inCamp := s.Top().Kind == fTradeBuild || s.Top().Kind == fCamp && campOf(s.Top()).mode == campMenu
			if stage := s.Camp(seat); (stage != NotInCamp) != inCamp {
				t.Fatalf("prompt %s (frame %d): Camp %d", prompt, s.Top().Kind, stage)
			}
			seen[fmt.Sprint(roll.Kind, s.Camp(seat))] = true
			legal := s.Legal(nil)
			s.ApplyUnchecked(legal[r.IntN(len(legal))], nil)
		}
	}
	for _, want := range []string{fmt.Sprint(TestRoll, NotInCamp), fmt.Sprint(FightRoll, NotInCamp), fmt.Sprint(NoRoll, CampBeforeReady), fmt.Sprint(NoRoll, CampReady)} {
		if !seen[want] {
			t.Errorf("six games never showed roll and camp %s: %v", want, seen)
		}
	}
}

// TestOutlookInfluence: a seat knows its own influence; of a rival it
// knows one per hidden agenda card plus the displayed loyalty card
// (FO-AGENDA-2, FO-AGENDA-6, FO-LOYAL-6), so swapping the rival's hidden
// card for another changes nothing it sees.
// rule FO-AGENDA-6
func TestOutlookInfluence(t *testing.T) {
	s := foStarted(t, 2, 8)
	me, rival := s.ToMove(), 1-s.ToMove()
	before := s.Influence(me, me)
	foGiveAgenda(t, s, int(me), false)
	if got := s.Influence(me, me); got != s.influence(int(me)) || got <= before {
		t.Errorf("own influence %d after a card, before %d, exact %d", got, before, s.influence(int(me)))
	}
	seen := s.Influence(rival, me)
	foGiveAgenda(t, s, int(rival), false)
	if got := s.Influence(rival, me); got != seen+1 {
		t.Errorf("a rival's hidden card: seen influence %d, then %d", seen, got)
	}
	seen = s.Influence(rival, me)
	p := &s.P[rival]
	for i := 0; i < int(s.Agenda.N); i++ {
		if c := s.Agenda.Cards[i]; agendaConds[c].bonus != agendaConds[p.Hand[0]].bonus {
			s.Agenda.Cards[i], p.Hand[0] = p.Hand[0], c
			s.keepReach(int(rival))
			break
		}
	}
	if got := s.Influence(rival, me); got != seen {
		t.Errorf("a rival's hidden card swapped: seen influence %d, then %d", seen, got)
	}
	goals := s.AgendaGoals(me, nil)
	if len(goals) != int(s.P[me].NHand) {
		t.Fatalf("%d agenda goals for %d cards", len(goals), s.P[me].NHand)
	}
	for i, g := range goals {
		c := agendaConds[s.P[me].Hand[i]]
		if g.Need != int(c.n) || g.Bonus != int(c.bonus) || g.Met != s.influenceHolds(int(me), &c) || c.n > 0 && (g.Have >= g.Need) != g.Met {
			t.Errorf("card %d: goal %+v, condition %+v", i, g, c)
		}
	}
}

// TestOutlookDamage: an active enemy in the survivor's space will fight it
// at the end of the round (FO-ACTIV-3); an inactive one does not count.
// rule FO-ACTIV-3
func TestOutlookDamage(t *testing.T) {
	s := foStarted(t, 2, 8)
	foClearEnemies(s)
	me := s.ToMove()
	if d := s.ExpectedDamage(me); d != 0 {
		t.Fatalf("no enemy on the map: expected damage %v", d)
	}
	tk := foToken(t, s, int8(typeIndex("creature")))
	s.placeToken(tk, Token{Node: s.P[me].Node, Faction: -1})
	if d := s.ExpectedDamage(me); d != 0 {
		t.Errorf("an inactive enemy: expected damage %v", d)
	}
	s.Tokens[tk].Active = true
	if d := s.ExpectedDamage(me); d <= 0 {
		t.Errorf("an active enemy in the space: expected damage %v", d)
	}
}

// TestOutlookGoals: each goal is a reachable face-up space, listed once,
// at the walk's cost in MP; an enemy hostile to the survivor on it marks
// it blocked (FO-ACT-5).
// rule FO-ACT-5
func TestOutlookGoals(t *testing.T) {
	s := foStarted(t, 2, 8)
	foClearEnemies(s)
	me := s.ToMove()
	var dist [maxNodes]int8
	s.walkCosts(s.P[me].Node, &dist)
	goals := s.Goals(me, nil)
	if len(goals) == 0 {
		t.Fatal("no goal at the start")
	}
	once := map[int8]bool{}
	for _, g := range goals {
		if once[g.Node] || g.Walk != int(dist[g.Node]) || g.Walk < 0 || facedown(g.Node) || g.Hostile || !g.Encounter && !g.Objective {
			t.Errorf("goal %+v (walk %d)", g, dist[g.Node])
		}
		once[g.Node] = true
	}
	tk := foToken(t, s, int8(typeIndex("creature")))
	s.placeToken(tk, Token{Node: goals[0].Node, Active: true, Faction: -1})
	if g := s.Goals(me, nil)[0]; !g.Hostile || g.Node != goals[0].Node {
		t.Errorf("an enemy on the goal: %+v", g)
	}
	s.P[me].Node = Nowhere
	if g := s.Goals(me, nil); len(g) != 0 {
		t.Errorf("a survivor off the map has goals %v", g)
	}
}

// TestOutlookGear: the equipped weapon's rerolls are its S.P.E.C.I.A.L.
// icons the survivor owns (FO-EQUIP-7); inventory cards are listed after
// the equipped ones.
// rule FO-EQUIP-7
func TestOutlookGear(t *testing.T) {
	s := foStarted(t, 2, 8)
	me := s.ToMove()
	p := &s.P[me]
	weapon := -1
	for i, it := range items {
		if it.Special != "" && it.Kind == content.Weapon {
			weapon = i
			break
		}
	}
	if weapon < 0 {
		t.Fatal("no weapon with S.P.E.C.I.A.L. icons")
	}
	p.Equip[slotWeapon] = Held{Card: int8(weapon)}
	p.Special = itemLetters[weapon]
	p.Inv[0], p.NInv = Held{Card: int8(weapon)}, 1
	foKeep(s)
	gear := s.Gear(me, nil)
	if g := gear[0]; !g.Equipped || !g.Weapon || g.Rerolls != popcount(itemLetters[weapon]) || g.Rerolls == 0 {
		t.Errorf("the equipped weapon: %+v", g)
	}
	if g := gear[len(gear)-1]; g.Equipped || g.Weapon || g.Rerolls != 0 || g.Cost != items[weapon].Cost {
		t.Errorf("the weapon in the inventory: %+v", g)
	}
}

// TestOutlookAgendaHave: an agenda goal tells how much of its condition's
// number the survivor has, and the condition holds once that reaches the
// number (FO-AGENDA-2).
// rule FO-AGENDA-2
func TestOutlookAgendaHave(t *testing.T) {
	for _, tc := range []struct {
		kind string
		set  func(p *Player, n int)
	}{
		{"caps", func(p *Player, n int) { p.Caps = int16(n) }},
		{"rads", func(p *Player, n int) { p.Rads = int8(n) }},
		{"specials", func(p *Player, n int) { p.Special = uint8(1<<uint(n) - 1) }},
		{"perks", func(p *Player, n int) { p.Perks = uint16(1<<uint(n) - 1) }},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			s := foStarted(t, 2, 8)
			me := s.ToMove()
			p := &s.P[me]
			card := int8(-1)
			for i := range data.Agendas {
				if data.Agendas[i].Influence.When.Kind == tc.kind {
					card = int8(i)
				}
			}
			if card < 0 {
				t.Fatalf("no agenda card with a %s condition", tc.kind)
			}
			p.Hand[0], p.NHand, p.Loyal = card, 1, -1
			s.keepReaches()
			need := int(agendaConds[card].n)
			for _, n := range []int{0, need - 1, need} {
				tc.set(p, n)
				g := s.AgendaGoals(me, nil)[0]
				if g.Have != n || g.Need != need || g.Met != (n >= need) {
					t.Errorf("with %d: goal %+v, want Have %d of Need %d, met %v", n, g, n, need, n >= need)
				}
			}
		})
	}
}
