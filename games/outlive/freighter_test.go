package outlive

import (
	"slices"
	"testing"
)

// rule OL-LOC-FRT-1, OL-LOC-FRT-2, OL-LOC-FRT-3, OL-LOC-FRT-5, OL-LOC-FRT-6
// test OL-EX-FRT-1
func TestFreighterFirstHero(t *testing.T) {
	s := visitFixture(4)
	s.Start, s.DayTurn = 2, 1
	// Beth (seat 1) moves her 5-hero to the Freighter first this round.
	visitBegin(t, s, 1, 0, Freighter)
	if got := visitOptions(s); !slices.Equal(got, []string{"slot:5"}) {
		t.Fatalf("options %v", got)
	}
	evs := visitPlay(t, s, "slot:5")
	d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded)
	if s.P[1].Res[Cans] != 3 || d.SlotCans != 3 || !d.FirstHero || d.StartBefore != 2 || d.StartAfter != 1 || d.Survivor != "to-place" {
		t.Errorf("event %+v", d)
	}
	// She takes the start player marker at once; the Day's order is unchanged.
	if s.Start != 1 || s.DayTurn != 1 || !s.FreighterTaken {
		t.Errorf("start %d day turn %d", s.Start, s.DayTurn)
	}
	if s.Freighter[2].Occupant != 1 || s.Freighter[2].Survivor {
		t.Errorf("slot %+v", s.Freighter[2])
	}
	// The survivor goes into her bunker, where she chooses.
	if got := visitOptions(s); !slices.Equal(got, []string{"place:airlock"}) {
		t.Fatalf("placement %v", got)
	}
	visitPlay(t, s, "place:airlock")
	if s.P[1].Airlock != 1 || s.Depth != 0 {
		t.Errorf("airlock %d depth %d", s.P[1].Airlock, s.Depth)
	}
	// Daryl's 5-hero has no slot: slot 5 is taken and lower slots are not his.
	if m := s.freighterSlots(2, 0); m != 0 {
		t.Errorf("Daryl's slots %b", m)
	}
	// A later hero takes the slot of its own strength, and the marker stays.
	visitBegin(t, s, 3, 1, Freighter)
	if got := visitOptions(s); !slices.Equal(got, []string{"slot:4"}) {
		t.Fatalf("options %v", got)
	}
	evs = visitPlay(t, s, "slot:4")
	if d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded); d.FirstHero || s.Start != 1 || s.P[3].Res[Cans] != int16(Rules.FreighterCans[1]) {
		t.Errorf("second hero: %+v start %d", d, s.Start)
	}
}

// rule OL-LOC-FRT-2, OL-LOC-FRT-6
func TestFreighterSlotPerStrength(t *testing.T) {
	if Rules.FreighterCans[2] != 3 {
		t.Errorf("slot 5 gives %d cans", Rules.FreighterCans[2])
	}
	for _, c := range []struct {
		hero      int
		sandstorm bool
		want      string
	}{{0, false, "slot:5"}, {1, false, "slot:4"}, {2, false, "slot:3"}, {3, false, "slot:3"}, {0, true, "slot:3"}} {
		s := visitFixture(2)
		if c.sandstorm {
			visitEventInPlay(s, "sandstorm")
		}
		visitBegin(t, s, 0, c.hero, Freighter)
		if got := visitOptions(s); !slices.Equal(got, []string{c.want}) {
			t.Errorf("hero %s sandstorm %v: %v", heroNames[c.hero], c.sandstorm, got)
		}
	}
}

// rule OL-LOC-FRT-4, OL-EQ-GRAPPLINGHOOK
// test OL-EX-FRT-2
func TestFreighterGrapplingHook(t *testing.T) {
	s := visitFixture(2)
	s.Freighter[2].Occupant = 1
	if s.freighterSlots(0, 0) != 0 {
		t.Fatal("slot 6 without the hook")
	}
	visitRepair(s, 0, "grappling-hook")
	visitBegin(t, s, 0, 0, Freighter)
	if got := visitOptions(s); !slices.Equal(got, []string{"slot:6"}) {
		t.Fatalf("options %v", got)
	}
	evs := visitPlay(t, s, "slot:6")
	d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded)
	if !d.GrapplingHook || d.Slot != 6 || s.P[0].Res[Cans] != int16(Rules.FreighterCans[3]) || s.P[0].canUse(eqGrapplingHook) {
		t.Errorf("event %+v", d)
	}
	// A 4-hero may go one higher, but never to slot 6; taking its own slot leaves the hook unused.
	s = visitFixture(2)
	visitRepair(s, 0, "grappling-hook")
	s.Freighter[2].Occupant = -1
	visitBegin(t, s, 0, 1, Freighter)
	if got := visitOptions(s); !slices.Equal(got, []string{"slot:4", "slot:5"}) {
		t.Fatalf("options %v", got)
	}
	visitPlay(t, s, "slot:4")
	if !s.P[0].canUse(eqGrapplingHook) {
		t.Error("hook turned for the hero's own slot")
	}
}

// rule OL-LOC-FRT-5
func TestFreighterSurvivorSpace(t *testing.T) {
	// Full airlock: the survivor may go into a finished room with space.
	s := visitFixture(2)
	s.P[0].Airlock = int8(airlockCap())
	visitRoom(s, 0, 0, "war-room")
	s.P[0].Rooms[0].Survivors = 2
	s.P[0].roomsChanged()
	visitBegin(t, s, 0, 2, Freighter)
	visitPlay(t, s, "slot:3")
	if got := visitOptions(s); !slices.Equal(got, []string{"place:room:0"}) {
		t.Fatalf("placement %v", got)
	}
	visitPlay(t, s, "place:room:0")
	if s.P[0].Rooms[0].Survivors != 3 {
		t.Error("not placed")
	}
	// No space at all: it stays on the slot; the cans are still taken.
	s = visitFixture(2)
	s.P[0].Airlock = int8(airlockCap())
	visitBegin(t, s, 0, 2, Freighter)
	evs := visitPlay(t, s, "slot:3")
	if d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded); d.Survivor != "no-space" || !s.Freighter[0].Survivor || s.P[0].Res[Cans] != 1 || s.Depth != 0 {
		t.Errorf("event %+v, slot %+v", d, s.Freighter[0])
	}
}

// rule OL-LOC-FRT-7, OL-ROOM-7
func TestFreighterSalvageCrew(t *testing.T) {
	s := visitFixture(2)
	visitRoom(s, 0, 3, "salvage-crew")
	s.Freighter[2] = FreighterSlot{Occupant: 1, Survivor: false}
	s.FreighterTaken, s.Start = true, 1
	visitBegin(t, s, 0, 0, Freighter)
	if got := visitOptions(s); !slices.Equal(got, []string{"slot:5"}) {
		t.Fatalf("options %v", got)
	}
	evs := visitPlay(t, s, "slot:5")
	d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded)
	if !d.SharedSlot || d.RoomCans != 2 || s.P[0].Res[Cans] != 5 || d.Survivor != "to-place" || s.Start != 1 {
		t.Errorf("event %+v", d)
	}
	visitPlay(t, s, "place:airlock")
	if s.P[0].Airlock != 1 || s.Freighter[2].Occupant != 1 {
		t.Errorf("airlock %d, slot %+v", s.P[0].Airlock, s.Freighter[2])
	}
	// On a free slot the +2 cans come too, and the slot's own survivor.
	s = visitFixture(2)
	visitRoom(s, 0, 3, "salvage-crew")
	visitBegin(t, s, 0, 1, Freighter)
	evs = visitPlay(t, s, "slot:4")
	if d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded); d.SharedSlot || s.P[0].Res[Cans] != int16(Rules.FreighterCans[1]+2) || s.Freighter[1].Survivor {
		t.Errorf("event %+v", d)
	}
}

// rule OL-ROOM-6
func TestFreighterDocksideCrane(t *testing.T) {
	s := visitFixture(2)
	visitRoom(s, 0, 3, "dockside-crane")
	visitBegin(t, s, 0, 0, Freighter)
	evs := visitPlay(t, s, "slot:5")
	if d := visitMust(t, evs, "freighter-boarded").(FreighterBoarded); d.RoomCans != 1 || s.P[0].Res[Cans] != 4 {
		t.Errorf("event %+v", d)
	}
	// A room that is not full gives nothing.
	s = visitFixture(2)
	visitRoom(s, 0, 3, "dockside-crane")
	s.P[0].Rooms[3].Survivors--
	s.P[0].roomsChanged()
	visitBegin(t, s, 0, 0, Freighter)
	visitPlay(t, s, "slot:5")
	if s.P[0].Res[Cans] != 3 {
		t.Errorf("cans %d", s.P[0].Res[Cans])
	}
}

// rule OL-LOC-FRT-5, OL-EQ-HACKSAW: the AP have no other use on the
// Freighter; the Hacksaw and the search-stack look stay available.
func TestFreighterAfterSlot(t *testing.T) {
	s := visitFixture(2)
	visitRepair(s, 0, "hacksaw")
	visitRoom(s, 0, 3, "radio-shack")
	visitCityFixture(s, visitCity(BlackwoodCity), []int8{SearchWood})
	visitBegin(t, s, 0, 0, Freighter)
	visitPlay(t, s, "slot:5")
	visitPlay(t, s, "place:airlock")
	if got := visitOptions(s); !slices.Equal(got, []string{"done", "peek:blackwood-city", "use:hacksaw"}) {
		t.Fatalf("options %v", got)
	}
	visitPlay(t, s, "use:hacksaw")
	if s.P[0].Res[Metal] != 2 || s.Visit.AP != 5 {
		t.Errorf("metal %d AP %d", s.P[0].Res[Metal], s.Visit.AP)
	}
	visitPlay(t, s, "done")
	// Without equipment or rooms, the visit ends once the survivor is placed.
	s = visitFixture(2)
	visitBegin(t, s, 0, 0, Freighter)
	visitPlay(t, s, "slot:5")
	visitPlay(t, s, "place:airlock")
	if s.Depth != 0 {
		t.Errorf("options %v", visitOptions(s))
	}
}
