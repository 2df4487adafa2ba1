package fallout

import (
	"strings"
	"testing"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// TestGreedyBeatsRandom plays 20 two-player games, greedy against random,
// alternating seats: greedy, guided by Evaluate, ends with more influence
// than random in most of them.
func TestGreedyBeatsRandom(t *testing.T) {
	const games = 20
	wins, ahead := 0, 0
	var greedyInfl, randomInfl int
	for g := range games {
		st, err := Game{}.New(engine.Setup{Players: 2, Seed: uint64(g) + 100})
		if err != nil {
			t.Fatal(err)
		}
		gs := engine.Seat(g % 2)
		bots := make([]bot.Bot, 2)
		bots[gs] = bot.NewGreedy(uint64(g))
		bots[1-gs] = bot.NewRandom(uint64(g))
		var legal []engine.Action
		for moves := 0; !st.Over(); moves++ {
			if moves > 200000 {
				t.Fatalf("game %d does not end", g)
			}
			seat := st.ToMove()
			legal = st.Legal(legal[:0])
			st.ApplyUnchecked(bots[seat].Choose(st, seat, legal), nil)
		}
		r := st.Result()
		for _, w := range r.Winners {
			if w == gs {
				wins++
			}
		}
		if r.Scores[gs] > r.Scores[1-gs] {
			ahead++
		}
		greedyInfl += r.Scores[gs]
		randomInfl += r.Scores[1-gs]
	}
	t.Logf("greedy: %d wins, ahead in %d of %d games; influence %d against %d", wins, ahead, games, greedyInfl, randomInfl)
	if wins <= games/2 && (ahead <= games/2 || greedyInfl <= randomInfl) {
		t.Errorf("greedy won %d and was ahead in %d of %d games against random (influence %d against %d)", wins, ahead, games, greedyInfl, randomInfl)
	}
}

// TestSimNumbers plays random games to their end: Tags names each seat's
// survivor, Rounds the rounds begun, Counts the deaths, checked against
// the "killed" events, and EndReason how the game ended, checked against
// the result: a takeover names the faction on the last space
// (FO-POWER-3), an influence win says whether it was shared (FO-WIN-4).
func TestSimNumbers(t *testing.T) {
	ends := map[string]bool{}
	for g := range 12 {
		st, err := Game{}.New(engine.Setup{Players: 1 + g%4, Seed: uint64(g) + 40})
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
	if st, _ := (Game{}).New(engine.Setup{Players: 2, Seed: 1}); st.(*State).EndReason() != "" {
		t.Errorf("a game in progress has an end: %q", st.(*State).EndReason())
	}
}
