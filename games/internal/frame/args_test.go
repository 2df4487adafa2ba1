package frame

import (
	"fmt"
	"strings"
	"testing"
)

func TestArgsRoundTrip(t *testing.T) {
	for _, args := range []Args{{}, {A: -128, B: 127, C: 0, D: -1}, {A: 1, B: 2, C: 3, D: 4}} {
		f := Make(kAdd, 3, args)
		if f.Kind != kAdd || f.Seat != 3 {
			t.Errorf("Make(%v): kind %d seat %d", args, f.Kind, f.Seat)
		}
		if got := f.ArgsOf(kAdd); got != args {
			t.Errorf("Make(%v) reads back %v", args, got)
		}
		f.SetArgs(Args{A: args.D, B: args.C, C: args.B, D: args.A})
		if got := f.ArgsOf(kAdd); got != (Args{A: args.D, B: args.C, C: args.B, D: args.A}) {
			t.Errorf("SetArgs reversed %v reads back %v", args, got)
		}
	}
	for k := uint8(5); k <= 7; k++ {
		if got := Make(k, 0, Args{A: 1, B: 2, C: 3, D: 4}).ArgsIn(5, 7); got != (Args{A: 1, B: 2, C: 3, D: 4}) {
			t.Errorf("kind %d in 5..7 reads back %v", k, got)
		}
	}
	for b := 0; b < 256; b++ {
		if got := Bits(Make(kAdd, 0, Args{A: Mask(uint8(b))}).ArgsOf(kAdd).A); got != uint8(b) {
			t.Errorf("mask %08b reads back %08b", b, got)
		}
	}
	if Flag(true) != 1 || Flag(false) != 0 {
		t.Error("Flag")
	}
}

// Every value that does not fit its slot panics where it is stored, with
// a message naming the kind and the slot; so does reading one kind's
// arguments as another's.
func TestArgsRangeChecks(t *testing.T) {
	tests := []struct {
		name string
		do   func()
		want string
	}{
		{"slot A above", func() { Make(kAdd, 0, Args{A: 128}) }, "frame: argument A = 128 does not fit"},
		{"slot D below", func() { Make(kAdd, 0, Args{A: 0, B: 0, C: 0, D: -129}) }, "argument D = -129"},
		{"mask as int", func() { Make(kAdd, 0, Args{A: 0, B: 255}) }, "argument B = 255"},
		{"negative seat", func() { Make(kPick, -1, Args{}) }, "seat out of range 0..127"},
		{"seat above", func() { Make(kPick, 128, Args{}) }, "seat out of range"},
		{"SetArgs", func() { f := Frame{Kind: kPick}; f.SetArgs(Args{A: 0, B: 0, C: 300}) }, "kind 2: argument C = 300"},
		{"wrong kind", func() { f := Frame{Kind: kPick}; f.ArgsOf(kAdd) }, "arguments of kind 2 read as kind 1"},
		{"below the kinds", func() { f := Frame{Kind: 4}; f.ArgsIn(5, 7) }, "arguments of kind 4 read as kinds 5..7"},
		{"above the kinds", func() { f := Frame{Kind: 8}; f.ArgsIn(5, 7) }, "arguments of kind 8 read as kinds 5..7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				r := recover()
				if msg := fmt.Sprint(r); r == nil || !strings.Contains(msg, tt.want) {
					t.Errorf("panic %v, want one containing %q", r, tt.want)
				}
			}()
			tt.do()
		})
	}
}

func TestArgsDoNotAllocate(t *testing.T) {
	var st Stack
	allocs := testing.AllocsPerRun(100, func() {
		st.Depth = 0
		st.Push(Make(kAdd, 1, Args{A: 1, B: 2, C: 3, D: 4}))
		f := st.Top()
		a := f.ArgsOf(kAdd)
		a.A++
		f.SetArgs(a)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}
