package main

import "wasteland/games/outlive"

// The Outlive mirror's shapes: what the table shows of each component.
type (
	olLeader struct {
		ID          string         `json:"id"`
		Name        string         `json:"name"`
		Age         int            `json:"age"`
		Locations   []string       `json:"locations"`
		Resources   map[string]int `json:"resources,omitempty"`
		Equipment   string         `json:"equipment"`
		SearchStart map[string]int `json:"search_start,omitempty"`
	}
	olRoom struct {
		ID        string   `json:"id"`
		Name      string   `json:"name"`
		Standard  bool     `json:"standard,omitempty"`
		Upkeep    int      `json:"upkeep"`
		Slots     int      `json:"slots"`
		Abilities []string `json:"abilities"`
	}
	olEquipment struct {
		ID     string         `json:"id"`
		Name   string         `json:"name"`
		Repair map[string]int `json:"repair"`
		Symbol string         `json:"symbol"`
	}
	olEvent struct {
		ID     string         `json:"id"`
		Name   string         `json:"name"`
		Effect string         `json:"effect"`
		Points int            `json:"points"`
		Avert  map[string]int `json:"avert"`
	}
	olAirlock struct {
		Rows   int `json:"rows"`
		PerRow int `json:"per_row"`
	}
)

// outliveMirror is Outlive's mirror and its comment, made from outlive.Rules.
func outliveMirror() (any, []string) {
	c := outlive.Rules
	leaders := map[string]olLeader{}
	for _, l := range c.Leaders {
		x := olLeader{ID: l.ID, Name: l.Name, Age: l.Age, Resources: stock(l.Resources), Equipment: c.Equipment[l.Equipment].ID}
		for _, loc := range l.Locations {
			x.Locations = append(x.Locations, c.Locations[loc].ID)
		}
		if l.SearchDraw > 0 {
			x.SearchStart = map[string]int{"draw": l.SearchDraw, "keep": l.SearchKeep}
		}
		leaders[l.ID] = x
	}
	rooms := map[string]olRoom{}
	for _, r := range c.Rooms {
		x := olRoom{ID: r.ID, Name: r.Name, Standard: r.Standard, Upkeep: r.Upkeep, Slots: r.Slots, Abilities: []string{}}
		for _, a := range r.Abilities {
			x.Abilities = append(x.Abilities, a.String())
		}
		rooms[r.ID] = x
	}
	equipment := map[string]olEquipment{}
	for _, e := range c.Equipment {
		equipment[e.ID] = olEquipment{ID: e.ID, Name: e.Name, Repair: stock(e.Repair), Symbol: e.Symbol}
	}
	events := map[string]olEvent{}
	for _, e := range c.Events {
		events[e.ID] = olEvent{ID: e.ID, Name: e.Name, Effect: e.Effect, Points: e.Points, Avert: stock(e.Avert)}
	}
	m := map[string]any{
		"leaders":   leaders,
		"rooms":     rooms,
		"equipment": equipment,
		"events":    events,
		"airlock":   olAirlock{Rows: c.AirlockRows, PerRow: c.AirlockPerRow},
	}
	return m, []string{
		"Outlive's printed content that the table shows beside the view: names,",
		"leaders' starts, rooms, equipment, events and the airlock. Generated from",
		"the content games/outlive embeds by `go generate ./...`",
		"(web/internal/gencontent). Do not edit by hand.",
	}
}

// stock is s as a map from resource id to count, without the zero counts.
func stock(s outlive.Stock) map[string]int {
	m := map[string]int{}
	for r, n := range s {
		if n != 0 {
			m[outlive.Resource(r).String()] = int(n)
		}
	}
	return m
}
