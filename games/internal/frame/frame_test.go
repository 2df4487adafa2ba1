package frame

import (
	"fmt"
	"strings"
	"testing"

	"wasteland/engine"
)

// counter is a tiny game: auto frames add their argument to Total, a
// decision frame of seat Seat offers the actions 1..its argument.
type counter struct {
	Machine
	Total int
}

const (
	kAdd uint8 = iota + 1
	kPick
)

func counterKinds() *Kinds[*counter] {
	var ks Kinds[*counter]
	ks.Register("counter", kAdd, Kind[*counter]{Name: "add", Run: func(c *counter, f Frame, _ *engine.Recorder) {
		c.Total += f.ArgsOf(kAdd).A
	}})
	ks.Register("counter", kPick, Kind[*counter]{
		Name: "pick", Prompt: "pick",
		Legal: func(c *counter, f *Frame, dst []engine.Action) []engine.Action {
			for i := 1; i <= f.ArgsOf(kPick).A; i++ {
				dst = append(dst, Act(1, i, 0, 0))
			}
			return dst
		},
		Option: func(c *counter, f *Frame, a engine.Action) engine.Option {
			_, x, _, _ := Unact(a)
			return Opt(fmt.Sprintf("pick:%d", x), fmt.Sprintf("Pick %d", x), "n", fmt.Sprint(x))
		},
		Apply: func(c *counter, f *Frame, a engine.Action, _ *engine.Recorder) {
			_, x, _, _ := Unact(a)
			c.Pop()
			c.Push(Make(kAdd, 0, Args{A: x}))
		},
	})
	return &ks
}

func TestPushOrderAndAdvance(t *testing.T) {
	ks := counterKinds()
	c := &counter{Machine: Machine{N: 2}}
	c.PushAll(Make(kAdd, 0, Args{A: 1}), Make(kPick, 1, Args{A: 3}), Make(kAdd, 0, Args{A: 100}))
	ks.Advance(c, &c.Machine, nil, nil)
	if c.Total != 1 || c.ToMove() != 1 || ks.Prompt(&c.Machine) != "pick" || c.Players() != 2 || c.Over() {
		t.Fatalf("after advance: total %d, to move %d, prompt %q; want 1, 1, pick", c.Total, c.ToMove(), ks.Prompt(&c.Machine))
	}
	acts := ks.Legal(c, &c.Machine, nil)
	if len(acts) != 3 {
		t.Fatalf("legal: %v", acts)
	}
	if o := ks.Option(c, &c.Machine, acts[1]); o.ID != "pick:2" || o.Kind != "pick" || o.Args["n"] != "2" {
		t.Fatalf("option: %+v", o)
	}
	ks.Apply(c, &c.Machine, acts[1], nil)
	ks.Advance(c, &c.Machine, nil, nil)
	if c.Total != 103 || c.Depth != 0 {
		t.Fatalf("total %d depth %d, want 103 and 0", c.Total, c.Depth)
	}
	if c.ToMove() != engine.Spectator || ks.Prompt(&c.Machine) != "" || len(ks.Legal(c, &c.Machine, nil)) != 0 {
		t.Fatal("an empty stack has no decision")
	}
}

// TestPushAllIsPushInTurn: PushAll stacks its frames as pushing them one by
// one, the last first, does; and its overflow pushes none.
func TestPushAllIsPushInTurn(t *testing.T) {
	frames := []Frame{Make(kAdd, 0, Args{A: 1}), Make(kPick, 1, Args{A: 3}), Make(kAdd, 1, Args{A: 7, B: 2})}
	var all, one Stack
	all.PushAll(frames...)
	for i := len(frames) - 1; i >= 0; i-- {
		one.Push(frames[i])
	}
	if all != one || all.Depth != 3 || *all.Top() != frames[0] {
		t.Fatalf("PushAll gave %+v, Push %+v", all, one)
	}
	func() {
		defer func() { _ = recover() }()
		all.PushAll(make([]Frame, Max-2)...)
	}()
	if all.Depth != 3 {
		t.Fatalf("an overflowing PushAll left depth %d, want 3", all.Depth)
	}
}

func TestAdvanceHalts(t *testing.T) {
	ks := counterKinds()
	c := &counter{}
	c.PushAll(Make(kAdd, 0, Args{A: 1}), Make(kAdd, 0, Args{A: 2}))
	ks.Advance(c, &c.Machine, nil, func() bool { return c.Total >= 1 })
	if c.Total != 1 || c.Depth != 1 {
		t.Fatalf("halt: total %d depth %d, want 1 and 1", c.Total, c.Depth)
	}
	c.Push(Make(kPick, 0, Args{A: 2}))
	c.Done = true
	if !c.Over() || c.ToMove() != engine.Spectator || ks.Prompt(&c.Machine) != "" || len(ks.Legal(c, &c.Machine, nil)) != 0 {
		t.Fatal("a game that is over has no decision")
	}
}

func TestCheck(t *testing.T) {
	ks := counterKinds()
	tests := []struct {
		name  string
		stack Stack
		over  bool
		want  string
	}{
		{"running with a decision", Stack{Frames: [Max]Frame{{Kind: kPick, Seat: 1}}, Depth: 1}, false, ""},
		{"over and empty", Stack{}, true, ""},
		{"running and empty", Stack{}, false, "no pending decision"},
		{"negative depth", Stack{Depth: -1}, true, "frame depth -1"},
		{"unknown kind", Stack{Frames: [Max]Frame{{Kind: 9}}, Depth: 1}, false, "unknown kind 9"},
		{"seat out of range", Stack{Frames: [Max]Frame{{Kind: kPick, Seat: 2}}, Depth: 1}, false, "seat 2"},
	}
	for _, tt := range tests {
		err := ks.Check(&Machine{N: 2, Done: tt.over, Stack: tt.stack})
		if (err == nil) != (tt.want == "") || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: Check = %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestPanics(t *testing.T) {
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s: no panic", name)
			}
		}()
		f()
	}
	ks := counterKinds()
	mustPanic("register twice", func() { ks.Register("counter", kAdd, Kind[*counter]{Name: "again"}) })
	mustPanic("overflow", func() {
		var st Stack
		st.PushAll(make([]Frame, Max+1)...)
	})
	mustPanic("overflow by Push", func() {
		var st Stack
		st.PushAll(make([]Frame, Max)...)
		st.Push(Frame{})
	})
	mustPanic("unregistered kind", func() {
		c := &counter{}
		c.Push(Frame{Kind: 77})
		ks.Advance(c, &c.Machine, nil, nil)
	})
}

func TestActRoundTrip(t *testing.T) {
	for _, v := range []int{-1, 0, 1, 127, -128} {
		verb, x, y, z := Unact(Act(200, v, -v-1, v))
		if verb != 200 || x != v || y != -v-1 || z != v {
			t.Errorf("Act(200, %d, %d, %d) unpacks to %d %d %d %d", v, -v-1, v, verb, x, y, z)
		}
	}
	if o := Opt("end", "End"); o.Kind != "end" || o.Args != nil {
		t.Errorf("Opt without colon or args: %+v", o)
	}
}
