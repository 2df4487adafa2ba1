package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"wasteland/engine"
	"wasteland/engine/jsonw"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
	"wasteland/internal/toygame"
)

// TestViewEncodingMatchesEncodingJSON: the views the frames carry are
// encoded without reflection (jsonw.Marshal, the games' generated
// AppendJSON), and the frames are a public contract, so every view of
// random positions of every game, variant, scenario and player count, for
// every seat and a spectator, must be byte for byte what encoding/json
// writes: both the view's own encoding and the frames' (appendView, with
// the part the position's views share encoded once).
func TestViewEncodingMatchesEncodingJSON(t *testing.T) {
	type setups struct {
		g      engine.Game
		setups []engine.Setup
		every  int // compare after every every-th move
	}
	var all []setups
	var ol []engine.Setup
	for p := 2; p <= 4; p++ {
		ol = append(ol, engine.Setup{Players: p, Seed: uint64(p)}, engine.Setup{Players: p, Seed: uint64(p + 10)})
	}
	all = append(all, setups{outlive.Game{}, ol, 1})
	var fo []engine.Setup
	for _, sc := range scenarios(fallout.Game{}) {
		for p := 1; p <= 4; p++ {
			for _, variant := range []string{"", "coop"} {
				fo = append(fo, engine.Setup{Players: p, Variant: variant, Seed: uint64(7*p + len(sc)), Options: map[string]string{"scenario": sc}})
			}
		}
	}
	every := 3
	if testing.Short() {
		fo, every = fo[:4], 17
	}
	all = append(all, setups{fallout.Game{}, fo, every})
	all = append(all, setups{toygame.Game{}, []engine.Setup{{Players: 2, Seed: 1}, {Players: 3, Seed: 2}, {Players: 4, Seed: 3}}, 1})
	for _, s := range all {
		for _, setup := range s.setups {
			t.Run(fmt.Sprintf("%s/%s/%d/%v", s.g.Name(), setup.Variant, setup.Players, setup.Options), func(t *testing.T) {
				st, err := s.g.New(setup, nil)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(setup.Seed)
				var acts []engine.Action
				var common []byte
				compared := 0
				for move := 0; ; move++ {
					if move%s.every == 0 || st.Over() {
						common = common[:0]
						for seat := engine.Spectator; int(seat) < st.Players(); seat++ {
							v := st.View(seat)
							want, err := json.Marshal(v)
							if err != nil {
								t.Fatal(err)
							}
							got, err := jsonw.Marshal(v)
							if err != nil {
								t.Fatal(err)
							}
							if !bytes.Equal(got, want) {
								t.Fatalf("move %d, seat %d: the view's encoding differs from encoding/json's:\n got %s\nwant %s", move, seat, got, want)
							}
							framed, err := appendView(nil, st, seat, &common)
							if err != nil {
								t.Fatal(err)
							}
							if !bytes.Equal(framed, want) {
								t.Fatalf("move %d, seat %d: the frame's view differs from encoding/json's:\n got %s\nwant %s", move, seat, framed, want)
							}
							compared++
						}
					}
					if st.Over() {
						break
					}
					acts = st.Legal(acts[:0])
					st.ApplyUnchecked(acts[rng.IntN(len(acts))], nil)
				}
				if compared < 2 {
					t.Fatalf("only %d views compared", compared)
				}
			})
		}
	}
}

// scenarios lists the values of g's setup option "scenario".
func scenarios(g engine.Game) []string {
	for _, o := range g.(engine.OptionLister).SetupOptions() {
		if o.Name == "scenario" {
			var out []string
			for _, v := range o.Values {
				out = append(out, v.ID)
			}
			return out
		}
	}
	return nil
}

// TestViewsEncodeWithoutReflection: the games whose views the server
// sends most encode them by their generated encoders.
func TestViewsEncodeWithoutReflection(t *testing.T) {
	for _, g := range []engine.Game{outlive.Game{}, fallout.Game{}} {
		st, err := g.New(engine.Setup{Players: 2, Seed: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st.View(0).(jsonw.Appender); !ok {
			t.Errorf("%s: the view %T is no jsonw.Appender", g.Name(), st.View(0))
		}
	}
}
