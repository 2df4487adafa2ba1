package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// TestEventsCiteRules: every event of random games (1 to 4 players, and
// co-op) cites the catalog rules that caused it (shared/rules/fallout.md
// and fallout-coop.md).
func TestEventsCiteRules(t *testing.T) {
	var setups []engine.Setup
	for i := 0; i < 60; i++ {
		setups = append(setups, engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(5100 + i)})
	}
	for i := 0; i < 30; i++ {
		setups = append(setups, engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(5300 + i), Variant: VariantCoop})
	}
	seen := enginetest.EventRulesCited(t, Game{}, setups, enginetest.CatalogIDs(t, "fallout.md", "fallout-coop.md"))
	if len(seen) < 80 {
		t.Errorf("random games showed %d event types, want at least 80", len(seen))
	}
}

// TestCauseRules: the rules cited for each cause of a fight, of rerolls
// and of harm are catalog rules, one list per cause.
func TestCauseRules(t *testing.T) {
	ids := enginetest.CatalogIDs(t, "fallout.md", "fallout-coop.md")
	if len(xpRules) != len(xpCauses) {
		t.Fatalf("%d XP rule lists for %d causes", len(xpRules), len(xpCauses))
	}
	if len(fightStartRules) != len(fightCauses) || len(harmRules) != len(harmCauses) {
		t.Fatalf("%d fight rule lists for %d causes, %d harm rule lists for %d causes",
			len(fightStartRules), len(fightCauses), len(harmRules), len(harmCauses))
	}
	var all [][]string
	all = append(all, fightStartRules[:]...)
	all = append(all, harmRules[:]...)
	all = append(all, xpRules[:]...)
	for _, cause := range []string{"setup", "buy", "sell", "pay", "trade", "unexhaust", "card", "loyal-plus"} {
		all = append(all, capsRules(cause))
	}
	for _, src := range []string{"weapon", "modifiers", "well-rested", "perk", "card"} {
		all = append(all, rerollRules(src, false), rerollRules(src, true))
	}
	for _, rules := range all {
		if len(rules) == 0 {
			t.Error("a cause cites no rule")
		}
		for _, id := range rules {
			if !ids[id] {
				t.Errorf("%s is no catalog rule", id)
			}
		}
	}
}
