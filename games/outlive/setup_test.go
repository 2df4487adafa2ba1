package outlive

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// sdNew starts a game of n players and returns its state, waiting on the
// first setup decision.
func sdNew(t *testing.T, n int, seed uint64) *State {
	t.Helper()
	st, err := Game{}.New(engine.Setup{Players: n, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// sdNewRec deals like Game.New, recording the deal's events.
func sdNewRec(t *testing.T, n int, seed uint64) (*State, []engine.Event) {
	t.Helper()
	s := &State{Machine: frame.Machine{N: int8(n)}, Rng: engine.NewRNG(seed)}
	var rec engine.Recorder
	s.Push(Frame{Kind: fSetupDeal})
	s.advance(&rec)
	if *s != *sdNew(t, n, seed) {
		t.Fatal("recorded deal differs from Game.New")
	}
	return s, rec.Events
}

// sdOpts lists the option ids of the pending decision, sorted.
func sdOpts(s *State) []string {
	d := engine.DecisionOf(s)
	ids := make([]string, len(d.Options))
	for i, o := range d.Options {
		ids[i] = o.ID
	}
	slices.Sort(ids)
	return ids
}

// sdDo plays option id for seat through the validated path.
func sdDo(t *testing.T, s *State, seat int, id string) []engine.Event {
	t.Helper()
	evs, err := engine.Apply(s, engine.Seat(seat), id)
	if err != nil {
		t.Fatalf("seat %d %s: %v (prompt %s, options %v)", seat, id, err, s.Prompt(), sdOpts(s))
	}
	sdCheck(t, s)
	return evs[1:] // the game's events, after the engine's decision event
}

// sdCheck runs Check on a copy of s whose frames owned by other areas,
// which may be unregistered in this worktree, are replaced by a registered kind.
func sdCheck(t *testing.T, s *State) {
	t.Helper()
	if s.Depth == 0 {
		return // a test ran its pushed frames to the end
	}
	c := *s
	for i := 0; i < int(c.Depth); i++ {
		if kinds[c.Frames[i].Kind] == nil {
			c.Frames[i].Kind = fSunset
		}
	}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
}

// sdFirst plays the first option (by id) of the pending decision.
func sdFirst(t *testing.T, s *State) []engine.Event {
	t.Helper()
	return sdDo(t, s, int(s.ToMove()), sdOpts(s)[0])
}

// sdEvent returns the first event of type typ in evs, or fails.
func sdEvent(t *testing.T, evs []engine.Event, typ string) engine.Event {
	t.Helper()
	for _, e := range evs {
		if e.Type == typ {
			return e
		}
	}
	t.Fatalf("no %s event in %v", typ, sdTypes(evs))
	return engine.Event{}
}

func sdTypes(evs []engine.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Type)
	}
	return out
}

// sdWant fails unless the pending decision is prompt for seat with exactly ids.
func sdWant(t *testing.T, s *State, seat int, prompt string, ids ...string) {
	t.Helper()
	if s.Prompt() != prompt || int(s.ToMove()) != seat {
		t.Fatalf("pending %s for seat %d, want %s for seat %d", s.Prompt(), s.ToMove(), prompt, seat)
	}
	got := sdOpts(s)
	want := slices.Clone(ids)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("%s options %v, want %v", prompt, got, want)
	}
}

func sdLeader(id string) int8 {
	for i, l := range Rules.Leaders {
		if l.ID == id {
			return int8(i)
		}
	}
	panic("no leader " + id)
}

// sdSetupTo plays the setup with first options until the pending prompt is
// prompt.
func sdSetupTo(t *testing.T, s *State, prompt string) {
	t.Helper()
	for s.Prompt() != prompt {
		sdFirst(t, s)
	}
}

// rule OL-SETUP-1, OL-SETUP-2, OL-SETUP-3, OL-SETUP-12, OL-SETUP-13, OL-SETUP-14, OL-SETUP-15, OL-SETUP-16, OL-SETUP-17, OL-LEADER-1, OL-RAD-1, OL-BUNKER-2
func TestSetupDeal(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := sdNew(t, n, uint64(n)*11)
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
		seenLeader := map[int8]bool{}
		roomCount := map[int8]int{}
		for i := 0; i < n; i++ {
			p := &s.P[i]
			if p.Rad != 0 || p.Leader != -1 {
				t.Errorf("seat %d: radiation %d leader %d", i, p.Rad, p.Leader)
			}
			for j := 0; j < 3; j++ {
				if p.Rooms[j].Kind != Rules.StandardRooms[j] || p.Rooms[j].Built || p.Rooms[j].Survivors != 0 {
					t.Errorf("seat %d slot %d: %+v, want standard unbuilt", i, j, p.Rooms[j])
				}
			}
			for j := 3; j < NumRooms; j++ {
				if p.Rooms[j].Kind != -1 {
					t.Errorf("seat %d slot %d holds a room before the returns", i, j)
				}
			}
			for _, l := range p.LeaderDraw {
				if l < 0 || seenLeader[l] {
					t.Errorf("seat %d drew leader %d twice or not at all", i, l)
				}
				seenLeader[l] = true
			}
			for _, r := range p.RoomDraw {
				if r < 0 || Rules.Rooms[r].Standard {
					t.Errorf("seat %d drew room %d", i, r)
				}
				roomCount[r]++
			}
			for _, h := range p.Heroes {
				if h.Loc != -1 || h.Active {
					t.Errorf("seat %d hero on the board before placement: %+v", i, h)
				}
			}
		}
		for l := 0; l < int(s.LeaderN); l++ {
			if seenLeader[s.LeaderPool[l]] {
				t.Errorf("leader %d both dealt and in the pool", s.LeaderPool[l])
			}
		}
		if int(s.LeaderN)+2*n != len(Rules.Leaders) || int(s.RoomN)+6*n != len(Rules.AdvancedDeck) {
			t.Errorf("pools: %d leaders, %d rooms left", s.LeaderN, s.RoomN)
		}
		for _, r := range s.RoomPool[:s.RoomN] {
			roomCount[r]++
		}
		for r, c := range roomCount {
			if want := slices.Index(Rules.AdvancedDeck, r); want < 0 || c != sdCount(Rules.AdvancedDeck, r) {
				t.Errorf("room %d: %d tiles", r, c)
			}
		}
		evSeen := map[int8]bool{}
		for i := range s.Events {
			if evSeen[s.Events[i]] || s.EventState[i] != EventFaceDown {
				t.Errorf("event slot %d: %d state %d", i, s.Events[i], s.EventState[i])
			}
			evSeen[s.Events[i]] = true
		}
		if int(s.EqN) != len(Rules.EquipmentDeck) || s.EqDN != 0 {
			t.Errorf("equipment pile %d discards %d", s.EqN, s.EqDN)
		}
		kinds := map[int8]int{}
		for h := range s.Hunt {
			if int(s.Hunt[h].N) != Rules.HuntStack[n-2] {
				t.Errorf("%d players: hunt stack %d has %d tiles", n, h, s.Hunt[h].N)
			}
			for _, k := range s.Hunt[h].Tiles[:s.Hunt[h].N] {
				kinds[k]++
			}
		}
		for k, c := range kinds {
			if c > Rules.HuntKinds[k].Count {
				t.Errorf("hunt kind %d dealt %d times", k, c)
			}
		}
		for c := range s.City {
			cs := &s.City[c]
			got := slices.Clone(cs.Stack[:cs.N])
			slices.Sort(got)
			want := slices.Clone(Rules.SearchTiles)
			slices.Sort(want)
			if !slices.Equal(got, want) || cs.NOut != 0 || cs.Equip != [3]int8{-1, -1, -1} {
				t.Errorf("city %d: %+v", c, cs)
			}
		}
		if !s.Algae || s.Stock != [NumLocations]int16{} || s.Round != 0 {
			t.Errorf("algae %v stock %v round %d", s.Algae, s.Stock, s.Round)
		}
		for _, f := range s.Freighter {
			if f.Occupant != -1 || f.Survivor {
				t.Errorf("freighter %+v before the first dawn", f)
			}
		}
		sdWant(t, s, 0, "choose-leader", "leader:"+Rules.Leaders[s.P[0].LeaderDraw[0]].ID, "leader:"+Rules.Leaders[s.P[0].LeaderDraw[1]].ID)
	}
}

// rule OL-SETUP-3, OL-SETUP-14, OL-LEADER-1
func TestSetupDealEvents(t *testing.T) {
	s, evs := sdNewRec(t, 3, 8)
	e := sdEvent(t, evs, "setup-dealt")
	d := e.Data.(SetupDealt)
	if e.To != engine.Public || !e.Reveals || len(d.HuntStacks) != 3 || len(d.CityStacks) != 2 || d.TilesReturned != 30-3*8 || d.EquipmentPile != 40 {
		t.Errorf("setup-dealt %+v", e)
	}
	for _, h := range d.HuntStacks {
		st := &s.Hunt[Rules.Locations[slices.IndexFunc(Rules.Locations[:], func(l LocationInfo) bool { return l.ID == h.Location })].Hunt]
		if h.Tiles != 8 || h.TopKind != int(st.Tiles[st.N-1]) {
			t.Errorf("hunt stack %+v", h)
		}
	}
	seen := 0
	for _, e := range evs {
		if e.Type != "setup-drawn" {
			continue
		}
		d := e.Data.(SetupDrawn)
		p := &s.P[d.Seat]
		if e.To != engine.Seat(d.Seat) || !e.Reveals || len(d.Leaders) != 2 || d.Leaders[1] != Rules.Leaders[p.LeaderDraw[1]].ID || len(d.Rooms) != 6 || d.Rooms[5] != Rules.Rooms[p.RoomDraw[5]].ID {
			t.Errorf("setup-drawn %+v", e)
		}
		seen++
	}
	if seen != 3 {
		t.Errorf("%d setup-drawn events", seen)
	}
}

func sdCount(xs []int8, x int8) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// rule OL-COMP-1, OL-COMP-2, OL-COMP-3, OL-OVR-2, OL-BUNKER-1
func TestSetupComponents(t *testing.T) {
	hunt := 0
	for _, k := range Rules.HuntKinds {
		hunt += k.Count
	}
	if hunt != 30 || len(Rules.Events) != 12 || len(Rules.Leaders) != 10 || 2*len(Rules.SearchTiles) != 20 ||
		len(Rules.EquipmentDeck) != 40 || 4*len(Rules.StandardRooms) != 12 || len(Rules.AdvancedDeck) != 38 {
		t.Errorf("components: %d hunt, %d events, %d leaders, %d search, %d equipment, %d standard, %d advanced",
			hunt, len(Rules.Events), len(Rules.Leaders), 2*len(Rules.SearchTiles), len(Rules.EquipmentDeck), 4*len(Rules.StandardRooms), len(Rules.AdvancedDeck))
	}
	s := sdNew(t, 4, 1)
	// 16 heroes, 4 per colour with strengths 5, 4, 3, 3; 6 event slots; 4 bunkers.
	if NumHeroes*len(s.P) != 16 || HeroStrength != [NumHeroes]int8{5, 4, 3, 3} || len(s.Events) != 6 {
		t.Errorf("heroes %v, event slots %d", HeroStrength, len(s.Events))
	}
	// A bunker: 7 depots (food, materials, ammo), airlock rows, radiation track.
	if len(s.P[0].Res) != int(NumResources) || airlockCap() != Rules.AirlockRows*Rules.AirlockPerRow || Rules.RadBest != 3 || Rules.RadWorst != -11 {
		t.Errorf("bunker: %d depots, airlock %d, radiation %d..%d", len(s.P[0].Res), airlockCap(), Rules.RadBest, Rules.RadWorst)
	}
	// OL-COMP-2: tokens are unlimited: a refill draws no supply down.
	s.Stock = [NumLocations]int16{}
	for i := 0; i < 50; i++ {
		s.P[0].Res[Cans] += 3
	}
	s.Push(Frame{Kind: fDawn})
	s.advance(nil)
	if s.Stock[Dam] != 11 || s.P[0].Res[Cans] != 150 {
		t.Errorf("supply looks limited: dam %d, cans %d", s.Stock[Dam], s.P[0].Res[Cans])
	}
}

// rule OL-SETUP-7, OL-SETUP-10, OL-LEADER-1, OL-BUNKER-3
func TestSetupChooseLeader(t *testing.T) {
	s := sdNew(t, 3, 5)
	for i := 0; i < 3; i++ {
		s.P[i].LeaderDraw = [2]int8{sdLeader([]string{"solen-livrich", "jacob-rowlett", "erin-mccarthy"}[i]), sdLeader([]string{"wilson-frye", "kooper-froste", "liza-valentine"}[i])}
	}
	pool := s.LeaderN
	sdWant(t, s, 0, "choose-leader", "leader:solen-livrich", "leader:wilson-frye")
	evs := sdDo(t, s, 0, "leader:solen-livrich")
	if s.P[0].Leader != -1 || s.P[0].LeaderDraw != [2]int8{sdLeader("solen-livrich"), -1} || s.LeaderN != pool+1 {
		t.Fatalf("after the pick: leader %d draw %v pool %d", s.P[0].Leader, s.P[0].LeaderDraw, s.LeaderN)
	}
	if e := sdEvent(t, evs, "leader-chosen"); e.To != 0 {
		t.Errorf("leader-chosen is for %d", e.To)
	}
	sdWant(t, s, 1, "choose-leader", "leader:jacob-rowlett", "leader:kooper-froste")
	sdDo(t, s, 1, "leader:kooper-froste")
	evs = sdDo(t, s, 2, "leader:erin-mccarthy")
	e := sdEvent(t, evs, "leaders-revealed")
	if e.To != engine.Public || !e.Reveals {
		t.Errorf("leaders-revealed: %+v", e)
	}
	want := []struct {
		leader string
		res    Stock
		eq     string
	}{
		{"solen-livrich", Stock{Cans: 2}, "grappling-hook"},
		{"kooper-froste", Stock{Ammo: 1, Wood: 2}, "axe"},
		{"erin-mccarthy", Stock{Water: 2}, "jerrycan"},
	}
	for i, w := range want {
		p := &s.P[i]
		if Rules.Leaders[p.Leader].ID != w.leader || p.Res != w.res || p.Broken != 1<<uint(Rules.EquipmentIndex(w.eq)) || p.Repaired != 0 {
			t.Errorf("seat %d: leader %s res %v broken %b", i, Rules.Leaders[p.Leader].ID, p.Res, p.Broken)
		}
		if p.canUse(Rules.EquipmentIndex(w.eq)) {
			t.Errorf("seat %d can use its broken starting equipment", i)
		}
	}
	if int(s.EqN) != len(Rules.EquipmentDeck)-3 {
		t.Errorf("equipment pile %d: the 3 starting tiles come out of it", s.EqN)
	}
	sdWant(t, s, 0, "return-room", sdReturnIDs(&s.P[0])...)
}

// rule OL-SETUP-4
func TestSetupReturnRooms(t *testing.T) {
	s := sdNew(t, 2, 9)
	sdSetupTo(t, s, "return-room")
	smoke := Rules.RoomIndex("smokehouse")
	cistern := Rules.RoomIndex("cistern")
	s.P[0].RoomDraw = [6]int8{smoke, smoke, cistern, Rules.RoomIndex("armory"), Rules.RoomIndex("dojo"), Rules.RoomIndex("nursery")}
	// Two copies of a kind give one option.
	sdWant(t, s, 0, "return-room", "return-room:smokehouse", "return-room:cistern", "return-room:armory", "return-room:dojo", "return-room:nursery")
	pool := s.RoomN
	evs := sdDo(t, s, 0, "return-room:smokehouse")
	if e := sdEvent(t, evs, "room-returned"); e.To != 0 {
		t.Errorf("room-returned goes to %d", e.To)
	}
	sdWant(t, s, 0, "return-room", "return-room:smokehouse", "return-room:cistern", "return-room:armory", "return-room:dojo", "return-room:nursery")
	sdDo(t, s, 0, "return-room:cistern")
	if s.RoomN != pool+2 || s.P[0].Rooms[3].Kind != -1 {
		t.Fatalf("pool %d, rooms %v", s.RoomN, s.P[0].Rooms)
	}
	sdWant(t, s, 1, "return-room", sdReturnIDs(&s.P[1])...)
	sdFirst(t, s)
	evs = sdFirst(t, s)
	e := sdEvent(t, evs, "rooms-revealed")
	if e.To != engine.Public || !e.Reveals {
		t.Errorf("rooms-revealed %+v", e)
	}
	got := []int8{s.P[0].Rooms[3].Kind, s.P[0].Rooms[4].Kind, s.P[0].Rooms[5].Kind, s.P[0].Rooms[6].Kind}
	if !slices.Equal(got, []int8{smoke, Rules.RoomIndex("armory"), Rules.RoomIndex("dojo"), Rules.RoomIndex("nursery")}) {
		t.Errorf("kept rooms %v", got)
	}
	for i := 0; i < 2; i++ {
		for j := 3; j < NumRooms; j++ {
			if r := s.P[i].Rooms[j]; r.Kind < 0 || r.Built {
				t.Errorf("seat %d slot %d: %+v", i, j, r)
			}
		}
	}
	sdWant(t, s, 0, "free-build", "pass", "build:0", "build:1", "build:2", "build:3", "build:4", "build:5", "build:6")
}

func sdReturnIDs(p *Player) []string {
	var ids []string
	for _, r := range p.RoomDraw {
		if id := "return-room:" + Rules.Rooms[r].ID; r >= 0 && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// rule OL-SETUP-5, OL-SETUP-6, OL-SETUP-7, OL-SETUP-8, OL-SETUP-9, OL-SETUP-10, OL-LEADER-SOLEN, OL-BUNKER-3
// test OL-EX-SETUP-1
func TestSetupCarolExample(t *testing.T) {
	s := sdNew(t, 2, 3)
	s.P[0].LeaderDraw = [2]int8{sdLeader("wilson-frye"), sdLeader("solen-livrich")}
	s.P[1].LeaderDraw = [2]int8{sdLeader("jacob-rowlett"), sdLeader("erin-mccarthy")}
	sdDo(t, s, 0, "leader:solen-livrich")
	sdDo(t, s, 1, "leader:jacob-rowlett")
	sdSetupTo(t, s, "free-build")
	war := slices.Index(Rules.StandardRooms, Rules.RoomIndex("war-room"))
	evs := sdDo(t, s, 0, "build:"+string(rune('0'+war)))
	if !s.P[0].Rooms[war].Built || sdEvent(t, evs, "free-build").To != engine.Public {
		t.Fatal("war room not built")
	}
	for i := 0; i < 4; i++ {
		sdWant(t, s, 0, "place-start-survivor", "place:airlock", "place:room:"+string(rune('0'+war)))
		sdDo(t, s, 0, "place:room:"+string(rune('0'+war)))
	}
	if s.P[0].Rooms[war].Survivors != 4 || s.P[0].Airlock != 0 || !s.P[0].RoomFull(war) {
		t.Errorf("war room %+v airlock %d", s.P[0].Rooms[war], s.P[0].Airlock)
	}
	// Seat 1 builds nothing: its survivors can only go to the airlock.
	sdDo(t, s, 1, "pass")
	for i := 0; i < 4; i++ {
		sdWant(t, s, 1, "place-start-survivor", "place:airlock")
		sdDo(t, s, 1, "place:airlock")
	}
	if s.P[1].Airlock != 4 {
		t.Errorf("seat 1 airlock %d", s.P[1].Airlock)
	}
	// Carol (Solen Livrich): heroes on Forest, Freighter, Mine, Blackwood
	// City, in any assignment, one at a time.
	// The hero first (the two strength-3 heroes are alike: one option),
	// then where; the last hero has one place left and goes there.
	sdWant(t, s, 0, "place-hero", "hero:3", "hero:4", "hero:5")
	sdDo(t, s, 0, "hero:5")
	sdWant(t, s, 0, "place-hero-where",
		"place-hero:h5:blackwood-city", "place-hero:h5:forest", "place-hero:h5:freighter", "place-hero:h5:mine")
	sdDo(t, s, 0, "place-hero:h5:freighter")
	sdWant(t, s, 0, "place-hero", "hero:3", "hero:4")
	sdDo(t, s, 0, "hero:3")
	sdWant(t, s, 0, "place-hero-where", "place-hero:h3a:blackwood-city", "place-hero:h3a:forest", "place-hero:h3a:mine")
	sdDo(t, s, 0, "place-hero:h3a:mine")
	sdDo(t, s, 0, "hero:4")
	sdDo(t, s, 0, "place-hero:h4:blackwood-city")
	sdWant(t, s, 0, "place-hero", "hero:3")
	if o := engine.DecisionOf(s).Options[0]; o.Args["location"] != "forest" {
		t.Errorf("last hero: %+v", o)
	}
	sdDo(t, s, 0, "hero:3")
	if s.Prompt() != "place-hero" || s.ToMove() != 1 {
		t.Errorf("after the last hero %s seat %d", s.Prompt(), s.ToMove())
	}
	p := &s.P[0]
	var locs []Location
	for _, h := range p.Heroes {
		locs = append(locs, h.Loc)
	}
	if !slices.Equal(locs, []Location{Freighter, BlackwoodCity, Mine, Forest}) {
		t.Errorf("hero locations %v", locs)
	}
	if p.Res != (Stock{Cans: 2}) || p.Broken != 1<<uint(eqGrapplingHook) || p.Airlock != 0 {
		t.Errorf("Carol: res %v broken %b airlock %d", p.Res, p.Broken, p.Airlock)
	}
	// OL-SETUP-9 resolution: heroes start idle.
	for _, h := range p.Heroes {
		if h.Active {
			t.Error("a starting hero is active")
		}
	}
}

// rule OL-LEADER-MARY, OL-LOC-CITY-5, OL-RAD-4
func TestSetupMary(t *testing.T) {
	s := sdNew(t, 2, 4)
	s.P[0].LeaderDraw = [2]int8{sdLeader("wilson-frye"), sdLeader("swifty-bingham")}
	s.P[1].LeaderDraw = [2]int8{sdLeader("mary-koolpepper"), sdLeader("liza-valentine")}
	bw, sp := &s.City[CityBlackwood], &s.City[CitySilentPeak]
	// Stack tops: Blackwood water then algae; Silent Peak empty then ammo.
	bw.Stack[9], bw.Stack[8] = SearchWater, SearchAlgae
	sp.Stack[9], sp.Stack[8] = SearchEmpty, SearchAmmo
	bwBefore, spBefore := bw.Stack, sp.Stack
	sdDo(t, s, 0, "leader:wilson-frye")
	evs := sdDo(t, s, 1, "leader:mary-koolpepper")
	sdEvent(t, evs, "leaders-revealed")
	if s.P[1].Res != (Stock{}) {
		t.Errorf("Mary starts with %v before her search", s.P[1].Res)
	}
	var private []engine.Event
	for i, city := range []string{"blackwood-city", "silent-peak", "blackwood-city", "silent-peak"} {
		sdWant(t, s, 1, "leader-search-draw", "draw:blackwood-city", "draw:silent-peak")
		evs := sdDo(t, s, 1, "draw:"+city)
		for _, e := range evs {
			if e.To == engine.Public {
				if strings.Contains(sdJSON(e.Data), `"tile"`) {
					t.Errorf("draw %d: public event shows the tile: %s", i, sdJSON(e.Data))
				}
			} else {
				private = append(private, e)
			}
		}
	}
	tiles := []string{}
	for _, e := range private {
		if e.To != 1 || e.Type != "leader-search-tile" {
			t.Errorf("private event %+v", e)
		}
		tiles = append(tiles, e.Data.(LeaderSearchTile).Tile)
	}
	if !slices.Equal(tiles, []string{"water", "empty", "algae", "ammo"}) {
		t.Errorf("drawn %v", tiles)
	}
	sdWant(t, s, 1, "leader-search-discard", "discard:1", "discard:2", "discard:3", "discard:4")
	for _, id := range sdOpts(s) {
		o, _ := engine.Find(s, id)
		if label := s.Option(o).Label; strings.Contains(label, "water") || strings.Contains(label, "ammo") || strings.Contains(label, "algae") {
			t.Errorf("option label shows the tile: %s", label)
		}
	}
	// Discard the empty cupboard; keep water, algae and ammo.
	evs = sdDo(t, s, 1, "discard:2")
	kept := sdEvent(t, evs, "leader-search-kept")
	if !kept.Reveals || kept.To != engine.Public {
		t.Errorf("kept event %+v", kept)
	}
	if s.P[1].Res != (Stock{Water: 1, Ammo: 1}) || s.P[1].Rad != 1 {
		t.Errorf("Mary: res %v radiation %d", s.P[1].Res, s.P[1].Rad)
	}
	if bw.N != 10 || sp.N != 10 || bw.Stack != bwBefore || sp.Stack != spBefore {
		t.Errorf("tiles not back on their stacks: %d %d", bw.N, sp.N)
	}
	if s.P[1].MaryDraw != [8]int8{-1, -1, -1, -1, -1, -1, -1, -1} {
		t.Errorf("MaryDraw %v", s.P[1].MaryDraw)
	}
	sdWant(t, s, 0, "return-room", sdReturnIDs(&s.P[0])...)
}

// rule OL-RAD-4, OL-LEADER-MARY
func TestSetupMaryAlgaeAtBest(t *testing.T) {
	s := sdNew(t, 2, 4)
	s.P[0].LeaderDraw = [2]int8{sdLeader("mary-koolpepper"), sdLeader("swifty-bingham")}
	s.P[1].LeaderDraw = [2]int8{sdLeader("wilson-frye"), sdLeader("liza-valentine")}
	for i := 6; i < 10; i++ {
		s.City[CityBlackwood].Stack[i] = SearchAlgae
	}
	s.P[0].Rad = int8(Rules.RadBest) - 1
	sdDo(t, s, 0, "leader:mary-koolpepper")
	sdDo(t, s, 1, "leader:wilson-frye")
	for i := 0; i < 4; i++ {
		sdDo(t, s, 0, "draw:blackwood-city")
	}
	evs := sdDo(t, s, 0, "discard:1")
	// Three capsules from one below the best: the level stops at the best.
	if int(s.P[0].Rad) != Rules.RadBest {
		t.Errorf("radiation %d", s.P[0].Rad)
	}
	// One radiation event per capsule, as documented.
	var steps [][2]int
	for _, e := range evs {
		if r, ok := e.Data.(RadiationChange); ok && r.Cause == "algae-capsule" {
			steps = append(steps, [2]int{r.From, r.To})
		}
	}
	best := Rules.RadBest
	if want := [][2]int{{best - 1, best}, {best, best}, {best, best}}; !slices.Equal(steps, want) {
		t.Errorf("radiation events %v, want %v", steps, want)
	}
}

// rule OL-SETUP-11, OL-ROUND-1, OL-SETUP-17
func TestSetupEndStartPlayer(t *testing.T) {
	s := sdNew(t, 3, 21)
	s.P[0].LeaderDraw = [2]int8{sdLeader("wilson-frye"), sdLeader("swifty-bingham")}   // 44
	s.P[1].LeaderDraw = [2]int8{sdLeader("kooper-froste"), sdLeader("liza-valentine")} // 51
	s.P[2].LeaderDraw = [2]int8{sdLeader("erin-mccarthy"), sdLeader("lily-rose-wely")} // 17
	sdDo(t, s, 0, "leader:wilson-frye")
	sdDo(t, s, 1, "leader:kooper-froste")
	sdDo(t, s, 2, "leader:erin-mccarthy")
	var evs []engine.Event
	for s.Prompt() != "move-hero" {
		evs = sdFirst(t, s)
	}
	if s.Start != 1 || s.Round != 1 || s.DayTurn != 1 || s.ToMove() != 1 {
		t.Fatalf("start %d round %d day turn %d to move %d", s.Start, s.Round, s.DayTurn, s.ToMove())
	}
	// The first round began with Dawn (the board is stocked), then the
	// first event, then the Day.
	types := sdTypes(evs)
	order := []string{"start-player", "round-started", "stock-refilled", "event-revealed"}
	at := -1
	for _, typ := range order {
		i := slices.Index(types, typ)
		if i <= at {
			t.Fatalf("event order %v", types)
		}
		at = i
	}
	if s.Stock[Dam] != 9 || s.EventState[0] != EventInPlay {
		t.Errorf("dam %d, event state %d", s.Stock[Dam], s.EventState[0])
	}
}

func sdJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// rule OL-SETUP-3, OL-SETUP-4, OL-SETUP-7, OL-LEADER-1
// The leaders and rooms a seat draws are never in a public event before
// their reveal, nor in another seat's options or private events; returned
// rooms and discarded leaders stay secret for good.
func TestSetupSecrets(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		n := 2 + int(seed%3)
		s, all := sdNewRec(t, n, seed)
		leaders := make([][]string, n)
		rooms := make([][]string, n)
		for i := 0; i < n; i++ {
			for _, l := range s.P[i].LeaderDraw {
				leaders[i] = append(leaders[i], Rules.Leaders[l].ID)
			}
			for _, r := range s.P[i].RoomDraw {
				rooms[i] = append(rooms[i], Rules.Rooms[r].ID)
			}
		}
		chooser := engine.NewRNG(seed)
		for s.Prompt() != "move-hero" {
			seat := int(s.ToMove())
			ids := sdOpts(s)
			d := engine.DecisionOf(s)
			for _, o := range d.Options {
				txt := o.ID + " " + o.Label + " " + sdJSON(o.Args)
				for j := 0; j < n; j++ {
					if j == seat {
						continue
					}
					for _, l := range leaders[j] {
						if !slices.Contains(leaders[seat], l) && strings.Contains(txt, l) {
							t.Fatalf("seed %d: seat %d's option %q shows seat %d's leader %s", seed, seat, o.ID, j, l)
						}
					}
					for _, r := range rooms[j] {
						if !slices.Contains(rooms[seat], r) && s.Prompt() == "return-room" && strings.Contains(txt, r) {
							t.Fatalf("seed %d: seat %d's option %q shows seat %d's room %s", seed, seat, o.ID, j, r)
						}
					}
				}
			}
			all = append(all, sdDo(t, s, seat, ids[chooser.IntN(len(ids))])...)
		}
		leaderReveal := slices.IndexFunc(all, func(e engine.Event) bool { return e.Type == "leaders-revealed" })
		roomReveal := slices.IndexFunc(all, func(e engine.Event) bool { return e.Type == "rooms-revealed" })
		if leaderReveal < 0 || roomReveal < 0 {
			t.Fatal("no reveal")
		}
		var kept []string
		for i := 0; i < n; i++ {
			for j := 3; j < NumRooms; j++ {
				kept = append(kept, Rules.Rooms[s.P[i].Rooms[j].Kind].ID)
			}
		}
		for k, e := range all {
			txt := sdJSON(e.Data)
			for j := 0; j < n; j++ {
				if e.To != engine.Public && int(e.To) == j {
					continue
				}
				chosen := Rules.Leaders[s.P[j].Leader].ID
				for _, l := range leaders[j] {
					if !strings.Contains(txt, `"`+l+`"`) {
						continue
					}
					if e.To != engine.Public {
						t.Errorf("seed %d: %s to seat %d shows seat %d's leader %s", seed, e.Type, e.To, j, l)
					} else if k < leaderReveal || l != chosen {
						t.Errorf("seed %d: public %s shows seat %d's leader %s", seed, e.Type, j, l)
					}
				}
				for _, r := range rooms[j] {
					if !strings.Contains(txt, `"`+r+`"`) || Rules.Rooms[Rules.RoomIndex(r)].Standard {
						continue
					}
					mine := e.To != engine.Public && slices.Contains(rooms[e.To], r)
					if e.To != engine.Public && !mine {
						t.Errorf("seed %d: %s to seat %d shows seat %d's room %s", seed, e.Type, e.To, j, r)
					}
					if e.To == engine.Public && (k < roomReveal || !slices.Contains(kept, r)) {
						t.Errorf("seed %d: public %s shows room %s before its reveal or after its return", seed, e.Type, r)
					}
				}
			}
		}
	}
}
