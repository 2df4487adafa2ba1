package e2e

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"wasteland/engine"
	"wasteland/server"
	"wasteland/store/sqlite"
)

// safety bounds every wait on the browser or the server, so that a bug fails
// a test instead of hanging it. No assertion depends on time.
const safety = 90 * time.Second

// aptLine is what a machine needs for these tests.
const aptLine = "apt-get update && apt-get install -y chromium"

// chromium finds the browser. Without one the tests skip, except under CI
// (CI set), where a missing browser is a failure.
func chromium(t *testing.T) string {
	t.Helper()
	// WASTELAND_CHROMIUM, when set, is the only browser tried.
	candidates := []string{"/usr/bin/chromium", "chromium", "chromium-browser"}
	if env := os.Getenv("WASTELAND_CHROMIUM"); env != "" {
		candidates = []string{env}
	}
	for _, c := range candidates {
		if p, err := exec.LookPath(c); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("chromium is not installed, and CI is set: the browser tests must run (%s)", aptLine)
	}
	t.Skipf("chromium is not installed: browser tests skipped (%s, or set WASTELAND_CHROMIUM)", aptLine)
	return ""
}

// site is a real server on 127.0.0.1 with an SQLite store in a temporary
// directory and bots that move at once, plus one headless browser.
type site struct {
	t       *testing.T
	base    string
	browser context.Context
	shots   string

	db      string
	games   []engine.Game
	handler atomic.Pointer[http.Handler]
	srv     *server.Server
}

// startServer opens the store and a server on it, and routes the site's
// address to it.
func (s *site) startServer() {
	s.t.Helper()
	st, err := sqlite.Open(context.Background(), s.db, sqlite.SyncFull)
	if err != nil {
		s.t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Games: s.games, BotDelay: 0, AllowChosenSeeds: true})
	if err != nil {
		s.t.Fatal(err)
	}
	h := srv.Handler()
	s.srv = srv
	s.handler.Store(&h)
}

// restart stops the server (its WebSockets close as "going away") and
// starts a new one on the same store at the same address.
func (s *site) restart() {
	s.t.Helper()
	if err := s.srv.Close(); err != nil {
		s.t.Fatalf("closing the server: %v", err)
	}
	s.startServer()
}

// newSite starts the server for games and a browser.
func newSite(t *testing.T, games ...engine.Game) *site {
	t.Helper()
	exe := chromium(t)
	dir := t.TempDir()
	s := &site{t: t, db: filepath.Join(dir, "games.db"), games: games}
	s.startServer()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		(*s.handler.Load()).ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		s.srv.Close()
		ts.Close()
	})

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(filepath.Join(dir, "profile")),
		chromedp.WindowSize(1366, 900),
	}
	// The whole browser lives at most as long as a test may run; the first
	// Do starts it on the browser's own context (a shorter-lived context
	// there would end the browser with it).
	root, cancelRoot := context.WithTimeout(context.Background(), 10*time.Minute)
	alloc, cancelAlloc := chromedp.NewExecAllocator(root, opts...)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	t.Cleanup(func() {
		cancelBrowser()
		cancelAlloc()
		cancelRoot()
	})
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	// WASTELAND_SHOTS (or WASTELAND_SCREENSHOTS) keeps the screenshots.
	shots := cmp.Or(os.Getenv("WASTELAND_SHOTS"), os.Getenv("WASTELAND_SCREENSHOTS"))
	if shots == "" {
		shots = filepath.Join(dir, "shots")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	s.base, s.browser, s.shots = ts.URL, browser, shots
	return s
}

// person is one browser context (its own storage, like another device)
// with one tab.
func (s *site) person() context.Context {
	s.t.Helper()
	ctx, cancel := chromedp.NewContext(s.browser, chromedp.WithNewBrowserContext())
	s.t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1366, 900)); err != nil {
		s.t.Fatal(err)
	}
	return ctx
}

// do runs steps in ctx, each bounded by safety.
func do(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, safety)
	defer cancel()
	if err := chromedp.Do(c, steps...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// eval runs a JavaScript expression and decodes its value.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, safety)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// logFollows reports whether the page's log shows its newest line within
// five seconds: the log scrolls to new lines in an animation frame after
// they arrive.
func logFollows(t *testing.T, ctx context.Context) bool {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, safety)
	defer cancel()
	ok, err := chromedp.Run(c, chromedp.Evaluate[bool](`(async () => {
		const l = document.querySelector("#log-list");
		for (let i = 0; i < 100; i++) {
			if (l.scrollHeight - l.scrollTop - l.clientHeight < 60) return true;
			await new Promise((r) => setTimeout(r, 50));
		}
		return false;
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the log's scroll: %v", err)
	}
	return ok
}

// wait polls a JavaScript expression until it is truthy and returns it. The
// page's DOM changes trigger the checks; safety bounds the wait.
func wait[T any](t *testing.T, ctx context.Context, what, expr string) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, safety)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Poll[T](expr, chromedp.WithPollingMutation(), chromedp.WithPollingTimeout(0)))
	if err != nil {
		body, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText.slice(0, 1500) : ""`))
		t.Fatalf("waiting for %s (%s): %v\npage text:\n%s", what, expr, err, body)
	}
	return v
}

// shot saves a screenshot of the whole page as name.png in the site's
// screenshot directory (WASTELAND_SHOTS or WASTELAND_SCREENSHOTS, else a
// temporary one).
func (s *site) shot(ctx context.Context, name string) string {
	s.t.Helper()
	c, cancel := context.WithTimeout(ctx, safety)
	defer cancel()
	// From the top, so that sticky bars sit where they belong.
	if _, err := chromedp.Run(c, chromedp.Evaluate[bool](`(window.scrollTo(0, 0), true)`)); err != nil {
		s.t.Fatalf("screenshot %s: %v", name, err)
	}
	png, err := chromedp.Run(c, chromedp.FullScreenshot(100))
	if err != nil {
		s.t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(s.shots, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		s.t.Fatal(err)
	}
	s.t.Logf("screenshot: %s", path)
	return path
}

// shotScreen saves what the screen shows now (sticky parts where a person
// sees them), as name.png.
func (s *site) shotScreen(ctx context.Context, name string) string {
	s.t.Helper()
	c, cancel := context.WithTimeout(ctx, safety)
	defer cancel()
	png, err := chromedp.Run(c, chromedp.CaptureScreenshot())
	if err != nil {
		s.t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(s.shots, name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		s.t.Fatal(err)
	}
	s.t.Logf("screenshot: %s", path)
	return path
}

// api calls the server directly (for facts the test checks the page against).
func (s *site) api(path, token string, out any) {
	s.t.Helper()
	req, err := http.NewRequest("GET", s.base+"/api/v1"+path, nil)
	if err != nil {
		s.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	c := &http.Client{Timeout: safety}
	res, err := c.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 200 {
		s.t.Fatalf("GET %s: %s", path, res.Status)
	}
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		s.t.Fatal(err)
	}
}

// post sends a JSON body to the API and decodes the answer.
func (s *site) post(path string, body, out any) {
	s.t.Helper()
	c := &http.Client{Timeout: safety}
	res, err := c.Post(s.base+"/api/v1"+path, "application/json", strings.NewReader(mustJSON(body)))
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode/100 != 2 {
		s.t.Fatalf("POST %s: %s", path, res.Status)
	}
	if err := json.NewDecoder(res.Body).Decode(out); err != nil {
		s.t.Fatal(err)
	}
}

// js quotes a Go string for a JavaScript expression.
func js(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// tokenOf cuts the token out of a join link.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	_, tok, ok := strings.Cut(link, "#token=")
	if !ok || tok == "" {
		t.Fatalf("join link %q has no token", link)
	}
	return tok
}

// gameOf cuts the game id out of a link.
func gameOf(t *testing.T, link string) string {
	t.Helper()
	i := strings.Index(link, "/game/")
	if i < 0 {
		t.Fatalf("link %q names no game", link)
	}
	id := link[i+len("/game/"):]
	if j := strings.IndexAny(id, "#?"); j >= 0 {
		id = id[:j]
	}
	return id
}

// createInLobby fills the lobby's form and returns the seat links shown
// (empty for bot seats) and the watch link. A negative seed leaves the
// seed to the server.
func createInLobby(t *testing.T, ctx context.Context, base string, seats []string, seed int) ([]string, string) {
	t.Helper()
	return createInLobbyWith(t, ctx, base, seats, seed, nil)
}

// createInLobbyWith is createInLobby that also picks a value in the
// lobby's select of each of options: a setup option such as the scenario,
// or "variant" (the lobby's list of variants).
func createInLobbyWith(t *testing.T, ctx context.Context, base string, seats []string, seed int, options map[string]string) ([]string, string) {
	t.Helper()
	do(t, ctx, chromedp.Navigate(base+"/"))
	wait[bool](t, ctx, "the catalog", `document.querySelectorAll("#create-game option").length > 0`)
	if !eval[bool](t, ctx, fmt.Sprintf(`(() => {
		for (const [name, value] of Object.entries(%s || {})) {
			const sel = document.querySelector(name === "variant" ? "#create-variant" : "#create-option-" + name);
			if (!sel || !Array.from(sel.options).some((o) => o.value === value)) return false;
			sel.value = value;
		}
		return true;
	})()`, mustJSON(options))) {
		t.Fatalf("the lobby does not offer the options %v", options)
	}
	seedText := `""`
	if seed >= 0 {
		seedText = fmt.Sprint(seed)
	}
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		const p = document.querySelector("#create-players");
		p.value = %d; p.dispatchEvent(new Event("input"));
		const kinds = %s;
		kinds.forEach((k, i) => {
			const s = document.querySelector("#create-seat-" + i);
			s.value = k; s.dispatchEvent(new Event("change"));
		});
		const seed = document.querySelector("#create-seed");
		seed.value = %s;
		return true;
	})()`, len(seats), mustJSON(seats), seedText))
	do(t, ctx, chromedp.Click(chromedp.CSS("#create-submit")))
	wait[bool](t, ctx, "the seat links", `!!document.querySelector("#seat-links .seat-link")`)
	links := eval[[]string](t, ctx, fmt.Sprintf(`Array.from({length: %d}, (_, i) => {
		const el = document.querySelector('#seat-links .seat-link[data-seat="' + i + '"] input.link');
		return el ? el.value : "";
	})`, len(seats)))
	watch := eval[string](t, ctx, `document.querySelector("#seat-links .watch input.link").value`)
	return links, watch
}

// twoSeats is a game created in the lobby whose seats 0 and 1 are people,
// each in a browser context of its own, watched by a third.
type twoSeats struct {
	id      string            // the game
	tok     []string          // seats 0 and 1's tokens
	pages   []context.Context // seats 0 and 1's pages
	watcher context.Context   // the spectator's page
}

// openTwoSeats creates a game of seats (seats 0 and 1 human) in the lobby
// and opens the two seats' links and the watch link, each in its own
// browser context, once they show move 0.
func openTwoSeats(t *testing.T, s *site, seats []string, seed int) twoSeats {
	t.Helper()
	links, watch := createInLobby(t, s.person(), s.base, seats, seed)
	g := twoSeats{id: gameOf(t, links[0]), tok: []string{tokenOf(t, links[0]), tokenOf(t, links[1])},
		pages: []context.Context{s.person(), s.person()}, watcher: s.person()}
	do(t, g.pages[0], chromedp.Navigate(links[0]))
	do(t, g.pages[1], chromedp.Navigate(links[1]))
	do(t, g.watcher, chromedp.Navigate(watch))
	for _, p := range []context.Context{g.pages[0], g.pages[1], g.watcher} {
		waitN(t, p, 0)
	}
	return g
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// turnOrEnd waits until the page offers its seat a decision ("turn") or
// shows the end of the game ("over").
func turnOrEnd(t *testing.T, ctx context.Context) string {
	t.Helper()
	return wait[string](t, ctx, "my turn or the end", `(() => {
		const page = document.querySelector("#table-page");
		if (page && page.dataset.over === "true") return "over";
		return document.querySelector("#decision button.option:not([disabled])") ? "turn" : "";
	})()`)
}

// playToEnd answers each decision of the page's seat with its first option
// until the game ends, failing after max decisions.
func playToEnd(t *testing.T, ctx context.Context, max int) {
	t.Helper()
	for moves := 0; turnOrEnd(t, ctx) != "over"; moves++ {
		if moves == max {
			t.Fatalf("the game did not end in %d moves", max)
		}
		n := frameN(t, ctx)
		clickOption(t, ctx, "")
		waitN(t, ctx, n+1)
	}
}

// frameN is the move number the page shows.
func frameN(t *testing.T, ctx context.Context) int {
	t.Helper()
	return eval[int](t, ctx, `Number((document.querySelector("#table-page") || {dataset: {}}).dataset.n ?? -1)`)
}

// waitN waits until the page shows move n or later.
func waitN(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	wait[bool](t, ctx, fmt.Sprintf("move %d on the page", n),
		fmt.Sprintf(`Number((document.querySelector("#table-page") || {dataset: {}}).dataset.n ?? -1) >= %d`, n))
}

// myTurn reports whether the page offers option buttons now.
func myTurn(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return eval[bool](t, ctx, `document.querySelectorAll("#decision button.option:not([disabled])").length > 0`)
}

// clickOption clicks the option button whose id is id, or the first one
// when id is empty, and returns the id clicked. The click is the button's
// own click() (a real mouse click costs a scroll and a layout each time;
// the board clicks of the Outlive tests use the mouse).
func clickOption(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	sel := `#decision button.option:not([disabled])`
	if id != "" {
		sel = `#decision button.option[data-option=` + js(id) + `]`
	}
	wait[bool](t, ctx, "option "+id, `!!document.querySelector(`+js(sel)+`)`)
	// An option that gives something up asks to confirm: confirm it.
	return eval[string](t, ctx, `(() => { const b = document.querySelector(`+js(sel)+`); b.click();
		const yes = document.querySelector("#forfeit-yes"); if (yes) yes.click(); return b.dataset.option; })()`)
}

// noHorizontalOverflow checks that the page is no wider than the screen.
func noHorizontalOverflow(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	type dims struct {
		Scroll int    `json:"scroll"`
		Client int    `json:"client"`
		Widest string `json:"widest"`
	}
	d := eval[dims](t, ctx, `(() => {
		const w = document.documentElement.clientWidth;
		let widest = "";
		for (const el of document.querySelectorAll("body *")) {
			const r = el.getBoundingClientRect();
			if (r.right > w + 1 && r.width > 0) { widest = el.tagName + "." + el.className + " right=" + Math.round(r.right); break; }
		}
		return {scroll: document.documentElement.scrollWidth, client: w, widest};
	})()`)
	if d.Scroll > d.Client {
		t.Errorf("%s: the page is %dpx wide on a %dpx screen (first element past the edge: %s)", where, d.Scroll, d.Client, d.Widest)
	}
}
