package frame

import "fmt"

// Args are a frame's four argument slots as ints, A to D. A game never
// reads or writes a frame's slots itself: each frame kind has its own
// argument type, a struct with named, typed fields, that converts to Args
// and back (see the package documentation). Every value must fit an int8
// slot; Make and SetArgs panic when one does not. Args is a struct, not an
// array, so that it is passed and returned in registers.
type Args struct{ A, B, C, D int }

// Make returns a frame of kind k for seat carrying args. It panics when
// the seat is not in 0..127 or an argument does not fit an int8 (-128..127):
// that is a bug in the game, never a player's doing. The panic names the
// value out of range; the stack names the argument type that made the
// frame. (Make stays small enough to be inlined, cost 69 of the
// compiler's 80, and so does an argument type's frame function that
// places a single field; one that converts more is a call holding Make
// inlined.)
func Make(k uint8, seat int, args Args) Frame {
	// One test for all five: a seat in 0..127 has no bit from 7 up, a value
	// in -128..127 plus 128 none from 8 up.
	if (uint(seat)>>7 | (uint(args.A+128)|uint(args.B+128)|uint(args.C+128)|uint(args.D+128))>>8) != 0 {
		panic(argError{args: args})
	}
	// The slots are packed written out, not by calls of pack: that keeps
	// Make's inlining cost under the compiler's budget (69; 83 with pack).
	return Frame{Kind: k, Seat: int8(seat), ab: uint16(uint8(args.A)) | uint16(uint8(args.B))<<8, cd: uint16(uint8(args.C)) | uint16(uint8(args.D))<<8}
}

// SetArgs stores args in f's slots. It panics, naming f's kind and the
// slot, when an argument does not fit an int8.
func (f *Frame) SetArgs(args Args) {
	if !fits(args) {
		panic(argError{args: args, kind: f.Kind, known: true})
	}
	// Written out for the same reason as in Make (cost 68; 82 with pack).
	f.ab, f.cd = uint16(uint8(args.A))|uint16(uint8(args.B))<<8, uint16(uint8(args.C))|uint16(uint8(args.D))<<8
}

// fits reports whether every one of args is in -128..127: exactly when
// each value+128 is in 0..255.
func fits(args Args) bool {
	return uint(args.A+128)|uint(args.B+128)|uint(args.C+128)|uint(args.D+128) <= 255
}

// ArgsOf returns f's argument slots, read as the arguments of kind k. It
// panics when f is of another kind: reading one kind's arguments with
// another kind's type is a bug in the game.
func (f Frame) ArgsOf(k uint8) Args {
	if f.Kind != k {
		panic(kindError{have: f.Kind, want: k})
	}
	return f.args()
}

// ArgsIn returns f's argument slots, read as the arguments of the kinds
// first..last, which share one argument type. It panics when f's kind is
// outside that range.
func (f Frame) ArgsIn(first, last uint8) Args {
	if f.Kind-first > last-first {
		panic(kindError{have: f.Kind, want: first, last: last})
	}
	return f.args()
}

// argError is the panic of a seat or an argument that does not fit its
// slot; the kind is known when the frame existed (SetArgs). Make keeps
// neither kind nor seat, to stay small.
type argError struct {
	args  Args
	kind  uint8
	known bool
}

// Error names the first value out of range, and the kind when known.
func (e argError) Error() string {
	where := "frame"
	if e.known {
		where = fmt.Sprintf("frame kind %d", e.kind)
	}
	for i, v := range [4]int{e.args.A, e.args.B, e.args.C, e.args.D} {
		if v != int(int8(v)) {
			return fmt.Sprintf("%s: argument %c = %d does not fit an int8 (-128..127)", where, 'A'+i, v)
		}
	}
	return where + ": seat out of range 0..127"
}

// kindError is the panic of one kind's arguments read as another kind's
// (or as those of the kinds want..last, when last is set).
type kindError struct{ have, want, last uint8 }

// Error names the kinds.
func (e kindError) Error() string {
	if e.last != 0 {
		return fmt.Sprintf("frame: arguments of kind %d read as kinds %d..%d", e.have, e.want, e.last)
	}
	return fmt.Sprintf("frame: arguments of kind %d read as kind %d", e.have, e.want)
}

// Mask stores a set of up to 8 bits in one argument slot; Bits reads it
// back. They let an argument type keep a uint8 bit set (seats, tiles) in
// a slot, whose range is that of an int8.
func Mask(bits uint8) int { return int(int8(bits)) }

// Bits reads a bit set stored with Mask.
func Bits(v int) uint8 { return uint8(int8(v)) }

// Flag stores a bool in one argument slot (1 or 0); read it back with
// v != 0.
func Flag(b bool) int {
	if b {
		return 1
	}
	return 0
}
