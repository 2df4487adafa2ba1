package fallout

import (
	"testing"

	"wasteland/engine/enginetest"
)

// TestEveryEventTypeIsDocumented: every event type the package emits has a
// heading in docs/events-fallout*.md.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	enginetest.EventsDocumented(t, "../../docs/events-fallout*.md", 25)
}
