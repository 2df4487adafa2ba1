package e2e

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// botGameOver creates a game of bots in the lobby with options (as
// createInLobbyWith) and waits until the server has played it to its
// end; it returns the game's id.
func botGameOver(t *testing.T, s *site, p context.Context, seats []string, seed int, options map[string]string) string {
	t.Helper()
	_, watch := createInLobbyWith(t, p, s.base, seats, seed, options)
	id := gameOf(t, watch)
	deadline := time.Now().Add(10 * time.Minute)
	for {
		var f struct {
			N    int  `json:"n"`
			Over bool `json:"over"`
		}
		s.api("/games/"+id+"/state", "", &f)
		if f.Over {
			return id
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bots' game is at move %d after 10 minutes", f.N)
		}
		time.Sleep(time.Second)
	}
}

// logTip hovers the text of the first log line of type typ with the mouse
// and returns the tooltip shown ("" when none shows).
func logTip(t *testing.T, ctx context.Context, typ string) string {
	t.Helper()
	return wait[string](t, ctx, "the tooltip of a "+typ+" line", `(() => {
		const el = document.querySelector('#log-list .log-item[data-type=`+js(typ)+`] .log-text[data-tip]');
		if (!el) return null;
		el.scrollIntoView({block: "center"});
		el.dispatchEvent(new PointerEvent("pointerover", {bubbles: true, pointerType: "mouse"}));
		const tip = document.querySelector("#tip");
		return tip && !tip.hidden ? tip.textContent : "";
	})()`)
}

// TestLogTipsAndReplayRules watches a game of bots of each game to its
// end and steps to the end of its replay: the replay's top bar links to
// the game's rules reference beside it, every log line links to the rule
// its event applied, and hovering a line shows the tooltip of the
// components it names, with their words in the reader's language (the
// catalogs' ui.explain.* and the content's names), never an id.
func TestLogTipsAndReplayRules(t *testing.T) {
	for _, tt := range []struct {
		game    engine.Game
		options map[string]string
		seats   []string
		seed    int
		// lines are log lines by event type, each with words its tip
		// must hold in English and in German.
		lines map[string][2]string
	}{
		{outlive.Game{}, nil, []string{"bot:random", "bot:random"}, 11, map[string][2]string{
			"room-built":    {"each night it needs", "Jede Nacht braucht"},
			"visit-started": {"action points", "Aktionspunkte"},
		}},
		{fallout.Game{}, nil, []string{"bot:greedy", "bot:greedy"}, 20, map[string][2]string{
			"fight-started":   {"Vulnerable: ", "Verwundbar: "},
			"encounter-drawn": {"Encounter card of the ", "Begegnungskarte des Stapels "},
		}},
		{fallout.Game{}, map[string]string{"variant": "coop"}, []string{"bot:random", "bot:random"}, 5, map[string][2]string{
			"activation-revealed": {"Activation card: ", "Aktivierungskarte: "},
		}},
	} {
		name := tt.game.Name()
		t.Run(name+tt.options["variant"], func(t *testing.T) {
			s := newSite(t, tt.game)
			p := s.person()
			id := botGameOver(t, s, p, tt.seats, tt.seed, tt.options)
			do(t, p, chromedp.Navigate(s.base+"/game/"+id+"?replay"))
			wait[bool](t, p, "the replay", `/^move 0 of \d+$/.test((document.querySelector("#replay-counter") || {}).textContent || "")`)
			type link struct{ Path, Target string }
			if l := eval[link](t, p, `(() => { const a = document.querySelector("#topbar-info a.rules-link"); return a ? {Path: a.pathname, Target: a.target} : {}; })()`); l.Path != "/rules/"+name || l.Target != "_blank" {
				t.Errorf("the replay's rules link is %+v, want /rules/%s in a tab of its own", l, name)
			}
			do(t, p, chromedp.Click(chromedp.CSS(`#replay-last`)))
			wait[bool](t, p, "the last step", `/Game over/.test((document.querySelector("#status-bar") || {}).textContent || "")`)
			checkRuleLinks(t, p, name)
			checkTipWords(t, p)
			for typ, want := range tt.lines {
				if got := logTip(t, p, typ); !strings.Contains(got, want[0]) || strings.Contains(got, "undefined") {
					t.Errorf("the tooltip of a %s line reads %q, want it to hold %q", typ, got, want[0])
				}
			}
			s.shot(p, "logtip-"+name+tt.options["variant"])
			// The tips follow the reader's language.
			eval[bool](t, p, `(localStorage.setItem("wasteland.lang", "de"), true)`)
			do(t, p, chromedp.Reload())
			wait[bool](t, p, "the German replay", `/^Zug \d+ von \d+$/.test((document.querySelector("#replay-counter") || {}).textContent || "")`)
			do(t, p, chromedp.Click(chromedp.CSS(`#replay-last`)))
			for typ, want := range tt.lines {
				if got := logTip(t, p, typ); !strings.Contains(got, want[1]) {
					t.Errorf("in German the tooltip of a %s line reads %q, want it to hold %q", typ, got, want[1])
				}
			}
		})
	}
}

// checkTipWords checks that every tooltip on the page is words: no
// catalog key the catalogs lack, nothing undefined.
func checkTipWords(t *testing.T, ctx context.Context) {
	t.Helper()
	tips := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("[data-tip]")).map((e) => e.dataset.tip)`)
	if len(tips) == 0 {
		t.Error("no tooltip on the page")
	}
	bad := regexp.MustCompile(`\bui\.[a-z-]+\.|undefined|NaN|\[object `)
	for _, tip := range tips {
		if bad.MatchString(tip) {
			t.Errorf("a tooltip reads %q", tip)
		}
	}
}
