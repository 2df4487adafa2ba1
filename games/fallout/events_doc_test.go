package fallout

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// TestEveryEventTypeIsDocumented: every event type the package emits has a
// heading in the Fallout section of docs/events.md.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	enginetest.EventsDocumented(t, "../../docs/events.md", "Fallout", 25)
}

// TestEveryEventFieldIsDocumented samples the events of random games of 1
// to 4 players, both agenda-overflow readings, and checks every field of
// every event type seen against its table in docs/events.md.
func TestEveryEventFieldIsDocumented(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 16
	}
	var setups []engine.Setup
	for i := 0; i < games; i++ {
		setup := engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(7001 + i)}
		if i%3 == 2 {
			setup.Options = map[string]string{OptAgendaOverflow: "discard"}
		}
		setups = append(setups, setup)
	}
	samples := enginetest.SampleEvents(t, Game{}, setups)
	enginetest.EventFieldsDocumented(t, "../../docs/events.md", "Fallout", samples)
	var unseen []string
	for _, typ := range documentedTypes(t) {
		if _, ok := samples[typ]; !ok {
			unseen = append(unseen, typ)
		}
	}
	t.Logf("%d event types sampled; documented but never sampled: %v", len(samples), unseen)
}

// documentedTypes lists the event types headed in the Fallout section of
// docs/events.md: the first backquoted word of each heading.
func documentedTypes(t *testing.T) []string {
	b, err := os.ReadFile("../../docs/events.md")
	if err != nil {
		t.Fatal(err)
	}
	heading := regexp.MustCompile("^#+ `([a-z-]+)`")
	var types []string
	in := false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "# ") {
			in = line == "# Fallout"
		}
		if m := heading.FindStringSubmatch(line); in && m != nil && !slices.Contains(types, m[1]) {
			types = append(types, m[1])
		}
	}
	slices.Sort(types)
	return types
}
