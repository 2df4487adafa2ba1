package outlive

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// TestEveryEventTypeIsDocumented: every event type the package emits has a
// heading in the Outlive section of docs/events.md.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	enginetest.EventsDocumented(t, "../../docs/events.md", "Outlive", 30)
}

// TestEveryEventFieldIsDocumented: every field of every event that random
// games of 2, 3 and 4 players emit is a row of its type's table in the
// Outlive section of docs/events.md, and every row names a real field.
func TestEveryEventFieldIsDocumented(t *testing.T) {
	var setups []engine.Setup
	for seed := uint64(1); seed <= 90; seed++ {
		setups = append(setups, engine.Setup{Players: 2 + int(seed%3), Seed: seed})
	}
	samples := enginetest.SampleEvents(t, Game{}, setups)
	enginetest.EventFieldsDocumented(t, "../../docs/events.md", "Outlive", samples)
	t.Logf("%d event types sampled", len(samples))
}
