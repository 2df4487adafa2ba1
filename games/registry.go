package games

import (
	"fmt"
	"strings"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// All returns every registered game, sorted by name.
func All() []engine.Game {
	return []engine.Game{fallout.Game{}, outlive.Game{}}
}

// Names returns the names of every registered game, sorted.
func Names() []string {
	var out []string
	for _, g := range All() {
		out = append(out, g.Name())
	}
	return out
}

// Lookup returns the game called name.
func Lookup(name string) (engine.Game, error) {
	for _, g := range All() {
		if g.Name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, strings.Join(Names(), ", "))
}
