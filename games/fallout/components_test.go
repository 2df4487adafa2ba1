package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// rule FO-COMP-4, FO-COMP-7, FO-COMP-10, FO-COMP-11, FO-LIMIT-2
func TestComponents(t *testing.T) {
	// Four player boards, each with its HP, rads and XP pegs in their start
	// holes after setup.
	if MaxPlayers != 4 {
		t.Fatalf("%d player boards", MaxPlayers)
	}
	if _, err := (Game{}).New(engine.Setup{Players: 5}, nil); err == nil {
		t.Fatal("a fifth player board was used")
	}
	s := foStarted(t, 4, 3)
	for i := 0; i < 4; i++ {
		if p := s.P[i]; p.HP != 16 || p.Rads != 0 || p.XP != -1 {
			t.Errorf("seat %d pegs: HP %d, rads %d, XP %d", i, p.HP, p.Rads, p.XP)
		}
	}
	// Three V.A.T.S. dice, all rolled for a test or a fight.
	if numDice != 3 || allDice != 7 {
		t.Fatalf("%d dice", numDice)
	}
	var rec engine.Recorder
	s.roll(0, allDice, "test", &rec)
	if d := rec.Events[0].Data.(DiceRolled); len(d.Dice) != 3 || len(d.Rolled) != 3 {
		t.Fatalf("a roll of %d dice, %d rolled", len(d.Dice), len(d.Rolled))
	}
	// Five enemy types, each with tokens; faction tokens act as enemies too.
	c := content.Default()
	if len(content.EnemyTypes) != numEnemyTypes || numEnemyTypes != 5 {
		t.Fatalf("%d enemy types", len(content.EnemyTypes))
	}
	for _, ty := range content.EnemyTypes {
		n := 0
		for _, e := range c.Enemies {
			if e.Type == ty {
				n++
			}
		}
		if n == 0 {
			t.Errorf("no %s tokens", ty)
		}
	}
	if maxTokens <= content.BoxEnemyTokens {
		t.Error("no slots for faction tokens acting as enemies")
	}
	// The encounter icons (decks) and the equipment slots.
	if len(content.Decks) != numDecks || len(content.Slots) != numSlots {
		t.Fatalf("%d decks, %d slots", len(content.Decks), len(content.Slots))
	}
	// Perk cards are limited: 14, 2 per letter.
	if len(c.Perks) != 14 {
		t.Fatalf("%d perk cards", len(c.Perks))
	}
}
