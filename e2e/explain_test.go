package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// ruleHref is the rules reference's address of a rule: /rules/{game}#ID.
var ruleHref = regexp.MustCompile(`^/rules/(outlive|fallout)#(OL|FO|AB)-[A-Z0-9-]+$`)

// checkRuleLinks checks that every log line whose event cites rules links
// to the first of them in the rules reference of game, and that some do.
func checkRuleLinks(t *testing.T, ctx context.Context, game string) {
	t.Helper()
	type line struct {
		Type, Href, Rule string
	}
	lines := eval[[]line](t, ctx, `Array.from(document.querySelectorAll("#log-list .log-item")).map((li) => {
		const a = li.querySelector("a.rule-link");
		return {Type: li.dataset.type, Href: a ? a.getAttribute("href") : "", Rule: a ? a.dataset.rule : ""};
	})`)
	linked := 0
	for _, l := range lines {
		if l.Type == "decision" {
			continue
		}
		if !ruleHref.MatchString(l.Href) || !strings.HasPrefix(l.Href, "/rules/"+game+"#") || !strings.HasSuffix(l.Href, "#"+l.Rule) {
			t.Errorf("log line %s links to %q (rule %q)", l.Type, l.Href, l.Rule)
			continue
		}
		linked++
	}
	if linked == 0 {
		t.Error("no log line links to its rule")
	}
}

// checkNoInternalIDs checks that no option label and no log line shows an
// internal id: an option's own id, or a content id of ids.
func checkNoInternalIDs(t *testing.T, ctx context.Context, ids []string) {
	t.Helper()
	type text struct{ What, Text, ID string }
	texts := eval[[]text](t, ctx, `[
		...Array.from(document.querySelectorAll("#decision button.option")).map((b) => ({What: "option", Text: b.textContent, ID: b.dataset.option})),
		...Array.from(document.querySelectorAll("#log-list .log-text")).map((e) => ({What: "log", Text: e.textContent, ID: ""})),
	]`)
	for _, x := range texts {
		if x.ID != "" && strings.Contains(x.Text, x.ID) {
			t.Errorf("%s %q shows its id %q", x.What, x.Text, x.ID)
		}
		for _, id := range ids {
			if regexp.MustCompile(`(^|[^\w-])` + regexp.QuoteMeta(id) + `($|[^\w-])`).MatchString(x.Text) {
				t.Errorf("%s %q shows the internal id %q", x.What, x.Text, id)
			}
		}
	}
}

// checkTip hovers the first element of sel with the mouse and checks that
// the tooltip shows, holding want.
func checkTip(t *testing.T, ctx context.Context, sel, want string) {
	t.Helper()
	got := eval[string](t, ctx, `(() => {
		const el = document.querySelector(`+js(sel)+`);
		if (!el) return "no element " + `+js(sel)+`;
		el.dispatchEvent(new PointerEvent("pointerover", {bubbles: true, pointerType: "mouse"}));
		const tip = document.querySelector("#tip");
		return tip && !tip.hidden ? tip.textContent : "no tip";
	})()`)
	if !strings.Contains(got, want) {
		t.Errorf("the tooltip of %s shows %q, want it to hold %q", sel, got, want)
	}
}

// contentIDs are content ids with a hyphen in them: words a person must
// never read as they are.
func contentIDs(t *testing.T, ctx context.Context, module string, kinds ...string) []string {
	t.Helper()
	return wait[[]string](t, ctx, "the content ids", fmt.Sprintf(`import(%s).then((m) => {
		const c = m.default, out = [];
		for (const k of %s) for (const id of Object.keys(c[k] || {})) if (id.includes("-")) out.push(id);
		return out;
	})`, js(module), mustJSON(kinds)))
}

// TestExplainOutlive plays Outlive against bots into the first day and
// checks that the table explains itself: the night's forecast shows during
// the day with the server's numbers, a room and a location show their
// tooltips on hover and the airlock on a long press on a phone, every log
// line links to its rule and the leader's line explains the leader, and
// nothing shows an internal id.
func TestExplainOutlive(t *testing.T) {
	s := newSite(t, outlive.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 11)
	id, tok := gameOf(t, links[0]), tokenOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	rng := rand.New(rand.NewPCG(5, 6))
	for moves := 0; !eval[bool](t, p, `!!document.querySelector("#ol-forecast")`); moves++ {
		if moves > 60 || turnOrEnd(t, p) == "over" {
			t.Fatal("no forecast of the night during the first day")
		}
		n := playRandom(t, p, rng, false)
		waitN(t, p, n+1)
		wait[bool](t, p, "my turn", `!!document.querySelector("#decision button.option:not([disabled])") || !!document.querySelector("#ol-forecast")`)
	}
	var f struct {
		View struct {
			Bunkers []struct {
				Seat  int `json:"seat"`
				Night *struct {
					FoodNeeded int `json:"food_needed"`
					FoodHeld   int `json:"food_held"`
					Short      int `json:"short"`
					Rise       int `json:"rise"`
				} `json:"night_forecast"`
			} `json:"bunkers"`
		} `json:"view"`
	}
	s.api("/games/"+id+"/state", tok, &f)
	nf := f.View.Bunkers[0].Night
	if nf == nil {
		t.Fatal("the view has no night forecast during the day")
	}
	shown := eval[string](t, p, `document.querySelector("#ol-forecast").textContent`)
	if !strings.Contains(shown, fmt.Sprintf("%d needed, %d held", nf.FoodNeeded, nf.FoodHeld)) {
		t.Errorf("the forecast shows %q; the server forecasts %+v", shown, *nf)
	}
	if got := eval[string](t, p, `document.querySelector("#ol-forecast").dataset.short`); got != fmt.Sprint(nf.Short) {
		t.Errorf("the forecast shows %s short, the server %d", got, nf.Short)
	}
	checkTip(t, p, "#bunkers .room[data-room]", "each night it needs")
	checkTip(t, p, `.loc[data-loc="dam"] .loc-head`, "action points")
	checkTip(t, p, "#bunkers .airlock", "Airlock")
	// The log explains the components its lines name: the leader chosen.
	checkTip(t, p, `#log-list .log-item[data-type="leader-chosen"] .log-text`, "Leader, age ")
	// On a phone, a long press shows the tip.
	do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	eval[bool](t, p, `(() => {
		document.querySelector("#tip").hidden = true;
		const el = document.querySelector("#bunkers .airlock");
		el.scrollIntoView({block: "center"});
		el.dispatchEvent(new TouchEvent("touchstart", {bubbles: true, cancelable: true}));
		return true;
	})()`)
	wait[bool](t, p, "the tip of a long press", `(() => { const tip = document.querySelector("#tip"); return !!tip && !tip.hidden && tip.textContent.includes("Airlock"); })()`)
	eval[bool](t, p, `(document.querySelector("#bunkers .airlock").dispatchEvent(new TouchEvent("touchend", {bubbles: true, cancelable: true})), true)`)
	s.shotScreen(p, "explain-outlive-phone-tip")
	do(t, p, chromedp.EmulateViewport(1366, 900))
	checkRuleLinks(t, p, "outlive")
	checkNoInternalIDs(t, p, contentIDs(t, p, "/js/games/outlive-content.js", "rooms", "equipment", "events", "leaders"))
	s.shot(p, "explain-outlive-day")
}

// TestExplainFallout plays Fallout against a bot, fighting whenever it
// can, and checks the fight panel: the dice as V.A.T.S. figures, the
// areas that count, which dice hit; the forecast; an enemy's tooltip;
// the log's rule links; and no internal id on the page.
func TestExplainFallout(t *testing.T) {
	s := newSite(t, fallout.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:greedy"}, 20)
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	// A fight's panel shows while its dice wait for a decision, the bot's
	// too: the page records the first rolled one it draws.
	eval[bool](t, p, `(window.__fight = null, new MutationObserver(() => {
		const rd = document.querySelector('#fo-roll-detail[data-kind="fight"]');
		if (window.__fight || !rd || !document.querySelector("#fo-dice .die-hits, #fo-dice .die-misses")) return;
		window.__fight = {Dice: document.querySelectorAll("#fo-dice .die svg.vats").length, Counts: !!rd.querySelector(".rd-areas svg.vats .counts"),
			Parts: [".rd-hits", ".rd-damage", ".rd-xp", ".rd-rerolls"].filter((x) => rd.querySelector(x)).length,
			Text: document.querySelector("#fo-action").textContent};
	}).observe(document.body, {childList: true, subtree: true}), true)`)
	rng := rand.New(rand.NewPCG(9, 10))
	sawFight, sawForecast, sawTip := false, false, false
	sawBanner, sawTest := false, false
	last := -1
	for moves := 0; !sawFight; moves++ {
		if moves > 1500 {
			t.Fatal("no fight after 1500 decisions")
		}
		type look struct {
			Over, Forecast, Enemy bool
			N                     int
			Fights                []string
		}
		st := wait[look](t, p, "my turn or the end", `(() => {
			const page = document.querySelector("#table-page");
			if (page && page.dataset.over === "true") return {Over: true};
			if (!page || Number(page.dataset.n) <= `+fmt.Sprint(last)+`) return null;
			if (!document.querySelector("#decision button.option:not([disabled])")) return null;
			return {N: Number(page.dataset.n),
				Forecast: !!document.querySelector("#fo-forecast .fc-fight"), Enemy: !!document.querySelector("#fo-map .enemy.active[data-tip]"),
				Fights: Array.from(document.querySelectorAll('#decision button.option[data-option^="fight:"]')).map((b) => b.dataset.option)};
		})()`)
		if st.Over {
			t.Fatal("the game ended before a fight")
		}
		if st.Forecast && !sawForecast {
			sawForecast = true
			if got := eval[string](t, p, `document.querySelector("#fo-forecast .fc-fight").textContent`); !strings.Contains(got, "%") {
				t.Errorf("the fight forecast reads %q", got)
			}
		}
		if st.Enemy && !sawTip {
			sawTip = true
			checkTip(t, p, "#fo-map .enemy.active[data-tip]", "Vulnerable")
		}
		if !sawBanner && eval[bool](t, p, `!!document.querySelector("#fo-action .encounter .enc-option")`) {
			sawBanner = true
			s.shot(p, "explain-fallout-encounter")
		}
		if !sawTest && eval[bool](t, p, `!!document.querySelector('#fo-roll-detail[data-kind="test"]')`) {
			sawTest = true
			s.shot(p, "explain-fallout-test")
		}
		type fightSeen struct {
			Dice, Parts int
			Counts      bool
			Text        string
		}
		if f := eval[*fightSeen](t, p, `window.__fight`); f != nil {
			sawFight = true
			if f.Dice != 3 {
				t.Errorf("the fight shows %d dice as figures, want 3", f.Dice)
			}
			if !f.Counts {
				t.Error("the fight panel does not show the areas that count")
			}
			if strings.Contains(f.Text, "undefined") || strings.Contains(f.Text, "NaN") {
				t.Errorf("the fight panel reads %q", f.Text)
			}
			if f.Parts != 4 {
				t.Errorf("the fight panel shows %d of hits, damage, XP and rerolls", f.Parts)
			}
			s.shot(p, "explain-fallout-fight")
			break
		}
		n := st.N
		switch {
		case len(st.Fights) > 0:
			clickOption(t, p, st.Fights[rng.IntN(len(st.Fights))])
		case eval[bool](t, p, `!!document.querySelector('#decision button.option[data-option="end"]')`) && rng.IntN(10) < 3:
			clickOption(t, p, "end")
		default:
			n = playRandom(t, p, rng, false)
		}
		last = n
	}
	if !sawForecast {
		t.Error("no fight forecast was shown before the fight")
	}
	if !sawTip {
		t.Error("no enemy on the map had a tooltip")
	}
	if eval[bool](t, p, `!!document.querySelector("#log-list a.rule-link[data-card][data-tip]")`) {
		checkTip(t, p, "#log-list a.rule-link[data-card][data-tip]", "Why this happened")
	}
	checkRuleLinks(t, p, "fallout")
	checkNoInternalIDs(t, p, contentIDs(t, p, "/js/games/fallout-content.js", "items", "perks", "survivors"))
}
