package tui

import (
	"fmt"
	"strings"

	"wasteland/engine"
)

// Words is where the table takes its sentences from: what a move, an event,
// a decision's prompt and an option say. Both the line mode and the
// full-screen table use one Words, so a narration in words (and in other
// languages) replaces it in one place.
type Words interface {
	// Move is the log line of seat's move: who played it (Human or
	// "bot:KIND") and the option chosen.
	Move(seat engine.Seat, player string, o engine.Option) string
	// Event is the log line of e for a table of people at the seats
	// readers; "" leaves e out of the log.
	Event(e engine.Event) string
	// Phase names a decision's kind (engine.State.Prompt) for people.
	Phase(prompt string) string
	// Option is what an option of a decision says.
	Option(o engine.Option) string
}

// PlainWords is the engine's own text: an option's label, an event as its
// type and fields (FormatEvent), a prompt's kind with spaces for hyphens.
type PlainWords struct{}

// Move is "seat N (PLAYER): LABEL".
func (PlainWords) Move(seat engine.Seat, player string, o engine.Option) string {
	return fmt.Sprintf("seat %d (%s): %s", seat, player, o.Label)
}

// Event is FormatEvent(e).
func (PlainWords) Event(e engine.Event) string { return FormatEvent(e) }

// Phase is prompt with its hyphens as spaces: "choose survivor".
func (PlainWords) Phase(prompt string) string { return strings.ReplaceAll(prompt, "-", " ") }

// Option is the option's label.
func (PlainWords) Option(o engine.Option) string { return o.Label }
