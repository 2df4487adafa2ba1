package tui

import (
	"strings"

	"wasteland/games/fallout"
)

// foCoop writes the co-op table of a Fallout view (the Atomic Bonds
// variant): the loyal and hostile factions and the hostile token, the
// tasks, the C.A.M.P. tokens, the mutations (face down until revealed),
// the workshop upgrades and the support of a fight in progress.
func foCoop(b *strings.Builder, l tw, v *fallout.View) {
	c := v.Coop
	if c == nil {
		return
	}
	line := func(key string, kv ...any) { b.WriteString("  " + l.say(key, kv...) + "\n") }
	b.WriteString("\n" + l.say("coop.title") + "\n")
	if c.Loyal == "" {
		line("coop.no-loyal", "sheet", c.Sheet)
		return
	}
	line("coop.factions", "loyal", l.fo(v.Scenario, c.Loyal), "hostile", l.fo(v.Scenario, c.Hostile), "at", c.HostileAt, "last", c.Last)
	line("coop.victory", "victory", c.Victory)
	done := 0
	for _, t := range c.Tasks {
		mark := "[ ]"
		if t.Done {
			mark, done = "[x]", done+1
		}
		b.WriteString("  " + mark + " " + l.say("coop.task", "name", t.Name, "text", t.Text) + "\n")
	}
	line("coop.tasks", "done", done, "needed", c.TasksNeeded, "kills", c.Kills, "hostile", c.HostileKill)
	line("coop.camps", "list", l.list(c.Camps), "held", c.CampsHeld, "supply", c.CampSupply)
	muts := make([]string, len(c.Mutations))
	for i, m := range c.Mutations {
		muts[i] = l.say("coop.mutation.down", "seat", m.Seat)
		if m.Revealed {
			muts[i] = l.say("coop.mutation", "seat", m.Seat, "name", m.Name, "text", m.Text)
		}
	}
	line("coop.mutations", "list", strings.Join(muts, "; "))
	line("coop.workshop", "list", l.list(l.names("fallout", v.Scenario, c.Workshop)))
	if len(c.Drawn) > 0 {
		line("coop.mods", "list", l.list(l.names("fallout", v.Scenario, c.Drawn)))
	}
	if c.ActCard != "" {
		line("coop.activation", "card", l.fo(v.Scenario, c.ActCard))
	}
	line("coop.decks", "activation", c.Activation, "tasks", c.TaskDeck, "mods", c.ModDeck, "mutations", c.MutDeck, "workshop", c.WorkshopDk)
	if s := c.Support; s != nil {
		if s.Rolled {
			line("coop.support.rolled", "seat", s.Seat, "die", foDie(l, s.Areas, s.Bullets))
		} else {
			line("coop.support", "seat", s.Seat)
		}
	}
}
