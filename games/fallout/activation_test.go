package fallout

import (
	"bytes"
	"slices"
	"testing"

	"wasteland/engine"
)

// actGame sets up a game of n players and plays the setup decisions with
// their first options, up to the first turn decision.
func actGame(t *testing.T, n int, opts map[string]string) *State {
	t.Helper()
	st, err := Game{}.New(engine.Setup{Players: n, Seed: 11, Options: opts}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for !s.Done && s.Top().Kind != fTurn {
		d := engine.DecisionOf(s)
		if _, err := engine.Apply(s, d.Seat, foFirst(d)); err != nil {
			t.Fatal(err)
		}
	}
	if s.Done {
		t.Fatal("the game ended during setup")
	}
	return s
}

// actFixture is a game of n players at the first turn decision with no
// enemy on the map, seat 0 the first player, every survivor at full HP
// without rads, in the spaces named (one per seat).
func actFixture(t *testing.T, n int, spaces ...string) *State {
	t.Helper()
	s := actGame(t, n, nil)
	for i := range s.Tokens {
		s.placeToken(i, Token{Node: Nowhere, Faction: -1})
	}
	// Seat 0 is the first player, at the start of their turn.
	s.First, s.Turn = 0, 0
	s.Top().Seat = 0
	for p := 0; p < n; p++ {
		s.P[p].HP, s.P[p].Rads = 16, 0
		s.P[p].Node = actNode(t, s, spaces[p])
	}
	return s
}

// actNode is the node named ref: "t01.a", or a face-down tile "q0r-1".
func actNode(t *testing.T, s *State, ref string) int8 {
	t.Helper()
	for p := range s.geo().pos {
		for i := 0; i < nodesPerPos; i++ {
			if n := node(p, i); s.valid(n) && s.nodeName(n) == ref {
				return n
			}
		}
	}
	t.Fatalf("no node %s", ref)
	return Nowhere
}

// actToken is the standard token with id id.
func actToken(t *testing.T, id string) int {
	t.Helper()
	for i := range data.Enemies {
		if data.Enemies[i].ID == id {
			return i
		}
	}
	t.Fatalf("no enemy %s", id)
	return -1
}

// actPut puts enemy id on space ref, face up or down; it returns the token.
func actPut(t *testing.T, s *State, id, ref string, active bool) int {
	t.Helper()
	tk := actToken(t, id)
	s.placeToken(tk, Token{Node: actNode(t, s, ref), Active: active, Faction: -1})
	return tk
}

// actFaction puts a token of faction f on space ref; it returns the slot.
func actFaction(t *testing.T, s *State, f int8, ref string) int {
	t.Helper()
	for i := nEnemies; i < maxTokens; i++ {
		if s.Tokens[i].Node == Nowhere {
			s.placeToken(i, Token{Node: actNode(t, s, ref), Active: true, Faction: f})
			return i
		}
	}
	t.Fatal("no free faction slot")
	return -1
}

// actFightSeen is a fight the stub fight frame saw: who, against which
// token, started by what (fight.go's fight* causes), at range or not.
type actFightSeen struct {
	Seat, Token int
	Cause       int8
	Ranged      bool
}

// actStubFight replaces fight.go's fFight for the test with a frame that
// records each fight and then calls effect (if any).
func actStubFight(t *testing.T, effect func(s *State, f Frame, rec *engine.Recorder)) *[]actFightSeen {
	t.Helper()
	old := kinds[fFight]
	seen := &[]actFightSeen{}
	setKind(fFight, &frameKind{Name: "stub-fight", Run: func(s *State, f Frame, rec *engine.Recorder) {
		a := fightOf(&f)
		*seen = append(*seen, actFightSeen{int(f.Seat), a.enemy, a.cause, a.ranged})
		if effect != nil {
			effect(s, f, rec)
		}
	}})
	t.Cleanup(func() { setKind(fFight, old) })
	return seen
}

// actRun pushes the activation of icon (and, with flip, the flip of its
// inactive enemies, as round.go does) and runs it to the next decision.
func actRun(t *testing.T, s *State, icon int8, flip bool) []engine.Event {
	t.Helper()
	rec := &engine.Recorder{}
	if flip {
		s.PushAll(activateArgs{icon: icon}.frame(s.First), iconArgs{icon: icon}.frame(fFlipType, s.First))
	} else {
		s.Push(activateArgs{icon: icon}.frame(s.First))
	}
	s.advance(rec)
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return rec.Events
}

// actPlay plays option id for seat and checks the state.
func actPlay(t *testing.T, s *State, seat int, id string) []engine.Event {
	t.Helper()
	evs, err := engine.Apply(s, engine.Seat(seat), id)
	if err != nil {
		t.Fatalf("%s: %v (options %v)", id, err, actOptions(s))
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return evs[1:] // the game's events, after the engine's decision event
}

// actOptions lists the pending decision's option ids.
func actOptions(s *State) []string {
	var out []string
	for _, o := range engine.DecisionOf(s).Options {
		out = append(out, o.ID)
	}
	slices.Sort(out)
	return out
}

// actEvents returns the data of the events of type typ.
func actEvents[T any](evs []engine.Event, typ string) []T {
	var out []T
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e.Data.(T))
		}
	}
	return out
}

// actIdle reports whether the activation is over: the turn decision is back on top.
func actIdle(s *State) bool { return s.Top().Kind == fTurn }

// rule FO-ACTIV-3, FO-ACTIV-6, FO-MAP-8, FO-TERRAIN-3: with no survivor in
// reach an enemy moves exactly one space toward the nearest survivor, each
// activation, onto and across a face-down tile counted as one space.
func TestActivationMovesOneSpace(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	tk := actPut(t, s, "dune-strider", "t03.a", true)
	seen := actStubFight(t, nil)
	for _, want := range []string{"t03.b", "q0r-1", "t01.a", "t01.a"} {
		evs := actRun(t, s, int8(enemyType[tk]), false)
		if got := s.nodeName(s.Tokens[tk].Node); got != want || !actIdle(s) {
			t.Fatalf("enemy in %s, want %s", got, want)
		}
		if mv := actEvents[EnemyMoved](evs, "enemy-moved"); want != "t01.a" || len(mv) > 0 {
			if len(mv) != 1 || mv[0].To != want || mv[0].Steps != 1 || mv[0].ChosenBy != -1 {
				t.Fatalf("moves %+v", mv)
			}
		}
	}
	// Arrived, it does not fight in the activation it moved in (FO-ACTIV-9);
	// in the next it fights instead of moving.
	if len(*seen) != 1 || (*seen)[0] != (actFightSeen{0, tk, fightActivation, false}) {
		t.Fatalf("fights %+v", *seen)
	}
}

// rule FO-ACTIV-4, FO-ACTIV-9, FO-TERRAIN-3: the nearest survivor is the
// target; the enemy enters difficult terrain as any space; a non-Aggressive
// enemy that moves into a survivor's space does not fight.
func TestActivationNearestSurvivor(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t02.a")
	tk := actPut(t, s, "dune-strider", "t02.b", true)
	seen := actStubFight(t, nil)
	evs := actRun(t, s, 0, false)
	a := actEvents[EnemyActivated](evs, "enemy-activated")
	if len(a) != 1 || a[0].Target != 1 || a[0].Distance != 1 || a[0].Action != "move" || s.nodeName(s.Tokens[tk].Node) != "t02.a" {
		t.Fatalf("activated %+v, enemy in %s", a, s.nodeName(s.Tokens[tk].Node))
	}
	if len(*seen) != 0 {
		t.Fatalf("fights %+v", *seen)
	}
	// Toward seat 0 alone, through the difficult Ash Flats (t02.c).
	s.P[1].Node = actNode(t, s, "t01.b")
	s.moveToken(tk, actNode(t, s, "t02.b"))
	actRun(t, s, 0, false)
	if got := s.nodeName(s.Tokens[tk].Node); got != "t02.c" {
		t.Fatalf("enemy in %s, want t02.c", got)
	}
}

// rule FO-ACTIV-9, FO-EABIL-AGG-1, FO-EABIL-AGG-2: an Aggressive enemy that
// moves into a survivor's space fights at once, the one with fewer
// remaining HP there.
func TestActivationAggressiveMovesIn(t *testing.T) {
	s := actFixture(t, 3, "t01.a", "t01.a", "t03.d")
	s.P[0].HP, s.P[0].Rads = 14, 2 // 12 remaining
	s.P[1].HP, s.P[1].Rads = 10, 1 // 9 remaining
	tk := actPut(t, s, "dust-hound", "t01.b", true)
	seen := actStubFight(t, nil)
	evs := actRun(t, s, 0, false)
	a := actEvents[EnemyActivated](evs, "enemy-activated")
	if len(a) != 1 || a[0].Action != "charge" || a[0].Target != 1 {
		t.Fatalf("activated %+v", a)
	}
	if s.nodeName(s.Tokens[tk].Node) != "t01.a" || len(*seen) != 1 || (*seen)[0] != (actFightSeen{1, tk, fightActivation, false}) {
		t.Fatalf("enemy in %s, fights %+v", s.nodeName(s.Tokens[tk].Node), *seen)
	}
}

// rule FO-ACTIV-4, FO-ACTIV-5, FO-FIRST-4, FO-GOLD-3, FO-HP-5
// test FO-EX-ACTIV-2
func TestActivationTargetTies(t *testing.T) {
	s := actFixture(t, 3, "t02.c", "t03.d", "t01.c")
	// X (seat 0) 10/5: 5 remaining; Y (seat 2) 8/1: 7 remaining; both 2
	// spaces away. The lower remaining HP is the target, not the lower HP.
	s.P[0].HP, s.P[0].Rads = 10, 5
	s.P[2].HP, s.P[2].Rads = 8, 1
	tk := actPut(t, s, "dune-strider", "t01.a", true)
	actStubFight(t, nil)
	evs := actRun(t, s, 0, false)
	a := actEvents[EnemyActivated](evs, "enemy-activated")
	if len(a) != 1 || a[0].Target != 0 || a[0].Distance != 2 || s.nodeName(s.Tokens[tk].Node) != "t01.b" {
		t.Fatalf("activated %+v, enemy in %s", a, s.nodeName(s.Tokens[tk].Node))
	}
	// Both 5 remaining: the earlier in turn order from the first player.
	// With seat 1 first, the order is 1, 2, 0: Y. Two spaces are equally
	// short steps toward Y (t01.c): the first player chooses.
	s.P[2].HP, s.P[2].Rads = 6, 1
	s.First = 1
	s.moveToken(tk, actNode(t, s, "t01.a"))
	actRun(t, s, 0, false)
	d := engine.DecisionOf(s)
	if d.Seat != 1 || d.Prompt != "activation-choice" || !slices.Equal(actOptions(s), []string{"step:t01.b", "step:t01.d"}) {
		t.Fatalf("decision %+v", d)
	}
	evs = actPlay(t, s, 1, "step:t01.d")
	mv := actEvents[EnemyMoved](evs, "enemy-moved")
	if len(mv) != 1 || mv[0].To != "t01.d" || mv[0].Target != 2 || mv[0].Steps != 2 || mv[0].ChosenBy != 1 || !actIdle(s) {
		t.Fatalf("moved %+v", mv)
	}
}

// rule FO-ACTIV-3, FO-EABIL-RNG-1, FO-EABIL-RNG-3: a Ranged enemy fights an
// adjacent survivor instead of moving; with one survivor in its space and
// one adjacent, the one with fewer remaining HP.
func TestActivationRanged(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t01.b")
	tk := actPut(t, s, "toll-bandit", "t01.b", true)
	s.P[1].Node = actNode(t, s, "t03.d")
	seen := actStubFight(t, nil)
	actRun(t, s, 1, false)
	if s.nodeName(s.Tokens[tk].Node) != "t01.b" || len(*seen) != 1 || (*seen)[0].Seat != 0 {
		t.Fatalf("enemy in %s, fights %+v", s.nodeName(s.Tokens[tk].Node), *seen)
	}
	// Seat 1 in its space with 10 remaining, seat 0 adjacent with 8.
	s.P[1].Node, s.P[1].HP = actNode(t, s, "t01.b"), 10
	s.P[0].HP = 8
	actRun(t, s, 1, false)
	if len(*seen) != 2 || (*seen)[1].Seat != 0 {
		t.Fatalf("fights %+v", *seen)
	}
	// A non-Ranged enemy in the same place only fights the survivor in its space.
	tk2 := actPut(t, s, "scrap-raider", "t01.b", true)
	s.placeToken(tk, Token{Node: Nowhere, Faction: -1})
	actRun(t, s, 1, false)
	if len(*seen) != 3 || (*seen)[2] != (actFightSeen{1, tk2, fightActivation, false}) {
		t.Fatalf("fights %+v", *seen)
	}
}

// rule FO-ACTIV-1, FO-ACTIV-3, FO-ACTIV-10, FO-INACT-3, FO-ROUND-2, FO-AGENDA-3
// test FO-EX-ACTIV-1
func TestActivationAgendaCard(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	mover := actPut(t, s, "scrap-raider", "t03.a", true)
	hidden := actPut(t, s, "chem-fiend", "t03.d", false)
	mole := actPut(t, s, "servo-butler", "t01.a", true)
	seen := actStubFight(t, nil)
	// The top agenda card shows human, then robot (ag01).
	card := int8(-1)
	for i := 0; i < int(s.Agenda.N); i++ {
		if data.Agendas[s.Agenda.Cards[i]].ID == "ag01" {
			card = int8(i)
		}
	}
	if card < 0 {
		t.Fatal("ag01 is not in the deck")
	}
	top := s.Agenda.N - 1
	s.Agenda.Cards[card], s.Agenda.Cards[top] = s.Agenda.Cards[top], s.Agenda.Cards[card]
	rec := &engine.Recorder{}
	s.Push(Frame{Kind: fRoundEnd, Seat: s.First})
	s.advance(rec)
	var order []string
	for _, e := range rec.Events {
		switch e.Type {
		case "activation-started":
			order = append(order, "start:"+e.Data.(ActivationStarted).Icon)
		case "enemy-activated":
			ev := e.Data.(EnemyActivated)
			order = append(order, ev.Enemy.Token+":"+ev.Action)
		case "enemies-flipped":
			ev := e.Data.(EnemiesFlipped)
			for _, f := range ev.Flipped {
				order = append(order, "flip:"+f.Token)
			}
		}
	}
	want := []string{"start:human", "scrap-raider:move", "flip:chem-fiend", "start:robot", "servo-butler:fight"}
	if !slices.Equal(order, want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	// The flipped Marauder did not act; the Mole Rat fought instead of moving.
	if s.nodeName(s.Tokens[hidden].Node) != "t03.d" || !s.Tokens[hidden].Active || s.nodeName(s.Tokens[mover].Node) != "t03.b" {
		t.Fatalf("tokens %+v %+v", s.Tokens[hidden], s.Tokens[mover])
	}
	if len(*seen) != 1 || (*seen)[0] != (actFightSeen{0, mole, fightActivation, false}) {
		t.Fatalf("fights %+v", *seen)
	}
	if s.Revealed != -1 || data.Agendas[s.AgendaDiscard.Cards[s.AgendaDiscard.N-1]].ID != "ag01" {
		t.Fatal("the card was not discarded after the activation")
	}
}

// rule FO-INACT-3, FO-ACTIV-10
// test FO-EX-ACTIV-3
func TestActivationReplacementStaysDown(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	victim := actPut(t, s, "dune-strider", "t01.a", true)
	other := actPut(t, s, "salt-crab", "t03.d", false)
	repl := actToken(t, "glowfly-swarm")
	// The survivor kills the creature; fight.go puts a replacement face
	// down, marked Fresh while its type activates.
	actStubFight(t, func(s *State, f Frame, rec *engine.Recorder) {
		s.placeToken(fightOf(&f).enemy, Token{Node: Nowhere, Faction: -1})
		s.placeToken(repl, Token{Node: actNode(t, s, "t02.c"), Faction: -1, Fresh: true})
	})
	actRun(t, s, 0, true)
	if s.Tokens[victim].Node != Nowhere || !s.Tokens[other].Active {
		t.Fatalf("victim %+v, other %+v", s.Tokens[victim], s.Tokens[other])
	}
	if r := s.Tokens[repl]; r.Active || r.Fresh || s.nodeName(r.Node) != "t02.c" {
		t.Fatalf("replacement %+v", r)
	}
}

// rule FO-ACTIV-2, FO-FIRST-4: while some enemy would fight, the first
// player chooses which enemy of the type acts next; enemies that only move
// cannot affect each other and move without a choice.
func TestActivationOrder(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t03.d")
	s.First = 1
	fighter := actPut(t, s, "dune-strider", "t01.a", true)
	mover := actPut(t, s, "glowfly-swarm", "t03.a", true)
	seen := actStubFight(t, nil)
	actRun(t, s, 0, false)
	d := engine.DecisionOf(s)
	if d.Seat != 1 || !slices.Equal(actOptions(s), []string{"activate:dune-strider:t01.a", "activate:glowfly-swarm:t03.a"}) {
		t.Fatalf("decision %+v", d)
	}
	evs := actPlay(t, s, 1, "activate:glowfly-swarm:t03.a")
	if len(actEvents[EnemyMoved](evs, "enemy-moved")) != 1 || len(*seen) != 1 || (*seen)[0].Token != fighter || !actIdle(s) {
		t.Fatalf("fights %+v", *seen)
	}
	// Only moves: no choice, both move.
	s.moveToken(fighter, actNode(t, s, "t03.a"))
	s.moveToken(mover, actNode(t, s, "t03.b"))
	evs = actRun(t, s, 0, false)
	if !actIdle(s) || len(actEvents[EnemyMoved](evs, "enemy-moved")) != 2 || s.nodeName(s.Tokens[mover].Node) != "t03.d" {
		t.Fatalf("events %+v", evs)
	}
}

// rule FO-ACTIV-7, FO-ACTIV-2: several attacks on one survivor are ordered
// by that survivor; the first player orders them against the other
// enemies.
func TestActivationAttackOrder(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t02.a")
	a := actPut(t, s, "dune-strider", "t02.a", true)
	b := actPut(t, s, "salt-crab", "t02.a", true)
	seen := actStubFight(t, nil)
	actRun(t, s, 0, false)
	if d := engine.DecisionOf(s); d.Seat != 1 || !slices.Equal(actOptions(s), []string{"activate:dune-strider:t02.a", "activate:salt-crab:t02.a"}) {
		t.Fatalf("decision %+v %v", d, actOptions(s))
	}
	actPlay(t, s, 1, "activate:salt-crab:t02.a")
	if !actIdle(s) || len(*seen) != 2 || (*seen)[0].Token != b || (*seen)[1].Token != a {
		t.Fatalf("fights %+v", *seen)
	}
	// A third enemy fights seat 0: the first player chooses between it and
	// the attacks on seat 1, then seat 1 orders those.
	c := actPut(t, s, "shale-mantis", "t01.a", true)
	*seen = nil
	actRun(t, s, 0, false)
	if d := engine.DecisionOf(s); d.Seat != 0 || !slices.Equal(actOptions(s), []string{"activate:shale-mantis:t01.a", "attacks:" + s.survivorRef(1)}) {
		t.Fatalf("decision %+v %v", d, actOptions(s))
	}
	actPlay(t, s, 0, "attacks:"+s.survivorRef(1))
	if d := engine.DecisionOf(s); d.Seat != 1 || len(d.Options) != 2 {
		t.Fatalf("decision %+v", d)
	}
	actPlay(t, s, 1, "activate:dune-strider:t02.a")
	if d := engine.DecisionOf(s); d.Seat != 0 || !slices.Equal(actOptions(s), []string{"activate:salt-crab:t02.a", "activate:shale-mantis:t01.a"}) {
		t.Fatalf("decision %+v %v", d, actOptions(s))
	}
	actPlay(t, s, 0, "activate:shale-mantis:t01.a")
	if !actIdle(s) || len(*seen) != 3 || (*seen)[0].Token != a || (*seen)[1].Token != c || (*seen)[2].Token != b {
		t.Fatalf("fights %+v", *seen)
	}
}

// rule FO-ACTIV-3, FO-ACTIV-8: after a fight the other enemies act on the
// new situation: a survivor killed by the first attack is gone from the
// space, so the second enemy moves toward the nearest survivor instead.
func TestActivationAfterDeath(t *testing.T) {
	s := actFixture(t, 2, "t02.a", "t03.d")
	a := actPut(t, s, "dune-strider", "t02.a", true)
	b := actPut(t, s, "salt-crab", "t02.a", true)
	actions := s.Actions
	seen := actStubFight(t, func(s *State, f Frame, rec *engine.Recorder) {
		s.harm(int(f.Seat), 16, 0, harmSource{cause: harmFight}, rec)
	})
	actRun(t, s, 0, false)
	actPlay(t, s, 0, "activate:dune-strider:t02.a")
	// The survivor respawns in Crossroads Camp (death.go).
	actPlay(t, s, 0, "respawn:t01.a")
	if !actIdle(s) || len(*seen) != 1 || (*seen)[0].Token != a {
		t.Fatalf("fights %+v", *seen)
	}
	if got := s.nodeName(s.Tokens[b].Node); got == "t02.a" || s.Actions != actions {
		t.Fatalf("second enemy in %s, actions %d", got, s.Actions)
	}
}

// rule FO-ACTIV-11, FO-ACTIV-12, FO-LOYAL-3, FO-ACTIV-1, FO-FACTION-3: a
// faction's tokens activate on its icon, ignore the survivors loyal to
// it, and stay put with nobody else to target.
func TestActivationLoyalSurvivors(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t01.b")
	star := actFaction(t, s, 0, "t01.a") // the Guild Enforcer: Ranged
	heart := actFaction(t, s, 1, "t03.a")
	s.P[0].Loyal = actAgenda(t, s, 0, "ag01") // ★
	s.keepReach(0)
	seen := actStubFight(t, nil)
	// A type's activation leaves the faction tokens alone.
	actRun(t, s, 0, false)
	if len(*seen) != 0 {
		t.Fatalf("fights %+v", *seen)
	}
	evs := actRun(t, s, iconStar, false)
	a := actEvents[EnemyActivated](evs, "enemy-activated")
	if len(a) != 1 || a[0].Target != 1 || !slices.Equal(a[0].Loyal, []int{0}) || len(*seen) != 1 || (*seen)[0] != (actFightSeen{1, star, fightActivation, true}) {
		t.Fatalf("activated %+v, fights %+v", a, *seen)
	}
	// Everyone loyal: no target, no move.
	s.P[1].Loyal = actAgenda(t, s, 1, "ag03")
	s.keepReach(1)
	evs = actRun(t, s, iconStar, false)
	if a := actEvents[EnemyActivated](evs, "enemy-activated"); len(a) != 1 || a[0].Action != "idle" || a[0].Target != -1 || len(*seen) != 1 || s.nodeName(s.Tokens[star].Node) != "t01.a" {
		t.Fatalf("activated %+v", a)
	}
	// The ♥ token is not loyal-bound by ★ cards: it moves toward them.
	from := s.Tokens[heart].Node
	actRun(t, s, iconHeart, false)
	if s.Tokens[heart].Node == from {
		t.Fatal("the ♥ token did not move")
	}
}

// actAgenda takes agenda card id out of wherever it is (deck, discard or a
// hand) for seat to hold; it returns the card.
func actAgenda(t *testing.T, s *State, seat int, id string) int8 {
	t.Helper()
	c := int8(-1)
	for i := range data.Agendas {
		if data.Agendas[i].ID == id {
			c = int8(i)
		}
	}
	if c < 0 {
		t.Fatalf("no agenda %s", id)
	}
	for _, pl := range []*Pile{&s.Agenda, &s.AgendaDiscard} {
		for i := 0; i < int(pl.N); i++ {
			if pl.Cards[i] == c {
				copy(pl.Cards[i:pl.N], pl.Cards[i+1:pl.N])
				pl.N--
				return c
			}
		}
	}
	for p := 0; p < int(s.N); p++ {
		h := &s.P[p]
		for i := 0; i < int(h.NHand); i++ {
			if h.Hand[i] == c {
				copy(h.Hand[i:h.NHand], h.Hand[i+1:h.NHand])
				h.NHand--
				s.keepReach(p)
				return c
			}
		}
		if h.Loyal == c {
			h.Loyal = -1
			s.keepReach(p)
			return c
		}
	}
	t.Fatalf("agenda %s is out of the game", id)
	return -1
}

// rule FO-INACT-3, FO-EABIL-AGG-4: an inactive Aggressive enemy in a
// survivor's space is flipped after its type activated and does not fight.
func TestActivationFlippedDoNotAct(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	tk := actPut(t, s, "dust-hound", "t01.a", false)
	seen := actStubFight(t, nil)
	evs := actRun(t, s, 0, true)
	if !s.Tokens[tk].Active || len(*seen) != 0 || len(actEvents[EnemyActivated](evs, "enemy-activated")) != 0 {
		t.Fatalf("token %+v, fights %+v", s.Tokens[tk], *seen)
	}
}

// The activation's hot path does not allocate without a recorder.
func TestActivationNoAlloc(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t03.d")
	actPut(t, s, "dune-strider", "t02.b", true)
	actPut(t, s, "glowfly-swarm", "t03.a", true)
	actPut(t, s, "burrow-hog", "q0r1", true)
	saved := *s
	allocs := testing.AllocsPerRun(50, func() {
		*s = saved
		s.Push(activateArgs{icon: 0}.frame(s.First))
		s.advance(nil)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations", allocs)
	}
}

// TestIconTokens checks the token slots listed for each activation icon
// against the slots read one by one: a type's standard tokens, or every
// faction slot. rule FO-ACTIV-1
func TestIconTokens(t *testing.T) {
	for icon := range iconHeart + 1 {
		var want []int
		for tk := range maxTokens {
			if (tk < nEnemies && enemyType[tk] == icon) || (tk >= nEnemies && icon >= iconStar) {
				want = append(want, tk)
			}
		}
		if got := iconTokens(icon); !slices.Equal(got, want) || len(got) == 0 {
			t.Errorf("icon %d: tokens %v, want %v", icon, got, want)
		}
	}
}

// TestLeftToken: bit r of an activation's participant mask stands for the
// token of rank r (rankOf), and a bit with no token of the icon behind it
// for none, so walking the mask from its lowest bit walks the icon's
// tokens in slot order. rule FO-ACTIV-1
func TestLeftToken(t *testing.T) {
	for icon := range iconHeart + 1 {
		tokens := iconTokens(icon)
		for r := range 16 {
			tk, ok := leftToken(tokens, r)
			if ok != (r < len(tokens)) || (ok && (int(rankOf(tk)) != r || (r > 0 && tokens[r-1] >= tk))) {
				t.Errorf("icon %d, bit %d: token %d, %v (rank %d)", icon, r, tk, ok, rankOf(tk))
			}
		}
	}
}

// TestLeftPending: for the token at each bit of a participant mask
// (leftToken), leftPending answers as pendingEnemy, which also asks the
// bit and the icon, on the tokens of random games; both answers occur.
// rule FO-ACTIV-1, FO-INACT-3
func TestLeftPending(t *testing.T) {
	var seen [2]int
	foRandomStates(3, func(s *State) {
		for icon := range iconHeart + 1 {
			tokens := iconTokens(icon)
			for r := range 16 {
				tk, ok := leftToken(tokens, r)
				if !ok {
					break
				}
				d := activateArgs{icon: icon, left: 1 << r, started: true}
				got, want := s.leftPending(d, tk), s.pendingEnemy(d, tk)
				if got != want {
					t.Fatalf("icon %d, token %d %+v: leftPending %v, pendingEnemy %v", icon, tk, s.Tokens[tk], got, want)
				}
				seen[b2i(want)]++
			}
		}
	})
	if seen[0] == 0 || seen[1] == 0 {
		t.Errorf("pending %d, not pending %d: both must occur", seen[1], seen[0])
	}
}

// TestQuietActivationKeepsIntents checks what activateNextWith relies on to
// weigh enemies once: an enemy that acts without pushing a choice or a
// fight changes no other pending enemy's intent. At every activation
// choice of random games, each pending enemy acts in turn on a copy. It
// checks that shortcut, not a rule: the order of activation (FO-ACTIV-2)
// and what each enemy does (FO-ACTIV-3) are checked by the tests above.
func TestQuietActivationKeepsIntents(t *testing.T) {
	compared := 0
	foRandomStates(10, func(s *State) {
		if s.Done || s.Top().Kind != fActChoice {
			return
		}
		base := *s
		base.Pop() // the driver on top, as activateNextWith has it
		d := activateOf(base.Top())
		for _, tk := range iconTokens(d.icon) {
			if !base.pendingEnemy(d, tk) {
				continue
			}
			c := base
			var dc distCache
			var before [maxTokens][3]int
			for _, u := range iconTokens(d.icon) {
				in, seat, dist := c.intentOf(u, &dc)
				before[u] = [3]int{int(in), seat, dist}
			}
			var after distCache
			if c.activateEnemy(tk, &dc, nil) {
				continue
			}
			for _, u := range iconTokens(d.icon) {
				if u == tk || !c.pendingEnemy(activateOf(c.Top()), u) {
					continue
				}
				compared++
				if in, seat, dist := c.intentOf(u, &after); [3]int{int(in), seat, dist} != before[u] {
					t.Fatalf("token %d acting changed token %d's intent from %v to %v", tk, u, before[u], [3]int{int(in), seat, dist})
				}
			}
		}
	})
	if compared == 0 {
		t.Error("no enemy acted quietly before another")
	}
}

// TestIntentDistances checks, for every enemy on the map in random games,
// that the distance intentOf gives is the measured one, also for a fight
// without moving, which it does not measure. rule FO-ACTIV-3, FO-ACTIV-4
func TestIntentDistances(t *testing.T) {
	fights := 0
	foRandomStates(5, func(s *State) {
		var dc distCache
		defer dc.release()
		for tk := range s.Tokens {
			if !s.Tokens[tk].Active || s.Tokens[tk].Node == Nowhere {
				continue
			}
			in, seat, dist := s.intentOf(tk, &dc)
			if in == intentIdle {
				continue
			}
			if in == intentFight {
				fights++
			}
			if want := int(s.distFrom(&dc, s.P[seat].Node)[s.Tokens[tk].Node]); dist != want {
				t.Fatalf("token %d, intent %d on seat %d: distance %d, measured %d", tk, in, seat, dist, want)
			}
		}
	})
	if fights == 0 {
		t.Error("no enemy would fight")
	}
}

// TestStepsAtIsStepsToward checks the shortcut of stepsAt: for every
// enemy on the map and every survivor of random games, the steps toward
// the survivor's space with its distance known equal those read from the
// distance table (stepsToward), in the same order; pairs one space apart,
// the shortcut's case, must occur. stepsToward itself, which reads only
// the neighbours' distances against its own less one, must list the
// neighbours one nearer, none from the goal or out of reach. rule FO-ACTIV-5, FO-ACTIV-6
func TestStepsAtIsStepsToward(t *testing.T) {
	near := 0
	foRandomStates(5, func(s *State) {
		var dc distCache
		defer dc.release()
		for tk := range s.Tokens {
			here := s.Tokens[tk].Node
			if here == Nowhere {
				continue
			}
			for p := range int(s.N) {
				goal := s.P[p].Node
				if goal == Nowhere {
					continue
				}
				tab := s.distFrom(&dc, goal)
				dist := int(tab[here])
				var ref []int8 // the neighbours one nearer, read one by one
				for _, x := range dc.md.Neighbours(s.board(), here) {
					if tab[x] >= 0 && int(tab[x]) == dist-1 {
						ref = append(ref, x)
					}
				}
				var a, b [24]int8
				want := s.stepsToward(tk, goal, &dc, b[:0])
				if !slices.Equal(want, ref) {
					t.Fatalf("token %d at %d toward %d, %d away: steps %v, the neighbours one nearer %v", tk, here, goal, dist, want, ref)
				}
				if dist <= 0 {
					continue
				}
				if dist == 1 {
					near++
				}
				if got := s.stepsAt(tk, goal, dist, &dc, a[:0]); !slices.Equal(got, want) {
					t.Fatalf("token %d at %d toward %d, %d away: steps %v, from the table %v", tk, here, goal, dist, got, want)
				}
			}
		}
	})
	if near == 0 {
		t.Error("no enemy one space from a survivor")
	}
}

// rule FO-DEATH-6, FO-ACTIV-2: a first player eliminated after the end of
// the round pushed the activations passes the deck on; the activations
// that follow name the new first player, who orders them.
func TestActivationAfterFirstEliminated(t *testing.T) {
	s := actFixture(t, 3, "t01.a", "t01.b", "t01.c")
	tk := actPut(t, s, "dune-strider", "t03.a", true)
	icon := int8(enemyType[tk])
	s.Push(activateArgs{icon: icon}.frame(s.First))
	s.eliminate(0, nil)
	rec := &engine.Recorder{}
	s.advance(rec)
	started := actEvents[ActivationStarted](rec.Events, "activation-started")
	if want := s.rightOf(0); len(started) != 1 || started[0].First != want || int(s.First) != want {
		t.Fatalf("first player %d, activation-started %+v, want %d", s.First, started, want)
	}
}

// TestFoeSeats: the seats an intent weighs (foeSeats) are, for every token of random games of every
// player count, scenario and the co-op variant, the seats whose survivor
// is on the map and hostile to it (foeHostile); both loyal and hostile
// faction tokens occur. rule FO-ACTIV-11, FO-LOYAL-4, FO-LOYAL-9, AB-FACT-1
func TestFoeSeats(t *testing.T) {
	compared, spared := 0, 0
	keptVariety(t, 6, func(s *State) {
		for tk := range s.Tokens {
			var want, on uint8
			for p := 0; p < int(s.N); p++ {
				if s.P[p].Node != Nowhere && s.foeHostile(p, tk) {
					want |= 1 << p
				}
				if s.P[p].Node != Nowhere {
					on |= 1 << p
				}
			}
			if got := s.foeSeats(tk); got != want {
				t.Fatalf("round %d token %d: foes %04b, want %04b", s.Round, tk, got, want)
			}
			compared++
			if tk >= nEnemies && s.Tokens[tk].Node != Nowhere && s.Tokens[tk].Active && want != on {
				spared++
			}
		}
	})
	if compared == 0 || spared == 0 {
		t.Fatalf("%d tokens compared, %d faction tokens sparing a survivor", compared, spared)
	}
}

// TestStepChoiceSeatForEventsOnly checks the shortcut of the step choice's
// applying (actChoiceApplyWith): without a recorder it does not weigh the
// enemy's target, which enemyStep reads for its event alone. At every
// step choice of random games, each step is applied on two copies, with
// and without a recorder: the states must be the same, byte for byte.
// rule FO-ACTIV-5
func TestStepChoiceSeatForEventsOnly(t *testing.T) {
	compared := 0
	var acts []engine.Action
	foRandomStates(10, func(s *State) {
		if s.Done || s.Top().Kind != fActChoice || actChoiceOf(s.Top()).choice != choiceStep {
			return
		}
		acts = s.Legal(acts[:0])
		for _, a := range acts {
			quiet, told := s.Clone().(*State), s.Clone().(*State)
			quiet.ApplyUnchecked(a, nil)
			told.ApplyUnchecked(a, &engine.Recorder{})
			qb, err := quiet.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			tb, err := told.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(qb, tb) {
				t.Fatalf("step %v: the state differs with a recorder", a)
			}
			compared++
		}
	})
	if compared == 0 {
		t.Error("no step choice")
	}
}

// orderListing is the first player's order choice listed in two passes,
// as it was before actChoiceLegal listed it in one: every pending
// enemy's intent first, then the options in slot order, the attacks on
// a survivor grouped at the first attacker not a faction twin.
func orderListing(s *State, d activateArgs) (dst []engine.Action, grouped bool) {
	var dc distCache
	defer dc.release()
	var order, target []int
	var intent []uint8
	var attacks, seen [MaxPlayers]int
	for _, t := range iconTokens(d.icon) {
		if s.pendingEnemy(d, t) {
			in, seat, _ := s.intentOf(t, &dc)
			order, intent, target = append(order, t), append(intent, in), append(target, seat)
			if in == intentFight || in == intentCharge {
				attacks[seat]++
			}
		}
	}
	for i, t := range order {
		if s.sameFactionToken(d, t) {
			continue
		}
		if in := intent[i]; in != intentFight && in != intentCharge {
			dst = append(dst, act(verbActEnemy, t, 0, 0))
			continue
		}
		seat := target[i]
		if seen[seat]++; seen[seat] == 1 {
			if attacks[seat] == 1 {
				dst = append(dst, act(verbActEnemy, t, 0, 0))
			} else {
				dst, grouped = append(dst, act(verbActAttacks, seat, 0, 0)), true
			}
		}
	}
	return dst, grouped
}

// TestOrderListingInOnePass checks the one pass of the order choice's
// listing (actChoiceLegal, choiceOrder): at every order choice of random
// games of every scenario, it lists what the two passes list
// (orderListing), in the same order; grouped attacks must occur.
// rule FO-ACTIV-2, FO-ACTIV-7
func TestOrderListingInOnePass(t *testing.T) {
	grouped := 0
	var got []engine.Action
	foEveryScenarioStates(4, func(s *State) {
		if s.Done || s.Top().Kind != fActChoice || actChoiceOf(s.Top()).choice != choiceOrder {
			return
		}
		got = s.Legal(got[:0])
		want, g := orderListing(s, activateOf(&s.Frames[s.Depth-2]))
		if !slices.Equal(got, want) {
			t.Fatalf("order choice: listed %v, in two passes %v", got, want)
		}
		grouped += b2i(g)
	})
	if grouped == 0 {
		t.Error("no attacks grouped")
	}
	// Faction twins, which random games hardly make: two attack seat 0
	// (one option, its attacks), two move toward seat 1 (one option).
	s := actFixture(t, 2, "t01.a", "t03.d")
	actStubFight(t, nil)
	actFaction(t, s, 0, "t01.a")
	actFaction(t, s, 0, "t01.a")
	mover := actFaction(t, s, 0, "t02.a")
	actFaction(t, s, 0, "t02.a")
	actRun(t, s, iconStar, false)
	got = s.Legal(got[:0])
	want, _ := orderListing(s, activateOf(&s.Frames[s.Depth-2]))
	if !slices.Equal(got, want) || !slices.Equal(got, []engine.Action{act(verbActAttacks, 0, 0, 0), act(verbActEnemy, mover, 0, 0)}) {
		t.Errorf("faction twins: listed %v, in two passes %v", got, want)
	}
}
