package bot

import (
	"wasteland/engine"
	"wasteland/games/fallout"
)

// The Fallout co-op evaluation (Atomic Bonds, AB-*): the survivors win or
// lose together (AB-OVR-4), so seat rates the team's outcome, not its own
// influence: the tasks done and the progress toward the open ones
// (AB-TASK-1..3), the sheet's second condition (AB-END-1), the hostile
// token's distance to the last space (AB-END-2; every death moves it,
// AB-DEATH-1), and every survivor's survival, growth and gear, its own a
// little more, with its own way to a goal on the map.

// Weights of the co-op evaluation.
const (
	coTask      = 30.0 // per task completed, up to the number required
	coProgress  = 12.0 // per open task's share of its count
	coAlso      = 25.0 // for the second condition, by its share reached
	coHostile   = 80.0 // the hostile token at the last space, cubic on the way
	coHostileLn = 10.0 // the hostile token, per share of the track
	coCampHeld  = 1.5  // per C.A.M.P. token gained and not placed
	coMate      = 0.8  // another survivor's worth, against one's own
)

// evaluateFalloutCoop estimates how good a co-op position is for seat's
// team: the team's standing and every survivor's worth.
func evaluateFalloutCoop(s *fallout.State, seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= int(s.N) {
		return 0
	}
	if s.Done {
		if s.Won(seat) {
			return foWin
		}
		return -foWin
	}
	t := s.Standing()
	v := coTask*float64(min(t.TasksDone, t.TasksNeeded)) + coProgress*t.TaskProgress
	if t.AlsoNeeded > 0 {
		v += coAlso * min(1, float64(t.Also)/float64(t.AlsoNeeded))
	}
	if t.HostileLast > 0 {
		x := float64(t.Hostile) / float64(t.HostileLast)
		v -= coHostile*x*x*x + coHostileLn*x
	}
	v += coCampHeld * float64(t.CampsHeld)
	for p := range engine.Seat(s.N) {
		w := coMate
		if p == seat {
			w = 1
		}
		v += w * coSurvivorWorth(s, p)
	}
	v += foPendingRoll(s, seat)
	if s.P[seat].Node != fallout.Nowhere {
		v += foGoal(s, seat)
	}
	return v - foCampLeft(s, seat)
}

// coSurvivorWorth rates one survivor of the team: survival (a death also
// moves the hostile token, which the standing counts), growth, gear and
// Caps. An eliminated survivor is a heavy loss for the team.
func coSurvivorWorth(s *fallout.State, seat engine.Seat) float64 {
	p := &s.P[seat]
	if p.Out {
		return -foOut / 5
	}
	return foSurvival(s, seat) + foGrowth(s, seat) + foGear(s, seat) + foCap*float64(p.Caps)
}
