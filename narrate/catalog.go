package narrate

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The catalogs: go-i18n message files named TOPIC.LANG.json (the UI's
// words in ui.LANG.json, the narration in narration.LANG.json, and one file
// per further topic), and the glossary of game terms (catalog/glossary.json).
// A key belongs to one topic: the same key in two files of a language is an
// error.
//
//go:embed catalog/*.json
var catalogFS embed.FS

// catalog is the loaded message bundle with the keys of each language.
type catalog struct {
	bundle *i18n.Bundle
	keys   map[Lang]map[string]*i18n.Message
	// glossary maps an English game term to its translation per language.
	glossary map[string]map[Lang]string
	// localizers are go-i18n's localizers of each language (falling back
	// to English), which render counts in the language's plural forms.
	localizers map[Lang]*i18n.Localizer
	// messages holds a slot for each message of each language with a
	// plural form "other" (see messageOf); the maps do not change after
	// loading.
	messages map[Lang]map[string]*messageSlot
	// counts holds the counts rendered so far (a counted by countKey, see
	// Narrator.count).
	counts sync.Map
}

var (
	catalogOnce sync.Once
	theCatalog  *catalog
	catalogErr  error
)

// loadCatalog returns the embedded catalogs, loaded once. The package's
// tests guarantee that they load.
func loadCatalog() (*catalog, error) {
	catalogOnce.Do(func() { theCatalog, catalogErr = readCatalog(catalogFS) })
	return theCatalog, catalogErr
}

// mustCatalog is loadCatalog for callers that cannot fail: the embedded
// catalogs are checked by the tests.
func mustCatalog() *catalog {
	c, err := loadCatalog()
	if err != nil {
		panic("narrate: " + err.Error())
	}
	return c
}

// readCatalog loads the message files and the glossary of fsys.
func readCatalog(fsys fs.FS) (*catalog, error) {
	c := &catalog{bundle: i18n.NewBundle(language.English), keys: map[Lang]map[string]*i18n.Message{}, localizers: map[Lang]*i18n.Localizer{},
		messages: map[Lang]map[string]*messageSlot{}}
	c.bundle.RegisterUnmarshalFunc("json", json.Unmarshal)
	for _, l := range Langs() {
		c.localizers[l] = i18n.NewLocalizer(c.bundle, string(l), string(English))
		paths, err := fs.Glob(fsys, "catalog/*."+string(l)+".json")
		if err != nil {
			return nil, err
		}
		if len(paths) == 0 {
			return nil, fmt.Errorf("catalog: no message file for language %s", l)
		}
		c.keys[l] = map[string]*i18n.Message{}
		from := map[string]string{}
		for _, path := range paths {
			b, err := fs.ReadFile(fsys, path)
			if err != nil {
				return nil, err
			}
			mf, err := c.bundle.ParseMessageFileBytes(b, path)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
			for _, m := range mf.Messages {
				if other, dup := from[m.ID]; dup {
					return nil, fmt.Errorf("%s: key %q is already defined in %s", path, m.ID, other)
				}
				from[m.ID] = path
				c.keys[l][m.ID] = m
			}
		}
		c.messages[l] = map[string]*messageSlot{}
		for id, m := range c.keys[l] {
			if m.Other != "" {
				c.messages[l][id] = &messageSlot{src: m.Other}
			}
		}
	}
	b, err := fs.ReadFile(fsys, "catalog/glossary.json")
	if err != nil {
		return nil, err
	}
	var g struct {
		Terms []struct {
			En string `json:"en"`
			De string `json:"de"`
			Ru string `json:"ru"`
		} `json:"terms"`
	}
	if err := json.Unmarshal(b, &g); err != nil {
		return nil, fmt.Errorf("catalog/glossary.json: %w", err)
	}
	c.glossary = map[string]map[Lang]string{}
	for _, t := range g.Terms {
		c.glossary[t.En] = map[Lang]string{English: t.En, German: t.De, Russian: t.Ru}
	}
	return c, nil
}

// has reports whether key is a message of the catalogs (of English, which
// every other language must match).
func (c *catalog) has(key string) bool {
	_, ok := c.keys[English][key]
	return ok
}

// term translates an English game term by the glossary; other text stays
// as it is (names of our own invention are not translated).
func (c *catalog) term(lang Lang, en string) string {
	if t, ok := c.glossary[en][lang]; ok && t != "" {
		return t
	}
	return en
}

// UICatalog returns every message of the web UI (keys starting "ui.") in
// lang, for the page to show: its labels, buttons and headings. Messages
// that take template data are returned as their template text. The
// glossary's game terms come as "term.ENGLISH" (the page's names of
// places and decks, as narration translates them).
func UICatalog(lang Lang) map[string]string {
	c := mustCatalog()
	out := map[string]string{}
	for en := range c.glossary {
		out["term."+en] = c.term(lang, en)
	}
	for _, key := range slices.Sorted(maps.Keys(c.keys[English])) {
		if len(key) > 3 && key[:3] == "ui." {
			m, ok := c.keys[lang][key]
			if !ok {
				m = c.keys[English][key]
			}
			out[key] = m.Other
		}
	}
	return out
}
