package fallout

import (
	"encoding/json"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// coNew makes a co-op game before any decision.
func coNew(t *testing.T, players int, seed uint64) *State {
	t.Helper()
	st, err := Game{}.New(engine.Setup{Players: players, Seed: seed, Variant: VariantCoop}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// coGame makes a co-op game and plays its setup as foStarted does, the
// loyal faction being loyal ("star" or "heart"); then it clears the map's
// enemies and every survivor's cards, as fxGame does. It returns the state
// at the first player's first turn decision.
func coGame(t *testing.T, players int, seed uint64, loyal string) *State {
	t.Helper()
	s := coNew(t, players, seed)
	for s.Round == 0 {
		d := engine.DecisionOf(s)
		id := foFirst(d)
		switch d.Prompt {
		case "choose-loyal-faction":
			id = "loyal:" + loyal
		case "character-card":
			for _, o := range d.Options {
				if strings.HasPrefix(o.ID, "equip:") {
					id = o.ID
				}
			}
		}
		foApply(t, s, id)
	}
	if s.Prompt() != "turn" {
		t.Fatalf("setup ended at %q", s.Prompt())
	}
	foBareTable(s)
	return s
}

// coIndex is the index of the co-op card with id in list, by id.
func coIndex[T any](t *testing.T, list []T, id string, idOf func(*T) string) int8 {
	t.Helper()
	for i := range list {
		if idOf(&list[i]) == id {
			return int8(i)
		}
	}
	t.Fatalf("no co-op card %q", id)
	return -1
}

func coMod(t *testing.T, id string) int8 {
	return coIndex(t, coopData.Mods, id, func(m *content.Mod) string { return m.ID })
}

func coMutation(t *testing.T, id string) int8 {
	return coIndex(t, coopData.Mutations, id, func(m *content.Mutation) string { return m.ID })
}

func coTask(t *testing.T, id string) int8 {
	return coIndex(t, coopData.Tasks, id, func(m *content.Task) string { return m.ID })
}

func coUpgrade(t *testing.T, id string) int8 {
	return coIndex(t, coopData.Workshop, id, func(m *content.Upgrade) string { return m.ID })
}

func coActivation(t *testing.T, id string) int8 {
	return coIndex(t, coopData.Activations, id, func(m *content.ActivationCard) string { return m.ID })
}

// coTop puts card c on top of pile p, taking it from wherever it is in p.
func coTop(p *Pile, c int8) {
	for i := 0; i < int(p.N); i++ {
		if p.Cards[i] == c {
			copy(p.Cards[i:p.N-1], p.Cards[i+1:p.N])
			p.Cards[p.N-1] = c
			return
		}
	}
	p.put(c)
}

// coSetTasks replaces the revealed tasks by the given ones (the rest of
// the task cards go to the task deck).
func coSetTasks(t *testing.T, s *State, ids ...string) {
	t.Helper()
	c := &s.Coop
	c.TaskDeck.N, c.TaskDone = 0, 0
	var used [64]bool
	for i := range c.Tasks {
		c.Tasks[i] = coTask(t, ids[i])
		used[c.Tasks[i]] = true
	}
	for i := range coopData.Tasks {
		if !used[i] {
			c.TaskDeck.put(int8(i))
		}
	}
}

// coFaceOf is the support die face with bullets ● and exactly the areas given.
func coFaceOf(bullets int, areas ...content.Area) int8 {
	for i, f := range coopData.SupportDie {
		if f.Hits == bullets && len(f.Areas) == len(areas) {
			same := true
			for _, a := range areas {
				same = same && f.Filled(a)
			}
			if same {
				return int8(i)
			}
		}
	}
	panic("no such support die face")
}

// recorder is a recorder to hand to advance in a test.
type recorder struct{ r engine.Recorder }

// mustJSON encodes v.
func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
