package tui

import (
	"fmt"
	"strings"

	"wasteland/games/fallout"
)

// foCoop writes the co-op table of a Fallout view (the Atomic Bonds
// variant): the loyal and hostile factions and the hostile token, the
// tasks, the C.A.M.P. tokens, the mutations (face down until revealed),
// the workshop upgrades and the support of a fight in progress.
func foCoop(b *strings.Builder, v *fallout.View) {
	c := v.Coop
	if c == nil {
		return
	}
	b.WriteString("\nTHE TEAM (co-op)\n")
	if c.Loyal == "" {
		fmt.Fprintf(b, "  sheet %s: the loyal faction is not chosen yet\n", c.Sheet)
		return
	}
	fmt.Fprintf(b, "  loyal %s, hostile %s: hostile token at %d of %d (the team loses there)\n", c.Loyal, c.Hostile, c.HostileAt, c.Last)
	fmt.Fprintf(b, "  victory: %s\n", c.Victory)
	done := 0
	for _, t := range c.Tasks {
		mark := "[ ]"
		if t.Done {
			mark, done = "[x]", done+1
		}
		fmt.Fprintf(b, "  %s task %s: %s\n", mark, t.Name, t.Text)
	}
	fmt.Fprintf(b, "  tasks done %d of %d needed; kills %d, hostile kills %d\n", done, c.TasksNeeded, c.Kills, c.HostileKill)
	fmt.Fprintf(b, "  C.A.M.P. tokens on %s; %d held, %d in the supply\n", list(c.Camps), c.CampsHeld, c.CampSupply)
	muts := make([]string, len(c.Mutations))
	for i, m := range c.Mutations {
		muts[i] = fmt.Sprintf("seat %d face down", m.Seat)
		if m.Revealed {
			muts[i] = fmt.Sprintf("seat %d %s (%s)", m.Seat, m.Name, m.Text)
		}
	}
	fmt.Fprintf(b, "  mutations: %s\n", strings.Join(muts, "; "))
	fmt.Fprintf(b, "  workshop upgrades: %s\n", list(c.Workshop))
	if len(c.Drawn) > 0 {
		fmt.Fprintf(b, "  mods drawn: %s\n", list(c.Drawn))
	}
	if c.ActCard != "" {
		fmt.Fprintf(b, "  activation card: %s\n", c.ActCard)
	}
	fmt.Fprintf(b, "  decks: activation %d, tasks %d, mods %d, mutations %d, workshop %d\n", c.Activation, c.TaskDeck, c.ModDeck, c.MutDeck, c.WorkshopDk)
	if s := c.Support; s != nil {
		if s.Rolled {
			fmt.Fprintf(b, "  support by seat %d: support die [%s, %d hits]\n", s.Seat, strings.Join(s.Areas, "+"), s.Bullets)
		} else {
			fmt.Fprintf(b, "  support by seat %d\n", s.Seat)
		}
	}
}
