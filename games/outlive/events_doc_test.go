package outlive

import (
	"testing"

	"wasteland/engine/enginetest"
)

// TestEveryEventTypeIsDocumented: every event type the package emits has a
// heading in docs/events.md.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	enginetest.EventsDocumented(t, "../../docs/events.md", 30)
}
