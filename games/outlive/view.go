package outlive

import (
	"math/bits"

	"wasteland/engine"
)

// View is what one seat (or a spectator) may see of a game of Outlive. It
// holds nothing hidden from that seat: face-down events, the order of stacks
// and other seats' undisclosed setup draws are left out.
type View struct {
	Seat    int  `json:"seat"` // -1 for a spectator
	Players int  `json:"players"`
	Round   int  `json:"round"`
	Start   int  `json:"start_player"`
	Over    bool `json:"over"`
	// Phase is the part of the game: "setup", "day" (dawn, events and the
	// heroes' moves and visits), "night" (the night steps) or "over".
	Phase string `json:"phase"`
	// ToMove and Prompt name the pending decision.
	ToMove int    `json:"to_move"`
	Prompt string `json:"prompt"`
	// Visit is the hero acting on its location, if any.
	Visit            *VisitView     `json:"visit,omitempty"`
	Locations        []LocationView `json:"locations"`
	Algae            bool           `json:"algae_active"`
	Events           []EventView    `json:"events"`
	RoundRadiation   [6]int         `json:"round_radiation"`
	EquipmentPile    int            `json:"equipment_pile"`
	EquipmentDiscard []string       `json:"equipment_discard"`
	Bunkers          []BunkerView   `json:"bunkers"`
	// Private is the viewing seat's own secrets; nil for a spectator.
	Private *PrivateView `json:"private,omitempty"`
}

// phase names the part of the game s is in (View.Phase): a round is day
// until its sunset has run (rule OL-ROUND-1: dawn, day, night).
func (s *State) phase() string {
	switch {
	case s.Done:
		return "over"
	case s.Round == 0:
		return "setup"
	}
	for i := range s.Depth {
		if s.Frames[i].Kind == fSunset {
			return "day"
		}
	}
	return "night"
}

// VisitView is the acting hero.
type VisitView struct {
	Seat     int    `json:"seat"`
	Hero     string `json:"hero"`
	Location string `json:"location"`
	AP       int    `json:"ap"`
}

// HeroView is a hero on a location.
type HeroView struct {
	Seat     int    `json:"seat"`
	Hero     string `json:"hero"`
	Strength int    `json:"strength"`
	Active   bool   `json:"active"`
}

// LocationView is one location of the ring, in ring order.
type LocationView struct {
	ID     string     `json:"id"`
	Name   string     `json:"name"`
	Heroes []HeroView `json:"heroes"`
	// Stock is the resource a location holds (resource locations only).
	Stock     string     `json:"stock,omitempty"`
	StockLeft int        `json:"stock_left,omitempty"`
	Hunt      *HuntView  `json:"hunt,omitempty"`
	City      *CityView  `json:"city,omitempty"`
	Freighter []SlotView `json:"freighter,omitempty"`
}

// HuntView is a hunting stack: its face-up top and how many tiles it holds.
type HuntView struct {
	Tiles int       `json:"tiles"`
	Top   *GameTile `json:"top,omitempty"`
}

// GameTile is a game (hunting) tile.
type GameTile struct {
	Endurance int `json:"endurance"`
	Meat      int `json:"meat"`
}

// CityView is a city's search stack size, face-up search tiles and equipment.
type CityView struct {
	StackSize int      `json:"stack_size"`
	FaceUp    []string `json:"face_up_search"`
	Equipment []string `json:"equipment"`
}

// SlotView is a Freighter slot.
type SlotView struct {
	Strength int  `json:"strength"`
	Cans     int  `json:"cans"`
	Occupant int  `json:"occupant"` // seat, or -1
	Survivor bool `json:"survivor"`
}

// EventView is one slot of the event board.
type EventView struct {
	Slot      int            `json:"slot"`
	State     string         `json:"state"` // face-down, in-play, averted
	ID        string         `json:"id,omitempty"`
	Name      string         `json:"name,omitempty"`
	Points    int            `json:"points,omitempty"`
	Avert     map[string]int `json:"avert,omitempty"`
	AvertedBy int            `json:"averted_by"` // seat, or -1
}

// BunkerView is one player's bunker, as everyone sees it.
type BunkerView struct {
	Seat int `json:"seat"`
	// Leader is empty while the leader is still secret.
	Leader        string         `json:"leader,omitempty"`
	Rooms         []RoomView     `json:"rooms"`
	Airlock       int            `json:"airlock"`
	AirlockRows   int            `json:"airlock_rows"`
	AirlockCap    int            `json:"airlock_capacity"`
	Resources     map[string]int `json:"resources"`
	Radiation     int            `json:"radiation"`
	Survivors     int            `json:"survivors"`
	Broken        []string       `json:"broken"`
	Repaired      []string       `json:"repaired"`
	UsedThisRound []string       `json:"used_this_round"`
	Averted       []string       `json:"averted"`
	Hunted        []int          `json:"hunted_by_kind"`
	Heroes        []HeroPlace    `json:"heroes"`
	// Night is the coming night's upkeep if nothing changes before it
	// (State.NightForecast), during the day once the bunker's rooms are
	// known to the viewer; nil otherwise.
	Night *NightForecast `json:"night_forecast,omitempty"`
}

// HeroPlace is where one of a player's heroes stands.
type HeroPlace struct {
	Hero     string `json:"hero"`
	Strength int    `json:"strength"`
	Location string `json:"location"`
	Active   bool   `json:"active"`
}

// RoomView is one room slot; ID is empty for a slot still secret or empty.
type RoomView struct {
	Slot      int      `json:"slot"`
	ID        string   `json:"id,omitempty"`
	Name      string   `json:"name,omitempty"`
	Standard  bool     `json:"standard"`
	Built     bool     `json:"built"`
	Survivors int      `json:"survivors"`
	Slots     int      `json:"slots"`
	Upkeep    int      `json:"upkeep"`
	Full      bool     `json:"full"`
	Abilities []string `json:"abilities,omitempty"`
}

// PrivateView is what only the viewing seat knows.
type PrivateView struct {
	LeaderDraw []string `json:"leader_draw,omitempty"`
	RoomDraw   []string `json:"room_draw,omitempty"`
	MaryDraw   []string `json:"mary_draw,omitempty"`
	// KnownSearch is a city's stack, top first, that the seat has looked at.
	KnownSearch map[string][]string `json:"known_search,omitempty"`
	// KnownHunt is a hunting stack, top first, that the seat has looked at.
	KnownHunt map[string][]GameTile `json:"known_hunt,omitempty"`
}

var eventStateNames = [3]string{"face-down", "in-play", "averted"}

// View returns what seat may see.
func (s *State) View(seat engine.Seat) any {
	v := &View{
		Seat: int(seat), Players: int(s.N), Round: int(s.Round), Start: int(s.Start), Over: s.Done,
		Phase: s.phase(), ToMove: int(s.ToMove()), Prompt: s.Prompt(), Algae: s.Algae, RoundRadiation: Rules.RadRounds,
		EquipmentPile: int(s.EqN), EquipmentDiscard: equipmentNames(s.EqDiscard[:s.EqDN]),
	}
	if !s.Done && s.Depth > 0 && isVisitPrompt(s.Top().Kind) {
		vi := s.Visit
		v.Visit = &VisitView{Seat: int(vi.Seat), Hero: heroNames[vi.Hero], Location: Rules.Locations[vi.Loc].ID, AP: int(vi.AP)}
	}
	// Every slice is made at its final size: a view is built for every
	// watcher after every move (the server's frames).
	v.Locations = make([]LocationView, NumLocations)
	for l := Location(0); l < NumLocations; l++ {
		v.Locations[l] = s.locationView(l)
	}
	v.Events = make([]EventView, 0, 6)
	for i := 0; i < 6; i++ {
		ev := EventView{Slot: i + 1, State: eventStateNames[s.EventState[i]], AvertedBy: -1}
		if s.EventState[i] != EventFaceDown {
			k := Rules.Events[s.Events[i]]
			ev.ID, ev.Name, ev.Points, ev.Avert = k.ID, k.Name, k.Points, stockMap(k.Avert, false)
			if s.EventState[i] == EventAverted {
				for p := 0; p < int(s.N); p++ {
					if s.P[p].Averted&(1<<uint(s.Events[i])) != 0 {
						ev.AvertedBy = p
					}
				}
			}
		}
		v.Events = append(v.Events, ev)
	}
	v.Bunkers = make([]BunkerView, s.N)
	rooms := make([]RoomView, int(s.N)*NumRooms)
	for p := 0; p < int(s.N); p++ {
		v.Bunkers[p] = s.bunkerView(p, int(seat), rooms[p*NumRooms:p*NumRooms:(p+1)*NumRooms])
	}
	if seat >= 0 && int(seat) < int(s.N) {
		v.Private = s.privateView(int(seat))
	}
	return v
}

func isVisitPrompt(k uint8) bool { return k == fAct || k == fHunt || k == fFreighterSlot }

func (s *State) locationView(l Location) LocationView {
	info := &Rules.Locations[l]
	here := 0
	for p := 0; p < int(s.N); p++ {
		for _, hero := range s.P[p].Heroes {
			if hero.Loc == l {
				here++
			}
		}
	}
	lv := LocationView{ID: info.ID, Name: info.Name, Heroes: make([]HeroView, 0, here)}
	for p := 0; p < int(s.N); p++ {
		for h, hero := range s.P[p].Heroes {
			if hero.Loc == l {
				lv.Heroes = append(lv.Heroes, HeroView{Seat: p, Hero: heroNames[h], Strength: int(HeroStrength[h]), Active: hero.Active})
			}
		}
	}
	if info.Stock >= 0 {
		lv.Stock, lv.StockLeft = info.Stock.String(), int(s.Stock[l])
	}
	if info.Hunt >= 0 {
		st := &s.Hunt[info.Hunt]
		hv := &HuntView{Tiles: int(st.N)}
		if st.N > 0 {
			hv.Top = gameTile(st.Tiles[st.N-1])
		}
		lv.Hunt = hv
	}
	if info.CityIndex >= 0 {
		c := &s.City[info.CityIndex]
		cv := &CityView{StackSize: int(c.N), FaceUp: searchNamesOf(c.Out[:c.NOut]), Equipment: make([]string, 0, len(c.Equip))}
		for _, k := range c.Equip {
			if k >= 0 {
				cv.Equipment = append(cv.Equipment, Rules.Equipment[k].ID)
			}
		}
		lv.City = cv
	}
	if l == Freighter {
		lv.Freighter = make([]SlotView, 0, len(s.Freighter))
		for i, sl := range s.Freighter {
			lv.Freighter = append(lv.Freighter, SlotView{Strength: i + 3, Cans: Rules.FreighterCans[i], Occupant: int(sl.Occupant), Survivor: sl.Survivor})
		}
	}
	return lv
}

func gameTile(kind int8) *GameTile {
	k := Rules.HuntKinds[kind]
	return &GameTile{Endurance: k.Endurance, Meat: k.Meat}
}

// leadersPublic reports whether every leader has been chosen, so that all
// are face up (OL-SETUP-7).
func (s *State) leadersPublic() bool {
	for p := 0; p < int(s.N); p++ {
		if s.P[p].Leader < 0 {
			return false
		}
	}
	return true
}

// roomsPublic reports whether every player has kept their 4 advanced rooms,
// which then lie face up (OL-SETUP-4).
func (s *State) roomsPublic() bool {
	for p := 0; p < int(s.N); p++ {
		for i := 3; i < NumRooms; i++ {
			if s.P[p].Rooms[i].Kind < 0 {
				return false
			}
		}
	}
	return true
}

// bunkerView is player p's bunker as seat sees it; its rooms are appended
// to rooms (empty, with room for NumRooms).
func (s *State) bunkerView(p, seat int, rooms []RoomView) BunkerView {
	pl := &s.P[p]
	own := p == seat
	b := BunkerView{
		Seat: p, Airlock: int(pl.Airlock), AirlockRows: pl.airlockRows(), AirlockCap: airlockCap(),
		Resources: stockMap(pl.Res, true), Radiation: int(pl.Rad), Survivors: pl.Survivors(),
		Broken: equipmentBits(pl.Broken), Repaired: equipmentBits(pl.Repaired), UsedThisRound: equipmentBits(pl.UsedEq),
		Averted: make([]string, 0, bits.OnesCount16(pl.Averted)), Hunted: make([]int, len(Rules.HuntKinds)), Rooms: rooms,
	}
	if pl.Leader >= 0 && (own || s.leadersPublic()) {
		b.Leader = Rules.Leaders[pl.Leader].ID
	}
	for e := range Rules.Events {
		if pl.Averted&(1<<uint(e)) != 0 {
			b.Averted = append(b.Averted, Rules.Events[e].ID)
		}
	}
	for k := range Rules.HuntKinds {
		b.Hunted[k] = int(pl.Hunted[k])
	}
	showRooms := own || s.roomsPublic()
	for i, r := range pl.Rooms {
		rv := RoomView{Slot: i, Built: r.Built, Survivors: int(r.Survivors)}
		if r.Kind >= 0 && (i < 3 || showRooms) {
			k := &Rules.Rooms[r.Kind]
			rv.ID, rv.Name, rv.Standard, rv.Slots, rv.Upkeep = k.ID, k.Name, k.Standard, k.Slots, k.Upkeep
			if len(k.Abilities) > 0 {
				rv.Abilities = make([]string, len(k.Abilities))
				for j, ab := range k.Abilities {
					rv.Abilities[j] = ab.String()
				}
			}
			rv.Full = pl.RoomFull(i)
		}
		b.Rooms = append(b.Rooms, rv)
	}
	if showRooms && !s.Done && s.Daytime() {
		nf := s.NightForecast(p)
		b.Night = &nf
	}
	placed := 0
	for _, hero := range pl.Heroes {
		if hero.Loc >= 0 {
			placed++
		}
	}
	if placed > 0 {
		b.Heroes = make([]HeroPlace, 0, placed)
	}
	for h, hero := range pl.Heroes {
		if hero.Loc >= 0 {
			b.Heroes = append(b.Heroes, HeroPlace{Hero: heroNames[h], Strength: int(HeroStrength[h]), Location: Rules.Locations[hero.Loc].ID, Active: hero.Active})
		}
	}
	return b
}

func (s *State) privateView(seat int) *PrivateView {
	pl := &s.P[seat]
	pv := &PrivateView{}
	if s.Round == 0 {
		for _, l := range pl.LeaderDraw {
			if l >= 0 {
				pv.LeaderDraw = append(pv.LeaderDraw, Rules.Leaders[l].ID)
			}
		}
		for _, r := range pl.RoomDraw {
			if r >= 0 {
				pv.RoomDraw = append(pv.RoomDraw, Rules.Rooms[r].ID)
			}
		}
		for _, t := range pl.MaryDraw {
			if t >= 0 {
				pv.MaryDraw = append(pv.MaryDraw, searchNames[t])
			}
		}
	}
	for c := 0; c < NumCities; c++ {
		if pl.Knows&(1<<uint(c)) != 0 {
			if pv.KnownSearch == nil {
				pv.KnownSearch = map[string][]string{}
			}
			st := &s.City[c]
			var order []string
			for i := int(st.N) - 1; i >= 0; i-- {
				order = append(order, searchNames[st.Stack[i]])
			}
			pv.KnownSearch[Rules.Locations[cityLocation(c)].ID] = order
		}
	}
	for h := 0; h < NumHunts; h++ {
		if pl.Knows&(1<<uint(4+h)) != 0 {
			if pv.KnownHunt == nil {
				pv.KnownHunt = map[string][]GameTile{}
			}
			st := &s.Hunt[h]
			order := []GameTile{}
			for i := int(st.N) - 1; i >= 0; i-- {
				order = append(order, *gameTile(st.Tiles[i]))
			}
			pv.KnownHunt[Rules.Locations[huntLocation(h)].ID] = order
		}
	}
	return pv
}

// huntLocation is the location of hunting stack h.
func huntLocation(h int) Location {
	for l := range Rules.Locations {
		if int(Rules.Locations[l].Hunt) == h {
			return Location(l)
		}
	}
	return -1
}

func stockMap(st Stock, all bool) map[string]int {
	m := map[string]int{}
	for r, n := range st {
		if n != 0 || all {
			m[Resource(r).String()] = int(n)
		}
	}
	return m
}

func equipmentBits(set uint32) []string {
	out := make([]string, 0, bits.OnesCount32(set))
	for k := range Rules.Equipment {
		if set&(1<<uint(k)) != 0 {
			out = append(out, Rules.Equipment[k].ID)
		}
	}
	return out
}

func equipmentNames(kinds []int8) []string {
	out := make([]string, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, Rules.Equipment[k].ID)
	}
	return out
}

func searchNamesOf(kinds []int8) []string {
	out := make([]string, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, searchNames[k])
	}
	return out
}
