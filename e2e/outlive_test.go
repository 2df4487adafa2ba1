package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/games/outlive"
)

// outlivePrivate is the private part of a seat's Outlive view.
type outlivePrivate struct {
	View struct {
		Private struct {
			LeaderDraw []string `json:"leader_draw"`
		} `json:"private"`
	} `json:"view"`
}

// pageHTML is the whole document, hidden parts included.
func pageHTML(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.documentElement.outerHTML`)
}

// playRandom plays one decision on the page with an option chosen by rng,
// by a click on the table when the option has a glowing spot there, else
// by its button. It returns the move number it played against.
func playRandom(t *testing.T, ctx context.Context, rng *rand.Rand, useBoard bool) int {
	t.Helper()
	n := frameN(t, ctx)
	ids := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#decision button.option:not([disabled])")).map(b => b.dataset.option)`)
	if len(ids) == 0 {
		t.Fatalf("move %d: no option to play", n)
	}
	if useBoard {
		spots := eval[int](t, ctx, `document.querySelectorAll("#board [data-target].target").length`)
		if spots > 0 {
			k := rng.IntN(spots)
			el := fmt.Sprintf(`document.querySelectorAll("#board [data-target].target")[%d]`, k)
			// A person scrolls the spot to the middle of the screen, clear
			// of the sticky bars, then clicks it.
			eval[bool](t, ctx, `(() => { `+el+`.scrollIntoView({block: "center", inline: "center"}); return true; })()`)
			hit := eval[string](t, ctx, `(() => { const el = `+el+`; const r = el.getBoundingClientRect();
				const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				return el.dataset.target + " " + JSON.stringify([r.left, r.top, r.width, r.height]) + " hits " + (at ? at.tagName + "." + at.className.baseVal + at.className : "nothing") + " inside=" + el.contains(at); })()`)
			do(t, ctx, chromedp.Click(chromedp.JSPath(el)))
			state := wait[string](t, ctx, "the effect of a click on "+hit, fmt.Sprintf(`(() => {
				if (document.querySelector("#option-menu")) return "menu";
				return Number(document.querySelector("#table-page").dataset.n) > %d ? "moved" : "";
			})()`, n))
			if state == "menu" {
				do(t, ctx, chromedp.Click(chromedp.CSS(`#option-menu button.option`)))
			}
			return n
		}
	}
	clickOption(t, ctx, ids[rng.IntN(len(ids))])
	return n
}

// TestOutliveTwoSeats plays Outlive in the browser as two people with a bot,
// checks that each page holds its own secret leader cards and no other
// seat's, plays on with clicks on the table, and reloads.
func TestOutliveTwoSeats(t *testing.T) {
	s := newSite(t, outlive.Game{})
	g := openTwoSeats(t, s, []string{"human", "human", "bot:greedy"}, 42)
	id, tok, pages := g.id, g.tok, g.pages
	a, b, w := pages[0], pages[1], g.watcher

	// Setup: each seat holds 2 secret leader cards.
	var secrets [2][]string
	for i := range pages {
		var f outlivePrivate
		s.api("/games/"+id+"/state", tok[i], &f)
		secrets[i] = f.View.Private.LeaderDraw
		if len(secrets[i]) != 2 {
			t.Fatalf("seat %d's view has leader draw %v", i, secrets[i])
		}
	}
	for i, p := range pages {
		wait[bool](t, p, "the private panel", `!!document.querySelector("#private .leader-card")`)
		html := pageHTML(t, p)
		for _, l := range secrets[i] {
			if !strings.Contains(html, `data-secret="`+l+`"`) {
				t.Errorf("seat %d's page does not show its leader card %s", i, l)
			}
		}
		for _, l := range secrets[1-i] {
			if strings.Contains(html, l) {
				t.Errorf("seat %d's page holds seat %d's secret leader %s", i, 1-i, l)
			}
		}
	}
	whtml := pageHTML(t, w)
	for i := range pages {
		for _, l := range secrets[i] {
			if strings.Contains(whtml, l) {
				t.Errorf("the spectator's page holds seat %d's secret leader %s", i, l)
			}
		}
	}
	if eval[int](t, w, `document.querySelectorAll("#private, #decision button.option").length`) != 0 {
		t.Error("the spectator's page has a private panel or options")
	}
	s.shot(a, "outlive-setup-seat0")

	// Play 90 decisions, each on the page that offers options, half of
	// them by clicks on the table.
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 90; k++ {
		var mover context.Context
		state := wait[string](t, a, "someone's turn", `(() => {
			const p = document.querySelector("#table-page");
			if (p.dataset.over === "true") return "over";
			return p.dataset.toMove;
		})()`)
		if state == "over" {
			break
		}
		switch state {
		case "0":
			mover = a
		case "1":
			mover = b
		default: // the bot's turn: wait until it has played
			wait[bool](t, a, "the bot", `(() => {
				const p = document.querySelector("#table-page");
				return p.dataset.over === "true" || (p.dataset.toMove !== "2");
			})()`)
			continue
		}
		wait[bool](t, mover, "options", `document.querySelectorAll("#decision button.option:not([disabled])").length > 0`)
		n := playRandom(t, mover, rng, k%2 == 0)
		waitN(t, a, n+1)
		waitN(t, b, n+1)
		if k == 45 {
			s.shot(a, "outlive-midgame-seat0")
			s.shot(b, "outlive-midgame-seat1")
			// Reload mid-game: the same seat and position come back.
			at := frameN(t, b)
			do(t, b, chromedp.Reload())
			wait[bool](t, b, "the seat after a reload", `(document.querySelector("#who") || {}).textContent === "You: Blue"`)
			waitN(t, b, at)
		}
	}
	// The log reads as sentences, not raw field dumps of known events.
	lines := eval[[]string](t, a, `Array.from(document.querySelectorAll("#log-list .log-text")).map(e => e.textContent)`)
	if len(lines) < 20 {
		t.Errorf("the log has %d lines after 90 decisions", len(lines))
	}
	for _, l := range lines {
		if strings.Contains(l, "undefined") || strings.Contains(l, "[object") {
			t.Errorf("log line %q", l)
		}
	}
	raw := eval[[]string](t, a, `Array.from(document.querySelectorAll("#log-list .log-item.raw")).map(e => e.dataset.type + ": " + e.textContent)`)
	for _, l := range raw {
		t.Errorf("the log could not phrase an event: %s", l)
	}
	// The log follows the game: its newest line is in view once the page
	// has drawn (it follows in the next animation frame, and a busy
	// machine may not have drawn it yet when the last frame arrived).
	if !logFollows(t, a) {
		t.Error("the log does not show its newest lines")
	}
	// The other seat's private events never reach a page.
	for i, p := range pages {
		if n := eval[int](t, p, fmt.Sprintf(`document.querySelectorAll('.log-item[data-to]:not([data-to="-1"]):not([data-to="%d"])').length`, i)); n > 0 {
			t.Errorf("seat %d's log holds %d secret events of another seat", i, n)
		}
	}
}

// TestOutliveAgainstBots plays a whole game of Outlive against two bots in
// the browser and checks the final scores, the phone layout of the table
// and the replay.
func TestOutliveAgainstBots(t *testing.T) {
	s := newSite(t, outlive.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:greedy", "bot:random"}, 9)
	id := gameOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	rng := rand.New(rand.NewPCG(3, 4))
	shotPhone := false
	for moves := 0; ; moves++ {
		if moves > 3000 {
			t.Fatal("the game did not end after 3000 of my decisions")
		}
		if turnOrEnd(t, p) == "over" {
			break
		}
		n := playRandom(t, p, rng, moves%3 == 0)
		waitN(t, p, n+1)
		if !shotPhone && eval[bool](t, p, `(document.querySelector("#status-bar .round") || {}).textContent === "Round 3 of 6"`) {
			shotPhone = true
			s.shot(p, "outlive-round3-laptop")
			do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			noHorizontalOverflow(t, p, "outlive table on a phone")
			s.shotScreen(p, "outlive-round3-phone")
			do(t, p, chromedp.EmulateViewport(1366, 900))
		}
	}
	if !shotPhone {
		t.Error("the game never showed round 3")
	}
	wait[bool](t, p, "the final scores", `!!document.querySelector("#result table.scores")`)
	if got := eval[int](t, p, `document.querySelectorAll("#result table.scores tbody tr").length`); got != 3 {
		t.Errorf("final scores list %d seats, want 3", got)
	}
	if eval[int](t, p, `document.querySelectorAll("#bunkers .badge.score").length`) != 3 {
		t.Error("the shelters do not show their final scores")
	}
	raw := eval[[]string](t, p, `Array.from(document.querySelectorAll("#log-list .log-item.raw")).map(e => e.dataset.type + ": " + e.textContent)`)
	for _, l := range raw {
		t.Errorf("the log could not phrase an event: %s", l)
	}
	s.shot(p, "outlive-over")
	do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noHorizontalOverflow(t, p, "final scores on a phone")
	s.shotScreen(p, "outlive-over-phone")
	do(t, p, chromedp.EmulateViewport(1366, 900))

	// Replay: the dealt table, move 1, the end.
	do(t, p, chromedp.Navigate(s.base+"/game/"+id+"?replay"))
	wait[bool](t, p, "the replay", `/^move 0 of \d+$/.test((document.querySelector("#replay-counter") || {}).textContent || "")`)
	wait[bool](t, p, "the dealt table", `(document.querySelector("#status-bar .round") || {}).textContent === "Setup"`)
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-forward`)))
	wait[bool](t, p, "move 1", `/^move 1 of \d+$/.test((document.querySelector("#replay-counter") || {}).textContent || "")`)
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-last`)))
	wait[bool](t, p, "the last table", `/Game over/.test((document.querySelector("#status-bar") || {}).textContent || "")`)
	s.shot(p, "outlive-replay-end")
	do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noHorizontalOverflow(t, p, "replay on a phone")
	s.shotScreen(p, "outlive-replay-phone")
}
