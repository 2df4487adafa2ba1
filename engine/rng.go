package engine

import (
	"encoding/hex"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded, serializable pseudo-random generator of a game: a PCG
// (math/rand/v2) held by value, so copying a state copies its RNG. The zero
// value is a valid generator. An RNG is not safe for concurrent use.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns a uniformly distributed 64-bit value.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n); n must be positive.
//
// It is Lemire's multiply-shift: a draw whose product's low half lies
// below 2⁶⁴ mod n is biased and taken again. That bound is below n, so
// the division that finds it is done only for a low half below n, and
// cannot divide by zero. IntN calls nothing, so it runs without a stack
// frame: for that it does not check n, as math/rand/v2's IntN does with a
// panic (a call). With n <= 0 its result is meaningless (0 for n = 0).
func (r *RNG) IntN(n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), un)
	if lo < un {
		threshold := -un % un
		for lo < threshold {
			hi, lo = bits.Mul64(r.pcg.Uint64(), un)
		}
	}
	return int(hi)
}

// Split returns a new generator seeded from r, advancing r once.
func (r *RNG) Split() RNG { return NewRNG(r.Uint64()) }

// Shuffle puts s in a uniformly random order (Fisher–Yates), drawing
// each index as IntN(i+1) does, written out so that the draw is not a
// call.
func Shuffle[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		n := uint64(i + 1)
		j, lo := bits.Mul64(r.pcg.Uint64(), n)
		if lo < n {
			threshold := -n % n
			for lo < threshold {
				j, lo = bits.Mul64(r.pcg.Uint64(), n)
			}
		}
		s[i], s[j] = s[j], s[i]
	}
}

// MarshalText encodes the generator's whole state as hex.
func (r RNG) MarshalText() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return []byte(hex.EncodeToString(b)), nil
}

// UnmarshalText restores a generator written by MarshalText.
func (r *RNG) UnmarshalText(text []byte) error {
	b, err := hex.DecodeString(string(text))
	if err != nil {
		return fmt.Errorf("rng: %w", err)
	}
	if err := r.pcg.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("rng: %w", err)
	}
	return nil
}
