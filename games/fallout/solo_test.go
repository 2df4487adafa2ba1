package fallout

import (
	"testing"

	"wasteland/engine"
)

// soloEndTurn ends the turn of the seat to move and plays every other
// decision with its first option until the next turn decision; it returns
// the events.
func soloEndTurn(t *testing.T, s *State) []engine.Event {
	t.Helper()
	evs := actPlay(t, s, int(s.ToMove()), "end")
	for !s.Done && s.Top().Kind != fTurn {
		d := engine.DecisionOf(s)
		evs = append(evs, actPlay(t, s, int(d.Seat), foFirst(d))...)
	}
	return evs
}

// rule FO-SOLO-1, FO-SOLO-7, FO-ROUND-3: a solo game runs under the
// standard rules; the end-of-round step comes after every turn, and the
// agenda deck passed "to the right" stays with the solo player.
func TestSoloRounds(t *testing.T) {
	s := actGame(t, 1, nil)
	for s.Agenda.N > 2 {
		s.AgendaDiscard.put(s.Agenda.take())
	}
	for round := 1; round <= 3; round++ {
		if s.Round != int16(round) || s.Turn != 0 || s.First != 0 {
			t.Fatalf("round %d, turn %d, first %d", s.Round, s.Turn, s.First)
		}
		evs := soloEndTurn(t, s)
		if len(actEvents[AgendaRevealed](evs, "agenda-revealed")) != 1 {
			t.Fatalf("round %d: no end of round after the turn", round)
		}
	}
	if s.Power == [2]int8{0, 0} {
		t.Fatal("the deck ran out without power moving")
	}
}

// rule FO-SOLO-5, FO-POWER-6, FO-AGENDA-9
// test FO-EX-SOLO-1
func TestSoloDepletion(t *testing.T) {
	for _, tc := range []struct{ from, want [2]int8 }{
		{[2]int8{3, 2}, [2]int8{3, 3}}, // only ♥, which has less power
		{[2]int8{2, 2}, [2]int8{3, 3}}, // equal: both
		{[2]int8{1, 4}, [2]int8{2, 4}}, // only ★
	} {
		s := actGame(t, 1, nil)
		s.Power = tc.from
		for s.Agenda.N > 1 {
			s.AgendaDiscard.put(s.Agenda.take())
		}
		soloEndTurn(t, s)
		if s.Power != tc.want || s.First != 0 {
			t.Errorf("power %v -> %v, want %v", tc.from, s.Power, tc.want)
		}
	}
}

// soloThenKind is a test-only frame kind: the continuation of a test,
// recording the outcome it was handed.
const soloThenKind uint8 = 250

// rule FO-SOLO-3
// test FO-EX-SOLO-2
func TestSoloOtherSurvivorTest(t *testing.T) {
	var got []int8
	setKind(soloThenKind, &frameKind{Name: "then", Run: func(s *State, f Frame, rec *engine.Recorder) { got = append(got, outcomeOf(&f)) }})
	t.Cleanup(func() { setKind(soloThenKind, nil) })
	for _, tc := range []struct {
		difficulty int
		want       int8
	}{{2, outcomeSuccess}, {3, outcomeSuccess}, {4, outcomeFail}} {
		s := actGame(t, 1, nil)
		got = nil
		rec := &engine.Recorder{}
		then := Frame{Kind: soloThenKind}
		setOutcome(&then, 9)
		s.PushAll(soloOtherArgs{difficulty: tc.difficulty}.frame(0), then)
		s.advance(rec)
		ev := actEvents[SoloOtherTest](rec.Events, "solo-other-test")
		if len(got) != 1 || got[0] != tc.want || len(ev) != 1 || ev[0].Bullets != 3 || ev[0].Success != (tc.want == outcomeSuccess) {
			t.Errorf("difficulty %d: outcome %v, events %+v", tc.difficulty, got, ev)
		}
		if !actIdle(s) || s.Rng != actGame(t, 1, nil).Rng {
			t.Errorf("difficulty %d: the other survivor's test rolled dice", tc.difficulty)
		}
	}
}
