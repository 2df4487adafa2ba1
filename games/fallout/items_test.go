package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fqPerk gives seat the perk with id and returns its index.
func fqPerk(t *testing.T, s *State, seat int, id string) int {
	t.Helper()
	for k := range data.Perks {
		if data.Perks[k].ID == id {
			s.P[seat].Perks |= 1 << uint(k)
			foKeep(s)
			return k
		}
	}
	t.Fatalf("no perk %s", id)
	return -1
}

// fqEffect resolves effect e for seat as a card result would, then runs
// the game on to its next decision.
func fqEffect(t *testing.T, s *State, seat int, e content.Effect) []engine.Event {
	t.Helper()
	var rec engine.Recorder
	e.Op = content.EffectOpOf(e.Kind) // as loaded
	effectFnOf(e.Kind)(s, Frame{Kind: fResults, Seat: int8(seat)}, &e, &rec)
	s.advance(&rec)
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return rec.Events
}

// fqEmptyInv discards seat's inventory.
func fqEmptyInv(s *State, seat int) {
	p := &s.P[seat]
	for _, h := range p.Inv[:p.NInv] {
		s.discardItem(h.Card)
	}
	p.Inv, p.NInv = [maxInventory]Held{}, 0
	foKeep(s)
}

// rule FO-EQUIP-1, FO-EQUIP-3, FO-RESULT-7, FO-PERK-1, FO-PERK-3, FO-TURN-3
func TestItemsGainEquipOrKeep(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	old := fqGive(t, s, seat, "rebar-club", true)
	fqTop(t, s, "pipe-pistol")
	k := fqPerk(t, s, seat, "fortune-finder")
	fqDo(t, s, "perk:fortune-finder")
	// rule FO-PERK-1: used, the perk goes back to the perk deck.
	if s.P[seat].Perks&(1<<uint(k)) != 0 || !slices.Contains(s.View(engine.Spectator).(*View).PerksFree, "fortune-finder") {
		t.Fatalf("the used perk was not returned")
	}
	// rule FO-PERK-3: every perk, held or in the deck, is public.
	if v := s.View(engine.Spectator).(*View); slices.Contains(v.Survivors[seat].Perks, "fortune-finder") {
		t.Fatalf("the used perk is still shown as held")
	}
	if s.Prompt() != "equip-gained" || !slices.Equal(fqOptions(s), []string{"equip-discard:pipe-pistol", "equip:pipe-pistol", "keep:pipe-pistol"}) {
		t.Fatalf("prompt %q options %v", s.Prompt(), fqOptions(s))
	}
	fqDo(t, s, "equip:pipe-pistol")
	p := &s.P[seat]
	if p.Equip[slotWeapon].Card != fqItem(t, "pipe-pistol") || p.NInv != 1 || p.Inv[0].Card != old {
		t.Fatalf("equip %+v inventory %+v", p.Equip, p.Inv[:p.NInv])
	}
	// Keeping it instead leaves the slot alone.
	fqTop(t, s, "scrap-rifle")
	s.drawCards(seat, content.LootDeck, 1, "test", nil)
	s.advance(nil)
	fqDo(t, s, "keep:scrap-rifle")
	if p.Equip[slotWeapon].Card != fqItem(t, "pipe-pistol") || p.NInv != 2 {
		t.Fatalf("keep changed the slot or the inventory")
	}
	// An aid card cannot be equipped: no decision.
	fqTop(t, s, "stimpak")
	s.drawCards(seat, content.LootDeck, 1, "test", nil)
	s.advance(nil)
	if s.Prompt() != "turn" || p.NInv != 3 {
		t.Fatalf("an aid card asked to be equipped (%q)", s.Prompt())
	}
}

// rule FO-EQUIP-3, FO-GOLD-4, FO-INV-3: a gained card equipped over
// another sends that one to the inventory, or to its discard pile, as the
// survivor chooses; with the slot empty there is nothing to choose.
func TestItemsGainReplacesEquipped(t *testing.T) {
	for _, tc := range []struct {
		answer  string
		inv     int8
		discard int8
	}{{"equip:pipe-pistol", 1, 0}, {"equip-discard:pipe-pistol", 0, 1}} {
		s, seat := fqReady(t, 2, "t01.a", 0)
		fqEmptyInv(s, seat)
		old := fqGive(t, s, seat, "rebar-club", true)
		fqTop(t, s, "pipe-pistol")
		discards := s.LootDiscard.N + s.AssetDiscard.N
		s.drawCards(seat, content.LootDeck, 1, "test", nil)
		s.advance(nil)
		evs := fqDo(t, s, tc.answer)
		p := &s.P[seat]
		if p.Equip[slotWeapon].Card != fqItem(t, "pipe-pistol") || p.NInv != tc.inv || s.LootDiscard.N+s.AssetDiscard.N != discards+tc.discard {
			t.Fatalf("%s: equip %+v inventory %+v", tc.answer, p.Equip, p.Inv[:p.NInv])
		}
		if tc.inv == 1 && p.Inv[0].Card != old {
			t.Fatalf("%s: inventory %+v", tc.answer, p.Inv[:p.NInv])
		}
		if d := foEvents(evs, "card-discarded"); len(d) != int(tc.discard) || tc.discard == 1 && d[0].Data.(CardDiscarded).Cause != "replaced" {
			t.Fatalf("%s: discarded %+v", tc.answer, d)
		}
	}
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	s.P[seat].Equip[slotWeapon] = Held{Card: -1}
	foKeep(s)
	fqTop(t, s, "pipe-pistol")
	s.drawCards(seat, content.LootDeck, 1, "test", nil)
	s.advance(nil)
	if !slices.Equal(fqOptions(s), []string{"equip:pipe-pistol", "keep:pipe-pistol"}) {
		t.Fatalf("empty slot: options %v", fqOptions(s))
	}
}

// rule FO-INV-1, FO-INV-2, FO-INV-3, FO-EQUIP-2, FO-UNIQUE-3
func TestItemsDiscardDownAfterAllDraws(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	fqGive(t, s, seat, "rebar-club", true) // equipped: does not count
	fqGive(t, s, seat, "stimpak", false)
	fqGive(t, s, seat, "med-kit", false)
	u := fqGive(t, s, seat, "miracle-serum", false)
	fqTop(t, s, "rad-flush")
	fqTop(t, s, "canned-stew")
	s.drawCards(seat, content.LootDeck, 2, "test", nil)
	s.advance(nil)
	p := &s.P[seat]
	// Both cards drawn first: 5 in the inventory, then discard down to 3.
	if p.NInv != 5 || s.Prompt() != "discard" {
		t.Fatalf("inventory %d, prompt %q", p.NInv, s.Prompt())
	}
	if fqHas(s, "discard:rebar-club") || len(fqOptions(s)) != 5 {
		t.Fatalf("discard options %v: the inventory only", fqOptions(s))
	}
	lootD, assetD := s.LootDiscard.N, s.AssetDiscard.N
	fqDo(t, s, "discard:med-kit")
	fqDo(t, s, "discard:miracle-serum")
	if p.NInv != 3 || s.Prompt() != "turn" {
		t.Fatalf("inventory %d, prompt %q", p.NInv, s.Prompt())
	}
	// rule FO-INV-3: each to its own pile; a unique asset is free again.
	if s.AssetDiscard.N != assetD+1 || s.LootDiscard.N != lootD || s.heldMask()[u] != 0 {
		t.Fatalf("discard piles: asset %d loot %d", s.AssetDiscard.N, s.LootDiscard.N)
	}
	if !slices.Contains(s.View(engine.Spectator).(*View).Uniques, "miracle-serum") {
		t.Fatalf("the discarded unique is not available again")
	}
}

// rule FO-LOOT-1, FO-INV-2
func TestItemsLootEvent(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqTop(t, s, "hidden-stash")
	caps := s.P[seat].Caps
	inv := s.P[seat].NInv
	s.drawCards(seat, content.LootDeck, 1, "test", nil)
	s.advance(nil)
	if s.P[seat].Caps != caps+3 || s.P[seat].NInv != inv || s.LootDiscard.Cards[s.LootDiscard.N-1] != fqItem(t, "hidden-stash") {
		t.Fatalf("the event was not resolved and discarded")
	}
	// An event that kills: the other card drawn asks nothing, and death
	// discards it with the inventory (FO-DEATH-1).
	fqTop(t, s, "pipe-pistol")
	fqTop(t, s, "ambush")
	s.P[seat].HP, s.P[seat].Rads = 3, 0
	s.drawCards(seat, content.LootDeck, 2, "test", nil)
	s.advance(nil)
	if s.Prompt() != "respawn" || s.P[seat].NInv != 0 || s.whereHeld(seat, fqItem(t, "pipe-pistol")) >= 0 {
		t.Fatalf("prompt %q, inventory %d", s.Prompt(), s.P[seat].NInv)
	}
}

// rule FO-ITEM-1, FO-EQUIP-6, FO-EXH-1, FO-EXH-2, FO-EQUIP-9, FO-TURN-3
func TestItemsWhereAbilitiesWork(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	p := &s.P[seat]
	p.Rads = 4
	fqGive(t, s, seat, "hazmat-suit", false)
	fqGive(t, s, seat, "field-dressing", false)
	// Apparel in the inventory does nothing; an aid card is used from it.
	if fqHas(s, "use:hazmat-suit:2") || !fqHas(s, "use:field-dressing") {
		t.Fatalf("options %v", fqWithPrefix(s, "use:"))
	}
	fqDo(t, s, "use:field-dressing")
	if p.NInv != 1 || s.LootDiscard.Cards[s.LootDiscard.N-1] != fqItem(t, "field-dressing") {
		t.Fatalf("a one-use aid card was not discarded")
	}
	// Equipped, the suit's exhaust ability works once.
	s.equipFromInv(seat, 0, nil)
	fqDo(t, s, "use:hazmat-suit:2")
	if p.Rads != 3 || !p.Equip[slotApparel].Exhausted || fqHas(s, "use:hazmat-suit:2") {
		t.Fatalf("rads %d, exhausted %v", p.Rads, p.Equip[slotApparel].Exhausted)
	}
	// An exhausted card may still be moved to the inventory and equipped.
	p.Equip[slotApparel] = Held{Card: -1}
	p.Inv[p.NInv] = Held{Card: fqItem(t, "hazmat-suit"), Exhausted: true}
	p.NInv++
	foKeep(s)
	s.equipFromInv(seat, int(p.NInv)-1, nil)
	if !p.Equip[slotApparel].Exhausted {
		t.Fatalf("equipping unexhausted the card")
	}
	// A companion's ability: exhaust it (FO-EQUIP-9).
	fqGive(t, s, seat, "runaway-kid", true)
	n := p.NInv
	fqDo(t, s, "use:runaway-kid")
	if !p.Equip[slotCompanion].Exhausted || p.NInv != n+1 && s.Prompt() != "equip-gained" {
		t.Fatalf("the companion's draw")
	}
}

// Second Wind's card text ("even in the middle of an action") beats the
// reference guide's FO-PERK-2: it is the one perk offered inside a test.
// rule FO-PERK-2, FO-PERK-3, FO-PERK-4, FO-TURN-3, FO-GOLD-2
func TestItemsPerksOnTheTurn(t *testing.T) {
	s, seat := fqReady(t, 2, "t03.a", 2)
	// No limit per survivor: the perk cards themselves are the limit.
	for _, id := range []string{"second-wind", "toughness", "keen-eye", "pathfinder", "haggler", "rad-resistant"} {
		fqPerk(t, s, seat, id)
	}
	if v := s.View(engine.Spectator).(*View); len(v.Survivors[seat].Perks) != 6 || len(v.PerksFree) != len(data.Perks)-6 {
		t.Fatalf("perks shown %v, free %v", v.Survivors[seat].Perks, v.PerksFree)
	}
	// Between actions: the "turn" and "any-action" perks, not a fight's.
	if !fqHas(s, "perk:second-wind") || !fqHas(s, "perk:toughness") || fqHas(s, "perk:keen-eye") {
		t.Fatalf("perks on the turn: %v", fqWithPrefix(s, "perk:"))
	}
	s.P[seat].HP = 10
	fqDo(t, s, "perk:toughness")
	if s.P[seat].HP != 16 || fqHas(s, "perk:toughness") {
		t.Fatalf("HP %d", s.P[seat].HP)
	}
	// Within the Quest action's test (the roll window of test.go) only the
	// perk that says so may be used.
	s.P[seat].HP = 10
	fqDo(t, s, "quest:2:1")
	if s.Prompt() != "reroll" || !fqHas(s, "perk:second-wind") || fqHas(s, "perk:toughness") {
		t.Fatalf("prompt %q options %v", s.Prompt(), fqOptions(s))
	}
	fqDo(t, s, "perk:second-wind")
	if s.P[seat].HP != 13 {
		t.Fatalf("HP %d", s.P[seat].HP)
	}
}

// rule FO-TERRAIN-2, FO-CHAR-3
func TestItemsIrradiatedAbilities(t *testing.T) {
	s, seat := fqReady(t, 2, "t02.a", 0)
	p := &s.P[seat]
	// The old ghoul's rule card lies beside the board and always works.
	for i := range data.Survivors {
		if data.Survivors[i].ID == "old-ghoul" {
			if c := s.charCard(seat); s.whereHeld(seat, c) >= 0 {
				s.removeHeld(seat, s.whereHeld(seat, c))
			}
			p.Survivor = int8(i)
			foKeep(s)
		}
	}
	fqGive(t, s, seat, "gas-mask", true)
	p.HP, p.Rads = 10, 2
	s.MP = 2
	fqDo(t, s, "move:t02.c")
	// +1 rad for the terrain, -1 for the mask, -1 and +1 HP for the card.
	if p.Rads != 1 || p.HP != 11 {
		t.Fatalf("HP %d rads %d, want 11 and 1", p.HP, p.Rads)
	}
	if s.whereHeld(seat, s.charCard(seat)) >= 0 {
		t.Fatalf("the rule card is held")
	}
}

// rule FO-RESULT-8, FO-UNIQUE-1, FO-UNIQUE-2, FO-UNIQUE-3
func TestItemsUnique(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	evs := fqEffect(t, s, seat, content.Effect{Kind: "unique", Unique: "miracle-serum"})
	if s.whereHeld(seat, fqItem(t, "miracle-serum")) < 0 || len(fqEvents(evs, "unique-substituted")) != 0 {
		t.Fatalf("the named unique was not gained")
	}
	other := 1 - seat
	fqEmptyInv(s, other)
	evs = fqEffect(t, s, other, content.Effect{Kind: "unique", Unique: "miracle-serum"})
	if s.P[other].NInv+int8(countEquipped(s, other)) == 0 || len(fqEvents(evs, "unique-substituted")) != 1 {
		t.Fatalf("a held unique did not give a random one instead")
	}
	if s.whereHeld(other, fqItem(t, "miracle-serum")) >= 0 {
		t.Fatalf("the same unique is held twice")
	}
	// Discarded, it is available again.
	s.discardHeld(seat, s.whereHeld(seat, fqItem(t, "miracle-serum")), "test", nil)
	for s.Prompt() != "turn" {
		fqDo(t, s, fqOptions(s)[0])
	}
	fqEmptyInv(s, other)
	fqEffect(t, s, other, content.Effect{Kind: "unique", Unique: "miracle-serum"})
	if s.whereHeld(other, fqItem(t, "miracle-serum")) < 0 {
		t.Fatalf("a discarded unique is not available again")
	}
}

// countEquipped counts seat's equipped cards.
func countEquipped(s *State, seat int) int {
	n := 0
	for _, h := range s.P[seat].Equip {
		if h.Card >= 0 {
			n++
		}
	}
	return n
}

// rule FO-ASSET-1, FO-LIMIT-3, FO-LIMIT-5
func TestItemsDecksRunOut(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	s.LootDiscard, s.Loot = s.Loot, Pile{}
	c := s.drawItem(srcLoot, nil)
	if c < 0 || s.LootDiscard.N != 0 || s.Loot.N+1 != int8(nLoot) {
		t.Fatalf("the discard was not shuffled into a new deck")
	}
	s.Loot.put(c)
	hold := s.Loot
	s.Loot = Pile{}
	if s.drawItem(srcLoot, nil) != -1 {
		t.Fatalf("drew from empty piles")
	}
	s.Loot = hold
	s.AssetDiscard, s.Assets = s.Assets, Pile{}
	if s.drawItem(srcAsset, nil) < 0 || s.AssetDiscard.N != 0 {
		t.Fatalf("the asset discard was not shuffled into a new deck")
	}
}

// rule FO-HP-2, FO-HP-3, FO-HP-4, FO-CAPS-3, FO-MOVE-5
func TestItemsSimpleEffects(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	p := &s.P[seat]
	p.HP, p.Rads, p.Caps = 14, 3, 2
	fqEffect(t, s, seat, content.Effect{Kind: "heal", N: 5})
	fqEffect(t, s, seat, content.Effect{Kind: "heal-rads", N: 5})
	if p.HP != 16 || p.Rads != 0 {
		t.Fatalf("HP %d rads %d: healing stops at 16 and 0", p.HP, p.Rads)
	}
	fqEffect(t, s, seat, content.Effect{Kind: "damage", N: 3})
	fqEffect(t, s, seat, content.Effect{Kind: "rads", N: 2})
	if p.HP != 13 || p.Rads != 2 {
		t.Fatalf("HP %d rads %d", p.HP, p.Rads)
	}
	fqEffect(t, s, seat, content.Effect{Kind: "lose-caps", N: 5})
	if p.Caps != 0 {
		t.Fatalf("caps %d: lose as many as you have", p.Caps)
	}
	fqEffect(t, s, seat, content.Effect{Kind: "caps", N: 4})
	mp := s.MP
	fqEffect(t, s, seat, content.Effect{Kind: "move-points", N: 3})
	if p.Caps != 4 || s.MP != mp+3 {
		t.Fatalf("caps %d MP %d", p.Caps, s.MP)
	}
}

// rule FO-INV-3
func TestItemsDiscardEffect(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	fqGive(t, s, seat, "rebar-club", true)
	fqGive(t, s, seat, "stimpak", false)
	fqGive(t, s, seat, "tire-armor", false)
	fqEffect(t, s, seat, content.Effect{Kind: "discard", N: 1, Kinds: []string{"weapon", "apparel"}})
	if got := fqOptions(s); !slices.Equal(got, []string{"discard:rebar-club", "discard:tire-armor"}) {
		t.Fatalf("options %v: held or equipped cards of the kinds", got)
	}
	fqDo(t, s, "discard:rebar-club")
	if s.P[seat].Equip[slotWeapon].Card != -1 || s.Prompt() != "turn" {
		t.Fatalf("the equipped club was not discarded")
	}
	// With nothing of the kinds, nothing happens.
	fqEffect(t, s, seat, content.Effect{Kind: "discard", N: 2, Kinds: []string{"magazine"}})
	if s.Prompt() != "turn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// rule FO-TERRAIN-3, FO-EABIL-AGG-4
func TestItemsPlaceIsNotMoving(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.d", 13)
	fqGive(t, s, seat, "road-atlas", false)
	fqDo(t, s, "use:road-atlas")
	if s.Prompt() != "place-figure" || !fqHas(s, "place:t02.a") || fqHas(s, "place:t02.b") {
		t.Fatalf("prompt %q options %v", s.Prompt(), fqOptions(s))
	}
	evs := fqDo(t, s, "place:t02.a")
	if s.P[seat].Node != fqNode(t, s, "t02.a") || len(fqEvents(evs, "moved")) != 0 || len(fqEvents(evs, "figure-placed")) != 1 {
		t.Fatalf("placed: node %d events %v", s.P[seat].Node, fqTypes(evs))
	}
	// Being placed does not enter: quest 13's "enter t02.b" stays open.
	s.Push(placeArgs{enc: deckIndex(content.Vault84)}.frame(int8(seat)))
	fqDo(t, s, "place:t02.b")
	if s.Quests[fqQuest(t, 13)] != inPlay {
		t.Fatalf("placing completed an enter objective")
	}
}

// TestItemsHotPathsDoNotAllocate checks that listing and playing the
// options of these areas allocates nothing without a recorder. The turn
// going on after them (turn.go) is left out of the measure.
func TestItemsHotPathsDoNotAllocate(t *testing.T) {
	saved := kinds[fTurnNext]
	quiet := &frameKind{Name: "turn-next-quiet", Run: func(s *State, f Frame, rec *engine.Recorder) {}}
	s, seat, q, _ := fqTradeFixture(t)
	fqGive(t, s, seat, "stimpak", false)
	fqGive(t, s, q, "tire-armor", true)
	fqPerk(t, s, seat, "toughness")
	tmp := new(State)
	check := func(what string) {
		t.Helper()
		var buf [64]engine.Action
		acts := s.Legal(buf[:0])
		if n := testing.AllocsPerRun(20, func() { s.Legal(buf[:0]) }); n != 0 {
			t.Errorf("%s: Legal allocates %v", what, n)
		}
		setKind(fTurnNext, quiet)
		defer setKind(fTurnNext, saved)
		for _, a := range acts {
			if n := testing.AllocsPerRun(20, func() { *tmp = *s; tmp.ApplyUnchecked(a, nil) }); n != 0 {
				t.Errorf("%s: %s allocates %v", what, s.Option(a).ID, n)
			}
		}
	}
	check("camp")
	fqDo(t, s, "trade:"+itoa(q))
	check("trade")
	fqDo(t, s, "give:stimpak")
	fqDo(t, s, "propose")
	check("answer")
	fqDo(t, s, "decline")
	fqDo(t, s, "done")
	check("turn")
	s.P[seat].Node = fqNode(t, s, "t01.a")
	s.Actions = 2
	fqEffect(t, s, seat, content.Effect{Kind: "shop", N: 2})
	check("shop")
	fqDo(t, s, "done")
	fqEncTop(t, s, "Gambling Den")
	fqDo(t, s, "encounter")
	check("encounter")
}
