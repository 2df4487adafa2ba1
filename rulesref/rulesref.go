// Package rulesref is the rules reference a player reads at the table: every
// rule of the rules catalogs (shared/rules), by topic, under its rule id,
// with a short title and a concise text in our own words, in every language
// of the page (English, German, Russian).
//
// The reference is data: data/GAME.LANG.json, embedded and checked when
// first used. Fallout's reference also holds the co-op rules (AB-*) under
// the co-op topics. The package's tests hold it against the catalogs (every
// catalog rule id, worked examples included, has an entry in every
// language, and no entry names an id the catalogs lack) and against the
// rulebooks (no text repeats their sentences).
package rulesref

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Rule is one rule of the reference: its catalog id (FO-FIGHT-3), a short
// title and a text of one to three sentences.
type Rule struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Text  string `json:"text"`
}

// Topic is a group of rules on one subject (a section of the catalog):
// a stable id (fight), its title in the reference's language and its
// rules in catalog order.
type Topic struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Rules []Rule `json:"rules"`
}

// Reference is one game's rules reference in one language: its topics in
// reading order.
type Reference struct {
	Game   string  `json:"game"`
	Lang   string  `json:"lang"`
	Topics []Topic `json:"topics"`
}

//go:embed data/*.json
var dataFS embed.FS

// langs are the languages every game's reference is written in, English
// first: the other languages follow its topics and rules.
var langs = []string{"en", "de", "ru"}

// prefixes are the rule-id prefixes each game's reference holds.
var prefixes = map[string][]string{
	"fallout": {"FO-", "AB-"},
	"outlive": {"OL-"},
}

// idPattern is the form of a catalog rule id: PREFIX-TOPIC-N, with names
// or sub-topics allowed in place of numbers (OL-EQ-PICKAXE, FO-EABIL-RNG-2).
var idPattern = regexp.MustCompile(`^(FO|AB|OL)(-[A-Z0-9]+)+$`)

var (
	loadOnce sync.Once
	loaded   map[string]map[string]*Reference
	loadErr  error
)

// Get returns game's rules reference in lang ("en", "de" or "ru"). It
// fails for an unknown game or language; the embedded data itself is
// checked by the package's tests, so it loads.
func Get(game, lang string) (*Reference, error) {
	loadOnce.Do(func() { loaded, loadErr = read(dataFS) })
	if loadErr != nil {
		return nil, loadErr
	}
	byLang, ok := loaded[game]
	if !ok {
		return nil, fmt.Errorf("no rules reference for the game %q (there are: %s)", game, strings.Join(Games(), ", "))
	}
	ref, ok := byLang[lang]
	if !ok {
		return nil, fmt.Errorf("no rules reference in the language %q (there are: %s)", lang, strings.Join(langs, ", "))
	}
	return ref, nil
}

// Games returns the games that have a rules reference, sorted.
func Games() []string {
	out := make([]string, 0, len(prefixes))
	for g := range prefixes {
		out = append(out, g)
	}
	slices.Sort(out)
	return out
}

// Langs returns the languages of the references, English first.
func Langs() []string { return slices.Clone(langs) }

// read loads and checks every game's reference in every language from
// fsys (files data/GAME.LANG.json).
func read(fsys fs.FS) (map[string]map[string]*Reference, error) {
	out := map[string]map[string]*Reference{}
	names, err := fs.Glob(fsys, "data/*.json")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		game, lang, ok := strings.Cut(strings.TrimSuffix(path.Base(name), ".json"), ".")
		if _, known := prefixes[game]; !ok || !known || !slices.Contains(langs, lang) {
			return nil, fmt.Errorf("%s: not a file GAME.LANG.json of a known game and language", name)
		}
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		ref := &Reference{Game: game, Lang: lang}
		dec := json.NewDecoder(strings.NewReader(string(b)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&ref.Topics); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if err := ref.check(); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if out[game] == nil {
			out[game] = map[string]*Reference{}
		}
		out[game][lang] = ref
	}
	for _, game := range Games() {
		en := out[game]["en"]
		for _, lang := range langs {
			ref := out[game][lang]
			if ref == nil {
				return nil, fmt.Errorf("no rules reference for %s in %s", game, lang)
			}
			if err := sameShape(en, ref); err != nil {
				return nil, fmt.Errorf("%s.%s.json: %w", game, lang, err)
			}
		}
	}
	return out, nil
}

// check reports the first fault of one reference: a topic without id,
// title or rules; a rule id that is not of its game or appears twice; an
// empty title or text.
func (r *Reference) check() error {
	if len(r.Topics) == 0 {
		return fmt.Errorf("no topics")
	}
	seen := map[string]bool{}
	for _, tp := range r.Topics {
		if tp.ID == "" || strings.TrimSpace(tp.Title) == "" || len(tp.Rules) == 0 {
			return fmt.Errorf("topic %q needs an id, a title and rules", tp.ID)
		}
		if seen["topic:"+tp.ID] {
			return fmt.Errorf("topic %q appears twice", tp.ID)
		}
		seen["topic:"+tp.ID] = true
		for _, ru := range tp.Rules {
			if !idPattern.MatchString(ru.ID) || !slices.ContainsFunc(prefixes[r.Game], func(p string) bool { return strings.HasPrefix(ru.ID, p) }) {
				return fmt.Errorf("topic %q: %q is not a rule id of %s", tp.ID, ru.ID, r.Game)
			}
			if seen[ru.ID] {
				return fmt.Errorf("rule %s appears twice", ru.ID)
			}
			seen[ru.ID] = true
			if strings.TrimSpace(ru.Title) == "" || strings.TrimSpace(ru.Text) == "" {
				return fmt.Errorf("rule %s has an empty title or text", ru.ID)
			}
		}
	}
	return nil
}

// sameShape reports where ref's topics or rules differ from en's: every
// language has the same topics with the same rules in the same order.
func sameShape(en, ref *Reference) error {
	if len(en.Topics) != len(ref.Topics) {
		return fmt.Errorf("%d topics, English has %d", len(ref.Topics), len(en.Topics))
	}
	for i, tp := range en.Topics {
		got := ref.Topics[i]
		if got.ID != tp.ID {
			return fmt.Errorf("topic %d is %q, English has %q", i+1, got.ID, tp.ID)
		}
		ids := func(t Topic) []string {
			var out []string
			for _, r := range t.Rules {
				out = append(out, r.ID)
			}
			return out
		}
		if !slices.Equal(ids(got), ids(tp)) {
			return fmt.Errorf("topic %q has the rules %v, English has %v", tp.ID, ids(got), ids(tp))
		}
	}
	return nil
}
