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
// power track (takenOver). The four seats of the array are asked without
// a loop, whatever the player count: a seat beyond it holds -1, or 0 in a
// state whose reach was not built, which only makes checkVictory look;
// checkVictory asks the players' seats alone.
func (s *State) advance(rec *engine.Recorder) {
	var _ [MaxPlayers - 4]struct{} // the four seats asked below are the array's
	var _ [4 - MaxPlayers]struct{}
	quiet := false // the frame just run left the victory check as it was
	for s.Depth > 0 {
		if s.Done {
			return
		}
		if s.Coop.On {
			// rule AB-END-3: no influence victory; the team's checks instead.
			if s.coopCheck(rec) {
				return
			}
		} else if !quiet {
			// victoryNow written out: the check is not inlined.
			r := &s.reach
			short := r[0] & r[1] & r[2] & r[3]
			last := powerLasts[uint8(s.Scenario)]
			if (short >= 0 || s.Power[0] >= last || s.Power[1] >= last) && s.checkVictory(rec) {
				return
			}
		}
		// Depth is in 1..frame.Max here, so this is Frames[Depth-1]; the
		// remainder by a power of two needs no bounds check.
		top := &s.Frames[uint8(s.Depth-1)%frame.Max]
		k := kinds[top.Kind]
		if k == nil {
			panic(fmt.Sprintf("fallout: frame kind %d is not registered", top.Kind))
		}
		if k.Run == nil {
			return
		}
		// Read off the stack, which the frame's run may overwrite once it
		// is popped; f itself is never addressed, so it stays in registers.
		quiet = quietFrame(top)
		f := *top
		s.Depth--
		k.Run(s, f, rec)
	}
}

// victoryNow is advance's victory check outside the co-op variant: it
// reports whether the game ended (checkVictory), most of the time ruled
// out without a call. The reach is negative for every seat exactly when
// the AND of the four is.
func (s *State) victoryNow(rec *engine.Recorder) bool {
	r := &s.reach
	short := r[0] & r[1] & r[2] & r[3]
	last := powerLasts[uint8(s.Scenario)]
	return (short >= 0 || s.Power[0] >= last || s.Power[1] >= last) && s.checkVictory(rec)
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
