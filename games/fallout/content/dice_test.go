package content

import (
	"math/big"
	"testing"
)

// The die's documented distribution is exact: recompute it by enumerating all
// 216 rolls of three dice.
// rule FO-VATS-1, FO-VATS-2, FO-VATS-3
func TestDieDistribution(t *testing.T) {
	d := Default().Dice
	if len(d.Faces) != 6 {
		t.Fatalf("%d faces", len(d.Faces))
	}
	var sum int64
	atLeast := make([]int64, 6)
	for _, a := range d.Faces {
		for _, b := range d.Faces {
			for _, c := range d.Faces {
				h := a.Hits + b.Hits + c.Hits
				sum += int64(h)
				for k := 1; k <= 5 && k <= h; k++ {
					atLeast[k]++
				}
			}
		}
	}
	st := d.Stated
	if st.Dice != 3 || len(st.AtLeast) != 5 {
		t.Fatalf("documented for %d dice, %d values", st.Dice, len(st.AtLeast))
	}
	if got := big.NewRat(sum, 216).RatString(); got != st.Mean {
		t.Errorf("mean %s, documented %s", got, st.Mean)
	}
	for k := 1; k <= 5; k++ {
		if got := big.NewRat(atLeast[k], 216).RatString(); got != st.AtLeast[k-1] {
			t.Errorf("P(≥%d) = %s, documented %s", k, got, st.AtLeast[k-1])
		}
	}
	if got := d.Distribution(3, 5); got.Mean != st.Mean || len(got.AtLeast) != 5 {
		t.Errorf("Distribution() = %v", got)
	}
	// Design goals (shared/data/fallout.md): 2 to 2.5 ● per roll of three.
	mean := big.NewRat(sum, 216)
	if mean.Cmp(big.NewRat(2, 1)) < 0 || mean.Cmp(big.NewRat(5, 2)) > 0 {
		t.Errorf("mean %s outside 2..2.5", mean.RatString())
	}
}

// Each area is filled on about half the faces, every face shows at least one
// area, and a face shows 0 to 2 ●.
// rule FO-VATS-2, FO-VATS-3
func TestDieFaces(t *testing.T) {
	d := Default().Dice
	for _, a := range Areas {
		n := 0
		for _, f := range d.Faces {
			if f.Filled(a) {
				n++
			}
		}
		if n != 3 {
			t.Errorf("%s filled on %d of 6 faces", a, n)
		}
	}
	twos := 0
	for i, f := range d.Faces {
		if len(f.Areas) == 0 || f.Hits < 0 || f.Hits > 2 {
			t.Errorf("face %d: %+v", i, f)
		}
		if f.Hits == 2 {
			twos++
		}
	}
	// A face may show more than one ●.
	// rule FO-TEST-5
	if twos == 0 {
		t.Error("no face shows two ●")
	}
}

// The worked examples need faces that can produce them: 3 ● on three dice
// with exactly two dice showing a given pair of areas (FO-EX-FIGHT-1), and a
// face without ● to reroll (FO-EX-TEST-1). The examples themselves are
// played by the engine's tests.
func TestDieAllowsTheBookExamples(t *testing.T) {
	d := Default().Dice
	found := false
	vul := []Area{Head, Legs}
	hits := func(f DieFace) bool {
		for _, a := range vul {
			if f.Filled(a) {
				return true
			}
		}
		return false
	}
	for _, a := range d.Faces {
		for _, b := range d.Faces {
			for _, c := range d.Faces {
				n := 0
				for _, f := range []DieFace{a, b, c} {
					if hits(f) {
						n++
					}
				}
				if a.Hits+b.Hits+c.Hits == 3 && n == 2 {
					found = true
				}
			}
		}
	}
	if !found {
		t.Error("no roll gives 3 ● with exactly two dice on head/legs")
	}
	blank := false
	for _, f := range d.Faces {
		blank = blank || f.Hits == 0
	}
	if !blank {
		t.Error("no face without ●")
	}
}
