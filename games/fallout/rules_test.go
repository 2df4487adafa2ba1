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
