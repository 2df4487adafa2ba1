package outlive

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// huntKind returns the game kind with endurance e.
func huntKind(t *testing.T, e int) int8 {
	t.Helper()
	for k, h := range Rules.HuntKinds {
		if h.Endurance == e {
			return int8(k)
		}
	}
	t.Fatalf("no game of endurance %d", e)
	return -1
}

// huntStack sets stack h to tiles of the given endurances, bottom first (the last is the face-up top).
func huntStack(t *testing.T, s *State, h int, endurances ...int) {
	t.Helper()
	st := &s.Hunt[h]
	st.N = int8(len(endurances))
	for i, e := range endurances {
		st.Tiles[i] = huntKind(t, e)
	}
}

// huntEndurances lists stack h's endurances, bottom first.
func huntEndurances(s *State, h int) []int {
	var out []int
	for i := 0; i < int(s.Hunt[h].N); i++ {
		out = append(out, Rules.HuntKinds[s.Hunt[h].Tiles[i]].Endurance)
	}
	return out
}

// rule OL-HUNT-1, OL-HUNT-4, OL-AP-2
// test OL-EX-HUNT-1
func TestHuntWithAmmo(t *testing.T) {
	s := visitFixture(4)
	huntStack(t, s, HuntPark, 3, 5, 6)
	s.P[0].Res[Ammo] = 3
	visitBegin(t, s, 0, 1, AmusementPark)
	visitPlay(t, s, "hunt")
	// Cost 6 with 4 AP: at least 2 ammo, at most the 3 owned.
	if got := visitOptions(s); !slices.Equal(got, []string{"ammo:2", "ammo:3", "cancel"}) {
		t.Fatalf("options %v", got)
	}
	evs := visitPlay(t, s, "ammo:3")
	p := &s.P[0]
	if p.Res[Ammo] != 0 || s.Visit.AP != 1 || p.Res[Meat] != 4 || p.Hunted[huntKind(t, 6)] != 1 {
		t.Errorf("ammo %d AP %d meat %d", p.Res[Ammo], s.Visit.AP, p.Res[Meat])
	}
	e, _ := visitFind(evs, "hunt-resolved")
	d := e.Data.(HuntResolved)
	if d.Cost != 6 || d.Ammo != 3 || d.APSpent != 3 || d.Meat != 4 || d.Position != 1 || e.Reveals {
		t.Errorf("event %+v", d)
	}
	// The next tile is turned face up, for everyone.
	r, ok := visitFind(evs, "hunt-tile-revealed")
	if !ok || r.To != engine.Public || !r.Reveals || r.Data.(HuntTileRevealed).Endurance != 5 {
		t.Errorf("reveal %+v", r)
	}
	if got := huntEndurances(s, HuntPark); !slices.Equal(got, []int{3, 5}) {
		t.Errorf("stack %v", got)
	}
	// With his last AP he takes 1 electronics.
	visitPlay(t, s, "take:electronics")
	if p.Res[Electronics] != 1 || s.Depth != 0 {
		t.Errorf("electronics %d, depth %d", p.Res[Electronics], s.Depth)
	}
}

// rule OL-HUNT-4: ammo alone may pay the whole cost; never more ammo than the cost.
func TestHuntAmmoBounds(t *testing.T) {
	s := visitFixture(2)
	huntStack(t, s, HuntForest, 4, 3)
	s.P[0].Res[Ammo] = 9
	visitBegin(t, s, 0, 2, Forest)
	visitPlay(t, s, "hunt")
	if got := visitOptions(s); !slices.Equal(got, []string{"ammo:0", "ammo:1", "ammo:2", "ammo:3", "cancel"}) {
		t.Fatalf("options %v", got)
	}
	visitPlay(t, s, "ammo:3")
	if s.Visit.AP != 3 || s.P[0].Res[Ammo] != 6 {
		t.Errorf("AP %d ammo %d", s.Visit.AP, s.P[0].Res[Ammo])
	}
	// Not affordable at all: no hunt.
	s = visitFixture(2)
	huntStack(t, s, HuntForest, 7)
	s.P[0].Res[Ammo] = 3
	visitBegin(t, s, 0, 2, Forest)
	if visitHas(s, "hunt") {
		t.Error("hunt offered for endurance 7 with 3 AP and 3 ammo")
	}
}

// rule OL-HUNT-3: five kinds, endurance 3 to 7, which is the AP cost.
func TestHuntEnduranceIsCost(t *testing.T) {
	var ends []int
	for _, k := range Rules.HuntKinds {
		ends = append(ends, k.Endurance)
	}
	if !slices.Equal(ends, []int{3, 4, 5, 6, 7}) {
		t.Fatalf("endurances %v", ends)
	}
	for _, e := range ends {
		s := visitFixture(2)
		huntStack(t, s, HuntMine, e)
		s.P[0].Res[Ammo] = 9
		visitBegin(t, s, 0, 2, Mine)
		visitPlay(t, s, "hunt")
		// A 3-hero needs e−3 ammo at least.
		if got := visitOptions(s)[0]; got != "ammo:"+string(rune('0'+e-3)) {
			t.Errorf("endurance %d: first option %s", e, got)
		}
	}
}

// rule OL-HUNT-2
func TestHuntOncePerVisit(t *testing.T) {
	s := visitFixture(2)
	huntStack(t, s, HuntForest, 3, 3, 3)
	s.P[0].Res[Ammo] = 9
	visitBegin(t, s, 0, 0, Forest)
	visitPlay(t, s, "hunt")
	visitPlay(t, s, "ammo:3")
	if visitHas(s, "hunt") || s.Visit.AP != 5 {
		t.Errorf("second hunt offered: %v", visitOptions(s))
	}
}

// rule OL-HUNT-5
// test OL-EX-HUNT-2
func TestHuntYieldProgression(t *testing.T) {
	s := visitFixture(2)
	k6 := huntKind(t, 6)
	huntStack(t, s, HuntForest, 6, 6, 6)
	s.P[0].Res[Ammo] = 30
	var meats []int
	for i, loc := range []Location{Forest, Forest, Forest} {
		visitBegin(t, s, 0, i, loc)
		visitPlay(t, s, "hunt")
		evs := visitPlay(t, s, "ammo:6")
		e, _ := visitFind(evs, "hunt-resolved")
		meats = append(meats, e.Data.(HuntResolved).Meat)
		if e.Data.(HuntResolved).Kill != i+1 {
			t.Errorf("kill %d", e.Data.(HuntResolved).Kill)
		}
		if s.Depth > 0 {
			visitPlay(t, s, "done")
		}
	}
	if !slices.Equal(meats, []int{4, 5, 6}) || s.P[0].Hunted[k6] != 3 || s.P[0].Res[Meat] != 15 {
		t.Errorf("meat %v, hunted %d", meats, s.P[0].Hunted[k6])
	}
	// Progression is per kind: a first endurance-5 tile gives its base.
	huntStack(t, s, HuntMine, 5)
	visitBegin(t, s, 0, 3, Mine)
	visitPlay(t, s, "hunt")
	evs := visitPlay(t, s, "ammo:5")
	if e, _ := visitFind(evs, "hunt-resolved"); e.Data.(HuntResolved).Meat != Rules.HuntKinds[huntKind(t, 5)].Meat {
		t.Errorf("endurance 5: %+v", e.Data)
	}
}

// rule OL-HUNT-7, OL-EVENT-MUTATION-1, OL-EVENT-PLAGUE-1
// test OL-EX-HUNT-3
func TestHuntEvents(t *testing.T) {
	s := visitFixture(2)
	visitEventInPlay(s, "animal-mutation")
	huntStack(t, s, HuntForest, 3)
	s.P[0].Res[Ammo] = 9
	visitBegin(t, s, 0, 2, Forest)
	visitPlay(t, s, "hunt")
	// Cost 4, at most 4 ammo.
	if got := visitOptions(s); !slices.Equal(got, []string{"ammo:1", "ammo:2", "ammo:3", "ammo:4", "cancel"}) {
		t.Fatalf("options %v", got)
	}
	evs := visitPlay(t, s, "ammo:4")
	if e, _ := visitFind(evs, "hunt-resolved"); e.Data.(HuntResolved).Cost != 4 || !e.Data.(HuntResolved).Mutation || s.P[0].Res[Meat] != 1 {
		t.Errorf("mutation: %+v meat %d", e.Data, s.P[0].Res[Meat])
	}

	s = visitFixture(2)
	visitEventInPlay(s, "animal-plague")
	k3 := huntKind(t, 3)
	if Rules.HuntKinds[k3].Meat != 1 {
		t.Fatalf("endurance 3 base %d", Rules.HuntKinds[k3].Meat)
	}
	huntStack(t, s, HuntForest, 3, 3)
	visitBegin(t, s, 0, 2, Forest)
	visitPlay(t, s, "hunt")
	evs = visitPlay(t, s, "ammo:0")
	d := visitMust(t, evs, "hunt-resolved").(HuntResolved)
	if d.Meat != 0 || !d.Plague || s.P[0].Hunted[k3] != 1 || s.P[0].Res[Meat] != 0 {
		t.Errorf("plague first kill: %+v", d)
	}
	visitBegin(t, s, 0, 3, Forest)
	visitPlay(t, s, "hunt")
	evs = visitPlay(t, s, "ammo:0")
	if d := visitMust(t, evs, "hunt-resolved").(HuntResolved); d.Meat != 1 || d.BaseMeat != 2 {
		t.Errorf("plague second kill: %+v", d)
	}
}

// visitMust returns the data of the first event of type typ.
func visitMust(t *testing.T, evs []engine.Event, typ string) any {
	t.Helper()
	e, ok := visitFind(evs, typ)
	if !ok {
		t.Fatalf("no %s event in %v", typ, evs)
	}
	return e.Data
}

// rule OL-HUNT-7, OL-ROOM-5, OL-ROOM-19
func TestHuntMeatRooms(t *testing.T) {
	s := visitFixture(2)
	visitRoom(s, 0, 3, "smokehouse")
	visitRoom(s, 0, 4, "butchery")
	huntStack(t, s, HuntForest, 3, 3)
	huntStack(t, s, HuntMine, 3)
	visitBegin(t, s, 0, 0, Forest)
	visitPlay(t, s, "hunt")
	if !visitHas(s, "use:room:3") || !visitHas(s, "use:room:4") {
		t.Fatalf("options %v", visitOptions(s))
	}
	visitPlay(t, s, "use:room:3")
	visitPlay(t, s, "use:room:4")
	evs := visitPlay(t, s, "ammo:0")
	if d := visitMust(t, evs, "hunt-resolved").(HuntResolved); d.Meat != 1+3 || d.RoomBonus != 3 || !slices.Equal(d.Rooms, []int{3, 4}) {
		t.Errorf("rooms: %+v", d)
	}
	visitPlay(t, s, "done")
	// Once per round each.
	visitBegin(t, s, 0, 1, Mine)
	visitPlay(t, s, "hunt")
	if visitHas(s, "use:room:3") || visitHas(s, "use:room:4") {
		t.Errorf("rooms offered twice: %v", visitOptions(s))
	}
	// A room that is not full gives nothing; the bonus is a choice.
	s = visitFixture(2)
	visitRoom(s, 0, 3, "smokehouse")
	s.P[0].Rooms[3].Survivors--
	s.P[0].roomsChanged()
	visitRoom(s, 0, 4, "butchery")
	huntStack(t, s, HuntForest, 3)
	visitBegin(t, s, 0, 0, Forest)
	visitPlay(t, s, "hunt")
	if visitHas(s, "use:room:3") {
		t.Error("room that is not full offered")
	}
	visitPlay(t, s, "ammo:0")
	if s.P[0].Res[Meat] != 1 || s.P[0].Rooms[4].Used != 0 {
		t.Errorf("unchosen room used: meat %d", s.P[0].Res[Meat])
	}
}

// rule OL-HUNT-7, OL-EQ-SHOTGUN, OL-EQ-BEARTRAP
func TestHuntStrengthEquipment(t *testing.T) {
	s := visitFixture(2)
	visitRepair(s, 0, "shotgun", "bear-trap")
	huntStack(t, s, HuntForest, 5, 5)
	visitBegin(t, s, 0, 2, Forest)
	// 3 AP, no ammo, endurance 5: only with both strength bonuses.
	visitPlay(t, s, "hunt")
	if got := visitOptions(s); !slices.Equal(got, []string{"cancel", "use:bear-trap", "use:shotgun"}) {
		t.Fatalf("options %v", got)
	}
	visitPlay(t, s, "use:shotgun")
	if visitHas(s, "ammo:0") {
		t.Fatal("affordable with one bonus")
	}
	visitPlay(t, s, "use:bear-trap")
	evs := visitPlay(t, s, "ammo:0")
	d := visitMust(t, evs, "hunt-resolved").(HuntResolved)
	if d.StrengthBonus != 2 || d.APSpent != 3 || s.Visit.AP != 0 || !slices.Equal(d.Equipment, []string{"shotgun", "bear-trap"}) {
		t.Errorf("event %+v", d)
	}
	p := &s.P[0]
	if p.canUse(eqShotgun) || p.canUse(eqBearTrap) {
		t.Error("equipment not turned")
	}
	// The bonus is for hunting only: a cheap hunt does not pass it on to the AP.
	s = visitFixture(2)
	visitRepair(s, 0, "shotgun")
	huntStack(t, s, HuntForest, 3)
	s.P[0].Res[Ammo] = 2
	visitBegin(t, s, 0, 2, Forest)
	visitPlay(t, s, "hunt")
	visitPlay(t, s, "use:shotgun")
	visitPlay(t, s, "ammo:2")
	if s.Visit.AP != 3 {
		t.Errorf("AP %d after a hunt paid by ammo and the shotgun", s.Visit.AP)
	}
}

// Backing out of a hunt spends nothing; hunting is not offered again in the visit.
//
// rule OL-HUNT-7
func TestHuntCancel(t *testing.T) {
	s := visitFixture(2)
	visitRepair(s, 0, "shotgun")
	visitRoom(s, 0, 3, "smokehouse")
	huntStack(t, s, HuntForest, 3)
	s.P[0].Res[Ammo] = 2
	visitBegin(t, s, 0, 0, Forest)
	visitPlay(t, s, "hunt")
	visitPlay(t, s, "use:shotgun")
	visitPlay(t, s, "use:room:3")
	evs := visitPlay(t, s, "cancel")
	p := &s.P[0]
	if _, ok := visitFind(evs, "hunt-cancelled"); !ok || !p.canUse(eqShotgun) || p.Rooms[3].Used != 0 || p.Res[Ammo] != 2 || s.Visit.AP != 5 || s.Hunt[HuntForest].N != 1 {
		t.Errorf("cancel spent something: %+v", p)
	}
	if visitHas(s, "hunt") || !visitHas(s, "take:wood") {
		t.Errorf("options %v", visitOptions(s))
	}
}

// rule OL-HUNT-7, OL-EQ-HEATSENSOR
func TestHuntThermalSensor(t *testing.T) {
	s := visitFixture(2)
	visitRepair(s, 0, "thermal-sensor")
	huntStack(t, s, HuntForest, 4, 7, 3, 6)
	visitBegin(t, s, 0, 2, Forest)
	// The face-up 6 is too costly, but the sensor may find another tile.
	visitPlay(t, s, "hunt")
	if got := visitOptions(s); !slices.Equal(got, []string{"cancel", "use:thermal-sensor"}) {
		t.Fatalf("options %v", got)
	}
	evs := visitPlay(t, s, "use:thermal-sensor")
	var seen *HuntStackSeen
	for _, e := range evs {
		if e.Type == "hunt-stack-seen" {
			d := e.Data.(HuntStackSeen)
			seen = &d
			if e.To != 0 || !e.Reveals {
				t.Errorf("stack shown to %d", e.To)
			}
		} else if e.To != engine.Public || strings.Contains(visitJSON(t, e.Data), "endurance") {
			t.Errorf("event %s: %s", e.Type, visitJSON(t, e))
		}
	}
	if seen == nil || !slices.Equal(seen.Endurances, []int{6, 3, 7, 4}) {
		t.Fatalf("seen %+v", seen)
	}
	if s.P[0].Knows&(1<<uint(4+HuntForest)) == 0 || s.P[0].canUse(eqThermalSensor) {
		t.Error("sensor not recorded")
	}
	// The player must choose the tile before anything else; only a tile
	// the hero can pay for (3 AP, no ammo) is offered.
	if got := visitOptions(s); !slices.Equal(got, []string{"pick:2:3"}) {
		t.Fatalf("pick options %v", got)
	}
	visitPlay(t, s, "pick:2:3")
	if got := visitOptions(s); !slices.Equal(got, []string{"ammo:0", "cancel"}) {
		t.Fatalf("options %v", got)
	}
	evs = visitPlay(t, s, "ammo:0")
	d := visitMust(t, evs, "hunt-resolved").(HuntResolved)
	if d.Endurance != 3 || d.Position != 2 || !slices.Contains(d.Equipment, "thermal-sensor") {
		t.Errorf("event %+v", d)
	}
	if e, _ := visitFind(evs, "hunt-resolved"); !e.Reveals {
		t.Error("a hidden tile was taken without a reveal mark")
	}
	// The rest keeps its order and the face-up tile stays on top: nothing new is revealed.
	if got := huntEndurances(s, HuntForest); !slices.Equal(got, []int{4, 7, 6}) {
		t.Errorf("stack %v", got)
	}
	if _, ok := visitFind(evs, "hunt-tile-revealed"); ok {
		t.Error("a tile was revealed")
	}
}

// rule OL-EQ-HEATSENSOR, OL-HUNT-7: after looking, the player picks among
// the tiles it can pay for with AP, ammo and the strength equipment it may
// still use; when there is none, the hunt can only be cancelled.
func TestHuntThermalSensorAffordableTiles(t *testing.T) {
	tests := []struct {
		name  string
		ammo  int16
		eq    []string
		stack []int
		want  []string
	}{
		{"AP only", 0, nil, []int{4, 7, 3, 6}, []string{"pick:2:3"}},
		{"AP and ammo", 3, nil, []int{4, 7, 3, 6}, []string{"pick:1:6", "pick:2:3", "pick:4:4"}},
		{"AP and shotgun", 0, []string{"shotgun"}, []int{4, 7, 3, 6}, []string{"pick:2:3", "pick:4:4"}},
		{"nothing affordable", 0, nil, []int{5, 7, 6, 6}, []string{"cancel"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := visitFixture(2)
			visitRepair(s, 0, append([]string{"thermal-sensor"}, tt.eq...)...)
			s.P[0].Res[Ammo] = tt.ammo
			huntStack(t, s, HuntForest, tt.stack...)
			visitBegin(t, s, 0, 2, Forest)
			visitPlay(t, s, "hunt")
			visitPlay(t, s, "use:thermal-sensor")
			if got := visitOptions(s); !slices.Equal(got, tt.want) {
				t.Fatalf("options %v, want %v", got, tt.want)
			}
		})
	}
}

// No public event, and no option of another seat, tells a hidden hunting
// tile, a hidden search tile or the peeked stack: two games that differ
// only there give the same public events.
func TestVisitHiddenInformation(t *testing.T) {
	build := func(forest []int, peek, search []int8) *State {
		s := visitFixture(3)
		visitRepair(s, 0, "thermal-sensor")
		visitRoom(s, 0, 3, "radio-shack")
		huntStack(t, s, HuntForest, forest...)
		visitCityFixture(s, visitCity(SilentPeak), peek)
		visitCityFixture(s, visitCity(BlackwoodCity), search)
		s.P[0].Res[Ammo] = 9
		return s
	}
	a := build([]int{3, 4, 5, 6, 7, 6}, []int8{SearchAlgae, SearchEmpty, SearchAmmo}, []int8{SearchEmpty, SearchWater, SearchAmmo})
	b := build([]int{7, 5, 3, 4, 7, 6}, []int8{SearchWood, SearchMetal, SearchCans}, []int8{SearchCans, SearchMetal, SearchAmmo})
	var pub [2][]string
	var private [2][]string
	for i, s := range []*State{a, b} {
		var evs []engine.Event
		play := func(id string) {
			if s.ToMove() != 0 {
				t.Fatalf("seat %d decides during seat 0's visit", s.ToMove())
			}
			evs = append(evs, visitPlay(t, s, id)...)
		}
		evs = append(evs, visitBegin(t, s, 0, 0, Forest)...)
		for _, id := range []string{"peek:silent-peak", "hunt", "use:thermal-sensor", "pick:2:7", "ammo:7", "done"} {
			play(id)
		}
		evs = append(evs, visitBegin(t, s, 0, 1, BlackwoodCity)...)
		for _, id := range []string{"search", "done"} {
			play(id)
		}
		for _, e := range evs {
			if e.To == engine.Public {
				pub[i] = append(pub[i], visitJSON(t, e))
			} else {
				private[i] = append(private[i], visitJSON(t, e))
			}
		}
	}
	if !slices.Equal(pub[0], pub[1]) {
		t.Errorf("public events differ:\n%v\n%v", pub[0], pub[1])
	}
	if slices.Equal(private[0], private[1]) || len(private[0]) != 3 {
		t.Errorf("private events %v", private[0])
	}
}
