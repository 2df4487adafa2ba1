package toygame

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Config{
		Games: 300, Players: []int{2, 3, 4}, DeepEvery: 1,
		Invariants: func(s engine.State) error { return s.(*State).Check() },
	})
}

func TestSingleOptionAndSharedWin(t *testing.T) {
	var single, shared bool
	for seed := uint64(0); seed < 200 && !(single && shared); seed++ {
		st, err := Game{}.New(engine.Setup{Players: 3, Seed: seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for !st.Over() {
			d := engine.DecisionOf(st)
			if len(d.Options) == 1 {
				single = true
			}
			if _, err := engine.Apply(st, d.Seat, d.Options[len(d.Options)-1].ID); err != nil {
				t.Fatal(err)
			}
		}
		if len(st.Result().Winners) > 1 {
			shared = true
		}
	}
	if !single || !shared {
		t.Fatalf("single-option decision seen %v, shared win seen %v", single, shared)
	}
}
