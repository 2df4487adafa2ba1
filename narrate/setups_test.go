package narrate

import (
	"maps"

	"wasteland/engine"
)

// gameSetup is one kind of game the narration tests play: the base game,
// a variant, or a value of a setup option other than its default.
type gameSetup struct {
	name    string
	variant string
	options map[string]string
}

// variantLister is implemented by a game with variants (Fallout's co-op).
type variantLister interface{ Variants() []string }

// setupsOf lists the kinds of game of g the narration tests play: the base
// game, every variant, and every non-default value of every setup option
// (Fallout's scenarios), so that every event and option of each is told.
func setupsOf(g engine.Game) []gameSetup {
	out := []gameSetup{{name: "base"}}
	if v, ok := g.(variantLister); ok {
		for _, name := range v.Variants() {
			out = append(out, gameSetup{name: name, variant: name})
		}
	}
	if o, ok := g.(engine.OptionLister); ok {
		for _, opt := range o.SetupOptions() {
			for _, val := range opt.Values {
				if val.ID != opt.Default {
					out = append(out, gameSetup{name: opt.Name + "=" + val.ID, options: map[string]string{opt.Name: val.ID}})
				}
			}
		}
	}
	return out
}

// setup is the engine setup of the i-th game of kind s with players seats.
func (s gameSetup) setup(players int, seed uint64) engine.Setup {
	return engine.Setup{Players: players, Variant: s.variant, Seed: seed, Options: maps.Clone(s.options)}
}
