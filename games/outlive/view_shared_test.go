package outlive

import (
	"bytes"
	"encoding/json"
	"testing"

	"wasteland/engine"
)

// eachPosition calls f with every position of random games of 2 to 4
// players (two seeds each), from the setup to the end.
func eachPosition(t *testing.T, f func(s *State, move int)) {
	t.Helper()
	for p := 2; p <= 4; p++ {
		for _, seed := range []uint64{uint64(p), uint64(p + 30)} {
			st, err := Game{}.New(engine.Setup{Players: p, Seed: seed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			var acts []engine.Action
			for move := 0; ; move++ {
				f(st.(*State), move)
				if st.Over() {
					break
				}
				acts = st.Legal(acts[:0])
				st.ApplyUnchecked(acts[rng.IntN(len(acts))], nil)
			}
		}
	}
}

// marshalView is json.Marshal(s.View(seat)).
func marshalView(t *testing.T, s *State, seat engine.Seat) []byte {
	t.Helper()
	b, err := json.Marshal(s.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestAppendViewAsMarshal: after every move of random games, each seat's
// view and the spectator's, appended with one common part per position
// and asked for in an order that changes from move to move (so that each
// seat is the first, whose view fills the common part), are what
// encoding/json writes for View(seat).
func TestAppendViewAsMarshal(t *testing.T) {
	shared := 0
	var common, got []byte
	eachPosition(t, func(s *State, move int) {
		if s.leadersPublic() && s.roomsPublic() {
			shared++
		}
		common = common[:0]
		p := int(s.N)
		for i := 0; i <= p; i++ {
			seat := engine.Seat((move+i)%(p+1)) - 1
			var err error
			if got, err = s.AppendView(got[:0], seat, &common); err != nil {
				t.Fatal(err)
			}
			if want := marshalView(t, s, seat); !bytes.Equal(got, want) {
				t.Fatalf("%d players, move %d, seat %d:\n got %s\nwant %s", p, move, seat, got, want)
			}
		}
	})
	if shared == 0 {
		t.Fatal("no position shared its views' common part")
	}
}

// TestSpectatorViewAsView: the spectator's view encoded straight from the
// state is, at every position of random games, setup included, what
// encoding/json writes for View(engine.Spectator).
func TestSpectatorViewAsView(t *testing.T) {
	var got []byte
	eachPosition(t, func(s *State, move int) {
		got = s.appendSpectatorView(got[:0])
		if want := marshalView(t, s, engine.Spectator); !bytes.Equal(got, want) {
			t.Fatalf("%d players, move %d:\n got %s\nwant %s", s.N, move, got, want)
		}
	})
}
