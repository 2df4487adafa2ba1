package fallout

import (
	"math"
	"math/bits"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/fallout/hexmap"
)

// The outlook: read-only questions a bot's evaluation (package bot) asks of
// a position. Each answer is a fact of the rules, never a weight; how much
// a fact is worth is the evaluation's business. None of them changes the
// state. A bot asks them of a state it has resampled for its seat
// (Resample), so what is hidden from the seat is a guess consistent with
// what it sees; answers about another seat's survivor give only what any
// seat may know, unless the method says otherwise.

// Influence is the influence of seat's survivor as viewer may know it
// (FO-WIN-1): exact for viewer's own survivor and once the game is over,
// otherwise 1 per hidden agenda card plus the displayed loyalty card's
// value (FO-AGENDA-2, FO-AGENDA-6, FO-LOYAL-6).
func (s *State) Influence(seat, viewer engine.Seat) int {
	if seat == viewer || s.Done {
		return s.influence(int(seat))
	}
	p := &s.P[seat]
	n := int(p.NHand)
	if p.Loyal >= 0 {
		n += s.agendaValue(int(seat), p.Loyal)
	}
	return n
}

// Won reports whether the game is over and seat is among its winners
// (FO-WIN-3, FO-WIN-4; co-op: the team won, AB-END-1).
func (s *State) Won(seat engine.Seat) bool {
	return s.Done && (s.won(int(seat)) || s.End == endTeamWin)
}

// Beaten reports whether the game is over with seat among the losers of a
// decided game: another survivor won on influence (FO-WIN-3) or a faction
// took over (FO-POWER-3). The end of all survivors (FO-DEATH-5) and the
// round limit are not a defeat by anyone. In co-op the hostile faction's
// takeover beats every seat (AB-END-2).
func (s *State) Beaten(seat engine.Seat) bool {
	return s.Done && !s.won(int(seat)) && (s.End == endInfluence || s.End == endTakeOver || s.End == endHostile)
}

// AgendaProgress is what counts toward an agenda card's influence
// condition (FO-AGENDA-2), for evaluations that credit a card on its way.
type AgendaProgress uint8

// The kinds of AgendaProgress.
const (
	// TowardOther: a condition that holds or not by the survivor's state
	// (a trait, a letter, rads, standing on an icon).
	TowardOther AgendaProgress = iota
	// TowardCaps: a number of Caps (AgendaGoal.Need).
	TowardCaps
	// TowardSpecials: a number of S.P.E.C.I.A.L. tokens (AgendaGoal.Need).
	TowardSpecials
	// TowardLoyalty: loyalty to a faction (FO-LOYAL-1).
	TowardLoyalty
	// TowardPlay: something play gathers (equipped cards, perks, unique
	// cards, a faction's power or lead).
	TowardPlay
)

// AgendaGoal is one of a survivor's agenda cards seen as a goal: its
// condition's kind, the number it names, the influence it adds when the
// condition holds (FO-AGENDA-2), and whether it holds now. Have is how
// much of a number the survivor has now (Caps, S.P.E.C.I.A.L. tokens,
// rads, perks, unique assets, the faction's power), 0 for a condition
// that names none.
type AgendaGoal struct {
	Toward AgendaProgress
	Need   int
	Have   int
	Bonus  int
	Met    bool
}

// AgendaGoals appends to dst the goals of seat's own agenda cards: the
// hidden hand, then the displayed loyalty card (FO-LOYAL-6). The hand is
// secret (FO-AGENDA-1): ask it only for the evaluating seat.
func (s *State) AgendaGoals(seat engine.Seat, dst []AgendaGoal) []AgendaGoal {
	p := &s.P[seat]
	add := func(a int8) {
		c := &agendaConds[a]
		g := AgendaGoal{Need: int(c.n), Have: s.conditionCount(int(seat), c), Bonus: int(c.bonus), Met: s.influenceHolds(int(seat), c)}
		switch c.kind {
		case condCaps:
			g.Toward = TowardCaps
		case condSpecials:
			g.Toward = TowardSpecials
		case condLoyal:
			g.Toward = TowardLoyalty
		case condEquipped, condPerks, condUniques, condPower, condPowerAhead:
			g.Toward = TowardPlay
		}
		dst = append(dst, g)
	}
	for _, a := range p.Hand[:p.NHand] {
		add(a)
	}
	if p.Loyal >= 0 {
		add(p.Loyal)
	}
	return dst
}

// conditionCount is how much of agenda condition c's number seat's
// survivor has now, 0 for a condition without a number.
func (s *State) conditionCount(seat int, c *agendaCond) int {
	p := &s.P[seat]
	switch c.kind {
	case condCaps:
		return int(p.Caps)
	case condRads:
		return int(p.Rads)
	case condSpecials:
		return popcount(p.Special)
	case condUniques:
		return s.uniquesOwned(seat)
	case condPerks:
		return popcount(uint8(p.Perks)) + popcount(uint8(p.Perks>>8))
	case condPower:
		return int(s.Power[c.arg])
	}
	return 0
}

// PowerTrackEnd is the last space of the power track: a faction that
// reaches it takes over (FO-POWER-3). State.Power counts the spaces each
// faction has advanced.
func (s *State) PowerTrackEnd() int { return s.powerLast() }

// InfluenceToWin is the influence a survivor needs to win at this table's
// player count (FO-WIN-2). It is public.
func (s *State) InfluenceToWin() int { return s.threshold() }

// ExpectedDamage is the damage seat's survivor may expect when the enemies
// around activate at the end of the round (FO-ACTIV-3): an enemy in its
// space fights, a Ranged one adjacent fights from there (FO-EABIL-RNG-1/2),
// an Aggressive one adjacent moves in and fights (FO-EABIL-AGG-1); each as
// likely as an agenda card shows its icon (FO-ACTIV-1), each dealing its
// level per ● the dice are expected to leave after armor (FO-FIGHT-8).
// Enemy tokens are public.
func (s *State) ExpectedDamage(seat engine.Seat) float64 {
	n := s.P[seat].Node
	armor := s.armorOf(int(seat))
	ranged := s.rangedWeapon(int(seat))
	dmg := 0.0
	// Only the tokens in the space or adjacent to it count, which stand
	// in its position or the positions next to it (around).
	var around uint32
	if n != Nowhere {
		p, _ := nodePos(n)
		around = 1 << uint(p)
		for _, q := range s.board().Layout.Places[p].Nb {
			if q >= 0 {
				around |= 1 << uint(q)
			}
		}
	}
	for t := range s.Tokens {
		tk := &s.Tokens[t]
		if tk.Node == Nowhere || !tk.Active {
			continue
		}
		if p, _ := nodePos(tk.Node); n != Nowhere && around>>uint(p)&1 == 0 {
			continue
		}
		dmg += s.foeDamage(int(seat), n, t, armor, ranged)
	}
	return dmg
}

// foeDamage is what token t, active on the map, adds to ExpectedDamage for
// seat's survivor in node n with armor and a Ranged weapon or not: 0 when
// it is not hostile or will not fight there.
func (s *State) foeDamage(seat int, n int8, t, armor int, ranged bool) float64 {
	if !s.foeHostile(seat, t) {
		return 0
	}
	bonus := 0
	if node := s.Tokens[t].Node; node != n {
		if !s.adjacentTo(n, node) {
			return 0
		}
		switch {
		case s.foeHas(t, abRanged):
			if !ranged {
				bonus = 1
			}
		case !s.foeHas(t, abAggressive):
			return 0
		}
	}
	return activationOdds[s.N-1][s.foeIcon(t)] * float64(s.foeLevel(t)) * expectedLeft(armor-bonus)
}

// GearPiece is a card a survivor holds: equipped in a slot (FO-EQUIP-1) or
// in the inventory (FO-INV-1), with the armor it gives (FO-EQUIP-8), its
// cost in Caps, whether it is a Ranged weapon, and for the equipped weapon
// the rerolls the survivor's S.P.E.C.I.A.L. tokens earn with it
// (FO-EQUIP-7).
type GearPiece struct {
	Equipped bool
	Weapon   bool
	Armor    int
	Cost     int
	Ranged   bool
	Rerolls  int
}

// Gear appends to dst the cards seat's survivor holds: the equipped ones
// in slot order, then the inventory. Equipment and inventories are public.
func (s *State) Gear(seat engine.Seat, dst []GearPiece) []GearPiece {
	p := &s.P[seat]
	for k, h := range p.Equip {
		if h.Card < 0 {
			continue
		}
		it := items[h.Card]
		g := GearPiece{Equipped: true, Weapon: k == slotWeapon, Armor: it.Armor, Cost: it.Cost, Ranged: it.Ranged}
		if g.Weapon {
			g.Rerolls = popcount(itemLetters[h.Card] & p.Special)
		}
		dst = append(dst, g)
	}
	for _, h := range p.Inv[:p.NInv] {
		it := items[h.Card]
		dst = append(dst, GearPiece{Armor: it.Armor, Cost: it.Cost, Ranged: it.Ranged})
	}
	return dst
}

// RollKind says what a roll waiting in its reroll window decides.
type RollKind uint8

// The kinds of Roll.
const (
	NoRoll    RollKind = iota // no roll of the seat waits
	TestRoll                  // a S.P.E.C.I.A.L. test (FO-TEST-3)
	FightRoll                 // a fight's dice (FO-FIGHT-7)
)

// Roll is the outcome of a roll of a seat's survivor waiting in its reroll
// window, were the dice kept: a test's success (FO-TEST-5), or a fight's
// damage to the survivor (FO-FIGHT-8/9), the enemy's level and whether the
// enemy dies (FO-FIGHT-10..12).
type Roll struct {
	Kind   RollKind
	Passes bool
	Damage int
	Level  int
	Kills  bool
}

// PendingRoll is the roll of seat's survivor waiting in its reroll
// window, or a Roll of kind NoRoll. The dice on the table are public.
func (s *State) PendingRoll(seat engine.Seat) Roll {
	if s.Depth < 2 || s.Top().Kind != fReroll || s.Top().Seat != int8(seat) {
		return Roll{}
	}
	o := &s.Frames[s.Depth-2]
	if o.Kind == fTest {
		t := testOf(o)
		return Roll{Kind: TestRoll, Passes: t.evaluate && s.bullets() >= t.difficulty}
	}
	if o.Kind != fFight || fightPhase(o) != fpResolve {
		return Roll{}
	}
	a := fightOf(o)
	t := a.enemy
	bullets := s.bullets() - s.armorOf(int(seat)) - a.cardArmor
	if a.ranged && s.foeHas(t, abRanged) && !s.rangedWeapon(int(seat)) {
		bullets++
	}
	lvl := s.foeLevel(t)
	hits := s.hitsOn(s.tokenVuln(t)) + a.cardHits
	if a.ranged && s.rangedWeapon(int(seat)) && !s.foeHas(t, abRanged) {
		hits++
	}
	return Roll{Kind: FightRoll, Damage: max(bullets, 0) * lvl, Level: lvl, Kills: hits >= s.killNeed(t)}
}

// Goal is a face-up space where seat's survivor could do something worth
// walking to: take an encounter whose deck is not empty (FO-ENC-1), or a
// staged quest objective by a Quest action whose requirements it would
// meet there and whose Caps it can pay (FO-QUEST-5). Walk is the MP the
// walk there costs (FO-MOVE-1, FO-TERRAIN-1); Hostile, whether an active
// enemy hostile to the survivor blocks the space (FO-ACT-5);
// AgendaDraws, the most agenda cards a result of such an objective draws
// (FO-RESULT-7), -1 when the space offers only an encounter.
type Goal struct {
	Node        int8
	Walk        int
	Hostile     bool
	Encounter   bool
	Objective   bool
	AgendaDraws int
}

// Goals appends to dst seat's goals, one per space, each space once. All
// of it is public: the map, the staged quests, the survivor's figure and
// cards.
func (s *State) Goals(seat engine.Seat, dst []Goal) []Goal {
	from := s.P[seat].Node
	if from == Nowhere {
		return dst
	}
	var dist [maxNodes]int8
	s.walkCosts(from, &dist)
	hostile := s.hostileNodes(int(seat))
	var at [maxNodes]int16 // index in dst + 1 of the space's goal
	start := len(dst)
	mark := func(n int8) *Goal {
		if at[n] == 0 {
			dst = append(dst, Goal{Node: n, Walk: int(dist[n]), Hostile: hostile.Has(n), AgendaDraws: -1})
			at[n] = int16(len(dst) - start)
		}
		return &dst[start+int(at[n])-1]
	}
	objective := func(n int8, draws int) {
		if dist[n] < 0 {
			return
		}
		g := mark(n)
		g.Objective = true
		g.AgendaDraws = max(g.AgendaDraws, draws)
	}
	g := s.geo()
	for pos := range g.pos {
		for m := faceEncounters[s.faceKey(pos)]; m != 0; m &= m - 1 {
			i := bits.TrailingZeros8(m)
			if n := node(pos, i); s.Enc[s.face(pos)[i].enc].N > 0 && dist[n] >= 0 {
				mark(n).Encounter = true
			}
		}
	}
	caps := int(s.P[seat].Caps)
	for _, aq := range g.actionQuests {
		if s.Quests[aq.q] != inPlay {
			continue
		}
		q := int(aq.q)
		for i := aq.from; i < aq.to; i++ {
			a := &g.actions[i]
			if caps < a.pay {
				continue
			}
			requires := data.Quests[q].Objectives[a.o].Requires
			if a.where != anySpace {
				if n := s.actionSpace(a); n != Nowhere && s.metAt(int(seat), requires, q, n) {
					objective(n, a.draws)
				}
				continue
			}
			for pos := range g.pos {
				for i := range s.face(pos) {
					if n := node(pos, i); dist[n] >= 0 && s.metAt(int(seat), requires, q, n) {
						objective(n, a.draws)
					}
				}
			}
		}
	}
	return dst
}

// TurnMP is the MP in seat's pool: the turn's, during its turn (FO-MOVE-1),
// otherwise 0.
func (s *State) TurnMP(seat engine.Seat) int {
	if s.Turn == int8(seat) {
		return int(s.MP)
	}
	return 0
}

// CampStage is where a survivor stands in the camp menu (camp.go).
type CampStage uint8

// The kinds of CampStage.
const (
	NotInCamp       CampStage = iota // no camp decision of the seat is pending
	CampBeforeReady                  // in the menu, its cards not unexhausted yet
	CampReady                        // in the menu, its cards unexhausted
	CampTrading                      // building a trade offer
)

// Camp is where seat stands in a camp menu pending now, if anywhere.
// Swapping equipment back and forth in camp and calling off offers cost
// nothing, so an evaluation that looks one decision ahead needs to tell a
// survivor in the menu from one done with it.
func (s *State) Camp(seat engine.Seat) CampStage {
	if s.Done || s.Depth == 0 {
		return NotInCamp
	}
	f := s.Top()
	if f.Kind == fTradeBuild && f.Seat == int8(seat) {
		return CampTrading
	}
	if f.Kind != fCamp || f.Seat != int8(seat) || campOf(f).mode != campMenu {
		return NotInCamp
	}
	if campOf(f).done&campUnexhausted == 0 {
		return CampBeforeReady
	}
	return CampReady
}

// Settled reports whether the position is one to evaluate (bot.Settler):
// the game is over, or the decision is a turn's (FO-TURN-1), a killed
// survivor's return (FO-DEATH-1) or one of setup. Everything else finishes
// what a turn decision began: dice and rerolls, an encounter's options,
// level-ups, the end of the round.
func (s *State) Settled() bool {
	if s.Done || s.Depth == 0 {
		return true
	}
	switch s.Top().Kind {
	case fTurn, fRespawn, fChooseSurvivor, fPlaceStart, fCharCard:
		return true
	}
	return false
}

// goalAction is an objective with the quest-action icon as Goals weighs
// it, read from the content once (geo.actions).
type goalAction struct {
	q, o int8
	// draws is the number of agenda cards its results draw (FO-RESULT-7).
	draws int
	// pay is the most Caps one of its steps pays (FO-QUEST-5): a survivor
	// with fewer cannot take it; math.MinInt when no step pays.
	pay int
	// where is where it can be taken: anySpace, or the one space its
	// first "at" (atSpace) or "at-marker" (atMarker) requirement names.
	where int8
	// at[k], for atSpace, has bit i for each space i of face key k
	// (hexmap.FaceKey) that the requirement names.
	at []uint8
}

// actionQuest is a quest card of the scenario with quest actions:
// geo.actions[from:to] are its objectives with the quest-action icon.
type actionQuest struct {
	q        int8
	from, to int16
}

// The kinds of goalAction.where.
const (
	anySpace int8 = iota
	atSpace
	atMarker
)

// newGoalAction reads objective o of quest q.
func newGoalAction(q, o int) goalAction {
	ob := &data.Quests[q].Objectives[o]
	a := goalAction{q: int8(q), o: int8(o), pay: math.MinInt}
	for i := range ob.Results {
		if e := &ob.Results[i]; e.Kind == "draw" && e.Deck == content.AgendaDeck {
			a.draws += max(e.N, 1)
		}
	}
	for i := range ob.Steps {
		if st := &ob.Steps[i]; st.Kind == "pay" {
			a.pay = max(a.pay, st.N)
		}
	}
	for i := range ob.Requires {
		switch c := &ob.Requires[i]; c.Kind {
		case "at":
			a.where, a.at = atSpace, make([]uint8, atlas.NumFaceKeys())
			for t := range faces {
				for side, f := range faces[t] {
					k := hexmap.FaceKey(hexmap.Position{Tile: int8(t), FaceUp: true, Reverse: side == 1})
					for i, sp := range f {
						if sp.ref == c.Space {
							a.at[k] |= 1 << uint(i)
						}
					}
				}
			}
			return a
		case "at-marker":
			a.where = atMarker
			return a
		}
	}
	return a
}

// actionSpace is the space a's requirement names (a.where not anySpace):
// for atSpace the first space in map order that bears its name, for
// atMarker the space of its quest's marker; Nowhere when the tile does not
// lie face up or the marker is not on the map.
func (s *State) actionSpace(a *goalAction) int8 {
	if a.where == atMarker {
		for _, m := range s.Marker {
			if m.Quest == a.q {
				return m.Node
			}
		}
		return Nowhere
	}
	for p := range s.geo().pos {
		if m := a.at[s.faceKey(p)]; m != 0 {
			return node(p, bits.TrailingZeros8(m))
		}
	}
	return Nowhere
}

// metAt reports whether seat would meet every requirement of cs standing
// on face-up node n (quest q's marker for "at-marker").
func (s *State) metAt(seat int, cs []content.Condition, q int, n int8) bool {
	p := &s.P[seat]
	here := p.Node
	p.Node = n
	ok := s.meetsAll(seat, cs, q)
	p.Node = here
	return ok
}

// hostileNodes is the set of the nodes where an active enemy hostile to
// seat stands, blocking the Quest and Encounter actions there (FO-ACT-5).
func (s *State) hostileNodes(seat int) (ns hexmap.NodeSet) {
	for t := range s.Tokens {
		if n := s.Tokens[t].Node; n != Nowhere && s.foeHostile(seat, t) {
			ns.Add(n)
		}
	}
	return ns
}

// walkCosts fills dist with the MP it takes to walk from node from to
// every face-up space (FO-MOVE-1, FO-TERRAIN-1), -1 where no walk leads.
func (s *State) walkCosts(from int8, dist *[maxNodes]int8) {
	if from == Nowhere {
		*dist = hexmap.Unreachable()
		return
	}
	md := hexmap.TakeDists()
	md.Take(s.board())
	*dist = *md.Costs(from, faceDifficult)
	md.Release()
}

// activationOdds[n-1][icon] is the share of the agenda cards of an
// n-player game that show the icon (FO-AGENDA-1, FO-ACTIV-1).
var activationOdds = func() (odds [MaxPlayers][iconHeart + 1]float64) {
	for n := 1; n <= MaxPlayers; n++ {
		cards := 0
		for a := range data.Agendas {
			if data.Agendas[a].MinPlayers > n {
				continue
			}
			cards++
			for _, ic := range data.Agendas[a].Activates {
				odds[n-1][iconCode(ic)]++
			}
		}
		for ic := range odds[n-1] {
			odds[n-1][ic] /= float64(max(cards, 1))
		}
	}
	return odds
}()

// leftOdds[k] is the chance that the three dice show k ● (FO-FIGHT-8).
var leftOdds = func() []float64 {
	odds := []float64{1}
	faces, most := data.Dice.Faces, 0
	for _, f := range faces {
		most = max(most, f.Hits)
	}
	for range numDice {
		next := make([]float64, len(odds)+most)
		for k, pr := range odds {
			for _, f := range faces {
				next[k+f.Hits] += pr / float64(len(faces))
			}
		}
		odds = next
	}
	return odds
}()

// expectedLeft is the ● the dice are expected to leave after armor
// (FO-FIGHT-8).
func expectedLeft(armor int) float64 {
	e := 0.0
	for k, pr := range leftOdds {
		e += pr * float64(max(0, k-armor))
	}
	return e
}
