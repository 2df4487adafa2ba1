package content

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// The published scenarios name locations, cards and enemies. The names the
// rules themselves depend on (the starting tile, the two vault decks) are
// kept; every other published name is replaced by an original counterpart
// with the stats the sources give, and none of those names appears in our
// data files: the sources' names, and the published box's other scenario
// and faction names, which our four scenarios must not borrow either. The
// walk covers every data file, so each new scenario file is checked.
// rule FO-SCEN-3, FO-SCEN-4
func TestOriginalsStandInForPublishedNames(t *testing.T) {
	c := Default()
	published := []string{"red rocket", "diamond city", "commonwealth", "psycho", "mole rat",
		"marauder", "ripper", "singed", "charred",
		"capital wasteland", "the pitt", "far harbor", "brotherhood", "institute", "railroad",
		"minutemen", "enclave", "children of atom", "vault-tec", "nuka"}
	files := 0
	err := fs.WalkDir(DefaultFS(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(DefaultFS(), path)
		files++
		text := strings.ToLower(string(b))
		for _, name := range published {
			if strings.Contains(text, name) {
				t.Errorf("%s uses the published name %q", path, name)
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// Every scenario and its quest cards live in a data file the walk read.
	if files == 0 || len(c.Scenarios) != BoxScenarioSheets {
		t.Errorf("walked %d files; %d scenarios written of the box's %d", files, len(c.Scenarios), BoxScenarioSheets)
	}

	// FO-SCEN-3: the starting tile, a level-2 location with one enemy icon,
	// a settlement a quest sends survivors to, and the two vault decks.
	if st := c.StartTile(); st == nil || st.Front.Name != "Crossroads Camp" {
		t.Error("no starting tile named Crossroads Camp")
	}
	var level2OneEnemy, settlement bool
	for _, tl := range c.Tiles {
		for _, f := range []*Face{&tl.Front, tl.Reverse} {
			if f == nil {
				continue
			}
			for _, sp := range f.Spaces {
				e := sp.Encounter
				level2OneEnemy = level2OneEnemy || e != nil && e.Level == 2 && len(sp.Enemies) == 1
				settlement = settlement || e != nil && e.Deck == Settlement && sp.Name != "" && !tl.Start
			}
		}
	}
	if !level2OneEnemy || !settlement {
		t.Errorf("level-2 location with one enemy icon %v, settlement off the camp %v", level2OneEnemy, settlement)
	}
	for _, d := range []Deck{Vault84, Vault109} {
		if !slices.ContainsFunc(c.Encounters, func(e EncounterCard) bool { return e.Deck == d }) {
			t.Errorf("no %s encounter cards", d)
		}
	}

	// FO-SCEN-4: a level-2 enemy with Loot and two vulnerable areas, a
	// creature, a weapon with a S.P.E.C.I.A.L. icon, apparel with armor 1.
	if !slices.ContainsFunc(c.Enemies, func(e Enemy) bool {
		return e.Level == 2 && len(e.Vulnerable) == 2 && slices.Contains(e.Abilities, Loot)
	}) {
		t.Error("no level-2 enemy with Loot and two vulnerable areas")
	}
	if !slices.ContainsFunc(c.Enemies, func(e Enemy) bool { return e.Type == Creature }) {
		t.Error("no creature")
	}
	items := slices.Concat(c.Loot, c.Assets)
	if !slices.ContainsFunc(items, func(it Item) bool { return it.Kind == Weapon && it.Special != "" }) {
		t.Error("no weapon with a S.P.E.C.I.A.L. icon")
	}
	if !slices.ContainsFunc(items, func(it Item) bool { return it.Kind == Apparel && it.Armor == 1 }) {
		t.Error("no apparel with armor 1")
	}
}
