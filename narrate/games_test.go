package narrate

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games"
)

// narrateGames is the number of random games per game the narration tests
// play: WASTELAND_NARRATE_GAMES, else 16 (4 with -short).
func narrateGames(t *testing.T) int {
	if v := os.Getenv("WASTELAND_NARRATE_GAMES"); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 {
			t.Fatalf("WASTELAND_NARRATE_GAMES=%q is not a positive number", v)
		}
		return k
	}
	if testing.Short() {
		return 4
	}
	return 16
}

// narrators returns one narrator per language and reader (every seat and
// the spectator) of a game set up with setup.
func narrators(t *testing.T, game string, setup engine.Setup) map[Lang][]*Narrator {
	out := map[Lang][]*Narrator{}
	for _, l := range Langs() {
		for r := -1; r < setup.Players; r++ {
			n, err := New(game, l, engine.Seat(r), nil)
			if err != nil {
				t.Fatal(err)
			}
			out[l] = append(out[l], n.ForSetup(setup))
		}
	}
	return out
}

// TestRandomGamesNarrate narrates every event and every option of random
// games of every game in every language, for every reader: no error, no
// empty sentence for a visible event, no id-like token, no leftover
// placeholder; and every event type met is narrated.
func TestRandomGamesNarrate(t *testing.T) {
	c := mustCatalog()
	allowed := catalogWords(c)
	for _, g := range games.All() {
		for _, kind := range setupsOf(g) {
			t.Run(g.Name()+"/"+kind.name, func(t *testing.T) {
				lo, hi := g.PlayerRange()
				problems := map[string]string{}
				report := func(what, text string, err error) {
					key := what
					if _, seen := problems[key]; seen || len(problems) > 60 {
						return
					}
					if err != nil {
						problems[key] = err.Error()
					} else {
						problems[key] = text
					}
				}
				checked := map[string]bool{}
				check := func(what, text string, err error) {
					if err == nil && checked[text] {
						return
					}
					checked[text] = true
					if err != nil {
						report(what, "", err)
						return
					}
					if strings.TrimSpace(text) == "" {
						report(what+": empty", text, nil)
						return
					}
					if bad := badTokens(text, allowed); len(bad) > 0 {
						report(what+": "+strings.Join(bad, " "), text, nil)
					}
				}
				for i := range narrateGames(t) {
					players := lo + i%(hi-lo+1)
					setup := kind.setup(players, uint64(1000+i))
					var rec engine.Recorder
					st, err := g.New(setup, &rec)
					if err != nil {
						t.Fatal(err)
					}
					ns := narrators(t, g.Name(), setup)
					rng := engine.NewRNG(setup.Seed)
					for move := 0; ; move++ {
						for _, e := range rec.Events {
							for _, l := range Langs() {
								for r, n := range ns[l] {
									// Every event for its own audience and the
									// spectator, and for one more seat in turn.
									if r != 0 && engine.Seat(r-1) != e.To && r-1 != move%players {
										continue
									}
									s, err := n.event(e)
									if !e.VisibleTo(n.reader) {
										if s != "" {
											t.Fatalf("%s narrated to seat %d, which may not see it: %s", e.Type, n.reader, s)
										}
										continue
									}
									check(fmt.Sprintf("%s event %s", l, e.Type), s, err)
									if err == nil && n.Event(e) != s {
										report(fmt.Sprintf("%s event %s: the fallback", l, e.Type), n.Event(e), nil)
									}
								}
							}
						}
						rec.Events = rec.Events[:0]
						if st.Over() || move > 20000 {
							break
						}
						d := engine.DecisionOf(st)
						for _, l := range Langs() {
							n := ns[l][int(d.Seat)+1]
							check(fmt.Sprintf("%s prompt %s", l, d.Prompt), n.Prompt(d), nil)
							for _, o := range d.Options {
								s, err := n.option(d.Prompt, o.ID, o.Args)
								check(fmt.Sprintf("%s option %s/%s", l, d.Prompt, o.Kind), s, err)
								if err == nil && n.Option(d.Prompt, o) != s {
									report(fmt.Sprintf("%s option %s/%s: the fallback", l, d.Prompt, o.Kind), n.Option(d.Prompt, o), nil)
								}
							}
						}
						acts := st.Legal(nil)
						engine.Play(st, acts[rng.IntN(len(acts))], &rec)
					}
				}
				for what, text := range problems {
					t.Errorf("%s\n\t%s", what, text)
				}
			})
		}
	}
}
