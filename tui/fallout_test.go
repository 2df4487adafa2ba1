package tui

import (
	"fmt"
	"strings"
	"testing"
	"wasteland/narrate"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// foTestState plays a 2-player game of Fallout with random choices for
// moves moves.
func foTestState(t *testing.T, seed uint64, moves int) engine.State {
	t.Helper()
	st, err := fallout.Game{}.New(engine.Setup{Players: 2, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRNG(seed + 1)
	for i := 0; i < moves && !st.Over(); i++ {
		l := st.Legal(nil)
		st.ApplyUnchecked(l[r.IntN(len(l))], nil)
	}
	return st
}

func TestFalloutRenderer(t *testing.T) {
	if _, ok := RendererFor("fallout", narrate.English).(FalloutRenderer); !ok {
		t.Fatal("fallout has no renderer of its own")
	}
	st := foTestState(t, 3, 60)
	v := st.View(0).(*fallout.View)
	out := FalloutRenderer{}.Render(v)
	l := tw(narrate.English)
	if by := (FalloutRenderer{}).Render(*v); by != out {
		t.Error("a View and a *View render differently")
	}
	mustContain(t, out,
		fmt.Sprintf("Fallout, 2 players, scenario %s: round %d, first player seat %d; you are seat 0\n", l.fo(v.Scenario, v.Scenario), v.Round, v.First),
		fmt.Sprintf("power track (%d spaces): %s at %d, %s at %d\n", v.Power.Spaces, v.Power.StarX, v.Power.Star, v.Power.HeartX, v.Power.Heart),
		"\nTHE MAP\n", "\nTHE TABLE\n", "\nONLY YOU KNOW\n  your agenda hand: "+strings.Join(l.names("fallout", v.Scenario, v.Private.Agendas), ", ")+"\n",
		"  shop: "+strings.Join(l.names("fallout", v.Scenario, v.Shop), ", ")+"\n",
	)
	if !v.Over {
		mustContain(t, out, fmt.Sprintf("waiting for seat %d: %s\n", v.ToMove, v.Prompt))
	}
	faceDown, active, inactive := 0, 0, 0
	for _, p := range v.Map {
		if !p.FaceUp {
			faceDown++
			mustContain(t, out, fmt.Sprintf("%s (%d,%d): face down, %s back", p.Name, p.Q, p.R, p.Back))
			continue
		}
		mustContain(t, out, fmt.Sprintf("%s (%d,%d): tile %s, %s\n", p.Name, p.Q, p.R, p.Tile, p.Side))
		for _, sp := range p.Spaces {
			line := "  " + sp.ID + " -"
			if sp.Name != "" {
				line = "  " + sp.ID + " " + sp.Name
			}
			mustContain(t, out, line)
			if sp.Terrain != "" {
				mustContain(t, out, line+" ["+sp.Terrain)
			}
			if sp.Encounter != "" {
				mustContain(t, out, fmt.Sprintf("%s encounter level %d", sp.Encounter, sp.Level))
			}
			for _, s := range sp.Survivors {
				mustContain(t, out, fmt.Sprintf("survivors seat %d", s))
			}
			for _, e := range sp.Enemies {
				if e.Active {
					active++
					mustContain(t, out, fmt.Sprintf("%s %s level %d", l.fo(v.Scenario, e.Type), e.Name, e.Level))
				} else {
					inactive++
				}
			}
		}
	}
	if faceDown == 0 || active == 0 {
		t.Errorf("the fixture should show face-down tiles and active enemies: %d, %d", faceDown, active)
	}
	if got := strings.Count(out, " (inactive)"); got < inactive {
		t.Errorf("%d inactive enemies shown, want %d", got, inactive)
	}
	for _, s := range v.Survivors {
		head := fmt.Sprintf("\nSURVIVOR OF SEAT %d", s.Seat)
		if s.Seat == 0 {
			head += " (you)"
		}
		mustContain(t, out, head+": "+l.fo(v.Scenario, s.Survivor)+"\n",
			fmt.Sprintf("HP %d, rads %d, remaining %d; XP peg %s; caps %d\n", s.HP, s.Rads, s.Remaining, s.XP, s.Caps),
			fmt.Sprintf("  agenda cards %d", s.Agendas))
		for _, c := range s.Equipped {
			mustContain(t, out, c.Slot+" "+l.fo(v.Scenario, c.ID))
		}
	}
	if len(v.Staged) == 0 {
		t.Fatal("the fixture should stage a quest")
	}
	for _, q := range v.Staged {
		mustContain(t, out, fmt.Sprintf("  quest %d: %s\n", q.Number, q.Title))
		for i, o := range q.Objectives {
			mustContain(t, out, fmt.Sprintf("    %d. %s\n", i+1, o))
		}
	}

	// Another seat sees its own hand, not seat 0's; a spectator none.
	other := FalloutRenderer{}.Render(st.View(1))
	mustContain(t, other, "SURVIVOR OF SEAT 1 (you)", "your agenda hand: "+strings.Join(l.names("fallout", v.Scenario, st.View(1).(*fallout.View).Private.Agendas), ", "))
	if spec := (FalloutRenderer{}).Render(st.View(engine.Spectator)); strings.Contains(spec, "ONLY YOU KNOW") || strings.Contains(spec, "you are") {
		t.Errorf("a spectator sees a seat's secrets:\n%s", spec)
	}
}

func TestFalloutRendererSetupAndEnd(t *testing.T) {
	st := foTestState(t, 7, 0)
	mustContain(t, FalloutRenderer{}.Render(st.View(0)), ": setup, first player seat ")
	for moves := 0; !st.Over(); moves++ {
		if moves > 100000 {
			t.Fatal("the game does not end")
		}
		l := st.Legal(nil)
		st.ApplyUnchecked(l[0], nil)
	}
	mustContain(t, FalloutRenderer{}.Render(st.View(0)), "the game is over\n")
	if out := (FalloutRenderer{}).Render(42); out != "42" {
		t.Errorf("a value that is no view renders as %q", out)
	}
}
