package narrate

import (
	"testing"

	"wasteland/engine"
)

// TestDecisionIDs tells decision events of option ids whose fields are all
// in the id (a decision event has no args): the rare ids a few hundred
// random games may not reach.
func TestDecisionIDs(t *testing.T) {
	allowed := catalogWords(mustCatalog())
	for _, tc := range []struct{ game, prompt, id, want string }{
		{"outlive", "repair", "repair:access-card:repair-discount-1:pay=wood1,electronics1", "You chose: Repair Access card for 1 wood and 1 electronics"},
		{"outlive", "repair", "repair:pickaxe", "You chose: Repair Pickaxe"},
		{"outlive", "scrap-equipment", "scrap:bear-trap", "You chose: Scrap the broken Bear trap for its materials"},
		{"outlive", "build", "build-room:0", "You chose: Build the room in room 0, then choose how to pay"},
		{"outlive", "build-payment", "pay:metal3", "You chose: Pay 3 metal"},
		{"outlive", "build-payment", "pay:wood1:discount", "You chose: Pay 1 wood with the build discount"},
		{"outlive", "place-hero", "hero:3", "You chose: Place a strength-3 hero, then choose where"},
		{"outlive", "place-hero-where", "place-hero:h3b:dam", "You chose: Place the second strength-3 hero at the Dam"},
		{"outlive", "move-hero", "hero:h3b", "You chose: Move the second strength-3 hero, then choose where"},
		{"outlive", "move-hero-where", "move:h3b:dam", "You chose: Move the second strength-3 hero to the Dam"},
		{"outlive", "avert-event", "event:nomads", "You chose: Avert Nomads, then choose how to pay"},
		{"outlive", "avert-payment", "pay:ammo1:discount", "You chose: Pay 1 ammo with the avert discount"},
		{"outlive", "avert-payment", "pay:ammo3", "You chose: Pay 3 ammo"},
		{"outlive", "recruit", "survivors:2", "You chose: Recruit 2 survivors, then choose the food"},
		{"outlive", "recruit-food", "recruit:meat=1,water=0,cans=1", "You chose: Pay 1 meat and 1 can"},
		{"outlive", "repair", "equipment:bow", "You chose: Repair Bow, then choose how to pay"},
		{"outlive", "repair-payment", "repair:bow:repair-discount-1:pay=wood1", "You chose: Repair Bow for 1 wood (room: repairs 1 material cheaper)"},
		{"fallout", "reroll", "mark:2", "You chose: Mark die 2 for the reroll"},
		{"fallout", "reroll", "unmark:3", "You chose: Unmark die 3: keep it"},
		{"fallout", "reroll", "reroll:13", "You chose: Reroll the marked dice: 1 and 3"},
		{"fallout", "turn", "move:t01.c", "You chose: Move to the south space of Crossroads Camp"},
	} {
		n, err := New(tc.game, English, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		e := engine.Event{Type: engine.DecisionEvent, To: 0, Data: engine.DecisionMade{Seat: 0, Prompt: tc.prompt, Offered: []string{tc.id}, Chosen: tc.id}}
		got, err := n.event(e)
		if err != nil || got != tc.want {
			t.Errorf("%s: %q (%v), want %q", tc.id, got, err, tc.want)
		}
		if bad := badTokens(got, allowed); len(bad) > 0 {
			t.Errorf("%s: id-like tokens %v in %q", tc.id, bad, got)
		}
	}
}
