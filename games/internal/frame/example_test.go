package frame_test

import (
	"fmt"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// game is a one-decision game: seat 0 says yes or no.
type game struct {
	frame.Machine
	Answer string
}

var gameKinds frame.Kinds[*game]

func init() {
	gameKinds.Register("example", 1, frame.Kind[*game]{
		Name: "ask", Prompt: "yes-or-no",
		Legal: func(g *game, f *frame.Frame, dst []engine.Action) []engine.Action {
			return append(dst, frame.Act(1, 0, 0, 0), frame.Act(2, 0, 0, 0))
		},
		Option: func(g *game, f *frame.Frame, a engine.Action) engine.Option {
			if v, _, _, _ := frame.Unact(a); v == 1 {
				return frame.Opt("yes", "Yes")
			}
			return frame.Opt("no", "No")
		},
		Apply: func(g *game, f *frame.Frame, a engine.Action, rec *engine.Recorder) {
			g.Answer = gameKinds.Option(g, &g.Machine, a).ID
			g.Pop()
		},
	})
}

func Example() {
	g := &game{Machine: frame.Machine{N: 1}}
	g.Push(frame.Frame{Kind: 1, Seat: 0})
	gameKinds.Advance(g, &g.Machine, nil, nil)
	fmt.Println(gameKinds.Prompt(&g.Machine), g.ToMove())
	acts := gameKinds.Legal(g, &g.Machine, nil)
	gameKinds.Apply(g, &g.Machine, acts[0], nil)
	gameKinds.Advance(g, &g.Machine, nil, nil)
	fmt.Println(g.Answer, g.Depth)
	// Output:
	// yes-or-no 0
	// yes 0
}

// drawArgs are the arguments of a draw frame (kind 2): how many cards are
// still to draw and whether they are face up.
type drawArgs struct {
	left   int
	faceUp bool
}

func (a drawArgs) frame(seat int) frame.Frame {
	return frame.Make(2, seat, frame.Args{A: a.left, B: frame.Flag(a.faceUp)})
}

func drawOf(f *frame.Frame) drawArgs {
	x := f.ArgsOf(2)
	return drawArgs{left: x.A, faceUp: x.B != 0}
}

// A frame kind's arguments live in their own type, packed by Make and
// read back by ArgsOf.
func ExampleMake() {
	var st frame.Stack
	st.Push(drawArgs{left: 3, faceUp: true}.frame(1))
	a := drawOf(st.Top())
	a.left--
	st.Top().SetArgs(frame.Args{A: a.left, B: frame.Flag(a.faceUp)})
	fmt.Printf("%+v\n", drawOf(st.Top()))
	// Output:
	// {left:2 faceUp:true}
}
