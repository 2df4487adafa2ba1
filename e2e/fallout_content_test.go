package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

const (
	falloutData   = "../games/fallout/content/data"
	falloutMirror = "../web/static/js/games/fallout-content.js"
)

// readFallout decodes one of Fallout's content files into v.
func readFallout(t *testing.T, name string, v any) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(falloutData, name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// foItem is a card a survivor may hold, as the table shows it.
type foItem struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Kind    string `json:"kind"`
	Cost    int    `json:"cost,omitempty"`
	Special string `json:"special,omitempty"`
	Ranged  bool   `json:"ranged,omitempty"`
	Armor   int    `json:"armor,omitempty"`
	Text    string `json:"text,omitempty"`
}

// falloutMirrorJS is the part of Fallout's content the web UI shows beside
// the view: the tiles' names and space edges (to draw the map), the names
// and texts of survivors, items, agenda cards and perks.
func falloutMirrorJS(t *testing.T) []byte {
	t.Helper()
	type face struct {
		Name   string `json:"name"`
		Spaces []struct {
			ID    string   `json:"id"`
			Name  string   `json:"name,omitempty"`
			Edges []string `json:"edges"`
		} `json:"spaces"`
	}
	var tiles struct {
		Tiles []struct {
			ID      string `json:"id"`
			Front   *face  `json:"front"`
			Reverse *face  `json:"reverse"`
		} `json:"tiles"`
	}
	readFallout(t, "tiles.json", &tiles)
	var survivors struct {
		Survivors []struct {
			ID     string `json:"id"`
			Name   string `json:"name"`
			Letter string `json:"letter"`
			Card   foItem `json:"card"`
		} `json:"survivors"`
	}
	readFallout(t, "survivors.json", &survivors)
	var loot struct {
		Loot []foItem `json:"loot"`
	}
	readFallout(t, "loot.json", &loot)
	var assets struct {
		Assets  []foItem `json:"assets"`
		Uniques []foItem `json:"uniques"`
	}
	readFallout(t, "assets.json", &assets)
	var agendas struct {
		Agendas []struct {
			ID        string   `json:"id"`
			Title     string   `json:"title"`
			Faction   string   `json:"faction,omitempty"`
			Activates []string `json:"activates"`
			Text      string   `json:"text,omitempty"`
		} `json:"agendas"`
	}
	readFallout(t, "agendas.json", &agendas)
	var perks struct {
		Perks []struct {
			ID     string `json:"id"`
			Name   string `json:"name"`
			Letter string `json:"letter"`
			Text   string `json:"text"`
		} `json:"perks"`
	}
	readFallout(t, "perks.json", &perks)

	type spaceOut struct {
		Name  string   `json:"name,omitempty"`
		Edges []string `json:"edges"`
	}
	type sideOut struct {
		Name   string              `json:"name"`
		Spaces map[string]spaceOut `json:"spaces"`
	}
	side := func(f *face) *sideOut {
		if f == nil {
			return nil
		}
		o := &sideOut{Name: f.Name, Spaces: map[string]spaceOut{}}
		for _, s := range f.Spaces {
			o.Spaces[s.ID] = spaceOut{Name: s.Name, Edges: append([]string{}, s.Edges...)}
		}
		return o
	}
	m := map[string]any{}
	tm := map[string]any{}
	for _, x := range tiles.Tiles {
		tm[x.ID] = map[string]*sideOut{"front": side(x.Front), "reverse": side(x.Reverse)}
	}
	m["tiles"] = tm
	items := map[string]foItem{}
	sm := map[string]any{}
	for _, x := range survivors.Survivors {
		sm[x.ID] = map[string]string{"name": x.Name, "letter": x.Letter, "card": x.Card.ID}
		items[x.Card.ID] = x.Card
	}
	m["survivors"] = sm
	for _, list := range [][]foItem{loot.Loot, assets.Assets, assets.Uniques} {
		for _, x := range list {
			items[x.ID] = x
		}
	}
	m["items"] = items
	am := map[string]any{}
	for _, x := range agendas.Agendas {
		am[x.ID] = x
	}
	m["agendas"] = am
	pm := map[string]any{}
	for _, x := range perks.Perks {
		pm[x.ID] = x
	}
	m["perks"] = pm
	return jsModule(t, m,
		"Fallout's content that the table shows beside the view: the tiles with",
		"the names and edges of their spaces (to draw the map), survivors, items,",
		"agenda cards and perks. Generated from games/fallout/content/data by",
		"`go test ./e2e -run Mirror -update`; the test fails when the two differ.",
		"Do not edit by hand.")
}

// TestFalloutContentMirror keeps the web UI's copy of Fallout's content in
// step with the game's content files.
func TestFalloutContentMirror(t *testing.T) {
	checkMirror(t, falloutMirror, falloutMirrorJS(t), falloutData)
}

// TestFalloutLogCoversEvents checks that the web UI's log has a sentence for
// every Fallout event type documented in docs/events.md.
func TestFalloutLogCoversEvents(t *testing.T) {
	checkLogCoversEvents(t, "Fallout", "fallout-log.js", 60)
}
