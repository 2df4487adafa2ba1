package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Numbers of a game for simulation reports (package sim).

// Tags labels a seat for simulation reports: its survivor, and in co-op
// the loyal faction's side, "star" or "heart" (AB-SETUP-1), once chosen.
func (s *State) Tags(seat engine.Seat) map[string]string {
	if seat < 0 || int(seat) >= int(s.N) || s.P[seat].Survivor < 0 {
		return nil
	}
	tags := map[string]string{"survivor": data.Survivors[s.P[seat].Survivor].ID}
	if s.Coop.On && s.Coop.Loyal >= 0 {
		tags["loyal"] = string(content.Factions[s.Coop.Loyal])
	}
	return tags
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

// ScoreParts splits seat's score into its parts for simulation reports
// (sim.Scorer); they sum to Result's score. Base game, the influence
// (FO-WIN-1): "agenda cards", 1 per agenda card held, the displayed
// loyalty card included (FO-AGENDA-5, FO-LOYAL-6); "agenda bonus", the
// bonus of the hidden cards whose condition holds (FO-AGENDA-2); "loyalty
// bonus", the displayed card's bonus when its condition holds. Co-op, the
// team's score: "tasks" completed (AB-END-1). It reads the whole state:
// hidden hands included, as a finished game reveals them.
func (s *State) ScoreParts(seat engine.Seat) map[string]int {
	if seat < 0 || int(seat) >= int(s.N) {
		return nil
	}
	if s.Coop.On {
		return map[string]int{"tasks": popcount(s.Coop.TaskDone)}
	}
	p := &s.P[seat]
	bonus := 0
	for _, a := range p.Hand[:p.NHand] {
		bonus += s.agendaValue(int(seat), a) - 1
	}
	loyal := 0
	if p.Loyal >= 0 {
		loyal = s.agendaValue(int(seat), p.Loyal) - 1
	}
	return map[string]int{"agenda cards": s.agendasHeld(int(seat)), "agenda bonus": bonus, "loyalty bonus": loyal}
}

// Tracks gives simulation reports each faction's place on the power
// track, by the faction's name in this scenario (sim.Tracker): the spaces
// it has advanced (FO-POWER-1), at most the last space; in co-op the
// hostile faction's is the hostile token (AB-END-2).
func (s *State) Tracks() map[string]int {
	last := s.powerLast()
	t := make(map[string]int, 2)
	for f := range 2 {
		t[s.factionName(content.Factions[f])] = min(int(s.Power[f]), last)
	}
	return t
}

// TrackLast is the last space of the power track (sim.Tracker): a faction
// there takes over (FO-POWER-3; co-op: AB-END-2).
func (s *State) TrackLast() int { return s.powerLast() }

// FirstPlayer is the first player now, who holds the agenda deck
// (FO-FIRST-1); turns go from them clockwise, to the next seat up
// (sim.FirstPlayerer).
func (s *State) FirstPlayer() engine.Seat { return engine.Seat(s.First) }
