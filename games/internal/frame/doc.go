// Package frame is the decision machine that the games share: a game's
// control flow is a bounded stack of frames held inside its flat state, so
// that copying the state copies the game in flight.
//
// A frame is either automatic (its kind has Run) or a decision of the
// frame's seat (its kind has Prompt, Legal, Option and Apply). A game's
// State embeds a Machine (the seats, the end, the stack), which gives it
// Players, Over and ToMove; it keeps one Kinds table, filled by Register
// in its files' init functions, and hands its other engine.State methods
// of the pending decision to the table:
//
//	type State struct {
//		frame.Machine
//		// the game's own fields
//	}
//
//	var kinds frame.Kinds[*State]
//
//	func init() {
//		kinds.Register("mygame", fDraw, frame.Kind[*State]{Name: "draw", Run: runDraw})
//	}
//
//	func (s *State) Legal(dst []engine.Action) []engine.Action { return kinds.Legal(s, &s.Machine, dst) }
//
// Actions are packed integers (Act, Unact) and options are built with Opt.
package frame
