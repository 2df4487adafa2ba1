package engine_test

import (
	"errors"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"wasteland/engine"
	"wasteland/engine/enginetest"
	"wasteland/internal/toygame"
)

// TestDecodeRecordMigratesFormat1 reads a record that the build before
// format 2 wrote (testdata/record-format-1.json, a finished toy game whose
// seed is above 2^53) and checks the migration: the seed survives to the
// last digit, the digest of the older log is dropped, and the record
// replays to its result.
func TestDecodeRecordMigratesFormat1(t *testing.T) {
	data, err := os.ReadFile("testdata/record-format-1.json")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"format": 1,`) || !strings.Contains(string(data), `"digest"`) {
		t.Fatal("the stored record is not a format 1 record with a digest")
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Format != engine.RecordFormat || rec.Setup.Seed != 18446744073709551557 || rec.Digest != "" || len(rec.Moves) != 10 {
		t.Fatalf("migrated record: format %d, seed %d, digest %q, %d moves", rec.Format, rec.Setup.Seed, rec.Digest, len(rec.Moves))
	}
	if _, _, err := engine.Replay(toygame.Game{}, rec); err != nil {
		t.Fatalf("the migrated record does not replay: %v", err)
	}
	out, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `"seed": "18446744073709551557"`) {
		t.Fatalf("format 2 writes the seed as a string:\n%s", out)
	}
	again, err := engine.DecodeRecord(out)
	if err != nil || again.Setup.Seed != rec.Setup.Seed {
		t.Fatalf("format 2 round trip: %v, seed %d", err, again.Setup.Seed)
	}
}

func TestDecodeRecordRejectsBadSeeds(t *testing.T) {
	for name, data := range map[string]string{
		"format 1, negative":     `{"format":1,"game":"x","setup":{"players":2,"seed":-1}}`,
		"format 1, fraction":     `{"format":1,"game":"x","setup":{"players":2,"seed":1.5}}`,
		"format 1, too large":    `{"format":1,"game":"x","setup":{"players":2,"seed":18446744073709551616}}`,
		"format 1, string":       `{"format":1,"game":"x","setup":{"players":2,"seed":"7"}}`,
		"format 1, setup array":  `{"format":1,"game":"x","setup":[]}`,
		"format 2, bare number":  `{"format":2,"game":"x","setup":{"players":2,"seed":7}}`,
		"format 2, not a number": `{"format":2,"game":"x","setup":{"players":2,"seed":"x7"}}`,
	} {
		if _, err := engine.DecodeRecord([]byte(data)); !errors.Is(err, engine.ErrInvalid) {
			t.Errorf("%s: got %v, want ErrInvalid", name, err)
		}
	}
}

func TestCheckVersions(t *testing.T) {
	g := toygame.Game{} // rules toy-1, content toy-1
	for _, tc := range []struct {
		rules, content string
		want           string // "" when the versions match
	}{
		{"toy-1", "toy-1", ""},
		{"", "", ""},
		{"toy-0", "toy-1", "the toy record needs rules toy-0 and content toy-1; this build has rules toy-1 and content toy-1"},
		{"toy-1", "toy-9", "needs rules toy-1 and content toy-9; this build has rules toy-1 and content toy-1"},
	} {
		rec := &engine.Record{Format: engine.RecordFormat, Game: "toy", Rules: tc.rules, Content: tc.content, Setup: engine.Setup{Players: 2}}
		err := engine.CheckVersions(g, rec)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s/%s: %v", tc.rules, tc.content, err)
			}
			continue
		}
		var ve *engine.VersionError
		if !errors.As(err, &ve) || !errors.Is(err, engine.ErrVersion) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s/%s: got %v, want a VersionError saying %q", tc.rules, tc.content, err, tc.want)
		}
		if _, _, err := engine.Replay(g, rec); !errors.Is(err, engine.ErrVersion) {
			t.Errorf("%s/%s: Replay played a record of another version: %v", tc.rules, tc.content, err)
		}
	}
}

// TestContentVersion: the version is a hash of the files, so it changes
// exactly when a file is edited, added or renamed.
func TestContentVersion(t *testing.T) {
	base := fstest.MapFS{"a.json": {Data: []byte(`{"n":1}`)}, "sub/b.json": {Data: []byte(`[]`)}}
	version := func(fsys fstest.MapFS) string {
		t.Helper()
		v, err := engine.ContentVersion("demo-content", fsys)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	want := version(base)
	if !strings.HasPrefix(want, "demo-content-") || len(want) != len("demo-content-")+12 {
		t.Fatalf("version %q, want demo-content- and 12 hex digits", want)
	}
	same := fstest.MapFS{"sub/b.json": {Data: []byte(`[]`)}, "a.json": {Data: []byte(`{"n":1}`)}}
	if got := version(same); got != want {
		t.Errorf("the same files give %s and %s", got, want)
	}
	for name, fsys := range map[string]fstest.MapFS{
		"edited":  {"a.json": {Data: []byte(`{"n":2}`)}, "sub/b.json": {Data: []byte(`[]`)}},
		"added":   {"a.json": {Data: []byte(`{"n":1}`)}, "sub/b.json": {Data: []byte(`[]`)}, "c.json": {Data: []byte(`1`)}},
		"renamed": {"a.json": {Data: []byte(`{"n":1}`)}, "sub/c.json": {Data: []byte(`[]`)}},
		"moved":   {"a.json": {Data: []byte(`{"n":1}[]`)}, "sub/b.json": {Data: []byte(``)}},
	} {
		if got := version(fsys); got == want {
			t.Errorf("%s content keeps version %s", name, got)
		}
	}
}

// TestDecisionEventDocumented: the decision event's fields are the table
// under its heading in the envelope section of docs/events.md.
func TestDecisionEventDocumented(t *testing.T) {
	enginetest.EventFieldsDocumented(t, "../docs/events.md", "Events", map[string]any{engine.DecisionEvent: engine.DecisionMade{}})
}
