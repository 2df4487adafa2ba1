package outlive

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// TestEventsCiteRules: every event of random 2- to 4-player games cites
// the catalog rules that caused it (shared/rules/outlive.md), and every
// event type the package emits is seen.
func TestEventsCiteRules(t *testing.T) {
	var setups []engine.Setup
	for i := 0; i < 30; i++ {
		setups = append(setups, engine.Setup{Players: 2 + i%3, Seed: uint64(3100 + i)})
	}
	seen := enginetest.EventRulesCited(t, Game{}, setups, enginetest.CatalogIDs(t, "outlive.md"))
	if len(seen) < 60 {
		t.Errorf("random games showed %d event types, want at least 60", len(seen))
	}
}

// TestComponentRules: every event card, equipment tile and room ability
// names its own catalog rule, and the rules behind radiation changes and
// survivor losses are catalog rules.
func TestComponentRules(t *testing.T) {
	ids := enginetest.CatalogIDs(t, "outlive.md")
	var got []string
	for _, e := range Rules.Events {
		if _, ok := eventCardRules[e.ID]; !ok {
			t.Errorf("event card %s has no catalog rule", e.ID)
		}
		got = append(got, eventCardRule(e.ID))
	}
	for _, e := range Rules.Equipment {
		got = append(got, equipmentRule(e.ID))
	}
	for a := AbBuildDiscount; a <= AbEventImmunity; a++ {
		got = append(got, abilityRule(a))
	}
	for _, c := range []string{"night", "algae", "algae-capsule", "room:decon", "radiation-cloud"} {
		got = append(got, radiationRules(c)...)
	}
	got = append(got, lossRules...)
	for _, id := range got {
		if !ids[id] {
			t.Errorf("%s is no rule of shared/rules/outlive.md", id)
		}
	}
	if len(lossRules) != len(lossNames) {
		t.Errorf("%d loss rules for %d loss reasons", len(lossRules), len(lossNames))
	}
}
