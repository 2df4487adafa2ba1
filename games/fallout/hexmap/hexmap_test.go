package hexmap

import (
	"math/bits"
	"slices"
	"strconv"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

var (
	data   = content.Default()
	testAt = New(data)
)

// fixture lays out scenario sc as set up, its face-down positions dealt in
// tile order by their backs.
func fixture(sc int) (Board, *[MaxPositions]Position) {
	lay := new([MaxPositions]Position)
	l := &testAt.Layouts[sc]
	used := map[int8]bool{}
	for p, pl := range l.Places {
		if pl.Tile >= 0 {
			lay[p] = Position{Tile: pl.Tile, FaceUp: true, Reverse: pl.Reverse}
			used[pl.Tile] = true
		}
	}
	for p, pl := range l.Places {
		if pl.Tile < 0 {
			for t := range data.Tiles {
				if data.Tiles[t].Back == pl.Back && !used[int8(t)] {
					lay[p] = Position{Tile: int8(t)}
					used[int8(t)] = true
					break
				}
			}
		}
	}
	return Board{Atlas: testAt, Layout: l, Map: lay}, lay
}

// explore turns face up the face-down positions that pick chooses, on
// their reverse where reverse says so and the tile has one.
func explore(b Board, pick, reverse func(p int) bool) {
	for p, pl := range b.Layout.Places {
		if pl.Tile < 0 && !b.Map[p].FaceUp && pick(p) {
			b.Map[p].FaceUp = true
			b.Map[p].Reverse = reverse(p) && testAt.faces[b.Map[p].Tile][1] != nil
		}
	}
}

// randomBoards visits, for every scenario, the set-up map and maps
// explored at random, each further than the one before.
func randomBoards(visit func(b Board)) {
	r := engine.NewRNG(7)
	for sc := range data.Scenarios {
		for range 3 {
			b, _ := fixture(sc)
			for range 4 {
				visit(b)
				explore(b, func(int) bool { return r.IntN(3) == 0 }, func(int) bool { return r.IntN(2) == 0 })
			}
			visit(b)
		}
	}
}

// nodes lists the valid nodes of b.
func nodes(b Board) []int8 {
	var out []int8
	for n := range int8(MaxNodes) {
		if b.Valid(n) {
			out = append(out, n)
		}
	}
	return out
}

// The adjacency of the set-up map equals the reference board (refBoard).
// rule FO-MAP-1, FO-MAP-2, FO-MAP-8, FO-EXPLORE-1
func TestBoardMatchesContent(t *testing.T) {
	for sc := range data.Scenarios {
		b, _ := fixture(sc)
		cb := referenceBoard(data, &data.Scenarios[sc])
		name := func(i int) string {
			nd := cb.Nodes[i]
			if nd.Tile == "" {
				return "q" + strconv.Itoa(nd.Q) + "r" + strconv.Itoa(nd.R)
			}
			t := tileIndex(data, nd.Tile)
			side := 0
			if nd.Reverse {
				side = 1
			}
			return testAt.faces[t][side][nd.Space].ref
		}
		byName := map[string]int8{}
		for _, n := range nodes(b) {
			byName[b.Name(n)] = n
		}
		if len(byName) != len(cb.Nodes) {
			t.Fatalf("scenario %d: %d nodes, content has %d", sc, len(byName), len(cb.Nodes))
		}
		for i := range cb.Nodes {
			n, ok := byName[name(i)]
			if !ok {
				t.Fatalf("node %s missing", name(i))
			}
			var want, got []string
			for _, j := range cb.Adj[i] {
				want = append(want, name(j))
			}
			for _, x := range b.Adjacent(n, nil) {
				got = append(got, b.Name(x))
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(want, got) {
				t.Errorf("%s: adjacent %v, content says %v", name(i), got, want)
			}
		}
	}
}

// After a tile is turned face up its spaces take the place of its node,
// and they border back what they border.
// rule FO-EXPLORE-2, FO-MAP-2
func TestFlippedTile(t *testing.T) {
	b, lay := fixture(0)
	places := b.Layout.Places
	p := slices.IndexFunc(places, func(pl Place) bool {
		return pl.Tile < 0 && pl.Nb[content.S] >= 0 && places[pl.Nb[content.S]].Tile >= 0
	})
	if p < 0 {
		t.Fatal("scenario 0 has no face-down position north of a face-up tile")
	}
	if !b.Valid(Node(p, FacedownNode)) {
		t.Fatal("a face-down tile has no node")
	}
	lay[p].FaceUp = true
	if b.Valid(Node(p, FacedownNode)) {
		t.Fatal("a face-up tile still has its face-down node")
	}
	spaces := 0
	for i := range FacedownNode {
		n := Node(p, i)
		if !b.Valid(n) {
			continue
		}
		spaces++
		for _, x := range b.Adjacent(n, nil) {
			if !slices.Contains(b.Adjacent(x, nil), n) {
				t.Fatalf("%s borders %s but not back", b.Name(n), b.Name(x))
			}
		}
	}
	if spaces == 0 {
		t.Fatal("the explored tile has no spaces")
	}
}

// Adjacency is symmetric on every map the game can reach, face-down tiles,
// fronts and reverses mixed, so the distance between two nodes is the same
// both ways, and a kept table equals one measured afresh.
// rule FO-MAP-2, FO-MAP-8, FO-ACTIV-4
func TestDistancesSymmetric(t *testing.T) {
	for sc := range data.Scenarios {
		for flip := range 4 {
			b, _ := fixture(sc)
			explore(b, func(p int) bool { return flip == 3 || p%3 == flip }, func(p int) bool { return p%2 == 1 })
			ns := nodes(b)
			if len(ns) < 10 {
				t.Fatalf("scenario %d: only %d nodes", sc, len(ns))
			}
			dist := make(map[int8][MaxNodes]int8)
			for _, n := range ns {
				dist[n] = *new(Dists).Distances(b, n)
				for _, x := range b.Adjacent(n, nil) {
					if !slices.Contains(b.Adjacent(x, nil), n) {
						t.Fatalf("scenario %d: %s borders %s but not back", sc, b.Name(n), b.Name(x))
					}
				}
			}
			kept := new(Dists)
			for _, x := range ns {
				for _, y := range ns {
					if dist[x][y] != dist[y][x] || kept.Distances(b, x)[y] != dist[x][y] {
						t.Fatalf("scenario %d: %s to %s is %d, back %d", sc, b.Name(x), b.Name(y), dist[x][y], dist[y][x])
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
	a := testAt
	for k := range a.NumFaceKeys() {
		for i := range NodesPerPos {
			for j := range NodesPerPos {
				if a.inner[k][i]>>j&1 != a.inner[k][j]>>i&1 {
					t.Fatalf("face key %d: inner border %d-%d one way", k, i, j)
				}
			}
		}
		for d := content.N; d <= content.NW; d++ {
			for l := range a.NumFaceKeys() {
				there := a.links[(k*NumDirs+int(d))*a.numKeys+l]
				back := a.links[(l*NumDirs+int(d.Opposite()))*a.numKeys+k]
				for i := range NodesPerPos {
					for j := range NodesPerPos {
						if there[i]>>j&1 != back[j]>>i&1 {
							t.Fatalf("face keys %d and %d across %v: border %d-%d one way", k, l, d, i, j)
						}
					}
				}
			}
		}
	}
	for sc, l := range a.Layouts {
		for p, pl := range l.Places {
			for d, q := range pl.Nb {
				if q >= 0 && l.Places[q].Nb[content.Dir(d).Opposite()] != int8(p) {
					t.Fatalf("scenario %d: position %d's neighbour %d does not border it back", sc, p, q)
				}
			}
		}
	}
}

// Nearest finds the nodes of a set nearest to a node as the distance
// tables count, on maps explored or not: those of the set at the least
// distance Measure gives, none when the set is empty. Measured holds a
// table only once Measure made it, and then the same one.
// rule FO-MAP-8, FO-ENEMY-4
func TestNearestAndMeasured(t *testing.T) {
	randomBoards(func(b Board) {
		ns := nodes(b)
		d := new(Dists)
		d.Take(b)
		for k, from := range ns {
			if d.Measured(from) != nil {
				t.Fatalf("%s measured before Measure", b.Name(from))
			}
			dist := d.Measure(from)
			if d.Measured(from) != dist {
				t.Fatalf("%s: Measured is not Measure's table", b.Name(from))
			}
			// Sets of every third, fifth and seventh node from k on, and
			// the empty set.
			for _, step := range []int{3, 5, 7, 0} {
				var in NodeSet
				for i := k % max(step, 1); step > 0 && i < len(ns); i += step {
					in.Add(ns[i])
				}
				var want NodeSet
				best := int8(-1)
				for n := range int8(MaxNodes) {
					if !in.Has(n) || dist[n] < 0 || (best >= 0 && dist[n] > best) {
						continue
					}
					if best < 0 || dist[n] < best {
						best, want = dist[n], NodeSet{}
					}
					want.Add(n)
				}
				if got := d.Nearest(from, &in); got != want {
					t.Fatalf("from %s, every %d: nearest %v, the table says %v", b.Name(from), step, got, want)
				}
			}
			d = new(Dists) // a Dists holds 16 tables
			d.Take(b)
		}
	})
}

// Distances kept between steps follow the map: once a tile is explored the
// distances over it change, and every answer equals one measured afresh.
// rule FO-EXPLORE-2, FO-MAP-8
func TestDistancesFollowTheMap(t *testing.T) {
	b, _ := fixture(0)
	from := Node(int(b.Layout.Start), 0)
	fresh := func() [MaxNodes]int8 { return *new(Dists).Distances(b, from) }
	kept := new(Dists)
	before := *kept.Distances(b, from)
	if before != fresh() {
		t.Fatal("kept distances differ from fresh ones")
	}
	explore(b, func(int) bool { return true }, func(int) bool { return false })
	after := *kept.Distances(b, from)
	if after == before || after != fresh() {
		t.Fatalf("after exploring: changed %v, equal to fresh %v", after != before, after == fresh())
	}
}

// AdjacentTo answers as Adjacent lists, on maps explored or not.
// rule FO-MAP-2
func TestAdjacentToMatchesAdjacent(t *testing.T) {
	randomBoards(func(b Board) {
		ns := nodes(b)
		for _, x := range ns {
			adj := b.Adjacent(x, nil)
			for _, y := range ns {
				if b.AdjacentTo(x, y) != slices.Contains(adj, y) {
					t.Fatalf("%s and %s: AdjacentTo %v", b.Name(x), b.Name(y), b.AdjacentTo(x, y))
				}
			}
		}
	})
}

// TestNamesUnique checks that no two nodes of a map share a name, however
// far it is explored: tiles have distinct ids and a face distinct space
// ids, and layout positions distinct coordinates.
func TestNamesUnique(t *testing.T) {
	randomBoards(func(b Board) {
		seen := map[string]int8{}
		for _, n := range nodes(b) {
			if m, ok := seen[b.Name(n)]; ok {
				t.Fatalf("nodes %d and %d are both %s", m, n, b.Name(n))
			}
			seen[b.Name(n)] = n
		}
	})
}

// TestFacedownAround checks, over explored maps, that FacedownAround lists
// the face-down tiles among every node's neighbours in Adjacent's order.
// rule FO-EXPLORE-1
func TestFacedownAround(t *testing.T) {
	found := 0
	randomBoards(func(b Board) {
		for _, x := range nodes(b) {
			var want []int
			for _, y := range b.Adjacent(x, nil) {
				if Facedown(y) {
					p, _ := NodePos(y)
					want = append(want, p)
				}
			}
			found += len(want)
			var around [NumDirs + 1]int8
			got := make([]int, b.FacedownAround(x, &around))
			for j := range got {
				got[j] = int(around[j])
			}
			if !slices.Equal(got, want) {
				t.Fatalf("node %s: face-down tiles around %v, want %v", b.Name(x), got, want)
			}
		}
	})
	if found == 0 {
		t.Error("no face-down tile next to a node")
	}
}

// TestSpacesInto checks, over explored maps, that SpacesInto lists the
// nodes Adjacent lists, in its order, less the face-down tiles, for every
// node, some of them next to a face-down tile. rule FO-MAP-7
func TestSpacesInto(t *testing.T) {
	left := 0
	randomBoards(func(b Board) {
		for _, x := range nodes(b) {
			var want []int8
			for _, y := range b.Adjacent(x, nil) {
				if !Facedown(y) {
					want = append(want, y)
				} else {
					left++
				}
			}
			var adj [MaxAdjacent]int8
			if got := adj[:b.SpacesInto(x, &adj)]; !slices.Equal(got, want) {
				t.Fatalf("node %s: spaces around %v, want %v", b.Name(x), got, want)
			}
		}
	})
	if left == 0 {
		t.Error("no face-down tile left out")
	}
}

// TestKeptNeighbours checks, over explored maps, that the neighbours a
// Dists lists are Adjacent's, in its order, also for a Dists that held
// another map before, whichever node is asked for first, and again once
// listed.
func TestKeptNeighbours(t *testing.T) {
	d := new(Dists)
	checked, boards := 0, 0
	randomBoards(func(b Board) {
		d.Take(b)
		boards++
		for i := range 2 * MaxNodes {
			// The first pass lists the nodes (last node first on every
			// other map), the second reads them back.
			x := int8(i % MaxNodes)
			if i < MaxNodes && boards%2 == 0 {
				x = int8(MaxNodes - 1 - i)
			}
			if !b.Valid(x) {
				continue
			}
			checked++
			if got, want := d.Neighbours(b, x), b.Adjacent(x, nil); !slices.Equal(got, want) {
				t.Fatalf("node %s: neighbours %v, want %v", b.Name(x), got, want)
			}
		}
	})
	if checked == 0 {
		t.Error("no node checked")
	}
}

// TestNodeSet: AddMask puts a position's nodes where Add puts them, also
// for positions whose nodes straddle two words of the set.
func TestNodeSet(t *testing.T) {
	for p := range MaxPositions {
		for _, m := range []uint8{1, 1 << FacedownNode, 0b10110, 0b11111} {
			var byMask, byNode NodeSet
			byMask.AddMask(p, m)
			for i := range NodesPerPos {
				if m>>i&1 != 0 {
					byNode.Add(Node(p, i))
				}
			}
			if byMask != byNode {
				t.Fatalf("position %d, mask %05b: %v, want %v", p, m, byMask, byNode)
			}
			for i := range NodesPerPos {
				if byMask.Has(Node(p, i)) != (m>>i&1 != 0) {
					t.Fatalf("position %d, mask %05b: Has(%d)", p, m, i)
				}
			}
		}
	}
}

// TestNodePos: NodePos's table splits every int8 as the division by
// NodesPerPos does, negative ones (Nowhere) included, and undoes Node.
func TestNodePos(t *testing.T) {
	for n := -128; n < 128; n++ {
		p, i := NodePos(int8(n))
		if p != n/NodesPerPos || i != n%NodesPerPos {
			t.Fatalf("NodePos(%d) = %d, %d, want %d, %d", n, p, i, n/NodesPerPos, n%NodesPerPos)
		}
		if n >= 0 && Node(p, i) != int8(n) {
			t.Fatalf("Node(NodePos(%d)) = %d", n, Node(p, i))
		}
	}
}

// Measured follows the tables a Dists holds as it measures more than 16
// sources on one map: the last 16 measured are held, each equal to a table
// measured afresh, and an older one is not held once replaced.
// rule FO-MAP-8
func TestMeasuredAfterReplacing(t *testing.T) {
	held := 0
	randomBoards(func(b Board) {
		ns := nodes(b)
		d := new(Dists)
		d.Take(b)
		for k, from := range ns {
			d.Measure(from)
			for j, old := range ns[:k+1] {
				got := d.Measured(old)
				if k-j >= 16 {
					if got != nil {
						t.Fatalf("%s is held %d tables later", b.Name(old), k-j)
					}
					continue
				}
				if got == nil || *got != *new(Dists).Distances(b, old) {
					t.Fatalf("%s, measured %d tables ago, is not held as measured", b.Name(old), k-j)
				}
				held++
			}
		}
	})
	if held == 0 {
		t.Fatal("no table was held")
	}
}

// A Dists that takes a map differing from the one it held at one position
// (one tile explored, either face; or one turned face down again) reads
// the same adjacency, neighbours and distances as a Dists reading that map
// afresh. rule FO-EXPLORE-2, FO-MAP-2, FO-MAP-8
func TestTakeOneTileExplored(t *testing.T) {
	compared := 0
	randomBoards(func(b Board) {
		for p, pl := range b.Layout.Places {
			if pl.Tile >= 0 {
				continue
			}
			for _, face := range []Position{{FaceUp: !b.Map[p].FaceUp}, {FaceUp: true, Reverse: true}} {
				if face.Reverse && testAt.faces[b.Map[p].Tile][1] == nil {
					continue
				}
				lay := *b.Map
				kept := new(Dists)
				kept.Take(Board{Atlas: b.Atlas, Layout: b.Layout, Map: &lay})
				kept.Measure(Node(p, FacedownNode))
				lay[p].FaceUp, lay[p].Reverse = face.FaceUp, face.Reverse
				after := Board{Atlas: b.Atlas, Layout: b.Layout, Map: &lay}
				kept.Take(after)
				fresh := new(Dists)
				fresh.Take(after)
				if kept.adj != fresh.adj {
					t.Fatalf("%s turned %+v: the adjacency differs from the map's read afresh", b.Layout.Places[p].Name, face)
				}
				for _, n := range nodes(after) {
					if !slices.Equal(kept.Neighbours(after, n), fresh.Neighbours(after, n)) || *kept.Measure(n) != *fresh.Measure(n) {
						t.Fatalf("%s turned %+v: %s's neighbours or distances differ", b.Layout.Places[p].Name, face, after.Name(n))
					}
					compared++
				}
			}
		}
	})
	if compared == 0 {
		t.Fatal("no map compared")
	}
}

// A Dists that takes a map differing from the one it held only in which
// tiles lie face down (a determinization's redraw) keeps its tables, and
// they are those of the map read afresh. rule FO-SETUP-2, FO-MAP-8
func TestTakeHiddenTilesRedrawn(t *testing.T) {
	compared := 0
	randomBoards(func(b Board) {
		var down []int
		for p := range b.Layout.Places {
			if !b.Map[p].FaceUp {
				down = append(down, p)
			}
		}
		if len(down) < 2 {
			return
		}
		lay := *b.Map
		kept := new(Dists)
		kept.Take(Board{Atlas: b.Atlas, Layout: b.Layout, Map: &lay})
		ns := nodes(b)
		for _, n := range ns[max(0, len(ns)-16):] { // the 16 tables a Dists holds
			kept.Measure(n)
		}
		for i, p := range down { // the face-down tiles passed on by one position
			lay[p].Tile = b.Map[down[(i+1)%len(down)]].Tile
		}
		after := Board{Atlas: b.Atlas, Layout: b.Layout, Map: &lay}
		kept.Take(after)
		fresh := new(Dists)
		fresh.Take(after)
		if kept.adj != fresh.adj {
			t.Fatal("hidden tiles redrawn: the adjacency differs from the map's read afresh")
		}
		for k, n := range nodes(after) {
			held := kept.Measured(n)
			if held == nil && k >= len(ns)-16 || held != nil && *held != *fresh.Measure(n) || !slices.Equal(kept.Neighbours(after, n), fresh.Neighbours(after, n)) {
				t.Fatalf("hidden tiles redrawn: %s's distances are not kept, or its neighbours or distances differ", after.Name(n))
			}
			compared++
		}
	})
	if compared == 0 {
		t.Fatal("no map compared")
	}
}

// Dists.Adjacent answers as Board.AdjacentTo for every pair of nodes, on
// maps explored or not. rule FO-MAP-2, FO-MAP-8
func TestDistsAdjacent(t *testing.T) {
	pairs := 0
	randomBoards(func(b Board) {
		d := new(Dists)
		d.Take(b)
		ns := nodes(b)
		for _, x := range ns {
			for _, y := range ns {
				if d.Adjacent(x, y) != b.AdjacentTo(x, y) {
					t.Fatalf("%s and %s: Dists.Adjacent %v, AdjacentTo %v", b.Name(x), b.Name(y), d.Adjacent(x, y), b.AdjacentTo(x, y))
				}
				pairs++
			}
		}
	})
	if pairs == 0 {
		t.Fatal("no pair compared")
	}
}

// Dists.Around is the union of the nodes Adjacent lists for each node of
// the set, on random maps: for each node alone, and for a few sets of
// several.
func TestDistsAround(t *testing.T) {
	sets := 0
	randomBoards(func(b Board) {
		d := new(Dists)
		d.Take(b)
		ns := nodes(b)
		for i := range ns {
			for _, k := range []int{1, 3, 7} {
				var set, want NodeSet
				for _, x := range ns[i:min(i+k, len(ns))] {
					set.Add(x)
					for _, y := range b.Adjacent(x, nil) {
						want.Add(y)
					}
				}
				if got := d.Around(&set); got != want {
					t.Fatalf("around %v: %v, Adjacent lists %v", set, got, want)
				}
				sets++
			}
		}
	})
	if sets == 0 {
		t.Fatal("no set compared")
	}
}

// A Dists keeps the marks stored for a map while it takes that map again,
// and forgets them when it takes another: a tile turned (the map read
// around one position) or another map altogether.
func TestMarksForgottenWithTheMap(t *testing.T) {
	tests := []struct {
		name string
		turn bool // turn one face-down tile of the map before taking it again
		want bool // the marks are still held
	}{
		{"the same map", false, true},
		{"a tile turned", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			taken := 0
			randomBoards(func(b Board) {
				for p, pl := range b.Layout.Places {
					if pl.Tile >= 0 || b.Map[p].FaceUp {
						continue
					}
					lay := *b.Map
					d := new(Dists)
					d.Take(Board{Atlas: b.Atlas, Layout: b.Layout, Map: &lay})
					var set NodeSet
					set.Add(Node(p, FacedownNode))
					d.SetMarks(3, set)
					if tt.turn {
						lay[p].FaceUp = true
					}
					d.Take(Board{Atlas: b.Atlas, Layout: b.Layout, Map: &lay})
					got, ok := d.Marks(3)
					if ok != tt.want || ok && got != set {
						t.Fatalf("%s: marks %v held %v, want held %v", b.Layout.Places[p].Name, got, ok, tt.want)
					}
					if _, other := d.Marks(2); other {
						t.Fatal("slot 2 holds marks never stored")
					}
					taken++
				}
			})
			if taken == 0 {
				t.Fatal("no map taken")
			}
			// Another map altogether: a new Dists holds none.
			if _, ok := new(Dists).Marks(3); ok {
				t.Fatal("a zero Dists holds marks")
			}
		})
	}
}

// Beside is the spaces of a node's own position that Adjacent lists, on
// maps explored or not. rule FO-MAP-2
func TestBesideIsAdjacentOnTheTile(t *testing.T) {
	compared, some := 0, 0
	randomBoards(func(b Board) {
		for _, n := range nodes(b) {
			p, _ := NodePos(n)
			var want uint8
			for _, x := range b.Adjacent(n, nil) {
				if q, i := NodePos(x); q == p {
					want |= 1 << i
				}
			}
			if got := b.Beside(n); got != want {
				t.Fatalf("%s: Beside %08b, Adjacent lists %08b on its tile", b.Name(n), got, want)
			}
			compared++
			if want != 0 {
				some++
			}
		}
	})
	if compared == 0 || some == 0 {
		t.Fatalf("%d nodes compared, %d with spaces beside", compared, some)
	}
}

// A negative node is outside every NodeSet: adding or asking for one
// panics instead of touching another node's bit.
func TestNodeSetRefusesNegative(t *testing.T) {
	for _, op := range []struct {
		name string
		do   func(*NodeSet)
	}{
		{"Add", func(ns *NodeSet) { ns.Add(-1) }},
		{"Has", func(ns *NodeSet) { ns.Has(-1) }},
		{"Has(-128)", func(ns *NodeSet) { ns.Has(-128) }},
	} {
		t.Run(op.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			var ns NodeSet
			op.do(&ns)
		})
	}
}

// TestMaxAdjacent checks that MaxAdjacent bounds the nodes AdjacentInto
// may write for any node under any faces: the spaces of its own tile, and
// across every edge it touches the most any neighbour's face key gives.
// It bounds the geometry, not the maps random games reach, and fails when
// MaxAdjacent is set below that bound or Dists' buffer of neighbour lists
// is too small for AdjacentInto to write into it.
func TestMaxAdjacent(t *testing.T) {
	a := testAt
	most := 0
	for k := range a.NumFaceKeys() {
		for i := range NodesPerPos {
			c := bits.OnesCount8(a.inner[k][i])
			for d := range NumDirs {
				across := 0
				for l := range a.NumFaceKeys() {
					across = max(across, bits.OnesCount8(a.links[(k*NumDirs+d)*a.numKeys+l][i]))
				}
				c += across
			}
			most = max(most, c)
		}
	}
	if most > MaxAdjacent {
		t.Fatalf("a node may have %d adjacent nodes, MaxAdjacent is %d", most, MaxAdjacent)
	}
	// Dists.Neighbours lists a node's into nbrBuf after the others'.
	if room := len(Dists{}.nbrBuf); (MaxNodes-1)*most+MaxAdjacent > room {
		t.Fatalf("Dists' nbrBuf holds %d nodes, too few for %d nodes of %d neighbours", room, MaxNodes, most)
	}
	t.Logf("at most %d adjacent nodes (MaxAdjacent %d)", most, MaxAdjacent)
}

// TestAdjacentInPlace checks that Adjacent lists the same nodes after what
// dst holds whether it writes them in dst's spare room (MaxAdjacent free)
// or appends them (less room).
func TestAdjacentInPlace(t *testing.T) {
	randomBoards(func(b Board) {
		for _, x := range nodes(b) {
			want := b.Adjacent(x, []int8{-7, -8})
			got := b.Adjacent(x, append(make([]int8, 0, 2+MaxAdjacent), -7, -8))
			if !slices.Equal(got, want) || want[0] != -7 || want[1] != -8 {
				t.Fatalf("node %s: in place %v, appended %v", b.Name(x), got, want)
			}
		}
	})
}
