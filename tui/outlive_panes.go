package tui

import (
	"fmt"
	"strings"

	"wasteland/games/outlive"
)

// Panes cuts an Outlive view into the table's panes: the ring of locations
// with the radiation of the rounds, the reader's shelter with its secrets,
// a line per shelter, the other shelters, and the event board.
func (OutliveRenderer) Panes(view any, _ int) Panes {
	v := viewOf[outlive.View](view)
	if v == nil {
		return Panes{Board: lines(JSONRenderer{}.Render(view))}
	}
	p := Panes{Game: "Outlive", Stage: &Stage{Round: v.Round, Rounds: len(v.RoundRadiation)}}
	if v.Round > 0 && v.Round <= len(v.RoundRadiation) {
		p.Stage.Radiation, p.Stage.HasRadiation = v.RoundRadiation[v.Round-1], true
	}
	p.Board = section(func(b *strings.Builder) {
		if v.Visit != nil {
			fmt.Fprintf(b, "acting: seat %d's %s at %s, %d action points left\n", v.Visit.Seat, v.Visit.Hero, v.Visit.Location, v.Visit.AP)
		}
		olRing(b, v)
	})
	p.Legend = []string{"s0:h5(5,active) is hero h5 of seat 0, strength 5, not yet acted this round"}
	for i := range v.Bunkers {
		bk := &v.Bunkers[i]
		p.Seats = append(p.Seats, olSeatLine(v, bk))
		if bk.Seat == v.Seat {
			p.You = section(func(b *strings.Builder) { olBunker(b, v, bk); olPrivate(b, v) })
			continue
		}
		p.Others = append(p.Others, section(func(b *strings.Builder) { olBunker(b, v, bk) })...)
	}
	p.Table = section(func(b *strings.Builder) {
		rad := make([]string, len(v.RoundRadiation))
		for i, r := range v.RoundRadiation {
			rad[i] = fmt.Sprint(r)
		}
		fmt.Fprintf(b, "radiation by round: %s; start player seat %d\n", strings.Join(rad, " "), v.Start)
		olEvents(b, v)
	})
	return p
}

// olSeatLine sums up a shelter on one line, the numbers first, as a narrow
// screen cuts the line.
func olSeatLine(v *outlive.View, bk *outlive.BunkerView) string {
	who := fmt.Sprintf("seat %d", bk.Seat)
	if bk.Seat == v.Seat {
		who += " (you)"
	}
	leader := bk.Leader
	if leader == "" {
		leader = "secret leader"
	}
	built := 0
	for _, r := range bk.Rooms {
		if r.Built {
			built++
		}
	}
	return fmt.Sprintf("%s: radiation %d, survivors %d, rooms %d, %s; %s", who, bk.Radiation, bk.Survivors, built, leader, resources(bk.Resources, false))
}
