package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Decision is what the game waits for: a seat, the kind of decision, and the
// full list of legal options ordered by meaning (see [DecisionOf]).
type Decision struct {
	Seat    Seat     `json:"seat"`
	Prompt  string   `json:"prompt"`
	Options []Option `json:"options"`
}

// DecisionOf returns the pending decision of s; for a finished game the seat is
// Spectator and there are no options.
//
// The options are ordered by meaning, deterministically (OrderOptions):
// those that forfeit nothing first, the forfeiting ones (Option.Forfeits)
// last; within each, the groups (Option.Group) in the order in which
// s.Legal first lists one of their options, and within a group the order
// of s.Legal, which a game keeps by meaning (productive choices first). A
// game that says nothing of its options' meaning (no group, nothing
// forfeits) has them sorted by id.
func DecisionOf(s State) Decision {
	if s.Over() {
		return Decision{Seat: Spectator}
	}
	acts := s.Legal(nil)
	opts := make([]Option, len(acts))
	for i, a := range acts {
		opts[i] = s.Option(a)
	}
	return Decision{Seat: s.ToMove(), Prompt: s.Prompt(), Options: OrderOptions(opts)}
}

// OrderOptions sorts opts, a decision's options in the order its game
// listed them, by meaning as DecisionOf describes (by id when none has a
// group or forfeits), and returns it. The result depends only on the
// options and their order.
func OrderOptions(opts []Option) []Option {
	if !slices.ContainsFunc(opts, func(o Option) bool { return o.Group != "" || o.Forfeits }) {
		slices.SortFunc(opts, func(a, b Option) int { return strings.Compare(a.ID, b.ID) })
		return opts
	}
	first := make(map[string]int, 4)
	for i, o := range opts {
		if _, ok := first[o.Group]; !ok {
			first[o.Group] = i
		}
	}
	rank := func(o Option) int {
		if o.Forfeits {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(opts, func(a, b Option) int {
		if r := rank(a) - rank(b); r != 0 {
			return r
		}
		return first[a.Group] - first[b.Group]
	})
	return opts
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
	return 0, notAnOption(s, id)
}

// notAnOption is the error of an option id that s does not offer.
func notAnOption(s State, id string) error {
	return &RuleError{Reason: fmt.Sprintf("%q is not one of the %s options", clip(id), s.Prompt())}
}

// Apply is the validated path: it checks that the game waits for seat and
// that id is a legal option, then plays it and returns its events, the
// first of which is the "decision" event (see [Play]). On error nothing
// changes.
func Apply(s State, seat Seat, id string) ([]Event, error) {
	if s.Over() {
		return nil, ErrGameOver
	}
	if seat != s.ToMove() {
		return nil, fmt.Errorf("%w: seat %d to move", ErrNotYourTurn, s.ToMove())
	}
	acts := s.Legal(nil)
	offered := make([]string, len(acts))
	chosen := -1
	for i, a := range acts {
		offered[i] = s.Option(a).ID
		if chosen < 0 && offered[i] == id {
			chosen = i
		}
	}
	if chosen < 0 {
		return nil, notAnOption(s, id)
	}
	var rec Recorder
	rec.Emit(decisionEvent(s, offered, id))
	s.ApplyUnchecked(acts[chosen], &rec)
	return rec.Events, nil
}

// DecisionEvent is the type of the event that opens the events of every
// recorded move: the decision taken, addressed to the seat that took it.
const DecisionEvent = "decision"

// DecisionMade is the data of a DecisionEvent: what the seat was asked,
// every option it was offered and the one it chose, so that a reader of the
// seat's log can check that every legal choice was offered. The offered ids
// may name the seat's secrets (the cards in its hand), which is why only
// that seat sees the event.
type DecisionMade struct {
	// Seat is the seat that decided.
	Seat Seat `json:"seat"`
	// Prompt names the kind of decision, as State.Prompt.
	Prompt string `json:"prompt"`
	// Offered lists the id of every legal option, sorted.
	Offered []string `json:"offered"`
	// Chosen is the id of the option played.
	Chosen string `json:"chosen"`
}

// Play plays a, one of s's legal actions, and records its events to rec: a
// DecisionEvent first, then those of s.ApplyUnchecked. With a nil rec it
// is exactly s.ApplyUnchecked: the fast path does no extra work. Callers
// that record events use Play rather than ApplyUnchecked, so that every
// event log and record digest holds the decisions.
func Play(s State, a Action, rec *Recorder) {
	if rec != nil {
		acts := s.Legal(nil)
		offered := make([]string, len(acts))
		for i, x := range acts {
			offered[i] = s.Option(x).ID
		}
		rec.Emit(decisionEvent(s, offered, s.Option(a).ID))
	}
	s.ApplyUnchecked(a, rec)
}

// decisionEvent builds the DecisionEvent of the pending decision of s; it
// sorts offered.
func decisionEvent(s State, offered []string, chosen string) Event {
	slices.Sort(offered)
	seat := s.ToMove()
	return Event{Type: DecisionEvent, To: seat, Data: DecisionMade{Seat: seat, Prompt: s.Prompt(), Offered: offered, Chosen: chosen}}
}

// clip shortens untrusted text quoted back in an error.
func clip(s string) string {
	const max = 64
	if len(s) > max {
		s = s[:max] + "…"
	}
	return s
}
