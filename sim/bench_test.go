package sim

import (
	"context"
	"fmt"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// BenchmarkRun measures whole sim runs of random 4-player games with one
// and two workers: games per second, and how the run scales with cores
// (docs/PERFORMANCE.md).
func BenchmarkRun(b *testing.B) {
	for _, g := range []engine.Game{outlive.Game{}, fallout.Game{}} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s-4p-workers-%d", g.Name(), workers), func(b *testing.B) {
				games := 0
				for b.Loop() {
					cfg := Config{Game: g, Games: 200, Players: 4, Bots: []string{"random", "random", "random", "random"}, Seed: uint64(games), Workers: workers}
					if _, err := Run(context.Background(), cfg); err != nil {
						b.Fatal(err)
					}
					games += cfg.Games
				}
				b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
			})
		}
	}
}
