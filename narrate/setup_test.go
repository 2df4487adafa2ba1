package narrate

import (
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	fcontent "wasteland/games/fallout/content"
)

// TestFactionsOfTheScenario checks that a narrator for a game's setup
// names the factions of that game's scenario, and one without a setup
// those of the default scenario (The Dust Basin).
func TestFactionsOfTheScenario(t *testing.T) {
	c := fcontent.Default()
	e := engine.Event{Type: "power-moved", To: engine.Public, Data: fallout.PowerMoved{Faction: "star", From: 1, To: 2, Last: 9, Cause: "result"}}
	base, err := New("fallout", English, Everyone, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := base.Event(e); !strings.Contains(s, c.Scenarios[0].Star.Name) {
		t.Errorf("without a setup: %q does not name %q", s, c.Scenarios[0].Star.Name)
	}
	for _, sc := range c.Scenarios {
		setup := engine.Setup{Players: 2, Options: map[string]string{fallout.OptScenario: sc.ID}}
		e.Data = fallout.PowerMoved{Faction: "heart", From: 1, To: 2, Last: 9, Cause: "result"}
		if s := base.ForSetup(setup).Event(e); !strings.Contains(s, sc.Heart.Name) {
			t.Errorf("%s: %q does not name %q", sc.ID, s, sc.Heart.Name)
		}
	}
}
