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
// random game, and most of the time victoryPossible, inlined, rules it
// out without a call.
func (s *State) advance(rec *engine.Recorder) {
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
		} else if !quiet && s.victoryPossible() && s.checkVictory(rec) {
			return
		}
		f := s.Frames[s.Depth-1]
		k := kinds[f.Kind]
		if k == nil {
			panic(fmt.Sprintf("fallout: frame kind %d is not registered", f.Kind))
		}
		if k.Run == nil {
			return
		}
		quiet = quietFrame(&f)
		s.Depth--
		k.Run(s, f, rec)
	}
}

// act packs a verb and up to three small arguments into an Action (frame.Act).
func act(verb uint8, x, y, z int) engine.Action { return frame.Act(verb, x, y, z) }

// unact unpacks an Action made by act (frame.Unact).
func unact(a engine.Action) (verb uint8, x, y, z int) { return frame.Unact(a) }

// opt builds an option (frame.Opt).
func opt(id, label string, args ...string) engine.Option { return frame.Opt(id, label, args...) }
