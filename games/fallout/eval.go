package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Evaluate estimates how good the position is for seat: its worth minus
// the best opponent's. It reads only what seat may see: its own agenda
// cards count at their influence, another seat's hidden cards at 1 each
// (their displayed loyalty card at its value), so a bot that calls it on a
// resampled state learns nothing hidden. Bots use it (bot.Evaluator).
func (s *State) Evaluate(seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= int(s.N) {
		return 0
	}
	own := s.worth(int(seat), int(seat))
	if s.N == 1 {
		return own
	}
	best := -1e9
	for p := 0; p < int(s.N); p++ {
		if p != int(seat) {
			best = max(best, s.worth(p, int(seat)))
		}
	}
	return own - best
}

// worth rates seat's survivor as viewer sees it: influence and how close
// it is to the threshold, levels and XP, remaining HP, Caps and held cards.
// A finished game counts a win, and an eliminated survivor is worth little.
func (s *State) worth(seat, viewer int) float64 {
	p := &s.P[seat]
	infl := s.seenInfluence(seat, viewer)
	if s.Done {
		v := float64(infl)
		if s.End == endInfluence && s.winner(seat) {
			v += 100
		}
		if p.Out {
			v -= 50
		}
		return v
	}
	if p.Out {
		return -50
	}
	th := float64(s.threshold())
	v := 3*float64(infl) + 4*min(float64(infl)/th, 1)
	v += 1.5*float64(popcount(p.Special)) + 0.3*float64(p.XP+1)
	v += 0.25 * float64(p.HP-p.Rads)
	v += 0.05 * float64(p.Caps)
	for _, h := range p.Equip {
		if h.Card >= 0 {
			v += 0.5 + 0.03*float64(items[h.Card].Cost)
		}
	}
	for _, h := range p.Inv[:p.NInv] {
		v += 0.2 + 0.03*float64(items[h.Card].Cost)
	}
	return v - s.campLeft(seat)
}

// campLeft charges a survivor in the camp menu: swapping equipment back
// and forth is free, so without a charge a one-step bot could stay in the
// menu forever. Unexhausting must come before the camp ends (camp.go),
// so putting it off gains nothing.
func (s *State) campLeft(seat int) float64 {
	if s.Done || s.Depth == 0 {
		return 0
	}
	f := s.Top()
	if f.Kind != fCamp || int(f.Seat) != seat || f.B != campMenu {
		return 0
	}
	if f.A&campUnexhausted == 0 {
		return 3
	}
	return 1.5
}

// seenInfluence is seat's influence as viewer may know it: exact for the
// viewer's own survivor, otherwise 1 per hidden agenda card plus the
// displayed loyalty card's value (FO-AGENDA-2, FO-LOYAL-6).
func (s *State) seenInfluence(seat, viewer int) int {
	if seat == viewer || s.Done {
		return s.influence(seat)
	}
	p := &s.P[seat]
	n := int(p.NHand)
	if p.Loyal >= 0 {
		n += s.agendaValue(seat, p.Loyal)
	}
	return n
}

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
// "deaths", the survivors killed.
func (s *State) Counts() map[string]int {
	return map[string]int{"deaths": int(s.Deaths)}
}

// EndReason names how the game ended, for simulation reports (sim.Ender):
// "influence" for one winner, "influence, shared" for several (FO-WIN-3/4),
// "takeover: " and the faction's name (both names joined by " and " when
// both reached the last space) when a faction took over (FO-POWER-3),
// "all eliminated" (FO-DEATH-5), "round limit", or "" while it goes on.
func (s *State) EndReason() string {
	switch s.End {
	case endInfluence:
		n := 0
		for p := 0; p < int(s.N); p++ {
			if s.winner(p) {
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
	case endAllOut:
		return "all eliminated"
	case endRoundLimit:
		return "round limit"
	}
	return ""
}
