package fallout

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Cards a survivor holds (FO-EQUIP-*, FO-INV-*, FO-ITEM-1, FO-LOOT-1,
// FO-ASSET-1, FO-UNIQUE-*, FO-CHAR-2/3, FO-EXH-1/2) and the abilities
// printed on them and on perks (FO-TURN-3, FO-PERK-1/2).
//
// A gained card goes to the inventory; an equippable one may be equipped
// at once (fGainCard, FO-EQUIP-3), and once every card of a gain is placed
// the survivor discards down to the inventory limit (fDiscardDown, an
// automatic check, and fDiscard, the choice; FO-INV-2). A loot event is
// resolved and discarded (FO-LOOT-1). Weapons, apparel and companions work
// only equipped; aid, chems and magazines are used from the inventory
// (FO-EQUIP-6, FO-ITEM-1); a character rule card lies beside the board and
// always works (FO-CHAR-3). Abilities are used during the turn between
// actions (tvUse, timings "turn" and "any-action", FO-TURN-3, FO-PERK-2),
// when camping (camp.go, timing "camp"), or apply by themselves on moving
// into irradiated terrain (fEnterAbility). They are paid and resolved by
// test.go's useCard and usePerk, which also serve the abilities of tests
// and fights, "any-action" ones within them, and those after a kill.

// Verbs of the item decisions.
const (
	verbEquipGained      uint8 = 1 // fGainCard: equip the gained card, the slot's card to the inventory
	verbKeepGained       uint8 = 2 // fGainCard: keep it in the inventory
	verbEquipSwapDiscard uint8 = 3 // fGainCard: equip the gained card, discarding the slot's card
	verbDiscard          uint8 = 1 // fDiscard: discard this held card
	verbPlace            uint8 = 1 // fPlace: place the figure here
)

// A held card's place: an equipment slot 0..2, or the inventory from
// whereInv on (whereInv+i is inventory card i).
const whereInv = numSlots

// itemKinds numbers the item kinds for kind masks (fDiscard's B).
var itemKinds = []content.ItemKind{content.Weapon, content.Apparel, content.Companion, content.Aid,
	content.Chem, content.Magazine, content.Event, content.RuleCard}

// ability names one ability a survivor may use: use Use of item card Card,
// or, with Perk, the use of perk Card.
type ability struct {
	Perk      bool
	Card, Use int8
}

// timing returns the ability's timing bit.
func (ab ability) timing() uint16 {
	if ab.Perk {
		return perkUseBit[ab.Card]
	}
	return itemUseBits[ab.Card][ab.Use]
}

// use returns the printed ability.
func (ab ability) use() *content.Use {
	if ab.Perk {
		return &data.Perks[ab.Card].Use
	}
	return &items[ab.Card].Uses[ab.Use]
}

// name is the card's printed name.
func (ab ability) name() string {
	if ab.Perk {
		return data.Perks[ab.Card].Name
	}
	return items[ab.Card].Name
}

// optionID is the ability's option id: "perk:<id>", "use:<id>", or
// "use:<id>:<n>" for the n-th ability of a card with several.
func (ab ability) optionID() string {
	if ab.Perk {
		return "perk:" + data.Perks[ab.Card].ID
	}
	if len(items[ab.Card].Uses) > 1 {
		return "use:" + items[ab.Card].ID + ":" + strconv.Itoa(int(ab.Use)+1)
	}
	return "use:" + items[ab.Card].ID
}

// CardGained is the event of a card a survivor gains (FO-EQUIP-3,
// FO-LOOT-1, FO-UNIQUE-1/2, FO-SHOP-3/5, FO-TRADE-6).
type CardGained struct {
	Seat  int    `json:"seat"`
	Card  string `json:"card"`
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	Cause string `json:"cause"` // draw, unique, buy, recruit, trade
	// To: inventory, or discard for a loot event resolved on the spot.
	To        string `json:"to"`
	Exhausted bool   `json:"exhausted,omitempty"` // traded exhausted (FO-TRADE-5)
	// Requested is the unique asset named by the result when another one
	// was taken at random because it was not available (FO-UNIQUE-2).
	Requested string `json:"requested,omitempty"`
}

// CardDiscarded is the event of a held card discarded to its pile
// (FO-INV-2/3, FO-UNIQUE-3).
type CardDiscarded struct {
	Seat  int    `json:"seat"`
	Card  string `json:"card"`
	From  string `json:"from"`  // a slot name, or inventory
	Cause string `json:"cause"` // limit, effect, companion (FO-CAMP-3), sold, replaced (FO-EQUIP-3)
	To    string `json:"to"`    // loot-discard, asset-discard, uniques, box
}

// Healed is the event of HP recovered or rads healed (FO-HP-2..4).
type Healed struct {
	Seat     int    `json:"seat"`
	Cause    string `json:"cause"`
	HPFrom   int    `json:"hp_from"`
	HPTo     int    `json:"hp_to"`
	RadsFrom int    `json:"rads_from"`
	RadsTo   int    `json:"rads_to"`
}

// MPGained is the event of movement points gained from a card.
type MPGained struct {
	Seat   int `json:"seat"`
	Gained int `json:"gained"`
	MP     int `json:"mp"` // the pool now
}

// DeckReshuffled is the event of a loot or asset discard pile shuffled
// into a new deck (FO-LIMIT-3, FO-ASSET-1).
type DeckReshuffled struct {
	Deck  string `json:"deck"` // loot or asset
	Cards int    `json:"cards"`
}

// EffectSkipped is the event of an effect that found nothing to act on.
type EffectSkipped struct {
	Seat   int    `json:"seat"`
	Effect string `json:"effect"`
	Why    string `json:"why"`
}

func init() {
	registerTurn(tvUse, turnVerb{
		legal: useLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			ab := unactAbility(a)
			return opt(ab.optionID(), "Use "+ab.name()+": "+s.abilityText(ab))
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			s.useAbility(seat, unactAbility(a), rec)
		},
	})
	register(fEnterAbility, frameKind{Name: "enter-ability", Run: func(s *State, f Frame, rec *engine.Recorder) {
		seat := int(f.Seat)
		n := enterOf(&f).node
		if s.P[seat].Out || facedown(n) || s.space(n).terrain != terIrradiated {
			return
		}
		// rule FO-TERRAIN-2: abilities that follow; they cost nothing.
		s.passiveUses(seat, tbIrradiated, rec)
	}})
	register(fGainCard, frameKind{
		Name: "gain-card", Prompt: "equip-gained",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			c := gainCardOf(f).card
			if s.whereHeld(int(f.Seat), c) >= whereInv {
				dst = append(dst, act(verbEquipGained, 0, 0, 0))
				if s.P[f.Seat].Equip[slotOf(c)].Card >= 0 {
					// rule FO-EQUIP-3: the slot's card "may" go to the inventory.
					dst = append(dst, act(verbEquipSwapDiscard, 0, 0, 0))
				}
			}
			return append(dst, act(verbKeepGained, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			c := gainCardOf(f).card
			v, _, _, _ := unact(a)
			if v == verbKeepGained {
				return opt("keep:"+items[c].ID, "Keep "+items[c].Name+" in the inventory")
			}
			if v == verbEquipSwapDiscard {
				old := s.P[f.Seat].Equip[slotOf(c)].Card
				return opt("equip-discard:"+items[c].ID, "Equip "+items[c].Name+", discarding "+items[old].Name)
			}
			label := "Equip " + items[c].Name
			if old := s.P[f.Seat].Equip[slotOf(c)].Card; old >= 0 {
				label += ", " + items[old].Name + " to the inventory"
			}
			return opt("equip:"+items[c].ID, label)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, _, _, _ := unact(a)
			seat, c := int(f.Seat), gainCardOf(f).card
			s.Pop()
			// rule FO-EQUIP-3: equip it at once; the slot's card goes to the
			// inventory, or is discarded.
			if v == verbEquipSwapDiscard {
				s.discardHeld(seat, slotOf(c), "replaced", rec)
			}
			if v != verbKeepGained {
				s.equipFromInv(seat, s.whereHeld(seat, c)-whereInv, rec)
			}
		},
	})
	register(fDiscardDown, frameKind{Name: "discard-down", Run: func(s *State, f Frame, rec *engine.Recorder) {
		p := &s.P[f.Seat]
		if p.Out {
			return
		}
		d := discardDownOf(&f)
		if d.n == 0 {
			// rule FO-INV-1, FO-INV-2: more than 3 inventory cards: discard one, then check again.
			if int(p.NInv) > data.Rules.InventoryLimit {
				s.Push(f)
				s.Push(Frame{Kind: fDiscard, Seat: f.Seat})
			}
			return
		}
		if s.discardable(int(f.Seat), true, d.mask) {
			s.Push(discardDownArgs{n: d.n - 1, mask: d.mask}.frame(f.Seat))
			s.Push(discardArgs{effect: true, mask: d.mask}.frame(f.Seat))
		}
	}})
	register(fDiscard, frameKind{
		Name: "discard", Prompt: "discard",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p, d := &s.P[f.Seat], discardOf(f)
			for w := 0; w < whereInv+int(p.NInv); w++ {
				if h := s.placeAt(int(f.Seat), w); h.Card >= 0 && discardOK(w, d.effect, d.mask, h.Card) {
					dst = append(dst, act(verbDiscard, w, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, w, _, _ := unact(a)
			c := s.placeAt(int(f.Seat), w).Card
			return opt("discard:"+items[c].ID, "Discard "+items[c].Name+" ("+whereName(w)+")")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, w, _, _ := unact(a)
			seat, cause := int(f.Seat), "limit"
			if discardOf(f).effect {
				cause = "effect"
			}
			s.Pop()
			s.discardHeld(seat, w, cause, rec)
		},
	})
	register(fPlace, frameKind{
		Name: "place", Prompt: "place-figure",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for p := range s.geo().pos {
				for i, sp := range s.face(p) {
					if sp.enc == placeOf(f).enc {
						dst = append(dst, act(verbPlace, int(node(p, i)), 0, 0))
					}
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			return opt("place:"+s.nodeName(int8(n)), "Place your figure in "+s.spaceLabel(int8(n)))
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			// rule FO-TERRAIN-3: placed, not moved: no terrain, no Aggressive
			// fight (FO-EABIL-AGG-4), no "enter" objective.
			placeFigure(s, f, a, "card", rec)
		},
	})

	registerEffect("caps", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		// rule FO-RESULT-5, FO-CAPS-1
		s.gainCaps(int(f.Seat), s.effectAmount(e), "card", rec)
	})
	registerEffect("lose-caps", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		// rule FO-CAPS-3: as many as the survivor has.
		s.gainCaps(int(f.Seat), -s.effectAmount(e), "card", rec)
	})
	registerEffect("damage", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.harm(int(f.Seat), s.effectAmount(e), 0, harmBy(f), rec)
	})
	registerEffect("rads", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.harm(int(f.Seat), 0, s.effectAmount(e), harmBy(f), rec)
	})
	registerEffect("heal", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.heal(int(f.Seat), e.N, 0, "card", rec)
	})
	registerEffect("heal-rads", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.heal(int(f.Seat), 0, e.N, "card", rec)
	})
	registerEffect("move-points", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		// MP join the turn's pool and are lost at its end (FO-MOVE-5).
		s.MP += int8(e.N)
		if rec.On() {
			rec.Public("mp-gained", MPGained{Seat: int(f.Seat), Gained: e.N, MP: int(s.MP)}, "FO-MOVE-5")
		}
	})
	registerEffect("draw", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		// rule FO-RESULT-7, FO-RESULT-1
		s.drawCards(int(f.Seat), e.Deck, s.effectAmount(e), "draw", rec)
	})
	registerEffect("unique", effectUnique)
	registerEffect("discard", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		var mask uint8
		for _, k := range e.Kinds {
			mask |= kindBit(content.ItemKind(k))
		}
		if mask == 0 {
			mask = 0xff
		}
		s.Push(discardDownArgs{n: e.N, mask: mask}.frame(f.Seat))
	})
	registerEffect("place", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		d := deckIndex(e.Icon)
		for p := range s.geo().pos {
			for _, sp := range s.face(p) {
				if sp.enc == d {
					s.Push(placeArgs{enc: d}.frame(f.Seat))
					return
				}
			}
		}
		if rec.On() {
			rec.Public("effect-skipped", EffectSkipped{Seat: int(f.Seat), Effect: "place", Why: "no face-up space with the " + string(e.Icon) + " icon"}, "FO-LOOT-1")
		}
	})
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// unactAbility reads the ability of an action act(verb, card, use, perk).
func unactAbility(a engine.Action) ability {
	_, c, u, p := unact(a)
	return ability{Perk: p == 1, Card: int8(c), Use: int8(u)}
}

// abilityText describes an ability's costs and effects for a person.
func (s *State) abilityText(ab ability) string {
	if ab.Perk {
		return data.Perks[ab.Card].Text
	}
	return items[ab.Card].Text
}

// kindBit is item kind k's bit in a kind mask.
func kindBit(k content.ItemKind) uint8 {
	for i, x := range itemKinds {
		if x == k {
			return 1 << uint(i)
		}
	}
	return 0
}

// heldAt returns the card at place w of seat (an empty slot has Card -1).
func (s *State) placeAt(seat, w int) *Held {
	if w < whereInv {
		return &s.P[seat].Equip[w]
	}
	return &s.P[seat].Inv[w-whereInv]
}

// whereHeld is where seat holds card c, or -1.
func (s *State) whereHeld(seat int, c int8) int {
	p := &s.P[seat]
	for k, h := range p.Equip {
		if h.Card == c {
			return k
		}
	}
	for i, h := range p.Inv[:p.NInv] {
		if h.Card == c {
			return whereInv + i
		}
	}
	return -1
}

// whereName names place w: a slot, or inventory.
func whereName(w int) string {
	if w < whereInv {
		return string(content.Slots[w])
	}
	return "inventory"
}

// removeHeld takes the card at place w from seat and returns it.
func (s *State) removeHeld(seat, w int) Held {
	h := *s.placeAt(seat, w)
	if w < whereInv {
		s.P[seat].Equip[w] = Held{Card: -1}
	} else {
		s.P[seat].removeInv(w - whereInv)
	}
	s.keepCards(seat)
	return h
}

// discardHeld discards the card at place w of seat to its pile (FO-INV-3,
// FO-UNIQUE-3).
func (s *State) discardHeld(seat, w int, cause string, rec *engine.Recorder) {
	h := s.removeHeld(seat, w)
	s.discardItem(h.Card)
	if rec.On() {
		to := [...]string{srcLoot: "loot-discard", srcAsset: "asset-discard", srcUnique: "uniques", srcChar: "box"}[itemSrc[h.Card]]
		rec.Public("card-discarded", CardDiscarded{Seat: seat, Card: items[h.Card].ID, From: whereName(w), Cause: cause, To: to}, "FO-INV-3", "FO-UNIQUE-3", "FO-INV-2", "FO-CAMP-3")
	}
}

// discardOK reports whether the card c at place w may be discarded in
// an fDiscard frame: inventory cards for the limit, held cards of a kind
// in mask for an effect.
func discardOK(w int, effect bool, mask uint8, c int8) bool {
	if !effect {
		return w >= whereInv
	}
	return mask&kindBit(items[c].Kind) != 0
}

// discardable reports whether seat holds a card an fDiscard frame with
// these arguments may discard.
func (s *State) discardable(seat int, effect bool, mask uint8) bool {
	for w := 0; w < whereInv+int(s.P[seat].NInv); w++ {
		if c := s.placeAt(seat, w).Card; c >= 0 && discardOK(w, effect, mask, c) {
			return true
		}
	}
	return false
}

// equipFromInv equips inventory card i of seat; the card in its slot, if
// any, takes its place in the inventory. An exhausted card stays
// exhausted (FO-EXH-2).
func (s *State) equipFromInv(seat, i int, rec *engine.Recorder) {
	p := &s.P[seat]
	h := p.Inv[i]
	k := slotOf(h.Card)
	old := p.Equip[k]
	p.Equip[k] = h
	if old.Card >= 0 {
		p.Inv[i] = old
	} else {
		p.removeInv(i)
	}
	s.keepReach(seat) // a slot filled; the timings held are the same
	if rec.On() {
		ev := Equipped{Seat: seat, Card: items[h.Card].ID, Slot: string(content.Slots[k])}
		if old.Card >= 0 {
			ev.Swapped = items[old.Card].ID
		}
		rec.Public("equipped", ev, "FO-EQUIP-4", "FO-CAMP-4", "FO-EQUIP-3")
	}
}

// heal recovers hp HP (up to the maximum) and heals rads (down to 0)
// (FO-HP-2..4).
func (s *State) heal(seat, hp, rads int, cause string, rec *engine.Recorder) {
	p := &s.P[seat]
	ev := Healed{Seat: seat, Cause: cause, HPFrom: int(p.HP), RadsFrom: int(p.Rads)}
	p.HP = min(int8(data.Rules.MaxHP), p.HP+int8(hp))
	p.Rads = max(0, p.Rads-int8(rads))
	if rec.On() {
		ev.HPTo, ev.RadsTo = int(p.HP), int(p.Rads)
		rec.Public("healed", ev, "FO-HP-2", "FO-HP-3", "FO-HP-4", "FO-CAMP-2")
	}
}

// abilities appends to dst seat's abilities with a timing whose bit is in
// tb that are ready now: equipped cards, inventory cards, the rule card,
// then perks. An ability is ready when the survivor is on the map, the
// card is where it works (weapons, apparel and companions equipped, other
// items in the inventory, a rule card always; FO-EQUIP-6, FO-ITEM-1,
// FO-CHAR-3), not exhausted if the ability exhausts it (FO-EXH-1), its
// Caps can be paid, and a perk is held and within the window its card
// states (FO-PERK-2). Each card's place is the one the walk found it at (a
// card is held in one place). Its callers first ask the lacks (noUse),
// which rule out most asks, before zeroing a buffer for it.
// TestAbilitiesAreReady compares it with asking each ability alone.
func (s *State) abilities(seat int, tb uint16, dst []ability) []ability {
	p := &s.P[seat]
	if p.Out || p.Node == Nowhere {
		return dst
	}
	// add lists card c's ready abilities of tb; h is where it is held,
	// inside the equipment (equipped) or the inventory, nil for the rule
	// card.
	add := func(c int8, h *Held, equipped bool) {
		if itemTimings[uint8(c)]&tb == 0 {
			return
		}
		if items[c].Kind == content.RuleCard {
			if s.ruleCard(seat) != c {
				return
			}
			h = nil
		} else if (slotOf(c) >= 0) != equipped {
			return
		}
		for u, b := range itemUseBits[c] {
			if b&tb == 0 {
				continue
			}
			if use := &items[c].Uses[u]; int(p.Caps) >= use.Caps && (h == nil || !use.Exhaust || !h.Exhausted) {
				dst = append(dst, ability{Card: c, Use: int8(u)})
			}
		}
	}
	// Equipped cards, then the inventory: placeAt's order.
	for k := range p.Equip {
		if h := &p.Equip[k]; h.Card >= 0 {
			add(h.Card, h, true)
		}
	}
	for i := range p.Inv[:p.NInv] {
		if h := &p.Inv[i]; h.Card >= 0 {
			add(h.Card, h, false)
		}
	}
	if c := s.ruleCard(seat); c >= 0 {
		add(c, nil, false)
	}
	// Only the perks held can be ready.
	for perks := p.Perks; perks != 0; perks &= perks - 1 {
		k := bits.TrailingZeros16(perks)
		if perkUseBit[k]&tb != 0 && int(p.Caps) >= data.Perks[k].Use.Caps && s.perkNow(seat, k) {
			dst = append(dst, ability{Perk: true, Card: int8(k)})
		}
	}
	return dst
}

// useAbility uses ability ab of seat through test.go: it pays its Caps,
// exhausts or discards the card (a perk is discarded back to the perk
// deck, FO-PERK-1) and resolves its effects in order.
func (s *State) useAbility(seat int, ab ability, rec *engine.Recorder) {
	if ab.Perk {
		s.usePerk(seat, int(ab.Card), rec)
		return
	}
	where := useCharCard
	if w := s.whereHeld(seat, ab.Card); w >= whereInv {
		where = useInv + w - whereInv
	} else if w >= 0 {
		where = useEquip + w
	}
	s.useCard(seat, where, int(ab.Use), rec)
}

// drawItem draws the top card of the loot (src = srcLoot) or asset deck;
// an empty deck is first rebuilt from its discard pile (FO-LIMIT-3,
// FO-ASSET-1). It returns -1 when both are empty (FO-LIMIT-5).
func (s *State) drawItem(src uint8, rec *engine.Recorder) int8 {
	deck, discard, name := &s.Loot, &s.LootDiscard, "loot"
	if src == srcAsset {
		deck, discard, name = &s.Assets, &s.AssetDiscard, "asset"
	}
	if deck.N == 0 && discard.N > 0 {
		*deck, *discard = *discard, Pile{}
		s.shuffle(deck)
		if rec.On() {
			rec.Public("deck-reshuffled", DeckReshuffled{Deck: name, Cards: int(deck.N)}, "FO-LIMIT-3", "FO-ASSET-1")
		}
	}
	return deck.take()
}

// drawCards draws n cards of deck for seat and keeps them (FO-RESULT-7):
// agenda cards go to the hand (FO-AGENDA-4); loot and asset cards are all
// drawn first, then placed (gainCards, FO-INV-2).
func (s *State) drawCards(seat int, deck content.DrawDeck, n int, cause string, rec *engine.Recorder) {
	if deck == content.AgendaDeck && s.Coop.On {
		// rule AB-WS-1: the agenda icon is a workshop upgrade, ×N one at a time.
		for i := 0; i < n; i++ {
			s.gainWorkshop(seat, rec)
		}
		return
	}
	if deck == content.AgendaDeck {
		for i := 0; i < n; i++ {
			s.drawAgenda(seat, cause, rec)
		}
		return
	}
	src := srcLoot
	if deck == content.AssetDeck {
		src = srcAsset
	}
	var got [maxInventory]Held
	k := 0
	for ; k < n && k < len(got); k++ {
		c := s.drawItem(src, rec)
		if c < 0 {
			break
		}
		got[k] = Held{Card: c}
	}
	s.gainCards(seat, got[:k], cause, rec)
}

// gainCards gives seat the cards hs. A loot event is resolved and
// discarded (FO-LOOT-1); the other cards go to the inventory, where an
// equippable one may then be equipped (fGainCard, FO-EQUIP-3), and seat
// discards down to the inventory limit (FO-INV-2). The events come first:
// a survivor they kill takes no decision about the cards, which death
// discards with the inventory (FO-DEATH-1).
func (s *State) gainCards(seat int, hs []Held, cause string, rec *engine.Recorder) {
	p := &s.P[seat]
	for _, h := range hs {
		if c := h.Card; items[c].Kind == content.Event {
			s.LootDiscard.put(c)
			if rec.On() {
				rec.Public("card-gained", CardGained{Seat: seat, Card: items[c].ID, Name: items[c].Name, Kind: string(items[c].Kind), Cause: cause, To: "discard"}, "FO-EQUIP-3", "FO-LOOT-1", "FO-RESULT-7", "FO-RESULT-8")
			}
			for u := range items[c].Uses {
				s.useEffects(seat, srcItem, c, &items[c].Uses[u], rec)
			}
		}
	}
	dead := p.HP <= p.Rads
	var frames [maxInventory + 1]Frame
	k := 0
	for _, h := range hs {
		c := h.Card
		if items[c].Kind == content.Event {
			continue
		}
		if p.NInv == maxInventory {
			panic("fallout: more inventory cards than the state holds")
		}
		p.Inv[p.NInv] = h
		p.NInv++
		s.keepCards(seat)
		if slotOf(c) >= 0 && !dead {
			frames[k] = gainCardArgs{card: c}.frame(seat)
			k++
		}
		if rec.On() {
			rec.Public("card-gained", CardGained{Seat: seat, Card: items[c].ID, Name: items[c].Name, Kind: string(items[c].Kind),
				Cause: cause, To: "inventory", Exhausted: h.Exhausted}, "FO-EQUIP-3", "FO-LOOT-1", "FO-RESULT-7", "FO-RESULT-8")
		}
	}
	if !dead {
		frames[k] = Frame{Kind: fDiscardDown, Seat: int8(seat)}
		s.PushAll(frames[:k+1]...)
	}
}

// effectUnique gains the named unique asset, or a random available one if
// a survivor holds it; a discarded unique is available again
// (FO-RESULT-8, FO-UNIQUE-1..3).
func effectUnique(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
	held := s.heldMask()
	c := int8(-1)
	for i := firstUnique; i < firstChar; i++ {
		if items[i].ID == e.Unique {
			c = int8(i)
		}
	}
	requested := ""
	if c < 0 || held[c] > 0 {
		requested = e.Unique
		free := 0
		for i := firstUnique; i < firstChar; i++ {
			if held[i] == 0 {
				free++
			}
		}
		c = -1
		if free > 0 {
			k := s.Rng.IntN(free)
			for i := firstUnique; i < firstChar && c < 0; i++ {
				if held[i] == 0 {
					if k == 0 {
						c = int8(i)
					}
					k--
				}
			}
		}
	}
	if c < 0 {
		if rec.On() {
			rec.Public("effect-skipped", EffectSkipped{Seat: int(f.Seat), Effect: "unique", Why: "every unique asset is held"}, "FO-LOOT-1")
		}
		return
	}
	if requested != "" && rec.On() {
		rec.Emit(engine.Event{Type: "unique-substituted", To: engine.Public, Reveals: true,
			Data: CardGained{Seat: int(f.Seat), Card: items[c].ID, Name: items[c].Name, Kind: string(items[c].Kind), Cause: "unique", Requested: requested}, Rules: []string{"FO-UNIQUE-2"}})
	}
	s.gainCards(int(f.Seat), []Held{{Card: c}}, "unique", rec)
}

// useLegal lists the turn abilities ready now (FO-TURN-3).
func useLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	// rule FO-TURN-3, FO-PERK-2: on the turn, between actions. The
	// abilities of both timings are found at once, then listed
	// timing by timing. Most seats' cards have none of these timings
	// (noUse): then no buffer is zeroed.
	if s.noUse(ts.seat, tbTurn|tbAnyAction) {
		return dst
	}
	var buf [32]ability
	ready := s.abilities(ts.seat, tbTurn|tbAnyAction, buf[:0])
	if len(ready) == 0 { // most listings: nothing to sort by timing
		return dst
	}
	for _, tb := range [...]uint16{tbTurn, tbAnyAction} {
		for _, ab := range ready {
			if ab.timing() == tb {
				dst = append(dst, act(tvUse, int(ab.Card), int(ab.Use), b2i(ab.Perk)))
			}
		}
	}
	return dst
}
