package outlive

import "wasteland/engine"

// Numbers of a game for simulation reports (package sim).

// Tags labels a seat for simulation reports: its leader.
func (s *State) Tags(seat engine.Seat) map[string]string {
	if seat < 0 || int(seat) >= int(s.N) || s.P[seat].Leader < 0 {
		return nil
	}
	return map[string]string{"leader": Rules.Leaders[s.P[seat].Leader].ID}
}

// Rounds is the number of rounds begun.
func (s *State) Rounds() int { return int(s.Round) }

// ScoreParts splits seat's survival points into their parts for
// simulation reports (sim.Scorer): "events", "rooms", "radiation",
// "survivors", "repaired", "pairs" (OL-SCORE-1..6, Score); they sum to
// Result's score.
func (s *State) ScoreParts(seat engine.Seat) map[string]int {
	if seat < 0 || int(seat) >= int(s.N) {
		return nil
	}
	b := s.Score(int(seat))
	return map[string]int{"events": b.Events, "rooms": b.Rooms, "radiation": b.Radiation,
		"survivors": b.Survivors, "repaired": b.Repaired, "pairs": b.Pairs}
}

// FirstPlayer is the start player now (OL-SETUP-11, OL-LOC-FRT-1); turns
// go from them clockwise, to the next seat up (sim.FirstPlayerer).
func (s *State) FirstPlayer() engine.Seat { return engine.Seat(s.Start) }
