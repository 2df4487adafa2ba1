package content

import (
	"fmt"
	"slices"
	"testing"
)

// The box's four scenarios differ in character as much as the published
// ones do from one another: no two share a power-track length, a map size
// or the map's shape (the set of its positions), and no two place the same
// faction tokens at the start. Each has two named factions whose enemies
// are readable at every track space, a chain of about 20 quest cards of its
// own that starts from the one staged at setup, and that chain uses Add,
// Stage and Trash.
// rule FO-COMP-2, FO-FACTION-1, FO-FACTION-4, FO-POWER-1, FO-SETUP-2, FO-SETUP-10, FO-QUEST-1
func TestScenariosDiffer(t *testing.T) {
	c := Default()
	if len(c.Scenarios) != BoxScenarioSheets {
		t.Fatalf("%d scenarios, the box has %d", len(c.Scenarios), BoxScenarioSheets)
	}
	tracks, sizes, shapes, starts := map[int]string{}, map[int]string{}, map[string]string{}, map[string]string{}
	seen := func(m map[int]string, k int, id, what string) {
		if other, ok := m[k]; ok {
			t.Errorf("%s and %s share %s %d", other, id, what, k)
		}
		m[k] = id
	}
	for _, s := range c.Scenarios {
		seen(tracks, s.Power.Spaces, s.ID, "a power track of")
		seen(sizes, len(s.Layout), s.ID, "a map of tiles:")
		var pos []string
		for _, p := range s.Layout {
			pos = append(pos, fmt.Sprint(p.Q, p.R))
		}
		slices.Sort(pos)
		shape := fmt.Sprint(pos)
		if other, ok := shapes[shape]; ok {
			t.Errorf("%s and %s have the same map shape", other, s.ID)
		}
		shapes[shape] = s.ID
		var placed []string
		for _, e := range s.Start {
			if e.Kind == "place-faction" {
				placed = append(placed, string(e.Faction)+"@"+e.Space)
			}
		}
		if other, ok := starts[fmt.Sprint(placed)]; ok {
			t.Errorf("%s and %s place the same faction tokens at the start: %v", other, s.ID, placed)
		}
		starts[fmt.Sprint(placed)] = s.ID

		for _, f := range Factions {
			fi := s.Faction(f)
			if fi.Name == "" {
				t.Errorf("%s: faction %s has no name", s.ID, f)
			}
			for i := range s.Power.Spaces {
				if lv := fi.Enemy.Level; lv == "X" || lv == "Y" {
					if v := s.Power.Value(lv, i); v < 1 {
						t.Errorf("%s: %s enemy at space %d: %s = %d", s.ID, f, i, lv, v)
					}
				}
			}
		}
		kinds := map[string]int{}
		cards := 0
		for _, q := range c.Quests {
			if q.Scenario != s.ID {
				continue
			}
			cards++
			for _, ob := range q.Objectives {
				for _, e := range ob.Results {
					kinds[e.Kind]++
				}
			}
		}
		if cards < 18 || cards > 25 {
			t.Errorf("%s: a chain of %d quest cards; want about 20", s.ID, cards)
		}
		if kinds["add"] == 0 || kinds["stage"] == 0 || kinds["trash"] == 0 {
			t.Errorf("%s: the chain's results use add %d, stage %d, trash %d times", s.ID, kinds["add"], kinds["stage"], kinds["trash"])
		}
		if s.Start[0].Kind != "stage" || c.Quest(s.Start[0].Card) == nil || c.Quest(s.Start[0].Card).Scenario != s.ID {
			t.Errorf("%s: the setup does not begin by staging a quest of its own chain: %+v", s.ID, s.Start[0])
		}
	}
}
