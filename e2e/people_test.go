package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/games/fallout"
	"wasteland/games/outlive"
	"wasteland/internal/toygame"
)

// playBothToEnd plays the two seats' pages with their first options until
// the game ends, failing after max moves.
func playBothToEnd(t *testing.T, pages []context.Context, max int) {
	t.Helper()
	for moves := 0; ; moves++ {
		if moves == max {
			t.Fatalf("the game did not end in %d moves", max)
		}
		n := frameN(t, pages[0])
		if eval[bool](t, pages[0], `document.querySelector("#table-page").dataset.over === "true"`) {
			return
		}
		p := pages[eval[int](t, pages[0], `Number(document.querySelector("#table-page").dataset.toMove)`)]
		waitN(t, p, n)
		if turnOrEnd(t, p) == "over" {
			return
		}
		clickOption(t, p, "")
		waitN(t, pages[0], n+1)
	}
}

// setName types name into the page's own seat's name field and saves it.
func setName(t *testing.T, p context.Context, name string) {
	t.Helper()
	wait[bool](t, p, "the name field", `!!document.querySelector("#name-input")`)
	eval[bool](t, p, fmt.Sprintf(`(() => { document.querySelector("#name-input").value = %s; return true; })()`, js(name)))
	do(t, p, chromedp.Click(chromedp.CSS("#name-save")))
}

// say types a chat line (a spectator under name) and sends it.
func say(t *testing.T, p context.Context, text, name string) {
	t.Helper()
	eval[bool](t, p, fmt.Sprintf(`(() => {
		if (%s) document.querySelector("#chat-name").value = %s;
		document.querySelector("#chat-input").value = %s;
		return true;
	})()`, js(name), js(name), js(text)))
	do(t, p, chromedp.Click(chromedp.CSS("#chat-send")))
}

// chatLine waits until the page's chat shows a line with text and returns
// who it is shown as written by.
func chatLine(t *testing.T, p context.Context, text string) string {
	t.Helper()
	return wait[string](t, p, "the chat line "+text, fmt.Sprintf(`(() => {
		const li = Array.from(document.querySelectorAll("#chat-list .chat-line")).find((l) => l.querySelector(".chat-text").textContent === %s);
		return li ? li.querySelector(".chat-who").textContent : "";
	})()`, js(text)))
}

// TestChatNamesAndRematch: two people and a spectator at a table. A seat
// names itself and the others see the name at the seat; they chat (markup
// is shown as text), the spectator under a name; the turn alert counts the
// turns it announced; at the end one seat asks for a rematch and the
// other's new link reaches it on its open page.
func TestChatNamesAndRematch(t *testing.T) {
	s := newSite(t, toygame.Game{})
	g := openTwoSeats(t, s, []string{"human", "human"}, 5)
	a, b, w := g.pages[0], g.pages[1], g.watcher

	setName(t, a, "Ann")
	for _, p := range []context.Context{a, b, w} {
		wait[bool](t, p, "Ann at seat 0", `(document.querySelector('#seat-names [data-seat="0"] .player-name') || {}).textContent === "Ann"`)
	}
	wait[bool](t, a, "Ann in the header", `(document.querySelector("#who") || {}).textContent === "You: Ann"`)
	lobby := s.person()
	do(t, lobby, chromedp.Navigate(s.base+"/"))
	wait[bool](t, lobby, "Ann at her seat in the lobby", fmt.Sprintf(
		`Array.from(document.querySelectorAll('.game-row[data-id="%s"] .seat-dot')).map((d) => d.textContent).join(",") === "Ann,●"`, g.id))

	// The alert is opt-in and kept in this browser.
	do(t, a, chromedp.Click(chromedp.CSS("#turn-alert")))
	if !eval[bool](t, a, `localStorage.getItem("wasteland.turnAlert") === "on"`) {
		t.Error("the turn alert's toggle is not kept")
	}

	markup := `<b id="bold">hi</b> & <img src=x onerror="window.pwned=1">`
	say(t, a, markup, "")
	for _, p := range []context.Context{a, b, w} {
		if who := chatLine(t, p, markup); who != "Ann" {
			t.Errorf("the line is shown as written by %q, want Ann", who)
		}
		if eval[bool](t, p, `!!document.querySelector("#chat-list b, #chat-list img") || !!window.pwned`) {
			t.Error("a chat line was read as markup")
		}
	}
	say(t, b, "good luck", "")
	if who := chatLine(t, a, "good luck"); who != "Blue" {
		t.Errorf("seat 1's line is shown as written by %q, want Blue", who)
	}
	say(t, w, "go Ann", "Kibitz")
	if who := chatLine(t, b, "go Ann"); who != "Kibitz (watching)" {
		t.Errorf("the spectator's line is shown as written by %q", who)
	}
	s.shot(b, "people-chat")
	do(t, b, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noHorizontalOverflow(t, b, "the players and the chat on a phone")
	s.shot(b, "people-chat-phone")
	do(t, b, chromedp.EmulateViewport(1366, 900))

	playBothToEnd(t, g.pages, 200)
	if n := eval[int](t, a, `Number(document.body.dataset.turnAlerts || 0)`); n < 1 {
		t.Errorf("the turn alert announced %d turns, want at least 1", n)
	}
	if n := eval[int](t, b, `Number(document.body.dataset.turnAlerts || 0)`); n != 0 {
		t.Errorf("the page without the alert announced %d turns", n)
	}

	// The rematch: seat 0 asks; seat 1's page offers its own new link.
	wait[bool](t, a, "the rematch button", `!!document.querySelector("#rematch")`)
	s.shot(a, "people-over")
	do(t, a, chromedp.Click(chromedp.CSS("#rematch")))
	next := wait[string](t, a, "the rematch's table", fmt.Sprintf(`(() => {
		const page = document.querySelector("#table-page");
		return location.pathname !== "/game/%s" && page && page.dataset.n === "0" && page.dataset.seat === "0" ? location.pathname : "";
	})()`, g.id))
	wait[bool](t, b, "the rematch offer", `!!document.querySelector("#rematch-join")`)
	wait[bool](t, w, "the rematch to watch", `!!document.querySelector("#rematch-watch")`)
	do(t, b, chromedp.Click(chromedp.CSS("#rematch-join")))
	wait[bool](t, b, "seat 1 in the rematch", fmt.Sprintf(`(() => {
		const page = document.querySelector("#table-page");
		return location.pathname === %s && page && page.dataset.n === "0" && page.dataset.seat === "1";
	})()`, js(next)))
	// Same seats, same names; the new links are new.
	wait[bool](t, b, "Ann in the rematch", `(document.querySelector('#seat-names [data-seat="0"] .player-name') || {}).textContent === "Ann"`)
	if tok := eval[string](t, b, `localStorage.getItem("wasteland.token." + location.pathname.split("/")[2])`); tok == "" || tok == g.tok[1] {
		t.Errorf("seat 1's token in the rematch is %q", tok)
	}
	say(t, b, "again!", "")
	if who := chatLine(t, a, "again!"); who != "Blue" {
		t.Errorf("in the rematch the line is shown as written by %q", who)
	}
}

// TestNamesInLogLines: a seat's name appears at its board and in the log
// lines told after it was set, in the other seat's language.
func TestNamesInLogLines(t *testing.T) {
	s := newSite(t, outlive.Game{})
	g := openTwoSeats(t, s, []string{"human", "human"}, 3)
	a, b := g.pages[0], g.pages[1]
	setName(t, b, "Zora")
	wait[bool](t, a, "Zora on the boards", `(document.querySelector("#board") || {}).textContent.includes("Zora")`)
	for moves := 0; !eval[bool](t, a, `document.querySelector("#log-list").textContent.includes("Zora")`); moves++ {
		if moves == 60 {
			t.Fatal("no log line named Zora after 60 moves")
		}
		n := frameN(t, a)
		p := g.pages[eval[int](t, a, `Number(document.querySelector("#table-page").dataset.toMove)`)]
		waitN(t, p, n)
		clickOption(t, p, "")
		waitN(t, a, n+1)
	}
	if eval[bool](t, b, `document.querySelector("#log-list").textContent.includes("Zora")`) {
		t.Error("Zora's own log calls her by name, not \"you\"")
	}
	s.shot(a, "people-names-log")
}

// TestLobbyOffersModesAndScenarios: the lobby offers Fallout's ways to
// play (standard, solo, co-op) with their player counts and its
// scenarios; a co-op game in a chosen scenario is created as chosen.
func TestLobbyOffersModesAndScenarios(t *testing.T) {
	s := newSite(t, fallout.Game{}, outlive.Game{})
	p := s.person()
	do(t, p, chromedp.Navigate(s.base+"/"))
	wait[bool](t, p, "the catalog", `document.querySelectorAll("#create-game option").length > 0`)
	eval[bool](t, p, `(() => { const g = document.querySelector("#create-game"); g.value = "fallout"; g.dispatchEvent(new Event("change")); return true; })()`)
	modes := eval[[]string](t, p, `Array.from(document.querySelectorAll("#create-variant option")).map((o) => o.value + ": " + o.textContent)`)
	want := []string{"base: Standard game (2–4 players)", "solo: Solo (1 player)", "coop: Co-op (Atomic Bonds) (1–4 players)"}
	if strings.Join(modes, "|") != strings.Join(want, "|") {
		t.Errorf("modes offered %q, want %q", modes, want)
	}
	scenarios := eval[[]string](t, p, `Array.from(document.querySelectorAll("#create-option-scenario option")).map((o) => o.value)`)
	for _, sc := range []string{"dust-basin", "iron-causeway", "kindled-vaults", "shattered-rim"} {
		if !strings.Contains(strings.Join(scenarios, " "), sc) {
			t.Errorf("scenarios offered %q lack %s", scenarios, sc)
		}
	}
	// Solo takes one player; one player in the standard game is solo.
	eval[bool](t, p, `(() => { const v = document.querySelector("#create-variant"); v.value = "solo"; v.dispatchEvent(new Event("change")); return true; })()`)
	if n := eval[int](t, p, `document.querySelectorAll("#create-seats select").length`); n != 1 {
		t.Errorf("solo offers %d seats, want 1", n)
	}
	eval[bool](t, p, `(() => { const q = document.querySelector("#create-players"); q.value = 3; q.dispatchEvent(new Event("input")); return true; })()`)
	if v := eval[string](t, p, `document.querySelector("#create-variant").value`); v != "base" {
		t.Errorf("three players chose the mode %q, want base", v)
	}
	eval[bool](t, p, `(() => {
		const v = document.querySelector("#create-variant"); v.value = "coop"; v.dispatchEvent(new Event("change"));
		document.querySelector("#create-option-scenario").value = "iron-causeway";
		return true;
	})()`)
	do(t, p, chromedp.Click(chromedp.CSS("#create-submit")))
	wait[bool](t, p, "the seat links", `!!document.querySelector("#seat-links .seat-link")`)
	link := eval[string](t, p, `document.querySelector('#seat-links .seat-link[data-seat="0"] input.link').value`)
	var sum struct {
		Variant string `json:"variant"`
		Players int    `json:"players"`
	}
	s.api("/games/"+gameOf(t, link), "", &sum)
	if sum.Variant != "coop" || sum.Players != 3 {
		t.Errorf("created %+v, want co-op for 3", sum)
	}
	var st struct {
		View struct {
			Scenario string `json:"scenario"`
		} `json:"view"`
	}
	s.api("/games/"+gameOf(t, link)+"/state", "", &st)
	if st.View.Scenario != "iron-causeway" {
		t.Errorf("created in scenario %q, want iron-causeway", st.View.Scenario)
	}
}
