package fallout

import (
	"testing"

	"wasteland/games/fallout/content"
)

// The indexes of the content's vocabularies that switch on the names
// (traitIndex, deckIndex, letterIndex) against the lists they index.

// TestVocabIndexes holds the switches of deckIndex and letterIndex to
// content.Decks and content.Letters: every name is found at its index,
// and a name not in the list is refused.
func TestVocabIndexes(t *testing.T) {
	if len(content.Decks) != 4 || len(content.Letters) != 7 {
		t.Fatalf("%d decks and %d letters; deckIndex names 4, letterIndex 7", len(content.Decks), len(content.Letters))
	}
	for i, d := range content.Decks {
		if got := deckIndex(d); got != int8(i) {
			t.Errorf("deckIndex(%s) = %d, want %d", d, got, i)
		}
	}
	for i, l := range content.Letters {
		if got := letterIndex(l); got != i {
			t.Errorf("letterIndex(%s) = %d, want %d", l, got, i)
		}
	}
	if got := letterIndex("X"); got != -1 {
		t.Errorf("letterIndex(X) = %d, want -1", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("deckIndex took an unknown deck")
		}
	}()
	deckIndex("vault111")
}

// TestTraitIndex holds traitIndex's cases to content.Traits: every trait
// is found at its index, and a name that is not a trait is refused.
func TestTraitIndex(t *testing.T) {
	if len(content.Traits) != 6 {
		t.Fatalf("%d traits; traitIndex names 6", len(content.Traits))
	}
	for i, tr := range content.Traits {
		if got := traitIndex(tr); got != i {
			t.Errorf("traitIndex(%s) = %d, want %d", tr, got, i)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("traitIndex took an unknown trait")
		}
	}()
	traitIndex("sober")
}
