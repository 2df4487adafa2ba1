package frame

import "fmt"

// Args are a frame's four argument slots as ints, in the order A, B, C, D.
// A game never reads or writes a frame's slots itself: each frame kind has
// its own argument type, a struct with named, typed fields, that converts
// to Args and back (see the package documentation). Every value must fit
// an int8 slot; Make and SetArgs panic when one does not.
type Args [4]int

// Make returns a frame of kind k for seat carrying args. It panics when
// the seat is not in 0..127 or an argument does not fit an int8 (-128..127):
// that is a bug in the game, never a player's doing.
func Make(k uint8, seat int, args Args) Frame {
	if seat < 0 || seat > 127 {
		badSeat(k, seat)
	}
	f := Frame{Kind: k, Seat: int8(seat)}
	f.SetArgs(args)
	return f
}

// SetArgs stores args in f's slots. It panics, naming f's kind and the
// slot, when an argument does not fit an int8.
func (f *Frame) SetArgs(args Args) {
	for i, v := range args {
		if v != int(int8(v)) {
			outOfRange(f.Kind, i, v)
		}
	}
	f.A, f.B, f.C, f.D = int8(args[0]), int8(args[1]), int8(args[2]), int8(args[3])
}

// ArgsOf returns f's argument slots, read as the arguments of kind k. It
// panics when f is of another kind: reading one kind's arguments with
// another kind's type is a bug in the game.
func (f Frame) ArgsOf(k uint8) Args {
	if f.Kind != k {
		wrongKind(f.Kind, k)
	}
	return Args{int(f.A), int(f.B), int(f.C), int(f.D)}
}

// wrongKind panics for the arguments of a frame of kind have read as kind want.
func wrongKind(have, want uint8) {
	panic(fmt.Sprintf("frame: arguments of kind %d read as kind %d", have, want))
}

// badSeat panics for a frame of kind k made for seat.
func badSeat(k uint8, seat int) {
	panic(fmt.Sprintf("frame kind %d: seat %d out of range 0..127", k, seat))
}

// outOfRange panics for argument slot i of a frame of kind k holding v.
func outOfRange(k uint8, i, v int) {
	panic(fmt.Sprintf("frame kind %d: argument %c = %d does not fit an int8 (-128..127)", k, 'A'+i, v))
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
