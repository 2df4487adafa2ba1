package outlive

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// sdClear takes every hero off the board, standing, so that a test places
// only the heroes it needs.
func sdClear(s *State) {
	for i := 0; i < int(s.N); i++ {
		for h := range s.P[i].Heroes {
			s.P[i].Heroes[h] = Hero{Loc: -1, Active: true}
		}
	}
}

// sdHero puts seat's hero h on loc.
func sdHero(s *State, seat, h int, loc Location, active bool) {
	s.P[seat].Heroes[h] = Hero{Loc: loc, Active: active}
}

// sdTurn makes seat the player to move a hero.
func sdTurn(s *State, seat int) {
	s.DayTurn = int8(seat)
	s.Push(Frame{Kind: fDayTurn, Seat: int8(seat)})
}

// sdFullRoom puts a built room of kind id, every slot filled, in slot 3.
func sdFullRoom(s *State, seat int, id string) {
	k := Rules.RoomIndex(id)
	s.P[seat].Rooms[3] = Room{Kind: k, Built: true, Survivors: int8(Rules.Rooms[k].Slots)}
	s.P[seat].roomsChanged()
}

// sdEvents puts the events ids in slots 0.. and sets the round; slots
// before the round's are in play.
func sdEvents(s *State, round int, ids ...string) {
	for i, id := range ids {
		s.Events[i] = Rules.EventIndex(id)
		s.EventState[i] = EventFaceDown
		if i < round-1 {
			s.EventState[i] = EventInPlay
		}
	}
	s.Round = int8(round)
}

func sdRepair(s *State, seat int, k int8) { s.P[seat].Repaired |= 1 << uint(k) }

// sdInVisit reports whether the pending decision belongs to the current
// visit: its actions, the Freighter slot, a hunt, or a survivor the visit
// brought (placed above the visit's continuation).
func sdInVisit(s *State) bool {
	switch s.Prompt() {
	case "visit", "freighter-slot", "hunt":
		return true
	case "place-survivor":
		for i := int(s.Depth) - 2; i >= 0; i-- {
			switch s.Frames[i].Kind {
			case fVisitNext:
				return true
			case fDayTurn, fSunset:
				return false
			}
		}
	}
	return false
}

// sdFinishVisit ends the pending visit, if any: it plays done, or else the
// first option, until the visit's decisions are over, and returns the events.
func sdFinishVisit(t *testing.T, s *State) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for i := 0; sdInVisit(s); i++ {
		ids := sdOpts(s)
		if i == 100 {
			t.Fatalf("the visit does not end: prompt %s, options %v", s.Prompt(), ids)
		}
		id := ids[0]
		if slices.Contains(ids, "done") {
			id = "done"
		}
		evs = append(evs, sdDo(t, s, int(s.ToMove()), id)...)
	}
	return evs
}

// sdVisitPending fails unless the visit of seat's hero h on loc is the
// pending decision, with ap action points (OL-AP-1).
func sdVisitPending(t *testing.T, s *State, seat, h int, loc Location, ap int) {
	t.Helper()
	if p := s.Prompt(); (p != "visit" && p != "freighter-slot") || int(s.ToMove()) != seat {
		t.Fatalf("pending %s for seat %d, want the visit of seat %d", p, s.ToMove(), seat)
	}
	if v := s.Visit; v.Seat != int8(seat) || v.Hero != int8(h) || v.Loc != loc || int(v.AP) != ap {
		t.Errorf("visit %+v, want seat %d hero %d on %d with %d AP", v, seat, h, loc, ap)
	}
}

// rule OL-DAY-EVENT-1, OL-DAY-EVENT-3, OL-ROUND-2
func TestDayEventReveal(t *testing.T) {
	s := sdBoard(t, 2)
	ids := []string{"forest-fire", "cave-in", "gang-of-thieves", "general-shortage", "nomads", "sandstorm"}
	sdEvents(s, 1, ids...)
	for r := 1; r <= 6; r++ {
		s.Round = int8(r)
		sdRun(s, Frame{Kind: fDawn})
		evs := sdRun(s, dayEventsArgs{}.frame())
		e := sdEvent(t, evs, "event-revealed")
		d := e.Data.(EventRevealed)
		k := Rules.Events[Rules.EventIndex(ids[r-1])]
		if !e.Reveals || e.To != engine.Public || d.Slot != r-1 || d.Event != ids[r-1] || d.Points != k.Points || d.Effect != k.Effect || len(d.Avert) == 0 {
			t.Errorf("round %d: %+v", r, e)
		}
		for i := range s.EventState {
			want := EventFaceDown
			if i < r {
				want = EventInPlay
			}
			if s.EventState[i] != want {
				t.Errorf("round %d: slot %d state %d", r, i, s.EventState[i])
			}
		}
		applied := 0
		for _, e := range evs {
			if e.Type == "event-applied" {
				applied++
			}
		}
		if applied != r {
			t.Errorf("round %d: %d events applied", r, applied)
		}
	}
}

// rule OL-DAY-EVENT-2, OL-NIGHT-EVENT-4
func TestDayEventRepeat(t *testing.T) {
	s := sdBoard(t, 3)
	sdEvents(s, 3, "forest-fire", "cave-in", "gang-of-thieves")
	s.EventState[1] = EventAverted
	s.Stock[Forest], s.Stock[Mine], s.Stock[AmusementPark] = 8, 8, 8
	evs := sdRun(s, dayEventsArgs{}.frame())
	if s.Stock[Forest] != 5 || s.Stock[Mine] != 8 || s.Stock[AmusementPark] != 5 {
		t.Errorf("stock %v", s.Stock)
	}
	var order []EventApplied
	for _, e := range evs {
		if d, ok := e.Data.(EventApplied); ok {
			order = append(order, d)
		}
	}
	if len(order) != 2 || order[0].Slot != 0 || order[0].New || order[1].Slot != 2 || !order[1].New {
		t.Errorf("applied %+v", order)
	}
}

// rule OL-DAY-EVENT-2, OL-EVENT-COLD-1, OL-EVENT-RATS-1
// Two events asking for decisions: every player settles the older one (in
// turn order from the start player) before the new one begins.
func TestDayEventDecisionsInOrder(t *testing.T) {
	s := sdBoard(t, 2)
	sdEvents(s, 2, "cold-snap", "rat-plague")
	s.Start = 1
	s.P[0].Airlock, s.P[0].Res = 2, Stock{Water: 1}
	s.P[1].Airlock, s.P[1].Res = 1, Stock{}
	evs := sdRun(s, dayEventsArgs{}.frame())
	if got := sdTypes(evs); slices.Index(got, "event-revealed") != 0 || slices.Contains(got, "event-token-lost") {
		t.Errorf("events %v", got)
	}
	sdWant(t, s, 1, "lose-survivor", "lose:airlock")
	sdDo(t, s, 1, "lose:airlock")
	sdWant(t, s, 0, "lose-survivor", "lose:airlock")
	evs = sdDo(t, s, 0, "lose:airlock")
	// Rat plague: seat 1 has no food and no survivor left: nothing.
	if d := sdEvent(t, evs, "event-applied").Data.(EventApplied); d.Event != "rat-plague" || !d.New {
		t.Errorf("applied %+v", d)
	}
	sdWant(t, s, 0, "rat-plague-pay", "pay:water")
	sdDo(t, s, 0, "pay:water")
	if s.Depth != 0 || s.P[0].Airlock != 1 || s.P[0].Res != (Stock{}) || s.P[1].Airlock != 0 {
		t.Errorf("after the events: depth %d", s.Depth)
	}
}

// rule OL-EVENT-FORESTFIRE-1, OL-EVENT-CAVEIN-1, OL-EVENT-THIEVES-1, OL-EVENT-GEN-1, OL-ROOM-23
func TestEventRemoveStock(t *testing.T) {
	for _, tc := range []struct {
		n             int
		event         string
		loc           Location
		before, after int16
	}{
		{2, "forest-fire", Forest, 6, 4},
		{3, "forest-fire", Forest, 8, 5},
		{4, "forest-fire", Forest, 10, 6},
		{4, "forest-fire", Forest, 3, 0},
		{2, "cave-in", Mine, 6, 4},
		{3, "cave-in", Mine, 8, 5},
		{4, "cave-in", Mine, 2, 0},
		{2, "gang-of-thieves", AmusementPark, 6, 4},
		{3, "gang-of-thieves", AmusementPark, 1, 0},
		{4, "gang-of-thieves", AmusementPark, 10, 6},
	} {
		s := sdBoard(t, tc.n)
		// The immunity room does not protect location stock.
		sdFullRoom(s, 0, "bulkhead")
		sdEvents(s, 1, tc.event)
		s.Stock[tc.loc] = tc.before
		evs := sdRun(s, dayEventsArgs{}.frame())
		if s.Stock[tc.loc] != tc.after {
			t.Errorf("%d players %s from %d: %d, want %d", tc.n, tc.event, tc.before, s.Stock[tc.loc], tc.after)
		}
		d := sdEvent(t, evs, "stock-removed").Data.(StockRemoved)
		if d.Before != int(tc.before) || d.After != int(tc.after) || d.Removed != int(tc.before-tc.after) || d.Amount != tc.n {
			t.Errorf("event %+v", d)
		}
	}
}

// rule OL-EVENT-SHORTAGE-1, OL-EVENT-GEN-1
func TestEventShortage(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := sdBoard(t, n)
		sdEvents(s, 1, "general-shortage")
		s.Stock = [NumLocations]int16{MilitaryBase: 10, Dam: 10, Forest: 10, Mine: 1, AmusementPark: 10}
		sdRun(s, dayEventsArgs{}.frame())
		want := [NumLocations]int16{MilitaryBase: 10, Dam: 10, Forest: int16(10 - (n - 1)), Mine: 0, AmusementPark: int16(10 - (n - 1))}
		if s.Stock != want {
			t.Errorf("%d players: %v, want %v", n, s.Stock, want)
		}
	}
}

// rule OL-EVENT-NOMADS-1, OL-EVENT-GEN-1
func TestEventNomads(t *testing.T) {
	s := sdBoard(t, 3)
	sdRun(s, Frame{Kind: fDawn})
	sdEvents(s, 1, "nomads")
	s.City[CitySilentPeak].N = 1
	s.City[CitySilentPeak].NOut = 2
	evs := sdRun(s, dayEventsArgs{}.frame())
	if c := s.City[CityBlackwood]; c.N != 5 || c.NOut != 5 {
		t.Errorf("blackwood: stack %d face up %d", c.N, c.NOut)
	}
	if c := s.City[CitySilentPeak]; c.N != 0 || c.NOut != 3 {
		t.Errorf("silent peak: stack %d face up %d", c.N, c.NOut)
	}
	for _, e := range evs {
		if d, ok := e.Data.(SearchTilesRemoved); ok {
			if !e.Reveals || (d.City == "blackwood-city" && len(d.Removed) != 3) || (d.City == "silent-peak" && len(d.Removed) != 1) {
				t.Errorf("event %+v", d)
			}
		}
	}
}

// rule OL-EVENT-RADCLOUD-1, OL-RAD-2, OL-RAD-3, OL-ROOM-23
// test OL-EX-RAD-2
func TestEventRadiationCloud(t *testing.T) {
	s := sdBoard(t, 3)
	sdEvents(s, 1, "radiation-cloud")
	s.P[0].Rad, s.P[0].Airlock = -10, 2
	s.P[1].Rad = 0
	sdFullRoom(s, 2, "bulkhead")
	evs := sdRun(s, dayEventsArgs{}.frame())
	if s.P[0].Rad != -11 || s.P[1].Rad != -2 || s.P[2].Rad != 0 {
		t.Errorf("radiation %d %d %d", s.P[0].Rad, s.P[1].Rad, s.P[2].Rad)
	}
	var beyond []int
	for _, e := range evs {
		if d, ok := e.Data.(RadiationChange); ok {
			beyond = append(beyond, d.Beyond)
		}
	}
	if !slices.Equal(beyond, []int{1, 0}) {
		t.Errorf("radiation events beyond %v", beyond)
	}
	sdWant(t, s, 0, "lose-survivor", "lose:airlock")
	sdDo(t, s, 0, "lose:airlock")
	if s.P[0].Airlock != 1 || s.Depth != 0 {
		t.Errorf("airlock %d, depth %d", s.P[0].Airlock, s.Depth)
	}
}

// rule OL-EVENT-RATS-1, OL-ROOM-23
func TestEventRats(t *testing.T) {
	s := sdBoard(t, 4)
	sdEvents(s, 1, "rat-plague")
	s.Start = 1
	sdFullRoom(s, 0, "bulkhead")
	s.P[0].Res = Stock{Meat: 3}
	s.P[1].Res = Stock{Meat: 1, Cans: 2, Wood: 4}
	s.P[2].Airlock = 2
	evs := sdRun(s, dayEventsArgs{}.frame())
	var outcomes []string
	for _, e := range evs {
		if d, ok := e.Data.(EventOutcome); ok {
			outcomes = append(outcomes, d.Outcome)
		}
	}
	// In turn order from the start player: seats 1, 2, 3, 0.
	if !slices.Equal(outcomes, []string{"pay-food", "lose-survivor", "nothing", "immune"}) {
		t.Errorf("outcomes %v", outcomes)
	}
	sdWant(t, s, 1, "rat-plague-pay", "pay:cans", "pay:meat")
	evs = sdDo(t, s, 1, "pay:cans")
	if d := sdEvent(t, evs, "event-token-lost").Data.(TokenLost); d.Resource != "cans" || d.Before != 2 || d.After != 1 {
		t.Errorf("token %+v", d)
	}
	sdWant(t, s, 2, "lose-survivor", "lose:airlock")
	sdDo(t, s, 2, "lose:airlock")
	if s.Depth != 0 || s.P[1].Res != (Stock{Meat: 1, Cans: 1, Wood: 4}) || s.P[2].Airlock != 1 || s.P[0].Res != (Stock{Meat: 3}) {
		t.Errorf("after rats: depth %d, %v %d %v", s.Depth, s.P[1].Res, s.P[2].Airlock, s.P[0].Res)
	}
}

// rule OL-EVENT-HOSTILES-1
// test OL-EX-HOSTILES-1
func TestEventHostiles(t *testing.T) {
	s := sdBoard(t, 4)
	sdEvents(s, 1, "hostile-group")
	s.P[0].Res, s.P[0].Airlock = Stock{Wood: 1, Cans: 5}, 1
	s.P[1].Res, s.P[1].Airlock = Stock{Metal: 2, Ammo: 3}, 2
	s.P[2].Res = Stock{Water: 4}
	s.P[3].Res = Stock{Meat: 1}
	s.P[3].Rooms[0].Built, s.P[3].Rooms[0].Survivors = true, 2
	s.P[3].roomsChanged()
	sdRun(s, dayEventsArgs{}.frame())
	// 1 wood and no ammo: a survivor, and the wood is kept.
	sdWant(t, s, 0, "lose-survivor", "lose:airlock")
	sdDo(t, s, 0, "lose:airlock")
	// 2 metal and 3 ammo: any 2, one at a time.
	sdWant(t, s, 1, "hostile-group-give", "give:ammo", "give:metal")
	sdDo(t, s, 1, "give:metal")
	sdWant(t, s, 1, "hostile-group-give", "give:ammo", "give:metal")
	sdDo(t, s, 1, "give:ammo")
	// Seat 2 has neither tokens nor survivors: nothing. Seat 3 loses a survivor.
	sdWant(t, s, 3, "lose-survivor", "lose:room:0")
	sdDo(t, s, 3, "lose:room:0")
	if s.Depth != 0 || s.P[0].Res != (Stock{Wood: 1, Cans: 5}) || s.P[0].Airlock != 0 || s.P[1].Res != (Stock{Metal: 1, Ammo: 2}) ||
		s.P[2].Res != (Stock{Water: 4}) || s.P[3].Rooms[0].Survivors != 1 {
		t.Errorf("after hostiles: %v %d %v %v %d", s.P[0].Res, s.P[0].Airlock, s.P[1].Res, s.P[2].Res, s.P[3].Rooms[0].Survivors)
	}
}

// rule OL-EVENT-COLD-1, OL-NIGHT-FEED-4
func TestEventColdSnap(t *testing.T) {
	s := sdBoard(t, 3)
	sdEvents(s, 2, "cold-snap", "sandstorm")
	s.EventState[0] = EventInPlay
	s.Start = 2
	s.P[0].Airlock = 1
	s.P[0].Rooms[1].Built, s.P[0].Rooms[1].Survivors = true, 1
	s.P[0].roomsChanged()
	s.P[2].Airlock = 3
	sdRun(s, dayEventsArgs{}.frame())
	sdWant(t, s, 2, "lose-survivor", "lose:airlock")
	sdDo(t, s, 2, "lose:airlock")
	sdWant(t, s, 0, "lose-survivor", "lose:airlock", "lose:room:1")
	sdDo(t, s, 0, "lose:room:1")
	if s.Depth != 0 || s.P[0].Airlock != 1 || s.P[0].Rooms[1].Survivors != 0 || s.P[2].Airlock != 2 || s.P[1].Survivors() != 0 {
		t.Errorf("after cold: depth %d", s.Depth)
	}
}

// rule OL-EVENT-SANDSTORM-1, OL-EVENT-PLAGUE-1, OL-EVENT-MUTATION-1, OL-DAY-EVENT-2, OL-ROOM-23
func TestEventContinuous(t *testing.T) {
	for _, id := range []string{"sandstorm", "animal-plague", "animal-mutation"} {
		s := sdBoard(t, 2)
		sdEvents(s, 1, id)
		sdFullRoom(s, 0, "bulkhead")
		active := func(seat int) bool {
			switch id {
			case "sandstorm":
				return s.sandstorm(seat)
			case "animal-plague":
				return s.animalPlague(seat)
			}
			return s.animalMutation(seat)
		}
		if active(1) {
			t.Errorf("%s active while face down", id)
		}
		before := *s
		sdRun(s, dayEventsArgs{}.frame())
		if s.Depth != 0 || s.P != before.P || s.Stock != before.Stock {
			t.Errorf("%s changed the board or asked a decision", id)
		}
		if !active(1) || active(0) {
			t.Errorf("%s in play: seat 1 %v, immune seat 0 %v", id, active(1), active(0))
		}
		if id == "sandstorm" && (s.effectiveStrength(1, 0) != 3 || s.effectiveStrength(0, 0) != 5) {
			t.Errorf("sandstorm strengths %d %d", s.effectiveStrength(1, 0), s.effectiveStrength(0, 0))
		}
		s.EventState[0] = EventAverted
		if active(1) {
			t.Errorf("%s active after being averted", id)
		}
	}
}

// rule OL-MOVE-2, OL-MOVE-3, OL-MOVE-4, OL-MOVE-5, OL-MOVE-6, OL-MOVE-11
// test OL-EX-MOVE-1
func TestMoveAbraham(t *testing.T) {
	s := sdBoard(t, 2)
	sdClear(s)
	sdHero(s, 0, 2, MilitaryBase, false)
	sdHero(s, 0, 1, Dam, false)
	sdHero(s, 0, 0, Mine, false)
	sdHero(s, 0, 3, Forest, true)
	sdHero(s, 1, 0, SilentPeak, false)
	s.Stock[MilitaryBase] = 6
	sdTurn(s, 0)
	// The base's 3-hero may only go to Silent Peak; the Mine's 5-hero
	// passes the Forest (own hero) to reach Blackwood City.
	sdWantWhole(t, s, 0, "move-hero", "move:h3a:silent-peak", "move:h4:silent-peak", "move:h4:amusement-park", "move:h5:blackwood-city")
	evs := wholeDo(t, s, 0, "move:h3a:silent-peak")
	if h := s.P[0].Heroes[2]; h.Loc != SilentPeak || !h.Active {
		t.Errorf("hero %+v", h)
	}
	if d := sdEvent(t, evs, "hero-moved").Data.(HeroMoved); d.From != "military-base" || d.To != "silent-peak" || d.Steps != 2 {
		t.Errorf("moved %+v", d)
	}
	sdFinishVisit(t, s)
	wholeDo(t, s, 1, "move:h5:amusement-park")
	sdFinishVisit(t, s)
	opts := wholeChoices(t, s)
	if !slices.Contains(opts, "move:h4:military-base") || !slices.Contains(opts, "move:h5:military-base") {
		t.Errorf("later turn: %v", opts)
	}
}

// rule OL-MOVE-7, OL-LOC-FRT-2
func TestMoveStuck(t *testing.T) {
	s := sdBoard(t, 2)
	sdClear(s)
	sdHero(s, 0, 2, SilentPeak, false)
	sdHero(s, 0, 0, Dam, false)
	sdHero(s, 0, 1, MilitaryBase, true)
	sdHero(s, 0, 3, AmusementPark, true)
	// The Freighter's strength-3 slot is taken.
	sdHero(s, 1, 2, Freighter, true)
	s.Freighter[0].Occupant = 1
	sdHero(s, 1, 0, Forest, false)
	sdTurn(s, 0)
	sdWantWhole(t, s, 0, "move-hero", "stay:h3a", "move:h5:mine")
	s.Visit = Visit{Seat: 1, Hero: 3}
	evs := sdDo(t, s, 0, "stay:h3a")
	if h := s.P[0].Heroes[2]; h.Loc != SilentPeak || !h.Active {
		t.Errorf("hero %+v", h)
	}
	sdEvent(t, evs, "hero-stayed")
	for _, e := range evs {
		if strings.HasPrefix(e.Type, "superiority") {
			t.Errorf("a stuck hero exerted superiority: %v", e)
		}
	}
	if s.Visit != (Visit{Seat: 1, Hero: 3}) || s.ToMove() != 1 {
		t.Errorf("visit %+v, to move %d", s.Visit, s.ToMove())
	}
}

// rule OL-MOVE-9, OL-LOC-FRT-3, OL-LOC-FRT-4, OL-EVENT-SANDSTORM-1
func TestMoveFreighter(t *testing.T) {
	setup := func() *State {
		s := sdBoard(t, 2)
		sdClear(s)
		sdHero(s, 0, 0, BlackwoodCity, false)
		sdHero(s, 0, 1, SilentPeak, false)
		sdHero(s, 1, 0, Freighter, true)
		s.Freighter[2].Occupant = 1
		sdTurn(s, 0)
		return s
	}
	s := setup()
	opts := wholeChoices(t, s)
	if slices.Contains(opts, "move:h5:freighter") || !slices.Contains(opts, "move:h4:freighter") {
		t.Errorf("slot 5 taken: %v", opts)
	}
	s = setup()
	sdRepair(s, 0, eqGrapplingHook)
	if !slices.Contains(wholeChoices(t, s), "move:h5:freighter") {
		t.Errorf("the grappling hook opens slot 6: %v", wholeChoices(t, s))
	}
	// During a Sandstorm every hero needs slot 3.
	s = setup()
	sdEvents(s, 2, "sandstorm")
	if opts := wholeChoices(t, s); !slices.Contains(opts, "move:h5:freighter") || !slices.Contains(opts, "move:h4:freighter") {
		t.Errorf("sandstorm, slot 3 free: %v", opts)
	}
	s.Freighter[0].Occupant = 1
	if opts := wholeChoices(t, s); slices.Contains(opts, "move:h5:freighter") || slices.Contains(opts, "move:h4:freighter") {
		t.Errorf("sandstorm, slot 3 taken: %v", opts)
	}
}

// rule OL-MOVE-10, OL-EQ-EXOSKELETON, OL-EQ-1
func TestMoveExoskeleton(t *testing.T) {
	s := sdBoard(t, 2)
	sdClear(s)
	sdHero(s, 0, 0, MilitaryBase, false)
	sdHero(s, 0, 1, AmusementPark, false)
	sdTurn(s, 0)
	normal := []string{"move:h5:dam", "move:h5:silent-peak", "move:h5:forest", "move:h5:mine",
		"move:h4:silent-peak", "move:h4:dam", "move:h4:freighter", "move:h4:blackwood-city"}
	// Broken: no long moves.
	s.P[0].Broken |= 1 << uint(eqExoskeleton)
	sdWantWhole(t, s, 0, "move-hero", normal...)
	s.P[0].Broken = 0
	sdRepair(s, 0, eqExoskeleton)
	// Repaired: any distance, still never onto an own hero (the park).
	sdWantWhole(t, s, 0, "move-hero", append(slices.Clone(normal), "move:h5:freighter:exo", "move:h5:blackwood-city:exo",
		"move:h4:forest:exo", "move:h4:mine:exo")...)
	evs := wholeDo(t, s, 0, "move:h5:freighter:exo")
	if !sdEvent(t, evs, "hero-moved").Data.(HeroMoved).Exoskeleton || s.P[0].Heroes[0].Loc != Freighter || s.P[0].canUse(eqExoskeleton) {
		t.Errorf("exoskeleton move: %+v", s.P[0].Heroes[0])
	}
	sdFinishVisit(t, s)
	// Once per round.
	sdWantWhole(t, s, 0, "move-hero", "move:h4:silent-peak", "move:h4:dam", "move:h4:blackwood-city")
}

// rule OL-MOVE-1, OL-MOVE-4, OL-MOVE-8, OL-MOVE-11, OL-OVR-3, OL-AP-5, OL-SUNSET-1
func TestMoveWholeDay(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		n := 2 + int(seed%3)
		s := sdBoard(t, n)
		s.Start = int8(seed % uint64(n))
		sdEvents(s, 1, "forest-fire")
		for i := 0; i < n; i++ {
			s.P[i].Res = Stock{Wood: 2, Cans: 2, Ammo: 1}
		}
		// The last seat has a single idle hero; its turns are skipped later.
		last := (int(s.Start) + n - 1) % n
		for h := 1; h < NumHeroes; h++ {
			s.P[last].Heroes[h].Active = true
		}
		for h := range s.Freighter {
			s.Freighter[h].Occupant = -1
		}
		s.DayTurn = s.Start
		// The turn order is that of the Day's start; a hero boarding the
		// Freighter first moves the start player marker for the next round.
		start := int(s.Start)
		s.PushAll(Frame{Kind: fDayTurn, Seat: s.Start}, Frame{Kind: fSunset})
		chooser := engine.NewRNG(seed)
		var turns []int
		moved := map[[2]int]int{}
		var sunset []engine.Event
		for s.Depth > 0 {
			var evs []engine.Event
			if sdInVisit(s) {
				evs = sdFinishVisit(t, s)
			} else {
				seat := int(s.ToMove())
				if s.Prompt() == "move-hero" {
					turns = append(turns, seat)
				}
				ids := sdOpts(s)
				evs = sdDo(t, s, seat, ids[chooser.IntN(len(ids))])
			}
			for _, e := range evs {
				switch d := e.Data.(type) {
				case HeroMoved:
					moved[[2]int{d.Seat, slices.Index(heroNames[:], d.Hero)}]++
				case HeroStayed:
					moved[[2]int{d.Seat, slices.Index(heroNames[:], d.Hero)}]++
				case Sunset:
					sunset = evs
				}
			}
			for i := 0; i < n; i++ {
				for a := 0; a < NumHeroes; a++ {
					for b := a + 1; b < NumHeroes; b++ {
						if s.P[i].Heroes[a].Loc >= 0 && s.P[i].Heroes[a].Loc == s.P[i].Heroes[b].Loc {
							t.Fatalf("seed %d: seat %d has two heroes on %d", seed, i, s.P[i].Heroes[a].Loc)
						}
					}
				}
			}
		}
		var want []int
		for round := 0; round < NumHeroes; round++ {
			for i := 0; i < n; i++ {
				seat := (start + i) % n
				if seat != last || round == 0 {
					want = append(want, seat)
				}
			}
		}
		if !slices.Equal(turns, want) {
			t.Errorf("seed %d: turns %v, want %v", seed, turns, want)
		}
		if len(moved) != NumHeroes*(n-1)+1 {
			t.Errorf("seed %d: %d heroes moved", seed, len(moved))
		}
		for k, c := range moved {
			if c != 1 {
				t.Errorf("seed %d: hero %v moved %d times", seed, k, c)
			}
		}
		if sunset == nil {
			t.Fatalf("seed %d: no sunset", seed)
		}
		for i := 0; i < n; i++ {
			for _, h := range s.P[i].Heroes {
				if h.Active {
					t.Errorf("seed %d: an active hero after sunset", seed)
				}
			}
		}
		for _, f := range s.Freighter {
			if f.Occupant != -1 {
				t.Errorf("seed %d: freighter slot held after sunset", seed)
			}
		}
	}
}

// rule OL-SUNSET-1, OL-LOC-FRT-2
func TestSunset(t *testing.T) {
	s := sdBoard(t, 3)
	for i := 0; i < 3; i++ {
		for h := range s.P[i].Heroes {
			s.P[i].Heroes[h].Active = true
		}
	}
	s.Freighter[1].Occupant = 2
	locs := s.P[1].Heroes
	evs := sdRun(s, Frame{Kind: fSunset})
	sdEvent(t, evs, "sunset")
	for i := 0; i < 3; i++ {
		for h, x := range s.P[i].Heroes {
			if x.Active {
				t.Errorf("seat %d hero %d active", i, h)
			}
		}
	}
	for h := range locs {
		if s.P[1].Heroes[h].Loc != locs[h].Loc {
			t.Error("sunset moved a hero")
		}
	}
	if s.Freighter[1].Occupant != -1 {
		t.Error("freighter slot still held")
	}
}

// sdArrive sets up seat 0's idle hero h at from and seat 1's active hero
// dh at to, then moves seat 0's hero to to.
func sdArrive(t *testing.T, s *State, h int, from, to Location, dh int) []engine.Event {
	t.Helper()
	sdHero(s, 0, h, from, false)
	sdHero(s, 1, dh, to, true)
	sdTurn(s, 0)
	return wholeDo(t, s, 0, "move:"+heroNames[h]+":"+Rules.Locations[to].ID)
}

// rule OL-SUP-1, OL-SUP-2, OL-SUP-3, OL-SUP-4, OL-SUP-5, OL-SUP-7, OL-SUP-8, OL-SUP-11, OL-SUP-12, OL-AP-1, OL-OVR-2
// test OL-EX-SUP-1
func TestSupDaryl(t *testing.T) {
	s := sdBoard(t, 4)
	sdClear(s)
	sdHero(s, 0, 0, SilentPeak, false) // Daryl's 5
	sdHero(s, 1, 2, Dam, true)         // Carol's active 3
	sdHero(s, 2, 1, Dam, true)         // Abraham's active 4
	sdHero(s, 3, 3, Dam, false)        // Beth's idle 3
	s.P[0].Res = Stock{Ammo: 5}
	s.P[1].Res = Stock{Ammo: 2, Wood: 1}
	s.P[2].Res = Stock{Ammo: 3, Wood: 1}
	s.P[3].Res = Stock{Cans: 3, Wood: 3}
	sdTurn(s, 0)
	var all []engine.Event
	all = append(all, wholeDo(t, s, 0, "move:h5:dam")...)
	sdWant(t, s, 0, "superiority-order", "target:1", "target:2")
	all = append(all, sdDo(t, s, 0, "target:1")...)
	sdWant(t, s, 1, "superiority-defend", "ammo:0", "ammo:1", "ammo:2")
	all = append(all, sdDo(t, s, 1, "ammo:2")...)
	sdWant(t, s, 2, "superiority-defend", "ammo:0", "ammo:1")
	all = append(all, sdDo(t, s, 2, "ammo:0")...)
	sdWant(t, s, 2, "superiority-give", "give:wood")
	all = append(all, sdDo(t, s, 2, "give:wood")...)
	if s.P[0].Res != (Stock{Ammo: 5, Wood: 1}) || s.P[1].Res != (Stock{Wood: 1}) || s.P[2].Res != (Stock{Ammo: 3}) || s.P[3].Res != (Stock{Cans: 3, Wood: 3}) {
		t.Errorf("stocks %v %v %v %v", s.P[0].Res, s.P[1].Res, s.P[2].Res, s.P[3].Res)
	}
	var sups []Superiority
	for _, e := range all {
		if d, ok := e.Data.(Superiority); ok {
			sups = append(sups, d)
		}
	}
	if len(sups) != 2 || sups[0].Defender != 1 || sups[0].Points != 2 || sups[1].Defender != 2 || sups[1].Points != 1 || sups[1].Chooser != 2 {
		t.Errorf("superiority %+v", sups)
	}
	// Then Daryl's visit: 5 AP at the Dam. The Dam's water is locked and
	// Daryl has no electronics for the fee, so nothing but done remains:
	// the visit ends at once, its AP lost. Beth (idle) moves next.
	var started []VisitStarted
	var ended []VisitEnded
	for _, e := range all {
		switch d := e.Data.(type) {
		case VisitStarted:
			started = append(started, d)
		case VisitEnded:
			ended = append(ended, d)
		}
	}
	if len(started) != 1 || started[0] != (VisitStarted{Seat: 0, Hero: "h5", Location: "dam", Strength: 5, AP: 5}) {
		t.Errorf("visit started %+v", started)
	}
	if len(ended) != 1 || ended[0] != (VisitEnded{Seat: 0, Hero: "h5", Location: "dam", APLost: 5, By: "nothing-left"}) {
		t.Errorf("visit ended %+v", ended)
	}
	if s.Visit.Seat != 0 || s.Visit.Hero != 0 || s.Visit.Loc != Dam {
		t.Errorf("visit %+v", s.Visit)
	}
	sdWant(t, s, 3, "move-hero", sdOpts(s)...)
}

// rule OL-SUP-2, OL-SUP-3, OL-SUP-5
// test OL-EX-SUP-2
func TestSupFiveOnThree(t *testing.T) {
	for ammo := 0; ammo <= 2; ammo++ {
		s := sdBoard(t, 2)
		sdClear(s)
		s.P[1].Res = Stock{Ammo: 2, Water: 3}
		sdArrive(t, s, 0, Dam, MilitaryBase, 2)
		evs := sdDo(t, s, 1, "ammo:"+string(rune('0'+ammo)))
		if d := sdEvent(t, evs, "superiority-ammo").Data.(SupAmmo); d.Spent != ammo || d.Before != 2 || d.After != 2-ammo || d.AmmoAfter != 2-ammo {
			t.Errorf("ammo event %+v", d)
		}
		for i := 0; i < 2-ammo; i++ {
			sdWant(t, s, 1, "superiority-give", "give:water")
			sdDo(t, s, 1, "give:water")
		}
		if s.P[0].Res != (Stock{Water: int16(2 - ammo)}) || s.P[1].Res != (Stock{Ammo: int16(2 - ammo), Water: int16(1 + ammo)}) {
			t.Errorf("%d ammo: %v %v", ammo, s.P[0].Res, s.P[1].Res)
		}
		if s.Visit.Loc != MilitaryBase {
			t.Errorf("visit %+v", s.Visit)
		}
	}
}

// rule OL-SUP-9, OL-SUP-8
// test OL-EX-SUP-3
func TestSupNoEffect(t *testing.T) {
	for _, tc := range []struct{ h, dh int }{{2, 0}, {1, 1}, {3, 2}} {
		s := sdBoard(t, 2)
		sdClear(s)
		s.P[0].Res = Stock{Wood: 3}
		s.P[1].Res = Stock{Wood: 3}
		evs := sdArrive(t, s, tc.h, Dam, MilitaryBase, tc.dh)
		for _, e := range evs {
			if strings.HasPrefix(e.Type, "superiority") {
				t.Errorf("%d arriving at %d: %s", HeroStrength[tc.h], HeroStrength[tc.dh], e.Type)
			}
		}
		if s.P[0].Res != s.P[1].Res {
			t.Errorf("%d vs %d: stocks %v %v", HeroStrength[tc.h], HeroStrength[tc.dh], s.P[0].Res, s.P[1].Res)
		}
		// Straight to the arriving hero's visit, then the Day is over.
		sdVisitPending(t, s, 0, tc.h, MilitaryBase, int(HeroStrength[tc.h]))
		sdFinishVisit(t, s)
		if s.Depth != 0 {
			t.Errorf("%d vs %d: depth %d after the visit", HeroStrength[tc.h], HeroStrength[tc.dh], s.Depth)
		}
	}
	// An idle weaker hero is immune.
	s := sdBoard(t, 2)
	sdClear(s)
	sdHero(s, 1, 1, Forest, false)
	sdHero(s, 0, 0, Mine, false)
	sdTurn(s, 0)
	for _, e := range wholeDo(t, s, 0, "move:h5:forest") {
		if strings.HasPrefix(e.Type, "superiority") {
			t.Errorf("idle hero targeted: %s", e.Type)
		}
	}
}

// rule OL-SUP-10, OL-EVENT-SANDSTORM-1, OL-EQ-GRAPPLINGHOOK, OL-AP-1
// test OL-EX-SANDSTORM-1
func TestSupSandstorm(t *testing.T) {
	s := sdBoard(t, 2)
	sdClear(s)
	sdEvents(s, 2, "sandstorm")
	s.P[1].Res = Stock{Ammo: 5}
	evs := sdArrive(t, s, 0, Dam, MilitaryBase, 3)
	if d := sdEvent(t, evs, "superiority").Data.(Superiority); d.Points != 2 || d.AttackerStrength != 5 {
		t.Errorf("superiority %+v", d)
	}
	sdWant(t, s, 1, "superiority-defend", "ammo:0", "ammo:1", "ammo:2")
	sdDo(t, s, 1, "ammo:2")
	if s.Visit.AP != 3 {
		t.Errorf("AP %d during a sandstorm", s.Visit.AP)
	}
	// The grappling hook adds nothing to superiority.
	s = sdBoard(t, 2)
	sdClear(s)
	sdRepair(s, 0, eqGrapplingHook)
	s.P[1].Res = Stock{Ammo: 5}
	evs = sdArrive(t, s, 1, Dam, MilitaryBase, 2)
	if d := sdEvent(t, evs, "superiority").Data.(Superiority); d.Points != 1 {
		t.Errorf("superiority %+v", d)
	}
}

// rule OL-SUP-5, OL-SUP-6, OL-SUP-7
func TestSupGoods(t *testing.T) {
	// Food or materials, never ammo; the defender chooses point by point.
	s := sdBoard(t, 2)
	sdClear(s)
	s.P[1].Res = Stock{Ammo: 3, Meat: 1, Metal: 1}
	sdArrive(t, s, 0, Dam, MilitaryBase, 2)
	sdDo(t, s, 1, "ammo:0")
	sdWant(t, s, 1, "superiority-give", "give:meat", "give:metal")
	sdDo(t, s, 1, "give:metal")
	sdWant(t, s, 1, "superiority-give", "give:meat")
	sdDo(t, s, 1, "give:meat")
	if s.P[0].Res != (Stock{Meat: 1, Metal: 1}) || s.P[1].Res != (Stock{Ammo: 3}) {
		t.Errorf("stocks %v %v", s.P[0].Res, s.P[1].Res)
	}
	// One token for two points: the second point lapses.
	s = sdBoard(t, 2)
	sdClear(s)
	s.P[1].Res = Stock{Wood: 1}
	sdArrive(t, s, 0, Dam, MilitaryBase, 2)
	sdWant(t, s, 1, "superiority-defend", "ammo:0")
	sdDo(t, s, 1, "ammo:0")
	evs := sdDo(t, s, 1, "give:wood")
	if d := sdEvent(t, evs, "superiority-lapsed").Data.(SupLapsed); d.Points != 1 {
		t.Errorf("lapsed %+v", d)
	}
	// Nothing at all: every point lapses, no give decision.
	s = sdBoard(t, 2)
	sdClear(s)
	s.P[1].Res = Stock{}
	sdArrive(t, s, 0, Dam, MilitaryBase, 2)
	evs = sdDo(t, s, 1, "ammo:0")
	if d := sdEvent(t, evs, "superiority-lapsed").Data.(SupLapsed); d.Points != 2 {
		t.Errorf("lapsed %+v", d)
	}
	sdVisitPending(t, s, 0, 0, MilitaryBase, 5)
	sdFinishVisit(t, s)
	if s.Depth != 0 {
		t.Errorf("depth %d after the visit", s.Depth)
	}
}

// rule OL-SUP-13, OL-EQ-BASEBALLBAT, OL-EQ-COMBATVEST, OL-EQ-1
func TestSupBatAndVest(t *testing.T) {
	s := sdBoard(t, 3)
	sdClear(s)
	sdRepair(s, 0, eqBaseballBat)
	sdRepair(s, 1, eqCombatVest)
	s.P[1].Res = Stock{Ammo: 4, Wood: 4}
	s.P[2].Res = Stock{Ammo: 4, Wood: 4}
	sdHero(s, 0, 0, Dam, false)
	sdHero(s, 0, 1, Forest, false)
	sdHero(s, 1, 2, MilitaryBase, true)
	sdHero(s, 2, 3, Mine, true)
	sdTurn(s, 0)
	wholeDo(t, s, 0, "move:h5:military-base")
	sdWant(t, s, 0, "superiority-bat", "bat", "no-bat")
	evs := sdDo(t, s, 0, "bat")
	if d := sdEvent(t, evs, "superiority-modifier").Data.(SupModifier); d.Before != 2 || d.After != 3 {
		t.Errorf("bat %+v", d)
	}
	sdWant(t, s, 1, "superiority-defend", "vest", "ammo:0", "ammo:1", "ammo:2", "ammo:3")
	sdDo(t, s, 1, "vest")
	sdWant(t, s, 1, "superiority-defend", "ammo:0", "ammo:1")
	sdDo(t, s, 1, "ammo:0")
	sdDo(t, s, 1, "give:wood")
	if s.P[0].Res[Wood] != 1 || s.P[0].canUse(eqBaseballBat) || s.P[1].canUse(eqCombatVest) {
		t.Errorf("after bat and vest: %v", s.P[0].Res)
	}
	// The bat is spent for the round: the 4-hero's superiority at the Mine
	// goes straight to the defender.
	sdDo(t, s, 0, "done") // end the previous visit
	wholeDo(t, s, 0, "move:h4:mine")
	sdWant(t, s, 2, "superiority-defend", "ammo:0", "ammo:1")
	// A vest reducing the points to 0 ends the superiority.
	s = sdBoard(t, 2)
	sdClear(s)
	sdRepair(s, 1, eqCombatVest)
	s.P[1].Res = Stock{Wood: 4}
	sdArrive(t, s, 0, Dam, MilitaryBase, 2)
	sdWant(t, s, 1, "superiority-defend", "vest", "ammo:0")
	sdDo(t, s, 1, "vest")
	if s.P[1].Res[Wood] != 4 {
		t.Errorf("after the vest: wood %d", s.P[1].Res[Wood])
	}
	sdVisitPending(t, s, 0, 0, MilitaryBase, 5)
	sdFinishVisit(t, s)
	if s.Depth != 0 {
		t.Errorf("after the vest: depth %d after the visit", s.Depth)
	}
	// Declining the bat keeps it for later.
	s = sdBoard(t, 2)
	sdClear(s)
	sdRepair(s, 0, eqBaseballBat)
	sdArrive(t, s, 0, Dam, MilitaryBase, 2)
	sdDo(t, s, 0, "no-bat")
	if !s.P[0].canUse(eqBaseballBat) {
		t.Error("no-bat used the bat")
	}
}

// rule OL-SUP-13, OL-ROOM-18
func TestSupImmuneRoom(t *testing.T) {
	s := sdBoard(t, 2)
	sdClear(s)
	sdFullRoom(s, 1, "dojo")
	s.P[1].Res = Stock{Wood: 4}
	sdHero(s, 0, 0, Dam, false)
	sdHero(s, 0, 1, Forest, false)
	sdHero(s, 1, 2, MilitaryBase, true)
	sdHero(s, 1, 3, Mine, true)
	sdTurn(s, 0)
	wholeDo(t, s, 0, "move:h5:military-base")
	sdWant(t, s, 1, "superiority-defend", "immune", "ammo:0")
	evs := sdDo(t, s, 1, "immune")
	if d := sdEvent(t, evs, "superiority-modifier").Data.(SupModifier); d.Modifier != "immune-room" || d.After != 0 {
		t.Errorf("immune %+v", d)
	}
	if s.P[1].Res[Wood] != 4 {
		t.Error("immune defender gave goods")
	}
	sdDo(t, s, 0, "done") // the visit at the base
	// Once per round.
	wholeDo(t, s, 0, "move:h4:mine")
	sdWant(t, s, 1, "superiority-defend", "ammo:0")
	// Only a strength-3 hero.
	s = sdBoard(t, 2)
	sdClear(s)
	sdFullRoom(s, 1, "dojo")
	s.P[1].Res = Stock{Wood: 4}
	sdArrive(t, s, 0, Dam, MilitaryBase, 1)
	sdWant(t, s, 1, "superiority-defend", "ammo:0")
}

// rule OL-SUP-13, OL-ROOM-20, OL-SUP-5
func TestSupChooseLoot(t *testing.T) {
	s := sdBoard(t, 2)
	sdClear(s)
	sdFullRoom(s, 0, "enforcers")
	s.P[1].Res = Stock{Wood: 1, Cans: 2, Ammo: 0}
	sdHero(s, 0, 0, Dam, false)
	sdHero(s, 0, 1, Forest, false)
	sdHero(s, 1, 2, MilitaryBase, true)
	sdHero(s, 1, 3, Mine, true)
	sdTurn(s, 0)
	evs := wholeDo(t, s, 0, "move:h5:military-base")
	if d := sdEvent(t, evs, "superiority").Data.(Superiority); d.Chooser != 0 {
		t.Errorf("chooser %d", d.Chooser)
	}
	sdDo(t, s, 1, "ammo:0")
	sdWant(t, s, 0, "superiority-give", "give:cans", "give:wood")
	evs = sdDo(t, s, 0, "give:cans")
	if d := sdEvent(t, evs, "superiority-give").Data.(SupGiven); d.ChosenBy != 0 || d.Resource != "cans" {
		t.Errorf("given %+v", d)
	}
	sdDo(t, s, 0, "give:wood")
	sdDo(t, s, 0, "done") // the visit at the base
	// Several times a round.
	wholeDo(t, s, 0, "move:h4:mine")
	sdDo(t, s, 1, "ammo:0")
	sdWant(t, s, 0, "superiority-give", "give:cans")
	sdDo(t, s, 0, "give:cans")
	if s.P[0].Res != (Stock{Wood: 1, Cans: 2}) || s.P[1].Res != (Stock{}) {
		t.Errorf("stocks %v %v", s.P[0].Res, s.P[1].Res)
	}
}

// The fast path (Legal and ApplyUnchecked without a recorder) does not
// allocate during setup and the Day.
func TestSetupDayNoAllocs(t *testing.T) {
	for n := 2; n <= 4; n++ {
		base := sdNew(t, n, uint64(n))
		s := new(State)
		buf := make([]engine.Action, 0, 256)
		var day *State
		allocs := testing.AllocsPerRun(20, func() {
			*s = *base
			chooser := engine.NewRNG(uint64(n))
			for s.Prompt() != "move-hero" {
				buf = s.Legal(buf[:0])
				s.ApplyUnchecked(buf[chooser.IntN(len(buf))], nil)
			}
		})
		if allocs != 0 {
			t.Errorf("%d players: setup allocates %v times", n, allocs)
		}
		// The Day of round 1, ending at sunset.
		day = new(State)
		*day = *s
		day.Frames[0] = Frame{Kind: fSunset}
		day.Frames[1] = *day.Top()
		day.Depth = 2
		allocs = testing.AllocsPerRun(20, func() {
			*s = *day
			chooser := engine.NewRNG(uint64(n) + 7)
			for s.Depth > 0 {
				buf = s.Legal(buf[:0])
				s.ApplyUnchecked(buf[chooser.IntN(len(buf))], nil)
			}
		})
		if allocs != 0 {
			t.Errorf("%d players: the Day allocates %v times", n, allocs)
		}
	}
}
