package fallout

import (
	"math"
	"testing"

	"wasteland/games/fallout/content"
)

// TestTestOdds: without a reroll the chance to pass a test is the
// distribution of the ● on three dice (content's dice: at least 1, 2, 3,
// 4, 5 ● with 7/8, 5/8, 1/3, 7/54, 7/216); a reroll never lowers it and
// raises it while a roll can fail; one reroll on difficulty 1 fails only
// when no die shows ● twice in a row (1 - 1/64).
// rule FO-TEST-3
// rule FO-TEST-5
func TestTestOdds(t *testing.T) {
	for _, c := range []struct {
		d, r int
		want float64
	}{
		{0, 0, 1},
		{1, 0, 7.0 / 8},
		{2, 0, 5.0 / 8},
		{3, 0, 1.0 / 3},
		{4, 0, 7.0 / 54},
		{5, 0, 7.0 / 216},
		{1, 1, 1 - 1.0/64},
		{9, 0, testPass[maxTestDifficulty][0]},
	} {
		if got := testOdds(c.d, c.r); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("difficulty %d, %d rerolls: %.6f, want %.6f", c.d, c.r, got, c.want)
		}
	}
	for d := 1; d <= maxTestDifficulty; d++ {
		for r := 1; r <= maxTestRerolls; r++ {
			if testOdds(d, r) <= testOdds(d, r-1) {
				t.Errorf("difficulty %d: %d rerolls %.6f, not above %d's %.6f", d, r, testOdds(d, r), r-1, testOdds(d, r-1))
			}
		}
	}
}

// TestPassOdds: an objective's chance is its tests' (testOdds), one
// reroll per letter shown the survivor owns (FO-TEST-3), none for a test
// another survivor rolls; an objective without a test passes.
// rule FO-TEST-3
func TestPassOdds(t *testing.T) {
	s := foStarted(t, 2, 8)
	me := s.ToMove()
	s.P[me].Special = letterMask("PS")
	for _, c := range []struct {
		name  string
		steps []content.Step
		want  float64
	}{
		{"no test", []content.Step{{Kind: "pay", N: 5}}, 1},
		{"a letter owned", []content.Step{{Kind: "test", Letters: "PE", N: 5}}, testOdds(5, 1)},
		{"both letters owned", []content.Step{{Kind: "test", Letters: "SP", N: 4}}, testOdds(4, 2)},
		{"another survivor rolls", []content.Step{{Kind: "test", Letters: "P", N: 2, Other: true}}, testOdds(2, 0)},
		{"two tests", []content.Step{{Kind: "test", Letters: "E", N: 3}, {Kind: "fight"}, {Kind: "test", Letters: "S", N: 2}}, testOdds(3, 0) * testOdds(2, 1)},
	} {
		if got := s.passOdds(int(me), &content.Objective{Steps: c.steps}); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: %.6f, want %.6f", c.name, got, c.want)
		}
	}
}
