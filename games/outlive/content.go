package outlive

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
)

//go:embed content/outlive.json
var contentJSON []byte

// Resource is a kind of token in a bunker's depots.
type Resource int8

// The seven token kinds. Wood, metal and electronics are materials; meat,
// water and cans are food; ammo is neither.
const (
	Wood Resource = iota
	Metal
	Electronics
	Meat
	Water
	Cans
	Ammo
	NumResources
)

var resourceNames = [NumResources]string{"wood", "metal", "electronics", "meat", "water", "cans", "ammo"}

// String is the resource's id, as used in option ids.
func (r Resource) String() string { return resourceNames[r] }

// IsFood reports whether r is meat, water or cans.
func (r Resource) IsFood() bool { return r == Meat || r == Water || r == Cans }

// IsMaterial reports whether r is wood, metal or electronics.
func (r Resource) IsMaterial() bool { return r <= Electronics }

func parseResource(s string) (Resource, bool) {
	for i, n := range resourceNames {
		if n == s {
			return Resource(i), true
		}
	}
	return 0, false
}

// Stock is a count of each resource.
type Stock [NumResources]int16

// Total is the number of tokens in s.
func (s Stock) Total() int {
	n := 0
	for _, v := range s {
		n += int(v)
	}
	return n
}

// Covers reports whether s holds at least cost of every resource.
func (s Stock) Covers(cost Stock) bool {
	for i, v := range cost {
		if s[i] < v {
			return false
		}
	}
	return true
}

// Location indexes the 8 locations, in ring order (clockwise).
type Location int8

// The locations in ring order. The order is designed (shared/data/outlive.md).
const (
	MilitaryBase Location = iota
	Dam
	SilentPeak
	AmusementPark
	Freighter
	BlackwoodCity
	Forest
	Mine
	NumLocations
)

// The hunting grounds, indexing State.Hunt.
const (
	HuntPark = iota
	HuntForest
	HuntMine
	NumHunts
)

// The cities, indexing State.City, in ring order.
const (
	CitySilentPeak = iota
	CityBlackwood
	NumCities
)

// Search tile kinds.
const (
	SearchEmpty int8 = iota
	SearchAlgae
	SearchWood
	SearchMetal
	SearchElectronics
	SearchWater
	SearchCans
	SearchAmmo
	NumSearchKinds
)

var searchNames = [NumSearchKinds]string{"empty", "algae", "wood", "metal", "electronics", "water", "cans", "ammo"}

// Ability is a room ability (shared/rules/outlive.md section 10).
type Ability uint8

// The room abilities.
const (
	AbBuildDiscount  Ability = iota // OL-ROOM-1
	AbDrawEquipment                 // OL-ROOM-2
	AbRepairMinus1                  // OL-ROOM-3
	AbAvertDiscount                 // OL-ROOM-4
	AbHuntPlus2                     // OL-ROOM-5
	AbFreighterPlus1                // OL-ROOM-6
	AbFreighterPlus2                // OL-ROOM-7
	AbAmmo4                         // OL-ROOM-8
	AbPermanentWater                // OL-ROOM-9
	AbScrap                         // OL-ROOM-10
	AbRadMinus1                     // OL-ROOM-11
	AbAutoRepair                    // OL-ROOM-12
	AbAirlockShield                 // OL-ROOM-13
	AbGrowSurvivor                  // OL-ROOM-14
	AbCitySearch2                   // OL-ROOM-15
	AbDrawEquipment2                // OL-ROOM-16
	AbPeekSearch                    // OL-ROOM-17
	AbStrength3Immun                // OL-ROOM-18
	AbHuntPlus1                     // OL-ROOM-19
	AbChooseLoot                    // OL-ROOM-20
	AbCupboardBonus                 // OL-ROOM-21
	AbRepairMinus2                  // OL-ROOM-22
	AbEventImmunity                 // OL-ROOM-23
	numAbilities
)

// abilityNames are the abilities' ids, as the content file and option ids spell them.
var abilityNames = [numAbilities]string{"build-discount", "draw-equipment", "repair-discount-1", "avert-discount", "hunt-plus-2", "freighter-plus-1", "freighter-plus-2", "ammo-4", "permanent-water", "scrap-equipment", "radiation-minus-1", "auto-repair", "airlock-shield", "grow-survivor", "city-search-plus-2", "draw-equipment-2", "peek-search", "strength-3-immune", "hunt-plus-1", "choose-loot", "cupboard-bonus", "repair-discount-2", "event-immunity"}

// String is the ability's id, or "" for no ability.
func (a Ability) String() string {
	if a >= numAbilities {
		return ""
	}
	return abilityNames[a]
}

func parseAbility(s string) (Ability, bool) {
	for i, n := range abilityNames {
		if n == s {
			return Ability(i), true
		}
	}
	return 0, false
}

// Event effects.
const (
	EffRemoveStock = "remove-stock"
	EffShortage    = "shortage"
	EffNomads      = "nomads"
	EffSandstorm   = "sandstorm"
	EffRadCloud    = "radiation-cloud"
	EffRats        = "rats"
	EffHostiles    = "hostiles"
	EffCold        = "cold"
	EffPlague      = "animal-plague"
	EffMutation    = "animal-mutation"
)

var knownEffects = []string{EffRemoveStock, EffShortage, EffNomads, EffSandstorm, EffRadCloud, EffRats, EffHostiles, EffCold, EffPlague, EffMutation}

// Content is every component of Outlive, loaded from content/outlive.json.
// Indices into its slices are what a State stores.
type Content struct {
	Version   string
	Locations [NumLocations]LocationInfo
	// HuntKinds by kind index (endurance 3..7).
	HuntKinds []HuntKind
	// HuntStack is the hunting stack size for 2, 3, 4 players.
	HuntStack [3]int
	// SearchTiles is one city's 10 tiles, by kind.
	SearchTiles []int8
	// SearchRemoved is the tiles removed at dawn for 2, 3, 4 players.
	SearchRemoved [3]int
	CityEquipment int
	// FreighterCans by slot: strengths 3, 4, 5, 6.
	FreighterCans [4]int
	AirlockRows   int
	AirlockPerRow int
	RadBest       int
	RadWorst      int
	RadRounds     [6]int
	RoomCost      int
	// FullRoomPoints[n] is the score for n fully occupied rooms.
	FullRoomPoints [8]int
	Rooms          []RoomKind
	// StandardRooms are the 3 rooms every player starts with.
	StandardRooms []int8
	// AdvancedDeck lists one entry per advanced room tile.
	AdvancedDeck []int8
	Equipment    []EquipmentKind
	// EquipmentDeck lists one entry per equipment tile.
	EquipmentDeck []int8
	Events        []EventKind
	Leaders       []LeaderKind
}

// LocationInfo describes one location.
type LocationInfo struct {
	ID, Name string
	// Stock is the resource refilled at dawn, or -1.
	Stock  Resource
	Refill [3]int
	City   bool
	// Hunt is the index into State.Hunt, or -1.
	Hunt int8
	// CityIndex is the index into State.City, or -1.
	CityIndex int8
}

// HuntKind is one kind of game.
type HuntKind struct{ Endurance, Count, Meat int }

// RoomKind is one kind of room tile.
type RoomKind struct {
	ID, Name  string
	Standard  bool
	Upkeep    int
	Slots     int
	Max       int // survivors it may hold; Slots unless the ability says more
	Abilities []Ability
}

// Has reports whether the room has ability ab.
func (r RoomKind) Has(ab Ability) bool {
	for _, a := range r.Abilities {
		if a == ab {
			return true
		}
	}
	return false
}

// EquipmentKind is one kind of equipment tile.
type EquipmentKind struct {
	ID, Name string
	Repair   Stock
	Symbol   string
}

// EventKind is one event card.
type EventKind struct {
	ID, Name string
	Effect   string
	// Target is the location of a remove-stock effect, or -1.
	Target Location
	Amount [3]int
	Points int
	Avert  Stock
	// Code is Effect's index in the effect list, for fast checks.
	Code int8
}

// LeaderKind is one leader card.
type LeaderKind struct {
	ID, Name  string
	Age       int
	Locations [4]Location
	Resources Stock
	Equipment int8
	// SearchDraw and SearchKeep are Mary Koolpepper's start (draw 4, keep 3); 0 otherwise.
	SearchDraw, SearchKeep int
}

// Rules is the content this build ships.
var Rules = mustLoad(contentJSON)

func mustLoad(data []byte) *Content {
	c, err := LoadContent(data)
	if err != nil {
		panic("outlive: shipped content is broken: " + err.Error())
	}
	return c
}

type rawContent struct {
	Comment   string `json:"_comment"`
	Version   string `json:"version"`
	Locations []struct {
		ID      string `json:"id"`
		Name    string `json:"name"`
		Stock   string `json:"stock"`
		Refill  []int  `json:"refill"`
		City    bool   `json:"city"`
		Hunting bool   `json:"hunting"`
	} `json:"locations"`
	RingDesigned bool `json:"ring_designed"`
	Hunting      struct {
		Stack []int `json:"stack"`
		Kinds []struct {
			Endurance int  `json:"endurance"`
			Count     int  `json:"count"`
			Meat      int  `json:"meat"`
			Designed  bool `json:"designed"`
		} `json:"kinds"`
	} `json:"hunting"`
	Search struct {
		Removed []int `json:"removed"`
		Tiles   []struct {
			Kind  string `json:"kind"`
			Count int    `json:"count"`
		} `json:"tiles"`
	} `json:"search"`
	CityEquipment int `json:"city_equipment"`
	Freighter     []struct {
		Strength int  `json:"strength"`
		Cans     int  `json:"cans"`
		Designed bool `json:"designed"`
	} `json:"freighter"`
	Airlock struct {
		Rows     int  `json:"rows"`
		PerRow   int  `json:"per_row"`
		Designed bool `json:"designed"`
	} `json:"airlock"`
	Radiation struct {
		Best           int    `json:"best"`
		Worst          int    `json:"worst"`
		Rounds         []int  `json:"rounds"`
		PointsDesigned string `json:"points_designed"`
	} `json:"radiation"`
	RoomCost        int   `json:"room_cost"`
	FullRoomsPoints []int `json:"full_rooms_points"`
	Rooms           []struct {
		ID        string   `json:"id"`
		Name      string   `json:"name"`
		Standard  bool     `json:"standard"`
		Copies    int      `json:"copies"`
		Upkeep    int      `json:"upkeep"`
		Slots     int      `json:"slots"`
		Max       int      `json:"max"`
		Abilities []string `json:"abilities"`
		Designed  bool     `json:"designed"`
	} `json:"rooms"`
	Equipment []struct {
		ID       string         `json:"id"`
		Name     string         `json:"name"`
		Repair   map[string]int `json:"repair"`
		Symbol   string         `json:"symbol"`
		Copies   int            `json:"copies"`
		Designed bool           `json:"designed"`
	} `json:"equipment"`
	Events []struct {
		ID       string         `json:"id"`
		Name     string         `json:"name"`
		Effect   string         `json:"effect"`
		Target   string         `json:"target"`
		Amount   []int          `json:"amount"`
		Points   int            `json:"points"`
		Avert    map[string]int `json:"avert"`
		Designed bool           `json:"designed"`
	} `json:"events"`
	Leaders []struct {
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
	} `json:"leaders"`
}

// LoadContent decodes and checks an Outlive content file. Every mistake is
// reported with where it is, and a file with any mistake is refused.
func LoadContent(data []byte) (*Content, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var raw rawContent
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("content: %w", err)
	}
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	c := &Content{Version: raw.Version}
	if raw.Version == "" {
		bad("version is missing")
	}
	if len(raw.Locations) != int(NumLocations) {
		bad("locations: want %d, have %d", NumLocations, len(raw.Locations))
	}
	locIndex := map[string]Location{}
	hunts, cities := int8(0), int8(0)
	for i, l := range raw.Locations {
		if i >= int(NumLocations) {
			break
		}
		info := LocationInfo{ID: l.ID, Name: l.Name, Stock: -1, City: l.City, Hunt: -1, CityIndex: -1}
		if l.Stock != "" {
			r, ok := parseResource(l.Stock)
			if !ok {
				bad("locations[%d] %s: unknown stock %q", i, l.ID, l.Stock)
			}
			info.Stock = r
			if len(l.Refill) != 3 {
				bad("locations[%d] %s: refill needs 3 values (2, 3, 4 players)", i, l.ID)
			} else {
				copy(info.Refill[:], l.Refill)
			}
		}
		if l.Hunting {
			info.Hunt = hunts
			hunts++
		}
		if l.City {
			info.CityIndex = cities
			cities++
		}
		if _, dup := locIndex[l.ID]; dup || l.ID == "" {
			bad("locations[%d]: id %q empty or repeated", i, l.ID)
		}
		locIndex[l.ID] = Location(i)
		c.Locations[i] = info
	}
	if hunts != NumHunts || cities != NumCities {
		bad("locations: want %d hunting grounds and %d cities, have %d and %d", NumHunts, NumCities, hunts, cities)
	}
	if len(raw.Hunting.Stack) != 3 {
		bad("hunting.stack needs 3 values")
	} else {
		copy(c.HuntStack[:], raw.Hunting.Stack)
	}
	total := 0
	for i, k := range raw.Hunting.Kinds {
		if k.Endurance < 1 || k.Count < 1 || k.Meat < 0 {
			bad("hunting.kinds[%d]: endurance, count and meat must be positive", i)
		}
		total += k.Count
		c.HuntKinds = append(c.HuntKinds, HuntKind{Endurance: k.Endurance, Count: k.Count, Meat: k.Meat})
	}
	if len(c.HuntKinds) == 0 || total < 3*c.HuntStack[2] {
		bad("hunting: %d tiles cannot fill 3 stacks of %d", total, c.HuntStack[2])
	}
	if len(raw.Search.Removed) != 3 {
		bad("search.removed needs 3 values")
	} else {
		copy(c.SearchRemoved[:], raw.Search.Removed)
	}
	for i, t := range raw.Search.Tiles {
		k := int8(-1)
		for j, n := range searchNames {
			if n == t.Kind {
				k = int8(j)
			}
		}
		if k < 0 {
			bad("search.tiles[%d]: unknown kind %q", i, t.Kind)
			continue
		}
		for n := 0; n < t.Count; n++ {
			c.SearchTiles = append(c.SearchTiles, k)
		}
	}
	if len(c.SearchTiles) != 10 {
		bad("search.tiles: a city has 10 tiles, the file gives %d", len(c.SearchTiles))
	}
	for _, r := range c.SearchRemoved {
		if r < 0 || r >= len(c.SearchTiles) {
			bad("search.removed: %d out of range", r)
		}
	}
	c.CityEquipment = raw.CityEquipment
	if c.CityEquipment < 1 || c.CityEquipment > 3 {
		bad("city_equipment must be 1..3")
	}
	if len(raw.Freighter) != 4 {
		bad("freighter needs 4 slots (strength 3, 4, 5, 6)")
	}
	for i, f := range raw.Freighter {
		if i < 4 {
			if f.Strength != i+3 {
				bad("freighter[%d]: strength %d, want %d", i, f.Strength, i+3)
			}
			c.FreighterCans[i] = f.Cans
		}
	}
	c.AirlockRows, c.AirlockPerRow = raw.Airlock.Rows, raw.Airlock.PerRow
	if c.AirlockRows < 1 || c.AirlockPerRow < 1 || c.AirlockRows*c.AirlockPerRow > 12 {
		bad("airlock: rows and per_row must be positive, at most 12 spots")
	}
	c.RadBest, c.RadWorst = raw.Radiation.Best, raw.Radiation.Worst
	if c.RadBest <= 0 || c.RadWorst >= 0 {
		bad("radiation: best must be above 0 and worst below 0")
	}
	if len(raw.Radiation.Rounds) != 6 {
		bad("radiation.rounds needs 6 values")
	} else {
		copy(c.RadRounds[:], raw.Radiation.Rounds)
	}
	c.RoomCost = raw.RoomCost
	if c.RoomCost < 1 {
		bad("room_cost must be positive")
	}
	if len(raw.FullRoomsPoints) != 8 {
		bad("full_rooms_points needs 8 values (0..7 rooms)")
	} else {
		copy(c.FullRoomPoints[:], raw.FullRoomsPoints)
	}
	roomIDs := map[string]bool{}
	for i, r := range raw.Rooms {
		if r.ID == "" || roomIDs[r.ID] {
			bad("rooms[%d]: id %q empty or repeated", i, r.ID)
		}
		roomIDs[r.ID] = true
		if r.Slots < 1 || r.Slots > 8 || r.Upkeep < 0 {
			bad("rooms[%d] %s: slots must be 1..8 and upkeep not negative", i, r.ID)
		}
		var abilities []Ability
		for _, name := range r.Abilities {
			ab, ok := parseAbility(name)
			if !ok {
				bad("rooms[%d] %s: unknown ability %q", i, r.ID, name)
				continue
			}
			abilities = append(abilities, ab)
		}
		max := r.Slots
		if r.Max > 0 {
			max = r.Max
		}
		c.Rooms = append(c.Rooms, RoomKind{ID: r.ID, Name: r.Name, Standard: r.Standard, Upkeep: r.Upkeep, Slots: r.Slots, Max: max, Abilities: abilities})
		if r.Standard {
			c.StandardRooms = append(c.StandardRooms, int8(i))
		} else {
			if r.Copies < 1 {
				bad("rooms[%d] %s: an advanced room needs copies", i, r.ID)
			}
			for n := 0; n < r.Copies; n++ {
				c.AdvancedDeck = append(c.AdvancedDeck, int8(i))
			}
		}
	}
	if len(c.StandardRooms) != 3 {
		bad("rooms: want 3 standard rooms, have %d", len(c.StandardRooms))
	}
	if len(c.AdvancedDeck) < 24 {
		bad("rooms: %d advanced tiles cannot give 4 players 6 each", len(c.AdvancedDeck))
	}
	eqIndex := map[string]int8{}
	for i, e := range raw.Equipment {
		if e.ID == "" {
			bad("equipment[%d]: id missing", i)
		}
		if _, dup := eqIndex[e.ID]; dup {
			bad("equipment[%d]: id %q repeated", i, e.ID)
		}
		eqIndex[e.ID] = int8(i)
		k := EquipmentKind{ID: e.ID, Name: e.Name, Symbol: e.Symbol}
		k.Repair = stockOf(e.Repair, func(name string) { bad("equipment[%d] %s: unknown resource %q", i, e.ID, name) })
		if k.Repair.Total() == 0 {
			bad("equipment[%d] %s: repair cost missing", i, e.ID)
		}
		for r := Meat; r < NumResources; r++ {
			if k.Repair[r] > 0 {
				bad("equipment[%d] %s: repairs cost materials only", i, e.ID)
			}
		}
		if e.Copies < 1 {
			bad("equipment[%d] %s: copies must be positive", i, e.ID)
		}
		c.Equipment = append(c.Equipment, k)
		for n := 0; n < e.Copies; n++ {
			c.EquipmentDeck = append(c.EquipmentDeck, int8(i))
		}
	}
	if len(c.Equipment) > 32 {
		bad("equipment: at most 32 kinds, have %d", len(c.Equipment))
	}
	symbols := map[string]int{}
	for _, e := range c.Equipment {
		symbols[e.Symbol]++
	}
	for s, n := range symbols {
		if n != 2 {
			bad("equipment: symbol %q is on %d kinds; a symbol joins exactly 2", s, n)
		}
	}
	for i, e := range raw.Events {
		k := EventKind{ID: e.ID, Name: e.Name, Effect: e.Effect, Target: -1, Points: e.Points, Code: effectCode(e.Effect)}
		if !contains(knownEffects, e.Effect) {
			bad("events[%d] %s: unknown effect %q", i, e.ID, e.Effect)
		}
		if e.Target != "" {
			l, ok := locIndex[e.Target]
			if !ok {
				bad("events[%d] %s: unknown target %q", i, e.ID, e.Target)
			}
			k.Target = l
		}
		if e.Effect == EffRemoveStock && (k.Target < 0 || c.Locations[k.Target].Stock < 0) {
			bad("events[%d] %s: remove-stock needs a target with a stock", i, e.ID)
		}
		if len(e.Amount) != 0 && len(e.Amount) != 3 {
			bad("events[%d] %s: amount needs 3 values (2, 3, 4 players)", i, e.ID)
		}
		copy(k.Amount[:], e.Amount)
		k.Avert = stockOf(e.Avert, func(name string) { bad("events[%d] %s: unknown resource %q", i, e.ID, name) })
		if k.Avert.Total() == 0 {
			bad("events[%d] %s: averting cost missing", i, e.ID)
		}
		c.Events = append(c.Events, k)
	}
	if len(c.Events) < 6 || len(c.Events) > 16 {
		bad("events: need 6..16 events, have %d", len(c.Events))
	}
	for i, l := range raw.Leaders {
		k := LeaderKind{ID: l.ID, Name: l.Name, Age: l.Age}
		if len(l.Locations) != 4 {
			bad("leaders[%d] %s: needs 4 starting locations", i, l.ID)
		}
		seen := map[Location]bool{}
		for j, name := range l.Locations {
			loc, ok := locIndex[name]
			if !ok {
				bad("leaders[%d] %s: unknown location %q", i, l.ID, name)
			}
			if seen[loc] {
				bad("leaders[%d] %s: location %q repeated", i, l.ID, name)
			}
			seen[loc] = true
			if j < 4 {
				k.Locations[j] = loc
			}
		}
		k.Resources = stockOf(l.Resources, func(name string) { bad("leaders[%d] %s: unknown resource %q", i, l.ID, name) })
		eq, ok := eqIndex[l.Equipment]
		if !ok {
			bad("leaders[%d] %s: unknown equipment %q", i, l.ID, l.Equipment)
		}
		k.Equipment = eq
		if l.SearchStart != nil {
			k.SearchDraw, k.SearchKeep = l.SearchStart.Draw, l.SearchStart.Keep
			if k.SearchKeep < 1 || k.SearchKeep > k.SearchDraw || k.SearchDraw > 8 {
				bad("leaders[%d] %s: search_start must keep 1..draw of at most 8", i, l.ID)
			}
		}
		c.Leaders = append(c.Leaders, k)
	}
	ages := map[int]bool{}
	for _, l := range c.Leaders {
		if ages[l.Age] {
			bad("leaders: age %d repeated; the oldest leader must be unique", l.Age)
		}
		ages[l.Age] = true
	}
	if len(c.Leaders) < 8 {
		bad("leaders: 4 players draw 2 each; have %d", len(c.Leaders))
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("content: %s", strings.Join(errs, "; "))
	}
	return c, nil
}

func stockOf(m map[string]int, unknown func(string)) Stock {
	var s Stock
	for name, n := range m {
		r, ok := parseResource(name)
		if !ok {
			unknown(name)
			continue
		}
		s[r] = int16(n)
	}
	return s
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func effectCode(effect string) int8 {
	for i, e := range knownEffects {
		if e == effect {
			return int8(i)
		}
	}
	return -1
}

// EquipmentIndex returns the kind index of the equipment with id, or -1.
func (c *Content) EquipmentIndex(id string) int8 {
	for i, e := range c.Equipment {
		if e.ID == id {
			return int8(i)
		}
	}
	return -1
}

// RoomIndex returns the kind index of the room with id, or -1.
func (c *Content) RoomIndex(id string) int8 {
	for i, r := range c.Rooms {
		if r.ID == id {
			return int8(i)
		}
	}
	return -1
}

// EventIndex returns the index of the event with id, or -1.
func (c *Content) EventIndex(id string) int8 {
	for i, e := range c.Events {
		if e.ID == id {
			return int8(i)
		}
	}
	return -1
}
