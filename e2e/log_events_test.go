package e2e

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestOutliveLogCoversEvents checks that the web UI's log has a sentence for
// every Outlive event type documented in docs/events.md.
func TestOutliveLogCoversEvents(t *testing.T) {
	checkLogCoversEvents(t, "Outlive", "outlive-log.js", 40)
}

// TestFalloutLogCoversEvents checks that the web UI's log has a sentence for
// every Fallout event type documented in docs/events.md.
func TestFalloutLogCoversEvents(t *testing.T) {
	checkLogCoversEvents(t, "Fallout", "fallout-log.js", 60)
}

// checkLogCoversEvents checks that the web UI's log script (a file of
// web/static/js/games) has a sentence for every event type documented in
// the section "# "+game of docs/events.md, which documents at least min.
func checkLogCoversEvents(t *testing.T, game, script string, min int) {
	t.Helper()
	doc, err := os.ReadFile("../docs/events.md")
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile("../web/static/js/games/" + script)
	if err != nil {
		t.Fatal(err)
	}
	heading := regexp.MustCompile("^#{3,4} `?([a-z][a-z0-9-]*)`?(?:$| )")
	in := false
	n := 0
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "# ") {
			in = strings.TrimSpace(line[2:]) == game
			continue
		}
		m := heading.FindStringSubmatch(line)
		if !in || m == nil {
			continue
		}
		n++
		if !bytes.Contains(js, []byte(`"`+m[1]+`": (`)) {
			t.Errorf("event type %s (docs/events.md) has no sentence in %s", m[1], script)
		}
	}
	if n < min {
		t.Fatalf("found only %d %s event types in docs/events.md: has its layout changed?", n, game)
	}
}
