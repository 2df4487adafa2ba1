package narrate

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games"
)

// TestMessagesCompile checks that every catalog message with a template,
// in every language, compiles to a program: none is left to the slower
// text/template but where a program gives up on a value.
func TestMessagesCompile(t *testing.T) {
	c := mustCatalog()
	for _, l := range Langs() {
		for key, src := range c.keys[l] {
			if !strings.Contains(src.Other, "{{") {
				continue
			}
			m := c.messageOf(l, key)
			if m.err != nil {
				t.Errorf("%s %s: %v", l, key, m.err)
				continue
			}
			if !m.compiled {
				t.Errorf("%s %s does not compile: %s", l, key, src.Other)
			}
		}
	}
}

// withTemplates returns what say returns with the messages filled by
// text/template alone, as before their programs.
func withTemplates[T any](say func() T) T {
	compiledFill = false
	defer func() { compiledFill = true }()
	return say()
}

// TestProgramsSayWhatTemplatesSay narrates every event, prompt and
// option of random games of every game and setup in every language, by
// the messages' programs and by text/template: the words are the same,
// byte for byte. It plays an eighth of the narration tests' games (at
// least one per setup). Each event is told to its audience, the
// spectator, the whole log's reader (who names a seat by its name) and one
// more seat in turn; each prompt to the deciding seat and one more.
func TestProgramsSayWhatTemplatesSay(t *testing.T) {
	type told struct {
		s   string
		err string
	}
	tell := func(s string, err error) told {
		if err != nil {
			return told{s, err.Error()}
		}
		return told{s: s}
	}
	for _, g := range games.All() {
		for _, kind := range setupsOf(g) {
			t.Run(g.Name()+"/"+kind.name, func(t *testing.T) {
				lo, hi := g.PlayerRange()
				compared, differ := 0, 0
				same := func(what string, say func() told) {
					compared++
					got, want := say(), withTemplates(say)
					if got != want && differ < 20 {
						differ++
						t.Errorf("%s:\n\tprogram  %q\n\ttemplate %q", what, got, want)
					}
				}
				for i := range max(1, narrateGames(t)/8) {
					players := lo + i%(hi-lo+1)
					setup := kind.setup(players, uint64(3000+i))
					var rec engine.Recorder
					st, err := g.New(setup, &rec)
					if err != nil {
						t.Fatal(err)
					}
					ns := narrators(t, g.Name(), setup)
					for _, l := range Langs() {
						n, err := New(g.Name(), l, Everyone, []string{"Anna"})
						if err != nil {
							t.Fatal(err)
						}
						ns[l] = append(ns[l], n.ForSetup(setup))
					}
					rng := engine.NewRNG(setup.Seed)
					for move := 0; !st.Over() && move < 20000; move++ {
						other := engine.Seat(move % players)
						for _, e := range rec.Events {
							for _, l := range Langs() {
								for _, n := range ns[l] {
									if n.reader >= 0 && n.reader != e.To && n.reader != other {
										continue
									}
									same(fmt.Sprintf("%s seat %d event %s", l, n.reader, e.Type), func() told { return tell(n.event(e)) })
								}
							}
						}
						rec.Events = rec.Events[:0]
						d := engine.DecisionOf(st)
						for _, l := range Langs() {
							for _, n := range ns[l] {
								if n.reader != d.Seat && n.reader != other {
									continue
								}
								same(fmt.Sprintf("%s seat %d prompt %s", l, n.reader, d.Prompt), func() told { return told{s: n.Prompt(d)} })
							}
							n := ns[l][int(d.Seat)+1]
							for _, o := range d.Options {
								same(fmt.Sprintf("%s option %s", l, o.ID), func() told { return tell(n.option(d.Prompt, o.ID, o.Args)) })
							}
						}
						acts := st.Legal(nil)
						engine.Play(st, acts[rng.IntN(len(acts))], &rec)
					}
				}
				if compared == 0 {
					t.Fatal("nothing narrated")
				}
			})
		}
	}
}

// TestProgramReads: a compiled message knows the data fields it reads,
// each once, in the order it first reads them: those of field chains,
// function arguments and both branches of a condition. An event is given
// these fields only (Narrator.event), so one left out would be missing
// from its words.
func TestProgramReads(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"no fields", nil},
		{"{{.seat}} chose: {{.chosen}}", []string{"seat", "chosen"}},
		{`{{.seat}} {{yo .seat "hast" "hat"}} {{.room.In}}`, []string{"seat", "room"}},
		{`{{if .you}}{{count .n "ap"}}{{else}}{{.who.Dat}}{{end}} {{.n}}`, []string{"you", "n", "who"}},
		{`{{if eq .kind "a"}}{{print .x}}{{end}}`, []string{"kind", "x"}},
	} {
		m := parseMessage(c.text)
		if m.tmpl != nil && !m.compiled {
			t.Fatalf("%q does not compile", c.text)
		}
		got := m.prog.reads(nil)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q reads %q, want %q", c.text, got, c.want)
		}
		if m.compiled && m.reads == nil {
			t.Errorf("%q: reads is nil, which means every field", c.text)
		}
	}
}
