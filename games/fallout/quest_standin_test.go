package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Stand-ins for the parts of other areas that quests, encounters, items
// and camps reach but this branch does not have yet: the effects of
// xp.go, traits.go, agenda.go, test.go and fight.go, and agenda.go's
// fAgendaLimit. Each is installed only when nothing implements it (test
// files initialise after the package's own files), so the random games of
// TestConformance can play quests and encounters here; once the owners are
// merged this file installs nothing and can be deleted.
func init() {
	for k := range content.EffectKinds {
		if effectFns[k] == nil {
			effectFns[k] = func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {}
		}
	}
	if kinds[fAgendaLimit] == nil {
		// A stand-in without the choice: the newest card goes back to the deck.
		register(fAgendaLimit, frameKind{name: "agenda-limit-stand-in", run: func(s *State, f Frame, rec *engine.Recorder) {
			p := &s.P[f.Seat]
			for s.overAgendaLimit(int(f.Seat)) && p.NHand > 0 {
				p.NHand--
				s.Agenda.put(p.Hand[p.NHand])
				p.Hand[p.NHand] = 0
			}
		}})
	}
}
