package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Numbers of a game for simulation reports (package sim).

// Tags labels a seat for simulation reports: its survivor.
func (s *State) Tags(seat engine.Seat) map[string]string {
	if seat < 0 || int(seat) >= int(s.N) || s.P[seat].Survivor < 0 {
		return nil
	}
	return map[string]string{"survivor": data.Survivors[s.P[seat].Survivor].ID}
}

// Rounds is the number of rounds begun.
func (s *State) Rounds() int { return int(s.Round) }

// Counts gives simulation reports a number of a game (sim.Counter):
// "deaths", the survivors killed; in co-op also "tasks" completed,
// "mutations" revealed and "hostile" (the hostile token's last space).
func (s *State) Counts() map[string]int {
	if s.Coop.On {
		return map[string]int{"deaths": int(s.Deaths), "tasks": popcount(s.Coop.TaskDone),
			"mutations": popcount(s.Coop.Revealed), "hostile": int(s.Power[s.hostile()])}
	}
	return map[string]int{"deaths": int(s.Deaths)}
}

// Team reports whether the survivors play as one team: the co-op variant
// (sim.Teamer, AB-OVR-4).
func (s *State) Team() bool { return s.Coop.On }

// EndReason names how the game ended, for simulation reports (sim.Ender):
// "influence" for one winner, "influence, shared" for several (FO-WIN-3/4),
// "takeover: " and the faction's name (both names joined by " and " when
// both reached the last space) when a faction took over (FO-POWER-3),
// "all eliminated" (FO-DEATH-5), "round limit", or "" while it goes on;
// in co-op "team victory" (AB-END-1) or "hostile takeover: " and what
// moved the token last (AB-END-2: activation, result, death, ...).
func (s *State) EndReason() string {
	switch s.End {
	case endInfluence:
		n := 0
		for p := 0; p < int(s.N); p++ {
			if s.won(p) {
				n++
			}
		}
		if n > 1 {
			return "influence, shared"
		}
		return "influence"
	case endTakeOver:
		names := ""
		for f, m := 0, s.takenOver(); f < 2; f++ {
			if m&(1<<uint(f)) != 0 {
				if names != "" {
					names += " and "
				}
				names += s.factionName(content.Factions[f])
			}
		}
		return "takeover: " + names
	case endTeamWin:
		return "team victory"
	case endHostile:
		return "hostile takeover: " + hostileCauses[s.Coop.Cause]
	case endAllOut:
		return "all eliminated"
	case endRoundLimit:
		return "round limit"
	}
	return ""
}
