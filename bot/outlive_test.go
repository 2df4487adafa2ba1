package bot

import (
	"bytes"
	"testing"

	"wasteland/engine"
	"wasteland/games/outlive"
)

// TestOutliveBotsIgnoreHiddenInfo: on Outlive positions, both bots choose
// the same option in two states the mover cannot tell apart.
func TestOutliveBotsIgnoreHiddenInfo(t *testing.T) {
	walker := engine.NewRNG(11)
	checked, differ := 0, 0
	for game, players := range []int{2, 3, 4, 2, 3, 4} {
		st, err := outlive.Game{}.New(engine.Setup{Players: players, Seed: uint64(game) + 1})
		if err != nil {
			t.Fatal(err)
		}
		for move := 0; !st.Over(); move++ {
			if move%3 == 0 {
				seat := st.ToMove()
				hider := engine.NewRNG(uint64(move))
				other := st.Resample(seat, &hider)
				a, _ := st.MarshalBinary()
				b, _ := other.MarshalBinary()
				if !bytes.Equal(a, b) {
					differ++
				}
				for _, kind := range Kinds() {
					b1, _ := New(kind, uint64(move))
					b2, _ := New(kind, uint64(move))
					x := b1.Choose(st, seat, st.Legal(nil))
					y := b2.Choose(other, seat, other.Legal(nil))
					if st.Option(x).ID != other.Option(y).ID {
						t.Fatalf("%d players, move %d (%s): %s chose %s and %s", players, move, st.Prompt(), kind, st.Option(x).ID, other.Option(y).ID)
					}
				}
				checked++
			}
			legal := st.Legal(nil)
			st.ApplyUnchecked(legal[walker.IntN(len(legal))], nil)
		}
	}
	if checked < 500 || differ < checked*9/10 {
		t.Fatalf("%d positions checked, %d of them with other hidden information", checked, differ)
	}
}

// TestOutliveGreedyBeatsRandom plays greedy against random at 2 players.
func TestOutliveGreedyBeatsRandom(t *testing.T) {
	wins := 0
	const games = 10
	for g := range games {
		st, err := outlive.Game{}.New(engine.Setup{Players: 2, Seed: uint64(g) + 100})
		if err != nil {
			t.Fatal(err)
		}
		greedySeat := engine.Seat(g % 2)
		bots := make([]Bot, 2)
		bots[greedySeat] = NewGreedy(uint64(g))
		bots[1-greedySeat] = NewRandom(uint64(g))
		for !st.Over() {
			seat := st.ToMove()
			st.ApplyUnchecked(bots[seat].Choose(st, seat, st.Legal(nil)), nil)
		}
		for _, w := range st.Result().Winners {
			if w == greedySeat {
				wins++
			}
		}
	}
	if wins < games*7/10 {
		t.Errorf("greedy won %d of %d games against random", wins, games)
	}
}

// BenchmarkOutliveGame plays whole 4-player games of Outlive, two greedy
// bots against two random ones.
func BenchmarkOutliveGame(b *testing.B) {
	var legal []engine.Action
	for i := 0; b.Loop(); i++ {
		st, err := outlive.Game{}.New(engine.Setup{Players: 4, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		bots := []Bot{NewGreedy(uint64(i)), NewGreedy(uint64(i) + 1), NewRandom(uint64(i) + 2), NewRandom(uint64(i) + 3)}
		for !st.Over() {
			seat := st.ToMove()
			legal = st.Legal(legal[:0])
			st.ApplyUnchecked(bots[seat].Choose(st, seat, legal), nil)
		}
	}
}
