// Package engine is the game-agnostic contract that every wasteland game
// implements, and the tools built on it: the seeded serializable RNG, events
// and their per-seat visibility, decisions with stable option ids, typed rule
// errors, and versioned game records with replay.
//
// A game ([Game]) is a deterministic state machine ([State]). At every moment
// it either waits for exactly one decision from one seat or is over. The
// decision's options are a finite list; each has a stable string id, which is
// what records and the wire carry. Bots may use the compact [Action] form and
// the unchecked fast path [State.ApplyUnchecked]; everything that crosses a
// trust boundary goes through the validated path [Apply], which refuses an
// option that is not legal, a seat that is not to move and a finished game
// with an error and changes nothing. Every recorded move's events open with
// a [DecisionEvent] for the deciding seat (what it was offered and chose);
// [Play] records it where events are kept and skips it otherwise.
//
// A [Record] names the rules and content versions it was played under;
// [Replay] refuses a record of other versions ([VersionError]) rather than
// play another game. Record formats are versioned ([RecordFormat]) and older
// ones are migrated when read.
//
// The contract's edge cases (an action that is not legal, [State.Result]
// before the end, calls on a finished game, concurrency, what
// [State.Resample], [State.Clone] and [State.MarshalBinary] guarantee) are
// stated on [State]; package enginetest checks them for every game.
//
// Concurrency: a [Game] and the package's functions are safe for concurrent
// use. Values that change as a game goes on ([State], [RNG], [Recorder],
// [Recording], [Digest]) are not: each belongs to one goroutine at a time,
// and a position is shared by handing each goroutine its own
// [State.Clone].
//
// Randomness comes only from the state's own [RNG], so the same [Setup], the
// same seed and the same options give the same game, event for event. The
// engine does no I/O.
//
// Example:
//
//	st, err := game.New(engine.Setup{Players: 3, Seed: 7}, nil)
//	for !st.Over() {
//		d := engine.DecisionOf(st)
//		events, err := engine.Apply(st, d.Seat, d.Options[0].ID)
//		...
//	}
//	fmt.Println(st.Result().Winners)
package engine
