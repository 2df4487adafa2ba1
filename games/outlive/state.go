package outlive

import (
	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// Hero indices within a player's 4 heroes, and their printed strengths.
const NumHeroes = 4

// HeroStrength is the printed strength of each hero index (OL-OVR-2).
var HeroStrength = [NumHeroes]int8{5, 4, 3, 3}

var heroNames = [NumHeroes]string{"h5", "h4", "h3a", "h3b"}

// Hero is one figure on the ring.
type Hero struct {
	Loc Location
	// Active is true once the hero has moved this day (standing).
	Active bool
}

// Room is one room slot of a bunker: 0..2 standard rooms, 3..6 advanced.
type Room struct {
	Kind      int8 // index into Rules.Rooms; -1 for an empty slot
	Built     bool
	Survivors int8
	// Used marks abilities (by position in the kind's Abilities) used this round.
	Used uint8
}

// NumRooms is the number of room slots in a bunker (OL-BUNKER-2).
const NumRooms = 7

// Survivors adds the 7 rooms one by one: this fails to compile when
// NumRooms is not 7.
const _ = uint(NumRooms-7) + uint(7-NumRooms)

// Player is one bunker and its heroes.
type Player struct {
	Leader     int8    // index into Rules.Leaders; -1 until chosen
	LeaderDraw [2]int8 // the 2 leaders drawn at setup (secret until chosen)
	RoomDraw   [6]int8 // advanced rooms drawn at setup; -1 once returned
	Rooms      [NumRooms]Room
	Airlock    int8 // survivors in the airlock, filled row by row
	Res        Stock
	Rad        int8 // radiation level, +3 (best) … −11 (worst)
	Heroes     [NumHeroes]Hero
	Broken     uint32  // equipment kinds owned broken (bit per kind)
	Repaired   uint32  // equipment kinds owned repaired
	UsedEq     uint32  // repaired kinds used this round (OL-EQ-1)
	Averted    uint16  // event kinds averted (bit per kind)
	Hunted     [8]int8 // game tiles hunted, per hunt kind
	// Flags are per-round flags, all cleared at maintenance (night step 7).
	// Bits 0–7 belong to setup/dawn/day (day.go), 8–23 to hero visits
	// (visit.go), 24–31 to the night (night.go); each file names its bits.
	Flags uint32
	// MaryDraw holds Mary Koolpepper's setup search tiles (kinds), -1 empty.
	MaryDraw [8]int8
	// Knows marks hidden stacks this player has looked at: bit c for city c's
	// search stack (OL-ROOM-17), bit 4+h for hunting stack h (OL-EQ-HEATSENSOR).
	Knows uint8
	// sum summarizes the rooms for the listings (derived from Rooms, not
	// encoded: see roomSummary).
	sum roomSummary
}

// Survivors is the number of survivors in the bunker: rooms and airlock.
func (p *Player) Survivors() int {
	r := &p.Rooms // written out: the loop cost twice as much
	return int(p.Airlock) + int(r[0].Survivors) + int(r[1].Survivors) + int(r[2].Survivors) +
		int(r[3].Survivors) + int(r[4].Survivors) + int(r[5].Survivors) + int(r[6].Survivors)
}

// HuntStack is a location's face-down stack; Tiles[N-1] is the face-up top.
type HuntStack struct {
	Tiles [10]int8 // hunt kind indices
	N     int8
}

// CityState is one city's search stack, its face-up search tiles and its
// face-up equipment.
type CityState struct {
	Stack [10]int8 // search tile kinds; Stack[N-1] is the top
	N     int8
	Out   [10]int8 // face-up tiles beside the stack (removed or drawn)
	NOut  int8
	Equip [3]int8 // face-up equipment kinds, -1 empty
}

// FreighterSlot is one slot of the Freighter (strength 3, 4, 5, 6).
type FreighterSlot struct {
	Occupant int8 // seat of the active hero on it, or -1
	Survivor bool // a survivor waits on the slot
}

// Event slot states.
const (
	EventFaceDown int8 = iota
	EventInPlay
	EventAverted
)

// Visit is the hero that is acting on its location this turn.
type Visit struct {
	Seat int8
	Hero int8
	Loc  Location
	AP   int8
	// Flags record what happened this visit: see the visit flag constants.
	Flags uint32
	// Taken counts tokens taken by spending AP this visit, by resource.
	Taken [NumResources]int8
	// Searches counts AP-paid searches; Free counts free extra searches.
	Searches, Free int8
}

// State is a whole game of Outlive. It is a flat value: copying it copies
// the game.
type State struct {
	// Machine holds the players, whether the game has been scored and the
	// decision stack; frames.go gives the meaning of each kind's arguments.
	frame.Machine
	Round     int8 // 0 during setup, then 1..6
	Start     int8 // start player seat
	Rng       engine.RNG
	P         [4]Player
	Stock     [NumLocations]int16 // resource stock at each location
	Algae     bool                // the algae marker is on its active side
	Hunt      [NumHunts]HuntStack
	City      [NumCities]CityState
	EqDeck    [64]int8 // face-down equipment pile; top is EqDeck[EqN-1]
	EqN       int8
	EqDiscard [64]int8
	EqDN      int8
	Freighter [4]FreighterSlot
	// FreighterTaken is set once a hero reached the Freighter this round.
	FreighterTaken bool
	Events         [6]int8 // event kind in each slot
	EventState     [6]int8
	// LeaderPool and RoomPool are the undealt leaders and advanced rooms.
	LeaderPool [16]int8
	LeaderN    int8
	RoomPool   [48]int8
	RoomN      int8
	// DayTurn is the seat whose turn it is to move a hero.
	DayTurn int8
	Visit   Visit
}
