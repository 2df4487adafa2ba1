package outlive

import (
	"testing"

	"wasteland/engine"
)

// TestRoomSummaryMatchesRoomWith checks the summary of the rooms (derived
// state kept in Player) after every move of random games of 2–4 players:
// hasRoom and hasUnusedRoom against roomWith's scan of the rooms for every
// ability, hasRoomFor (several abilities at once) against asking roomWith
// for each, the full slots and the slots with space against RoomFull and
// roomSpace, the upkeep against the occupied rooms' and Survivors against
// counting the bunker; also with every
// room made full. Check reports a summary that is out of date, so the
// conformance tests check it after every move too.
func TestRoomSummaryMatchesRoomWith(t *testing.T) {
	sets := []uint32{1 << AbDrawEquipment, 1<<AbRepairMinus1 | 1<<AbRepairMinus2 | 1<<AbAutoRepair, 1 << AbAvertDiscount, 1<<numAbilities - 1}
	check := func(p *Player, where string) {
		t.Helper()
		if p.sum.known && p.sum != p.summary() {
			t.Fatalf("%s: kept summary %+v, the rooms say %+v", where, p.sum, p.summary())
		}
		for ab := Ability(0); ab < numAbilities; ab++ {
			if got, want := p.hasRoom(ab), p.roomWith(ab, false) >= 0; got != want {
				t.Fatalf("%s, %s: hasRoom %v, roomWith says %v", where, ab, got, want)
			}
			if got, want := p.hasUnusedRoom(ab), p.roomWith(ab, true) >= 0; got != want {
				t.Fatalf("%s, %s: hasUnusedRoom %v, roomWith says %v", where, ab, got, want)
			}
		}
		n, upkeep := int(p.Airlock), 0
		for _, r := range p.Rooms {
			n += int(r.Survivors)
			if r.Kind >= 0 && r.Survivors > 0 {
				upkeep += Rules.Rooms[r.Kind].Upkeep
			}
		}
		if got := p.Survivors(); got != n {
			t.Fatalf("%s: Survivors %d, the bunker holds %d", where, got, n)
		}
		if got := int(p.rooms().upkeep); got != upkeep {
			t.Fatalf("%s: summary's upkeep %d, the rooms need %d", where, got, upkeep)
		}
		for i := range p.Rooms {
			if got, want := p.rooms().fullSlots&(1<<uint(i)) != 0, p.RoomFull(i); got != want {
				t.Fatalf("%s, room %d: summary says full %v, RoomFull %v", where, i, got, want)
			}
			if got, want := p.rooms().spaceSlots&(1<<uint(i)) != 0, p.roomSpace(i); got != want {
				t.Fatalf("%s, room %d: summary says space %v, roomSpace %v", where, i, got, want)
			}
		}
		for _, set := range sets {
			want := false
			for ab := Ability(0); ab < numAbilities; ab++ {
				if set&(1<<uint(ab)) != 0 && p.roomWith(ab, true) >= 0 {
					want = true
				}
			}
			if got := p.hasRoomFor(set); got != want {
				t.Fatalf("%s, abilities %b: hasRoomFor %v, roomWith says %v", where, set, got, want)
			}
		}
	}
	for seed := uint64(0); seed < 60; seed++ {
		st, err := Game{}.New(engine.Setup{Players: 2 + int(seed%3), Seed: seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRNG(seed)
		var buf []engine.Action
		for !s.Over() {
			for i := 0; i < int(s.N); i++ {
				check(&s.P[i], "as played")
				if err := s.Check(); err != nil {
					t.Fatal(err)
				}
				full := s.P[i]
				for j := range full.Rooms {
					if k := full.Rooms[j].Kind; k >= 0 {
						full.Rooms[j].Built, full.Rooms[j].Survivors = true, roomSlots[uint8(k)]
					}
				}
				full.roomsChanged()
				check(&full, "every room full")
			}
			buf = s.Legal(buf[:0])
			s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
		}
	}
}
