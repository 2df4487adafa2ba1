// Package sim plays many games between bots on all cores and reports
// statistics: scores, win shares by seat, by bot kind and by the tags a game
// exposes, game lengths, shared wins, how the games ended and the numbers a
// game counts.
//
// Game i is made from a seed derived from the run's seed and i (GameSeed),
// and each of its bots from that game seed and the seat (bot.SeedFor). Results,
// event logs and records are handled in game-index order, so every output is
// byte-identical whatever the number of workers.
//
// Example:
//
//	rep, err := sim.Run(ctx, sim.Config{Game: g, Games: 1000, Players: 4,
//		Bots: []string{"greedy", "greedy", "random", "random"}, Seed: 1})
//	rep.Write(os.Stdout)
package sim
