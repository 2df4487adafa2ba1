package fallout

import (
	"math/bits"

	"wasteland/games/fallout/content"
)

// The map is a set of nodes: position p's face-up spaces are nodes
// p*5+0..3 and its face-down tile is node p*5+4, one node for enemy
// movement and distance (FO-MAP-8). Adjacency follows the tiles lying
// face up and face down now (FO-MAP-2), so it changes when a tile is
// explored.

// node is the node of space i of position p (i = 4: the face-down tile).
func node(p, i int) int8 { return int8(p*nodesPerPos + i) }

// nodePos splits node n into its position and space index.
func nodePos(n int8) (p, i int) { return int(n) / nodesPerPos, int(n) % nodesPerPos }

// facedownNode is the index a face-down tile's node has within its position.
const facedownNode = nodesPerPos - 1

// geo is the layout of the game's scenario.
func (s *State) geo() *geo { return &geos[s.Scenario] }

// face returns the spaces of the face shown at position p; nil while the
// position is face down.
func (s *State) face(p int) []spaceInfo {
	m := &s.Map[p]
	if !m.FaceUp {
		return nil
	}
	if m.Reverse {
		return faces[m.Tile][1]
	}
	return faces[m.Tile][0]
}

// valid reports whether n is a node of the map as it lies: a space of a
// face-up tile or a face-down tile.
func (s *State) valid(n int8) bool {
	if n < 0 {
		return false
	}
	p, i := nodePos(n)
	if p >= len(s.geo().pos) {
		return false
	}
	if !s.Map[p].FaceUp {
		return i == facedownNode
	}
	return i < len(s.face(p))
}

// facedown reports whether node n is a face-down tile.
func facedown(n int8) bool {
	_, i := nodePos(n)
	return i == facedownNode
}

// space returns the printed space of face-up node n.
func (s *State) space(n int8) *spaceInfo {
	p, i := nodePos(n)
	return &s.face(p)[i]
}

// nodeName is node n's public name: "t02.c" for a space, "q1r-1" (its
// layout position) for a face-down tile.
func (s *State) nodeName(n int8) string {
	p, i := nodePos(n)
	if i == facedownNode {
		return posName(s.geo(), p)
	}
	return s.face(p)[i].ref
}

// posName names layout position p by its axial coordinates, e.g. "q1r-1".
func posName(g *geo, p int) string { return g.pos[p].name }

// adjacent appends the nodes adjacent to node n to dst (FO-MAP-2, FO-MAP-8,
// FO-EXPLORE-1): first the spaces of its own tile, then those across each
// edge, direction by direction, each in space order.
func (s *State) adjacent(n int8, dst []int8) []int8 {
	g := s.geo()
	p, i := nodePos(n)
	k := s.faceKey(p)
	for m := faceInner[k][i]; m != 0; m &= m - 1 {
		dst = append(dst, node(p, bits.TrailingZeros8(m)))
	}
	links := faceLinks[k*numDirs*numFaceKeys:]
	for d, q := range g.pos[p].nb {
		if q < 0 {
			continue
		}
		for m := links[d*numFaceKeys+s.faceKey(int(q))][i]; m != 0; m &= m - 1 {
			dst = append(dst, node(int(q), bits.TrailingZeros8(m)))
		}
	}
	return dst
}

// facedownAround appends to dst the positions of the face-down tiles
// adjacent to node n, in the order adjacent lists them (FO-EXPLORE-1). It
// reads only the edges toward face-down tiles.
func (s *State) facedownAround(n int8, dst []int) []int {
	g := s.geo()
	p, i := nodePos(n)
	k := s.faceKey(p)
	if faceInner[k][i]>>facedownNode&1 != 0 {
		dst = append(dst, p)
	}
	links := faceLinks[k*numDirs*numFaceKeys:]
	for d, q := range g.pos[p].nb {
		// faceKey 0: a face-down tile, which is a single node.
		if q >= 0 && !s.Map[q].FaceUp && links[d*numFaceKeys][i]>>facedownNode&1 != 0 {
			dst = append(dst, int(q))
		}
	}
	return dst
}

// numDirs is the number of edges of a tile (content.N..content.NW).
const numDirs = 6

// faceKey names what lies at position p: 0 for a face-down tile, 1+2t for
// tile t's front, 2+2t for its reverse.
func (s *State) faceKey(p int) int {
	m := &s.Map[p]
	if !m.FaceUp {
		return 0
	}
	if m.Reverse {
		return 2 + 2*int(m.Tile)
	}
	return 1 + 2*int(m.Tile)
}

// numFaceKeys is the number of faceKey values.
var numFaceKeys int

// faceInner[k][i] has bit j when node i of a position showing face key k
// borders node j of the same position; faceLinks[(k*numDirs+d)*numFaceKeys+l][i]
// has bit j when node i of a position showing k borders node j of its
// neighbour in direction d showing l. A face-down tile borders everything
// across its edges (FO-MAP-8); two spaces do when their edge contacts meet.
// faceNodes[k] has bit i for each node a position showing face key k has,
// faceIcons[k][ty] for each space showing enemy type ty's icon.
var (
	faceInner [][nodesPerPos]uint8
	faceLinks [][nodesPerPos]uint8
	faceNodes []uint8
	faceIcons [][numEnemyTypes]uint8
)

// initFaceLinks fills faceInner and faceLinks from faces.
func initFaceLinks() {
	numFaceKeys = 1 + 2*len(faces)
	keyFace := func(k int) []spaceInfo {
		if k == 0 {
			return nil
		}
		return faces[(k-1)/2][(k-1)%2]
	}
	// contact is node i's contact along edge d under face key k.
	contact := func(k, i int, d content.Dir) uint8 {
		if k == 0 {
			if i == facedownNode {
				return 1
			}
			return 0
		}
		if f := keyFace(k); i < len(f) {
			return f[i].edges[d]
		}
		return 0
	}
	faceInner = make([][nodesPerPos]uint8, numFaceKeys)
	faceNodes = make([]uint8, numFaceKeys)
	faceNodes[0] = 1 << facedownNode
	faceIcons = make([][numEnemyTypes]uint8, numFaceKeys)
	faceLinks = make([][nodesPerPos]uint8, numFaceKeys*numDirs*numFaceKeys)
	for k := range numFaceKeys {
		for i, sp := range keyFace(k) {
			faceInner[k][i] = sp.inner
			faceNodes[k] |= 1 << uint(i)
			for _, ty := range sp.icons {
				faceIcons[k][ty] |= 1 << uint(i)
			}
		}
		for d := content.N; d <= content.NW; d++ {
			for l := range numFaceKeys {
				m := &faceLinks[(k*numDirs+int(d))*numFaceKeys+l]
				for i := range nodesPerPos {
					for j := range nodesPerPos {
						a, b := contact(k, i, d), contact(l, j, d.Opposite())
						if a != 0 && b != 0 && halvesMeet(a, b) {
							m[i] |= 1 << uint(j)
						}
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
