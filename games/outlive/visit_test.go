package outlive

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// visitFixture is a game of players seats in round 1 with every location
// stocked for that count, no rooms, no equipment, no events in play, full
// Freighter slots and empty cities; no frame is pending.
func visitFixture(players int) *State {
	s := &State{Machine: frame.Machine{N: int8(players)}, Round: 1, Rng: engine.NewRNG(7), Algae: true}
	for i := 0; i < players; i++ {
		p := &s.P[i]
		p.Leader = -1
		for r := range p.Rooms {
			p.Rooms[r].Kind = -1
			p.roomsChanged()
		}
		for h := range p.Heroes {
			p.Heroes[h].Loc = -1
		}
	}
	for l, info := range Rules.Locations {
		if info.Stock >= 0 {
			s.Stock[l] = int16(info.Refill[players-2])
		}
	}
	for i := range s.Freighter {
		s.Freighter[i] = FreighterSlot{Occupant: -1, Survivor: true}
	}
	for c := range s.City {
		s.City[c].Equip = [3]int8{-1, -1, -1}
	}
	for i := range s.Events {
		s.Events[i] = int8(i)
	}
	return s
}

// visitBegin puts seat's hero on loc and begins its visit.
func visitBegin(t *testing.T, s *State, seat, hero int, loc Location) []engine.Event {
	t.Helper()
	s.P[seat].Heroes[hero] = Hero{Loc: loc, Active: true}
	var rec engine.Recorder
	s.beginVisit(seat, hero, &rec)
	s.advance(&rec)
	if err := s.Check(); err != nil && s.Depth > 0 {
		t.Fatalf("invariant after beginVisit: %v", err)
	}
	return rec.Events
}

// visitPlay plays option id for the seat to move, failing the test if it is not legal.
func visitPlay(t *testing.T, s *State, id string) []engine.Event {
	t.Helper()
	if s.Depth == 0 {
		t.Fatalf("%s: no decision pending", id)
	}
	evs, err := engine.Apply(s, s.ToMove(), id)
	if err != nil {
		t.Fatalf("%s: %v (options %v)", id, err, visitOptions(s))
	}
	return evs[1:] // the game's events, after the engine's decision event
}

// visitOptions lists the pending option ids, sorted; none when nothing is pending.
func visitOptions(s *State) []string {
	if s.Depth == 0 {
		return nil
	}
	var ids []string
	for _, o := range engine.DecisionOf(s).Options {
		ids = append(ids, o.ID)
	}
	slices.Sort(ids)
	return ids
}

func visitHas(s *State, id string) bool { return slices.Contains(visitOptions(s), id) }

// visitFind returns the first event of type typ.
func visitFind(evs []engine.Event, typ string) (engine.Event, bool) {
	for _, e := range evs {
		if e.Type == typ {
			return e, true
		}
	}
	return engine.Event{}, false
}

func visitRepair(s *State, seat int, ids ...string) {
	for _, id := range ids {
		k := Rules.EquipmentIndex(id)
		s.P[seat].Repaired |= 1 << uint(k)
	}
}

// visitRoom puts a built room of kind id in slot with every spot filled.
func visitRoom(s *State, seat, slot int, id string) {
	k := Rules.RoomIndex(id)
	s.P[seat].Rooms[slot] = Room{Kind: k, Built: true, Survivors: int8(Rules.Rooms[k].Slots)}
	s.P[seat].roomsChanged()
}

func visitEventInPlay(s *State, id string) {
	k := Rules.EventIndex(id)
	for i := range s.Events {
		if s.Events[i] == k {
			s.EventState[i] = EventInPlay
			return
		}
	}
	for i := len(s.Events) - 1; i >= 0; i-- {
		if s.EventState[i] == EventFaceDown {
			s.Events[i], s.EventState[i] = k, EventInPlay
			return
		}
	}
}

// visitTakeAll spends n AP on take:<res>.
func visitTakeAll(t *testing.T, s *State, res string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		visitPlay(t, s, "take:"+res)
	}
}

// rule OL-AP-1, OL-OVR-2
func TestVisitAPEqualStrength(t *testing.T) {
	for _, c := range []struct {
		hero      int
		sandstorm bool
		want      int
	}{{0, false, 5}, {1, false, 4}, {2, false, 3}, {3, false, 3}, {0, true, 3}, {1, true, 3}} {
		s := visitFixture(4)
		if c.sandstorm {
			visitEventInPlay(s, "sandstorm")
		}
		evs := visitBegin(t, s, 0, c.hero, Forest)
		if int(s.Visit.AP) != c.want {
			t.Errorf("hero %s sandstorm %v: %d AP, want %d", heroNames[c.hero], c.sandstorm, s.Visit.AP, c.want)
		}
		e, ok := visitFind(evs, "visit-started")
		if !ok || e.Data.(VisitStarted).AP != c.want {
			t.Errorf("visit-started event %+v", e)
		}
		// Every AP takes one token; then only done is left and the visit ends.
		visitTakeAll(t, s, "wood", c.want)
		if s.P[0].Res[Wood] != int16(c.want) || s.Depth != 0 {
			t.Errorf("hero %s: took %d wood, depth %d", heroNames[c.hero], s.P[0].Res[Wood], s.Depth)
		}
	}
}

// rule OL-AP-2, OL-LOC-MAT-1
func TestVisitTakeCostsOneAP(t *testing.T) {
	for _, c := range []struct {
		loc Location
		res Resource
	}{{Forest, Wood}, {Mine, Metal}, {AmusementPark, Electronics}} {
		s := visitFixture(2)
		visitBegin(t, s, 0, 1, c.loc)
		before := s.Stock[c.loc]
		evs := visitPlay(t, s, "take:"+c.res.String())
		if s.Visit.AP != 3 || s.P[0].Res[c.res] != 1 || s.Stock[c.loc] != before-1 {
			t.Errorf("%s: AP %d, depot %d, stock %d", Rules.Locations[c.loc].ID, s.Visit.AP, s.P[0].Res[c.res], s.Stock[c.loc])
		}
		e, _ := visitFind(evs, "token-taken")
		d := e.Data.(TokenTaken)
		if d.Resource != c.res.String() || d.StockBefore != int(before) || d.StockAfter != int(before)-1 || d.APLeft != 3 {
			t.Errorf("event %+v", d)
		}
		for _, other := range []Resource{Wood, Metal, Electronics, Water, Ammo} {
			if other != c.res && visitHas(s, "take:"+other.String()) {
				t.Errorf("%s offers %s", Rules.Locations[c.loc].ID, other)
			}
		}
	}
}

// rule OL-AP-3
func TestVisitStockLimits(t *testing.T) {
	s := visitFixture(2)
	s.Stock[Forest] = 2
	s.Hunt[HuntForest].N = 0
	visitBegin(t, s, 0, 0, Forest)
	visitTakeAll(t, s, "wood", 2)
	// The stock is empty: 3 AP are left but nothing can be taken, so the visit ended.
	if s.Depth != 0 || s.P[0].Res[Wood] != 2 || s.Stock[Forest] != 0 {
		t.Fatalf("depth %d, wood %d, stock %d", s.Depth, s.P[0].Res[Wood], s.Stock[Forest])
	}
	// An emptied location yields nothing to later heroes this round.
	visitBegin(t, s, 1, 0, Forest)
	if s.Depth != 0 {
		t.Errorf("an empty Forest offered %v", visitOptions(s))
	}
}

// rule OL-AP-4
func TestVisitDoneLosesAP(t *testing.T) {
	s := visitFixture(2)
	visitBegin(t, s, 0, 0, Mine)
	visitPlay(t, s, "take:metal")
	if !visitHas(s, "done") {
		t.Fatal("done not offered")
	}
	evs := visitPlay(t, s, "done")
	e, ok := visitFind(evs, "visit-ended")
	if !ok || e.Data.(VisitEnded).APLost != 4 || e.Data.(VisitEnded).By != "done" || s.Visit.AP != 0 || s.Depth != 0 {
		t.Errorf("event %+v, AP %d, depth %d", e, s.Visit.AP, s.Depth)
	}
}

// rule OL-AP-4: the only automatic end is when nothing but done remains.
func TestVisitEndsWhenNothingLeft(t *testing.T) {
	s := visitFixture(2)
	s.Stock[MilitaryBase] = 0
	s.Algae = false
	evs := visitBegin(t, s, 0, 0, MilitaryBase)
	e, ok := visitFind(evs, "visit-ended")
	if !ok || s.Depth != 0 || e.Data.(VisitEnded).By != "nothing-left" || e.Data.(VisitEnded).APLost != 5 {
		t.Fatalf("visit not ended by itself: %v, options %v", evs, visitOptions(s))
	}
	// With anything left to do the player decides, even if done is the wise choice.
	s = visitFixture(2)
	s.Stock[MilitaryBase] = 1
	s.Algae = false
	visitBegin(t, s, 0, 0, MilitaryBase)
	if got := visitOptions(s); !slices.Equal(got, []string{"done", "take:ammo"}) {
		t.Errorf("options %v", got)
	}
}

// rule OL-AP-5
func TestVisitHandsBackToTheDay(t *testing.T) {
	s := visitFixture(2)
	// The frame below the visit stands for the next player's turn.
	s.Push(placeArgs{left: 1}.frame(1))
	visitBegin(t, s, 0, 2, Forest)
	if s.ToMove() != 0 || s.Top().Kind != fAct {
		t.Fatalf("visit not pending: %v", s.Top())
	}
	visitPlay(t, s, "done")
	if s.Depth != 1 || s.ToMove() != 1 || s.Top().Kind != fPlaceSurvivor {
		t.Errorf("after the visit: depth %d, to move %d", s.Depth, s.ToMove())
	}
}

// rule OL-LOC-MIL-1, OL-LOC-MIL-2
// test OL-EX-MIL-1
func TestVisitMilitaryBase(t *testing.T) {
	// Either 5 ammo ...
	s := visitFixture(2)
	visitBegin(t, s, 0, 0, MilitaryBase)
	visitTakeAll(t, s, "ammo", 5)
	if s.P[0].Res[Ammo] != 5 || s.Stock[MilitaryBase] != 1 || !s.Algae || s.Depth != 0 {
		t.Errorf("5 ammo: ammo %d stock %d algae %v", s.P[0].Res[Ammo], s.Stock[MilitaryBase], s.Algae)
	}
	// ... or 4 ammo and the algae.
	s = visitFixture(2)
	s.P[0].Rad = -3
	visitBegin(t, s, 0, 0, MilitaryBase)
	evs := visitPlay(t, s, "algae")
	visitTakeAll(t, s, "ammo", 4)
	if s.P[0].Res[Ammo] != 4 || s.P[0].Rad != -2 || s.Algae || s.Depth != 0 {
		t.Errorf("4 ammo + algae: ammo %d rad %d algae %v depth %d", s.P[0].Res[Ammo], s.P[0].Rad, s.Algae, s.Depth)
	}
	if _, ok := visitFind(evs, "algae-harvested"); !ok {
		t.Error("no algae event")
	}
	if e, ok := visitFind(evs, "radiation"); !ok || e.Data.(RadiationChange).To != -2 {
		t.Errorf("radiation event %+v", e)
	}
	// A second player later that round cannot take the algae.
	visitBegin(t, s, 1, 0, MilitaryBase)
	if visitHas(s, "algae") || !visitHas(s, "take:ammo") {
		t.Errorf("second player: %v", visitOptions(s))
	}
}

// rule OL-LOC-MAT-2, OL-HUNT-6
func TestVisitHuntOnlyAtHuntingGrounds(t *testing.T) {
	for l := Location(0); l < NumLocations; l++ {
		if l == Freighter {
			continue
		}
		s := visitFixture(2)
		for h := range s.Hunt {
			s.Hunt[h] = HuntStack{Tiles: [10]int8{0, 0}, N: 2}
		}
		s.P[0].Res[Ammo] = 9
		visitBegin(t, s, 0, 0, l)
		want := l == Forest || l == Mine || l == AmusementPark
		if visitHas(s, "hunt") != want {
			t.Errorf("%s: hunt offered %v", Rules.Locations[l].ID, !want)
		}
	}
	// An empty stack is never refilled: no more hunting there.
	s := visitFixture(2)
	s.Hunt[HuntMine].N = 0
	s.P[0].Res[Ammo] = 9
	visitBegin(t, s, 0, 0, Mine)
	if visitHas(s, "hunt") {
		t.Error("hunt offered on an empty stack")
	}
}

// rule OL-LOC-DAM-1, OL-LOC-DAM-2
// test OL-EX-DAM-1
func TestVisitDam(t *testing.T) {
	s := visitFixture(2)
	s.P[0].Res[Electronics] = 2
	visitBegin(t, s, 0, 2, Dam)
	if visitHas(s, "take:water") || !visitHas(s, "pay-fee") {
		t.Fatalf("locked dam: %v", visitOptions(s))
	}
	evs := visitPlay(t, s, "pay-fee")
	if e, ok := visitFind(evs, "dam-unlocked"); !ok || e.Data.(DamUnlocked).By != "fee" || s.Visit.AP != 3 {
		t.Errorf("fee: %+v, AP %d", e, s.Visit.AP)
	}
	// The fee is paid once per visit and costs no AP.
	if visitHas(s, "pay-fee") {
		t.Error("fee offered twice")
	}
	visitTakeAll(t, s, "water", 3)
	if s.P[0].Res[Water] != 3 || s.P[0].Res[Electronics] != 1 || s.Depth != 0 {
		t.Errorf("water %d electronics %d depth %d", s.P[0].Res[Water], s.P[0].Res[Electronics], s.Depth)
	}
	// Without electronics and without the Access card: 0 water.
	s = visitFixture(2)
	evs = visitBegin(t, s, 0, 2, Dam)
	if s.Depth != 0 || s.P[0].Res[Water] != 0 {
		t.Errorf("no fee possible, options %v", visitOptions(s))
	}
	if _, ok := visitFind(evs, "visit-ended"); !ok {
		t.Error("visit did not end")
	}
	// Choosing not to pay: no water either.
	s = visitFixture(2)
	s.P[0].Res[Electronics] = 1
	visitBegin(t, s, 0, 2, Dam)
	visitPlay(t, s, "done")
	if s.P[0].Res[Water] != 0 || s.P[0].Res[Electronics] != 1 {
		t.Error("water without the fee")
	}
}

// rule OL-LOC-DAM-3, OL-EQ-ACCESSCARD, OL-EQ-CANISTER, OL-EQ-1
func TestVisitDamEquipment(t *testing.T) {
	s := visitFixture(2)
	visitRepair(s, 0, "access-card", "jerrycan")
	visitBegin(t, s, 0, 2, Dam)
	if visitHas(s, "pay-fee") || visitHas(s, "use:jerrycan") {
		t.Fatalf("options %v", visitOptions(s))
	}
	evs := visitPlay(t, s, "use:access-card")
	if e, _ := visitFind(evs, "dam-unlocked"); e.Data.(DamUnlocked).By != "access-card" {
		t.Errorf("event %+v", e)
	}
	visitPlay(t, s, "take:water")
	stock := s.Stock[Dam]
	visitPlay(t, s, "use:jerrycan")
	if s.P[0].Res[Water] != 2 || s.Stock[Dam] != stock-1 || s.Visit.AP != 2 {
		t.Errorf("jerrycan: water %d, stock %d, AP %d", s.P[0].Res[Water], s.Stock[Dam], s.Visit.AP)
	}
	visitPlay(t, s, "done")
	// The Access card works once per round; the fee is still possible.
	s.P[1].Res[Electronics] = 1
	visitRepair(s, 1, "access-card")
	s.P[1].use(eqAccessCard)
	visitBegin(t, s, 1, 2, Dam)
	if visitHas(s, "use:access-card") || !visitHas(s, "pay-fee") {
		t.Errorf("used card: %v", visitOptions(s))
	}
	// Broken equipment does not work.
	s = visitFixture(2)
	s.P[0].Broken = 1<<uint(eqAccessCard) | 1<<uint(eqJerrycan)
	visitBegin(t, s, 0, 2, Dam)
	if s.Depth != 0 {
		t.Errorf("broken card offered: %v", visitOptions(s))
	}
}

// visitEquipCase is one location equipment check.
type visitEquipCase struct {
	eq       string
	loc      Location
	res      Resource
	take     string // a "+N" bonus needs this taken first
	gain     int16
	fromPool bool // the gain comes from the location's stock
}

// rule OL-EQ-2, OL-EQ-3
func TestVisitLocationEquipment(t *testing.T) {
	for _, c := range []visitEquipCase{
		// rule OL-EQ-AXE
		{"axe", Forest, Wood, "wood", 2, true},
		// rule OL-EQ-BOW
		{"bow", Forest, Meat, "", 1, false},
		// rule OL-EQ-AMMOBOX
		{"ammo-crate", MilitaryBase, Ammo, "ammo", 2, true},
		// rule OL-EQ-CROWBAR
		{"crowbar", MilitaryBase, Electronics, "", 2, false},
		// rule OL-EQ-CHAINSAW
		{"chainsaw", BlackwoodCity, Wood, "", 2, false},
		{"chainsaw", SilentPeak, Wood, "", 2, false},
		// rule OL-EQ-PICKAXE
		{"pickaxe", Mine, Metal, "metal", 2, true},
		// rule OL-EQ-WATERFILTER
		{"water-filter", Mine, Water, "", 1, false},
		// rule OL-EQ-HACKSAW
		{"hacksaw", Freighter, Metal, "", 2, false},
		// rule OL-EQ-BACKPACK
		{"backpack", AmusementPark, Electronics, "electronics", 2, true},
		// rule OL-EQ-METALDETECTOR
		{"metal-detector", AmusementPark, Cans, "", 1, false},
	} {
		t.Run(c.eq+"@"+Rules.Locations[c.loc].ID, func(t *testing.T) {
			s := visitFixture(2)
			visitRepair(s, 0, c.eq)
			visitBegin(t, s, 0, 0, c.loc)
			if c.loc == Freighter {
				visitPlay(t, s, "slot:5")
				visitPlay(t, s, "place:airlock")
			}
			id := "use:" + c.eq
			if c.take != "" {
				// OL-EQ-2: only after at least 1 was taken with AP.
				if visitHas(s, id) {
					t.Fatal("+N bonus offered before taking")
				}
				visitPlay(t, s, "take:"+c.take)
			}
			before, stock, ap := s.P[0].Res[c.res], s.Stock[c.loc], s.Visit.AP
			evs := visitPlay(t, s, id)
			apAfter := s.Visit.AP
			if e, ended := visitFind(evs, "visit-ended"); ended {
				apAfter = int8(e.Data.(VisitEnded).APLost)
			}
			if s.P[0].Res[c.res] != before+c.gain || apAfter != ap {
				t.Errorf("gain %d, AP %d→%d", s.P[0].Res[c.res]-before, ap, apAfter)
			}
			if c.fromPool && s.Stock[c.loc] != stock-c.gain || !c.fromPool && s.Stock[c.loc] != stock {
				t.Errorf("stock %d→%d", stock, s.Stock[c.loc])
			}
			e, ok := visitFind(evs, "equipment-used")
			if !ok || e.Data.(EquipmentUsed).Amount != int(c.gain) {
				t.Errorf("event %+v", e)
			}
			// Once per round.
			if visitHas(s, id) {
				t.Error("offered twice")
			}
		})
	}
	// Other locations do not offer them.
	s := visitFixture(2)
	visitRepair(s, 0, "axe", "bow", "ammo-crate", "crowbar", "chainsaw", "pickaxe", "water-filter", "hacksaw", "backpack", "metal-detector")
	visitBegin(t, s, 0, 0, Dam)
	if s.Depth != 0 {
		t.Errorf("Dam offers %v", visitOptions(s))
	}
}

// rule OL-EQ-2: a "+N" bonus takes what remains when the stock is short.
func TestVisitPlusBonusShortStock(t *testing.T) {
	s := visitFixture(2)
	s.Stock[Forest] = 2
	s.Hunt[HuntForest].N = 0
	visitRepair(s, 0, "axe")
	visitBegin(t, s, 0, 0, Forest)
	visitPlay(t, s, "take:wood")
	evs := visitPlay(t, s, "use:axe")
	if s.P[0].Res[Wood] != 2 || s.Stock[Forest] != 0 {
		t.Errorf("wood %d stock %d", s.P[0].Res[Wood], s.Stock[Forest])
	}
	// stock_after is written for a bonus from the stock, also when it is 0.
	if e, _ := visitFind(evs, "equipment-used"); e.Data.(EquipmentUsed).Amount != 1 || e.Data.(EquipmentUsed).StockAfter == nil || *e.Data.(EquipmentUsed).StockAfter != 0 {
		t.Errorf("event %+v", e)
	}
	// With the stock empty, the bonus is not offered at all.
	s = visitFixture(2)
	s.Stock[Forest] = 1
	s.Hunt[HuntForest].N = 0
	visitRepair(s, 0, "axe")
	visitBegin(t, s, 0, 0, Forest)
	visitPlay(t, s, "take:wood")
	if s.Depth != 0 {
		t.Errorf("options %v", visitOptions(s))
	}
}

// rule OL-EQ-4: the symbols on the tiles pair the kinds two by two.
func TestVisitEquipmentSymbolsPair(t *testing.T) {
	n := map[string]int{}
	for _, e := range Rules.Equipment {
		n[e.Symbol]++
	}
	for sym, c := range n {
		if c != 2 {
			t.Errorf("symbol %s on %d kinds", sym, c)
		}
	}
}

// visitCity is the index in State.City of the city at loc.
func visitCity(loc Location) int { return int(Rules.Locations[loc].CityIndex) }

// visitCityFixture gives city c the stack tiles (top last) and face-up equipment.
func visitCityFixture(s *State, c int, tiles []int8, equip ...string) {
	cs := &s.City[c]
	cs.N = int8(copy(cs.Stack[:], tiles))
	cs.NOut = 0
	for j, id := range equip {
		cs.Equip[j] = Rules.EquipmentIndex(id)
	}
}

// rule OL-LOC-CITY-1, OL-LOC-CITY-2, OL-LOC-CITY-3, OL-EQ-5
// test OL-EX-CITY-1
func TestVisitCity(t *testing.T) {
	for _, loc := range []Location{BlackwoodCity, SilentPeak} {
		t.Run(Rules.Locations[loc].ID, func(t *testing.T) {
			s := visitFixture(4)
			c := visitCity(loc)
			if cityLocation(c) != loc {
				t.Fatalf("city %d is %v", c, cityLocation(c))
			}
			visitCityFixture(s, c, []int8{SearchEmpty, SearchAmmo, SearchWater, SearchWood, SearchCans}, "axe", "bow", "pickaxe")
			visitBegin(t, s, 0, 0, loc)
			evs := visitPlay(t, s, "take-equipment:axe")
			if e, _ := visitFind(evs, "city-equipment-taken"); e.Data.(CityEquipmentTaken).APLeft != 4 {
				t.Errorf("event %+v", e)
			}
			evs = visitPlay(t, s, "search")
			evs = append(evs, visitPlay(t, s, "search")...)
			visitPlay(t, s, "take-equipment:pickaxe")
			evs = append(evs, visitPlay(t, s, "search")...)
			p := &s.P[0]
			axe, pick, bow := Rules.EquipmentIndex("axe"), Rules.EquipmentIndex("pickaxe"), Rules.EquipmentIndex("bow")
			if p.Broken != 1<<uint(axe)|1<<uint(pick) || p.Repaired != 0 {
				t.Errorf("broken %b repaired %b", p.Broken, p.Repaired)
			}
			if s.City[c].Equip != [3]int8{-1, bow, -1} {
				t.Errorf("city equipment %v", s.City[c].Equip)
			}
			// Search results come from the supply: cans, wood, water.
			if p.Res[Cans] != 1 || p.Res[Wood] != 1 || p.Res[Water] != 1 || s.Stock[Dam] != int16(Rules.Locations[Dam].Refill[2]) {
				t.Errorf("depots %v", p.Res)
			}
			if s.City[c].N != 2 || s.City[c].NOut != 3 || s.City[c].Out[0] != SearchCans || s.City[c].Out[2] != SearchWater {
				t.Errorf("city %+v", s.City[c])
			}
			var drawn []string
			for _, e := range evs {
				if e.Type == "search-drawn" {
					if !e.Reveals || e.To != engine.Public {
						t.Errorf("search event %+v", e)
					}
					drawn = append(drawn, e.Data.(SearchDrawn).Tile)
				}
			}
			if !slices.Equal(drawn, []string{"cans", "wood", "water"}) {
				t.Errorf("drawn %v", drawn)
			}
			if s.Depth != 0 {
				t.Errorf("AP left: options %v", visitOptions(s))
			}
		})
	}
}

// rule OL-LOC-CITY-6, OL-EQ-5
func TestVisitCityNoDuplicateEquipment(t *testing.T) {
	cBW := visitCity(BlackwoodCity)
	s := visitFixture(2)
	visitCityFixture(s, cBW, nil, "axe", "axe", "bow")
	s.P[0].Repaired = 1 << uint(Rules.EquipmentIndex("bow"))
	visitBegin(t, s, 0, 0, BlackwoodCity)
	if got := visitOptions(s); !slices.Equal(got, []string{"done", "take-equipment:axe"}) {
		t.Fatalf("options %v", got)
	}
	visitPlay(t, s, "take-equipment:axe")
	// The second axe is identical to the one now owned.
	if s.Depth != 0 || s.City[cBW].Equip[1] != Rules.EquipmentIndex("axe") {
		t.Errorf("options %v, city %v", visitOptions(s), s.City[cBW].Equip)
	}
}

// rule OL-LOC-CITY-4
func TestVisitSearchTiles(t *testing.T) {
	cSP := visitCity(SilentPeak)
	n := map[int8]int{}
	for _, k := range Rules.SearchTiles {
		n[k]++
	}
	want := map[int8]int{SearchWater: 1, SearchCans: 1, SearchWood: 1, SearchMetal: 1, SearchElectronics: 1, SearchAmmo: 2, SearchAlgae: 1, SearchEmpty: 2}
	for k, c := range want {
		if n[k] != c {
			t.Errorf("%s: %d tiles, want %d", searchNames[k], n[k], c)
		}
	}
	// Each resource tile gives its resource.
	for k := SearchWood; k < NumSearchKinds; k++ {
		s := visitFixture(2)
		visitCityFixture(s, cSP, []int8{k})
		visitBegin(t, s, 0, 2, SilentPeak)
		visitPlay(t, s, "search")
		if s.P[0].Res[searchRes[k]] != 1 || s.P[0].Res.Total() != 1 {
			t.Errorf("%s gave %v", searchNames[k], s.P[0].Res)
		}
	}
}

// rule OL-LOC-CITY-5, OL-RAD-4
func TestVisitAlgaeCapsuleAndEmptyCupboard(t *testing.T) {
	cBW := visitCity(BlackwoodCity)
	s := visitFixture(2)
	s.P[0].Rad = -4
	visitCityFixture(s, cBW, []int8{SearchAlgae, SearchAlgae, SearchEmpty})
	visitBegin(t, s, 0, 0, BlackwoodCity)
	evs := visitPlay(t, s, "search")
	if s.P[0].Res.Total() != 0 {
		t.Errorf("empty cupboard gave %v", s.P[0].Res)
	}
	if e, _ := visitFind(evs, "search-drawn"); e.Data.(SearchDrawn).Tile != "empty" || len(e.Data.(SearchDrawn).Gains) != 0 {
		t.Errorf("event %+v", e)
	}
	visitPlay(t, s, "search")
	if s.P[0].Rad != -3 {
		t.Errorf("radiation %d", s.P[0].Rad)
	}
	s.P[0].Rad = 3
	visitPlay(t, s, "search")
	if s.P[0].Rad != 3 {
		t.Errorf("radiation at best moved to %d", s.P[0].Rad)
	}
}

// rule OL-LOC-CITY-7, OL-ROOM-15
func TestVisitFreeSearches(t *testing.T) {
	cBW := visitCity(BlackwoodCity)
	cSP := visitCity(SilentPeak)
	s := visitFixture(4)
	visitRoom(s, 0, 3, "scout-post")
	visitCityFixture(s, cBW, []int8{SearchWood, SearchMetal, SearchCans, SearchWater, SearchAmmo, SearchElectronics})
	visitBegin(t, s, 0, 2, BlackwoodCity)
	// The free draws need one AP-paid search first.
	if visitHas(s, "free-search") {
		t.Fatal("free search before a paid one")
	}
	visitPlay(t, s, "search")
	evs := visitPlay(t, s, "free-search")
	if e, _ := visitFind(evs, "search-drawn"); !e.Data.(SearchDrawn).Free || e.Data.(SearchDrawn).FreeLeft != 1 {
		t.Errorf("event %+v", e)
	}
	visitPlay(t, s, "free-search")
	if visitHas(s, "free-search") || s.Visit.AP != 2 || s.P[0].Res.Total() != 3 {
		t.Errorf("AP %d, res %v, options %v", s.Visit.AP, s.P[0].Res, visitOptions(s))
	}
	visitPlay(t, s, "search")
	if visitHas(s, "free-search") {
		t.Error("more than 2 free draws at one city")
	}
	visitPlay(t, s, "done")
	// Once per city per round: the other city still gives 2.
	visitCityFixture(s, cSP, []int8{SearchWood, SearchMetal, SearchCans})
	visitBegin(t, s, 0, 3, SilentPeak)
	visitPlay(t, s, "search")
	visitPlay(t, s, "free-search")
	visitPlay(t, s, "free-search")
	if s.City[cSP].N != 0 {
		t.Errorf("silent peak stack %d", s.City[cSP].N)
	}
	// A room that is not full gives nothing.
	s = visitFixture(4)
	visitRoom(s, 0, 3, "scout-post")
	s.P[0].Rooms[3].Survivors--
	s.P[0].roomsChanged()
	visitCityFixture(s, cBW, []int8{SearchWood, SearchMetal})
	visitBegin(t, s, 0, 2, BlackwoodCity)
	visitPlay(t, s, "search")
	if visitHas(s, "free-search") {
		t.Error("free search from a room that is not full")
	}
}

// rule OL-LOC-CITY-7, OL-ROOM-21
func TestVisitCupboardBonus(t *testing.T) {
	cBW := visitCity(BlackwoodCity)
	cSP := visitCity(SilentPeak)
	s := visitFixture(2)
	visitRoom(s, 0, 3, "scavenger-guild")
	visitCityFixture(s, cBW, []int8{SearchEmpty, SearchEmpty})
	visitCityFixture(s, cSP, []int8{SearchEmpty})
	visitBegin(t, s, 0, 0, BlackwoodCity)
	evs := visitPlay(t, s, "search")
	if e, _ := visitFind(evs, "search-drawn"); !e.Data.(SearchDrawn).CupboardBonus || s.P[0].Res[Wood] != 1 || s.P[0].Res[Metal] != 1 {
		t.Errorf("event %+v res %v", e, s.P[0].Res)
	}
	// Once per city per round.
	visitPlay(t, s, "search")
	if s.P[0].Res[Wood] != 1 {
		t.Errorf("second bonus at the same city: %v", s.P[0].Res)
	}
	visitBegin(t, s, 0, 1, SilentPeak)
	visitPlay(t, s, "search")
	if s.P[0].Res[Wood] != 2 || s.P[0].Res[Metal] != 2 {
		t.Errorf("other city: %v", s.P[0].Res)
	}
}

// rule OL-LOC-CITY-7, OL-ROOM-17
func TestVisitPeekSearchStack(t *testing.T) {
	cSP := visitCity(SilentPeak)
	s := visitFixture(2)
	visitRoom(s, 0, 3, "radio-shack")
	visitCityFixture(s, cSP, []int8{SearchAlgae, SearchEmpty, SearchAmmo})
	// Offered at any location, during the seat's visit decisions.
	visitBegin(t, s, 0, 0, Forest)
	if !visitHas(s, "peek:silent-peak") || visitHas(s, "peek:blackwood-city") {
		t.Fatalf("options %v", visitOptions(s))
	}
	evs := visitPlay(t, s, "peek:silent-peak")
	var seen *SearchStackSeen
	for _, e := range evs {
		if e.Type == "search-stack-seen" {
			if e.To != 0 || !e.Reveals {
				t.Errorf("stack shown to %d", e.To)
			}
			d := e.Data.(SearchStackSeen)
			seen = &d
		}
		if e.To == engine.Public && strings.Contains(visitJSON(t, e), "algae") {
			t.Errorf("public event shows the stack: %s", visitJSON(t, e))
		}
	}
	if seen == nil || !slices.Equal(seen.Tiles, []string{"ammo", "empty", "algae"}) {
		t.Errorf("seen %+v", seen)
	}
	if s.P[0].Knows&(1<<uint(cSP)) == 0 || s.City[cSP].N != 3 || s.City[cSP].Stack[2] != SearchAmmo {
		t.Errorf("knows %b, stack %+v", s.P[0].Knows, s.City[cSP])
	}
	// Once per round.
	if visitHas(s, "peek:silent-peak") {
		t.Error("peek offered twice")
	}
	visitPlay(t, s, "done")
	visitBegin(t, s, 0, 1, Mine)
	if visitHas(s, "peek:silent-peak") {
		t.Error("peek offered again in the round")
	}
}

// rule OL-LOC-CITY-7, OL-EQ-FLASHLIGHT, OL-EQ-CHAINSAW
func TestVisitFlashlight(t *testing.T) {
	cSP := visitCity(SilentPeak)
	s := visitFixture(2)
	visitRepair(s, 0, "flashlight", "chainsaw")
	visitRoom(s, 0, 3, "butchery")
	s.P[0].Rooms[3].Survivors--
	s.P[0].roomsChanged()
	s.P[0].Airlock = int8(airlockCap())
	visitCityFixture(s, cSP, []int8{SearchWood})
	visitBegin(t, s, 0, 0, SilentPeak)
	visitPlay(t, s, "use:chainsaw")
	if s.P[0].Res[Wood] != 2 {
		t.Errorf("chainsaw: %v", s.P[0].Res)
	}
	visitPlay(t, s, "use:flashlight")
	// The airlock is full: the survivor may go into a finished room.
	if got := visitOptions(s); !slices.Equal(got, []string{"place:room:3"}) {
		t.Fatalf("placement options %v", got)
	}
	visitPlay(t, s, "place:room:3")
	if s.P[0].Rooms[3].Survivors != 4 || s.Top().Kind != fAct {
		t.Errorf("room %d, top %d", s.P[0].Rooms[3].Survivors, s.Top().Kind)
	}
	// No space at all: the Flashlight is not offered.
	s = visitFixture(2)
	visitRepair(s, 0, "flashlight")
	s.P[0].Airlock = int8(airlockCap())
	visitBegin(t, s, 0, 0, SilentPeak)
	if s.Depth != 0 {
		t.Errorf("options %v", visitOptions(s))
	}
}

func visitJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The visit's option ids are unique in every decision reached here, and
// legal lists only what apply handles: every option applies on a clone.
func TestVisitOptionsApply(t *testing.T) {
	cBW := visitCity(BlackwoodCity)
	cSP := visitCity(SilentPeak)
	s := visitFixture(3)
	visitRepair(s, 0, "chainsaw", "flashlight")
	visitRoom(s, 0, 3, "radio-shack")
	visitRoom(s, 0, 4, "scout-post")
	visitCityFixture(s, cBW, []int8{SearchEmpty, SearchAmmo, SearchWood}, "axe", "axe", "hacksaw")
	visitCityFixture(s, cSP, []int8{SearchCans})
	visitBegin(t, s, 0, 0, BlackwoodCity)
	for step := 0; s.Depth > 0 && step < 40; step++ {
		ids := visitOptions(s)
		seen := map[string]bool{}
		for _, id := range ids {
			if seen[id] {
				t.Fatalf("repeated id %s", id)
			}
			seen[id] = true
			c := s.Clone().(*State)
			if _, err := engine.Apply(c, c.ToMove(), id); err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			if err := c.Check(); err != nil && c.Depth > 0 {
				t.Fatalf("%s: %v", id, err)
			}
		}
		if _, err := engine.Apply(s, s.ToMove(), "bad:option"); err == nil {
			t.Fatal("a bad option was accepted")
		}
		// Play the first option that is not done.
		next := ids[0]
		if next == "done" && len(ids) > 1 {
			next = ids[1]
		}
		visitPlay(t, s, next)
	}
}

// Legal and apply of the visit frames do not allocate when no events are recorded.
func TestVisitNoAllocations(t *testing.T) {
	s := visitFixture(3)
	visitRepair(s, 0, "chainsaw", "thermal-sensor", "shotgun", "axe", "hacksaw")
	visitRoom(s, 0, 3, "radio-shack")
	visitRoom(s, 0, 4, "scout-post")
	visitRoom(s, 0, 5, "smokehouse")
	visitRoom(s, 0, 6, "salvage-crew")
	visitCityFixture(s, visitCity(BlackwoodCity), []int8{SearchEmpty, SearchAlgae, SearchWood}, "axe", "bow", "hacksaw")
	huntStack(t, s, HuntForest, 3, 5, 4, 6)
	s.P[0].Res[Ammo] = 5
	var states []*State
	for _, c := range []struct {
		hero int
		loc  Location
		ids  []string
	}{
		{0, BlackwoodCity, []string{"search"}},
		{0, Forest, []string{"take:wood", "hunt", "use:thermal-sensor"}},
		{0, Forest, []string{"hunt", "use:shotgun"}},
		{0, Freighter, nil},
		{0, Freighter, []string{"slot:5", "place:airlock"}},
	} {
		st := s.Clone().(*State)
		visitBegin(t, st, 0, c.hero, c.loc)
		for _, id := range c.ids {
			visitPlay(t, st, id)
		}
		states = append(states, st)
	}
	c := new(State)
	buf := make([]engine.Action, 0, 64)
	for _, st := range states {
		for _, a := range st.Legal(nil) {
			allocs := testing.AllocsPerRun(20, func() {
				*c = *st
				buf = c.Legal(buf[:0])
				c.ApplyUnchecked(a, nil)
			})
			if allocs != 0 {
				t.Errorf("%s: %v allocations", st.Option(a).ID, allocs)
			}
		}
	}
}
