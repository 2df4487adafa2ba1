package hexmap

import "wasteland/games/fallout/content"

// Sizes of the map.
const (
	// MaxPositions bounds a layout: every map tile at most once.
	MaxPositions = content.BoxMapTiles
	// NodesPerPos is the number of nodes a position numbers: its face-up
	// spaces (at most 4) and its face-down tile.
	NodesPerPos = 5
	// FacedownNode is the index a face-down tile's node has within its
	// position.
	FacedownNode = NodesPerPos - 1
	// MaxNodes bounds the node numbers of a map.
	MaxNodes = MaxPositions * NodesPerPos
	// NumDirs is the number of edges of a tile (content.N..content.NW).
	NumDirs = 6
)

// Node is the node of space i of position p (i = FacedownNode: the
// face-down tile).
func Node(p, i int) int8 { return int8(p*NodesPerPos + i) }

// NodePos splits node n into its position and space index. It reads
// them from a table: the steps of a game split nodes millions of times,
// and a table is cheaper than a division by NodesPerPos.
func NodePos(n int8) (p, i int) {
	x := nodePos[uint8(n)]
	return int(x[0]), int(x[1])
}

// nodePos[uint8(n)] is node n's position and space index, int(n) /
// NodesPerPos and int(n) % NodesPerPos, for every int8 n, negative ones
// too.
var nodePos = func() (t [256][2]int8) {
	for n := -128; n < 128; n++ {
		t[uint8(n)] = [2]int8{int8(n / NodesPerPos), int8(n % NodesPerPos)}
	}
	return t
}()

// Facedown reports whether node n is a face-down tile.
func Facedown(n int8) bool {
	_, i := NodePos(n)
	return i == FacedownNode
}

// Position is what lies at one position of a layout: a tile, face up or
// face down, showing its front or its reverse. A game's state holds one
// per position.
type Position struct {
	// Tile is the tile lying there (index into the content's tiles). For
	// a face-down position this identity is hidden (FO-SETUP-2).
	Tile int8 `json:"tile"`
	// FaceUp: the tile has been placed face up or explored (FO-EXPLORE-2).
	FaceUp bool `json:"face_up,omitempty"`
	// Reverse: a double tile shows its reverse face.
	Reverse bool `json:"reverse,omitempty"`
}

// NodeSet is a set of nodes, bit n for node n.
type NodeSet [(MaxNodes + 63) / 64]uint64

// AddMask adds the nodes of position p whose bits are set in m (bit i:
// node Node(p, i)).
func (ns *NodeSet) AddMask(p int, m uint8) {
	b := p * NodesPerPos
	ns[b/64] |= uint64(m) << (b % 64)
	if b%64 > 64-NodesPerPos && b/64+1 < len(ns) {
		ns[b/64+1] |= uint64(m) >> (64 - b%64)
	}
}

// RemovePos removes every node of position p.
func (ns *NodeSet) RemovePos(p int) {
	const all = 1<<NodesPerPos - 1
	b := p * NodesPerPos
	ns[b/64] &^= all << (b % 64)
	if b%64 > 64-NodesPerPos && b/64+1 < len(ns) {
		ns[b/64+1] &^= all >> (64 - b%64)
	}
}

// Add adds node n. Its word and bit are read unsigned (a node is not
// negative; one that is is out of the set's range).
func (ns *NodeSet) Add(n int8) { ns[uint8(n)>>6] |= 1 << (uint8(n) & 63) }

// Has reports whether node n is in the set, n read as Add reads it.
func (ns *NodeSet) Has(n int8) bool { return ns[uint8(n)>>6]>>(uint8(n)&63)&1 != 0 }
