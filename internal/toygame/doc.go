// Package toygame is a tiny hidden-card game used only by the tests of the
// tools (bot, sim, tui and the command line). It is not a registered game and
// no command offers it to users.
//
// Rules: twelve cards numbered 1 to 12 are shuffled and each of the 2–4
// players is dealt two, face down. Seats take turns; on its turn a seat plays
// a card from its hand face up ("play:N"), which ends its turn. Before that,
// holding fewer than three cards, it may draw the top card of the deck
// ("draw") and keeps the turn. A played card scores its
// value when it is higher than the card last played, and 1 point otherwise.
// Once per game a seat may also knock ("knock") before it plays or draws:
// its next played card scores double, and it keeps the turn; knocking
// reveals nothing, so it is the step a person can undo.
// A seat that has played three cards, or holds no card while the deck is
// empty, is skipped. When every seat is skipped the game ends; the highest
// score wins and equal best scores share the win.
//
// It exercises what the tools must handle: private hands (hidden
// information), a shuffled deck redrawn by Resample, events that reveal
// (Reveals) or are private (To), decisions with a single option, shared wins,
// and the optional interfaces Evaluate, Tags and Rounds.
//
// Example:
//
//	st, _ := toygame.Game{}.New(engine.Setup{Players: 3, Seed: 1}, nil)
//	d := engine.DecisionOf(st)
//	evs, err := engine.Apply(st, d.Seat, d.Options[0].ID)
package toygame
