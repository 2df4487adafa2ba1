package fallout

import (
	"slices"
	"testing"
)

// TestSortCards checks that sortCards orders cards as slices.Sort does,
// negative values and repeated ones included.
func TestSortCards(t *testing.T) {
	for _, c := range []struct {
		name  string
		cards []int8
	}{
		{"empty", nil},
		{"one", []int8{7}},
		{"sorted", []int8{0, 1, 2, 3}},
		{"reversed", []int8{39, 20, 5, 0}},
		{"words apart", []int8{127, 0, 63, 64, -1, -128, -65, -64}},
		{"a pile", []int8{33, 2, 17, 8, 30, 1, 25, 12, 0, 19, 4, 28}},
		{"repeated", []int8{5, 3, 5, 0, 3}},
		{"repeated last", []int8{1, 2, 3, 1}},
		{"repeated high", []int8{64, 127, 3, 64}},
		{"repeated across words", []int8{0, 64, 1, 65, 0}},
		{"high", []int8{127, 64, 100, 63, 0, 90}},
		{"high, apart mod 64", []int8{100, 3, 70, 20}},
		{"negative repeated", []int8{-3, 5, -3}},
		{"negative", []int8{-5, 3, -1, 0}},
		{"63 apart", []int8{100, 37, 60}},
		{"64 apart", []int8{101, 37, 60}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, want := slices.Clone(c.cards), slices.Clone(c.cards)
			sortCards(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("sortCards(%v) = %v, want %v", c.cards, got, want)
			}
		})
	}
}
