package outlive

import "wasteland/engine"

// RoundStarted opens a round.
type RoundStarted struct {
	Round       int `json:"round"`
	StartPlayer int `json:"start_player"`
}

func init() {
	// rule OL-ROUND-1: dawn, day, night; OL-ROUND-2: six rounds, then scoring.
	register(fRound, frameKind{Name: "round", Run: func(s *State, f Frame, rec *engine.Recorder) {
		if s.Round >= 6 {
			s.Push(Frame{Kind: fScore})
			return
		}
		s.Round++
		if rec.On() {
			rec.Public("round-started", RoundStarted{Round: int(s.Round), StartPlayer: int(s.Start)}, "OL-ROUND-1")
		}
		s.DayTurn = s.Start
		s.PushAll(
			Frame{Kind: fDawn},
			dayEventsArgs{}.frame(),
			Frame{Kind: fDayTurn, Seat: s.Start},
			Frame{Kind: fSunset},
			nightArgs{stage: nightBegin}.frame(),
			Frame{Kind: fRoundEnd},
		)
	}})
	register(fRoundEnd, frameKind{Name: "round-end", Run: func(s *State, f Frame, rec *engine.Recorder) {
		s.Push(Frame{Kind: fRound})
	}})
}
