package outlive

import "wasteland/engine"

// VisitAP is the AP left to seat's hero acting on its location now (a
// visit gives as many AP as the hero's strength, OL-OVR-2), or 0 when no
// visit of seat's is pending. The bots' evaluation (package bot) counts
// unspent AP as worth something.
func (s *State) VisitAP(seat engine.Seat) int {
	if s.Depth > 0 && isVisitPrompt(s.Top().Kind) && s.Visit.Seat == int8(seat) {
		return int(s.Visit.AP)
	}
	return 0
}
