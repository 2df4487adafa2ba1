package content

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// contentFiles returns a writable copy of the embedded data files.
func contentFiles(t testing.TB) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(DefaultFS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(DefaultFS(), p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// lineOf returns the 1-based line of the first occurrence of needle in file.
func lineOf(t testing.TB, m fstest.MapFS, file, needle string) int {
	t.Helper()
	f, ok := m[file]
	if !ok {
		t.Fatalf("no file %s", file)
	}
	i := strings.Index(string(f.Data), needle)
	if i < 0 {
		t.Fatalf("%s: no %q", file, needle)
	}
	return strings.Count(string(f.Data[:i]), "\n") + 1
}

// edit replaces the first occurrence of old in file (every occurrence with
// all) and returns the line of the first replacement.
func edit(t testing.TB, m fstest.MapFS, file, old, new string, all bool) int {
	t.Helper()
	line := lineOf(t, m, file, old)
	s := string(m[file].Data)
	if all {
		s = strings.ReplaceAll(s, old, new)
	} else {
		s = strings.Replace(s, old, new, 1)
	}
	m[file] = &fstest.MapFile{Data: []byte(s)}
	return line
}
