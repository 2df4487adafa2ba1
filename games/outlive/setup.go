package outlive

import (
	"math/bits"
	"slices"
	"strconv"

	"wasteland/engine"
)

// Setup (shared/rules/outlive.md section 4 and 12).
//
// fSetupDeal deals everything; then, step by step and in seat order 0..N-1:
// every seat keeps 1 of its 2 leaders (secret until all have chosen; then the
// leaders are revealed, their starting goods handed out, and Mary
// Koolpepper's player draws her search tiles), every seat returns 2 of its 6
// advanced rooms (the kept 4 are revealed when all seats are done), every
// seat builds 1 room for free or not and places its 4 starting survivors,
// every seat places its heroes, and fSetupEnd gives the start player marker
// to the oldest leader.
//
// Hidden information during setup: LeaderDraw and RoomDraw are a seat's own
// secrets. A seat's pick is kept in LeaderDraw[0] (the other entry becomes
// -1) and Leader stays -1 for every seat until all have picked, so Leader
// never holds a secret. Rooms[3..6] stay empty until every seat has returned
// its 2 rooms, so Rooms never holds a secret. MaryDraw is Mary's secret.

// Setup action verbs.
const (
	verbSetupLeader uint8 = iota + 1
	verbSetupReturn
	verbSetupBuild
	verbSetupPass
	verbSetupAirlock
	verbSetupRoom
	verbSetupDraw
	verbSetupDiscard
	verbSetupHero
)

// Setup events.
type (
	// SetupDealt is the public summary of the deal (OL-SETUP-12..16).
	SetupDealt struct {
		Players       int         `json:"players"`
		EventsDealt   int         `json:"events_face_down"`
		EquipmentPile int         `json:"equipment_pile"`
		HuntStacks    []HuntDealt `json:"hunt_stacks"`
		CityStacks    []CityDealt `json:"city_stacks"`
		TilesReturned int         `json:"hunt_tiles_returned_unseen"`
		// LeadersUndealt and RoomsUndealt are the face-down piles of
		// leaders and advanced rooms left after the deal.
		LeadersUndealt int `json:"leaders_undealt"`
		RoomsUndealt   int `json:"rooms_undealt"`
	}
	// HuntDealt is one hunting stack as dealt: its size and face-up top.
	HuntDealt struct {
		Location  string `json:"location"`
		Tiles     int    `json:"tiles"`
		TopKind   int    `json:"top_kind"`
		Endurance int    `json:"top_endurance"`
	}
	// CityDealt is one city's face-down search stack as dealt.
	CityDealt struct {
		Location string `json:"location"`
		Tiles    int    `json:"tiles"`
	}
	// SetupDrawn tells a seat, privately, the leaders and rooms it drew (OL-SETUP-3).
	SetupDrawn struct {
		Seat    int      `json:"seat"`
		Leaders []string `json:"leaders"`
		Rooms   []string `json:"rooms"`
	}
	// LeaderChosen tells a seat, privately, which leader it kept (OL-SETUP-7).
	LeaderChosen struct {
		Seat      int    `json:"seat"`
		Leader    string `json:"leader"`
		Discarded string `json:"discarded"`
	}
	// SeatDecided says publicly that a seat made a secret setup choice.
	SeatDecided struct {
		Seat int `json:"seat"`
		// Count is how many such choices the seat has made in this step.
		Count int `json:"count"`
	}
	// LeadersRevealed shows every seat's leader once all have chosen.
	LeadersRevealed struct {
		Leaders []LeaderStart `json:"leaders"`
		// PileLeft is the equipment pile's size once the starting tiles are out.
		PileLeft int `json:"pile_left"`
	}
	// LeaderStart is one seat's leader and what it brings (OL-SETUP-7, OL-SETUP-10).
	LeaderStart struct {
		Seat      int            `json:"seat"`
		Leader    string         `json:"leader"`
		Age       int            `json:"age"`
		Locations []string       `json:"locations"`
		Resources map[string]int `json:"resources"`
		Equipment string         `json:"broken_equipment"`
	}
	// RoomReturned tells a seat, privately, which room it returned to the box (OL-SETUP-4).
	RoomReturned struct {
		Seat int      `json:"seat"`
		Room string   `json:"room"`
		Left []string `json:"left"`
	}
	// RoomsRevealed shows every seat's 4 kept advanced rooms, in slots 3..6.
	RoomsRevealed struct {
		Bunkers []KeptRooms `json:"bunkers"`
	}
	// KeptRooms is one seat's kept advanced rooms, by slot 3..6.
	KeptRooms struct {
		Seat  int      `json:"seat"`
		Rooms []string `json:"rooms"`
	}
	// FreeBuild is a seat's free room at setup (OL-SETUP-5); Slot -1 means it passed.
	FreeBuild struct {
		Seat int    `json:"seat"`
		Slot int    `json:"slot"`
		Room string `json:"room,omitempty"`
	}
	// LeaderSearchDraw says publicly from which city Mary's player drew a tile.
	LeaderSearchDraw struct {
		Seat int    `json:"seat"`
		City string `json:"city"`
		N    int    `json:"n"`
	}
	// LeaderSearchTile tells Mary's player, privately, the tile drawn or discarded.
	LeaderSearchTile struct {
		Seat int    `json:"seat"`
		City string `json:"city"`
		N    int    `json:"n"`
		Tile string `json:"tile"`
	}
	// LeaderSearchKept shows the tiles Mary's player kept and what they gave (OL-LEADER-MARY).
	LeaderSearchKept struct {
		Seat      int            `json:"seat"`
		Tiles     []string       `json:"tiles"`
		Resources map[string]int `json:"resources"`
		// Returned counts the tiles put back on each city's stack.
		Returned map[string]int `json:"returned"`
	}
	// HeroPlaced is a hero set on a starting location (OL-SETUP-9).
	HeroPlaced struct {
		Seat     int    `json:"seat"`
		Hero     string `json:"hero"`
		Location string `json:"location"`
	}
	// StartPlayer is the start player marker given at setup (OL-SETUP-11).
	StartPlayer struct {
		Seat   int    `json:"seat"`
		Leader string `json:"leader"`
		Age    int    `json:"age"`
	}
)

func init() {
	register(fSetupDeal, frameKind{Name: "setup-deal", Run: runSetupDeal})
	register(fChooseLeader, frameKind{
		Name: "choose-leader", Prompt: "choose-leader",
		Legal:  legalChooseLeader,
		Option: optionChooseLeader,
		Apply:  applyChooseLeader,
	})
	register(fReturnRoom, frameKind{
		Name: "return-room", Prompt: "return-room",
		Legal:  legalReturnRoom,
		Option: optionReturnRoom,
		Apply:  applyReturnRoom,
	})
	register(fFreeBuild, frameKind{
		Name: "free-build", Prompt: "free-build",
		Legal:  legalFreeBuild,
		Option: optionFreeBuild,
		Apply:  applyFreeBuild,
	})
	register(fStartSurvivor, frameKind{
		Name: "start-survivor", Prompt: "place-start-survivor",
		Legal:  legalStartSurvivor,
		Option: optionStartSurvivor,
		Apply:  applyStartSurvivor,
	})
	register(fMaryDraw, frameKind{
		Name: "leader-search-draw", Prompt: "leader-search-draw",
		Legal:  legalMaryDraw,
		Option: optionMaryDraw,
		Apply:  applyMaryDraw,
	})
	register(fMaryDiscard, frameKind{
		Name: "leader-search-discard", Prompt: "leader-search-discard",
		Legal:  legalMaryDiscard,
		Option: optionMaryDiscard,
		Apply:  applyMaryDiscard,
	})
	register(fPlaceHero, frameKind{
		Name: "place-hero", Prompt: "place-hero",
		Legal:  legalPlaceHero,
		Option: optionPlaceHero,
		Apply:  applyPlaceHero,
	})
	register(fPlaceHeroAt, frameKind{
		Name: "place-hero-at", Prompt: "place-hero-where",
		Legal:  legalPlaceHeroAt,
		Option: optionPlaceHeroAt,
		Apply:  applyPlaceHeroAt,
	})
	register(fSetupEnd, frameKind{Name: "setup-end", Run: runSetupEnd})
}

// runSetupDeal deals leaders, rooms, events, equipment, hunting and search
// stacks, and pushes the setup decisions.
func runSetupDeal(s *State, f Frame, rec *engine.Recorder) {
	n := int(s.N)
	// OL-SETUP-1, OL-SETUP-2: radiation 0, standard rooms unfinished, no
	// advanced room yet, heroes not on the board.
	for i := 0; i < n; i++ {
		p := &s.P[i]
		p.Leader = -1
		p.Rad = 0
		for j := range p.Rooms {
			p.Rooms[j] = Room{Kind: -1}
		}
		for j, k := range Rules.StandardRooms {
			p.Rooms[j].Kind = k
		}
		p.roomsChanged()
		for h := range p.Heroes {
			p.Heroes[h] = Hero{Loc: -1}
		}
		for j := range p.MaryDraw {
			p.MaryDraw[j] = -1
		}
	}
	// OL-SETUP-3, OL-LEADER-1: 2 random leaders each; the rest stay undealt.
	s.LeaderN = int8(len(Rules.Leaders))
	for i := range Rules.Leaders {
		s.LeaderPool[i] = int8(i)
	}
	engine.Shuffle(&s.Rng, s.LeaderPool[:s.LeaderN])
	for i := 0; i < n; i++ {
		for j := range s.P[i].LeaderDraw {
			s.LeaderN--
			s.P[i].LeaderDraw[j] = s.LeaderPool[s.LeaderN]
		}
	}
	// OL-SETUP-3: 6 random advanced rooms each.
	s.RoomN = int8(len(Rules.AdvancedDeck))
	copy(s.RoomPool[:], Rules.AdvancedDeck)
	engine.Shuffle(&s.Rng, s.RoomPool[:s.RoomN])
	for i := 0; i < n; i++ {
		for j := range s.P[i].RoomDraw {
			s.RoomN--
			s.P[i].RoomDraw[j] = s.RoomPool[s.RoomN]
		}
	}
	// OL-SETUP-12: 6 random events face down.
	var evs [16]int8
	ne := len(Rules.Events)
	for i := 0; i < ne; i++ {
		evs[i] = int8(i)
	}
	engine.Shuffle(&s.Rng, evs[:ne])
	for i := range s.Events {
		s.Events[i] = evs[i]
		s.EventState[i] = EventFaceDown
	}
	// OL-SETUP-13: the equipment pile.
	s.EqN = int8(len(Rules.EquipmentDeck))
	copy(s.EqDeck[:], Rules.EquipmentDeck)
	engine.Shuffle(&s.Rng, s.EqDeck[:s.EqN])
	s.EqDN = 0
	// OL-SETUP-14: all hunting tiles shuffled, 3 stacks dealt, the rest
	// returned unseen.
	var tiles [64]int8
	nt := 0
	for k, hk := range Rules.HuntKinds {
		for c := 0; c < hk.Count; c++ {
			tiles[nt] = int8(k)
			nt++
		}
	}
	engine.Shuffle(&s.Rng, tiles[:nt])
	size := Rules.HuntStack[n-2]
	next := 0
	for h := range s.Hunt {
		st := &s.Hunt[h]
		*st = HuntStack{N: int8(size)}
		copy(st.Tiles[:size], tiles[next:next+size])
		next += size
	}
	// OL-SETUP-15: each city's 10 search tiles shuffled face down.
	for c := range s.City {
		cs := &s.City[c]
		*cs = CityState{N: int8(len(Rules.SearchTiles)), Equip: [3]int8{-1, -1, -1}}
		copy(cs.Stack[:], Rules.SearchTiles)
		engine.Shuffle(&s.Rng, cs.Stack[:cs.N])
	}
	// OL-SETUP-16: the algae marker lies at the Military Base; the board's
	// locations are stocked by the first Dawn (OL-SETUP-17).
	s.Algae = true
	s.Stock = [NumLocations]int16{}
	for i := range s.Freighter {
		s.Freighter[i] = FreighterSlot{Occupant: -1}
	}
	s.FreighterTaken = false
	s.Round = 0
	if rec.On() {
		d := SetupDealt{Players: n, EventsDealt: len(s.Events), EquipmentPile: int(s.EqN), TilesReturned: nt - next,
			LeadersUndealt: int(s.LeaderN), RoomsUndealt: int(s.RoomN)}
		for l := Location(0); l < NumLocations; l++ {
			info := &Rules.Locations[l]
			if info.Hunt >= 0 {
				st := &s.Hunt[info.Hunt]
				top := st.Tiles[st.N-1]
				d.HuntStacks = append(d.HuntStacks, HuntDealt{Location: info.ID, Tiles: int(st.N), TopKind: int(top), Endurance: Rules.HuntKinds[top].Endurance})
			}
			if info.CityIndex >= 0 {
				d.CityStacks = append(d.CityStacks, CityDealt{Location: info.ID, Tiles: int(s.City[info.CityIndex].N)})
			}
		}
		rec.Emit(engine.Event{Type: "setup-dealt", To: engine.Public, Data: d, Reveals: true, Rules: []string{"OL-SETUP-12", "OL-SETUP-13", "OL-SETUP-14", "OL-SETUP-15", "OL-SETUP-16"}})
		for i := 0; i < n; i++ {
			p := &s.P[i]
			sd := SetupDrawn{Seat: i}
			for _, l := range p.LeaderDraw {
				sd.Leaders = append(sd.Leaders, Rules.Leaders[l].ID)
			}
			for _, r := range p.RoomDraw {
				sd.Rooms = append(sd.Rooms, Rules.Rooms[r].ID)
			}
			rec.Emit(engine.Event{Type: "setup-drawn", To: engine.Seat(i), Data: sd, Reveals: true, Rules: []string{"OL-SETUP-3"}})
		}
	}
	s.PushAll(
		Frame{Kind: fChooseLeader},
		returnRoomArgs{}.frame(0),
		Frame{Kind: fFreeBuild},
		Frame{Kind: fPlaceHero},
		Frame{Kind: fSetupEnd},
	)
}

func legalChooseLeader(s *State, f *Frame, dst []engine.Action) []engine.Action {
	for i, l := range s.P[f.Seat].LeaderDraw {
		if l >= 0 {
			dst = append(dst, act(verbSetupLeader, i, 0, 0))
		}
	}
	return dst
}

func optionChooseLeader(s *State, f *Frame, a engine.Action) engine.Option {
	_, i, _, _ := unact(a)
	l := &Rules.Leaders[s.P[f.Seat].LeaderDraw[i]]
	return opt("leader:"+l.ID, "Keep "+l.Name+" (age "+strconv.Itoa(l.Age)+")", "leader", l.ID)
}

// applyChooseLeader keeps one leader in LeaderDraw[0] and puts the other back
// in the pool; after the last seat, the leaders are revealed.
func applyChooseLeader(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	_, i, _, _ := unact(a)
	kept, other := p.LeaderDraw[i], p.LeaderDraw[1-i]
	p.LeaderDraw = [2]int8{kept, -1}
	s.LeaderPool[s.LeaderN] = other
	s.LeaderN++
	if rec.On() {
		rec.Emit(engine.Event{Type: "leader-chosen", To: engine.Seat(seat), Data: LeaderChosen{Seat: seat, Leader: Rules.Leaders[kept].ID, Discarded: Rules.Leaders[other].ID}, Rules: []string{"OL-SETUP-7"}})
		rec.Public("leader-picked", SeatDecided{Seat: seat, Count: 1}, "OL-SETUP-7")
	}
	if seat+1 < int(s.N) {
		f.Seat++
		return
	}
	s.Pop()
	s.revealLeaders(rec)
}

// revealLeaders turns every seat's pick face up and hands out the starting
// resources and the broken starting equipment (OL-SETUP-7, OL-SETUP-10); the
// equipment tile is taken out of the pile. Mary Koolpepper's player then
// draws her search tiles (OL-LEADER-MARY).
func (s *State) revealLeaders(rec *engine.Recorder) {
	n := int(s.N)
	var ev LeadersRevealed
	for i := 0; i < n; i++ {
		p := &s.P[i]
		p.Leader = p.LeaderDraw[0]
		l := &Rules.Leaders[p.Leader]
		for r, v := range l.Resources {
			p.Res[r] += v
		}
		p.Broken |= 1 << uint(l.Equipment)
		s.removeFromPile(l.Equipment)
		if rec.On() {
			ls := LeaderStart{Seat: i, Leader: l.ID, Age: l.Age, Resources: resourceCounts(l.Resources), Equipment: Rules.Equipment[l.Equipment].ID}
			for _, loc := range l.Locations {
				ls.Locations = append(ls.Locations, Rules.Locations[loc].ID)
			}
			ev.Leaders = append(ev.Leaders, ls)
		}
	}
	if rec.On() {
		ev.PileLeft = int(s.EqN)
		rec.Emit(engine.Event{Type: "leaders-revealed", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-SETUP-7", "OL-SETUP-10"}})
	}
	for i := n - 1; i >= 0; i-- {
		if Rules.Leaders[s.P[i].Leader].SearchDraw > 0 {
			s.Push(leaderSearchArgs{}.frame(fMaryDraw, i))
		}
	}
}

// removeFromPile removes one tile of kind k from the face-down equipment pile.
func (s *State) removeFromPile(k int8) {
	for i := 0; i < int(s.EqN); i++ {
		if s.EqDeck[i] == k {
			copy(s.EqDeck[i:s.EqN-1], s.EqDeck[i+1:s.EqN])
			s.EqN--
			return
		}
	}
}

// resourceCounts lists the non-zero entries of st by resource id, for events.
func resourceCounts(st Stock) map[string]int {
	m := map[string]int{}
	for r, v := range st {
		if v != 0 {
			m[Resource(r).String()] = int(v)
		}
	}
	return m
}

// legalReturnRoom offers each distinct room kind still in the seat's draw.
func legalReturnRoom(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	for i, r := range p.RoomDraw {
		if r >= 0 && slices.Index(p.RoomDraw[:i], r) < 0 {
			dst = append(dst, act(verbSetupReturn, i, 0, 0))
		}
	}
	return dst
}

func optionReturnRoom(s *State, f *Frame, a engine.Action) engine.Option {
	_, i, _, _ := unact(a)
	r := &Rules.Rooms[s.P[f.Seat].RoomDraw[i]]
	return opt("return-room:"+r.ID, "Return "+r.Name+" to the box", "room", r.ID)
}

// applyReturnRoom returns one drawn room to the box; after a seat's second
// return the next seat returns, and after the last seat every bunker's kept
// rooms are revealed in slots 3..6 (OL-SETUP-4).
func applyReturnRoom(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	_, i, _, _ := unact(a)
	r := p.RoomDraw[i]
	p.RoomDraw[i] = -1
	s.RoomPool[s.RoomN] = r
	s.RoomN++
	returned := returnRoomOf(f).returned + 1
	*f = returnRoomArgs{returned: returned}.frame(seat)
	if rec.On() {
		ev := RoomReturned{Seat: seat, Room: Rules.Rooms[r].ID, Left: []string{}}
		for _, x := range p.RoomDraw {
			if x >= 0 {
				ev.Left = append(ev.Left, Rules.Rooms[x].ID)
			}
		}
		rec.Emit(engine.Event{Type: "room-returned", To: engine.Seat(seat), Data: ev, Rules: []string{"OL-SETUP-4"}})
		rec.Public("room-returned-secretly", SeatDecided{Seat: seat, Count: returned}, "OL-SETUP-4")
	}
	if returned < len(p.RoomDraw)-(NumRooms-len(Rules.StandardRooms)) {
		return
	}
	if seat+1 < int(s.N) {
		*f = returnRoomArgs{}.frame(seat + 1)
		return
	}
	s.Pop()
	var ev RoomsRevealed
	for i := 0; i < int(s.N); i++ {
		p := &s.P[i]
		slot := len(Rules.StandardRooms)
		for _, x := range p.RoomDraw {
			if x >= 0 {
				p.Rooms[slot] = Room{Kind: x}
				slot++
			}
		}
		p.roomsChanged()
		if rec.On() {
			k := KeptRooms{Seat: i}
			for j := len(Rules.StandardRooms); j < NumRooms; j++ {
				k.Rooms = append(k.Rooms, Rules.Rooms[p.Rooms[j].Kind].ID)
			}
			ev.Bunkers = append(ev.Bunkers, k)
		}
	}
	if rec.On() {
		rec.Emit(engine.Event{Type: "rooms-revealed", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-SETUP-4"}})
	}
}

// legalFreeBuild offers every room of the bunker, and passing (OL-SETUP-5).
func legalFreeBuild(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	for i := range p.Rooms {
		if p.Rooms[i].Kind >= 0 && !p.Rooms[i].Built {
			dst = append(dst, act(verbSetupBuild, i, 0, 0))
		}
	}
	return append(dst, act(verbSetupPass, 0, 0, 0))
}

func optionFreeBuild(s *State, f *Frame, a engine.Action) engine.Option {
	v, i, _, _ := unact(a)
	if v == verbSetupPass {
		return opt("pass", "Build no room")
	}
	r := &Rules.Rooms[s.P[f.Seat].Rooms[i].Kind]
	return opt("build:"+strconv.Itoa(i), "Build "+r.Name+" for free ("+strconv.Itoa(r.Slots)+" slots)", "slot", strconv.Itoa(i), "room", r.ID)
}

// applyFreeBuild builds the chosen room and turns the frame into the seat's
// starting survivor placement (OL-SETUP-6).
func applyFreeBuild(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	v, i, _, _ := unact(a)
	ev := FreeBuild{Seat: seat, Slot: -1}
	if v == verbSetupBuild {
		s.P[seat].Rooms[i].Built = true
		s.P[seat].roomsChanged()
		ev.Slot = i
		if rec.On() {
			ev.Room = Rules.Rooms[s.P[seat].Rooms[i].Kind].ID
		}
	}
	if rec.On() {
		rec.Public("free-build", ev, "OL-SETUP-5")
	}
	*f = startSurvivorArgs{left: 4}.frame(seat)
}

// legalStartSurvivor offers the airlock and the free slots of built rooms.
func legalStartSurvivor(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	if int(p.Airlock) < airlockCap() {
		dst = append(dst, act(verbSetupAirlock, 0, 0, 0))
	}
	for m := p.rooms().spaceSlots; m != 0; m &= m - 1 {
		dst = append(dst, act(verbSetupRoom, bits.TrailingZeros8(m), 0, 0))
	}
	return dst
}

func optionStartSurvivor(s *State, f *Frame, a engine.Action) engine.Option {
	v, i, _, _ := unact(a)
	if v == verbSetupAirlock {
		return spotOption(s, int(f.Seat), "place", "Place a starting survivor in", act(verbAirlock, 0, 0, 0))
	}
	return spotOption(s, int(f.Seat), "place", "Place a starting survivor in", act(verbRoom, i, 0, 0))
}

// applyStartSurvivor places one of the 4 starting survivors; after the last,
// the next seat builds (OL-SETUP-6).
func applyStartSurvivor(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	v, i, _, _ := unact(a)
	if v == verbSetupAirlock {
		p.Airlock++
	} else {
		p.Rooms[i].Survivors++
		p.roomsChanged()
	}
	if rec.On() {
		to := "airlock"
		if v == verbSetupRoom {
			to = "room:" + strconv.Itoa(i)
		}
		rec.Public("survivor-placed", SurvivorPlaced{Seat: seat, To: to, AirlockSpot: spotOf(v == verbSetupAirlock, true, p.Airlock)}, "OL-SETUP-6", "OL-LOC-FRT-5")
	}
	if left := startSurvivorOf(f).left - 1; left > 0 {
		*f = startSurvivorArgs{left: left}.frame(seat)
		return
	}
	if seat+1 < int(s.N) {
		*f = Frame{Kind: fFreeBuild, Seat: int8(seat + 1)}
		return
	}
	s.Pop()
}

// legalMaryDraw offers each city whose stack has a tile (OL-LEADER-MARY).
func legalMaryDraw(s *State, f *Frame, dst []engine.Action) []engine.Action {
	for c := range s.City {
		if s.City[c].N > 0 {
			dst = append(dst, act(verbSetupDraw, c, 0, 0))
		}
	}
	return dst
}

// cityLocs is the location of each city.
var cityLocs = func() (out [NumCities]Location) {
	for l := range Rules.Locations {
		if c := Rules.Locations[l].CityIndex; c >= 0 {
			out[c] = Location(l)
		}
	}
	return out
}()

func optionMaryDraw(s *State, f *Frame, a engine.Action) engine.Option {
	_, c, _, _ := unact(a)
	info := &Rules.Locations[cityLocs[c]]
	return opt("draw:"+info.ID, "Draw a search tile at "+info.Name, "city", info.ID)
}

// applyMaryDraw draws the top search tile of the chosen city into MaryDraw,
// noting its city in the frame (leaderSearchArgs).
func applyMaryDraw(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	_, c, _, _ := unact(a)
	cs := &s.City[c]
	cs.N--
	tile := cs.Stack[cs.N]
	args := leaderSearchOf(f)
	n := args.drawn
	p.MaryDraw[n] = tile
	if c == 1 {
		args.cities |= 1 << uint(n)
	}
	args.drawn++
	kind := fMaryDraw
	if args.drawn >= Rules.Leaders[p.Leader].SearchDraw {
		kind = fMaryDiscard
	}
	*f = args.frame(kind, seat)
	if rec.On() {
		city := Rules.Locations[cityLocs[c]].ID
		rec.Public("leader-search-draw", LeaderSearchDraw{Seat: seat, City: city, N: n + 1}, "OL-LEADER-MARY")
		rec.Emit(engine.Event{Type: "leader-search-tile", To: engine.Seat(seat), Data: LeaderSearchTile{Seat: seat, City: city, N: n + 1, Tile: searchNames[tile]}, Reveals: true, Rules: []string{"OL-LEADER-MARY"}})
	}
}

// drawCity is the city that drawn tile i came from, per the frame's city mask.
func drawCity(mask uint8, i int) int { return int(mask>>uint(i)) & 1 }

// legalMaryDiscard offers each drawn tile not yet discarded.
func legalMaryDiscard(s *State, f *Frame, dst []engine.Action) []engine.Action {
	args := leaderSearchOf(f)
	for i := 0; i < args.drawn; i++ {
		if args.discarded&(1<<uint(i)) == 0 {
			dst = append(dst, act(verbSetupDiscard, i, 0, 0))
		}
	}
	return dst
}

// optionMaryDiscard names the tile by its draw number only: its kind is
// known to the deciding seat from its private events.
func optionMaryDiscard(s *State, f *Frame, a engine.Action) engine.Option {
	_, i, _, _ := unact(a)
	c := drawCity(leaderSearchOf(f).cities, i)
	return opt("discard:"+strconv.Itoa(i+1), "Discard drawn tile "+strconv.Itoa(i+1)+" (from "+Rules.Locations[cityLocs[c]].Name+")", "n", strconv.Itoa(i+1))
}

// applyMaryDiscard discards one drawn tile; once only the kept number is
// left, the player gains the kept tiles' resources (an algae capsule lowers
// radiation by 1) and all tiles go back on their stacks (OL-LEADER-MARY).
func applyMaryDiscard(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	_, i, _, _ := unact(a)
	args := leaderSearchOf(f)
	args.discarded |= 1 << uint(i)
	f.SetArgs(args.args())
	drawn := args.drawn
	discarded := bits.OnesCount8(args.discarded)
	if rec.On() {
		c := drawCity(args.cities, i)
		rec.Emit(engine.Event{Type: "leader-search-discarded", To: engine.Seat(seat), Data: LeaderSearchTile{Seat: seat, City: Rules.Locations[cityLocs[c]].ID, N: i + 1, Tile: searchNames[p.MaryDraw[i]]}, Rules: []string{"OL-LEADER-MARY"}})
	}
	if drawn-discarded > Rules.Leaders[p.Leader].SearchKeep {
		return
	}
	cityMask, discMask := args.cities, args.discarded
	s.Pop()
	var gained Stock
	algae := 0
	var ev LeaderSearchKept
	if rec.On() {
		ev = LeaderSearchKept{Seat: seat, Returned: map[string]int{}}
	}
	for j := 0; j < drawn; j++ {
		tile := p.MaryDraw[j]
		if discMask&(1<<uint(j)) != 0 {
			continue
		}
		if r, ok := searchGain(tile); ok {
			gained[r]++
		} else if tile == SearchAlgae {
			algae++
		}
		if rec.On() {
			ev.Tiles = append(ev.Tiles, searchNames[tile])
		}
	}
	// The last drawn goes back first, so each stack is as it was.
	for j := drawn - 1; j >= 0; j-- {
		c := drawCity(cityMask, j)
		cs := &s.City[c]
		cs.Stack[cs.N] = p.MaryDraw[j]
		cs.N++
		p.MaryDraw[j] = -1
		if rec.On() {
			ev.Returned[Rules.Locations[cityLocs[c]].ID]++
		}
	}
	for r, v := range gained {
		p.Res[r] += v
	}
	if rec.On() {
		ev.Resources = resourceCounts(gained)
		rec.Emit(engine.Event{Type: "leader-search-kept", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-LEADER-MARY"}})
	}
	// One radiation step per capsule, as each search draw gives.
	for ; algae > 0; algae-- {
		s.decontaminate(seat, 1, "algae-capsule", rec)
	}
}

// searchGain is the resource a search tile gives; algae capsules and
// empty cupboards give none.
func searchGain(tile int8) (Resource, bool) {
	switch tile {
	case SearchWood:
		return Wood, true
	case SearchMetal:
		return Metal, true
	case SearchElectronics:
		return Electronics, true
	case SearchWater:
		return Water, true
	case SearchCans:
		return Cans, true
	case SearchAmmo:
		return Ammo, true
	}
	return 0, false
}

// Placing a hero is two steps: fPlaceHero chooses the hero, fPlaceHeroAt
// its location, unless one location is left. Unplaced heroes of equal
// strength are alike in every respect (OL-OVR-2), so the first step offers
// one of them: the one with the lowest index.

// legalPlaceHero offers each strength among the unplaced heroes, strongest
// first, while the leader has a free starting location (OL-SETUP-9).
func legalPlaceHero(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	var offered uint8 // bit str: an unplaced hero of strength str is offered
	for h := range p.Heroes {
		if bit := uint8(1) << uint(HeroStrength[h]); p.Heroes[h].Loc < 0 && offered&bit == 0 {
			offered |= bit
			dst = append(dst, act(verbSetupHero, h, 0, 0))
		}
	}
	return dst
}

// freeStarts appends the starting locations of p's leader that hold none
// of p's heroes (OL-SETUP-9).
func (p *Player) freeStarts(dst []Location) []Location {
	for _, loc := range Rules.Leaders[p.Leader].Locations {
		if p.dayHeroAt(loc) < 0 {
			dst = append(dst, loc)
		}
	}
	return dst
}

// dayHeroAt returns the index of p's hero on loc, or -1.
func (p *Player) dayHeroAt(loc Location) int {
	h := &p.Heroes // written out: a loop costs twice as much here
	switch loc {
	case h[0].Loc:
		return 0
	case h[1].Loc:
		return 1
	case h[2].Loc:
		return 2
	case h[3].Loc:
		return 3
	}
	return -1
}

func optionPlaceHero(s *State, f *Frame, a engine.Action) engine.Option {
	p := &s.P[f.Seat]
	_, h, _, _ := unact(a)
	str := strconv.Itoa(int(HeroStrength[h]))
	var buf [NumHeroes]Location
	if free := p.freeStarts(buf[:0]); len(free) == 1 {
		info := &Rules.Locations[free[0]]
		return opt("hero:"+str, "Place the strength-"+str+" hero at "+info.Name, "hero", heroNames[h], "strength", str, "location", info.ID)
	}
	return opt("hero:"+str, "Place the strength-"+str+" hero, then choose where", "hero", heroNames[h], "strength", str)
}

// applyPlaceHero places the chosen hero at the one free starting location,
// or asks where.
func applyPlaceHero(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	_, h, _, _ := unact(a)
	var buf [NumHeroes]Location
	if free := s.P[seat].freeStarts(buf[:0]); len(free) == 1 {
		s.placeHero(f, h, free[0], rec)
		return
	}
	s.Push(placeHeroAtArgs{hero: h}.frame(seat))
}

// placeHero sets hero h of f's seat, idle, on loc; after the seat's fourth
// hero the next seat places, and after the last seat's the fPlaceHero
// frame f is done.
func (s *State) placeHero(f *Frame, h int, loc Location, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	p.Heroes[h] = Hero{Loc: loc}
	if rec.On() {
		rec.Public("hero-placed", HeroPlaced{Seat: seat, Hero: heroNames[h], Location: Rules.Locations[loc].ID}, "OL-SETUP-9")
	}
	if p.dayHeroAt(-1) >= 0 {
		return
	}
	if seat+1 < int(s.N) {
		f.Seat++
		return
	}
	s.Pop()
}

// legalPlaceHeroAt offers the free starting locations for the chosen hero.
func legalPlaceHeroAt(s *State, f *Frame, dst []engine.Action) []engine.Action {
	var buf [NumHeroes]Location
	for _, loc := range s.P[f.Seat].freeStarts(buf[:0]) {
		dst = append(dst, act(verbSetupHero, placeHeroAtOf(f).hero, int(loc), 0))
	}
	return dst
}

func optionPlaceHeroAt(s *State, f *Frame, a engine.Action) engine.Option {
	_, h, loc, _ := unact(a)
	info := &Rules.Locations[loc]
	return opt("place-hero:"+heroNames[h]+":"+info.ID, "Place the strength-"+strconv.Itoa(int(HeroStrength[h]))+" hero at "+info.Name, "hero", heroNames[h], "location", info.ID)
}

// applyPlaceHeroAt places the hero and returns to the fPlaceHero frame.
func applyPlaceHeroAt(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	_, h, loc, _ := unact(a)
	s.Pop()
	s.placeHero(s.Top(), h, Location(loc), rec)
}

// runSetupEnd gives the start player marker to the oldest leader's seat
// (OL-SETUP-11) and begins round 1.
func runSetupEnd(s *State, f Frame, rec *engine.Recorder) {
	best := 0
	for i := 1; i < int(s.N); i++ {
		if Rules.Leaders[s.P[i].Leader].Age > Rules.Leaders[s.P[best].Leader].Age {
			best = i
		}
	}
	s.Start = int8(best)
	if rec.On() {
		l := &Rules.Leaders[s.P[best].Leader]
		rec.Public("start-player", StartPlayer{Seat: best, Leader: l.ID, Age: l.Age}, "OL-SETUP-11")
	}
	s.Push(Frame{Kind: fRound})
}
