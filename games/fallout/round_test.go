package fallout

import (
	"testing"

	"wasteland/engine"
)

// roundEndTurns ends turns until the end-of-round step has run once and
// returns the events.
func roundEndTurn(t *testing.T, s *State) []engine.Event {
	t.Helper()
	return foApply(t, s, "end")
}

// roundDeckLeft leaves n cards in the agenda deck, moving the rest to the
// discard.
func roundDeckLeft(s *State, n int) {
	for int(s.Agenda.N) > n {
		s.AgendaDiscard.put(s.Agenda.take())
	}
}

// rule FO-ROUND-1, FO-ROUND-2, FO-TURN-1, FO-AGENDA-7, FO-AGENDA-3
func TestRoundTurnsThenEndOfRound(t *testing.T) {
	s := foStarted(t, 3, 11)
	foClearEnemies(s) // no activation choices: this test is about the turn order
	a := s.First
	order := []int8{a, (a + 1) % 3, (a + 2) % 3}
	for i, seat := range order {
		if s.ToMove() != engine.Seat(seat) || s.Turn != seat {
			t.Fatalf("turn %d is seat %d's, want %d", i, s.Turn, seat)
		}
		evs := roundEndTurn(t, s)
		rev := foEvents(evs, "agenda-revealed")
		if (i < 2) != (len(rev) == 0) {
			t.Fatalf("after turn %d: %d agenda reveals", i, len(rev))
		}
	}
	if s.Round != 2 || s.Turn != a || s.Revealed != -1 || s.AgendaDiscard.N != 1 || s.LastRevealed != s.AgendaDiscard.Cards[0] {
		t.Fatalf("round %d, turn %d, revealed %d, discard %d", s.Round, s.Turn, s.Revealed, s.AgendaDiscard.N)
	}
}

// test FO-EX-AGENDA-1
// rule FO-AGENDA-9, FO-FIRST-2, FO-FIRST-3, FO-ROUND-3, FO-POWER-2
func TestRoundAgendaDepletion(t *testing.T) {
	s := foStarted(t, 3, 5)
	foClearEnemies(s) // no activation choices: this test is about the agenda deck
	A := s.First
	B, C := (A+1)%3, (A+2)%3
	roundDeckLeft(s, 1)
	roundEndTurn(t, s) // A
	roundEndTurn(t, s) // B
	evs := roundEndTurn(t, s)
	if len(foEvents(evs, "agenda-reshuffled")) != 1 || s.First != C || s.Power != [2]int8{1, 1} {
		t.Fatalf("after depletion: first %d (want %d), power %v", s.First, C, s.Power)
	}
	if s.Agenda.N == 0 || s.AgendaDiscard.N != 0 {
		t.Fatalf("the discard was not shuffled into a new deck: %d / %d", s.Agenda.N, s.AgendaDiscard.N)
	}
	// Turn order is unchanged: A and B play, then the round ends before C.
	for _, want := range []int8{A, B} {
		if s.Turn != want {
			t.Fatalf("turn of %d, want %d", s.Turn, want)
		}
		if len(foEvents(roundEndTurn(t, s), "agenda-revealed")) != 0 && want == A {
			t.Fatal("the round ended after A")
		}
	}
	if s.Turn != C || s.Round != 3 {
		t.Fatalf("turn %d in round %d, want C=%d in round 3", s.Turn, s.Round, C)
	}
	roundEndTurn(t, s) // C
	roundEndTurn(t, s) // A
	evs = roundEndTurn(t, s)
	if len(foEvents(evs, "agenda-revealed")) != 1 || s.Turn != C || s.Round != 4 {
		t.Fatalf("round %d turn %d", s.Round, s.Turn)
	}
}

// test FO-EX-SOLO-1
// rule FO-SOLO-5, FO-SOLO-7, FO-POWER-6
func TestRoundSoloDepletion(t *testing.T) {
	for _, tc := range []struct{ from, want [2]int8 }{
		{[2]int8{3, 2}, [2]int8{3, 3}},
		{[2]int8{2, 2}, [2]int8{3, 3}},
		{[2]int8{1, 4}, [2]int8{2, 4}},
	} {
		s := foStarted(t, 1, 2)
		foClearEnemies(s) // no activation choices: this test is about the power track
		s.Power = tc.from
		roundDeckLeft(s, 1)
		roundEndTurn(t, s)
		if s.Power != tc.want || s.First != 0 || s.Turn != 0 || s.Round != 2 {
			t.Fatalf("power %v -> %v, want %v; first %d", tc.from, s.Power, tc.want, s.First)
		}
	}
}

// The power token keeps counting past the last space.
// rule FO-POWER-5
func TestRoundPowerOverflow(t *testing.T) {
	s := foStarted(t, 2, 2)
	last := int8(s.geo().sc.Power.Spaces - 1)
	s.Power = [2]int8{last, 0}
	s.gainPower(0, 2, "test", nil)
	if s.Power[0] != last+2 {
		t.Fatalf("power %d", s.Power[0])
	}
}

// An empty agenda deck at the reveal is refilled from the discard first.
// rule FO-LIMIT-3, FO-AGENDA-9
func TestRoundRevealFromEmptyDeck(t *testing.T) {
	s := foStarted(t, 1, 4)
	roundDeckLeft(s, 0)
	p := s.Power
	evs := roundEndTurn(t, s)
	rs := foEvents(evs, "agenda-reshuffled")
	if len(rs) != 1 || rs[0].Data.(AgendaReshuffled).Depleted || s.Power != p {
		t.Fatalf("reshuffle events %+v, power %v", rs, s.Power)
	}
	if len(foEvents(evs, "agenda-revealed")) != 1 {
		t.Fatal("no card revealed")
	}
}

// roundAgendaWith puts an agenda card that shows icon in and not icon out
// on top of the deck.
func roundAgendaWith(t *testing.T, s *State, in, out int8) {
	t.Helper()
	for i := 0; i < int(s.Agenda.N); i++ {
		c := s.Agenda.Cards[i]
		has, not := false, true
		for _, ic := range agendaIcons[c] {
			has = has || ic == in
			not = not && ic != out
		}
		if has && not {
			s.Agenda.Cards[i], s.Agenda.Cards[s.Agenda.N-1] = s.Agenda.Cards[s.Agenda.N-1], c
			return
		}
	}
	t.Fatalf("no agenda card with icon %d and without %d in the deck", in, out)
}

// test FO-EX-ACTIV-3 (the flip at the end of the activation; the kill and
// the replacement belong to fight.go)
// rule FO-ROUND-2, FO-INACT-3, FO-ACTIV-10, FO-INACT-1
func TestRoundFlipInactiveEnemies(t *testing.T) {
	s := foStarted(t, 1, 9)
	foClearEnemies(s)
	creature, robot := typeIndex("creature"), typeIndex("robot")
	a, b := foToken(t, s, creature), -1
	s.placeToken(a, Token{Node: foNode(t, s, "t02.c"), Faction: -1})
	b = foToken(t, s, creature)
	s.placeToken(b, Token{Node: foNode(t, s, "t01.b"), Faction: -1, Fresh: true})
	r := foToken(t, s, robot)
	s.placeToken(r, Token{Node: foNode(t, s, "t03.c"), Faction: -1})
	// A card showing creatures (and not robots).
	roundAgendaWith(t, s, creature, robot)
	evs := roundEndTurn(t, s)
	if !s.Tokens[a].Active || s.Tokens[b].Active || s.Tokens[b].Fresh || s.Tokens[r].Active {
		t.Fatalf("after the creature activation: %+v %+v %+v", s.Tokens[a], s.Tokens[b], s.Tokens[r])
	}
	fl := foEvents(evs, "enemies-flipped")
	if len(fl) != len(agendaIcons[s.LastRevealed]) {
		t.Fatalf("%d flip events for %d icons", len(fl), len(agendaIcons[s.LastRevealed]))
	}
	for _, e := range fl {
		ev := e.Data.(EnemiesFlipped)
		if ev.Type == "creature" && (len(ev.Flipped) != 1 || ev.StayDown != 1 || ev.Flipped[0].Space != "t02.c") {
			t.Fatalf("creature flip %+v", ev)
		}
	}
}

// The test-only round limit ends the game with a result.
func TestRoundLimit(t *testing.T) {
	s := foNew(t, 2, 1, map[string]string{OptRounds: "2"})
	for !s.Over() {
		foApply(t, s, foOptions(s)[0])
	}
	res := s.Result()
	d := res.Detail.(ResultDetail)
	if s.Round != 2 || d.End != "round-limit" || len(res.Winners) != 0 || res.Placings[0] != 1 || res.Placings[1] != 1 {
		t.Fatalf("round %d, result %+v", s.Round, res)
	}
}
