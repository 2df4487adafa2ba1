package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// rule FO-TURN-1, FO-ACT-1, FO-ACT-2
func TestTurnTwoActions(t *testing.T) {
	s := foStarted(t, 2, 3)
	seat := s.Turn
	foApply(t, s, "move-action")
	foApply(t, s, "move-action") // the same action twice
	if s.Actions != 0 || s.MP != 4 || s.Turn != seat {
		t.Fatalf("actions %d, MP %d", s.Actions, s.MP)
	}
	foRefuse(t, s, "move-action")
	for _, id := range foOptions(s) {
		if id != "end" && id[:5] != "move:" {
			t.Fatalf("option %s after both actions", id)
		}
	}
}

// rule FO-ACT-3, FO-MOVE-5
func TestTurnForfeit(t *testing.T) {
	s := foStarted(t, 2, 3)
	seat := s.Turn
	evs := foApply(t, s, "end")
	te := foEvents(evs, "turn-ended")
	if len(te) != 1 || te[0].Data.(TurnEnded).Forfeited != 2 || s.Turn == seat {
		t.Fatalf("events %+v, turn %d", te, s.Turn)
	}
	seat = s.Turn
	foApply(t, s, "move-action")
	evs = foApply(t, s, "end")
	te = foEvents(evs, "turn-ended")
	if len(te) != 1 || te[0].Data.(TurnEnded).Forfeited != 1 || te[0].Data.(TurnEnded).MPLost != 2 || s.Turn == seat || s.MP != 0 {
		t.Fatalf("events %+v, MP %d", te, s.MP)
	}
}

// A turn with nothing left to do but end ends by itself.
// rule FO-TURN-1
func TestTurnEndsWhenNothingIsLeft(t *testing.T) {
	s := foStarted(t, 2, 3)
	seat := s.Turn
	s.P[seat].Node = foNode(t, s, "t03.d") // inside t03: no face-down tile next to it
	foApply(t, s, "move-action")
	foApply(t, s, "move:t03.a")
	foApply(t, s, "move:t03.d")
	foApply(t, s, "move-action")
	foApply(t, s, "move:t03.a")
	evs := foApply(t, s, "move:t03.d")
	te := foEvents(evs, "turn-ended")
	if len(te) != 1 || te[0].Data.(TurnEnded).Reason != "done" || s.Turn == seat {
		t.Fatalf("events %+v", te)
	}
}

// rule FO-TURN-2, FO-EQUIP-4, FO-EQUIP-1, FO-EXH-2
func TestTurnEquipBeforeTheFirstAction(t *testing.T) {
	s := foStarted(t, 1, 3, "exiled-paladin")
	rifle := s.charCard(0)
	if s.P[0].Equip[slotWeapon].Card != rifle {
		t.Fatal("the rifle is not equipped")
	}
	w := foGive(t, s, 0, "weapon")
	s.P[0].Inv[0].Exhausted = true
	foKeep(s)
	id := "equip:" + items[w].ID
	foApply(t, s, id)
	p := &s.P[0]
	if p.Equip[slotWeapon].Card != w || !p.Equip[slotWeapon].Exhausted || p.NInv != 1 || p.Inv[0].Card != rifle {
		t.Fatalf("after the swap: equip %+v, inventory %+v", p.Equip, p.Inv[:p.NInv])
	}
	a := foGive(t, s, 0, "apparel")
	foApply(t, s, "equip:"+items[a].ID)
	if p.Equip[slotApparel].Card != a || p.NInv != 1 {
		t.Fatalf("apparel %+v, inventory %d", p.Equip, p.NInv)
	}
	foApply(t, s, "move-action")
	foRefuse(t, s, "equip:"+items[rifle].ID)
}

// rule FO-TURN-2, FO-LOYAL-1, FO-LOYAL-5, FO-LOYAL-6, FO-LOYAL-7, FO-AGENDA-6
func TestTurnLoyalty(t *testing.T) {
	s := foStarted(t, 2, 3)
	seat := int(s.Turn)
	p := &s.P[seat]
	for p.NHand > 0 { // start from an empty hand
		s.Agenda.put(p.Hand[p.NHand-1])
		p.NHand--
	}
	s.keepReach(seat)
	plain := foGiveAgenda(t, s, seat, false)
	f1 := foGiveAgenda(t, s, seat, true)
	f2 := foGiveAgenda(t, s, seat, true)
	foRefuse(t, s, "loyal:"+data.Agendas[plain].ID)
	foRefuse(t, s, "disloyal")
	evs := foApply(t, s, "loyal:"+data.Agendas[f1].ID)
	if p.Loyal != f1 || p.NHand != 2 || len(foEvents(evs, "loyalty")) != 1 || !foEvents(evs, "loyalty")[0].Reveals {
		t.Fatalf("loyal %d, hand %d", p.Loyal, p.NHand)
	}
	if v := s.View(engine.Spectator).(*View); v.Survivors[seat].Loyal != data.Agendas[f1].ID || v.Survivors[seat].Agendas != 3 {
		t.Fatalf("view %+v", v.Survivors[seat])
	}
	foApply(t, s, "loyal:"+data.Agendas[f2].ID) // change: the first card goes back
	if p.Loyal != f2 || p.NHand != 2 {
		t.Fatalf("loyal %d, hand %v", p.Loyal, p.Hand[:p.NHand])
	}
	foApply(t, s, "disloyal")
	if p.Loyal != -1 || p.NHand != 3 {
		t.Fatalf("loyal %d, hand %d", p.Loyal, p.NHand)
	}
	foApply(t, s, "loyal:"+data.Agendas[f1].ID)
	foApply(t, s, "move-action")
	foRefuse(t, s, "disloyal")
	foRefuse(t, s, "loyal:"+data.Agendas[f2].ID)
}

// TestTurnVerbOffers checks, at every turn decision of random games, that a
// TestTurnGoesOn checks, after every move of random games (1 to 4
// players, co-op, every scenario) that leaves a turn going on or ending,
// that turnGoesOn says whether the turn listing holds more than ending
// the turn. rule FO-ACT-3
func TestTurnGoesOn(t *testing.T) {
	ends := 0
	keptVariety(t, 6, func(s *State) {
		if s.Done || s.Top().Kind != fTurn {
			return
		}
		seat := int(s.Top().Seat)
		want := len(turnLegal(s, &Frame{Kind: fTurn, Seat: int8(seat)}, nil)) > 1
		ends += b2i(!want)
		if got := s.turnGoesOn(seat); got != want {
			t.Fatalf("turnGoesOn %v, the listing %v", got, turnLegal(s, &Frame{Kind: fTurn, Seat: int8(seat)}, nil))
		}
		// The same with no action left, as after the turn's last one, with
		// the MP pool as it is and with 1 or 2 MP (a difficult space costs
		// 2, FO-TERRAIN-1).
		for _, mp := range []int8{s.MP, 1, 2} {
			c := *s
			c.Actions, c.MP = 0, mp
			want = len(turnLegal(&c, &Frame{Kind: fTurn, Seat: int8(seat)}, nil)) > 1
			ends += b2i(!want)
			if got := c.turnGoesOn(seat); got != want {
				t.Fatalf("without actions, %d MP: turnGoesOn %v, the listing %v", mp, got, turnLegal(&c, &Frame{Kind: fTurn, Seat: int8(seat)}, nil))
			}
		}
	})
	if ends == 0 {
		t.Fatal("no turn had nothing left but ending it")
	}
}

// TestTurnScan checks, at every turn decision of random games, that what a
// turn listing shares (turnScan) is what each verb would look up itself:
// whether an enemy blocks the space (FO-ACT-5), the hostile tokens in it
// and the printed space, known when the survivor has an action left on
// the map.
func TestTurnScan(t *testing.T) {
	blocked := 0
	foRandomStates(10, func(s *State) {
		if s.Done || s.Top().Kind != fTurn {
			return
		}
		seat := int(s.Top().Seat)
		n := s.P[seat].Node
		if s.Actions <= 0 || n == Nowhere {
			return
		}
		ts := newTurnScan(s, seat)
		if ts.blocked != s.blockedHere(seat) {
			t.Fatalf("blocked %v, want %v", ts.blocked, s.blockedHere(seat))
		}
		blocked += b2i(ts.blocked)
		var hostile uint64
		for tk := range s.Tokens {
			if s.Tokens[tk].Node == n && s.foeHostile(seat, tk) {
				hostile |= 1 << uint(tk)
			}
		}
		if ts.hostile != hostile {
			t.Fatalf("hostile %b, want %b", ts.hostile, hostile)
		}
		var sp *spaceInfo // none on a face-down tile
		if !facedown(n) {
			sp = s.space(n)
		}
		if ts.sp != sp {
			t.Fatalf("space %p at node %d, want %p", ts.sp, n, sp)
		}
	})
	if blocked == 0 {
		t.Error("no survivor was blocked")
	}
}

// TestTurnLegalIsTheVerbs checks, at every turn decision of random games
// (1 to 4 players, co-op, every scenario), that turnLegal lists what the
// verbs of the table list, in verb order.
func TestTurnLegalIsTheVerbs(t *testing.T) {
	turns := 0
	keptVariety(t, 6, func(s *State) {
		if s.Done || s.Top().Kind != fTurn {
			return
		}
		turns++
		seat := int(s.Top().Seat)
		var want []engine.Action
		ts := newTurnScan(s, seat)
		for _, tv := range turnVerbs[1:] {
			want = tv.legal(s, ts, want)
		}
		if got := turnLegal(s, &Frame{Kind: fTurn, Seat: int8(seat)}, nil); !slices.Equal(got, want) {
			t.Fatalf("turnLegal lists %v, the verbs %v", got, want)
		}
	})
	if turns == 0 {
		t.Fatal("no turn decision")
	}
}
