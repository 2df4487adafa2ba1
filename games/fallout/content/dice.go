package content

import (
	"fmt"
	"math/big"
)

// Die is the V.A.T.S. die (rules FO-VATS-1..3): all three dice are alike.
type Die struct {
	Faces  []DieFace    `json:"faces"`        // the six faces
	Stated Distribution `json:"distribution"` // the documented distribution for Stated.Dice dice
}

// DieFace is one face: the filled areas of the figure and the number of hit
// icons (●).
type DieFace struct {
	Areas []Area `json:"areas"` // filled areas
	Hits  int    `json:"hits"`  // ● icons
}

// Filled reports whether area a is filled on the face.
func (f *DieFace) Filled(a Area) bool { return contains(f.Areas, a) }

// Distribution is the exact distribution of the total number of ● on a roll
// of Dice dice, as reduced fractions ("7/8").
type Distribution struct {
	Dice    int      `json:"dice"`     // dice rolled
	Mean    string   `json:"mean"`     // expected ● per roll
	AtLeast []string `json:"at_least"` // AtLeast[k-1] = P(● ≥ k), k = 1, 2, ...
}

// Distribution computes the exact distribution of ● for a roll of n dice,
// with P(≥k) for k = 1..kmax. It computes nothing (empty Mean and AtLeast)
// for more than 12 dice, kmax above 100, or a face outside 0..9 ●.
func (d *Die) Distribution(n, kmax int) Distribution {
	out := Distribution{Dice: n}
	if len(d.Faces) == 0 || n <= 0 || n > 12 || kmax > 100 {
		return out
	}
	for _, f := range d.Faces {
		if f.Hits < 0 || f.Hits > 9 {
			return out
		}
	}
	counts := []int64{1} // counts[h] = outcomes with h hits
	total := int64(1)
	for range n {
		var next []int64
		for h, c := range counts {
			for _, f := range d.Faces {
				for len(next) <= h+f.Hits {
					next = append(next, 0)
				}
				next[h+f.Hits] += c
			}
		}
		counts = next
		total *= int64(len(d.Faces))
	}
	var sum int64
	for h, c := range counts {
		sum += int64(h) * c
	}
	out.Mean = big.NewRat(sum, total).RatString()
	for k := 1; k <= kmax; k++ {
		var c int64
		for h := k; h < len(counts); h++ {
			c += counts[h]
		}
		out.AtLeast = append(out.AtLeast, big.NewRat(c, total).RatString())
	}
	return out
}

// String formats the distribution for messages.
func (d Distribution) String() string {
	return fmt.Sprintf("%d dice: mean %s, P(≥k) %v", d.Dice, d.Mean, d.AtLeast)
}
