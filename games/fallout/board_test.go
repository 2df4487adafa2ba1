package fallout

import (
	"slices"
	"testing"

	"wasteland/games/fallout/content"
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

// Adjacency is symmetric on every map the game can reach, face-down tiles,
// fronts and reverses mixed, so the distance between two nodes is the same
// both ways: enemies measure from the survivors' spaces (distCache).
// rule FO-MAP-2, FO-MAP-8, FO-ACTIV-4
func TestDistancesSymmetric(t *testing.T) {
	for sc := range data.Scenarios {
		for flip := range 4 {
			s := boardFixture(sc)
			for p, pi := range s.geo().pos {
				if pi.tile < 0 && (flip == 3 || p%3 == flip) {
					s.Map[p].FaceUp = true
					s.Map[p].Reverse = p%2 == 1 && faces[s.Map[p].Tile][1] != nil
				}
			}
			var nodes []int8
			for n := int8(0); n < maxNodes; n++ {
				if s.valid(n) {
					nodes = append(nodes, n)
				}
			}
			dist := make(map[int8]*[maxNodes]int8)
			for _, n := range nodes {
				var dc distCache
				dist[n] = s.distFrom(&dc, n)
				for _, x := range s.adjacent(n, nil) {
					if !slices.Contains(s.adjacent(x, nil), n) {
						t.Fatalf("scenario %d: %s borders %s but not back", sc, s.nodeName(n), s.nodeName(x))
					}
				}
			}
			var dc distCache
			if len(nodes) < 10 {
				t.Fatalf("scenario %d: only %d nodes", sc, len(nodes))
			}
			for _, a := range nodes {
				for _, b := range nodes {
					if dist[a][b] != dist[b][a] || s.distFrom(&dc, a)[b] != dist[a][b] {
						t.Fatalf("scenario %d: %s to %s is %d, back %d", sc, s.nodeName(a), s.nodeName(b), dist[a][b], dist[b][a])
					}
				}
			}
		}
	}
}

// The adjacency tables are symmetric for every pair of faces that can lie
// side by side, and so are the layouts' neighbours: no map, however
// explored, has a one-way border.
// rule FO-MAP-2, FO-MAP-8
func TestAdjacencyTablesSymmetric(t *testing.T) {
	for k := range numFaceKeys {
		for i := range nodesPerPos {
			for j := range nodesPerPos {
				if faceInner[k][i]>>j&1 != faceInner[k][j]>>i&1 {
					t.Fatalf("face key %d: inner border %d-%d one way", k, i, j)
				}
			}
		}
		for d := content.N; d <= content.NW; d++ {
			for l := range numFaceKeys {
				there := faceLinks[(k*numDirs+int(d))*numFaceKeys+l]
				back := faceLinks[(l*numDirs+int(d.Opposite()))*numFaceKeys+k]
				for i := range nodesPerPos {
					for j := range nodesPerPos {
						if there[i]>>j&1 != back[j]>>i&1 {
							t.Fatalf("face keys %d and %d across %v: border %d-%d one way", k, l, d, i, j)
						}
					}
				}
			}
		}
	}
	for sc := range geos {
		for p, pi := range geos[sc].pos {
			for d, q := range pi.nb {
				if q >= 0 && geos[sc].pos[q].nb[content.Dir(d).Opposite()] != int8(p) {
					t.Fatalf("scenario %d: position %d's neighbour %d does not border it back", sc, p, q)
				}
			}
		}
	}
}

// Distances kept between steps follow the map: once a tile is explored the
// distances over it change, and every answer equals one measured afresh.
// rule FO-EXPLORE-2, FO-MAP-8
func TestDistancesFollowTheMap(t *testing.T) {
	s := boardFixture(0)
	from := node(int(s.geo().start), 0)
	fresh := func() [maxNodes]int8 { return *new(mapDists).distances(s, from) }
	var dc distCache
	before := *s.distFrom(&dc, from)
	if before != fresh() {
		t.Fatal("kept distances differ from fresh ones")
	}
	for p, pi := range s.geo().pos {
		if pi.tile < 0 {
			s.Map[p].FaceUp = true
		}
	}
	var dc2 distCache
	after := *s.distFrom(&dc2, from)
	if after == before || after != fresh() {
		t.Fatalf("after exploring: changed %v, equal to fresh %v", after != before, after == fresh())
	}
}

// adjacentTo answers as adjacent lists, on maps explored or not.
// rule FO-MAP-2
func TestAdjacentToMatchesAdjacent(t *testing.T) {
	for sc := range data.Scenarios {
		s := boardFixture(sc)
		for round := range 2 {
			for a := int8(0); a < maxNodes; a++ {
				if !s.valid(a) {
					continue
				}
				adj := s.adjacent(a, nil)
				for b := int8(0); b < maxNodes; b++ {
					if s.valid(b) && s.adjacentTo(a, b) != slices.Contains(adj, b) {
						t.Fatalf("scenario %d, round %d: %s and %s", sc, round, s.nodeName(a), s.nodeName(b))
					}
				}
			}
			for p, pi := range s.geo().pos {
				if pi.tile < 0 {
					s.Map[p].FaceUp = true
				}
			}
		}
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

// TestFacedownAround checks, over random games, that facedownAround lists
// the face-down tiles among every node's neighbours in adjacent's order.
// rule FO-EXPLORE-1
func TestFacedownAround(t *testing.T) {
	n := 0
	foRandomStates(3, func(s *State) {
		for x := range int8(maxNodes) {
			if !s.valid(x) {
				continue
			}
			var want []int
			for _, y := range s.adjacent(x, nil) {
				if facedown(y) {
					p, _ := nodePos(y)
					want = append(want, p)
				}
			}
			n += len(want)
			if got := s.facedownAround(x, nil); !slices.Equal(got, want) {
				t.Fatalf("node %s: face-down tiles around %v, want %v", s.nodeName(x), got, want)
			}
		}
	})
	if n == 0 {
		t.Error("no face-down tile next to a node")
	}
}

// TestKeptNeighbours checks, over random games, that the neighbours a kept
// map lists are adjacent's, in its order, also for a kept map that held
// another map before, whichever node is asked for first, and again once
// listed.
func TestKeptNeighbours(t *testing.T) {
	md := new(mapDists)
	n, states := 0, 0
	foRandomStates(3, func(s *State) {
		md.take(s)
		states++
		for i := range 2 * maxNodes {
			// The first pass lists the nodes (last node first in every
			// other state), the second reads them back.
			x := int8(i % maxNodes)
			if i < maxNodes && states%2 == 0 {
				x = int8(maxNodes - 1 - i)
			}
			if !s.valid(x) {
				continue
			}
			n++
			if got, want := md.neighbours(s, x), s.adjacent(x, nil); !slices.Equal(got, want) {
				t.Fatalf("node %s: neighbours %v, want %v", s.nodeName(x), got, want)
			}
		}
	})
	if n == 0 {
		t.Error("no node checked")
	}
}
