package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/games/outlive"
)

// olHeroes is the part of a seat's Outlive state frame the move test reads.
type olHeroes struct {
	N    int `json:"n"`
	View struct {
		Bunkers []struct {
			Heroes []olHero `json:"heroes"`
		} `json:"bunkers"`
	} `json:"view"`
}

// TestOutliveMoveInSteps: a day move is two decisions in the page, the
// hero and then where it goes; the first step names no destination, the
// second offers only that hero's moves, and the hero ends where the
// second click said.
func TestOutliveMoveInSteps(t *testing.T) {
	s := newSite(t, outlive.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:greedy"}, 11)
	id, tok := gameOf(t, links[0]), tokenOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	heroes := `Array.from(document.querySelectorAll('#decision button.option[data-option^="hero:h"]'))`
	playUntil(t, p, "a day turn with a choice of heroes", `document.querySelector("#table-page").dataset.prompt === "move-hero" &&
		`+heroes+`.length >= 2`, 600)

	type option struct{ ID, Label string }
	first := eval[[]option](t, p, heroes+`.map((b) => ({ID: b.dataset.option, Label: b.textContent}))`)
	for _, o := range first {
		if !strings.Contains(o.Label, "then choose where") {
			t.Errorf("the hero option %q (%q) does not say a second step follows", o.ID, o.Label)
		}
	}
	hero := first[len(first)-1].ID
	name := strings.TrimPrefix(hero, "hero:")
	var before olHeroes
	s.api("/games/"+id+"/state", tok, &before)
	prompt := eval[string](t, p, `document.querySelector("#decision .prompt").textContent`)
	clickOption(t, p, hero)
	waitN(t, p, before.N+1)
	wait[bool](t, p, "the destination decision", `document.querySelector("#table-page").dataset.prompt === "move-hero-where" && !!document.querySelector("#decision button.option:not([disabled])")`)
	if got := eval[string](t, p, `document.querySelector("#decision .prompt").textContent`); got == prompt {
		t.Errorf("the destination decision has the hero's prompt %q", got)
	}
	var chosen olHeroes
	s.api("/games/"+id+"/state", tok, &chosen)
	if was, is := heroOf(t, before, name), heroOf(t, chosen, name); was != is || is.Active {
		t.Errorf("choosing the hero changed it from %+v to %+v", was, is)
	}

	opts := eval[[]option](t, p, `Array.from(document.querySelectorAll("#decision button.option")).map((b) => ({ID: b.dataset.option, Label: b.textContent}))`)
	if len(opts) < 2 {
		t.Fatalf("the destination decision offers %v, want at least 2 places", opts)
	}
	for _, o := range opts {
		if !strings.HasPrefix(o.ID, "move:"+name+":") || !strings.HasPrefix(o.Label, "Move ") {
			t.Errorf("the destination decision for %s offers %q (%q)", name, o.ID, o.Label)
		}
	}
	s.shot(p, "outlive-move-where")

	// The last place, which is not the first one playUntil would take.
	move := opts[len(opts)-1].ID
	to := strings.Split(move, ":")[2]
	clickOption(t, p, move)
	waitN(t, p, before.N+2)
	var after olHeroes
	s.api("/games/"+id+"/state", tok, &after)
	if h := heroOf(t, after, name); h.Location != to || !h.Active {
		t.Errorf("after %s the hero is %+v", move, h)
	}
	wait[bool](t, p, "the hero standing on the board at "+to,
		fmt.Sprintf(`!!document.querySelector('#board [data-target="loc:%s"] .hero.active[data-seat="0"][data-hero="%s"]')`, to, name))
}

// olHero is one hero of seat 0 in an olHeroes frame.
type olHero = struct {
	Hero     string `json:"hero"`
	Location string `json:"location"`
	Active   bool   `json:"active"`
}

// heroOf is seat 0's hero name in v.
func heroOf(t *testing.T, v olHeroes, name string) olHero {
	t.Helper()
	for _, h := range v.View.Bunkers[0].Heroes {
		if h.Hero == name {
			return h
		}
	}
	t.Fatalf("seat 0 has no hero %s", name)
	return olHero{}
}
