package tui

import (
	"fmt"
	"strings"

	"wasteland/games/fallout"
	"wasteland/narrate"
)

// FalloutRenderer shows a Fallout view (fallout.View) in Lang (""
// English): the round, the first player and the pending decision, the map
// tile by tile with every space's name, terrain, encounter icon, survivors
// and enemies (face-down tiles by their back), every survivor's board, the
// viewing seat's agenda hand, the shop, the staged quests with their
// objectives and the power track. Other values are shown as JSON.
type FalloutRenderer struct{ Lang narrate.Lang }

// Render writes the view as text.
func (r FalloutRenderer) Render(view any) string {
	v := viewOf[fallout.View](view)
	if v == nil {
		return JSONRenderer{}.Render(view)
	}
	l := tw(r.Lang)
	var b strings.Builder
	foHeader(&b, l, v)
	foMap(&b, l, v)
	for i := range v.Survivors {
		foSurvivor(&b, l, v, &v.Survivors[i])
	}
	foPrivate(&b, l, v)
	foTable(&b, l, v)
	foCoop(&b, l, v)
	return strings.TrimRight(b.String(), "\n")
}

func foHeader(b *strings.Builder, l tw, v *fallout.View) {
	b.WriteString(l.say("fo.header", "players", v.Players, "scenario", l.fo(v.Scenario, v.Scenario)))
	if v.Round == 0 {
		b.WriteString(l.say("fo.setup"))
	} else {
		b.WriteString(l.say("fo.round", "round", v.Round))
	}
	b.WriteString(l.say("fo.first", "seat", v.First))
	if v.Seat >= 0 {
		b.WriteString(l.say("any.you-are", "seat", v.Seat))
	}
	b.WriteString("\n")
	if v.Over {
		b.WriteString(l.say("any.over") + "\n")
	} else {
		if v.Round > 0 {
			b.WriteString(foTurn(l, v) + "\n")
		}
		if v.ToMove >= 0 {
			b.WriteString(l.say("any.waiting", "seat", v.ToMove, "prompt", v.Prompt) + "\n")
		}
	}
	b.WriteString(foPower(l, v) + "\n")
}

// foTurn tells whose turn it is, with the actions and movement points left.
func foTurn(l tw, v *fallout.View) string {
	return l.say("fo.turn", "seat", v.Turn, "actions", v.Actions, "mp", v.MP)
}

// foPower tells where the power track's tokens stand.
func foPower(l tw, v *fallout.View) string {
	pw := v.Power
	return l.say("fo.power", "spaces", pw.Spaces, "star", pw.StarX, "starAt", pw.Star, "heart", pw.HeartX, "heartAt", pw.Heart)
}

func foMap(b *strings.Builder, l tw, v *fallout.View) {
	b.WriteString("\n" + l.say("fo.map") + "\n")
	for _, p := range v.Map {
		if !p.FaceUp {
			b.WriteString(l.say("fo.down", "name", p.Name, "q", p.Q, "r", p.R, "back", l.word("fo.back", p.Back)))
			if len(p.Spaces) == 1 {
				b.WriteString(foOccupants(l, v.Scenario, &p.Spaces[0]))
			}
			b.WriteString("\n")
			if len(p.Waiting) > 0 {
				b.WriteString("  " + l.say("fo.to-place", "list", foEnemies(l, v.Scenario, p.Waiting)) + "\n")
			}
			continue
		}
		b.WriteString(l.say("fo.up", "name", p.Name, "q", p.Q, "r", p.R, "tile", p.Tile, "side", p.Side) + "\n")
		for i := range p.Spaces {
			sp := &p.Spaces[i]
			name := sp.Name
			if name == "" {
				name = "-"
			}
			fmt.Fprintf(b, "  %s %s", sp.ID, name)
			if attrs := foAttrs(l, sp); len(attrs) > 0 {
				fmt.Fprintf(b, " [%s]", strings.Join(attrs, ", "))
			}
			b.WriteString(foOccupants(l, v.Scenario, sp))
			b.WriteString("\n")
		}
		if len(p.Waiting) > 0 {
			b.WriteString("  " + l.say("fo.to-place", "list", foEnemies(l, v.Scenario, p.Waiting)) + "\n")
		}
	}
}

// foAttrs is what a space is: its terrain, its encounter and its enemy
// icons.
func foAttrs(l tw, sp *fallout.SpaceView) []string {
	var attrs []string
	if sp.Terrain != "" {
		attrs = append(attrs, l.word("fo.terrain", sp.Terrain))
	}
	if sp.Encounter != "" {
		attrs = append(attrs, l.say("fo.encounter-level", "deck", l.word("fo.deck", sp.Encounter), "level", sp.Level))
	}
	if len(sp.Icons) > 0 {
		attrs = append(attrs, l.say("fo.icons", "list", strings.Join(sp.Icons, " ")))
	}
	return attrs
}

// foOccupants lists a space's survivors, enemies and quest markers, each
// part after a semicolon; "" for an empty space.
func foOccupants(l tw, scenario string, sp *fallout.SpaceView) string {
	var parts []string
	if len(sp.Survivors) > 0 {
		seats := make([]string, len(sp.Survivors))
		for i, s := range sp.Survivors {
			seats[i] = l.seat(s)
		}
		parts = append(parts, l.say("fo.occ.survivors", "list", strings.Join(seats, ", ")))
	}
	if len(sp.Enemies) > 0 {
		parts = append(parts, l.say("fo.occ.enemies", "list", foEnemies(l, scenario, sp.Enemies)))
	}
	if len(sp.Markers) > 0 {
		ms := make([]string, len(sp.Markers))
		for i, m := range sp.Markers {
			ms[i] = fmt.Sprint(m)
		}
		parts = append(parts, l.say("fo.occ.markers", "list", strings.Join(ms, ", ")))
	}
	if len(parts) == 0 {
		return ""
	}
	return "; " + strings.Join(parts, "; ")
}

// foEnemies names enemies: an active one by type, name and level, an
// inactive one by its type only.
func foEnemies(l tw, scenario string, es []fallout.EnemyView) string {
	out := make([]string, len(es))
	for i, e := range es {
		if !e.Active {
			out[i] = l.say("fo.enemy.inactive", "type", l.fo(scenario, e.Type))
			continue
		}
		out[i] = l.say("fo.enemy", "type", l.fo(scenario, e.Type), "name", e.Name, "level", e.Level)
	}
	return strings.Join(out, ", ")
}

func foSurvivor(b *strings.Builder, l tw, v *fallout.View, s *fallout.SurvivorView) {
	name := l.fo(v.Scenario, s.Survivor)
	if name == "" {
		name = l.say("fo.not-chosen")
	}
	b.WriteString("\n" + l.say("fo.survivor", "seat", s.Seat, "you", l.you(s.Seat, v.Seat), "name", name))
	if s.Out {
		b.WriteString(l.say("fo.eliminated"))
	}
	b.WriteString("\n")
	space := s.Space
	if space == "" {
		space = l.say("fo.off-map")
	}
	b.WriteString("  " + l.say("fo.stats", "space", space, "hp", s.HP, "rads", s.Rads, "remaining", s.Remaining, "xp", s.XP, "caps", s.Caps) + "\n")
	letters := s.Special
	if letters == "" {
		letters = l.say("any.none")
	}
	traits := make([]string, len(s.Traits))
	for i, t := range s.Traits {
		traits[i] = l.fo(v.Scenario, t.Trait)
		if t.Locked {
			traits[i] += l.say("fo.locked")
		}
	}
	b.WriteString("  " + l.say("fo.letters", "letters", letters, "traits", l.list(traits)) + "\n")
	eq := make([]string, len(s.Equipped))
	for i, c := range s.Equipped {
		eq[i] = l.word("fo.slot", c.Slot) + " " + foCard(l, v, c)
	}
	inv := make([]string, len(s.Inventory))
	for i, c := range s.Inventory {
		inv[i] = foCard(l, v, c)
	}
	b.WriteString("  " + l.say("fo.equipped", "list", l.list(eq)) + "\n")
	b.WriteString("  " + l.say("fo.inventory", "list", l.list(inv)) + "\n")
	b.WriteString("  " + l.say("fo.agendas", "n", s.Agendas))
	if s.Loyal != "" {
		b.WriteString(l.say("fo.loyal", "faction", l.fo(v.Scenario, s.Loyal)))
	}
	b.WriteString(l.say("fo.perks", "list", l.list(l.names("fallout", v.Scenario, s.Perks))) + "\n")
}

func foCard(l tw, v *fallout.View, c fallout.CardView) string {
	id := l.fo(v.Scenario, c.ID)
	if c.Mod != "" {
		id += " +" + l.fo(v.Scenario, c.Mod)
	}
	if c.Exhausted {
		return id + l.say("fo.exhausted")
	}
	return id
}

func foPrivate(b *strings.Builder, l tw, v *fallout.View) {
	if v.Private == nil {
		return
	}
	b.WriteString("\n" + l.say("any.only-you") + "\n  " + l.say("fo.agenda-hand", "list", l.list(l.names("fallout", v.Scenario, v.Private.Agendas))) + "\n")
}

func foTable(b *strings.Builder, l tw, v *fallout.View) {
	b.WriteString("\n" + l.say("fo.table") + "\n")
	b.WriteString("  " + l.say("fo.shop", "list", l.list(l.names("fallout", v.Scenario, v.Shop))) + "\n")
	if len(v.Staged) == 0 {
		b.WriteString("  " + l.say("fo.no-quests") + "\n")
	}
	for _, q := range v.Staged {
		b.WriteString("  " + l.say("fo.quest", "n", q.Number, "title", q.Title) + "\n")
		for i, o := range q.Objectives {
			fmt.Fprintf(b, "    %d. %s\n", i+1, o)
		}
	}
	d := &v.Decks
	b.WriteString("  " + l.say("fo.decks", "loot", d.Loot, "assets", d.Assets, "agenda", d.Agenda))
	for _, e := range d.Encounters {
		fmt.Fprintf(b, ", %s %d", l.word("fo.deck", e.Deck), e.Cards)
	}
	b.WriteString("\n")
	if d.Revealed != "" {
		b.WriteString("  " + l.say("fo.revealed", "agenda", l.fo(v.Scenario, d.Revealed)) + "\n")
	}
	if e := v.Encounter; e != nil {
		b.WriteString("  " + l.say("fo.encounter", "seat", e.Seat, "deck", l.word("fo.deck", e.Deck), "n", e.Number, "title", e.Title, "level", e.Level) + "\n")
	}
	if r := v.Roll; r != nil {
		b.WriteString("  " + l.say("fo.roll", "kind", l.word("fo.roll", r.Kind), "seat", r.Seat, "n", r.Rerolls) + "\n")
	}
	if len(v.Dice) > 0 {
		ds := make([]string, len(v.Dice))
		for i, d := range v.Dice {
			ds[i] = foDie(l, d.Areas, d.Bullets)
		}
		b.WriteString("  " + l.say("fo.dice", "list", strings.Join(ds, " ")) + "\n")
	}
}

// foDie is a die's face: the areas it hits and its hits, "[head+arms, 2
// hits]".
func foDie[A ~string](l tw, areas []A, hits int) string {
	as := make([]string, len(areas))
	for i, a := range areas {
		as[i] = l.word("fo.area", string(a))
	}
	return l.say("fo.die", "areas", strings.Join(as, "+"), "hits", hits)
}
