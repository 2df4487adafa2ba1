package narrate

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"wasteland/engine"
)

// EventReads reports the fields of an event's data that the reader's
// sentence for events of type typ reads, besides "seat" and "prompt",
// which every sentence may read: two events of the type whose data agree
// in these fields are told alike. ok is false when the sentence may read
// any field.
func (n *Narrator) EventReads(typ string) (fields []string, ok bool) {
	if m := n.cat.messageOf(n.lang, n.eventKey(typ)); m != nil && m.compiled {
		return slices.Clone(m.reads), true
	}
	return nil, false
}

// eventKey is the catalog key of the sentence of events of type typ.
func (n *Narrator) eventKey(typ string) string {
	if typ == engine.DecisionEvent {
		return "ev.decision"
	}
	return n.game + ".ev." + typ
}

// event narrates e, or returns "" when the reader may not see it.
func (n *Narrator) event(e engine.Event) (string, error) {
	if n.reader != Everyone && !e.VisibleTo(n.reader) {
		return "", nil
	}
	key := n.eventKey(e.Type)
	// A message filled by its program is given the fields it reads only:
	// rendering the others (such as every option a decision offered) is
	// work no word shows. Where the program gives up, the message is
	// filled by text/template, with every field.
	if m := n.cat.messageOf(n.lang, key); m != nil && m.compiled && compiledFill {
		data, err := n.eventData(e, m.reads)
		if err != nil {
			return "", err
		}
		if s, ok := m.run(n, data); ok {
			return sentence(s), nil
		}
	}
	data, err := n.eventData(e, nil)
	if err != nil {
		return "", err
	}
	s, err := n.localize(key, data)
	if err != nil {
		return "", fmt.Errorf("event %s: %w", e.Type, err)
	}
	return sentence(s), nil
}

// eventData is the template data of e (see fields): its fields in reads
// rendered, or all of them when reads is nil, with the seats of the
// event's own seat fields and a decision's chosen option and prompt in
// words.
func (n *Narrator) eventData(e engine.Event, reads []string) (map[string]any, error) {
	data, err := n.fields(e.Data, reads)
	if err != nil {
		return nil, fmt.Errorf("event %s: %w", e.Type, err)
	}
	for _, f := range n.words.eventSeats[e.Type] {
		if k, ok := data[f].(int); ok {
			data[f] = n.who(engine.Seat(k))
		}
	}
	if e.Type == engine.DecisionEvent {
		if err := n.decisionFields(data, reads); err != nil {
			return nil, err
		}
	}
	return data, nil
}

// decisionFields replaces the chosen option id of a decision event's data
// with its label, and adds the decision's question ("what") when reads
// has it (or is nil).
func (n *Narrator) decisionFields(data map[string]any, reads []string) error {
	prompt, _ := data["prompt"].(string)
	chosen, _ := data["chosen_id"].(string)
	label, err := n.option(prompt, chosen, nil)
	if err != nil {
		return err
	}
	data["chosen"] = label
	if reads == nil || slices.Contains(reads, "what") {
		data["what"] = n.text(n.game+".prompt."+prompt, nil)
	}
	return nil
}

// fields turns event data (any value that encodes to a JSON object) into
// template data: every field rendered as words (see value), or only those
// in reads when it is not nil (and "seat" and "prompt", which the event's
// own words read), plus "you", true when the event's seat is the reader.
func (n *Narrator) fields(v any, reads []string) (map[string]any, error) {
	raw := map[string]any{}
	if d, ok := v.(Data); ok {
		raw = d.fields
	} else if v != nil {
		b, ok := v.(json.RawMessage)
		if !ok {
			var err error
			if b, err = json.Marshal(v); err != nil {
				return nil, err
			}
		}
		var err error
		if raw, err = decodeData(b); err != nil {
			return nil, err
		}
	}
	var out map[string]any
	if reads == nil {
		out = make(map[string]any, len(raw)+1)
		for k, x := range raw {
			out[k] = n.value(k, x)
		}
	} else {
		out = make(map[string]any, len(reads)+3)
		for _, k := range reads {
			if x, ok := raw[k]; ok {
				out[k] = n.value(k, x)
			}
		}
		for _, k := range [...]string{"seat", "prompt"} {
			if x, ok := raw[k]; ok && !slices.Contains(reads, k) {
				out[k] = n.value(k, x)
			}
		}
	}
	if s, ok := out["seat"].(Who); ok {
		out["you"] = s.You()
	} else {
		out["you"] = false
	}
	if c, ok := raw["chosen"].(string); ok {
		out["chosen_id"] = c
	}
	return out, nil
}

// value renders the JSON value x of the field called field: seats as Who,
// numbers that name content as its name (a quest by its title), other
// numbers as ints, places as Place, content ids as names, enumerated words by the catalog
// (`GAME.enum.FIELD.VALUE`, then `GAME.word.VALUE`), lists as List, objects
// as Obj.
func (n *Narrator) value(field string, x any) any {
	switch v := x.(type) {
	case json.Number:
		i, err := v.Int64()
		if err != nil {
			f, _ := v.Float64()
			return f
		}
		if n.words.seatFields[field] {
			return Who{n: n, seat: engine.Seat(i)}
		}
		if name, ok := n.words.numbered[field][int(i)]; ok {
			return n.cat.term(n.lang, name)
		}
		return int(i)
	case string:
		return n.stringValue(field, v)
	case bool:
		return v
	case []any:
		l := List{n: n}
		for _, it := range v {
			l.items = append(l.items, n.value(field, it))
		}
		return l
	case map[string]any:
		if l, ok := n.tokens(v); ok {
			return l
		}
		o := Obj{n: n, kind: field, fields: map[string]any{}}
		for k, it := range v {
			o.fields[k] = n.value(k, it)
		}
		return o
	}
	return x
}

// stringValue renders a string value of field: an enumerated word, a
// place (as Place, for its grammatical forms), a content name.
func (n *Narrator) stringValue(field, v string) any {
	if key, ok := n.enumKey(field, v); ok {
		return n.text(key, nil)
	}
	if p, ok := n.words.place(n, field, v); ok {
		return p
	}
	return n.contentName(v)
}

// word renders a string value of field: an enumerated word, a content
// name, or a place.
func (n *Narrator) word(field, v string) string {
	if key, ok := n.enumKey(field, v); ok {
		return n.text(key, nil)
	}
	if p, ok := n.words.place(n, field, v); ok {
		return p.String()
	}
	return n.contentName(v)
}

// enumKey is the catalog key of v as a value of field: the enumerated
// word `GAME.enum.FIELD.VALUE`, else `GAME.word.VALUE`; ok is false when
// the catalogs have neither.
func (n *Narrator) enumKey(field, v string) (string, bool) {
	// The keys are looked up as bytes, which makes no string unless one
	// is there: most values are not enumerated words.
	var room [96]byte
	key := append(append(append(append(append(room[:0], n.game...), ".enum."...), field...), '.'), v...)
	if _, ok := n.cat.keys[English][string(key)]; ok {
		return string(key), true
	}
	key = append(append(append(key[:0], n.game...), ".word."...), v...)
	if _, ok := n.cat.keys[English][string(key)]; ok {
		return string(key), true
	}
	return "", false
}

// contentName is what the narration calls the content id v (by the
// game's aliases, the setup's names, the content's names), v itself when
// it names nothing.
func (n *Narrator) contentName(v string) string {
	if n.words.alias != nil {
		if s, ok := n.words.alias(n, v); ok {
			return s
		}
	}
	if name, ok := n.setupNames[v]; ok {
		return n.cat.term(n.lang, name)
	}
	if name, ok := n.words.names[v]; ok {
		return n.cat.term(n.lang, name)
	}
	return v
}

// Sentence capitalizes the first letter of s, as a sentence or a line
// begins ("you moved" → "You moved").
func Sentence(s string) string { return sentence(s) }

// sentence capitalizes the first letter of s ("you moved" → "You moved").
func sentence(s string) string {
	s = strings.TrimSpace(s)
	r, size := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// Who is a seat in a sentence: "you" for the reader, else the seat's name
// or colour. Its methods give the grammatical cases the languages need;
// printing it gives the nominative.
type Who struct {
	n    *Narrator
	seat engine.Seat
}

// You reports whether the seat is the reader's own.
func (w Who) You() bool { return w.seat >= 0 && w.seat == w.n.reader }

// String is the nominative: "you", "Red", "Anna".
func (w Who) String() string { return w.form("nom") }

// Dat is the dative ("to you", German "dir", Russian "тебе").
func (w Who) Dat() string { return w.form("dat") }

// Acc is the accusative.
func (w Who) Acc() string { return w.form("acc") }

// Ins is the instrumental (Russian "с вами"; other languages as Acc).
func (w Who) Ins() string { return w.form("ins") }

// Gen is the genitive ("your", "Red's").
func (w Who) Gen() string { return w.form("gen") }

// form renders the seat in grammatical case c.
func (w Who) form(c string) string {
	n := w.n
	switch {
	case w.You():
		return n.text("who.you."+c, nil)
	case w.seat < 0:
		return n.text("who.nobody."+c, nil)
	case int(w.seat) < len(n.names) && n.names[w.seat] != "":
		return n.text("who.named."+c, map[string]any{"name": n.names[w.seat]})
	case w.seat < 4:
		return n.text(fmt.Sprintf("who.seat%d.%s", w.seat, c), nil)
	}
	return n.text("who.other."+c, map[string]any{"n": int(w.seat) + 1})
}

// List is a list value in a sentence; it prints as the language joins
// words ("a, b and c", or "nothing" when empty). Len is its length.
type List struct {
	n     *Narrator
	items []any
}

// Len is the number of items.
func (l List) Len() int { return len(l.items) }

// String joins the items.
func (l List) String() string {
	words := make([]string, len(l.items))
	for i, it := range l.items {
		words[i] = fmt.Sprint(it)
	}
	return l.n.joinList(words)
}

// Obj is an object value of event data (the enemy of a fight); its fields
// are rendered like the event's, and it prints by the catalog message
// `GAME.obj.KIND` (the field's name) filled with them.
type Obj struct {
	n      *Narrator
	kind   string
	fields map[string]any
}

// Field returns the rendered field name of the object.
func (o Obj) Field(name string) any { return o.fields[name] }

// String renders the object by its catalog message.
func (o Obj) String() string { return o.n.text(o.n.game+".obj."+o.kind, o.fields) }

// tokens renders a map of resource → count ({"wood": 2, "metal": 1}) as
// counted words; ok is false for any other map.
func (n *Narrator) tokens(m map[string]any) (List, bool) {
	l := List{n: n}
	for _, res := range tokenOrder {
		x, ok := m[res]
		if !ok {
			continue
		}
		k, err := x.(json.Number).Int64()
		if err != nil || k == 0 {
			continue
		}
		s, _ := n.count(int(k), "res."+res)
		l.items = append(l.items, s)
	}
	for k, x := range m {
		if _, num := x.(json.Number); !num || !n.cat.has("unit.res."+k) {
			return List{}, false
		}
	}
	return l, true
}

// tokenOrder is the order resources are listed in.
var tokenOrder = []string{"wood", "metal", "electronics", "meat", "water", "cans", "ammo"}

// Place is a place in a sentence: a map space, a location, a spot of a
// bunker. Printing it gives the nominative; its methods give the phrases
// a sentence needs around it, preposition included, since the languages
// choose the preposition by the place ("in the forest", German "im Wald",
// "auf dem Frachter", Russian "в лесу", "на плотине"). Its words are the
// catalog message key (the nominative) and key.in, key.to and key.from.
type Place struct {
	n    *Narrator
	key  string
	data map[string]any
}

// String is the nominative: "the south space of Crossroads Camp".
func (p Place) String() string { return p.n.text(p.key, p.data) }

// In is where something is or happens: "in the Forest", German "im
// Wald", Russian "в лесу".
func (p Place) In() string { return p.n.text(p.key+".in", p.data) }

// To is where something goes: "to the Forest", German "in den Wald",
// Russian "в лес".
func (p Place) To() string { return p.n.text(p.key+".to", p.data) }

// From is where something comes from: "from the Forest", German "aus dem
// Wald", Russian "из леса".
func (p Place) From() string { return p.n.text(p.key+".from", p.data) }
