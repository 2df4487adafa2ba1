package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// conformanceGame plays games of a few rounds: until the influence and
// power victories exist, the test-only round limit ends them.
type conformanceGame struct{ Game }

func (g conformanceGame) New(setup engine.Setup) (engine.State, error) {
	setup.Options = map[string]string{OptRounds: "12"}
	return g.Game.New(setup)
}

// rule FO-COMP-1, FO-ROUND-1
func TestConformance(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	enginetest.Run(t, conformanceGame{}, enginetest.Config{
		Games:      games,
		Players:    []int{1, 2, 3, 4},
		DeepEvery:  9,
		Invariants: func(st engine.State) error { return st.(*State).Check() },
	})
}
