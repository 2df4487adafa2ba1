package fallout

import "wasteland/engine"

// Solo play (FO-SOLO-1..7). A solo game follows the standard rules; the
// exceptions live where their rules do: the agenda deck stays with the
// solo player and only the faction with less power advances when it runs
// out (round.go, FO-SOLO-5/7), a quest asking for another survivor in the
// space asks for the solo icon instead (quest.go, FO-SOLO-2), the player
// reads encounter cards (encounter.go, FO-SOLO-4), and the threshold is
// 11 with the agenda cards for one player (FO-SOLO-6). This file resolves
// the test a quest asks the other survivor to make: it is never rolled,
// its result is always 3 ● (FO-SOLO-3).
//
// fSoloOther frame: Seat = the solo survivor (soloOtherArgs). Like a
// test (startTest), it sits on its continuation, whose outcome it sets to
// outcomeSuccess or outcomeFail (setOutcome).

// SoloOtherTest is the event of the other survivor's test in solo play.
type SoloOtherTest struct {
	Seat       int  `json:"seat"`       // the solo survivor
	Difficulty int  `json:"difficulty"` // ● needed
	Bullets    int  `json:"bullets"`    // always 3 (rules.solo_other_hits)
	Success    bool `json:"success"`
}

func init() {
	register(fSoloOther, frameKind{Name: "solo-other", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule FO-SOLO-3: the result is always "3".
		n := data.Rules.SoloOtherHits
		d := soloOtherOf(&f).difficulty
		ok := n >= d
		then := &s.Frames[s.Depth-1]
		setOutcome(then, outcomeFail)
		if ok {
			setOutcome(then, outcomeSuccess)
		}
		if rec.On() {
			rec.Public("solo-other-test", SoloOtherTest{Seat: int(f.Seat), Difficulty: d, Bullets: n, Success: ok}, "FO-SOLO-3")
		}
	}})
}
