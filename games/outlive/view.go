package outlive

import "wasteland/engine"

// View is what seat may see.
func (s *State) View(seat engine.Seat) any { return nil }

// Result is the final scoring.
func (s *State) Result() engine.Result { return engine.Result{} }
