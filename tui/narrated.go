package tui

import (
	"fmt"

	"wasteland/engine"
	"wasteland/narrate"
)

// WordsFor is the table's words for a game set up with setup and played
// by seats in lang ("" is English): package narrate's sentences for the
// games it knows (naming what the setup chooses, such as a scenario's
// factions), the engine's own text (PlainWords) for the others (a test
// game).
func WordsFor(game string, setup engine.Setup, lang narrate.Lang, seats []string) (Words, error) {
	if !narrate.Knows(game) {
		return PlainWords{}, nil
	}
	if lang == "" {
		lang = narrate.English
	}
	table := narrate.Everyone
	humans := 0
	for i, p := range seats {
		if p == Human {
			humans++
			table = engine.Seat(i)
		}
	}
	if humans != 1 {
		table = narrate.Everyone
	}
	w := &narratedWords{game: game, seat: make([]*narrate.Narrator, len(seats))}
	var err error
	if w.table, err = narrate.New(game, lang, table, nil); err != nil {
		return nil, err
	}
	w.table = w.table.ForSetup(setup)
	for i := range seats {
		if w.seat[i], err = narrate.New(game, lang, engine.Seat(i), nil); err != nil {
			return nil, err
		}
		w.seat[i] = w.seat[i].ForSetup(setup)
	}
	return w, nil
}

// narratedWords tells the table's text with package narrate: the table
// narrator speaks to the one person playing ("you"), or to everyone by
// colour at a hot-seat table; a seat's own narrator tells its private
// events and its options.
type narratedWords struct {
	game  string
	table *narrate.Narrator
	seat  []*narrate.Narrator
}

// seatName is how the table calls seat, capitalised to open a line.
func (w *narratedWords) seatName(seat engine.Seat) string {
	return narrate.Sentence(w.table.SeatName(seat))
}

// of is the narrator of seat, the table's for a seat out of range.
func (w *narratedWords) of(seat engine.Seat) *narrate.Narrator {
	if seat >= 0 && int(seat) < len(w.seat) {
		return w.seat[seat]
	}
	return w.table
}

// Move is "NAME (PLAYER): what the option does".
func (w *narratedWords) Move(seat engine.Seat, player, prompt string, o engine.Option) string {
	return fmt.Sprintf("%s (%s): %s", w.seatName(seat), player, w.of(seat).Option(prompt, o))
}

// Event tells a private event to its seat, the others to the table.
func (w *narratedWords) Event(e engine.Event) string {
	if e.To >= 0 {
		return w.of(e.To).Event(e)
	}
	return w.table.Event(e)
}

// Prompt is what d asks, short for the status line ("choose your
// survivor"); the status line says whose decision it is.
func (w *narratedWords) Prompt(d engine.Decision) string {
	if d.Prompt == "" {
		return w.table.Prompt(d)
	}
	return w.of(d.Seat).Text(w.game+".prompt."+d.Prompt, nil)
}

// question is what d asks as a sentence for its seat: "Your turn: …".
func (w *narratedWords) question(d engine.Decision) string { return w.of(d.Seat).Prompt(d) }

// Option is what an option of seat's decision does.
func (w *narratedWords) Option(seat engine.Seat, prompt string, o engine.Option) string {
	return w.of(seat).Option(prompt, o)
}
