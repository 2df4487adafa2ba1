package fallout

import (
	"path/filepath"
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// scenarioOpts is the setup options that select scenario id.
func scenarioOpts(id string) map[string]string { return map[string]string{OptScenario: id} }

// Random games of each further scenario played to their end, with the
// same checks as TestConformance (every move followed by Check, one round
// of player counts in five checked in full): 120 games per scenario, 30
// per player count (40 games under -short). WASTELAND_CONFORMANCE_GAMES sets the
// games per player count.
// rule FO-COMP-1, FO-SETUP-1, FO-ROUND-4, FO-POWER-3
func TestScenarioConformance(t *testing.T) {
	for _, sc := range data.Scenarios[1:] {
		t.Run(sc.ID, func(t *testing.T) {
			enginetest.Run(t, Game{}, enginetest.Config{
				Games:      120,
				ShortGames: 40,
				Players:    []int{1, 2, 3, 4},
				Options:    scenarioOpts(sc.ID),
				DeepEvery:  31,
				DeepGames:  5,
				Invariants: func(st engine.State) error { return st.(*State).Check() },
			})
		})
	}
}

// One golden playthrough of each further scenario at 1, 3 and 4 players
// and co-op at 2 and 3 (testdata/<scenario>/), as TestGoldenPlaythroughs
// does for The Dust Basin; each directory records its own digests. The
// seeds give short complete games that end every way: the lone survivor
// eliminated (each scenario at 1 player), an influence victory (The Iron
// Causeway, The Shattered Rim), a faction's takeover (The Kindled Vaults);
// in co-op the team's victory (The Iron Causeway at 3) and the hostile
// faction's takeover moved last by a death, a result and an activation,
// with both loyal sides dealt (heart and star).
// rule FO-SETUP-1, FO-SETUP-2, FO-SETUP-10, FO-QUEST-1, AB-OVR-1, AB-END-1, AB-END-2
func TestScenarioGoldenPlaythroughs(t *testing.T) {
	seeds := map[string][5]uint64{
		"iron-causeway":  {26, 77, 16, 30, 26},
		"kindled-vaults": {5, 18, 21, 16, 22},
		"shattered-rim":  {15, 12, 95, 5, 9},
	}
	for _, sc := range data.Scenarios[1:] {
		t.Run(sc.ID, func(t *testing.T) {
			s, ok := seeds[sc.ID]
			if !ok {
				t.Fatalf("no golden seeds for scenario %s", sc.ID)
			}
			opts := scenarioOpts(sc.ID)
			enginetest.GoldenPlaythroughs(t, Game{}, filepath.Join("testdata", sc.ID), *update,
				engine.Setup{Players: 1, Seed: s[0], Options: opts},
				engine.Setup{Players: 3, Seed: s[1], Options: opts},
				engine.Setup{Players: 4, Seed: s[2], Options: opts},
				engine.Setup{Players: 2, Seed: s[3], Variant: VariantCoop, Options: opts},
				engine.Setup{Players: 3, Seed: s[4], Variant: VariantCoop, Options: opts})
		})
	}
}

// The default scenario is The Dust Basin, the content's first: adding
// scenarios leaves the default game as it was.
// rule FO-SETUP-1
func TestDefaultScenarioIsTheDustBasin(t *testing.T) {
	if data.Scenarios[0].ID != "dust-basin" {
		t.Fatalf("the content's first scenario is %s", data.Scenarios[0].ID)
	}
	if s := foNew(t, 2, 1, nil); s.Scenario != 0 {
		t.Fatalf("default scenario %d", s.Scenario)
	}
	opts := (Game{}).SetupOptions()
	if len(opts) != 1 || opts[0].Name != OptScenario || opts[0].Default != "dust-basin" || len(opts[0].Values) != len(data.Scenarios) {
		t.Fatalf("setup options %+v", opts)
	}
}

// Each scenario's setup (FO-SETUP-2, FO-SETUP-10): its layout with its
// face-down piles, its start effects (the staged first quest, the faction
// tokens placed), its power track, and a library holding its own chain
// only, the other scenarios' cards staying in the box.
// rule FO-SETUP-2, FO-SETUP-10, FO-FACTION-2, FO-POWER-1, FO-QUEST-1, FO-LIB-1
func TestScenarioSetups(t *testing.T) {
	for _, c := range []struct {
		id                 string
		tiles, haz, dead   int
		staged             int
		starTokens, hearts int
		starLevel          int
	}{
		{"dust-basin", 15, 6, 6, 1, 0, 1, 1},
		{"iron-causeway", 13, 6, 4, 21, 1, 1, 1},
		{"kindled-vaults", 9, 3, 3, 41, 1, 1, 2},
		{"shattered-rim", 17, 10, 4, 61, 0, 0, 2},
	} {
		t.Run(c.id, func(t *testing.T) {
			s := foStartedIn(t, c.id, 2, 7)
			g := s.geo()
			spaces := data.Scenarios[scenarioIndex(c.id)].Power.Spaces
			if g.sc.ID != c.id || len(g.pos) != c.tiles || g.powerLast != int8(spaces-1) {
				t.Fatalf("scenario %s: %d positions, last power space %d", g.sc.ID, len(g.pos), g.powerLast)
			}
			haz, dead := 0, 0
			for p := range g.pos {
				if !s.Map[p].FaceUp {
					switch g.pos[p].Back {
					case "hazardous":
						haz++
					case "deadly":
						dead++
					}
				}
			}
			if haz != c.haz || dead != c.dead {
				t.Errorf("face down: %d hazardous, %d deadly", haz, dead)
			}
			v := s.View(0).(*View)
			if v.Power.Spaces != g.sc.Power.Spaces {
				t.Errorf("the view shows a power track of %d spaces, the sheet has %d", v.Power.Spaces, g.sc.Power.Spaces)
			}
			var staged []int
			for _, q := range v.Staged {
				staged = append(staged, q.Number)
			}
			if !slices.Equal(staged, []int{c.staged}) {
				t.Errorf("staged %v, want [%d]", staged, c.staged)
			}
			if len(v.Library) == 0 {
				t.Fatal("empty library")
			}
			for _, n := range v.Library {
				if q := questIndex(n); q >= 0 && data.Quests[q].Scenario != c.id {
					t.Errorf("the library lists quest %03d of %s", n, data.Quests[q].Scenario)
				}
			}
			tokens := [2]int{}
			for tk := nEnemies; tk < len(s.Tokens); tk++ {
				if s.Tokens[tk].Node != Nowhere {
					tokens[s.Tokens[tk].Faction]++
				}
			}
			if tokens != [2]int{c.starTokens, c.hearts} {
				t.Errorf("faction tokens on the map %v, want [%d %d]", tokens, c.starTokens, c.hearts)
			}
			if lv := s.factionLevel(0); lv != c.starLevel {
				t.Errorf("star enemy level %d at the start, want %d", lv, c.starLevel)
			}
		})
	}
}

// foStartedIn is foStarted in scenario id.
func foStartedIn(t *testing.T, id string, players int, seed uint64) *State {
	t.Helper()
	s := foNew(t, players, seed, scenarioOpts(id))
	for s.Round == 0 {
		foApply(t, s, foOptions(s)[0])
	}
	return s
}
