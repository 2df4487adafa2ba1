package bot

import (
	"cmp"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// TestFoRace changes one thing of a started 2-player game at a time: the
// race rates seat's chance to win on influence before a takeover higher or
// lower as the change should make it (FO-WIN-2, FO-POWER-3).
func TestFoRace(t *testing.T) {
	// rule FO-WIN-2
	// rule FO-POWER-3
	for _, tc := range []struct {
		name   string
		before func(s *fallout.State, me, rival engine.Seat)
		change func(s *fallout.State, me, rival engine.Seat)
		want   int // the sign of the change of foRace for me
	}{
		{"an agenda card of mine", nil, func(s *fallout.State, me, rival engine.Seat) { drawAgenda(s, me) }, 1},
		{"an agenda card of the rival's", nil, func(s *fallout.State, me, rival engine.Seat) { drawAgenda(s, rival) }, -1},
		{"a faction nearer the end while I lead",
			func(s *fallout.State, me, rival engine.Seat) {
				drawAgenda(s, me)
				drawAgenda(s, me)
				s.Power[0] = int8(s.PowerTrackEnd() - 4)
			},
			func(s *fallout.State, me, rival engine.Seat) { s.Power[0]++ }, -1},
		{"the rival's hidden card swapped",
			func(s *fallout.State, me, rival engine.Seat) { drawAgenda(s, rival) },
			func(s *fallout.State, me, rival engine.Seat) {
				p := &s.P[rival]
				p.Hand[0], s.Agenda.Cards[0] = s.Agenda.Cards[0], p.Hand[0]
			}, 0},
		{"the faction behind gains, the leading one does not",
			func(s *fallout.State, me, rival engine.Seat) { s.Power[1] = 5 },
			func(s *fallout.State, me, rival engine.Seat) { s.Power[0] = 3 }, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, me := startedFallout(t, "")
			rival := 1 - me
			if tc.before != nil {
				tc.before(s, me, rival)
			}
			before := foRace(s, me)
			tc.change(s, me, rival)
			after := foRace(s, me)
			if got := cmp.Compare(after, before); got != tc.want {
				t.Errorf("foRace %.4f -> %.4f, want sign %d", before, after, tc.want)
			}
			if after < 0 || after > 1 {
				t.Errorf("foRace %.4f is not a chance", after)
			}
		})
	}
}

// TestFoRaceEnds: a faction at the end of the track leaves no race to
// win, and the search's value of a finished game or a solo game is
// Evaluate's alone (FO-SOLO-6: solo has no rival to race).
func TestFoRaceEnds(t *testing.T) {
	s, me := startedFallout(t, "")
	drawAgenda(s, me)
	if r := foRace(s, me); r <= 0 {
		t.Fatalf("foRace %.4f in a game going on, want above 0", r)
	}
	s.Power[1] = int8(s.PowerTrackEnd())
	if r := foRace(s, me); r != 0 {
		t.Errorf("foRace %.4f with a faction at the end, want 0", r)
	}
	s.Power[1] = 0
	s.Done = true
	if got, want := evaluateFalloutRace(s, me), evaluateFallout(s, me); got != want {
		t.Errorf("finished game: race value %v, want Evaluate's %v", got, want)
	}
	st, err := fallout.Game{}.New(engine.Setup{Players: 1, Seed: 8}, nil)
	if err != nil {
		t.Fatal(err)
	}
	solo := st.(*fallout.State)
	for solo.Round == 0 {
		solo.ApplyUnchecked(solo.Legal(nil)[0], nil)
	}
	if got, want := evaluateFalloutRace(solo, 0), evaluateFallout(solo, 0); got != want {
		t.Errorf("solo game: race value %v, want Evaluate's %v", got, want)
	}
}

// handWith makes seat's hand one agenda card of the deck whose goal
// satisfies ok, and no loyalty displayed.
func handWith(t *testing.T, s *fallout.State, seat engine.Seat, ok func(fallout.AgendaGoal) bool) {
	t.Helper()
	p := &s.P[seat]
	p.Loyal = -1
	for i := range int(s.Agenda.N) {
		p.Hand[0], p.NHand = s.Agenda.Cards[i], 1
		if ok(s.AgendaGoals(seat, nil)[0]) {
			return
		}
	}
	t.Fatal("no such agenda card in the deck")
}

// TestFoAgendaNear: an unmet agenda condition counts by how much of its
// number the survivor has (FO-AGENDA-2); a met one, or a survivor with
// room in its hand, gains nothing from a card to draw.
func TestFoAgendaNear(t *testing.T) {
	// rule FO-AGENDA-2
	capsCard := func(g fallout.AgendaGoal) bool { return g.Toward == fallout.TowardCaps }
	for _, tc := range []struct {
		name string
		caps func(need int) int
		want func(near, bonus float64) bool
	}{
		{"no Caps", func(int) int { return 0 }, func(near, bonus float64) bool { return near == 0 }},
		{"half the Caps", func(need int) int { return need / 2 }, func(near, bonus float64) bool { return near > 0 && near < 0.5*bonus }},
		{"all but one", func(need int) int { return need - 1 }, func(near, bonus float64) bool { return near >= 0.5*bonus && near < bonus }},
		{"met", func(need int) int { return need }, func(near, bonus float64) bool { return near == 0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, me := startedFallout(t, "")
			handWith(t, s, me, capsCard)
			g := s.AgendaGoals(me, nil)[0]
			s.P[me].Caps = int16(tc.caps(g.Need))
			if near := foAgendaNear(s, me); !tc.want(near, float64(g.Bonus)) {
				t.Errorf("Caps %d of %d: near %.3f (bonus %d)", s.P[me].Caps, g.Need, near, g.Bonus)
			}
			if d := foAgendaDrawNear(s, me); d != 0 {
				t.Errorf("one card in hand: a card to draw is worth %.3f, want 0", d)
			}
		})
	}
}
