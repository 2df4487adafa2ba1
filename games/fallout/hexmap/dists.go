package hexmap

import (
	"math/bits"
	"sync"
)

// Dists is one map as it lay, its adjacency and the distance tables
// measured on it. The map changes only when a tile is explored, so the
// steps of a game find their tables here instead of walking the map again.
// Every table is a function of the map and its source node alone: a game
// gets the same distances whichever Dists serves it. Get one with
// TakeDists and give it back with Release; a zero Dists is ready too.
type Dists struct {
	atlas  *Atlas
	layout *Layout
	lay    [MaxPositions]Position
	adj    [MaxNodes]NodeSet // adj[n]: the nodes adjacent to n
	n      int               // tables measured, the oldest replaced first
	from   [16]int8
	d      [16][MaxNodes]int8
	// at[n] is 1 plus the index in d of the table measured from node n,
	// 0 when d holds none from there.
	at [MaxNodes]int8
	// nbr[n] lists the nodes adjacent to n in Adjacent's order, in nbrBuf
	// (its first nbrLen entries in use), once n is in listed: a node's are
	// listed when first asked for on this map.
	listed NodeSet
	nbrLen int
	nbr    [MaxNodes][]int8
	nbrBuf [MaxNodes * 2 * NumDirs]int8
	// marks[i] is a set of nodes a caller derived from the faces the map
	// shows and stored (SetMarks), held while marked has bit i.
	marked uint8
	marks  [8]NodeSet
	// The walk cost tables (Costs), kept as the distance tables are:
	// costs[i] from node costFrom[i], costAt[n] 1 plus the index in costs
	// of the table from n (0: none), nCosts tables measured, the oldest
	// replaced first; costDear is the first entry of the dear table they
	// were measured with.
	nCosts   int
	costFrom [8]int8
	costs    [8][MaxNodes]int8
	costAt   [MaxNodes]int8
	costDear *uint8
}

// pool keeps Dists between steps, one per goroutine at a time.
var pool = sync.Pool{New: func() any { return new(Dists) }}

// TakeDists returns a Dists from a pool shared by the games of the
// process, most likely one that holds the map of a recent step.
func TakeDists() *Dists { return pool.Get().(*Dists) }

// Release gives d back to the pool; d must not be used afterwards.
func (d *Dists) Release() { pool.Put(d) }

// Distances returns the distances from node src on b's map (see Measure),
// first taking in the map if d held another.
func (d *Dists) Distances(b Board, src int8) *[MaxNodes]int8 {
	d.Take(b)
	return d.Measure(src)
}

// Take makes b's map d's, forgetting the tables of another map. What d
// holds depends on the faces the map shows alone (FaceKey): a map that
// differs only in which tiles lie face down (a determinization's, redrawn)
// keeps the tables. A map that shows another face at one position alone
// (a tile explored on the same layout) has its adjacency read around that
// position only (ReadAdjacencyAround). The map d holds already, most
// takes, is answered inline (takeOther is the rest).
func (d *Dists) Take(b Board) {
	if d.atlas == b.Atlas && d.layout == b.Layout && SameMap(&d.lay, b.Map) {
		return
	}
	d.takeOther(b)
}

// takeOther is Take of a map other than the one d holds.
func (d *Dists) takeOther(b Board) {
	same := d.atlas == b.Atlas && d.layout == b.Layout
	// The last position that may show another face, and how many may:
	// those that differ with one tile face up (two face-down tiles show
	// the same face; FaceKey).
	changed, faces := -1, 0
	for p := range d.lay {
		if x, y := d.lay[p], b.Map[p]; x != y && (x.FaceUp || y.FaceUp) {
			changed = p
			faces++
		}
	}
	if same && faces == 0 {
		d.lay = *b.Map
		return
	}
	d.atlas, d.layout, d.lay, d.n, d.nCosts = b.Atlas, b.Layout, *b.Map, 0, 0
	d.at, d.costAt = [MaxNodes]int8{}, [MaxNodes]int8{}
	d.listed, d.nbrLen, d.marked = NodeSet{}, 0, 0
	if same && faces == 1 && changed < len(b.Layout.Places) {
		b.ReadAdjacencyAround(&d.adj, changed)
		return
	}
	d.adj = [MaxNodes]NodeSet{}
	b.ReadAdjacency(&d.adj)
}

// Adjacent reports whether nodes x and y are adjacent on the map d took
// (Take), as Board.AdjacentTo does; x must be a node of that map.
func (d *Dists) Adjacent(x, y int8) bool { return d.adj[x].Has(y) }

// Around returns the nodes adjacent to any node of ns on the map d took
// (Take); the nodes of ns must be nodes of that map.
func (d *Dists) Around(ns *NodeSet) NodeSet {
	var _ [len(NodeSet{}) - 2]struct{} // the two words written out below
	var _ [2 - len(NodeSet{})]struct{}
	var n0, n1 uint64
	for m := ns[0]; m != 0; m &= m - 1 {
		a := &d.adj[bits.TrailingZeros64(m)]
		n0, n1 = n0|a[0], n1|a[1]
	}
	for m := ns[1]; m != 0; m &= m - 1 {
		a := &d.adj[64+bits.TrailingZeros64(m)]
		n0, n1 = n0|a[0], n1|a[1]
	}
	return NodeSet{n0, n1}
}

// Neighbours returns the nodes adjacent to node n as Adjacent lists them,
// on the map d took from b (Take); a node's are listed once per map. The
// list must not be changed.
func (d *Dists) Neighbours(b Board, n int8) []int8 {
	if !d.listed.Has(n) {
		d.listed.Add(n)
		d.nbr[n] = nil
		if b.Valid(n) {
			// AdjacentInto writes up to MaxAdjacent nodes: nbrBuf has room
			// for them after the other nodes' lists, of at most 8 nodes
			// each with the atlas's faces (TestMaxAdjacent).
			from := d.nbrLen
			c := b.AdjacentInto(n, (*[MaxAdjacent]int8)(d.nbrBuf[from:from+MaxAdjacent]))
			d.nbrLen += c
			d.nbr[n] = d.nbrBuf[from : from+c : from+c]
		}
	}
	return d.nbr[n]
}

// Marks returns the node set stored in slot i (0..7) for the map d took
// (SetMarks), and whether one is.
func (d *Dists) Marks(i int) (NodeSet, bool) {
	return d.marks[i&7], d.marked>>(i&7)&1 != 0
}

// SetMarks stores nodes in slot i (0..7) for the map d took (Take): a set
// derived from the faces that map shows alone (FaceKey: not from which
// tiles lie face down), so that the steps on the same map compute it once.
// Taking a map that shows other faces forgets it.
func (d *Dists) SetMarks(i int, nodes NodeSet) {
	d.marks[i&7] = nodes
	d.marked |= 1 << (i & 7)
}

// Measure returns the number of spaces from node src to every node on the
// map d took (Take), face-down tiles counting one space and terrain
// ignored (FO-MAP-8, FO-ACTIV-4/6); -1 where unreachable. The table stays
// valid until d measures 16 more or takes another map; it must not be
// changed.
func (d *Dists) Measure(src int8) *[MaxNodes]int8 {
	if t := d.Measured(src); t != nil {
		return t
	}
	i := d.n % len(d.from)
	if d.n >= len(d.from) {
		d.at[d.from[i]] = 0
	}
	d.n++
	d.from[i], d.at[src] = src, int8(i+1)
	distances(&d.adj, src, &d.d[i])
	return &d.d[i]
}

// Measured returns the distances from node src that d measured on the
// map it took (Take) and still holds, as Measure returns them; nil when it
// holds none from src. It measures nothing.
func (d *Dists) Measured(src int8) *[MaxNodes]int8 {
	if uint8(src) < MaxNodes {
		if i := d.at[src]; i != 0 {
			return &d.d[i-1]
		}
	}
	return nil
}

// Nearest returns the nodes of in that are nearest to node from on the map
// d took (Take), as Measure counts spaces; none when no node of in can be
// reached. It walks the map a ring at a time and stops at the first ring
// that holds a node of in, so it measures no more of the map than it
// needs, and keeps no table.
func (d *Dists) Nearest(from int8, in *NodeSet) NodeSet {
	var seen, ring NodeSet
	seen.Add(from)
	ring = seen
	for {
		var found NodeSet
		hit, empty := false, true
		for w := range ring {
			found[w] = ring[w] & in[w]
			hit = hit || found[w] != 0
			empty = empty && ring[w] == 0
		}
		if hit || empty {
			return found
		}
		var next NodeSet
		for w, m := range ring {
			for ; m != 0; m &= m - 1 {
				n := &d.adj[w*64+bits.TrailingZeros64(m)]
				for k := range next {
					next[k] |= n[k]
				}
			}
		}
		for w := range next {
			next[w] &^= seen[w]
			seen[w] |= next[w]
		}
		ring = next
	}
}

// Costs returns the fewest MP a walk from node from takes to each node on
// the map d took (Take): entering a space that dear marks costs 2 MP,
// entering any other 1 (FO-MOVE-1, FO-TERRAIN-1), and a walk never
// enters a face-down tile; -1 where no walk leads, face-down tiles
// included (from aside, which costs 0). dear[k] has bit i for each space
// i of face key k (FaceKey) that costs 2; a game passes the same table
// every time. The table stays valid until d measures 8 more or takes
// another map; it must not be changed.
func (d *Dists) Costs(from int8, dear []uint8) *[MaxNodes]int8 {
	if d.costDear != &dear[0] {
		d.costDear, d.nCosts, d.costAt = &dear[0], 0, [MaxNodes]int8{}
	}
	if uint8(from) < MaxNodes {
		if i := d.costAt[from]; i != 0 {
			return &d.costs[i-1]
		}
	}
	i := d.nCosts % len(d.costFrom)
	if d.nCosts >= len(d.costFrom) {
		d.costAt[d.costFrom[i]] = 0
	}
	d.nCosts++
	d.costFrom[i], d.costAt[from] = from, int8(i+1)
	var dearNodes NodeSet
	for p := range d.layout.Places {
		if m := dear[FaceKey(d.lay[p])]; m != 0 {
			dearNodes.AddMask(p, m)
		}
	}
	walkCosts(&d.adj, from, &dearNodes, &d.costs[i])
	return &d.costs[i]
}

// walkCosts sets cost to Costs's table over adj, dear marking the nodes
// that cost 2. It walks the map a cost at a time: the nodes first reached
// from those a walk reaches with c MP cost c+1, or c+2 when dear.
func walkCosts(adj *[MaxNodes]NodeSet, from int8, dear *NodeSet, cost *[MaxNodes]int8) {
	*cost = unreachable
	var seen, ring, later NodeSet
	seen.Add(from)
	ring = seen
	cost[from] = 0
	for c := int8(1); ; c++ {
		var next NodeSet
		for w, m := range ring {
			for ; m != 0; m &= m - 1 {
				a := &adj[w*64+bits.TrailingZeros64(m)]
				for k := range next {
					next[k] |= a[k]
				}
			}
		}
		empty := true
		for w := range next {
			reached := next[w] &^ seen[w] &^ facedowns[w]
			seen[w] |= reached
			next[w] = reached&^dear[w] | later[w]
			later[w] = reached & dear[w]
			empty = empty && next[w]|later[w] == 0
		}
		if empty {
			return
		}
		for w, m := range next {
			for ; m != 0; m &= m - 1 {
				cost[w*64+bits.TrailingZeros64(m)] = c
			}
		}
		ring = next
	}
}

// facedowns holds the face-down tile's node of every position.
var facedowns = func() (ns NodeSet) {
	for p := range MaxPositions {
		ns.AddMask(p, 1<<FacedownNode)
	}
	return ns
}()

// Unreachable returns a distance table with every node unreachable (-1),
// to start a table from with one copy.
func Unreachable() [MaxNodes]int8 { return unreachable }

// unreachable is Unreachable's table.
var unreachable = func() (d [MaxNodes]int8) {
	for i := range d {
		d[i] = -1
	}
	return d
}()

// distances sets dists[n] to the number of steps from node from to n over
// adj, -1 where unreachable. It walks adj breadth first, a whole ring of
// nodes at a time, the two words of each set held in registers.
func distances(adj *[MaxNodes]NodeSet, from int8, dists *[MaxNodes]int8) {
	var _ [len(NodeSet{}) - 2]struct{} // the two words written out below
	var _ [2 - len(NodeSet{})]struct{}
	*dists = unreachable
	var seen NodeSet
	seen.Add(from)
	dists[from] = 0
	s0, s1 := seen[0], seen[1]
	r0, r1 := s0, s1
	for d := int8(1); ; d++ {
		var n0, n1 uint64
		for m := r0; m != 0; m &= m - 1 {
			a := &adj[bits.TrailingZeros64(m)]
			n0, n1 = n0|a[0], n1|a[1]
		}
		for m := r1; m != 0; m &= m - 1 {
			a := &adj[64+bits.TrailingZeros64(m)]
			n0, n1 = n0|a[0], n1|a[1]
		}
		n0, n1 = n0&^s0, n1&^s1
		if n0|n1 == 0 {
			return
		}
		s0, s1 = s0|n0, s1|n1
		for m := n0; m != 0; m &= m - 1 {
			dists[bits.TrailingZeros64(m)] = d
		}
		for m := n1; m != 0; m &= m - 1 {
			dists[64+bits.TrailingZeros64(m)] = d
		}
		r0, r1 = n0, n1
	}
}
