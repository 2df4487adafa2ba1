package fallout

import (
	"testing"

	"wasteland/games/fallout/hexmap"
)

// The distances enemies measure to the survivors' spaces (distCache) are
// the map's (hexmap.Dists), before and after a tile is explored.
// rule FO-EXPLORE-2, FO-MAP-8, FO-ACTIV-4
func TestDistCacheFollowsTheMap(t *testing.T) {
	s := foNew(t, 2, 1, nil)
	from := node(int(s.geo().start), 0)
	fresh := func() [maxNodes]int8 { return *new(hexmap.Dists).Distances(s.board(), from) }
	var dc distCache
	before := *s.distFrom(&dc, from)
	dc.release()
	if before != fresh() {
		t.Fatal("cached distances differ from fresh ones")
	}
	for p := range s.geo().pos {
		s.Map[p].FaceUp = true
	}
	var dc2 distCache
	defer dc2.release()
	if after := *s.distFrom(&dc2, from); after == before || after != fresh() {
		t.Fatalf("after exploring: changed %v, equal to fresh %v", after != before, after == fresh())
	}
}

// TestSpaceRefsUnique checks that no two spaces that can lie on the map
// together share a name: tiles have distinct ids and a face distinct space
// ids (meets reads an "at" condition off the survivor's space).
func TestSpaceRefsUnique(t *testing.T) {
	tileOf := map[string]int{}
	for ti := range faces {
		for _, f := range faces[ti] {
			onFace := map[string]bool{}
			for _, sp := range f {
				if prev, ok := tileOf[sp.ref]; (ok && prev != ti) || onFace[sp.ref] {
					t.Errorf("space %s twice (tiles %d and %d)", sp.ref, prev, ti)
				}
				tileOf[sp.ref], onFace[sp.ref] = ti, true
			}
		}
	}
}

func itoa(i int) string {
	if i < 0 {
		return "-" + itoa(-i)
	}
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// TestFaceReadsTheTile checks that face, which reads tileFaces by a byte
// and the side without a branch, gives faces[t][side] for every tile and
// side, the same spaces, and nothing for a face-down tile.
func TestFaceReadsTheTile(t *testing.T) {
	s := &State{}
	for tile := range faces {
		for side, want := range faces[tile] {
			for _, up := range []bool{true, false} {
				s.Map[0] = hexmap.Position{Tile: int8(tile), FaceUp: up, Reverse: side == 1}
				got := s.face(0)
				if !up {
					want = nil
				}
				if len(got) != len(want) || (len(got) > 0 && &got[0] != &want[0]) {
					t.Fatalf("tile %d side %d face up %v: face gives %d spaces, not faces' %d", tile, side, up, len(got), len(want))
				}
			}
		}
	}
}
