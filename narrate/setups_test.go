package narrate

import (
	"encoding/json"
	"maps"
	"testing"

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

// eachRandomEvent plays two random games (at most 600 moves each) of g
// set up as kind, from seeds seed and seed+1 at the two lowest player
// counts g allows, and calls visit with every event, its data encoded as
// the server stores it, and the game's narrators (narrators).
func eachRandomEvent(t *testing.T, g engine.Game, kind gameSetup, seed uint64, visit func(ns map[Lang][]*Narrator, e engine.Event, raw []byte)) {
	t.Helper()
	lo, hi := g.PlayerRange()
	for i := range 2 {
		setup := kind.setup(lo+i%(hi-lo+1), seed+uint64(i))
		var rec engine.Recorder
		st, err := g.New(setup, &rec)
		if err != nil {
			t.Fatal(err)
		}
		ns := narrators(t, g.Name(), setup)
		rng := engine.NewRNG(setup.Seed)
		for move := 0; !st.Over() && move < 600; move++ {
			for _, e := range rec.Events {
				raw, err := json.Marshal(e.Data)
				if err != nil {
					t.Fatal(err)
				}
				visit(ns, e, raw)
			}
			rec.Events = rec.Events[:0]
			acts := st.Legal(nil)
			engine.Play(st, acts[rng.IntN(len(acts))], &rec)
		}
	}
}
