package bot

import (
	"math/bits"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// The Fallout evaluation. Greedy calls it on a state it has resampled for
// its seat (Resample), so everything hidden is a guess consistent with
// what the seat sees; it asks the state only through fallout's outlook
// (Influence, AgendaGoals, ExpectedDamage, Gear, PendingRoll, Goals, Camp
// and the public fields), and of the other seats only what is public. It
// rates a survivor by influence (FO-WIN-1) and the agenda conditions it is
// close to meeting, survival (remaining HP, rads, the damage the enemies
// around can deal at the end of the round, death), S.P.E.C.I.A.L. tokens,
// XP and perks, gear and Caps, and how close the figure stands to a staged
// quest objective or an encounter it can take.

// Weights of the Fallout evaluation.
const (
	foInfluence = 6.0  // per point of influence
	foWin       = 1000 // a finished game won
	foOut       = 500  // an eliminated survivor
	foDeath     = 10.0 // a survivor killed and waiting to return
	foRad       = 0.6  // per rad beyond the HP it takes
	foSpecial   = 2.0  // per S.P.E.C.I.A.L. token
	foPerk      = 1.5  // per perk
	foCap       = 0.12 // per Cap
	foGoalStep  = 0.5  // per MP between the figure and its best goal
	foRival     = 0.5  // the best rival's worth counts this much against
	foPower     = 24.0 // a faction on the last space of the power track
)

// evaluateFallout estimates how good the position is for seat: its
// survivor's worth minus half the best rival's, as seat may see them. A
// finished game counts a win (FO-WIN-3) far above everything, an
// elimination (FO-DEATH-5) far below.
func evaluateFallout(s *fallout.State, seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= int(s.N) {
		return 0
	}
	var buf [64]fallout.Goal
	return foEvaluate(s, seat, foGoals(s, seat, buf[:0]), &foSurvivals{})
}

// foGoals appends to dst seat's goals on the map (fallout.State.Goals)
// when its worth counts them: the game goes on and its figure is on the
// map. It appends none otherwise.
func foGoals(s *fallout.State, seat engine.Seat, dst []fallout.Goal) []fallout.Goal {
	if p := &s.P[seat]; s.Done || p.Out || p.Node == fallout.Nowhere {
		return dst
	}
	return s.Goals(seat, dst)
}

// foEvaluate is evaluateFallout for a seat in the game, whose goals
// (foGoals) the caller found, with the survivals rated so far.
func foEvaluate(s *fallout.State, seat engine.Seat, goals []fallout.Goal, sv *foSurvivals) float64 {
	own := foWorth(s, seat, goals, sv)
	if s.N == 1 {
		return own
	}
	best := -1e9
	for p := range engine.Seat(s.N) {
		if p != seat {
			best = max(best, foRivalWorth(s, p, seat, sv))
		}
	}
	return own - foRival*best
}

// foWorth rates seat's own survivor, whose secrets seat knows; goals are
// its goals on the map (foGoals), sv the survivals rated so far.
func foWorth(s *fallout.State, seat engine.Seat, goals []fallout.Goal, sv *foSurvivals) float64 {
	p := &s.P[seat]
	infl := s.Influence(seat, seat)
	if s.Done {
		v := foInfluence * float64(infl)
		switch {
		case p.Out:
			v -= foOut
		case s.Won(seat):
			v += foWin
		case s.Beaten(seat):
			v -= foWin / 2
		}
		return v
	}
	if p.Out {
		return -foOut
	}
	v := foInfluence*float64(infl) + foAgendaPotential(s, seat) - foPowerDanger(s)
	v += sv.of(s, seat)
	v += foGrowth(s, seat) + foGear(s, seat)
	v += foCap * float64(p.Caps)
	v += foPendingRoll(s, seat)
	if p.Node != fallout.Nowhere {
		v += foBestGoal(s, seat, goals)
	}
	return v - foCampLeft(s, seat)
}

// foPowerDanger charges a faction close to the last space of the power
// track: its takeover ends the game with every survivor losing
// (FO-POWER-3/4), so power a quest result gives it costs (FO-RESULT-10).
func foPowerDanger(s *fallout.State) float64 {
	last := float64(s.PowerTrackEnd())
	v := 0.0
	for _, pw := range s.Power {
		x := float64(pw) / last
		v += foPower * x * x * x
	}
	return v
}

// foRivalWorth rates another seat's survivor as viewer sees it: influence
// as viewer may know it, survival (sv: the survivals rated so far) and
// growth.
func foRivalWorth(s *fallout.State, seat, viewer engine.Seat, sv *foSurvivals) float64 {
	p := &s.P[seat]
	infl := s.Influence(seat, viewer)
	if p.Out {
		return foInfluence*float64(infl) - foOut
	}
	if s.Done {
		if s.Won(seat) {
			return foInfluence*float64(infl) + foWin
		}
		return foInfluence * float64(infl)
	}
	return foInfluence*float64(infl) + 0.5*sv.of(s, seat) + foGrowth(s, seat)
}

// foAgendaPotential credits seat's agenda cards whose condition does not
// hold yet by how close the survivor is to meeting it (FO-AGENDA-2): part
// of the bonus for Caps and S.P.E.C.I.A.L. tokens gathered toward the
// number, a little for conditions a turn can bring.
func foAgendaPotential(s *fallout.State, seat engine.Seat) float64 {
	p := &s.P[seat]
	var buf [8]fallout.AgendaGoal
	v := 0.0
	for _, g := range s.AgendaGoals(seat, buf[:0]) {
		if g.Met {
			continue
		}
		near := 0.0
		switch g.Toward {
		case fallout.TowardCaps:
			near = 0.7 * float64(p.Caps) / float64(g.Need)
		case fallout.TowardSpecials:
			near = 0.6 * float64(bits.OnesCount8(p.Special)) / float64(g.Need)
		case fallout.TowardLoyalty:
			near = 0.4
		case fallout.TowardPlay:
			near = 0.2
		}
		v += foInfluence * float64(g.Bonus) * near
	}
	return v
}

// foSurvivals holds foSurvival of the seats rated so far in one position,
// which every seat's value reads (its own and its rivals'): all public, so
// the same for every viewer. The zero value holds none.
type foSurvivals struct {
	v   [fallout.MaxPlayers]float64
	has uint8 // bit seat: v[seat] is rated
}

// of is foSurvival(s, seat), rated once.
func (sv *foSurvivals) of(s *fallout.State, seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= len(sv.v) {
		return foSurvival(s, seat)
	}
	if sv.has&(1<<uint(seat)) == 0 {
		sv.v[seat], sv.has = foSurvival(s, seat), sv.has|1<<uint(seat)
	}
	return sv.v[seat]
}

// foHPValue rates remaining HP (FO-HP-5): the first points count most.
func foHPValue(rem int) float64 {
	r := float64(max(rem, 0))
	return 1.2*min(r, 6) + 0.6*min(max(r-6, 0), 6) + 0.2*max(r-12, 0)
}

// foSurvival rates seat's hold on life: remaining HP less the damage the
// enemies around may deal at the end of the round, rads, and a death that
// just happened (the survivor waits to return, FO-DEATH-1).
func foSurvival(s *fallout.State, seat engine.Seat) float64 {
	p := &s.P[seat]
	rads := int(p.Rads)
	v := -foRad * float64(rads)
	if rads >= 10 {
		v -= 1.5 * float64(rads-9)
	}
	if p.Node == fallout.Nowhere {
		return v - foDeath
	}
	rem := int(p.HP) - rads
	dmg := s.ExpectedDamage(seat)
	v += foHPValue(rem) - 0.5*dmg
	if dmg >= float64(rem) {
		v -= 0.5 * foDeath * min(1, dmg/float64(max(rem, 1))-0.5)
	}
	return v
}

// foGrowth rates S.P.E.C.I.A.L. tokens, perks and the XP toward the next
// level-up (FO-XP-2/3): each XP is worth its share of a token.
func foGrowth(s *fallout.State, seat engine.Seat) float64 {
	p := &s.P[seat]
	owned := bits.OnesCount8(p.Special)
	v := foSpecial*float64(owned) + foPerk*float64(bits.OnesCount16(p.Perks))
	if p.XP >= 0 {
		done := bits.OnesCount8(p.Special & (2<<uint(p.XP) - 1))
		v += foSpecial * float64(done) / float64(owned+1)
	}
	return v
}

// foGear rates equipped cards and the inventory: a weapon by the rerolls
// it gives (FO-EQUIP-7) and its range, apparel by its armor (FO-EQUIP-8),
// a companion, and held cards by their cost.
func foGear(s *fallout.State, seat engine.Seat) float64 {
	var buf [16]fallout.GearPiece
	v := 0.0
	for _, g := range s.Gear(seat, buf[:0]) {
		if !g.Equipped {
			v += 0.3 + 0.06*float64(g.Cost)
			continue
		}
		v += 1 + 1.5*float64(g.Armor) + 0.03*float64(g.Cost)
		if g.Weapon {
			v += 1.2 * float64(g.Rerolls)
			if g.Ranged {
				v += 0.8
			}
		}
	}
	return v
}

// foPendingRoll rates a roll of seat's survivor waiting in its reroll
// window as if the dice were kept: a fight's damage and kill
// (FO-FIGHT-8..12), a test's success (FO-TEST-5).
func foPendingRoll(s *fallout.State, seat engine.Seat) float64 {
	r := s.PendingRoll(seat)
	switch r.Kind {
	case fallout.TestRoll:
		if r.Passes {
			return 3
		}
		return 0
	case fallout.FightRoll:
	default:
		return 0
	}
	p := &s.P[seat]
	rem := int(p.HP) - int(p.Rads)
	if r.Damage >= rem {
		return -foHPValue(rem) - foDeath
	}
	v := foHPValue(rem-r.Damage) - foHPValue(rem)
	if r.Kills {
		v += 1 + foSpecial*float64(r.Level)/float64(bits.OnesCount8(p.Special)+1)
	}
	return v
}

// foGoal rates how close seat's figure stands to the best thing to do on
// the map (fallout.State.Goals): a staged quest objective, worth more for
// the agenda cards among its results (FO-RESULT-7), or an encounter. Each
// is worth less the more MP it takes to get there, the MP in the turn's
// pool counting half, and less where a hostile enemy blocks it.
func foGoal(s *fallout.State, seat engine.Seat) float64 {
	var buf [64]fallout.Goal
	return foBestGoal(s, seat, s.Goals(seat, buf[:0]))
}

// foBestGoal is foGoal of seat's goals on the map, found by the caller.
func foBestGoal(s *fallout.State, seat engine.Seat, goals []fallout.Goal) float64 {
	mp := float64(s.TurnMP(seat))
	best := 0.0
	for _, g := range goals {
		w := 2.0
		if g.Objective {
			w = 3 + 3*float64(g.AgendaDraws)
		}
		if g.Hostile {
			w *= 0.3
		}
		d := max(0, float64(g.Walk)-0.5*mp)
		best = max(best, w-foGoalStep*d)
	}
	return best
}

// foCampLeft charges a survivor in the camp menu, and more while building
// a trade: swapping equipment back and forth is free, and so are offers
// called off, so without a charge a one-step bot could stay in the menu
// forever. Unexhausting must come before the camp ends, so putting it off
// gains nothing.
func foCampLeft(s *fallout.State, seat engine.Seat) float64 {
	switch s.Camp(seat) {
	case fallout.CampTrading:
		return 6
	case fallout.CampBeforeReady:
		return 3
	case fallout.CampReady:
		return 1.5
	}
	return 0
}
