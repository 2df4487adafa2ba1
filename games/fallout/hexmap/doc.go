// Package hexmap is the geometry of Fallout's map: the hexagonal tiles,
// the spaces of each face and the edges between them, a scenario's layout
// of tile positions, the nodes of the map as it lies, their adjacency and
// the distances between them, kept for maps that recur.
//
// The map is a set of nodes: position p's face-up spaces are nodes
// p*NodesPerPos+0..3 and its face-down tile is node p*NodesPerPos+4, one
// node for enemy movement and distance (FO-MAP-8). Adjacency follows the
// tiles lying face up and face down now (FO-MAP-2), so it changes when a
// tile is explored (FO-EXPLORE-2).
//
// An Atlas indexes a content's tiles and scenario layouts once; a Board is
// one game's map as it lies (an atlas, a layout and the tile at each
// position) and answers adjacency; Dists measures distances on a Board and
// keeps them while the map does not change. The package knows nothing of
// the rules beyond the map: terrain, encounters and enemy icons stay with
// the game.
//
//	a := hexmap.New(content.Default())
//	b := hexmap.Board{Atlas: a, Layout: &a.Layouts[0], Map: &positions}
//	next := b.Adjacent(n, nil)
package hexmap
