package tui

import (
	"strings"

	"wasteland/games/fallout"
)

// Panes cuts a Fallout view into the table's panes: the hex map and its
// legend, the reader's survivor with the agenda hand, a line per survivor,
// the other survivors, and the power track, shop, quests, decks and dice.
func (r FalloutRenderer) Panes(view any, width int) Panes {
	v := viewOf[fallout.View](view)
	if v == nil {
		return Panes{Board: lines(JSONRenderer{}.Render(view))}
	}
	l := tw(r.Lang)
	p := Panes{Game: "Fallout", Stage: &Stage{Round: v.Round}, Board: hexMap(l, v, width), Legend: foLegend(l, v)}
	for i := range v.Survivors {
		s := &v.Survivors[i]
		p.Seats = append(p.Seats, foSeatLine(l, v, s))
		if s.Seat == v.Seat {
			p.You = section(func(b *strings.Builder) { foSurvivor(b, l, v, s); foPrivate(b, l, v) })
			continue
		}
		p.Others = append(p.Others, section(func(b *strings.Builder) { foSurvivor(b, l, v, s) })...)
	}
	p.Table = section(func(b *strings.Builder) {
		b.WriteString(foPower(l, v) + "\n")
		if v.Round > 0 && !v.Over {
			b.WriteString(foTurn(l, v) + "\n")
		}
		foTable(b, l, v)
		foCoop(b, l, v)
	})
	return p
}

// foSeatLine sums up a survivor on one line, the numbers first, as a
// narrow screen cuts the line.
func foSeatLine(l tw, v *fallout.View, s *fallout.SurvivorView) string {
	name := l.fo(v.Scenario, s.Survivor)
	if name == "" {
		name = l.say("fo.not-chosen")
	}
	where := s.Space
	if where == "" {
		where = l.say("fo.off-map")
	}
	out := l.say("fo.seat-line", "who", l.seat(s.Seat)+l.you(s.Seat, v.Seat), "hp", s.HP, "rads", s.Rads, "caps", s.Caps, "name", name, "where", where)
	if s.Out {
		out += l.say("fo.eliminated")
	}
	return out
}

// foLegend explains the map's signs and lists every space that can be seen:
// its name, terrain, encounter, who stands there and where it leads.
func foLegend(l tw, v *fallout.View) []string {
	out := []string{
		l.say("fo.legend.spaces"),
		l.say("fo.legend.signs"),
		l.say("fo.legend.backs", "haz", backShort(l, "hazardous"), "dead", backShort(l, "deadly"), "dbl", backShort(l, "double")),
	}
	if v.Seat >= 0 {
		out = append(out, l.say("fo.legend.you", "seat", v.Seat))
	}
	for _, p := range v.Map {
		if !p.FaceUp {
			if len(p.Spaces) == 1 && foOccupants(l, v.Scenario, &p.Spaces[0]) != "" {
				out = append(out, l.say("fo.legend.down", "name", p.Name, "back", l.word("fo.back", p.Back))+foOccupants(l, v.Scenario, &p.Spaces[0]))
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
			if attrs := foAttrs(l, sp); len(attrs) > 0 {
				b.WriteString(" [" + strings.Join(attrs, ", ") + "]")
			}
			b.WriteString(foOccupants(l, v.Scenario, sp))
			if len(sp.Adjacent) > 0 {
				b.WriteString(l.say("fo.legend.to", "list", strings.Join(sp.Adjacent, " ")))
			}
			out = append(out, b.String())
		}
		if len(p.Waiting) > 0 {
			out = append(out, p.Tile+": "+l.say("fo.to-place", "list", foEnemies(l, v.Scenario, p.Waiting)))
		}
	}
	return out
}
