package fallout

import (
	"math"
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// walkCostsByQueue is walkCosts as it was first written: a walk of the map
// node by node from a queue, each node's cost lowered as cheaper walks
// reach it. walkCosts must give the same costs.
func (s *State) walkCostsByQueue(from int8, dist *[maxNodes]int8) {
	for i := range dist {
		dist[i] = -1
	}
	if from == Nowhere {
		return
	}
	var queue [4 * maxNodes]int8
	head, tail := 0, 0
	dist[from], queue[tail] = 0, from
	tail++
	var buf [24]int8
	for head < tail {
		n := queue[head]
		head++
		for _, x := range s.adjacent(n, buf[:0]) {
			if facedown(x) {
				continue
			}
			d := dist[n] + s.stepCost(x)
			if dist[x] < 0 || d < dist[x] {
				dist[x] = d
				if tail < len(queue) {
					queue[tail] = x
					tail++
				}
			}
		}
	}
}

// hostileAtByTokens is whether an active enemy hostile to seat stands on
// n, as Goals first asked it: hostileNodes must have n just then.
func (s *State) hostileAtByTokens(seat int, n int8) bool {
	for t := range s.Tokens {
		if s.Tokens[t].Node == n && s.foeHostile(seat, t) {
			return true
		}
	}
	return false
}

// expectedDamageByTokens is ExpectedDamage as it was first written,
// asking every token on the map what it adds, wherever it stands.
func (s *State) expectedDamageByTokens(seat engine.Seat) float64 {
	n := s.P[seat].Node
	armor := s.armorOf(int(seat))
	ranged := s.rangedWeapon(int(seat))
	dmg := 0.0
	for t := range s.Tokens {
		if tk := &s.Tokens[t]; tk.Node != Nowhere && tk.Active {
			dmg += s.foeDamage(int(seat), n, t, armor, ranged)
		}
	}
	return dmg
}

// TestExpectedDamage compares ExpectedDamage, to the bit, with the plain
// read of the tokens for every seat on the map in random games of every
// scenario (every fifth decision), and checks that some damage was
// expected.
// rule FO-ACTIV-3, FO-EABIL-RNG-1, FO-EABIL-AGG-1
func TestExpectedDamage(t *testing.T) {
	visits, some := 0, 0
	foEveryScenarioStates(2, func(s *State) {
		if visits++; visits%5 != 0 {
			return
		}
		for seat := range engine.Seat(s.N) {
			if s.P[seat].Node == Nowhere {
				continue
			}
			got, want := s.ExpectedDamage(seat), s.expectedDamageByTokens(seat)
			if math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("ExpectedDamage(%d) = %v, want %v", seat, got, want)
			}
			if got > 0 {
				some++
			}
		}
	})
	if some < 100 {
		t.Errorf("damage expected %d times, want 100 at least", some)
	}
}

// goalsByQueue is Goals as it was first written, over walkCostsByQueue
// and hostileAtByTokens.
func (s *State) goalsByQueue(seat engine.Seat, dst []Goal) []Goal {
	from := s.P[seat].Node
	if from == Nowhere {
		return dst
	}
	var dist [maxNodes]int8
	s.walkCostsByQueue(from, &dist)
	var at [maxNodes]int16 // index in dst + 1 of the space's goal
	start := len(dst)
	mark := func(n int8) *Goal {
		if at[n] == 0 {
			dst = append(dst, Goal{Node: n, Walk: int(dist[n]), Hostile: s.hostileAtByTokens(int(seat), n), AgendaDraws: -1})
			at[n] = int16(len(dst) - start)
		}
		return &dst[start+int(at[n])-1]
	}
	objective := func(n int8, draws int) {
		if dist[n] < 0 {
			return
		}
		g := mark(n)
		g.Objective = true
		g.AgendaDraws = max(g.AgendaDraws, draws)
	}
	g := s.geo()
	for pos := range g.pos {
		for i, sp := range s.face(pos) {
			if n := node(pos, i); sp.enc >= 0 && s.Enc[sp.enc].N > 0 && dist[n] >= 0 {
				mark(n).Encounter = true
			}
		}
	}
	for q := range data.Quests {
		if s.Quests[q] != inPlay {
			continue
		}
		for o := range data.Quests[q].Objectives {
			ob := &data.Quests[q].Objectives[o]
			if !ob.Action || !s.canAttempt(int(seat), ob) {
				continue
			}
			draws := agendaDraws(ob)
			if n, ok := s.objectiveSpace(ob, q); ok {
				if n != Nowhere && s.metAt(int(seat), ob.Requires, q, n) {
					objective(n, draws)
				}
				continue
			}
			for pos := range g.pos {
				for i := range s.face(pos) {
					if n := node(pos, i); dist[n] >= 0 && s.metAt(int(seat), ob.Requires, q, n) {
						objective(n, draws)
					}
				}
			}
		}
	}
	return dst
}

// objectiveSpace, agendaDraws and canAttempt are goalsByQueue's, as Goals
// first had them. objectiveSpace is the one space objective ob of quest q
// can be taken in when a requirement names it ("at", or "at-marker" with
// the quest's marker on the map; Nowhere when it is not), and false when
// any space might do.
func (s *State) objectiveSpace(ob *content.Objective, q int) (int8, bool) {
	for i := range ob.Requires {
		switch c := &ob.Requires[i]; c.Kind {
		case "at":
			return s.nodeOf(c.Space), true
		case "at-marker":
			for _, m := range s.Marker {
				if int(m.Quest) == q {
					return m.Node, true
				}
			}
			return Nowhere, true
		}
	}
	return Nowhere, false
}

// agendaDraws is the number of agenda cards quest objective ob's results
// draw (FO-RESULT-7).
func agendaDraws(ob *content.Objective) int {
	n := 0
	for i := range ob.Results {
		if e := &ob.Results[i]; e.Kind == "draw" && e.Deck == content.AgendaDeck {
			n += max(e.N, 1)
		}
	}
	return n
}

// canAttempt reports whether seat could take objective ob's steps: the
// Caps it pays (FO-QUEST-5).
func (s *State) canAttempt(seat int, ob *content.Objective) bool {
	for i := range ob.Steps {
		if st := &ob.Steps[i]; st.Kind == "pay" && int(s.P[seat].Caps) < st.N {
			return false
		}
	}
	return true
}

// TestGoalsReference compares Goals with goalsByQueue for every seat on
// the map in random games of every scenario (every fifth decision).
// rule FO-ACT-5, FO-ENC-1, FO-QUEST-1
func TestGoalsReference(t *testing.T) {
	visits, goals, objectives := 0, 0, 0
	foEveryScenarioStates(2, func(s *State) {
		if visits++; visits%5 != 0 {
			return
		}
		for seat := range engine.Seat(s.N) {
			got, want := s.Goals(seat, nil), s.goalsByQueue(seat, nil)
			if !slices.Equal(got, want) {
				t.Fatalf("Goals(%d) = %+v, want %+v", seat, got, want)
			}
			goals += len(got)
			for _, g := range got {
				if g.Objective {
					objectives++
				}
			}
		}
	})
	if goals < 1000 || objectives < 100 {
		t.Errorf("%d goals compared, %d of them objectives; want 1,000 and 100 at least", goals, objectives)
	}
}

// TestWalkCosts compares walkCosts from every face-up space, and
// hostileNodes on every space for every seat, with the plain walk and the
// plain read of the tokens, in random games of every scenario (every
// fifth decision).
// rule FO-MOVE-1, FO-TERRAIN-1, FO-ACT-5
func TestWalkCosts(t *testing.T) {
	visits, walks := 0, 0
	foEveryScenarioStates(2, func(s *State) {
		if visits++; visits%5 != 0 {
			return
		}
		g := s.geo()
		for pos := range g.pos {
			for i := range s.face(pos) {
				n := node(pos, i)
				var got, want [maxNodes]int8
				s.walkCosts(n, &got)
				s.walkCostsByQueue(n, &want)
				walks++
				if got != want {
					t.Fatalf("walkCosts from %s: %v, want %v", s.nodeName(n), got, want)
				}
				for seat := range int(s.N) {
					hostile := s.hostileNodes(seat)
					if got, want := hostile.Has(n), s.hostileAtByTokens(seat, n); got != want {
						t.Fatalf("hostileNodes(%d) has %s: %v, want %v", seat, s.nodeName(n), got, want)
					}
				}
			}
		}
	})
	if walks < 1000 {
		t.Errorf("%d walks compared, want 1,000 at least", walks)
	}
	t.Logf("%d positions, %d walks compared", visits/5, walks)
}
