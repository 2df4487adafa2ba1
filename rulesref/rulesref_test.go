package rulesref

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"
	"unicode/utf8"
)

// catalogs are the rules catalogs each game's reference follows, beside
// the repository (../shared/rules from its root).
var catalogs = map[string][]string{
	"fallout": {"fallout.md", "fallout-coop.md"},
	"outlive": {"outlive.md"},
}

// catalogDir is the directory of the rules catalogs: $WASTELAND_RULES, or
// ../shared/rules beside the repository. Without them the test skips,
// except in CI, which runs with ../shared beside the clone.
func catalogDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("WASTELAND_RULES")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "rules")
	}
	return sharedDir(t, dir, "fallout.md", "WASTELAND_RULES")
}

// sharedDir returns dir if it holds file; otherwise the test skips (set
// env to point at it), except in CI, where it fails.
func sharedDir(t *testing.T, dir, file, env string) string {
	t.Helper()
	if _, err := os.Stat(filepath.Join(dir, file)); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not in %s: %v", file, dir, err)
		}
		t.Skipf("%s is not in %s (set %s): %v", file, dir, env, err)
	}
	return dir
}

// catalogRule is a rule bullet of a catalog: "- **FO-FIGHT-3 (Ranged
// weapon)**: ..." (worked examples, *-EX-*, included).
var catalogRule = regexp.MustCompile(`(?m)^\s*- \*\*((?:FO|AB|OL)-[A-Z0-9-]*[A-Z0-9])\b`)

// catalogIDs returns the rule ids of the catalog files in dir.
func catalogIDs(t *testing.T, dir string, files []string) []string {
	t.Helper()
	var ids []string
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range catalogRule.FindAllStringSubmatch(string(b), -1) {
			ids = append(ids, m[1])
		}
	}
	if len(ids) == 0 {
		t.Fatalf("no rule ids found in %v", files)
	}
	return ids
}

// TestEveryCatalogRuleInEveryLanguage holds the reference against the
// catalogs: every rule id of a game's catalogs has an entry with a title
// and a text in every language (the worked examples, *-EX-*, included),
// and every entry is a catalog rule id.
func TestEveryCatalogRuleInEveryLanguage(t *testing.T) {
	dir := catalogDir(t)
	for game, files := range catalogs {
		ids := catalogIDs(t, dir, files)
		inCatalog := map[string]bool{}
		for _, id := range ids {
			inCatalog[id] = true
		}
		for _, lang := range Langs() {
			ref, err := Get(game, lang)
			if err != nil {
				t.Fatal(err)
			}
			has := map[string]bool{}
			for _, tp := range ref.Topics {
				for _, r := range tp.Rules {
					has[r.ID] = true
					if !inCatalog[r.ID] {
						t.Errorf("%s %s: %s is not a rule id of %v", game, lang, r.ID, files)
					}
					if strings.TrimSpace(r.Title) == "" || strings.TrimSpace(r.Text) == "" {
						t.Errorf("%s %s: %s has an empty title or text", game, lang, r.ID)
					}
				}
			}
			missing := 0
			for _, id := range ids {
				if !has[id] {
					missing++
					if missing <= 10 {
						t.Errorf("%s %s: no entry for %s", game, lang, id)
					}
				}
			}
			if missing > 10 {
				t.Errorf("%s %s: %d rule ids without an entry in all", game, lang, missing)
			}
		}
	}
}

// TestRefusesBadData checks that faulty reference data is refused with a
// clear error, and that the languages must share English's topics and
// rules.
func TestRefusesBadData(t *testing.T) {
	good := `[{"id":"gold","title":"T","rules":[{"id":"FO-GOLD-1","title":"T","text":"X."}]}]`
	other := `[{"id":"gold","title":"T","rules":[{"id":"OL-WIN-1","title":"T","text":"X."}]}]`
	files := func(fo map[string]string) fstest.MapFS {
		fs := fstest.MapFS{}
		for _, l := range Langs() {
			fs["data/outlive."+l+".json"] = &fstest.MapFile{Data: []byte(other)}
			body, ok := fo[l]
			if !ok {
				body = good
			}
			fs["data/fallout."+l+".json"] = &fstest.MapFile{Data: []byte(body)}
		}
		return fs
	}
	if _, err := read(files(nil)); err != nil {
		t.Fatalf("good data refused: %v", err)
	}
	for _, tc := range []struct{ name, lang, body, want string }{
		{"empty text", "de", `[{"id":"gold","title":"T","rules":[{"id":"FO-GOLD-1","title":"T","text":" "}]}]`, "empty title or text"},
		{"empty title", "ru", `[{"id":"gold","title":"T","rules":[{"id":"FO-GOLD-1","title":"","text":"X"}]}]`, "empty title or text"},
		{"other game's id", "en", `[{"id":"gold","title":"T","rules":[{"id":"OL-GOLD-1","title":"T","text":"X"}]}]`, "not a rule id of fallout"},
		{"not an id", "en", `[{"id":"gold","title":"T","rules":[{"id":"FO-gold","title":"T","text":"X"}]}]`, "not a rule id"},
		{"twice", "de", `[{"id":"gold","title":"T","rules":[{"id":"FO-GOLD-1","title":"T","text":"X"},{"id":"FO-GOLD-1","title":"T","text":"X"}]}]`, "appears twice"},
		{"untitled topic", "de", `[{"id":"gold","title":"","rules":[{"id":"FO-GOLD-1","title":"T","text":"X"}]}]`, "needs an id, a title and rules"},
		{"unknown field", "ru", `[{"id":"gold","title":"T","rules":[{"id":"FO-GOLD-1","title":"T","text":"X","note":"y"}]}]`, "unknown field"},
		{"another rule", "de", `[{"id":"gold","title":"T","rules":[{"id":"FO-GOLD-2","title":"T","text":"X"}]}]`, "English has [FO-GOLD-1]"},
		{"another topic", "ru", `[{"id":"golden","title":"T","rules":[{"id":"FO-GOLD-1","title":"T","text":"X"}]}]`, `English has "gold"`},
	} {
		_, err := read(files(map[string]string{tc.lang: tc.body}))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
	fs := files(nil)
	delete(fs, "data/outlive.ru.json")
	if _, err := read(fs); err == nil || !strings.Contains(err.Error(), "no rules reference for outlive in ru") {
		t.Errorf("a missing language: error %v", err)
	}
}

// TestGetRefusesUnknown checks the errors for a game or language without
// a reference.
func TestGetRefusesUnknown(t *testing.T) {
	for _, tc := range []struct{ game, lang, want string }{
		{"chess", "en", `no rules reference for the game "chess"`},
		{"fallout", "fr", `no rules reference in the language "fr"`},
	} {
		if _, err := Get(tc.game, tc.lang); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Get(%q, %q): %v, want %q", tc.game, tc.lang, err, tc.want)
		}
	}
}

// copiedRun is how many words in a row a rule's text may not share with a
// published rulebook: shorter runs are common phrases ("at the start of
// your turn"), longer ones would be the books' sentences.
const copiedRun = 8

// words splits text into its lowercase words of two letters or more (the
// letters of S.P.E.C.I.A.L. are not words).
func words(text string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if utf8.RuneCountInString(w) > 1 {
			out = append(out, w)
		}
	}
	return out
}

// TestNoRulebookSentences holds the reference to our own words: no rule's
// text shares copiedRun words in a row with the rulebooks in
// ../shared/seeds (or $WASTELAND_SEEDS), in any language.
func TestNoRulebookSentences(t *testing.T) {
	dir := os.Getenv("WASTELAND_SEEDS")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "seeds")
	}
	dir = sharedDir(t, dir, "README.md", "WASTELAND_SEEDS")
	books, err := filepath.Glob(filepath.Join(dir, "0*.txt"))
	if err != nil || len(books) == 0 {
		t.Fatalf("no rulebooks in %s: %v", dir, err)
	}
	runs := map[string]string{}
	for _, book := range books {
		b, err := os.ReadFile(book)
		if err != nil {
			t.Fatal(err)
		}
		w := words(string(b))
		for i := 0; i+copiedRun <= len(w); i++ {
			runs[strings.Join(w[i:i+copiedRun], " ")] = filepath.Base(book)
		}
	}
	for _, game := range Games() {
		for _, lang := range Langs() {
			ref, err := Get(game, lang)
			if err != nil {
				t.Fatal(err)
			}
			for _, tp := range ref.Topics {
				for _, r := range tp.Rules {
					w := words(r.Text)
					for i := 0; i+copiedRun <= len(w); i++ {
						if book, ok := runs[strings.Join(w[i:i+copiedRun], " ")]; ok {
							t.Errorf("%s %s %s: %q is in the rulebook %s", game, lang, r.ID, strings.Join(w[i:i+copiedRun], " "), book)
							break
						}
					}
				}
			}
		}
	}
}
