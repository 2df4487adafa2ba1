package fallout

// The catalog rules (shared/rules/fallout.md, fallout-coop.md) that events
// cite (engine.Event.Rules) where the rule depends on the cause.

// fightStartRules are the rules behind a fight of each cause (fightCauses).
var fightStartRules = [...][]string{
	fightAction:     {"FO-FIGHT-2", "FO-FIGHT-3", "FO-FIGHT-1"},
	fightAggressive: {"FO-EABIL-AGG-1", "FO-MOVE-6", "FO-FIGHT-5"},
	fightActivation: {"FO-ACTIV-8", "FO-ACTIV-3", "FO-FIGHT-5"},
	fightCard:       {"FO-FIGHT-20", "FO-FIGHT-1"},
}

// rerollRules are the rules behind rerolls gained from source
// (RerollsGained.Source).
func rerollRules(source string, support bool) []string {
	var r string
	switch source {
	case "weapon":
		r = "FO-FIGHT-7"
	case "modifiers":
		r = "AB-MOD-3"
	case "well-rested":
		r = "FO-TRAIT-7"
	case "perk":
		r = "FO-PERK-1"
	default:
		r = "FO-TEST-8"
	}
	if support {
		return []string{"AB-SUP-4", r}
	}
	return []string{r, "FO-TEST-8"}
}

// harmRules are the rules behind harm of each cause (harmCauses).
var harmRules = [...][]string{
	{"FO-FIGHT-8", "FO-FIGHT-9", "FO-HP-2"},
	{"FO-MOVE-7", "FO-TERRAIN-2", "FO-HP-3"},
	{"FO-HP-2", "FO-HP-3"},
}

// capsRules are the rules behind a change of Caps of cause
// (CapsChanged.Cause), then the currency's own.
func capsRules(cause string) []string {
	r := map[string]string{
		"setup": "FO-SETUP-8", "buy": "FO-SHOP-3", "sell": "FO-SHOP-4", "pay": "FO-CAPS-3",
		"trade": "FO-TRADE-2", "unexhaust": "FO-EXH-4", "card": "FO-RESULT-5",
	}[cause]
	if r == "" {
		return []string{"FO-CAPS-1"}
	}
	return []string{r, "FO-CAPS-1"}
}

// xpRules are the rules behind XP of each cause (xpCauses): a kill, an
// effect, a co-op supporter's share; then the peg's moves.
var xpRules = [...][]string{
	{"FO-XP-5", "FO-FIGHT-12", "FO-XP-2", "FO-XP-3", "FO-XP-4"},
	{"FO-RESULT-4", "FO-XP-2", "FO-XP-3", "FO-XP-4"},
	{"AB-SUP-5", "FO-XP-2", "FO-XP-3", "FO-XP-4"},
}
