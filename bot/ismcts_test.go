package bot

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

func TestParseKind(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Kind
		err  string // a part of the error, "" for none
	}{
		{"random", Kind{Name: "random"}, ""},
		{"greedy", Kind{Name: "greedy"}, ""},
		{"ismcts", Kind{Name: "ismcts", Iterations: DefaultIterations}, ""},
		{"ismcts:2000", Kind{Name: "ismcts", Iterations: 2000}, ""},
		{"ismcts:100ms", Kind{Name: "ismcts", Millis: 100}, ""},
		{"ismcts:2s", Kind{Name: "ismcts", Millis: 2000}, ""},
		{"ismcts:0", Kind{}, "between 1 and"},
		{"ismcts:-5", Kind{}, "between 1 and"},
		{"ismcts:1.5s", Kind{}, "a number of iterations"},
		{"ismcts:fast", Kind{}, "a number of iterations"},
		{"ismcts:0ms", Kind{}, "a number of iterations"},
		{"ismcts:3601s", Kind{}, "a number of iterations"},
		{"greedy:10", Kind{}, "takes no budget"},
		{"perfect", Kind{}, `unknown bot "perfect"`},
		{"", Kind{}, "unknown bot"},
	} {
		got, err := ParseKind(c.in)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("ParseKind(%q): %v", c.in, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseKind(%q) error = %v, want one containing %q", c.in, err, c.err)
		case got != c.want:
			t.Errorf("ParseKind(%q) = %+v, want %+v", c.in, got, c.want)
		}
		if err == nil {
			if back, err := ParseKind(got.String()); err != nil || back != got {
				t.Errorf("ParseKind(%q.String() = %q) = %+v, %v", c.in, got.String(), back, err)
			}
		}
	}
}

// TestTimeBudgetNeedsClock: package bot reads no clock, so a time budget
// without Options.Now is refused; with one the search stops when the
// clock passes the budget.
func TestTimeBudgetNeedsClock(t *testing.T) {
	if _, err := New("ismcts:100ms", 1); err == nil || !strings.Contains(err.Error(), "clock") {
		t.Fatalf("New without a clock: %v", err)
	}
	var now int64
	ticks := 0
	clock := func() int64 { ticks++; now += 1e6; return now } // 1 ms per reading
	b, err := NewWith("ismcts:50ms", 1, Options{Now: clock})
	if err != nil {
		t.Fatal(err)
	}
	st := midgame(t, outlive.Game{}, 2, 3, 40)
	b.Choose(st, st.ToMove(), st.Legal(nil))
	// 50 readings of 1 ms each, one every 8 iterations after the first.
	if ticks < 45 || ticks > 55 {
		t.Errorf("the clock was read %d times for a 50 ms budget at 1 ms a reading", ticks)
	}
}

// TestISMCTSDeterministic: with an iteration budget the same seed and
// position give the same choice, with one worker or several (each
// worker count its own choice, repeatable).
func TestISMCTSDeterministic(t *testing.T) {
	for _, g := range []engine.Game{outlive.Game{}, fallout.Game{}} {
		st := midgame(t, g, 3, 5, 60)
		legal := st.Legal(nil)
		for _, workers := range []int{1, 3} {
			first := ""
			for range 3 {
				b, _ := NewWith("ismcts:200", 9, Options{Workers: workers})
				id := st.Option(b.Choose(st, st.ToMove(), legal)).ID
				if first == "" {
					first = id
				} else if id != first {
					t.Errorf("%s, %d workers: chose %s, then %s", g.Name(), workers, first, id)
				}
			}
		}
	}
}

// peeking is a state whose Resample does not redraw anything: a search
// over it sees the real hands, decks and future dice.
type peeking struct{ engine.State }

func (p peeking) Resample(engine.Seat, *engine.RNG) engine.State { return p.State.Clone() }

// TestHiddenInfoCheckCatchesPeekingSearch: ismcts searching the real state
// instead of its seat's resamples is caught by the same check that passes
// the honest bots (checkSameChoices, hiddenInfoLeaks).
func TestHiddenInfoCheckCatchesPeekingSearch(t *testing.T) {
	newBot := func(seed uint64) Bot { b, _ := New("ismcts:48", seed); return b }
	wrap := func(s engine.State) engine.State { return peeking{s} }
	if n := hiddenInfoLeaks(t, newBot, wrap); n == 0 {
		t.Error("a search that reads the real deck was not caught")
	}
}

// guard is the position a bot is handed, letting it use only what its
// seat may see: the pending decision, its own View and Resample for that
// seat. It keeps the game's optional interfaces (Evaluator, Settler)
// visible, so that the bot finds them, but evaluating the real position
// fails.
type guard struct {
	engine.State
	t    *testing.T
	seat engine.Seat
}

func (g guard) forbid(what string) {
	g.t.Helper()
	g.t.Fatalf("the bot of seat %d called %s on the real position", g.seat, what)
}
func (g guard) View(s engine.Seat) any {
	if s != g.seat {
		g.forbid("View of another seat")
	}
	return g.State.View(s)
}
func (g guard) Resample(s engine.Seat, rng *engine.RNG) engine.State {
	if s != g.seat {
		g.forbid("Resample for another seat")
	}
	return g.State.Resample(s, rng)
}
func (g guard) Clone() engine.State                            { g.forbid("Clone"); return nil }
func (g guard) MarshalBinary() ([]byte, error)                 { g.forbid("MarshalBinary"); return nil, nil }
func (g guard) ApplyUnchecked(engine.Action, *engine.Recorder) { g.forbid("ApplyUnchecked") }
func (g guard) Result() engine.Result                          { g.forbid("Result"); return engine.Result{} }
func (g guard) Evaluate(engine.Seat) float64                   { g.forbid("Evaluate"); return 0 }

// settledGuard is guard for a game with Settled, which it lets through:
// whether the pending decision finishes a turn's is the seat's own
// decision's kind, which the seat knows.
type settledGuard struct{ guard }

func (g settledGuard) Settled() bool { return g.State.(Settler).Settled() }

// guarded wraps st for seat's bot.
func guarded(t *testing.T, st engine.State, seat engine.Seat) engine.State {
	g := guard{State: st, t: t, seat: seat}
	if _, ok := st.(Settler); ok {
		return settledGuard{g}
	}
	return g
}

// TestISMCTSPlaysWithinItsView plays short games of ismcts against greedy
// (Outlive at 2 players, a few rounds of Fallout at 2 and solo): the
// search runs to the end of each game and touches the real position only
// through its own seat's decision and Resample. This checks that it runs,
// not how well it plays (docs/BOTS.md measures that).
func TestISMCTSPlaysWithinItsView(t *testing.T) {
	for _, c := range []struct {
		name  string
		g     engine.Game
		setup engine.Setup
		kinds []string
	}{
		{"outlive", outlive.Game{}, engine.Setup{Players: 2, Seed: 4}, []string{"ismcts:40", "greedy"}},
		{"fallout", fallout.Game{}, engine.Setup{Players: 2, Seed: 4, Options: map[string]string{fallout.OptRounds: "8"}}, []string{"greedy", "ismcts:40"}},
		{"fallout solo", fallout.Game{}, engine.Setup{Players: 1, Seed: 4, Options: map[string]string{fallout.OptRounds: "8"}}, []string{"ismcts:40"}},
	} {
		st, err := c.g.New(c.setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]Bot, len(c.kinds))
		for s, k := range c.kinds {
			bots[s], _ = New(k, SeedFor(c.setup.Seed, s))
		}
		var legal []engine.Action
		searched := 0
		for moves := 0; !st.Over(); moves++ {
			if moves > 20_000 {
				t.Fatalf("%s: no end after %d moves", c.name, moves)
			}
			seat := st.ToMove()
			legal = st.Legal(legal[:0])
			view := st
			if _, ok := bots[seat].(*ISMCTS); ok {
				view = guarded(t, st, seat)
				if len(legal) > 1 {
					searched++
				}
			}
			st.ApplyUnchecked(bots[seat].Choose(view, seat, legal), nil)
		}
		if searched < 10 {
			t.Errorf("%s: ismcts searched only %d decisions", c.name, searched)
		}
		t.Logf("%s: %d decisions searched, result %v", c.name, searched, st.Result().Scores)
	}
}

// TestResampleIntoIsResample: for both games, ResampleInto gives the
// state Resample returns (the same bytes) and refuses the receiver itself.
func TestResampleIntoIsResample(t *testing.T) {
	for _, g := range []engine.Game{outlive.Game{}, fallout.Game{}} {
		for i, moves := range []int{0, 30, 200} {
			st := midgame(t, g, 2+i, uint64(i), moves)
			ri, ok := st.(ResamplerInto)
			if !ok {
				t.Fatalf("%s has no ResampleInto", g.Name())
			}
			dst := st.Clone()
			for seat := engine.Seat(-1); int(seat) < st.Players(); seat++ {
				r1, r2 := engine.NewRNG(uint64(seat)+9), engine.NewRNG(uint64(seat)+9)
				want, _ := st.Resample(seat, &r1).MarshalBinary()
				if !ri.ResampleInto(dst, seat, &r2) {
					t.Fatalf("%s: ResampleInto refused a state of its game", g.Name())
				}
				got, _ := dst.MarshalBinary()
				if string(got) != string(want) || r1 != r2 {
					t.Errorf("%s, %d moves, seat %d: ResampleInto differs from Resample", g.Name(), moves, seat)
				}
			}
			before, _ := st.MarshalBinary()
			r := engine.NewRNG(1)
			refused := !ri.ResampleInto(st, 0, &r)
			after, _ := st.MarshalBinary()
			if !refused || string(before) != string(after) {
				t.Errorf("%s: ResampleInto into the receiver itself", g.Name())
			}
		}
	}
}

// unsettled is a toy position that never settles (a Settler), as a
// Fallout camp menu does not while a survivor swaps equipment.
type unsettled struct{ engine.State }

func (u unsettled) Settled() bool       { return false }
func (u unsettled) Clone() engine.State { return unsettled{u.State.Clone()} }
func (u unsettled) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	return unsettled{u.State.Resample(seat, rng)}
}

// settled is a toy position that is always settled (a Settler), as a
// Fallout turn's start is while a survivor declares and withdraws loyalty.
type settled struct{ engine.State }

func (u settled) Settled() bool       { return true }
func (u settled) Clone() engine.State { return settled{u.State.Clone()} }
func (u settled) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	return settled{u.State.Resample(seat, rng)}
}

// TestISMCTSDoesNotGoRound: deciding again and again in the same
// position, settled or not, ismcts takes every option once before it
// takes one again, so moves that undo each other cannot loop for ever.
func TestISMCTSDoesNotGoRound(t *testing.T) {
	for name, st := range map[string]engine.State{
		"unsettled": unsettled{newToy(t, 3, 2)},
		"settled":   settled{newToy(t, 3, 2)},
	} {
		t.Run(name, func(t *testing.T) {
			legal := st.Legal(nil)
			if len(legal) < 2 {
				t.Fatalf("%d options", len(legal))
			}
			for seed := uint64(1); seed <= 8; seed++ {
				b, _ := New("ismcts:30", seed)
				seen := map[string]bool{}
				for range legal {
					id := st.Option(b.Choose(st, st.ToMove(), legal)).ID
					if seen[id] {
						t.Fatalf("seed %d: took %s twice before every option of %d once", seed, id, len(legal))
					}
					seen[id] = true
				}
				b.Choose(st, st.ToMove(), legal) // all taken: the position starts afresh
			}
		})
	}
}

// TestISMCTSLeavesLoyaltyAlone: at the start of a turn a survivor may
// declare loyalty with a faction card and withdraw it (FO-LOYAL-1,
// FO-LOYAL-5) as often as they like before the first action. Each leads
// to a settled position rated at once, and ismcts:10000 took the two in
// turn for ever in game 0 of `sim fallout --players 2 --bots
// ismcts:10000,greedy --seed 2` (move 120 on). From that position, for
// the rest of the seat's turn or 12 decisions, it takes no option twice in
// the same position: one bot for the whole turn, and a new bot for every
// decision that is handed the seat's Memory, as the server makes them
// (without it, ismcts:30 went round 10,000 moves in a server test).
// rule FO-LOYAL-5
func TestISMCTSLeavesLoyaltyAlone(t *testing.T) {
	ids, err := os.ReadFile("testdata/loyalty-loop.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		fresh bool // a new bot for every decision, sharing one Memory
	}{
		{"one bot", false},
		{"a bot per decision", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			st, err := fallout.Game{}.New(engine.Setup{Players: 2, Seed: 10905525725756348110}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range strings.Fields(string(ids)) {
				a, err := engine.Find(st, id)
				if err != nil {
					t.Fatal(err)
				}
				engine.Play(st, a, nil)
			}
			var mem Memory
			b, err := New("ismcts:10000", 1)
			if err != nil {
				t.Fatal(err)
			}
			seat := st.ToMove()
			taken := map[string]bool{}
			var played []string
			for st.ToMove() == seat && len(played) < 12 {
				if c.fresh {
					b, _ = New("ismcts:10000", uint64(len(played)+1))
					b.(Remembering).Remember(&mem)
				}
				id := st.Option(b.Choose(st, seat, st.Legal(nil))).ID
				played = append(played, id)
				at := fmt.Sprint(positionKey(st, seat), id)
				if taken[at] {
					t.Fatalf("took %s again in the same position: %v", id, played)
				}
				taken[at] = true
				a, _ := engine.Find(st, id)
				engine.Play(st, a, nil)
			}
		})
	}
}

// TestSearchParameters: competitive Fallout searches with its own horizon
// and UCB constant; Outlive and co-op Fallout keep the package's, the
// ones docs/BOTS.md measured them with.
func TestSearchParameters(t *testing.T) {
	ol, err := outlive.Game{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fo, _ := startedFallout(t, "")
	coop, _ := startedFallout(t, fallout.VariantCoop)
	for _, c := range []struct {
		name        string
		st          engine.State
		horizon     int
		exploration float64
	}{
		{"outlive", ol, horizon, exploration},
		{"fallout", fo, falloutHorizon, falloutExploration},
		{"fallout co-op", coop, horizon, exploration},
	} {
		ev := evaluationOf(c.st)
		if ev.horizon != c.horizon || ev.exploration != c.exploration {
			t.Errorf("%s: horizon %d, exploration %v; want %d, %v", c.name, ev.horizon, ev.exploration, c.horizon, c.exploration)
		}
	}
}

// TestLogOf checks that the table logOf reads gives math.Log's values to
// the bit, below the table's end and beyond it, so that UCB chooses as
// with math.Log.
func TestLogOf(t *testing.T) {
	for _, k := range []int32{1, 2, 3, 100, 4095, 4096, 4097, 10_000, 1 << 30} {
		if got, want := logOf(k), math.Log(float64(k)); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("logOf(%d) = %v, want %v", k, got, want)
		}
	}
	for k := range int32(len(logs)) {
		if math.Float64bits(logOf(k)) != math.Float64bits(math.Log(float64(k))) {
			t.Fatalf("logOf(%d) = %v, want %v", k, logOf(k), math.Log(float64(k)))
		}
	}
}
