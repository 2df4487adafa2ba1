package bot

import (
	"wasteland/engine"
	"wasteland/games/outlive"
)

// outliveTokenValue is what a token in the depot is worth in SP while
// rounds remain. Cans keep, meat spoils, water is cut to 2
// (OL-NIGHT-MAINT).
var outliveTokenValue = [outlive.NumResources]float64{
	outlive.Wood: 0.35, outlive.Metal: 0.35, outlive.Electronics: 0.35, outlive.Meat: 0.2,
	outlive.Water: 0.25, outlive.Cans: 0.4, outlive.Ammo: 0.3,
}

// evaluateOutlive estimates how good the position is for seat: its score
// now plus the worth of what it holds, minus the best opponent's. It reads
// only what seat may see (public bunkers, its own visit), so on a
// resampled state it learns nothing hidden.
func evaluateOutlive(s *outlive.State, seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= int(s.N) {
		return 0
	}
	own := olWorth(s, seat)
	best := -1e9
	for p := range engine.Seat(s.N) {
		if p != seat {
			best = max(best, olWorth(s, p))
		}
	}
	return own - best
}

// olWorth is seat's score plus the value of its tokens, broken equipment
// and the acting hero's unspent action points, scaled by the rounds still
// to play.
func olWorth(s *outlive.State, seat engine.Seat) float64 {
	b := s.Score(int(seat))
	v := float64(b.Total)
	if s.Done {
		return v + 0.01*float64(b.Food) + 0.0001*float64(b.Other)
	}
	left := float64(7-max(int(s.Round), 1)) / 6
	p := &s.P[seat]
	for r, n := range p.Res {
		v += left * outliveTokenValue[r] * float64(n)
	}
	for k := range outlive.Rules.Equipment {
		if p.Broken&(1<<uint(k)) != 0 {
			v += 0.5 * left
		}
	}
	for i := range p.Rooms {
		r := &p.Rooms[i]
		if r.Built && !p.RoomFull(i) {
			v += 0.3 * float64(r.Survivors) * left
		}
	}
	if ap := s.VisitAP(seat); ap > 0 {
		v += 0.3 * float64(ap)
	}
	return v
}
