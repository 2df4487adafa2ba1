package fallout

import (
	"strconv"

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
func posName(g *geo, p int) string {
	return "q" + strconv.Itoa(g.pos[p].q) + "r" + strconv.Itoa(g.pos[p].r)
}

// adjacent appends the nodes adjacent to node n to dst (FO-MAP-2, FO-MAP-8,
// FO-EXPLORE-1).
func (s *State) adjacent(n int8, dst []int8) []int8 {
	g := s.geo()
	p, i := nodePos(n)
	if i == facedownNode {
		for d := content.N; d <= content.NW; d++ {
			q := int(g.pos[p].nb[d])
			if q < 0 {
				continue
			}
			if !s.Map[q].FaceUp {
				dst = append(dst, node(q, facedownNode))
				continue
			}
			for j, sp := range s.face(q) {
				if sp.edges[d.Opposite()] != 0 {
					dst = append(dst, node(q, j))
				}
			}
		}
		return dst
	}
	here := &s.face(p)[i]
	for j := 0; j < 4; j++ {
		if here.inner&(1<<uint(j)) != 0 {
			dst = append(dst, node(p, j))
		}
	}
	for d := content.N; d <= content.NW; d++ {
		a := here.edges[d]
		q := int(g.pos[p].nb[d])
		if a == 0 || q < 0 {
			continue
		}
		if !s.Map[q].FaceUp {
			dst = append(dst, node(q, facedownNode))
			continue
		}
		for j, sp := range s.face(q) {
			if b := sp.edges[d.Opposite()]; b != 0 && halvesMeet(a, b) {
				dst = append(dst, node(q, j))
			}
		}
	}
	return dst
}

// halvesMeet reports whether two edge contacts facing each other share a
// border: a whole edge meets everything; the halves of facing edges are
// counted clockwise on both tiles, so half 1 faces half 2.
func halvesMeet(a, b uint8) bool {
	return a&1 != 0 || b&1 != 0 || (a&2 != 0 && b&4 != 0) || (a&4 != 0 && b&2 != 0)
}
