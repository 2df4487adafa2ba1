package narrate

import (
	"encoding/json"
	"io/fs"
	"regexp"
	"strings"

	fcontent "wasteland/games/fallout/content"
	"wasteland/games/outlive"
)

// idLike finds the tokens a sentence for people must not hold: internal
// ids (spaces "t01.c", positions "q-1r1", cards "ag08", heroes "h3a"),
// snake_case fields, format and template debris.
var idLike = []*regexp.Regexp{
	regexp.MustCompile(`\bt\d\d\.[a-z]\b`),
	regexp.MustCompile(`\bq-?\d+r-?\d+\b`),
	regexp.MustCompile(`\b[a-z]{1,3}\d+[a-z]?\b`),
	regexp.MustCompile(`\b[a-z]+_[a-z_]+\b`),
	regexp.MustCompile(`%!|\{\{|\}\}|<no value>|map\[|&\{|\[\]|\bnil\b`),
	regexp.MustCompile(`\b(?:leader|room|card|space|equipment|event):[a-z0-9-]+`),
}

// kebab finds hyphenated lowercase words, which are ids unless the catalog
// itself writes them (allowed).
var kebab = regexp.MustCompile(`\b[a-z0-9]+(?:-[a-z0-9]+)+\b`)

// badTokens returns the id-like tokens of s; allowed lists the hyphenated
// words the catalogs write themselves.
func badTokens(s string, allowed map[string]bool) []string {
	var bad []string
	for _, re := range idLike {
		bad = append(bad, re.FindAllString(s, -1)...)
	}
	for _, w := range kebab.FindAllString(s, -1) {
		if !allowed[w] {
			bad = append(bad, w)
		}
	}
	return bad
}

// catalogWords returns the hyphenated words the messages of c write.
func catalogWords(c *catalog) map[string]bool {
	out := map[string]bool{}
	for _, msgs := range c.keys {
		for _, m := range msgs {
			for _, s := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
				for _, w := range kebab.FindAllString(strings.ToLower(s), -1) {
					out[w] = true
				}
			}
		}
	}
	for _, text := range contentTexts() {
		for _, w := range kebab.FindAllString(strings.ToLower(text), -1) {
			out[w] = true
		}
	}
	for en, tr := range c.glossary {
		for _, s := range append([]string{en}, tr[German], tr[Russian]) {
			for _, w := range kebab.FindAllString(strings.ToLower(s), -1) {
				out[w] = true
			}
		}
	}
	return out
}

// contentTexts returns the sentences of the games' content files (story
// texts and card texts, which narration quotes): every string value with a
// space in it.
func contentTexts() []string {
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			if strings.Contains(x, " ") {
				out = append(out, x)
			}
		case map[string]any:
			for _, c := range x {
				walk(c)
			}
		case []any:
			for _, c := range x {
				walk(c)
			}
		}
	}
	for _, fsys := range []fs.FS{outlive.ContentFS(), fcontent.DefaultFS()} {
		_ = fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
				return err
			}
			b, err := fs.ReadFile(fsys, path)
			if err != nil {
				return err
			}
			var v any
			if json.Unmarshal(b, &v) == nil {
				walk(v)
			}
			return nil
		})
	}
	return out
}
