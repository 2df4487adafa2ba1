package outlive

import (
	"bytes"
	"encoding/json"
	"testing"

	"wasteland/engine"
)

// TestAppendViewAsMarshal: after every move of random games (2 to 4
// players), each seat's view and the spectator's, appended with one
// common part per position and asked for in an order that changes from
// move to move (so that each seat is the first, whose view fills the
// common part), are what encoding/json writes for View(seat).
func TestAppendViewAsMarshal(t *testing.T) {
	shared := 0
	for p := 2; p <= 4; p++ {
		for _, seed := range []uint64{uint64(p), uint64(p + 30)} {
			st, err := Game{}.New(engine.Setup{Players: p, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			var acts []engine.Action
			var common, got []byte
			for move := 0; ; move++ {
				s := st.(*State)
				if s.leadersPublic() && s.roomsPublic() {
					shared++
				}
				common = common[:0]
				for i := 0; i <= p; i++ {
					seat := engine.Seat((move+i)%(p+1)) - 1
					got, err = s.AppendView(got[:0], seat, &common)
					if err != nil {
						t.Fatal(err)
					}
					want, err := json.Marshal(st.View(seat))
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got, want) {
						t.Fatalf("%d players, seed %d, move %d, seat %d:\n got %s\nwant %s", p, seed, move, seat, got, want)
					}
				}
				if st.Over() {
					break
				}
				acts = st.Legal(acts[:0])
				st.ApplyUnchecked(acts[rng.IntN(len(acts))], nil)
			}
		}
	}
	if shared == 0 {
		t.Fatal("no position shared its views' common part")
	}
}
