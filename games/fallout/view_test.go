package fallout

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The view shows every space with its name, terrain, encounter icon and
// level, enemy icons, neighbours and what stands on it.
// rule FO-MAP-1, FO-MAP-3, FO-MAP-4, FO-MAP-6, FO-MAP-8
func TestViewSpaces(t *testing.T) {
	s := foStarted(t, 2, 3)
	s.P[0].Node, s.P[1].Node = foNode(t, s, "t01.a"), foNode(t, s, "t01.a") // any number of survivors
	v := s.View(engine.Spectator).(*View)
	var camp, c *SpaceView
	var fd *PositionView
	for i := range v.Map {
		for j := range v.Map[i].Spaces {
			switch v.Map[i].Spaces[j].ID {
			case "t01.a":
				camp = &v.Map[i].Spaces[j]
			case "t02.c":
				c = &v.Map[i].Spaces[j]
			}
		}
		if v.Map[i].Name == "q1r-1" {
			fd = &v.Map[i]
		}
	}
	if camp == nil || camp.Name != "Crossroads Camp" || camp.Encounter != "settlement" || camp.Level != 1 || len(camp.Survivors) != 2 {
		t.Fatalf("t01.a %+v", camp)
	}
	if c == nil || c.Terrain != "irradiated" || len(c.Icons) != 1 || c.Icons[0] != "creature" || len(c.Enemies) != 1 || !c.Enemies[0].Active {
		t.Fatalf("t02.c %+v", c)
	}
	if fd == nil || fd.FaceUp || fd.Back != "hazardous" || fd.Tile != "" || len(fd.Spaces) != 1 || len(fd.Spaces[0].Adjacent) != 5 {
		t.Fatalf("face-down position %+v", fd)
	}
	if v.Private != nil || len(v.Survivors) != 2 || v.Survivors[0].Agendas != 1 {
		t.Fatalf("spectator view %+v", v)
	}
}

// A survivor is its board and everything on it: the view of a seat's
// survivor shows the controlling seat, the HP and rads tracks, the XP peg,
// the S.P.E.C.I.A.L. tokens and traits on the board, the equipped cards in
// their slots, and the inventory.
// rule FO-GOLD-6
func TestViewSurvivorIsItsBoard(t *testing.T) {
	s := fxGame(t, 2, 5, "")
	seat := fxSeat(s)
	p := &s.P[seat]
	p.HP, p.Rads = 12, 3
	fxLetters(s, seat, "SE")
	p.XP = 2
	wr := traitIndex(content.WellRested)
	mk := slices.IndexFunc(data.Tokens.TraitTokens, func(tt content.TraitToken) bool { return tt.Sides[wr%2] == content.WellRested })
	s.takeTrait(seat, wr, int8(mk), "test", nil)
	fxEquip(t, s, seat, "rebar-club")
	aid := items[foGive(t, s, seat, "aid")].ID
	v := s.View(engine.Seat(seat)).(*View).Survivors[seat]
	if v.Seat != seat || v.Survivor != data.Survivors[p.Survivor].ID || v.Space != s.nodeName(p.Node) {
		t.Fatalf("seat %d survivor %q at %q", v.Seat, v.Survivor, v.Space)
	}
	if v.HP != 12 || v.Rads != 3 || v.Remaining != 9 || v.Special != "SE" || v.XP != "E" {
		t.Fatalf("board: HP %d rads %d remaining %d special %q XP %q", v.HP, v.Rads, v.Remaining, v.Special, v.XP)
	}
	if len(v.Traits) != 1 || v.Traits[0].Trait != string(content.WellRested) {
		t.Fatalf("traits %v", v.Traits)
	}
	if !slices.ContainsFunc(v.Equipped, func(c CardView) bool { return c.ID == "rebar-club" && c.Slot == string(content.WeaponSlot) }) {
		t.Fatalf("equipped %v", v.Equipped)
	}
	if !slices.ContainsFunc(v.Inventory, func(c CardView) bool { return c.ID == aid }) {
		t.Fatalf("inventory %v", v.Inventory)
	}
}

// The order of every deck is hidden: reversing the loot, asset and agenda
// decks and each encounter deck above its known bottom changes no seat's
// view. Resample redraws those orders, so the conformance suite's leak
// check (a seat's view and events unchanged by Resample) covers them.
// rule FO-SETUP-4, FO-SETUP-5, FO-ENC-8, FO-AGENDA-6
func TestViewHidesDeckOrders(t *testing.T) {
	s := foStarted(t, 3, 6)
	s.EncKnown[0] = 2
	piles := func(c *State) []*Pile {
		ps := []*Pile{&c.Loot, &c.Assets, &c.Agenda}
		for d := range c.Enc {
			ps = append(ps, &c.Enc[d])
		}
		return ps
	}
	known := func(i int) int {
		if i >= 3 {
			return int(s.EncKnown[i-3])
		}
		return 0
	}
	// Piles of fewer than 2 hidden cards have no order to hide.
	mixed := make([]bool, len(piles(s)))
	r := *s
	for i, p := range piles(&r) {
		mixed[i] = int(p.N)-known(i) >= 2
		slices.Reverse(p.Cards[known(i):p.N])
	}
	if !mixed[0] || !mixed[1] || !mixed[2] || !mixed[3] {
		t.Fatalf("hidden cards of the piles: %v", mixed)
	}
	for seat := engine.Seat(-1); seat < 3; seat++ {
		a, _ := json.Marshal(s.View(seat))
		b, _ := json.Marshal(r.View(seat))
		if !bytes.Equal(a, b) {
			t.Fatalf("seat %d sees the order of a deck", seat)
		}
	}
	changed := make([]bool, len(piles(s)))
	rng := engine.NewRNG(5)
	for range 10 {
		rs := s.Resample(0, &rng).(*State)
		for i, p := range piles(rs) {
			q := piles(s)[i]
			if !slices.Equal(p.Cards[:known(i)], q.Cards[:known(i)]) {
				t.Fatalf("pile %d: the known bottom moved", i)
			}
			changed[i] = changed[i] || p.Cards != q.Cards
		}
	}
	if !slices.Equal(changed, mixed) {
		t.Fatalf("Resample left some deck orders alone: %v", changed)
	}
}
