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
	// "bot:KIND") and the option chosen at a decision of kind prompt.
	Move(seat engine.Seat, player, prompt string, o engine.Option) string
	// Event is the log line of e; "" leaves e out of the log.
	Event(e engine.Event) string
	// Prompt is what decision d asks, short enough for the status line.
	Prompt(d engine.Decision) string
	// Option is what an option of seat's decision of kind prompt says.
	Option(seat engine.Seat, prompt string, o engine.Option) string
}

// PlainWords is the engine's own text: an option's label, an event as its
// type and fields (FormatEvent), a prompt's kind with spaces for hyphens.
type PlainWords struct{}

// Move is "seat N (PLAYER): LABEL".
func (PlainWords) Move(seat engine.Seat, player, _ string, o engine.Option) string {
	return fmt.Sprintf("seat %d (%s): %s", seat, player, o.Label)
}

// Event is FormatEvent(e).
func (PlainWords) Event(e engine.Event) string { return FormatEvent(e) }

// Prompt is the decision's kind with its hyphens as spaces: "choose
// survivor".
func (PlainWords) Prompt(d engine.Decision) string { return strings.ReplaceAll(d.Prompt, "-", " ") }

// Option is the option's label.
func (PlainWords) Option(_ engine.Seat, _ string, o engine.Option) string { return o.Label }
