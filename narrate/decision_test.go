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
		{"outlive", "build", "build:0:pay=metal3", "You chose: Build the room in room 0 for 3 metal"},
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
