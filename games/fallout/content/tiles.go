package content

import "strings"

// Tile is one map tile (rules FO-MAP-1..8). Tiles sit on a hex grid with flat
// tops, all turned so their arrow points north (FO-SETUP-2, FO-EXPLORE-2), so
// every edge has a fixed compass name.
type Tile struct {
	ID      string `json:"id"`                // unique id
	Back    Back   `json:"back"`              // hazardous, deadly or double
	Start   bool   `json:"start,omitempty"`   // the starting tile, Crossroads Camp (FO-MAP-5)
	Front   Face   `json:"front"`             // the front face
	Reverse *Face  `json:"reverse,omitempty"` // double-sided tiles only (FO-MAP-6)
}

// Face returns the tile's front, or its reverse when reverse is true (nil if
// the tile has none).
func (t *Tile) Face(reverse bool) *Face {
	if reverse {
		return t.Reverse
	}
	return &t.Front
}

// Face is one printed side of a tile: 1 to 4 spaces.
type Face struct {
	Name   string  `json:"name,omitempty"` // the side's title, if any
	Spaces []Space `json:"spaces"`         // 1 to 4
}

// Space is one space of a face, bounded by white lines (FO-MAP-1).
type Space struct {
	ID        string         `json:"id"`                  // unique within the tile (both sides)
	Name      string         `json:"name,omitempty"`      // location name (FO-MAP-4)
	Edges     []string       `json:"edges,omitempty"`     // tile edges it touches: "n", or a half "n1"/"n2" (clockwise)
	Borders   []string       `json:"borders,omitempty"`   // ids of the spaces of the same face it shares a border with
	Terrain   Terrain        `json:"terrain,omitempty"`   // "" = normal
	Encounter *EncounterIcon `json:"encounter,omitempty"` // encounter icon (FO-ENC-1)
	Enemies   []EnemyType    `json:"enemies,omitempty"`   // enemy icons, one token each (FO-SETUP-10, FO-EXPLORE-3)
}

// EncounterIcon is an encounter icon with its level (FO-MAP-4, FO-RESULT-1).
type EncounterIcon struct {
	Deck  Deck `json:"deck"`  // which deck the icon draws from
	Level int  `json:"level"` // the encounter level (FO-RESULT-1)
}

// Dir is a direction on the hex grid and the name of the tile edge facing it.
type Dir int8

// The six directions, clockwise from north.
const (
	N Dir = iota
	NE
	SE
	S
	SW
	NW
)

var dirNames = [6]string{"n", "ne", "se", "s", "sw", "nw"}

// axial coordinate steps for flat-topped hexes: (q, r).
var dirSteps = [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// String is the edge name: "n", "ne", "se", "s", "sw" or "nw".
func (d Dir) String() string { return dirNames[d] }

// Opposite is the direction pointing back.
func (d Dir) Opposite() Dir { return (d + 3) % 6 }

// Step returns the axial coordinates of the neighbour of (q, r) in d.
func (d Dir) Step(q, r int) (int, int) { return q + dirSteps[d][0], r + dirSteps[d][1] }

// ParseEdge reads an edge name: "n" (whole edge, half 0) or "n1"/"n2" (the
// first or second half, clockwise).
func ParseEdge(s string) (d Dir, half int, ok bool) {
	base := strings.TrimRight(s, "12")
	if len(s)-len(base) > 1 {
		return 0, 0, false
	}
	for i, n := range dirNames {
		if n == base {
			if base != s {
				half = int(s[len(s)-1] - '0')
			}
			return Dir(i), half, true
		}
	}
	return 0, 0, false
}

// touch is one space's contact with an edge: the space index and the half
// (0 = whole edge).
type touch struct{ space, half int }

func (f *Face) touches(d Dir) []touch {
	var ts []touch
	for i := range f.Spaces {
		for _, e := range f.Spaces[i].Edges {
			if ed, h, ok := ParseEdge(e); ok && ed == d {
				ts = append(ts, touch{i, h})
			}
		}
	}
	return ts
}

// Open reports whether any space touches edge d. A closed edge is a map
// border: nothing crosses it.
func (f *Face) Open(d Dir) bool { return len(f.touches(d)) > 0 }

// EdgeSpaces returns the indexes of the spaces touching edge d.
func (f *Face) EdgeSpaces(d Dir) []int {
	var out []int
	for _, t := range f.touches(d) {
		out = append(out, t.space)
	}
	return out
}

// Across returns the pairs {space of f, space of g} that share a border when
// g lies next to f in direction d (FO-MAP-2). A whole edge borders everything
// on the facing edge; halves face the mirrored half of the neighbour, because
// both tiles count halves clockwise.
func (f *Face) Across(d Dir, g *Face) [][2]int {
	var out [][2]int
	for _, a := range f.touches(d) {
		for _, b := range g.touches(d.Opposite()) {
			if a.half == 0 || b.half == 0 || a.half != b.half {
				out = append(out, [2]int{a.space, b.space})
			}
		}
	}
	return out
}

// SpaceIndex returns the index of the space with the given id, or -1.
func (f *Face) SpaceIndex(id string) int {
	for i := range f.Spaces {
		if f.Spaces[i].ID == id {
			return i
		}
	}
	return -1
}

// Inside returns the indexes of the spaces of the same face that border
// space i.
func (f *Face) Inside(i int) []int {
	var out []int
	for _, b := range f.Spaces[i].Borders {
		if j := f.SpaceIndex(b); j >= 0 {
			out = append(out, j)
		}
	}
	return out
}
