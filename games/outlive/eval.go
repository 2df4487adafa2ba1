package outlive

import "wasteland/engine"

// Token values for Evaluate: what a token in the depot is worth in SP while
// rounds remain. Cans keep, meat spoils, water is cut to 2 (OL-NIGHT-MAINT).
var tokenValue = [NumResources]float64{
	Wood: 0.35, Metal: 0.35, Electronics: 0.35, Meat: 0.2, Water: 0.25, Cans: 0.4, Ammo: 0.3,
}

// Evaluate estimates how good the position is for seat: its score now plus
// the worth of what it holds, minus the best opponent's. It reads only what
// seat may see (public bunkers, its own visit), so a bot that calls it on a
// resampled state learns nothing hidden. Bots use it (bot.Evaluator).
func (s *State) Evaluate(seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= int(s.N) {
		return 0
	}
	own := s.worth(int(seat))
	best := -1e9
	for p := 0; p < int(s.N); p++ {
		if p != int(seat) {
			best = max(best, s.worth(p))
		}
	}
	return own - best
}

// worth is seat's score plus the value of its tokens, broken equipment and
// the acting hero's unspent action points, scaled by the rounds still to play.
func (s *State) worth(seat int) float64 {
	b := s.Score(seat)
	v := float64(b.Total)
	if s.Done {
		return v + 0.01*float64(b.Food) + 0.0001*float64(b.Other)
	}
	left := float64(7-max(int(s.Round), 1)) / 6
	p := &s.P[seat]
	for r, n := range p.Res {
		v += left * tokenValue[r] * float64(n)
	}
	for k := range Rules.Equipment {
		if p.Broken&(1<<uint(k)) != 0 {
			v += 0.5 * left
		}
	}
	for i := range p.Rooms {
		r := &p.Rooms[i]
		if r.Built && !p.roomFull(i) {
			v += 0.3 * float64(r.Survivors) * left
		}
	}
	if s.Depth > 0 && isVisitPrompt(s.Top().Kind) && int(s.Visit.Seat) == seat {
		v += 0.3 * float64(s.Visit.AP)
	}
	return v
}

// Tags labels a seat for simulation reports: its leader.
func (s *State) Tags(seat engine.Seat) map[string]string {
	if seat < 0 || int(seat) >= int(s.N) || s.P[seat].Leader < 0 {
		return nil
	}
	return map[string]string{"leader": Rules.Leaders[s.P[seat].Leader].ID}
}

// Rounds is the number of rounds begun.
func (s *State) Rounds() int { return int(s.Round) }
