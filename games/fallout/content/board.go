package content

import "slices"

// Board is the map of a scenario as set up: every space of the face-up tiles
// and every face-down tile as one node (rule FO-MAP-8), with adjacency
// (rule FO-MAP-2). A space borders a face-down tile when it touches the edge
// facing it (rule FO-EXPLORE-1).
type Board struct {
	Nodes []Node  // face-up spaces by layout position, then face-down tiles
	Adj   [][]int // Adj[i] lists the nodes adjacent to node i, ascending
}

// Node is one node of a board: a space of a face-up tile, or a face-down tile.
type Node struct {
	Q, R     int    // the tile's position
	Tile     string // face-up: the tile id; "" for a face-down tile
	Reverse  bool   // face-up: the side shown
	Space    int    // face-up: index of the space in the face; -1 for a face-down tile
	Facedown Back   // face-down: the back
}

// Board builds the set-up map of scenario s. Layout positions naming unknown
// tiles are skipped; use Load, which refuses such content.
func (c *Content) Board(s *Scenario) *Board {
	b := &Board{}
	type pos struct {
		face  *Face
		first int // index of the first node of the position
	}
	at := map[hex]pos{}
	for _, p := range s.Layout {
		if p.Facedown != "" {
			at[hex{p.Q, p.R}] = pos{nil, len(b.Nodes)}
			b.Nodes = append(b.Nodes, Node{Q: p.Q, R: p.R, Space: -1, Facedown: p.Facedown})
			continue
		}
		t := c.tiles[p.Tile]
		if t == nil || t.Face(p.Reverse) == nil {
			continue
		}
		f := t.Face(p.Reverse)
		at[hex{p.Q, p.R}] = pos{f, len(b.Nodes)}
		for i := range f.Spaces {
			b.Nodes = append(b.Nodes, Node{Q: p.Q, R: p.R, Tile: p.Tile, Reverse: p.Reverse, Space: i})
		}
	}
	b.Adj = make([][]int, len(b.Nodes))
	link := func(x, y int) {
		if !contains(b.Adj[x], y) {
			b.Adj[x] = append(b.Adj[x], y)
			b.Adj[y] = append(b.Adj[y], x)
		}
	}
	for _, p := range s.Layout {
		here, ok := at[hex{p.Q, p.R}]
		if !ok {
			continue
		}
		if here.face != nil {
			for i := range here.face.Spaces {
				for _, j := range here.face.Inside(i) {
					link(here.first+i, here.first+j)
				}
			}
		}
		for d := N; d <= NW; d++ {
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

// Find returns the node of space "tile.space", or -1.
func (b *Board) Find(c *Content, ref string) int {
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
