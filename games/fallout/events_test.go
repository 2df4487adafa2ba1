package fallout

import (
	"fmt"
	"strings"
	"testing"

	"wasteland/engine"
)

// logChecker re-checks, from a game's events alone, what the event log
// promises a reader: the cause of each death, the Caps of a trade, the
// discard of each revealed agenda card, the source of the weapon's
// rerolls, the ids of the encounter cards and why a replacement found no
// space.
type logChecker struct {
	harms      map[int][]Harmed // per seat: the killing harms since its last death
	fight      map[int]FightStarted
	trade      *TradeDone // an accepted trade whose caps events are due
	tradeCaps  []CapsChanged
	revealed   string // the agenda card revealed and not yet discarded
	drawn      EncounterDrawn
	encounters map[string]string // encounter id → title
}

func (c *logChecker) check(e engine.Event) error {
	if c.trade != nil {
		if caps, ok := e.Data.(CapsChanged); ok && caps.Cause == "trade" {
			c.tradeCaps = append(c.tradeCaps, caps)
		} else if err := c.tradeDone(); err != nil {
			return err
		}
	}
	switch d := e.Data.(type) {
	case Harmed:
		if (d.Cause == "card") != (d.Card != "") {
			return fmt.Errorf("harmed by %q names card %q", d.Cause, d.Card)
		}
		if d.Killed {
			c.harms[d.Seat] = append(c.harms[d.Seat], d)
		}
	case Killed:
		if err := c.killed(d); err != nil {
			return err
		}
	case FightStarted:
		c.fight[d.Seat] = d
	case RerollsGained:
		f := c.fight[d.Seat]
		if d.Source == "weapon" && (d.Card != f.Weapon || d.N != f.WeaponRerolls || d.N == 0) {
			return fmt.Errorf("weapon rerolls %+v after %+v", d, f)
		}
		if (d.Source == "well-rested") != (d.Card == "") {
			return fmt.Errorf("rerolls from %q name card %q", d.Source, d.Card)
		}
	case TradeDone:
		c.trade, c.tradeCaps = &d, nil
	case AgendaRevealed:
		c.revealed = d.Card
	case AgendaDiscarded:
		if d.Card != c.revealed {
			return fmt.Errorf("agenda %s discarded, %q was revealed", d.Card, c.revealed)
		}
		c.revealed = ""
	case RoundEnded:
		if c.revealed != "" {
			return fmt.Errorf("round %d ended without discarding %s", d.Round, c.revealed)
		}
	case EncounterDrawn:
		c.drawn = d
		if title, ok := c.encounters[d.ID]; ok && title != d.Title {
			return fmt.Errorf("encounter id %s names %q and %q", d.ID, title, d.Title)
		}
		c.encounters[d.ID] = d.Title
		if (d.Number == 0) != strings.HasPrefix(d.ID, d.Deck+"-start-") {
			return fmt.Errorf("encounter %d has id %s", d.Number, d.ID)
		}
	case EncounterReturned:
		if d.ID != c.drawn.ID {
			return fmt.Errorf("encounter %s returned, %s was drawn", d.ID, c.drawn.ID)
		}
	case EnemyReplaced:
		if (d.Space == "") == (d.Why == "") || (d.Why == "occupied") != (len(d.IconSpaces) > 0) {
			return fmt.Errorf("replacement %+v", d)
		}
	}
	return nil
}

// killed checks that a death names the cause of one of the harms that
// killed the survivor since their last death.
func (c *logChecker) killed(d Killed) error {
	harms := c.harms[d.Seat]
	c.harms[d.Seat] = nil
	for _, h := range harms {
		enemy := ""
		if h.Cause == "fight" {
			enemy = c.fight[d.Seat].Enemy.Token
		}
		if d.Cause == h.Cause && d.Card == h.Card && d.Enemy == enemy {
			return nil
		}
	}
	return fmt.Errorf("killed %+v after the killing harms %+v", d, harms)
}

// tradeDone checks the caps events of the trade just carried out: one per
// side, by the Caps each side gained, when Caps changed hands.
func (c *logChecker) tradeDone() error {
	t := c.trade
	c.trade = nil
	net := t.CapsToSeat - t.CapsToPartner
	if net == 0 {
		if len(c.tradeCaps) != 0 {
			return fmt.Errorf("trade %+v: caps events %+v", t, c.tradeCaps)
		}
		return nil
	}
	if len(c.tradeCaps) != 2 || c.tradeCaps[0].Seat != t.Seat || c.tradeCaps[0].To-c.tradeCaps[0].From != net ||
		c.tradeCaps[1].Seat != t.Partner || c.tradeCaps[1].To-c.tradeCaps[1].From != -net {
		return fmt.Errorf("trade %+v: caps events %+v", t, c.tradeCaps)
	}
	return nil
}

// TestEventLogCrossChecks plays random games of 1 to 4 players and
// re-checks each log with logChecker; it also counts what was checked,
// so that the test fails if the games stop reaching it.
func TestEventLogCrossChecks(t *testing.T) {
	seen := map[string]int{}
	for i := 0; i < 240; i++ {
		setup := engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(9100 + i)}
		c := &logChecker{harms: map[int][]Harmed{}, fight: map[int]FightStarted{}, encounters: map[string]string{}}
		var rec engine.Recorder
		st, err := Game{}.New(setup, &rec)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := engine.NewRNG(setup.Seed)
		var buf []engine.Action
		for move := 0; ; move++ {
			for _, e := range rec.Events {
				if err := c.check(e); err != nil {
					t.Fatalf("%+v, move %d: %v", setup, move, err)
				}
				seen[e.Type]++
				if d, ok := e.Data.(Killed); ok {
					seen["killed by "+d.Cause]++
				}
				if d, ok := e.Data.(CapsChanged); ok && d.Cause == "trade" {
					seen["trade caps"]++
				}
				if d, ok := e.Data.(EnemyReplaced); ok && d.Why != "" {
					seen["no replacement: "+d.Why]++
				}
			}
			rec.Events = rec.Events[:0]
			if s.Done {
				break
			}
			buf = s.Legal(buf[:0])
			s.ApplyUnchecked(buf[r.IntN(len(buf))], &rec)
		}
	}
	for _, what := range []string{"killed by fight", "killed by irradiated", "killed by card", "trade caps",
		"agenda-discarded", "encounter-returned", "rerolls-gained", "enemy-replaced"} {
		if seen[what] == 0 {
			t.Errorf("no %s in the games", what)
		}
	}
	t.Logf("checked: %v", seen)
}
