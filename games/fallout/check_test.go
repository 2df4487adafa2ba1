package fallout

import (
	"strings"
	"testing"
)

// Check catches a state that breaks a rule's bound or loses or doubles a
// component, and names the problem; the conformance suite runs it after
// every move of its random games.
// rule FO-HP-1, FO-INV-1, FO-INV-2, FO-AGENDA-5, FO-LOYAL-6, FO-AGENDA-1, FO-COMP-5
func TestCheckCatches(t *testing.T) {
	loot := func(c *State, seat, n int) {
		for range n {
			p := &c.P[seat]
			p.Inv[p.NInv] = Held{Card: c.Loot.take()}
			p.NInv++
			foKeep(c)
		}
	}
	agendas := func(c *State, seat, n int) {
		for range n {
			p := &c.P[seat]
			p.Hand[p.NHand] = c.Agenda.take()
			p.NHand++
		}
		c.keepReach(seat)
	}
	for _, tc := range []struct {
		name  string
		apply func(c *State)
		want  string
	}{
		{"hp above the track", func(c *State) { c.P[0].HP = 17 }, "HP"},
		{"rads above the track", func(c *State) { c.P[0].Rads = 17 }, "rads"},
		{"negative rads", func(c *State) { c.P[1].Rads = -1 }, "rads"},
		{"4 inventory cards, no discard pending", func(c *State) { loot(c, 0, 4-int(c.P[0].NInv)) }, "FO-INV-2"},
		{"more inventory than the state holds", func(c *State) { c.P[1].NInv = maxInventory + 1 }, "inventory"},
		{"5 agenda cards, none to get rid of", func(c *State) { agendas(c, 1, 5-int(c.P[1].NHand)) }, "FO-AGENDA-5"},
		{"4 agenda cards and a displayed one", func(c *State) {
			agendas(c, 0, 4-int(c.P[0].NHand))
			c.P[0].Loyal = -1
			for i := range c.Agenda.N {
				if a := c.Agenda.Cards[i]; data.Agendas[a].Faction != "" {
					c.Agenda.Cards[i] = c.Agenda.Cards[c.Agenda.N-1]
					c.Agenda.N--
					c.P[0].Loyal = a
					break
				}
			}
			c.keepReach(0)
		}, "FO-AGENDA-5"},
		{"lost loot card", func(c *State) { c.Loot.N-- }, "in 0 places"},
		{"loot card held twice", func(c *State) { loot(c, 2, 1); c.Loot.put(c.P[2].Inv[c.P[2].NInv-1].Card) }, "in 2 places"},
		{"lost asset card", func(c *State) { c.Assets.N-- }, "in 0 places"},
		{"lost agenda card", func(c *State) { c.Agenda.N-- }, "agenda"},
		{"agenda card twice", func(c *State) { c.Agenda.Cards[0] = c.P[0].Hand[0] }, "agenda"},
		{"lost encounter card", func(c *State) { c.Enc[0].N-- }, "encounter card"},
		{"encounter card twice", func(c *State) { c.Enc[0].Cards[0] = c.Enc[0].Cards[1] }, "encounter card"},
		{"enemy token active and fresh", func(c *State) { c.Tokens[0].Active, c.Tokens[0].Fresh = true, true }, "enemy token"},
		{"death of an unknown cause", func(c *State) { c.Push(harmSource{cause: 9}.frame(1)) }, "(death) has arguments"},
		{"death by an unknown item", func(c *State) { c.Push(harmSource{cause: harmCard, src: srcItem, card: -1}.frame(1)) }, "(death) has arguments"},
		{"death by an unknown enemy token", func(c *State) { c.Push(harmSource{cause: harmFight, card: maxTokens}.frame(1)) }, "(death) has arguments"},
		{"a winner in a game going on", func(c *State) { c.Winners = 1 }, "winners"},
		{"a winner beyond the players", func(c *State) { c.Winners = 1 << 3 }, "winners"},
		{"a victory decision of no kind", func(c *State) { c.Push(winArgs{mode: 5}.frame(1)) }, "(win) has arguments"},
		{"a turn frame of a seat whose turn it is not", func(c *State) { c.Push(Frame{Kind: fTurnNext, Seat: (c.Turn + 1) % c.N}) }, "in the turn of seat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := *foStarted(t, 3, 4)
			if err := c.Check(); err != nil {
				t.Fatal(err)
			}
			tc.apply(&c)
			err := c.Check()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check: %v, want an error about %q", err, tc.want)
			}
		})
	}
}
