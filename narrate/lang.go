package narrate

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
)

// Lang is a language the catalogs speak, named by its BCP 47 base tag.
type Lang string

// The languages of the catalogs.
const (
	English Lang = "en"
	German  Lang = "de"
	Russian Lang = "ru"
)

// Langs returns every language of the catalogs, English (the default) first.
func Langs() []Lang { return []Lang{English, German, Russian} }

// langTags are the tags of Langs, in the same order, for matching.
var langTags = []language.Tag{language.English, language.German, language.Russian}

var matcher = language.NewMatcher(langTags)

// ParseLang reads a language name as a user types it (`--lang de`, "de-AT",
// "ru_RU", "Deutsch", "english"), case-insensitively. It returns an error
// naming the known languages for anything else; "" is English.
func ParseLang(s string) (Lang, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	switch s {
	case "", "english":
		return English, nil
	case "deutsch", "german":
		return German, nil
	case "русский", "russian":
		return Russian, nil
	}
	tag, err := language.Parse(strings.ReplaceAll(s, "_", "-"))
	if err == nil {
		base, _ := tag.Base()
		for _, l := range Langs() {
			if base.String() == string(l) {
				return l, nil
			}
		}
	}
	return "", fmt.Errorf("unknown language %q (known: en, de, ru)", s)
}

// FromAcceptLanguage picks the best language of the catalogs for an HTTP
// Accept-Language header; English when the header is empty, malformed or
// names none of them.
func FromAcceptLanguage(header string) Lang {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return English
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No {
		return English
	}
	return Langs()[i]
}
