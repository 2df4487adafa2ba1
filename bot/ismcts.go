package bot

import (
	"math"
	"sync"

	"wasteland/engine"
)

// DefaultIterations is the budget of "ismcts" given without one.
const DefaultIterations = 1000

// The search's parameters (designed; docs/BOTS.md has their measurements).
const (
	// exploration is the UCB constant for rewards in [0, 1], unless the
	// game's evaluation sets its own (evaluation.exploration).
	exploration = 0.7
	// horizon is the number of moves a rollout plays before it is cut
	// and evaluated, unless the game's evaluation sets its own
	// (evaluation.horizon); a game with an evaluation plays on until the
	// position settles, maxSettleMoves more at most.
	horizon = 20
	// maxDescent bounds the moves of one descent through the tree,
	// forced moves included.
	maxDescent = 4096
	// minScale is the smallest evaluation scale (see searcher.reward).
	minScale = 1e-6
)

// Budget is how much an ISMCTS searches per decision: Iterations, or when
// Millis is set, as many iterations as fit in that many milliseconds (at
// least one), by Options.Now.
type Budget struct {
	Iterations int
	Millis     int
}

// ISMCTS is information-set Monte Carlo tree search (single observer, as
// Cowling, Powley and Whitehouse 2012 describe it): each iteration draws a
// determinization of the position as its seat sees it (State.Resample for
// its own seat, which also reseeds the game's RNG, so dice, draws and tile
// reveals come out differently in each: chance is sampled, not foreseen),
// descends the one tree of the decision by UCB among the options that
// determinization offers (a child's exploration term counts the times it
// was available), adds one node, plays a random rollout cut at a horizon
// (the game's: competitive Fallout rates the position the tree reached as
// soon as it settles, see evaluationOf), and backs up every seat's
// reward: 1 for a win and 0 otherwise in a finished game, else the game's
// evaluation squashed into (0, 1) by a logistic curve whose scale is the
// mean size of the evaluations seen.
// Each node's statistics are those of the seat that moved into it, so
// every opponent is modelled as playing for itself (or, in a co-op game,
// for the team). Decisions with one option are taken without a node. The
// final choice is the most visited root option.
//
// With Options.Workers above one, that many searches run at once, each
// with its own tree and RNG, and their root visits are summed (root
// parallelism). Nodes live in a pool reused from decision to decision.
// ISMCTS reads only what Resample gives it: the state it is handed is
// used to list the seat's options and to be resampled, nothing more.
type ISMCTS struct {
	budget  Budget
	opt     Options
	rng     engine.RNG
	workers []*searcher
	visits  []int64
	values  []float64
	skip    []bool
	// mem holds each position of a Settler game decided in and the
	// options taken there (Memory): back in the same position the search
	// leaves those out while another remains. Unlike Greedy's, it keeps
	// settled positions too: at a Fallout turn's start, declaring loyalty
	// and withdrawing it (FO-LOYAL-5) lead from one settled position to
	// the other, each rated at once, and a search that sees no risk in
	// either would take them in turn for ever. nil until the first.
	mem *Memory
}

// NewISMCTS returns an ISMCTS bot seeded with seed that searches budget
// per decision with opt. A zero budget means DefaultIterations.
func NewISMCTS(seed uint64, budget Budget, opt Options) *ISMCTS {
	if budget.Iterations <= 0 && budget.Millis <= 0 {
		budget.Iterations = DefaultIterations
	}
	return &ISMCTS{budget: budget, opt: opt, rng: engine.NewRNG(seed)}
}

// Choose searches the position as seat sees it and returns the legal
// action visited most. A decision with one option is answered without
// searching.
func (b *ISMCTS) Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	n := max(b.opt.Workers, 1)
	for len(b.workers) < n {
		b.workers = append(b.workers, &searcher{})
	}
	ev := evaluationOf(st)
	key, repeat := b.repeated(st, seat, legal)
	var deadline int64
	if b.budget.Millis > 0 {
		deadline = b.opt.Now() + int64(b.budget.Millis)*1e6
	}
	for w, s := range b.workers[:n] {
		s.prepare(b.rng.Uint64(), st, seat, legal, ev, b.skip)
		if b.budget.Millis <= 0 {
			s.iterations = b.budget.Iterations / n
			if w < b.budget.Iterations%n {
				s.iterations++
			}
		}
	}
	if n == 1 {
		b.workers[0].search(deadline, b.opt.Now)
	} else {
		var wg sync.WaitGroup
		for _, s := range b.workers[:n] {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s.search(deadline, b.opt.Now)
			}()
		}
		wg.Wait()
	}
	b.visits = append(b.visits[:0], make([]int64, len(legal))...)
	b.values = append(b.values[:0], make([]float64, len(legal))...)
	for _, s := range b.workers[:n] {
		for i := range legal {
			c := &s.nodes[i+1]
			b.visits[i] += int64(c.visits)
			b.values[i] += c.value
		}
	}
	best := -1
	for i := range legal {
		if b.skip != nil && b.skip[i] {
			continue
		}
		if best < 0 || b.visits[i] > b.visits[best] || b.visits[i] == b.visits[best] && b.values[i] > b.values[best] {
			best = i
		}
	}
	if repeat {
		b.mem.took(key, st.Option(legal[best]).ID)
	}
	return legal[best]
}

// Remember makes b read and extend m in place of its own Memory (see
// Remembering).
func (b *ISMCTS) Remember(m *Memory) { b.mem = m }

// repeated sets b.skip for a decision in a game with a Settler: the
// options taken before in the same position, as seat sees it, unless that
// leaves none. It reports the position's key and whether the choice is to
// be remembered.
func (b *ISMCTS) repeated(st engine.State, seat engine.Seat, legal []engine.Action) (uint64, bool) {
	b.skip = nil
	if _, ok := st.(Settler); !ok {
		return 0, false
	}
	if b.mem == nil {
		b.mem = &Memory{}
	}
	key := positionKey(st, seat)
	b.skip = b.mem.skips(st, key, legal)
	return key, true
}

// node is one option taken in the tree: the edge from its parent, with
// the statistics of the seat that took it.
type node struct {
	action engine.Action
	mover  engine.Seat
	visits int32 // iterations through this node
	avail  int32 // iterations that reached the parent with this option legal
	value  float64
	child  int32 // first child, or -1
	next   int32 // next sibling, or -1
}

// searcher is one tree's search: its RNG, node pool and buffers, reused
// from decision to decision so that an iteration allocates nothing beyond
// the determinization the game's Resample returns and the nodes it adds.
type searcher struct {
	rng        engine.RNG
	root       engine.State
	seat       engine.Seat
	rootLegal  []engine.Action
	ev         evaluation
	iterations int
	// skip marks the root options the search leaves out (ISMCTS.chosen);
	// nil leaves none out.
	skip []bool
	// det is the current determinization, reused by ResampleInto.
	det engine.State

	nodes   []node
	path    []int32
	legal   []engine.Action
	marks   []bool
	rewards []float64
	// absSum and evals give the mean size of the evaluations seen, the
	// scale of the logistic reward.
	absSum float64
	evals  int
	// ids maps the root's option ids to their index, built only when a
	// determinization lists the root's options as other actions.
	ids map[string]int
}

// prepare readies s for one decision: the root and one child per option.
func (s *searcher) prepare(seed uint64, st engine.State, seat engine.Seat, legal []engine.Action, ev evaluation, skip []bool) {
	s.rng = engine.NewRNG(seed)
	s.root, s.seat, s.rootLegal, s.ev, s.skip = st, seat, legal, ev, skip
	s.absSum, s.evals, s.ids = 0, 0, nil
	s.nodes = append(s.nodes[:0], node{child: -1, next: -1})
	for i, a := range legal {
		next := int32(i + 2)
		if i == len(legal)-1 {
			next = -1
		}
		s.nodes = append(s.nodes, node{action: a, mover: seat, child: -1, next: next})
	}
	s.nodes[0].child = 1
	s.rewards = append(s.rewards[:0], make([]float64, st.Players())...)
}

// search runs s.iterations iterations, or until now() passes deadline
// when that is set, checking the clock every few iterations.
func (s *searcher) search(deadline int64, now func() int64) {
	if deadline == 0 {
		for range s.iterations {
			s.iterate()
		}
	} else {
		for i := 0; i < 1 || i%8 != 0 || now() < deadline; i++ {
			s.iterate()
		}
	}
	s.root = nil
}

// iterate runs one iteration: determinize, descend, expand, roll out,
// back up.
func (s *searcher) iterate() {
	det := s.determinize()
	s.path = append(s.path[:0], 0)
	s.descendRoot(det)
	for moves := 0; moves < maxDescent && !det.Over(); moves++ {
		s.legal = det.Legal(s.legal[:0])
		if len(s.legal) == 1 {
			det.ApplyUnchecked(s.legal[0], nil)
			continue
		}
		if s.step(det) {
			break
		}
	}
	s.rollout(det)
	for _, i := range s.path[1:] {
		n := &s.nodes[i]
		n.visits++
		n.value += s.rewards[n.mover]
	}
}

// determinize returns a determinization of the root for the searcher's
// seat: written into the searcher's own state when the game is a
// ResamplerInto, so that iterations do not allocate one.
func (s *searcher) determinize() engine.State {
	if ri, ok := s.root.(ResamplerInto); ok && s.det != nil && ri.ResampleInto(s.det, s.seat, &s.rng) {
		return s.det
	}
	s.det = s.root.Resample(s.seat, &s.rng)
	return s.det
}

// descendRoot takes the root's step: the determinization offers the same
// options as the real position (Resample keeps the mover's), usually as
// the same actions; otherwise they are matched by option id.
func (s *searcher) descendRoot(det engine.State) {
	s.legal = det.Legal(s.legal[:0])
	same := len(s.legal) == len(s.rootLegal)
	for i := 0; same && i < len(s.legal); i++ {
		same = s.legal[i] == s.rootLegal[i]
	}
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].next {
		s.nodes[c].avail++
	}
	best := s.bestRootChild()
	a := s.rootLegal[best-1]
	if !same {
		a = s.detAction(det, int(best-1))
	}
	s.path = append(s.path, best)
	det.ApplyUnchecked(a, nil)
}

// detAction is the action of det whose option id is that of the root's
// option i.
func (s *searcher) detAction(det engine.State, i int) engine.Action {
	if s.ids == nil {
		s.ids = make(map[string]int, len(s.rootLegal))
		for j, a := range s.rootLegal {
			s.ids[s.root.Option(a).ID] = j
		}
	}
	for _, a := range s.legal {
		if s.ids[det.Option(a).ID] == i {
			return a
		}
	}
	panic("bot: a determinization lacks an option of the position (Resample broke its contract)")
}

// bestRootChild returns the root's child with the highest UCB value;
// unvisited children come first, the first of them.
func (s *searcher) bestRootChild() int32 {
	best, bestU := int32(-1), math.Inf(-1)
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].next {
		if s.skip != nil && s.skip[c-1] {
			continue
		}
		n := &s.nodes[c]
		if n.visits == 0 {
			return c
		}
		u := s.ucb(n)
		if u > bestU {
			best, bestU = c, u
		}
	}
	return best
}

// step takes one step below the root in det, whose options are s.legal:
// it marks the children the options match as available, and either adds
// a child for an option not in the tree yet (and reports true: the
// descent ends there) or follows the available child with the best UCB
// value.
func (s *searcher) step(det engine.State) (expanded bool) {
	cur := s.path[len(s.path)-1]
	mover := det.ToMove()
	s.marks = append(s.marks[:0], make([]bool, len(s.legal))...)
	best, bestU := int32(-1), math.Inf(-1)
	last := int32(-1)
	for c := s.nodes[cur].child; c >= 0; c = s.nodes[c].next {
		last = c
		n := &s.nodes[c]
		if n.mover != mover {
			continue
		}
		i := indexOf(s.legal, n.action)
		if i < 0 {
			continue
		}
		s.marks[i] = true
		n.avail++
		if u := s.ucb(n); u > bestU {
			best, bestU = c, u
		}
	}
	unexpanded := 0
	for _, m := range s.marks {
		if !m {
			unexpanded++
		}
	}
	if unexpanded == 0 {
		s.path = append(s.path, best)
		det.ApplyUnchecked(s.nodes[best].action, nil)
		return false
	}
	k := s.rng.IntN(unexpanded)
	var a engine.Action
	for i, m := range s.marks {
		if !m {
			if k == 0 {
				a = s.legal[i]
				break
			}
			k--
		}
	}
	id := int32(len(s.nodes))
	s.nodes = append(s.nodes, node{action: a, mover: mover, avail: 1, child: -1, next: -1})
	if last < 0 {
		s.nodes[cur].child = id
	} else {
		s.nodes[last].next = id
	}
	s.path = append(s.path, id)
	det.ApplyUnchecked(a, nil)
	return true
}

// ucb is the UCB1 value of a visited node with the evaluation's
// exploration constant, its exploration term counting the iterations in
// which it was available.
func (s *searcher) ucb(n *node) float64 {
	return n.value/float64(n.visits) + s.ev.exploration*math.Sqrt(logOf(n.avail)/float64(n.visits))
}

// logOf is math.Log(float64(k)), read from logs below len(logs): an
// iteration asks it of every child of each node it passes, and most
// counts are small.
func logOf(k int32) float64 {
	if uint32(k) < uint32(len(logs)) {
		return logs[k]
	}
	return math.Log(float64(k))
}

// logs[k] is math.Log(float64(k)).
var logs = func() (l [4096]float64) {
	for k := range l {
		l[k] = math.Log(float64(k))
	}
	return l
}()

// indexOf is the index of a in as, or -1.
func indexOf(as []engine.Action, a engine.Action) int {
	for i, x := range as {
		if x == a {
			return i
		}
	}
	return -1
}

// rollout plays det on with uniformly random choices, to the horizon and
// then until it settles in a game with an evaluation, to the end in one
// without, and sets s.rewards.
func (s *searcher) rollout(det engine.State) {
	limit := maxPlayoutMoves
	if s.ev.value != nil {
		limit = s.ev.horizon
	}
	for m := 0; !det.Over(); m++ {
		if m >= limit && (s.ev.value == nil || m >= limit+maxSettleMoves || s.ev.settled(det)) {
			break
		}
		s.legal = det.Legal(s.legal[:0])
		det.ApplyUnchecked(s.legal[s.rng.IntN(len(s.legal))], nil)
	}
	s.reward(det)
}

// reward sets s.rewards for det: in a finished game 1 for each winner and
// 0 for the others (a shared or team win counts for each), else the
// logistic of each seat's evaluation over the mean size of the
// evaluations seen so far, which keeps rewards in (0, 1) whatever the
// game's units; an unfinished game without an evaluation rates 1/2.
func (s *searcher) reward(det engine.State) {
	if det.Over() {
		clear(s.rewards)
		for _, w := range det.Result().Winners {
			if w >= 0 && int(w) < len(s.rewards) {
				s.rewards[w] = 1
			}
		}
		return
	}
	if s.ev.value == nil {
		for i := range s.rewards {
			s.rewards[i] = 0.5
		}
		return
	}
	if s.ev.values != nil {
		s.ev.values(det, s.rewards)
	} else {
		for i := range s.rewards {
			s.rewards[i] = s.ev.value(det, engine.Seat(i))
		}
	}
	for _, v := range s.rewards {
		s.absSum += math.Abs(v)
		s.evals++
	}
	scale := max(s.absSum/float64(s.evals), minScale)
	for i, v := range s.rewards {
		s.rewards[i] = 1 / (1 + math.Exp(-v/scale))
	}
}
