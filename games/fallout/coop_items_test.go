package fallout

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Camping in a named space places a gained C.A.M.P. token there, one per
// Camp action; in a space without a name it cannot; tokens gained go to
// the group, and placed tokens never move.
// rule AB-CAMP-2, AB-CAMP-3, AB-CAMP-4
func TestCoopCampTokens(t *testing.T) {
	s := coGame(t, 2, 5, "heart")
	seat := int(s.Turn)
	s.P[seat].Node = foNode(t, s, "t01.b") // Well Yard
	foApply(t, s, "camp")
	if foHas(s, "camp-token") {
		t.Fatal("a token to place with none gained")
	}
	foApply(t, s, "done")
	fqEffect(t, s, seat, content.Effect{Kind: "power", Faction: content.Heart, N: 2}) // heart "+": 1 token each
	if s.Coop.NCamps != 3 {
		t.Fatalf("%d tokens gained", s.Coop.NCamps)
	}
	foApply(t, s, "camp")
	evs := foApply(t, s, "camp-token")
	if cp := fxEvent[CampTokenPlaced](t, evs, "camp-token-placed"); cp.Space != "t01.b" || cp.Left != 1 || foHas(s, "camp-token") {
		t.Fatalf("placed %+v, options %v", cp, foOptions(s))
	}
	foApply(t, s, "done")
	// Unnamed space: no placing.
	s.Actions = 2
	s.P[seat].Node = foNode(t, s, "t01.c")
	foApply(t, s, "camp")
	if foHas(s, "camp-token") {
		t.Fatal("a token placed in a space without a name")
	}
	if v := s.View(-1).(*View); !slices.Equal(v.Coop.Camps, []string{"t01.a", "t01.b"}) || v.Coop.CampsHeld != 1 {
		t.Fatalf("view camps %v held %d", v.Coop.Camps, v.Coop.CampsHeld)
	}
}

// test AB-EX-FT-1
// C.A.M.P. tokens in Crossroads Camp and Cinder Market; an inactive
// enemy in the survivor's space and an active one 2 spaces away: Fast
// Travel is allowed to either token's space. With an active enemy
// adjacent: not.
// rule AB-FT-2
func TestCoopFastTravelBlocking(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	c := &s.Coop
	c.Camps[1], c.NCamps = foNode(t, s, "t02.a"), 2
	s.P[seat].Node = foNode(t, s, "t01.c")
	fxPut(t, s, "dune-strider", foNode(t, s, "t01.c"), false)
	far := fxPut(t, s, "toll-bandit", foNode(t, s, "t02.b"), true)
	if !foHas(s, "fast-travel:t01.a") || !foHas(s, "fast-travel:t02.a") {
		t.Fatalf("options %v", foOptions(s))
	}
	s.moveToken(far, foNode(t, s, "t01.b"))
	if foHas(s, "fast-travel:t01.a") || foHas(s, "fast-travel:t02.a") {
		t.Fatalf("fast travel beside an active enemy: %v", foOptions(s))
	}
}

// Fast Travel is an action that places the figure in a C.A.M.P. space: no
// MP, no terrain, no Aggressive fight; it may be taken twice in a turn.
// rule AB-FT-1, AB-FT-3, AB-FT-4, AB-FT-5
func TestCoopFastTravel(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	c := &s.Coop
	c.Camps[1], c.NCamps = foNode(t, s, "t02.c"), 2 // Ash Flats: irradiated
	fxPut(t, s, "dune-strider", foNode(t, s, "t02.c"), true)
	s.Tokens[fxEnemy(t, "dune-strider")].Active = false
	ag := fxPut(t, s, "burrow-hog", foNode(t, s, "t02.c"), true)
	_ = ag
	s.Tokens[ag].Active = false // face down: it blocks nothing, and Aggressive would only matter on moving in
	s.P[seat].Node = foNode(t, s, "t01.a")
	rads, mp := s.P[seat].Rads, s.MP
	evs := foApply(t, s, "fast-travel:t02.c")
	if ft := fxEvent[FastTravelled](t, evs, "fast-travelled"); ft.From != "t01.a" || ft.To != "t02.c" || s.P[seat].Node != foNode(t, s, "t02.c") {
		t.Fatalf("travelled %+v", ft)
	}
	if s.Actions != 1 || s.MP != mp || s.P[seat].Rads != rads || len(foEvents(evs, "fight-started")) != 0 || len(foEvents(evs, "moved")) != 0 {
		t.Fatalf("actions %d MP %d rads %d, events %v", s.Actions, s.MP, s.P[seat].Rads, evs)
	}
	evs = foApply(t, s, "fast-travel:t01.a")
	if s.P[seat].Node != foNode(t, s, "t01.a") || fxEvent[TurnEnded](t, evs, "turn-ended").Forfeited != 0 {
		t.Fatalf("second fast travel: node %d, events %v", s.P[seat].Node, evs)
	}
}

// test AB-EX-MOD-1
// "Shop 2": both transactions draw mods; the survivor keeps a weapon mod;
// their equipped weapon's old mod is discarded. No purchase is left.
// rule AB-MOD-1, AB-MOD-2, AB-MOD-3, AB-MOD-4, AB-MOD-5, AB-MOD-7
func TestCoopModsFromTheShop(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	fxEquip(t, s, seat, "pipe-pistol")
	fxEquip(t, s, seat, "patched-duster")
	old := coMod(t, "mod-scrap-scope")
	w := &s.P[seat].Equip[slotWeapon]
	w.Mod = old + 1
	coTop(&s.Coop.ModDeck, coMod(t, "mod-lead-lining"))
	coTop(&s.Coop.ModDeck, coMod(t, "mod-serrated-edge"))
	s.Coop.ModDeck.N = removeCard(&s.Coop.ModDeck, old)
	var rec engine.Recorder
	s.openShop(seat, 2, &rec)
	s.advance(&rec)
	if !foHas(s, "mods:1") || !foHas(s, "mods:2") || foHas(s, "mods:3") {
		t.Fatalf("shop options %v", foOptions(s))
	}
	evs := foApply(t, s, "mods:2")
	if md := fxEvent[ModsDrawn](t, evs, "mods-drawn"); !slices.Equal(md.Mods, []string{"mod-serrated-edge", "mod-lead-lining"}) {
		t.Fatalf("drawn %+v", md)
	}
	if s.Prompt() != "keep-mod" || s.pendingFor(seat, fShop) {
		t.Fatalf("prompt %q; the shop is still open: %v", s.Prompt(), s.pendingFor(seat, fShop))
	}
	evs = foApply(t, s, "keep:mod-serrated-edge")
	if mk := fxEvent[ModKept](t, evs, "mod-kept"); !slices.Equal(mk.Discarded, []string{"mod-lead-lining"}) {
		t.Fatalf("kept %+v", mk)
	}
	// Only the weapon: the apparel does not carry the weapon symbol.
	if got := foOptions(s); !slices.Equal(got, []string{"attach:pipe-pistol", "discard-mod"}) {
		t.Fatalf("attach options %v", got)
	}
	evs = foApply(t, s, "attach:pipe-pistol")
	ma := fxEvent[ModAttached](t, evs, "mod-attached")
	if ma.Card != "pipe-pistol" || ma.Replaced != "mod-scrap-scope" || s.P[seat].Equip[slotWeapon].Mod != coMod(t, "mod-serrated-edge")+1 {
		t.Fatalf("attached %+v", ma)
	}
	if d := s.modDiscard(nil); !slices.Contains(d, old) || !slices.Contains(d, coMod(t, "mod-lead-lining")) {
		t.Fatalf("discard %v", d)
	}
	// The mod counts nowhere toward the inventory: 3 cards with mods fit.
	for i, id := range []string{"rebar-club", "nail-board", "chain-whip"} {
		fxCarry(t, s, seat, id)
		m := coMod(t, []string{"mod-long-barrel", "mod-long-barrel-2", "mod-hair-trigger"}[i])
		s.Coop.ModDeck.N = removeCard(&s.Coop.ModDeck, m)
		s.P[seat].Inv[s.P[seat].NInv-1].Mod = m + 1
	}
	if err := s.Check(); err != nil || s.P[seat].NInv != 3 {
		t.Fatalf("3 modded cards: %v, %d in the inventory", err, s.P[seat].NInv)
	}
	// The serrated edge adds its hit in fights.
	if m := s.modifier(seat); m.Hits != 1 {
		t.Fatalf("modifier %+v", m)
	}
}

// removeCard takes card c out of pile p and returns the new count.
func removeCard(p *Pile, c int8) int8 {
	for i := 0; i < int(p.N); i++ {
		if p.Cards[i] == c {
			copy(p.Cards[i:p.N-1], p.Cards[i+1:p.N])
			return p.N - 1
		}
	}
	return p.N
}

// A mod with no card of its symbol is discarded; a discarded card takes
// its mod with it; a traded card keeps its mod.
// rule AB-MOD-3, AB-MOD-6, AB-MOD-8
func TestCoopModsGoWithTheirCards(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	s.Coop.ModDeck.N = removeCard(&s.Coop.ModDeck, coMod(t, "mod-lead-lining"))
	s.Coop.Drawn.put(coMod(t, "mod-lead-lining"))
	var rec engine.Recorder
	s.keepMod(seat, 0, &rec)
	if ma := fxEvent[ModAttached](t, rec.Events, "mod-attached"); ma.Why != "no-card" || ma.Card != "" {
		t.Fatalf("no card: %+v", ma)
	}
	fxEquip(t, s, seat, "pipe-pistol")
	m := coMod(t, "mod-long-barrel")
	s.Coop.ModDeck.N = removeCard(&s.Coop.ModDeck, m)
	s.P[seat].Equip[slotWeapon].Mod = m + 1
	other := 1 - seat
	s.P[other].Node = s.P[seat].Node
	s.Trade = Trade{Partner: int8(other), Give: 1 << slotWeapon}
	s.executeTrade(seat, nil)
	if w := s.whereHeld(other, fxItem(t, "pipe-pistol")); w < 0 || s.placeAt(other, w).Mod != m+1 {
		t.Fatalf("the traded pistol lost its mod")
	}
	s.discardHeld(other, s.whereHeld(other, fxItem(t, "pipe-pistol")), "test", nil)
	if !slices.Contains(s.modDiscard(nil), m) {
		t.Fatal("the discarded card's mod is not in the discard")
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// test AB-EX-MUT-1
// Rads 3 → 6 from a level-3 Radiation enemy: the mutation is revealed at
// once; healing down to 2 rads leaves it in force. It triggers once.
// rule AB-MUT-1, AB-MUT-2, AB-MUT-3, AB-MUT-4
func TestCoopMutationRevealed(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	s.Coop.MutDeck.put(s.Coop.Mutation[seat])
	hide := coMutation(t, "mut-thick-hide")
	s.Coop.MutDeck.N = removeCard(&s.Coop.MutDeck, hide)
	s.Coop.Mutation[seat] = hide
	s.P[seat].Rads = 3
	if s.modifier(seat).Armor != 0 {
		t.Fatal("a face-down mutation acts")
	}
	evs := fqEffect(t, s, seat, content.Effect{Kind: "rads", N: 3})
	mr := fxEvent[MutationRevealed](t, evs, "mutation-revealed")
	if mr.Seat != seat || mr.Mutation != "mut-thick-hide" || mr.Rads != 6 {
		t.Fatalf("revealed %+v", mr)
	}
	fqEffect(t, s, seat, content.Effect{Kind: "heal-rads", N: 4})
	evs = fqEffect(t, s, seat, content.Effect{Kind: "rads", N: 4})
	if s.P[seat].Rads != 6 || len(foEvents(evs, "mutation-revealed")) != 0 {
		t.Fatalf("rads %d, revealed again: %v", s.P[seat].Rads, evs)
	}
	fqEffect(t, s, seat, content.Effect{Kind: "heal-rads", N: 4})
	if m := s.modifier(seat); m.Armor != 1 || m.Move != -1 || s.P[seat].Rads != 2 {
		t.Fatalf("modifier %+v at %d rads", m, s.P[seat].Rads)
	}
	if v := s.View(-1).(*View); !v.Coop.Mutations[seat].Revealed || v.Coop.Mutations[seat].ID != "mut-thick-hide" {
		t.Fatalf("view %+v", v.Coop.Mutations)
	}
}

// The agenda icon draws workshop upgrades, ×N one at a time: one-time
// effects resolve at once, lasting ones hold for every survivor; the
// group keeps them, and trades never offer them.
// rule AB-WS-1, AB-WS-2, AB-WS-3, AB-WS-4
func TestCoopWorkshop(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	coTop(&s.Coop.Workshop, coUpgrade(t, "ws-armory"))
	coTop(&s.Coop.Workshop, coUpgrade(t, "ws-water-pump"))
	caps := [2]int16{s.P[0].Caps, s.P[1].Caps}
	evs := fqEffect(t, s, seat, content.Effect{Kind: "draw", Deck: content.AgendaDeck, N: 2})
	wg := foEvents(evs, "workshop-gained")
	if len(wg) != 2 || wg[0].Data.(WorkshopGained).Upgrade != "ws-water-pump" || wg[1].Data.(WorkshopGained).Gained != 2 ||
		s.P[seat].NHand != 0 || len(foEvents(evs, "agenda-drawn")) != 0 {
		t.Fatalf("workshop events %v", wg)
	}
	for p := 0; p < 2; p++ {
		if s.P[p].Caps != caps[p]+2 || s.modifier(p).Armor != 1 || s.armorOf(p) != 1 {
			t.Fatalf("seat %d: Caps %d→%d, armor %d", p, caps[p], s.P[p].Caps, s.armorOf(p))
		}
	}
	if v := s.View(-1).(*View); !slices.Equal(v.Coop.Workshop, []string{"ws-water-pump", "ws-armory"}) {
		t.Fatalf("view workshop %v", v.Coop.Workshop)
	}
	other := 1 - seat
	s.P[other].Node = s.P[seat].Node
	foApply(t, s, "camp")
	foApply(t, s, "trade:"+itoa(other))
	for _, id := range foOptions(s) {
		if strings.Contains(id, "ws-") {
			t.Fatalf("a workshop upgrade offered in a trade: %s", id)
		}
	}
}
