package content

import (
	"encoding/json"
	"io/fs"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"wasteland/games/internal/jsonlint"
)

// exported returns a copy of c without its lookup maps, for comparisons.
func exported(c *Content) Content {
	x := *c
	x.tiles, x.items, x.enemies, x.scenarios, x.encs, x.quests = nil, nil, nil, nil, nil, nil
	return x
}

// The default content survives a round trip: written back as one data file
// and loaded again, it is the same.
func TestLoadRoundTrip(t *testing.T) {
	c := Default()
	f := file{About: "round trip", Designed: "as the source", Rules: &c.Rules, Dice: &c.Dice, Tokens: &c.Tokens,
		Tiles: c.Tiles, Enemies: c.Enemies, Loot: c.Loot, Assets: c.Assets, Uniques: c.Uniques, Perks: c.Perks,
		Survivors: c.Survivors, Agendas: c.Agendas, Encounters: c.Encounters, Quests: c.Quests,
		Scenarios: c.Scenarios, Pending: c.Pending, Coop: &c.Coop}
	data, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(fstest.MapFS{"all.json": {Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(exported(c), exported(back)) {
		t.Error("the content changed in the round trip")
	}
}

// Our line-tracking decoder reads every data file exactly as encoding/json
// does.
func TestDecoderAgreesWithEncodingJSON(t *testing.T) {
	m := contentFiles(t)
	for name, mf := range m {
		var want file
		if err := json.Unmarshal(mf.Data, &want); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var got file
		if _, problems := jsonlint.Decode(name, mf.Data, &got); len(problems) > 0 {
			t.Errorf("%s: %v", name, problems)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: decoded differently from encoding/json", name)
		}
	}
}

// The decoder records the line of every value of a data file by path.
func TestDecoderLines(t *testing.T) {
	data := []byte("{\n \"tiles\": [\n  {\"id\": \"a\",\n   \"front\": {\"spaces\": [\n    {\"id\": \"x\", \"edges\": [\"n\",\n     \"s\"]}]}}]}")
	var f file
	src, problems := jsonlint.Decode("f", data, &f)
	if src == nil || len(problems) > 0 {
		t.Fatal(problems)
	}
	for path, want := range map[string]int{
		"": 1, "tiles": 2, "tiles/0": 3, "tiles/0/id": 3, "tiles/0/front": 4,
		"tiles/0/front/spaces/0": 5, "tiles/0/front/spaces/0/edges/1": 6,
		"tiles/0/front/spaces/0/terrain": 5, // not present: the nearest ancestor
	} {
		if got := src.Line(path); got != want {
			t.Errorf("Line(%q) = %d, want %d", path, got, want)
		}
	}
}

func TestDefaultIsEmbeddedContent(t *testing.T) {
	c, err := Load(DefaultFS())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(exported(c), exported(Default())) {
		t.Error("Default differs from Load(DefaultFS())")
	}
	if a, b := Default(), Default(); a != b {
		t.Error("Default is not shared")
	}
	names, err := fs.Glob(DefaultFS(), "*.json")
	if err != nil || len(names) < 10 {
		t.Errorf("embedded files: %v %v", names, err)
	}
}

// Counts equal the box.
// rule FO-COMP-2, FO-COMP-3, FO-COMP-5, FO-COMP-6, FO-COMP-8, FO-TRAIT-1
func TestBoxCounts(t *testing.T) {
	c := Default()
	decks := map[Deck]int{}
	for _, e := range c.Encounters {
		decks[e.Deck]++
	}
	types := map[EnemyType]int{}
	for _, e := range c.Enemies {
		types[e.Type]++
	}
	traits := 0
	for _, tt := range c.Tokens.TraitTokens {
		traits += tt.Count
	}
	factions, caps := 0, 0
	for _, f := range c.Tokens.FactionTokens {
		factions += f.Count
	}
	for _, ct := range c.Tokens.Caps {
		caps += ct.Count
	}
	sheets, quests := len(c.Scenarios), len(c.Quests)
	for _, p := range c.Pending {
		sheets += p.ScenarioSheets
		quests += p.QuestCards
	}
	for _, x := range []struct {
		what      string
		got, want int
	}{
		{"map tiles", len(c.Tiles), 21},
		{"scenario sheets", sheets, 4},
		{"survivors", len(c.Survivors), 5},
		{"enemy tokens", len(c.Enemies), 27},
		{"wasteland encounters", decks[Wasteland], 34},
		{"settlement encounters", decks[Settlement], 21},
		{"vault encounters", decks[Vault84] + decks[Vault109], 20},
		{"quest cards", quests, 100},
		{"perks", len(c.Perks), 14},
		{"loot", len(c.Loot), 34},
		{"assets", len(c.Assets), 25},
		{"unique assets", len(c.Uniques), 11},
		{"agendas", len(c.Agendas), 23},
		{"S.P.E.C.I.A.L. tokens", c.Tokens.SpecialPerLetter * 7, 35},
		{"trait tokens", traits, 12},
		{"faction tokens", factions, 10},
		{"quest markers", 2 * len(c.Tokens.QuestMarkers), 8},
		{"Caps tokens", caps, 54},
		{"V.A.T.S. dice", c.Rules.Dice, 3},
		{"enemy types", len(types), 5},
	} {
		if x.got != x.want {
			t.Errorf("%s: %d, the box has %d", x.what, x.got, x.want)
		}
	}
}

// The fixed numbers of the rules are the rulebooks' numbers.
// rule FO-WIN-2, FO-HP-1, FO-SETUP-8, FO-AGENDA-5, FO-INV-1, FO-SHOP-1, FO-CAMP-2, FO-MOVE-1, FO-TURN-1, FO-VATS-1, FO-SOLO-2, FO-SOLO-3
func TestRulesNumbers(t *testing.T) {
	r := Default().Rules
	want := Rules{InfluenceToWin: []int{11, 10, 9, 8}, MaxHP: 16, StartCaps: 3, StartAgendas: 1, AgendaLimit: 4,
		InventoryLimit: 3, ShopSize: 4, CampHeal: 3, MovePoints: 2, Actions: 2, Dice: 3, SoloOtherHits: 3, SoloIcon: Settlement}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("rules %+v, want %+v", r, want)
	}
}

// The loader's indexes resolve every id and number the content uses
// (read through the tests' lookups, lookup_test.go, and Space).
func TestLookups(t *testing.T) {
	c := Default()
	if c.Tile("t01") == nil || c.Tile("nope") != nil {
		t.Error("Tile")
	}
	if it := c.Item("stimpak"); it == nil || it.Kind != Aid {
		t.Error("Item")
	}
	if it := c.Item("knights-rifle"); it == nil || !it.Ranged {
		t.Error("Item finds character cards")
	}
	if e := c.Enemy("raider-boss"); e == nil || !e.Has(Armored) || e.Has(Ranged) {
		t.Error("Enemy")
	}
	if c.Scenario("dust-basin") == nil {
		t.Error("Scenario")
	}
	if e := c.Encounter(121); e == nil || e.Deck != Vault84 {
		t.Error("Encounter")
	}
	if q := c.Quest(1); q == nil || q.Title == "" {
		t.Error("Quest")
	}
	if tl, rev, i, ok := c.Space("t02.b"); !ok || tl.ID != "t02" || rev || tl.Front.Spaces[i].Name != "Vault 84" {
		t.Error("Space front")
	}
	if tl, rev, i, ok := c.Space("t01.e"); !ok || !rev || tl.Reverse.Spaces[i].ID != "e" {
		t.Error("Space reverse")
	}
	for _, bad := range []string{"t01", "t01.z", "zz.a"} {
		if _, _, _, ok := c.Space(bad); ok {
			t.Errorf("Space(%q) resolved", bad)
		}
	}
	if st := c.StartTile(); st == nil || st.ID != "t01" {
		t.Error("StartTile")
	}
	if c.Scenarios[0].Faction(Heart).Name != "The Rust Choir" || c.Scenarios[0].Faction(Star).Name != "The Canal Guild" {
		t.Error("Faction")
	}
}

// Every effect kind has its own EffectOp, and the name it gives back is
// the kind's; every effect of the loaded content carries its kind's Op.
func TestEffectOps(t *testing.T) {
	if len(EffectOpNames) != len(EffectKinds) || len(EffectOpNames) > 255 {
		t.Fatalf("%d op names for %d kinds; an EffectOp holds 255", len(EffectOpNames), len(EffectKinds))
	}
	seen := map[EffectOp]bool{}
	for k := range EffectKinds {
		op := EffectOpOf(k)
		if op == 0 || seen[op] || op.String() != k {
			t.Errorf("kind %s: op %d (%q), taken before: %v", k, op, op, seen[op])
		}
		seen[op] = true
	}
	for _, k := range []string{"", "teleport"} {
		if op := EffectOpOf(k); op != 0 {
			t.Errorf("EffectOpOf(%q) = %d, want 0", k, op)
		}
	}
	c := Default()
	n := 0
	check := func(es []Effect) {
		for i := range es {
			if e := &es[i]; e.Op != EffectOpOf(e.Kind) || e.Op == 0 {
				t.Errorf("effect %s loaded with op %d", e.Kind, e.Op)
			}
			n++
		}
	}
	for _, list := range [][]Item{c.Loot, c.Assets, c.Uniques} {
		for i := range list {
			for j := range list[i].Uses {
				check(list[i].Uses[j].Effects)
			}
		}
	}
	for i := range c.Survivors {
		for j := range c.Survivors[i].Card.Uses {
			check(c.Survivors[i].Card.Uses[j].Effects)
		}
	}
	for i := range c.Perks {
		check(c.Perks[i].Use.Effects)
	}
	for i := range c.Quests {
		check(c.Quests[i].OnStage)
		for j := range c.Quests[i].Objectives {
			check(c.Quests[i].Objectives[j].Results)
		}
	}
	for i := range c.Encounters {
		for _, op := range c.Encounters[i].Options {
			check(op.Success.Results)
			if op.Fail != nil {
				check(op.Fail.Results)
			}
		}
	}
	for i := range c.Scenarios {
		check(c.Scenarios[i].Start)
	}
	if n < 200 {
		t.Errorf("only %d effects checked", n)
	}
}

// Every condition kind has its own CondOp, named back as the kind, and
// every condition of the loaded content carries its kind's Op.
func TestCondOps(t *testing.T) {
	if int(NumCondOps) != len(ConditionKinds)+1 || CondNone.String() != "" {
		t.Fatalf("%d ops for %d kinds", NumCondOps, len(ConditionKinds))
	}
	for op := CondNone + 1; op < NumCondOps; op++ {
		if k := op.String(); CondOpOf(k) != op {
			t.Errorf("op %d names %q, whose op is %d", op, k, CondOpOf(k))
		}
	}
	for k := range ConditionKinds {
		if op := CondOpOf(k); op == CondNone || op.String() != k {
			t.Errorf("kind %s: op %d (%q)", k, op, op)
		}
	}
	if op := CondOpOf("teleport"); op != CondNone {
		t.Errorf("an unknown kind has op %d", op)
	}
	c := Default()
	n := 0
	check := func(cs ...*Condition) {
		for _, x := range cs {
			if x != nil && (x.Op == CondNone || x.Op != CondOpOf(x.Kind)) {
				t.Errorf("condition %s loaded with op %d", x.Kind, x.Op)
			}
			if x != nil {
				n++
			}
		}
	}
	each := func(cs []Condition) {
		for i := range cs {
			check(&cs[i])
		}
	}
	for i := range c.Encounters {
		for _, op := range c.Encounters[i].Options {
			each(op.Requires)
		}
	}
	for i := range c.Quests {
		for _, ob := range c.Quests[i].Objectives {
			each(ob.Requires)
		}
	}
	for _, list := range [][]Item{c.Loot, c.Assets, c.Uniques} {
		for i := range list {
			check(list[i].Keep, list[i].Recruit)
		}
	}
	for i := range c.Agendas {
		check(&c.Agendas[i].Influence.When)
	}
	if n < 50 {
		t.Errorf("only %d conditions checked", n)
	}
}

// Content naming an effect or condition kind outside the vocabulary, which
// has no EffectOp or CondOp, is refused by Load with the problem named.
func TestLoadRefusesUnknownKinds(t *testing.T) {
	for _, tc := range []struct{ file, old, new, msg string }{
		{"encounters-settlement.json", `{"kind": "trash"}`, `{"kind": "teleport"}`, `unknown mechanic "teleport"`},
		{"encounters-vaults.json", `"requires": [{"kind": "special"`, `"requires": [{"kind": "sober"`, `unknown condition "sober"`},
	} {
		m := contentFiles(t)
		old := string(m[tc.file].Data)
		if !strings.Contains(old, tc.old) {
			t.Fatalf("%s no longer holds %s", tc.file, tc.old)
		}
		m[tc.file] = &fstest.MapFile{Data: []byte(strings.Replace(old, tc.old, tc.new, 1))}
		c, err := Load(m)
		if c != nil || err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: Load gave %v, want an error with %s", tc.new, err, tc.msg)
		}
	}
}
