package content

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

func TestDefaultContentHasNoProblems(t *testing.T) {
	for _, p := range Lint(DefaultFS()) {
		t.Error(p)
	}
}

// lintEdit is one change to a data file.
type lintEdit struct {
	file, old, new string
	all            bool
}

// lintWant is one problem the linter must report. Its line is the line of
// needle in file, or of the first edit when needle is empty, plus delta.
type lintWant struct {
	file   string // "" = the first edit's file
	needle string
	delta  int
	msg    string
}

var lintCases = []struct {
	name  string
	edits []lintEdit
	want  []lintWant
}{
	// rule AB-COMP-1: the co-op pack's counts; AB-ACT-3: two enemy types per
	// activation card; AB-MOD-3: a mod carries a weapon or apparel symbol;
	// AB-ACT-5: the sheet's count effects cover every count; AB-SUP-3: the
	// support die's faces.
	{"co-op activation card with one enemy type",
		[]lintEdit{{file: "coop.json", old: `"enemies": ["creature", "human"], "faction": "star"`, new: `"enemies": ["creature"], "faction": "star"`}},
		[]lintWant{{msg: "activation card act-dust-storm shows [creature]; want two different enemy types (AB-ACT-3)"}}},
	{"co-op task of an unknown kind",
		[]lintEdit{{file: "coop.json", old: `"kind": "camps", "n": 3`, new: `"kind": "cats", "n": 3`}},
		[]lintWant{{msg: `unknown task kind "cats"`}}},
	{"co-op mod on a companion",
		[]lintEdit{{file: "coop.json", old: `"slot": "apparel", "modifier": {"heal": 2}`, new: `"slot": "companion", "modifier": {"heal": 2}`}},
		[]lintWant{{msg: `mod mod-padded-seams carries "companion"; want weapon or apparel (AB-MOD-3)`}}},
	{"co-op mutation without a drawback",
		[]lintEdit{{file: "coop.json", old: `"boon": {"armor": 1}, "drawback": {"move": -1}`, new: `"boon": {"armor": 1}, "drawback": {}`}},
		[]lintWant{{msg: "the drawback of mutation mut-thick-hide changes nothing"}}},
	{"co-op count effects with a gap",
		[]lintEdit{{file: "coop.json", old: `{"min": 1, "max": 1, "effects": [{"kind": "group-lose-caps", "n": 2}]},`, new: ``}},
		[]lintWant{{needle: `{"min": 2, "max": 99`, msg: "activation effects for 2 to 99 hostile enemies; want the counts from 1 on, in order (AB-ACT-5)"}}},
	{"co-op support die face with 3 hits",
		[]lintEdit{{file: "coop.json", old: `{"areas": ["body"], "hits": 2}`, new: `{"areas": ["body"], "hits": 3}`}},
		[]lintWant{{msg: "3 hit icons; want 0 to 2"}}},
	{"co-op pack with a task too few",
		[]lintEdit{{file: "coop.json", old: `{"id": "task-glow", "name": "The Glow Within", "text": "A mutation has been revealed.", "kind": "mutations", "n": 1},`, new: ``}},
		[]lintWant{{needle: `"tasks": [`, msg: "11 tasks; the pack has 12 (AB-COMP-1)"}}},
	// rule FO-POWER-1: a power track of a designed length, 3 to 24 spaces.
	{"power track too long",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `"spaces": 15,`, new: `"spaces": 25,`}},
		[]lintWant{{msg: "power track of 25 spaces; want 3 to 24"}}},
	// Stage names a quest card of the library (the data FO-RESULT-3 reads).
	{"stage of an unknown card",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"kind": "stage", "card": 2}`, new: `{"kind": "stage", "card": 99}`}},
		[]lintWant{{msg: "stage: no quest card 099"}}},
	// Add names an encounter card of the library (the data FO-RESULT-2 reads).
	{"dangling add",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"kind": "add", "card": 121}`, new: `{"kind": "add", "card": 150}`}},
		[]lintWant{{msg: "add: no library encounter card 150"},
			{file: "encounters-vaults.json", needle: `"number": 121`, delta: -1, msg: "library card 121 is never added"}}},
	// Every quest of a scenario is reached from its setup through Stage
	// results: two quests that only stage each other never come into play
	// (FO-QUEST-1, FO-RESULT-3).
	{"quest chain cut off from the setup",
		[]lintEdit{
			{file: "scenario-iron-causeway.json", old: `{"kind": "stage", "card": 22}`, new: `{"kind": "stage", "card": 24}`},
			{file: "scenario-iron-causeway.json", old: `"title": "The Broken Culvert",`, new: `"title": "The Broken Culvert", "on_stage": [{"kind": "stage", "card": 22}],`}},
		[]lintWant{
			{needle: `"number": 22,`, delta: -1, msg: "quest 022 is never staged in scenario iron-causeway"},
			{needle: `"number": 26,`, delta: -1, msg: "quest 026 is never staged in scenario iron-causeway"}}},
	// Every scenario adds every library card somewhere in its chain, even
	// when another scenario adds it (FO-RESULT-2, FO-LIB-1).
	{"library card one scenario never adds",
		[]lintEdit{{file: "scenario-kindled-vaults.json", old: `{"kind": "add", "card": 131},`, new: ``}},
		[]lintWant{{file: "encounters-vaults.json", needle: `"number": 131`, delta: -1, msg: "library card 131 is never added in scenario kindled-vaults"}}},
	// A faction token or a quest marker goes to a space of a face-up tile:
	// a tile of a random pile may still lie face down (FO-FACTION-2,
	// FO-QUEST-9, FO-MAP-8).
	{"faction token on a tile that may lie face down",
		[]lintEdit{{file: "scenario-shattered-rim.json", old: `{"kind": "place-faction", "faction": "star", "space": "t01.b"}`, new: `{"kind": "place-faction", "faction": "star", "space": "t09.a"}`}},
		[]lintWant{{msg: `place-faction names t09.a, whose tile scenario "shattered-rim" places face down`}}},
	// Add takes an encounter card, never a quest.
	{"add of a quest card",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"kind": "add", "card": 121}`, new: `{"kind": "add", "card": 2}`}},
		[]lintWant{{msg: "add: no library encounter card 002"}}},
	// The layout's tiles meet edge to edge (the map FO-SETUP-2 builds).
	{"tile edges do not match in a layout",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"q": 1, "r": 0, "tile": "t02"},`,
			new: `{"q": 0, "r": -3, "tile": "t02"}, {"q": 1, "r": 0, "facedown": "hazardous"},`}},
		[]lintWant{{msg: "edges do not match: tile t02 at (0,-3) edge s is open, tile t03 at (0,-2) edge n is closed"}}},
	// A closed edge may not face a random tile.
	{"closed edge facing a face-down tile",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"q": 0, "r": -2, "tile": "t03"},`,
			new: `{"q": 0, "r": -2, "tile": "t03"}, {"q": 0, "r": -3, "facedown": "deadly"},`}},
		[]lintWant{{msg: "tile t03 at (0,-2) edge n is closed, the face-down deadly tile at (0,-3) edge s is open"}}},
	// An enemy icon needs tokens of its type to draw (FO-SETUP-10, FO-EXPLORE-3).
	{"enemy icon with no token of its type",
		[]lintEdit{{file: "enemies.json", old: `"type": "super-mutant"`, new: `"type": "monster"`, all: true}},
		[]lintWant{{file: "tiles.json", needle: `"enemies": ["super-mutant"]`, msg: `enemy icon "super-mutant" has no enemy token of that type`},
			{file: "enemies.json", needle: `"abilities"`, delta: -1000, msg: "no enemy tokens of type \"super-mutant\""}}},
	{"duplicate enemy id",
		[]lintEdit{{file: "enemies.json", old: `"id": "mutant-brute"`, new: `"id": "mutant-hound"`}},
		[]lintWant{{msg: `duplicate enemy id "mutant-hound"`}}},
	{"duplicate card id across decks",
		[]lintEdit{{file: "assets.json", old: `"id": "med-kit"`, new: `"id": "stimpak"`}},
		[]lintWant{{msg: `duplicate card id "stimpak"`}}},
	// rule FO-LIB-1
	{"duplicate card number",
		[]lintEdit{{file: "encounters-wasteland.json", old: `"number": 102,`, new: `"number": 101,`}},
		[]lintWant{{msg: "duplicate card number 101"}}},
	// rule FO-COMP-8
	{"caps tokens differ from the box",
		[]lintEdit{{file: "box.json", old: `{"value": 5, "count": 20}`, new: `{"value": 5, "count": 19}`}},
		[]lintWant{{msg: "53 Caps tokens; the box has 54"}}},
	// rule FO-COMP-6
	{"perks per letter differ from the box",
		[]lintEdit{{file: "perks.json", old: `"letter": "S"`, new: `"letter": "P"`}},
		[]lintWant{{needle: `"perks": [`, delta: 1, msg: "1 perks highlight S; the box has 2 per letter"},
			{needle: `"perks": [`, delta: 1, msg: "3 perks highlight P; the box has 2 per letter"}}},
	// rule FO-COMP-5
	{"encounter split differs from the box",
		[]lintEdit{{file: "encounters-vaults.json", old: `"deck": "vault109"`, new: `"deck": "wasteland"`}},
		[]lintWant{{file: "encounters-settlement.json", needle: `"encounters": [`, delta: 1, msg: "35 wasteland encounter cards; the box has 34"},
			{file: "encounters-settlement.json", needle: `"encounters": [`, delta: 1, msg: "19 vault encounter cards; the box has 20"}}},
	{"unknown mechanic",
		[]lintEdit{{file: "encounters-settlement.json", old: `{"kind": "trash"}`, new: `{"kind": "teleport"}`}},
		[]lintWant{{msg: `unknown mechanic "teleport"`}}},
	// A draw names its deck (the data FO-RESULT-7 reads).
	{"effect without its parameter",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"kind": "draw", "deck": "loot", "n": 2}`, new: `{"kind": "draw", "n": 2}`}},
		[]lintWant{{msg: "draw needs deck"}}},
	{"effect with a parameter it does not take",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"kind": "draw", "deck": "loot", "n": 2}`, new: `{"kind": "draw", "deck": "loot", "n": 2, "trait": "synth"}`}},
		[]lintWant{{msg: "draw takes no trait"}}},
	// Only an encounter card has a level to use (FO-RESULT-1).
	{"encounter level on a quest card",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `{"kind": "xp", "n": 2}`, new: `{"kind": "xp", "n": 2, "level": true}`}},
		[]lintWant{{msg: "xp uses the encounter level outside an encounter card"}}},
	// An objective's space is on the scenario's map.
	{"quest space not on the scenario's map",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `"space": "t01.a"`, new: `"space": "t04.a"`}},
		[]lintWant{{msg: `space "t04.a" is not on every map of scenario "dust-basin"`}}},
	{"unknown space",
		[]lintEdit{{file: "scenario-dust-basin.json", old: `"space": "t01.a"`, new: `"space": "t99.a"`}},
		[]lintWant{{msg: `unknown space "t99.a"`}}},
	// rule FO-ACTIV-1
	{"unknown activation icon",
		[]lintEdit{{file: "agendas.json", old: `"activates": ["human", "robot"]`, new: `"activates": ["human", "robut"]`}},
		[]lintWant{{msg: `unknown activation icon "robut"`}}},
	// rule FO-ENC-7
	{"FORCED option without a condition",
		[]lintEdit{{file: "encounters-wasteland.json", old: `{"label": "Move on", "success"`, new: `{"label": "Move on", "forced": true, "success"`}},
		[]lintWant{{msg: "a FORCED option needs a condition"}}},
	// rule FO-ENC-4
	{"vault card as a starting card",
		[]lintEdit{{file: "encounters-vaults.json", old: `"number": 121,`, new: `"start": true,`}},
		[]lintWant{{msg: "vault cards are never starting cards"},
			{file: "scenario-dust-basin.json", needle: `{"kind": "add", "card": 121}`, msg: "add: no library encounter card 121"}}},
	// rule FO-VATS-2, FO-VATS-3
	{"documented die distribution is wrong",
		[]lintEdit{{file: "dice.json", old: `"mean": "2"`, new: `"mean": "5/2"`}},
		[]lintWant{{msg: "documented mean 5/2, but the faces give 2"}}},
	{"die face with three hit icons",
		[]lintEdit{{file: "dice.json", old: `"hits": 2}`, new: `"hits": 3}`}},
		[]lintWant{{msg: "3 hit icons; want 0 to 2"}, {needle: `"mean"`, msg: "documented mean 2, but the faces give 5/2"}}},
	{"file without its designed section",
		[]lintEdit{{file: "perks.json", old: `"designed":`, new: `"_designed":`}},
		[]lintWant{{needle: "{", msg: "which of its numbers are designed"}}},
	// A tile's edges are claimed by its spaces once.
	{"edge claimed whole by two spaces",
		[]lintEdit{{file: "tiles.json", old: `"edges": ["se", "s1"]`, new: `"edges": ["se", "s1", "ne"]`}},
		[]lintWant{{needle: `"front": {`, msg: "tile t01: 2 spaces claim the whole edge ne"}}},
	{"border listed on one side only",
		[]lintEdit{{file: "tiles.json", old: `"borders": ["b", "d"],`, new: `"borders": ["b"],`}},
		[]lintWant{{needle: `{"id": "d", "edges": ["nw", "n1"]`, msg: "space d borders a, but a does not list d"}}},
	// rule FO-ENEMY-1
	{"enemy with three abilities",
		[]lintEdit{{file: "enemies.json", old: `"abilities": ["armor", "loot"]`, new: `"abilities": ["armor", "loot", "ranged"]`}},
		[]lintWant{{msg: "3 abilities; an enemy has at most two"}}},
	// rule FO-PERK-2: every perk says when it can be used, in its data and
	// in its text.
	{"perk window unknown",
		[]lintEdit{{file: "perks.json", old: `"when": "any-turn"`, new: `"when": "always"`}},
		[]lintWant{{msg: `perk evasion: unknown window "always"; want own-turn, own-action or any-turn`}}},
	// rule FO-PERK-2
	{"perk window its timing cannot have",
		[]lintEdit{{file: "perks.json", old: `"when": "own-turn"`, new: `"when": "any-turn"`}},
		[]lintWant{{msg: "perk executioner: a turn ability cannot be used any-turn"}}},
	// rule FO-PERK-2
	{"perk text that does not say when",
		[]lintEdit{{file: "perks.json", old: `"text": "In a fight on your turn, even during an action: 1 extra hit."`, new: `"text": "In a fight: 1 extra hit."`}},
		[]lintWant{{msg: `perk iron-grip: the text must open with "In a fight on your turn, even during an action: "`}}},
	// rule FO-SHOP-5
	{"recruit icon on a weapon",
		[]lintEdit{{file: "assets.json", old: `"id": "sledge",`, new: `"id": "sledge", "recruit": {"kind": "special", "letter": "S"},`}},
		[]lintWant{{msg: "only companions in the asset deck show a recruit icon"}}},
	{"unknown field",
		[]lintEdit{{file: "box.json", old: `"max_hp": 16,`, new: `"max_hpp": 16,`}},
		[]lintWant{{msg: `rules: unknown field "max_hpp"`}, {needle: `"rules"`, msg: "max_hp must be positive"}}},
	{"wrong type",
		[]lintEdit{{file: "enemies.json", old: `"level": 1,`, new: `"level": "one",`}},
		[]lintWant{{msg: `enemies/0/level: want a whole number, got "one"`}}},
	{"bad JSON",
		[]lintEdit{{file: "box.json", old: `"max_hp": 16,`, new: `"max_hp": 16 16,`}},
		[]lintWant{{msg: "bad JSON: unexpected '1' after a value, where a comma or } should be"}}},
	{"duplicate key",
		[]lintEdit{{file: "box.json", old: `"max_hp": 16,`, new: `"max_hp": 16, "max_hp": 15,`}},
		[]lintWant{{msg: `rules: duplicate key "max_hp"`}}},
}

func TestLintFixtures(t *testing.T) {
	for _, tc := range lintCases {
		t.Run(tc.name, func(t *testing.T) {
			m := contentFiles(t)
			first := -1
			for _, e := range tc.edits {
				l := edit(t, m, e.file, e.old, e.new, e.all)
				if first < 0 {
					first = l
				}
			}
			problems := Lint(m)
			for _, w := range tc.want {
				file, line := w.file, first
				if file == "" {
					file = tc.edits[0].file
				}
				if w.needle != "" {
					line = lineOf(t, m, file, w.needle)
				}
				line += w.delta
				if w.delta == -1000 { // the problem's line does not matter
					line = -1
				}
				if !hasProblem(problems, file, line, w.msg) {
					t.Errorf("want %s:%d: ...%s...; got:\n%s", file, line, w.msg, listProblems(problems))
				}
			}
			if _, err := Load(m); err == nil {
				t.Error("Load accepted content with problems")
			} else if le := (*LintError)(nil); !errors.As(err, &le) || len(le.Problems) != len(problems) {
				t.Errorf("Load error %v does not list the %d problems", err, len(problems))
			}
		})
	}
}

func hasProblem(ps []Problem, file string, line int, msg string) bool {
	for _, p := range ps {
		if p.File == file && (line < 0 || p.Line == line) && strings.Contains(p.Message, msg) {
			return true
		}
	}
	return false
}

// listProblems lists ps for a failure message, as a loader's error does.
func listProblems(ps []Problem) string { return (&LintError{Problems: ps}).Error() }

// The linter reports every problem, in every file, not just the first.
func TestLintReportsAllProblems(t *testing.T) {
	m := contentFiles(t)
	l1 := edit(t, m, "enemies.json", `"level": 1,`, `"level": 9,`, false)
	l2 := edit(t, m, "enemies.json", `"vulnerable": ["legs"]`, `"vulnerable": ["tail"]`, false)
	l3 := edit(t, m, "agendas.json", `"min_players": 4,`, `"min_players": 5,`, false)
	ps := Lint(m)
	for _, w := range []struct {
		file string
		line int
		msg  string
	}{
		{"enemies.json", l1, "enemy level 9 outside 1..4"},
		{"enemies.json", l2, `unknown area "tail"`},
		{"agendas.json", l3, "min_players 5 outside 1..4"},
	} {
		if !hasProblem(ps, w.file, w.line, w.msg) {
			t.Errorf("want %s:%d: %s; got:\n%s", w.file, w.line, w.msg, listProblems(ps))
		}
	}
	if len(ps) != 3 {
		t.Errorf("want exactly 3 problems, got:\n%s", listProblems(ps))
	}
}

// Problems name the file and line, in that format.
func TestProblemString(t *testing.T) {
	p := Problem{File: "tiles.json", Line: 12, Message: "unknown edge \"x\""}
	if got := p.String(); got != `tiles.json:12: unknown edge "x"` {
		t.Errorf("got %q", got)
	}
}

func TestLintSectionsMissingOrTwice(t *testing.T) {
	m := fstest.MapFS{
		"a.json": {Data: []byte(`{"about": "a", "designed": "none", "dice": {"faces": [], "distribution": {"dice": 3, "mean": "", "at_least": []}}}`)},
		"b.json": {Data: []byte("{\"about\": \"b\", \"designed\": \"none\",\n \"dice\": {\"faces\": []}}")},
	}
	ps := Lint(m)
	if !hasProblem(ps, "b.json", 2, "second dice section (the first is in a.json)") {
		t.Errorf("no duplicate section problem:\n%s", listProblems(ps))
	}
	if !hasProblem(ps, "(content)", 0, "no file has the rules section") {
		t.Errorf("no missing section problem:\n%s", listProblems(ps))
	}
}
