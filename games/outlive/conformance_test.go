package outlive

import (
	"fmt"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// Random games played to their end: 2,000 over 2 to 4 players (150 under
// -short), every one checked in full. WASTELAND_CONFORMANCE_GAMES sets the
// games per player count (docs/tools.md, Tests).
// rule OL-NIGHT-MAINT-1, OL-NIGHT-MAINT-3, OL-TIE-4, OL-SCORE-0
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{
		Games:      2000,
		ShortGames: 150,
		Players:    []int{2, 3, 4},
		DeepEvery:  97,
		Invariants: invariants,
	})
}

// invariants are the properties every state of every game keeps.
func invariants(st engine.State) error {
	s := st.(*State)
	if err := s.Check(); err != nil {
		return err
	}
	if s.Done {
		res := s.Result()
		for p := 0; p < int(s.N); p++ {
			b := s.Score(p)
			if b.Total != b.Events+b.Rooms+b.Radiation+b.Survivors+b.Repaired+b.Pairs {
				return fmt.Errorf("seat %d score %d is not the sum of its terms %+v", p, b.Total, b)
			}
			if res.Scores[p] != b.Total {
				return fmt.Errorf("seat %d result %d, breakdown %d", p, res.Scores[p], b.Total)
			}
		}
	}
	if s.Done || (s.Round >= 2 && s.beforeFirstMove()) {
		for p := 0; p < int(s.N); p++ {
			if s.P[p].Res[Meat] != 0 || s.P[p].Res[Water] > 2 {
				return fmt.Errorf("seat %d keeps %d meat and %d water after maintenance", p, s.P[p].Res[Meat], s.P[p].Res[Water])
			}
		}
	}
	return nil
}

// beforeFirstMove reports whether the round's first hero has yet to move
// and no day event has handed out goods: maintenance's result still stands.
func (s *State) beforeFirstMove() bool {
	for p := 0; p < int(s.N); p++ {
		for _, h := range s.P[p].Heroes {
			if h.Active {
				return false
			}
		}
	}
	return s.Depth > 0 && s.Top().Kind == fDayTurn
}
