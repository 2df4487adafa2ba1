package tui

import (
	"fmt"
	"slices"
	"strings"

	"wasteland/games/outlive"
	"wasteland/narrate"
)

// OutliveRenderer shows an Outlive view (outlive.View) in Lang (""
// English): the round, its radiation and the start player, the ring of
// locations with heroes, stocks, hunting tops, city equipment and face-up
// search tiles and the Freighter's slots, the event board, every shelter,
// and the viewing seat's secrets. Other values are shown as JSON.
type OutliveRenderer struct{ Lang narrate.Lang }

// Render writes the view as text.
func (r OutliveRenderer) Render(view any) string {
	v := viewOf[outlive.View](view)
	if v == nil {
		return JSONRenderer{}.Render(view)
	}
	l := tw(r.Lang)
	var b strings.Builder
	olHeader(&b, l, v)
	olRing(&b, l, v)
	olEvents(&b, l, v)
	for i := range v.Bunkers {
		olBunker(&b, l, v, &v.Bunkers[i])
	}
	olPrivate(&b, l, v)
	return strings.TrimRight(b.String(), "\n")
}

func olHeader(b *strings.Builder, l tw, v *outlive.View) {
	switch {
	case v.Round == 0:
		b.WriteString(l.say("ol.header.setup", "players", v.Players))
	default:
		b.WriteString(l.say("ol.header.round", "players", v.Players, "round", v.Round, "rounds", len(v.RoundRadiation)))
		if v.Round <= len(v.RoundRadiation) {
			b.WriteString(l.say("ol.header.radiation", "rad", v.RoundRadiation[v.Round-1]))
		}
	}
	b.WriteString(l.say("ol.header.start", "seat", v.Start))
	if v.Seat >= 0 {
		b.WriteString(l.say("any.you-are", "seat", v.Seat))
	}
	b.WriteString("\n")
	if v.Over {
		b.WriteString(l.say("any.over") + "\n")
	} else if v.ToMove >= 0 {
		b.WriteString(l.say("any.waiting", "seat", v.ToMove, "prompt", v.Prompt) + "\n")
	}
	if v.Visit != nil {
		b.WriteString(olActing(l, v) + "\n")
	}
	b.WriteString(l.say("ol.radiation-rounds", "list", olRadiation(v)) + "\n")
}

// olActing tells whose hero is acting where, with the action points left.
func olActing(l tw, v *outlive.View) string {
	return l.say("ol.acting", "seat", v.Visit.Seat, "hero", v.Visit.Hero, "location", l.ol(v.Visit.Location), "ap", v.Visit.AP)
}

// olRadiation is the radiation of the rounds, separated by spaces.
func olRadiation(v *outlive.View) string {
	rad := make([]string, len(v.RoundRadiation))
	for i, r := range v.RoundRadiation {
		rad[i] = fmt.Sprint(r)
	}
	return strings.Join(rad, " ")
}

func olRing(b *strings.Builder, l tw, v *outlive.View) {
	b.WriteString("\n" + l.say("ol.ring") + "\n")
	w := 0
	for _, loc := range v.Locations {
		w = max(w, len([]rune(loc.Name)))
	}
	pad := strings.Repeat(" ", w+6)
	for i, loc := range v.Locations {
		var lines []string
		if loc.Stock != "" {
			lines = append(lines, l.say("ol.stock", "stock", l.word("ol.res", loc.Stock), "left", loc.StockLeft))
		}
		if h := loc.Hunt; h != nil {
			top := l.say("ol.hunt.empty")
			if h.Top != nil {
				top = l.say("ol.hunt.top", "endurance", h.Top.Endurance, "meat", h.Top.Meat)
			}
			lines = append(lines, l.say("ol.hunting", "tiles", h.Tiles, "top", top))
		}
		if c := loc.City; c != nil {
			lines = append(lines, l.say("ol.equipment", "list", l.list(l.names("outlive", "", c.Equipment))))
			lines = append(lines, l.say("ol.search", "n", c.StackSize, "list", l.list(l.names("outlive", "", c.FaceUp))))
		}
		if len(loc.Freighter) > 0 {
			slots := make([]string, len(loc.Freighter))
			for j, s := range loc.Freighter {
				who := l.say("ol.slot.free")
				if s.Occupant >= 0 {
					who = l.seat(s.Occupant)
					if s.Survivor {
						who += l.say("ol.slot.survivor")
					}
				}
				slots[j] = l.say("ol.slot", "strength", s.Strength, "cans", s.Cans, "who", who)
			}
			lines = append(lines, l.say("ol.slots", "list", strings.Join(slots, " ")))
		}
		heroes := make([]string, len(loc.Heroes))
		for j, h := range loc.Heroes {
			heroes[j] = fmt.Sprintf("s%d:%s(%d,%s)", h.Seat, h.Hero, h.Strength, activity(l, h.Active))
		}
		if len(heroes) > 0 {
			lines = append(lines, l.say("ol.heroes", "list", strings.Join(heroes, " ")))
		}
		if len(lines) == 0 {
			lines = []string{"-"}
		}
		fmt.Fprintf(b, "%2d. %s%s  %s\n", i+1, loc.Name, strings.Repeat(" ", w-len([]rune(loc.Name))), lines[0])
		for _, line := range lines[1:] {
			fmt.Fprintf(b, "%s%s\n", pad, line)
		}
	}
	if v.Algae {
		b.WriteString(l.say("ol.algae") + "\n")
	}
	b.WriteString(l.say("ol.pile", "n", v.EquipmentPile, "list", l.list(l.names("outlive", "", v.EquipmentDiscard))) + "\n")
}

func olEvents(b *strings.Builder, l tw, v *outlive.View) {
	b.WriteString("\n" + l.say("ol.events") + "\n")
	for _, e := range v.Events {
		switch e.State {
		case "face-down":
			fmt.Fprintf(b, "  %d. %s\n", e.Slot, l.say("ol.event.down"))
			continue
		case "averted":
			fmt.Fprintf(b, "  %d. %s\n", e.Slot, l.say("ol.event.averted", "name", e.Name, "seat", e.AvertedBy))
			continue
		}
		fmt.Fprintf(b, "  %d. %s\n", e.Slot, l.say("ol.event", "name", e.Name, "points", e.Points, "avert", resources(l, e.Avert, false)))
	}
}

func olBunker(b *strings.Builder, l tw, v *outlive.View, bk *outlive.BunkerView) {
	leader := l.ol(bk.Leader)
	if leader == "" {
		leader = l.say("ol.leader.secret")
	}
	b.WriteString("\n" + l.say("ol.shelter", "seat", bk.Seat, "you", l.you(bk.Seat, v.Seat), "leader", leader) + "\n")
	b.WriteString("  " + l.say("ol.bunker.stats", "rad", bk.Radiation, "survivors", bk.Survivors, "airlock", bk.Airlock, "cap", bk.AirlockCap, "rows", bk.AirlockRows) + "\n")
	b.WriteString("  " + l.say("ol.bunker.stock", "list", resources(l, bk.Resources, true)) + "\n")
	b.WriteString("  " + l.say("ol.bunker.equipment", "repaired", l.list(l.names("outlive", "", bk.Repaired)), "broken", l.list(l.names("outlive", "", bk.Broken)), "used", l.list(l.names("outlive", "", bk.UsedThisRound))) + "\n")
	if len(bk.Heroes) > 0 {
		hs := make([]string, len(bk.Heroes))
		for i, h := range bk.Heroes {
			hs[i] = l.say("ol.bunker.hero", "hero", h.Hero, "strength", h.Strength, "location", l.ol(h.Location), "activity", activity(l, h.Active))
		}
		b.WriteString("  " + l.say("ol.heroes", "list", strings.Join(hs, ", ")) + "\n")
	}
	if len(bk.Averted) > 0 {
		b.WriteString("  " + l.say("ol.bunker.averted", "list", l.list(l.names("outlive", "", bk.Averted))) + "\n")
	}
	if slices.ContainsFunc(bk.Hunted, func(n int) bool { return n > 0 }) {
		hs := make([]string, len(bk.Hunted))
		for i, n := range bk.Hunted {
			hs[i] = fmt.Sprint(n)
		}
		b.WriteString("  " + l.say("ol.bunker.hunted", "list", strings.Join(hs, " ")) + "\n")
	}
	b.WriteString("  " + l.say("ol.bunker.rooms") + "\n")
	for _, r := range bk.Rooms {
		if r.ID == "" {
			fmt.Fprintf(b, "    %d. %s\n", r.Slot, l.say("ol.room.empty"))
			continue
		}
		kind := l.say("ol.room.advanced")
		if r.Standard {
			kind = l.say("ol.room.standard")
		}
		state := l.say("ol.room.unbuilt")
		if r.Built {
			state = l.say("ol.room.built", "survivors", r.Survivors, "slots", r.Slots)
			if r.Full {
				state += l.say("ol.room.full")
			}
		}
		fmt.Fprintf(b, "    %d. %s", r.Slot, l.say("ol.room", "name", r.Name, "kind", kind, "upkeep", r.Upkeep, "state", state))
		if len(r.Abilities) > 0 {
			fmt.Fprintf(b, "; %s", strings.Join(l.names("outlive", "", r.Abilities), ", "))
		}
		b.WriteString("\n")
	}
}

func olPrivate(b *strings.Builder, l tw, v *outlive.View) {
	p := v.Private
	if p == nil {
		return
	}
	var lines []string
	if len(p.LeaderDraw) > 0 {
		lines = append(lines, l.say("ol.private.leaders", "list", l.list(l.names("outlive", "", p.LeaderDraw))))
	}
	if len(p.RoomDraw) > 0 {
		lines = append(lines, l.say("ol.private.rooms", "list", l.list(l.names("outlive", "", p.RoomDraw))))
	}
	if len(p.MaryDraw) > 0 {
		lines = append(lines, l.say("ol.private.search", "list", l.list(l.names("outlive", "", p.MaryDraw))))
	}
	for _, loc := range v.Locations {
		if s, ok := p.KnownSearch[loc.ID]; ok {
			lines = append(lines, l.say("ol.private.search-stack", "location", l.ol(loc.ID), "list", l.list(l.names("outlive", "", s))))
		}
		if h, ok := p.KnownHunt[loc.ID]; ok {
			tiles := make([]string, len(h))
			for i, t := range h {
				tiles[i] = fmt.Sprintf("%d/%d", t.Endurance, t.Meat)
			}
			lines = append(lines, l.say("ol.private.hunt-stack", "location", l.ol(loc.ID), "list", l.list(tiles)))
		}
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("\n" + l.say("any.only-you") + "\n")
	for _, line := range lines {
		fmt.Fprintf(b, "  %s\n", line)
	}
}

// resources lists amounts in Outlive's resource order, each by its word in
// l; zero amounts only when all is set.
func resources(l tw, m map[string]int, all bool) string {
	var parts []string
	for r := outlive.Resource(0); r < outlive.NumResources; r++ {
		if n, ok := m[r.String()]; ok && (n != 0 || all) {
			parts = append(parts, fmt.Sprintf("%s %d", l.word("ol.res", r.String()), n))
		}
	}
	if len(parts) == 0 {
		return l.say("ol.nothing")
	}
	return strings.Join(parts, ", ")
}

// activity is "active" for a hero that has not acted this round, else
// "idle", in l.
func activity(l tw, active bool) string {
	if active {
		return l.say("ol.active")
	}
	return l.say("ol.idle")
}
