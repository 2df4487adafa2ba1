package e2e

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/internal/toygame"
)

// toyHand is a seat's own hand as the server shows it to that seat.
func toyHand(s *site, id, token string) []int {
	var f struct {
		View struct {
			Hand []int `json:"hand"`
		} `json:"view"`
	}
	s.api("/games/"+id+"/state", token, &f)
	return f.View.Hand
}

// handOnPage parses the hand the generic renderer shows ("3, 7").
func handOnPage(t *testing.T, ctxName string, text string) []int {
	t.Helper()
	if text == "" {
		return nil
	}
	var out []int
	for _, p := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			t.Fatalf("%s: hand %q on the page is not a list of cards", ctxName, text)
		}
		out = append(out, n)
	}
	return out
}

// TestTwoSeatsSecretsReload creates a game in the lobby, plays it as two
// people in two browser contexts, checks that each page holds only its own
// secrets, and reloads and reopens a seat without its link.
func TestTwoSeatsSecretsReload(t *testing.T) {
	s := newSite(t, toygame.Game{})
	host := s.person()
	links, watch := createInLobby(t, host, s.base, []string{"human", "human"}, 7)
	s.shot(host, "lobby-created")
	if links[0] == "" || links[1] == "" {
		t.Fatalf("seat links missing: %q", links)
	}
	id := gameOf(t, links[0])
	tok := []string{tokenOf(t, links[0]), tokenOf(t, links[1])}

	a, b := s.person(), s.person()
	pages := [2]context.Context{a, b}
	do(t, a, chromedp.Navigate(links[0]))
	do(t, b, chromedp.Navigate(links[1]))
	for i, p := range pages {
		wait[bool](t, p, "the seat's name", fmt.Sprintf(`(document.querySelector("#who") || {}).textContent === "You: %s"`, []string{"Red", "Blue"}[i]))
		waitN(t, p, 0)
	}

	checkSecrets := func(stage string) {
		t.Helper()
		for i, p := range pages {
			want := toyHand(s, id, tok[i])
			other := toyHand(s, id, tok[1-i])
			text := eval[string](t, p, `(() => { const el = document.querySelector('[data-path="hand"] .tree-val'); return el ? el.textContent : ""; })()`)
			got := handOnPage(t, stage, text)
			if !slices.Equal(got, want) {
				t.Errorf("%s: seat %d's page shows hand %v, its hand is %v", stage, i, got, want)
			}
			if len(other) > 0 && slices.Equal(got, other) && !slices.Equal(want, other) {
				t.Errorf("%s: seat %d's page shows the other seat's hand", stage, i)
			}
			// One hand in the DOM, and no secret event of another seat.
			if n := eval[int](t, p, `document.querySelectorAll('[data-path="hand"]').length`); n > 1 {
				t.Errorf("%s: seat %d's page holds %d hands", stage, i, n)
			}
			if n := eval[int](t, p, fmt.Sprintf(`document.querySelectorAll('.log-item[data-to]:not([data-to="-1"]):not([data-to="%d"])').length`, i)); n > 0 {
				t.Errorf("%s: seat %d's log holds %d secret events of another seat", stage, i, n)
			}
		}
	}
	checkSecrets("start")

	// Play 8 moves, each by whichever page offers options.
	played := 0
	for played < 8 {
		n := frameN(t, a)
		waitN(t, b, n)
		var mover context.Context
		for _, p := range pages {
			if myTurn(t, p) {
				mover = p
			}
		}
		if mover == nil {
			t.Fatalf("move %d: neither page offers an option", n)
		}
		clickOption(t, mover, "")
		waitN(t, a, n+1)
		waitN(t, b, n+1)
		played++
		if eval[bool](t, a, `document.querySelector("#table-page").dataset.over === "true"`) {
			break
		}
	}
	checkSecrets("after play")
	for i, p := range pages {
		if n := eval[int](t, p, fmt.Sprintf(`document.querySelectorAll('.log-item[data-to="%d"]').length`, i)); n == 0 {
			t.Errorf("seat %d's log shows none of its own secret events", i)
		}
	}
	s.shot(a, "toy-seat0")

	// A spectator sees no hand and no options.
	w := s.person()
	do(t, w, chromedp.Navigate(watch))
	waitN(t, w, frameN(t, a))
	if eval[int](t, w, `document.querySelectorAll('[data-path="hand"], #decision button.option').length`) != 0 {
		t.Error("the spectator's page shows a hand or options")
	}
	if got := eval[string](t, w, `document.querySelector("#who").textContent`); got != "Spectator" {
		t.Errorf("spectator page says %q", got)
	}

	// Reload: same seat, same move.
	n := frameN(t, a)
	do(t, a, chromedp.Reload())
	wait[bool](t, a, "seat after reload", `(document.querySelector("#who") || {}).textContent === "You: Red"`)
	waitN(t, a, n)
	// Close the tab and come back without the link's token: the browser
	// remembers the seat.
	do(t, b, chromedp.Navigate("about:blank"), chromedp.Navigate(s.base+"/game/"+id))
	wait[bool](t, b, "seat without the link", `(document.querySelector("#who") || {}).textContent === "You: Blue"`)
	waitN(t, b, n)
	// And play on.
	if eval[bool](t, a, `document.querySelector("#table-page").dataset.over !== "true"`) {
		var mover context.Context = a
		if !myTurn(t, a) {
			mover = b
		}
		clickOption(t, mover, "")
		waitN(t, a, n+1)
		waitN(t, b, n+1)
	}
}

// TestFinishAgainstBotAndReplay plays a whole game against a bot from the
// lobby's Play button, checks the final scores, then steps through the
// replay.
func TestFinishAgainstBotAndReplay(t *testing.T) {
	s := newSite(t, toygame.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 11)
	if links[1] != "" {
		t.Fatalf("a bot seat got a join link: %q", links[1])
	}
	id := gameOf(t, links[0])
	do(t, p, chromedp.Click(chromedp.CSS(`#seat-links .seat-link[data-seat="0"] button.play`)))
	wait[bool](t, p, "the table", `(document.querySelector("#who") || {}).textContent === "You: Red"`)
	playToEnd(t, p, 200)
	wait[bool](t, p, "the final scores", `!!document.querySelector("#result table.scores")`)
	rows := eval[int](t, p, `document.querySelectorAll("#result table.scores tbody tr").length`)
	if rows != 2 {
		t.Errorf("final scores list %d seats, want 2", rows)
	}
	s.shot(p, "toy-over")

	var rec struct {
		Moves []struct{} `json:"moves"`
	}
	s.api("/games/"+id+"/record", "", &rec)
	total := len(rec.Moves)
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-link`)))
	counter := func(want string) {
		t.Helper()
		wait[bool](t, p, "replay counter "+want, `(document.querySelector("#replay-counter") || {}).textContent === `+js(want))
	}
	counter(fmt.Sprintf("move 0 of %d", total))
	deck := func() string {
		t.Helper()
		return eval[string](t, p, `(document.querySelector('#board [data-path="deck"] .tree-val') || {}).textContent || ""`)
	}
	wait[bool](t, p, "the dealt table", `(document.querySelector('#board [data-path="deck"] .tree-val') || {}).textContent === "8"`)
	logAt0 := eval[int](t, p, `document.querySelectorAll("#log-list .log-item").length`)
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-forward`)))
	counter(fmt.Sprintf("move 1 of %d", total))
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-forward`)))
	counter(fmt.Sprintf("move 2 of %d", total))
	logAt2 := eval[int](t, p, `document.querySelectorAll("#log-list .log-item").length`)
	if logAt2 <= logAt0 {
		t.Errorf("the log did not grow when stepping forward: %d then %d lines", logAt0, logAt2)
	}
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-back`)))
	counter(fmt.Sprintf("move 1 of %d", total))
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-last`)))
	counter(fmt.Sprintf("move %d of %d", total, total))
	wait[bool](t, p, "the final table", `(document.querySelector('#board [data-path="deck"] .tree-val') || {}).textContent !== "8"`)
	if d := deck(); d == "" {
		t.Error("the replay shows no table at the last move")
	}
	if eval[bool](t, p, `!document.querySelector("#replay-notice").hidden`) {
		t.Error("the replay fell back to the log only: the server did not answer state?at=n")
	}
	s.shot(p, "toy-replay")
}

// TestPhoneLayout checks that the lobby and a table fit a phone's width.
func TestPhoneLayout(t *testing.T) {
	s := newSite(t, toygame.Game{})
	p := s.person()
	do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 5)
	noHorizontalOverflow(t, p, "lobby")
	s.shotScreen(p, "phone-lobby")
	do(t, p, chromedp.Navigate(links[0]))
	wait[bool](t, p, "the table", `(document.querySelector("#who") || {}).textContent === "You: Red"`)
	waitN(t, p, 0)
	noHorizontalOverflow(t, p, "table")
	s.shotScreen(p, "phone-table")
}

// TestLobbyJoinAndWatch takes a seat opened to the lobby from the lobby's
// list, checks that the seat its creator handed out offers no join button,
// and watches a game from the list.
func TestLobbyJoinAndWatch(t *testing.T) {
	s := newSite(t, toygame.Game{})
	var created struct {
		Game struct {
			ID string `json:"id"`
		} `json:"game"`
		Seats []struct {
			Link string `json:"link"`
		} `json:"seats"`
	}
	s.post("/games", map[string]any{"game": "toy", "players": 3, "seats": []string{"human", "human", "human"}, "seed": 3, "lobby": []int{1, 2}}, &created)
	id := created.Game.ID
	p := s.person()
	do(t, p, chromedp.Navigate(s.base+"/"))
	join := `#open-games .game-row[data-id="` + id + `"] button.claim[data-seat="1"]`
	wait[bool](t, p, "the open game in the list", `!!document.querySelector(`+js(join)+`)`)
	s.shot(p, "lobby-lists")
	do(t, p, chromedp.Click(chromedp.CSS(join)))
	wait[bool](t, p, "the claimed seat", `(document.querySelector("#who") || {}).textContent === "You: Blue"`)
	if !strings.Contains(eval[string](t, p, `location.hash`), "token=") {
		t.Error("the claimed seat's page has no join link in its address")
	}

	// Seat 0 was handed out by its creator: the lobby offers no button to
	// take it, and its link plays it.
	if eval[bool](t, p, `!!document.querySelector(`+js(`button.claim[data-seat="0"]`)+`)`) {
		t.Error("the lobby offers to take a seat its creator handed out")
	}
	own := s.person()
	do(t, own, chromedp.Navigate(s.base+created.Seats[0].Link))
	wait[bool](t, own, "the creator's seat", `(document.querySelector("#who") || {}).textContent === "You: Red"`)

	// Watch from the list.
	w := s.person()
	do(t, w, chromedp.Navigate(s.base+"/"))
	// Seat 2 is still open to the lobby, so the game is listed as open.
	watch := `#open-games .game-row[data-id="` + id + `"] a.watch`
	wait[bool](t, w, "the game in the list", `!!document.querySelector(`+js(watch)+`)`)
	do(t, w, chromedp.Click(chromedp.CSS(watch)))
	wait[bool](t, w, "the watched table", `(document.querySelector("#who") || {}).textContent === "Spectator"`)
}

// TestReconnectAfterRestart restarts the server under two open pages: they
// reconnect by themselves, keep their seats and log (no line lost or
// doubled), and play on.
func TestReconnectAfterRestart(t *testing.T) {
	s := newSite(t, toygame.Game{})
	host := s.person()
	links, _ := createInLobby(t, host, s.base, []string{"human", "human"}, 21)
	id := gameOf(t, links[0])
	tok := []string{tokenOf(t, links[0]), tokenOf(t, links[1])}
	pages := []context.Context{s.person(), s.person()}
	for i, p := range pages {
		do(t, p, chromedp.Navigate(links[i]))
		waitN(t, p, 0)
	}
	playOne := func() {
		t.Helper()
		n := frameN(t, pages[0])
		for _, p := range pages {
			waitN(t, p, n)
		}
		mover := pages[0]
		if !myTurn(t, mover) {
			mover = pages[1]
		}
		clickOption(t, mover, "")
		for _, p := range pages {
			waitN(t, p, n+1)
		}
	}
	playOne()
	playOne()
	var before []int
	for _, p := range pages {
		before = append(before, eval[int](t, p, `Number(document.querySelector("#conn").dataset.connects || 0)`))
	}
	s.restart()
	for i, p := range pages {
		wait[bool](t, p, "the page to reconnect", fmt.Sprintf(`(() => {
			const c = document.querySelector("#conn");
			return c.classList.contains("conn-live") && Number(c.dataset.connects || 0) > %d;
		})()`, before[i]))
	}
	playOne()
	playOne()
	for i, p := range pages {
		var evs struct {
			Events []struct{} `json:"events"`
		}
		s.api("/games/"+id+"/events?since=0", tok[i], &evs)
		if got := eval[int](t, p, `document.querySelectorAll("#log-list .log-item").length`); got != len(evs.Events) {
			t.Errorf("seat %d's log has %d lines after the restart, the seat may see %d events", i, got, len(evs.Events))
		}
	}
}
