package bot

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

func TestExperiment(t *testing.T) {
	if os.Getenv("EXP") == "" {
		t.Skip()
	}
	g := engine.Game(outlive.Game{})
	if os.Getenv("EXP_GAME") == "fallout" {
		g = fallout.Game{}
	}
	h, _ := strconv.Atoi(os.Getenv("EXP_H"))
	rolloutHorizon = h
	if c, err := strconv.ParseFloat(os.Getenv("EXP_C"), 64); err == nil {
		explorationC = c
	}
	n, _ := strconv.Atoi(os.Getenv("EXP_N"))
	kind := os.Getenv("EXP_KIND")
	wins, other, none := 0.0, 0.0, 0
	for i := range n {
		st, _ := g.New(engine.Setup{Players: 2, Seed: uint64(1000 + i/2)}, nil)
		me := engine.Seat(i % 2)
		bots := make([]Bot, 2)
		bots[me], _ = New(kind, uint64(i))
		bots[1-me] = NewGreedy(uint64(i) + 77)
		playOut(t, st, bots, 100000)
		r := st.Result()
		if len(r.Winners) == 0 {
			none++
		}
		for _, w := range r.Winners {
			if w == me {
				wins += 1 / float64(len(r.Winners))
			} else {
				other += 1 / float64(len(r.Winners))
			}
		}
	}
	fmt.Printf("c=%v game %s h=%d kind=%s n=%d: ismcts %.1f greedy %.1f none %d\n", explorationC, g.Name(), h, kind, n, wins, other, none)
}
