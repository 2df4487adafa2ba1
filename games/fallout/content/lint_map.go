package content

import "fmt"

// checkTiles checks every tile and face (rules FO-MAP-1..8).
func (l *linter) checkTiles() {
	c, o := l.c, &l.o
	starts := 0
	for i := range c.Tiles {
		t, at := &c.Tiles[i], o.tiles[i]
		switch t.Back {
		case Hazardous, Deadly:
			if t.Reverse != nil {
				l.add(at.at("reverse"), "a %s tile has no reverse face; only double tiles do", t.Back)
			}
		case Double:
			if t.Reverse == nil {
				l.add(at.at("back"), "a double tile needs a reverse face")
			}
		default:
			l.add(at.at("back"), "unknown tile back %q (hazardous, deadly or double)", t.Back)
		}
		ids := map[string]bool{}
		l.face(at.at("front"), t, &t.Front, ids)
		if t.Reverse != nil {
			l.face(at.at("reverse"), t, t.Reverse, ids)
		}
		if t.Back == Hazardous || t.Back == Deadly {
			// rule FO-SETUP-2: a random tile may land anywhere, so it must
			// connect on every side.
			for d := N; d <= NW; d++ {
				if !t.Front.Open(d) {
					l.add(at.at("front"), "%s tile %s: edge %s is closed; a tile placed at random must be open on all six edges", t.Back, t.ID, d)
				}
			}
		}
		if t.Start {
			starts++
			// rule FO-SETUP-7: each survivor starts in a different space.
			if len(t.Front.Spaces) < 4 {
				l.add(at.at("front"), "the starting tile needs 4 spaces, one per survivor")
			}
			named := false
			for _, s := range t.Front.Spaces {
				named = named || s.Name == "Crossroads Camp"
			}
			if !named {
				l.add(at.at("front"), "the starting tile has no space named \"Crossroads Camp\"")
			}
		}
	}
	if starts != 1 {
		l.add(first(o.tiles), "%d starting tiles; want exactly 1 (rule FO-MAP-5)", starts)
	}
}

// face checks one face: spaces, edges, borders, terrain, icons.
func (l *linter) face(at origin, t *Tile, f *Face, ids map[string]bool) {
	if n := len(f.Spaces); n < 1 || n > 4 {
		l.add(at.at("spaces"), "tile %s has a face with %d spaces; want 1 to 4", t.ID, n)
	}
	whole := map[Dir]int{}
	halves := map[Dir][3]int{}
	for i := range f.Spaces {
		s, sa := &f.Spaces[i], at.at("spaces", i)
		if s.ID == "" {
			l.add(sa, "space without an id")
		} else if ids[s.ID] {
			l.add(sa.at("id"), "duplicate space id %q in tile %s", s.ID, t.ID)
		}
		ids[s.ID] = true
		for j, e := range s.Edges {
			d, h, ok := ParseEdge(e)
			if !ok {
				l.add(sa.at("edges", j), "unknown edge %q (n, ne, se, s, sw, nw, or a half like n1, n2)", e)
				continue
			}
			if h == 0 {
				whole[d]++
			} else {
				hs := halves[d]
				hs[h]++
				halves[d] = hs
			}
		}
		for j, b := range s.Borders {
			k := f.SpaceIndex(b)
			switch {
			case k < 0:
				l.add(sa.at("borders", j), "space %s borders unknown space %q", s.ID, b)
			case k == i:
				l.add(sa.at("borders", j), "space %s borders itself", s.ID)
			case !contains(f.Spaces[k].Borders, s.ID):
				l.add(sa.at("borders", j), "space %s borders %s, but %s does not list %s", s.ID, b, b, s.ID)
			}
		}
		if s.Terrain != "" && s.Terrain != Difficult && s.Terrain != Irradiated {
			l.add(sa.at("terrain"), "unknown terrain %q", s.Terrain)
		}
		if s.Encounter != nil {
			if !contains(Decks, s.Encounter.Deck) {
				l.add(sa.at("encounter", "deck"), "unknown encounter icon %q", s.Encounter.Deck)
			}
			if s.Encounter.Level < 1 || s.Encounter.Level > 4 {
				l.add(sa.at("encounter", "level"), "encounter level %d outside 1..4", s.Encounter.Level)
			}
			if s.Name == "" {
				l.add(sa, "a location with an encounter icon needs a name (rule FO-MAP-4)")
			}
		}
		for j, e := range s.Enemies {
			if !contains(EnemyTypes, e) {
				l.add(sa.at("enemies", j), "unknown enemy type %q", e)
			} else if !l.hasTokens(e) {
				l.add(sa.at("enemies", j), "enemy icon %q has no enemy token of that type", e)
			}
		}
	}
	for d := N; d <= NW; d++ {
		hs := halves[d]
		switch {
		case whole[d] > 1:
			l.add(at, "tile %s: %d spaces claim the whole edge %s; split it into halves %s1 and %s2", t.ID, whole[d], d, d, d)
		case whole[d] == 1 && hs[1]+hs[2] > 0:
			l.add(at, "tile %s: edge %s is claimed whole and by halves", t.ID, d)
		case hs[1] > 1 || hs[2] > 1:
			l.add(at, "tile %s: a half of edge %s is claimed by two spaces", t.ID, d)
		case (hs[1] == 0) != (hs[2] == 0):
			l.add(at, "tile %s: edge %s has only one half touched", t.ID, d)
		}
	}
	if len(f.Spaces) > 0 && !connected(len(f.Spaces), f.Inside) {
		l.add(at, "tile %s: the spaces of a face do not form one connected area", t.ID)
	}
}

// connected reports whether the graph of n nodes is connected.
func connected(n int, next func(int) []int) bool {
	seen := make([]bool, n)
	stack := []int{0}
	seen[0] = true
	count := 1
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range next(v) {
			if w >= 0 && w < n && !seen[w] {
				seen[w] = true
				count++
				stack = append(stack, w)
			}
		}
	}
	return count == n
}

// spaceRef checks a "tile.space" reference. With a scenario, the tile must be
// on the map of every game of it: face up in its layout, or of a back whose
// whole pile the layout uses.
func (l *linter) spaceRef(at origin, ref, scenario string) {
	t, rev, _, ok := l.c.Space(ref)
	if !ok {
		l.add(at, "unknown space %q (want tile.space)", ref)
		return
	}
	s := l.c.scenarios[scenario]
	if s == nil {
		return
	}
	if !l.onMap(s, t, rev) {
		l.add(at, "space %q is not on every map of scenario %q", ref, scenario)
	}
}

// faceUpRef checks that a place-faction or marker effect of a scenario
// names a space of a tile its layout lays face up: a tile of a random pile
// may still lie face down when the effect resolves, and a face-down tile is
// one space without its printed ones (FO-MAP-8), so the token or marker
// would have nowhere to go.
func (l *linter) faceUpRef(at origin, e *Effect, scenario string) {
	s := l.c.scenarios[scenario]
	t, rev, _, ok := l.c.Space(e.Space)
	if s == nil || !ok || (e.Kind != "place-faction" && e.Kind != "marker") {
		return
	}
	for _, p := range s.Layout {
		if p.Tile == t.ID && p.Reverse == rev {
			return
		}
	}
	if l.onMap(s, t, rev) {
		l.add(at, "%s names %s, whose tile scenario %q places face down: it may not be revealed when the effect resolves; name a space of a face-up tile", e.Kind, e.Space, scenario)
	}
}

func (l *linter) onMap(s *Scenario, t *Tile, rev bool) bool {
	down := 0
	for _, p := range s.Layout {
		if p.Tile == t.ID && p.Reverse == rev {
			return true
		}
		if p.Facedown != "" && p.Facedown == t.Back {
			down++
		}
	}
	pile := 0
	for i := range l.c.Tiles {
		if l.c.Tiles[i].Back == t.Back {
			pile++
		}
	}
	return (t.Back == Hazardous || t.Back == Deadly) && down == pile
}

type hex struct{ q, r int }

// checkLayout checks a scenario's map (rules FO-SETUP-2, FO-MAP-2, FO-MAP-8).
func (l *linter) checkLayout(at origin, s *Scenario) {
	c := l.c
	pos := map[hex]int{}
	used := map[string]bool{}
	down := map[Back]int{}
	faces := make([]*Face, len(s.Layout))
	start := false
	for i, p := range s.Layout {
		pa := at.at(i)
		if _, dup := pos[hex{p.Q, p.R}]; dup {
			l.add(pa, "two tiles at (%d,%d)", p.Q, p.R)
			continue
		}
		pos[hex{p.Q, p.R}] = i
		switch {
		case p.Tile != "" && p.Facedown != "":
			l.add(pa, "a position is either a face-up tile or a face-down back, not both")
		case p.Tile != "":
			t := c.tiles[p.Tile]
			if t == nil {
				l.add(pa.at("tile"), "unknown tile %q", p.Tile)
				continue
			}
			if used[p.Tile] {
				l.add(pa.at("tile"), "tile %s placed twice", p.Tile)
			}
			used[p.Tile] = true
			if t.Back == Hazardous || t.Back == Deadly {
				// Face-up positions take the fixed tiles; the random piles
				// stay whole for the face-down positions.
				l.add(pa.at("tile"), "tile %s has a %s back: place it face down at random", p.Tile, t.Back)
			}
			faces[i] = t.Face(p.Reverse)
			if faces[i] == nil {
				l.add(pa.at("reverse"), "tile %s has no reverse face", p.Tile)
			}
			if t.Start {
				start = true
				if p.Q != 0 || p.R != 0 || p.Reverse {
					l.add(pa, "the starting tile goes front up at (0,0)")
				}
			}
		case p.Facedown == Hazardous || p.Facedown == Deadly:
			down[p.Facedown]++
			if p.Reverse {
				l.add(pa.at("reverse"), "a face-down position has no side to choose")
			}
		default:
			l.add(pa, "a position needs a tile or a face-down back (hazardous or deadly), got %q", p.Facedown)
		}
	}
	if !start {
		l.add(at, "the layout has no starting tile")
	}
	for _, b := range []Back{Hazardous, Deadly} {
		pile := 0
		for i := range c.Tiles {
			if c.Tiles[i].Back == b {
				pile++
			}
		}
		if down[b] > pile {
			l.add(at, "%d face-down %s positions but only %d %s tiles", down[b], b, pile, b)
		}
	}
	// Neighbouring tiles: facing edges must match. Face-down tiles are open
	// on every edge (checkTiles), so a face-up edge facing one must be open.
	edges := make([][]int, len(s.Layout))
	for i, p := range s.Layout {
		for d := N; d <= NW; d++ {
			q, r := d.Step(p.Q, p.R)
			j, ok := pos[hex{q, r}]
			if !ok || j < i {
				continue
			}
			open := func(k int, dd Dir) (bool, string) {
				if faces[k] == nil {
					return true, fmt.Sprintf("the face-down %s tile at (%d,%d)", s.Layout[k].Facedown, s.Layout[k].Q, s.Layout[k].R)
				}
				return faces[k].Open(dd), fmt.Sprintf("tile %s at (%d,%d)", s.Layout[k].Tile, s.Layout[k].Q, s.Layout[k].R)
			}
			oi, ni := open(i, d)
			oj, nj := open(j, d.Opposite())
			if s.Layout[i].Facedown != "" && s.Layout[j].Facedown != "" {
				oi, oj = true, true
			}
			if (s.Layout[i].Tile != "" && faces[i] == nil) || (s.Layout[j].Tile != "" && faces[j] == nil) {
				continue
			}
			if oi != oj {
				l.add(at.at(i), "edges do not match: %s edge %s is %s, %s edge %s is %s",
					ni, d, openWord(oi), nj, d.Opposite(), openWord(oj))
				continue
			}
			if oi {
				edges[i] = append(edges[i], j)
				edges[j] = append(edges[j], i)
			}
		}
	}
	if len(s.Layout) > 0 && !connected(len(s.Layout), func(i int) []int { return edges[i] }) {
		l.add(at, "the map of scenario %q is not connected", s.ID)
	}
}

func openWord(open bool) string {
	if open {
		return "open"
	}
	return "closed"
}
