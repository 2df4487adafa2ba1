package tui

import (
	"strings"

	"wasteland/games/outlive"
)

// Panes cuts an Outlive view into the table's panes: the ring of locations
// with the radiation of the rounds, the reader's shelter with its secrets,
// a line per shelter, the other shelters, and the event board.
func (r OutliveRenderer) Panes(view any, _ int) Panes {
	v := viewOf[outlive.View](view)
	if v == nil {
		return Panes{Board: lines(JSONRenderer{}.Render(view))}
	}
	l := tw(r.Lang)
	p := Panes{Game: "Outlive", Stage: &Stage{Round: v.Round, Rounds: len(v.RoundRadiation)}}
	if v.Round > 0 && v.Round <= len(v.RoundRadiation) {
		p.Stage.Radiation, p.Stage.HasRadiation = v.RoundRadiation[v.Round-1], true
	}
	p.Board = section(func(b *strings.Builder) {
		if v.Visit != nil {
			b.WriteString(olActing(l, v) + "\n")
		}
		olRing(b, l, v)
	})
	p.Legend = []string{l.say("ol.legend")}
	for i := range v.Bunkers {
		bk := &v.Bunkers[i]
		p.Seats = append(p.Seats, olSeatLine(l, v, bk))
		if bk.Seat == v.Seat {
			p.You = section(func(b *strings.Builder) { olBunker(b, l, v, bk); olPrivate(b, l, v) })
			continue
		}
		p.Others = append(p.Others, section(func(b *strings.Builder) { olBunker(b, l, v, bk) })...)
	}
	p.Table = section(func(b *strings.Builder) {
		b.WriteString(l.say("ol.radiation-start", "list", olRadiation(v), "seat", v.Start) + "\n")
		olEvents(b, l, v)
	})
	return p
}

// olSeatLine sums up a shelter on one line, the numbers first, as a narrow
// screen cuts the line.
func olSeatLine(l tw, v *outlive.View, bk *outlive.BunkerView) string {
	leader := l.ol(bk.Leader)
	if leader == "" {
		leader = l.say("ol.leader.secret-long")
	}
	built := 0
	for _, r := range bk.Rooms {
		if r.Built {
			built++
		}
	}
	return l.say("ol.seat-line", "who", l.seat(bk.Seat)+l.you(bk.Seat, v.Seat), "rad", bk.Radiation, "survivors", bk.Survivors, "rooms", built, "leader", leader, "resources", resources(l, bk.Resources, false))
}
