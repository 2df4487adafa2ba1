package bot

import (
	"cmp"
	"math"
	"slices"
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
			before := race(s, me)
			tc.change(s, me, rival)
			after := race(s, me)
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
	if r := race(s, me); r <= 0 {
		t.Fatalf("foRace %.4f in a game going on, want above 0", r)
	}
	s.Power[1] = int8(s.PowerTrackEnd())
	if r := race(s, me); r != 0 {
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
// number the survivor has (FO-AGENDA-2); a met one counts nothing.
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
		})
	}
}

// TestFoAgendaDrawNear puts the survivor on every space of a started
// game's map in turn: the agenda card to draw at the nearest quest
// objective whose result draws one (FO-RESULT-7) is worth foDrawOpen on
// the spot, less for each MP of the walk there, and nothing from
// foDrawReach MP on or off the map; with a full hand (FO-AGENDA-5) it is
// worth foDrawFull on the spot. And a card drawn outweighs the card to
// draw: taking it gains (FO-WIN-1).
func TestFoAgendaDrawNear(t *testing.T) {
	// rule FO-RESULT-7
	// rule FO-AGENDA-5
	s, me := startedWithAgendaDraw(t)
	s.MP = 0
	type spot struct {
		walk  int
		value float64
	}
	var nodes []int8 // the spaces of the goals seen from where it stands
	for _, g := range s.Goals(me, nil) {
		nodes = append(nodes, g.Node)
	}
	var spots []spot
	for _, n := range nodes {
		s.P[me].Node = n
		walk := -1
		for _, g := range s.Goals(me, nil) {
			if g.Objective && g.AgendaDraws > 0 && !g.Hostile && (walk < 0 || g.Walk < walk) {
				walk = g.Walk
			}
		}
		if walk >= 0 {
			spots = append(spots, spot{walk, drawNear(s, me)})
		}
	}
	if len(spots) < 3 {
		t.Fatalf("%d spaces with an agenda card to draw within reach, want several", len(spots))
	}
	slices.SortFunc(spots, func(a, b spot) int { return cmp.Compare(a.walk, b.walk) })
	if spots[0].walk != 0 || spots[0].value != foDrawOpen {
		t.Errorf("on the objective (walk %d): %.3f, want %.3f", spots[0].walk, spots[0].value, foDrawOpen)
	}
	for i := 1; i < len(spots); i++ {
		a, b := spots[i-1], spots[i]
		want := foDrawOpen * max(0, 1-float64(b.walk)/foDrawReach)
		if b.value != want || a.walk < b.walk && b.walk < foDrawReach && b.value >= a.value {
			t.Errorf("walk %d: %.3f, want %.3f, below walk %d's %.3f", b.walk, b.value, want, a.walk, a.value)
		}
	}
	s.P[me].Node = fallout.Nowhere
	if v := drawNear(s, me); v != 0 {
		t.Errorf("off the map: %.3f, want 0", v)
	}
	for _, n := range nodes {
		s.P[me].Node = n
		if drawNear(s, me) == foDrawOpen {
			break
		}
	}
	p := &s.P[me]
	p.Loyal, p.NHand = -1, foHandLimit
	for i := range foHandLimit {
		p.Hand[i] = int8(i)
	}
	if v := drawNear(s, me); v != foDrawFull {
		t.Errorf("a full hand on the objective: %.3f, want %.3f", v, foDrawFull)
	}
	if foPlan*foDrawOpen >= foInfluence {
		t.Errorf("the card to draw on the spot (%.1f) outweighs a card drawn (%.1f)", foPlan*foDrawOpen, foInfluence)
	}
}

// startedWithAgendaDraw is a 2-player game played on by random moves from
// the first seed that comes to a decision whose seat sees a quest
// objective that draws an agenda card (FO-RESULT-7) within reach, with
// the enemy tokens taken off the map as startedFallout does.
func startedWithAgendaDraw(t *testing.T) (*fallout.State, engine.Seat) {
	t.Helper()
	for seed := range uint64(16) {
		st, err := fallout.Game{}.New(engine.Setup{Players: 2, Seed: seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*fallout.State)
		rng := engine.NewRNG(seed)
		for m := 0; m < 2000 && !s.Over(); m++ {
			if s.Round > 0 && s.Settled() {
				for _, g := range s.Goals(s.ToMove(), nil) {
					if g.Objective && g.AgendaDraws > 0 {
						for i := range s.Tokens {
							s.Tokens[i] = fallout.Token{Node: fallout.Nowhere, Faction: -1}
						}
						return s, s.ToMove()
					}
				}
			}
			legal := s.Legal(nil)
			s.ApplyUnchecked(legal[rng.IntN(len(legal))], nil)
		}
	}
	t.Fatal("no seed of 16 comes to an objective that draws an agenda card within reach")
	return nil, 0
}

// race is foRace for seat with its agenda card to draw (drawNear).
func race(s *fallout.State, seat engine.Seat) float64 {
	return foRace(s, seat, drawNear(s, seat))
}

// drawNear is foAgendaDrawNear for seat with its goals on the map.
func drawNear(s *fallout.State, seat engine.Seat) float64 {
	return foAgendaDrawNear(s, seat, foGoals(s, seat, nil))
}

// TestFalloutRaces checks that evaluateFalloutRaces gives every seat
// evaluateFalloutRace's value to the bit, its survivals rated once for
// all seats, in random games of 2 to 4 players (every tenth position),
// finished ones included.
func TestFalloutRaces(t *testing.T) {
	positions := 0
	for players := 2; players <= fallout.MaxPlayers; players++ {
		for seed := range uint64(2) {
			st, err := fallout.Game{}.New(engine.Setup{Players: players, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			var legal []engine.Action
			for m := 0; ; m++ {
				if m%10 == 0 || st.Over() {
					out := make([]float64, players)
					evaluateFalloutRaces(st, out)
					for seat, got := range out {
						if want := evaluateFalloutRace(st, engine.Seat(seat)); math.Float64bits(got) != math.Float64bits(want) {
							t.Fatalf("%d players, seed %d, move %d, seat %d: %v, want %v", players, seed, m, seat, got, want)
						}
					}
					positions++
				}
				if st.Over() {
					break
				}
				legal = st.Legal(legal[:0])
				st.ApplyUnchecked(legal[rng.IntN(len(legal))], nil)
			}
		}
	}
	if positions < 100 {
		t.Errorf("%d positions compared, want 100 at least", positions)
	}
}
