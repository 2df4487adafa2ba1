package e2e

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"wasteland/games/fallout"
	"wasteland/games/fallout/content"
)

// createCoopInLobby creates a co-op Fallout game in the lobby as
// createInLobby does (a negative seed lets the server choose), choosing
// the co-op variant the lobby offers.
func createCoopInLobby(t *testing.T, ctx context.Context, base string, seats []string, seed int) ([]string, string) {
	t.Helper()
	return createInLobbyWith(t, ctx, base, seats, seed, map[string]string{"variant": "coop"})
}

// coopFrame is the part of a seat's co-op state frame the test reads.
type coopFrame struct {
	N    int `json:"n"`
	View struct {
		Over bool `json:"over"`
		Coop *struct {
			Mutations []struct {
				Seat     int    `json:"seat"`
				Revealed bool   `json:"revealed"`
				ID       string `json:"id"`
			} `json:"mutations"`
		} `json:"coop"`
	} `json:"view"`
}

// checkMutations scans a page for mutation cards: only revealed ones may
// be named, by id or name, and every survivor's unrevealed one shows as a
// face-down card.
func checkMutations(t *testing.T, s *site, ctx context.Context, id, token string, who int) coopFrame {
	t.Helper()
	var f coopFrame
	s.api("/games/"+id+"/state", token, &f)
	waitN(t, ctx, f.N)
	if f.View.Coop == nil {
		t.Fatal("the view of a co-op game has no co-op table")
	}
	revealed := map[string]bool{}
	down := 0
	for _, m := range f.View.Coop.Mutations {
		if m.Revealed {
			revealed[m.ID] = true
		} else {
			down++
		}
	}
	html := pageHTML(t, ctx)
	for _, m := range content.Default().Coop.Mutations {
		if !revealed[m.ID] && (strings.Contains(html, m.ID) || strings.Contains(html, m.Name)) {
			t.Errorf("move %d: the page of seat %d names the unrevealed mutation %s (%s)", f.N, who, m.ID, m.Name)
		}
	}
	if got := strings.Count(html, `data-mutation="face-down"`); got != down {
		t.Errorf("move %d: seat %d's page shows %d face-down mutations, want %d", f.N, who, got, down)
	}
	return f
}

// TestFalloutCoopTwoSeats plays co-op Fallout in the browser as two
// people in two browser contexts, with a watcher: the lobby offers the
// variant, the table shows the team panel (tasks, C.A.M.P. tokens, the
// hostile token), and no page ever names a mutation that is not revealed,
// the seat's own included.
func TestFalloutCoopTwoSeats(t *testing.T) {
	s := newSite(t, fallout.Game{})
	person := s.person()
	links, watch := createCoopInLobby(t, person, s.base, []string{"human", "human"}, -1)
	g := twoSeats{id: gameOf(t, links[0]), tok: []string{tokenOf(t, links[0]), tokenOf(t, links[1])},
		pages: []context.Context{s.person(), s.person()}, watcher: s.person()}
	do(t, g.pages[0], chromedp.Navigate(links[0]))
	do(t, g.pages[1], chromedp.Navigate(links[1]))
	do(t, g.watcher, chromedp.Navigate(watch))
	all := []context.Context{g.pages[0], g.pages[1], g.watcher}
	toks := []string{g.tok[0], g.tok[1], ""}
	for _, p := range all {
		waitN(t, p, 0)
		wait[bool](t, p, "the map", `!!document.querySelector("#fo-map .tile")`)
	}
	rng := rand.New(rand.NewPCG(13, 14))
	played := 0
	for k := 0; k < 64; k++ {
		state := turnOf(t, g.pages[0])
		if state == "over" {
			break
		}
		mover := g.pages[0]
		if state == "1" {
			mover = g.pages[1]
		}
		wait[bool](t, mover, "options", `document.querySelectorAll("#decision button.option:not([disabled])").length > 0`)
		n := frameN(t, mover)
		ids := eval[[]string](t, mover, `Array.from(document.querySelectorAll("#decision button.option:not([disabled])")).map(b => b.dataset.option)`)
		if next := leaveTrade(ids); next != "" {
			clickOption(t, mover, next)
		} else {
			n = playRandom(t, mover, rng, false)
		}
		played++
		for _, p := range all[:2] {
			waitN(t, p, n+1)
		}
		if k%8 == 0 {
			for i, p := range all {
				checkMutations(t, s, p, g.id, toks[i], i)
			}
		}
		if k == 30 {
			for _, p := range all {
				wait[bool](t, p, "the team panel", `!!document.querySelector("#fo-coop #fo-tasks li.task") && !!document.querySelector("#fo-hostile-token") && !!document.querySelector("#fo-camps .camp-token")`)
			}
			s.shot(g.pages[0], "fallout-coop-seat0")
		}
	}
	if played < 30 {
		t.Errorf("only %d decisions were played", played)
	}
	for i, p := range all {
		f := checkMutations(t, s, p, g.id, toks[i], i)
		if f.View.Over && eval[int](t, p, `document.querySelectorAll("#fo-team-result").length`) != 1 {
			t.Errorf("page %d: the end screen shows no team result", i)
		}
		noRawLog(t, p)
	}
	t.Logf("%d decisions played", played)
}

// TestFalloutCoopGreedyBots watches a 4-player co-op game of greedy bots
// against the real server to its end: the end screen shows the team's
// result, and the page never named an unrevealed mutation; switched to
// German, the team result is in German.
func TestFalloutCoopGreedyBots(t *testing.T) {
	s := newSite(t, fallout.Game{})
	p := s.person()
	_, watch := createCoopInLobby(t, p, s.base, []string{"bot:greedy", "bot:greedy", "bot:greedy", "bot:greedy"}, 21)
	do(t, p, chromedp.Navigate(watch))
	id := strings.TrimPrefix(watch[strings.Index(watch, "/game/"):], "/game/")
	// The bots play on the server; on a busy machine that takes minutes.
	deadline := time.Now().Add(10 * time.Minute)
	for {
		var f coopFrame
		s.api("/games/"+id+"/state", "", &f)
		if f.View.Over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bots' game is at move %d after 10 minutes", f.N)
		}
		time.Sleep(2 * time.Second)
	}
	wait[bool](t, p, "the end of the game", `(document.querySelector("#table-page") || {dataset: {}}).dataset.over === "true"`)
	wait[bool](t, p, "the team result", `!!document.querySelector("#result #fo-team-result")`)
	checkMutations(t, s, p, id, "", -1)
	noRawLog(t, p)
	s.shot(p, "fallout-coop-over")

	// In German, the team's words come from the served catalog.
	eval[bool](t, p, `(() => { localStorage.setItem("wasteland.lang", "de"); return true; })()`)
	do(t, p, chromedp.Reload())
	wait[bool](t, p, "the German team result", `/^Die Gruppe (gewinnt|verliert) gemeinsam$/.test((document.querySelector("#fo-team-result h3") || {}).textContent || "")`)
	if got := eval[string](t, p, `(document.querySelector("#fo-team-result p") || {}).textContent || ""`); !strings.HasPrefix(got, "Erledigte Aufgaben: ") {
		t.Errorf("the team result is not in German: %q", got)
	}
}
