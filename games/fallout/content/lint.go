package content

import (
	"fmt"
	"strings"

	"wasteland/games/internal/jsonlint"
)

// Problem is one mistake in the content: the file, the line and what is
// wrong. Line is 0 when the problem concerns the content as a whole.
type Problem = jsonlint.Problem

// linter merges the files and checks the result.
type linter struct {
	c        *Content
	o        origins
	problems []Problem
}

func (l *linter) add(o origin, format string, args ...any) {
	p := Problem{Message: fmt.Sprintf(format, args...)}
	if o.src != nil {
		p.File, p.Line = o.src.File(), o.src.Line(o.path)
	} else {
		p.File = "(content)"
	}
	l.problems = append(l.problems, p)
}

// first returns the first origin of a section, or a content-wide origin.
func first(os []origin) origin {
	if len(os) > 0 {
		return os[0]
	}
	return origin{}
}

// check runs every check on the merged content.
func (l *linter) check() {
	o := &l.o
	l.single(o.rules, "rules")
	l.single(o.dice, "dice")
	l.single(o.tokens, "tokens")
	l.single(o.coop, "coop")
	l.index()
	l.checkRules()
	l.checkDice()
	l.checkTokens()
	l.checkEnemies()
	l.checkTiles()
	l.checkItems()
	l.checkPerks()
	l.checkSurvivors()
	l.checkAgendas()
	l.checkEncounters()
	l.checkQuests()
	l.checkScenarios()
	l.checkLibrary()
	l.checkCounts()
	l.checkCoop()
}

func (l *linter) single(os []origin, name string) {
	switch {
	case len(os) == 0:
		l.add(origin{}, "no file has the %s section", name)
	case len(os) > 1:
		for _, x := range os[1:] {
			l.add(x, "second %s section (the first is in %s)", name, os[0].src.File())
		}
	}
}

// index builds the lookup maps and reports duplicate ids and numbers.
func (l *linter) index() {
	c, o := l.c, &l.o
	c.tiles = map[string]*Tile{}
	for i := range c.Tiles {
		t := &c.Tiles[i]
		if t.ID == "" {
			l.add(o.tiles[i], "tile without an id")
		} else if c.tiles[t.ID] != nil {
			l.add(o.tiles[i].at("id"), "duplicate tile id %q", t.ID)
		} else {
			c.tiles[t.ID] = t
		}
	}
	c.enemies = map[string]*Enemy{}
	for i := range c.Enemies {
		e := &c.Enemies[i]
		if e.ID == "" {
			l.add(o.enemies[i], "enemy without an id")
		} else if c.enemies[e.ID] != nil {
			l.add(o.enemies[i].at("id"), "duplicate enemy id %q", e.ID)
		} else {
			c.enemies[e.ID] = e
		}
	}
	c.items = map[string]*Item{}
	addItem := func(it *Item, at origin) {
		if it.ID == "" {
			l.add(at, "card without an id")
		} else if c.items[it.ID] != nil {
			l.add(at.at("id"), "duplicate card id %q", it.ID)
		} else {
			c.items[it.ID] = it
		}
	}
	for i := range c.Loot {
		addItem(&c.Loot[i], o.loot[i])
	}
	for i := range c.Assets {
		addItem(&c.Assets[i], o.assets[i])
	}
	for i := range c.Uniques {
		addItem(&c.Uniques[i], o.uniques[i])
	}
	for i := range c.Survivors {
		addItem(&c.Survivors[i].Card, o.survivors[i].at("card"))
	}
	ids := map[string]bool{}
	for i := range c.Perks {
		l.uniqueID(ids, c.Perks[i].ID, o.perks[i], "perk")
	}
	for i := range c.Agendas {
		l.uniqueID(ids, c.Agendas[i].ID, o.agendas[i], "agenda")
	}
	for i := range c.Survivors {
		l.uniqueID(ids, c.Survivors[i].ID, o.survivors[i], "survivor")
	}
	c.scenarios = map[string]*Scenario{}
	for i := range c.Scenarios {
		s := &c.Scenarios[i]
		if s.ID == "" {
			l.add(o.scenarios[i], "scenario without an id")
		} else if c.scenarios[s.ID] != nil {
			l.add(o.scenarios[i].at("id"), "duplicate scenario id %q", s.ID)
		} else {
			c.scenarios[s.ID] = s
		}
	}
	// Quest cards and library encounter cards share one numbering (FO-LIB-1).
	c.encs, c.quests = map[int]*EncounterCard{}, map[int]*QuestCard{}
	used := map[int]bool{}
	for i := range c.Encounters {
		e := &c.Encounters[i]
		if e.Start || e.Number == 0 {
			continue
		}
		if used[e.Number] {
			l.add(o.encs[i].at("number"), "duplicate card number %03d", e.Number)
			continue
		}
		used[e.Number] = true
		c.encs[e.Number] = e
	}
	for i := range c.Quests {
		q := &c.Quests[i]
		if used[q.Number] {
			l.add(o.quests[i].at("number"), "duplicate card number %03d", q.Number)
			continue
		}
		used[q.Number] = true
		c.quests[q.Number] = q
	}
}

func (l *linter) uniqueID(ids map[string]bool, id string, at origin, what string) {
	switch {
	case id == "":
		l.add(at, "%s without an id", what)
	case ids[id]:
		l.add(at.at("id"), "duplicate %s id %q", what, id)
	default:
		ids[id] = true
	}
}

// ctx says where an effect, condition or step appears.
type ctx struct {
	where     byte   // 'r' card results, 's' start and on-stage instructions, 'u' card uses
	level     bool   // an encounter level exists (encounter cards)
	scenario  string // the scenario whose layout space references must be in ("" = any tile)
	hasMarker bool   // the quest card places a marker
}

var effectWhere = map[string]string{
	"add": "rs", "stage": "rs", "xp": "ru", "caps": "ru", "become": "ru", "draw": "ru",
	"unique": "r", "shop": "ru", "power": "r", "trash": "r", "marker": "rs", "place-faction": "rs",
	"damage": "ru", "heal": "ru", "rads": "ru", "heal-rads": "ru", "lose-trait": "ru", "lose-caps": "r",
	"discard": "r", "reroll": "u", "hit": "u", "armor": "u", "move-points": "u", "unexhaust": "ru",
	"kill": "u", "place": "ru",
}

var whereNames = map[byte]string{'r': "a results bar", 's': "start or on-stage instructions", 'u': "a card ability"}

// params lists the parameter fields an effect sets.
func (e *Effect) params() []string {
	var ps []string
	set := func(name string, on bool) {
		if on {
			ps = append(ps, name)
		}
	}
	set("card", e.Card != 0)
	set("n", e.N != 0)
	set("level", e.Level)
	set("deck", e.Deck != "")
	set("trait", e.Trait != "")
	set("locked", e.Locked)
	set("unique", e.Unique != "")
	set("faction", e.Faction != "")
	set("space", e.Space != "")
	set("icon", e.Icon != "")
	set("letters", e.Letters != "")
	set("kinds", len(e.Kinds) > 0)
	return ps
}

func (l *linter) effects(at origin, es []Effect, x ctx) {
	for i := range es {
		l.effect(at.at(i), &es[i], x)
	}
}

// effect checks effect e and sets its Op: every effect the content holds
// is checked here, so every one has its Op once loaded.
func (l *linter) effect(at origin, e *Effect, x ctx) {
	k, ok := EffectKinds[e.Kind]
	if !ok {
		l.add(at.at("kind"), "unknown mechanic %q", e.Kind)
		return
	}
	e.Op = EffectOpOf(e.Kind)
	if !strings.ContainsRune(effectWhere[e.Kind], rune(x.where)) {
		l.add(at.at("kind"), "%s cannot appear in %s", e.Kind, whereNames[x.where])
	}
	have := e.params()
	for _, p := range split(k.Params) {
		if !contains(have, p) && !(p == "n" && e.Level) {
			l.add(at, "%s needs %s", e.Kind, p)
		}
	}
	for _, p := range have {
		if !contains(split(k.Params), p) && !contains(split(k.Opt), p) {
			l.add(at.at(p), "%s takes no %s", e.Kind, p)
		}
	}
	if e.Level && !x.level {
		l.add(at.at("level"), "%s uses the encounter level outside an encounter card", e.Kind)
	}
	if e.N < 0 && !e.Level {
		l.add(at.at("n"), "%s with a negative amount", e.Kind)
	}
	c := l.c
	switch e.Kind {
	case "add":
		if enc := c.encs[e.Card]; enc == nil {
			l.add(at.at("card"), "add: no library encounter card %03d", e.Card)
		}
	case "stage":
		if q := c.quests[e.Card]; q == nil {
			l.add(at.at("card"), "stage: no quest card %03d", e.Card)
		} else if x.scenario != "" && q.Scenario != x.scenario {
			l.add(at.at("card"), "stage: quest %03d belongs to scenario %q, not %q", e.Card, q.Scenario, x.scenario)
		}
	case "power":
		if e.N > 3 {
			l.add(at.at("n"), "power: at most 3 \"+\" signs")
		}
	case "unique":
		if it := c.items[e.Unique]; it == nil || !l.isUnique(it) {
			l.add(at.at("unique"), "unique: no unique asset %q", e.Unique)
		}
	case "discard":
		for j, kd := range e.Kinds {
			if k := ItemKind(kd); !contains(itemKinds, k) || k == Event || k == RuleCard {
				l.add(at.at("kinds", j), "discard: %q is not a kind of card a survivor holds and may discard", kd)
			}
		}
	case "reroll":
		l.letters(at.at("letters"), e.Letters, false)
	}
	if e.Deck != "" && !contains(DrawDecks, e.Deck) {
		l.add(at.at("deck"), "unknown deck %q", e.Deck)
	}
	if e.Trait != "" && !contains(Traits, e.Trait) {
		l.add(at.at("trait"), "unknown trait %q", e.Trait)
	}
	if e.Locked && !l.lockable(e.Trait) {
		l.add(at.at("locked"), "no trait token shows %q with a lock", e.Trait)
	}
	if e.Faction != "" && !contains(Factions, e.Faction) {
		l.add(at.at("faction"), "unknown faction %q", e.Faction)
	}
	if e.Icon != "" && !contains(Decks, e.Icon) {
		l.add(at.at("icon"), "unknown encounter icon %q", e.Icon)
	}
	if e.Space != "" {
		l.spaceRef(at.at("space"), e.Space, x.scenario)
		l.faceUpRef(at.at("space"), e, x.scenario)
	}
}

var itemKinds = []ItemKind{Weapon, Apparel, Companion, Aid, Chem, Magazine, Event, RuleCard}

func (l *linter) isUnique(it *Item) bool {
	for i := range l.c.Uniques {
		if &l.c.Uniques[i] == it {
			return true
		}
	}
	return false
}

func (l *linter) lockable(t Trait) bool {
	for _, tt := range l.c.Tokens.TraitTokens {
		for s := range 2 {
			if tt.Sides[s] == t && tt.Locked[s] {
				return true
			}
		}
	}
	return false
}

func split(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// letters checks a string of S.P.E.C.I.A.L. letters.
func (l *linter) letters(at origin, s string, need bool) {
	if need && s == "" {
		l.add(at, "no S.P.E.C.I.A.L. letter")
	}
	seen := map[rune]bool{}
	for _, r := range s {
		if !contains(Letters, Letter(string(r))) {
			l.add(at, "unknown S.P.E.C.I.A.L. letter %q", string(r))
		} else if seen[r] {
			l.add(at, "letter %q twice", string(r))
		}
		seen[r] = true
	}
}

func (l *linter) conditions(at origin, cs []Condition, x ctx) {
	for i := range cs {
		l.condition(at.at(i), &cs[i], x)
	}
}

// condition checks condition c and sets its Op: every condition the
// content holds is checked here, so every one has its Op once loaded.
func (l *linter) condition(at origin, c *Condition, x ctx) {
	k, ok := ConditionKinds[c.Kind]
	if !ok {
		l.add(at.at("kind"), "unknown condition %q", c.Kind)
		return
	}
	c.Op = CondOpOf(c.Kind)
	var have []string
	for _, p := range []struct {
		name string
		on   bool
	}{{"trait", c.Trait != ""}, {"letter", c.Letter != ""}, {"n", c.N != 0}, {"space", c.Space != ""},
		{"icon", c.Icon != ""}, {"slot", c.Slot != ""}, {"faction", c.Faction != ""}} {
		if p.on {
			have = append(have, p.name)
		}
	}
	for _, p := range split(k.Params) {
		if !contains(have, p) {
			l.add(at, "condition %s needs %s", c.Kind, p)
		}
	}
	for _, p := range have {
		if !contains(split(k.Params), p) {
			l.add(at.at(p), "condition %s takes no %s", c.Kind, p)
		}
	}
	if c.N < 0 {
		l.add(at.at("n"), "negative amount")
	}
	if c.Trait != "" && !contains(Traits, c.Trait) {
		l.add(at.at("trait"), "unknown trait %q", c.Trait)
	}
	if c.Letter != "" && !contains(Letters, c.Letter) {
		l.add(at.at("letter"), "unknown S.P.E.C.I.A.L. letter %q", c.Letter)
	}
	if c.Icon != "" && !contains(Decks, c.Icon) {
		l.add(at.at("icon"), "unknown encounter icon %q", c.Icon)
	}
	if c.Slot != "" && !contains(Slots, c.Slot) {
		l.add(at.at("slot"), "unknown slot %q", c.Slot)
	}
	if c.Faction != "" && !contains(Factions, c.Faction) {
		l.add(at.at("faction"), "unknown faction %q", c.Faction)
	}
	if c.Space != "" {
		l.spaceRef(at.at("space"), c.Space, x.scenario)
	}
	if c.Kind == "at-marker" && !x.hasMarker {
		l.add(at, "at-marker on a card that places no quest marker")
	}
}

func (l *linter) steps(at origin, ss []Step, x ctx) {
	for i := range ss {
		s := &ss[i]
		sa := at.at(i)
		if _, ok := StepKinds[s.Kind]; !ok {
			l.add(sa.at("kind"), "unknown step %q", s.Kind)
			continue
		}
		if s.Level && !x.level {
			l.add(sa.at("level"), "the encounter level outside an encounter card")
		}
		switch s.Kind {
		case "test":
			l.letters(sa.at("letters"), s.Letters, true)
			d := s.N
			if s.Level {
				d += 1 // the lowest encounter level
			}
			if d < 1 || d > 6 {
				l.add(sa.at("n"), "test difficulty %d outside 1..6", d)
			}
			if s.Enemy != "" {
				l.add(sa.at("enemy"), "a test takes no enemy")
			}
		case "fight":
			if !contains(EnemyTypes, s.Enemy) {
				l.add(sa.at("enemy"), "draw and fight: unknown enemy type %q", s.Enemy)
			} else if !l.hasTokens(s.Enemy) {
				l.add(sa.at("enemy"), "draw and fight: no enemy token of type %q", s.Enemy)
			}
			if s.Letters != "" || s.N != 0 || s.Level || s.Other {
				l.add(sa, "draw and fight takes only an enemy type")
			}
		case "pay":
			if s.N <= 0 {
				l.add(sa.at("n"), "pay needs a positive number of Caps")
			}
			if s.Letters != "" || s.Level || s.Other || s.Enemy != "" {
				l.add(sa, "pay takes only n")
			}
		}
	}
}

func (l *linter) hasTokens(t EnemyType) bool {
	for i := range l.c.Enemies {
		if l.c.Enemies[i].Type == t {
			return true
		}
	}
	return false
}
