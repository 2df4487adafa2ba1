package bot

import (
	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// Evaluator is an optional interface of a game's State for games that
// carry their own evaluation (a test game): Evaluate estimates how good the
// position is for seat (higher is better).
type Evaluator interface {
	Evaluate(seat engine.Seat) float64
}

// Evaluate estimates how good position st is for seat (higher is better)
// by the evaluation the bots keep for st's game: Fallout's and Outlive's
// here, or the state's own Evaluator. It reports false for a game without
// one. It reads st without changing it; call it on a state resampled for
// seat (engine.State.Resample) so that it sees nothing hidden from seat.
func Evaluate(st engine.State, seat engine.Seat) (float64, bool) {
	switch s := st.(type) {
	case *fallout.State:
		if s.Team() {
			return evaluateFalloutCoop(s, seat), true
		}
		return evaluateFallout(s, seat), true
	case *outlive.State:
		return evaluateOutlive(s, seat), true
	case Evaluator:
		return s.Evaluate(seat), true
	}
	return 0, false
}
