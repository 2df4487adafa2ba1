package narrate

import (
	"github.com/nicksnyder/go-i18n/v2/i18n"

	"wasteland/engine"
)

// Say returns the catalog message key in lang ("" is English), filled with
// data (nil when it takes none): the words of the adapters that belong to
// no one game's narration, such as the terminal's and the server's undo.
// An unknown key returns the key itself.
func Say(lang Lang, key string, data map[string]any) string {
	if lang == "" {
		lang = English
	}
	loc := i18n.NewLocalizer(mustCatalog().bundle, string(lang), string(English))
	s, err := loc.Localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: data, TemplateParser: parser})
	if err != nil {
		return key
	}
	return s
}

// UndoRefused tells, in lang, why seat may not take its step back: r is
// the refusal of engine.UndoFrom (or an adapter's), other the name of the
// seat in its way (r.Seat) as the reader knows it.
func UndoRefused(lang Lang, r *engine.UndoRefusal, seat engine.Seat, other string) string {
	key := "undo." + string(r.Reason)
	if r.Reason == engine.UndoRevealed && r.Seat != seat {
		key = "undo.revealed-since"
	}
	return Say(lang, key, map[string]any{"Seat": other})
}
