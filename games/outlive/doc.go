// Package outlive implements Outlive for 2–4 players under every rule of the
// catalog shared/rules/outlive.md, on the engine contract.
//
// The state is one flat value (fixed arrays, no pointers), so Clone is one
// allocation. The game waits on a small stack of frames (package
// games/internal/frame, shared with the other games): the top frame is the
// pending decision, and automatic frames (dawn, the night's bookkeeping) run
// as soon as they reach the top.
//
// Example:
//
//	st, _ := outlive.Game{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
//	d := engine.DecisionOf(st)
//	evs, err := engine.Apply(st, d.Seat, d.Options[0].ID)
package outlive
