package fallout

import (
	"math"

	"wasteland/engine"
)

// Forecasts: what a fight would bring before it starts, from public facts
// only (face-up enemy tokens, equipped cards, owned letters), for the
// viewing seat's survivor (View.Forecast).

// FightForecast is what a fight of a survivor against one enemy is
// expected to bring, before the dice are rolled (FO-FIGHT-6..12). The
// chances assume the survivor uses every reroll on the dice that miss
// (FO-FIGHT-7): the dice that hit are kept.
type FightForecast struct {
	Enemy  EnemyRef `json:"enemy"`
	Ranged bool     `json:"ranged,omitempty"` // fought from the adjacent space (FO-FIGHT-3)
	// DieHit is the chance that one die scores a hit on this enemy: a face
	// with an area it is vulnerable in (FO-FIGHT-11).
	DieHit float64 `json:"die_hit"`
	// Needed is the hits that kill it (its level, +1 if Armored), Bonus
	// the hits added without dice (the ranged bonus, co-op modifiers).
	Needed int `json:"needed"`
	Bonus  int `json:"bonus_hits,omitempty"`
	// Rerolls are the rerolls the equipped weapon and the co-op modifiers
	// give (FO-FIGHT-7, FO-EQUIP-7); cards and Well Rested may add more.
	Rerolls int `json:"rerolls"`
	// Kill is the chance to kill it with no reroll, KillRerolls with the
	// Rerolls, both counting only kills the survivor lives to score
	// (FO-FIGHT-10).
	Kill        float64 `json:"kill"`
	KillRerolls float64 `json:"kill_rerolls"`
	// Armor cancels ● (FO-FIGHT-19); Damage is the damage the survivor
	// may expect in step 3 with no reroll (● left × level, FO-FIGHT-8),
	// DamageRerolls with the Rerolls used as above.
	Armor         int     `json:"armor"`
	Damage        float64 `json:"damage"`
	DamageRerolls float64 `json:"damage_rerolls"`
	Rads          int     `json:"rads,omitempty"` // a Radiation enemy's rads if any ● is left (FO-FIGHT-9)
	XP            int     `json:"xp"`             // on a kill (FO-FIGHT-12)
}

// Ambush is a space next to the survivor whose entry starts a fight: it
// holds active Aggressive enemies the survivor can be fought by
// (FO-MOVE-6, FO-EABIL-AGG-1).
type Ambush struct {
	Space   string     `json:"space"`
	Enemies []EnemyRef `json:"enemies"`
}

// ForecastView is the viewing seat's forecast (View.Forecast): the fights
// its survivor could start now, the moves that start one, and the damage
// to expect when the enemies activate at the end of the round
// (ExpectedDamage, rounded to 0.001).
type ForecastView struct {
	Fights      []FightForecast `json:"fights"`
	Ambushes    []Ambush        `json:"ambushes"`
	RoundDamage float64         `json:"round_end_damage"`
}

// Forecast returns seat's forecast, or nil when its survivor is not on
// the map.
func (s *State) Forecast(seat engine.Seat) *ForecastView {
	if seat < 0 || int(seat) >= int(s.N) || s.Done {
		return nil
	}
	p := &s.P[seat]
	if p.Out || p.Node == Nowhere {
		return nil
	}
	fv := &ForecastView{Fights: []FightForecast{}, Ambushes: []Ambush{}, RoundDamage: math.Round(s.ExpectedDamage(seat)*1000) / 1000}
	ranged := s.rangedWeapon(int(seat))
	for t := range s.Tokens {
		switch {
		case s.canFight(int(seat), t, false):
			fv.Fights = append(fv.Fights, s.FightOdds(seat, t, false))
		case ranged && s.canFight(int(seat), t, true):
			fv.Fights = append(fv.Fights, s.FightOdds(seat, t, true))
		}
	}
	var buf [24]int8
	for _, n := range s.adjacent(p.Node, buf[:0]) {
		var a Ambush
		for t := range s.Tokens {
			if s.Tokens[t].Node == n && s.foeHostile(int(seat), t) && s.foeHas(t, abAggressive) {
				a.Enemies = append(a.Enemies, s.foeRef(t))
			}
		}
		if len(a.Enemies) > 0 {
			a.Space = s.nodeName(n)
			fv.Ambushes = append(fv.Ambushes, a)
		}
	}
	return fv
}

// FightOdds forecasts a fight of seat's survivor against token t, from
// its space or (ranged) the adjacent one.
func (s *State) FightOdds(seat engine.Seat, t int, ranged bool) FightForecast {
	mod := s.modifier(int(seat))
	ff := FightForecast{Enemy: s.foeRef(t), Ranged: ranged, Needed: s.killNeed(t), Bonus: mod.Hits,
		Rerolls: max(0, s.weaponRerolls(int(seat))+mod.Rerolls), Armor: s.armorOf(int(seat)), XP: s.foeLevel(t)}
	if ranged && !s.foeHas(t, abRanged) {
		ff.Bonus++ // rule FO-FIGHT-3
	}
	if s.foeHas(t, abRadiation) {
		ff.Rads = s.foeLevel(t)
	}
	vuln := s.tokenVuln(t)
	for f := range dieAreas {
		if dieAreas[f]&vuln != 0 {
			ff.DieHit++
		}
	}
	ff.DieHit /= float64(len(dieAreas))
	ff.DieHit = math.Round(ff.DieHit*1000) / 1000
	life := int(s.P[seat].HP - s.P[seat].Rads)
	ff.Kill, ff.Damage = fightChances(vuln, 0, ff.Needed-ff.Bonus, ff.Armor, ff.XP, ff.Rads, life)
	ff.KillRerolls, ff.DamageRerolls = fightChances(vuln, ff.Rerolls, ff.Needed-ff.Bonus, ff.Armor, ff.XP, ff.Rads, life)
	return ff
}

// fightChances is the chance that the dice score at least need hits on
// an enemy vulnerable in vuln while the survivor survives step 3 (with
// life HP left, FO-FIGHT-10), and the damage a survivor with armor may
// expect from an enemy of level dealing rads on a hit, when each of
// rerolls rerolls the dice that miss. Each die then ends on its first
// hitting face, or on its last face when none of its rolls hit; the dice
// are independent. Both are rounded to 0.001.
func fightChances(vuln uint8, rerolls, need, armor, level, rads, life int) (kill, damage float64) {
	faces := float64(len(dieAreas))
	miss := 0.0
	most := 0
	for f := range dieAreas {
		if dieAreas[f]&vuln == 0 {
			miss++
		}
		most = max(most, int(dieHits[f]))
	}
	miss /= faces
	// hitRun is the chance that a die ends on a given hitting face: it
	// shows it after k misses, k ≤ rerolls; lastMiss that it ends on a
	// given missing face: every roll missed.
	hitRun, missRun := 0.0, 1.0
	for range rerolls {
		hitRun += missRun
		missRun *= miss
	}
	hitRun = (hitRun + missRun) / faces
	lastMiss := missRun / faces
	// dist[h][b] is the chance of h hits and b ● on the dice so far.
	width := numDice*most + 1
	dist := make([][]float64, numDice+1)
	for h := range dist {
		dist[h] = make([]float64, width)
	}
	dist[0][0] = 1
	for d := 0; d < numDice; d++ {
		next := make([][]float64, numDice+1)
		for h := range next {
			next[h] = make([]float64, width)
		}
		for h := 0; h <= d; h++ {
			for b, pr := range dist[h] {
				if pr == 0 {
					continue
				}
				for f := range dieAreas {
					if dieAreas[f]&vuln != 0 {
						next[h+1][b+int(dieHits[f])] += pr * hitRun
					} else {
						next[h][b+int(dieHits[f])] += pr * lastMiss
					}
				}
			}
		}
		dist = next
	}
	for h := range dist {
		for b, pr := range dist[h] {
			dmg := max(0, b-armor) * level
			lost := dmg
			if dmg > 0 {
				lost += rads
			}
			if h >= need && lost < life {
				kill += pr
			}
			damage += pr * float64(dmg)
		}
	}
	return math.Round(kill*1000) / 1000, math.Round(damage*1000) / 1000
}
