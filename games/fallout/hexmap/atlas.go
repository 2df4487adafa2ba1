package hexmap

import (
	"fmt"
	"strconv"

	"wasteland/games/fallout/content"
)

// Atlas is the geometry of a content's tiles and scenario layouts, indexed
// once: which spaces of a face border each other, which border the spaces
// of a neighbouring face across each edge, and where each layout's
// positions lie.
type Atlas struct {
	// Layouts[i] is the layout of the content's scenario i.
	Layouts []Layout
	// faces[t][side] is tile t's front (0) or reverse (1); a tile without
	// a reverse has no spaces there.
	faces [][2]face
	// numKeys is the number of face keys (FaceKey): 1 + 2 per tile.
	numKeys int
	// inner[k][i] has bit j when node i of a position showing face key k
	// borders node j of the same position; links[(k*NumDirs+d)*numKeys+l][i]
	// has bit j when node i of a position showing k borders node j of its
	// neighbour in direction d showing l. A face-down tile borders
	// everything across its edges (FO-MAP-8); two spaces do when their edge
	// contacts meet. nodes[k] has bit i for each node a position showing k
	// has.
	inner [][NodesPerPos]uint8
	links [][NodesPerPos]uint8
	nodes []uint8
	// dirs[k][i] has bit d when node i of a position showing k borders a
	// node across edge d under some face key of the neighbour: the
	// directions Adjacent and FacedownAround look across (a space touches
	// a few of the six edges).
	dirs [][NodesPerPos]uint8
}

// face is the geometry of one tile face: its spaces in order.
type face []space

// space is one space of a tile face.
type space struct {
	ref   string   // "t02.c": the tile's id and the space's
	edges [6]uint8 // per direction: bit 0 the whole edge, bit h the half h
	inner uint8    // bit j: borders space j of the same face (FO-MAP-2)
}

// Layout is a scenario's arrangement of tile positions (FO-MAP-1).
type Layout struct {
	// Places lists the positions in the order of the scenario's layout.
	Places []Place
	// Start is the position of the starting tile (FO-MAP-5), -1 if none.
	Start int8
	// dirTo[p][q] is the direction from position p to its neighbour q
	// (Place.Nb), -1 when q is not one: AdjacentTo reads it instead of
	// looking through p's edges.
	dirTo [MaxPositions][MaxPositions]int8
}

// Place is one tile position of a layout.
type Place struct {
	Q, R    int          // axial coordinates
	Name    string       // "q1r-1": the axial coordinates, the public name of a face-down tile there
	Tile    int8         // the tile laid face up at setup, or -1 for a face-down position
	Reverse bool         // face up at setup: the reverse side is shown
	Back    content.Back // the back of the tile that lies there
	// Nb is the neighbouring position in each direction, -1 for none.
	Nb [NumDirs]int8
}

// New indexes the tiles and scenario layouts of c. It panics on a layout
// larger than MaxPositions or naming an unknown tile: content that the
// content package's checks refuse.
func New(c *content.Content) *Atlas {
	a := &Atlas{numKeys: 1 + 2*len(c.Tiles)}
	for i := range c.Tiles {
		t := &c.Tiles[i]
		var fs [2]face
		fs[0] = newFace(t.ID, &t.Front)
		if t.Reverse != nil {
			fs[1] = newFace(t.ID, t.Reverse)
		}
		a.faces = append(a.faces, fs)
	}
	a.initLinks()
	for i := range c.Scenarios {
		a.Layouts = append(a.Layouts, newLayout(c, &c.Scenarios[i]))
	}
	return a
}

// newFace indexes face f of the tile with id tile.
func newFace(tile string, f *content.Face) face {
	out := make(face, len(f.Spaces))
	for i := range f.Spaces {
		sp := &f.Spaces[i]
		out[i].ref = tile + "." + sp.ID
		for _, e := range sp.Edges {
			if d, h, ok := content.ParseEdge(e); ok {
				out[i].edges[d] |= 1 << uint(h)
			}
		}
		for _, j := range f.Inside(i) {
			out[i].inner |= 1 << uint(j)
		}
	}
	return out
}

// newLayout indexes the layout of scenario sc of c.
func newLayout(c *content.Content, sc *content.Scenario) Layout {
	if len(sc.Layout) > MaxPositions {
		panic(fmt.Sprintf("hexmap: scenario %s has %d positions, at most %d fit", sc.ID, len(sc.Layout), MaxPositions))
	}
	l := Layout{Start: -1}
	for _, p := range sc.Layout {
		pl := Place{Q: p.Q, R: p.R, Tile: -1, Back: p.Facedown, Reverse: p.Reverse,
			Name: "q" + strconv.Itoa(p.Q) + "r" + strconv.Itoa(p.R)}
		if p.Facedown == "" {
			pl.Tile = tileIndex(c, p.Tile)
			pl.Back = c.Tiles[pl.Tile].Back
			if c.Tiles[pl.Tile].Start {
				l.Start = int8(len(l.Places))
			}
		}
		l.Places = append(l.Places, pl)
	}
	for i := range l.dirTo {
		for j := range l.dirTo[i] {
			l.dirTo[i][j] = -1
		}
	}
	for i := range l.Places {
		for d := content.N; d <= content.NW; d++ {
			q, r := d.Step(l.Places[i].Q, l.Places[i].R)
			l.Places[i].Nb[d] = -1
			for j := range l.Places {
				if l.Places[j].Q == q && l.Places[j].R == r {
					l.Places[i].Nb[d] = int8(j)
					l.dirTo[i][j] = int8(d)
				}
			}
		}
	}
	return l
}

// tileIndex is the index of the tile with id id in c.
func tileIndex(c *content.Content, id string) int8 {
	for i := range c.Tiles {
		if c.Tiles[i].ID == id {
			return int8(i)
		}
	}
	panic("hexmap: unknown tile " + id)
}

// FaceKey names what lies at a position: 0 for a face-down tile, 1+2t for
// tile t's front, 2+2t for its reverse.
func FaceKey(pos Position) int {
	switch {
	case !pos.FaceUp:
		return 0
	case pos.Reverse:
		return 2 + 2*int(pos.Tile)
	}
	return 1 + 2*int(pos.Tile)
}

// NumFaceKeys is the number of FaceKey values of the atlas's tiles.
func (a *Atlas) NumFaceKeys() int { return a.numKeys }

// keyFace is the face a position showing face key k shows; nil for a
// face-down tile.
func (a *Atlas) keyFace(k int) face {
	if k == 0 {
		return nil
	}
	return a.faces[(k-1)/2][(k-1)%2]
}

// initLinks fills inner, links and nodes from faces.
func (a *Atlas) initLinks() {
	n := a.numKeys
	// contact is node i's contact along edge d under face key k.
	contact := func(k, i int, d content.Dir) uint8 {
		if k == 0 {
			if i == FacedownNode {
				return 1
			}
			return 0
		}
		if f := a.keyFace(k); i < len(f) {
			return f[i].edges[d]
		}
		return 0
	}
	a.inner = make([][NodesPerPos]uint8, n)
	a.nodes = make([]uint8, n)
	a.nodes[0] = 1 << FacedownNode
	a.links = make([][NodesPerPos]uint8, n*NumDirs*n)
	a.dirs = make([][NodesPerPos]uint8, n)
	for k := range n {
		for i, sp := range a.keyFace(k) {
			a.inner[k][i] = sp.inner
			a.nodes[k] |= 1 << uint(i)
		}
		for d := content.N; d <= content.NW; d++ {
			for l := range n {
				m := &a.links[(k*NumDirs+int(d))*n+l]
				for i := range NodesPerPos {
					for j := range NodesPerPos {
						x, y := contact(k, i, d), contact(l, j, d.Opposite())
						if x != 0 && y != 0 && halvesMeet(x, y) {
							m[i] |= 1 << uint(j)
						}
					}
					if m[i] != 0 {
						a.dirs[k][i] |= 1 << uint(d)
					}
				}
			}
		}
	}
}

// halvesMeet reports whether two edge contacts facing each other share a
// border: a whole edge meets everything; the halves of facing edges are
// counted clockwise on both tiles, so half 1 faces half 2.
func halvesMeet(a, b uint8) bool {
	return a&1 != 0 || b&1 != 0 || (a&2 != 0 && b&4 != 0) || (a&4 != 0 && b&2 != 0)
}
