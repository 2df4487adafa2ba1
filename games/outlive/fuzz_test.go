package outlive

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// FuzzOptionID sends arbitrary option ids, from arbitrary seats, to games
// in progress: a refused id must leave the state byte for byte unchanged,
// and an accepted one must have been legal.
func FuzzOptionID(f *testing.F) {
	for _, id := range []string{"move:h5:dam", "leader:solen-livrich", "take:water", "ammo:2", "give:wood", "done", "pass", "", "move:h5:dam:exo", "avert:forest-fire:pay=water3", "feed:meat=1,water=0,cans=0"} {
		f.Add(uint64(1), uint8(30), id, int8(0))
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, id string, seat int8) {
		enginetest.CheckOptionID(t, Game{}, engine.Setup{Players: 2 + int(seed%3), Seed: seed}, int(steps), engine.Seat(seat), id)
	})
}

// FuzzRecord decodes arbitrary records and replays those that decode:
// nothing panics, and a replay either reproduces the record or fails with
// an error.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"outlive","setup":{"players":2,"seed":3},"moves":[{"seat":0,"option":"leader:wilson-frye"}]}`))
	f.Add([]byte(`{"format":1,"game":"outlive","setup":{"players":9},"moves":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := engine.DecodeRecord(data)
		if err != nil || rec.Game != "outlive" || len(rec.Moves) > 200 {
			return
		}
		_, _, _ = engine.Replay(Game{}, rec)
	})
}

// FuzzUnmarshal feeds arbitrary bytes to the state decoder: it refuses what
// is inconsistent and never returns a state that breaks its invariants.
func FuzzUnmarshal(f *testing.F) {
	st, _ := Game{}.New(engine.Setup{Players: 3, Seed: 5}, nil)
	good, _ := st.MarshalBinary()
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Game{}.Unmarshal(data)
		if err != nil {
			return
		}
		if err := s.(*State).Check(); err != nil {
			t.Fatalf("accepted a state that fails Check: %v", err)
		}
	})
}
