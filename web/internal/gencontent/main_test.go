package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// dir is where web/web.go's //go:generate line writes the mirrors.
const dir = "../../static/js/games"

// TestMirrorsUpToDate fails when a committed mirror differs from what the
// generator writes from the content the binary embeds.
func TestMirrorsUpToDate(t *testing.T) {
	ms, err := mirrors()
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 {
		t.Fatalf("%d mirrors, want one per game (2)", len(ms))
	}
	for _, m := range ms {
		path := filepath.Join(dir, m.file)
		got, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v: run go generate ./...", err)
			continue
		}
		if !bytes.Equal(got, m.body) {
			t.Errorf("%s is out of date with the embedded content: run go generate ./...", path)
		}
	}
}

// TestWriteWritesEveryMirror checks that write puts each mirror, byte for
// byte, into the directory it is given.
func TestWriteWritesEveryMirror(t *testing.T) {
	tmp := t.TempDir()
	if err := write(tmp); err != nil {
		t.Fatal(err)
	}
	ms, err := mirrors()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		got, err := os.ReadFile(filepath.Join(tmp, m.file))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, m.body) {
			t.Errorf("%s: written bytes differ from the mirror", m.file)
		}
	}
}
