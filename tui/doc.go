// Package tui plays a game at a line-based terminal: people at some seats,
// bots at the others. It reads one line per input and writes plain lines, so
// it works the same in a terminal and with piped input.
//
// Before each decision of a person it prints that seat's view through the
// game's Renderer and the numbered options; the person answers with a
// number, an option id or a command (see Parse). Bot moves and the events a
// person may see are printed one line each.
//
// Example:
//
//	err := tui.Play(ctx, tui.Config{Game: g, Players: 3, Seed: 1}, os.Stdin, os.Stdout)
package tui
