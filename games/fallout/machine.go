package fallout

import (
	"fmt"

	"wasteland/engine"
)

// frameKind is the behaviour of one kind of frame. An automatic frame has
// run; a decision frame has prompt, legal, option and apply.
//
// run is called with the frame already popped; it may push frames.
// apply is called with the frame on top; it must pop it (s.pop) or change
// it to the next sub-decision, and may push frames. Read f's fields before
// pushing: a push may overwrite the slot f points to once it is popped.
type frameKind struct {
	name   string // for errors and debugging
	prompt string
	run    func(s *State, f Frame, rec *engine.Recorder)
	legal  func(s *State, f *Frame, dst []engine.Action) []engine.Action
	option func(s *State, f *Frame, a engine.Action) engine.Option
	apply  func(s *State, f *Frame, a engine.Action, rec *engine.Recorder)
}

var kinds [256]*frameKind

// register installs the behaviour of frame kind k; each file registers its
// own kinds in init.
func register(k uint8, fk frameKind) {
	if int(k) >= len(frameOwners) || frameOwners[k] == "" {
		panic(fmt.Sprintf("fallout: frame kind %d (%s) has no owner in frames.go", k, fk.name))
	}
	if kinds[k] != nil {
		panic(fmt.Sprintf("fallout: frame kind %d registered twice (%s, %s)", k, kinds[k].name, fk.name))
	}
	kinds[k] = &fk
}

// top returns the pending frame.
func (s *State) top() *Frame { return &s.Frames[s.Depth-1] }

// pop removes the top frame.
func (s *State) pop() { s.Depth-- }

// push puts frames on the stack so that frames[0] is on top: it runs (or is
// decided) first, then frames[1], and so on.
func (s *State) push(frames ...Frame) {
	if int(s.Depth)+len(frames) > maxFrames {
		panic("fallout: frame stack overflow")
	}
	for i := len(frames) - 1; i >= 0; i-- {
		s.Frames[s.Depth] = frames[i]
		s.Depth++
	}
}

// trigger pushes, like push, those of frames whose kind is registered. It
// is how a rule offers a moment of play to areas that react to it (a
// reserved kind in frames.go): until the owner registers the kind, the
// moment passes without it.
func (s *State) trigger(frames ...Frame) {
	for i := len(frames) - 1; i >= 0; i-- {
		if kinds[frames[i].Kind] != nil {
			s.push(frames[i])
		}
	}
}

// advance runs automatic frames until a decision is pending or the game is over.
func (s *State) advance(rec *engine.Recorder) {
	for s.Depth > 0 && !s.Done {
		if s.checkVictory(rec) {
			return
		}
		f := s.Frames[s.Depth-1]
		k := kinds[f.Kind]
		if k == nil {
			panic(fmt.Sprintf("fallout: frame kind %d is not registered (owner: %s)", f.Kind, ownerOf(f.Kind)))
		}
		if k.run == nil {
			return
		}
		s.pop()
		k.run(s, f, rec)
	}
}

// act packs a verb and up to three small arguments into an Action.
func act(verb uint8, x, y, z int) engine.Action {
	return engine.Action(uint32(verb)<<24 | uint32(uint8(x))<<16 | uint32(uint8(y))<<8 | uint32(uint8(z)))
}

// unact unpacks an Action made by act. Arguments come back as int8 values,
// so -1 round-trips.
func unact(a engine.Action) (verb uint8, x, y, z int) {
	return uint8(a >> 24), int(int8(a >> 16)), int(int8(a >> 8)), int(int8(a))
}

// opt builds an option whose label is given and whose kind is the id's first word.
func opt(id, label string, args ...string) engine.Option {
	o := engine.Option{ID: id, Label: label}
	for i, c := range id {
		if c == ':' {
			o.Kind = id[:i]
			break
		}
	}
	if o.Kind == "" {
		o.Kind = id
	}
	if len(args) > 0 {
		o.Args = make(map[string]string, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			o.Args[args[i]] = args[i+1]
		}
	}
	return o
}

// ownerOf names the file that owns frame kind k.
func ownerOf(k uint8) string {
	if int(k) < len(frameOwners) && frameOwners[k] != "" {
		return frameOwners[k]
	}
	return "none"
}
