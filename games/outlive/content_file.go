package outlive

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"

	"wasteland/games/internal/jsonlint"
)

// ContentFile is the name of Outlive's content file: content/outlive.json
// in the source, and the file that `wasteland content lint outlive DIR`
// checks in DIR.
const ContentFile = "outlive.json"

//go:embed content/outlive.json
var shippedContent embed.FS

// ContentFS returns the directory of the shipped content, holding
// ContentFile, e.g. for `wasteland content lint outlive`.
func ContentFS() fs.FS {
	sub, err := fs.Sub(shippedContent, "content")
	if err != nil {
		panic(err) // the embedded directory always exists
	}
	return sub
}

// Problem is one mistake in a content file: the file, the line and what is
// wrong.
type Problem = jsonlint.Problem

// LintError is the error of LoadContent: its Problems are every mistake
// found, sorted by line.
type LintError = jsonlint.Error

// LoadContent decodes and checks an Outlive content file. Every mistake is
// reported with its line; a file with any mistake is refused with a
// *LintError that lists them all, the same list LintContent gives.
func LoadContent(data []byte) (*Content, error) {
	c, problems := loadContent(ContentFile, data)
	if len(problems) > 0 {
		return nil, &LintError{Problems: problems}
	}
	return c, nil
}

// LintContent reads ContentFile from fsys and returns every mistake in it,
// each with its file and line, sorted; none when the game would load it. A
// missing or unreadable file is one problem, and so is a JSON syntax error.
func LintContent(fsys fs.FS) []Problem {
	data, err := fs.ReadFile(fsys, ContentFile)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return []Problem{{File: ContentFile, Message: "no such file: the Outlive content is one file named " + ContentFile}}
	case err != nil:
		return []Problem{{File: ContentFile, Message: err.Error()}}
	}
	_, problems := loadContent(ContentFile, data)
	return problems
}

// loadContent decodes the file named name and runs every check on it. It
// returns the content, or every problem found.
func loadContent(name string, data []byte) (*Content, []Problem) {
	var f contentFile
	src, problems := jsonlint.Decode(name, data, &f)
	if src == nil {
		return nil, problems // bad JSON, reported once
	}
	l := &contentLinter{src: src, f: &f, c: &Content{Version: f.Version}, problems: problems}
	l.check()
	if len(l.problems) > 0 {
		jsonlint.Sort(l.problems)
		return nil, l.problems
	}
	return l.c, nil
}

// contentLinter builds a Content from a decoded file and reports every
// mistake it finds on the way, at the line of the value concerned.
type contentLinter struct {
	src       *jsonlint.Source
	f         *contentFile
	c         *Content
	problems  []Problem
	locations map[string]Location // location ids
	equipment map[string]int8     // equipment ids
}

// check runs the checks topic by topic; later topics look up the ids that
// earlier ones index.
func (l *contentLinter) check() {
	if l.f.Version == "" {
		l.add("", "version is missing")
	}
	l.checkLocations()
	l.checkHunting()
	l.checkSearch()
	l.checkCityEquipment()
	l.checkFreighter()
	l.checkBunker()
	l.checkRooms()
	l.checkEquipment()
	l.checkEvents()
	l.checkLeaders()
}

// add reports a problem at the value at path (see at).
func (l *contentLinter) add(path, format string, args ...any) {
	l.problems = append(l.problems, Problem{File: l.src.File(), Line: l.src.Line(path), Message: fmt.Sprintf(format, args...)})
}

// uniqueID reports an id of kind what (at path) that is empty or already in
// ids, and adds it to ids.
func (l *contentLinter) uniqueID(path, what, id string, ids map[string]bool) {
	if id == "" || ids[id] {
		l.add(at(path, "id"), "%s id %q empty or repeated", what, id)
	}
	ids[id] = true
}

// at joins keys and list indexes into a path, e.g. at("rooms", 3, "slots").
func at(keys ...any) string {
	path := ""
	for _, k := range keys {
		path = jsonlint.Join(path, k)
	}
	return path
}

// stock reads a map of resource counts at path, reporting unknown resources
// and counts outside 1..99; what names the map's owner in messages.
func (l *contentLinter) stock(path, what string, m map[string]int) Stock {
	var s Stock
	for name, n := range m {
		r, ok := parseResource(name)
		switch {
		case !ok:
			l.add(at(path, name), "%s: unknown resource %q", what, name)
		case n < 1 || n > maxResourceInCount:
			l.add(at(path, name), "%s: %d %s; a count must be 1..%d", what, n, name, maxResourceInCount)
		default:
			s[r] = int16(n)
		}
	}
	return s
}

// fixed copies a list of exactly len(dst) numbers, or reports that the list
// named name needs that many (what says what they are for).
func (l *contentLinter) fixed(path, name string, dst, src []int, what string) {
	if len(src) != len(dst) {
		l.add(path, "%s needs %d values (%s), has %d", name, len(dst), what, len(src))
		return
	}
	copy(dst, src)
}

// contentFile is the shape of the content file. Keys that begin with "_"
// are comments; the "designed" flags mark numbers the rulebook does not
// give (docs: shared/data/outlive.md) and are not read by the game.
type contentFile struct {
	Version      string          `json:"version"`
	Locations    []fileLocation  `json:"locations"`
	RingDesigned bool            `json:"ring_designed"`
	Hunting      fileHunting     `json:"hunting"`
	Search       fileSearch      `json:"search"`
	CityEquip    int             `json:"city_equipment"`
	Freighter    []fileFreighter `json:"freighter"`
	Airlock      fileAirlock     `json:"airlock"`
	Radiation    fileRadiation   `json:"radiation"`
	RoomCost     int             `json:"room_cost"`
	FullRooms    []int           `json:"full_rooms_points"`
	Rooms        []fileRoom      `json:"rooms"`
	Equipment    []fileEquipment `json:"equipment"`
	Events       []fileEvent     `json:"events"`
	Leaders      []fileLeader    `json:"leaders"`
}

type fileLocation struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Stock   string `json:"stock"`
	Refill  []int  `json:"refill"`
	City    bool   `json:"city"`
	Hunting bool   `json:"hunting"`
}

type fileHunting struct {
	Stack []int `json:"stack"`
	Kinds []struct {
		Endurance int  `json:"endurance"`
		Count     int  `json:"count"`
		Meat      int  `json:"meat"`
		Designed  bool `json:"designed"`
	} `json:"kinds"`
}

type fileSearch struct {
	Removed []int `json:"removed"`
	Tiles   []struct {
		Kind  string `json:"kind"`
		Count int    `json:"count"`
	} `json:"tiles"`
}

type fileFreighter struct {
	Strength int  `json:"strength"`
	Cans     int  `json:"cans"`
	Designed bool `json:"designed"`
}

type fileAirlock struct {
	Rows     int  `json:"rows"`
	PerRow   int  `json:"per_row"`
	Designed bool `json:"designed"`
}

type fileRadiation struct {
	Best           int    `json:"best"`
	Worst          int    `json:"worst"`
	Rounds         []int  `json:"rounds"`
	PointsDesigned string `json:"points_designed"`
}

type fileRoom struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Standard  bool     `json:"standard"`
	Copies    int      `json:"copies"`
	Upkeep    int      `json:"upkeep"`
	Slots     int      `json:"slots"`
	Max       int      `json:"max"`
	Abilities []string `json:"abilities"`
	Designed  bool     `json:"designed"`
}

type fileEquipment struct {
	ID       string         `json:"id"`
	Name     string         `json:"name"`
	Repair   map[string]int `json:"repair"`
	Symbol   string         `json:"symbol"`
	Copies   int            `json:"copies"`
	Designed bool           `json:"designed"`
}

type fileEvent struct {
	ID       string         `json:"id"`
	Name     string         `json:"name"`
	Effect   string         `json:"effect"`
	Target   string         `json:"target"`
	Amount   []int          `json:"amount"`
	Points   int            `json:"points"`
	Avert    map[string]int `json:"avert"`
	Designed bool           `json:"designed"`
}

type fileLeader struct {
	ID          string         `json:"id"`
	Name        string         `json:"name"`
	Age         int            `json:"age"`
	Locations   []string       `json:"locations"`
	Resources   map[string]int `json:"resources"`
	Equipment   string         `json:"equipment"`
	SearchStart *struct {
		Draw int `json:"draw"`
		Keep int `json:"keep"`
	} `json:"search_start"`
	LocationsDesigned bool `json:"locations_designed"`
}
