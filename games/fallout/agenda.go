package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Agenda cards, influence and the end of the game (FO-AGENDA-*, FO-WIN-*,
// FO-POWER-2..5). Each agenda card a survivor holds, the displayed loyalty
// card included, is worth 1 influence plus its bonus while its condition
// holds. After every step of the game (machine.go calls checkVictory) the
// survivors whose influence meets the threshold for the player count win
// together; failing that, a faction whose power token reached the last
// space of the track takes over and every survivor loses. A survivor who
// gains a 5th agenda card gets rid of one (fAgendaLimit): it is shuffled
// into the agenda deck, or discarded under the AGENDA_OVERFLOW option.
// Showing agenda cards to a trading partner is camp.go's (FO-TRADE-4).

// verbAgendaDrop is fAgendaLimit's verb: x = hand index, -1 for the
// displayed loyalty card.
const verbAgendaDrop uint8 = 1

// Agenda overflow readings (State.AgendaOverflow, FO-AGENDA-5).
const (
	overflowShuffle int8 = iota // shuffled into the agenda deck (SHUFFLE_INTO_DECK)
	overflowDiscard             // discarded (DISCARD, the German reference guide)
)

// OverflowNames are the values of the setup option OptAgendaOverflow, by
// State.AgendaOverflow.
var OverflowNames = [...]string{"shuffle-into-deck", "discard"}

// Influence condition kinds, compiled from content.Condition.Kind.
const (
	condTrait uint8 = iota
	condNotTrait
	condSpecial
	condCaps
	condRads
	condSpecials
	condUniques
	condPerks
	condEquipped
	condAtIcon
	condLoyal
	condPower
	condPowerAhead
)

// agendaCond is an agenda card's influence condition, compiled: arg is the
// trait, letter, slot, encounter deck or faction index.
type agendaCond struct {
	kind  uint8
	arg   int8
	n     int16
	bonus int8
}

// agendaConds[a] is agenda card a's bonus and its condition (FO-AGENDA-2);
// agendaMost[a] is the most influence card a can be worth, 1 plus its
// bonus, kept small for the victory check before every frame; both are
// indexed by a byte (no bounds check). agendaMostAny is the most any card
// can be worth.
var (
	agendaConds   [256]agendaCond
	agendaMost    [256]int8
	agendaMostAny int
)

// influenceToWin[n] is the threshold of n players (threshold), and
// agendaLimit the agenda limit (counted), read from the rules once for the
// victory check before every frame; 0 at the indices that are no player
// count.
var (
	influenceToWin [8]int
	agendaLimit    int
)

func init() {
	for i := range data.Agendas {
		agendaConds[i] = compileCond(&data.Agendas[i].Influence)
		agendaMost[i] = 1 + agendaConds[i].bonus
		agendaMostAny = max(agendaMostAny, int(agendaMost[i]))
		if agendaConds[i].bonus < 0 {
			panic("fallout: an agenda card with a negative bonus") // influenceReaches counts on none
		}
	}
	mustFit("influence of the agenda cards one seat holds", (maxHand+1)*agendaMostAny, 127)
	for n := 1; n <= MaxPlayers; n++ {
		influenceToWin[n] = data.Rules.InfluenceToWin[n-1]
	}
	agendaLimit = data.Rules.AgendaLimit
	register(fAgendaLimit, frameKind{
		Name: "agenda-limit", Prompt: "agenda-limit",
		Legal: agendaLimitLegal, Option: agendaLimitOption, Apply: agendaLimitApply,
	})
	register(fWin, frameKind{Name: "win", Prompt: "victory", Legal: winLegal, Option: winOption, Apply: winApply})
	register(fWinEnd, frameKind{Name: "win-end", Run: func(s *State, f Frame, rec *engine.Recorder) { s.endGame(rec) }})
	registerEffect("power", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		fac := factionIndex(e.Faction)
		switch {
		case s.Coop.On && fac == s.Coop.Loyal:
			// rule AB-FACT-2: the loyal "+" effect instead, once per "+".
			for i := 0; i < e.N; i++ {
				s.groupEffects(s.coopSide().Plus, "plus", rec)
			}
		case s.Coop.On:
			// rule AB-FACT-5: the hostile token moves as in the base game.
			s.moveHostile(e.N, "result", rec)
		default:
			// rule FO-RESULT-10, FO-POWER-2: one space down the track per "+".
			s.gainPower(fac, e.N, "result", rec)
		}
	})
}

// compileCond reads an influence condition. The content linter allows no
// condition on where the survivor stands but the encounter icon.
func compileCond(in *content.Influence) agendaCond {
	c := &in.When
	ac := agendaCond{n: int16(c.N), bonus: int8(in.Bonus)}
	switch c.Kind {
	case "trait", "not-trait":
		ac.kind = condTrait
		if c.Kind == "not-trait" {
			ac.kind = condNotTrait
		}
		for i, t := range content.Traits {
			if t == c.Trait {
				ac.arg = int8(i)
			}
		}
	case "special":
		ac.kind, ac.arg = condSpecial, int8(letterIndex(c.Letter))
	case "caps":
		ac.kind = condCaps
	case "rads":
		ac.kind = condRads
	case "specials":
		ac.kind = condSpecials
	case "uniques":
		ac.kind = condUniques
	case "perks":
		ac.kind = condPerks
	case "equipped":
		ac.kind = condEquipped
		for i, sl := range content.Slots {
			if sl == c.Slot {
				ac.arg = int8(i)
			}
		}
	case "at-icon":
		ac.kind, ac.arg = condAtIcon, deckIndex(c.Icon)
	case "loyal":
		ac.kind, ac.arg = condLoyal, factionIndex(c.Faction)
	case "power":
		ac.kind, ac.arg = condPower, factionIndex(c.Faction)
	case "power-ahead":
		ac.kind, ac.arg = condPowerAhead, factionIndex(c.Faction)
	default:
		panic("fallout: agenda influence condition " + c.Kind + " is not supported")
	}
	return ac
}

// uniquesOwned counts the unique assets seat's survivor holds, equipped or
// in the inventory.
func (s *State) uniquesOwned(seat int) int {
	p := &s.P[seat]
	n := 0
	for _, h := range p.Equip {
		if h.Card >= 0 && itemSrc[h.Card] == srcUnique {
			n++
		}
	}
	for _, h := range p.Inv[:p.NInv] {
		if itemSrc[h.Card] == srcUnique {
			n++
		}
	}
	return n
}

// influenceHolds reports whether agenda condition c holds for seat's survivor.
func (s *State) influenceHolds(seat int, c *agendaCond) bool {
	p := &s.P[seat]
	switch c.kind {
	case condTrait, condNotTrait:
		// rule FO-TRAIT-2: the token of the pair lies with that side up.
		tr := p.Traits[c.arg/2]
		return (tr.Make >= 0 && tr.Side == c.arg%2) == (c.kind == condTrait)
	case condSpecial:
		return p.Special&(1<<uint(c.arg)) != 0
	case condCaps:
		return p.Caps >= c.n
	case condRads:
		return int16(p.Rads) >= c.n
	case condSpecials:
		return int16(popcount(p.Special)) >= c.n
	case condUniques:
		return int16(s.uniquesOwned(seat)) >= c.n
	case condPerks:
		return int16(popcount(uint8(p.Perks))+popcount(uint8(p.Perks>>8))) >= c.n
	case condEquipped:
		return p.Equip[c.arg].Card >= 0
	case condAtIcon:
		return p.Node != Nowhere && !facedown(p.Node) && s.space(p.Node).enc == c.arg
	case condLoyal:
		return s.loyalTo(seat, int(c.arg))
	case condPower:
		return int16(s.Power[c.arg]) >= c.n
	case condPowerAhead:
		return s.powerAhead(int(c.arg))
	}
	return false
}

// agendaValue is agenda card a's influence for seat: 1, plus its bonus
// while its condition holds (FO-AGENDA-2).
func (s *State) agendaValue(seat int, a int8) int {
	c := &agendaConds[uint8(a)]
	if s.influenceHolds(seat, c) {
		return 1 + int(c.bonus)
	}
	return 1
}

// influence is seat's influence: the value of every agenda card held, the
// displayed loyalty card included (FO-WIN-1, FO-LOYAL-6).
func (s *State) influence(seat int) int {
	p := &s.P[seat]
	n := 0
	for _, a := range p.Hand[:p.NHand] {
		n += s.agendaValue(seat, a)
	}
	if p.Loyal >= 0 {
		n += s.agendaValue(seat, p.Loyal)
	}
	return n
}

// agendasHeld counts seat's agenda cards, the displayed one included
// (FO-AGENDA-5, FO-LOYAL-6).
func (s *State) agendasHeld(seat int) int {
	n := int(s.P[seat].NHand)
	if s.P[seat].Loyal >= 0 {
		n++
	}
	return n
}

// threshold is the influence that wins with this many players (FO-WIN-2).
func (s *State) threshold() int { return influenceToWin[uint8(s.N)&7] }

// winner reports whether seat's survivor meets the influence threshold
// (FO-WIN-3). A survivor still getting rid of a 5th agenda card is not
// counted until they hold 4 again (FO-AGENDA-5), nor one just killed until
// the death has resolved (FO-HP-6, FO-DEATH-1): it may discard cards the
// influence counts, or eliminate them.
func (s *State) winner(seat int) bool { return s.reaches(seat, s.threshold()) }

// reaches is winner against threshold thr. Before counting influence it
// rules out, cheapest first, a survivor holding too few cards for thr even
// at the most any card is worth, then one whose cards cannot reach it.
func (s *State) reaches(seat, thr int) bool {
	return s.agendasHeld(seat)*agendaMostAny >= thr && s.counted(&s.P[seat]) && s.influenceReaches(seat, thr)
}

// counted reports whether survivor p's influence counts now: not out, not
// getting rid of a card over the agenda limit, not killed with the death
// still to resolve (winner).
func (s *State) counted(p *Player) bool {
	return !p.Out && int(p.NHand+1+p.Loyal>>7) <= agendaLimit && (s.Round == 0 || p.Node == Nowhere || p.HP > p.Rads)
}

// influenceReaches reports whether seat's influence is at least thr. It
// starts from the most the cards held can be worth, every bonus counted,
// and takes off the bonus of each card whose condition fails, stopping
// once thr is out of reach (no bonus is negative): the victory check weighs
// no more conditions than it must.
func (s *State) influenceReaches(seat, thr int) bool {
	p := &s.P[seat]
	hand := p.Hand[:p.NHand]
	most := 0
	for _, a := range hand {
		most += int(agendaMost[uint8(a)])
	}
	if p.Loyal >= 0 {
		most += int(agendaMost[uint8(p.Loyal)])
	}
	if most < thr {
		return false
	}
	for _, a := range hand {
		if most -= s.bonusLost(seat, a); most < thr {
			return false
		}
	}
	if p.Loyal >= 0 {
		most -= s.bonusLost(seat, p.Loyal)
	}
	return most >= thr
}

// bonusLost is the bonus agenda card a does not give seat: its bonus
// while its condition fails, else 0 (agendaValue).
func (s *State) bonusLost(seat int, a int8) int {
	if c := &agendaConds[uint8(a)]; !s.influenceHolds(seat, c) {
		return int(c.bonus)
	}
	return 0
}

// Victory is the event of survivors winning on influence (FO-WIN-3/4): they
// reveal their agenda cards (FO-AGENDA-8).
type Victory struct {
	Winners   []int      `json:"winners"`
	Threshold int        `json:"threshold"`
	Influence []int      `json:"influence"` // every seat's influence
	Agendas   [][]string `json:"agendas"`   // each winner's agenda cards, displayed one included
	// TakeOver: a faction reached the end of the power track by the same
	// change; the survivors claimed their victory first (FO-POWER-4).
	TakeOver bool `json:"takeover,omitempty"`
}

// TakeOver is the event of a faction reaching the last space of the power
// track without any survivor winning: every survivor loses (FO-POWER-3/4).
type TakeOver struct {
	Factions []string `json:"factions"` // the faction (or both) on the last space
	Power    [2]int   `json:"power"`    // spaces advanced by ★ and ♥, past the end counted (FO-POWER-5)
	Last     int      `json:"last"`     // the last space's index
	// Threshold is the influence that would have won. The seats' influence
	// is not given: a takeover reveals no agenda card (FO-AGENDA-8).
	Threshold int `json:"threshold"`
}

// checkVictory starts the end of the game when it is won (FO-ROUND-4,
// FO-WIN-6). It waits while a survivor gets rid of agenda cards over the
// limit or a death is pending (FO-AGENDA-5, FO-HP-6): those come first,
// and what they leave is checked. Then the survivors who meet the
// threshold are asked, in turn order from the first player (FO-GOLD-3):
// without a takeover the first of them wins and each other one decides
// whether to share the victory (FO-WIN-3/4); when a faction took over by
// the same change each decides whether to claim the victory first
// (FO-POWER-4). fWinEnd then ends the game; with no winner and a faction
// on the last space of the power track, every survivor loses (FO-POWER-3/4).
// It reports whether the game ended.
func (s *State) checkVictory(rec *engine.Recorder) bool {
	won, over := s.anyWinner(), s.takenOver()
	if !won && over == 0 {
		return false
	}
	if s.Depth > 0 && (s.Top().Kind == fWin || s.Top().Kind == fWinEnd) {
		return false // being decided; nothing changes meanwhile
	}
	for d := 0; d < int(s.Depth); d++ {
		if k := s.Frames[d].Kind; k == fAgendaLimit || k == fDeath {
			return false
		}
	}
	s.Winners = 0
	asks := make([]Frame, 0, MaxPlayers+1)
	for i := 0; i < int(s.N); i++ {
		p := (int(s.First) + i) % int(s.N)
		if !s.winner(p) {
			continue
		}
		if over == 0 && s.Winners == 0 {
			s.Winners = 1 << uint(p) // rule FO-WIN-3: no choice for the first
			continue
		}
		mode := winShare
		if over != 0 {
			mode = winClaim
		}
		asks = append(asks, winArgs{mode: mode}.frame(p))
	}
	if len(asks) == 0 {
		s.endGame(rec)
		return true
	}
	s.PushAll(append(asks, Frame{Kind: fWinEnd, Seat: s.First})...)
	return false
}

// Victory decisions (fWin's A) and their verbs.
const (
	winShare int8 = iota // another survivor also meets the threshold: share the victory? (FO-WIN-4)
	winClaim             // a faction takes over: claim the victory first? (FO-POWER-4)

	verbWinYes uint8 = 1
	verbWinNo  uint8 = 2
)

// endGame ends a won or taken-over game: the survivors in Winners win and
// reveal their agenda cards (FO-WIN-3/4, FO-AGENDA-8), with a takeover
// too (FO-POWER-4); without any, the faction on the last space of the
// power track takes over and every survivor loses (FO-POWER-3/4).
func (s *State) endGame(rec *engine.Recorder) {
	over := s.takenOver()
	if s.Winners != 0 {
		if rec.On() {
			ev := Victory{Winners: []int{}, Threshold: s.threshold(), Influence: s.influences(), Agendas: [][]string{}, TakeOver: over != 0}
			for p := 0; p < int(s.N); p++ {
				if s.Winners&(1<<uint(p)) != 0 {
					ev.Winners = append(ev.Winners, p)
					ev.Agendas = append(ev.Agendas, s.agendaIDs(p))
				}
			}
			rec.Emit(engine.Event{Type: "victory", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-WIN-2", "FO-WIN-3", "FO-WIN-4", "FO-POWER-4"}})
		}
		s.finish(endInfluence, rec)
		return
	}
	if rec.On() {
		ev := TakeOver{Factions: s.takeOverNames(), Power: [2]int{int(s.Power[0]), int(s.Power[1])}, Last: s.powerLast(),
			Threshold: s.threshold()}
		rec.Public("takeover", ev, "FO-POWER-3", "FO-POWER-4", "FO-POWER-5", "FO-AGENDA-8")
	}
	s.finish(endTakeOver, rec)
}

// won reports whether seat's survivor won the finished game (FO-WIN-3/4,
// FO-POWER-4).
func (s *State) won(seat int) bool {
	return s.End == endInfluence && s.Winners&(1<<uint(seat)) != 0
}

func winLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	return append(dst, act(verbWinYes, 0, 0, 0), act(verbWinNo, 0, 0, 0))
}

func winOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, _, _, _ := unact(a)
	mode := winOf(f).mode
	switch {
	case mode == winShare && v == verbWinYes:
		return opt("share", "Reveal your agenda cards and share the victory")
	case mode == winShare:
		return opt("decline", "Do not share the victory")
	case v == verbWinYes:
		return opt("claim", "Reveal your agenda cards and claim the victory before the takeover")
	}
	return opt("decline", "Do not claim the victory: the takeover ends the game")
}

// winApply records the survivor's answer (FO-WIN-4, FO-POWER-4, FO-GOLD-4).
func winApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	if v, _, _, _ := unact(a); v == verbWinYes {
		s.Winners |= 1 << uint(f.Seat)
	}
	s.Pop()
}

// anyWinner reports whether any survivor is a winner. It runs before many
// frames, and most survivors' cards cannot reach the threshold even at
// their most: that test, influenceReaches' first, is read here from the
// reach the state keeps (winreach.go), without a call.
func (s *State) anyWinner() bool {
	thr := s.threshold()
	for p := range s.P[:s.N] {
		// A seat whose cards cannot reach thr even at their most
		// (winreach.go) is ruled out first.
		if pl := &s.P[p]; s.reach[p] >= 0 && s.counted(pl) && s.influenceReaches(p, thr) {
			return true
		}
	}
	return false
}

// victoryQuiet marks the frame kinds whose Run changes nothing the victory
// check reads (the survivors, their agenda cards, the power track): the
// turn's bookkeeping, enemies activating (a fight they start is a frame of
// its own) and flipping, Aggressive enemies taking up a fight, objectives
// found complete (their results are frames of their own) and the XP peg
// moving (a level-up is a decision of its own). advance does not check
// again after one.
var victoryQuiet = [256]bool{fTurnBegin: true, fTurnNext: true, fTurnEnd: true, fActivate: true, fFlipType: true,
	fEnterFight: true, fEnterQuest: true, fExploreQuest: true, fKillQuest: true, fXP: true}

// quietFrame reports whether running frame f changes nothing the victory
// check reads: a frame of a victoryQuiet kind, or a fight before its roll
// (fpRoll: the roll window, rerolls gained, the dice rolled). A fight's
// kind is not victoryQuiet (TestQuietFrame), so the two tests are one
// branch on the kind and a load.
func quietFrame(f *Frame) bool {
	if f.Kind == fFight {
		return fightPhase(f) == fpRoll
	}
	return victoryQuiet[f.Kind]
}

// influences lists every seat's influence.
func (s *State) influences() []int {
	out := make([]int, s.N)
	for p := range out {
		out[p] = s.influence(p)
	}
	return out
}

// agendaIDs lists seat's agenda cards, hand then displayed card.
func (s *State) agendaIDs(seat int) []string {
	p := &s.P[seat]
	out := make([]string, 0, maxHand+1)
	for _, a := range p.Hand[:p.NHand] {
		out = append(out, data.Agendas[a].ID)
	}
	if p.Loyal >= 0 {
		out = append(out, data.Agendas[p.Loyal].ID)
	}
	return out
}

// takeOverNames names the factions on the last space of the power track.
func (s *State) takeOverNames() []string {
	out := []string{}
	for f, m := 0, s.takenOver(); f < 2; f++ {
		if m&(1<<uint(f)) != 0 {
			out = append(out, string(content.Factions[f]))
		}
	}
	return out
}

// victoryResult fills the result of a finished game: every seat's
// influence is its score; after a victory the winners (FO-WIN-3/4) place
// first and everyone else second; after a takeover nobody wins
// (FO-POWER-4).
func (s *State) victoryResult(r *engine.Result, d *ResultDetail) {
	d.Threshold, d.Influence = s.threshold(), s.influences()
	copy(r.Scores, d.Influence)
	switch s.End {
	case endInfluence:
		for p := 0; p < int(s.N); p++ {
			r.Placings[p] = 2
			if s.won(p) {
				r.Placings[p] = 1
				r.Winners = append(r.Winners, engine.Seat(p))
			}
		}
	case endTakeOver:
		d.TakeOver = s.takeOverNames()
	}
}

// AgendaDropped is the public event of a survivor getting rid of an agenda
// card over the limit (FO-AGENDA-5). The card is named only when it was
// the displayed loyalty card or went to the face-up discard.
type AgendaDropped struct {
	Seat      int    `json:"seat"`
	Displayed bool   `json:"displayed"`      // it was the displayed loyalty card; loyalty ends (FO-LOYAL-8)
	Card      string `json:"card,omitempty"` // public cards only
	To        string `json:"to"`             // deck (shuffled in) or discard
	Held      int    `json:"held"`           // agenda cards held now, the displayed one included
	Deck      int    `json:"deck"`           // agenda deck size now
}

// AgendaDroppedCard is the private side, for the survivor's player: the
// card they got rid of.
type AgendaDroppedCard struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
}

func agendaLimitLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	for i := range p.Hand[:p.NHand] {
		dst = append(dst, act(verbAgendaDrop, i, 0, 0))
	}
	if p.Loyal >= 0 {
		// rule FO-LOYAL-8: the displayed card may be the one.
		dst = append(dst, act(verbAgendaDrop, -1, 0, 0))
	}
	return dst
}

func agendaLimitOption(s *State, f *Frame, a engine.Action) engine.Option {
	_, i, _, _ := unact(a)
	p := &s.P[f.Seat]
	if i < 0 {
		ag := &data.Agendas[p.Loyal]
		return opt("drop:"+ag.ID, "Get rid of "+ag.Title+", the loyalty card you display")
	}
	ag := &data.Agendas[p.Hand[i]]
	to := "shuffle it into the agenda deck"
	if s.AgendaOverflow == overflowDiscard {
		to = "discard it"
	}
	return opt("drop:"+ag.ID, "Get rid of "+ag.Title+": "+to)
}

// agendaLimitApply gets rid of the chosen card (FO-AGENDA-5): shuffled
// into the agenda deck, or discarded face up under the DISCARD reading.
// The decision stays while the survivor holds more than the limit.
func agendaLimitApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	_, i, _, _ := unact(a)
	seat := int(f.Seat)
	p := &s.P[seat]
	var c int8
	if i < 0 {
		c, p.Loyal = p.Loyal, -1
	} else {
		c = p.Hand[i]
		copy(p.Hand[i:p.NHand], p.Hand[i+1:p.NHand])
		p.NHand--
		p.Hand[p.NHand] = 0
	}
	s.keepReach(seat)
	to := "deck"
	if s.AgendaOverflow == overflowDiscard {
		to = "discard"
		s.AgendaDiscard.put(c)
	} else {
		s.Agenda.put(c)
		s.shuffle(&s.Agenda)
	}
	if rec.On() {
		ev := AgendaDropped{Seat: seat, Displayed: i < 0, To: to, Held: s.agendasHeld(seat), Deck: int(s.Agenda.N)}
		if i < 0 || to == "discard" {
			ev.Card = data.Agendas[c].ID
		}
		rec.Emit(engine.Event{Type: "agenda-dropped", To: engine.Public, Data: ev, Reveals: i >= 0 && to == "discard", Rules: []string{"FO-AGENDA-5", "FO-LOYAL-8"}})
		rec.Emit(engine.Event{Type: "agenda-dropped-card", To: engine.Seat(seat), Data: AgendaDroppedCard{Seat: seat, Card: data.Agendas[c].ID}, Rules: []string{"FO-LOYAL-8"}})
	}
	if s.agendasHeld(seat) <= data.Rules.AgendaLimit {
		s.Pop()
	}
}

// overflowOption reads the setup option OptAgendaOverflow.
func overflowOption(v string) (int8, error) {
	for i, name := range OverflowNames {
		if v == name {
			return int8(i), nil
		}
	}
	return 0, engine.Invalidf("option %s: want %s or %s, not %q", OptAgendaOverflow, OverflowNames[0], OverflowNames[1], v)
}
