// Package engine is the game-agnostic contract that every wasteland game
// implements, and the tools built on it: the seeded serializable RNG, events
// and their per-seat visibility, decisions with stable option ids, typed rule
// errors, and versioned game records with replay.
//
// A game is a deterministic state machine. At every moment it either waits
// for exactly one decision from one seat or is over. The decision's options
// are a finite list; each has a stable string id, which is what records and
// the wire carry. Bots may use the compact [Action] form and the unchecked
// fast path [State.ApplyUnchecked]; everything that crosses a trust boundary
// goes through the validated path [Apply].
//
// The engine does no I/O.
//
// Example:
//
//	st, _ := game.New(engine.Setup{Players: 3, Seed: 7})
//	for !st.Over() {
//		d := engine.DecisionOf(st)
//		events, err := engine.Apply(st, d.Seat, d.Options[0].ID)
//		...
//	}
//	fmt.Println(st.Result().Winners)
package engine
