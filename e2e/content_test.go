package e2e

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the web UI's generated content mirror")

const (
	contentJSON   = "../games/outlive/content/outlive.json"
	contentMirror = "../web/static/js/games/outlive-content.js"
)

// outliveMirror is the part of Outlive's content the web UI shows beside the
// view: names and printed facts of leaders, rooms, equipment and events.
func outliveMirror(t *testing.T) []byte {
	t.Helper()
	raw, err := os.ReadFile(contentJSON)
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Leaders []struct {
			ID          string         `json:"id"`
			Name        string         `json:"name"`
			Age         int            `json:"age"`
			Locations   []string       `json:"locations"`
			Resources   map[string]int `json:"resources,omitempty"`
			Equipment   string         `json:"equipment"`
			SearchStart map[string]int `json:"search_start,omitempty"`
		} `json:"leaders"`
		Rooms []struct {
			ID        string   `json:"id"`
			Name      string   `json:"name"`
			Standard  bool     `json:"standard,omitempty"`
			Upkeep    int      `json:"upkeep"`
			Slots     int      `json:"slots"`
			Abilities []string `json:"abilities"`
		} `json:"rooms"`
		Equipment []struct {
			ID     string         `json:"id"`
			Name   string         `json:"name"`
			Repair map[string]int `json:"repair"`
			Symbol string         `json:"symbol"`
		} `json:"equipment"`
		Airlock struct {
			Rows   int `json:"rows"`
			PerRow int `json:"per_row"`
		} `json:"airlock"`
		Events []struct {
			ID     string         `json:"id"`
			Name   string         `json:"name"`
			Effect string         `json:"effect"`
			Points int            `json:"points"`
			Avert  map[string]int `json:"avert"`
		} `json:"events"`
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	leaders, rooms, equipment, events := map[string]any{}, map[string]any{}, map[string]any{}, map[string]any{}
	for _, x := range c.Leaders {
		leaders[x.ID] = x
	}
	for _, x := range c.Rooms {
		rooms[x.ID] = x
	}
	for _, x := range c.Equipment {
		equipment[x.ID] = x
	}
	for _, x := range c.Events {
		events[x.ID] = x
	}
	m := map[string]any{"leaders": leaders, "rooms": rooms, "equipment": equipment, "events": events, "airlock": c.Airlock}
	return jsModule(t, m,
		"Outlive's printed content that the table shows beside the view: names,",
		"leaders' starts, rooms, equipment, events and the airlock. Generated from",
		"games/outlive/content/outlive.json by `go test ./e2e -run Mirror -update`;",
		"the test fails when the two differ. Do not edit by hand.")
}

// jsModule is an ES module whose default export is v as indented JSON,
// under a comment of the given lines.
func jsModule(t *testing.T, v any, comment ...string) []byte {
	t.Helper()
	body, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	for _, line := range comment {
		b.WriteString("// " + line + "\n")
	}
	b.WriteString("export default ")
	b.Write(body)
	b.WriteString(";\n")
	return b.Bytes()
}

// TestOutliveContentMirror keeps the web UI's copy of the content in step
// with the game's content file.
func TestOutliveContentMirror(t *testing.T) {
	checkMirror(t, contentMirror, outliveMirror(t), contentJSON)
}

// TestOutliveLogCoversEvents checks that the web UI's log has a sentence for
// every Outlive event type documented in docs/events.md.
func TestOutliveLogCoversEvents(t *testing.T) {
	checkLogCoversEvents(t, "Outlive", "outlive-log.js", 40)
}

// checkMirror compares the web UI's generated copy of a game's content at
// path with want, made from source; with -update it rewrites the copy.
func checkMirror(t *testing.T, path string, want []byte, source string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./e2e -run Mirror -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is out of date with %s: run go test ./e2e -run Mirror -update", path, source)
	}
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
