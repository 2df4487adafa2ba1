package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The shop (FO-SHOP-1..6, FO-RESULT-9, FO-CAPS-1..3): a face-up row of
// asset cards, State.Shop[0] at the left end. "Shop #" first adds the top
// asset card at the left, then allows up to # transactions in any mix of
// buy (pay the cost), recruit (a companion, with the trait or token its
// corner shows) and sell (a held card with a printed cost, for cost − 1);
// then the row goes back to exactly 4 cards: discarded from the right,
// refilled at the left. fShop's A is the number of transactions left.

// Verbs of the fShop decision.
const (
	verbBuy     uint8 = 1
	verbRecruit uint8 = 2
	verbSell    uint8 = 3
	verbShopEnd uint8 = 4
)

// ShopOpened is the event of shopping begun (FO-SHOP-2).
type ShopOpened struct {
	Seat         int      `json:"seat"`
	Transactions int      `json:"transactions"`
	Added        string   `json:"added,omitempty"` // the asset added at the left; empty if none was left
	Shop         []string `json:"shop"`            // left to right
}

// ShopDeal is the event of one transaction (FO-SHOP-3..5).
type ShopDeal struct {
	Seat int    `json:"seat"`
	Deal string `json:"deal"` // buy, recruit, sell, or mods (co-op, AB-MOD-1)
	Card string `json:"card"`
	// Caps paid for a purchase or gained for a sale (cost − 1).
	Caps int `json:"caps"`
	// By is what allowed a recruit: a trait, a S.P.E.C.I.A.L. letter, or
	// anyone (no icon).
	By   string `json:"by,omitempty"`
	Left int    `json:"transactions_left"`
	// Spent is the transactions spent drawing mods (deal mods, AB-MOD-1).
	Spent int `json:"spent,omitempty"`
}

// ShopRestocked is the event of the shop brought back to its size
// (FO-SHOP-6).
type ShopRestocked struct {
	Discarded []string `json:"discarded"` // from the right end
	Added     []string `json:"added"`     // at the left end, in the order added
	Shop      []string `json:"shop"`
}

func init() {
	registerEffect("shop", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.openShop(int(f.Seat), s.effectAmount(e), rec)
	})
	register(fShop, frameKind{
		Name: "shop", Prompt: "shop",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			seat := int(f.Seat)
			p := &s.P[seat]
			for i, c := range s.Shop[:s.NShop] {
				switch {
				case items[c].Kind == content.Companion && s.recruitOK(seat, c):
					dst = append(dst, act(verbRecruit, i, 0, 0))
				case items[c].Kind != content.Companion && items[c].Cost > 0 && int(p.Caps) >= items[c].Cost:
					dst = append(dst, act(verbBuy, i, 0, 0))
				}
			}
			for w := 0; w < whereInv+int(p.NInv); w++ {
				if c := s.placeAt(seat, w).Card; c >= 0 && items[c].Cost > 0 {
					dst = append(dst, act(verbSell, w, 0, 0))
				}
			}
			if s.Coop.On {
				// rule AB-MOD-1: transactions may draw mods, one per transaction.
				for n := 1; n <= min(shopOf(f).left, s.modsLeft()); n++ {
					dst = append(dst, act(verbModDraw, n, 0, 0))
				}
			}
			return append(dst, act(verbShopEnd, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, x, _, _ := unact(a)
			switch v {
			case verbBuy:
				c := s.Shop[x]
				return opt("buy:"+items[c].ID, "Buy "+items[c].Name+" for "+plural(items[c].Cost, "Cap"))
			case verbRecruit:
				c := s.Shop[x]
				return opt("recruit:"+items[c].ID, "Recruit "+items[c].Name)
			case verbSell:
				c := s.placeAt(int(f.Seat), x).Card
				return opt("sell:"+items[c].ID, "Sell "+items[c].Name+" ("+whereName(x)+") for "+plural(items[c].Cost-1, "Cap"))
			case verbModDraw:
				return modDrawOption(x)
			}
			o := opt("done", "Stop shopping ("+strconv.Itoa(shopOf(f).left)+" transactions left)")
			o.Forfeits = shopOf(f).left > 0
			return o
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, x, _, _ := unact(a)
			seat := int(f.Seat)
			if v == verbShopEnd {
				s.Pop()
				s.restockShop(rec)
				return
			}
			sa := shopOf(f)
			spent := 1
			if v == verbModDraw {
				spent = x
			}
			sa.left -= spent
			f.SetArgs(sa.args())
			left := sa.left
			if left == 0 {
				s.Pop()
			}
			ev := ShopDeal{Seat: seat, Left: int(left)}
			if v == verbModDraw {
				ev.Deal, ev.Spent = "mods", spent
				if rec.On() {
					rec.Public("shop-deal", ev, "FO-SHOP-3", "FO-SHOP-4", "FO-SHOP-5", "AB-MOD-1")
				}
				if left == 0 {
					s.restockShop(rec)
				}
				s.drawMods(seat, spent, rec)
				return
			}
			gained := Held{Card: -1}
			switch v {
			case verbBuy:
				// rule FO-SHOP-3: pay the cost, then equip or keep the card.
				c := s.takeFromShop(x)
				ev.Deal, ev.Card, ev.Caps = "buy", items[c].ID, items[c].Cost
				gained = Held{Card: c}
			case verbRecruit:
				// rule FO-SHOP-5: the icon replaces the cost; no Caps.
				c := s.takeFromShop(x)
				ev.Deal, ev.Card, ev.By = "recruit", items[c].ID, "anyone"
				if r := items[c].Recruit; r != nil {
					ev.By = string(r.Trait) + string(r.Letter)
				}
				gained = Held{Card: c}
			case verbSell:
				// rule FO-SHOP-4: equipped or inventory card, for cost − 1.
				c := s.placeAt(seat, x).Card
				ev.Deal, ev.Card, ev.Caps = "sell", items[c].ID, max(0, items[c].Cost-1)
			}
			if rec.On() {
				rec.Public("shop-deal", ev, "FO-SHOP-3", "FO-SHOP-4", "FO-SHOP-5", "AB-MOD-1")
			}
			switch v {
			case verbBuy:
				s.gainCaps(seat, -ev.Caps, "buy", rec)
			case verbSell:
				s.discardHeld(seat, x, "sold", rec)
				s.gainCaps(seat, ev.Caps, "sell", rec)
			}
			if left == 0 {
				s.restockShop(rec)
			}
			if gained.Card >= 0 {
				s.gainCards(seat, []Held{gained}, ev.Deal, rec)
			}
		},
	})
}

// openShop starts "shop n" for seat: the top asset card joins the shop at
// its left end, then n transactions may be made (FO-SHOP-2, FO-RESULT-9).
func (s *State) openShop(seat, n int, rec *engine.Recorder) {
	ev := ShopOpened{Seat: seat, Transactions: n}
	if c := s.drawItem(srcAsset, rec); c >= 0 {
		s.addToShop(c)
		ev.Added = items[c].ID
	}
	if rec.On() {
		ev.Shop = itemIDs(s.Shop[:s.NShop])
		rec.Emit(engine.Event{Type: "shop-opened", To: engine.Public, Data: ev, Reveals: ev.Added != "", Rules: []string{"FO-SHOP-2"}})
	}
	if n <= 0 {
		s.restockShop(rec)
		return
	}
	s.Push(shopArgs{left: n}.frame(seat))
}

// recruitOK reports whether seat has the trait or token the companion c
// asks for in its corner; no icon, anyone may recruit it (FO-SHOP-5).
func (s *State) recruitOK(seat int, c int8) bool {
	r := items[c].Recruit
	return r == nil || s.meets(seat, r, -1)
}

// addToShop puts asset card c at the left end of the shop (FO-SHOP-1).
func (s *State) addToShop(c int8) {
	copy(s.Shop[1:s.NShop+1], s.Shop[:s.NShop])
	s.Shop[0] = c
	s.NShop++
}

// takeFromShop removes the card at position i of the shop and returns it.
func (s *State) takeFromShop(i int) int8 {
	c := s.Shop[i]
	copy(s.Shop[i:s.NShop], s.Shop[i+1:s.NShop])
	s.NShop--
	s.Shop[s.NShop] = 0
	return c
}

// restockShop brings the shop back to exactly its size: cards are
// discarded from the right end, or drawn and added at the left end
// (FO-SHOP-6); with no asset card left, it stays short (FO-LIMIT-5).
func (s *State) restockShop(rec *engine.Recorder) {
	size := int8(data.Rules.ShopSize)
	ev := ShopRestocked{Discarded: []string{}, Added: []string{}}
	for s.NShop > size {
		c := s.takeFromShop(int(s.NShop) - 1)
		s.AssetDiscard.put(c)
		if rec.On() {
			ev.Discarded = append(ev.Discarded, items[c].ID)
		}
	}
	for s.NShop < size {
		c := s.drawItem(srcAsset, rec)
		if c < 0 {
			break
		}
		s.addToShop(c)
		if rec.On() {
			ev.Added = append(ev.Added, items[c].ID)
		}
	}
	if rec.On() {
		ev.Shop = itemIDs(s.Shop[:s.NShop])
		rec.Emit(engine.Event{Type: "shop-restocked", To: engine.Public, Data: ev, Reveals: len(ev.Added) > 0, Rules: []string{"FO-SHOP-6"}})
	}
}
