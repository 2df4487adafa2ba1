package server_test

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"wasteland/narrate"
	"wasteland/web"
)

// pageKey finds the catalog keys the page's scripts name literally:
// t("ui.…") and tf("ui.…", …).
var pageKey = regexp.MustCompile(`\btf?\("(ui\.[a-z0-9.-]+)"\s*[,)]`)

// Every word the page's scripts ask for by a literal key is in the
// catalogs (which TestCatalogsComplete keeps complete in every language).
func TestPageWordsInCatalogs(t *testing.T) {
	words := narrate.UICatalog(narrate.English)
	err := fs.WalkDir(web.Static, "static/js", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		src, err := fs.ReadFile(web.Static, path)
		if err != nil {
			return err
		}
		for _, m := range pageKey.FindAllStringSubmatch(string(src), -1) {
			if _, ok := words[m[1]]; !ok {
				t.Errorf("%s asks for %q, which no catalog has", path, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
