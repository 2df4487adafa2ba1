package tui

import (
	"strconv"
	"strings"

	"wasteland/games/fallout"
)

// hexGeometry is the size of a drawn map cell: half its width between
// borders (a cell is 2*half+1 columns wide, borders included) and the lines
// of text inside it.
type hexGeometry struct{ half, text int }

// hexSizes are the cell sizes the map tries, largest first.
var hexSizes = []hexGeometry{{7, 3}, {5, 2}, {4, 2}}

// Box-drawing masks: which sides of a character cell a line leaves by.
const (
	up uint8 = 1 << iota
	down
	left
	right
)

var boxRunes = map[uint8]rune{
	left: '─', right: '─', left | right: '─', up: '│', down: '│', up | down: '│',
	right | down: '┌', left | down: '┐', up | right: '└', up | left: '┘',
	up | down | right: '├', up | down | left: '┤', left | right | down: '┬', left | right | up: '┴',
	up | down | left | right: '┼',
}

// canvas is a grid of characters with box-drawing lines that join where
// they meet.
type canvas struct {
	w, h  int
	text  [][]rune
	lines [][]uint8
	open  [][]bool
}

func newCanvas(w, h int) *canvas {
	c := &canvas{w: w, h: h}
	for range h {
		row := make([]rune, w)
		for i := range row {
			row[i] = ' '
		}
		c.text = append(c.text, row)
		c.lines = append(c.lines, make([]uint8, w))
		c.open = append(c.open, make([]bool, w))
	}
	return c
}

func (c *canvas) hline(row, from, to int) {
	for x := from; x <= to; x++ {
		if x > from {
			c.lines[row][x] |= left
		}
		if x < to {
			c.lines[row][x] |= right
		}
	}
}

func (c *canvas) vline(col, from, to int) {
	for y := from; y <= to; y++ {
		if y > from {
			c.lines[y][col] |= up
		}
		if y < to {
			c.lines[y][col] |= down
		}
	}
}

// write puts s at row, col, cut to width columns.
func (c *canvas) write(row, col, width int, s string) {
	rs := []rune(s)
	if len(rs) > width {
		rs = append(rs[:width-1], '…')
	}
	copy(c.text[row][col:], rs)
}

func (c *canvas) String() []string {
	out := make([]string, c.h)
	for y := range c.h {
		row := make([]rune, c.w)
		for x := range c.w {
			row[x] = c.text[y][x]
			if m := c.lines[y][x]; m != 0 {
				row[x] = boxRunes[m]
				if c.open[y][x] {
					if m&(up|down) == up|down && m&(left|right) == 0 {
						row[x] = '┆'
					} else if m&(left|right) == left|right && m&(up|down) == 0 {
						row[x] = '┄'
					}
				}
			}
		}
		out[y] = strings.TrimRight(string(row), " ")
	}
	return out
}

// hexMap draws the map of v in at most width columns: each tile position a
// cell in a brick pattern (a hex grid: every cell meets two in its row and
// two above and below), its tile and spaces inside, dotted where spaces of
// neighbouring tiles connect. It uses the largest cell size that fits.
func hexMap(l tw, v *fallout.View, width int) []string {
	if len(v.Map) == 0 {
		return nil
	}
	minX, maxX, minR, maxR := 1<<30, -1<<30, 1<<30, -1<<30
	for _, p := range v.Map {
		x := 2*p.Q + p.R
		minX, maxX = min(minX, x), max(maxX, x)
		minR, maxR = min(minR, p.R), max(maxR, p.R)
	}
	g := hexSizes[len(hexSizes)-1]
	for _, s := range hexSizes {
		if (maxX-minX)*s.half+2*s.half+1 <= width {
			g = s
			break
		}
	}
	c := newCanvas((maxX-minX)*g.half+2*g.half+1, (maxR-minR)*(g.text+1)+g.text+2)
	at := map[[2]int]*fallout.PositionView{}
	for i := range v.Map {
		at[[2]int{v.Map[i].Q, v.Map[i].R}] = &v.Map[i]
	}
	for i := range v.Map {
		p := &v.Map[i]
		x0, y0 := (2*p.Q+p.R-minX)*g.half, (p.R-minR)*(g.text+1)
		x1, y1 := x0+2*g.half, y0+g.text+1
		c.hline(y0, x0, x1)
		c.hline(y1, x0, x1)
		c.vline(x0, y0, y1)
		c.vline(x1, y0, y1)
		for i, line := range cellText(l, p, 2*g.half-1, g.text) {
			c.write(y0+1+i, x0+1, 2*g.half-1, line)
		}
		if nb := at[[2]int{p.Q + 1, p.R}]; nb != nil && connected(p, nb) {
			for y := y0 + 1; y < y1; y++ {
				c.open[y][x1] = true
			}
		}
		if nb := at[[2]int{p.Q - 1, p.R + 1}]; nb != nil && connected(p, nb) {
			for x := x0 + 1; x < x0+g.half; x++ {
				c.open[y1][x] = true
			}
		}
		if nb := at[[2]int{p.Q, p.R + 1}]; nb != nil && connected(p, nb) {
			for x := x0 + g.half + 1; x < x1; x++ {
				c.open[y1][x] = true
			}
		}
	}
	return c.String()
}

// connected reports whether a space of p borders a space of q.
func connected(p, q *fallout.PositionView) bool {
	ids := map[string]bool{}
	for _, sp := range q.Spaces {
		ids[sp.ID] = true
	}
	for _, sp := range p.Spaces {
		for _, a := range sp.Adjacent {
			if ids[a] {
				return true
			}
		}
	}
	return false
}

// cellText is what a map cell shows, in rows lines of width columns: the
// tile (or the back of a face-down one) and a sign group per space.
func cellText(l tw, p *fallout.PositionView, width, rows int) []string {
	words := []string{p.Tile}
	if !p.FaceUp {
		words = []string{"░" + backShort(l, p.Back) + "░"}
	}
	for i := range p.Spaces {
		sp := &p.Spaces[i]
		if !p.FaceUp {
			if w := occupantSigns(sp); w != "" {
				words = append(words, w)
			}
			continue
		}
		words = append(words, spaceSign(sp)+occupantSigns(sp))
	}
	if len(p.Waiting) > 0 {
		words = append(words, strings.Repeat("!", min(len(p.Waiting), 3)))
	}
	var out []string
	line := ""
	for _, w := range words {
		switch {
		case line == "":
			line = w
		case len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			out = append(out, line)
			line = w
		}
	}
	out = append(out, line)
	if len(out) > rows {
		out = out[:rows]
		out[rows-1] += "…"
	}
	return out
}

// spaceSign is a space's letter, upper case when it has an encounter, with
// its terrain: ^ difficult, ~ irradiated.
func spaceSign(sp *fallout.SpaceView) string {
	letter := sp.ID
	if i := strings.LastIndexByte(letter, '.'); i >= 0 {
		letter = letter[i+1:]
	}
	if sp.Encounter != "" {
		letter = strings.ToUpper(letter)
	}
	switch sp.Terrain {
	case "difficult":
		letter += "^"
	case "irradiated":
		letter += "~"
	}
	return letter
}

// occupantSigns is the seats of the survivors on sp, a ! per enemy (a
// number past three) and a * per quest marker.
func occupantSigns(sp *fallout.SpaceView) string {
	var b strings.Builder
	for _, s := range sp.Survivors {
		b.WriteByte(byte('0' + s%10))
	}
	switch n := len(sp.Enemies); {
	case n > 3:
		b.WriteString("!" + strconv.Itoa(n))
	default:
		b.WriteString(strings.Repeat("!", n))
	}
	b.WriteString(strings.Repeat("*", len(sp.Markers)))
	return b.String()
}

// backShort is a tile back's short word in l, at most four letters:
// "haz", "dead", "dbl" in English.
func backShort(l tw, back string) string {
	return l.word("fo.back-short", back)
}
