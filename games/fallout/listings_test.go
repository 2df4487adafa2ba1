package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// TestFightListsTheTargetable checks, at every turn decision of random
// games on every scenario, that the Fight verb lists what asking
// targetable of every token lists: the hostile tokens in the survivor's
// space, and with a ranged weapon in the adjacent ones, at their range,
// one of alike faction tokens. fightLegal reads the tokens of the space
// and the positions around it from the index instead.
// rule FO-FIGHT-2, FO-FIGHT-3, FO-FIGHT-4
func TestFightListsTheTargetable(t *testing.T) {
	var buf []engine.Action
	n, fights, ranged := 0, 0, 0
	foEveryScenarioStates(2, func(s *State) {
		if s.Done || s.Top().Kind != fTurn || s.Actions <= 0 {
			return
		}
		n++
		seat := int(s.Top().Seat)
		var want, got []engine.Action
		ok := func(u int) bool { return s.targetable(seat, u) >= 0 }
		for tk := range s.Tokens {
			if r := s.targetable(seat, tk); r >= 0 && !s.sameFoeBefore(tk, ok) {
				want = append(want, act(tvFight, tk, r, 0))
				ranged += r
			}
		}
		for _, a := range s.Legal(buf[:0]) {
			if v, _, _, _ := unact(a); v == tvFight {
				got = append(got, a)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("seat %d listed fights %v, targetable gives %v", seat, got, want)
		}
		fights += len(got)
	})
	if n < 500 || fights < 100 || ranged < 10 {
		t.Fatalf("only %d turn decisions, %d fights listed, %d at range", n, fights, ranged)
	}
}
