package bot

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// TestEvaluateFalloutCoop: greedy weighs the team's outcome (AB-OVR-4):
// a task done, the hostile token held back and a teammate's health are
// good for seat, as much as its own; a team victory is the best outcome.
func TestEvaluateFalloutCoop(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(s *fallout.State, me, mate engine.Seat)
		want   int
	}{
		{"a task done (AB-TASK-2)", func(s *fallout.State, me, mate engine.Seat) { s.Coop.TaskDone = 1 }, 1},
		{"the hostile token advanced (AB-FACT-4)", func(s *fallout.State, me, mate engine.Seat) { s.Power[1-s.Coop.Loyal] += 3 }, -1},
		{"the teammate hurt", func(s *fallout.State, me, mate engine.Seat) { s.P[mate].HP -= 5 }, -1},
		{"the teammate's Caps", func(s *fallout.State, me, mate engine.Seat) { s.P[mate].Caps += 5 }, 1},
		{"the teammate's hidden mutation swapped", func(s *fallout.State, me, mate engine.Seat) {
			c := &s.Coop
			c.Mutation[mate], c.MutDeck.Cards[0] = c.MutDeck.Cards[0], c.Mutation[mate]
		}, 0},
	} {
		checkEvaluationShift(t, fallout.VariantCoop, tc.name, tc.change, tc.want)
	}
	s, me := startedFallout(t, fallout.VariantCoop)
	live, _ := Evaluate(s, me)
	won := s.Clone().(*fallout.State)
	won.Done, won.End = true, 5 // team-victory
	if v, _ := Evaluate(won, me); v <= live || !won.Won(1-me) {
		t.Errorf("a team victory rated %.2f against %.2f, or the teammate did not win", v, live)
	}
}
