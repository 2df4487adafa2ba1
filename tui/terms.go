package tui

import (
	"strings"

	"wasteland/narrate"
)

// tw tells the words of the board panes (the terminal's seat lines,
// legends, pane titles and labels) in a language: the keys term.ol.*,
// term.fo.*, term.coop.* and term.any.* of narrate/catalog/terminal.*.json.
type tw narrate.Lang

// say is the text of key "term."+key with data given as name, value
// pairs.
func (l tw) say(key string, kv ...any) string {
	var data map[string]any
	if len(kv) > 0 {
		data = make(map[string]any, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			data[kv[i].(string)] = kv[i+1]
		}
	}
	return narrate.Say(narrate.Lang(l), "term."+key, data)
}

// word is the word for value in the group of keys "term."+group+".":
// a resource, terrain, tile back or deck; the value itself when the
// catalogs have no word for it.
func (l tw) word(group, value string) string {
	if value == "" {
		return ""
	}
	key := "term." + group + "." + value
	if s := narrate.Say(narrate.Lang(l), key, nil); s != key {
		return s
	}
	return value
}

// seat is "seat N".
func (l tw) seat(n int) string { return l.say("any.seat", "seat", n) }

// you is " (you)" when seat is the reader's, else "".
func (l tw) you(seat, reader int) string {
	if seat == reader {
		return l.say("any.you-mark")
	}
	return ""
}

// list joins xs with commas; "none" for no xs.
func (l tw) list(xs []string) string {
	if len(xs) == 0 {
		return l.say("any.none")
	}
	return strings.Join(xs, ", ")
}
