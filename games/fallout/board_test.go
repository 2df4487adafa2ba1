package fallout

import (
	"slices"
	"testing"
)

// boardFixture lays out scenario sc with its face-down positions dealt in
// tile order.
func boardFixture(sc int) *State {
	s := &State{Scenario: int8(sc)}
	g := s.geo()
	used := map[int8]bool{}
	for p, pi := range g.pos {
		if pi.tile >= 0 {
			s.Map[p] = Position{Tile: pi.tile, FaceUp: true, Reverse: pi.reverse}
			used[pi.tile] = true
		}
	}
	for p, pi := range g.pos {
		if pi.tile < 0 {
			for t := range data.Tiles {
				if tileBack[t] == pi.back && !used[int8(t)] {
					s.Map[p] = Position{Tile: int8(t)}
					used[int8(t)] = true
					break
				}
			}
		}
	}
	return s
}

// The adjacency of the set-up map equals the content's board.
// rule FO-MAP-1, FO-MAP-2, FO-MAP-8, FO-EXPLORE-1
func TestBoardMatchesContent(t *testing.T) {
	for sc := range data.Scenarios {
		s := boardFixture(sc)
		b := data.Board(&data.Scenarios[sc])
		name := func(i int) string {
			nd := b.Nodes[i]
			if nd.Tile == "" {
				return "q" + itoa(nd.Q) + "r" + itoa(nd.R)
			}
			return faces[tileIndex(nd.Tile)][boolInt(nd.Reverse)][nd.Space].ref
		}
		byName := map[string]int8{}
		for p := range s.geo().pos {
			for i := 0; i < nodesPerPos; i++ {
				if n := node(p, i); s.valid(n) {
					byName[s.nodeName(n)] = n
				}
			}
		}
		if len(byName) != len(b.Nodes) {
			t.Fatalf("%d nodes, content has %d", len(byName), len(b.Nodes))
		}
		for i := range b.Nodes {
			n, ok := byName[name(i)]
			if !ok {
				t.Fatalf("node %s missing", name(i))
			}
			var want, got []string
			for _, j := range b.Adj[i] {
				want = append(want, name(j))
			}
			for _, x := range s.adjacent(n, nil) {
				got = append(got, s.nodeName(x))
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(want, got) {
				t.Errorf("%s: adjacent %v, content says %v", name(i), got, want)
			}
		}
	}
}

// After a tile is turned face up its spaces take the place of its node.
// rule FO-EXPLORE-2, FO-MAP-2
func TestBoardFlippedTile(t *testing.T) {
	s := boardFixture(0)
	g := s.geo()
	p := -1
	for i, pi := range g.pos {
		if pi.tile < 0 && g.pos[i].nb[3] >= 0 && g.pos[g.pos[i].nb[3]].tile >= 0 {
			p = i
			break
		}
	}
	if p < 0 {
		t.Skip("no face-down position north of a face-up tile")
	}
	s.Map[p].FaceUp = true
	for i := range s.face(p) {
		n := node(p, i)
		for _, x := range s.adjacent(n, nil) {
			if !slices.Contains(s.adjacent(x, nil), n) {
				t.Fatalf("%s borders %s but not back", s.nodeName(n), s.nodeName(x))
			}
		}
	}
	if s.valid(node(p, facedownNode)) {
		t.Fatal("a face-up tile still has its face-down node")
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
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
