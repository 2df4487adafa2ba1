package engine

import (
	"encoding/json"
	"math/bits"
	"slices"
	"testing"
)

func TestRNGDeterministicAndSerializable(t *testing.T) {
	a, b := NewRNG(42), NewRNG(42)
	for i := 0; i < 100; i++ {
		if a.Uint64() != b.Uint64() {
			t.Fatal("same seed, different streams")
		}
	}
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var c RNG
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100; i++ {
		if a.IntN(1000) != c.IntN(1000) {
			t.Fatal("restored RNG differs")
		}
	}
	copied := a
	if copied.Uint64() != a.Uint64() {
		t.Fatal("a copied RNG must continue the same stream")
	}
}

func TestRNGRejectsCorruptText(t *testing.T) {
	var r RNG
	for _, bad := range []string{`"zz"`, `"00"`, `12`} {
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestIntNUniform(t *testing.T) {
	r := NewRNG(1)
	var counts [6]int
	for i := 0; i < 60000; i++ {
		counts[r.IntN(6)]++
	}
	for face, n := range counts {
		if n < 9000 || n > 11000 {
			t.Errorf("face %d drawn %d times of 60000", face, n)
		}
	}
}

func TestShuffleIsAPermutation(t *testing.T) {
	r := NewRNG(3)
	s := []int{0, 1, 2, 3, 4, 5, 6, 7}
	Shuffle(&r, s)
	seen := map[int]bool{}
	for _, v := range s {
		seen[v] = true
	}
	if len(seen) != 8 {
		t.Fatalf("shuffle lost elements: %v", s)
	}
}

// TestShuffleDrawsAsIntN checks that Shuffle gives the order, and leaves
// the generator in the state, of Fisher–Yates drawing with IntN.
func TestShuffleDrawsAsIntN(t *testing.T) {
	for seed := range uint64(20) {
		for _, n := range []int{0, 1, 2, 3, 7, 34, 40, 257} {
			r, ref := NewRNG(seed), NewRNG(seed)
			got, want := make([]int, n), make([]int, n)
			for i := range got {
				got[i], want[i] = i, i
			}
			Shuffle(&r, got)
			for i := n - 1; i > 0; i-- {
				j := ref.IntN(i + 1)
				want[i], want[j] = want[j], want[i]
			}
			if !slices.Equal(got, want) || r.Uint64() != ref.Uint64() {
				t.Fatalf("seed %d, %d elements: Shuffle gave %v, IntN's draws %v (or the generators differ after)", seed, n, got, want)
			}
		}
	}
}

// TestIntNIsLemire checks IntN against Lemire's method as the former IntN
// drew it, with its threshold computed for every draw: the same numbers
// and the generator left in the same state, for small n and for n near
// 2⁶³, where about a quarter of the draws are taken again, so that the
// redraws are compared too.
func TestIntNIsLemire(t *testing.T) {
	lemire := func(r *RNG, n int) int {
		un := uint64(n)
		threshold := -un % un
		for {
			hi, lo := bits.Mul64(r.Uint64(), un)
			if lo >= threshold {
				return int(hi)
			}
		}
	}
	redrawn := 0
	for _, n := range []int{1, 2, 3, 6, 7, 100, 1<<62 + 1, 3 << 61, 1<<63 - 1} {
		for seed := range uint64(50) {
			r, ref := NewRNG(seed), NewRNG(seed)
			for range 200 {
				before := ref
				if got, want := r.IntN(n), lemire(&ref, n); got != want || r != ref {
					t.Fatalf("n %d, seed %d: IntN %d, Lemire's %d (or the generators differ after)", n, seed, got, want)
				}
				if before.Uint64(); before != ref {
					redrawn++
				}
			}
		}
	}
	if redrawn == 0 {
		t.Error("no draw was taken again")
	}
}
