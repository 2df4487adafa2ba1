package enginetest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wasteland/engine"
)

// versioned is a game of which the rules-version check sees only the name
// and the versions.
type versioned struct {
	engine.Game
	rules, content string
}

func (v versioned) Name() string           { return "demo" }
func (v versioned) RulesVersion() string   { return v.rules }
func (v versioned) ContentVersion() string { return v.content }

// TestRulesVersion walks the life of a rules-version file: each step
// changes the golden playthroughs or the versions, and the check fails or
// records as its contract says.
func TestRulesVersion(t *testing.T) {
	dir := t.TempDir()
	glob, path := filepath.Join(dir, "playthrough-*.jsonl"), filepath.Join(dir, "rules-version.json")
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("playthrough-2p.jsonl", "a\n")
	v1 := versioned{rules: "demo-1", content: "demo-content-aa"}
	steps := []struct {
		name    string
		change  func()
		game    versioned
		update  bool
		wantErr string // "" when the check passes
	}{
		{"no file yet", nil, v1, false, "holds no digests of the golden playthroughs for demo rules version demo-1: record the digests with"},
		{"first record", nil, v1, true, ""},
		{"unchanged", nil, v1, false, ""},
		{"CRLF checkout", func() { write("playthrough-2p.jsonl", "a\r\n") }, v1, false, ""},
		{"rule changed, no bump", func() { write("playthrough-2p.jsonl", "b\n") }, v1, false, "must bump the game's RulesVersion()"},
		{"no bump, -update refuses", nil, v1, true, "rules version is still demo-1"},
		{"bumped, not recorded", nil, versioned{rules: "demo-2", content: "demo-content-aa"}, false, "for demo rules version demo-2"},
		{"bumped and recorded", nil, versioned{rules: "demo-2", content: "demo-content-aa"}, true, ""},
		{"data changed", nil, versioned{rules: "demo-2", content: "demo-content-bb"}, false, "content changed from demo-content-aa to demo-content-bb"},
		{"data changed, recorded", nil, versioned{rules: "demo-2", content: "demo-content-bb"}, true, ""},
		{"playthrough added", func() { write("playthrough-3p.jsonl", "c\n") }, versioned{rules: "demo-2", content: "demo-content-bb"}, false, "[playthrough-3p.jsonl] are not recorded"},
		{"playthrough added, recorded", nil, versioned{rules: "demo-2", content: "demo-content-bb"}, true, ""},
		{"back to the old rules: the new playthrough is unrecorded", func() { write("playthrough-2p.jsonl", "a\n") }, v1, false, "[playthrough-3p.jsonl] are not recorded"},
	}
	for _, s := range steps {
		if s.change != nil {
			s.change()
		}
		err := checkRulesVersion(s.game, glob, path, s.update)
		switch {
		case s.wantErr == "" && err != nil:
			t.Fatalf("%s: %v", s.name, err)
		case s.wantErr != "" && (err == nil || !strings.Contains(err.Error(), s.wantErr)):
			t.Fatalf("%s: error %v, want one containing %q", s.name, err, s.wantErr)
		}
	}
	var recorded map[string]VersionDigests
	b, err := os.ReadFile(path)
	if err != nil || json.Unmarshal(b, &recorded) != nil {
		t.Fatalf("%s: %v\n%s", path, err, b)
	}
	if len(recorded) != 2 || recorded["demo-1"].Content != "demo-content-aa" || len(recorded["demo-2"].Digests) != 2 {
		t.Fatalf("recorded %+v, want demo-1 kept and demo-2 with two playthroughs", recorded)
	}
	if err := checkRulesVersion(v1, filepath.Join(dir, "none-*.jsonl"), path, true); err == nil {
		t.Fatal("a glob that matches no playthrough passed")
	}
}
