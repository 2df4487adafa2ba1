package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fqShop lays out the shop with the asset cards ids, left to right; the
// cards it held go back on the asset deck.
func fqShop(t *testing.T, s *State, ids ...string) {
	t.Helper()
	for s.NShop > 0 {
		s.Assets.put(s.takeFromShop(0))
	}
	for _, id := range ids {
		c := fqItem(t, id)
		fqTake(s, c)
		s.Shop[s.NShop] = c
		s.NShop++
	}
}

// fqShopIDs lists the shop, left to right.
func fqShopIDs(s *State) []string { return itemIDs(s.Shop[:s.NShop]) }

// test FO-EX-SHOP-1
// rule FO-SHOP-1, FO-SHOP-2, FO-SHOP-3, FO-SHOP-4, FO-SHOP-6, FO-RESULT-9
func TestShopTwice(t *testing.T) {
	for _, deals := range [][2]string{{"buy:combat-knife", "buy:crossbow"}, {"buy:combat-knife", "sell:metal-armor"}, {"sell:metal-armor", "sell:med-kit"}} {
		s, seat := fqReady(t, 2, "t01.a", 0)
		fqEmptyInv(s, seat)
		s.P[seat].Caps = 10
		fqShop(t, s, "combat-knife", "crossbow", "leather-armor", "sledge")
		fqGive(t, s, seat, "metal-armor", true) // cost 5: sells for 4
		fqGive(t, s, seat, "med-kit", false)    // cost 3: sells for 2
		fqTop(t, s, "shock-baton")
		fqEffect(t, s, seat, content.Effect{Kind: "shop", N: 2})
		// First one asset at the left: 5 cards.
		if got := fqShopIDs(s); !slices.Equal(got, []string{"shock-baton", "combat-knife", "crossbow", "leather-armor", "sledge"}) {
			t.Fatalf("shop %v", got)
		}
		caps := s.P[seat].Caps
		for _, id := range deals {
			fqDo(t, s, id)
			for s.Prompt() == "equip-gained" {
				fqDo(t, s, fqWithPrefix(s, "keep:")[0])
			}
		}
		want := caps
		for _, id := range deals {
			switch id {
			case "buy:combat-knife":
				want -= 2
			case "buy:crossbow":
				want -= 3
			case "sell:metal-armor":
				want += 4
			case "sell:med-kit":
				want += 2
			}
		}
		if s.P[seat].Caps != want || s.Prompt() != "turn" {
			t.Fatalf("%v: caps %d, want %d; prompt %q", deals, s.P[seat].Caps, want, s.Prompt())
		}
		// Back to exactly 4: discarded from the right, filled at the left.
		if s.NShop != 4 {
			t.Fatalf("%v: shop %v", deals, fqShopIDs(s))
		}
		if deals[0] == "sell:metal-armor" && (fqShopIDs(s)[0] != "shock-baton" || slices.Contains(fqShopIDs(s), "sledge") || s.AssetDiscard.Cards[s.AssetDiscard.N-1] != fqItem(t, "sledge")) {
			t.Fatalf("%v: shop %v, the rightmost card should be discarded", deals, fqShopIDs(s))
		}
		if deals[1] == "buy:crossbow" && (s.NShop != 4 || fqShopIDs(s)[1] != "shock-baton") {
			t.Fatalf("%v: shop %v, two cards should be added at the left", deals, fqShopIDs(s))
		}
	}
}

// rule FO-SHOP-3, FO-EQUIP-3, FO-CAPS-3
func TestShopBuy(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqShop(t, s, "lever-rifle", "crossbow", "leather-armor", "sledge")
	s.P[seat].Caps = 3
	fqEffect(t, s, seat, content.Effect{Kind: "shop", N: 1})
	if fqHas(s, "buy:lever-rifle") || !fqHas(s, "buy:crossbow") {
		t.Fatalf("options %v: the rifle costs 5, the crossbow 3", fqOptions(s))
	}
	fqDo(t, s, "buy:crossbow")
	if s.Prompt() != "equip-gained" || s.P[seat].Caps != 0 {
		t.Fatalf("prompt %q caps %d", s.Prompt(), s.P[seat].Caps)
	}
	fqDo(t, s, "equip:crossbow")
	if s.P[seat].Equip[slotWeapon].Card != fqItem(t, "crossbow") || s.NShop != 4 {
		t.Fatalf("the bought crossbow is not equipped")
	}
}

// rule FO-SHOP-4, FO-CHAR-3, FO-EXH-2
func TestShopSell(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	p := &s.P[seat]
	fqGive(t, s, seat, "scrap-rifle", true) // cost 4, equipped
	p.Equip[slotWeapon].Exhausted = true
	foKeep(s)
	fqGive(t, s, seat, "stray-mutt", true)  // a companion: no cost
	fqGive(t, s, seat, "nail-board", false) // cost 1: sells for 0
	fqEffect(t, s, seat, content.Effect{Kind: "shop", N: 3})
	sells := fqWithPrefix(s, "sell:")
	if !slices.Equal(sells, []string{"sell:nail-board", "sell:scrap-rifle"}) {
		t.Fatalf("sell options %v", sells)
	}
	caps := p.Caps
	fqDo(t, s, "sell:scrap-rifle")
	fqDo(t, s, "sell:nail-board")
	if p.Caps != caps+3 || p.Equip[slotWeapon].Card != -1 || s.LootDiscard.Cards[s.LootDiscard.N-1] != fqItem(t, "nail-board") {
		t.Fatalf("caps %d", p.Caps)
	}
	// A rule card is not held: it cannot be sold.
	for i := range data.Survivors {
		if data.Survivors[i].Card.Kind == content.RuleCard && fqHas(s, "sell:"+data.Survivors[i].Card.ID) {
			t.Fatalf("a rule card can be sold")
		}
	}
	fqDo(t, s, "done")
	if s.Prompt() != "turn" || s.NShop != 4 {
		t.Fatalf("shopping did not end")
	}
}

// rule FO-SHOP-5
func TestShopRecruit(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqShop(t, s, "hired-gun", "faithful-hound", "wandering-preacher", "mechanist")
	p := &s.P[seat]
	p.Special = 1 << uint(letterIndex("C"))
	p.Caps = 0
	fqEffect(t, s, seat, content.Effect{Kind: "shop", N: 1})
	got := fqWithPrefix(s, "recruit:")
	// C token: the hired gun; no icon: the hound; not the preacher
	// (Idolized) nor the mechanist (I). Recruiting costs no Caps.
	if !slices.Equal(got, []string{"recruit:faithful-hound", "recruit:hired-gun"}) || fqHas(s, "buy:hired-gun") {
		t.Fatalf("recruit options %v", got)
	}
	evs := fqDo(t, s, "recruit:hired-gun")
	fqSettle(t, s)
	var deal ShopDeal
	fqData(t, fqEvents(evs, "shop-deal")[0], &deal)
	if s.whereHeld(seat, fqItem(t, "hired-gun")) < 0 || p.Caps != 0 || deal.By != "C" {
		t.Fatalf("not recruited: %+v", deal)
	}
	s2, seat2 := fqReady(t, 2, "t01.a", 0)
	fqShop(t, s2, "hired-gun", "faithful-hound", "wandering-preacher", "mechanist")
	fqTrait(s2, seat2, content.Idolized)
	fqEffect(t, s2, seat2, content.Effect{Kind: "shop", N: 1})
	if !fqHas(s2, "recruit:wandering-preacher") {
		t.Fatalf("an Idolized survivor cannot recruit the preacher: %v", fqOptions(s2))
	}
}

// rule FO-CAPS-1
func TestShopEventsArePublic(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	s.P[seat].Caps = 1000 // no limit on Caps
	evs := fqEffect(t, s, seat, content.Effect{Kind: "shop", N: 1})
	for _, e := range evs {
		if e.To != engine.Public {
			t.Fatalf("private shop event %s", e.Type)
		}
	}
	if len(fqEvents(evs, "shop-opened")) != 1 {
		t.Fatalf("events %v", fqTypes(evs))
	}
	fqDo(t, s, "done")
	if s.P[seat].Caps != 1000 {
		t.Fatalf("caps %d", s.P[seat].Caps)
	}
}
