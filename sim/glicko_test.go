package sim

import (
	"math"
	"testing"
)

// TestGlickoPaperExample is the worked example of Glickman's "Example of
// the Glicko-2 system": a 1500 player (RD 200, volatility 0.06) beats a
// 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300); the paper
// gives 1464.06, RD 151.52 and volatility 0.05999 after the period.
func TestGlickoPaperExample(t *testing.T) {
	p := Glicko{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got := p.Update([]GlickoGame{
		{Opponent: Glicko{Rating: 1400, Deviation: 30}, Score: 1},
		{Opponent: Glicko{Rating: 1550, Deviation: 100}, Score: 0},
		{Opponent: Glicko{Rating: 1700, Deviation: 300}, Score: 0},
	})
	for _, c := range []struct {
		name      string
		got, want float64
		tol       float64
	}{
		{"rating", got.Rating, 1464.06, 0.01},
		{"deviation", got.Deviation, 151.52, 0.01},
		{"volatility", got.Volatility, 0.05999, 0.00001},
	} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("%s = %.5f, want %.5f", c.name, c.got, c.want)
		}
	}
}

// TestGlickoNoGames: a period without games widens the deviation by the
// volatility (step 6 of the paper) and keeps the rating.
func TestGlickoNoGames(t *testing.T) {
	p := Glicko{Rating: 1600, Deviation: 50, Volatility: 0.06}
	got := p.Update(nil)
	want := glickoScale * math.Sqrt(sq(50/glickoScale)+0.06*0.06)
	if got.Rating != 1600 || math.Abs(got.Deviation-want) > 1e-9 {
		t.Errorf("Update(nil) = %+v, want rating 1600 and deviation %.4f", got, want)
	}
}
