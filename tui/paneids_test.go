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

// addIDs adds the id of every element of list to ids.
func addIDs[T any](ids map[string]bool, list []T, id func(T) string) {
	for _, x := range list {
		ids[id(x)] = true
	}
}

// outliveIDs are the ids of Outlive's content: rooms, equipment, events,
// leaders and locations.
func outliveIDs() map[string]bool {
	ids := map[string]bool{}
	r := outlive.Rules
	addIDs(ids, r.Rooms, func(x outlive.RoomKind) string { return x.ID })
	addIDs(ids, r.Equipment, func(x outlive.EquipmentKind) string { return x.ID })
	addIDs(ids, r.Events, func(x outlive.EventKind) string { return x.ID })
	addIDs(ids, r.Leaders, func(x outlive.LeaderKind) string { return x.ID })
	addIDs(ids, r.Locations[:], func(x outlive.LocationInfo) string { return x.ID })
	return ids
}

// falloutIDs are the ids of Fallout's content: items, survivors and their
// cards, perks, agendas, enemies, factions and the co-op pack's cards.
func falloutIDs() map[string]bool {
	ids := map[string]bool{}
	c := fcontent.Default()
	item := func(x fcontent.Item) string { return x.ID }
	for _, list := range [][]fcontent.Item{c.Loot, c.Assets, c.Uniques} {
		addIDs(ids, list, item)
	}
	addIDs(ids, c.Survivors, func(x fcontent.Survivor) string { return x.ID })
	addIDs(ids, c.Survivors, func(x fcontent.Survivor) string { return x.Card.ID })
	addIDs(ids, c.Perks, func(x fcontent.Perk) string { return x.ID })
	addIDs(ids, c.Agendas, func(x fcontent.Agenda) string { return x.ID })
	addIDs(ids, c.Enemies, func(x fcontent.Enemy) string { return x.ID })
	addIDs(ids, fcontent.Factions, func(f fcontent.Faction) string { return string(f) })
	addIDs(ids, c.Coop.Activations, func(x fcontent.ActivationCard) string { return x.ID })
	addIDs(ids, c.Coop.Tasks, func(x fcontent.Task) string { return x.ID })
	addIDs(ids, c.Coop.Mods, func(x fcontent.Mod) string { return x.ID })
	addIDs(ids, c.Coop.Mutations, func(x fcontent.Mutation) string { return x.ID })
	addIDs(ids, c.Coop.Workshop, func(x fcontent.Upgrade) string { return x.ID })
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
