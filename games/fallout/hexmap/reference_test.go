package hexmap

import (
	"slices"
	"testing"

	"wasteland/games/fallout/content"
)

// refBoard is a second, independent reading of a scenario's set-up map,
// built from the content's types alone: every space of the face-up tiles and
// every face-down tile as one node (rule FO-MAP-8), with adjacency (rule
// FO-MAP-2). A space borders a face-down tile when it touches the edge
// facing it (rule FO-EXPLORE-1). TestBoardMatchesContent holds the game's
// Board to it.
type refBoard struct {
	Nodes []refNode // face-up spaces by layout position, then face-down tiles
	Adj   [][]int   // Adj[i] lists the nodes adjacent to node i, ascending
}

// refNode is one node of a refBoard: a space of a face-up tile, or a
// face-down tile.
type refNode struct {
	Q, R     int          // the tile's position
	Tile     string       // face-up: the tile id; "" for a face-down tile
	Reverse  bool         // face-up: the side shown
	Space    int          // face-up: index of the space in the face; -1 for a face-down tile
	Facedown content.Back // face-down: the back
}

// referenceBoard builds the set-up map of scenario s of c.
func referenceBoard(c *content.Content, s *content.Scenario) *refBoard {
	b := &refBoard{}
	type hex struct{ q, r int }
	type pos struct {
		face  *content.Face
		first int // index of the first node of the position
	}
	at := map[hex]pos{}
	for _, p := range s.Layout {
		if p.Facedown != "" {
			at[hex{p.Q, p.R}] = pos{nil, len(b.Nodes)}
			b.Nodes = append(b.Nodes, refNode{Q: p.Q, R: p.R, Space: -1, Facedown: p.Facedown})
			continue
		}
		f := c.Tiles[tileIndex(c, p.Tile)].Face(p.Reverse)
		at[hex{p.Q, p.R}] = pos{f, len(b.Nodes)}
		for i := range f.Spaces {
			b.Nodes = append(b.Nodes, refNode{Q: p.Q, R: p.R, Tile: p.Tile, Reverse: p.Reverse, Space: i})
		}
	}
	b.Adj = make([][]int, len(b.Nodes))
	link := func(x, y int) {
		if !slices.Contains(b.Adj[x], y) {
			b.Adj[x] = append(b.Adj[x], y)
			b.Adj[y] = append(b.Adj[y], x)
		}
	}
	for _, p := range s.Layout {
		here := at[hex{p.Q, p.R}]
		if here.face != nil {
			for i := range here.face.Spaces {
				for _, j := range here.face.Inside(i) {
					link(here.first+i, here.first+j)
				}
			}
		}
		for d := content.N; d <= content.NW; d++ {
			q, r := d.Step(p.Q, p.R)
			there, ok := at[hex{q, r}]
			if !ok {
				continue
			}
			switch {
			case here.face != nil && there.face != nil:
				for _, pr := range here.face.Across(d, there.face) {
					link(here.first+pr[0], there.first+pr[1])
				}
			case here.face != nil:
				for _, i := range here.face.EdgeSpaces(d) {
					link(here.first+i, there.first)
				}
			case there.face == nil:
				link(here.first, there.first)
			}
		}
	}
	for i := range b.Adj {
		slices.Sort(b.Adj[i])
	}
	return b
}

// find returns the node of space "tile.space", or -1.
func (b *refBoard) find(c *content.Content, ref string) int {
	t, rev, idx, ok := c.Space(ref)
	if !ok {
		return -1
	}
	for i, n := range b.Nodes {
		if n.Tile == t.ID && n.Reverse == rev && n.Space == idx {
			return i
		}
	}
	return -1
}

// The scenario map is connected: from Crossroads Camp every space and every
// face-down tile can be reached, counting face-down tiles as one space.
// rule FO-MAP-2, FO-MAP-8
func TestBoardConnected(t *testing.T) {
	for _, s := range data.Scenarios {
		b := referenceBoard(data, &s)
		if len(b.Nodes) == 0 {
			t.Fatalf("%s: empty board", s.ID)
		}
		seen := map[int]bool{0: true}
		for queue := []int{0}; len(queue) > 0; queue = queue[1:] {
			for _, j := range b.Adj[queue[0]] {
				if !seen[j] {
					seen[j] = true
					queue = append(queue, j)
				}
			}
		}
		if len(seen) != len(b.Nodes) {
			t.Errorf("%s: %d of %d nodes reachable", s.ID, len(seen), len(b.Nodes))
		}
		for i, adj := range b.Adj {
			for _, j := range adj {
				if !slices.Contains(b.Adj[j], i) {
					t.Errorf("%s: adjacency %d-%d not symmetric", s.ID, i, j)
				}
			}
		}
	}
}

// Board adjacency on the first scenario: inside a tile, across tiles (with
// halves), and toward face-down tiles.
// rule FO-MAP-2, FO-MAP-8
func TestBoardAdjacency(t *testing.T) {
	s := &data.Scenarios[slices.IndexFunc(data.Scenarios, func(s content.Scenario) bool { return s.ID == "dust-basin" })]
	b := referenceBoard(data, s)
	node := func(ref string) int {
		i := b.find(data, ref)
		if i < 0 {
			t.Fatalf("no node %s", ref)
		}
		return i
	}
	down := func(q, r int) int {
		for i, n := range b.Nodes {
			if n.Space < 0 && n.Q == q && n.R == r {
				return i
			}
		}
		t.Fatalf("no face-down tile at %d,%d", q, r)
		return -1
	}
	adj := func(x, y int) bool { return slices.Contains(b.Adj[x], y) }
	for _, tc := range []struct {
		x, y int
		want bool
		why  string
	}{
		{node("t01.a"), node("t01.b"), true, "inside the tile"},
		{node("t01.a"), node("t01.c"), false, "opposite quarters meet at a point only"},
		{node("t01.b"), node("t02.c"), true, "t01 se faces t02 nw"},
		{node("t01.a"), down(0, -1), true, "Crossroads Camp touches the half n2 facing the tile to the north"},
		{node("t01.d"), down(0, -1), true, "so does the half n1"},
		{node("t01.b"), down(0, -1), false, "b does not touch the north edge"},
		{node("t03.d"), down(0, -1), false, "the Old Intake touches no edge"},
		{node("t03.b"), down(0, -1), true, "Vault 109 touches t03's s edge"},
		{down(0, -1), down(1, -1), true, "face-down tiles are single spaces next to each other"},
	} {
		if adj(tc.x, tc.y) != tc.want {
			t.Errorf("%s: adjacent = %v", tc.why, !tc.want)
		}
	}
	if b.find(data, "t04.a") != -1 {
		t.Error("a face-down tile's space is on the board")
	}
}
