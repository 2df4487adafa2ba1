package bot

import (
	"bytes"
	"testing"

	"wasteland/engine"
)

// playOut plays st to its end, bots[seat] choosing at every decision. It
// fails t when the game has not ended after limit moves.
func playOut(t testing.TB, st engine.State, bots []Bot, limit int) {
	t.Helper()
	var legal []engine.Action
	for moves := 0; !st.Over(); moves++ {
		if moves >= limit {
			t.Fatalf("no end after %d moves", moves)
		}
		seat := st.ToMove()
		legal = st.Legal(legal[:0])
		st.ApplyUnchecked(bots[seat].Choose(st, seat, legal), nil)
	}
}

// hiddenInfoWalk sets how checkSameChoices walks a game's positions.
type hiddenInfoWalk struct {
	players  []int  // one game for each player count
	seed     uint64 // game i is seeded seed+i; the walk's moves by seed alone
	every    int    // check every n-th position where the mover has a choice
	maxMoves int    // positions walked per game at most
	min      int    // positions that must be checked in all
}

// testKinds are the bot kinds the tests play: every bot, ismcts with a
// small budget.
var testKinds = []string{"random", "greedy", "ismcts:48"}

// checkSameChoices walks random games of g and, at every w.every-th
// position with a choice, has every bot kind choose in the real state and
// in a redraw of what the mover cannot see (Resample): the two choices
// must be the same option. Nine in ten checked positions must actually
// differ in their hidden parts.
func checkSameChoices(t *testing.T, g engine.Game, w hiddenInfoWalk) {
	t.Helper()
	walker := engine.NewRNG(w.seed)
	checked, differ := 0, 0
	for game, players := range w.players {
		st, err := g.New(engine.Setup{Players: players, Seed: w.seed + uint64(game)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for move := 0; !st.Over() && move < w.maxMoves; move++ {
			legal := st.Legal(nil)
			if move%w.every == 0 && len(legal) > 1 {
				seat := st.ToMove()
				hider := engine.NewRNG(uint64(move))
				other := st.Resample(seat, &hider)
				a, _ := st.MarshalBinary()
				b, _ := other.MarshalBinary()
				if !bytes.Equal(a, b) {
					differ++
				}
				for _, kind := range testKinds {
					b1, _ := New(kind, uint64(move))
					b2, _ := New(kind, uint64(move))
					x := b1.Choose(st, seat, legal)
					y := b2.Choose(other, seat, other.Legal(nil))
					if st.Option(x).ID != other.Option(y).ID {
						t.Fatalf("%d players, move %d (%s): %s chose %s and %s", players, move, st.Prompt(), kind, st.Option(x).ID, other.Option(y).ID)
					}
				}
				checked++
			}
			st.ApplyUnchecked(legal[walker.IntN(len(legal))], nil)
		}
	}
	if checked < w.min || differ < checked*9/10 {
		t.Fatalf("%d positions checked, %d of them with other hidden information", checked, differ)
	}
}
