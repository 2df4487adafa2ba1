package outlive

import (
	_ "embed"
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
	// written out for the 7 resources: a loop costs twice as much here
	return s[Wood] >= cost[Wood] && s[Metal] >= cost[Metal] && s[Electronics] >= cost[Electronics] &&
		s[Meat] >= cost[Meat] && s[Water] >= cost[Water] && s[Cans] >= cost[Cans] && s[Ammo] >= cost[Ammo]
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
