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
