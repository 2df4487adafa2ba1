package fallout

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// foNew makes a game and returns its state, still in setup.
func foNew(t *testing.T, players int, seed uint64, opts map[string]string) *State {
	t.Helper()
	st, err := Game{}.New(engine.Setup{Players: players, Seed: seed, Options: opts}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// foStarted makes a game and plays its setup: each player takes the
// survivor listed for its seat (or the first one left), the first free
// Crossroads Camp space, and equips the character card. It returns the
// state at the first player's first turn decision.
func foStarted(t *testing.T, players int, seed uint64, survivors ...string) *State {
	t.Helper()
	s := foNew(t, players, seed, nil)
	for s.Round == 0 {
		d := engine.DecisionOf(s)
		id := foFirst(d)
		if d.Prompt == "choose-survivor" && int(d.Seat) < len(survivors) {
			id = "survivor:" + survivors[d.Seat]
		}
		if d.Prompt == "character-card" {
			for _, o := range d.Options {
				if strings.HasPrefix(o.ID, "equip:") {
					id = o.ID
				}
			}
		}
		foApply(t, s, id)
	}
	if s.Prompt() != "turn" {
		t.Fatalf("setup ended at %q", s.Prompt())
	}
	return s
}

// foApply plays option id for the seat to move through the validated path.
func foApply(t *testing.T, s *State, id string) []engine.Event {
	t.Helper()
	evs, err := engine.Apply(s, s.ToMove(), id)
	if err != nil {
		t.Fatalf("%s: %v (options %v)", id, err, foOptions(s))
	}
	if err := s.Check(); err != nil {
		t.Fatalf("after %s: %v", id, err)
	}
	return evs[1:] // the game's events, after the engine's decision event
}

// foReroll marks the dice named in dice ("13": dice 1 and 3) one at a
// time and rerolls them (FO-TEST-3, FO-TEST-4), returning the events of
// the reroll.
func foReroll(t *testing.T, s *State, dice string) []engine.Event {
	t.Helper()
	for _, d := range dice {
		foApply(t, s, "mark:"+string(d))
	}
	return foApply(t, s, "reroll:"+dice)
}

// foRefuse checks that id is not a legal option now.
func foRefuse(t *testing.T, s *State, id string) {
	t.Helper()
	if _, err := engine.Apply(s, s.ToMove(), id); err == nil {
		t.Fatalf("%s was accepted", id)
	}
}

// foOptions lists the ids of the pending decision, sorted.
func foOptions(s *State) []string {
	var ids []string
	for _, o := range engine.DecisionOf(s).Options {
		ids = append(ids, o.ID)
	}
	slices.Sort(ids)
	return ids
}

// foFirst is the smallest option id of decision d: what tests that play
// any option take, whatever order the decision lists them in.
func foFirst(d engine.Decision) string {
	first := d.Options[0].ID
	for _, o := range d.Options {
		first = min(first, o.ID)
	}
	return first
}

// foHas reports whether id is among the pending options.
func foHas(s *State, id string) bool { return slices.Contains(foOptions(s), id) }

// foNode returns the node of a face-up space "tile.space".
func foNode(t *testing.T, s *State, ref string) int8 {
	t.Helper()
	n := s.nodeOf(ref)
	if n == Nowhere {
		t.Fatalf("no face-up space %s", ref)
	}
	return n
}

// foPos returns the layout position at (q, r).
func foPos(t *testing.T, s *State, q, r int) int {
	t.Helper()
	for p, pi := range s.geo().pos {
		if pi.Q == q && pi.R == r {
			return p
		}
	}
	t.Fatalf("no position (%d, %d)", q, r)
	return -1
}

// foPutTile makes tile id lie at (q, r), swapping it with the tile that
// lay there if it is on the map; both keep the face-down state of their
// positions.
func foPutTile(t *testing.T, s *State, q, r int, id string) {
	t.Helper()
	p := foPos(t, s, q, r)
	want := tileIndex(id)
	for o := range s.geo().pos {
		if s.Map[o].Tile == want {
			s.Map[o].Tile, s.Map[p].Tile = s.Map[p].Tile, want
			return
		}
	}
	s.Map[p].Tile = want
}

// tileIndex is the index of the tile with id id.
func tileIndex(id string) int8 {
	for i := range data.Tiles {
		if data.Tiles[i].ID == id {
			return int8(i)
		}
	}
	panic("fallout: unknown tile " + id)
}

// foClearEnemies returns every enemy token to the supply and removes the
// faction tokens.
func foClearEnemies(s *State) {
	for i := range s.Tokens {
		s.placeToken(i, Token{Node: Nowhere, Faction: -1})
	}
}

// foEvents returns the events of type typ.
func foEvents(evs []engine.Event, typ string) []engine.Event {
	var out []engine.Event
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

// foToken returns the index of the first enemy token of type ty in the supply.
func foToken(t *testing.T, s *State, ty int8) int {
	t.Helper()
	for i := 0; i < nEnemies; i++ {
		if enemyType[i] == ty && s.Tokens[i].Node == Nowhere {
			return i
		}
	}
	t.Fatalf("no token of type %d in the supply", ty)
	return -1
}

// foGive moves an asset or loot card of kind k from its deck into seat's
// inventory and returns it.
func foGive(t *testing.T, s *State, seat int, k string) int8 {
	t.Helper()
	for _, pile := range []*Pile{&s.Assets, &s.Loot} {
		for i := 0; i < int(pile.N); i++ {
			c := pile.Cards[i]
			if string(items[c].Kind) == k {
				copy(pile.Cards[i:pile.N], pile.Cards[i+1:pile.N])
				pile.N--
				p := &s.P[seat]
				p.Inv[p.NInv] = Held{Card: c}
				p.NInv++
				foKeep(s)
				return c
			}
		}
	}
	t.Fatalf("no %s card in the decks", k)
	return -1
}

// foGiveAgenda moves an agenda card from the deck into seat's hand: one
// with a faction icon if faction is set, else one without.
func foGiveAgenda(t *testing.T, s *State, seat int, faction bool) int8 {
	t.Helper()
	for i := 0; i < int(s.Agenda.N); i++ {
		c := s.Agenda.Cards[i]
		if (data.Agendas[c].Faction != "") == faction {
			copy(s.Agenda.Cards[i:s.Agenda.N], s.Agenda.Cards[i+1:s.Agenda.N])
			s.Agenda.N--
			p := &s.P[seat]
			p.Hand[p.NHand] = c
			p.NHand++
			s.keepReach(seat)
			return c
		}
	}
	t.Fatalf("no agenda card (faction %v) in the deck", faction)
	return -1
}

// foRandomStates plays games of each player count, seeds 0..games-1, with
// uniformly random options on the fast path, calling visit before every
// decision and once at the end of each game.
func foRandomStates(games int, visit func(s *State)) { foRandomStatesOf(games, nil, visit) }

// foEveryScenarioStates is foRandomStates on every scenario.
func foEveryScenarioStates(games int, visit func(s *State)) {
	for _, sc := range (Game{}).SetupOptions()[0].Values {
		foRandomStatesOf(games, map[string]string{OptScenario: sc.ID}, visit)
	}
}

// foRandomStatesOf is foRandomStates with the setup options opts.
func foRandomStatesOf(games int, opts map[string]string, visit func(s *State)) {
	var buf []engine.Action
	for players := 1; players <= MaxPlayers; players++ {
		for seed := range uint64(games) {
			st, _ := Game{}.New(engine.Setup{Players: players, Seed: seed, Options: opts}, nil)
			s := st.(*State)
			r := engine.NewRNG(seed ^ 0x5eed)
			for !s.Done {
				visit(s)
				buf = s.Legal(buf[:0])
				s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
			}
			visit(s)
		}
	}
}

// outcomeOf reads the outcome setOutcome handed to continuation f (the
// step runner reads its own as runnerArgs.outcome).
func outcomeOf(f *Frame) int8 { return int8(f.ArgsOf(f.Kind).D) }

// foKeep rebuilds what the state keeps of the survivors, the victory
// check's reach (winreach.go) and the lacks (heldtimings.go), after a test
// wrote their cards, perks or letters directly, or exhausted a card.
func foKeep(s *State) {
	s.keepReaches()
	s.keepAllTimings()
}

// setKind installs fk (nil for none) as frame kind k's behaviour for a
// test: in kinds, its Run in the runs advance reads and its Apply in the
// applies ApplyUnchecked reads.
func setKind(k uint8, fk *frameKind) {
	kinds[k], runs[k], applies[k] = fk, nil, nil
	if fk != nil {
		runs[k], applies[k] = fk.Run, fk.Apply
	}
}

// checkCase is a change made to a copy of a valid state, and whether the
// check still takes the state after it.
type checkCase struct {
	name   string
	change func(c *State)
	ok     bool
}

// wantChecks runs check on a copy of s changed by each case: it must pass
// where the case is ok, and otherwise fail with an error that contains
// what.
func wantChecks(t *testing.T, s *State, check func(*State) error, what string, cases []checkCase) {
	t.Helper()
	for _, c := range cases {
		cp := *s
		c.change(&cp)
		err := check(&cp)
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), what) {
			t.Errorf("%s: check: %v", c.name, err)
		}
	}
}

// turnShortcut is a mask the state keeps so that the turn's listing may
// skip a verb: kept reads it, built works it out afresh, may reports
// whether the listing asks the verb, and listed counts the verb's options.
type turnShortcut struct {
	verb        string
	kept, built func(s *State) uint32
	may         func(s *State, ts turnScan) bool
	listed      func(s *State, ts turnScan) int
}

// checkTurnShortcut checks, before every decision of random games on
// every scenario, that sc's kept mask is the one built, in a played, a
// resampled and a decoded state, and, at each turn with an action left,
// that where sc.may rules the verb out it lists nothing. Both answers
// must occur, and a listing must find an option.
func checkTurnShortcut(t *testing.T, sc turnShortcut) {
	t.Helper()
	rng := engine.NewRNG(1)
	n, ruledOut, asked, found := 0, 0, 0, 0
	foEveryScenarioStates(2, func(s *State) {
		n++
		for _, c := range keptWays(t, s, engine.Seat(n%int(s.N)), &rng) {
			if got, want := sc.kept(c.st), sc.built(c.st); got != want {
				t.Fatalf("%s: %s state keeps %b, built %b", sc.verb, c.name, got, want)
			}
		}
		if s.Done || s.Top().Kind != fTurn || s.Actions <= 0 {
			return
		}
		ts := newTurnScan(s, int(s.Top().Seat))
		listed := sc.listed(s, ts)
		if !sc.may(s, ts) {
			ruledOut++
			if listed > 0 {
				t.Fatalf("%s at node %d ruled out, but %d listed (kept %b)", sc.verb, ts.node, listed, sc.kept(s))
			}
			return
		}
		asked++
		if listed > 0 {
			found++
		}
	})
	if ruledOut == 0 || asked == 0 || found == 0 {
		t.Fatalf("%d states: %s ruled out %d times, asked %d, found %d", n, sc.verb, ruledOut, asked, found)
	}
}
