package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Decision is what the game waits for: a seat, the kind of decision, and the
// full list of legal options sorted by id.
type Decision struct {
	Seat    Seat     `json:"seat"`
	Prompt  string   `json:"prompt"`
	Options []Option `json:"options"`
}

// DecisionOf returns the pending decision of s; for a finished game the seat is
// Spectator and there are no options.
func DecisionOf(s State) Decision {
	if s.Over() {
		return Decision{Seat: Spectator}
	}
	acts := s.Legal(nil)
	opts := make([]Option, len(acts))
	for i, a := range acts {
		opts[i] = s.Option(a)
	}
	slices.SortFunc(opts, func(a, b Option) int { return strings.Compare(a.ID, b.ID) })
	return Decision{Seat: s.ToMove(), Prompt: s.Prompt(), Options: opts}
}

// Find returns the legal action of s whose option id is id.
func Find(s State, id string) (Action, error) {
	if s.Over() {
		return 0, ErrGameOver
	}
	for _, a := range s.Legal(nil) {
		if s.Option(a).ID == id {
			return a, nil
		}
	}
	return 0, &RuleError{Reason: fmt.Sprintf("%q is not one of the %s options", clip(id), s.Prompt())}
}

// Apply is the validated path: it checks that the game waits for seat and
// that id is a legal option, then plays it and returns its events. On error
// nothing changes.
func Apply(s State, seat Seat, id string) ([]Event, error) {
	if s.Over() {
		return nil, ErrGameOver
	}
	if seat != s.ToMove() {
		return nil, fmt.Errorf("%w: seat %d to move", ErrNotYourTurn, s.ToMove())
	}
	a, err := Find(s, id)
	if err != nil {
		return nil, err
	}
	var rec Recorder
	s.ApplyUnchecked(a, &rec)
	return rec.Events, nil
}

// clip shortens untrusted text quoted back in an error.
func clip(s string) string {
	const max = 64
	if len(s) > max {
		return s[:max] + "…"
	}
	return s
}
