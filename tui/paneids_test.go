package tui

import (
	"regexp"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	fcontent "wasteland/games/fallout/content"
	"wasteland/games/outlive"
)

// idToken is a word of pane text as a content id is spelled: lower-case
// letters, digits and hyphens.
var idToken = regexp.MustCompile(`[a-z0-9][a-z0-9-]*`)

// outliveIDs are the ids of Outlive's content: rooms, equipment, events,
// leaders and locations.
func outliveIDs() map[string]bool {
	ids := map[string]bool{}
	r := outlive.Rules
	for _, x := range r.Rooms {
		ids[x.ID] = true
	}
	for _, x := range r.Equipment {
		ids[x.ID] = true
	}
	for _, x := range r.Events {
		ids[x.ID] = true
	}
	for _, x := range r.Leaders {
		ids[x.ID] = true
	}
	for _, x := range r.Locations {
		ids[x.ID] = true
	}
	return ids
}

// falloutIDs are the ids of Fallout's content: items, survivors and their
// cards, perks, agendas, enemies, factions and the co-op pack's cards.
func falloutIDs() map[string]bool {
	ids := map[string]bool{}
	c := fcontent.Default()
	for _, list := range [][]fcontent.Item{c.Loot, c.Assets, c.Uniques} {
		for _, x := range list {
			ids[x.ID] = true
		}
	}
	for _, x := range c.Survivors {
		ids[x.ID], ids[x.Card.ID] = true, true
	}
	for _, x := range c.Perks {
		ids[x.ID] = true
	}
	for _, x := range c.Agendas {
		ids[x.ID] = true
	}
	for _, x := range c.Enemies {
		ids[x.ID] = true
	}
	for _, f := range fcontent.Factions {
		ids[string(f)] = true
	}
	for _, x := range c.Coop.Activations {
		ids[x.ID] = true
	}
	for _, x := range c.Coop.Tasks {
		ids[x.ID] = true
	}
	for _, x := range c.Coop.Mods {
		ids[x.ID] = true
	}
	for _, x := range c.Coop.Mutations {
		ids[x.ID] = true
	}
	for _, x := range c.Coop.Workshop {
		ids[x.ID] = true
	}
	return ids
}

// TestPanesShowNoContentIDs plays a few rounds at random and checks that
// no board pane, for any seat, shows a content id of the game as a word:
// players read the content's names.
func TestPanesShowNoContentIDs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		game  engine.Game
		setup engine.Setup
		r     Paneler
		ids   map[string]bool
	}{
		{"outlive", outlive.Game{}, engine.Setup{Players: 3, Seed: 4}, OutliveRenderer{}, outliveIDs()},
		{"fallout", fallout.Game{}, engine.Setup{Players: 2, Seed: 5}, FalloutRenderer{}, falloutIDs()},
		{"fallout iron-causeway", fallout.Game{}, engine.Setup{Players: 3, Seed: 7, Options: map[string]string{"scenario": "iron-causeway"}}, FalloutRenderer{}, falloutIDs()},
		{"co-op", fallout.Game{}, engine.Setup{Players: 2, Seed: 5, Variant: "coop"}, FalloutRenderer{}, falloutIDs()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, err := tc.game.New(tc.setup, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(tc.setup.Seed + 1)
			seen := map[string]bool{}
			for step := 0; step < 300 && !st.Over(); step++ {
				if step%10 == 0 {
					for seat := -1; seat < tc.setup.Players; seat++ {
						for _, line := range strings.Split(paneText(tc.r.Panes(st.View(engine.Seat(seat)), 80)), "\n") {
							for _, w := range idToken.FindAllString(line, -1) {
								if tc.ids[w] && !seen[w] {
									seen[w] = true
									t.Errorf("step %d seat %d: content id %q in %q", step, seat, w, line)
								}
							}
						}
					}
				}
				legal := st.Legal(nil)
				st.ApplyUnchecked(legal[rng.IntN(len(legal))], nil)
			}
		})
	}
}
