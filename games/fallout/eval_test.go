package fallout

import (
	"testing"

	"wasteland/bot"
	"wasteland/engine"
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
// survivor, Rounds the rounds begun, and Counts the faction takeover and
// the deaths, checked against the result and the "killed" events.
func TestSimNumbers(t *testing.T) {
	for g := range 6 {
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
		d := s.Result().Detail.(ResultDetail)
		c := s.Counts()
		if want := map[bool]int{true: 1}[d.End == "takeover"]; c["takeover"] != want || c["deaths"] != killed {
			t.Errorf("game %d ended by %s with %d deaths: counts %v", g, d.End, killed, c)
		}
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
}
