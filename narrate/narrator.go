package narrate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"

	"wasteland/engine"
)

// Narrator turns the events, options and prompts of one game into sentences
// in one language for one reader. It reads what it is given and nothing
// else: an event the reader may not see narrates to "", and no sentence
// holds more than the event or option it comes from. A Narrator is safe for
// concurrent use.
type Narrator struct {
	game   string
	lang   Lang
	reader engine.Seat
	names  []string
	cat    *catalog
	loc    *i18n.Localizer
	words  *gameWords
	// setupNames are the names of the game's setup (ForSetup), before
	// the content's.
	setupNames map[string]string
}

// Everyone is the reader of a whole game's log (replay, sim --log): it is
// told every event, private ones included, and calls every seat by name.
const Everyone engine.Seat = -2

// Knows reports whether the package has words for game.
func Knows(game string) bool {
	_, ok := gameWordsOf[game]
	return ok
}

// New returns the narrator of game ("outlive" or "fallout") in lang for
// reader (a seat, engine.Spectator, or Everyone). names are the seats' names in seat
// order (a player's name, a bot's kind); a seat without one (names shorter
// than the seat, or "") is called by its colour. The reader's own seat is
// always "you".
func New(game string, lang Lang, reader engine.Seat, names []string) (*Narrator, error) {
	cat, err := loadCatalog()
	if err != nil {
		return nil, err
	}
	words, ok := wordsOf(game)
	if !ok {
		return nil, fmt.Errorf("narrate: no words for game %q", game)
	}
	if _, err := ParseLang(string(lang)); err != nil || lang == "" {
		return nil, fmt.Errorf("narrate: unknown language %q (known: en, de, ru)", lang)
	}
	n := &Narrator{game: game, lang: lang, reader: reader, names: names, cat: cat, words: words}
	n.loc = cat.localizers[lang]
	return n, nil
}

// ForSetup returns a narrator like n for a game set up with setup: one
// that names what the setup chooses (the factions of a Fallout scenario)
// as that game does. n itself is unchanged; without ForSetup a narrator
// names them as the game's default setup does.
func (n *Narrator) ForSetup(setup engine.Setup) *Narrator {
	c := *n
	c.setupNames = nil
	if n.words.setupNames != nil {
		c.setupNames = n.words.setupNames(setup)
	}
	return &c
}

// Lang is the narrator's language.
func (n *Narrator) Lang() Lang { return n.lang }

// Reader is the seat the narrator speaks to.
func (n *Narrator) Reader() engine.Seat { return n.reader }

// Event returns the sentence of e for the reader, or "" when the reader may
// not see e (e.To is another seat; the reader Everyone sees every event).
func (n *Narrator) Event(e engine.Event) string {
	s, err := n.event(e)
	if err != nil {
		return n.text("err.narration", map[string]any{"type": e.Type})
	}
	return s
}

// Events returns the sentences of the events of evs the reader may see, in
// order.
func (n *Narrator) Events(evs []engine.Event) []string {
	out := make([]string, 0, len(evs))
	for _, e := range evs {
		if s := n.Event(e); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// Option returns the label of o, an option of a decision with the given
// prompt: what choosing it does, in words.
func (n *Narrator) Option(prompt string, o engine.Option) string {
	s, err := n.option(prompt, o.ID, o.Args)
	if err != nil {
		return n.text("err.narration", map[string]any{"type": prompt})
	}
	return s
}

// Prompt returns the question of a decision for the reader: "your" turn to
// choose when the reader decides, whose turn it is otherwise. A finished
// game (d.Prompt "") is announced as over.
func (n *Narrator) Prompt(d engine.Decision) string {
	if d.Prompt == "" {
		return n.text("prompt.over", nil)
	}
	what := n.text(n.game+".prompt."+d.Prompt, nil)
	return n.text("prompt.decide", map[string]any{"seat": n.who(d.Seat), "you": d.Seat == n.reader, "what": what})
}

// SeatName returns how the reader calls seat: "you" for the reader's own,
// else its name or colour.
func (n *Narrator) SeatName(seat engine.Seat) string { return n.who(seat).String() }

// Text returns the catalog message key in the narrator's language, filled
// with data (nil when it takes none): the words of the user interfaces
// (keys "ui.*"). An unknown key returns the key itself.
func (n *Narrator) Text(key string, data map[string]any) string { return n.text(key, data) }

// text localizes key with data.
func (n *Narrator) text(key string, data map[string]any) string {
	s, err := n.localize(key, data)
	if err != nil {
		return key
	}
	return s
}

// localize is text with its error.
func (n *Narrator) localize(key string, data map[string]any) (string, error) {
	m := n.cat.messageOf(n.lang, key)
	if m == nil {
		return "", errNoMessage(n.lang, key)
	}
	if s, ok := m.run(n, data); ok {
		return s, nil
	}
	s, err := m.fill(data)
	if err != nil || !strings.Contains(s, countMark) {
		return s, err
	}
	var firstErr error
	s = countRef.ReplaceAllStringFunc(s, func(m string) string {
		parts := countRef.FindStringSubmatch(m)
		k, _ := strconv.Atoi(parts[1])
		c, err := n.count(k, parts[2])
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return c
	})
	return s, firstErr
}

// countMark opens and closes a count reference in a template's output.
const countMark = "\x00"

var countRef = regexp.MustCompile(countMark + `(-?\d+):([a-z.-]+)` + countMark)

// countRefOf is the template function count: it writes a reference to n
// things of unit, which localize replaces by the plural form of the
// narrator's language (see Narrator.count).
func countRefOf(v any, unit string) (string, error) {
	k, ok := toInt(v)
	if !ok {
		return "", fmt.Errorf("count %v is not a number", v)
	}
	return fmt.Sprintf("%s%d:%s%s", countMark, k, unit, countMark), nil
}

// count renders n things of the unit key ("unit.ap": "1 AP", "2 AP") in the
// plural form the language gives n. It is the template function count.
func (n *Narrator) count(v any, unit string) (string, error) {
	num, ok := toInt(v)
	if !ok {
		return "", fmt.Errorf("count %v is not a number", v)
	}
	k := countKey{n.lang, unit, num}
	if c, ok := n.cat.counts.Load(k); ok {
		c := c.(counted)
		return c.s, c.err
	}
	s, err := n.loc.Localize(&i18n.LocalizeConfig{MessageID: "unit." + unit, PluralCount: num, TemplateData: map[string]any{"n": num}})
	n.cat.counts.Store(k, counted{s, err})
	return s, err
}

// countKey names a count as Narrator.count renders it.
type countKey struct {
	lang Lang
	unit string
	n    int
}

// counted is a count rendered, with its error: counts depend on nothing
// else, and the same few come back all the time.
type counted struct {
	s   string
	err error
}

// toInt reads a whole number from a template value.
func toInt(v any) (int, bool) {
	switch x := v.(type) {
	case int:
		return x, true
	case int64:
		return int(x), true
	case float64:
		return int(x), x == float64(int(x))
	case List:
		return len(x.items), true
	}
	return 0, false
}

// joinList joins words as the language lists them ("a, b and c").
func (n *Narrator) joinList(items []string) string {
	switch len(items) {
	case 0:
		return n.text("list.none", nil)
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + n.text("list.and", nil) + items[len(items)-1]
}

// youOr picks the word that agrees with a seat: you when the seat is the
// reader, other otherwise ("hast"/"hat", "взяли"/"взял"). It is the
// template function yo.
func youOr(w Who, you, other string) string {
	if w.You() {
		return you
	}
	return other
}

// Say returns the catalog message key in lang, filled with data (nil when
// it takes none), counts in the language's plural forms: the words of the
// user interfaces that belong to no game (the terminal's "term.*", the
// page's "ui.*"). An unknown key returns the key itself; an unknown
// language speaks English.
func Say(lang Lang, key string, data map[string]any) string {
	l, err := ParseLang(string(lang))
	if err != nil {
		l = English
	}
	cat := mustCatalog()
	n := Narrator{lang: l, cat: cat, loc: cat.localizers[l]}
	return n.text(key, data)
}

// Name is what the narration calls the content id (an item, survivor,
// agenda, faction of the setup's scenario, room, event, location, …) in
// n's language; id itself when it names no content.
func (n *Narrator) Name(id string) string { return n.word("", id) }
