package bot

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// falloutGame plays one Fallout game of kinds[seat] bots seeded from seed
// and returns its result and the survivors killed.
func falloutGame(t *testing.T, seed uint64, kinds ...string) (engine.Result, int) {
	t.Helper()
	st, err := fallout.Game{}.New(engine.Setup{Players: len(kinds), Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]Bot, len(kinds))
	for s, k := range kinds {
		if bots[s], err = New(k, SeedFor(seed, s)); err != nil {
			t.Fatal(err)
		}
	}
	playOut(t, st, bots, 20_000)
	return st.Result(), st.(interface{ Counts() map[string]int }).Counts()["deaths"]
}

// TestFalloutGreedyBeatsRandom plays 2-player games of Fallout, greedy
// against random with the seats alternating: greedy wins on influence
// (rule FO-WIN-3) in a tenth of them at least, random once at most, and
// greedy ends with at least three times random's influence (FO-WIN-1).
// Greedy against greedy loses under a quarter of the survivors random
// against random loses (FO-DEATH-1).
func TestFalloutGreedyBeatsRandom(t *testing.T) {
	const games = 40
	wins := map[string]int{}
	influence := map[string]int{}
	for g := range games {
		kinds := []string{"greedy", "random"}
		if g%2 == 1 {
			kinds = []string{"random", "greedy"}
		}
		r, _ := falloutGame(t, uint64(g)+500, kinds...)
		for _, w := range r.Winners {
			wins[kinds[w]]++
		}
		for s, k := range kinds {
			influence[k] += r.Scores[s]
		}
	}
	t.Logf("%d games: wins %v, influence %v", games, wins, influence)
	if wins["greedy"] < games/10 || wins["random"] > 1 || influence["greedy"] < 3*influence["random"] {
		t.Errorf("%d games of greedy against random: wins %v, influence %v", games, wins, influence)
	}
	deaths := map[string]int{}
	for g := range games / 4 {
		for _, k := range []string{"greedy", "random"} {
			_, d := falloutGame(t, uint64(g)+900, k, k)
			deaths[k] += d
		}
	}
	t.Logf("%d games each: deaths %v", games/4, deaths)
	if 4*deaths["greedy"] > deaths["random"] {
		t.Errorf("greedy against greedy lost %d survivors, random against random %d", deaths["greedy"], deaths["random"])
	}
}

// TestFalloutBotsIgnoreHiddenInfo: on Fallout positions of 2 to 4
// players, both bots choose the same option in two states the mover cannot
// tell apart (other hands, deck orders, face-down tiles and inactive
// enemies redrawn by Resample; rules FO-AGENDA-6, FO-SETUP-2, FO-INACT-1).
func TestFalloutBotsIgnoreHiddenInfo(t *testing.T) {
	checkSameChoices(t, fallout.Game{}, hiddenInfoWalk{players: []int{2, 3, 4, 2}, seed: 70, every: 5, maxMoves: 1500, min: 300})
}

// BenchmarkFalloutGame plays whole 2-player games of Fallout, greedy
// against random.
func BenchmarkFalloutGame(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		st, err := fallout.Game{}.New(engine.Setup{Players: 2, Seed: uint64(i)}, nil)
		if err != nil {
			b.Fatal(err)
		}
		playOut(b, st, []Bot{NewGreedy(uint64(i)), NewRandom(uint64(i) + 1)}, 20_000)
	}
}
