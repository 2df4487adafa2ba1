package tui

import (
	"fmt"
	"strings"

	"wasteland/games/fallout"
)

// Panes cuts a Fallout view into the table's panes: the hex map and its
// legend, the reader's survivor with the agenda hand, a line per survivor,
// the other survivors, and the power track, shop, quests, decks and dice.
func (FalloutRenderer) Panes(view any, width int) Panes {
	v := viewOf[fallout.View](view)
	if v == nil {
		return Panes{Board: lines(JSONRenderer{}.Render(view))}
	}
	p := Panes{Game: "Fallout", Stage: &Stage{Round: v.Round}, Board: hexMap(v, width), Legend: foLegend(v)}
	for i := range v.Survivors {
		s := &v.Survivors[i]
		p.Seats = append(p.Seats, foSeatLine(v, s))
		if s.Seat == v.Seat {
			p.You = section(func(b *strings.Builder) { foSurvivor(b, v, s); foPrivate(b, v) })
			continue
		}
		p.Others = append(p.Others, section(func(b *strings.Builder) { foSurvivor(b, v, s) })...)
	}
	p.Table = section(func(b *strings.Builder) {
		pw := v.Power
		fmt.Fprintf(b, "power track (%d spaces): star %s at %d, heart %s at %d\n", pw.Spaces, pw.StarX, pw.Star, pw.HeartX, pw.Heart)
		if v.Round > 0 && !v.Over {
			fmt.Fprintf(b, "turn of seat %d: %d actions left, %d movement points\n", v.Turn, v.Actions, v.MP)
		}
		foTable(b, v)
	})
	return p
}

// foSeatLine sums up a survivor on one line, the numbers first, as a
// narrow screen cuts the line.
func foSeatLine(v *fallout.View, s *fallout.SurvivorView) string {
	who := fmt.Sprintf("seat %d", s.Seat)
	if s.Seat == v.Seat {
		who += " (you)"
	}
	name := s.Survivor
	if name == "" {
		name = "not chosen"
	}
	where := s.Space
	if where == "" {
		where = "off the map"
	}
	out := fmt.Sprintf("%s: HP %d, rads %d, caps %d, %s at %s", who, s.HP, s.Rads, s.Caps, name, where)
	if s.Out {
		out += ", eliminated"
	}
	return out
}

// foLegend explains the map's signs and lists every space that can be seen:
// its name, terrain, encounter, who stands there and where it leads.
func foLegend(v *fallout.View) []string {
	out := []string{
		"signs: t01 a tile; a b c d its spaces (A B C D: an encounter); ^ difficult, ~ irradiated;",
		"0-4 the survivor of that seat; ! an enemy; * a quest marker;",
		"░haz░ ░dead░ ░dbl░ a face-down tile and its back; ┄ ┆ an edge open between tiles",
	}
	if v.Seat >= 0 {
		out = append(out, fmt.Sprintf("you are seat %d", v.Seat))
	}
	for _, p := range v.Map {
		if !p.FaceUp {
			if len(p.Spaces) == 1 && foOccupants(&p.Spaces[0]) != "" {
				out = append(out, fmt.Sprintf("%s (face down, %s)%s", p.Name, p.Back, foOccupants(&p.Spaces[0])))
			}
			continue
		}
		for i := range p.Spaces {
			sp := &p.Spaces[i]
			var b strings.Builder
			b.WriteString(sp.ID)
			if sp.Name != "" {
				b.WriteString(" " + sp.Name)
			}
			var attrs []string
			if sp.Terrain != "" {
				attrs = append(attrs, sp.Terrain)
			}
			if sp.Encounter != "" {
				attrs = append(attrs, fmt.Sprintf("%s encounter level %d", sp.Encounter, sp.Level))
			}
			if len(sp.Icons) > 0 {
				attrs = append(attrs, "enemy icons "+strings.Join(sp.Icons, " "))
			}
			if len(attrs) > 0 {
				fmt.Fprintf(&b, " [%s]", strings.Join(attrs, ", "))
			}
			b.WriteString(foOccupants(sp))
			if len(sp.Adjacent) > 0 {
				fmt.Fprintf(&b, "; to %s", strings.Join(sp.Adjacent, " "))
			}
			out = append(out, b.String())
		}
		if len(p.Waiting) > 0 {
			out = append(out, fmt.Sprintf("%s: enemies to place: %s", p.Tile, foEnemies(p.Waiting)))
		}
	}
	return out
}
