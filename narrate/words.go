package narrate

import (
	"encoding/json"
	"io/fs"
	"maps"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"wasteland/engine"
	fcontent "wasteland/games/fallout/content"
	"wasteland/games/outlive"
)

// gameWords is what a narrator knows of one game's content: the English
// names of its content ids, which data fields hold seats, how its places
// are written, and how its option ids split into fields.
type gameWords struct {
	// names maps content ids to their English names (glossary terms or
	// names of our own).
	names map[string]string
	// seatFields are the data fields whose numbers are seats.
	seatFields map[string]bool
	// numbered names, per data field, the content a number stands for
	// there (Fallout's "quest": a quest card's number is its title).
	numbered map[string]map[int]string
	// place renders a place value (a space, a tile position, a location,
	// a room slot); ok is false for other values.
	place func(n *Narrator, field, v string) (Place, bool)
	// alias renders a value that stands for another word (Outlive's
	// "room:ABILITY", a room ability as a cause); nil when the game has
	// none.
	alias func(n *Narrator, v string) (string, bool)
	// optionParts names, per option kind, the fields of the parts of its
	// ids after the kind; the last name takes the rest of the id.
	optionParts map[string][]string
	// eventSeats names, per event type, the fields whose numbers are
	// seats there though not in other events ("from" and "to" of a
	// first-player change, which are amounts elsewhere).
	eventSeats map[string][]string
	// setupNames returns the names a setup gives content ids instead of
	// names (Fallout's faction names, which are the scenario's); nil
	// when the game has none.
	setupNames func(setup engine.Setup) map[string]string
}

// gameWordsOf makes the words of each game, by name.
var gameWordsOf = map[string]func() gameWords{
	"outlive": outliveWords,
	"fallout": falloutWords,
}

var (
	wordsMu    sync.Mutex
	wordsReady = map[string]*gameWords{}
)

// wordsOf returns the words of game, made once and shared (read-only).
func wordsOf(game string) (*gameWords, bool) {
	build, ok := gameWordsOf[game]
	if !ok {
		return nil, false
	}
	wordsMu.Lock()
	defer wordsMu.Unlock()
	w, ok := wordsReady[game]
	if !ok {
		made := build()
		w = &made
		wordsReady[game] = w
	}
	return w, true
}

// seatFieldNames are the fields that hold seats in the events of both games.
var seatFieldNames = []string{"seat", "partner", "target", "first_player", "start_player", "reader",
	"roller", "attacker", "defender", "chooser", "chosen_by", "winners", "first_from", "first_to",
	"start_player_before", "start_player_after", "first", "owner", "fighter"}

func seatSet(extra ...string) map[string]bool {
	m := map[string]bool{}
	for _, f := range append(seatFieldNames, extra...) {
		m[f] = true
	}
	return m
}

// outliveWords reads the names of outlive.json.
func outliveWords() gameWords {
	names := map[string]string{}
	b, err := fs.ReadFile(outlive.ContentFS(), "outlive.json")
	if err == nil {
		var v any
		if json.Unmarshal(b, &v) == nil {
			collectNames(v, names)
		}
	}
	return gameWords{
		names:      names,
		seatFields: seatSet(),
		place:      outlivePlace,
		alias:      outliveAlias,
		optionParts: map[string][]string{
			"leader": {"leader"}, "draw": {"city"}, "discard": {"n"}, "return-room": {"room"},
			"build": {"slot"}, "build-room": {"room"}, "build-payment/pay": {"pay", "discount"}, "place": {"spot"},
			"place-hero": {"hero", "location"}, "place-hero/hero": {"strength"}, "lose": {"spot"},
			"give": {"resource"}, "move": {"hero", "location", "via"}, "stay": {"hero"},
			"take-equipment": {"equipment"}, "take": {"resource"}, "ammo": {"ammo"}, "feed": {"food"},
			"recruit": {"food"}, "fill": {"room"}, "slot": {"strength"}, "target": {"seat"},
			"pay": {"resource"}, "avert": {"event", "pay"}, "build/use": {"room", "ability"}, "repair/use": {"room", "ability"}, "hunt/use": {"spot"},
			"visit/use": {"equipment"}, "repair": {"equipment", "ability", "pay"}, "scrap": {"equipment"},
			"pick": {"position", "endurance"}, "peek": {"city"},
			"move-hero/hero": {"hero"}, "avert-event/event": {"event"}, "avert-payment/pay": {"pay", "discount"},
			"recruit/survivors": {"survivors"}, "repair/equipment": {"equipment"},
		},
	}
}

// collectNames records every JSON object's "id" → "name" under v.
func collectNames(v any, names map[string]string) {
	switch x := v.(type) {
	case map[string]any:
		id, _ := x["id"].(string)
		name, _ := x["name"].(string)
		if id != "" && name != "" {
			names[id] = name
		}
		for _, c := range x {
			collectNames(c, names)
		}
	case []any:
		for _, c := range x {
			collectNames(c, names)
		}
	}
}

// roomSlot reads a bunker's room slot "room:N" (N one or more digits 0–9)
// as N; ok is false for any other value.
func roomSlot(v string) (n int, ok bool) {
	digits, ok := strings.CutPrefix(v, "room:")
	if !ok || digits == "" {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, false
		}
	}
	n, _ = strconv.Atoi(digits)
	return n, true
}

// outlivePlace renders the spots of a bunker ("airlock", "room:N") and
// the locations ("forest": outlive.loc.forest). A room ability as a cause
// ("room:build-discount") is no place.
func outlivePlace(n *Narrator, field, v string) (Place, bool) {
	if v == "airlock" {
		return Place{n: n, key: "outlive.place.airlock"}, true
	}
	if k, ok := roomSlot(v); ok {
		return Place{n: n, key: "outlive.place.room", data: map[string]any{"n": k}}, true
	}
	// The key is looked up as bytes, which makes no string unless one is
	// there: most values are no locations.
	var room [64]byte
	key := append(append(room[:0], "outlive.loc."...), v...)
	if _, ok := n.cat.keys[English][string(key)]; ok {
		return Place{n: n, key: string(key)}, true
	}
	return Place{}, false
}

// outliveAlias renders a room ability named as a cause ("room:ABILITY").
func outliveAlias(n *Narrator, v string) (string, bool) {
	ability, ok := strings.CutPrefix(v, "room:")
	if _, slot := roomSlot(v); !ok || slot {
		return "", false
	}
	return n.word("room", ability), true
}

// falloutWords reads the names of the Fallout content.
func falloutWords() gameWords {
	c := fcontent.Default()
	names := map[string]string{}
	for _, list := range [][]fcontent.Item{c.Loot, c.Assets, c.Uniques} {
		for _, it := range list {
			names[it.ID] = it.Name
		}
	}
	for _, s := range c.Survivors {
		names[s.ID] = s.Name
		names[s.Card.ID] = s.Card.Name
	}
	for _, p := range c.Perks {
		names[p.ID] = p.Name
	}
	for _, a := range c.Agendas {
		names[a.ID] = a.Title
	}
	for _, e := range c.Enemies {
		names[e.ID] = e.Name
	}
	for _, a := range c.Coop.Activations {
		names[a.ID] = a.Name
	}
	for _, t := range c.Coop.Tasks {
		names[t.ID] = t.Name
	}
	for _, m := range c.Coop.Mods {
		names[m.ID] = m.Name
	}
	for _, m := range c.Coop.Mutations {
		names[m.ID] = m.Name
	}
	for _, u := range c.Coop.Workshop {
		names[u.ID] = u.Name
	}
	quests := map[int]string{}
	for _, q := range c.Quests {
		quests[q.Number] = q.Title
		names["quest:"+strconv.Itoa(q.Number)] = q.Title // a card whose results resolve
	}
	factions := map[string]map[string]string{}
	for _, s := range c.Scenarios {
		names[s.ID] = s.Name
		names["scenario:"+s.ID] = s.Name
		factions[s.ID] = map[string]string{string(fcontent.Star): s.Star.Name, string(fcontent.Heart): s.Heart.Name}
	}
	maps.Copy(names, factions[c.Scenarios[0].ID]) // the default scenario's factions
	return gameWords{
		names:      names,
		seatFields: seatSet(),
		numbered:   map[string]map[int]string{"quest": quests},
		place:      func(n *Narrator, field, v string) (Place, bool) { return falloutPlace(n, c, field, v) },
		optionParts: map[string][]string{
			"survivor": {"survivor"}, "place": {"space"}, "equip": {"card"}, "inventory": {"card"},
			"mark": {"die"}, "unmark": {"die"},
			"explore": {"position"}, "option": {"option"}, "move": {"space"}, "use": {"card", "use"},
			"keep": {"letter"}, "token": {"token"}, "step": {"space"}, "activate": {"enemy", "space"},
			"equip-discard": {"card"}, "marker": {"colour"}, "quest": {"quest", "objective"},
			"trade": {"partner"}, "ask-caps": {"caps"}, "give-agenda": {"n"}, "give-caps": {"caps"},
			"give": {"card"}, "show-agenda": {"n"}, "hand-over": {"n"}, "ask": {"card"},
			"recruit": {"card"}, "respawn": {"space"}, "fight": {"enemy", "space"}, "perk": {"perk"},
			"attacks": {"survivor"}, "loyal": {"agenda"}, "leave": {"card"}, "pay": {"card"},
			"buy": {"card"}, "sell": {"card"}, "discard": {"card"}, "kill": {"enemy", "space"},
			"drop": {"agenda"}, "reroll": {"dice"},
			"choose-loyal-faction/loyal": {"loyal"}, "fast-travel": {"space"}, "mods": {"n"},
			"keep-mod/keep": {"mod"}, "attach": {"card"}, "first-player": {"first"},
			"objective-order/first": {"quest", "objective"},
		},
		eventSeats: map[string][]string{"first-player-chosen": {"from", "to"}},
		setupNames: func(setup engine.Setup) map[string]string {
			return factions[setup.Options["scenario"]]
		},
	}
}

var (
	spaceRef = regexp.MustCompile(`^t\d\d\.[a-z]$`)
	position = regexp.MustCompile(`^q(-?\d+)r(-?\d+)$`)
)

// falloutPlace renders spaces ("t01.c": its name, or its tile's name and
// compass part) and map positions ("q1r-1": how far and in which direction
// from the centre of the map).
func falloutPlace(n *Narrator, c *fcontent.Content, field, v string) (Place, bool) {
	if spaceRef.MatchString(v) {
		t, reverse, i, ok := c.Space(v)
		if !ok {
			return Place{}, false
		}
		face := t.Face(reverse)
		sp := face.Spaces[i]
		if sp.Name != "" {
			return Place{n: n, key: "fallout.place.named", data: map[string]any{"name": n.cat.term(n.lang, sp.Name)}}, true
		}
		dir := ""
		if len(sp.Edges) > 0 {
			dir = strings.TrimRight(sp.Edges[0], "12")
		}
		return Place{n: n, key: "fallout.place.part", data: map[string]any{"tile": n.cat.term(n.lang, face.Name), "dir": n.text("dir."+dir, nil)}}, true
	}
	if m := position.FindStringSubmatch(v); m != nil {
		q, _ := strconv.Atoi(m[1])
		r, _ := strconv.Atoi(m[2])
		if q == 0 && r == 0 {
			return Place{n: n, key: "fallout.place.centre"}, true
		}
		return Place{n: n, key: "fallout.place.position", data: map[string]any{"steps": hexDistance(q, r), "dir": n.text("dirpos."+compass(q, r), nil)}}, true
	}
	return Place{}, false
}

// hexDistance is the number of tiles from the centre to axial (q, r).
func hexDistance(q, r int) int {
	return (abs(q) + abs(r) + abs(q+r)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// compass names the direction of axial (q, r) from the centre on a grid of
// flat-topped hexes with north up: one of n ne e se s sw w nw.
func compass(q, r int) string {
	x := 1.5 * float64(q)
	y := -math.Sqrt(3) * (float64(r) + float64(q)/2) // north is up
	deg := math.Atan2(x, y) * 180 / math.Pi          // clockwise from north
	if deg < 0 {
		deg += 360
	}
	dirs := []string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
	return dirs[int(math.Round(deg/45))%8]
}
