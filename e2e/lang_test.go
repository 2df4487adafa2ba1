package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"wasteland/games/outlive"
)

// TestLanguageSwitch opens a seat of an Outlive game in English, switches
// the page to German with the language switcher, and finds German in the
// page's own words (the log's heading), in the server's words (the log's
// sentences, the decision, the option labels) and in the seat's name; the
// choice persists across a reload.
func TestLanguageSwitch(t *testing.T) {
	s := newSite(t, outlive.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 11)
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	wait[bool](t, p, "the English log", `document.querySelector("#log h2").textContent === "Log"`)
	wait[bool](t, p, "the options", `document.querySelectorAll("#decision button.option").length > 0`)

	// The switch reloads the page: start it after this evaluation returns,
	// and look again once the new page is there.
	eval[bool](t, p, `(() => { setTimeout(() => { const s = document.querySelector("#lang-switch"); s.value = "de"; s.dispatchEvent(new Event("change")); }, 50); return true; })()`)
	do(t, p, chromedp.Sleep(time.Second))
	wait[bool](t, p, "the German page", `document.documentElement.lang === "de" && !!document.querySelector("#log h2") && document.querySelector("#log h2").textContent === "Protokoll"`)
	waitN(t, p, 0)
	wait[bool](t, p, "the German decision", `/^Du bist dran: /.test((document.querySelector("#decision .prompt") || {}).textContent || "")`)
	lines := eval[[]string](t, p, `Array.from(document.querySelectorAll("#log-list .log-text")).map(e => e.textContent)`)
	if !strings.Contains(strings.Join(lines, "\n"), "Das Spiel ist für 2 Spieler aufgebaut") {
		t.Errorf("the log is not told in German: %q", lines)
	}
	labels := eval[[]string](t, p, `Array.from(document.querySelectorAll("#decision button.option")).map(e => e.textContent)`)
	if len(labels) == 0 || !strings.HasSuffix(labels[0], "behalten") {
		t.Errorf("the options are not told in German: %q", labels)
	}
	if who := eval[string](t, p, `(document.querySelector("#who") || {}).textContent`); who != "Du: Rot" {
		t.Errorf("the seat chip says %q, want Du: Rot", who)
	}
	s.shot(p, "language-de")

	do(t, p, chromedp.Reload())
	wait[bool](t, p, "German after a reload", `(document.querySelector("#log h2") || {}).textContent === "Protokoll"`)
}
