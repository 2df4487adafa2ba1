package fallout

import (
	"math/bits"
	"strconv"
	"strings"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/internal/frame"
)

// Tests (FO-TEST-1..8) and the roll window shared with fights (FO-FIGHT-7,
// FO-FIGHT-17, FO-TRAIT-7).
//
// A test is an fTest frame sitting on its continuation: the roller throws
// the three dice, gets one reroll per shown letter they own, and may add
// rerolls (Well Rested, cards). When the dice are kept the ● are counted
// and the continuation's outcome is set to outcomeSuccess or outcomeFail.
//
// fReroll is the window of a roll in progress: it lies directly on the
// roll's frame (fTest or fFight), whose phase says what the window is for:
// the rerolls of a test or a fight, the before-fight abilities, or the
// abilities that trigger on a kill. Its options are marking or unmarking
// one die for a reroll (its arguments hold the marked dice), rerolling
// the marked dice (FO-TEST-3/4), giving up Well Rested for a reroll
// (FO-TRAIT-7), the card abilities usable at that moment, and ending the
// window. Marking a die keeps the window; every other choice takes it off
// the stack, the marks with it; the roll's frame,
// run again once what the choice pushed is resolved, opens it again while
// its survivor has something to choose (rollWindow) and goes on otherwise,
// or when the survivor ended the window (its "closed" flag).
//
// Card abilities (content.Use) are used here when their timing is the
// moment's: "test", "before-fight", "fight" or "kill", and "any-action"
// during the survivor's own turn (FO-PERK-2). An ability with no cost (no
// exhausting, no discarding, no Caps) is not a choice: it applies by itself
// when the moment begins. Equipped cards work only equipped (FO-EQUIP-6);
// aid, chems and magazines from the inventory (FO-ITEM-1); a character's
// rule card lies beside the board (FO-CHAR-3).

// Outcomes a roll hands its continuation (setOutcome).
const (
	outcomeFail    int8 = 0 // the test failed, the enemy was not killed
	outcomeSuccess int8 = 1 // the test succeeded, the enemy was killed
	outcomeDied    int8 = 2 // the survivor was killed in the fight (FO-FIGHT-10)
)

// Verbs of the fReroll decision.
const (
	rvReroll     uint8 = iota + 1 // reroll the marked dice
	rvDone                        // keep the dice / roll / go on
	rvWellRested                  // give up Well Rested for 1 reroll
	rvCard                        // x = where the card is (useEquip, useInv, useCharCard), y = its ability
	rvPerk                        // x = the perk
	rvMark                        // x = the die (0..2) to mark or unmark
)

// Where a card used in a roll window is held (x of rvCard).
const (
	useEquip    = 0  // + slot: an equipped card
	useInv      = 8  // + index: an inventory card
	useCharCard = 20 // the character's rule card
)

// Timing bits: bit i is content.Timings[i].
var (
	tbTurn        = timingBit(content.OnTurn)
	tbCamp        = timingBit(content.OnCamp)
	tbAnyAction   = timingBit(content.OnAnyAction)
	tbBeforeFight = timingBit(content.BeforeFight)
	tbFight       = timingBit(content.InFight)
	tbTest        = timingBit(content.InTest)
	tbKill        = timingBit(content.OnKill)
	tbIrradiated  = timingBit(content.OnIrradiated)
)

// timingBit is the bit of timing t.
func timingBit(t content.Timing) uint16 {
	for i, x := range content.Timings {
		if x == t {
			return 1 << uint(i)
		}
	}
	panic("fallout: unknown timing " + string(t))
}

// Tables of the card abilities, by item card and by perk.
var (
	itemUseBits [][]uint16 // itemUseBits[c][j]: the timing bit of item c's ability j
	// itemTimings[uint8(c)]: the timing bits of all item c's abilities; an
	// array indexed by a byte, so that the many lookups need no bounds check
	itemTimings [256]uint16
	perkUseBit  []uint16 // the timing bit of perk k's ability
	perkLetter  []int8   // the letter perk k highlights (FO-LVL-2)
	itemLetters []uint8  // the S.P.E.C.I.A.L. icons of a weapon (FO-EQUIP-7)
)

// exhaustedTimings[uint8(c)] is the timing bits of item c's abilities that
// do not exhaust it, which it has exhausted too (FO-EXH-1; heldTimings).
var exhaustedTimings [256]uint16

func init() {
	for c, it := range items {
		var bits []uint16
		for _, u := range it.Uses {
			bits = append(bits, timingBit(u.Timing))
		}
		itemUseBits = append(itemUseBits, bits)
		var all uint16
		for j, b := range bits {
			all |= b
			if !it.Uses[j].Exhaust {
				exhaustedTimings[uint8(c)] |= b
			}
		}
		itemTimings[uint8(c)] = all
		itemLetters = append(itemLetters, letterMask(it.Special))
	}
	for sv := range data.Survivors {
		c := int8(firstChar + sv)
		if items[c].Kind != content.RuleCard {
			c = -1
		}
		survivorRuleCard = append(survivorRuleCard, c)
	}
	for i := range data.Perks {
		perkUseBit = append(perkUseBit, timingBit(data.Perks[i].Use.Timing))
		perkLetter = append(perkLetter, int8(letterIndex(data.Perks[i].Letter)))
	}
	register(fTest, frameKind{Name: "test", Run: runTest})
	register(fReroll, frameKind{
		Name: "reroll", Prompt: "reroll",
		Legal: rerollLegal, Option: rerollOption, Apply: rerollApply,
	})
	// rule FO-TEST-8, FO-FIGHT-7: a card's rerolls join the roll in progress.
	registerEffect("reroll", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		source, card := "card", ""
		if resultsOf(&f).src == srcPerk {
			source = "perk"
		}
		if rec.On() {
			card = s.effectCard(f)
		}
		// rule AB-SUP-4: a supporter's rerolls are for the support die.
		if s.addSupportRerolls(int(f.Seat), e.N, source, card, rec) {
			return
		}
		o := s.rollOwner(int(f.Seat))
		if o == nil || (o.Kind == fFight && fightPhase(o) > fpResolve) || (e.Letters != "" && (o.Kind != fTest || letterMask(e.Letters)&testOf(o).letters == 0)) {
			return
		}
		addRerolls(o, e.N)
		if rec.On() {
			rec.Public("rerolls-gained", RerollsGained{Seat: int(f.Seat), N: e.N, Left: rerollsOf(o), Source: source, Card: card}, rerollRules(source, false)...)
		}
	})
}

// letterMask reads S.P.E.C.I.A.L. letters ("CA") into a mask: bit l for
// content.Letters[l]. Unknown characters are ignored.
func letterMask(letters string) uint8 {
	var m uint8
	for i := 0; i < len(letters); i++ {
		for l, x := range content.Letters {
			if len(x) == 1 && x[0] == letters[i] {
				m |= 1 << uint(l)
			}
		}
	}
	return m
}

// letterString writes a letter mask as letters, e.g. "CA".
func letterString(m uint8) string {
	var b strings.Builder
	for l, x := range content.Letters {
		if m&(1<<uint(l)) != 0 {
			b.WriteString(string(x))
		}
	}
	return b.String()
}

// startTest starts a test of seat's survivor (FO-TEST-1): letters has bit
// l for each S.P.E.C.I.A.L. letter shown (content.Letters order, see
// letterMask), difficulty is the number of ● needed. then is handled when
// the test is over, its outcome set to outcomeSuccess or outcomeFail
// (setOutcome, FO-TEST-5). The test's own decisions (rerolls, card
// abilities) come first.
func (s *State) startTest(seat int, letters uint8, difficulty int, then Frame) {
	s.Push(then)
	s.Push(testArgs{letters: letters, difficulty: difficulty}.frame(seat))
}

// closeWindow ends the window of the roll in progress o (an fTest or
// fFight frame) for the survivor.
func closeWindow(o *Frame) {
	if o.Kind == fTest {
		a := testOf(o)
		a.closed = true
		o.SetArgs(a.args())
		return
	}
	a := fightOf(o)
	a.closed = true
	o.SetArgs(a.args())
}

// TestStarted is the event of a test's first roll about to be made.
type TestStarted struct {
	Seat       int    `json:"seat"`
	Letters    string `json:"letters"`    // the letters shown (FO-TEST-1)
	Difficulty int    `json:"difficulty"` // ● needed
	Owned      string `json:"owned"`      // the shown letters the survivor owns
	Rerolls    int    `json:"rerolls"`    // one per owned letter (FO-TEST-3)
}

// TestResolved is the event of a test's dice kept and counted.
type TestResolved struct {
	Seat       int    `json:"seat"`
	Letters    string `json:"letters"`
	Difficulty int    `json:"difficulty"`
	Bullets    int    `json:"bullets"` // ● on the final dice (FO-TEST-5)
	Success    bool   `json:"success"` // bullets ≥ difficulty
}

// RerollsGained is the event of rerolls added to a roll in progress.
type RerollsGained struct {
	Seat   int    `json:"seat"`
	N      int    `json:"n"`      // rerolls added
	Left   int    `json:"left"`   // rerolls left now
	Source string `json:"source"` // weapon, card, perk, well-rested
	// Card is the weapon, card or perk that gave them (effectCard); empty
	// for well-rested.
	Card string `json:"card,omitempty"`
}

// CardUsed is the event of a card ability used during a test or a fight.
type CardUsed struct {
	Seat      int    `json:"seat"`
	Card      string `json:"card"`                // item or perk id
	Perk      bool   `json:"perk,omitempty"`      // a perk, discarded to the perk deck (FO-PERK-1)
	Timing    string `json:"timing"`              // the ability's timing
	Exhausted bool   `json:"exhausted,omitempty"` // the card was exhausted (FO-EXH-1)
	Discarded bool   `json:"discarded,omitempty"` // the card was discarded
	Caps      int    `json:"caps,omitempty"`      // Caps paid
	// Passive: an ability without cost, applied by itself.
	Passive bool `json:"passive,omitempty"`
}

func runTest(s *State, f Frame, rec *engine.Recorder) {
	seat, t := int(f.Seat), testOf(&f)
	if !t.evaluate {
		owned := t.letters & s.P[seat].Special
		// rule FO-TEST-3: one reroll per shown letter the survivor owns.
		t.rerolls, t.evaluate = popcount(owned), true
		f = t.frame(seat)
		if rec.On() {
			rec.Public("test-started", TestStarted{Seat: seat, Letters: letterString(t.letters), Difficulty: t.difficulty,
				Owned: letterString(owned), Rerolls: t.rerolls}, "FO-TEST-1", "FO-TEST-2", "FO-TEST-3")
		}
		// rule FO-TEST-2: all three dice.
		s.roll(seat, allDice, "test", rec)
		s.Push(f)
		s.passiveUses(seat, tbTest, rec)
		return
	}
	if s.rollWindow(seat, f, t.closed) {
		return
	}
	// rule FO-TEST-5, FO-TEST-7: count the ● (areas do not matter).
	n := s.bullets()
	ok := n >= t.difficulty
	then := &s.Frames[s.Depth-1]
	setOutcome(then, outcomeFail)
	if ok {
		setOutcome(then, outcomeSuccess)
	}
	if rec.On() {
		rec.Public("test-resolved", TestResolved{Seat: seat, Letters: letterString(t.letters), Difficulty: t.difficulty, Bullets: n, Success: ok}, "FO-TEST-5", "FO-TEST-7")
	}
}

// rollOwner returns the roll in progress of seat's survivor: the topmost
// fTest or fFight frame of that seat, or nil.
func (s *State) rollOwner(seat int) *Frame {
	for i := int(s.Depth) - 1; i >= 0; i-- {
		f := &s.Frames[i]
		if (f.Kind == fTest || f.Kind == fFight) && int(f.Seat) == seat {
			return f
		}
	}
	return nil
}

// windowKind says what a roll window over owner is for: the timings whose
// abilities it offers, those that open it, and whether dice may be
// rerolled. It reads a table: it is inlined.
func windowKind(owner *Frame) *windowTimings {
	if owner.Kind == fTest {
		return &testWindow
	}
	return &fightWindows[fightPhase(owner)]
}

// windowTimings is what windowKind says of a roll window.
type windowTimings struct {
	offer, opens uint16
	dice         bool
}

// testWindow is windowKind's answer over an fTest frame.
var testWindow = windowTimings{tbTest, tbTest, true}

// fightWindows[phase] is windowKind's answer over an fFight frame in that
// phase.
var fightWindows = func() (t [fbPhase + 1]windowTimings) {
	for ph := range t {
		t[ph] = windowTimings{tbKill, tbKill, false} // after a kill
	}
	t[fpRoll] = windowTimings{tbBeforeFight | tbFight, tbBeforeFight, false} // before the roll (FO-FIGHT-17)
	t[fpResolve] = windowTimings{tbFight, tbFight, true}                     // the reroll step (FO-FIGHT-7)
	return t
}()

// windowOpen reports whether the window over owner (the frame on top, or
// the one below the fReroll on top) has anything for seat to choose. An
// "any-action" ability opens only the windows where dice are rerolled;
// once open, every window offers it during the survivor's own turn.
func (s *State) windowOpen(seat int, owner *Frame) bool {
	w := windowKind(owner)
	opens, dice := w.opens, w.dice
	if dice && (rerollsOf(owner) > 0 || s.hasTraitAt(seat, wellRestedAt)) {
		return true
	}
	if dice && s.ownTurn(seat) {
		opens |= tbAnyAction
	}
	return s.anyUse(seat, owner, opens)
}

// anyUse reports whether appendUses lists anything for these timings,
// stopping at the first use found: a window asks it without a buffer.
// TestAnyUseIsAppendUses compares the two.
func (s *State) anyUse(seat int, owner *Frame, timings uint16) bool {
	if s.noUse(seat, timings) { // most asks
		return false
	}
	return s.anyUseOfCards(seat, owner, timings)
}

// anyUseOfCards is anyUse once the lacks (noUse) did not rule every card out.
func (s *State) anyUseOfCards(seat int, owner *Frame, timings uint16) bool {
	p := &s.P[seat]
	for k, h := range p.Equip {
		if h.Card >= 0 && itemTimings[uint8(h.Card)]&timings != 0 && s.cardHasUse(seat, owner, h, useEquip+k, timings) {
			return true
		}
	}
	for i, h := range p.Inv[:p.NInv] {
		if slotOf(h.Card) < 0 && itemTimings[uint8(h.Card)]&timings != 0 && s.cardHasUse(seat, owner, h, useInv+i, timings) {
			return true
		}
	}
	if c := s.ruleCard(seat); c >= 0 && itemTimings[uint8(c)]&timings != 0 && s.cardHasUse(seat, owner, Held{Card: c}, useCharCard, timings) {
		return true
	}
	for perks := p.Perks; perks != 0; perks &= perks - 1 {
		k := bits.TrailingZeros16(perks)
		if perkUseBit[k]&timings != 0 && s.perkNow(seat, k) && s.useFits(&data.Perks[k].Use, owner) {
			return true
		}
	}
	return false
}

// cardHasUse reports whether appendCardUses lists anything for card h.
func (s *State) cardHasUse(seat int, owner *Frame, h Held, where int, timings uint16) bool {
	for j := range items[h.Card].Uses {
		u := &items[h.Card].Uses[j]
		if itemUseBits[h.Card][j]&timings == 0 || passive(u) || (u.Exhaust && h.Exhausted) ||
			int(s.P[seat].Caps) < u.Caps || !s.useFits(u, owner) {
			continue
		}
		if where == useCharCard && (u.Exhaust || u.Discard) {
			continue
		}
		return true
	}
	return false
}

// rollWindow puts the roll frame f back with its window on it when the
// window is not closed and seat's survivor has anything to choose there;
// it reports whether it did.
func (s *State) rollWindow(seat int, f Frame, closed bool) bool {
	if closed || !s.windowOpen(seat, &f) {
		return false
	}
	s.openWindow(seat, f)
	return true
}

// openWindow puts the roll frame f back with seat's window on it.
func (s *State) openWindow(seat int, f Frame) {
	s.Push(f)
	s.Push(rerollArgs{}.frame(seat))
}

// ownTurn reports whether a turn of seat is in progress: "during your
// turn" abilities may be used (FO-PERK-2). Only the seat whose turn began
// (State.Turn) can have turn frames (Check).
func (s *State) ownTurn(seat int) bool {
	if int(s.Turn) != seat {
		return false
	}
	for i := 0; i < int(s.Depth); i++ {
		if f := &s.Frames[i]; (f.Kind == fTurnNext || f.Kind == fTurn) && int(f.Seat) == seat {
			return true
		}
	}
	return false
}

// nonMoveAction marks the turn verbs that are actions other than Move
// (FO-ACT-1, FO-PERK-2).
var nonMoveAction = [numTurnVerbs]bool{tvExplore: true, tvQuest: true, tvEncounter: true, tvFight: true, tvCamp: true}

// inAction reports whether seat's survivor is resolving an action other
// than Move in their own turn (FO-PERK-2).
func (s *State) inAction(seat int) bool {
	for i := 0; i < int(s.Depth); i++ {
		if f := &s.Frames[i]; f.Kind == fTurnNext && int(f.Seat) == seat {
			v := turnNextOf(f).verb
			return int(v) < len(nonMoveAction) && nonMoveAction[v]
		}
	}
	return false
}

// perkNow reports whether perk k's window is open for seat now
// (FO-PERK-2): the owner's turn outside actions other than Move, the
// owner's turn, or any time, as the card says (content.PerkWhen).
func (s *State) perkNow(seat, k int) bool {
	switch data.Perks[k].When {
	case content.PerkAnyTurn:
		return true
	case content.PerkOwnAction:
		return s.ownTurn(seat)
	}
	return s.ownTurn(seat) && !s.inAction(seat)
}

// appendUses appends an rvCard or rvPerk action for each card ability of
// seat's survivor whose timing is in timings and that can be paid and used
// in the roll of owner now. Abilities without cost are not listed: they
// apply by themselves (passiveUses).
func (s *State) appendUses(seat int, owner *Frame, timings uint16, dst []engine.Action) []engine.Action {
	if s.noUse(seat, timings) { // most asks
		return dst
	}
	return s.appendUsesOfCards(seat, owner, timings, dst)
}

// appendUsesOfCards is appendUses once the lacks (noUse) did not rule every card out.
func (s *State) appendUsesOfCards(seat int, owner *Frame, timings uint16, dst []engine.Action) []engine.Action {
	p := &s.P[seat]
	// A card without an ability of these timings is passed over here,
	// without a call: most are.
	for k, h := range p.Equip {
		if h.Card >= 0 && itemTimings[uint8(h.Card)]&timings != 0 {
			dst = s.appendCardUses(seat, owner, h, useEquip+k, timings, dst)
		}
	}
	for i, h := range p.Inv[:p.NInv] {
		if slotOf(h.Card) < 0 && itemTimings[uint8(h.Card)]&timings != 0 {
			dst = s.appendCardUses(seat, owner, h, useInv+i, timings, dst)
		}
	}
	if c := s.ruleCard(seat); c >= 0 && itemTimings[uint8(c)]&timings != 0 {
		dst = s.appendCardUses(seat, owner, Held{Card: c}, useCharCard, timings, dst)
	}
	for perks := p.Perks; perks != 0; perks &= perks - 1 {
		k := bits.TrailingZeros16(perks)
		// rule FO-PERK-2: within the window the card states.
		if perkUseBit[k]&timings != 0 && s.perkNow(seat, k) && s.useFits(&data.Perks[k].Use, owner) {
			dst = append(dst, act(rvPerk, k, 0, 0))
		}
	}
	return dst
}

func (s *State) appendCardUses(seat int, owner *Frame, h Held, where int, timings uint16, dst []engine.Action) []engine.Action {
	if itemTimings[uint8(h.Card)]&timings == 0 {
		return dst
	}
	for j := range items[h.Card].Uses {
		u := &items[h.Card].Uses[j]
		if itemUseBits[h.Card][j]&timings == 0 || passive(u) || (u.Exhaust && h.Exhausted) ||
			int(s.P[seat].Caps) < u.Caps || !s.useFits(u, owner) {
			continue
		}
		// A rule card lies beside the board: nothing to exhaust or discard.
		if where == useCharCard && (u.Exhaust || u.Discard) {
			continue
		}
		dst = append(dst, act(rvCard, where, j, 0))
	}
	return dst
}

// opReroll is the reroll effect's EffectOp (content: reroll).
var opReroll = content.EffectOpOf("reroll")

// passive reports whether ability u costs nothing: it is not a choice.
func passive(u *content.Use) bool { return !u.Exhaust && !u.Discard && u.Caps == 0 }

// useFits reports whether every effect of u can be resolved in the roll of
// owner: the game implements it, and a reroll limited to letters is used
// in a test showing one of them (content: reroll).
func (s *State) useFits(u *content.Use, owner *Frame) bool {
	for i := range u.Effects {
		e := &u.Effects[i]
		if effectFns[e.Op] == nil {
			return false
		}
		if e.Op == opReroll && e.Letters != "" && (owner.Kind != fTest || letterMask(e.Letters)&testOf(owner).letters == 0) {
			return false
		}
	}
	return true
}

// ruleCard is seat's character card if it is a rule card lying beside the
// board (FO-CHAR-3), or -1.
func (s *State) ruleCard(seat int) int8 {
	if sv := s.P[seat].Survivor; sv >= 0 {
		return survivorRuleCard[sv]
	}
	return -1
}

// survivorRuleCard[sv] is survivor sv's character card if it is a rule
// card, or -1.
var survivorRuleCard []int8

// passiveUses applies every ability without cost of seat's cards whose
// timing is in timings, in the roll on top of the stack.
func (s *State) passiveUses(seat int, timings uint16, rec *engine.Recorder) {
	if !s.noUse(seat, timings) { // most asks: none
		s.passiveUsesOfCards(seat, timings, rec)
	}
}

// passiveUsesOfCards is passiveUses once the lacks (noUse) did not rule every card out.
func (s *State) passiveUsesOfCards(seat int, timings uint16, rec *engine.Recorder) {
	p := &s.P[seat]
	owner := s.Top()
	// Called only for the cards with an ability of these timings: most
	// have none, and are passed over without a call.
	apply := func(c int8) {
		for j := range items[c].Uses {
			u := &items[c].Uses[j]
			if itemUseBits[c][j]&timings != 0 && passive(u) && s.useFits(u, owner) {
				if rec.On() {
					rec.Public("card-used", CardUsed{Seat: seat, Card: items[c].ID, Timing: string(u.Timing), Passive: true}, "FO-PERK-1", "FO-EXH-1")
				}
				s.useEffects(seat, srcItem, c, u, rec)
			}
		}
	}
	for _, h := range p.Equip {
		if h.Card >= 0 && itemTimings[uint8(h.Card)]&timings != 0 {
			apply(h.Card)
		}
	}
	for i := 0; i < int(p.NInv); i++ {
		if c := p.Inv[i].Card; slotOf(c) < 0 && itemTimings[uint8(c)]&timings != 0 {
			apply(c)
		}
	}
	if c := s.ruleCard(seat); c >= 0 && itemTimings[uint8(c)]&timings != 0 {
		apply(c)
	}
}

// useEffects resolves the effects of a card ability of seat's survivor,
// in order, through the effect implementations of their owner files. src
// (srcItem or srcPerk) and card name the card for the events.
func (s *State) useEffects(seat int, src, card int8, u *content.Use, rec *engine.Recorder) {
	for i := range u.Effects {
		e := &u.Effects[i]
		// A card ability is not a results bar: its frame is not pushed.
		effectFns[e.Op](s, resultsArgs{src: src, card: card, part: -1}.frame(int8(seat)), e, rec)
	}
}

// useCard pays for and resolves ability j of the card held at where
// (FO-EXH-1, FO-PERK-1).
func (s *State) useCard(seat, where, j int, rec *engine.Recorder) {
	p := &s.P[seat]
	var h *Held
	switch {
	case where == useCharCard:
		h = &Held{Card: s.ruleCard(seat)}
	case where >= useInv:
		h = &p.Inv[where-useInv]
	default:
		h = &p.Equip[where-useEquip]
	}
	c := h.Card
	u := &items[c].Uses[j]
	if u.Exhaust {
		h.Exhausted = true
		s.keepTimings(seat)
	}
	if u.Discard {
		if where >= useInv {
			p.removeInv(where - useInv)
		} else {
			*h = Held{Card: -1}
		}
		s.keepCards(seat)
		s.discardItem(c)
	}
	if rec.On() {
		rec.Public("card-used", CardUsed{Seat: seat, Card: items[c].ID, Timing: string(u.Timing), Exhausted: u.Exhaust,
			Discarded: u.Discard, Caps: u.Caps}, "FO-PERK-1", "FO-EXH-1")
	}
	if u.Caps > 0 {
		s.gainCaps(seat, -u.Caps, "card", rec)
	}
	s.useEffects(seat, srcItem, c, u, rec)
}

// usePerk discards perk k back to the perk deck and resolves it (FO-PERK-1).
func (s *State) usePerk(seat, k int, rec *engine.Recorder) {
	s.P[seat].Perks &^= 1 << uint(k)
	s.keepCards(seat)
	u := &data.Perks[k].Use
	if rec.On() {
		rec.Public("card-used", CardUsed{Seat: seat, Card: data.Perks[k].ID, Perk: true, Timing: string(u.Timing), Discarded: true}, "FO-PERK-1", "FO-EXH-1")
	}
	s.useEffects(seat, srcPerk, int8(k), u, rec)
}

// rerollLegal's marks are written out for the three dice.
var (
	_ [numDice - 3]struct{}
	_ [3 - numDice]struct{}
)

func rerollLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	owner := &s.Frames[uint8(s.Depth-2)%frame.Max] // under the window, as in Legal
	w := windowKind(owner)
	offer, dice := w.offer, w.dice
	if dice {
		if rerollsOf(owner) > 0 {
			// rule FO-TEST-3, FO-TEST-4: any of the three dice, rerolled ones
			// too, marked one at a time, then rerolled together. With dice
			// marked the reroll comes first: taking the first option always
			// gets on.
			if rerollOf(f).marked != 0 {
				dst = append(dst, act(rvReroll, 0, 0, 0))
			}
			dst = append(dst, act(rvMark, 0, 0, 0), act(rvMark, 1, 0, 0), act(rvMark, 2, 0, 0))
		}
		if s.hasTraitAt(seat, wellRestedAt) {
			dst = append(dst, act(rvWellRested, 0, 0, 0))
		}
	}
	// The uses: during the survivor's own turn the "any-action" abilities
	// too. ownTurn walks the frames, so it is asked only when the lacks do
	// not rule out every card of the timings with it (noUse of a timing
	// set holds for each of its subsets): most listings stop there.
	if !s.noUse(seat, offer|tbAnyAction) {
		if s.ownTurn(seat) {
			offer |= tbAnyAction
		}
		dst = s.appendUses(seat, owner, offer, dst)
	}
	return append(dst, act(rvDone, 0, 0, 0))
}

func rerollOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, x, y, _ := unact(a)
	seat := int(f.Seat)
	owner := &s.Frames[s.Depth-2]
	switch v {
	case rvMark:
		n := strconv.Itoa(x + 1)
		if rerollOf(f).marked&(1<<uint(x)) != 0 {
			return opt("unmark:"+n, "Unmark die "+n+" ("+faceName(s.Dice[x])+"): keep it", "die", n, "marked", "true")
		}
		return opt("mark:"+n, "Mark die "+n+" ("+faceName(s.Dice[x])+") for the reroll", "die", n)
	case rvReroll:
		m := rerollOf(f).marked
		id, label := "reroll:", "Reroll the marked die "
		if popcount(m) > 1 {
			label = "Reroll the marked dice "
		}
		var parts []string
		for i := 0; i < numDice; i++ {
			if m&(1<<uint(i)) != 0 {
				id += strconv.Itoa(i + 1)
				parts = append(parts, strconv.Itoa(i+1)+" ("+faceName(s.Dice[i])+")")
			}
		}
		return opt(id, label+strings.Join(parts, ", ")+"; "+plural(rerollsOf(owner), "reroll")+" left", "dice", id[len("reroll:"):])
	case rvWellRested:
		return opt("well-rested", "Give up Well Rested for 1 more reroll")
	case rvCard:
		c := s.heldAt(seat, x)
		id := "use:" + items[c].ID
		if len(items[c].Uses) > 1 {
			id += ":" + strconv.Itoa(y+1)
		}
		return opt(id, "Use "+items[c].Name+": "+items[c].Text)
	case rvPerk:
		return opt("perk:"+data.Perks[x].ID, "Use the perk "+data.Perks[x].Name+": "+data.Perks[x].Text)
	}
	dice := windowKind(owner).dice
	switch {
	case owner.Kind == fTest:
		return opt("done", "Keep the dice: "+strconv.Itoa(s.bullets())+" of "+strconv.Itoa(testOf(owner).difficulty)+" ● needed")
	case dice:
		return opt("done", "Keep the dice: "+strconv.Itoa(s.bullets())+" ●")
	case fightPhase(owner) == fpRoll:
		return opt("roll", "Roll the dice")
	}
	return opt("done", "Go on")
}

// heldAt is the card of seat's survivor held at where (useEquip..).
func (s *State) heldAt(seat, where int) int8 {
	switch {
	case where == useCharCard:
		return s.ruleCard(seat)
	case where >= useInv:
		return s.P[seat].Inv[where-useInv].Card
	}
	return s.P[seat].Equip[where-useEquip].Card
}

func rerollApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	v, x, y, _ := unact(a)
	seat := int(f.Seat)
	if v == rvMark {
		f.SetArgs(rerollArgs{marked: rerollOf(f).marked ^ 1<<uint(x)}.args())
		return
	}
	marked := rerollOf(f).marked
	s.Pop()
	owner := s.Top()
	switch v {
	case rvDone:
		closeWindow(owner)
	case rvReroll:
		addRerolls(owner, -1)
		s.roll(seat, marked, "reroll", rec)
	case rvWellRested:
		// rule FO-TRAIT-7, FO-TEST-8: the token is discarded for 1 reroll.
		s.loseTrait(seat, content.WellRested, "reroll", rec)
		addRerolls(owner, 1)
		if rec.On() {
			rec.Public("rerolls-gained", RerollsGained{Seat: seat, N: 1, Left: rerollsOf(owner), Source: "well-rested"}, rerollRules("well-rested", false)...)
		}
	case rvCard:
		s.useCard(seat, x, y, rec)
	case rvPerk:
		s.usePerk(seat, x, rec)
	}
}

// faceName describes die face f: its filled areas and ●.
func faceName(f int8) string {
	fc := &data.Dice.Faces[f]
	var parts []string
	for _, a := range fc.Areas {
		parts = append(parts, string(a))
	}
	out := strings.Join(parts, "+")
	switch fc.Hits {
	case 0:
		return out + ", no ●"
	case 1:
		return out + ", ●"
	}
	return out + ", " + strconv.Itoa(fc.Hits) + " ●"
}
