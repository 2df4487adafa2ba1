package outlive

import (
	"fmt"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// Frame is one pending step of the game (package frame).
type Frame = frame.Frame

// frameKind is the behaviour of one kind of frame (frame.Kind).
type frameKind = frame.Kind[*State]

// kinds holds every frame kind; each file registers its own in init.
var kinds frame.Kinds[*State]

// decisionKinds[k] is true for a registered decision kind k (one without
// Run), for decisionOnTop.
var decisionKinds [256]bool

// register installs the behaviour of frame kind k.
func register(k uint8, fk frameKind) {
	kinds.Register("outlive", k, fk)
	decisionKinds[k] = fk.Run == nil
}

// advance runs automatic frames until a decision is pending or the game is
// over: frame.Kinds.Advance without a halt. The frame machine's three calls
// (Legal, Apply, Advance) are written out here for *State, so that a move
// calls its kind's functions directly rather than through frame.Kinds's
// generic methods: random playouts spend a fifth of their time in this
// dispatch.
func (s *State) advance(rec *engine.Recorder) {
	for s.Depth > 0 {
		kind := s.Frames[s.Depth-1].Kind
		k := kinds[kind]
		if k == nil {
			panic(fmt.Sprintf("outlive: frame kind %d is not registered", kind))
		}
		if k.Run == nil {
			return
		}
		s.Depth--
		k.Run(s, s.Frames[s.Depth], rec)
	}
}

// decisionOnTop reports whether the top frame is a registered decision
// kind: then advance has nothing to run, and a move need not call it.
func (s *State) decisionOnTop() bool {
	return s.Depth > 0 && decisionKinds[s.Frames[s.Depth-1].Kind]
}

// act packs a verb and up to three small arguments into an Action (frame.Act).
func act(verb uint8, x, y, z int) engine.Action { return frame.Act(verb, x, y, z) }

// unact unpacks an Action made by act (frame.Unact).
func unact(a engine.Action) (verb uint8, x, y, z int) { return frame.Unact(a) }

// opt builds an option (frame.Opt).
func opt(id, label string, args ...string) engine.Option { return frame.Opt(id, label, args...) }
