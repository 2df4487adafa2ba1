package outlive

import (
	"strconv"
	"strings"
)

// The catalog rules (shared/rules/outlive.md) that events cite
// (engine.Event.Rules) where a component's own rule made a step happen:
// an event card, a repaired equipment tile, a room's ability. All are
// public: a card or tile is face up when its rule applies.

// eventCardRules maps an event card's content id to its catalog rule.
var eventCardRules = map[string]string{
	"forest-fire": "OL-EVENT-FORESTFIRE-1", "cave-in": "OL-EVENT-CAVEIN-1", "gang-of-thieves": "OL-EVENT-THIEVES-1",
	"general-shortage": "OL-EVENT-SHORTAGE-1", "nomads": "OL-EVENT-NOMADS-1", "sandstorm": "OL-EVENT-SANDSTORM-1",
	"radiation-cloud": "OL-EVENT-RADCLOUD-1", "rat-plague": "OL-EVENT-RATS-1", "hostile-group": "OL-EVENT-HOSTILES-1",
	"cold-snap": "OL-EVENT-COLD-1", "animal-plague": "OL-EVENT-PLAGUE-1", "animal-mutation": "OL-EVENT-MUTATION-1",
}

// eventCardRule is the catalog rule of the event card with content id
// id, or the general event rule for a card the catalog does not name.
func eventCardRule(id string) string {
	if r, ok := eventCardRules[id]; ok {
		return r
	}
	return "OL-DAY-EVENT-1"
}

// equipmentRuleNames holds the catalog names of the equipment tiles whose
// content id does not spell them.
var equipmentRuleNames = map[string]string{"jerrycan": "CANISTER", "ammo-crate": "AMMOBOX", "thermal-sensor": "HEATSENSOR"}

// equipmentRule is the catalog rule of the equipment tile with content
// id id, such as OL-EQ-PICKAXE.
func equipmentRule(id string) string {
	if n, ok := equipmentRuleNames[id]; ok {
		return "OL-EQ-" + n
	}
	return "OL-EQ-" + strings.ToUpper(strings.ReplaceAll(id, "-", ""))
}

// abilityRule is the catalog rule of a room ability: OL-ROOM-1 for the
// first ability, in the catalog's order (Ability).
func abilityRule(a Ability) string { return "OL-ROOM-" + strconv.Itoa(int(a)+1) }

// radiationRules is the catalog rule behind a radiation change of cause
// (RadiationChange.Cause), then the track's own rules.
func radiationRules(cause string) []string {
	var r string
	switch {
	case cause == "night":
		r = "OL-NIGHT-RAD-3"
	case cause == "algae":
		r = "OL-LOC-MIL-2"
	case cause == "algae-capsule":
		r = "OL-LOC-CITY-5"
	case strings.HasPrefix(cause, "room:"):
		r = abilityRule(AbRadMinus1)
	default:
		r = eventCardRule(cause)
	}
	return []string{r, "OL-RAD-2", "OL-RAD-3", "OL-RAD-4"}
}

// lossRules is the catalog rule of each reason for losing a survivor
// (lossNames).
var lossRules = []string{"OL-NIGHT-FEED-4", "OL-RAD-3", "OL-EVENT-COLD-1", "OL-EVENT-RATS-1", "OL-EVENT-HOSTILES-1"}
