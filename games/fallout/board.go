package fallout

import "wasteland/games/fallout/hexmap"

// The map's geometry (tiles, spaces, edges, adjacency, distances) is
// package hexmap's; this file reads the game's map through it and adds
// what the rules print on the spaces (spaceInfo).

// atlas is the geometry of the content's tiles and scenario layouts.
var atlas = hexmap.New(data)

// board is the game's map as it lies.
func (s *State) board() hexmap.Board {
	return hexmap.Board{Atlas: atlas, Layout: &atlas.Layouts[s.Scenario], Map: &s.Map}
}

// node is the node of space i of position p (hexmap.Node).
func node(p, i int) int8 { return hexmap.Node(p, i) }

// nodePos splits node n into its position and space index (hexmap.NodePos).
func nodePos(n int8) (p, i int) { return hexmap.NodePos(n) }

// facedown reports whether node n is a face-down tile (hexmap.Facedown).
func facedown(n int8) bool { return hexmap.Facedown(n) }

// facedownNode is the index a face-down tile's node has within its
// position; numDirs is the number of a tile's edges (package hexmap).
const (
	facedownNode = hexmap.FacedownNode
	numDirs      = hexmap.NumDirs
)

// geo is the layout of the game's scenario.
func (s *State) geo() *geo { return &geos[s.Scenario] }

// ownQuest reports whether quest slot q holds a card of the game's
// scenario. The library of a game is its scenario's chain: the quest cards
// of the other scenarios stay in the box, as no result of this chain can
// stage them (the content linter checks that Stage never crosses
// scenarios).
func (s *State) ownQuest(q int) bool {
	own := s.geo().quests
	return q < len(own) && own[q]
}

// face returns the spaces of the face shown at position p; nil while the
// position is face down.
func (s *State) face(p int) []spaceInfo {
	m := &s.Map[p]
	if !m.FaceUp {
		return nil
	}
	return tileFaces[uint8(m.Tile)][b2i(m.Reverse)]
}

// tileFaces is faces indexed by a byte, for face: read without a bounds
// check, and the side without a branch.
var tileFaces [256][2][]spaceInfo

// valid reports whether n is a node of the map as it lies: a space of a
// face-up tile or a face-down tile.
func (s *State) valid(n int8) bool { return s.board().Valid(n) }

// space returns the printed space of face-up node n.
func (s *State) space(n int8) *spaceInfo {
	p, i := nodePos(n)
	return &s.face(p)[i]
}

// nodeName is node n's public name: "t02.c" for a space, "q1r-1" (its
// layout position) for a face-down tile.
func (s *State) nodeName(n int8) string { return s.board().Name(n) }

// posName names layout position p by its axial coordinates, e.g. "q1r-1".
func posName(g *geo, p int) string { return g.pos[p].Name }

// adjacent appends the nodes adjacent to node n to dst in
// hexmap.Board.Adjacent's order (FO-MAP-2, FO-MAP-8, FO-EXPLORE-1).
func (s *State) adjacent(n int8, dst []int8) []int8 { return s.board().Adjacent(n, dst) }

// adjacentTo reports whether nodes a and b are adjacent (FO-MAP-2).
func (s *State) adjacentTo(a, b int8) bool { return s.board().AdjacentTo(a, b) }

// facedownAround writes to around the positions of the face-down tiles
// adjacent to node n, in the order adjacent lists them (FO-EXPLORE-1), and
// returns how many.
func (s *State) facedownAround(n int8, around *[numDirs + 1]int8) int {
	return s.board().FacedownAround(n, around)
}

// faceKey names what lies at position p (hexmap.FaceKey).
func (s *State) faceKey(p int) int { return hexmap.FaceKey(s.Map[p]) }

// faceIcons[k][ty] has bit i for each space of a position showing face
// key k (hexmap.FaceKey) that shows enemy type ty's icon (FO-SETUP-10,
// FO-EXPLORE-3).
var faceIcons [][numEnemyTypes]uint8

// faceDifficult[k] has bit i for each space of a position showing face
// key k (hexmap.FaceKey) whose terrain is difficult (FO-TERRAIN-1): stepCost
// and the walk costs (hexmap.Dists.Costs) read it without finding the space;
// faceEncounters[k] for each one with an encounter deck (FO-ENC-1).
var faceDifficult, faceEncounters []uint8

// sideDifficult[uint8(t)][side] is faceDifficult of tile t's front (side
// 0) or reverse (1), indexed by a byte, for stepCost: read without the
// face key's branches or a bounds check, it is inlined. A face-down tile's
// node (hexmap.FacedownNode) is a bit no face has.
var sideDifficult [256][2]uint8

// initFaceIcons fills faceIcons, faceDifficult and faceEncounters from
// faces.
func initFaceIcons() {
	faceIcons = make([][numEnemyTypes]uint8, atlas.NumFaceKeys())
	faceDifficult = make([]uint8, atlas.NumFaceKeys())
	faceEncounters = make([]uint8, atlas.NumFaceKeys())
	for t := range faces {
		for side, f := range faces[t] {
			k := hexmap.FaceKey(hexmap.Position{Tile: int8(t), FaceUp: true, Reverse: side == 1})
			for i, sp := range f {
				if sp.terrain == terDifficult {
					faceDifficult[k] |= 1 << uint(i)
					sideDifficult[t][side] |= 1 << uint(i)
				}
				if sp.enc >= 0 {
					faceEncounters[k] |= 1 << uint(i)
				}
				for _, ty := range sp.icons {
					faceIcons[k][ty] |= 1 << uint(i)
				}
			}
		}
	}
}
