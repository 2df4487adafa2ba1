package e2e

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"wasteland/games/fallout"
	"wasteland/rulesref"
)

// TestRulesReference opens Fallout's rules reference from the lobby's link
// and from a table's "Rules" link (a new tab beside the game), searches it
// for a word and for nothing that matches, follows the direct link
// /rules/fallout#FO-FIGHT-3 (the form of the log's links) to that rule,
// scrolled into view and highlighted, also past a search that hid it, and
// reads the reference in German, and on a phone.
func TestRulesReference(t *testing.T) {
	s := newSite(t, fallout.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 20)
	if href := eval[string](t, p, `(document.querySelector("#rules-links a[data-rules=fallout]") || {}).pathname || ""`); href != "/rules/fallout" {
		t.Errorf("the lobby's rules link goes to %q, want /rules/fallout", href)
	}
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	s.shotScreen(p, "rules-link-table")

	// The table's link opens the reference in a tab of its own.
	opened := chromedp.WaitNewTarget(p, func(i *target.Info) bool { return strings.Contains(i.URL, "/rules/fallout") })
	do(t, p, chromedp.Click(chromedp.CSS("#topbar-info a.rules-link")))
	var id target.ID
	select {
	case id = <-opened:
	case <-time.After(safety):
		t.Fatal("the table's Rules link opened no tab with /rules/fallout")
	}
	tab, cancel := chromedp.NewContext(p, chromedp.WithTargetID(id))
	t.Cleanup(cancel)
	// Attach to the tab on its own context: the first action binds the tab
	// to the context it runs on, and do's deadline would end it.
	if err := chromedp.Do(tab); err != nil {
		t.Fatal(err)
	}
	en, err := rulesref.Get("fallout", "en")
	if err != nil {
		t.Fatal(err)
	}
	wait[bool](t, tab, "the reference", `document.querySelectorAll("#rules-page .rule").length > 300`)
	if h := eval[string](t, tab, `document.querySelector("#rules-page h1").textContent`); h != "Fallout: rules reference" {
		t.Errorf("the reference's heading is %q", h)
	}
	if got := eval[string](t, tab, `document.querySelector(".rules-topic h2").textContent`); got != en.Topics[0].Title {
		t.Errorf("the first topic is %q, want %q", got, en.Topics[0].Title)
	}
	s.shotScreen(tab, "rules-fallout")

	search := func(ctx context.Context, q string) {
		eval[bool](t, ctx, `(() => { const s = document.querySelector("#rules-search"); s.value = `+js(q)+`; s.dispatchEvent(new Event("input")); return true; })()`)
	}
	type found struct {
		Shown []string
		None  bool
	}
	look := func(ctx context.Context) found {
		return eval[found](t, ctx, `({
			shown: Array.from(document.querySelectorAll("#rules-page .rule")).filter(e => !e.hidden && !e.closest(".rules-topic").hidden).map(e => e.id),
			none: !document.querySelector("#rules-none").hidden })`)
	}
	search(tab, "aggressive")
	f := look(tab)
	if f.None || len(f.Shown) == 0 || len(f.Shown) > 20 || !slices.Contains(f.Shown, "FO-EABIL-AGG-1") || slices.Contains(f.Shown, "FO-GOLD-1") {
		t.Errorf("searching for aggressive shows %v (none said: %v)", f.Shown, f.None)
	}
	search(tab, "fo-fight-1")
	if f := look(tab); !slices.Contains(f.Shown, "FO-FIGHT-1") || slices.Contains(f.Shown, "FO-MOVE-1") {
		t.Errorf("searching for an id shows %v", f.Shown)
	}
	search(tab, "zzqx")
	if f := look(tab); !f.None || len(f.Shown) != 0 {
		t.Errorf("a search without a match shows %v, and says so: %v", f.Shown, f.None)
	}

	// The log's links: /rules/{game}#RULE-ID, straight to the rule.
	inView := func(ctx context.Context, id string) {
		wait[bool](t, ctx, id+" shown and highlighted", `(() => {
			const e = document.getElementById(`+js(id)+`);
			if (!e || e.hidden || e.closest(".rules-topic").hidden || !e.classList.contains("rule-target")) return false;
			const r = e.getBoundingClientRect();
			return r.top >= 0 && r.bottom <= innerHeight;
		})()`)
	}
	do(t, tab, chromedp.Navigate(s.base+"/rules/fallout#FO-FIGHT-3"))
	inView(tab, "FO-FIGHT-3")
	if got := eval[string](t, tab, `document.querySelector("#FO-FIGHT-3 .rule-title").textContent`); got != ruleTitle(en, "FO-FIGHT-3") {
		t.Errorf("FO-FIGHT-3 is titled %q", got)
	}
	s.shotScreen(tab, "rules-fo-fight-3")
	search(tab, "loot")
	eval[bool](t, tab, `(() => { location.hash = "#AB-SUP-6"; return true; })()`)
	inView(tab, "AB-SUP-6")
	if got := eval[string](t, tab, `document.querySelector("#rules-search").value`); got != "" {
		t.Errorf("a link to a rule the search hid left the search %q", got)
	}
	eval[bool](t, tab, `(() => { location.hash = "#FO-NOPE-1"; return true; })()`)
	wait[bool](t, tab, "an unknown rule said so", `!document.querySelector("#rules-none").hidden && document.querySelector("#rules-none").textContent.includes("FO-NOPE-1")`)

	// In German the page's words and the rules are German.
	de, err := rulesref.Get("fallout", "de")
	if err != nil {
		t.Fatal(err)
	}
	eval[bool](t, tab, `(() => { localStorage.setItem("wasteland.lang", "de"); return true; })()`)
	// From another page: the same address with another fragment would
	// only scroll.
	do(t, tab, chromedp.Navigate(s.base+"/"), chromedp.Navigate(s.base+"/rules/fallout#FO-FIGHT-3"))
	inView(tab, "FO-FIGHT-3")
	type words struct{ H1, Topic, Title, Search string }
	got := eval[words](t, tab, `({h1: document.querySelector("#rules-page h1").textContent,
		topic: document.querySelector(".rules-topic h2").textContent,
		title: document.querySelector("#FO-FIGHT-3 .rule-title").textContent,
		search: document.querySelector(".rules-search span").textContent})`)
	want := words{"Fallout: Regelübersicht", de.Topics[0].Title, ruleTitle(de, "FO-FIGHT-3"), "Regeln durchsuchen"}
	if got != want {
		t.Errorf("the German reference shows %+v, want %+v", got, want)
	}
	s.shotScreen(tab, "rules-fallout-de")

	// On a phone the topics fold away and the linked rule is in view.
	do(t, tab, chromedp.EmulateViewport(390, 844), chromedp.Navigate(s.base+"/"), chromedp.Navigate(s.base+"/rules/fallout#FO-FIGHT-3"))
	inView(tab, "FO-FIGHT-3")
	if open := eval[bool](t, tab, `document.querySelector(".rules-contents details").open`); open {
		t.Error("the topics are unfolded on a phone")
	}
	noHorizontalOverflow(t, tab, "the rules reference on a phone")
	s.shotScreen(tab, "rules-fallout-phone")
}

// ruleTitle is the title of rule id in ref.
func ruleTitle(ref *rulesref.Reference, id string) string {
	for _, tp := range ref.Topics {
		for _, r := range tp.Rules {
			if r.ID == id {
				return r.Title
			}
		}
	}
	return ""
}
