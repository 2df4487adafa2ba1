package outlive

import (
	"math/rand/v2"
	"testing"

	"wasteland/engine"
)

// rule OL-ROUND-1: a round is dawn, day, night; the view names the part of
// the game its decision belongs to.
func TestViewPhase(t *testing.T) {
	want := map[string]string{
		"choose-leader": "setup", "free-build": "setup",
		"move-hero": "day", "visit": "day", "hunt": "day",
		"avert-event": "night", "feed": "night", "recruit": "night", "build": "night",
	}
	seen := map[string]bool{}
	st, err := Game{}.New(engine.Setup{Players: 3, Seed: 7}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 1))
	for !st.Over() {
		s := st.(*State)
		prompt, phase := s.Prompt(), s.View(engine.Spectator).(*View).Phase
		if w, ok := want[prompt]; ok {
			seen[prompt] = true
			if phase != w {
				t.Fatalf("round %d, decision %s: phase %q, want %q", s.Round, prompt, phase, w)
			}
		}
		legal := st.Legal(nil)
		st.ApplyUnchecked(legal[r.IntN(len(legal))], nil)
	}
	if p := st.View(engine.Spectator).(*View).Phase; p != "over" {
		t.Errorf("a finished game's phase is %q", p)
	}
	for prompt := range want {
		if !seen[prompt] {
			t.Errorf("no %s decision in the game played", prompt)
		}
	}
}
