package bot

import "wasteland/engine"

// DefaultPlayouts is the number of random playouts Greedy runs per option
// when the game has no evaluation (Evaluate).
const DefaultPlayouts = 4

// maxPlayoutMoves stops a playout in a game that does not end.
const maxPlayoutMoves = 100_000

// DefaultSamples is the number of determinizations Greedy averages over in
// a game whose positions settle (Settler).
const DefaultSamples = 4

// maxSettleMoves bounds the moves Greedy plays after an option while the
// position has not settled.
const maxSettleMoves = 64

// Settler is an optional interface of a game's State, for games whose
// decisions are followed by chance and by small decisions that finish them
// (Fallout: a fight's dice and rerolls, an encounter's options). Settled
// reports whether the position is a fair one to evaluate: nothing the last
// decision began is still being resolved. Greedy averages over several
// determinizations; deciding in a settled position, it plays on from each
// option, every seat choosing by one-ply Evaluate, until the position
// settles again. In a position that has not settled it looks one decision
// ahead, as those moves do.
type Settler interface {
	Settled() bool
}

// Greedy looks one decision ahead. It determinizes the state for its seat
// with Resample, plays each legal option on a copy and keeps the best by
// Evaluate (an option that begins a choice made in steps, Stepper, by the
// best way to finish it); in a game without an evaluation, it scores an option by random playouts to
// the end (see PlayoutValue). In a Settler game it averages the values of
// Samples determinizations (two when both give every option the same
// value) and, deciding in a settled position, plays each option on until
// the position settles again. Ties go to its RNG.
type Greedy struct {
	// Playouts is the number of playouts per option when the game has no
	// evaluation; 0 means DefaultPlayouts.
	Playouts int
	// Samples is the number of determinizations in a Settler game; 0 means
	// DefaultSamples.
	Samples int
	rng     engine.RNG
	buf     []engine.Action
	buf2    []engine.Action
	vals    []float64
	first   []float64
	// mem holds the positions Greedy decided in since its last settled
	// one and the options it took there (Memory); nil until the first.
	mem *Memory
}

// NewGreedy returns a Greedy bot seeded with seed.
func NewGreedy(seed uint64) *Greedy { return &Greedy{rng: engine.NewRNG(seed)} }

// Choose returns the legal action with the best value for seat. A decision
// with one option is answered without looking.
func (b *Greedy) Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	samples, settler, settle := 1, false, false
	if s, ok := st.(Settler); ok {
		samples, settler, settle = b.Samples, true, s.Settled()
		if samples <= 0 {
			samples = DefaultSamples
		}
	}
	b.vals = append(b.vals[:0], make([]float64, len(legal))...)
	seen := make([]bool, len(legal))
	key, skip := uint64(0), []bool(nil)
	if b.mem == nil {
		b.mem = &Memory{}
	}
	if settler && settle {
		b.mem.forget()
	}
	if settler && !settle {
		key = positionKey(st, seat)
		skip = b.mem.skips(st, key, legal)
	}
	for k := 0; k < samples; k++ {
		det := st.Resample(seat, &b.rng)
		b.buf = det.Legal(b.buf[:0])
		own := matchActions(st, legal, det, b.buf)
		if k == 1 {
			b.first = append(b.first[:0], b.vals...)
		}
		ss := stepSearch{root: det}
		for i, a := range b.buf {
			if own[i] >= 0 && (skip == nil || !skip[own[i]]) {
				b.vals[own[i]] += b.value(det, a, seat, settle, &ss)
				seen[own[i]] = true
			}
		}
		if k == 1 && sameValues(b.first, b.vals) {
			break
		}
	}
	best, ties := -1, 0
	var bestVal float64
	for i, v := range b.vals {
		if !seen[i] {
			continue
		}
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
	if settler && !settle {
		b.mem.took(key, st.Option(legal[best]).ID)
	}
	return legal[best]
}

// Remember makes b read and extend m in place of its own Memory (see
// Remembering).
func (b *Greedy) Remember(m *Memory) { b.mem = m }

// sameValues reports whether a second determinization gave every option
// the value the first did: after two samples, total is twice first.
func sameValues(first, total []float64) bool {
	for i := range first {
		if total[i] != 2*first[i] {
			return false
		}
	}
	return true
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

// value plays a on a copy of det and rates the outcome for seat, through
// the steps of a choice a begins (ss, whose root is det); with settle set
// it first plays on until the position settles.
func (b *Greedy) value(det engine.State, a engine.Action, seat engine.Seat, settle bool, ss *stepSearch) float64 {
	c := det.Clone()
	c.ApplyUnchecked(a, nil)
	if st, ok := c.(Settler); ok && settle {
		b.settle(c, st)
	}
	if v, ok := ss.rate(c, seat); ok {
		return v
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

// settle plays st on until it settles, the game ends or maxSettleMoves
// were played: each mover takes the option with the best one-ply Evaluate
// for its seat (through the steps of a choice, stepSearch, whose best
// completion it then plays), the first of equal ones.
func (b *Greedy) settle(st engine.State, s Settler) {
	var ss stepSearch
	for n := 0; n < maxSettleMoves && !st.Over() && !s.Settled(); n++ {
		mover := st.ToMove()
		if ss.root != nil && inStep(st, mover) {
			if a, ok := ss.next(st); ok {
				st.ApplyUnchecked(a, nil)
				continue
			}
		}
		b.buf2 = st.Legal(b.buf2[:0])
		best, bestVal := b.buf2[0], 0.0
		ss = stepSearch{root: st}
		for i, a := range b.buf2 {
			if len(b.buf2) == 1 {
				break
			}
			c := st.Clone()
			c.ApplyUnchecked(a, nil)
			if v, _ := ss.rate(c, mover); i == 0 || v > bestVal {
				best, bestVal = a, v
			}
		}
		st.ApplyUnchecked(best, nil)
	}
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
