package fallout

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

// register installs the behaviour of frame kind k, a kind of frames.go.
func register(k uint8, fk frameKind) {
	if k == 0 || k >= fFrameKindsEnd {
		panic(fmt.Sprintf("fallout: frame kind %d (%s) is not in frames.go", k, fk.Name))
	}
	kinds.Register("fallout", k, fk)
	runs[k], applies[k] = fk.Run, fk.Apply
}

// advance runs automatic frames until a decision is pending or the game is
// over, by the end of the game's rounds or by a victory (checked before
// each frame but those following a quiet frame, quietFrame). The check
// before the first frame is always made, even after a decision that
// changed nothing it reads: a state a bot resampled may hold a winner
// nobody checked for yet.
//
// It is frame.Kinds.Advance with the victory check written into the
// loop: the check runs before some 3,900 frames and decisions of a
// random game, and most of the time the first test, written out here,
// rules it out without a call: no survivor's agenda cards can reach the
// threshold even at their most (the reach the state keeps, winreach.go;
// anyWinner's first test), and no faction is at the last space of the
// power track (takenOver). The co-op variant, set up before the first
// frame, has a loop of its own (advanceCoop). Each frame's run is read
// from runs, one load.
func (s *State) advance(rec *engine.Recorder) {
	if s.Coop.On {
		s.advanceCoop(rec)
		return
	}
	quiet := false // the frame just run left the victory check as it was
	for s.Depth > 0 {
		if s.Done {
			return
		}
		if !quiet && !s.victoryOut() && s.checkVictory(rec) { // victoryNow written out: it is not inlined
			return
		}
		// Depth is in 1..frame.Max here, so this is Frames[Depth-1]; the
		// remainder by a power of two needs no bounds check.
		top := &s.Frames[uint8(s.Depth-1)%frame.Max]
		run := runs[top.Kind]
		if run == nil {
			mustBeRegistered(top.Kind)
			return
		}
		// Read off the stack, which the frame's run may overwrite once it
		// is popped; f itself is never addressed, so it stays in registers.
		quiet = quietFrame(top)
		f := *top
		s.Depth--
		run(s, f, rec)
	}
}

// advanceCoop is advance in the co-op variant: the team's checks before
// every frame instead of the victory check (rule AB-END-3: no influence
// victory).
func (s *State) advanceCoop(rec *engine.Recorder) {
	for s.Depth > 0 {
		if s.Done || s.coopCheck(rec) {
			return
		}
		top := &s.Frames[uint8(s.Depth-1)%frame.Max]
		run := runs[top.Kind]
		if run == nil {
			mustBeRegistered(top.Kind)
			return
		}
		f := *top
		s.Depth--
		run(s, f, rec)
	}
}

// runs[k] is kinds[k].Run, nil for a decision's kind and a kind not
// registered: advance reads it with one load.
var runs [256]func(s *State, f Frame, rec *engine.Recorder)

// applies[k] is kinds[k].Apply, nil for an automatic kind and a kind not
// registered: ApplyUnchecked reads it with one load.
var applies [256]func(s *State, f *Frame, a engine.Action, rec *engine.Recorder)

// mustBeRegistered panics unless frame kind k is registered: a frame with
// no run (runs) is a decision's, or a bug.
func mustBeRegistered(k uint8) {
	if kinds[k] == nil {
		panic(fmt.Sprintf("fallout: frame kind %d is not registered", k))
	}
}

// victoryNow is advance's victory check outside the co-op variant: it
// reports whether the game ended (checkVictory), most of the time ruled
// out without a call (victoryOut).
func (s *State) victoryNow(rec *engine.Recorder) bool {
	return !s.victoryOut() && s.checkVictory(rec)
}

// victoryOut reports whether the victory check is ruled out without a
// call: no seat's cards can reach the threshold (winReach.none) and no
// faction is at the last space of the power track.
func (s *State) victoryOut() bool {
	last := powerLasts[uint8(s.Scenario)]
	return s.reach.none() && s.Power[0] < last && s.Power[1] < last
}

// runQuiet runs automatic frame f at once instead of pushing it, as
// advance would run it next: only the run of a victoryQuiet frame may
// call it, so that no victory check falls between the two. In the co-op
// variant, whose check advance makes before every frame, and for a frame
// that is not victoryQuiet itself, f is pushed for advance to run.
func (s *State) runQuiet(f Frame, rec *engine.Recorder) {
	if s.Coop.On || !victoryQuiet[f.Kind] {
		s.Push(f)
		return
	}
	kinds[f.Kind].Run(s, f, rec)
}

// act packs a verb and up to three small arguments into an Action (frame.Act).
func act(verb uint8, x, y, z int) engine.Action { return frame.Act(verb, x, y, z) }

// unact unpacks an Action made by act (frame.Unact).
func unact(a engine.Action) (verb uint8, x, y, z int) { return frame.Unact(a) }

// opt builds an option (frame.Opt).
func opt(id, label string, args ...string) engine.Option { return frame.Opt(id, label, args...) }
