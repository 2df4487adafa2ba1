package bot

import (
	"wasteland/engine"
)

// DefaultPlayouts is the number of random playouts Greedy runs per option
// when the game has no Evaluator.
const DefaultPlayouts = 4

// maxPlayoutMoves stops a playout in a game that does not end.
const maxPlayoutMoves = 100_000

// Greedy looks one decision ahead. It determinizes the state for its seat
// with Resample, plays each legal option on a copy and keeps the best by the
// game's Evaluator; without one, it scores an option by random playouts to
// the end (see PlayoutValue). Ties go to its RNG.
type Greedy struct {
	// Playouts is the number of playouts per option when the game has no
	// Evaluator; 0 means DefaultPlayouts.
	Playouts int
	rng      engine.RNG
	buf      []engine.Action
	buf2     []engine.Action
}

// NewGreedy returns a Greedy bot seeded with seed.
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Choose returns the legal action with the best value for seat. A decision
// with one option is answered without looking.
func (b *Greedy) Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	det := st.Resample(seat, &b.rng)
	b.buf = det.Legal(b.buf[:0])
	own := matchActions(st, legal, det, b.buf)
	best, ties := -1, 0
	var bestVal float64
	for i, a := range b.buf {
		if own[i] < 0 {
			continue
		}
		v := b.value(det, a, seat)
		switch {
		case best < 0 || v > bestVal:
			best, bestVal, ties = i, v, 1
		case v == bestVal:
			ties++
			if b.rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	if best < 0 {
		return legal[b.rng.IntN(len(legal))]
	}
	return legal[own[best]]
}

// matchActions maps each action of the determinized state's list to the
// index of the same option in legal, or -1. Resample keeps the mover's
// options; when the two lists hold the same actions in the same order they
// are taken as equal without building option ids.
func matchActions(st engine.State, legal []engine.Action, det engine.State, dl []engine.Action) []int {
	own := make([]int, len(dl))
	same := len(dl) == len(legal)
	for i := range dl {
		if same && dl[i] != legal[i] {
			same = false
		}
	}
	if same {
		for i := range own {
			own[i] = i
		}
		return own
	}
	ids := make(map[string]int, len(legal))
	for i, a := range legal {
		ids[st.Option(a).ID] = i
	}
	for i, a := range dl {
		j, ok := ids[det.Option(a).ID]
		if !ok {
			j = -1
		}
		own[i] = j
	}
	return own
}

// value plays a on a copy of det and rates the outcome for seat.
func (b *Greedy) value(det engine.State, a engine.Action, seat engine.Seat) float64 {
	c := det.Clone()
	c.ApplyUnchecked(a, nil)
	if e, ok := c.(Evaluator); ok {
		return e.Evaluate(seat)
	}
	if c.Over() {
		return PlayoutValue(c.Result(), seat)
	}
	n := b.Playouts
	if n <= 0 {
		n = DefaultPlayouts
	}
	var sum float64
	for k := 0; k < n; k++ {
		p := c
		if k < n-1 {
			p = c.Clone()
		}
		sum += PlayoutValue(b.playout(p), seat)
	}
	return sum / float64(n)
}

// playout plays st to the end with uniformly random choices.
func (b *Greedy) playout(st engine.State) engine.Result {
	for move := 0; !st.Over() && move < maxPlayoutMoves; move++ {
		b.buf2 = st.Legal(b.buf2[:0])
		st.ApplyUnchecked(b.buf2[b.rng.IntN(len(b.buf2))], nil)
	}
	if !st.Over() {
		return engine.Result{}
	}
	return st.Result()
}

// PlayoutValue rates a finished game for seat: 1 for a win (shared or not),
// 0 otherwise, plus the seat's score margin over the best other seat divided
// by 1000, so that among equal outcomes a larger margin counts more.
func PlayoutValue(r engine.Result, seat engine.Seat) float64 {
	if int(seat) < 0 || int(seat) >= len(r.Scores) {
		return 0
	}
	var v float64
	for _, w := range r.Winners {
		if w == seat {
			v = 1
		}
	}
	best, found := 0, false
	for i, s := range r.Scores {
		if engine.Seat(i) != seat && (!found || s > best) {
			best, found = s, true
		}
	}
	return v + float64(r.Scores[seat]-best)/1000
}
