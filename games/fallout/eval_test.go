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
