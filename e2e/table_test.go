package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
	"wasteland/internal/toygame"
)

// pageState is what the table page says of its game in its attributes.
type pageState struct {
	N      int    `json:"n"`
	Prompt string `json:"prompt"`
	Mine   bool   `json:"mine"`
	Busy   bool   `json:"busy"`
}

// readPage reads the page's move number, prompt, whether the seat decides
// and whether its buttons are disabled by a move under way.
func readPage(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	return eval[pageState](t, ctx, `(() => { const p = document.querySelector("#table-page").dataset;
		return {n: Number(p.n), prompt: p.prompt, mine: p.toMove === p.seat,
			busy: document.querySelector("#decision").classList.contains("sending") || !!document.querySelector("#decision button.option[disabled]")}; })()`)
}

// playUntil answers the page's decisions with their first option that
// gives nothing up (the first option, confirmed, when every option gives
// something up) until the JavaScript condition cond holds on the page's
// turn, failing after max decisions.
func playUntil(t *testing.T, ctx context.Context, what, cond string, max int) {
	t.Helper()
	for moves := 0; ; moves++ {
		if turnOrEnd(t, ctx) == "over" {
			t.Fatalf("the game ended before %s", what)
		}
		if eval[bool](t, ctx, cond) {
			return
		}
		if moves == max {
			t.Fatalf("no %s in %d decisions", what, max)
		}
		n := frameN(t, ctx)
		clickOption(t, ctx, eval[string](t, ctx, `(document.querySelector("#decision button.option:not(.forfeit):not([disabled])") ||
			document.querySelector("#decision button.option:not([disabled])")).dataset.option`))
		waitN(t, ctx, n+1)
	}
}

// clickAt sends a real mouse click to the middle of the element sel, as
// the count-th click of a series (2: the second click of a double-click).
func clickAt(t *testing.T, ctx context.Context, sel string, count int) {
	t.Helper()
	type point struct{ X, Y float64 }
	p := eval[point](t, ctx, `(() => { const r = document.querySelector(`+js(sel)+`).getBoundingClientRect();
		return {X: r.left + r.width / 2, Y: r.top + r.height / 2}; })()`)
	do(t, ctx, chromedp.MouseClickXY(p.X, p.Y, chromedp.ClickCount(count)))
}

// TestUndoInTheBrowser: a seat takes back a step that revealed nothing
// (the log and the table go back with it), and after a step that revealed
// a card the page refuses undo and says why.
func TestUndoInTheBrowser(t *testing.T) {
	s := newSite(t, toygame.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 4)
	id, tok := gameOf(t, links[0]), tokenOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	if !eval[bool](t, p, `document.querySelector("#undo").disabled`) {
		t.Error("undo is offered before the seat made a step")
	}
	lines := eval[int](t, p, `document.querySelectorAll("#log-list .log-item").length`)

	clickOption(t, p, "knock")
	waitN(t, p, 1)
	wait[bool](t, p, "undo offered", `!document.querySelector("#undo").disabled`)
	do(t, p, chromedp.Click(chromedp.CSS("#undo")))
	wait[bool](t, p, "the game taken back", `document.querySelector("#table-page").dataset.n === "0" && !!document.querySelector('#decision button.option[data-option="knock"]')`)
	if got := eval[int](t, p, `document.querySelectorAll("#log-list .log-item").length`); got != lines {
		t.Errorf("the log has %d lines after the undo, %d before the step", got, lines)
	}
	var st struct {
		N int `json:"n"`
	}
	s.api("/games/"+id+"/state", tok, &st)
	if st.N != 0 {
		t.Errorf("the server has %d moves after the undo", st.N)
	}

	// Playing a card shows it: no undo, and the page says why.
	clickOption(t, p, eval[string](t, p, `document.querySelector('#decision button.option[data-option^="play:"]').dataset.option`))
	waitN(t, p, 1)
	reason := wait[string](t, p, "the reason undo is refused", `(document.querySelector("#undo-reason") || {}).textContent`)
	if !strings.Contains(reason, "revealed hidden information or a random outcome") {
		t.Errorf("the reason shown is %q", reason)
	}
	if !eval[bool](t, p, `document.querySelector("#undo").disabled`) {
		t.Error("undo is offered after a step that revealed a card")
	}
	s.shot(p, "toy-undo-refused")
}

// TestForfeitAndDoubleClick: in an Outlive visit the second click of a
// double-click never plays (it cannot end the visit), ending the visit
// with AP left asks to confirm, and the header says day or night and the
// same as the decision.
func TestForfeitAndDoubleClick(t *testing.T) {
	s := newSite(t, outlive.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:greedy"}, 11)
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	visit := `document.querySelector("#table-page").dataset.prompt === "visit" && !!document.querySelector("#decision button.option.forfeit") &&
		document.querySelectorAll("#decision button.option:not(.forfeit)").length > 0`
	playUntil(t, p, "visit with AP to lose", visit, 200)
	if got := eval[string](t, p, `document.querySelector("#phase").dataset.phase`); got != "day" {
		t.Errorf("the header's phase during a visit is %q", got)
	}
	if h, d := eval[string](t, p, `document.querySelector("#status-decision").textContent`), eval[string](t, p, `document.querySelector("#decision .prompt").textContent`); h != d {
		t.Errorf("the header says %q, the decision %q", h, d)
	}
	if eval[int](t, p, `document.querySelectorAll("#decision .option-group.forfeits ~ .option-group").length`) != 0 {
		t.Error("the options that give something up are not the last group")
	}

	// A double-click on an option plays it once: the second click lands
	// on the next decision and is ignored.
	before := readPage(t, p)
	first := `#decision button.option:not(.forfeit)`
	clickAt(t, p, first, 1)
	waitN(t, p, before.N+1)
	wait[bool](t, p, "the next decision drawn", `!document.querySelector("#decision").classList.contains("sending")`)
	if eval[bool](t, p, `!!document.querySelector("#decision button.option")`) {
		clickAt(t, p, `#decision button.option`, 2)
	}
	if after := readPage(t, p); after.N != before.N+1 || after.Busy {
		t.Errorf("a double-click played more than once: move %d (from %d), busy %v", after.N, before.N, after.Busy)
	}

	// A double-click on "end the visit" only asks; "no" keeps the visit,
	// "yes" ends it.
	playUntil(t, p, "visit with AP to lose", visit, 200)
	before = readPage(t, p)
	clickAt(t, p, `#decision button.option.forfeit`, 1)
	clickAt(t, p, `#decision button.option.forfeit`, 2)
	wait[bool](t, p, "the confirmation", `!!document.querySelector("#forfeit-confirm")`)
	if after := readPage(t, p); after.N != before.N || after.Busy {
		t.Fatalf("a double-click on a forfeit played it: move %d (from %d)", after.N, before.N)
	}
	s.shot(p, "outlive-forfeit-confirm")
	do(t, p, chromedp.Click(chromedp.CSS("#forfeit-no")))
	wait[bool](t, p, "the confirmation closed", `!document.querySelector("#forfeit-confirm")`)
	clickAt(t, p, `#decision button.option.forfeit`, 1)
	wait[bool](t, p, "the confirmation", `!!document.querySelector("#forfeit-yes")`)
	do(t, p, chromedp.Click(chromedp.CSS("#forfeit-yes")))
	waitN(t, p, before.N+1)
}

// TestScreenshotsAndPhone plays a few decisions of each game, saves the
// table at 1440×900 and 390×844 (WASTELAND_SHOTS), and checks on the
// phone that the decision and the current step stay on screen wherever the
// page is scrolled, that the touch targets are at least 44 px, that the
// board zooms and pans, and that the header says what the decision says.
func TestScreenshotsAndPhone(t *testing.T) {
	for _, tt := range []struct {
		game  engine.Game
		seats []string
		until string
	}{
		{outlive.Game{}, []string{"human", "bot:greedy", "bot:random"}, `document.querySelector("#table-page").dataset.prompt === "visit"`},
		{fallout.Game{}, []string{"human", "bot:greedy"}, `document.querySelector("#table-page").dataset.prompt === "turn"`},
	} {
		name := tt.game.Name()
		t.Run(name, func(t *testing.T) {
			s := newSite(t, tt.game)
			p := s.person()
			links, _ := createInLobby(t, p, s.base, tt.seats, 3)
			do(t, p, chromedp.EmulateViewport(1440, 900), chromedp.Navigate(links[0]))
			waitN(t, p, 0)
			playUntil(t, p, "the decision to show", tt.until, 300)
			if h, d := eval[string](t, p, `document.querySelector("#status-decision").textContent`), eval[string](t, p, `document.querySelector("#decision .prompt").textContent`); h != d {
				t.Errorf("the header says %q, the decision %q", h, d)
			}
			s.shotScreen(p, name+"-1440x900")

			do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			noHorizontalOverflow(t, p, name+" on a phone")
			for _, at := range []string{"0", "document.documentElement.scrollHeight / 2", "document.documentElement.scrollHeight"} {
				eval[bool](t, p, `(window.scrollTo(0, `+at+`), true)`)
				for _, sel := range []string{"#decision", "#decision .prompt", "#decision button.option"} {
					inView(t, p, sel, "scrolled to "+at)
				}
			}
			eval[bool](t, p, `(window.scrollTo(0, 0), true)`)
			small := eval[[]string](t, p, `Array.from(document.querySelectorAll("#decision button, #board-zoom button")).filter((b) => {
				const r = b.getBoundingClientRect(); return r.width > 0 && (r.width < 44 || r.height < 44);
			}).map((b) => (b.dataset.option || b.id) + " " + Math.round(b.getBoundingClientRect().width) + "×" + Math.round(b.getBoundingClientRect().height))`)
			for _, b := range small {
				t.Errorf("a touch target smaller than 44 px: %s", b)
			}
			s.shotScreen(p, name+"-390x844")

			do(t, p, chromedp.Click(chromedp.CSS("#zoom-in")), chromedp.Click(chromedp.CSS("#zoom-in")))
			type zoom struct {
				Zoom  string `json:"zoom"`
				Wider bool   `json:"wider"`
			}
			z := eval[zoom](t, p, `(() => { const b = document.querySelector("#board");
				return {zoom: b.dataset.zoom, wider: b.scrollWidth > b.clientWidth}; })()`)
			if z.Zoom != "1.56" || !z.Wider {
				t.Errorf("zoomed in twice: zoom %s, the board pans %v", z.Zoom, z.Wider)
			}
			inView(t, p, "#decision", "zoomed in")
			s.shotScreen(p, name+"-390x844-zoomed")
			do(t, p, chromedp.Click(chromedp.CSS("#zoom-fit")))
		})
	}
}

// inView checks that the element sel is drawn and lies within the 390×844
// screen.
func inView(t *testing.T, ctx context.Context, sel, when string) {
	t.Helper()
	type box struct{ Top, Bottom, Left, Right, Height float64 }
	b := eval[box](t, ctx, `(() => { const r = document.querySelector(`+js(sel)+`).getBoundingClientRect();
		return {Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right, Height: r.height}; })()`)
	if b.Height <= 0 || b.Top < 0 || b.Bottom > 844 || b.Left < 0 || b.Right > 390 {
		t.Errorf("%s, %s is not on the screen: %+v", when, sel, b)
	}
}

// TestTableDefects: a link that is no seat says so truly, an unknown path
// is a page in the reader's language, and with the server down the
// options are disabled and the page says the connection is lost.
func TestTableDefects(t *testing.T) {
	s := newSite(t, toygame.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "human"}, 8)
	id := gameOf(t, links[0])

	do(t, p, chromedp.Navigate(s.base+"/game/"+id+"#token=not-a-real-token"))
	msg := wait[string](t, p, "the bad link's message", `(document.querySelector("#toasts .toast-error") || {}).textContent`)
	if !strings.Contains(msg, "This seat link does not work for this game") || strings.Contains(msg, "claimed with") {
		t.Errorf("a bad seat link says %q", msg)
	}
	wait[bool](t, p, "watching", `(document.querySelector("#who") || {}).textContent === "Spectator"`)

	for _, c := range []struct{ lang, title string }{{"en", "Page not found"}, {"de", "Seite nicht gefunden"}} {
		do(t, p, chromedp.Navigate(s.base+"/"))
		eval[bool](t, p, fmt.Sprintf(`(localStorage.setItem("wasteland.lang", %s), true)`, js(c.lang)))
		do(t, p, chromedp.Navigate(s.base+"/no/such/page"))
		if got := wait[string](t, p, "the not-found page", `(document.querySelector("#not-found h2") || {}).textContent`); got != c.title {
			t.Errorf("%s: the unknown path's page says %q", c.lang, got)
		}
	}
	eval[bool](t, p, `(localStorage.removeItem("wasteland.lang"), true)`)

	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	wait[bool](t, p, "the options", `!!document.querySelector("#decision button.option:not([disabled])")`)
	if err := s.srv.Close(); err != nil {
		t.Fatal(err)
	}
	wait[bool](t, p, "the lost connection shown", `!!document.querySelector("#offline-notice") && document.querySelector("#conn").classList.contains("conn-offline") || document.querySelector("#conn").classList.contains("conn-connecting") && !!document.querySelector("#offline-notice")`)
	if n := eval[int](t, p, `document.querySelectorAll("#decision button.option:not([disabled]), #board .target").length`); n != 0 {
		t.Errorf("with the server down %d options can still be clicked", n)
	}
	s.shot(p, "toy-offline")
	s.startServer()
	wait[bool](t, p, "the options back", `!!document.querySelector("#decision button.option:not([disabled])") && !document.querySelector("#offline-notice")`)
}

// TestOptionsModule checks the page's option logic on decisions made up
// for it: groups in order of meaning with the forfeits last, and a single
// option played by itself only when the player turned auto-confirm on and
// it gives nothing up.
func TestOptionsModule(t *testing.T) {
	s := newSite(t, toygame.Game{})
	p := s.person()
	do(t, p, chromedp.Navigate(s.base+"/"))
	wait[bool](t, p, "the lobby", `!!document.querySelector("#create-game")`)
	type result struct {
		Groups []string `json:"groups"`
		Off    string   `json:"off"`
		On     string   `json:"on"`
		Lost   string   `json:"lost"`
	}
	c, cancel := context.WithTimeout(p, safety)
	defer cancel()
	r, err := chromedp.Run(c, chromedp.Evaluate[result](`(async () => {
		const m = await import("/js/options.js");
		const visit = {prompt: "visit", options: [
			{id: "done", kind: "done", args: {ap: "3"}}, {id: "hunt", kind: "hunt"}, {id: "take:wood", kind: "take"}, {id: "search", kind: "search"}]};
		const groups = m.arrange(visit.options, visit.prompt, {}).map((g) => g.name + ":" + g.options.map((o) => o.id).join(","));
		const one = {prompt: "build", options: [{id: "done", kind: "done"}]};
		const lost = {prompt: "turn", options: [{id: "end", kind: "end"}]};
		const play = (d) => { const box = document.createElement("div"); const o = m.optionButtons(box, d, {actions_left: 2}, () => {}, (o) => o.id); return o ? o.id : ""; };
		localStorage.removeItem("wasteland.autoconfirm");
		const off = play(one);
		localStorage.setItem("wasteland.autoconfirm", "1");
		const on = play(one), lostOn = play(lost);
		localStorage.removeItem("wasteland.autoconfirm");
		return {groups, off, on, lost: lostOn};
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("the options module: %v", err)
	}
	want := []string{"gather:take:wood", "search:search", "hunt:hunt", "forfeit:done"}
	if strings.Join(r.Groups, " ") != strings.Join(want, " ") {
		t.Errorf("groups %v, want %v", r.Groups, want)
	}
	if r.Off != "" || r.On != "done" || r.Lost != "" {
		t.Errorf("single options played by themselves: off %q, on %q, a forfeit %q", r.Off, r.On, r.Lost)
	}
}
