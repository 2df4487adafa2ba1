package outlive

import (
	"testing"

	"wasteland/engine"
)

// TestHasRoomForMatchesRoomWith compares hasRoomFor, the one-pass test of
// several abilities, with asking roomWith for each, in every position of
// random games, with the rooms' use flags as the games leave them and with
// every room full.
func TestHasRoomForMatchesRoomWith(t *testing.T) {
	sets := []uint32{1 << AbDrawEquipment, 1<<AbRepairMinus1 | 1<<AbRepairMinus2 | 1<<AbAutoRepair, 1 << AbAvertDiscount, 1<<numAbilities - 1}
	check := func(p *Player, where string) {
		t.Helper()
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
	for seed := uint64(0); seed < 40; seed++ {
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
				full := s.P[i]
				for j := range full.Rooms {
					if k := full.Rooms[j].Kind; k >= 0 {
						full.Rooms[j].Built, full.Rooms[j].Survivors = true, roomSlots[uint8(k)]
					}
				}
				check(&full, "every room full")
			}
			buf = s.Legal(buf[:0])
			s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
		}
	}
}
