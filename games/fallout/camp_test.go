package fallout

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fqLockedAddicted gives seat an Addicted token, locked or not.
func fqAddicted(t *testing.T, s *State, seat int, locked bool) {
	t.Helper()
	for mk, tt := range data.Tokens.TraitTokens {
		if tt.Sides[1] == content.Addicted && tt.Locked[1] == locked {
			s.P[seat].Traits[traitIndex(content.Addicted)/2] = TraitSlot{Make: int8(mk), Side: 1}
			return
		}
	}
	t.Fatalf("no Addicted token with lock %v", locked)
}

// test FO-EX-CAMP-1
// rule FO-CAMP-1, FO-CAMP-2, FO-CAMP-3, FO-TRAIT-8, FO-INACT-2, FO-EXH-5
func TestCampBookExample(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	p := &s.P[seat]
	p.HP, p.Rads = 14, 2
	fqAddicted(t, s, seat, false)
	// An exhausted companion whose condition fails: leaves if Vilified.
	hound := fqGive(t, s, seat, "faithful-hound", true)
	p.Equip[slotCompanion].Exhausted = true
	foKeep(s)
	fqTrait(s, seat, content.Vilified)
	s.placeToken(0, Token{Node: p.Node, Faction: -1}) // inactive
	if !fqHas(s, "camp") {
		t.Fatalf("camping is not allowed: %v", fqOptions(s))
	}
	fqDo(t, s, "camp")
	if fqHas(s, "done") {
		t.Fatalf("the camp can end before unexhausting")
	}
	fqDo(t, s, "heal")
	fqDo(t, s, "rest")
	fqDo(t, s, "unexhaust")
	fqSettle(t, s)
	if p.HP != 16 || !s.hasTrait(seat, content.WellRested) || s.hasTrait(seat, content.Addicted) || s.whereHeld(seat, hound) >= 0 {
		t.Fatalf("HP %d, traits %+v, hound at %d", p.HP, p.Traits, s.whereHeld(seat, hound))
	}
	// An active enemy blocks the Camp action.
	s.Actions = 2
	s.Tokens[0].Active = true
	if fqHas(s, "camp") {
		t.Fatalf("camping with an active enemy in the space")
	}
}

// rule FO-CAMP-2, FO-TRAIT-4, FO-TRAIT-8
func TestCampAnyOrderLockedAddiction(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqAddicted(t, s, seat, true)
	fqDo(t, s, "camp")
	// Nothing is exhausted: the camp may end at once; the steps in any order.
	if !fqHas(s, "done") || !fqHas(s, "rest") || !fqHas(s, "heal") || fqHas(s, "unexhaust") {
		t.Fatalf("options %v", fqOptions(s))
	}
	fqDo(t, s, "rest")
	fqSettle(t, s)
	if !s.hasTrait(seat, content.Addicted) || s.hasTrait(seat, content.WellRested) {
		t.Fatalf("a locked Addicted side flipped")
	}
}

// rule FO-EXH-3, FO-EXH-4, FO-CAMP-3
func TestCampUnexhaustCosts(t *testing.T) {
	for _, c := range []struct {
		caps  int16
		pay   bool
		stays bool // exhausted afterwards
		kept  bool // still held
	}{
		{3, true, false, true},  // pays 2, keeps 1 Cap: stays
		{2, true, false, false}, // pays 2, no Caps left: the hired gun leaves
		{3, false, true, true},  // leaves it exhausted: no check
		{1, false, true, true},  // cannot pay
	} {
		s, seat := fqReady(t, 2, "t01.a", 0)
		p := &s.P[seat]
		gun := fqGive(t, s, seat, "hired-gun", true)
		p.Equip[slotCompanion].Exhausted = true
		rifle := fqGive(t, s, seat, "scrap-rifle", true)
		p.Equip[slotWeapon].Exhausted = true
		foKeep(s)
		p.Caps = c.caps
		fqDo(t, s, "camp")
		fqDo(t, s, "unexhaust")
		if p.Equip[slotWeapon].Exhausted {
			t.Fatalf("a card without cost stayed exhausted")
		}
		if s.Prompt() != "camp" || fqHas(s, "pay:hired-gun") != (c.caps >= 2) || !fqHas(s, "leave:hired-gun") {
			t.Fatalf("caps %d: options %v", c.caps, fqOptions(s))
		}
		if c.pay {
			fqDo(t, s, "pay:hired-gun")
		} else {
			fqDo(t, s, "leave:hired-gun")
		}
		w := s.whereHeld(seat, gun)
		if (w >= 0) != c.kept || (w >= 0 && s.placeAt(seat, w).Exhausted != c.stays) || s.whereHeld(seat, rifle) < 0 {
			t.Fatalf("%+v: hired gun at %d", c, w)
		}
		fqDo(t, s, "done")
	}
}

// rule FO-CAMP-4, FO-EQUIP-5, FO-EQUIP-4
func TestCampEquipAndCampAbilities(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	p := &s.P[seat]
	fqGive(t, s, seat, "rebar-club", true)
	fqGive(t, s, seat, "scrap-rifle", false)
	fqGive(t, s, seat, "cactus-salve", false)
	p.HP = 8
	// Before the first action the start-of-turn window allows it too.
	if !fqHas(s, "equip:scrap-rifle") {
		t.Fatalf("no equipping at the start of the turn")
	}
	s.MP = 2
	fqDo(t, s, "move-action")
	s.MP = 0
	if fqHas(s, "equip:scrap-rifle") {
		t.Fatalf("equipping after an action, outside a camp")
	}
	fqDo(t, s, "camp")
	fqDo(t, s, "equip:scrap-rifle")
	if p.Equip[slotWeapon].Card != fqItem(t, "scrap-rifle") || p.Inv[0].Card != fqItem(t, "rebar-club") {
		t.Fatalf("equip %+v inv %+v", p.Equip, p.Inv[:p.NInv])
	}
	fqDo(t, s, "heal")
	fqDo(t, s, "use:cactus-salve")
	if p.HP != 14 || s.whereHeld(seat, fqItem(t, "cactus-salve")) >= 0 {
		t.Fatalf("HP %d", p.HP)
	}
	fqDo(t, s, "done")
	if s.Prompt() != "turn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// fqTradeFixture returns a 3-player game with the camper at t01.a, seat q
// at t01.b (adjacent) and seat r at t02.b (out of range), camping.
func fqTradeFixture(t *testing.T) (s *State, seat, q, r int) {
	t.Helper()
	s, seat = fqReady(t, 3, "t01.a", 0)
	q, r = (seat+1)%3, (seat+2)%3
	s.P[q].Node, s.P[r].Node = fqNode(t, s, "t01.b"), fqNode(t, s, "t02.b")
	for _, x := range []int{seat, q, r} {
		fqEmptyInv(s, x)
	}
	fqDo(t, s, "camp")
	return s, seat, q, r
}

// rule FO-TRADE-1, FO-TRADE-2, FO-TRADE-5, FO-CAPS-2
func TestTradeAccepted(t *testing.T) {
	s, seat, q, r := fqTradeFixture(t)
	if !fqHas(s, "trade:"+itoa(q)) || fqHas(s, "trade:"+itoa(r)) {
		t.Fatalf("trade partners %v: the adjacent seat only", fqWithPrefix(s, "trade:"))
	}
	fqGive(t, s, seat, "stimpak", false)
	s.P[seat].Inv[0].Exhausted = false
	fqGive(t, s, q, "tire-armor", true)
	s.P[q].Equip[slotApparel].Exhausted = true
	foKeep(s)
	s.P[seat].Caps, s.P[q].Caps = 7, 2
	fqDo(t, s, "trade:"+itoa(q))
	fqDo(t, s, "give:stimpak")
	fqDo(t, s, "give-caps:5")
	fqDo(t, s, "ask:tire-armor")
	if fqHas(s, "give-caps:5") || !fqHas(s, "give-caps:1") || fqHas(s, "ask-caps:5") {
		t.Fatalf("Caps options %v", fqOptions(s))
	}
	v := s.View(engine.Seat(r)).(*View)
	if v.Trade == nil || !slices.Equal(v.Trade.Give, []string{"stimpak"}) || v.Trade.GiveCaps != 5 || v.Trade.Proposed {
		t.Fatalf("trade view %+v", v.Trade)
	}
	fqDo(t, s, "propose")
	if int(s.ToMove()) != q || s.Prompt() != "trade-answer" {
		t.Fatalf("seat %d to answer %q", s.ToMove(), s.Prompt())
	}
	fqDo(t, s, "accept")
	// The camper decides whether to equip the apparel received.
	if s.Prompt() != "equip-gained" || int(s.ToMove()) != seat {
		t.Fatalf("prompt %q seat %d", s.Prompt(), s.ToMove())
	}
	fqDo(t, s, "equip:tire-armor")
	fqSettle(t, s)
	if !s.P[seat].Equip[slotApparel].Exhausted || s.whereHeld(q, fqItem(t, "stimpak")) < 0 || s.P[seat].Caps != 2 || s.P[q].Caps != 7 {
		t.Fatalf("after the trade: %+v / %+v", s.P[seat].Equip, s.P[q].Inv[:s.P[q].NInv])
	}
	if s.Trade != (Trade{}) || s.Prompt() != "camp" && s.Prompt() != "turn" {
		t.Fatalf("trade left over %+v, prompt %q", s.Trade, s.Prompt())
	}
}

// rule FO-TRADE-1, FO-TRADE-4, FO-AGENDA-6
func TestTradeAgendasShownAndDeclined(t *testing.T) {
	s, seat, q, r := fqTradeFixture(t)
	card := s.P[seat].Hand[0]
	fqDo(t, s, "trade:"+itoa(q))
	evs := fqDo(t, s, "show-agenda:1")
	shown := fqEvents(evs, "trade-agenda-shown")
	if len(shown) != 1 || shown[0].To != engine.Seat(q) || !shown[0].Reveals {
		t.Fatalf("shown events %+v", shown)
	}
	for _, e := range evs {
		if e.To == engine.Public && e.Type != "trade" {
			t.Fatalf("public event %s", e.Type)
		}
	}
	// The partner sees the card, no one else does.
	if v := s.View(engine.Seat(q)).(*View); v.Trade == nil || !slices.Equal(v.Trade.ShownToYou, []string{data.Agendas[card].ID}) {
		t.Fatalf("partner's view %+v", v.Trade)
	}
	if v := s.View(engine.Seat(r)).(*View); v.Trade == nil || v.Trade.ShownToYou != nil {
		t.Fatalf("third seat's view %+v", v.Trade)
	}
	for _, o := range engine.DecisionOf(s).Options {
		for _, a := range data.Agendas {
			if strings.Contains(o.ID, a.ID) || strings.Contains(o.Label, a.ID) || strings.Contains(o.Label, a.Title) {
				t.Fatalf("option %+v names an agenda card", o)
			}
		}
	}
	fqDo(t, s, "propose")
	fqDo(t, s, "decline")
	if s.Trade != (Trade{}) || s.P[seat].Hand[0] != card || s.Prompt() != "camp" {
		t.Fatalf("a declined trade changed something")
	}
}

// rule FO-TRADE-2, FO-TRADE-6, FO-AGENDA-5
func TestTradeAgendasAndLimits(t *testing.T) {
	s, seat, q, _ := fqTradeFixture(t)
	// The partner holds 3 inventory cards; receiving 2 more means
	// discarding down to 3.
	for _, id := range []string{"stimpak", "rad-flush", "canned-stew"} {
		fqGive(t, s, q, id, false)
	}
	fqGive(t, s, seat, "field-dressing", false)
	fqGive(t, s, seat, "purified-water", false)
	theirs := s.P[q].Hand[0]
	fqDo(t, s, "trade:"+itoa(q))
	fqDo(t, s, "give:field-dressing")
	fqDo(t, s, "give:purified-water")
	fqDo(t, s, "ask-agenda")
	if fqHas(s, "ask-agenda") {
		t.Fatalf("asked for more agenda cards than the partner holds")
	}
	fqDo(t, s, "propose")
	fqDo(t, s, "accept")
	// The partner chooses the agenda card to hand over.
	if s.Prompt() != "trade-answer" || !slices.Equal(fqOptions(s), []string{"hand-over:1"}) {
		t.Fatalf("prompt %q options %v", s.Prompt(), fqOptions(s))
	}
	evs := fqDo(t, s, "hand-over:1")
	got := fqEvents(evs, "agenda-card")
	if len(got) != 1 || got[0].To != engine.Seat(seat) || s.P[seat].Hand[s.P[seat].NHand-1] != theirs || s.P[q].NHand != 0 {
		t.Fatalf("agenda card not handed over privately: %v", got)
	}
	if s.Prompt() != "discard" || int(s.ToMove()) != q || s.P[q].NInv != 5 {
		t.Fatalf("prompt %q seat %d inventory %d", s.Prompt(), s.ToMove(), s.P[q].NInv)
	}
	fqSettle(t, s)
	if s.P[q].NInv != 3 {
		t.Fatalf("partner's inventory %d", s.P[q].NInv)
	}
}

// rule FO-CHAR-2
func TestTradeCharacterItem(t *testing.T) {
	s, seat, q, _ := fqTradeFixture(t)
	// A character card that is an item or companion is held like one, and
	// may be traded (FO-TRADE-3 excludes only the others).
	for i := range data.Survivors {
		if data.Survivors[i].Card.Kind == content.Companion {
			c := int8(firstChar + i)
			s.P[seat].Equip[slotCompanion] = Held{Card: c}
			foKeep(s)
			fqDo(t, s, "trade:"+itoa(q))
			if !fqHas(s, "give:"+items[c].ID) {
				t.Fatalf("the character companion cannot be offered: %v", fqOptions(s))
			}
			return
		}
	}
	t.Fatal("no companion character card")
}

// rule FO-TRADE-3, FO-CHAR-3
func TestTradeWhatCannotBeTraded(t *testing.T) {
	s, seat, q, _ := fqTradeFixture(t)
	for i := range data.Survivors {
		if data.Survivors[i].Card.Kind == content.RuleCard {
			if c := s.charCard(seat); s.whereHeld(seat, c) >= 0 {
				s.removeHeld(seat, s.whereHeld(seat, c))
			}
			s.P[seat].Survivor = int8(i)
			for o := 0; o < int(s.N); o++ {
				if o != seat && s.P[o].Survivor == int8(i) {
					s.P[o].Survivor = -1
				}
			}
			foKeep(s)
			break
		}
	}
	fqPerk(t, s, seat, "toughness")
	fqDo(t, s, "trade:"+itoa(q))
	for _, id := range fqOptions(s) {
		if id == "give:"+items[s.charCard(seat)].ID || id == "give:toughness" {
			t.Fatalf("%s offered", id)
		}
	}
	if got := fqWithPrefix(s, "give:"); len(got) != 0 {
		t.Fatalf("give options %v with nothing held", got)
	}
	fqDo(t, s, "cancel")
	if s.Prompt() != "camp" || s.Trade != (Trade{}) {
		t.Fatalf("prompt %q", s.Prompt())
	}
}

// TestTradeOffersWeighedByKind checks, at every trade decision of random
// games, that weighing each kind of offer once (tradeFitting, tradeFits)
// lists the offers weighing every offer would: each that
// the card counts after it (tradeCounts) fit (holdsFit).
// rule FO-TRADE-2, FO-TRADE-3, FO-TRADE-6
func TestTradeOffersWeighedByKind(t *testing.T) {
	n := 0
	foRandomStates(10, func(s *State) {
		if s.Done || s.Top().Kind != fTradeBuild {
			return
		}
		n++
		seat, tr := int(s.Top().Seat), &s.Trade
		q := int(tr.Partner)
		var want []engine.Action
		fitting := s.tradeFitting(seat)
		add := func(a engine.Action) {
			nt := s.tradeWith(a)
			invC, invP, handC, handP := tradeCounts(&s.P[seat], &s.P[nt.Partner], &nt)
			fits := s.holdsFit(seat, int(nt.Partner), invC, invP, handC, handP)
			if got := fitting.of(a); got != fits {
				t.Fatalf("tradeFitting says %v for %v, holdsFit %v", got, a, fits)
			}
			if fits {
				want = append(want, a)
			}
		}
		for w := 0; w < whereInv+maxInventory; w++ {
			if w < whereInv+int(s.P[seat].NInv) && tr.Give&(1<<uint(w)) == 0 && s.placeAt(seat, w).Card >= 0 {
				add(act(verbGive, w, 0, 0))
			}
			if w < whereInv+int(s.P[q].NInv) && tr.Take&(1<<uint(w)) == 0 && s.placeAt(q, w).Card >= 0 {
				add(act(verbAsk, w, 0, 0))
			}
		}
		for i := 0; i < int(s.P[seat].NHand); i++ {
			if tr.GiveAgenda&(1<<uint(i)) == 0 {
				add(act(verbGiveAgenda, i, 0, 0))
				add(act(verbShowAgenda, i, 0, 0))
			}
		}
		if int(tr.TakeAgendas) < int(s.P[q].NHand) {
			add(act(verbAskAgenda, 0, 0, 0))
		}
		for _, c := range [...]int{1, 5} {
			if int(s.P[seat].Caps) >= int(tr.GiveCaps)+c {
				add(act(verbGiveCaps, c, 0, 0))
			}
			if int(s.P[q].Caps) >= int(tr.TakeCaps)+c {
				add(act(verbAskCaps, c, 0, 0))
			}
		}
		var got []engine.Action
		for _, a := range tradeLegal(s, s.Top(), nil) {
			if v, _, _, _ := unact(a); v != verbPropose && v != verbCancel {
				got = append(got, a)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("offers %v, want %v", got, want)
		}
	})
	if n == 0 {
		t.Error("no trade built in the games played")
	}
}

// of is what f says of the kind of offer a, which tradeLegal lists: for
// a held card whether it is equipped or in the inventory; which card, or
// how many Caps, does not matter (an offered card or hand card is never in
// the trade yet).
func (f tradeFits) of(a engine.Action) bool {
	v, x, _, _ := unact(a)
	switch v {
	case verbGive:
		return map[bool]bool{false: f.giveEquip, true: f.giveInv}[x >= whereInv]
	case verbAsk:
		return map[bool]bool{false: f.askEquip, true: f.askInv}[x >= whereInv]
	case verbGiveAgenda, verbShowAgenda:
		return f.giveAgenda
	case verbAskAgenda:
		return f.askAgenda
	case verbGiveCaps, verbAskCaps:
		return f.caps
	}
	panic("tradeFits: not an offer")
}

// TestCampListsCanTradeWith checks, at every camp decision of random
// games, that the Camp listing offers a trade with exactly the seats
// canTradeWith allows (campLegal asks it written out, the camper's node
// and the map read once), and that exhaustedAny answers what asking
// every place does.
// rule FO-TRADE-1, FO-CAMP-2
func TestCampListsCanTradeWith(t *testing.T) {
	camps, trades := 0, 0
	foRandomStates(10, func(s *State) {
		if s.Done || s.Top().Kind != fCamp || campOf(s.Top()).mode == campPay {
			return
		}
		camps++
		seat := int(s.Top().Seat)
		var want, got []int
		for q := range int(s.N) {
			if s.canTradeWith(seat, q) {
				want = append(want, q)
			}
		}
		for _, a := range s.Legal(nil) {
			if v, q, _, _ := unact(a); v == verbCampTrade {
				got = append(got, q)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("seat %d: camp offers trades with %v, canTradeWith %v", seat, got, want)
		}
		trades += len(got)
		exhausted := false
		for w := 0; w < whereInv+int(s.P[seat].NInv); w++ {
			if h := s.placeAt(seat, w); h.Card >= 0 && h.Exhausted {
				exhausted = true
			}
		}
		if s.exhaustedAny(seat) != exhausted {
			t.Fatalf("seat %d: exhaustedAny %v, the places say %v", seat, !exhausted, exhausted)
		}
	})
	if camps < 100 || trades < 50 {
		t.Fatalf("only %d camp decisions, %d trades offered", camps, trades)
	}
}

// TestInventoryMask checks the trade-build listing's inventory places
// (inventoryMask): in every state of random games each place up to NInv
// holds a card, and Check refuses an inventory place without one.
// rule FO-TRADE-2
func TestInventoryMask(t *testing.T) {
	held := 0
	foEveryScenarioStates(2, func(s *State) {
		for seat := range s.P[:s.N] {
			pl := &s.P[seat]
			var want uint16
			for i, h := range pl.Inv[:pl.NInv] {
				if h.Card >= 0 {
					want |= 1 << uint(whereInv+i)
				}
			}
			if got := inventoryMask(pl); got != want {
				t.Fatalf("seat %d: inventory places %b, the cards %b", seat, got, want)
			}
			if want != 0 {
				held++
			}
		}
	})
	if held == 0 {
		t.Fatal("no inventory card held")
	}
	s := foStarted(t, 3, 8)
	s.P[1].Inv[0], s.P[1].NInv = Held{Card: -1}, 1
	if err := s.Check(); err == nil || !strings.Contains(err.Error(), "inventory card") {
		t.Errorf("an inventory place without a card: Check: %v", err)
	}
}
