package narrate

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"wasteland/engine"
)

// option narrates the option id of a decision with the given prompt, with
// its structured args (nil when unknown, as in a decision event). The id
// splits at ":" into the kind and the fields the game's optionParts name.
func (n *Narrator) option(prompt, id string, args map[string]string) (string, error) {
	kind, rest, _ := strings.Cut(id, ":")
	data := map[string]any{}
	parts, ok := n.words.optionParts[prompt+"/"+kind]
	if !ok {
		parts = n.words.optionParts[kind]
	}
	if len(parts) > 0 && rest != "" {
		vals := strings.SplitN(rest, ":", len(parts))
		for i, v := range vals {
			data[parts[i]] = v
		}
	}
	for k, v := range args {
		if _, fromID := data[k]; !fromID {
			data[k] = v // the id's own part wins: "room:6" is a place, the arg "room" is not
		}
	}
	for k, v := range data {
		data[k] = n.optionValue(k, v.(string))
	}
	key := n.game + ".opt." + prompt + "." + kind
	if !n.cat.has(key) {
		key = n.game + ".opt." + kind
	}
	s, err := n.localize(key, data)
	if err != nil {
		return "", fmt.Errorf("option %s of %s: %w", id, prompt, err)
	}
	return sentence(s), nil
}

// optionValue renders one field of an option: numbers and seats as in
// events, resource amounts ("metal2,electronics3", "meat=2,water=0") as
// counted words, dice subsets ("13") as die numbers.
func (n *Narrator) optionValue(field, v string) any {
	switch field {
	case "pay", "food":
		return n.amounts(v)
	case "dice":
		l := List{n: n}
		for _, d := range v {
			l.items = append(l.items, string(d))
		}
		return l
	}
	if _, err := strconv.Atoi(v); err == nil {
		return n.value(field, json.Number(v))
	}
	return n.value(field, v)
}

var amount = regexp.MustCompile(`([a-z]+)=?(\d+)`)

// amounts renders resource amounts, skipping zeros: "2 metal and 3
// electronics".
func (n *Narrator) amounts(v string) List {
	l := List{n: n}
	for _, m := range amount.FindAllStringSubmatch(v, -1) {
		k, _ := strconv.Atoi(m[2])
		if k == 0 {
			continue
		}
		s, err := n.count(k, "res."+m[1])
		if err != nil {
			s = m[0]
		}
		l.items = append(l.items, s)
	}
	return l
}

// who is the seat as a sentence names it.
func (n *Narrator) who(seat engine.Seat) Who { return Who{n: n, seat: seat} }
