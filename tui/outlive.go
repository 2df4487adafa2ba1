package tui

import (
	"fmt"
	"slices"
	"strings"

	"wasteland/games/outlive"
)

// OutliveRenderer shows an Outlive view (outlive.View): the round, its
// radiation and the start player, the ring of locations with heroes, stocks,
// hunting tops, city equipment and face-up search tiles and the Freighter's
// slots, the event board, every shelter, and the viewing seat's secrets.
// Other values are shown as JSON.
type OutliveRenderer struct{}

// Render writes the view as text.
func (OutliveRenderer) Render(view any) string {
	v := viewOf[outlive.View](view)
	if v == nil {
		return JSONRenderer{}.Render(view)
	}
	var b strings.Builder
	olHeader(&b, v)
	olRing(&b, v)
	olEvents(&b, v)
	for i := range v.Bunkers {
		olBunker(&b, v, &v.Bunkers[i])
	}
	olPrivate(&b, v)
	return strings.TrimRight(b.String(), "\n")
}

func olHeader(b *strings.Builder, v *outlive.View) {
	switch {
	case v.Round == 0:
		fmt.Fprintf(b, "Outlive, %d players: setup", v.Players)
	default:
		fmt.Fprintf(b, "Outlive, %d players: round %d of %d", v.Players, v.Round, len(v.RoundRadiation))
		if v.Round <= len(v.RoundRadiation) {
			fmt.Fprintf(b, ", radiation this round %d", v.RoundRadiation[v.Round-1])
		}
	}
	fmt.Fprintf(b, ", start player seat %d", v.Start)
	if v.Seat >= 0 {
		fmt.Fprintf(b, "; you are seat %d", v.Seat)
	}
	b.WriteString("\n")
	if v.Over {
		b.WriteString("the game is over\n")
	} else if v.ToMove >= 0 {
		fmt.Fprintf(b, "waiting for seat %d: %s\n", v.ToMove, v.Prompt)
	}
	if v.Visit != nil {
		fmt.Fprintf(b, "acting: seat %d's %s at %s, %d action points left\n", v.Visit.Seat, v.Visit.Hero, v.Visit.Location, v.Visit.AP)
	}
	rad := make([]string, len(v.RoundRadiation))
	for i, r := range v.RoundRadiation {
		rad[i] = fmt.Sprint(r)
	}
	fmt.Fprintf(b, "radiation by round: %s\n", strings.Join(rad, " "))
}

func olRing(b *strings.Builder, v *outlive.View) {
	b.WriteString("\nTHE RING\n")
	w := 0
	for _, l := range v.Locations {
		w = max(w, len(l.Name))
	}
	pad := strings.Repeat(" ", w+6)
	for i, l := range v.Locations {
		var lines []string
		if l.Stock != "" {
			lines = append(lines, fmt.Sprintf("%s: %d left", l.Stock, l.StockLeft))
		}
		if h := l.Hunt; h != nil {
			top := "empty"
			if h.Top != nil {
				top = fmt.Sprintf("top endurance %d, meat %d", h.Top.Endurance, h.Top.Meat)
			}
			lines = append(lines, fmt.Sprintf("hunting: %d tiles, %s", h.Tiles, top))
		}
		if c := l.City; c != nil {
			lines = append(lines, fmt.Sprintf("equipment: %s", list(c.Equipment)))
			lines = append(lines, fmt.Sprintf("search: %d in stack, face up: %s", c.StackSize, list(c.FaceUp)))
		}
		if len(l.Freighter) > 0 {
			slots := make([]string, len(l.Freighter))
			for j, s := range l.Freighter {
				who := "free"
				if s.Occupant >= 0 {
					who = fmt.Sprintf("seat %d", s.Occupant)
					if s.Survivor {
						who += " +survivor"
					}
				}
				slots[j] = fmt.Sprintf("[%d: %d cans, %s]", s.Strength, s.Cans, who)
			}
			lines = append(lines, "slots "+strings.Join(slots, " "))
		}
		heroes := make([]string, len(l.Heroes))
		for j, h := range l.Heroes {
			heroes[j] = fmt.Sprintf("s%d:%s(%d,%s)", h.Seat, h.Hero, h.Strength, activity(h.Active))
		}
		if len(heroes) > 0 {
			lines = append(lines, "heroes: "+strings.Join(heroes, " "))
		}
		if len(lines) == 0 {
			lines = []string{"-"}
		}
		fmt.Fprintf(b, "%2d. %-*s  %s\n", i+1, w, l.Name, lines[0])
		for _, line := range lines[1:] {
			fmt.Fprintf(b, "%s%s\n", pad, line)
		}
	}
	if v.Algae {
		b.WriteString("algae are active\n")
	}
	fmt.Fprintf(b, "equipment pile: %d; discard: %s\n", v.EquipmentPile, list(v.EquipmentDiscard))
}

func olEvents(b *strings.Builder, v *outlive.View) {
	b.WriteString("\nEVENTS\n")
	for _, e := range v.Events {
		switch e.State {
		case "face-down":
			fmt.Fprintf(b, "  %d. face down\n", e.Slot)
			continue
		case "averted":
			fmt.Fprintf(b, "  %d. %s (%s), averted by seat %d\n", e.Slot, e.Name, e.ID, e.AvertedBy)
			continue
		}
		fmt.Fprintf(b, "  %d. %s (%s), %d points, avert with %s\n", e.Slot, e.Name, e.ID, e.Points, resources(e.Avert, false))
	}
}

func olBunker(b *strings.Builder, v *outlive.View, bk *outlive.BunkerView) {
	who := ""
	if bk.Seat == v.Seat {
		who = " (you)"
	}
	leader := bk.Leader
	if leader == "" {
		leader = "secret"
	}
	fmt.Fprintf(b, "\nSHELTER OF SEAT %d%s, leader %s\n", bk.Seat, who, leader)
	fmt.Fprintf(b, "  radiation %d, survivors %d, airlock %d/%d (rows %d)\n", bk.Radiation, bk.Survivors, bk.Airlock, bk.AirlockCap, bk.AirlockRows)
	fmt.Fprintf(b, "  stock: %s\n", resources(bk.Resources, true))
	fmt.Fprintf(b, "  equipment: repaired %s; broken %s; used this round %s\n", list(bk.Repaired), list(bk.Broken), list(bk.UsedThisRound))
	if len(bk.Heroes) > 0 {
		hs := make([]string, len(bk.Heroes))
		for i, h := range bk.Heroes {
			hs[i] = fmt.Sprintf("%s(%d) at %s %s", h.Hero, h.Strength, h.Location, activity(h.Active))
		}
		fmt.Fprintf(b, "  heroes: %s\n", strings.Join(hs, ", "))
	}
	if len(bk.Averted) > 0 {
		fmt.Fprintf(b, "  averted: %s\n", list(bk.Averted))
	}
	if slices.ContainsFunc(bk.Hunted, func(n int) bool { return n > 0 }) {
		hs := make([]string, len(bk.Hunted))
		for i, n := range bk.Hunted {
			hs[i] = fmt.Sprint(n)
		}
		fmt.Fprintf(b, "  hunted by kind: %s\n", strings.Join(hs, " "))
	}
	b.WriteString("  rooms:\n")
	for _, r := range bk.Rooms {
		if r.ID == "" {
			fmt.Fprintf(b, "    %d. (face down or empty)\n", r.Slot)
			continue
		}
		kind := "advanced"
		if r.Standard {
			kind = "standard"
		}
		state := "not built"
		if r.Built {
			state = fmt.Sprintf("built, survivors %d/%d", r.Survivors, r.Slots)
			if r.Full {
				state += ", full"
			}
		}
		fmt.Fprintf(b, "    %d. %s (%s, %s), upkeep %d: %s", r.Slot, r.Name, r.ID, kind, r.Upkeep, state)
		if len(r.Abilities) > 0 {
			fmt.Fprintf(b, "; %s", strings.Join(r.Abilities, ", "))
		}
		b.WriteString("\n")
	}
}

func olPrivate(b *strings.Builder, v *outlive.View) {
	p := v.Private
	if p == nil {
		return
	}
	var lines []string
	if len(p.LeaderDraw) > 0 {
		lines = append(lines, "leaders drawn: "+list(p.LeaderDraw))
	}
	if len(p.RoomDraw) > 0 {
		lines = append(lines, "rooms drawn: "+list(p.RoomDraw))
	}
	if len(p.MaryDraw) > 0 {
		lines = append(lines, "search tiles drawn: "+list(p.MaryDraw))
	}
	for _, l := range v.Locations {
		if s, ok := p.KnownSearch[l.ID]; ok {
			lines = append(lines, fmt.Sprintf("search stack at %s, top first: %s", l.ID, list(s)))
		}
		if h, ok := p.KnownHunt[l.ID]; ok {
			tiles := make([]string, len(h))
			for i, t := range h {
				tiles[i] = fmt.Sprintf("%d/%d", t.Endurance, t.Meat)
			}
			lines = append(lines, fmt.Sprintf("hunting stack at %s, top first (endurance/meat): %s", l.ID, list(tiles)))
		}
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("\nONLY YOU KNOW\n")
	for _, l := range lines {
		fmt.Fprintf(b, "  %s\n", l)
	}
}

// resources lists amounts in Outlive's resource order; zero amounts only
// when all is set.
func resources(m map[string]int, all bool) string {
	var parts []string
	for r := outlive.Resource(0); r < outlive.NumResources; r++ {
		if n, ok := m[r.String()]; ok && (n != 0 || all) {
			parts = append(parts, fmt.Sprintf("%s %d", r, n))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

func activity(active bool) string {
	if active {
		return "active"
	}
	return "idle"
}

func list(xs []string) string {
	if len(xs) == 0 {
		return "none"
	}
	return strings.Join(xs, ", ")
}
