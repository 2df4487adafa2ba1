package bot

import (
	"math"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// The race: how the search rates a competitive Fallout game with rivals
// beyond the evaluation greedy uses. Such a game ends when a survivor
// reaches the influence to win (FO-WIN-3) or when a faction reaches the
// end of the power track and every survivor loses (FO-POWER-3/4), so what
// a survivor's influence is worth depends on the rivals' and on how long
// the factions leave. foRace estimates the chance that seat wins: that the
// game is decided on influence before a takeover, times the chance that
// seat is the one ahead when it is. The takeover clock and every
// survivor's influence as seat may know it are public, so nothing hidden
// is read.

// Weights of the race (designed; measured in docs/BOTS.md).
const (
	// foRaceWin is the race's worth of a certain win, in the
	// evaluation's units (6 a point of influence).
	foRaceWin = 60.0
	// foRoundsPerStep is how many rounds a power step takes on average:
	// the agenda deck's depletion moves both tokens (FO-AGENDA-9) about
	// every ten rounds at 2 players, and quest results move one
	// (FO-RESULT-10) between.
	foRoundsPerStep = 3.5
	// foRoundsPerPoint is how many rounds a survivor takes on average to
	// gain a point of influence.
	foRoundsPerPoint = 4.0
	// foLeadScale is the difference in the influence still needed at
	// which the one ahead is e (2.7) times as likely to win first.
	foLeadScale = 1.5
	// foHiddenBonus is the bonus a rival's hidden agenda card is guessed
	// to add: a survivor keeps the cards whose conditions it meets.
	foHiddenBonus = 0.75
	// foDrawOpen and foDrawFull are the influence an agenda card to draw
	// on the spot is worth on its way (foAgendaDrawNear) to a survivor
	// with room in its hand (a card is a point at least) and to one with a
	// full hand (the card may replace one whose condition fails); less
	// than the point a drawn card brings, so that taking it gains.
	foDrawOpen = 0.8
	foDrawFull = 0.6
	// foPlan is what an influence point of foAgendaDrawNear is worth
	// beside the race, whatever the race stands at.
	foPlan = 4.0
	// foDrawReach is the walk, in MP, from which an agenda card to draw
	// counts nothing; each MP nearer counts the same share.
	foDrawReach = 12.0
	// foHandLimit is the most agenda cards a survivor holds (FO-AGENDA-5).
	foHandLimit = 4
)

// evaluateFalloutRace is the search's value of a competitive Fallout
// position for seat: Evaluate's, plus foRace and the plan (foPlan times
// the agenda card to draw nearest, foAgendaDrawNear) while the game goes
// on. The goals on the map are found once for both.
func evaluateFalloutRace(st engine.State, seat engine.Seat) float64 {
	return foRaceValue(st.(*fallout.State), seat, &foSurvivals{})
}

// evaluateFalloutRaces writes evaluateFalloutRace of every seat into out,
// each survivor's survival rated once for all (foSurvivals).
func evaluateFalloutRaces(st engine.State, out []float64) {
	s := st.(*fallout.State)
	var sv foSurvivals
	for i := range out {
		out[i] = foRaceValue(s, engine.Seat(i), &sv)
	}
}

// foRaceValue is evaluateFalloutRace with the survivals rated so far.
func foRaceValue(s *fallout.State, seat engine.Seat, sv *foSurvivals) float64 {
	if s.Done || s.N < 2 || seat < 0 || int(seat) >= int(s.N) || s.P[seat].Out {
		return evaluateFallout(s, seat)
	}
	var buf [64]fallout.Goal
	goals := foGoals(s, seat, buf[:0])
	draw := foAgendaDrawNear(s, seat, goals)
	return foEvaluate(s, seat, goals, sv) + foRaceWin*foRace(s, seat, draw) + foPlan*draw
}

// foRace estimates, in [0, 1], the chance that seat wins the race to the
// influence needed (FO-WIN-2) before a faction takes over: the chance the
// race is decided before the power track ends, whose rounds left are
// estimated from the steps the leading faction has left, times the
// logistic of how many points the nearest rival still needs beyond
// seat's own. A rival's hidden agenda card counts its 1 and foHiddenBonus
// (FO-AGENDA-6: their number is public, their conditions are not).
// Seat's own need counts its way toward an agenda condition
// (foAgendaNear): the last points are the hardest, and a condition half
// met is half a card's bonus on its way; and draw, the agenda card to draw
// nearest (foAgendaDrawNear).
func foRace(s *fallout.State, seat engine.Seat, draw float64) float64 {
	win := s.InfluenceToWin()
	need := max(float64(win-s.Influence(seat, seat))-foAgendaNear(s, seat)-draw, 0)
	rival := float64(win)
	for p := range engine.Seat(s.N) {
		if p != seat && !s.P[p].Out {
			seen := float64(s.Influence(p, seat)) + foHiddenBonus*float64(s.P[p].NHand)
			rival = min(rival, max(float64(win)-seen, 0))
		}
	}
	steps := s.PowerTrackEnd() - int(max(s.Power[0], s.Power[1]))
	if steps <= 0 {
		return 0
	}
	rounds := foRoundsPerStep * float64(steps)
	first := foRoundsPerPoint * max(min(need, rival), 1)
	decided := 1 - math.Exp(-rounds/first)
	ahead := 1 / (1 + math.Exp(-(rival-need)/foLeadScale))
	return decided * ahead
}

// foAgendaNear is the influence seat's nearest unmet agenda condition is
// worth on its way (FO-AGENDA-2): the card's bonus times the share of the
// condition's number the survivor has (Caps, S.P.E.C.I.A.L. tokens, rads,
// perks, unique assets), less a fifth for the rest of the way; half the
// bonus for a loyalty it could declare (FO-LOYAL-1).
func foAgendaNear(s *fallout.State, seat engine.Seat) float64 {
	var buf [8]fallout.AgendaGoal
	best := 0.0
	for _, g := range s.AgendaGoals(seat, buf[:0]) {
		near := 0.0
		switch {
		case g.Met:
		case g.Toward == fallout.TowardLoyalty:
			near = 0.5
		case g.Need > 0:
			near = 0.8 * min(float64(g.Have)/float64(g.Need), 1)
		}
		best = max(best, near*float64(g.Bonus))
	}
	return best
}

// foAgendaDrawNear is what the nearest agenda card to draw is worth on its
// way: the quest objective within reach whose result draws one
// (FO-RESULT-7), not blocked by a hostile enemy, counts foDrawOpen for a
// survivor with room in its hand and foDrawFull for one whose hand is
// full (FO-AGENDA-5), less a share for each MP of the walk there beyond
// half the MP in the turn's pool, nothing from foDrawReach MP on. Counted
// in every position the search reaches, it rewards each step of a walk
// that takes several turns. goals are seat's goals on the map (foGoals).
func foAgendaDrawNear(s *fallout.State, seat engine.Seat, goals []fallout.Goal) float64 {
	p := &s.P[seat]
	if p.Node == fallout.Nowhere {
		return 0
	}
	held := int(p.NHand)
	if p.Loyal >= 0 {
		held++
	}
	worth := foDrawOpen
	if held >= foHandLimit {
		worth = foDrawFull
	}
	mp := float64(s.TurnMP(seat))
	best := 0.0
	for _, g := range goals {
		if !g.Objective || g.AgendaDraws <= 0 || g.Hostile {
			continue
		}
		d := max(0, float64(g.Walk)-0.5*mp)
		best = max(best, worth*max(0, 1-d/foDrawReach))
	}
	return best
}
