package fallout

// The odds of a test (FO-TEST-2..5), for the outlook's goals: computed
// once from the die's faces (dieHits, filled by tables.go's init, which
// runs before this file's).

// Bounds of the table of test odds: the difficulties and rerolls beyond
// them count as the last.
const (
	maxTestDifficulty = 6 // three dice show at most 6 ● (FO-TEST-5)
	maxTestRerolls    = 3 // one per letter shown the survivor owns (FO-TEST-3)
)

// testPass[d][r] is the chance that a test of difficulty d passes with r
// rerolls, each used, when it may raise the chance, on the dice whose
// reroll raises it most (FO-TEST-3/4).
var testPass [maxTestDifficulty + 1][maxTestRerolls + 1]float64

func init() {
	for d := range testPass {
		o := rollOdds{d: d}
		for r := range testPass[d] {
			testPass[d][r] = o.roll(&[numDice]int8{}, 0, 0, r)
		}
	}
}

// testOdds is the chance that a test of difficulty d with r rerolls
// passes (testPass).
func testOdds(d, r int) float64 {
	return testPass[min(max(d, 0), maxTestDifficulty)][min(max(r, 0), maxTestRerolls)]
}

// rollOdds works out the chances of a test of difficulty d: after[faces][r]
// is the chance to pass once the dice show faces (die i's face times 6^i
// summed) with r rerolls left, seen[faces][r] whether it is worked out.
type rollOdds struct {
	d     int
	after [216][maxTestRerolls + 1]float64
	seen  [216][maxTestRerolls + 1]bool
}

// roll is the chance to pass with r rerolls left when the dice in mask
// (bit i for die i) from die i on are rolled, the others showing dice.
func (o *rollOdds) roll(dice *[numDice]int8, mask, i, r int) float64 {
	for i < numDice && mask != 0 && mask&(1<<i) == 0 {
		i++
	}
	if i == numDice {
		return o.rolled(dice, r)
	}
	p := 0.0
	keep := dice[i]
	for f := range dieHits {
		dice[i] = int8(f)
		p += o.roll(dice, mask, i+1, r)
	}
	dice[i] = keep
	return p / float64(len(dieHits))
}

// rolled is the chance to pass when the dice show dice with r rerolls
// left: at once with enough ●, else the best dice to reroll (FO-TEST-4).
func (o *rollOdds) rolled(dice *[numDice]int8, r int) float64 {
	key := 0
	hits := 0
	for i := numDice - 1; i >= 0; i-- {
		key = key*len(dieHits) + int(dice[i])
		hits += int(dieHits[dice[i]])
	}
	if hits >= o.d {
		return 1
	}
	if r == 0 {
		return 0
	}
	if o.seen[key][r] {
		return o.after[key][r]
	}
	best := 0.0
	for mask := 1; mask < 1<<numDice; mask++ {
		best = max(best, o.roll(dice, mask, 0, r-1))
	}
	o.after[key][r], o.seen[key][r] = best, true
	return best
}
