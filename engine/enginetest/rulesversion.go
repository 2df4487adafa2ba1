package enginetest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"wasteland/engine"
)

// VersionDigests is what a rules-version file (testdata/rules-version.json)
// records for one rules version: the content version the digests were
// taken with, and the SHA-256 of each golden playthrough by file name.
type VersionDigests struct {
	Content string            `json:"content"`
	Digests map[string]string `json:"digests"`
}

// RulesVersion checks that the golden playthroughs of g (the files that
// match glob) are the ones recorded in the rules-version file at path for
// g's rules and content versions: a change that alters a replay changes a
// playthrough, and must come with a new RulesVersion (or, for a change of
// the data, comes with a new ContentVersion by itself). A changed digest
// under the same rules and content versions fails, with update too. With
// update, digests are recorded for a rules version that has none, for new
// content, and for playthroughs added or removed; without it, those fail
// saying how to record them.
func RulesVersion(t *testing.T, g engine.Game, glob, path string, update bool) {
	t.Helper()
	if err := checkRulesVersion(g, glob, path, update); err != nil {
		t.Fatal(err)
	}
}

// ContentVersion checks that g's content version is the hash of the data
// files in data under the name content (engine.ContentVersion), so that it
// changes exactly when the data does.
func ContentVersion(t *testing.T, g engine.Game, content string, data fs.FS) {
	t.Helper()
	want, err := engine.ContentVersion(content, data)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.ContentVersion(); got != want {
		t.Fatalf("ContentVersion %s, the data files hash to %s", got, want)
	}
}

// checkRulesVersion is RulesVersion returning its failure.
func checkRulesVersion(g engine.Game, glob, path string, update bool) error {
	got, err := playthroughDigests(glob)
	if err != nil {
		return err
	}
	recorded := map[string]VersionDigests{}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	default:
		if err := json.Unmarshal(data, &recorded); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
	rules, content := g.RulesVersion(), g.ContentVersion()
	record := fmt.Sprintf("record the digests with `go test -run TestGoldenPlaythroughs -update` in the package of the game %s", g.Name())
	entry, ok := recorded[rules]
	switch {
	case !ok && !update:
		return fmt.Errorf("%s holds no digests of the golden playthroughs for %s rules version %s: %s", path, g.Name(), rules, record)
	case ok && entry.Content != content && !update:
		return fmt.Errorf("%s: the %s content changed from %s to %s since the digests of rules version %s were taken: %s",
			path, g.Name(), entry.Content, content, rules, record)
	case ok && entry.Content == content:
		var changed, added, removed []string
		for name, d := range got {
			old, had := entry.Digests[name]
			switch {
			case !had:
				added = append(added, name)
			case old != d:
				changed = append(changed, name)
			}
		}
		for name := range entry.Digests {
			if _, ok := got[name]; !ok {
				removed = append(removed, name)
			}
		}
		if len(changed) > 0 {
			slices.Sort(changed)
			return fmt.Errorf("golden playthrough(s) %v of %s changed, but the rules version is still %s (content %s): "+
				"a change that can alter a replay must bump the game's RulesVersion(), so that records of the old rules are told apart; "+
				"after the bump, %s", changed, g.Name(), rules, content, record)
		}
		if len(added)+len(removed) == 0 {
			return nil
		}
		if !update {
			slices.Sort(added)
			slices.Sort(removed)
			return fmt.Errorf("%s: playthroughs %v are not recorded for rules version %s and %v are gone: %s", path, added, rules, removed, record)
		}
	}
	recorded[rules] = VersionDigests{Content: content, Digests: got}
	out, err := json.MarshalIndent(recorded, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(out, '\n'), 0o644)
}

// playthroughDigests returns the hex SHA-256 of each file matching glob,
// by base name, with CRLF line ends read as LF (as a checkout may write
// them).
func playthroughDigests(glob string) (map[string]string, error) {
	files, err := filepath.Glob(glob)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no golden playthrough matches %s", glob)
	}
	out := make(map[string]string, len(files))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n")))
		out[filepath.Base(f)] = hex.EncodeToString(sum[:])
	}
	return out, nil
}
