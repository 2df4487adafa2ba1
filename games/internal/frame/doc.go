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
//
// Each game still writes six one-line methods (Prompt, Legal, Option,
// ApplyUnchecked, Clone, MarshalBinary) that hand the call to its Kinds
// table, frame.Clone or encoding/json. They are the binding of the generic
// machine to the game's State type, not logic: Go promotes an embedded
// field's methods, but a method of Machine cannot reach the State that
// embeds it, which the kinds' functions take, and a wrapper type around
// State would hide the game's fields from its bots, views and tests behind
// one more indirection. So the logic lives here once, and the games' lines
// only name it.
//
// # Frame arguments
//
// A frame carries four small arguments in int8 slots, which a game cannot
// touch itself (they are unexported): each frame kind that has arguments
// gets its own argument type, a struct whose fields name and type them,
// with three small functions that are the only place its slots are read
// or written: one that makes the kind's frame (Make), one that reads a frame's
// arguments back (ArgsOf, which panics on a frame of another kind), and, if
// a step changes them in place, SetArgs. Make and SetArgs panic when a value
// does not fit its slot: that is a bug in the game, never a player's doing,
// and it is caught where the value is stored, not later when it is read
// back wrapped around. A bit set of up to 8 bits is stored with Mask and
// read with Bits; a bool with Flag and read as v != 0. Two small values may
// share a slot, and a value wider than 8 bits may span two slots, when the
// type's functions pack and unpack them.
//
// The pattern, for a kind fHunt whose frames hold the hunting stack, the
// extra strength and the tile to hunt:
//
//	// huntArgs are the arguments of an fHunt frame.
//	type huntArgs struct {
//		stack    int // the hunting stack
//		strength int // extra strength from equipment
//		tile     int // index of the tile to hunt
//	}
//
//	// frame is the fHunt frame of seat with these arguments.
//	func (a huntArgs) frame(seat int) frame.Frame {
//		return frame.Make(fHunt, seat, a.args())
//	}
//
//	// args packs the arguments into the frame's slots.
//	func (a huntArgs) args() frame.Args { return frame.Args{A: a.stack, B: a.strength, C: a.tile} }
//
//	// huntOf reads the arguments of fHunt frame f.
//	func huntOf(f *frame.Frame) huntArgs {
//		x := f.ArgsOf(fHunt)
//		return huntArgs{stack: x.A, strength: x.B, tile: x.C}
//	}
//
// and its use:
//
//	s.Push(huntArgs{stack: h, tile: top}.frame(seat))  // push
//	a := huntOf(f)                                     // read
//	a.strength++                                       // change in place
//	f.SetArgs(a.args())
//
// Consecutive kinds that share an argument type (the steps of one
// decision) read it with ArgsIn(first, last), which checks the range. A
// kind without arguments is made as frame.Frame{Kind: k, Seat: s}.
// The argument types are plain values: using them allocates nothing.
package frame
