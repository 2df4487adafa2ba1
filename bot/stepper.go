package bot

import "wasteland/engine"

// Stepper is an optional interface of a game's State whose composite
// choices come as steps, one decision each (an Outlive build: the room,
// then the payment; a Fallout reroll: marking dice, then rerolling them).
// InStep reports whether the pending decision continues a choice its seat
// began and has not finished, so that rating the position alone would
// miss what the choice is for: Greedy then rates it by its best
// completion (stepSearch). StepKey identifies, among the positions of one
// such choice, the steps taken so far, however ordered (the set of marked
// dice): Greedy rates each once. In such a position, StepAfter tells what
// legal action a does to the choice: goes on with it (goesOn, key being
// the StepKey of the position a leads to), finishes it (the reroll of the
// marked dice, a payment), or neither: a leaves the choice for one of the
// options its first position offers too (keeping the dice, using a card,
// unmarking the last marked die).
type Stepper interface {
	InStep() bool
	StepKey() uint64
	StepAfter(a engine.Action) (key uint64, goesOn, finishes bool)
}

// maxStepDepth bounds how many steps of one choice Greedy looks through.
const maxStepDepth = 8

// stepSearch rates the options of one decision, its root, for a seat
// through the steps of the choices they begin: an option that leaves the
// seat in the middle of a choice is worth the best way to finish it. The
// zero value is ready for a root; it keeps what it learns about the
// root's choices, so the root's options share it.
type stepSearch struct {
	root  engine.State // the decision whose options are rated
	known map[uint64]stepValue
}

// stepValue is the rating of one step of a choice and the action that
// leads to its best completion.
type stepValue struct {
	v    float64
	ok   bool
	best engine.Action
}

// next returns the action toward the best completion of the choice st is
// in, when complete rated st's step for this root; ok is false otherwise.
func (ss *stepSearch) next(st engine.State) (engine.Action, bool) {
	r, ok := ss.known[st.(Stepper).StepKey()]
	return r.best, ok && r.ok
}

// inStep reports whether st waits for seat in the middle of a choice.
func inStep(st engine.State, seat engine.Seat) bool {
	sp, ok := st.(Stepper)
	return ok && !st.Over() && st.ToMove() == seat && sp.InStep()
}

// rate is Evaluate of c, a position an option of the root led to, for
// seat; when seat is in the middle of a choice there, it is the best
// rating of the ways to finish it (complete). ok is false when the game
// has no evaluation.
func (ss *stepSearch) rate(c engine.State, seat engine.Seat) (float64, bool) {
	if inStep(c, seat) {
		if v, ok := ss.complete(c, seat, 0); ok {
			return v, true
		}
	}
	return Evaluate(c, seat)
}

// complete is the best Evaluate for seat over the ways to finish the
// choice seat is making in st: each option is played on a copy and a
// position still in the choice is rated the same way. An option that
// leaves the choice for one its first position offers too (keeping the
// dice, using a card) is not rated here: the root rates it. Each step
// (StepKey) is rated once; steps beyond maxStepDepth are not followed.
func (ss *stepSearch) complete(st engine.State, seat engine.Seat, depth int) (float64, bool) {
	key := st.(Stepper).StepKey()
	if r, ok := ss.known[key]; ok || depth >= maxStepDepth {
		return r.v, r.ok
	}
	if ss.known == nil {
		ss.known = map[uint64]stepValue{}
	}
	ss.known[key] = stepValue{} // a step that leads back here adds nothing
	var best stepValue
	sp := st.(Stepper)
	for _, a := range st.Legal(nil) {
		var r stepValue
		k, goesOn, finishes := sp.StepAfter(a)
		if known, ok := ss.known[k]; goesOn && ok {
			r = known
		} else if goesOn || finishes {
			c := st.Clone()
			c.ApplyUnchecked(a, nil)
			if goesOn {
				r.v, r.ok = ss.complete(c, seat, depth+1)
			} else {
				r.v, r.ok = Evaluate(c, seat)
			}
		}
		if r.ok && (!best.ok || r.v > best.v) {
			best = stepValue{v: r.v, ok: true, best: a}
		}
	}
	ss.known[key] = best
	return best.v, best.ok
}
