package engine

// Public is the audience of an event that every seat and spectator sees.
const Public Seat = -1

// Event is one consequence of an option: a random outcome or a rule
// applied. Type names the kind (documented in docs/events.md); Data holds its
// fields as a struct that encodes to JSON in a fixed field order.
type Event struct {
	Type string `json:"type"`
	// To is the only seat that may see the event, or Public.
	To   Seat `json:"to"`
	Data any  `json:"data,omitempty"`
	// Reveals marks an event that discloses randomness or formerly hidden
	// information; a step that caused one cannot be undone.
	Reveals bool `json:"reveals,omitempty"`
	// Rules are the ids of the catalog rules (shared/rules, such as
	// OL-NIGHT-FEED-4) that the step applied to cause the event, most
	// specific first: public rule ids only, never a hidden card's id, so
	// they tell nothing the event's audience may not know.
	Rules []string `json:"rules,omitempty"`
}

// VisibleTo reports whether seat may see e. A Spectator sees Public events only.
func (e Event) VisibleTo(seat Seat) bool { return e.To == Public || (seat >= 0 && e.To == seat) }

// Recorder collects events. A nil *Recorder discards them, so the fast path
// pays nothing: games guard event construction with On. A Recorder is not
// safe for concurrent use.
type Recorder struct {
	Events []Event
}

// On reports whether events are being recorded.
func (r *Recorder) On() bool { return r != nil }

// Emit records e if recording is on.
func (r *Recorder) Emit(e Event) {
	if r != nil {
		r.Events = append(r.Events, e)
	}
}

// Public records a public event of type typ with data, caused by the
// catalog rules with the ids rules (Event.Rules).
func (r *Recorder) Public(typ string, data any, rules ...string) {
	if r != nil {
		r.Events = append(r.Events, Event{Type: typ, To: Public, Data: data, Rules: rules})
	}
}

// VisibleTo returns the events of evs that seat may see, in order.
func VisibleTo(evs []Event, seat Seat) []Event {
	out := make([]Event, 0, len(evs))
	for _, e := range evs {
		if e.VisibleTo(seat) {
			out = append(out, e)
		}
	}
	return out
}
