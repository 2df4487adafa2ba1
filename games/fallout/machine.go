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
func (s *State) advance(rec *engine.Recorder) {
	quiet := false // the frame just run left the victory check as it was
	kinds.Advance(s, &s.Machine, rec, func() bool {
		if s.Done {
			return true
		}
		if s.Coop.On {
			// rule AB-END-3: no influence victory; the team's checks instead.
			return s.coopCheck(rec)
		}
		if !quiet && s.checkVictory(rec) {
			return true
		}
		quiet = quietFrame(s.Top())
		return false
	})
}

// act packs a verb and up to three small arguments into an Action (frame.Act).
func act(verb uint8, x, y, z int) engine.Action { return frame.Act(verb, x, y, z) }

// unact unpacks an Action made by act (frame.Unact).
func unact(a engine.Action) (verb uint8, x, y, z int) { return frame.Unact(a) }

// opt builds an option (frame.Opt).
func opt(id, label string, args ...string) engine.Option { return frame.Opt(id, label, args...) }
