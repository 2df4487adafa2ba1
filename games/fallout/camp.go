package fallout

import (
	"fmt"
	"math/bits"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Camping and trading (FO-CAMP-1..4, FO-TRADE-1..6, FO-EXH-3..5,
// FO-TRAIT-8). With no active enemy in the space, the Camp action opens a
// menu (fCamp) whose steps the survivor takes in any order: recover 3 HP,
// gain Well Rested, unexhaust every exhausted card (mandatory before the
// camp ends), equip cards, use abilities that work when camping, and
// trade with survivors in the same or an adjacent space. Unexhausting
// checks each companion's condition (discarded if it fails) and asks
// whether to pay a card's unexhaust cost (fCamp in mode campPay).
//
// A trade is built offer by offer by the camper (fTradeBuild, the trade
// kept in State.Trade), proposed, and accepted or declined by the partner
// (fTradeAnswer). Agenda cards the camper offers may be shown to the
// partner before the answer (FO-TRADE-4); agenda cards asked of the
// partner are chosen by the partner on accepting.

// fCamp modes (campArgs.mode); in the menu campArgs.done holds the camp*
// bits done.
const (
	campMenu int8 = 0
	campPay  int8 = 1 // pay to unexhaust card C?
)

// Camp steps done (fCamp's A).
const (
	campHealed      int8 = 1 << iota // recovered 3 HP
	campRested                       // gained Well Rested
	campUnexhausted                  // unexhausted the cards
	campToken                        // co-op: placed a C.A.M.P. token (AB-CAMP-3/4)
)

// Verbs of the camp and trade decisions.
const (
	verbCampHeal uint8 = iota + 1
	verbCampRest
	verbCampUnexhaust
	verbCampEquip
	verbCampUse
	verbCampTrade
	verbCampDone
	verbPay
	verbLeave
	verbCampCamp // co-op: place a C.A.M.P. token (AB-CAMP-3)
)

// Verbs of fTradeBuild and fTradeAnswer.
const (
	verbGive uint8 = iota + 1
	verbAsk
	verbGiveAgenda
	verbShowAgenda
	verbAskAgenda
	verbGiveCaps
	verbAskCaps
	verbPropose
	verbCancel
	verbAccept
	verbDecline
	verbHandOver
)

// Trade is a trade being built (FO-TRADE-*): what each side hands over.
// The camper is the seat of the fTradeBuild or fTradeAnswer frame.
type Trade struct {
	Partner int8 `json:"partner"` // the other survivor's seat
	// Give and Take are the camper's and the partner's held cards in the
	// deal: bit w for place w (a slot, or whereInv+i for inventory card i).
	Give uint16 `json:"give"`
	Take uint16 `json:"take"`
	// GiveCaps and TakeCaps are the Caps each side hands over.
	GiveCaps int16 `json:"give_caps"`
	TakeCaps int16 `json:"take_caps"`
	// GiveAgenda has bit i for the camper's hand card i offered; Shown
	// for those shown to the partner beforehand (FO-TRADE-4).
	GiveAgenda uint8 `json:"give_agenda"`
	Shown      uint8 `json:"shown"`
	// TakeAgendas is how many agenda cards the partner hands over;
	// TakeChosen has bit i for the partner's hand card i chosen so far.
	TakeAgendas int8  `json:"take_agendas"`
	TakeChosen  uint8 `json:"take_chosen"`
}

// CampEvent is the event of a Camp action begun or ended (FO-CAMP-1/2).
type CampEvent struct {
	Seat  int    `json:"seat"`
	Space string `json:"space"`
	// Steps taken, at the end: heal, rest, unexhaust.
	Steps []string `json:"steps,omitempty"`
}

// CardUnexhausted is the event of an exhausted card turned upright, or
// left exhausted when its cost was not paid (FO-EXH-3..5, FO-CAMP-3).
type CardUnexhausted struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
	Paid int    `json:"paid,omitempty"` // the Caps paid to unexhaust it
	// Stays: the cost was not paid; the card stays exhausted.
	Stays bool `json:"stays,omitempty"`
	// Left: a companion whose condition failed was discarded.
	Left bool `json:"left,omitempty"`
}

// TradeStep is the event of the camper adding to a trade, proposing it,
// cancelling it, or the partner answering (FO-TRADE-1..4). Agenda cards
// are counted, never named.
type TradeStep struct {
	Seat    int    `json:"seat"`    // the camper
	Partner int    `json:"partner"` // the other survivor
	Step    string `json:"step"`    // start, give, ask, give-agenda, show-agenda, ask-agenda, give-caps, ask-caps, propose, cancel, accept, decline
	Card    string `json:"card,omitempty"`
	Caps    int    `json:"caps,omitempty"`
}

// TradeAgendaShown is the private event of an offered agenda card shown
// to the trading partner (FO-TRADE-4, FO-AGENDA-6).
type TradeAgendaShown struct {
	Seat    int    `json:"seat"`
	Partner int    `json:"partner"`
	Card    string `json:"card"`
}

// TradeDone is the event of an accepted trade carried out (FO-TRADE-2,
// FO-TRADE-5).
type TradeDone struct {
	Seat      int      `json:"seat"`
	Partner   int      `json:"partner"`
	ToPartner []string `json:"to_partner"` // cards
	ToSeat    []string `json:"to_seat"`
	// Caps and agenda cards (counted) each way.
	CapsToPartner    int `json:"caps_to_partner"`
	CapsToSeat       int `json:"caps_to_seat"`
	AgendasToPartner int `json:"agendas_to_partner"`
	AgendasToSeat    int `json:"agendas_to_seat"`
}

func init() {
	registerTurn(tvCamp, turnVerb{
		legal: campVerbLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			return opt("camp", "Camp in "+s.spaceLabel(s.P[seat].Node))
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			s.takeAction()
			if rec.On() {
				rec.Public("camp-started", CampEvent{Seat: seat, Space: s.nodeName(s.P[seat].Node)}, "FO-CAMP-1")
			}
			s.Push(Frame{Kind: fCamp, Seat: int8(seat)})
			s.keepCampNear(seat)
		},
	})
	register(fCamp, frameKind{Name: "camp", Prompt: "camp", Legal: campLegal, Option: campOption, Apply: campApply})
	register(fTradeBuild, frameKind{Name: "trade-build", Prompt: "trade", Legal: tradeLegal, Option: tradeOption, Apply: tradeApply})
	register(fTradeAnswer, frameKind{Name: "trade-answer", Prompt: "trade-answer", Legal: answerLegal, Option: answerOption, Apply: answerApply})
	registerEffect("unexhaust", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		// rule FO-EXH-3: as when camping.
		s.unexhaustAll(int(f.Seat), rec)
	})
}

// exhaustedAny reports whether seat holds an exhausted card.
func (s *State) exhaustedAny(seat int) bool {
	p := &s.P[seat]
	for _, h := range &p.Equip {
		if h.Card >= 0 && h.Exhausted {
			return true
		}
	}
	for _, h := range p.Inv[:p.NInv] {
		if h.Card >= 0 && h.Exhausted {
			return true
		}
	}
	return false
}

func campLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	p, ca := &s.P[seat], campOf(f)
	if ca.mode == campPay {
		if int(p.Caps) >= items[ca.card].UnexhaustCaps {
			dst = append(dst, act(verbPay, 0, 0, 0))
		}
		return append(dst, act(verbLeave, 0, 0, 0))
	}
	if ca.done&campHealed == 0 {
		dst = append(dst, act(verbCampHeal, 0, 0, 0))
	}
	if ca.done&campToken == 0 && s.canPlaceCamp(seat) {
		dst = append(dst, act(verbCampCamp, 0, 0, 0))
	}
	if ca.done&campRested == 0 && !s.hasTraitAt(seat, wellRestedAt) {
		dst = append(dst, act(verbCampRest, 0, 0, 0))
	}
	exhausted := s.exhaustedAny(seat)
	if ca.done&campUnexhausted == 0 && exhausted {
		dst = append(dst, act(verbCampUnexhaust, 0, 0, 0))
	}
	// rule FO-CAMP-4, FO-EQUIP-5: change the equipment while camping.
	for i, h := range p.Inv[:p.NInv] {
		if slotOf(h.Card) >= 0 {
			dst = append(dst, act(verbCampEquip, i, 0, 0))
		}
	}
	if !s.noUse(seat, tbCamp) { // most camps: no card with a Camp ability, no buffer zeroed
		var buf [16]ability
		for _, ab := range s.abilities(seat, tbCamp, buf[:0]) {
			dst = append(dst, act(verbCampUse, int(ab.Card), int(ab.Use), b2i(ab.Perk)))
		}
	}
	// rule FO-TRADE-1: canTradeWith asked of every seat, the camper's
	// node and the map read once; the neighbours read from what the Camp
	// action kept while nobody moved (campnear.go).
	if a := p.Node; a != Nowhere {
		b := s.board()
		kept := s.near.seat == int8(seat) && s.near.nodes == s.nodesKey()
		for q := range int(s.N) {
			if n := s.P[q].Node; q != seat && !s.P[q].Out && n != Nowhere && (n == a || kept && s.near.near>>uint(q)&1 != 0 || !kept && b.AdjacentTo(a, n)) {
				dst = append(dst, act(verbCampTrade, q, 0, 0))
			}
		}
	}
	// rule FO-CAMP-2: unexhausting is not optional.
	if ca.done&campUnexhausted != 0 || !exhausted {
		dst = append(dst, act(verbCampDone, 0, 0, 0))
	}
	return dst
}

func campOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, x, y, z := unact(a)
	p := &s.P[f.Seat]
	switch v {
	case verbPay:
		c := items[campOf(f).card]
		return opt("pay:"+c.ID, "Pay "+plural(c.UnexhaustCaps, "Cap")+" to unexhaust "+c.Name)
	case verbLeave:
		c := items[campOf(f).card]
		return opt("leave:"+c.ID, "Leave "+c.Name+" exhausted")
	case verbCampHeal:
		return opt("heal", "Recover "+strconv.Itoa(s.campHeal(int(f.Seat)))+" HP")
	case verbCampCamp:
		return opt("camp-token", s.campTokenLabel(int(f.Seat)))
	case verbCampRest:
		return opt("rest", "Gain Well Rested")
	case verbCampUnexhaust:
		return opt("unexhaust", "Unexhaust your cards")
	case verbCampEquip:
		c := p.Inv[x].Card
		label := "Equip " + items[c].Name
		if old := p.Equip[slotOf(c)].Card; old >= 0 {
			label += " instead of " + items[old].Name
		}
		return opt("equip:"+items[c].ID, label)
	case verbCampUse:
		ab := ability{Perk: z == 1, Card: int8(x), Use: int8(y)}
		return opt(ab.optionID(), "Use "+ab.name()+": "+s.abilityText(ab))
	case verbCampTrade:
		return opt("trade:"+strconv.Itoa(x), "Trade with seat "+strconv.Itoa(x)+" ("+data.Survivors[s.P[x].Survivor].Name+")")
	}
	return opt("done", "End the camp")
}

func campApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	v, x, y, z := unact(a)
	seat, ca := int(f.Seat), campOf(f)
	switch v {
	case verbPay, verbLeave:
		c := ca.card
		s.Pop()
		w := s.whereHeld(seat, c)
		if v == verbLeave {
			if rec.On() {
				rec.Public("card-unexhausted", CardUnexhausted{Seat: seat, Card: items[c].ID, Stays: true}, "FO-EXH-3", "FO-EXH-4", "FO-EXH-5", "FO-CAMP-3")
			}
			return
		}
		// rule FO-EXH-4: the cost paid, the card unexhausts.
		s.gainCaps(seat, -items[c].UnexhaustCaps, "unexhaust", rec)
		s.unexhaustAt(seat, w, items[c].UnexhaustCaps, rec)
	case verbCampHeal:
		ca.done |= campHealed
		f.SetArgs(ca.args())
		s.heal(seat, s.campHeal(seat), 0, "camp", rec)
	case verbCampCamp:
		// rule AB-CAMP-3, AB-CAMP-4: one token per Camp action.
		ca.done |= campToken
		f.SetArgs(ca.args())
		s.placeCamp(seat, rec)
	case verbCampRest:
		// rule FO-TRAIT-8: an Addicted token flips, unless its side shows the lock.
		ca.done |= campRested
		f.SetArgs(ca.args())
		s.gainTrait(seat, content.WellRested, false, "camp", rec)
	case verbCampUnexhaust:
		ca.done |= campUnexhausted
		f.SetArgs(ca.args())
		s.unexhaustAll(seat, rec)
	case verbCampEquip:
		s.equipFromInv(seat, x, rec)
	case verbCampUse:
		s.useAbility(seat, ability{Perk: z == 1, Card: int8(x), Use: int8(y)}, rec)
	case verbCampTrade:
		s.Trade = Trade{Partner: int8(x)}
		if rec.On() {
			rec.Public("trade", TradeStep{Seat: seat, Partner: x, Step: "start"}, "FO-TRADE-1", "FO-TRADE-2", "FO-TRADE-3", "FO-TRADE-4")
		}
		s.Push(Frame{Kind: fTradeBuild, Seat: f.Seat})
	case verbCampDone:
		done := ca.done
		s.Pop()
		if rec.On() {
			ev := CampEvent{Seat: seat, Space: s.nodeName(s.P[seat].Node)}
			for i, name := range []string{"heal", "rest", "unexhaust", "camp-token"} {
				if done&(1<<uint(i)) != 0 {
					ev.Steps = append(ev.Steps, name)
				}
			}
			rec.Public("camp-ended", ev, "FO-CAMP-1")
		}
	}
}

// campHeal is the HP a camp recovers (FO-CAMP-2), changed by co-op
// modifiers, never below 0.
func (s *State) campHeal(seat int) int {
	return max(0, data.Rules.CampHeal+s.modifier(seat).Heal)
}

// unexhaustAll turns seat's exhausted cards upright (FO-EXH-3): a card
// with an unexhaust cost stays exhausted unless seat pays it (a decision,
// FO-EXH-4); a companion that unexhausts is checked against its condition
// (FO-CAMP-3, FO-EXH-5).
func (s *State) unexhaustAll(seat int, rec *engine.Recorder) {
	var ask [numSlots + maxInventory]Frame
	k := 0
	// From the last place down, so a discarded companion shifts only
	// places already seen.
	for w := whereInv + int(s.P[seat].NInv) - 1; w >= 0; w-- {
		h := s.placeAt(seat, w)
		if h.Card < 0 || !h.Exhausted {
			continue
		}
		if items[h.Card].UnexhaustCaps > 0 {
			ask[k] = campArgs{mode: campPay, card: h.Card}.frame(seat)
			k++
			continue
		}
		s.unexhaustAt(seat, w, 0, rec)
	}
	for i, j := 0, k-1; i < j; i, j = i+1, j-1 {
		ask[i], ask[j] = ask[j], ask[i]
	}
	s.PushAll(ask[:k]...)
}

// unexhaustAt turns the card at place w of seat upright; a companion whose
// condition fails is discarded (FO-CAMP-3).
func (s *State) unexhaustAt(seat, w, paid int, rec *engine.Recorder) {
	h := s.placeAt(seat, w)
	h.Exhausted = false
	s.keepTimings(seat)
	c := h.Card
	keep := items[c].Keep
	left := items[c].Kind == content.Companion && keep != nil && !s.meets(seat, keep, -1)
	if rec.On() {
		rec.Public("card-unexhausted", CardUnexhausted{Seat: seat, Card: items[c].ID, Paid: paid, Left: left}, "FO-EXH-3", "FO-EXH-4", "FO-EXH-5", "FO-CAMP-3")
	}
	if left {
		s.discardHeld(seat, w, "companion", rec)
	}
}

// canTradeWith reports whether seat, camping, may trade with seat q: a
// survivor in the game in the same or an adjacent space (FO-TRADE-1).
func (s *State) canTradeWith(seat, q int) bool {
	a, b := s.P[seat].Node, s.P[q].Node
	if q == seat || s.P[q].Out || a == Nowhere || b == Nowhere {
		return false
	}
	return a == b || s.adjacentTo(a, b)
}

// popcount16 counts the set bits of b.
func popcount16(b uint16) int { return bits.OnesCount16(b) }

// handFits reports whether seat may hold n agenda cards in hand for a
// moment: the state's hand holds maxHand, and getting rid of one card must
// restore the limit (FO-AGENDA-5, FO-LOYAL-6).
func (s *State) handFits(seat, n int) bool {
	if s.P[seat].Loyal >= 0 {
		n++
	}
	return n <= maxHand && n <= data.Rules.AgendaLimit+1
}

// tradeCounts counts the inventory cards and agenda cards in hand camper
// c and partner p would hold after trade t. It is inlined.
func tradeCounts(c, p *Player, t *Trade) (invC, invP, handC, handP int) {
	// The agenda cards moved to the camper, and the inventory cards: a
	// held card leaves the inventory it came from (equipped cards are not
	// counted) and joins the other survivor's.
	hand := int(t.TakeAgendas) - popcount(t.GiveAgenda)
	return int(c.NInv) - popcount16(t.Give>>whereInv) + popcount16(t.Take),
		int(p.NInv) - popcount16(t.Take>>whereInv) + popcount16(t.Give),
		int(c.NHand) + hand, int(p.NHand) - hand
}

// holdsFit reports whether camper may hold invC inventory cards and handC
// agenda cards in hand, and partner invP and handP, for a moment: maxInventory
// inventory cards before discarding down (FO-TRADE-6), and an agenda hand
// handFits allows.
func (s *State) holdsFit(camper, partner, invC, invP, handC, handP int) bool {
	return invC <= maxInventory && invP <= maxInventory && s.handFits(camper, handC) && s.handFits(partner, handP)
}

// tradeFits tells which kinds of offers holdsFit allows added to a trade:
// offers of one kind move the card counts alike. A held card's offer
// depends on where it is (equipped, or in the inventory), every Caps
// offer moves no card, and giving an agenda card or showing it moves the
// same cards.
type tradeFits struct {
	giveEquip, giveInv, askEquip, askInv bool
	giveAgenda, askAgenda, caps          bool
}

// tradeFitting weighs the offer kinds (tradeFits) added to camper's trade.
// An offer tradeLegal lists is never in the trade yet, so each kind moves
// the card counts of tradeCounts by one card or none: the counts are
// taken once and moved, the trade of each offer is not built. handFits is
// asked as the room left in each hand, and each kind tests only the
// counts it moves.
func (s *State) tradeFitting(camper int) tradeFits {
	q := int(s.Trade.Partner)
	invC, invP, handC, handP := tradeCounts(&s.P[camper], &s.P[q], &s.Trade)
	roomC, roomP := s.handRoom(camper)-handC, s.handRoom(q)-handP
	invRoomC, invRoomP := maxInventory-invC, maxInventory-invP
	hands, invs := roomC >= 0 && roomP >= 0, invRoomC >= 0 && invRoomP >= 0
	// A card leaves the inventory it came from (equipped cards are not
	// counted) and joins the other survivor's inventory. Caps are not
	// held cards: the counts as they are.
	return tradeFits{
		giveEquip:  hands && invRoomC >= 0 && invRoomP >= 1,
		giveInv:    hands && invRoomC >= -1 && invRoomP >= 1,
		askEquip:   hands && invRoomC >= 1 && invRoomP >= 0,
		askInv:     hands && invRoomC >= 1 && invRoomP >= -1,
		giveAgenda: invs && roomC >= -1 && roomP >= 1,
		askAgenda:  invs && roomC >= 1 && roomP >= -1,
		caps:       invs && hands,
	}
}

// handRoom is the most agenda cards seat may hold in hand for a moment
// (handFits): n fit when n <= handRoom.
func (s *State) handRoom(seat int) int {
	return min(maxHand, data.Rules.AgendaLimit+1) - b2i(s.P[seat].Loyal >= 0)
}

// tradeEmpty reports whether t hands nothing over.
func (t *Trade) tradeEmpty() bool {
	return t.Give == 0 && t.Take == 0 && t.GiveCaps == 0 && t.TakeCaps == 0 && t.GiveAgenda == 0 && t.TakeAgendas == 0
}

// tradeWith returns the trade with the offer of action a added.
func (s *State) tradeWith(a engine.Action) Trade {
	t := s.Trade
	v, x, _, _ := unact(a)
	switch v {
	case verbGive:
		t.Give |= 1 << uint(x)
	case verbAsk:
		t.Take |= 1 << uint(x)
	case verbGiveAgenda:
		t.GiveAgenda |= 1 << uint(x)
	case verbShowAgenda:
		t.GiveAgenda |= 1 << uint(x)
		t.Shown |= 1 << uint(x)
	case verbAskAgenda:
		t.TakeAgendas++
	case verbGiveCaps:
		t.GiveCaps += int16(x)
	case verbAskCaps:
		t.TakeCaps += int16(x)
	}
	return t
}

// inventoryMask has bit whereInv+i for each inventory card i of pl: every
// place up to NInv holds one (Check refuses a state where one does not).
func inventoryMask(pl *Player) uint16 {
	return (1<<uint(pl.NInv) - 1) << whereInv
}

// equippedMask has bit w for each slot w of pl holding a card.
func equippedMask(pl *Player) uint16 {
	return uint16(b2i(pl.Equip[0].Card >= 0)) | uint16(b2i(pl.Equip[1].Card >= 0))<<1 | uint16(b2i(pl.Equip[2].Card >= 0))<<2
}

// equippedMask reads the three slots.
var (
	_ [numSlots - 3]struct{}
	_ [3 - numSlots]struct{}
)

func tradeLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	t := &s.Trade
	q := int(t.Partner)
	c, p := &s.P[seat], &s.P[q]
	// Offers of one kind fit alike: the kinds are weighed once.
	fits := s.tradeFitting(seat)
	// rule FO-TRADE-2, FO-TRADE-3: items and companions (held cards; a
	// rule card, traits, tokens and perks are not), agenda cards, Caps.
	// The equipped cards, then the inventory; at each place the camper's
	// card, then the partner's.
	// The places offered, as bits: the cards held and not in the trade
	// yet, of a side whose kind fits. Only the places offered on either
	// side are visited, in place order.
	var gives, asks uint16
	if fits.giveEquip {
		gives = equippedMask(c) &^ t.Give
	}
	if fits.askEquip {
		asks = equippedMask(p) &^ t.Take
	}
	if fits.giveInv {
		gives |= inventoryMask(c) &^ t.Give
	}
	if fits.askInv {
		asks |= inventoryMask(p) &^ t.Take
	}
	for m := gives | asks; m != 0; m &= m - 1 {
		w := bits.TrailingZeros16(m)
		if gives>>uint(w)&1 != 0 {
			dst = append(dst, act(verbGive, w, 0, 0))
		}
		if asks>>uint(w)&1 != 0 {
			dst = append(dst, act(verbAsk, w, 0, 0))
		}
	}
	if fits.giveAgenda { // and showing it
		for i := 0; i < int(c.NHand); i++ {
			if t.GiveAgenda&(1<<uint(i)) == 0 {
				dst = append(dst, act(verbGiveAgenda, i, 0, 0), act(verbShowAgenda, i, 0, 0))
			}
		}
	}
	if int(t.TakeAgendas) < int(p.NHand) && fits.askAgenda {
		dst = append(dst, act(verbAskAgenda, 0, 0, 0))
	}
	if fits.caps {
		// 1 Cap, then 5, each offered and asked.
		giveLeft, askLeft := int(c.Caps)-int(t.GiveCaps), int(p.Caps)-int(t.TakeCaps)
		if giveLeft >= 1 {
			dst = append(dst, act(verbGiveCaps, 1, 0, 0))
		}
		if askLeft >= 1 {
			dst = append(dst, act(verbAskCaps, 1, 0, 0))
		}
		if giveLeft >= 5 {
			dst = append(dst, act(verbGiveCaps, 5, 0, 0))
		}
		if askLeft >= 5 {
			dst = append(dst, act(verbAskCaps, 5, 0, 0))
		}
	}
	if !t.tradeEmpty() {
		dst = append(dst, act(verbPropose, 0, 0, 0))
	}
	return append(dst, act(verbCancel, 0, 0, 0))
}

func tradeOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, x, _, _ := unact(a)
	q := int(s.Trade.Partner)
	switch v {
	case verbGive:
		c := s.placeAt(int(f.Seat), x).Card
		return opt("give:"+items[c].ID, "Offer your "+items[c].Name+" ("+whereName(x)+")")
	case verbAsk:
		c := s.placeAt(q, x).Card
		return opt("ask:"+items[c].ID, "Ask for their "+items[c].Name+" ("+whereName(x)+")")
	case verbGiveAgenda:
		return opt("give-agenda:"+strconv.Itoa(x+1), "Offer agenda card "+strconv.Itoa(x+1)+" of your hand, unseen")
	case verbShowAgenda:
		return opt("show-agenda:"+strconv.Itoa(x+1), "Offer agenda card "+strconv.Itoa(x+1)+" of your hand and show it to them")
	case verbAskAgenda:
		return opt("ask-agenda", "Ask for an agenda card of their choice")
	case verbGiveCaps:
		return opt("give-caps:"+strconv.Itoa(x), "Offer "+plural(x, "more Cap"))
	case verbAskCaps:
		return opt("ask-caps:"+strconv.Itoa(x), "Ask for "+plural(x, "more Cap"))
	case verbPropose:
		return opt("propose", "Propose the trade to seat "+strconv.Itoa(q))
	}
	return opt("cancel", "Call the trade off")
}

func tradeApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	v, x, _, _ := unact(a)
	seat, q := int(f.Seat), int(s.Trade.Partner)
	ev := TradeStep{Seat: seat, Partner: q}
	switch v {
	case verbPropose:
		s.Pop()
		if rec.On() {
			ev.Step = "propose"
			rec.Public("trade", ev, "FO-TRADE-1", "FO-TRADE-2", "FO-TRADE-3", "FO-TRADE-4")
		}
		s.Push(tradeAnswerArgs{camper: seat}.frame(q))
		return
	case verbCancel:
		s.Pop()
		s.Trade = Trade{}
		if rec.On() {
			ev.Step = "cancel"
			rec.Public("trade", ev, "FO-TRADE-1", "FO-TRADE-2", "FO-TRADE-3", "FO-TRADE-4")
		}
		return
	}
	if rec.On() {
		ev.Step = [...]string{verbGive: "give", verbAsk: "ask", verbGiveAgenda: "give-agenda", verbShowAgenda: "show-agenda",
			verbAskAgenda: "ask-agenda", verbGiveCaps: "give-caps", verbAskCaps: "ask-caps"}[v]
		switch v {
		case verbGive:
			ev.Card = items[s.placeAt(seat, x).Card].ID
		case verbAsk:
			ev.Card = items[s.placeAt(q, x).Card].ID
		case verbGiveCaps, verbAskCaps:
			ev.Caps = x
		}
		rec.Public("trade", ev, "FO-TRADE-1", "FO-TRADE-2", "FO-TRADE-3", "FO-TRADE-4")
	}
	if v == verbShowAgenda && rec.On() {
		// rule FO-TRADE-4, FO-AGENDA-6: shown to the partner, and to no one else.
		rec.Emit(engine.Event{Type: "trade-agenda-shown", To: engine.Seat(q), Reveals: true,
			Data: TradeAgendaShown{Seat: seat, Partner: q, Card: data.Agendas[s.P[seat].Hand[x]].ID}, Rules: []string{"FO-TRADE-4", "FO-AGENDA-6"}})
	}
	s.Trade = s.tradeWith(a)
}

// shownTo returns the camper of the trade under way whose partner is
// seat, and the camper's hand cards shown to seat; -1 and 0 if there is
// none.
func (s *State) shownTo(seat int) (int, uint8) {
	for d := 0; d < int(s.Depth); d++ {
		switch f := s.Frames[d]; {
		case f.Kind == fTradeBuild && int(s.Trade.Partner) == seat:
			return int(f.Seat), s.Trade.Shown
		case f.Kind == fTradeAnswer && int(f.Seat) == seat:
			return tradeAnswerOf(&f).camper, s.Trade.Shown
		}
	}
	return -1, 0
}

// shownAgendas lists the camper's offered agenda cards shown to the partner.
func (s *State) shownAgendas(seat int) []string {
	var out []string
	for i := 0; i < int(s.P[seat].NHand); i++ {
		if s.Trade.Shown&(1<<uint(i)) != 0 {
			out = append(out, data.Agendas[s.P[seat].Hand[i]].ID)
		}
	}
	return out
}

func answerLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	if !tradeAnswerOf(f).answered {
		return append(dst, act(verbAccept, 0, 0, 0), act(verbDecline, 0, 0, 0))
	}
	for i := 0; i < int(s.P[f.Seat].NHand); i++ {
		if s.Trade.TakeChosen&(1<<uint(i)) == 0 {
			dst = append(dst, act(verbHandOver, i, 0, 0))
		}
	}
	return dst
}

func answerOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, x, _, _ := unact(a)
	switch v {
	case verbAccept:
		return opt("accept", "Accept the trade seat "+strconv.Itoa(tradeAnswerOf(f).camper)+" proposes")
	case verbDecline:
		return opt("decline", "Decline the trade")
	}
	return opt("hand-over:"+strconv.Itoa(x+1), "Hand over agenda card "+strconv.Itoa(x+1)+" of your hand")
}

func answerApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	v, x, _, _ := unact(a)
	ta := tradeAnswerOf(f)
	camper, q := ta.camper, int(f.Seat)
	switch v {
	case verbDecline:
		s.Pop()
		s.Trade = Trade{}
		if rec.On() {
			rec.Public("trade", TradeStep{Seat: camper, Partner: q, Step: "decline"}, "FO-TRADE-1", "FO-TRADE-2", "FO-TRADE-3", "FO-TRADE-4")
		}
		return
	case verbAccept:
		if rec.On() {
			rec.Public("trade", TradeStep{Seat: camper, Partner: q, Step: "accept"}, "FO-TRADE-1", "FO-TRADE-2", "FO-TRADE-3", "FO-TRADE-4")
		}
		if s.Trade.TakeAgendas > 0 {
			// The partner chooses the agenda cards asked for.
			ta.answered = true
			f.SetArgs(ta.args())
			return
		}
	case verbHandOver:
		s.Trade.TakeChosen |= 1 << uint(x)
		if popcount(s.Trade.TakeChosen) < int(s.Trade.TakeAgendas) {
			return
		}
	}
	s.Pop()
	s.executeTrade(camper, rec)
}

// removeHand takes hand card i of seat, keeping the order of the others.
func (s *State) removeHand(seat, i int) int8 {
	p := &s.P[seat]
	c := p.Hand[i]
	copy(p.Hand[i:p.NHand], p.Hand[i+1:p.NHand])
	p.NHand--
	p.Hand[p.NHand] = 0
	s.keepReach(seat)
	return c
}

// overAgendaLimit reports whether seat holds more agenda cards than the
// limit, the displayed one counted (FO-AGENDA-5, FO-LOYAL-6).
func (s *State) overAgendaLimit(seat int) bool {
	p := &s.P[seat]
	n := int(p.NHand)
	if p.Loyal >= 0 {
		n++
	}
	return n > data.Rules.AgendaLimit
}

// executeTrade carries out the accepted trade: cards keep their exhausted
// state (FO-TRADE-5), received cards are equipped or kept and the
// inventory limit restored (FO-TRADE-6), and a fifth agenda card is got
// rid of (FO-AGENDA-5).
func (s *State) executeTrade(camper int, rec *engine.Recorder) {
	t := s.Trade
	s.Trade = Trade{}
	q := int(t.Partner)
	var toQ, toC [numSlots + maxInventory]Held
	nq, nc := 0, 0
	for w := whereInv + maxInventory - 1; w >= 0; w-- {
		if t.Give&(1<<uint(w)) != 0 {
			toQ[nq] = s.removeHeld(camper, w)
			nq++
		}
		if t.Take&(1<<uint(w)) != 0 {
			toC[nc] = s.removeHeld(q, w)
			nc++
		}
	}
	var agQ, agC [maxHand]int8
	aq, ac := 0, 0
	for i := maxHand - 1; i >= 0; i-- {
		if t.GiveAgenda&(1<<uint(i)) != 0 {
			agQ[aq] = s.removeHand(camper, i)
			aq++
		}
		if t.TakeChosen&(1<<uint(i)) != 0 {
			agC[ac] = s.removeHand(q, i)
			ac++
		}
	}
	for _, g := range []struct {
		seat int
		ags  []int8
	}{{q, agQ[:aq]}, {camper, agC[:ac]}} {
		p := &s.P[g.seat]
		for j := len(g.ags) - 1; j >= 0; j-- {
			p.Hand[p.NHand] = g.ags[j]
			p.NHand++
			s.keepReach(g.seat)
			if rec.On() {
				rec.Emit(engine.Event{Type: "agenda-card", To: engine.Seat(g.seat), Data: AgendaCard{Seat: g.seat, Card: data.Agendas[g.ags[j]].ID}, Reveals: true, Rules: []string{"FO-AGENDA-4"}})
			}
		}
	}
	reverseHeld(toQ[:nq])
	reverseHeld(toC[:nc])
	if rec.On() {
		rec.Public("trade-done", TradeDone{Seat: camper, Partner: q, ToPartner: heldIDs(toQ[:nq]), ToSeat: heldIDs(toC[:nc]),
			CapsToPartner: int(t.GiveCaps), CapsToSeat: int(t.TakeCaps), AgendasToPartner: aq, AgendasToSeat: ac}, "FO-TRADE-5", "FO-TRADE-6")
	}
	// The Caps change hands: a caps event for each side whose Caps change.
	if n := int(t.TakeCaps) - int(t.GiveCaps); n != 0 {
		s.gainCaps(camper, n, "trade", rec)
		s.gainCaps(q, -n, "trade", rec)
	}
	for _, seat := range [2]int{camper, q} {
		if s.overAgendaLimit(seat) {
			s.Push(Frame{Kind: fAgendaLimit, Seat: int8(seat)})
		}
	}
	s.gainCards(q, toQ[:nq], "trade", rec)
	s.gainCards(camper, toC[:nc], "trade", rec)
}

// reverseHeld reverses hs in place.
func reverseHeld(hs []Held) {
	for i, j := 0, len(hs)-1; i < j; i, j = i+1, j-1 {
		hs[i], hs[j] = hs[j], hs[i]
	}
}

// heldIDs lists the card ids of hs.
func heldIDs(hs []Held) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = items[h.Card].ID
	}
	return out
}

// checkTrade: a trade is under way exactly while a trade frame is on the
// stack, and it names held cards, hand cards and Caps its sides have.
func (s *State) checkTrade() error {
	camper := -1
	for d := 0; d < int(s.Depth); d++ {
		switch f := s.Frames[d]; f.Kind {
		case fTradeBuild:
			camper = int(f.Seat)
		case fTradeAnswer:
			camper = tradeAnswerOf(&f).camper
		}
	}
	t := &s.Trade
	if camper < 0 {
		if *t != (Trade{}) {
			return fmt.Errorf("trade %+v with no trade under way", *t)
		}
		return nil
	}
	q := int(t.Partner)
	if !in(q, 0, int(s.N)) || !in(camper, 0, int(s.N)) || !s.canTradeWith(camper, q) {
		return fmt.Errorf("trade between seats %d and %d", camper, q)
	}
	for w := 0; w < 16; w++ {
		if t.Give&(1<<uint(w)) != 0 && (w >= whereInv+int(s.P[camper].NInv) || s.placeAt(camper, w).Card < 0) {
			return fmt.Errorf("trade offers place %d of seat %d", w, camper)
		}
		if t.Take&(1<<uint(w)) != 0 && (w >= whereInv+int(s.P[q].NInv) || s.placeAt(q, w).Card < 0) {
			return fmt.Errorf("trade asks for place %d of seat %d", w, q)
		}
	}
	if t.GiveAgenda>>uint(s.P[camper].NHand) != 0 || t.Shown&^t.GiveAgenda != 0 || t.TakeChosen>>uint(s.P[q].NHand) != 0 ||
		!in(int(t.TakeAgendas), 0, int(s.P[q].NHand)+1) || popcount(t.TakeChosen) > int(t.TakeAgendas) {
		return fmt.Errorf("trade agenda cards %+v", *t)
	}
	if t.GiveCaps < 0 || t.TakeCaps < 0 || t.GiveCaps > s.P[camper].Caps || t.TakeCaps > s.P[q].Caps {
		return fmt.Errorf("trade Caps %d and %d", t.GiveCaps, t.TakeCaps)
	}
	return nil
}

// TradeView is the trade being built or proposed: cards by id, agenda
// cards counted (FO-AGENDA-6).
type TradeView struct {
	Seat         int      `json:"seat"` // the camper
	Partner      int      `json:"partner"`
	Give         []string `json:"give"`
	Take         []string `json:"take"`
	GiveCaps     int      `json:"give_caps"`
	TakeCaps     int      `json:"take_caps"`
	GiveAgendas  int      `json:"give_agendas"`
	ShownAgendas int      `json:"shown_agendas"`
	TakeAgendas  int      `json:"take_agendas"`
	Proposed     bool     `json:"proposed"` // waiting for the partner's answer
	// ShownToYou are the offered agenda cards shown to the viewing seat,
	// the partner (FO-TRADE-4).
	ShownToYou []string `json:"shown_to_you,omitempty"`
}

// tradeView shows the trade under way to seat, or nil.
func (s *State) tradeView(seat engine.Seat) *TradeView {
	for d := int(s.Depth) - 1; d >= 0; d-- {
		f := &s.Frames[d]
		if f.Kind != fTradeBuild && f.Kind != fTradeAnswer {
			continue
		}
		t := &s.Trade
		v := &TradeView{Seat: int(f.Seat), Partner: int(t.Partner), Give: []string{}, Take: []string{}, GiveCaps: int(t.GiveCaps),
			TakeCaps: int(t.TakeCaps), GiveAgendas: popcount(t.GiveAgenda), ShownAgendas: popcount(t.Shown), TakeAgendas: int(t.TakeAgendas)}
		if f.Kind == fTradeAnswer {
			v.Seat, v.Proposed = tradeAnswerOf(f).camper, true
		}
		if int(seat) == v.Partner {
			v.ShownToYou = s.shownAgendas(v.Seat)
		}
		for w := 0; w < whereInv+maxInventory; w++ {
			if t.Give&(1<<uint(w)) != 0 {
				v.Give = append(v.Give, items[s.placeAt(v.Seat, w).Card].ID)
			}
			if t.Take&(1<<uint(w)) != 0 {
				v.Take = append(v.Take, items[s.placeAt(v.Partner, w).Card].ID)
			}
		}
		return v
	}
	return nil
}

// campVerbLegal lists the Camp action: an action left, on the map, not blocked (FO-ACT-5).
func campVerbLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	// rule FO-CAMP-1, FO-ACT-5: no active enemy in the space.
	if s.Actions > 0 && ts.node != Nowhere && !ts.blocked {
		dst = append(dst, act(tvCamp, 0, 0, 0))
	}
	return dst
}
