package outlive

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

// The shipped content lints clean, and the game's Rules are what the same
// checks build from it.
func TestShippedContentHasNoProblems(t *testing.T) {
	for _, p := range LintContent(ContentFS()) {
		t.Error(p)
	}
	c, err := LoadContent(contentJSON)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c, Rules) {
		t.Error("LoadContent of the shipped file differs from Rules")
	}
}

// contentEdit replaces the first occurrence of old in the content file by new.
type contentEdit struct{ old, new string }

// contentWant is one problem the linter must report: at the line of needle,
// or of the case's first edit when needle is empty.
type contentWant struct {
	needle string
	msg    string
}

// brokenContent holds one broken copy of the shipped content per kind of
// mistake, with the problems it must give. A case asserts the problems it
// is about; follow-on problems of the same edit may also be reported.
var brokenContent = []struct {
	name  string
	edits []contentEdit
	want  []contentWant
}{
	// the file as a whole
	{"version missing", []contentEdit{{`"version": "1",`, `"version": "",`}},
		[]contentWant{{"{", "version is missing"}}},
	{"unknown field", []contentEdit{{`"room_cost": 3,`, `"room_costs": 3,`}},
		[]contentWant{{"", `document: unknown field "room_costs"`}, {"{", "room_cost must be positive"}}},
	{"wrong type", []contentEdit{{`"city_equipment": 3,`, `"city_equipment": "three",`}},
		[]contentWant{{"", `city_equipment: want a whole number, got "three"`}}},
	{"duplicate key", []contentEdit{{`"room_cost": 3,`, `"room_cost": 3, "room_cost": 4,`}},
		[]contentWant{{"", `document: duplicate key "room_cost"`}}},
	{"duplicate resource", []contentEdit{{`"resources": {"meat": 2}`, `"resources": {"meat": 2, "meat": 1}`}},
		[]contentWant{{"", `leaders/0/resources: duplicate key "meat"`}}},
	{"number out of range", []contentEdit{{`"room_cost": 3,`, `"room_cost": 3000000000,`}},
		[]contentWant{{"", "room_cost: 3000000000 is out of range"}}},

	// locations
	{"location out of ring order", []contentEdit{{`{"id": "dam",`, `{"id": "dams",`}},
		[]contentWant{{"", `location 2 of the ring is "dams"; the game knows it as "dam"`}}},
	{"unknown stock", []contentEdit{{`"stock": "water"`, `"stock": "gold"`}},
		[]contentWant{{"", `location dam: unknown stock "gold"`}}},
	{"refill of 2 values", []contentEdit{{`"refill": [7, 9, 11]`, `"refill": [7, 9]`}},
		[]contentWant{{"", "refill needs 3 values (for 2, 3, 4 players), has 2"}}},
	{"negative refill", []contentEdit{{`"refill": [7, 9, 11]`, `"refill": [7, -9, 11]`}},
		[]contentWant{{"", "location dam: refill -9 is negative"}}},
	{"refill without a stock", []contentEdit{{`{"id": "freighter", "name": "Freighter"}`, `{"id": "freighter", "name": "Freighter", "refill": [1, 1, 1]}`}},
		[]contentWant{{"", "location freighter: a refill without a stock"}}},
	{"a hunting ground too few", []contentEdit{{`"refill": [6, 8, 10], "hunting": true},
    {"id": "mine"`, `"refill": [6, 8, 10]},
    {"id": "mine"`}},
		[]contentWant{{`"locations": [`, "want 3 hunting grounds and 2 cities, have 2 and 2"}}},
	{"missing location", []contentEdit{{`
    {"id": "freighter", "name": "Freighter"},`, ``}},
		[]contentWant{{`"locations": [`, "7 locations; the board has 8"}}},

	// hunting, search, freighter, bunker
	{"hunting stack too high", []contentEdit{{`"stack": [6, 8, 10]`, `"stack": [6, 8, 11]`}},
		[]contentWant{{"", "a hunting stack of 11 tiles; it holds 1..10"}, {"", "30 hunting tiles cannot fill 3 stacks of 11"}}},
	{"negative meat", []contentEdit{{`"meat": 1,`, `"meat": -1,`}},
		[]contentWant{{"", "endurance and count must be positive and meat not negative"}}},
	// rule OL-COMP-3: 30 hunting tiles
	{"hunting tiles differ from the box", []contentEdit{{`{"endurance": 7, "count": 6`, `{"endurance": 7, "count": 5`}},
		[]contentWant{{`"hunting": {`, "29 hunting tiles; the box has 30"}}},
	{"unknown search tile", []contentEdit{{`{"kind": "algae", "count": 1}`, `{"kind": "algea", "count": 1}`}},
		[]contentWant{{"", `unknown search tile kind "algea"`}}},
	// rule OL-COMP-3: 10 search tiles per city
	{"search tiles differ from the box", []contentEdit{{`{"kind": "empty", "count": 2}`, `{"kind": "empty", "count": 3}`}},
		[]contentWant{{`"search": {`, "a city has 10 search tiles, the file gives 11"}}},
	{"search tile count out of range", []contentEdit{{`{"kind": "empty", "count": 2}`, `{"kind": "empty", "count": 2000000}`}},
		[]contentWant{{"", "2000000 tiles of a kind; want 1..10"}}},
	{"removed out of range", []contentEdit{{`"removed": [4, 2, 0]`, `"removed": [10, 2, 0]`}},
		[]contentWant{{"", "10 tiles removed at dawn; want 0..9"}}},
	{"city equipment", []contentEdit{{`"city_equipment": 3,`, `"city_equipment": 4,`}},
		[]contentWant{{"", "city_equipment must be 1..3"}}},
	{"freighter strength", []contentEdit{{`{"strength": 5, "cans": 3}`, `{"strength": 7, "cans": 3}`}},
		[]contentWant{{"", "freighter slot 3: strength 7, want 5"}}},
	{"freighter negative cans", []contentEdit{{`{"strength": 5, "cans": 3}`, `{"strength": 5, "cans": -3}`}},
		[]contentWant{{"", "freighter slot 3: -3 cans is negative"}}},
	{"freighter slot missing", []contentEdit{{`,
    {"strength": 6, "cans": 4, "designed": true}`, ``}},
		[]contentWant{{`"freighter": [`, "3 freighter slots; want 4 (strength 3, 4, 5, 6)"}}},
	{"airlock too big", []contentEdit{{`"per_row": 2`, `"per_row": 5`}},
		[]contentWant{{"", "airlock: rows and per_row must be positive, at most 12 spots"}}},
	{"radiation worst above 0", []contentEdit{{`"worst": -11`, `"worst": 1`}},
		[]contentWant{{"", "radiation: best must be above 0 and worst below 0"}}},
	{"radiation rounds", []contentEdit{{`"rounds": [1, 2, 2, 2, 3, 3]`, `"rounds": [1, 2, 2, 2, 3]`}},
		[]contentWant{{"", "radiation.rounds needs 6 values (one per round), has 5"}}},
	{"room cost", []contentEdit{{`"room_cost": 3,`, `"room_cost": 0,`}},
		[]contentWant{{"", "room_cost must be positive"}}},
	{"full rooms points", []contentEdit{{`[0, 0, 1, 2, 4, 7, 11, 17]`, `[0, 0, 1, 2, 4, 7, 11]`}},
		[]contentWant{{"", "full_rooms_points needs 8 values (for 0 to 7 full rooms), has 7"}}},

	// rooms
	{"repeated room id", []contentEdit{{`"id": "dojo"`, `"id": "armory"`}},
		[]contentWant{{"", `room id "armory" empty or repeated`}}},
	{"unknown ability", []contentEdit{{`"abilities": ["ammo-4"]`, `"abilities": ["ammo-5"]`}},
		[]contentWant{{"", `room armory: unknown ability "ammo-5"`}}},
	{"too many abilities", []contentEdit{{`"abilities": ["ammo-4"]`, `"abilities": ["ammo-4", "ammo-4", "ammo-4", "ammo-4", "ammo-4", "ammo-4", "ammo-4", "ammo-4", "ammo-4"]`}},
		[]contentWant{{"", "room armory: 9 abilities; at most 8"}}},
	{"room slots", []contentEdit{{`"upkeep": 1, "slots": 4, "abilities": ["strength-3-immune"]`, `"upkeep": 1, "slots": 9, "abilities": ["strength-3-immune"]`}},
		[]contentWant{{"", "room dojo: 9 slots; want 1..8"}}},
	{"negative upkeep", []contentEdit{{`"upkeep": 1, "slots": 4, "abilities": ["strength-3-immune"]`, `"upkeep": -1, "slots": 4, "abilities": ["strength-3-immune"]`}},
		[]contentWant{{"", "room dojo: upkeep -1 is negative"}}},
	{"max below slots", []contentEdit{{`"max": 8`, `"max": 2`}},
		[]contentWant{{"", "room nursery: max 2; want slots (3) to 8"}}},
	// rule OL-BUNKER-2: 3 standard rooms in every bunker
	{"standard rooms", []contentEdit{{`"name": "War Room", "standard": true,`, `"name": "War Room", "copies": 1,`}},
		[]contentWant{{`"rooms": [`, "want 3 standard rooms, have 2"}}},
	{"standard room with copies", []contentEdit{{`"name": "War Room", "standard": true,`, `"name": "War Room", "standard": true, "copies": 2,`}},
		[]contentWant{{"", "room war-room: a standard room is in every bunker and takes no copies"}}},
	{"advanced room without copies", []contentEdit{{`"id": "dojo", "name": "Dojo", "copies": 2,`, `"id": "dojo", "name": "Dojo",`}},
		[]contentWant{{"", "room dojo: an advanced room needs 1..38 copies, has 0"}}},
	// rule OL-COMP-3: 38 extension room tiles
	{"advanced rooms differ from the box", []contentEdit{{`"id": "dojo", "name": "Dojo", "copies": 2,`, `"id": "dojo", "name": "Dojo", "copies": 1,`}},
		[]contentWant{{`"rooms": [`, "37 advanced room tiles; the box has 38"}}},

	// equipment
	{"repeated equipment id", []contentEdit{{`"id": "bow"`, `"id": "axe"`}},
		[]contentWant{{"", `equipment id "axe" empty or repeated`}}},
	{"repair with food", []contentEdit{{`"repair": {"wood": 3}, "symbol": "chip"`, `"repair": {"wood": 3, "meat": 1}, "symbol": "chip"`}},
		[]contentWant{{"", "equipment backpack: repairs cost materials only, not meat"}}},
	{"unknown repair resource", []contentEdit{{`"repair": {"metal": 3}`, `"repair": {"steel": 3}`}},
		[]contentWant{{"", `equipment crowbar repair: unknown resource "steel"`}, {"", "equipment crowbar: repair cost missing"}}},
	{"zero count", []contentEdit{{`"repair": {"metal": 3}`, `"repair": {"metal": 0}`}},
		[]contentWant{{"", "equipment crowbar repair: 0 metal; a count must be 1..99"}}},
	{"symbol on 3 kinds and on 1", []contentEdit{{`"symbol": "atom"`, `"symbol": "tree"`}},
		[]contentWant{{`"id": "axe"`, `equipment: symbol "tree" is on 3 kinds; a symbol joins exactly 2`},
			{`"id": "thermal-sensor"`, `equipment: symbol "atom" is on 1 kinds; a symbol joins exactly 2`}}},
	// rule OL-COMP-3: 40 equipment tiles
	{"equipment tiles differ from the box", []contentEdit{{`"symbol": "atom", "copies": 2`, `"symbol": "atom", "copies": 1`}},
		[]contentWant{{`"equipment": [`, "39 equipment tiles; the box has 40"}}},
	{"equipment without copies", []contentEdit{{`"symbol": "atom", "copies": 2`, `"symbol": "atom", "copies": 0`}},
		[]contentWant{{"", "equipment exoskeleton: copies must be 1..40"}}},

	// events
	{"repeated event id", []contentEdit{{`"id": "nomads"`, `"id": "cave-in"`}},
		[]contentWant{{"", `event id "cave-in" empty or repeated`}}},
	{"unknown effect", []contentEdit{{`"effect": "cold"`, `"effect": "freeze"`}},
		[]contentWant{{"", `event cold-snap: unknown effect "freeze"`}}},
	{"remove-stock from a location without stock", []contentEdit{{`"target": "forest"`, `"target": "freighter"`}},
		[]contentWant{{"", "event forest-fire: remove-stock needs a target with a stock"}}},
	{"unknown target", []contentEdit{{`"target": "forest"`, `"target": "swamp"`}},
		[]contentWant{{"", `event forest-fire: unknown target "swamp"`}}},
	{"target on another effect", []contentEdit{{`"effect": "nomads",`, `"effect": "nomads", "target": "dam",`}},
		[]contentWant{{"", "event nomads: only remove-stock takes a target"}}},
	{"amount of 2 values", []contentEdit{{`"amount": [1, 2, 3]`, `"amount": [1, 2]`}},
		[]contentWant{{"", "amount needs 3 values (for 2, 3, 4 players), has 2"}}},
	{"negative points", []contentEdit{{`"effect": "sandstorm", "points": 4`, `"effect": "sandstorm", "points": -4`}},
		[]contentWant{{"", "event sandstorm: -4 points is negative"}}},
	{"no averting cost", []contentEdit{{`"avert": {"ammo": 3}`, `"avert": {}`}},
		[]contentWant{{"", "event nomads: averting cost missing"}}},
	// rule OL-COMP-3: 12 event cards
	{"event cards differ from the box", []contentEdit{{`,
    {"id": "animal-mutation"`, `,
    {"id": "animal-mutation-2", "effect": "cold", "avert": {"wood": 1}},
    {"id": "animal-mutation"`}},
		[]contentWant{{`"events": [`, "13 event cards; the box has 12"}}},

	// leaders
	{"repeated leader id", []contentEdit{{`"id": "swifty-bingham"`, `"id": "wilson-frye"`}},
		[]contentWant{{"", `leader id "wilson-frye" empty or repeated`}}},
	{"unknown leader location", []contentEdit{{`"locations": ["military-base", "dam", "amusement-park", "forest"]`, `"locations": ["military-base", "dam", "amusement-park", "swamp"]`}},
		[]contentWant{{"", `leader wilson-frye: unknown location "swamp"`}}},
	{"repeated leader location", []contentEdit{{`"locations": ["military-base", "dam", "amusement-park", "forest"]`, `"locations": ["military-base", "dam", "amusement-park", "dam"]`}},
		[]contentWant{{"", `leader wilson-frye: location "dam" repeated`}}},
	{"3 leader locations", []contentEdit{{`"locations": ["military-base", "dam", "amusement-park", "forest"]`, `"locations": ["military-base", "dam", "amusement-park"]`}},
		[]contentWant{{"", "leader wilson-frye: needs 4 starting locations, has 3"}}},
	{"unknown leader equipment", []contentEdit{{`"equipment": "shotgun"`, `"equipment": "rifle"`}},
		[]contentWant{{"", `leader wilson-frye: unknown equipment "rifle"`}}},
	{"unknown leader resource", []contentEdit{{`"resources": {"meat": 2}`, `"resources": {"beef": 2}`}},
		[]contentWant{{"", `leader wilson-frye resources: unknown resource "beef"`}}},
	{"search start keeps more than it draws", []contentEdit{{`"search_start": {"draw": 4, "keep": 3}`, `"search_start": {"draw": 4, "keep": 5}`}},
		[]contentWant{{"", "leader mary-koolpepper: search_start must keep 1..draw of at most 8"}}},
	{"repeated age", []contentEdit{{`"age": 19`, `"age": 44`}},
		[]contentWant{{"", "leaders: age 44 repeated; the oldest leader must be unique"}}},
	// rule OL-COMP-3: 10 leader cards
	{"leader cards differ from the box", []contentEdit{{`,
    {"id": "mary-koolpepper"`, `,
    {"id": "mary-2", "age": 99, "locations": ["dam", "mine", "forest", "freighter"], "equipment": "axe"},
    {"id": "mary-koolpepper"`}},
		[]contentWant{{`"leaders": [`, "11 leader cards; the box has 10"}}},
}

func TestContentLintBrokenCopies(t *testing.T) {
	for _, tc := range brokenContent {
		t.Run(tc.name, func(t *testing.T) {
			data, first := string(contentJSON), 0
			for _, e := range tc.edits {
				var line int
				data, line = editContent(t, data, e.old, e.new)
				if first == 0 {
					first = line
				}
			}
			problems := LintContent(fstest.MapFS{ContentFile: {Data: []byte(data)}})
			for _, w := range tc.want {
				line := first
				if w.needle != "" {
					line = lineIn(t, data, w.needle)
				}
				if !hasProblem(problems, line, w.msg) {
					t.Errorf("want %s:%d: %s; got:\n%s", ContentFile, line, w.msg, listProblems(problems))
				}
			}
			_, err := LoadContent([]byte(data))
			var le *LintError
			if !errors.As(err, &le) || !reflect.DeepEqual(le.Problems, problems) {
				t.Errorf("LoadContent error %v does not list the linter's %d problems", err, len(problems))
			}
		})
	}
}

// The linter reports every mistake, not just the first, and nothing else.
func TestContentLintReportsEveryMistake(t *testing.T) {
	data := string(contentJSON)
	data, l1 := editContent(t, data, `"stock": "water"`, `"stock": "gold"`)
	data, l2 := editContent(t, data, `"abilities": ["ammo-4"]`, `"abilities": ["ammo-5"]`)
	data, l3 := editContent(t, data, `"equipment": "shotgun"`, `"equipment": "rifle"`)
	problems := LintContent(fstest.MapFS{ContentFile: {Data: []byte(data)}})
	want := []Problem{
		{File: ContentFile, Line: l1, Message: `location dam: unknown stock "gold"`},
		{File: ContentFile, Line: l2, Message: `room armory: unknown ability "ammo-5"`},
		{File: ContentFile, Line: l3, Message: `leader wilson-frye: unknown equipment "rifle"`},
	}
	if !reflect.DeepEqual(problems, want) {
		t.Errorf("got:\n%swant:\n%s", listProblems(problems), listProblems(want))
	}
}

// A JSON syntax error is one problem at its line, without follow-on noise;
// so is a missing file.
func TestContentLintBadJSONAndMissingFile(t *testing.T) {
	data, line := editContent(t, string(contentJSON), `"room_cost": 3,`, `"room_cost": 3 3,`)
	for _, c := range []struct {
		name string
		fsys fstest.MapFS
		want Problem
	}{
		{"bad JSON", fstest.MapFS{ContentFile: {Data: []byte(data)}},
			Problem{File: ContentFile, Line: line, Message: "bad JSON: unexpected '3' after a value, where a comma or } should be"}},
		{"missing file", fstest.MapFS{"fallout.json": {Data: []byte("{}")}},
			Problem{File: ContentFile, Message: "no such file: the Outlive content is one file named outlive.json"}},
	} {
		if got := LintContent(c.fsys); !reflect.DeepEqual(got, []Problem{c.want}) {
			t.Errorf("%s: got:\n%swant %v", c.name, listProblems(got), c.want)
		}
	}
}

// editContent replaces the first occurrence of old in data by new and returns
// the result and the line of the replacement.
func editContent(t testing.TB, data, old, new string) (string, int) {
	t.Helper()
	line := lineIn(t, data, old)
	return strings.Replace(data, old, new, 1), line
}

// lineIn returns the 1-based line of the first occurrence of needle in data.
func lineIn(t testing.TB, data, needle string) int {
	t.Helper()
	i := strings.Index(data, needle)
	if i < 0 {
		t.Fatalf("the content has no %q", needle)
	}
	return strings.Count(data[:i], "\n") + 1
}

func hasProblem(ps []Problem, line int, msg string) bool {
	for _, p := range ps {
		if p.File == ContentFile && p.Line == line && p.Message == msg {
			return true
		}
	}
	return false
}

// listProblems lists ps for a failure message, as a loader's error does.
func listProblems(ps []Problem) string { return (&LintError{Problems: ps}).Error() }

// The game refuses broken embedded content with the linter's problems.
func TestMustLoadRefusesWithTheLinterProblems(t *testing.T) {
	data, _ := editContent(t, string(contentJSON), `"stock": "water"`, `"stock": "gold"`)
	defer func() {
		want := "outlive: shipped content is broken: 1 content problem(s):\noutlive.json:6: location dam: unknown stock \"gold\""
		if got := fmt.Sprint(recover()); got != want {
			t.Errorf("panic %q, want %q", got, want)
		}
	}()
	mustLoad([]byte(data))
}
