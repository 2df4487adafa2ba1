package narrate

import (
	"strings"
	"testing"

	"wasteland/engine"
)

// TestSetupPromptsSayHowMany: a setup step that repeats says how many
// times, in every language, so a player knows that the second room to
// return or the fourth survivor to place is still to come.
//
// rule OL-SETUP-4 (2 of the 6 drawn rooms go back), OL-SETUP-6 (4
// survivors), OL-LEADER-MARY (4 search tiles).
func TestSetupPromptsSayHowMany(t *testing.T) {
	for _, tc := range []struct {
		prompt string
		counts []string
	}{
		{"return-room", []string{"2", "6"}},
		{"place-start-survivor", []string{"4"}},
		{"leader-search-draw", []string{"4"}},
	} {
		for _, lang := range Langs() {
			n, err := New("outlive", lang, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			got := n.Prompt(engine.Decision{Seat: 0, Prompt: tc.prompt})
			for _, c := range tc.counts {
				if !strings.Contains(got, c) {
					t.Errorf("%s, %s: %q does not say %s", lang, tc.prompt, got, c)
				}
			}
		}
	}
}
