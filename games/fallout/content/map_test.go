package content

import (
	"slices"
	"testing"
)

// Every tile has 1 to 4 spaces per face, every edge is claimed at most once
// (whole, or by two halves), and the spaces of a face form one area.
// rule FO-MAP-1, FO-MAP-6
func TestTileShapes(t *testing.T) {
	c := Default()
	backs := map[Back]int{}
	for _, tl := range c.Tiles {
		backs[tl.Back]++
		faces := []*Face{&tl.Front}
		if tl.Reverse != nil {
			faces = append(faces, tl.Reverse)
		}
		if (tl.Back == Double) != (tl.Reverse != nil) {
			t.Errorf("%s: back %s with reverse %v", tl.ID, tl.Back, tl.Reverse != nil)
		}
		for _, f := range faces {
			if n := len(f.Spaces); n < 1 || n > 4 {
				t.Errorf("%s: %d spaces", tl.ID, n)
			}
			if !connected(len(f.Spaces), f.Inside) {
				t.Errorf("%s: face %q not connected", tl.ID, f.Name)
			}
		}
	}
	// Both random piles and the face-up tiles exist.
	if backs[Hazardous] == 0 || backs[Deadly] == 0 || backs[Double] == 0 {
		t.Errorf("backs %v", backs)
	}
}

// A tile placed at random must connect wherever it lands: all six edges open.
// (FO-SETUP-2 and FO-EXPLORE-2 place them; the engine's tests check that.)
func TestRandomTilesAreOpenOnAllEdges(t *testing.T) {
	for _, tl := range Default().Tiles {
		if tl.Back == Double {
			continue
		}
		for d := N; d <= NW; d++ {
			if !tl.Front.Open(d) {
				t.Errorf("%s edge %s closed", tl.ID, d)
			}
		}
	}
}

// The starting tile: Crossroads Camp, with one space per survivor and a space
// named Crossroads Camp (for the co-op C.A.M.P. token, AB-SETUP-4).
// rule FO-MAP-5
func TestStartingTile(t *testing.T) {
	st := Default().StartTile()
	if st == nil || st.Front.Name != "Crossroads Camp" || len(st.Front.Spaces) < 4 {
		t.Fatalf("start tile %+v", st)
	}
	if i := st.Front.SpaceIndex("a"); i < 0 || st.Front.Spaces[i].Name != "Crossroads Camp" {
		t.Error("no Crossroads Camp space")
	}
}

// Compass geometry: opposite edges and steps.
func TestDirections(t *testing.T) {
	for d := N; d <= NW; d++ {
		if d.Opposite().Opposite() != d || d.Opposite() == d {
			t.Errorf("%s opposite %s", d, d.Opposite())
		}
		q, r := d.Step(0, 0)
		if bq, br := d.Opposite().Step(q, r); bq != 0 || br != 0 {
			t.Errorf("%s step does not return", d)
		}
	}
	for _, tc := range []struct {
		s    string
		d    Dir
		half int
		ok   bool
	}{{"n", N, 0, true}, {"ne2", NE, 2, true}, {"sw1", SW, 1, true}, {"x", 0, 0, false}, {"n12", 0, 0, false}, {"n3", 0, 0, false}} {
		d, h, ok := ParseEdge(tc.s)
		if ok != tc.ok || (ok && (d != tc.d || h != tc.half)) {
			t.Errorf("ParseEdge(%q) = %v %d %v", tc.s, d, h, ok)
		}
	}
}

// Spaces on facing edges of two tiles share a border; halves face the
// mirrored half.
// rule FO-MAP-2
func TestAcrossHalves(t *testing.T) {
	a := &Face{Spaces: []Space{{ID: "w", Edges: []string{"n1"}}, {ID: "e", Edges: []string{"n2"}}}}
	b := &Face{Spaces: []Space{{ID: "x", Edges: []string{"s1"}}, {ID: "y", Edges: []string{"s2"}}}}
	whole := &Face{Spaces: []Space{{ID: "z", Edges: []string{"s"}}}}
	// b lies north of a: a's western half n1 faces b's western half s2.
	if got := a.Across(N, b); !slices.Equal(got, [][2]int{{0, 1}, {1, 0}}) {
		t.Errorf("halves: %v", got)
	}
	if got := a.Across(N, whole); !slices.Equal(got, [][2]int{{0, 0}, {1, 0}}) {
		t.Errorf("half to whole: %v", got)
	}
	if got := a.Across(S, b); len(got) != 0 {
		t.Errorf("no facing edges: %v", got)
	}
}

// Every neighbouring pair of face-up tiles in a scenario has matching edges:
// each open edge faces an open edge, and the two share at least one border.
// A face-up edge facing a face-down tile is open.
// rule FO-MAP-2
func TestLayoutEdgesMatch(t *testing.T) {
	c := Default()
	for _, s := range c.Scenarios {
		at := map[[2]int]Placement{}
		for _, p := range s.Layout {
			at[[2]int{p.Q, p.R}] = p
		}
		for _, p := range s.Layout {
			if p.Tile == "" {
				continue
			}
			f := c.Tile(p.Tile).Face(p.Reverse)
			for d := N; d <= NW; d++ {
				q, r := d.Step(p.Q, p.R)
				nb, ok := at[[2]int{q, r}]
				switch {
				case !ok:
				case nb.Tile == "":
					if !f.Open(d) {
						t.Errorf("%s: %s edge %s is closed toward a face-down tile", s.ID, p.Tile, d)
					}
				default:
					g := c.Tile(nb.Tile).Face(nb.Reverse)
					if f.Open(d) != g.Open(d.Opposite()) {
						t.Errorf("%s: %s edge %s and %s edge %s do not match", s.ID, p.Tile, d, nb.Tile, d.Opposite())
					}
					if f.Open(d) && len(f.Across(d, g)) == 0 {
						t.Errorf("%s: %s and %s share no border", s.ID, p.Tile, nb.Tile)
					}
				}
			}
		}
	}
}

// Every enemy icon on a tile has tokens of its type, and the face-up tiles of
// a scenario never need more tokens of a type than the box holds: the
// draws of FO-SETUP-10 and FO-EXPLORE-3 find tokens to draw.
func TestEnemyIconsHaveTokens(t *testing.T) {
	c := Default()
	tokens := map[EnemyType]int{}
	for _, e := range c.Enemies {
		tokens[e.Type]++
	}
	for _, tl := range c.Tiles {
		for _, f := range []*Face{&tl.Front, tl.Reverse} {
			if f == nil {
				continue
			}
			for _, sp := range f.Spaces {
				for _, e := range sp.Enemies {
					if tokens[e] == 0 {
						t.Errorf("%s.%s: icon %s has no tokens", tl.ID, sp.ID, e)
					}
				}
			}
		}
	}
	for _, s := range c.Scenarios {
		need := map[EnemyType]int{}
		for _, p := range s.Layout {
			if p.Tile == "" {
				continue
			}
			for _, sp := range c.Tile(p.Tile).Face(p.Reverse).Spaces {
				for _, e := range sp.Enemies {
					need[e]++
				}
			}
		}
		for e, n := range need {
			if n > tokens[e] {
				t.Errorf("%s: %d %s icons face up, %d tokens", s.ID, n, e, tokens[e])
			}
		}
	}
}
