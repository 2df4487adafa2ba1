package hexmap

import "math/bits"

// Board is one game's map as it lies: the atlas, the scenario's layout and
// what lies at each of its positions. It is a view: it holds pointers to
// the game's data and copies nothing.
type Board struct {
	Atlas  *Atlas
	Layout *Layout
	Map    *[MaxPositions]Position
}

// key is the face key of position p.
func (b Board) key(p int) int { return FaceKey(b.Map[p]) }

// Valid reports whether n is a node of the map as it lies: a space of a
// face-up tile or a face-down tile.
func (b Board) Valid(n int8) bool {
	if n < 0 {
		return false
	}
	p, i := NodePos(n)
	if p >= len(b.Layout.Places) {
		return false
	}
	return b.Atlas.nodes[b.key(p)]>>uint(i)&1 != 0
}

// Name is node n's public name: "t02.c" for a space, "q1r-1" (its layout
// position) for a face-down tile. n must be Valid.
func (b Board) Name(n int8) string {
	p, i := NodePos(n)
	if i == FacedownNode {
		return b.Layout.Places[p].Name
	}
	return b.Atlas.keyFace(b.key(p))[i].ref
}

// Adjacent appends the nodes adjacent to node n to dst (FO-MAP-2, FO-MAP-8,
// FO-EXPLORE-1): first the spaces of its own tile, then those across each
// edge, direction by direction, each in space order (AdjacentInto). With
// room for MaxAdjacent nodes after its length, dst is written in place.
func (b Board) Adjacent(n int8, dst []int8) []int8 {
	if l := len(dst); cap(dst)-l >= MaxAdjacent {
		return dst[:l+b.AdjacentInto(n, (*[MaxAdjacent]int8)(dst[l:l+MaxAdjacent]))]
	}
	var adj [MaxAdjacent]int8
	return append(dst, adj[:b.AdjacentInto(n, &adj)]...)
}

// MaxAdjacent bounds the nodes adjacent to one node, with room to spare:
// the atlas's faces give at most 8 (TestMaxAdjacent).
const MaxAdjacent = 24

// AdjacentInto writes to adj the nodes Adjacent lists for node n, in its
// order, and returns how many it wrote. It writes into an array, not an
// appended slice: its loops keep their values in registers.
func (b Board) AdjacentInto(n int8, adj *[MaxAdjacent]int8) int {
	a := b.Atlas
	p, i := NodePos(n)
	k := b.key(p)
	c := 0
	for m := a.inner[k][i]; m != 0; m &= m - 1 {
		adj[c] = Node(p, bits.TrailingZeros8(m))
		c++
	}
	nb := &b.Layout.Places[p].Nb
	// Only the edges node i touches (dirs), in direction order.
	for ds := a.dirs[k][i]; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros8(ds)
		q := nb[d]
		if q < 0 {
			continue
		}
		for m := a.links[(k*NumDirs+d)*a.numKeys+b.key(int(q))][i]; m != 0; m &= m - 1 {
			adj[c] = Node(int(q), bits.TrailingZeros8(m))
			c++
		}
	}
	return c
}

// SpacesInto writes to adj the spaces among the nodes AdjacentInto lists
// for node n, in its order, leaving the face-down tiles out, and returns
// how many it wrote. It reads no links toward a face-down tile: a face-up
// position's faces border no face-down node of their own or of a face-up
// neighbour (TestSpacesInto).
func (b Board) SpacesInto(n int8, adj *[MaxAdjacent]int8) int {
	a := b.Atlas
	p, i := NodePos(n)
	k := b.key(p)
	c := 0
	for m := a.inner[k][i]; m != 0; m &= m - 1 {
		adj[c] = Node(p, bits.TrailingZeros8(m))
		c++
	}
	nb := &b.Layout.Places[p].Nb
	for ds := a.dirs[k][i]; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros8(ds)
		q := nb[d]
		if q < 0 || !b.Map[q].FaceUp {
			continue
		}
		for m := a.links[(k*NumDirs+d)*a.numKeys+b.key(int(q))][i]; m != 0; m &= m - 1 {
			adj[c] = Node(int(q), bits.TrailingZeros8(m))
			c++
		}
	}
	return c
}

// Beside returns the spaces of node n's own tile adjacent to n, as a mask
// of space indices: the nodes Adjacent lists first, read without the
// edges.
func (b Board) Beside(n int8) uint8 {
	p, i := NodePos(n)
	return b.Atlas.inner[b.key(p)][i]
}

// AdjacentTo reports whether nodes x and y are adjacent: whether Adjacent
// would list y for x, read from the same tables.
func (b Board) AdjacentTo(x, y int8) bool {
	a := b.Atlas
	px, i := NodePos(x)
	py, j := NodePos(y)
	k := b.key(px)
	if px == py {
		return a.inner[k][i]>>j&1 != 0
	}
	// Only across an edge node i touches (dirs).
	d := int(b.Layout.dirTo[px][py])
	if d < 0 || a.dirs[k][i]>>d&1 == 0 {
		return false
	}
	return a.links[(k*NumDirs+d)*a.numKeys+b.key(py)][i]>>j&1 != 0
}

// FacedownAround writes to around the positions of the face-down tiles
// adjacent to node n, in the order Adjacent lists them (FO-EXPLORE-1), and
// returns how many it wrote. It reads only the edges toward face-down
// tiles. It writes into an array, not a slice: with no append, its loop
// keeps its values in registers.
func (b Board) FacedownAround(n int8, around *[NumDirs + 1]int8) int {
	a := b.Atlas
	p, i := NodePos(n)
	k := b.key(p)
	c := 0
	if a.inner[k][i]>>FacedownNode&1 != 0 {
		around[0] = int8(p)
		c = 1
	}
	nb := &b.Layout.Places[p].Nb
	// Only the edges node i touches (dirs), in direction order; the links
	// are read only toward a face-down tile, the rarer case.
	for ds := a.dirs[k][i]; ds != 0; ds &= ds - 1 {
		d := bits.TrailingZeros8(ds)
		q := nb[d]
		// Face key 0: a face-down tile, which is a single node.
		if q >= 0 && !b.Map[q].FaceUp && a.links[(k*NumDirs+d)*a.numKeys][i]>>FacedownNode&1 != 0 {
			around[c] = q
			c++
		}
	}
	return c
}

// ReadAdjacency adds to adj[n] the nodes adjacent to n, for every node of
// the map as it lies.
func (b Board) ReadAdjacency(adj *[MaxNodes]NodeSet) {
	a := b.Atlas
	places := b.Layout.Places
	var keys [MaxPositions]int
	for p := range places {
		keys[p] = b.key(p)
	}
	for p := range places {
		k := keys[p]
		in, valid := &a.inner[k], a.nodes[k]
		links := a.links[k*NumDirs*a.numKeys:]
		for v := valid; v != 0; v &= v - 1 {
			i := bits.TrailingZeros8(v)
			adj[Node(p, i)].AddMask(p, in[i])
		}
		for d, q := range places[p].Nb {
			if q < 0 {
				continue
			}
			l := &links[d*a.numKeys+keys[q]]
			for v := valid; v != 0; v &= v - 1 {
				if i := bits.TrailingZeros8(v); l[i] != 0 {
					adj[Node(p, i)].AddMask(int(q), l[i])
				}
			}
		}
	}
}

// ReadAdjacencyAround updates adj, read (ReadAdjacency) from a map that
// differs from b's at position p alone, to b's map: the nodes of p and the
// edges of its neighbours' nodes toward p are read anew, the rest of adj
// holds as it is.
func (b Board) ReadAdjacencyAround(adj *[MaxNodes]NodeSet, p int) {
	a := b.Atlas
	places := b.Layout.Places
	k := b.key(p)
	for i := range NodesPerPos {
		adj[Node(p, i)] = NodeSet{}
	}
	in, valid := &a.inner[k], a.nodes[k]
	for v := valid; v != 0; v &= v - 1 {
		i := bits.TrailingZeros8(v)
		adj[Node(p, i)].AddMask(p, in[i])
	}
	links := a.links[k*NumDirs*a.numKeys:]
	for d, q := range places[p].Nb {
		if q < 0 {
			continue
		}
		kq := b.key(int(q))
		l := &links[d*a.numKeys+kq]
		for v := valid; v != 0; v &= v - 1 {
			if i := bits.TrailingZeros8(v); l[i] != 0 {
				adj[Node(p, i)].AddMask(int(q), l[i])
			}
		}
		// The edges of q's nodes toward p, read anew in every direction
		// from q that leads to p.
		for j := range NodesPerPos {
			adj[Node(int(q), j)].RemovePos(p)
		}
		validQ, linksQ := a.nodes[kq], a.links[kq*NumDirs*a.numKeys:]
		for dq, back := range places[q].Nb {
			if int(back) != p {
				continue
			}
			lq := &linksQ[dq*a.numKeys+k]
			for v := validQ; v != 0; v &= v - 1 {
				if j := bits.TrailingZeros8(v); lq[j] != 0 {
					adj[Node(int(q), j)].AddMask(p, lq[j])
				}
			}
		}
	}
}
