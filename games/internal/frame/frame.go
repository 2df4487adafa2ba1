package frame

import (
	"encoding/json"
	"fmt"

	"wasteland/engine"
)

// Max bounds a Stack's depth.
const Max = 32

// Frame is one pending step of a game: its kind and seat, and four small
// arguments whose meaning the kind defines. The arguments are read and
// written only through the kind's argument type, with Make, ArgsOf,
// ArgsIn and SetArgs (see the package documentation).
type Frame struct {
	Kind uint8
	Seat int8
	// The slots A..D, two to a field: ab holds A in its low byte and B in
	// its high one, cd holds C and D. Four fields, not six and not an
	// array, so that the compiler keeps a Frame in registers and copies it
	// field by field: a copy never loads a word wider than the stores that
	// wrote it, which the processor could not forward from its store
	// buffer (docs/PERFORMANCE.md, "The frame in registers").
	ab, cd uint16
}

// pack returns two int8 slots in one field, the first in the low byte.
func pack(lo, hi int8) uint16 { return uint16(uint8(lo)) | uint16(uint8(hi))<<8 }

// args returns the four slots A..D, whatever f's kind.
func (f Frame) args() Args {
	return Args{A: int(int8(f.ab)), B: int(int8(f.ab >> 8)), C: int(int8(f.cd)), D: int(int8(f.cd >> 8))}
}

// frameJSON is a Frame's encoding: its kind, seat and slots A..D.
type frameJSON struct {
	Kind       uint8
	Seat       int8
	A, B, C, D int8
}

// MarshalJSON encodes f as an object with the fields Kind, Seat and its
// argument slots A, B, C and D.
func (f Frame) MarshalJSON() ([]byte, error) {
	x := f.args()
	return json.Marshal(frameJSON{Kind: f.Kind, Seat: f.Seat, A: int8(x.A), B: int8(x.B), C: int8(x.C), D: int8(x.D)})
}

// UnmarshalJSON decodes a Frame that MarshalJSON encoded. A slot value
// out of range is an error.
func (f *Frame) UnmarshalJSON(data []byte) error {
	var x frameJSON
	if err := json.Unmarshal(data, &x); err != nil {
		return err
	}
	*f = Frame{Kind: x.Kind, Seat: x.Seat, ab: pack(x.A, x.B), cd: pack(x.C, x.D)}
	return nil
}

// Stack is a game's pending frames, held by value in its state. The frame
// on top runs (or is decided) first.
type Stack struct {
	Frames [Max]Frame
	Depth  int8
}

// Top returns the pending frame. The stack must not be empty.
func (st *Stack) Top() *Frame { return &st.Frames[st.Depth-1] }

// Pop removes the top frame.
func (st *Stack) Pop() { st.Depth-- }

// Push puts frame f on top of the stack: it runs (or is decided) next. It
// panics when the stack would hold more than Max frames: that is a bug in
// the game, never a player's doing.
//
// f comes in registers and is stored field by field. Several frames are
// best pushed by as many calls, the last to run first: PushAll reads its
// frames back from the argument slice its caller wrote, wider than they
// were written, which stalls the processor's store-to-load forwarding
// (docs/PERFORMANCE.md, "The frame in registers").
func (st *Stack) Push(f Frame) {
	d := uint8(st.Depth) // as unsigned, one test covers the index too (a negative depth is 128 or more)
	if d >= Max {
		panic("frame: stack overflow")
	}
	st.Frames[d] = f
	st.Depth++
}

// PushAll puts frames on the stack so that frames[0] is on top: it runs
// (or is decided) first, then frames[1], and so on. It panics like Push;
// then it pushes none of them. It is for frames gathered in a slice; a
// known few are pushed faster one by one with Push.
func (st *Stack) PushAll(frames ...Frame) {
	if int(st.Depth)+len(frames) > Max {
		panic("frame: stack overflow")
	}
	for i := len(frames) - 1; i >= 0; i-- {
		st.Frames[st.Depth] = frames[i]
		st.Depth++
	}
}

// Kind is the behaviour of one kind of frame in a game whose state is S.
// An automatic kind has Run; a decision kind has Prompt, Legal, Option and
// Apply.
//
// Run is called with the frame already popped; it may push frames. Apply
// is called with the frame on top; it must pop it or change it to the next
// sub-decision, and may push frames. Read f's fields before pushing: a push
// may overwrite the slot f points to once it is popped.
type Kind[S any] struct {
	Name   string // for errors and debugging
	Prompt string
	Run    func(s S, f Frame, rec *engine.Recorder)
	Legal  func(s S, f *Frame, dst []engine.Action) []engine.Action
	Option func(s S, f *Frame, a engine.Action) engine.Option
	Apply  func(s S, f *Frame, a engine.Action, rec *engine.Recorder)
}

// Kinds is a game's table of frame kinds, indexed by Frame.Kind.
type Kinds[S any] [256]*Kind[S]

// Register installs the behaviour of kind k of the named game. It panics if
// k is already registered.
func (ks *Kinds[S]) Register(game string, k uint8, fk Kind[S]) {
	if ks[k] != nil {
		panic(fmt.Sprintf("%s: frame kind %d registered twice (%s, %s)", game, k, ks[k].Name, fk.Name))
	}
	ks[k] = &fk
}

// Advance runs automatic frames until a decision is pending, the stack is
// empty, or halt (which may be nil) reports that the game has stopped; halt
// is asked before each frame. It panics on a kind that is not registered.
func (ks *Kinds[S]) Advance(s S, m *Machine, rec *engine.Recorder, halt func() bool) {
	for m.Depth > 0 {
		if halt != nil && halt() {
			return
		}
		f := m.Frames[m.Depth-1]
		k := ks[f.Kind]
		if k == nil {
			panic(fmt.Sprintf("frame: kind %d is not registered", f.Kind))
		}
		if k.Run == nil {
			return
		}
		m.Depth--
		k.Run(s, f, rec)
	}
}

// Prompt names the pending decision, or "" when the game is over or
// nothing is pending.
func (ks *Kinds[S]) Prompt(m *Machine) string {
	if !m.pending() {
		return ""
	}
	return ks[m.Top().Kind].Prompt
}

// Legal appends the pending decision's actions to dst; none when the game
// is over or nothing is pending.
func (ks *Kinds[S]) Legal(s S, m *Machine, dst []engine.Action) []engine.Action {
	if !m.pending() {
		return dst
	}
	f := m.Top()
	return ks[f.Kind].Legal(s, f, dst)
}

// Option describes action a of the pending decision.
func (ks *Kinds[S]) Option(s S, m *Machine, a engine.Action) engine.Option {
	f := m.Top()
	return ks[f.Kind].Option(s, f, a)
}

// Apply plays action a of the pending decision without checking it; the
// caller then advances the game.
func (ks *Kinds[S]) Apply(s S, m *Machine, a engine.Action, rec *engine.Recorder) {
	f := m.Top()
	ks[f.Kind].Apply(s, f, a, rec)
}

// Check verifies a game's machine: its depth is in bounds, a running game
// has a pending frame, and every frame has a registered kind and a seat
// below the number of seats.
func (ks *Kinds[S]) Check(m *Machine) error {
	if m.Depth < 0 || m.Depth > Max {
		return fmt.Errorf("frame depth %d", m.Depth)
	}
	if !m.Done && m.Depth == 0 {
		return fmt.Errorf("no pending decision in a running game")
	}
	for i := 0; i < int(m.Depth); i++ {
		f := m.Frames[i]
		if ks[f.Kind] == nil {
			return fmt.Errorf("frame %d has unknown kind %d", i, f.Kind)
		}
		if f.Seat < 0 || f.Seat >= m.N {
			return fmt.Errorf("frame %d has seat %d", i, f.Seat)
		}
	}
	return nil
}
