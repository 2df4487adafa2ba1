package narrate

import (
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// TestIdentity: narrators that tell alike share their identity, and
// narrators that differ in game, language, reader, a seat's name or the
// setup's names do not, however their parts would run together.
func TestIdentity(t *testing.T) {
	scenario := func(id string) engine.Setup {
		return engine.Setup{Players: 2, Options: map[string]string{fallout.OptScenario: id}}
	}
	type narrator struct {
		game   string
		lang   Lang
		reader engine.Seat
		names  []string
		setup  *engine.Setup
	}
	rim, vaults := scenario("shattered-rim"), scenario("kindled-vaults")
	cases := []struct {
		name string
		a, b narrator
		same bool
	}{
		{"the same", narrator{"outlive", English, 0, nil, nil}, narrator{"outlive", English, 0, nil, nil}, true},
		{"unnamed seats as no names", narrator{"outlive", English, 0, []string{"", ""}, nil}, narrator{"outlive", English, 0, nil, nil}, true},
		{"another setup naming alike", narrator{"fallout", English, 0, nil, &rim}, narrator{"fallout", English, 0, nil, &engine.Setup{Players: 3, Seed: 9, Options: rim.Options}}, true},
		{"game", narrator{"outlive", English, 0, nil, nil}, narrator{"fallout", English, 0, nil, nil}, false},
		{"language", narrator{"outlive", English, 0, nil, nil}, narrator{"outlive", German, 0, nil, nil}, false},
		{"reader", narrator{"outlive", English, 0, nil, nil}, narrator{"outlive", English, 1, nil, nil}, false},
		{"spectator", narrator{"outlive", English, engine.Spectator, nil, nil}, narrator{"outlive", English, Everyone, nil, nil}, false},
		{"a name", narrator{"outlive", English, 0, []string{"Ann", ""}, nil}, narrator{"outlive", English, 0, []string{"", "Ann"}, nil}, false},
		{"names running together", narrator{"outlive", English, 0, []string{"Ann", "a"}, nil}, narrator{"outlive", English, 0, []string{"An", "na"}, nil}, false},
		{"the setup's names", narrator{"fallout", English, 0, nil, &rim}, narrator{"fallout", English, 0, nil, &vaults}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ids [2]string
			for i, nr := range []narrator{c.a, c.b} {
				n, err := New(nr.game, nr.lang, nr.reader, nr.names)
				if err != nil {
					t.Fatal(err)
				}
				if nr.setup != nil {
					n = n.ForSetup(*nr.setup)
				}
				ids[i] = n.Identity()
			}
			if same := ids[0] == ids[1]; same != c.same {
				t.Errorf("same identity = %v, want %v (%q, %q)", same, c.same, ids[0], ids[1])
			}
		})
	}
}
