package tui

import (
	"fmt"
	"strings"

	"wasteland/games/fallout"
)

// FalloutRenderer shows a Fallout view (fallout.View): the round, the first
// player and the pending decision, the map tile by tile with every space's
// name, terrain, encounter icon, survivors and enemies (face-down tiles by
// their back), every survivor's board, the viewing seat's agenda hand, the
// shop, the staged quests with their objectives and the power track.
// Other values are shown as JSON.
type FalloutRenderer struct{}

// Render writes the view as text.
func (FalloutRenderer) Render(view any) string {
	v := viewOf[fallout.View](view)
	if v == nil {
		return JSONRenderer{}.Render(view)
	}
	var b strings.Builder
	foHeader(&b, v)
	foMap(&b, v)
	for i := range v.Survivors {
		foSurvivor(&b, v, &v.Survivors[i])
	}
	foPrivate(&b, v)
	foTable(&b, v)
	foCoop(&b, v)
	return strings.TrimRight(b.String(), "\n")
}

func foHeader(b *strings.Builder, v *fallout.View) {
	fmt.Fprintf(b, "Fallout, %d players, scenario %s: ", v.Players, v.Scenario)
	if v.Round == 0 {
		b.WriteString("setup")
	} else {
		fmt.Fprintf(b, "round %d", v.Round)
	}
	fmt.Fprintf(b, ", first player seat %d", v.First)
	if v.Seat >= 0 {
		fmt.Fprintf(b, "; you are seat %d", v.Seat)
	}
	b.WriteString("\n")
	if v.Over {
		b.WriteString("the game is over\n")
	} else {
		if v.Round > 0 {
			fmt.Fprintf(b, "turn of seat %d: %d actions left, %d movement points\n", v.Turn, v.Actions, v.MP)
		}
		if v.ToMove >= 0 {
			fmt.Fprintf(b, "waiting for seat %d: %s\n", v.ToMove, v.Prompt)
		}
	}
	pw := v.Power
	fmt.Fprintf(b, "power track (%d spaces): star %s at %d, heart %s at %d\n", pw.Spaces, pw.StarX, pw.Star, pw.HeartX, pw.Heart)
}

func foMap(b *strings.Builder, v *fallout.View) {
	b.WriteString("\nTHE MAP\n")
	for _, p := range v.Map {
		if !p.FaceUp {
			fmt.Fprintf(b, "%s (%d,%d): face down, %s back", p.Name, p.Q, p.R, p.Back)
			if len(p.Spaces) == 1 {
				b.WriteString(foOccupants(&p.Spaces[0]))
			}
			b.WriteString("\n")
			if len(p.Waiting) > 0 {
				fmt.Fprintf(b, "  enemies to place: %s\n", foEnemies(p.Waiting))
			}
			continue
		}
		fmt.Fprintf(b, "%s (%d,%d): tile %s, %s\n", p.Name, p.Q, p.R, p.Tile, p.Side)
		for i := range p.Spaces {
			sp := &p.Spaces[i]
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
			name := sp.Name
			if name == "" {
				name = "-"
			}
			fmt.Fprintf(b, "  %s %s", sp.ID, name)
			if len(attrs) > 0 {
				fmt.Fprintf(b, " [%s]", strings.Join(attrs, ", "))
			}
			b.WriteString(foOccupants(sp))
			b.WriteString("\n")
		}
		if len(p.Waiting) > 0 {
			fmt.Fprintf(b, "  enemies to place: %s\n", foEnemies(p.Waiting))
		}
	}
}

// foOccupants lists a space's survivors, enemies and quest markers, each
// part after a semicolon; "" for an empty space.
func foOccupants(sp *fallout.SpaceView) string {
	var parts []string
	if len(sp.Survivors) > 0 {
		seats := make([]string, len(sp.Survivors))
		for i, s := range sp.Survivors {
			seats[i] = fmt.Sprintf("seat %d", s)
		}
		parts = append(parts, "survivors "+strings.Join(seats, ", "))
	}
	if len(sp.Enemies) > 0 {
		parts = append(parts, "enemies "+foEnemies(sp.Enemies))
	}
	if len(sp.Markers) > 0 {
		ms := make([]string, len(sp.Markers))
		for i, m := range sp.Markers {
			ms[i] = fmt.Sprint(m)
		}
		parts = append(parts, "markers of quests "+strings.Join(ms, ", "))
	}
	if len(parts) == 0 {
		return ""
	}
	return "; " + strings.Join(parts, "; ")
}

// foEnemies names enemies: an active one by type, name and level, an
// inactive one by its type only.
func foEnemies(es []fallout.EnemyView) string {
	out := make([]string, len(es))
	for i, e := range es {
		if !e.Active {
			out[i] = e.Type + " (inactive)"
			continue
		}
		out[i] = fmt.Sprintf("%s %s level %d", e.Type, e.Name, e.Level)
	}
	return strings.Join(out, ", ")
}

func foSurvivor(b *strings.Builder, v *fallout.View, s *fallout.SurvivorView) {
	who := ""
	if s.Seat == v.Seat {
		who = " (you)"
	}
	name := s.Survivor
	if name == "" {
		name = "not chosen"
	}
	fmt.Fprintf(b, "\nSURVIVOR OF SEAT %d%s: %s", s.Seat, who, name)
	if s.Out {
		b.WriteString(", eliminated")
	}
	b.WriteString("\n")
	space := s.Space
	if space == "" {
		space = "off the map"
	}
	fmt.Fprintf(b, "  at %s; HP %d, rads %d, remaining %d; XP peg %s; caps %d\n", space, s.HP, s.Rads, s.Remaining, s.XP, s.Caps)
	letters := s.Special
	if letters == "" {
		letters = "none"
	}
	traits := make([]string, len(s.Traits))
	for i, t := range s.Traits {
		traits[i] = t.Trait
		if t.Locked {
			traits[i] += " (locked)"
		}
	}
	fmt.Fprintf(b, "  letters %s; traits %s\n", letters, list(traits))
	eq := make([]string, len(s.Equipped))
	for i, c := range s.Equipped {
		eq[i] = c.Slot + " " + foCard(c)
	}
	inv := make([]string, len(s.Inventory))
	for i, c := range s.Inventory {
		inv[i] = foCard(c)
	}
	fmt.Fprintf(b, "  equipped: %s\n  inventory: %s\n", list(eq), list(inv))
	fmt.Fprintf(b, "  agenda cards %d", s.Agendas)
	if s.Loyal != "" {
		fmt.Fprintf(b, ", loyal: %s", s.Loyal)
	}
	fmt.Fprintf(b, "; perks %s\n", list(s.Perks))
}

func foCard(c fallout.CardView) string {
	id := c.ID
	if c.Mod != "" {
		id += " +" + c.Mod
	}
	if c.Exhausted {
		return id + " (exhausted)"
	}
	return id
}

func foPrivate(b *strings.Builder, v *fallout.View) {
	if v.Private == nil {
		return
	}
	fmt.Fprintf(b, "\nONLY YOU KNOW\n  your agenda hand: %s\n", list(v.Private.Agendas))
}

func foTable(b *strings.Builder, v *fallout.View) {
	b.WriteString("\nTHE TABLE\n")
	fmt.Fprintf(b, "  shop: %s\n", list(v.Shop))
	if len(v.Staged) == 0 {
		b.WriteString("  staged quests: none\n")
	}
	for _, q := range v.Staged {
		fmt.Fprintf(b, "  quest %d: %s\n", q.Number, q.Title)
		for i, o := range q.Objectives {
			fmt.Fprintf(b, "    %d. %s\n", i+1, o)
		}
	}
	d := &v.Decks
	fmt.Fprintf(b, "  decks: loot %d, assets %d, agenda %d", d.Loot, d.Assets, d.Agenda)
	for _, e := range d.Encounters {
		fmt.Fprintf(b, ", %s %d", e.Deck, e.Cards)
	}
	b.WriteString("\n")
	if d.Revealed != "" {
		fmt.Fprintf(b, "  revealed agenda: %s\n", d.Revealed)
	}
	if v.Encounter != nil {
		fmt.Fprintf(b, "  encounter of seat %d: %s card %d, %s (level %d)\n", v.Encounter.Seat, v.Encounter.Deck, v.Encounter.Number, v.Encounter.Title, v.Encounter.Level)
	}
	if r := v.Roll; r != nil {
		fmt.Fprintf(b, "  %s of seat %d, %d rerolls left\n", r.Kind, r.Seat, r.Rerolls)
	}
	if len(v.Dice) > 0 {
		ds := make([]string, len(v.Dice))
		for i, d := range v.Dice {
			areas := make([]string, len(d.Areas))
			for j, a := range d.Areas {
				areas[j] = string(a)
			}
			ds[i] = fmt.Sprintf("[%s, %d hits]", strings.Join(areas, "+"), d.Bullets)
		}
		fmt.Fprintf(b, "  dice: %s\n", strings.Join(ds, " "))
	}
}
