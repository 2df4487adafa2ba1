package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The bots' evaluation (bot.Evaluator, bot.Settler). A bot calls Evaluate
// on a state it has resampled for its seat (Resample), so everything
// hidden is a guess consistent with what the seat sees; Evaluate itself
// reads of the other seats only what is public: their agenda cards count
// by number, a displayed loyalty card at its value (FO-AGENDA-6). It
// rates a survivor by influence (FO-WIN-1) and the agenda conditions it is
// close to meeting, survival (remaining HP, rads, the damage the enemies
// around can deal at the end of the round, death), S.P.E.C.I.A.L. tokens,
// XP and perks, gear and Caps, and how close the figure stands to a staged
// quest objective or an encounter it can take.

// Weights of the evaluation.
const (
	wInfluence = 6.0  // per point of influence
	wWin       = 1000 // a finished game won
	wOut       = 500  // an eliminated survivor
	wDeath     = 10.0 // a survivor killed and waiting to return
	wRad       = 0.6  // per rad beyond the HP it takes
	wSpecial   = 2.0  // per S.P.E.C.I.A.L. token
	wPerk      = 1.5  // per perk
	wCap       = 0.12 // per Cap
	wGoalStep  = 0.5  // per MP between the figure and its best goal
	wRival     = 0.5  // the best rival's worth counts this much against
	wPower     = 24.0 // a faction on the last space of the power track
)

// Evaluate estimates how good the position is for seat: its survivor's
// worth minus half the best rival's, as seat may see them. A finished game
// counts a win (FO-WIN-3) far above everything, an elimination (FO-DEATH-5)
// far below.
func (s *State) Evaluate(seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= int(s.N) {
		return 0
	}
	own := s.worth(int(seat))
	if s.N == 1 {
		return own
	}
	best := -1e9
	for p := 0; p < int(s.N); p++ {
		if p != int(seat) {
			best = max(best, s.rivalWorth(p, int(seat)))
		}
	}
	return own - wRival*best
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

// worth rates seat's own survivor, whose secrets seat knows.
func (s *State) worth(seat int) float64 {
	p := &s.P[seat]
	infl := s.influence(seat)
	if s.Done {
		v := wInfluence * float64(infl)
		switch {
		case p.Out:
			v -= wOut
		case s.won(seat):
			v += wWin
		case s.End == endInfluence || s.End == endTakeOver:
			v -= wWin / 2
		}
		return v
	}
	if p.Out {
		return -wOut
	}
	v := wInfluence*float64(infl) + s.agendaPotential(seat) - s.powerDanger()
	v += s.survival(seat)
	v += s.growth(seat) + s.gear(seat)
	v += wCap * float64(p.Caps)
	v += s.pendingRoll(seat)
	if p.Node != Nowhere {
		v += s.goal(seat)
	}
	return v - s.campLeft(seat)
}

// powerDanger charges a faction close to the last space of the power
// track: its takeover ends the game with every survivor losing
// (FO-POWER-3/4), so power a quest result gives it costs (FO-RESULT-10).
func (s *State) powerDanger() float64 {
	last := float64(s.powerLast())
	v := 0.0
	for _, pw := range s.Power {
		x := float64(pw) / last
		v += wPower * x * x * x
	}
	return v
}

// rivalWorth rates another seat's survivor as viewer sees it: influence
// by seenInfluence, survival and growth.
func (s *State) rivalWorth(seat, viewer int) float64 {
	p := &s.P[seat]
	infl := s.seenInfluence(seat, viewer)
	if p.Out {
		return wInfluence*float64(infl) - wOut
	}
	if s.Done {
		if s.won(seat) {
			return wInfluence*float64(infl) + wWin
		}
		return wInfluence * float64(infl)
	}
	return wInfluence*float64(infl) + 0.5*s.survival(seat) + s.growth(seat)
}

// agendaPotential credits seat's agenda cards whose condition does not
// hold yet by how close the survivor is to meeting it (FO-AGENDA-2): part
// of the bonus for Caps and S.P.E.C.I.A.L. tokens gathered toward the
// number, a little for conditions a turn can bring.
func (s *State) agendaPotential(seat int) float64 {
	p := &s.P[seat]
	v := 0.0
	add := func(a int8) {
		c := &agendaConds[a]
		if s.influenceHolds(seat, c) {
			return
		}
		near := 0.0
		switch c.kind {
		case condCaps:
			near = 0.7 * float64(p.Caps) / float64(c.n)
		case condSpecials:
			near = 0.6 * float64(popcount(p.Special)) / float64(c.n)
		case condLoyal:
			near = 0.4
		case condEquipped, condPerks, condUniques, condPower, condPowerAhead:
			near = 0.2
		}
		v += wInfluence * float64(c.bonus) * near
	}
	for _, a := range p.Hand[:p.NHand] {
		add(a)
	}
	if p.Loyal >= 0 {
		add(p.Loyal)
	}
	return v
}

// hpValue rates remaining HP (FO-HP-5): the first points count most.
func hpValue(rem int) float64 {
	r := float64(max(rem, 0))
	return 1.2*min(r, 6) + 0.6*min(max(r-6, 0), 6) + 0.2*max(r-12, 0)
}

// survival rates seat's hold on life: remaining HP less the damage the
// enemies around may deal at the end of the round, rads, and a death that
// just happened (the survivor waits to return, FO-DEATH-1).
func (s *State) survival(seat int) float64 {
	p := &s.P[seat]
	rads := int(p.Rads)
	v := -wRad * float64(rads)
	if rads >= 10 {
		v -= 1.5 * float64(rads-9)
	}
	if p.Node == Nowhere {
		return v - wDeath
	}
	rem := int(p.HP) - rads
	dmg := s.threat(seat)
	v += hpValue(rem) - 0.5*dmg
	if dmg >= float64(rem) {
		v -= 0.5 * wDeath * min(1, dmg/float64(max(rem, 1))-0.5)
	}
	return v
}

// threat is the damage seat's survivor may expect when the enemies around
// activate at the end of the round (FO-ACTIV-3): an enemy in its space
// fights, a Ranged one adjacent fights from there (FO-EABIL-RNG-1/2), an
// Aggressive one adjacent moves in and fights (FO-EABIL-AGG-1); each as
// likely as an agenda card shows its icon (FO-ACTIV-1).
func (s *State) threat(seat int) float64 {
	n := s.P[seat].Node
	armor := s.armorOf(seat)
	ranged := s.rangedWeapon(seat)
	dmg := 0.0
	for t := range s.Tokens {
		tk := &s.Tokens[t]
		if tk.Node == Nowhere || !tk.Active || !s.foeHostile(seat, t) {
			continue
		}
		bonus := 0
		if tk.Node != n {
			if !s.adjacentTo(n, tk.Node) {
				continue
			}
			switch {
			case s.foeHas(t, abRanged):
				if !ranged {
					bonus = 1
				}
			case !s.foeHas(t, abAggressive):
				continue
			}
		}
		dmg += activationOdds[s.N-1][s.foeIcon(t)] * float64(s.foeLevel(t)) * expectedLeft(armor-bonus)
	}
	return dmg
}

// growth rates S.P.E.C.I.A.L. tokens, perks and the XP toward the next
// level-up (FO-XP-2/3): each XP is worth its share of a token.
func (s *State) growth(seat int) float64 {
	p := &s.P[seat]
	owned := popcount(p.Special)
	v := wSpecial*float64(owned) + wPerk*float64(popcount16(p.Perks))
	if p.XP >= 0 {
		done := popcount(p.Special & (2<<uint(p.XP) - 1))
		v += wSpecial * float64(done) / float64(owned+1)
	}
	return v
}

// gear rates equipped cards and the inventory: a weapon by the rerolls it
// gives (FO-EQUIP-7) and its range, apparel by its armor (FO-EQUIP-8), a
// companion, and held cards by their cost.
func (s *State) gear(seat int) float64 {
	p := &s.P[seat]
	v := 0.0
	for k, h := range p.Equip {
		if h.Card < 0 {
			continue
		}
		it := items[h.Card]
		v += 1 + 1.5*float64(it.Armor) + 0.03*float64(it.Cost)
		if k == slotWeapon {
			v += 1.2 * float64(popcount(itemLetters[h.Card]&p.Special))
			if it.Ranged {
				v += 0.8
			}
		}
	}
	for _, h := range p.Inv[:p.NInv] {
		v += 0.3 + 0.06*float64(items[h.Card].Cost)
	}
	return v
}

// pendingRoll rates a roll of seat's survivor waiting in its reroll window
// as if the dice were kept: a fight's damage and kill (FO-FIGHT-8..12), a
// test's success (FO-TEST-5).
func (s *State) pendingRoll(seat int) float64 {
	if s.Depth < 2 || s.Top().Kind != fReroll || int(s.Top().Seat) != seat {
		return 0
	}
	o := &s.Frames[s.Depth-2]
	if o.Kind == fTest {
		if t := testOf(o); t.evaluate && s.bullets() >= t.difficulty {
			return 3
		}
		return 0
	}
	if o.Kind != fFight || fightPhase(o) != fpResolve {
		return 0
	}
	a := fightOf(o)
	t := a.enemy
	p := &s.P[seat]
	ranged := a.ranged
	bullets := s.bullets() - s.armorOf(seat) - a.cardArmor
	if ranged && s.foeHas(t, abRanged) && !s.rangedWeapon(seat) {
		bullets++
	}
	lvl := s.foeLevel(t)
	rem := int(p.HP) - int(p.Rads)
	dmg := max(bullets, 0) * lvl
	if dmg >= rem {
		return -hpValue(rem) - wDeath
	}
	v := hpValue(rem-dmg) - hpValue(rem)
	hits := s.hitsOn(s.tokenVuln(t)) + a.cardHits
	if ranged && s.rangedWeapon(seat) && !s.foeHas(t, abRanged) {
		hits++
	}
	if hits >= s.killNeed(t) {
		v += 1 + wSpecial*float64(lvl)/float64(popcount(p.Special)+1)
	}
	return v
}

// goal rates how close seat's figure stands to the best thing to do on
// the map: a staged quest objective taken by a Quest action whose
// requirements it would meet there (FO-QUEST-5), or an encounter space
// whose deck exists (FO-ENC-1). Each is worth less the more MP it takes
// to get there, the MP in the turn's pool counting half.
func (s *State) goal(seat int) float64 {
	var dist [maxNodes]int8
	s.walkCosts(s.P[seat].Node, &dist)
	best := 0.0
	consider := func(n int8, w float64) {
		if dist[n] < 0 {
			return
		}
		if s.hostileAt(seat, n) {
			w *= 0.3
		}
		d := max(0, float64(dist[n])-0.5*float64(s.mpOf(seat)))
		best = max(best, w-wGoalStep*d)
	}
	g := s.geo()
	for pos := range g.pos {
		for i, sp := range s.face(pos) {
			if sp.enc >= 0 && s.Enc[sp.enc].N > 0 {
				consider(node(pos, i), 2)
			}
		}
	}
	for q := range data.Quests {
		if s.Quests[q] != inPlay {
			continue
		}
		for o := range data.Quests[q].Objectives {
			ob := &data.Quests[q].Objectives[o]
			if !ob.Action || !s.canAttempt(seat, ob) {
				continue
			}
			w := objectiveWorth(ob)
			if n, ok := s.objectiveSpace(ob, q); ok {
				if n != Nowhere && s.metAt(seat, ob.Requires, q, n) {
					consider(n, w)
				}
				continue
			}
			for pos := range g.pos {
				for i := range s.face(pos) {
					if n := node(pos, i); dist[n] >= 0 && s.metAt(seat, ob.Requires, q, n) {
						consider(n, w)
					}
				}
			}
		}
	}
	return best
}

// objectiveSpace is the one space objective ob of quest q can be taken
// in when a requirement names it ("at", or "at-marker" with the quest's
// marker on the map; Nowhere when it is not), and false when any space
// might do.
func (s *State) objectiveSpace(ob *content.Objective, q int) (int8, bool) {
	for i := range ob.Requires {
		switch c := &ob.Requires[i]; c.Kind {
		case "at":
			return s.nodeOf(c.Space), true
		case "at-marker":
			for _, m := range s.Marker {
				if int(m.Quest) == q {
					return m.Node, true
				}
			}
			return Nowhere, true
		}
	}
	return Nowhere, false
}

// objectiveWorth is what the goal of a quest objective is worth: more for
// agenda cards among its results (FO-RESULT-7).
func objectiveWorth(ob *content.Objective) float64 {
	w := 3.0
	for i := range ob.Results {
		if e := &ob.Results[i]; e.Kind == "draw" && e.Deck == content.AgendaDeck {
			w += 3 * float64(max(e.N, 1))
		}
	}
	return w
}

// canAttempt reports whether seat could take objective ob's steps: the
// Caps it pays (FO-QUEST-5).
func (s *State) canAttempt(seat int, ob *content.Objective) bool {
	for i := range ob.Steps {
		if st := &ob.Steps[i]; st.Kind == "pay" && int(s.P[seat].Caps) < st.N {
			return false
		}
	}
	return true
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

// hostileAt reports whether an active enemy hostile to seat stands on n,
// blocking the Quest and Encounter actions there (FO-ACT-5).
func (s *State) hostileAt(seat int, n int8) bool {
	for t := range s.Tokens {
		if s.Tokens[t].Node == n && s.foeHostile(seat, t) {
			return true
		}
	}
	return false
}

// mpOf is the MP in seat's pool: the turn's, during its turn.
func (s *State) mpOf(seat int) int {
	if int(s.Turn) == seat {
		return int(s.MP)
	}
	return 0
}

// walkCosts fills dist with the MP it takes to walk from node from to
// every face-up space (FO-MOVE-1, FO-TERRAIN-1), -1 where no walk leads.
func (s *State) walkCosts(from int8, dist *[maxNodes]int8) {
	for i := range dist {
		dist[i] = -1
	}
	if from == Nowhere {
		return
	}
	var queue [4 * maxNodes]int8
	head, tail := 0, 0
	dist[from], queue[tail] = 0, from
	tail++
	var buf [24]int8
	for head < tail {
		n := queue[head]
		head++
		for _, x := range s.adjacent(n, buf[:0]) {
			if facedown(x) {
				continue
			}
			d := dist[n] + s.stepCost(x)
			if dist[x] < 0 || d < dist[x] {
				dist[x] = d
				if tail < len(queue) {
					queue[tail] = x
					tail++
				}
			}
		}
	}
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

// campLeft charges a survivor in the camp menu, and more while building a
// trade: swapping equipment back and forth is free, and so are offers
// called off, so without a charge a one-step bot could stay in the menu
// forever. Unexhausting must come before the camp ends (camp.go), so
// putting it off gains nothing.
func (s *State) campLeft(seat int) float64 {
	if s.Done || s.Depth == 0 {
		return 0
	}
	f := s.Top()
	if f.Kind == fTradeBuild && int(f.Seat) == seat {
		return 6
	}
	if f.Kind != fCamp || int(f.Seat) != seat || campOf(f).mode != campMenu {
		return 0
	}
	if campOf(f).done&campUnexhausted == 0 {
		return 3
	}
	return 1.5
}

// seenInfluence is seat's influence as viewer may know it: exact for the
// viewer's own survivor, otherwise 1 per hidden agenda card plus the
// displayed loyalty card's value (FO-AGENDA-2, FO-LOYAL-6).
func (s *State) seenInfluence(seat, viewer int) int {
	if seat == viewer || s.Done {
		return s.influence(seat)
	}
	p := &s.P[seat]
	n := int(p.NHand)
	if p.Loyal >= 0 {
		n += s.agendaValue(seat, p.Loyal)
	}
	return n
}

// Tags labels a seat for simulation reports: its survivor.
func (s *State) Tags(seat engine.Seat) map[string]string {
	if seat < 0 || int(seat) >= int(s.N) || s.P[seat].Survivor < 0 {
		return nil
	}
	return map[string]string{"survivor": data.Survivors[s.P[seat].Survivor].ID}
}

// Rounds is the number of rounds begun.
func (s *State) Rounds() int { return int(s.Round) }

// Counts gives simulation reports a number of a game (sim.Counter):
// "deaths", the survivors killed.
func (s *State) Counts() map[string]int {
	return map[string]int{"deaths": int(s.Deaths)}
}

// EndReason names how the game ended, for simulation reports (sim.Ender):
// "influence" for one winner, "influence, shared" for several (FO-WIN-3/4),
// "takeover: " and the faction's name (both names joined by " and " when
// both reached the last space) when a faction took over (FO-POWER-3),
// "all eliminated" (FO-DEATH-5), "round limit", or "" while it goes on.
func (s *State) EndReason() string {
	switch s.End {
	case endInfluence:
		n := 0
		for p := 0; p < int(s.N); p++ {
			if s.won(p) {
				n++
			}
		}
		if n > 1 {
			return "influence, shared"
		}
		return "influence"
	case endTakeOver:
		names := ""
		for f, m := 0, s.takenOver(); f < 2; f++ {
			if m&(1<<uint(f)) != 0 {
				if names != "" {
					names += " and "
				}
				names += s.factionName(content.Factions[f])
			}
		}
		return "takeover: " + names
	case endAllOut:
		return "all eliminated"
	case endRoundLimit:
		return "round limit"
	}
	return ""
}
