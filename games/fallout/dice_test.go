package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// diceFace returns the index of the die face with exactly these areas and ●.
func diceFace(t *testing.T, hits int, areas ...content.Area) int8 {
	t.Helper()
	for i, f := range data.Dice.Faces {
		if f.Hits == hits && areaMask(f.Areas) == areaMask(areas) {
			return int8(i)
		}
	}
	t.Fatalf("no die face with %d ● and areas %v", hits, areas)
	return -1
}

// rule FO-VATS-1, FO-VATS-2, FO-VATS-3, FO-TEST-2, FO-TEST-3, FO-TEST-4, FO-FIGHT-6
func TestDiceRollOnlyTheChosenDice(t *testing.T) {
	s := &State{Rng: engine.NewRNG(3)}
	var rec engine.Recorder
	s.roll(0, allDice, "test", &rec)
	first := s.Dice
	for i := 0; i < 50; i++ {
		s.roll(0, 0b010, "reroll", nil)
		if s.Dice[0] != first[0] || s.Dice[2] != first[2] {
			t.Fatalf("a reroll of die 1 changed dice 0 or 2: %v -> %v", first, s.Dice)
		}
	}
	if len(rec.Events) != 1 || rec.Events[0].Type != "dice-rolled" || !rec.Events[0].Reveals {
		t.Fatalf("events %+v", rec.Events)
	}
	ev := rec.Events[0].Data.(DiceRolled)
	if len(ev.Rolled) != 3 || len(ev.Dice) != 3 || ev.Bullets != s.bulletsOf(first) {
		t.Fatalf("event %+v", ev)
	}
}

func (s *State) bulletsOf(d [numDice]int8) int {
	c := *s
	c.Dice = d
	return c.bullets()
}

// rule FO-TEST-5, FO-TEST-7, FO-FIGHT-8, FO-FIGHT-11, FO-VATS-3
func TestDiceBulletsAndHits(t *testing.T) {
	blank := diceFace(t, 0, content.Legs)
	two := diceFace(t, 2, content.Head, content.Body, content.Arms)
	one := diceFace(t, 1, content.Head, content.Legs)
	s := &State{Dice: [3]int8{blank, two, one}}
	if got := s.bullets(); got != 3 {
		t.Fatalf("● = %d, want 3 (a face may show several)", got)
	}
	for _, tc := range []struct {
		vuln []content.Area
		want int
	}{
		{[]content.Area{content.Legs}, 2},               // dice 0 and 2
		{[]content.Area{content.Head}, 2},               // dice 1 and 2: one hit per die however many areas match
		{[]content.Area{content.Head, content.Legs}, 3}, // every die
		{[]content.Area{content.Arms}, 1},               // die 1
		{[]content.Area{content.Body, content.Arms}, 1}, // still one hit for die 1
		{[]content.Area{content.Head, content.Body}, 2}, // dice 1, 2
		{[]content.Area{content.Legs, content.Arms}, 3}, // dice 0, 1, 2
		{[]content.Area{content.Body}, 1},               // die 1
		{[]content.Area{content.Arms, content.Head}, 2}, // dice 1, 2
		{[]content.Area{content.Body, content.Legs}, 3}, // dice 0, 1, 2
		{[]content.Area{content.Head, content.Arms}, 2}, // dice 1, 2
		{[]content.Area{content.Body, content.Head}, 2}, // dice 1, 2
		{[]content.Area{content.Arms, content.Legs}, 3}, // all
		{[]content.Area{content.Head, content.Legs}, 3}, // all
		{[]content.Area{content.Arms, content.Body}, 1}, // die 1
		{[]content.Area{content.Legs, content.Body}, 3}, // all
	} {
		if got := s.hitsOn(areaMask(tc.vuln)); got != tc.want {
			t.Errorf("vulnerable %v: %d hits, want %d", tc.vuln, got, tc.want)
		}
	}
}

// rule FO-FIGHT-11, FO-FACTION-3
func TestTokenVulnerability(t *testing.T) {
	s := &State{}
	for e := 0; e < nEnemies; e++ {
		if s.tokenVuln(e) != areaMask(data.Enemies[e].Vulnerable) {
			t.Fatalf("token %d", e)
		}
	}
	for sc := range data.Scenarios {
		s.Scenario = int8(sc)
		for _, f := range []struct {
			faction int8
			enemy   *content.FactionEnemy
		}{{0, &data.Scenarios[sc].Star.Enemy}, {1, &data.Scenarios[sc].Heart.Enemy}} {
			s.placeToken(nEnemies, Token{Faction: f.faction, Active: true})
			if s.tokenVuln(nEnemies) != areaMask(f.enemy.Vulnerable) {
				t.Errorf("%s: faction %d token vulnerability is not the sheet's", data.Scenarios[sc].ID, f.faction)
			}
		}
	}
}
