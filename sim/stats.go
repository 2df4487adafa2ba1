package sim

import (
	"math"
	"slices"
)

// z95 is the standard normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Interval is a share with its 95% confidence interval (Wilson score
// interval).
type Interval struct {
	Share float64 `json:"share"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// wilson is the 95% Wilson interval of successes in n trials; a shared
// win counts as a fraction of a success. No trials give the zero Interval.
func wilson(successes float64, n int) Interval {
	if n == 0 {
		return Interval{}
	}
	nf := float64(n)
	p := successes / nf
	d := 1 + z95*z95/nf
	c := (p + z95*z95/(2*nf)) / d
	h := z95 * math.Sqrt(p*(1-p)/nf+z95*z95/(4*nf*nf)) / d
	return Interval{Share: p, Low: max(c-h, 0), High: min(c+h, 1)}
}

// twoSided is the two-sided p-value of a standard normal statistic z.
func twoSided(z float64) float64 { return math.Erfc(math.Abs(z) / math.Sqrt2) }

// twoProportions tests whether successes x1 of n1 and x2 of n2 come from
// the same rate: the pooled two-proportion z test. It returns the
// difference of the rates (second minus first), its 95% interval (Wald,
// unpooled) and the test's two-sided p-value; p is 1 when either side has
// no trials or the pooled rate is 0 or 1 (no variation to test).
func twoProportions(x1 float64, n1 int, x2 float64, n2 int) (diff, low, high, p float64) {
	if n1 == 0 || n2 == 0 {
		return 0, 0, 0, 1
	}
	f1, f2 := float64(n1), float64(n2)
	p1, p2 := x1/f1, x2/f2
	diff = p2 - p1
	se := math.Sqrt(p1*(1-p1)/f1 + p2*(1-p2)/f2)
	low, high = diff-z95*se, diff+z95*se
	pool := (x1 + x2) / (f1 + f2)
	sp := math.Sqrt(pool * (1 - pool) * (1/f1 + 1/f2))
	if sp == 0 {
		return diff, low, high, 1
	}
	return diff, low, high, twoSided(diff / sp)
}

// welch tests whether two samples, given by their sizes, means and
// standard deviations, have the same mean: Welch's statistic, read against
// the normal distribution (the runs compared have hundreds of games, where
// Student's t with Welch's degrees of freedom is the normal to three
// decimals). It returns the difference (second minus first), its 95%
// interval and the two-sided p-value; p is 1 when a side has fewer than
// two values or neither varies.
func welch(a, b Summary) (diff, low, high, p float64) {
	if a.N < 2 || b.N < 2 {
		return 0, 0, 0, 1
	}
	diff = b.Mean - a.Mean
	se := math.Sqrt(a.SD*a.SD/float64(a.N) + b.SD*b.SD/float64(b.N))
	if se == 0 {
		return diff, diff, diff, 1
	}
	return diff, diff - z95*se, diff + z95*se, twoSided(diff / se)
}

// holm adjusts p-values for testing them all at once (Holm–Bonferroni):
// the k-th smallest of m is multiplied by m-k+1, kept monotone and capped
// at 1. A difference is significant at 5% when its adjusted p is below
// 0.05, which holds the chance of any false alarm among the m tests to 5%.
func holm(ps []float64) []float64 {
	idx := make([]int, len(ps))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case ps[a] < ps[b]:
			return -1
		case ps[a] > ps[b]:
			return 1
		}
		return 0
	})
	adj := make([]float64, len(ps))
	run := 0.0
	for k, i := range idx {
		run = max(run, min(1, ps[i]*float64(len(ps)-k)))
		adj[i] = run
	}
	return adj
}
