package outlive

import "wasteland/engine"

// View is what seat may see.
func (s *State) View(seat engine.Seat) any { return nil }
