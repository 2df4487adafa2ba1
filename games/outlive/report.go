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
