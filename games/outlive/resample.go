package outlive

import "wasteland/engine"

// Resample returns a state that seat cannot tell from s, with everything
// hidden from it redrawn with rng: see resample.go.
func (s *State) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	c := *s
	c.Rng = rng.Split()
	return &c
}
