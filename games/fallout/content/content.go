package content

import (
	"embed"
	"io/fs"
	"path"
	"strings"
	"sync"

	"wasteland/games/internal/jsonlint"
)

// Content is the whole Fallout content: every component of the box that has
// data, merged from the data files, checked and indexed.
type Content struct {
	Rules      Rules           // fixed numbers of the rules
	Dice       Die             // the V.A.T.S. die
	Tokens     Tokens          // the token mix
	Tiles      []Tile          // the 21 map tiles
	Enemies    []Enemy         // the 27 enemy tokens
	Loot       []Item          // the loot deck
	Assets     []Item          // the asset deck
	Uniques    []Item          // the unique asset cards
	Perks      []Perk          // the perk cards
	Survivors  []Survivor      // the survivors with their character cards
	Agendas    []Agenda        // the agenda deck
	Encounters []EncounterCard // all encounter cards, starting and library
	Quests     []QuestCard     // the quest cards written
	Scenarios  []Scenario      // the scenario sheets written
	Pending    []Pending       // what is not written yet
	Coop       Coop            // the Atomic Bonds co-op pack (AB-*)

	tiles     map[string]*Tile
	items     map[string]*Item
	enemies   map[string]*Enemy
	scenarios map[string]*Scenario
	encs      map[int]*EncounterCard
	quests    map[int]*QuestCard
}

// file is the shape of every data file: each file fills some sections, and
// the loader appends the lists of all files in file-name order. A file must
// say what it holds (about) and which of its numbers are designed rather than
// given by the rulebooks (designed).
type file struct {
	About      string          `json:"about"`
	Designed   string          `json:"designed"`
	Rules      *Rules          `json:"rules"`
	Dice       *Die            `json:"dice"`
	Tokens     *Tokens         `json:"tokens"`
	Tiles      []Tile          `json:"tiles"`
	Enemies    []Enemy         `json:"enemies"`
	Loot       []Item          `json:"loot"`
	Assets     []Item          `json:"assets"`
	Uniques    []Item          `json:"uniques"`
	Perks      []Perk          `json:"perks"`
	Survivors  []Survivor      `json:"survivors"`
	Agendas    []Agenda        `json:"agendas"`
	Encounters []EncounterCard `json:"encounters"`
	Quests     []QuestCard     `json:"quests"`
	Scenarios  []Scenario      `json:"scenarios"`
	Pending    []Pending       `json:"pending"`
	Coop       *Coop           `json:"coop"`
}

//go:embed data/*.json
var embedded embed.FS

var (
	defaultOnce    sync.Once
	defaultContent *Content
	defaultErr     error
)

// Default returns the embedded content. It is loaded once and shared: treat
// it as read-only. The content's tests guarantee it loads without problems;
// if it ever did not, Default panics.
func Default() *Content {
	defaultOnce.Do(func() {
		sub, err := fs.Sub(embedded, "data")
		if err == nil {
			defaultContent, err = Load(sub)
		}
		defaultErr = err
	})
	if defaultErr != nil {
		panic("fallout content: " + defaultErr.Error())
	}
	return defaultContent
}

// DefaultFS returns the embedded data files, e.g. for `wasteland content lint`.
func DefaultFS() fs.FS {
	sub, err := fs.Sub(embedded, "data")
	if err != nil {
		panic(err) // the embedded directory always exists
	}
	return sub
}

// LintError is returned by Load when the content has problems: its
// Problems are every problem, sorted by file and line.
type LintError = jsonlint.Error

// Load reads every *.json file at the root of fsys, resolves the references
// between them and checks the result. It refuses content with any problem:
// the error is then a *LintError listing them all.
func Load(fsys fs.FS) (*Content, error) {
	c, problems := load(fsys)
	if len(problems) > 0 {
		return nil, &LintError{Problems: problems}
	}
	return c, nil
}

// Lint reads the data files like Load and returns every problem found, each
// with its file and line, sorted.
func Lint(fsys fs.FS) []Problem {
	_, problems := load(fsys)
	return problems
}

// origin is where a list item came from: its file and its path there.
type origin struct {
	src  *jsonlint.Source
	path string
}

func (o origin) at(sub ...any) origin {
	p := o.path
	for _, s := range sub {
		p = jsonlint.Join(p, s)
	}
	return origin{o.src, p}
}

// origins remembers the origin of every merged list item, by section.
type origins struct {
	rules, dice, tokens                     []origin
	tiles, enemies, loot, assets, uniques   []origin
	perks, survivors, agendas, encs, quests []origin
	scenarios, pending, coop                []origin
}

func load(fsys fs.FS) (*Content, []Problem) {
	l := &linter{c: &Content{}}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, []Problem{{File: ".", Message: err.Error()}}
	}
	files, unreadable := 0, false
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".json" {
			continue
		}
		files++
		data, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			l.problems = append(l.problems, Problem{File: e.Name(), Message: err.Error()})
			unreadable = true
			continue
		}
		if !l.read(e.Name(), data) {
			unreadable = true
		}
	}
	switch {
	case files == 0:
		return nil, []Problem{{File: ".", Message: "no content files: the Fallout content is the *.json files of one directory"}}
	case unreadable:
		// The checks across files would report what the unread file
		// holds as missing: only the files' own problems count.
	default:
		l.check()
	}
	jsonlint.Sort(l.problems)
	if len(l.problems) > 0 {
		return nil, l.problems
	}
	return l.c, nil
}

// read decodes one file and merges it; it reports false when the file is
// not JSON (a problem reported once).
func (l *linter) read(name string, data []byte) bool {
	var f file
	src, problems := jsonlint.Decode(name, data, &f)
	l.problems = append(l.problems, problems...)
	if src == nil {
		return false
	}
	top := origin{src, ""}
	if f.About == "" {
		l.add(top, "the file does not say what it holds (about)")
	}
	if f.Designed == "" {
		l.add(top, "the file does not say which of its numbers are designed (designed)")
	}
	c, o := l.c, &l.o
	if f.Rules != nil {
		c.Rules = *f.Rules
		o.rules = append(o.rules, top.at("rules"))
	}
	if f.Dice != nil {
		c.Dice = *f.Dice
		o.dice = append(o.dice, top.at("dice"))
	}
	if f.Coop != nil {
		c.Coop = *f.Coop
		o.coop = append(o.coop, top.at("coop"))
	}
	if f.Tokens != nil {
		c.Tokens = *f.Tokens
		o.tokens = append(o.tokens, top.at("tokens"))
	}
	merge(&c.Tiles, &o.tiles, f.Tiles, top, "tiles")
	merge(&c.Enemies, &o.enemies, f.Enemies, top, "enemies")
	merge(&c.Loot, &o.loot, f.Loot, top, "loot")
	merge(&c.Assets, &o.assets, f.Assets, top, "assets")
	merge(&c.Uniques, &o.uniques, f.Uniques, top, "uniques")
	merge(&c.Perks, &o.perks, f.Perks, top, "perks")
	merge(&c.Survivors, &o.survivors, f.Survivors, top, "survivors")
	merge(&c.Agendas, &o.agendas, f.Agendas, top, "agendas")
	merge(&c.Encounters, &o.encs, f.Encounters, top, "encounters")
	merge(&c.Quests, &o.quests, f.Quests, top, "quests")
	merge(&c.Scenarios, &o.scenarios, f.Scenarios, top, "scenarios")
	merge(&c.Pending, &o.pending, f.Pending, top, "pending")
	return true
}

func merge[T any](dst *[]T, os *[]origin, items []T, top origin, key string) {
	for i := range items {
		*dst = append(*dst, items[i])
		*os = append(*os, top.at(key, i))
	}
}

// Space resolves a space reference "tile.space" to its tile, the face that
// holds it (false = front) and its index there.
func (c *Content) Space(ref string) (t *Tile, reverse bool, index int, ok bool) {
	tid, sid, found := strings.Cut(ref, ".")
	if !found {
		return nil, false, 0, false
	}
	t = c.tiles[tid]
	if t == nil {
		return nil, false, 0, false
	}
	if i := t.Front.SpaceIndex(sid); i >= 0 {
		return t, false, i, true
	}
	if t.Reverse != nil {
		if i := t.Reverse.SpaceIndex(sid); i >= 0 {
			return t, true, i, true
		}
	}
	return nil, false, 0, false
}
