package fallout

import (
	"testing"

	"wasteland/engine"
)

// TestQuestsOutKept checks, before every decision of random games on every
// scenario, that the quests not in play New built and staging and
// trashing kept are the quest cards', in a played, a resampled and a
// decoded state, and that where mayQuest rules the Quest actions out
// questLegal lists nothing. Both answers must occur, and a listing must
// find a Quest action.
// rule FO-QUEST-5
func TestQuestsOutKept(t *testing.T) {
	rng := engine.NewRNG(1)
	n, ruledOut, asked, found := 0, 0, 0, 0
	foEveryScenarioStates(2, func(s *State) {
		n++
		for _, c := range keptWays(t, s, engine.Seat(n%int(s.N)), &rng) {
			if want := c.st.questsOutMask(); c.st.out != want {
				t.Fatalf("%s state: quests out %b, the cards' %b", c.name, c.st.out, want)
			}
		}
		if s.Done || s.Top().Kind != fTurn || s.Actions <= 0 {
			return
		}
		ts := newTurnScan(s, int(s.Top().Seat))
		want := questLegal(s, ts, nil)
		if !s.mayQuest(ts) {
			ruledOut++
			if len(want) > 0 {
				t.Fatalf("Quest actions at node %d ruled out, but it lists %v (quests out %b)", ts.node, want, s.out)
			}
			return
		}
		asked++
		if len(want) > 0 {
			found++
		}
	})
	if ruledOut == 0 || asked == 0 || found == 0 {
		t.Fatalf("%d states: Quest actions ruled out %d times, asked %d, found %d", n, ruledOut, asked, found)
	}
}

// TestQuestsOutCheck checks that Check refuses a quest in play said not to
// be, and takes a mask that knows fewer quests out of play than there are.
func TestQuestsOutCheck(t *testing.T) {
	s := foStarted(t, 3, 8)
	staged, out := -1, -1 // ranks of a quest in play and of one not
	for r, aq := range s.geo().actionQuests {
		if s.Quests[aq.q] == inPlay {
			staged = r
		} else {
			out = r
		}
	}
	if staged < 0 || out < 0 || s.out == 0 {
		t.Fatalf("no quest with quest actions in play, or none out, or the mask not built: %b", s.out)
	}
	wantChecks(t, s, (*State).Check, "quests not in play", []checkCase{
		{"as played", func(c *State) {}, true},
		{"not built", func(c *State) { c.out = 0 }, true},
		{"a quest out of play not known", func(c *State) { c.out &^= 1 << uint(out) }, true},
		{"a quest in play said out", func(c *State) { c.out |= 1 << uint(staged) }, false},
	})
}
