package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/internal/toygame"
)

// TestClockStandInAndTakeBack: a real-time game of ten seconds a seat;
// seat 0's time runs out, seat 1's player lets a bot play for it from the
// table, and seat 0's player takes the seat back from their own page.
func TestClockStandInAndTakeBack(t *testing.T) {
	s := newSite(t, toygame.Game{})
	var created struct {
		Game struct {
			ID string `json:"id"`
		} `json:"game"`
		Seats []struct {
			Link string `json:"link"`
		} `json:"seats"`
	}
	s.post("/games", map[string]any{"game": "toy", "players": 2, "seats": []string{"human", "human"},
		"clock": map[string]any{"mode": "realtime", "base_seconds": 10}}, &created)
	other, owner := s.person(), s.person()
	do(t, other, chromedp.Navigate(s.base+created.Seats[1].Link))
	wait[bool](t, other, "the clocks", `document.querySelectorAll("#clocks:not([hidden]) .seat-clock").length === 2`)
	if !eval[bool](t, other, `!!document.querySelector("#clocks .seat-clock.running[data-seat='0']")`) {
		t.Error("seat 0's clock is not shown running")
	}
	wait[bool](t, other, "seat 0's time running out and the stand-in button", `!!document.querySelector("#stand-in-0")`)
	do(t, other, chromedp.Click(chromedp.CSS("#stand-in-0")))
	wait[bool](t, other, "the bot playing for seat 0", `(document.querySelector("#clocks .seat-clock[data-seat='0']") || {dataset: {}}).dataset.standIn === "bot:greedy"`)
	waitN(t, other, 1)
	s.shot(other, "clock-stand-in")
	do(t, owner, chromedp.Navigate(s.base+created.Seats[0].Link))
	wait[bool](t, owner, "the take-back button", `!!document.querySelector("#take-back")`)
	do(t, owner, chromedp.Click(chromedp.CSS("#take-back")))
	wait[bool](t, owner, "the seat back", `(document.querySelector("#clocks .seat-clock[data-seat='0']") || {dataset: {}}).dataset.standIn === "" && !document.querySelector("#take-back")`)
}

// TestStandInWithoutClock: in a game without a clock, seat 0's player
// leaves from the table, seat 1's player lets a bot play for the seat, and
// seat 0's player takes it back.
func TestStandInWithoutClock(t *testing.T) {
	s := newSite(t, toygame.Game{})
	var created struct {
		Seats []struct {
			Link string `json:"link"`
		} `json:"seats"`
	}
	s.post("/games", map[string]any{"game": "toy", "players": 2, "seats": []string{"human", "human"}}, &created)
	owner, other := s.person(), s.person()
	do(t, owner, chromedp.Navigate(s.base+created.Seats[0].Link))
	do(t, other, chromedp.Navigate(s.base+created.Seats[1].Link))
	wait[bool](t, owner, "the seats panel and the leave button", `!!document.querySelector("#clocks:not([hidden]) #leave")`)
	do(t, owner, chromedp.Click(chromedp.CSS("#leave")))
	wait[bool](t, other, "the stand-in button", `!!document.querySelector("#stand-in-0")`)
	do(t, other, chromedp.Click(chromedp.CSS("#stand-in-0")))
	wait[bool](t, other, "the bot playing for seat 0", `(document.querySelector("#clocks .seat-clock[data-seat='0']") || {dataset: {}}).dataset.standIn === "bot:greedy"`)
	wait[bool](t, owner, "the take-back button", `!!document.querySelector("#take-back")`)
	do(t, owner, chromedp.Click(chromedp.CSS("#take-back")))
	wait[bool](t, owner, "the seat back", `(document.querySelector("#clocks .seat-clock[data-seat='0']") || {dataset: {}}).dataset.standIn === "" && !!document.querySelector("#leave")`)
}

// TestStaleLinkSaysWhy: a seat link whose token is not the seat's (here
// mistyped) says why it does not work (not that someone claimed the
// seat), and the page goes on as a spectator's.
func TestStaleLinkSaysWhy(t *testing.T) {
	s := newSite(t, toygame.Game{})
	var created struct {
		Game struct {
			ID string `json:"id"`
		} `json:"game"`
	}
	s.post("/games", map[string]any{"game": "toy", "players": 2, "seats": []string{"human", "human"}}, &created)
	p := s.person()
	do(t, p, chromedp.Navigate(s.base+"/game/"+created.Game.ID+"#token=mistyped"))
	wait[bool](t, p, "the reason", `[...document.querySelectorAll("#toasts .toast-error")].some((e) => e.textContent.includes("mistyped"))`)
	wait[bool](t, p, "the spectator's table", `!document.querySelector("#leave") && !!document.querySelector(".table-page")`)
}
