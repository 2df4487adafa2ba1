package enginetest

import (
	"bytes"
	"testing"

	"wasteland/engine"
)

// CheckOptionID plays steps random moves of g from setup (chosen with an RNG
// seeded by setup.Seed), then sends option id from seat through engine.Apply.
// It fails t if a refused id changed the state, if a legal id was refused, or
// if an illegal one was accepted. Fuzz tests of option ids call it with
// arbitrary steps, seats and ids.
func CheckOptionID(t *testing.T, g engine.Game, setup engine.Setup, steps int, seat engine.Seat, id string) {
	t.Helper()
	st, err := g.New(setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRNG(setup.Seed)
	for i := 0; i < steps && !st.Over(); i++ {
		acts := st.Legal(nil)
		st.ApplyUnchecked(acts[r.IntN(len(acts))], nil)
	}
	before, _ := st.MarshalBinary()
	legal := false
	if !st.Over() && seat == st.ToMove() {
		for _, a := range st.Legal(nil) {
			legal = legal || st.Option(a).ID == id
		}
	}
	if _, err := engine.Apply(st, seat, id); err != nil {
		if legal {
			t.Fatalf("legal option %q refused: %v", id, err)
		}
		if after, _ := st.MarshalBinary(); !bytes.Equal(before, after) {
			t.Fatalf("refused %q changed the state", id)
		}
	} else if !legal {
		t.Fatalf("illegal option %q accepted", id)
	}
}
