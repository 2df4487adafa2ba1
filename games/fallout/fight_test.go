package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/fallout/hexmap"
)

// test FO-EX-FIGHT-1
// rule FO-FIGHT-2, FO-FIGHT-6, FO-FIGHT-7, FO-FIGHT-8, FO-FIGHT-11, FO-FIGHT-12, FO-FIGHT-13, FO-FIGHT-14, FO-FIGHT-19
// rule FO-EQUIP-7, FO-EQUIP-8, FO-EABIL-LOOT-1, FO-ENEMY-1, FO-ENEMY-4, FO-INACT-4, FO-HP-2, FO-XP-5
func TestFxFightBookExample(t *testing.T) {
	s := fxGame(t, 2, 1, "exiled-paladin")
	seat := fxSeat(s)
	here := s.P[seat].Node
	fxLetters(s, seat, "SP")
	fxEquip(t, s, seat, "rebar-club")     // S: 1 reroll, as the Ripper
	fxEquip(t, s, seat, "patched-duster") // armor 1, as the Singed Coat
	// The raider: level 2, Loot, no Armor ability.
	raider := fxPut(t, s, "road-butcher", here, true)
	// A free human icon for the replacement.
	foPutTile(t, s, 0, -1, "t05")
	s.Map[foPos(t, s, 0, -1)].FaceUp = true
	loot := 0
	defer fxFakeDraw(&loot)()

	fxRig(t, s, fxA0, fxA0, fxA0, fxHBA2, fxHL1)
	actions := s.Actions
	foApply(t, s, "fight:road-butcher:"+s.nodeName(here))
	if s.Prompt() != "reroll" || s.Actions != actions-1 {
		t.Fatalf("prompt %q, %d actions", s.Prompt(), s.Actions)
	}
	evs := foReroll(t, s, "12")
	hits := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
	if hits.Bullets != 3 || hits.Armor != 1 || hits.Left != 2 || hits.Damage != 4 || s.P[seat].HP != 12 {
		t.Fatalf("%+v, HP %d", hits, s.P[seat].HP)
	}
	res := fxEvent[FightResolved](t, evs, "fight-resolved")
	if res.DiceHits != 2 || res.Needed != 2 || !res.Killed || res.XP != 2 || res.After != "killed" {
		t.Fatalf("%+v", res)
	}
	if xp := fxEvent[XPGained](t, evs, "xp-gained"); xp.XP != 2 || s.P[seat].XP != 1 {
		t.Fatalf("%+v, peg %d", xp, s.P[seat].XP)
	}
	if loot != 1 {
		t.Fatalf("%d loot cards drawn", loot)
	}
	rep := fxEvent[EnemyReplaced](t, evs, "enemy-replaced")
	n := foNode(t, s, "t05.c")
	if rep.Space != "t05.c" || rep.Type != "human" {
		t.Fatalf("%+v", rep)
	}
	placed := -1
	for t := 0; t < nEnemies; t++ {
		if s.Tokens[t].Node == n {
			placed = t
		}
	}
	if placed < 0 || enemyType[placed] != enemyType[raider] || s.Tokens[placed].Active || s.Tokens[placed].Fresh {
		t.Fatalf("replacement %d: %+v", placed, s.Tokens[max(placed, 0)])
	}
	if placed != raider && s.Tokens[raider].Node != Nowhere {
		t.Fatal("the killed raider is still on the map")
	}
	if s.Prompt() != "turn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// test FO-EX-FIGHT-2
// rule FO-EABIL-ARM-1, FO-EABIL-RET-1, FO-FIGHT-15, FO-INACT-4
func TestFxFightArmorAndRetreat(t *testing.T) {
	s := fxGame(t, 2, 2, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	crab := fxPut(t, s, "salt-crab", here, true) // level 2, Armor, arms and legs
	fxRig(t, s, fxA0, fxL0, fxHB0)
	evs := foApply(t, s, "fight:salt-crab:"+s.nodeName(here))
	res := fxEvent[FightResolved](t, evs, "fight-resolved")
	if res.Hits != 2 || res.Needed != 3 || res.Killed || res.XP != 0 || res.After != "active" || len(foEvents(evs, "xp-gained")) != 0 {
		t.Fatalf("%+v", res)
	}
	if !s.Tokens[crab].Active || s.Tokens[crab].Node != here {
		t.Fatal("the crab did not stay active in its space")
	}
	// Three hits kill it.
	fxRig(t, s, fxA0, fxL0, fxBAL1)
	evs = foApply(t, s, "fight:salt-crab:"+s.nodeName(here))
	if res := fxEvent[FightResolved](t, evs, "fight-resolved"); !res.Killed || res.Hits != 3 {
		t.Fatalf("%+v", res)
	}

	// A level-2 enemy with Retreat not killed flips face down in its space.
	s = fxGame(t, 2, 2, "")
	seat = fxSeat(s)
	here = s.P[seat].Node
	mantis := fxPut(t, s, "shale-mantis", here, true) // level 2, Retreat, arms
	fxRig(t, s, fxA0, fxL0, fxHB0)
	evs = foApply(t, s, "fight:shale-mantis:"+s.nodeName(here))
	if res := fxEvent[FightResolved](t, evs, "fight-resolved"); res.Killed || res.After != "inactive" {
		t.Fatalf("%+v", res)
	}
	if s.Tokens[mantis].Active || s.Tokens[mantis].Node != here || s.Tokens[mantis].Fresh {
		t.Fatalf("mantis %+v", s.Tokens[mantis])
	}
	if foHas(s, "fight:shale-mantis:"+s.nodeName(here)) {
		t.Fatal("an inactive enemy can be fought")
	}
}

// test FO-EX-FIGHT-3
// rule FO-FIGHT-3, FO-EABIL-RNG-4, FO-EQUIP-7
func TestFxFightRangedWeapon(t *testing.T) {
	for _, c := range []struct {
		name, enemy string
		adjacent    bool
		hits        int
		killed      bool
	}{
		{"adjacent, not ranged: +1 hit", "dust-hound", true, 2, true},
		{"adjacent, ranged: no bonus", "dune-sniper", true, 1, false},
		{"same space: no bonus", "dust-hound", false, 1, false},
	} {
		s := fxGame(t, 2, 3, "")
		seat := fxSeat(s)
		here := s.P[seat].Node
		fxLetters(s, seat, "SP")
		fxEquip(t, s, seat, "pipe-pistol") // ranged, A: no reroll
		n := here
		if c.adjacent {
			n = fxAdjacent(t, s, here)
		}
		fxPut(t, s, c.enemy, n, true) // level 2, body vulnerable
		fxRig(t, s, fxHB0, fxL0, fxA0)
		id := "fight:" + c.enemy + ":" + s.nodeName(n)
		o := engine.DecisionOf(s)
		label := ""
		for _, x := range o.Options {
			if x.ID == id {
				label = x.Label
			}
		}
		if c.adjacent && label == "" {
			t.Fatalf("%s: no %s in %v", c.name, id, foOptions(s))
		}
		evs := foApply(t, s, id)
		res := fxEvent[FightResolved](t, evs, "fight-resolved")
		if res.Hits != c.hits || res.Killed != c.killed || res.DiceHits != 1 {
			t.Fatalf("%s: %+v", c.name, res)
		}
		if st := fxEvent[FightStarted](t, evs, "fight-started"); st.Ranged != c.adjacent || st.Cause != "action" {
			t.Fatalf("%s: %+v", c.name, st)
		}
	}
	// Without a ranged weapon an adjacent enemy cannot be targeted.
	s := fxGame(t, 2, 3, "")
	seat := fxSeat(s)
	fxEquip(t, s, seat, "rebar-club")
	n := fxAdjacent(t, s, s.P[seat].Node)
	fxPut(t, s, "dust-hound", n, true)
	foRefuse(t, s, "fight:dust-hound:"+s.nodeName(n))
}

// test FO-EX-FIGHT-4
// rule FO-FIGHT-9, FO-EABIL-RAD-1, FO-HP-1, FO-HP-3
func TestFxFightRadiation(t *testing.T) {
	for _, c := range []struct {
		armor       string
		damage, rad int
	}{{"", 3, 3}, {"patched-duster", 0, 0}} {
		s := fxGame(t, 2, 4, "")
		seat := fxSeat(s)
		here := s.P[seat].Node
		if s.P[seat].HP != 16 || s.P[seat].Rads != 0 {
			t.Fatalf("the pegs start at %d HP, %d rads", s.P[seat].HP, s.P[seat].Rads)
		}
		if c.armor != "" {
			fxEquip(t, s, seat, c.armor)
		}
		fxPut(t, s, "glowing-mutant", here, true) // level 3, Radiation
		fxRig(t, s, fxHL1, fxHB0, fxHB0)
		evs := foApply(t, s, "fight:glowing-mutant:"+s.nodeName(here))
		hits := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
		if hits.Damage != c.damage || hits.Rads != c.rad || s.P[seat].HP != int8(16-c.damage) || s.P[seat].Rads != int8(c.rad) {
			t.Fatalf("armor %q: %+v, HP %d, rads %d", c.armor, hits, s.P[seat].HP, s.P[seat].Rads)
		}
	}
}

// The rebar-club cases follow the reference guide over the booklets (which
// say "no weapon"): a melee weapon still lets a ranged enemy add its ●.
// test FO-EX-FIGHT-5
// rule FO-EABIL-RNG-2, FO-FIGHT-5, FO-ACTIV-8, FO-GOLD-1
func TestFxFightRangedEnemy(t *testing.T) {
	for _, c := range []struct {
		weapon, armor string
		damage        int
	}{{"rebar-club", "", 1}, {"rebar-club", "patched-duster", 0}, {"pipe-pistol", "", 0}} {
		s := fxGame(t, 2, 5, "")
		seat := fxSeat(s)
		fxLetters(s, seat, "CI")
		fxEquip(t, s, seat, c.weapon)
		if c.armor != "" {
			fxEquip(t, s, seat, c.armor)
		}
		n := fxAdjacent(t, s, s.P[seat].Node)
		drone := fxPut(t, s, "patrol-drone", n, true) // level 1, Ranged, head
		fxRig(t, s, fxL0, fxL0, fxA0)
		actions := s.Actions
		s.fightEnemy(seat, drone, true, fightActivation)
		evs := fxRun(s)
		hits := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
		bonus := 1
		if c.weapon == "pipe-pistol" {
			bonus = 0
		}
		if hits.Bullets != 0 || hits.RangedBonus != bonus || hits.Damage != c.damage || s.Actions != actions {
			t.Fatalf("%s/%s: %+v, %d actions", c.weapon, c.armor, hits, s.Actions)
		}
		if st := fxEvent[FightStarted](t, evs, "fight-started"); st.Cause != "activation" || !st.Ranged {
			t.Fatalf("%+v", st)
		}
	}
}

// test FO-EX-FIGHT-6
// rule FO-FIGHT-10, FO-DEATH-2, FO-DEATH-3, FO-DEATH-7, FO-HP-5, FO-HP-6, FO-FIGHT-16
func TestFxFightSurvivorKilled(t *testing.T) {
	s := fxGame(t, 2, 6, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	s.P[seat].HP, s.P[seat].Rads = 4, 2
	foGive(t, s, seat, "aid")
	hound := fxPut(t, s, "dust-hound", here, true) // level 2, head and body
	fxRig(t, s, fxHBA2, fxHB0, fxHB0)              // 2 ●, and 3 hits that would kill it
	evs := foApply(t, s, "fight:dust-hound:"+s.nodeName(here))
	hits := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
	res := fxEvent[FightResolved](t, evs, "fight-resolved")
	if hits.Damage != 4 || !hits.Killed || !res.SurvivorKilled || res.Killed || res.Hits != 0 || res.After != "active" {
		t.Fatalf("%+v %+v", hits, res)
	}
	if len(foEvents(evs, "xp-gained")) != 0 || !s.Tokens[hound].Active || s.Tokens[hound].Node != here {
		t.Fatal("the hound did not stay active, or XP was gained")
	}
	if k := fxEvent[Killed](t, evs, "killed"); len(k.Discarded) != 1 || k.HP != 16 || k.Rads != 2 {
		t.Fatalf("%+v", k)
	}
	if s.Prompt() != "respawn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
	evs = foApply(t, s, "respawn:t01.c")
	if e := fxEvent[TurnEnded](t, evs, "turn-ended"); e.Reason != "died" || e.Seat != seat {
		t.Fatalf("%+v", e)
	}
	// The next fight against the hound starts from zero hits.
	s.P[seat].Node = here
	fxRig(t, s, fxL0, fxL0, fxA0)
	s.fightEnemy(seat, hound, false, fightActivation)
	evs = fxRun(s)
	if res := fxEvent[FightResolved](t, evs, "fight-resolved"); res.Hits != 0 || res.Killed {
		t.Fatalf("%+v", res)
	}
}

// rule FO-FIGHT-1, FO-FIGHT-2, FO-FIGHT-4, FO-INACT-1, FO-LOYAL-4, FO-FACTION-3
func TestFxFightTargets(t *testing.T) {
	s := fxGame(t, 2, 7, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	name := s.nodeName(here)
	fxPut(t, s, "dust-hound", here, true)
	fxPut(t, s, "salt-crab", here, true)
	fxPut(t, s, "shale-mantis", here, false) // inactive
	fxFaction(s, 0, here)
	fxFaction(s, 0, here) // alike: one option
	fxFaction(s, 1, here)
	fxPut(t, s, "burrow-hog", fxAdjacent(t, s, here), true) // adjacent, no ranged weapon
	fights := func() []string {
		var out []string
		for _, id := range foOptions(s) {
			if len(id) > 6 && id[:6] == "fight:" {
				out = append(out, id)
			}
		}
		return out
	}
	want := []string{"fight:dust-hound:" + name, "fight:heart:" + name, "fight:salt-crab:" + name, "fight:star:" + name}
	if got := fights(); !slices.Equal(got, want) {
		t.Fatalf("fights %v, want %v", got, want)
	}
	fxLoyal(t, s, seat, 1)
	want = []string{"fight:dust-hound:" + name, "fight:salt-crab:" + name, "fight:star:" + name}
	if got := fights(); !slices.Equal(got, want) {
		t.Fatalf("loyal to ♥: fights %v, want %v", got, want)
	}
	// The fight is against the one enemy chosen.
	fxRig(t, s, fxL0, fxL0, fxL0)
	evs := foApply(t, s, "fight:salt-crab:"+name)
	if st := fxEvent[FightStarted](t, evs, "fight-started"); st.Enemy.Token != "salt-crab" || len(foEvents(evs, "fight-resolved")) != 1 {
		t.Fatalf("%+v", st)
	}
	// No action left: no Fight action.
	s.Actions = 0
	if got := fights(); len(got) != 0 {
		t.Fatalf("fights %v without actions", got)
	}
}

// rule FO-FIGHT-7, FO-EQUIP-7, FO-FIGHT-18, FO-EQUIP-6
func TestFxFightWeaponRerolls(t *testing.T) {
	for _, c := range []struct {
		letters, weapon string
		rerolls         int8
	}{{"SPE", "double-barrel", 2}, {"SE", "double-barrel", 1}, {"CE", "double-barrel", 0}, {"SPE", "", 0}} {
		s := fxGame(t, 2, 8, "")
		seat := fxSeat(s)
		here := s.P[seat].Node
		fxLetters(s, seat, c.letters)
		if c.weapon != "" {
			fxEquip(t, s, seat, c.weapon) // S and P
		} else {
			fxCarry(t, s, seat, "double-barrel") // not equipped: no rerolls
		}
		fxPut(t, s, "dust-hound", here, true)
		foApply(t, s, "fight:dust-hound:"+s.nodeName(here))
		if c.rerolls == 0 {
			if s.Prompt() != "turn" {
				t.Fatalf("%+v: prompt %q", c, s.Prompt())
			}
			continue
		}
		if s.Prompt() != "reroll" || rerollsOf(&s.Frames[s.Depth-2]) != int(c.rerolls) {
			t.Fatalf("%+v: prompt %q, %d rerolls", c, s.Prompt(), rerollsOf(&s.Frames[s.Depth-2]))
		}
	}
}

// rule FO-FIGHT-17, FO-FIGHT-5, FO-PERK-1, FO-PERK-2, FO-TRAIT-7, FO-EXH-1
func TestFxFightCardAbilities(t *testing.T) {
	s := fxGame(t, 2, 9, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	name := s.nodeName(here)
	fxLetters(s, seat, "SPCE")
	loot := 0
	defer fxFakeDraw(&loot)()
	fxEquip(t, s, seat, "tire-armor") // exhaust: +1 armor in a fight
	fxEquip(t, s, seat, "stray-mutt") // exhaust: +1 hit in a fight
	fxCarry(t, s, seat, "rush-inhaler")
	fxTrait(s, seat, content.WellRested, 2)
	s.P[seat].Perks = 1<<uint(fxPerk(t, "ambusher")) | 1<<uint(fxPerk(t, "iron-grip"))
	foKeep(s)
	fxPut(t, s, "raider-boss", here, true) // level 3, Armor: 4 hits needed
	foApply(t, s, "fight:raider-boss:"+name)
	// Before the roll: before-fight and fight abilities, then the roll.
	want := []string{"perk:ambusher", "perk:iron-grip", "roll", "use:rush-inhaler", "use:stray-mutt", "use:tire-armor"}
	if got := foOptions(s); !slices.Equal(got, want) || s.Prompt() != "reroll" {
		t.Fatalf("options %v, want %v", got, want)
	}
	evs := foApply(t, s, "perk:ambusher")
	if b := fxEvent[FightBonus](t, evs, "fight-bonus"); b.Kind != "hit" || b.N != 2 || b.Total != 2 {
		t.Fatalf("%+v", b)
	}
	// The last before-fight ability: the window closes and the dice roll.
	fxRig(t, s, fxA0, fxA0, fxHBA2, fxBAL1)
	foApply(t, s, "use:rush-inhaler")
	if !s.hasTrait(seat, content.Addicted) || rerollsOf(&s.Frames[s.Depth-2]) != 2 || s.bullets() != 2 {
		t.Fatalf("rush inhaler: addicted %v, rerolls %d", s.hasTrait(seat, content.Addicted), rerollsOf(&s.Frames[s.Depth-2]))
	}
	// The reroll step: rerolls, no Well Rested any more (Addicted flipped
	// it), the fight abilities left.
	if foHas(s, "well-rested") || foHas(s, "perk:ambusher") || !foHas(s, "perk:iron-grip") || !foHas(s, "mark:3") {
		t.Fatalf("options %v", foOptions(s))
	}
	foApply(t, s, "use:tire-armor")
	foApply(t, s, "use:stray-mutt")
	foReroll(t, s, "3")
	evs = foApply(t, s, "done")
	hits := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
	res := fxEvent[FightResolved](t, evs, "fight-resolved")
	// Die 3 shows body, arms, legs and ●: 1 ● − 2 armor; 1 die hit + 3 card hits.
	if hits.Armor != 2 || hits.Left != 0 || res.DiceHits != 1 || res.CardHits != 3 || !res.Killed {
		t.Fatalf("%+v %+v", hits, res)
	}
	p := &s.P[seat]
	if !p.Equip[slotApparel].Exhausted || !p.Equip[slotCompanion].Exhausted || p.Perks != 1<<uint(fxPerk(t, "iron-grip")) || p.NInv != 0 {
		t.Fatalf("cards %+v, perks %b, %d inventory cards", p.Equip, p.Perks, p.NInv)
	}
}

// rule FO-PERK-2, FO-GOLD-2: a fight perk is offered only in the window
// its card states: on the owner's turn outside actions other than Move
// (the rule's default), on the owner's turn also during actions, or in
// any fight, an activation's at the end of the round included.
func TestPerkWindows(t *testing.T) {
	type where int
	const (
		fightAction where = iota // the owner's Fight action
		moveFight                // an Aggressive enemy fights the owner moving in
		activation               // an enemy's attack at the end of the round
	)
	for _, tc := range []struct {
		perk    string
		when    content.PerkWhen
		offered [3]bool
	}{
		{"iron-grip", content.PerkOwnTurn, [3]bool{false, true, false}},
		{"iron-grip", content.PerkOwnAction, [3]bool{true, true, false}},
		{"evasion", content.PerkAnyTurn, [3]bool{true, true, true}},
	} {
		k := fxPerk(t, tc.perk)
		old := data.Perks[k].When
		t.Cleanup(func() { data.Perks[k].When = old }) // the shared table, even if the test stops midway
		data.Perks[k].When = tc.when
		for w := fightAction; w <= activation; w++ {
			s := fxGame(t, 2, 9, "")
			seat := fxSeat(s)
			here := s.P[seat].Node
			s.P[seat].Perks = 1 << uint(k)
			foKeep(s)
			switch w {
			case fightAction:
				fxPut(t, s, "raider-boss", here, true)
				foApply(t, s, "fight:raider-boss:"+s.nodeName(here))
			case moveFight:
				adj := fxAdjacent(t, s, here)
				fxPut(t, s, "dust-hound", adj, true)
				foApply(t, s, "move-action")
				foApply(t, s, "move:"+s.nodeName(adj))
			case activation:
				fxPut(t, s, "raider-boss", here, true)
				s.Pop() // the turn is over
				s.fightEnemy(seat, fxEnemy(t, "raider-boss"), false, fightActivation)
				s.advance(nil)
			}
			if got := foHas(s, "perk:"+tc.perk); got != tc.offered[w] {
				t.Errorf("%s %s, situation %d: offered %v, want %v (options %v)", tc.perk, tc.when, w, got, tc.offered[w], foOptions(s))
			}
		}
	}
}

// rule FO-FIGHT-20, FO-ENEMY-5, FO-QUEST-10, FO-LIMIT-5
func TestFxDrawAndFight(t *testing.T) {
	robots := 0
	for t := 0; t < nEnemies; t++ {
		if enemyType[t] == typeIndex(content.Robot) {
			robots++
		}
	}
	first := -1
	for t := nEnemies - 1; t >= 0; t-- {
		if enemyType[t] == typeIndex(content.Robot) {
			first = t
		}
	}
	for _, c := range []struct {
		dice    []int
		outcome int8
	}{{[]int{fxHB0, fxL0, fxL0}, outcomeSuccess}, {[]int{fxL0, fxL0, fxA0}, outcomeFail}} {
		s := fxGame(t, 2, 10, "")
		// The starting quest's "kill a robot" objective would resolve its
		// results on the kill (quest.go): out of play for this test.
		s.Quests[questIndex(1)] = inLibrary
		seat := fxSeat(s)
		fxLetters(s, seat, "CE")
		loot := 0
		undo := fxFakeDraw(&loot)
		// The first robot of the supply: the Patrol Drone, level 1, head.
		fxRig(t, s, append([]int{-robots, 0}, c.dice...)...)
		f := *s.Top()
		s.Pop()
		s.drawAndFight(seat, typeIndex(content.Robot), f)
		evs := fxRun(s)
		undo()
		st := fxEvent[FightStarted](t, evs, "fight-started")
		if st.Enemy.Token != data.Enemies[first].ID || !st.Drawn || st.Cause != "draw-and-fight" || st.Enemy.Space != "" {
			t.Fatalf("%+v", st)
		}
		if outcomeOf(s.Top()) != c.outcome || s.Tokens[first].Node != Nowhere || len(foEvents(evs, "enemy-replaced")) != 0 {
			t.Fatalf("outcome %d, token %+v", outcomeOf(s.Top()), s.Tokens[first])
		}
		res := fxEvent[FightResolved](t, evs, "fight-resolved")
		if c.outcome == outcomeSuccess && (res.After != "killed" || s.P[seat].XP != 2) {
			t.Fatalf("%+v, peg %d", res, s.P[seat].XP)
		}
		if c.outcome == outcomeFail && res.After != "discarded" {
			t.Fatalf("%+v", res)
		}
	}
	// No robot left in the supply: nothing to fight, the step fails.
	s := fxGame(t, 2, 10, "")
	seat := fxSeat(s)
	for t := 0; t < nEnemies; t++ {
		if enemyType[t] == typeIndex(content.Robot) {
			s.placeToken(t, Token{Node: s.P[seat].Node, Active: true, Faction: -1})
		}
	}
	fxThen(s, func(then Frame) { s.drawAndFight(seat, typeIndex(content.Robot), then) })
	if outcomeOf(s.Top()) != outcomeFail || s.Prompt() != "turn" {
		t.Fatalf("outcome %d", outcomeOf(s.Top()))
	}
}

// rule FO-EABIL-AGG-1, FO-EABIL-AGG-3, FO-EABIL-AGG-5, FO-MOVE-6, FO-FIGHT-5, FO-INACT-1
func TestFxEnterAggressive(t *testing.T) {
	s := fxGame(t, 2, 11, "")
	seat := fxSeat(s)
	s.P[seat].Node = foNode(t, s, "t01.a")
	to, name := foNode(t, s, "t01.b"), "t01.b" // normal terrain
	fxPut(t, s, "dust-hound", to, true)        // Aggressive, head and body
	fxPut(t, s, "chem-fiend", to, true)        // Aggressive, head and arms
	fxPut(t, s, "burrow-hog", to, false)       // Aggressive but inactive
	fxPut(t, s, "scrap-sentry", to, true)      // not Aggressive
	fxRig(t, s, fxL0, fxL0, fxL0, fxL0, fxL0, fxL0)
	foApply(t, s, "move-action")
	actions, mp := s.Actions, s.MP
	foApply(t, s, "move:"+name)
	// The survivor chooses the order of the two active Aggressive enemies.
	if got := foOptions(s); s.Prompt() != "pick-enemy" || !slices.Equal(got, []string{"fight:chem-fiend:" + name, "fight:dust-hound:" + name}) {
		t.Fatalf("prompt %q, options %v", s.Prompt(), got)
	}
	evs := foApply(t, s, "fight:dust-hound:"+name)
	st := foEvents(evs, "fight-started")
	if len(st) != 2 || st[0].Data.(FightStarted).Enemy.Token != "dust-hound" || st[1].Data.(FightStarted).Enemy.Token != "chem-fiend" {
		t.Fatalf("fights %v", st)
	}
	if st[0].Data.(FightStarted).Cause != "aggressive" || s.Actions != actions || s.MP != mp-1 || s.Prompt() != "turn" {
		t.Fatalf("cause %q, %d actions, %d MP, prompt %q", st[0].Data.(FightStarted).Cause, s.Actions, s.MP, s.Prompt())
	}
	if s.FightQueue[seat] != 0 {
		t.Fatalf("queue %b", s.FightQueue[seat])
	}
}

// An Aggressive enemy of a faction the survivor is loyal to does not fight
// them (the ♥ enemy is made Aggressive for this test).
// rule FO-LOYAL-9, FO-EABIL-AGG-5
func TestFxEnterAggressiveLoyal(t *testing.T) {
	defer fxHeartAbilities(0, []content.Ability{content.Aggressive})()
	for _, loyal := range []bool{true, false} {
		s := fxGame(t, 2, 28, "")
		seat := fxSeat(s)
		s.P[seat].Node = foNode(t, s, "t01.a")
		fxFaction(s, 1, foNode(t, s, "t01.b"))
		if loyal {
			fxLoyal(t, s, seat, 1)
		}
		fxRig(t, s, fxL0, fxL0, fxL0)
		foApply(t, s, "move-action")
		evs := foApply(t, s, "move:t01.b")
		if got := len(foEvents(evs, "fight-started")); got != map[bool]int{true: 0, false: 1}[loyal] {
			t.Fatalf("loyal %v: %d fights", loyal, got)
		}
	}
}

// rule FO-DEATH-2, FO-ACTIV-7, FO-EABIL-RNG-2
func TestFxFightSeries(t *testing.T) {
	s := fxGame(t, 2, 12, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	next := fxAdjacent(t, s, here)
	hound := fxPut(t, s, "dust-hound", here, true)
	gunner := fxPut(t, s, "mutant-gunner", next, true) // Ranged, level 2
	brute := fxPut(t, s, "mutant-brute", here, true)
	s.FightQueue[seat] |= 1<<uint(hound) | 1<<uint(gunner) | 1<<uint(brute)
	s.Push(enterArgs{mode: enterSeries, cause: fightActivation}.frame(fEnterFight, seat))
	s.advance(nil)
	if got := len(foOptions(s)); s.Prompt() != "pick-enemy" || got != 3 {
		t.Fatalf("prompt %q, %d options", s.Prompt(), got)
	}
	// The gunner fights from its space, at range: +1 ● without a ranged weapon.
	fxRig(t, s, fxL0, fxL0, fxA0)
	evs := foApply(t, s, "fight:mutant-gunner:"+s.nodeName(next))
	if h := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits"); h.RangedBonus != 1 || h.Damage != 2 {
		t.Fatalf("%+v", h)
	}
	// Killed by the next one: the series ends.
	s.P[seat].HP = 3
	fxRig(t, s, fxHL1, fxHL1, fxA0)
	evs = foApply(t, s, "fight:dust-hound:"+s.nodeName(here))
	if res := fxEvent[FightResolved](t, evs, "fight-resolved"); !res.SurvivorKilled {
		t.Fatalf("%+v", res)
	}
	foApply(t, s, "respawn:"+s.nodeName(here))
	if s.Prompt() != "turn" || s.FightQueue[seat] != 0 {
		t.Fatalf("prompt %q, queue %b", s.Prompt(), s.FightQueue[seat])
	}
}

// fxReplacementMap reveals ▲ tiles so that, from Crossroads Camp (t01.a),
// creature icons lie at distance 1 (t04.b) and 2 (t02.c, t09.b).
func fxReplacementMap(t *testing.T, s *State) {
	t.Helper()
	foPutTile(t, s, 0, -1, "t04")
	foPutTile(t, s, 1, -1, "t09")
	s.Map[foPos(t, s, 0, -1)].FaceUp = true
	s.Map[foPos(t, s, 1, -1)].FaceUp = true
}

// test FO-EX-ENEMY-1
// rule FO-ENEMY-4, FO-INACT-4, FO-GOLD-3
func TestFxReplacementTie(t *testing.T) {
	s := fxGame(t, 2, 13, "")
	seat := fxSeat(s)
	fxReplacementMap(t, s)
	camp := foNode(t, s, "t01.a")
	s.P[seat].Node = camp
	// The closest icon holds a creature already (an inactive one counts);
	// a human on t02.c does not (not the same type).
	fxPut(t, s, "dune-strider", foNode(t, s, "t04.b"), false)
	fxPut(t, s, "scrap-raider", foNode(t, s, "t02.c"), false)
	fxPut(t, s, "glowfly-swarm", camp, true) // level 1, body
	// The other seat is the first player: the tie is theirs to break.
	s.First = int8(1 - seat)
	fxRig(t, s, fxHB0, fxL0, fxL0)
	evs := foApply(t, s, "fight:glowfly-swarm:t01.a")
	if fxEvent[FightResolved](t, evs, "fight-resolved").After != "killed" {
		t.Fatal("not killed")
	}
	if got := foOptions(s); s.Prompt() != "place-replacement" || s.ToMove() != engine.Seat(1-seat) || !slices.Equal(got, []string{"place:t02.c", "place:t09.b"}) {
		t.Fatalf("prompt %q for %d, options %v", s.Prompt(), s.ToMove(), got)
	}
	evs = foApply(t, s, "place:t09.b")
	rep := fxEvent[EnemyReplaced](t, evs, "enemy-replaced")
	if rep.Space != "t09.b" || rep.From != "t01.a" || !slices.Equal(rep.Tied, []string{"t02.c", "t09.b"}) || rep.ChoseBy != 1-seat {
		t.Fatalf("%+v", rep)
	}
	n := foNode(t, s, "t09.b")
	for tk := 0; tk < nEnemies; tk++ {
		if s.Tokens[tk].Node == n && (enemyType[tk] != typeIndex(content.Creature) || s.Tokens[tk].Active) {
			t.Fatalf("token %d placed %+v", tk, s.Tokens[tk])
		}
	}
	if s.Prompt() != "turn" || s.ToMove() != engine.Seat(seat) {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// rule FO-ENEMY-4, FO-EABIL-AGG-4
func TestFxReplacementNearestOrNone(t *testing.T) {
	s := fxGame(t, 2, 14, "")
	seat := fxSeat(s)
	fxLetters(s, seat, "SPECIAL")
	fxReplacementMap(t, s)
	camp := foNode(t, s, "t01.a")
	s.P[seat].Node = camp
	other := 1 - seat
	s.P[other].Node = foNode(t, s, "t04.b") // a survivor on the nearest icon
	fxPut(t, s, "dune-strider", camp, true)
	fxRig(t, s, fxL0, fxL0, fxL0)
	evs := foApply(t, s, "fight:dune-strider:t01.a")
	if rep := fxEvent[EnemyReplaced](t, evs, "enemy-replaced"); rep.Space != "t04.b" || len(rep.Tied) != 0 {
		t.Fatalf("%+v", rep)
	}
	// An Aggressive replacement placed in a survivor's space does not fight.
	if len(foEvents(evs, "fight-started")) != 1 || s.Prompt() != "turn" {
		t.Fatal("a placed replacement fought")
	}
	// No free creature icon at all: nothing is placed.
	fxPut(t, s, "salt-crab", foNode(t, s, "t02.c"), false)
	fxPut(t, s, "dust-hound", foNode(t, s, "t09.b"), false)
	fxPut(t, s, "shale-mantis", camp, true) // level 2, arms
	fxRig(t, s, fxA0, fxA0, fxL0)
	evs = foApply(t, s, "fight:shale-mantis:t01.a")
	if rep := fxEvent[EnemyReplaced](t, evs, "enemy-replaced"); rep.Space != "" || rep.Type != "creature" {
		t.Fatalf("%+v", rep)
	}
	if s.Tokens[fxEnemy(t, "shale-mantis")].Node != Nowhere {
		t.Fatal("the killed mantis is still on the map")
	}
}

// test FO-EX-ACTIV-3
// rule FO-INACT-3, FO-ACTIV-8
func TestFxReplacementDuringActivation(t *testing.T) {
	s := fxGame(t, 2, 15, "")
	seat := fxSeat(s)
	fxReplacementMap(t, s)
	camp := foNode(t, s, "t01.a")
	s.P[seat].Node = camp
	strider := fxPut(t, s, "dune-strider", camp, true)
	sleeper := fxPut(t, s, "salt-crab", foNode(t, s, "t02.c"), false)
	// The creatures' activation is in progress: its flip is pending.
	s.Push(iconArgs{icon: typeIndex(content.Creature)}.frame(fFlipType, s.First))
	s.fightEnemy(seat, strider, false, fightActivation)
	fxRig(t, s, fxL0, fxL0, fxL0)
	evs := fxRun(s)
	rep := fxEvent[EnemyReplaced](t, evs, "enemy-replaced")
	if rep.Space != "t04.b" || !rep.StaysDown {
		t.Fatalf("%+v", rep)
	}
	fl := fxEvent[EnemiesFlipped](t, evs, "enemies-flipped")
	if !s.Tokens[sleeper].Active || fl.StayDown != 1 || len(fl.Flipped) != 1 {
		t.Fatalf("%+v", fl)
	}
	for tk := 0; tk < nEnemies; tk++ {
		if s.Tokens[tk].Node == foNode(t, s, "t04.b") && (s.Tokens[tk].Active || s.Tokens[tk].Fresh) {
			t.Fatalf("replacement %+v", s.Tokens[tk])
		}
	}
}

// rule FO-ENEMY-6, FO-FIGHT-13
func TestFxKillEffect(t *testing.T) {
	s := fxGame(t, 2, 16, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	fxLetters(s, seat, "SPECI")
	fxPut(t, s, "dust-hound", here, true)   // level 2
	fxPut(t, s, "scrap-raider", here, true) // level 1, Loot
	fxPut(t, s, "dust-wyrm", here, true)    // level 3: too strong
	fxPut(t, s, "chem-fiend", here, false)  // inactive
	loot := 0
	defer fxFakeDraw(&loot)()
	f := *s.Top()
	s.Pop()
	s.Push(f)
	effectFnOf("kill")(s, resultsArgs{src: -1}.frame(int8(seat)), &content.Effect{Kind: "kill", N: 2}, nil)
	if got := foOptions(s); !slices.Equal(got, []string{"kill:dust-hound:" + s.nodeName(here), "kill:scrap-raider:" + s.nodeName(here)}) {
		t.Fatalf("options %v", got)
	}
	evs := foApply(t, s, "kill:scrap-raider:"+s.nodeName(here))
	k := fxEvent[EnemyKilled](t, evs, "enemy-killed")
	if k.XP != 1 || s.P[seat].XP != 0 || loot != 1 || s.Tokens[fxEnemy(t, "scrap-raider")].Node == here {
		t.Fatalf("%+v, peg %d, loot %d", k, s.P[seat].XP, loot)
	}
	if len(foEvents(evs, "fight-started")) != 0 || s.Prompt() != "turn" {
		t.Fatal("a fight happened")
	}
	// No enemy it may kill: nothing happens.
	s = fxGame(t, 2, 16, "")
	seat = fxSeat(s)
	fxPut(t, s, "dust-wyrm", s.P[seat].Node, true)
	effectFnOf("kill")(s, resultsArgs{src: -1}.frame(int8(seat)), &content.Effect{Kind: "kill", N: 2}, nil)
	if s.Prompt() != "turn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// rule FO-ENEMY-2, FO-FACTION-3, FO-FACTION-4, FO-ENEMY-5, FO-EABIL-RET-2
func TestFxFactionEnemy(t *testing.T) {
	s := fxGame(t, 2, 17, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	fxLetters(s, seat, "SPECIAL")
	// The Choir Cantor (♥): level Y, read at ♥'s power space (the first
	// space where Y is 3); Armor.
	pt := &s.geo().sc.Power
	for pt.Value("Y", int(s.Power[1])) < 3 {
		s.Power[1]++
	}
	lvl := pt.Value("Y", int(s.Power[1]))
	cantor := fxFaction(s, 1, here)
	fxRig(t, s, fxHL1, fxHB0, fxHB0)
	evs := foApply(t, s, "fight:heart:"+s.nodeName(here))
	hits := fxEvent[FightEnemyHits](t, evs, "fight-enemy-hits")
	res := fxEvent[FightResolved](t, evs, "fight-resolved")
	if hits.Level != lvl || hits.Damage != lvl || res.Needed != lvl+1 || res.Killed || res.After != "active" {
		t.Fatalf("level %d: %+v %+v", lvl, hits, res)
	}
	// At ♥'s first space it is level 1: 2 hits kill it. Killed, it is
	// discarded and not replaced; XP its level.
	s.Power[1] = 0
	fxRig(t, s, fxHB0, fxHB0, fxL0)
	evs = foApply(t, s, "fight:heart:"+s.nodeName(here))
	res = fxEvent[FightResolved](t, evs, "fight-resolved")
	if !res.Killed || res.XP != 1 || s.Tokens[cantor].Node != Nowhere || s.Tokens[cantor].Faction != -1 || s.P[seat].XP != 0 {
		t.Fatalf("%+v, token %+v", res, s.Tokens[cantor])
	}
	if len(foEvents(evs, "enemy-replaced")) != 0 {
		t.Fatal("a faction token was replaced")
	}
	// A faction token that would turn inactive is discarded (Retreat given
	// to the ♥ enemy for this test).
	defer fxHeartAbilities(int(s.Scenario), append([]content.Ability{content.Retreat}, s.geo().sc.Heart.Enemy.Abilities...))()
	s2 := fxGame(t, 2, 17, "")
	seat2 := fxSeat(s2)
	here2 := s2.P[seat2].Node
	c2 := fxFaction(s2, 1, here2)
	fxRig(t, s2, fxL0, fxL0, fxL0)
	evs = foApply(t, s2, "fight:heart:"+s2.nodeName(here2))
	if res := fxEvent[FightResolved](t, evs, "fight-resolved"); res.After != "discarded" || s2.Tokens[c2].Node != Nowhere {
		t.Fatalf("%+v", res)
	}
}

// test FO-EX-HP-2
// rule FO-HP-3, FO-HP-4, FO-HP-6, FO-DEATH-5, FO-FIGHT-9
func TestFxFightRadsEliminate(t *testing.T) {
	s := fxGame(t, 2, 18, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	s.P[seat].HP, s.P[seat].Rads = 16, 15
	fxPut(t, s, "glowfly-swarm", here, true) // level 1, Radiation
	fxRig(t, s, fxHL1, fxL0, fxL0)
	evs := foApply(t, s, "fight:glowfly-swarm:"+s.nodeName(here))
	h := fxEvent[Harmed](t, evs, "harmed")
	if h.HPTo != 15 || h.RadsTo != 16 || !h.Killed || !s.P[seat].Out || len(foEvents(evs, "eliminated")) != 1 {
		t.Fatalf("%+v, out %v", h, s.P[seat].Out)
	}
	// Damage beyond the track stops at 0.
	s = fxGame(t, 2, 18, "")
	seat = fxSeat(s)
	here = s.P[seat].Node
	s.P[seat].HP = 3
	fxPut(t, s, "dust-wyrm", here, true) // level 3
	fxRig(t, s, fxHBA2, fxHBA2, fxHL1)
	evs = foApply(t, s, "fight:dust-wyrm:"+s.nodeName(here))
	if h := fxEvent[Harmed](t, evs, "harmed"); h.Damage != 15 || h.HPTo != 0 || !h.Killed {
		t.Fatalf("%+v", h)
	}
}

// rule FO-FIGHT-13, FO-FIGHT-17
func TestFxKillAbilities(t *testing.T) {
	s := fxGame(t, 2, 19, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	fxLetters(s, seat, "SPECIAL")
	fxEquip(t, s, seat, "road-leathers") // on a kill: 1 Caps, by itself
	caps := 0
	defer fxFakeEffect("caps", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) { caps += e.N })()
	// A costly kill ability for this test: exhaust the companion for 1 XP.
	c := fxItem(t, "stray-mutt")
	saved, savedBits, savedTimings := items[c].Uses, itemUseBits[c], itemTimings[c]
	defer func() { items[c].Uses, itemUseBits[c], itemTimings[c] = saved, savedBits, savedTimings }()
	items[c].Uses = append([]content.Use{{Timing: content.OnKill, Exhaust: true, Effects: []content.Effect{{Kind: "xp", Op: content.EffectOpOf("xp"), N: 1}}}}, saved...)
	itemUseBits[c] = append([]uint16{tbKill}, savedBits...)
	itemTimings[c] |= tbKill
	fxEquip(t, s, seat, "stray-mutt")
	fxPut(t, s, "dune-strider", here, true) // level 1, legs
	fxRig(t, s, fxL0, fxA0, fxA0)
	foApply(t, s, "fight:dune-strider:"+s.nodeName(here))
	// The fight window offers the companion's fight ability.
	if got := foOptions(s); !slices.Equal(got, []string{"done", "use:stray-mutt:2"}) {
		t.Fatalf("options %v", got)
	}
	evs := foApply(t, s, "done")
	used := foEvents(evs, "card-used")
	if caps != 1 || len(used) != 1 || used[0].Data.(CardUsed).Card != "road-leathers" || used[0].Data.(CardUsed).Timing != "kill" {
		t.Fatalf("caps %d, used %v", caps, used)
	}
	if got := foOptions(s); s.Prompt() != "reroll" || !slices.Equal(got, []string{"done", "use:stray-mutt:1"}) {
		t.Fatalf("prompt %q, options %v", s.Prompt(), got)
	}
	peg := s.P[seat].XP
	evs = foApply(t, s, "use:stray-mutt:1")
	if s.P[seat].XP != peg+1 || !s.P[seat].Equip[slotCompanion].Exhausted || len(foEvents(evs, "enemy-replaced")) != 1 || s.Prompt() != "turn" {
		t.Fatalf("peg %d, prompt %q", s.P[seat].XP, s.Prompt())
	}
}

// The decisions list their options without allocating.
func TestFxLegalDoesNotAllocate(t *testing.T) {
	s := fxGame(t, 2, 24, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	fxLetters(s, seat, "SPECIAL")
	fxEquip(t, s, seat, "double-barrel")
	fxEquip(t, s, seat, "stray-mutt")
	fxPut(t, s, "dust-hound", here, true)
	fxFaction(s, 0, here)
	fxFaction(s, 0, here)
	buf := make([]engine.Action, 0, 64)
	check := func(what string) {
		if n := testing.AllocsPerRun(20, func() { buf = s.Legal(buf[:0]) }); n != 0 {
			t.Errorf("%s: %v allocations", what, n)
		}
	}
	check("turn")
	foApply(t, s, "fight:dust-hound:"+s.nodeName(here))
	check("reroll")
}

// Enemies placed at setup stand face up; a replacement lies face down.
// rule FO-ENEMY-3, FO-ENEMY-1
func TestFxSpawnsFaceUp(t *testing.T) {
	s := foStarted(t, 3, 25)
	n := 0
	for tk := 0; tk < nEnemies; tk++ {
		if s.Tokens[tk].Node != Nowhere {
			n++
			e := &data.Enemies[tk]
			if !s.Tokens[tk].Active || e.Level < 1 || len(e.Vulnerable) == 0 || len(e.Abilities) > 2 || e.Name == "" {
				t.Fatalf("token %s: %+v", e.ID, s.Tokens[tk])
			}
		}
	}
	if n == 0 {
		t.Fatal("no enemy placed at setup")
	}
}

// Unmarshal refuses broken fight, test, XP and trait frames and queues.
func TestFxCheck(t *testing.T) {
	s := fxGame(t, 2, 26, "")
	seat := fxSeat(s)
	here := s.P[seat].Node
	fxPut(t, s, "dust-hound", here, true)
	fxLetters(s, seat, "SP")
	fxEquip(t, s, seat, "double-barrel")
	foApply(t, s, "fight:dust-hound:"+s.nodeName(here))
	if s.Prompt() != "reroll" {
		t.Fatalf("prompt %q", s.Prompt())
	}
	for name, breakIt := range map[string]func(c *State){
		"queue without a series": func(c *State) { c.FightQueue[0] = 1 },
		"token out of range": func(c *State) {
			a := fightOf(&c.Frames[c.Depth-2])
			a.enemy = 100
			c.Frames[c.Depth-2].SetArgs(a.args())
		},
		"window on nothing": func(c *State) { c.Frames[c.Depth-2].Kind = fRespawn },
		"level-up letter":   func(c *State) { c.Frames[c.Depth-1] = levelUpArgs{a: 9}.frame(c.Frames[c.Depth-1].Seat) },
		"trait":             func(c *State) { c.Frames[c.Depth-1] = traitArgs{trait: 6}.frame(int(c.Frames[c.Depth-1].Seat)) },
		"test without a continuation": func(c *State) {
			c.Frames[0] = testArgs{evaluate: true}.frame(0)
		},
	} {
		c := *s
		breakIt(&c)
		b, _ := c.MarshalBinary()
		if _, err := (Game{}).Unmarshal(b); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	good, _ := s.MarshalBinary()
	if _, err := (Game{}).Unmarshal(good); err != nil {
		t.Fatal(err)
	}
}

// A drawn enemy is known: resampling the hidden enemies leaves it alone.
// rule FO-FIGHT-20, FO-INACT-1
func TestFxDrawnEnemyIsNotResampled(t *testing.T) {
	s := fxGame(t, 2, 27, "")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	fxEquip(t, s, seat, "double-barrel") // rerolls: the window waits
	for tk := 0; tk < nEnemies; tk++ {
		if enemyType[tk] == typeIndex(content.Robot) && data.Enemies[tk].ID != "patrol-drone" {
			s.placeToken(tk, Token{Node: foNode(t, s, "t03.c"), Faction: -1})
			break
		}
	}
	fxThen(s, func(then Frame) { s.drawAndFight(seat, typeIndex(content.Robot), then) })
	if s.Prompt() != "reroll" {
		t.Fatalf("prompt %q", s.Prompt())
	}
	drawn := fightOf(&s.Frames[s.Depth-2]).enemy
	rng := engine.NewRNG(9)
	for i := 0; i < 50; i++ {
		r := s.Resample(engine.Seat(1-seat), &rng).(*State)
		if r.Tokens[drawn] != s.Tokens[drawn] || fightOf(&r.Frames[r.Depth-2]).enemy != drawn {
			t.Fatalf("the drawn %s moved: %+v", data.Enemies[drawn].ID, r.Tokens[drawn])
		}
	}
}

// TestReplacementFree checks the spaces open to a replacement, over random
// games, against each space read alone: face up, showing an icon of the
// type, no enemy of the type on it. rule FO-ENEMY-4
func TestReplacementFree(t *testing.T) {
	n := 0
	foRandomStates(5, func(s *State) {
		for ty := range int8(numEnemyTypes) {
			md := hexmap.TakeDists() // it may hold another state's map and marks
			md.Take(s.board())
			free := s.replacementFree(ty, md)
			md.Release()
			for x := range int8(maxNodes) {
				want := s.valid(x) && !facedown(x) && slices.Contains(s.space(x).icons, ty)
				for t := 0; t < nEnemies && want; t++ {
					want = enemyType[t] != ty || s.Tokens[t].Node != x
				}
				if free.Has(x) != want {
					t.Fatalf("type %d, node %s: free %v, want %v", ty, s.nodeName(x), free.Has(x), want)
				}
				if want {
					n++
				}
			}
		}
	})
	if n == 0 {
		t.Error("no space open to a replacement")
	}
}
