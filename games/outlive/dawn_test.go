package outlive

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// sdBoard returns an n-player state past setup: seat i has its first drawn
// leader and its first 4 drawn rooms, no frames are pending, round 1.
// Heroes are idle: seat i's hero h stands on location (2h + i) mod 8.
func sdBoard(t *testing.T, n int) *State {
	t.Helper()
	s := sdNew(t, n, 99)
	s.Depth = 0
	for i := 0; i < n; i++ {
		p := &s.P[i]
		p.Leader = p.LeaderDraw[0]
		for j := 0; j < 4; j++ {
			p.Rooms[3+j] = Room{Kind: p.RoomDraw[j]}
			p.roomsChanged()
		}
		for h := range p.Heroes {
			p.Heroes[h] = Hero{Loc: Location((2*h + i) % int(NumLocations))}
		}
	}
	s.Round = 1
	return s
}

// sdRun pushes an automatic frame and runs it with events recorded.
func sdRun(s *State, f Frame) []engine.Event {
	var rec engine.Recorder
	s.Push(f)
	s.advance(&rec)
	return rec.Events
}

// rule OL-DAWN-1, OL-DAWN-2, OL-DAWN-5, OL-DAWN-6
// test OL-EX-DAWN-1
func TestDawnRefill(t *testing.T) {
	for _, tc := range []struct {
		n      int
		loc    Location
		before int16
		added  int
	}{
		// OL-EX-DAWN-1: 3 players, the Dam holds 2: add 7 to make 9.
		{3, Dam, 2, 7},
		// 4 players, the Forest is empty: add 10.
		{4, Forest, 0, 10},
		{2, MilitaryBase, 6, 0},
		{2, Mine, 1, 5},
		{4, AmusementPark, 3, 7},
	} {
		s := sdBoard(t, tc.n)
		s.Stock[tc.loc] = tc.before
		s.Algae = false
		s.FreighterTaken = true
		s.Freighter[2].Survivor = true
		hunt := s.Hunt
		evs := sdRun(s, Frame{Kind: fDawn})
		if got := int(s.Stock[tc.loc]) - int(tc.before); got != tc.added {
			t.Errorf("%d players, %s from %d: added %d, want %d", tc.n, Rules.Locations[tc.loc].ID, tc.before, got, tc.added)
		}
		for l := Location(0); l < NumLocations; l++ {
			info := &Rules.Locations[l]
			if info.Stock >= 0 && int(s.Stock[l]) != info.Refill[tc.n-2] {
				t.Errorf("%d players: %s holds %d", tc.n, info.ID, s.Stock[l])
			}
		}
		found := false
		for _, e := range evs {
			if d, ok := e.Data.(StockRefilled); ok && d.Location == Rules.Locations[tc.loc].ID {
				found = d.Before == int(tc.before) && d.Added == tc.added && d.After == int(tc.before)+tc.added
			}
		}
		if !found {
			t.Errorf("no matching stock-refilled event in %v", evs)
		}
		if !s.Algae || s.FreighterTaken {
			t.Errorf("algae %v, freighter taken %v", s.Algae, s.FreighterTaken)
		}
		for i, f := range s.Freighter {
			if !f.Survivor {
				t.Errorf("freighter slot %d has no survivor", i)
			}
		}
		if d := sdEvent(t, evs, "freighter-refilled").Data.(FreighterRefilled); !slices.Equal(d.Filled, []int{3, 4, 6}) {
			t.Errorf("filled %v", d.Filled)
		}
		if s.Hunt != hunt {
			t.Error("dawn changed a hunting stack")
		}
	}
}

// rule OL-DAWN-3, OL-LOC-CITY-2
func TestDawnCityEquipment(t *testing.T) {
	s := sdBoard(t, 2)
	c := &s.City[CityBlackwood]
	c.Equip = [3]int8{-1, eqAxe, -1}
	pile := s.EqN
	evs := sdRun(s, Frame{Kind: fDawn})
	if s.EqDN != 1 || s.EqDiscard[0] != eqAxe {
		t.Errorf("discards %v", s.EqDiscard[:s.EqDN])
	}
	for ci := range s.City {
		for _, k := range s.City[ci].Equip {
			if k < 0 {
				t.Errorf("city %d has an empty equipment slot", ci)
			}
		}
	}
	if s.EqN != pile-6 {
		t.Errorf("pile %d, want %d", s.EqN, pile-6)
	}
	var dealt []CityEquipmentDealt
	for _, e := range evs {
		if d, ok := e.Data.(CityEquipmentDealt); ok {
			if !e.Reveals {
				t.Error("city-equipment-dealt does not reveal")
			}
			dealt = append(dealt, d)
		}
	}
	if len(dealt) != 2 || len(dealt[1].Dealt) != 3 || !slices.Equal(dealt[1].Discarded, []string{"axe"}) || dealt[1].City != "blackwood-city" {
		t.Errorf("events %+v", dealt)
	}
	// An empty pile is refilled from the shuffled discards.
	s.EqN = 2
	s.EqDN = 0
	for i := 0; i < 10; i++ {
		s.EqDiscard[i] = int8(i)
	}
	s.EqDN = 10
	evs = sdRun(s, Frame{Kind: fDawn})
	reshuffled := false
	for _, e := range evs {
		if d, ok := e.Data.(CityEquipmentDealt); ok && d.Reshuffle {
			reshuffled = true
		}
	}
	if !reshuffled || int(s.EqN)+int(s.EqDN) != 2+10+6-6 {
		t.Errorf("reshuffled %v, pile %d, discards %d", reshuffled, s.EqN, s.EqDN)
	}
}

// rule OL-DAWN-4, OL-LOC-CITY-3, OL-LOC-CITY-4
// test OL-EX-DAWN-2
func TestDawnSearchTiles(t *testing.T) {
	for n := 2; n <= 4; n++ {
		s := sdBoard(t, n)
		// Last round: 3 tiles drawn at Blackwood City lie face up beside it.
		c := &s.City[CityBlackwood]
		for i := 0; i < 3; i++ {
			c.N--
			c.Out[c.NOut] = c.Stack[c.N]
			c.NOut++
		}
		evs := sdRun(s, Frame{Kind: fDawn})
		for ci := range s.City {
			c := &s.City[ci]
			if int(c.N) != 10-Rules.SearchRemoved[n-2] || int(c.NOut) != Rules.SearchRemoved[n-2] {
				t.Errorf("%d players city %d: stack %d, face up %d", n, ci, c.N, c.NOut)
			}
			all := append(slices.Clone(c.Stack[:c.N]), c.Out[:c.NOut]...)
			slices.Sort(all)
			want := slices.Clone(Rules.SearchTiles)
			slices.Sort(want)
			if !slices.Equal(all, want) {
				t.Errorf("city %d tiles %v", ci, all)
			}
		}
		for _, e := range evs {
			if d, ok := e.Data.(CitySearchReset); ok && (!e.Reveals || len(d.Removed) != Rules.SearchRemoved[n-2] || d.Stack != 10-len(d.Removed)) {
				t.Errorf("event %+v", d)
			}
		}
	}
	// OL-EX-DAWN-2 with Nomads in play (2 players): 2 more leave each stack.
	s := sdBoard(t, 2)
	s.Events[0] = Rules.EventIndex("nomads")
	s.Push(Frame{Kind: fDayTurn, Seat: 0})
	sdRun(s, Frame{Kind: fDawn})
	sdRun(s, dayEventsArgs{}.frame())
	for ci := range s.City {
		if s.City[ci].N != 4 || s.City[ci].NOut != 6 {
			t.Errorf("nomads: city %d stack %d face up %d", ci, s.City[ci].N, s.City[ci].NOut)
		}
	}
}
