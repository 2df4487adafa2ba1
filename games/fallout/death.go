package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Death (FO-HP-6, FO-DEATH-1..7): a survivor whose red peg is level with
// or below the green one is killed at once (harm pushes fDeath). The
// figure leaves the map, the inventory is discarded and HP is reset; rads
// stay. A survivor still dead after the reset is eliminated; otherwise the
// player places the figure on any space of the starting tile. A survivor
// killed during their own turn ends it (FO-DEATH-3).

// verbRespawn is the fRespawn decision's verb.
const verbRespawn uint8 = 1

// Killed is the event of a survivor killed (FO-DEATH-1).
type Killed struct {
	Seat       int      `json:"seat"`
	Cause      string   `json:"cause"`           // the harm that killed the survivor: fight, irradiated, card
	Card       string   `json:"card,omitempty"`  // cause card: the card whose effect it was (effectCard)
	Enemy      string   `json:"enemy,omitempty"` // cause fight: the enemy's token id, star or heart
	Space      string   `json:"space"`           // where the figure was
	Discarded  []string `json:"discarded"`       // inventory cards (equipped cards are kept)
	HP         int      `json:"hp"`              // after the reset
	Rads       int      `json:"rads"`            // unchanged
	Eliminated bool     `json:"eliminated"`
}

// Eliminated is the event of a player eliminated (FO-DEATH-5): everything
// the survivor held is discarded, the agenda cards face up.
type Eliminated struct {
	Seat      int      `json:"seat"`
	Cards     []string `json:"cards"`   // equipped cards discarded
	Agendas   []string `json:"agendas"` // agenda cards discarded, the displayed one included
	Caps      int      `json:"caps"`
	FirstFrom int      `json:"first_from"` // the first player before and after (FO-DEATH-6)
	FirstTo   int      `json:"first_to"`
}

func init() {
	register(fDeath, frameKind{Name: "death", Run: func(s *State, f Frame, rec *engine.Recorder) {
		seat := int(f.Seat)
		p := &s.P[seat]
		if p.Out || p.Node == Nowhere || p.HP > p.Rads {
			// rule FO-HP-6: the death resolves only if the pegs still say
			// so, on a survivor on the map (healed in between, or already
			// dead and gone: no second death).
			return
		}
		ev := Killed{Seat: seat, Discarded: []string{}}
		if rec.On() {
			by := deathOf(&f)
			ev.Cause, ev.Card = harmCauses[by.cause], s.harmCard(by)
			if by.cause == harmFight {
				ev.Enemy = s.tokenID(int(by.card))
			}
			if p.Node != Nowhere {
				ev.Space = s.nodeName(p.Node)
			}
		}
		// rule FO-DEATH-1, FO-DEATH-4: off the map, inventory discarded,
		// equipped cards kept, red peg to 16, rads unchanged.
		p.Node = Nowhere
		s.Deaths++
		for _, h := range p.Inv[:p.NInv] {
			s.discardItem(h.Card)
			if rec.On() {
				ev.Discarded = append(ev.Discarded, items[h.Card].ID)
			}
		}
		p.Inv, p.NInv = [maxInventory]Held{}, 0
		s.keepCards(int(f.Seat))
		p.HP = int8(data.Rules.MaxHP)
		// rule FO-TURN-4, FO-DEATH-3: the own turn ends at once.
		if s.Turn == f.Seat {
			s.TurnFlags |= tfDied
		}
		ev.HP, ev.Rads, ev.Eliminated = int(p.HP), int(p.Rads), p.HP <= p.Rads
		if rec.On() {
			rec.Public("killed", ev, "FO-DEATH-1")
		}
		if s.Coop.On {
			// rule AB-DEATH-1: every death advances the hostile token.
			s.moveHostile(1, "death", rec)
		}
		if ev.Eliminated {
			s.eliminate(seat, rec)
			return
		}
		s.Push(Frame{Kind: fRespawn, Seat: f.Seat})
	}})
	register(fRespawn, frameKind{
		Name: "respawn", Prompt: "respawn",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := int(s.geo().start)
			for i := range s.face(p) {
				dst = append(dst, act(verbRespawn, int(node(p, i)), 0, 0))
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			return opt("respawn:"+s.nodeName(int8(n)), "Return in "+s.spaceLabel(int8(n)))
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			// rule FO-DEATH-1: any space of the starting tile; placed, so
			// terrain does not apply (FO-TERRAIN-3).
			placeFigure(s, f, a, "respawn", rec)
		},
	})
}

// tokenID is enemy token t's id: a standard token's content id, or the
// faction of a faction token (empty once it is discarded).
func (s *State) tokenID(t int) string {
	if t < nEnemies {
		return data.Enemies[t].ID
	}
	if f := s.Tokens[t].Faction; f >= 0 {
		return string(content.Factions[f])
	}
	return ""
}

// eliminate takes seat out of the game (FO-DEATH-5): figure, cards, Caps
// and tokens are discarded. An eliminated first player passes the agenda
// deck to the right (FO-DEATH-6, FO-FIRST-3).
func (s *State) eliminate(seat int, rec *engine.Recorder) {
	p := &s.P[seat]
	ev := Eliminated{Seat: seat, Cards: []string{}, Agendas: []string{}, Caps: int(p.Caps), FirstFrom: int(s.First)}
	for k, h := range p.Equip {
		if h.Card >= 0 {
			s.discardItem(h.Card)
			if rec.On() {
				ev.Cards = append(ev.Cards, items[h.Card].ID)
			}
		}
		p.Equip[k] = Held{Card: -1}
	}
	hand := p.Hand[:p.NHand]
	if p.Loyal >= 0 {
		hand = append(hand, p.Loyal)
	}
	for _, c := range hand {
		s.AgendaDiscard.put(c)
		if rec.On() {
			ev.Agendas = append(ev.Agendas, data.Agendas[c].ID)
		}
	}
	p.Hand, p.NHand, p.Loyal = [maxHand]int8{}, 0, -1
	p.Caps, p.Perks, p.Special, p.XP = 0, 0, 0, -1
	for k := range p.Traits {
		p.Traits[k] = TraitSlot{Make: -1}
	}
	s.keepCards(seat)
	p.Out = true
	if s.First == int8(seat) {
		if r := s.rightOf(seat); r >= 0 {
			s.First = int8(r)
		}
	}
	ev.FirstTo = int(s.First)
	if rec.On() {
		rec.Emit(engine.Event{Type: "eliminated", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-DEATH-5", "FO-DEATH-6"}})
	}
	if s.nextSeat(seat) < 0 {
		s.finish(endAllOut, rec)
	}
}

// discardItem puts item card c on its discard pile; a unique asset goes
// back beside the unique deck and a character card out of play
// (FO-INV-3, FO-UNIQUE-3).
func (s *State) discardItem(c int8) {
	switch itemSrc[c] {
	case srcLoot:
		s.LootDiscard.put(c)
	case srcAsset:
		s.AssetDiscard.put(c)
	}
}
