package narrate

import (
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/games/fallout"
	fcontent "wasteland/games/fallout/content"
)

// TestMutationsUnnamedUntilRevealed plays random co-op games and checks
// that no sentence, told to anyone (the whole-game reader included), names
// a mutation before a mutation-revealed event has turned it face up: a
// face-down mutation is unknown to every seat, its owner too. It plays
// on until a game has revealed one.
//
// rule AB-MUT-1
func TestMutationsUnnamedUntilRevealed(t *testing.T) {
	g, err := games.Lookup("fallout")
	if err != nil {
		t.Fatal(err)
	}
	muts := fcontent.Default().Coop.Mutations
	revealedAny := false
	// More games while none has revealed a mutation: whether one does is
	// chance.
	for i := 0; i < narrateGames(t) || !revealedAny && i < 4*narrateGames(t); i++ {
		players := 1 + i%4
		setup := engine.Setup{Players: players, Variant: "coop", Seed: uint64(3000 + i)}
		var rec engine.Recorder
		st, err := g.New(setup, &rec)
		if err != nil {
			t.Fatal(err)
		}
		var ns []*Narrator
		for _, l := range Langs() {
			for _, r := range []engine.Seat{Everyone, engine.Spectator, 0} {
				n, err := New("fallout", l, r, nil)
				if err != nil {
					t.Fatal(err)
				}
				ns = append(ns, n)
			}
		}
		revealed := map[string]bool{}
		rng := engine.NewRNG(setup.Seed)
		for move := 0; ; move++ {
			for _, e := range rec.Events {
				if e.Type == "mutation-revealed" {
					switch d := e.Data.(type) {
					case fallout.MutationRevealed:
						revealed[d.Mutation] = true
					case *fallout.MutationRevealed:
						revealed[d.Mutation] = true
					default:
						t.Fatalf("mutation-revealed carries %T", e.Data)
					}
					revealedAny = true
					continue
				}
				for _, n := range ns {
					s := n.Event(e)
					for _, m := range muts {
						if !revealed[m.ID] && strings.Contains(s, m.Name) {
							t.Fatalf("%s names the face-down mutation %s: %s", e.Type, m.Name, s)
						}
					}
				}
			}
			rec.Events = rec.Events[:0]
			if st.Over() || move > 20000 {
				break
			}
			acts := st.Legal(nil)
			engine.Play(st, acts[rng.IntN(len(acts))], &rec)
		}
	}
	if !revealedAny {
		t.Fatal("no mutation was revealed: the test saw nothing to check")
	}
}
