package fallout

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Turns (FO-TURN-1..4, FO-ACT-1..5): a turn is a series of turn decisions
// (fTurn). Its options are the turn verbs registered by the files that own
// them (frames.go): the actions, move steps, the start-of-turn window and
// ending the turn. After each choice fTurnNext offers the decision again
// while the turn goes on.

// turnVerb is the behaviour of one kind of turn option. legal appends the
// verb's legal actions (made with act(verb, ...)) for the survivor of the
// listing's seat (ts.seat); turnLegal calls each by name. apply is called
// with the fTurn frame already replaced by fTurnNext, so frames it pushes
// are resolved before the turn goes on.
type turnVerb struct {
	legal  func(s *State, ts turnScan, dst []engine.Action) []engine.Action
	option func(s *State, seat int, a engine.Action) engine.Option
	apply  func(s *State, seat int, a engine.Action, rec *engine.Recorder)
}

var turnVerbs [numTurnVerbs]*turnVerb

// turnScan is what the verbs of one listing of a turn decision share, so
// that each looks it up at most once: the seat, its survivor's node and,
// when the survivor has an action left on the map (every verb that asks
// needs one), the hostile tokens in that space, which block the actions
// there (FO-ACT-5) and are the Fight verb's targets in the space, and the
// printed space (the Encounter verb's deck, the Quest actions' objectives).
// It is passed by value: it lives for one listing, during which the state
// does not change.
type turnScan struct {
	seat    int
	node    int8       // the survivor's node, or Nowhere
	blocked bool       // s.blockedHere(seat): hostile is not empty
	hostile uint64     // bit t: token t stands in the survivor's space and s.foeHostile(seat, t)
	sp      *spaceInfo // s.space(node) on a face-up tile, likewise; nil on a face-down one
}

// The tokens fit turnScan.hostile.
var _ [64 - maxTokens]struct{}

// newTurnScan starts the listing of seat's turn options. It is inlined:
// the scan of the space writes into its caller's turnScan.
func newTurnScan(s *State, seat int) turnScan {
	ts := turnScan{seat: seat, node: s.P[seat].Node}
	ts.scanSpace(s)
	return ts
}

// scanSpace fills in what ts knows of the space of its survivor when it
// has an action left on the map.
func (ts *turnScan) scanSpace(s *State) {
	if s.Actions <= 0 || ts.node == Nowhere {
		return
	}
	for m := s.tokensOn(ts.node); m != 0; m &= m - 1 {
		if t := bits.TrailingZeros64(m); s.foeHostile(ts.seat, t) {
			ts.hostile |= 1 << uint(t)
		}
	}
	ts.blocked = ts.hostile != 0
	if !facedown(ts.node) {
		ts.sp = s.space(ts.node)
	}
}

// registerTurn installs turn verb v; each owner file registers its verbs in init.
func registerTurn(v uint8, tv turnVerb) {
	if v == 0 || v >= numTurnVerbs || turnVerbs[v] != nil {
		panic("fallout: turn verb registered twice or not in frames.go")
	}
	turnVerbs[v] = &tv
}

// Turn flags owned by this file.
const (
	tfOver uint16 = 1 << 8 // the player ended the turn (FO-ACT-3)
)

// TurnStarted is the event of a turn beginning.
type TurnStarted struct {
	Seat    int `json:"seat"`
	Round   int `json:"round"`
	Actions int `json:"actions"`
}

// TurnEnded is the event of a turn ending.
type TurnEnded struct {
	Seat int `json:"seat"`
	// Reason: ended (the player chose to), died (FO-DEATH-3), or done (no
	// option but ending was left).
	Reason    string `json:"reason"`
	Forfeited int    `json:"actions_forfeited"` // FO-ACT-3
	MPLost    int    `json:"mp_lost"`           // FO-MOVE-5
}

// Equipped is the event of a card equipped from the inventory, possibly
// swapping with the card in its slot (FO-EQUIP-4).
type Equipped struct {
	Seat    int    `json:"seat"`
	Card    string `json:"card"`
	Slot    string `json:"slot"`
	Swapped string `json:"swapped,omitempty"` // the card moved to the inventory
}

// Loyalty is the event of a loyalty declared, changed or withdrawn
// (FO-LOYAL-1/5). The displayed card becomes public.
type Loyalty struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card,omitempty"`    // the card displayed now; empty when withdrawn
	Faction  string `json:"faction,omitempty"` // its faction
	Previous string `json:"previous,omitempty"`
}

func init() {
	register(fTurnBegin, frameKind{Name: "turn-begin", Run: func(s *State, f Frame, rec *engine.Recorder) {
		seat := int(f.Seat)
		if s.P[seat].Out {
			// An eliminated player's turn is skipped (FO-DEATH-5).
			if next := s.nextSeat(seat); next >= 0 {
				s.Push(Frame{Kind: fTurnBegin, Seat: int8(next)})
			} else {
				s.finish(endAllOut, rec)
			}
			return
		}
		// rule FO-TURN-1: up to 2 actions; FO-MOVE-5: the MP pool starts empty.
		s.Turn, s.Actions, s.MP, s.TurnFlags = f.Seat, int8(data.Rules.Actions), 0, 0
		if rec.On() {
			rec.Public("turn-started", TurnStarted{Seat: seat, Round: int(s.Round), Actions: int(s.Actions)}, "FO-TURN-1")
		}
		s.runQuiet(Frame{Kind: fTurnNext, Seat: f.Seat}, rec)
	}})
	register(fTurnNext, frameKind{Name: "turn-next", Run: func(s *State, f Frame, rec *engine.Recorder) {
		reason := ""
		switch {
		case s.TurnFlags&tfDied != 0:
			reason = "died" // rule FO-TURN-4, FO-DEATH-3
		case s.TurnFlags&tfOver != 0:
			reason = "ended"
		case !s.turnGoesOn(int(f.Seat)):
			reason = "done"
		}
		if reason == "" {
			s.Push(Frame{Kind: fTurn, Seat: f.Seat})
			return
		}
		if rec.On() {
			rec.Public("turn-ended", TurnEnded{Seat: int(f.Seat), Reason: reason, Forfeited: int(s.Actions), MPLost: int(s.MP)}, "FO-DEATH-3", "FO-ACT-3", "FO-MOVE-5")
		}
		s.Actions, s.MP = 0, 0
		s.runQuiet(Frame{Kind: fTurnEnd, Seat: f.Seat}, rec)
	}})
	register(fTurn, frameKind{
		Name: "turn", Prompt: "turn",
		Legal: turnLegal,
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, _, _, _ := unact(a)
			return turnVerbs[v].option(s, int(f.Seat), a)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, _, _, _ := unact(a)
			seat := int(f.Seat)
			// fTurnNext holds the verb whose option is being resolved above
			// it (inAction reads it, FO-PERK-2).
			*f = turnNextArgs{verb: v}.frame(f.Seat)
			turnVerbs[v].apply(s, seat, a, rec)
		},
	})

	registerTurn(tvEnd, turnVerb{
		legal: endLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			if s.Actions > 0 {
				o := opt("end", "End the turn, forfeiting "+plural(int(s.Actions), "action"))
				o.Forfeits = true
				return o
			}
			return opt("end", "End the turn")
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			// rule FO-ACT-3: a forfeited action cannot be taken later.
			s.TurnFlags |= tfOver
		},
	})
	// rule FO-TURN-2, FO-EQUIP-4: before the first action, equip cards from
	// the inventory or swap them with equipped cards.
	registerTurn(tvEquip, turnVerb{
		legal: equipLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			p := &s.P[seat]
			c := p.Inv[i].Card
			label := "Equip " + items[c].Name
			if old := p.Equip[slotOf(c)].Card; old >= 0 {
				label += " instead of " + items[old].Name
			}
			return opt("equip:"+items[c].ID, label)
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			s.equipFromInv(seat, i, rec)
		},
	})
	// rule FO-TURN-2, FO-LOYAL-1, FO-LOYAL-5, FO-LOYAL-7: before the first
	// action, display an agenda card with a faction icon; a card displayed
	// before goes back to the hand.
	registerTurn(tvLoyal, turnVerb{
		legal: loyalLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			ag := &data.Agendas[s.P[seat].Hand[i]]
			return opt("loyal:"+ag.ID, "Declare loyalty to "+s.factionName(ag.Faction)+" with "+ag.Title)
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			p := &s.P[seat]
			c, prev := p.Hand[i], p.Loyal
			p.Hand[i] = p.Hand[p.NHand-1]
			p.NHand--
			p.Hand[p.NHand] = 0
			if prev >= 0 {
				p.Hand[p.NHand] = prev
				p.NHand++
			}
			p.Loyal = c
			s.keepReach(seat)
			if rec.On() {
				ev := Loyalty{Seat: seat, Card: data.Agendas[c].ID, Faction: string(data.Agendas[c].Faction)}
				if prev >= 0 {
					ev.Previous = data.Agendas[prev].ID
				}
				rec.Emit(engine.Event{Type: "loyalty", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-LOYAL-1", "FO-LOYAL-5"}})
			}
		},
	})
	registerTurn(tvDisloyal, turnVerb{
		legal: disloyalLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			return opt("disloyal", "Withdraw loyalty: take "+data.Agendas[s.P[seat].Loyal].Title+" back")
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			p := &s.P[seat]
			prev := p.Loyal
			p.Hand[p.NHand] = prev
			p.NHand++
			p.Loyal = -1
			s.keepReach(seat)
			if rec.On() {
				rec.Public("loyalty", Loyalty{Seat: seat, Previous: data.Agendas[prev].ID}, "FO-LOYAL-1", "FO-LOYAL-5")
			}
		},
	})
}

// turnLegal appends the turn options of f's seat to dst: every verb's
// legal, in verb order, as the table turnVerbs lists them, but called by
// name so that the small ones are inlined, and without calling the verbs
// that need an action left or the start-of-turn window while there is
// none, the steps without MP, equipping with an empty inventory, the
// Fight verb without a hostile token in the space or a ranged weapon, exploring
// where every tile around is known face up (mayExplore), the Quest actions
// where every quest with one is known not in play (mayQuest), or the card uses
// when no card has a turn ability (they list nothing then, and most
// listings find one of these at their first test). It is the turn frame
// kind's Legal itself, without a wrapper. TestTurnLegalIsTheVerbs compares
// it with the table.
func turnLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	ts := newTurnScan(s, seat)
	dst = endLegal(s, ts, dst)
	if s.TurnFlags&tfActed == 0 {
		if s.P[seat].NInv > 0 {
			dst = equipLegal(s, ts, dst)
		}
		dst = loyalLegal(s, ts, dst)
		dst = disloyalLegal(s, ts, dst)
	}
	if s.Actions > 0 {
		dst = moveActionLegal(s, ts, dst)
	}
	if s.MP > 0 {
		dst = stepVerbLegal(s, ts, dst)
	}
	if s.Actions > 0 {
		if s.mayExplore(ts.node) {
			dst = exploreLegal(s, ts, dst)
		}
		if s.mayQuest(ts) {
			dst = questLegal(s, ts, dst)
		}
		dst = encounterLegal(s, ts, dst)
		// A fight needs a hostile token in the space or a ranged weapon.
		if ts.hostile != 0 || s.rangedWeapon(seat) {
			dst = fightLegal(s, ts, dst)
		}
		dst = campVerbLegal(s, ts, dst)
	}
	if !s.noUse(seat, tbTurn|tbAnyAction) {
		dst = useLegal(s, ts, dst)
	}
	if s.Coop.On && s.Actions > 0 {
		dst = fastTravelLegal(s, ts, dst)
	}
	return dst
}

// turnGoesOn reports whether seat has any turn option besides ending the
// turn; a turn with nothing left to do ends by itself. With an action left
// the Move action is one. Without, turnLegal lists only steps, the
// start-of-turn window and abilities, which are asked in that order (the
// order does not change the answer). TestTurnGoesOn compares it with the
// listing.
func (s *State) turnGoesOn(seat int) bool {
	if s.Actions > 0 {
		return true
	}
	// The commonest answer first: a step the MP pool pays for into a
	// space of the survivor's own tile (the first steps stepLegal lists),
	// found without reading the edges. A face-up tile's spaces are never
	// face down.
	if n := s.P[seat].Node; s.MP > 0 && n != Nowhere {
		p, _ := nodePos(n)
		for m := s.board().Beside(n); m != 0; m &= m - 1 {
			if s.MP >= 2 || s.stepCost(node(p, bits.TrailingZeros8(m))) <= s.MP {
				return true
			}
		}
	}
	var buf [16]engine.Action
	ts := newTurnScan(s, seat)
	if len(stepVerbLegal(s, ts, buf[:0])) > 0 {
		return true
	}
	if s.TurnFlags&tfActed == 0 && (len(equipLegal(s, ts, buf[:0])) > 0 || len(loyalLegal(s, ts, buf[:0])) > 0 || len(disloyalLegal(s, ts, buf[:0])) > 0) {
		return true
	}
	return len(useLegal(s, ts, buf[:0])) > 0
}

// takeAction spends one of the turn's actions and closes the start-of-turn
// window (FO-TURN-1/2).
func (s *State) takeAction() {
	s.Actions--
	s.TurnFlags |= tfActed
}

// removeInv removes inventory card i, keeping the order of the others.
func (p *Player) removeInv(i int) {
	copy(p.Inv[i:p.NInv], p.Inv[i+1:p.NInv])
	p.NInv--
	p.Inv[p.NInv] = Held{}
}

// factionName is the scenario's name for faction f.
func (s *State) factionName(f content.Faction) string {
	return s.geo().sc.Faction(f).Name
}

// plural writes "1 action" or "2 actions".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// endLegal lists ending the turn, always open (FO-ACT-3).
func endLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	return append(dst, act(tvEnd, 0, 0, 0))
}

// equipLegal lists the inventory cards the survivor may equip before the first action (FO-TURN-2, FO-EQUIP-4).
func equipLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if s.TurnFlags&tfActed != 0 {
		return dst
	}
	p := &s.P[ts.seat]
	for i, h := range p.Inv[:p.NInv] {
		if slotOf(h.Card) >= 0 {
			dst = append(dst, act(tvEquip, i, 0, 0))
		}
	}
	return dst
}

// loyalLegal lists the agenda cards with a faction icon the survivor may display before the first action (FO-TURN-2, FO-LOYAL-1/5).
func loyalLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if s.TurnFlags&tfActed != 0 {
		return dst
	}
	p := &s.P[ts.seat]
	for i, c := range p.Hand[:p.NHand] {
		if agendaFaction[c] >= 0 {
			dst = append(dst, act(tvLoyal, i, 0, 0))
		}
	}
	return dst
}

// disloyalLegal lists withdrawing a displayed loyalty before the first action (FO-LOYAL-5).
func disloyalLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if s.TurnFlags&tfActed != 0 || s.P[ts.seat].Loyal < 0 {
		return dst
	}
	return append(dst, act(tvDisloyal, 0, 0, 0))
}
