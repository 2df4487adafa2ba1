package tui

import (
	"strings"
)

// Panes is a seat's view cut into the parts the full-screen table shows
// side by side. Every part is a list of lines without colour; Board is drawn
// for the width it was asked for, the others are cut by the table.
type Panes struct {
	// Game is the game's name for people, such as "Fallout".
	Game string
	// Stage is where the game stands: setup, or the round (the status
	// line tells it in the player's language); nil when the panes do not
	// say (a view drawn whole).
	Stage *Stage
	// Board is the shared board: Fallout's hex map, Outlive's ring.
	Board []string
	// Legend explains the board's signs and lists what they stand for.
	Legend []string
	// You is the reader's own seat in detail, with what only it knows.
	You []string
	// Seats is one line per seat, the reader's own marked.
	Seats []string
	// Others is the other seats in detail.
	Others []string
	// Table is what lies on the table beside the board: shop, quests,
	// decks, dice, the event board.
	Table []string
}

// Stage is where a game stands: Round is 0 at setup; Rounds is the
// number of rounds when the game has a fixed number (Outlive's 6), else
// 0; Radiation is the round's radiation when HasRadiation (Outlive).
type Stage struct {
	Round, Rounds int
	Radiation     int
	HasRadiation  bool
}

// Paneler is a Renderer that can also cut a view into Panes, with the board
// drawn to fit width columns.
type Paneler interface {
	Renderer
	Panes(view any, width int) Panes
}

// PanesOf cuts view into panes with r when r is a Paneler; otherwise the
// whole rendering is the board.
func PanesOf(r Renderer, view any, width int) Panes {
	if p, ok := r.(Paneler); ok {
		return p.Panes(view, width)
	}
	return Panes{Board: lines(r.Render(view))}
}

// lines splits text into lines without a trailing empty one.
func lines(text string) []string {
	text = strings.Trim(text, "\n")
	if text == "" {
		return nil
	}
	return strings.Split(text, "\n")
}

// section renders one part of a view with write into lines.
func section(write func(b *strings.Builder)) []string {
	var b strings.Builder
	write(&b)
	return lines(b.String())
}
