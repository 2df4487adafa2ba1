package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// TestCampNearKept checks, after every move of random games (1 to 4
// players, co-op, every scenario), that what the Camp action keeps of the
// camper's neighbours is the map's while the survivors stand where it
// was weighed (checkCampNear), in a played, a resampled and a decoded
// state, and that every camp listing lists the same with it, and with
// what the seat's last Camp action kept, as without it. The kept
// neighbours must be read, and trades be offered.
// rule FO-TRADE-1
func TestCampNearKept(t *testing.T) {
	rng := engine.NewRNG(1)
	var a, b []engine.Action
	n, read, trades := 0, 0, 0
	var before [MaxPlayers]campNear // each seat's last camp's
	keptVariety(t, 4, func(s *State) {
		n++
		for _, c := range keptWays(t, s, engine.Seat(n%int(s.N)), &rng) {
			if !c.st.checkCampNear() {
				t.Fatalf("%s state: kept neighbours %+v, the map's differ", c.name, c.st.near)
			}
		}
		if s.Done || s.Top().Kind != fCamp {
			return
		}
		seat := int(s.Top().Seat)
		if s.near.seat == int8(seat) && s.near.nodes == s.nodesKey() {
			read++
		}
		unkept := *s
		unkept.near = campNear{seat: -1}
		b = unkept.Legal(b[:0])
		// Also what this seat's camps kept before, where others stood
		// elsewhere: it must not be read.
		for _, near := range []campNear{s.near, before[seat]} {
			unkept.near = near
			if a = unkept.Legal(a[:0]); !slices.Equal(a, b) {
				t.Fatalf("camp lists %v with the kept neighbours %+v, %v without", a, near, b)
			}
		}
		before[seat] = s.near
		for _, x := range a {
			if v, _, _, _ := unact(x); v == verbCampTrade {
				trades++
			}
		}
	})
	if read == 0 || trades == 0 {
		t.Fatalf("%d states: kept neighbours read %d times, %d trades offered", n, read, trades)
	}
}

// TestCampNearCheck checks that Check refuses kept neighbours that differ
// from the map where the survivors stand, and takes them once a survivor
// moved.
func TestCampNearCheck(t *testing.T) {
	s := foStarted(t, 3, 8)
	s.keepCampNear(0)
	if s.near.seat != 0 || s.near.nodes != s.nodesKey() {
		t.Fatalf("nothing kept: %+v", s.near)
	}
	wantChecks(t, s, (*State).checkKeptCards, "neighbours", []checkCase{
		{"as weighed", func(c *State) {}, true},
		{"a neighbour flipped", func(c *State) { c.near.near ^= 1 << 1 }, false},
		{"a neighbour flipped, then a survivor moved", func(c *State) { c.near.near ^= 1 << 1; c.P[2].Node = Nowhere }, true},
	})
}
