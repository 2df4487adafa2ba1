package narrate

import (
	"bytes"
	"encoding/json"
	"testing"

	"wasteland/engine"
	"wasteland/games"
)

// TestNarrationKeepsSecrets is the conformance leak check applied to the
// sentences: in random positions of random games, for every seat, a
// resampled state (everything hidden from the seat redrawn) played on with
// the same option must tell the seat the same sentences, up to the first
// event that discloses randomness, whenever the seat's view stays the
// same. A sentence that depended on another seat's secret would differ.
// It plays every kind of game (setupsOf: co-op, every scenario), so a
// co-op mutation, hidden from everyone until it is revealed, is covered.
func TestNarrationKeepsSecrets(t *testing.T) {
	for _, g := range games.All() {
		for _, kind := range setupsOf(g) {
			t.Run(g.Name()+"/"+kind.name, func(t *testing.T) {
				lo, hi := g.PlayerRange()
				compared := 0
				for i := range max(2, narrateGames(t)/4) {
					players := lo + (i+1)%(hi-lo+1)
					setup := kind.setup(players, uint64(7000+i))
					st, err := g.New(setup, nil)
					if err != nil {
						t.Fatal(err)
					}
					rng, resampler := engine.NewRNG(setup.Seed), engine.NewRNG(setup.Seed^0x5eed)
					for move := 0; !st.Over() && move < 3000; move++ {
						acts := st.Legal(nil)
						a := acts[rng.IntN(len(acts))]
						if move%37 == 0 {
							compared += compareResampled(t, g.Name(), st, a, &resampler)
						}
						st.ApplyUnchecked(a, nil)
					}
				}
				if compared == 0 {
					t.Fatal("no position was compared")
				}
			})
		}
	}
}

// compareResampled plays option a on a copy of st and on a state resampled
// for each seat, and compares the sentences each seat is told; it returns
// the number of comparisons made.
func compareResampled(t *testing.T, game string, st engine.State, a engine.Action, resampler *engine.RNG) int {
	t.Helper()
	id := st.Option(a).ID
	var mine engine.Recorder
	cl := st.Clone()
	engine.Play(cl, a, &mine)
	compared := 0
	for seat := engine.Seat(-1); int(seat) < st.Players(); seat++ {
		rs := st.Resample(seat, resampler)
		ra, err := engine.Find(rs, id)
		if err != nil {
			continue // the option depends on what seat cannot see
		}
		var theirs engine.Recorder
		engine.Play(rs, ra, &theirs)
		if !sameView(rs.View(seat), cl.View(seat)) {
			continue
		}
		for _, l := range Langs() {
			n, err := New(game, l, seat, nil)
			if err != nil {
				t.Fatal(err)
			}
			sa, sb := toldUntilChance(n, mine.Events), toldUntilChance(n, theirs.Events)
			if len(sa) != len(sb) {
				sa, sb = sa[:min(len(sa), len(sb))], sb[:min(len(sa), len(sb))]
			}
			for i := range sa {
				if sa[i] != sb[i] {
					t.Fatalf("seat %d is told different things after %s in states it cannot tell apart:\n%s\n%s", seat, id, sa[i], sb[i])
				}
			}
		}
		compared++
	}
	return compared
}

func sameView(a, b any) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

// toldUntilChance narrates all of evs (the narrator itself leaves out
// what its reader may not see) up to the first told event that discloses
// randomness.
func toldUntilChance(n *Narrator, evs []engine.Event) []string {
	var out []string
	for _, e := range evs {
		s := n.Event(e)
		if s == "" {
			continue
		}
		if e.Reveals {
			break
		}
		out = append(out, s)
	}
	return out
}
