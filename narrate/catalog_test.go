package narrate

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// pluralForms are the CLDR plural forms each language's messages must
// give when the English message is plural.
var pluralForms = map[Lang][]string{
	English: {"one", "other"},
	German:  {"one", "other"},
	Russian: {"one", "few", "many", "other"},
}

// forms returns the non-empty texts of m by plural form.
func forms(m *i18n.Message) map[string]string {
	out := map[string]string{}
	for f, s := range map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other} {
		if s != "" {
			out[f] = s
		}
	}
	return out
}

var action = regexp.MustCompile(`\{\{(.*?)\}\}`)
var field = regexp.MustCompile(`\.([A-Za-z_]+)`)

// placeholders returns the template data fields a text uses (the roots:
// ".seat.Gen" is "seat").
func placeholders(s string) []string {
	set := map[string]bool{}
	for _, a := range action.FindAllStringSubmatch(s, -1) {
		inner := regexp.MustCompile(`"[^"]*"`).ReplaceAllString(a[1], "")
		for _, f := range field.FindAllStringSubmatchIndex(inner, -1) {
			if f[0] > 0 && isIdent(inner[f[0]-1]) {
				continue // a method of a field (.seat.Gen): not a root
			}
			set[inner[f[2]:f[3]]] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func isIdent(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// TestCatalogsComplete checks every language's catalog against the
// English one: the same keys, the plural forms the language needs, and in
// every form the same placeholders as English (none dropped, none added).
func TestCatalogsComplete(t *testing.T) {
	c := mustCatalog()
	en := c.keys[English]
	for _, l := range Langs() {
		for key := range c.keys[l] {
			if _, ok := en[key]; !ok {
				t.Errorf("%s: key %q is not in the English catalog", l, key)
			}
		}
		for _, key := range slices.Sorted(maps.Keys(en)) {
			m, ok := c.keys[l][key]
			if !ok {
				t.Errorf("%s: key %q is missing", l, key)
				continue
			}
			want := strings.Join(placeholders(en[key].Other), " ")
			fs := forms(m)
			if len(forms(en[key])) > 1 {
				for _, f := range pluralForms[l] {
					if fs[f] == "" {
						t.Errorf("%s: %q lacks the plural form %q", l, key, f)
					}
				}
			}
			for f, s := range fs {
				if got := strings.Join(placeholders(s), " "); got != want {
					t.Errorf("%s: %q (%s) has placeholders [%s], English [%s]", l, key, f, got, want)
				}
			}
		}
	}
}

// TestPlaceholdersFound keeps the placeholder reader honest.
func TestPlaceholdersFound(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"{{.seat}} drew {{count .n \"card\"}}", "n seat"},
		{"{{if .you}}a{{else}}{{.seat.Gen}} b{{end}}", "seat you"},
		{"{{yo .seat \"hast\" \"hat\"}}", "seat"},
		{"no fields. At all.", ""},
	} {
		if got := strings.Join(placeholders(tc.in), " "); got != tc.want {
			t.Errorf("placeholders(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestPluralForms checks that counts pick the right plural form: 1, 2 and
// 5 things in each language.
func TestPluralForms(t *testing.T) {
	want := map[Lang][3]string{
		English: {"1 card", "2 cards", "5 cards"},
		German:  {"1 Karte", "2 Karten", "5 Karten"},
		Russian: {"1 карта", "2 карты", "5 карт"},
	}
	for _, l := range Langs() {
		n, err := New("fallout", l, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, k := range []int{1, 2, 5} {
			got, err := n.count(k, "card")
			if err != nil || got != want[l][i] {
				t.Errorf("%s: %d cards = %q (%v), want %q", l, k, got, err, want[l][i])
			}
		}
	}
}

// TestGlossaryComplete checks that every glossary term has a German and a
// Russian form.
func TestGlossaryComplete(t *testing.T) {
	c := mustCatalog()
	if len(c.glossary) < 30 {
		t.Fatalf("the glossary holds %d terms", len(c.glossary))
	}
	for en, tr := range c.glossary {
		if tr[German] == "" || tr[Russian] == "" {
			t.Errorf("term %q lacks a translation: %v", en, tr)
		}
	}
}

// TestCatalogFilesRefused checks that the loader refuses catalogs a
// person could break by hand: a key defined in two topic files of one
// language, and a language with no message file.
func TestCatalogFilesRefused(t *testing.T) {
	glossary := &fstest.MapFile{Data: []byte(`{"terms": []}`)}
	each := func(text string) fstest.MapFS {
		fsys := fstest.MapFS{"catalog/glossary.json": glossary}
		for _, l := range Langs() {
			fsys["catalog/a."+string(l)+".json"] = &fstest.MapFile{Data: []byte(text)}
		}
		return fsys
	}
	ok := each(`{"k": "x"}`)
	if _, err := readCatalog(ok); err != nil {
		t.Fatalf("a well-formed catalog is refused: %v", err)
	}
	dup := each(`{"k": "x"}`)
	dup["catalog/b.de.json"] = &fstest.MapFile{Data: []byte(`{"k": "y"}`)}
	missing := each(`{"k": "x"}`)
	delete(missing, "catalog/a.ru.json")
	for name, tc := range map[string]struct {
		fsys fstest.MapFS
		want string
	}{
		"key twice":        {dup, `key "k" is already defined in catalog/a.de.json`},
		"language missing": {missing, "no message file for language ru"},
	} {
		_, err := readCatalog(tc.fsys)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one saying %q", name, err, tc.want)
		}
	}
}
