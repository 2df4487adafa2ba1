package fallout

import (
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// leakyGame plays co-op Fallout with a broken view: each seat's view also
// names that seat's own face-down mutation. It exists to show that the
// conformance suite catches such a leak.
type leakyGame struct{ Game }

// leakyState is a co-op state whose View shows the owner's mutation.
type leakyState struct{ *State }

func (g leakyGame) New(setup engine.Setup, rec *engine.Recorder) (engine.State, error) {
	st, err := g.Game.New(setup, rec)
	if err != nil {
		return nil, err
	}
	return leakyState{st.(*State)}, nil
}

func (g leakyGame) Unmarshal(b []byte) (engine.State, error) {
	st, err := g.Game.Unmarshal(b)
	if err != nil {
		return nil, err
	}
	return leakyState{st.(*State)}, nil
}

func (s leakyState) Clone() engine.State { return leakyState{s.State.Clone().(*State)} }

func (s leakyState) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	return leakyState{s.State.Resample(seat, rng).(*State)}
}

func (s leakyState) View(seat engine.Seat) any {
	v := s.State.View(seat).(*View)
	if seat >= 0 && v.Coop != nil && s.Coop.Mutation[seat] >= 0 {
		v.Coop.Mutations[seat].ID = coopData.Mutations[s.Coop.Mutation[seat]].ID
	}
	return v
}

// The leak check of the conformance suite (Resample keeps a seat's view)
// covers the co-op variant: a view showing a survivor's own face-down
// mutation to its owner fails it, while the game's real view passes.
// rule AB-SETUP-5
func TestCoopLeakCheckCatchesOwnMutation(t *testing.T) {
	cfg := enginetest.Config{Players: []int{2}, DeepEvery: 1, MaxMoves: 400,
		Invariants: func(st engine.State) error { return nil }}
	setup := engine.Setup{Players: 2, Variant: VariantCoop, Seed: 77}
	err := enginetest.Playout(leakyGame{}, setup, cfg)
	if err == nil || !strings.Contains(err.Error(), "Resample") {
		t.Fatalf("the leaky view passed the conformance checks: %v", err)
	}
	if err := enginetest.Playout(Game{}, setup, cfg); err != nil && !strings.Contains(err.Error(), "moves") {
		t.Fatalf("the real view fails: %v", err)
	}
}

// Nobody sees a face-down mutation: no view, no event before its reveal,
// no option id names it; Resample redraws it for every seat, its owner
// included, and keeps revealed ones.
// rule AB-SETUP-5, AB-MUT-1
func TestCoopMutationsHidden(t *testing.T) {
	st, err := Game{}.New(engine.Setup{Players: 3, Variant: VariantCoop, Seed: 9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	var log []engine.Event
	for s.Round == 0 {
		d := engine.DecisionOf(s)
		evs, err := engine.Apply(s, d.Seat, foFirst(d))
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, evs...)
	}
	for p := 0; p < 3; p++ {
		id := coopData.Mutations[s.Coop.Mutation[p]].ID
		for seat := engine.Seat(-1); seat < 3; seat++ {
			if b := string(mustJSON(t, s.View(seat))); strings.Contains(b, id) {
				t.Fatalf("seat %d sees seat %d's mutation", seat, p)
			}
			if b := string(mustJSON(t, engine.VisibleTo(log, seat))); strings.Contains(b, id) {
				t.Fatalf("seat %d's events name seat %d's mutation", seat, p)
			}
		}
		for _, o := range foOptions(s) {
			if strings.Contains(o, id) {
				t.Fatalf("option %q names a mutation", o)
			}
		}
	}
	changed := false
	s.Coop.Revealed = 1 << 2
	rng := engine.NewRNG(1)
	for i := 0; i < 20; i++ {
		r := s.Resample(0, &rng).(*State)
		changed = changed || r.Coop.Mutation[0] != s.Coop.Mutation[0]
		if r.Coop.Mutation[2] != s.Coop.Mutation[2] {
			t.Fatal("Resample redrew a revealed mutation")
		}
	}
	if !changed {
		t.Fatal("Resample never redrew the owner's own face-down mutation")
	}
}
