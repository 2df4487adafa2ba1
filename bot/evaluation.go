package bot

import (
	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// evaluation is how the search rates a position of one game: the only
// place ismcts learns about a game beyond the engine contract.
type evaluation struct {
	// value estimates how good st is for seat, higher is better, from what
	// seat may see (st is a determinization); nil when the game has no
	// evaluation, and rollouts then run to the end. In a co-op game it
	// rates the team's position, the same for every seat: the search then
	// maximizes the team reward, as a finished game's reward
	// (Result.Winners: every seat or none) already is.
	value func(st engine.State, seat engine.Seat) float64
	// values, when set, writes value(st, seat) of every seat into out
	// (one entry a seat), sharing what the seats' values have in common.
	values func(st engine.State, out []float64)
	// settled reports whether st is a fair position to evaluate: nothing a
	// decision began (dice, rerolls, an encounter) is still being
	// resolved. A rollout cut at its horizon plays on until it settles.
	settled func(st engine.State) bool
	// horizon is the number of moves a rollout plays before it is cut and
	// evaluated (then played on until it settles).
	horizon int
	// exploration is the UCB constant of the search.
	exploration float64
}

// The search's parameters for competitive Fallout (designed; measured in
// docs/BOTS.md). Its evaluation already rates where a position is heading
// (agenda goals, the objective or encounter within reach, the damage
// waiting at the end of the round), and a random Fallout move often
// ruins a position (a fight walked into, gear dropped), so a rollout
// rates the position the tree reached once it settles, without random
// moves first. The evaluations of Fallout positions differ by a small
// part of their mean size (a point of influence against a survivor's
// whole worth), so the rewards of one decision's options lie close
// together and a small exploration constant lets the search tell them
// apart. A turn is many decisions of one seat in a row (MP bought, steps,
// actions), and an option that leads to more of them is rated by the mean
// of its subtree: with visits spread evenly over its children, that mean
// falls below its best line, and ending the turn, whose line has no such
// choices, looked best: at a constant of 0.1 ismcts took "end" first in 31
// of 138 turns with an agenda card to draw within reach (greedy in none),
// at 0.03 in 10 of them. A constant of 0.03 keeps the visits on each
// node's best children.
const (
	falloutHorizon     = 0
	falloutExploration = 0.03
)

// evaluationOf returns the evaluation of st's game: Evaluate when the
// bots keep one for it (hasEvaluation), and the state's Settled (Settler)
// when it has one; without a Settler every position is settled. The
// search's horizon and exploration are the package's (horizon,
// exploration), competitive Fallout's its own (falloutHorizon,
// falloutExploration), and competitive Fallout's value adds the race
// (evaluateFalloutRace) to Evaluate. It looks only at st's type and, for Fallout, at
// whether the game is co-op, which every seat knows: nothing hidden is
// read.
func evaluationOf(st engine.State) evaluation {
	e := evaluation{settled: alwaysSettled, horizon: horizon, exploration: exploration}
	if hasEvaluation(st) {
		e.value = evaluateValue
	}
	if _, ok := st.(Settler); ok {
		e.settled = settlerSettled
	}
	if s, ok := st.(*fallout.State); ok && !s.Team() {
		e.horizon, e.exploration = falloutHorizon, falloutExploration
		e.value, e.values = evaluateFalloutRace, evaluateFalloutRaces
	}
	return e
}

// hasEvaluation reports whether Evaluate rates st's game, by st's type
// alone.
func hasEvaluation(st engine.State) bool {
	switch st.(type) {
	case *fallout.State, *outlive.State, Evaluator:
		return true
	}
	return false
}

func alwaysSettled(engine.State) bool { return true }

func settlerSettled(st engine.State) bool { return st.(Settler).Settled() }

func evaluateValue(st engine.State, seat engine.Seat) float64 {
	v, _ := Evaluate(st, seat)
	return v
}

// ResamplerInto is an optional interface of a game's State for search:
// ResampleInto is Resample writing into dst, a state of the same game
// that it overwrites, so that one state serves all the determinizations
// of a search. The same state, seat and rng give dst exactly the state
// Resample returns. It reports false and changes nothing when dst cannot
// take the result (another game's state, or the receiver itself).
type ResamplerInto interface {
	ResampleInto(dst engine.State, seat engine.Seat, rng *engine.RNG) bool
}
