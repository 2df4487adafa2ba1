package outlive

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// The helpers below let a test speak of a composite choice whole, as one
// decision listed it before it came in steps (a move "move:h5:dam", an
// averting "avert:nomads:pay=ammo1"), and reach it through its steps.

// wholeID is the id that option o of a second step had when the choice
// was one decision: a payment for averting names its event.
func wholeID(prompt string, o engine.Option) string {
	if prompt == "avert-payment" {
		return "avert:" + o.Args["event"] + ":pay=" + o.Args["pay"]
	}
	return o.ID
}

// wholeStep is one whole choice of a pending decision: the first step's
// option id, and the second step's, or "" when the first step is the
// whole choice.
type wholeStep struct{ first, second string }

// wholeSteps maps each whole choice of s's pending decision to its steps:
// an option after which its seat is in the second step of a composite
// choice (InStep) stands for each option of that step, played on a copy.
func wholeSteps(t *testing.T, s *State) map[string]wholeStep {
	t.Helper()
	d := engine.DecisionOf(s)
	m := map[string]wholeStep{}
	for _, o := range d.Options {
		c := s.Clone().(*State)
		if _, err := engine.Apply(c, d.Seat, o.ID); err != nil {
			t.Fatalf("%s: %v", o.ID, err)
		}
		if c.Over() || !c.InStep() || c.ToMove() != d.Seat {
			m[o.ID] = wholeStep{first: o.ID}
			continue
		}
		next := engine.DecisionOf(c)
		if len(next.Options) < 2 {
			t.Errorf("%s leads to a second step with options %v: nothing to choose", o.ID, next.Options)
		}
		for _, o2 := range next.Options {
			m[wholeID(next.Prompt, o2)] = wholeStep{first: o.ID, second: o2.ID}
		}
	}
	return m
}

// wholeChoices lists the whole choices of s's pending decision, sorted.
func wholeChoices(t *testing.T, s *State) []string {
	t.Helper()
	var ids []string
	for id := range wholeSteps(t, s) {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// wholeDo plays the whole choice id for seat, in its steps, and returns
// the game's events of both.
func wholeDo(t *testing.T, s *State, seat int, id string) []engine.Event {
	t.Helper()
	st, ok := wholeSteps(t, s)[id]
	if !ok {
		t.Fatalf("seat %d %s: no such choice (prompt %s, choices %v)", seat, id, s.Prompt(), wholeChoices(t, s))
	}
	evs := sdDo(t, s, seat, st.first)
	if st.second != "" {
		evs = append(evs, sdDo(t, s, seat, st.second)...)
	}
	return evs
}

// sdWantWhole is sdWant for the whole choices.
func sdWantWhole(t *testing.T, s *State, seat int, prompt string, ids ...string) {
	t.Helper()
	if s.Prompt() != prompt || int(s.ToMove()) != seat {
		t.Fatalf("pending %s for seat %d, want %s for seat %d", s.Prompt(), s.ToMove(), prompt, seat)
	}
	want := slices.Clone(ids)
	slices.Sort(want)
	if got := wholeChoices(t, s); !slices.Equal(got, want) {
		t.Fatalf("%s choices %v, want %v", prompt, got, want)
	}
}

// wholeHasPrefix lists the whole choices starting with prefix.
func wholeHasPrefix(t *testing.T, s *State, prefix string) []string {
	t.Helper()
	var ids []string
	for _, id := range wholeChoices(t, s) {
		if strings.HasPrefix(id, prefix) {
			ids = append(ids, id)
		}
	}
	return ids
}
