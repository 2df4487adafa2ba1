package outlive

import (
	"errors"
	"testing"

	"wasteland/engine"
)

// rule OL-OVR-1, OL-ROUND-2
func TestPlayerCountsAndSixRounds(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		if _, err := (Game{}).New(engine.Setup{Players: n}, nil); !errors.Is(err, engine.ErrInvalid) {
			t.Errorf("%d players accepted: %v", n, err)
		}
	}
	if _, err := (Game{}).New(engine.Setup{Players: 2, Variant: "x"}, nil); err == nil {
		t.Error("unknown variant accepted")
	}
	for n := 2; n <= 4; n++ {
		st, err := Game{}.New(engine.Setup{Players: n, Seed: 7}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRNG(1)
		rounds := map[int8]bool{}
		for !s.Done {
			acts := s.Legal(nil)
			s.ApplyUnchecked(acts[r.IntN(len(acts))], nil)
			rounds[s.Round] = true
		}
		if s.Round != 6 || len(rounds) != 7 {
			t.Errorf("%d players: ended in round %d after rounds %v", n, s.Round, rounds)
		}
	}
}

// rule OL-OVR-4, OL-OVR-5, OL-OVR-6
func TestOverviewRoomsEventsPoints(t *testing.T) {
	st, _ := Game{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	s := st.(*State)
	p := &s.P[0]
	armory := Rules.RoomIndex("armory")
	p.Rooms[3] = Room{Kind: armory, Built: true, Survivors: 2}
	p.roomsChanged()
	if p.roomWith(AbAmmo4, false) >= 0 {
		t.Error("a room works before it is full")
	}
	p.Rooms[3].Survivors = 3
	p.roomsChanged()
	if p.roomWith(AbAmmo4, false) != 3 {
		t.Error("a full room does not work")
	}
	before := s.Score(0)
	p.Averted |= 1 << uint(Rules.EventIndex("rat-plague"))
	p.Repaired |= 1 << uint(eqAxe)
	after := s.Score(0)
	if after.Events-before.Events != 5 || after.Repaired-before.Repaired != 1 || after.Total-before.Total != 6 {
		t.Errorf("points before %+v after %+v", before, after)
	}
	if Rules.Events[Rules.EventIndex("rat-plague")].Avert.Total() == 0 {
		t.Error("an event costs nothing to avert")
	}
}
