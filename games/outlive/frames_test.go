package outlive

import (
	"fmt"
	"strings"
	"testing"
)

// TestFrameArgsRoundTrip: every frame kind's argument type reads back what
// it stored, at the extremes its fields take (full bit sets, the largest
// seat and hero sharing a slot), and a value too large for a slot panics.
func TestFrameArgsRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		ok   func() bool
	}{
		{"lose", func() bool {
			a := loseArgs{left: 12, reason: LossHostiles}
			f := a.frame(3)
			return loseOf(&f) == a
		}},
		{"place", func() bool {
			a := placeArgs{left: 1, rooms: true}
			f := a.frame(3)
			return placeOf(&f) == a
		}},
		{"return room", func() bool { f := returnRoomArgs{returned: 2}.frame(1); return returnRoomOf(&f).returned == 2 }},
		{"start survivor", func() bool { f := startSurvivorArgs{left: 4}.frame(1); return startSurvivorOf(&f).left == 4 }},
		{"leader search", func() bool {
			a := leaderSearchArgs{drawn: 8, cities: 0xff, discarded: 0x81}
			d, x := a.frame(fMaryDraw, 3), a.frame(fMaryDiscard, 3)
			return leaderSearchOf(&d) == a && leaderSearchOf(&x) == a
		}},
		{"day events", func() bool {
			a := dayEventsArgs{from: 6, revealed: true}
			f := a.frame()
			return dayEventsOf(&f) == a
		}},
		{"hostiles", func() bool { f := hostilesArgs{left: 2}.frame(0); return hostilesOf(&f).left == 2 }},
		{"superiority order", func() bool {
			a := supOrderArgs{targets: 0x0f, hero: 3}
			f := a.frame(2)
			return supOrderOf(&f) == a
		}},
		{"superiority", func() bool {
			a := supArgs{attacker: 3, defender: 3, points: 4, rest: 0x0f, hero: 3}
			for _, k := range []uint8{fSupBat, fSupDefend, fSupGive} {
				if f := a.frame(k, 3); supOf(&f) != a {
					return false
				}
			}
			return true
		}},
		{"hunt", func() bool {
			a := huntArgs{stack: 2, strength: 2, meat: 3, tile: 9}
			f := a.frame(1)
			return huntOf(&f) == a
		}},
		{"avert", func() bool { f := avertArgs{passed: 0x0f}.frame(1); return avertOf(&f).passed == 0x0f }},
		{"night", func() bool {
			a := nightArgs{stage: nightRepair, pos: 3}
			f := a.frame()
			return nightOf(&f) == a
		}},
		{"radiation check", func() bool { f := radCheckArgs{pos: 3}.frame(); return radCheckOf(&f).pos == 3 }},
	}
	for _, tt := range tests {
		if !tt.ok() {
			t.Errorf("%s: arguments do not read back", tt.name)
		}
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "does not fit") {
			t.Errorf("an argument out of range did not panic as it should: %v", r)
		}
	}()
	huntArgs{meat: 200}.frame(0)
}
