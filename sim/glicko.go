package sim

import "math"

// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): ratings
// with a deviation, updated once for a rating period. A tournament is one
// rating period in which every entrant starts at DefaultRating, so the
// ratings do not depend on the order of the games.

// Glicko-2 constants: the starting rating, deviation and volatility, and
// the system constant tau that bounds how fast the volatility changes.
const (
	DefaultRating     = 1500.0
	DefaultDeviation  = 350.0
	DefaultVolatility = 0.06
	glickoTau         = 0.5
	glickoScale       = 173.7178 // 400 / ln 10
	glickoEpsilon     = 1e-6
)

// Glicko is a player's Glicko-2 rating, deviation (RD) and volatility.
type Glicko struct {
	Rating     float64 `json:"rating"`
	Deviation  float64 `json:"deviation"`
	Volatility float64 `json:"volatility"`
}

// GlickoGame is one game of a rating period from a player's side: the
// opponent's rating before the period and the player's score (1 win, 1/2
// draw, 0 loss).
type GlickoGame struct {
	Opponent Glicko
	Score    float64
}

// Update returns p's rating after a rating period with games, by the
// steps of Glickman's paper; a period without games only widens the
// deviation.
func (p Glicko) Update(games []GlickoGame) Glicko {
	mu := (p.Rating - DefaultRating) / glickoScale
	phi := p.Deviation / glickoScale
	if len(games) == 0 {
		return Glicko{Rating: p.Rating, Deviation: glickoScale * math.Sqrt(phi*phi+p.Volatility*p.Volatility), Volatility: p.Volatility}
	}
	var vInv, delta float64
	for _, g := range games {
		muJ := (g.Opponent.Rating - DefaultRating) / glickoScale
		gPhi := 1 / math.Sqrt(1+3*sq(g.Opponent.Deviation/glickoScale)/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-gPhi*(mu-muJ)))
		vInv += gPhi * gPhi * e * (1 - e)
		delta += gPhi * (g.Score - e)
	}
	v := 1 / vInv
	delta *= v
	sigma := newVolatility(phi, v, delta, p.Volatility)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*delta/v
	return Glicko{Rating: glickoScale*muNew + DefaultRating, Deviation: glickoScale * phiNew, Volatility: sigma}
}

// newVolatility is step 5 of the paper: the Illinois algorithm on f.
func newVolatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(glickoTau*glickoTau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*glickoTau) < 0 {
			k++
		}
		B = a - k*glickoTau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > glickoEpsilon && i < 200; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

func sq(x float64) float64 { return x * x }
