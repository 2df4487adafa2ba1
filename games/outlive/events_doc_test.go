package outlive

import (
	"testing"

	"wasteland/engine/enginetest"
)

// TestEveryEventTypeIsDocumented: every event type the package emits has a
// heading in the Outlive section of docs/events.md.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	enginetest.EventsDocumented(t, "../../docs/events.md", "Outlive", 30)
}
