package engine_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
	"wasteland/internal/toygame"
)

// TestChoiceAsApply: at every position of random games of every game,
// ChoiceOf's decision is DecisionOf's, and its Apply plays an option as
// the package's Apply does (the same events, the same position after) and
// refuses what Apply refuses with the same errors, changing nothing.
func TestChoiceAsApply(t *testing.T) {
	for _, g := range []engine.Game{countdown{}, toygame.Game{}, outlive.Game{}, fallout.Game{}} {
		for players := 1; players <= 4; players++ {
			lo, hi := g.PlayerRange()
			if players < lo || players > hi {
				continue
			}
			t.Run(fmt.Sprintf("%s/%d", g.Name(), players), func(t *testing.T) {
				st, err := g.New(engine.Setup{Players: players, Seed: uint64(40 + players)}, nil)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(uint64(players))
				for move := 0; move < 400; move++ {
					c := engine.ChoiceOf(st)
					if d := engine.DecisionOf(st); !reflect.DeepEqual(c.Decision, d) {
						t.Fatalf("move %d: ChoiceOf %+v, DecisionOf %+v", move, c.Decision, d)
					}
					before, _ := st.MarshalBinary()
					for _, bad := range []struct {
						seat engine.Seat
						id   string
					}{{st.ToMove() + 1, "x"}, {st.ToMove(), "no such option"}, {st.ToMove(), strings.Repeat("z", 300)}} {
						_, got := c.Apply(st, bad.seat, bad.id)
						_, want := engine.Apply(st, bad.seat, bad.id)
						if got == nil || want == nil || got.Error() != want.Error() || errors.Is(got, engine.ErrNotYourTurn) != errors.Is(want, engine.ErrNotYourTurn) {
							t.Fatalf("move %d: seat %d option %.20q: Choice.Apply %v, Apply %v", move, bad.seat, bad.id, got, want)
						}
						if after, _ := st.MarshalBinary(); string(after) != string(before) {
							t.Fatalf("move %d: a refused option changed the state", move)
						}
					}
					if st.Over() {
						break
					}
					id := c.Options[rng.IntN(len(c.Options))].ID
					other := st.Clone()
					got, err := c.Apply(st, st.ToMove(), id)
					if err != nil {
						t.Fatalf("move %d: %s: %v", move, id, err)
					}
					want, err := engine.Apply(other, other.ToMove(), id)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("move %d: %s: Choice.Apply's events\n%+v\nApply's\n%+v", move, id, got, want)
					}
					a, _ := st.MarshalBinary()
					b, _ := other.MarshalBinary()
					if string(a) != string(b) {
						t.Fatalf("move %d: %s: the positions after differ", move, id)
					}
				}
				if !st.Over() {
					return
				}
				c := engine.ChoiceOf(st)
				if _, err := c.Apply(st, 0, "x"); !errors.Is(err, engine.ErrGameOver) {
					t.Errorf("a finished game: %v", err)
				}
			})
		}
	}
}

// TestChoiceApplyListsNothing: playing an option of a Choice neither
// lists the legal actions nor names them again.
func TestChoiceApplyListsNothing(t *testing.T) {
	st, _ := countdown{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	c := engine.ChoiceOf(st)
	counted := &countingState{State: st}
	if _, err := c.Apply(counted, 0, "sub:1"); err != nil {
		t.Fatal(err)
	}
	if counted.calls != 0 {
		t.Errorf("Legal and Option called %d times", counted.calls)
	}
}
