package bot

import (
	"cmp"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// startedFallout is a 2-player Fallout game of variant ("" for the
// standard game) past its setup, with no enemy on the map, and the seat to
// move.
func startedFallout(t *testing.T, variant string) (*fallout.State, engine.Seat) {
	t.Helper()
	st, err := fallout.Game{}.New(engine.Setup{Players: 2, Seed: 8, Variant: variant}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*fallout.State)
	for s.Round == 0 {
		s.ApplyUnchecked(s.Legal(nil)[0], nil)
	}
	for i := range s.Tokens {
		s.Tokens[i] = fallout.Token{Node: fallout.Nowhere, Faction: -1}
	}
	return s, s.ToMove()
}

// drawAgenda moves the top agenda card of the deck into seat's hand.
func drawAgenda(s *fallout.State, seat engine.Seat) {
	p := &s.P[seat]
	s.Agenda.N--
	p.Hand[p.NHand] = s.Agenda.Cards[s.Agenda.N]
	p.NHand++
}

// TestEvaluateFallout changes one thing of a started 2-player game at a
// time: the evaluation, for the seat to move, rates it better or worse as
// a player would, or the same when the change is hidden from that seat.
func TestEvaluateFallout(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(s *fallout.State, me, rival engine.Seat)
		want   int // the sign of the change of the evaluation for me
	}{
		{"an agenda card (FO-WIN-1)", func(s *fallout.State, me, rival engine.Seat) { drawAgenda(s, me) }, 1},
		{"a S.P.E.C.I.A.L. token (FO-LVL-1)", func(s *fallout.State, me, rival engine.Seat) {
			for l := range 7 {
				if s.P[me].Special&(1<<l) == 0 {
					s.P[me].Special |= 1 << l
					return
				}
			}
		}, 1},
		{"Caps (FO-COMP-7)", func(s *fallout.State, me, rival engine.Seat) { s.P[me].Caps += 5 }, 1},
		{"less HP (FO-HP-2)", func(s *fallout.State, me, rival engine.Seat) { s.P[me].HP -= 5 }, -1},
		{"rads (FO-HP-3)", func(s *fallout.State, me, rival engine.Seat) { s.P[me].Rads += 3 }, -1},
		{"killed, HP reset (FO-DEATH-1)", func(s *fallout.State, me, rival engine.Seat) { s.P[me].Node, s.P[me].HP = fallout.Nowhere, 16 }, -1},
		{"an active enemy in the space (FO-ACTIV-3)", func(s *fallout.State, me, rival engine.Seat) {
			s.Tokens[0] = fallout.Token{Node: s.P[me].Node, Active: true, Faction: -1}
		}, -1},
		{"a faction near the end of the track (FO-POWER-3)", func(s *fallout.State, me, rival engine.Seat) {
			s.Power[0] = int8(s.PowerTrackEnd() - 1)
		}, -1},
		{"the rival's agenda card (FO-AGENDA-6)", func(s *fallout.State, me, rival engine.Seat) { drawAgenda(s, rival) }, -1},
		{"the rival's hidden card swapped", func(s *fallout.State, me, rival engine.Seat) {
			p := &s.P[rival]
			p.Hand[0], s.Agenda.Cards[0] = s.Agenda.Cards[0], p.Hand[0]
		}, 0},
		{"the rival's survivor hurt", func(s *fallout.State, me, rival engine.Seat) { s.P[rival].HP -= 5 }, 1},
	} {
		checkEvaluationShift(t, "", tc.name, tc.change, tc.want)
	}
}

// TestEvaluateOutlive: tokens in the depot are worth something while
// rounds remain, the opponent's count against; out of range seats are 0.
func TestEvaluateOutlive(t *testing.T) {
	st, err := outlive.Game{}.New(engine.Setup{Players: 2, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	base := st.(*outlive.State)
	for _, tc := range []struct {
		name   string
		change func(s *outlive.State)
		want   int
	}{
		{"own cans (OL-NIGHT-MAINT)", func(s *outlive.State) { s.P[0].Res[outlive.Cans] += 2 }, 1},
		{"the opponent's wood", func(s *outlive.State) { s.P[1].Res[outlive.Wood] += 2 }, -1},
	} {
		s := base.Clone().(*outlive.State)
		tc.change(s)
		before, _ := Evaluate(base, 0)
		after, _ := Evaluate(s, 0)
		if got := cmp.Compare(after, before); got != tc.want {
			t.Errorf("%s: evaluation %.2f, then %.2f", tc.name, before, after)
		}
	}
	if v, ok := Evaluate(base, 2); v != 0 || !ok {
		t.Errorf("a seat out of range: %v, %v", v, ok)
	}
}

// checkEvaluationShift checks that change, made to a started Fallout game
// of variant, moves the evaluation for the seat to move by the sign want
// (1 better, -1 worse, 0 the same); other is the seat's rival or teammate.
func checkEvaluationShift(t *testing.T, variant, name string, change func(s *fallout.State, me, other engine.Seat), want int) {
	t.Helper()
	base, me := startedFallout(t, variant)
	s := base.Clone().(*fallout.State)
	change(s, me, 1-me)
	before, _ := Evaluate(base, me)
	after, _ := Evaluate(s, me)
	if got := cmp.Compare(after, before); got != want {
		t.Errorf("%s: evaluation %.2f, then %.2f", name, before, after)
	}
}
