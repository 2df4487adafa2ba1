package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// test FO-EX-HP-1
// rule FO-HP-5
func TestDeathRemainingHP(t *testing.T) {
	s := foStarted(t, 1, 1)
	s.P[0].HP, s.P[0].Rads = 12, 3
	if v := s.View(0).(*View); v.Survivors[0].Remaining != 9 {
		t.Fatalf("remaining %d", v.Survivors[0].Remaining)
	}
}

// rule FO-HP-2, FO-HP-3, FO-HP-4
func TestDeathPegsStayOnTheTrack(t *testing.T) {
	s := foStarted(t, 2, 1)
	s.P[1].HP = 10
	s.harm(1, 3, 2, harmSource{cause: harmIrradiated}, nil)
	if s.P[1].HP != 7 || s.P[1].Rads != 2 {
		t.Fatalf("%d HP %d rads", s.P[1].HP, s.P[1].Rads)
	}
	s.harm(1, 0, 40, harmSource{cause: harmIrradiated}, nil)
	if s.P[1].Rads != 16 {
		t.Fatalf("rads %d above the track", s.P[1].Rads)
	}
}

// deathFixture puts a loot card in the inventory and a weapon in the hand
// of the solo survivor standing next to the irradiated t06.a.
func deathFixture(t *testing.T, players int) *State {
	t.Helper()
	s := foStarted(t, players, 5, "exiled-paladin")
	foClearEnemies(s)
	foPutTile(t, s, 0, 1, "t06")
	s.Map[foPos(t, s, 0, 1)].FaceUp = true
	seat := int(s.Turn)
	s.P[seat].Node = foNode(t, s, "t01.b")
	foGive(t, s, seat, "aid")
	return s
}

// test FO-EX-HP-2
// rule FO-HP-6, FO-DEATH-1, FO-DEATH-3, FO-DEATH-4, FO-DEATH-5, FO-TURN-4
func TestDeathByRadsKillsAndEliminates(t *testing.T) {
	s := deathFixture(t, 2)
	seat := int(s.Turn)
	p := &s.P[seat]
	p.HP, p.Rads = 16, 15
	foApply(t, s, "move-action")
	evs := foApply(t, s, "move:t06.a")
	if !p.Out || p.Node != Nowhere || len(foEvents(evs, "eliminated")) != 1 {
		t.Fatalf("out %v at %d, events %v", p.Out, p.Node, evs)
	}
	k := foEvents(evs, "killed")
	if len(k) != 1 || !k[0].Data.(Killed).Eliminated || k[0].Data.(Killed).Rads != 16 {
		t.Fatalf("killed %+v", k)
	}
	if p.NInv != 0 || p.NHand != 0 || p.Caps != 0 || p.Equip[slotWeapon].Card != -1 || p.Special != 0 {
		t.Fatalf("eliminated survivor keeps %+v", p)
	}
	if s.Turn == int8(seat) || s.Over() {
		t.Fatalf("turn %d over %v", s.Turn, s.Over())
	}
	// The eliminated player's turns are skipped from now on.
	for i := 0; i < 4; i++ {
		if s.Turn == int8(seat) {
			t.Fatal("an eliminated player takes a turn")
		}
		foApply(t, s, "end")
	}
}

// test FO-EX-HP-2
// rule FO-HP-6, FO-DEATH-1, FO-DEATH-4, FO-MAP-3
func TestDeathByDamageRespawns(t *testing.T) {
	s := deathFixture(t, 2)
	seat := int(s.Turn)
	other := 1 - seat
	p := &s.P[other]
	p.Rads = 15
	foGive(t, s, other, "aid")
	caps, hand, equip := p.Caps, p.Hand, p.Equip
	discards := s.LootDiscard.N + s.AssetDiscard.N
	if !s.harm(other, 16, 0, harmSource{cause: harmIrradiated}, nil) {
		t.Fatal("16 damage did not kill")
	}
	var rec engine.Recorder
	s.advance(&rec)
	if s.Prompt() != "respawn" || s.ToMove() != engine.Seat(other) {
		t.Fatalf("prompt %s by %d", s.Prompt(), s.ToMove())
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	want := []string{"respawn:t01.a", "respawn:t01.b", "respawn:t01.c", "respawn:t01.d"} // any space, occupied too
	if !slices.Equal(foOptions(s), want) {
		t.Fatalf("options %v", foOptions(s))
	}
	foApply(t, s, "respawn:t01.c")
	if p.Node != foNode(t, s, "t01.c") || p.HP != 16 || p.Rads != 15 || p.Out {
		t.Fatalf("respawned %+v", p)
	}
	if p.NInv != 0 || s.LootDiscard.N+s.AssetDiscard.N != discards+1 || p.Caps != caps || p.Hand != hand || p.Equip != equip {
		t.Fatalf("after death: inventory %d, %+v", p.NInv, p)
	}
	// Killed during another player's turn: that turn goes on.
	if s.Turn != int8(seat) || s.Prompt() != "turn" || s.Actions != 2 {
		t.Fatalf("turn %d prompt %s actions %d", s.Turn, s.Prompt(), s.Actions)
	}
}

// rule FO-DEATH-3, FO-TURN-4, FO-MOVE-5
func TestDeathEndsTheOwnTurn(t *testing.T) {
	s := deathFixture(t, 2)
	seat := int(s.Turn)
	s.P[seat].HP, s.P[seat].Rads = 5, 4
	foApply(t, s, "move-action")
	foApply(t, s, "move-action")
	evs := foApply(t, s, "move:t06.a")
	if s.Prompt() != "respawn" {
		t.Fatalf("prompt %s", s.Prompt())
	}
	evs = append(evs, foApply(t, s, "respawn:t01.a")...)
	te := foEvents(evs, "turn-ended")
	if len(te) != 1 || te[0].Data.(TurnEnded).Reason != "died" || te[0].Data.(TurnEnded).MPLost != 3 || s.Turn == int8(seat) {
		t.Fatalf("turn ended %+v, turn %d", te, s.Turn)
	}
}

// rule FO-DEATH-6, FO-FIRST-3
func TestDeathEliminatedFirstPlayerPassesTheDeck(t *testing.T) {
	s := foStarted(t, 3, 2)
	first := int(s.First)
	s.P[first].Rads = 16
	s.harm(first, 1, 0, harmSource{cause: harmIrradiated}, nil)
	s.advance(nil)
	right := (first + 2) % 3
	if !s.P[first].Out || int(s.First) != right {
		t.Fatalf("first %d, want %d", s.First, right)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// A solo player who is eliminated ends the game.
// rule FO-DEATH-5, FO-SOLO-1
func TestDeathSoloElimination(t *testing.T) {
	s := deathFixture(t, 1)
	s.P[0].Rads = 15
	foApply(t, s, "move-action")
	foApply(t, s, "move:t06.a")
	if !s.Over() || s.End != endAllOut {
		t.Fatalf("over %v end %d", s.Over(), s.End)
	}
	res := s.Result()
	if len(res.Winners) != 0 || res.Detail.(ResultDetail).End != "all-eliminated" {
		t.Fatalf("result %+v", res)
	}
}

// rule FO-HP-6, FO-DEATH-1: a survivor whose death is pending cannot die
// again, and a death resolves only if the pegs still say so then: harm
// after a lethal hit adds no second death, and the one pending finds the
// survivor at 0 HP and resets them once.
func TestDeathPendingDiesOnce(t *testing.T) {
	for _, tc := range []struct {
		name   string
		second func(s *State, seat int)
		deaths int16
	}{
		{"rads while dying", func(s *State, seat int) { s.harm(seat, 0, 2, harmSource{cause: harmIrradiated}, nil) }, 1},
		{"damage while dying", func(s *State, seat int) { s.harm(seat, 3, 0, harmSource{cause: harmIrradiated}, nil) }, 1},
		{"healed before it resolves", func(s *State, seat int) { s.heal(seat, 5, 0, "test", nil) }, 0},
	} {
		s := deathFixture(t, 2)
		other := 1 - int(s.Turn)
		if !s.harm(other, 16, 0, harmSource{cause: harmIrradiated}, nil) {
			t.Fatalf("%s: 16 damage did not kill", tc.name)
		}
		tc.second(s, other)
		var rec engine.Recorder
		s.advance(&rec)
		if s.Deaths != tc.deaths || len(foEvents(rec.Events, "killed")) != int(tc.deaths) {
			t.Fatalf("%s: %d deaths, events %v", tc.name, s.Deaths, rec.Events)
		}
		if tc.deaths == 1 {
			if s.Prompt() != "respawn" || s.P[other].HP != 16 {
				t.Fatalf("%s: prompt %s, HP %d", tc.name, s.Prompt(), s.P[other].HP)
			}
			foApply(t, s, "respawn:t01.a")
			if s.Deaths != 1 || s.Prompt() != "turn" {
				t.Fatalf("%s: after the respawn %d deaths, prompt %s", tc.name, s.Deaths, s.Prompt())
			}
		}
		if tc.deaths == 0 && (s.Prompt() != "turn" || s.P[other].Node == Nowhere) {
			t.Fatalf("%s: prompt %s, node %d", tc.name, s.Prompt(), s.P[other].Node)
		}
	}
}

// rule FO-HP-6, FO-DEATH-1, FO-LOOT-1: "draw 2 loot" draws Ambush, which
// kills, then Rad Storm while that death is pending: the survivor dies
// once, comes back with the storm's rads, and is not killed again.
func TestDeathLootEventsKillOnce(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	s.P[seat].HP, s.P[seat].Rads = 3, 0
	fqTop(t, s, "rad-storm")
	fqTop(t, s, "ambush")
	var rec engine.Recorder
	s.drawCards(seat, content.LootDeck, 2, "draw", &rec)
	s.advance(&rec)
	foApply(t, s, "respawn:t01.b")
	p := &s.P[seat]
	if s.Deaths != 1 || len(foEvents(rec.Events, "killed")) != 1 || p.HP != 16 || p.Rads != 2 || p.Node == Nowhere || s.Prompt() == "respawn" {
		t.Fatalf("deaths %d, HP %d, rads %d, prompt %s", s.Deaths, p.HP, p.Rads, s.Prompt())
	}
}
