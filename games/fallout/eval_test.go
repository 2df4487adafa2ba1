package fallout

import (
	"cmp"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// TestEvaluate changes one thing of a started 2-player game at a time:
// Evaluate, for the seat to move, rates it better or worse as a player
// would, or the same when the change is hidden from that seat.
func TestEvaluate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, s *State, me, rival int)
		want   int // the sign of the change of Evaluate(me)
	}{
		{"an agenda card (FO-WIN-1)", func(t *testing.T, s *State, me, rival int) { foGiveAgenda(t, s, me, false) }, 1},
		{"a S.P.E.C.I.A.L. token (FO-LVL-1)", func(t *testing.T, s *State, me, rival int) {
			for l := range numLetters {
				if s.P[me].Special&(1<<l) == 0 {
					s.P[me].Special |= 1 << l
					return
				}
			}
		}, 1},
		{"less HP (FO-HP-2)", func(t *testing.T, s *State, me, rival int) { s.P[me].HP -= 5 }, -1},
		{"rads (FO-HP-3)", func(t *testing.T, s *State, me, rival int) { s.P[me].Rads += 3 }, -1},
		{"killed, HP reset (FO-DEATH-1)", func(t *testing.T, s *State, me, rival int) { s.P[me].Node, s.P[me].HP = Nowhere, 16 }, -1},
		{"an active enemy in the space (FO-ACTIV-3)", func(t *testing.T, s *State, me, rival int) {
			tk := foToken(t, s, int8(typeIndex("creature")))
			s.Tokens[tk] = Token{Node: s.P[me].Node, Active: true, Faction: -1}
		}, -1},
		{"a faction near the end of the track (FO-POWER-3)", func(t *testing.T, s *State, me, rival int) {
			s.Power[0] = int8(s.powerLast() - 1)
		}, -1},
		{"the rival's agenda card (FO-AGENDA-6)", func(t *testing.T, s *State, me, rival int) { foGiveAgenda(t, s, rival, false) }, -1},
		{"the rival's hidden card swapped", func(t *testing.T, s *State, me, rival int) {
			p := &s.P[rival]
			for i := 0; i < int(s.Agenda.N); i++ {
				if c := s.Agenda.Cards[i]; agendaConds[c].bonus != agendaConds[p.Hand[0]].bonus {
					s.Agenda.Cards[i], p.Hand[0] = p.Hand[0], c
					return
				}
			}
			t.Fatal("no other agenda card")
		}, 0},
	} {
		base := foStarted(t, 2, 8)
		foClearEnemies(base)
		me := int(base.ToMove())
		rival := 1 - me
		s := base.Clone().(*State)
		tc.change(t, s, me, rival)
		before, after := base.Evaluate(engine.Seat(me)), s.Evaluate(engine.Seat(me))
		if got := cmp.Compare(after, before); got != tc.want {
			t.Errorf("%s: Evaluate %.2f, then %.2f", tc.name, before, after)
		}
	}
}

// TestSettled: a turn decision is a position to evaluate, a reroll in the
// middle of a fight or a test is not (FO-FIGHT-7, FO-TEST-3).
func TestSettled(t *testing.T) {
	s := foStarted(t, 2, 8)
	if !s.Settled() {
		t.Fatalf("the first turn decision has not settled")
	}
	r := engine.NewRNG(3)
	for n := 0; n < 20000 && !s.Done; n++ {
		if s.Prompt() == "reroll" {
			if s.Settled() {
				t.Fatalf("a reroll has settled")
			}
			return
		}
		legal := s.Legal(nil)
		s.ApplyUnchecked(legal[r.IntN(len(legal))], nil)
	}
	t.Fatal("no reroll in a whole game")
}

// TestSimNumbers plays random games to their end: Tags names each seat's
// survivor, Rounds the rounds begun, Counts the deaths, checked against
// the "killed" events, and EndReason how the game ended, checked against
// the result: a takeover names the faction on the last space
// (FO-POWER-3), an influence win says whether it was shared (FO-WIN-4).
func TestSimNumbers(t *testing.T) {
	ends := map[string]bool{}
	for g := range 12 {
		st, err := Game{}.New(engine.Setup{Players: 1 + g%4, Seed: uint64(g) + 40}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRNG(uint64(g))
		killed := 0
		var legal []engine.Action
		for !st.Over() {
			legal = st.Legal(legal[:0])
			rec := &engine.Recorder{}
			st.ApplyUnchecked(legal[r.IntN(len(legal))], rec)
			for _, e := range rec.Events {
				if e.Type == "killed" {
					killed++
				}
			}
		}
		s := st.(*State)
		res := s.Result()
		d := res.Detail.(ResultDetail)
		if c := s.Counts(); c["deaths"] != killed || len(c) != 1 {
			t.Errorf("game %d with %d deaths: counts %v", g, killed, c)
		}
		want := map[string]string{"all-eliminated": "all eliminated", "round-limit": "round limit", "influence": "influence"}[d.End]
		switch {
		case d.End == "takeover":
			names := []string{}
			for _, f := range d.TakeOver {
				names = append(names, s.factionName(content.Faction(f)))
			}
			want = "takeover: " + strings.Join(names, " and ")
		case d.End == "influence" && len(res.Winners) > 1:
			want = "influence, shared"
		}
		if got := s.EndReason(); got != want || got == "" {
			t.Errorf("game %d ended by %s (%v): EndReason %q, want %q", g, d.End, d.TakeOver, got, want)
		}
		ends[s.EndReason()] = true
		if s.Rounds() != d.Rounds || s.Rounds() < 1 {
			t.Errorf("game %d: Rounds() = %d, result says %d", g, s.Rounds(), d.Rounds)
		}
		for p := 0; p < int(s.N); p++ {
			if id := s.Tags(engine.Seat(p))["survivor"]; id != data.Survivors[s.P[p].Survivor].ID {
				t.Errorf("game %d: seat %d tagged %q", g, p, id)
			}
		}
		if s.Tags(engine.Seat(s.N)) != nil {
			t.Errorf("game %d: a seat out of range has tags", g)
		}
	}
	if len(ends) < 2 {
		t.Errorf("12 games ended all alike: %v", ends)
	}
	if st, _ := (Game{}).New(engine.Setup{Players: 2, Seed: 1}, nil); st.(*State).EndReason() != "" {
		t.Errorf("a game in progress has an end: %q", st.(*State).EndReason())
	}
}
