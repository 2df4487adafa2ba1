package outlive

import (
	"os"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// TestRulesVersion: the digests of the golden playthroughs are recorded in
// testdata/rules-version.json next to the rules and content versions they
// were played under. A change that alters a playthrough without a new
// RulesVersion fails here, saying to bump it; -update records the digests
// of a new version.
func TestRulesVersion(t *testing.T) {
	enginetest.RulesVersion(t, Game{}, "testdata/playthrough-*.jsonl", "testdata/rules-version.json", *update)
}

// TestContentVersionIsTheDataHash: the content version is the hash of the
// data files on disk, so it changes exactly when the data does.
func TestContentVersionIsTheDataHash(t *testing.T) {
	want, err := engine.ContentVersion("outlive-content", os.DirFS("content"))
	if err != nil {
		t.Fatal(err)
	}
	if got := (Game{}).ContentVersion(); got != want {
		t.Fatalf("ContentVersion %s, the data files hash to %s", got, want)
	}
}
