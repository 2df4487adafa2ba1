// Package tui plays a game at a terminal: people at some seats, bots at the
// others, in one of two ways.
//
// PlayScreen takes the whole terminal (bubbletea): a status line with the
// game, the round, who decides and the phase; panes for the board (Fallout's
// map drawn as a hex grid), the reader's seat, the other seats and a log
// that narrates the bots' moves, sized to the terminal; the numbered
// options of the pending decision; keys for help, undo, save, load and quit.
//
// Play is the line mode, for scripts and screen readers: it reads one line
// per input and writes plain lines, so it works the same in a terminal and
// with piped input. Before each decision of a person it prints that seat's
// view through the game's Renderer and the numbered options; the person
// answers with a number, an option id or a command (see Parse). Bot moves
// and the events a person may see are printed one line each.
//
// Both take their sentences from one Words and their views from one
// Renderer, which a game's Paneler also cuts into Panes.
//
// Example:
//
//	err := tui.Play(ctx, tui.Config{Game: g, Players: 3, Seed: 1}, os.Stdin, os.Stdout)
package tui
