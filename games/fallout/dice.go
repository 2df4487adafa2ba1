package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The V.A.T.S. dice (FO-VATS-1..3): three alike dice whose faces are the
// content's (data.Dice). State.Dice holds the face of each die.

// allDice is the mask of the three dice.
const allDice uint8 = 1<<numDice - 1

// roll rolls the dice in mask (bit i: die i): all three for a test or a
// fight (FO-TEST-2, FO-FIGHT-6), any subset for a reroll (FO-TEST-3,
// FO-TEST-4, FO-FIGHT-7). why names the roll in the event.
func (s *State) roll(seat int, mask uint8, why string, rec *engine.Recorder) {
	for i := 0; i < numDice; i++ {
		if mask&(1<<uint(i)) != 0 {
			s.Dice[i] = int8(s.Rng.IntN(len(dieHits)))
		}
	}
	if rec.On() {
		ev := DiceRolled{Seat: seat, Why: why, Bullets: s.bullets()}
		for i := 0; i < numDice; i++ {
			f := &data.Dice.Faces[s.Dice[i]]
			ev.Dice = append(ev.Dice, DieView{Face: int(s.Dice[i]), Areas: f.Areas, Bullets: f.Hits})
			if mask&(1<<uint(i)) != 0 {
				ev.Rolled = append(ev.Rolled, i)
			}
		}
		rec.Emit(engine.Event{Type: "dice-rolled", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-TEST-1", "FO-FIGHT-1"}})
	}
}

// bullets counts the ● on the dice; a face may show several (FO-TEST-5,
// FO-FIGHT-8).
func (s *State) bullets() int {
	n := 0
	for _, f := range s.Dice {
		n += int(dieHits[f])
	}
	return n
}

// hitsOn counts the dice showing at least one filled area that is filled
// (vulnerable) in vuln; a die scores at most 1 hit (FO-FIGHT-11). Tests
// ignore the areas (FO-TEST-7).
func (s *State) hitsOn(vuln uint8) int {
	n := 0
	for _, f := range s.Dice {
		if dieAreas[f]&vuln != 0 {
			n++
		}
	}
	return n
}

// tokenVuln is the vulnerable area mask of token t: a standard token's
// printed areas, or its faction's enemy on the scenario sheet (FO-FACTION-3).
func (s *State) tokenVuln(t int) uint8 {
	if t < nEnemies {
		return enemyVuln[t]
	}
	return factionVuln[uint8(s.Scenario)][b2i(s.Tokens[t].Faction == 1)]
}

// DiceRolled is the event of a roll or reroll of the V.A.T.S. dice.
type DiceRolled struct {
	Seat    int       `json:"seat"`    // the survivor rolling
	Why     string    `json:"why"`     // what the roll is for
	Rolled  []int     `json:"rolled"`  // the dice rolled now (0..2)
	Dice    []DieView `json:"dice"`    // all three dice after the roll
	Bullets int       `json:"bullets"` // ● on all three dice
}

// DieView is one die's face.
type DieView struct {
	Face    int            `json:"face"`    // face index in the content's die
	Areas   []content.Area `json:"areas"`   // filled areas
	Bullets int            `json:"bullets"` // ● on the face
	// Marked is true for a die its roller marked for the reroll in the
	// pending reroll window (test.go); omitted when false.
	Marked bool `json:"marked,omitempty"`
}
