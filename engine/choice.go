package engine

import "fmt"

// Choice is a position's decision together with the legal action of each
// of its options, so that playing one of them (Apply) does not list and
// name every legal action again, as the package's Apply does.
type Choice struct {
	Decision
	// acts holds the action of each option, by option id.
	acts map[string]Action
}

// ChoiceOf returns the pending decision of s, as DecisionOf returns it,
// with the actions of its options.
func ChoiceOf(s State) Choice {
	if s.Over() {
		return Choice{Decision: Decision{Seat: Spectator}}
	}
	legal := s.Legal(nil)
	opts := make([]Option, len(legal))
	acts := make(map[string]Action, len(legal))
	for i, a := range legal {
		opts[i] = s.Option(a)
		if _, ok := acts[opts[i].ID]; !ok {
			acts[opts[i].ID] = a
		}
	}
	return Choice{Decision: Decision{Seat: s.ToMove(), Prompt: s.Prompt(), Options: OrderOptions(opts)}, acts: acts}
}

// Apply is the package's Apply on s, which must be the position c was
// made of (or a clone of it) unchanged since: the same checks, errors,
// events and play.
func (c *Choice) Apply(s State, seat Seat, id string) ([]Event, error) {
	if s.Over() {
		return nil, ErrGameOver
	}
	if seat != s.ToMove() {
		return nil, fmt.Errorf("%w: seat %d to move", ErrNotYourTurn, s.ToMove())
	}
	a, ok := c.acts[id]
	if !ok {
		return nil, notAnOption(s, id)
	}
	offered := make([]string, len(c.Options))
	for i, o := range c.Options {
		offered[i] = o.ID
	}
	var rec Recorder
	rec.Emit(decisionEvent(s, offered, id))
	s.ApplyUnchecked(a, &rec)
	return rec.Events, nil
}
