// Package games lists the games wasteland plays, by name: the registry the
// command line, the server and the simulator look games up in. Each game is
// an engine.Game from its own package (games/outlive, games/fallout).
//
// Example:
//
//	g, err := games.Lookup("outlive")
//	st, err := g.New(engine.Setup{Players: 3, Seed: 1}, nil)
package games
