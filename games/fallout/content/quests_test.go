package content

import "testing"

// allEffects lists every results bar and instruction list of the content.
func allEffects(c *Content) [][]Effect {
	var out [][]Effect
	for _, s := range c.Scenarios {
		out = append(out, s.Start)
	}
	for _, q := range c.Quests {
		out = append(out, q.OnStage)
		for _, ob := range q.Objectives {
			out = append(out, ob.Results)
		}
	}
	for _, e := range c.Encounters {
		for _, op := range e.Options {
			out = append(out, op.Success.Results)
			if op.Fail != nil {
				out = append(out, op.Fail.Results)
			}
		}
	}
	return out
}

// Every Stage and Add resolves: Stage to a quest card, Add to a library
// encounter card (never a starting card); and every quest card of a scenario
// and every library card is reachable from the scenario's setup by following
// Stage and Add.
// rule FO-LIB-1, FO-ENC-4
func TestQuestChainResolves(t *testing.T) {
	c := Default()
	for _, es := range allEffects(c) {
		for _, e := range es {
			switch e.Kind {
			case "stage":
				if c.Quest(e.Card) == nil {
					t.Errorf("stage %03d: no quest", e.Card)
				}
			case "add":
				if enc := c.Encounter(e.Card); enc == nil || enc.Start {
					t.Errorf("add %03d: no library encounter", e.Card)
				}
			}
		}
	}
	for _, s := range c.Scenarios {
		// Starting encounter cards are in play from the start, so their
		// results count as well as the setup's.
		var queue []Effect
		queue = append(queue, s.Start...)
		for _, enc := range c.Encounters {
			if enc.Start {
				queue = append(queue, encounterResults(&enc)...)
			}
		}
		seen := map[int]bool{}
		for len(queue) > 0 {
			e := queue[0]
			queue = queue[1:]
			if (e.Kind != "stage" && e.Kind != "add") || seen[e.Card] {
				continue
			}
			seen[e.Card] = true
			if q := c.Quest(e.Card); q != nil && e.Kind == "stage" {
				if q.Scenario != s.ID {
					t.Errorf("%s stages quest %03d of %s", s.ID, q.Number, q.Scenario)
				}
				queue = append(queue, q.OnStage...)
				for _, ob := range q.Objectives {
					queue = append(queue, ob.Results...)
				}
			}
			if enc := c.Encounter(e.Card); enc != nil && e.Kind == "add" {
				queue = append(queue, encounterResults(enc)...)
			}
		}
		for _, q := range c.Quests {
			if q.Scenario == s.ID && !seen[q.Number] {
				t.Errorf("%s: quest %03d is unreachable", s.ID, q.Number)
			}
		}
		for _, enc := range c.Encounters {
			if !enc.Start && !seen[enc.Number] {
				t.Errorf("%s: library card %03d is unreachable", s.ID, enc.Number)
			}
		}
	}
}

func encounterResults(enc *EncounterCard) []Effect {
	var out []Effect
	for _, op := range enc.Options {
		out = append(out, op.Success.Results...)
		if op.Fail != nil {
			out = append(out, op.Fail.Results...)
		}
	}
	return out
}

// The first quest branches like quest 014 of the Commonwealth: an automatic
// kill objective that stages two quests and trashes the card, and a
// quest-action objective in a named space that stages two quests, adds an
// encounter card and trashes the card. Both trash it, so only one branch is
// taken.
// rule FO-SCEN-1, FO-SCEN-2
// test FO-EX-QUEST-1
func TestFirstQuestBranches(t *testing.T) {
	c := Default()
	s := c.Scenario("dust-basin")
	if s.Start[0].Kind != "stage" || s.Start[0].Card != 1 {
		t.Fatalf("setup does not stage 001 first: %+v", s.Start)
	}
	q := c.Quest(1)
	if len(q.Objectives) != 2 {
		t.Fatalf("quest 001 has %d objectives", len(q.Objectives))
	}
	kinds := func(es []Effect) map[string]int {
		m := map[string]int{}
		for _, e := range es {
			m[e.Kind]++
		}
		return m
	}
	o1, o2 := q.Objectives[0], q.Objectives[1]
	if o1.Action || o1.Trigger == nil || o1.Trigger.Kind != "kill" {
		t.Errorf("objective 1 is not an automatic kill: %+v", o1)
	}
	if k := kinds(o1.Results); k["stage"] != 2 || k["trash"] != 1 {
		t.Errorf("objective 1 results %v", k)
	}
	if !o2.Action || len(o2.Requires) == 0 || o2.Requires[0].Kind != "at" {
		t.Errorf("objective 2 is not a quest action in a named space: %+v", o2)
	}
	if k := kinds(o2.Results); k["stage"] != 2 || k["add"] != 1 || k["trash"] != 1 {
		t.Errorf("objective 2 results %v", k)
	}
	// Trash comes last, after the other results (left to right).
	for _, ob := range q.Objectives {
		if ob.Results[len(ob.Results)-1].Kind != "trash" {
			t.Error("trash is not the last result")
		}
	}
	// The branches lead to different quests.
	st := func(es []Effect) []int {
		var n []int
		for _, e := range es {
			if e.Kind == "stage" {
				n = append(n, e.Card)
			}
		}
		return n
	}
	if a, b := st(o1.Results), st(o2.Results); a[0] == b[0] || a[1] == b[1] {
		t.Errorf("branches stage the same quests: %v %v", a, b)
	}
}

// Setup effects: the scenario stages its first quest and places a faction
// token, like the Commonwealth's "stage 014, put the ♥ token on Diamond City".
// rule FO-FACTION-2, FO-SCEN-1
func TestScenarioSetup(t *testing.T) {
	c := Default()
	s := c.Scenario("dust-basin")
	var placed bool
	for _, e := range s.Start {
		if e.Kind == "place-faction" {
			placed = true
			if _, _, _, ok := c.Space(e.Space); !ok {
				t.Errorf("faction token on unknown space %s", e.Space)
			}
		}
	}
	if !placed {
		t.Error("no faction token placed at setup")
	}
	// The faction enemies read X and Y.
	// rule FO-FACTION-4, FO-ENEMY-2
	for _, f := range Factions {
		lv := s.Faction(f).Enemy.Level
		if lv != "X" && lv != "Y" {
			t.Errorf("%s enemy level %q is not a track letter", f, lv)
		}
		for i := range s.Power.Spaces {
			if v := s.Power.Value(lv, i); v < 1 {
				t.Errorf("%s at space %d: %s = %d", f, i, lv, v)
			}
		}
	}
	// Past the last space the last value holds.
	// rule FO-POWER-5
	if s.Power.Value("X", 99) != s.Power.Value("X", s.Power.Spaces-1) || s.Power.Value("Z", 0) != 0 {
		t.Error("Value outside the track")
	}
}
