package main

import "wasteland/games/fallout/content"

// The Fallout mirror's shapes: what the table shows of each component.
type (
	foItem struct {
		ID      string           `json:"id"`
		Name    string           `json:"name"`
		Kind    content.ItemKind `json:"kind"`
		Cost    int              `json:"cost,omitempty"`
		Special string           `json:"special,omitempty"`
		Ranged  bool             `json:"ranged,omitempty"`
		Armor   int              `json:"armor,omitempty"`
		Text    string           `json:"text,omitempty"`
	}
	foSpace struct {
		Name  string   `json:"name,omitempty"`
		Edges []string `json:"edges"`
	}
	foSide struct {
		Name   string             `json:"name"`
		Spaces map[string]foSpace `json:"spaces"`
	}
	foTile struct {
		Front   *foSide `json:"front"`
		Reverse *foSide `json:"reverse"`
	}
	foSurvivor struct {
		Name   string         `json:"name"`
		Letter content.Letter `json:"letter"`
		Card   string         `json:"card"`
	}
	foAgenda struct {
		ID        string          `json:"id"`
		Title     string          `json:"title"`
		Faction   content.Faction `json:"faction,omitempty"`
		Activates []string        `json:"activates"`
		Text      string          `json:"text,omitempty"`
	}
	foEnemy struct {
		ID         string            `json:"id"`
		Name       string            `json:"name"`
		Type       content.EnemyType `json:"type"`
		Level      int               `json:"level"`
		Vulnerable []content.Area    `json:"vulnerable"`
		Abilities  []content.Ability `json:"abilities,omitempty"`
	}
	// foCoopCard is a card of the co-op pack: an activation card, a task,
	// a mod, a mutation or a workshop upgrade (kind).
	foCoopCard struct {
		Name    string              `json:"name"`
		Kind    string              `json:"kind"`
		Text    string              `json:"text,omitempty"`
		Enemies []content.EnemyType `json:"enemies,omitempty"`
	}
	foPerk struct {
		ID     string         `json:"id"`
		Name   string         `json:"name"`
		Letter content.Letter `json:"letter"`
		Text   string         `json:"text"`
	}
)

// falloutMirror is Fallout's mirror and its comment, made from content.Default.
func falloutMirror() (any, []string) {
	c := content.Default()
	tiles := map[string]foTile{}
	for i := range c.Tiles {
		t := &c.Tiles[i]
		tiles[t.ID] = foTile{Front: side(&t.Front), Reverse: side(t.Reverse)}
	}
	items := map[string]foItem{}
	survivors := map[string]foSurvivor{}
	for _, s := range c.Survivors {
		survivors[s.ID] = foSurvivor{Name: s.Name, Letter: s.Letter, Card: s.Card.ID}
		items[s.Card.ID] = item(s.Card)
	}
	for _, list := range [][]content.Item{c.Loot, c.Assets, c.Uniques} {
		for _, it := range list {
			items[it.ID] = item(it)
		}
	}
	agendas := map[string]foAgenda{}
	for _, a := range c.Agendas {
		agendas[a.ID] = foAgenda{ID: a.ID, Title: a.Title, Faction: a.Faction, Activates: a.Activates, Text: a.Text}
	}
	perks := map[string]foPerk{}
	for _, p := range c.Perks {
		perks[p.ID] = foPerk{ID: p.ID, Name: p.Name, Letter: p.Letter, Text: p.Text}
	}
	enemies := map[string]foEnemy{}
	for _, e := range c.Enemies {
		enemies[e.ID] = foEnemy{ID: e.ID, Name: e.Name, Type: e.Type, Level: e.Level, Vulnerable: e.Vulnerable, Abilities: e.Abilities}
	}
	coop := map[string]foCoopCard{}
	for _, a := range c.Coop.Activations {
		coop[a.ID] = foCoopCard{Name: a.Name, Kind: "activation", Enemies: a.Enemies}
	}
	for _, x := range c.Coop.Tasks {
		coop[x.ID] = foCoopCard{Name: x.Name, Kind: "task", Text: x.Text}
	}
	for _, x := range c.Coop.Mods {
		coop[x.ID] = foCoopCard{Name: x.Name, Kind: "mod", Text: x.Text}
	}
	for _, x := range c.Coop.Mutations {
		coop[x.ID] = foCoopCard{Name: x.Name, Kind: "mutation", Text: x.Text}
	}
	for _, x := range c.Coop.Workshop {
		coop[x.ID] = foCoopCard{Name: x.Name, Kind: "workshop", Text: x.Text}
	}
	m := map[string]any{
		"tiles":     tiles,
		"survivors": survivors,
		"items":     items,
		"agendas":   agendas,
		"perks":     perks,
		"enemies":   enemies,
		"coop":      coop,
	}
	return m, []string{
		"Fallout's content that the table shows beside the view: the tiles with",
		"the names and edges of their spaces (to draw the map), survivors, items,",
		"agenda cards, perks, enemy tokens and the co-op pack's cards. Generated",
		"from the content games/fallout/content embeds by `go generate ./...`",
		"(web/internal/gencontent). Do not edit by hand.",
	}
}

// side is a tile face as the table draws it, or nil for no face.
func side(f *content.Face) *foSide {
	if f == nil {
		return nil
	}
	o := &foSide{Name: f.Name, Spaces: map[string]foSpace{}}
	for _, s := range f.Spaces {
		o.Spaces[s.ID] = foSpace{Name: s.Name, Edges: append([]string{}, s.Edges...)}
	}
	return o
}

// item is the part of a card the table shows.
func item(it content.Item) foItem {
	return foItem{ID: it.ID, Name: it.Name, Kind: it.Kind, Cost: it.Cost, Special: it.Special, Ranged: it.Ranged, Armor: it.Armor, Text: it.Text}
}
