package web

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// idTitle finds a hover tooltip or SVG title whose text is an id: a title
// given a value that ends in ".id" or ".tile" or an option's id, or an
// option label that falls back to its id.
var idTitle = regexp.MustCompile(`title:\s*[\w.]*\.(id|tile)\b|svg\("title",\s*[\w.]*\.(id|tile)\b|titleCase\(pos\.tile\)\}|\.label \|\| o\.id`)

// TestNoTitleShowsAnID checks that no title in the page's scripts shows
// an internal id such as an option's id or a tile's id.
func TestNoTitleShowsAnID(t *testing.T) {
	for _, tc := range []struct {
		code string
		bad  bool
	}{
		{`h("button", { dataset: { option: o.id }, title: o.id })`, true},
		{`h("i", { title: pos.tile })`, true},
		{`svg("title", sp.id)`, true},
		{"const label = `${spaceShort(sp.id) || titleCase(pos.tile)}`", true},
		{`return o.label || o.id;`, true},
		{`h("button", { dataset: { option: o.id }, title: t("ui.x") })`, false},
		{`h("span", { title: name(e) })`, false},
	} {
		if got := idTitle.MatchString(tc.code); got != tc.bad {
			t.Errorf("%s: id title %v, want %v", tc.code, got, tc.bad)
		}
	}
	err := fs.WalkDir(Static, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		b, err := fs.ReadFile(Static, path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if idTitle.MatchString(line) {
				t.Errorf("%s:%d shows an id as a title: %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
