package fallout

import "testing"

// TestQuestsOutKept checks, before every decision of random games on every
// scenario, that the quests not in play New built and staging and
// trashing kept are the quest cards', in a played, a resampled and a
// decoded state, and that where mayQuest rules the Quest actions out
// questLegal lists nothing. Both answers must occur, and a listing must
// find a Quest action.
// rule FO-QUEST-5
func TestQuestsOutKept(t *testing.T) {
	checkTurnShortcut(t, turnShortcut{
		verb:   "Quest actions",
		kept:   func(s *State) uint32 { return uint32(s.out) },
		built:  func(s *State) uint32 { return uint32(s.questsOutMask()) },
		may:    func(s *State, ts turnScan) bool { return s.mayQuest(ts) },
		listed: func(s *State, ts turnScan) int { return len(questLegal(s, ts, nil)) },
	})
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
