package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/games/fallout"
	"wasteland/games/fallout/content"
)

// foFrame is the part of a seat's Fallout state frame the tests read.
type foFrame struct {
	N    int `json:"n"`
	View struct {
		Survivors []struct {
			Seat    int    `json:"seat"`
			Loyalty string `json:"loyalty"`
		} `json:"survivors"`
		Decks struct {
			AgendaDiscard []string `json:"agenda_discard"`
			Revealed      string   `json:"revealed_agenda"`
			LastRevealed  string   `json:"last_revealed_agenda"`
		} `json:"decks"`
		Trade *struct {
			ShownToYou []string `json:"shown_to_you"`
		} `json:"trade"`
		Private *struct {
			Agendas []string `json:"agendas"`
		} `json:"private"`
	} `json:"view"`
}

// agendaID finds agenda card ids in an event's JSON.
var agendaID = regexp.MustCompile(`"ag[0-9]+"`)

// agendaTitles maps every agenda card id to its title.
func agendaTitles() map[string]string {
	m := map[string]string{}
	for _, a := range content.Default().Agendas {
		m[a.ID] = a.Title
	}
	return m
}

// known is every agenda card a seat (or the spectator, with no token) has
// been shown: its own hand, the public cards of its view, and every card
// its visible events name (drawn, shown in a trade, revealed).
func (s *site) known(id, token string) (map[string]bool, int) {
	s.t.Helper()
	var f foFrame
	s.api("/games/"+id+"/state", token, &f)
	k := map[string]bool{}
	add := func(ids ...string) {
		for _, x := range ids {
			if x != "" {
				k[x] = true
			}
		}
	}
	v := f.View
	add(v.Decks.AgendaDiscard...)
	add(v.Decks.Revealed, v.Decks.LastRevealed)
	for _, sv := range v.Survivors {
		add(sv.Loyalty)
	}
	if v.Trade != nil {
		add(v.Trade.ShownToYou...)
	}
	if v.Private != nil {
		add(v.Private.Agendas...)
	}
	var evs struct {
		Events []struct {
			Data json.RawMessage `json:"data"`
		} `json:"events"`
	}
	s.api("/games/"+id+"/events?since=0", token, &evs)
	for _, e := range evs.Events {
		// Any agenda id a visible event carries was shown to this seat.
		for _, m := range agendaID.FindAllString(string(e.Data), -1) {
			add(strings.Trim(m, `"`))
		}
	}
	return k, f.N
}

// hands is every seat's agenda hand, read with each seat's token.
func (s *site) hands(id string, tokens []string) [][]string {
	s.t.Helper()
	out := make([][]string, len(tokens))
	for i, tok := range tokens {
		var f foFrame
		s.api("/games/"+id+"/state", tok, &f)
		if f.View.Private == nil {
			s.t.Fatalf("seat %d's view has no private part", i)
		}
		out[i] = f.View.Private.Agendas
	}
	return out
}

// checkHands checks that a page's whole HTML holds none of the agenda cards
// of other seats' hands that the page's seat (me, -1 for a spectator) was
// never shown, by id or by title, and that a seat's page shows its own hand.
func checkHands(t *testing.T, s *site, ctx context.Context, id string, tokens []string, me int, titles map[string]string) {
	t.Helper()
	tok := ""
	if me >= 0 {
		tok = tokens[me]
	}
	known, n := s.known(id, tok)
	waitN(t, ctx, n)
	hands := s.hands(id, tokens)
	html := pageHTML(t, ctx)
	for seat, hand := range hands {
		for _, a := range hand {
			if seat == me {
				if !strings.Contains(html, `data-agenda="`+a+`"`) {
					t.Errorf("seat %d's page does not show its agenda card %s", me, a)
				}
				continue
			}
			if known[a] {
				continue
			}
			if strings.Contains(html, a) || strings.Contains(html, titles[a]) {
				t.Errorf("move %d: the page of seat %d holds seat %d's secret agenda card %s (%s)", n, me, seat, a, titles[a])
			}
		}
	}
}

// noRawLog checks that every log line is a sentence.
func noRawLog(t *testing.T, ctx context.Context) {
	t.Helper()
	lines := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#log-list .log-text")).map(e => e.textContent)`)
	for _, l := range lines {
		if strings.Contains(l, "undefined") || strings.Contains(l, "[object") || strings.Contains(l, "NaN") {
			t.Errorf("log line %q", l)
		}
	}
	raw := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("#log-list .log-item.raw")).map(e => e.dataset.type + ": " + e.textContent)`)
	for _, l := range raw {
		t.Errorf("the log could not phrase an event: %s", l)
	}
}

// checkMap checks that the map shows the view: every tile, the face-down
// ones as backs only, every survivor's figure and every enemy.
func checkMap(t *testing.T, s *site, ctx context.Context, id, token string) {
	t.Helper()
	var f struct {
		N    int             `json:"n"`
		View json.RawMessage `json:"view"`
	}
	s.api("/games/"+id+"/state", token, &f)
	waitN(t, ctx, f.N)
	var v struct {
		Map []struct {
			Name   string `json:"name"`
			FaceUp bool   `json:"face_up"`
			Spaces []struct {
				ID        string `json:"id"`
				Survivors []int  `json:"survivors"`
				Enemies   []struct {
					Active bool `json:"active"`
				} `json:"enemies"`
			} `json:"spaces"`
		} `json:"map"`
	}
	if err := json.Unmarshal(f.View, &v); err != nil {
		t.Fatal(err)
	}
	type counts struct {
		Up, Down, Spaces, Figures, Active, Inactive int
	}
	var want counts
	for _, p := range v.Map {
		if p.FaceUp {
			want.Up++
			want.Spaces += len(p.Spaces)
		} else {
			want.Down++
		}
		for _, sp := range p.Spaces {
			want.Figures += len(sp.Survivors)
			for _, e := range sp.Enemies {
				if e.Active {
					want.Active++
				} else {
					want.Inactive++
				}
			}
		}
	}
	got := eval[counts](t, ctx, `(() => {
		const m = document.querySelector("#fo-map");
		const q = (sel) => m.querySelectorAll(sel).length;
		return {Up: q(".tile.face-up"), Down: q(".tile.face-down"), Spaces: q(".tile.face-up .space"),
			Figures: q(".space-bits .figure"), Active: q(".space-bits .enemy.active"), Inactive: q(".space-bits .enemy.facedown")};
	})()`)
	if got != want {
		t.Errorf("move %d: the map shows %+v, the view has %+v", f.N, got, want)
	}
	// A face-down tile shows its back only: no tile name, no space names.
	if n := eval[int](t, ctx, `document.querySelectorAll("#fo-map .face-down .space-name, #fo-map .face-down .tile-name, #fo-map .face-down [data-tile]").length`); n != 0 {
		t.Errorf("face-down tiles show %d names", n)
	}
}

// turnOf waits until the game is over or a seat is to move, and returns
// "over" or the seat number.
func turnOf(t *testing.T, ctx context.Context) string {
	t.Helper()
	return wait[string](t, ctx, "someone's turn", `(() => {
		const p = document.querySelector("#table-page");
		if (!p || p.dataset.n === undefined) return "";
		if (p.dataset.over === "true") return "over";
		return p.dataset.toMove;
	})()`)
}

// leaveTrade is the option that ends a trade or a camp in which a trade
// could start ("cancel", "decline", "done"), or "".
func leaveTrade(ids []string) string {
	has := map[string]bool{}
	trade := false
	for _, id := range ids {
		has[id] = true
		trade = trade || strings.HasPrefix(id, "trade:")
	}
	for _, id := range []string{"cancel", "decline"} {
		if has[id] {
			return id
		}
	}
	if trade && has["done"] {
		return "done"
	}
	return ""
}

// TestFalloutTwoSeats plays Fallout in the browser as two people in two
// browser contexts, with a watcher: each page shows its own agenda hand and
// never another seat's, the map matches the view, moves are played by
// option buttons and by clicks on the map and the boards, and a reload
// comes back to the same seat and move.
func TestFalloutTwoSeats(t *testing.T) {
	s := newSite(t, fallout.Game{})
	g := openTwoSeats(t, s, []string{"human", "human"}, 7)
	id, tok, pages := g.id, g.tok, g.pages
	a, b, w := pages[0], pages[1], g.watcher
	for _, p := range []context.Context{a, b, w} {
		wait[bool](t, p, "the map", `!!document.querySelector("#fo-map .tile")`)
	}
	titles := agendaTitles()
	if eval[int](t, w, `document.querySelectorAll("#fo-hand, #decision button.option").length`) != 0 {
		t.Error("the spectator's page has an agenda hand or options")
	}
	s.shot(a, "fallout-setup-seat0")

	rng := rand.New(rand.NewPCG(5, 6))
	boardMoves, played := 0, 0
	for k := 0; k < 80; k++ {
		state := turnOf(t, a)
		if state == "over" {
			break
		}
		mover := a
		if state == "1" {
			mover = b
		}
		wait[bool](t, mover, "options", `document.querySelectorAll("#decision button.option:not([disabled])").length > 0`)
		// Two random players trade forever in their camps: a trade is
		// called off and a camp left, so that the game moves on.
		n := frameN(t, mover)
		ids := eval[[]string](t, mover, `Array.from(document.querySelectorAll("#decision button.option:not([disabled])")).map(b => b.dataset.option)`)
		if next := leaveTrade(ids); next != "" {
			clickOption(t, mover, next)
		} else {
			spots := eval[int](t, mover, `document.querySelectorAll("#board [data-target].target").length`)
			useBoard := spots > 0 && k%2 == 0
			if useBoard {
				boardMoves++
			}
			n = playRandom(t, mover, rng, useBoard)
		}
		played++
		waitN(t, a, n+1)
		waitN(t, b, n+1)
		if k%10 == 0 {
			for i, p := range pages {
				checkHands(t, s, p, id, tok, i, titles)
			}
			checkHands(t, s, w, id, tok, -1, titles)
			checkMap(t, s, a, id, tok[0])
		}
		if k == 40 {
			s.shot(a, "fallout-midgame-seat0")
			s.shot(b, "fallout-midgame-seat1")
			at := frameN(t, b)
			do(t, b, chromedp.Reload())
			wait[bool](t, b, "the seat after a reload", `(document.querySelector("#who") || {}).textContent === "You: Blue"`)
			waitN(t, b, at)
			wait[bool](t, b, "the map after a reload", `!!document.querySelector("#fo-map .tile")`)
			checkHands(t, s, b, id, tok, 1, titles)
		}
	}
	if played < 40 {
		t.Errorf("only %d decisions were played", played)
	}
	if boardMoves < 5 {
		t.Errorf("only %d decisions were played by a click on the table", boardMoves)
	}
	for i, p := range pages {
		checkHands(t, s, p, id, tok, i, titles)
		noRawLog(t, p)
		if n := eval[int](t, p, fmt.Sprintf(`document.querySelectorAll('.log-item[data-to]:not([data-to="-1"]):not([data-to="%d"])').length`, i)); n > 0 {
			t.Errorf("seat %d's log holds %d secret events of another seat", i, n)
		}
	}
	checkHands(t, s, w, id, tok, -1, titles)
	checkMap(t, s, w, id, "")

	// A phone: the table fits the screen's width.
	do(t, a, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noHorizontalOverflow(t, a, "fallout table on a phone")
	s.shotScreen(a, "fallout-phone")
	s.shot(a, "fallout-phone-full")
	// Zoomed, the map scrolls inside its frame; the page does not. A
	// person scrolls the button clear of the sticky decision panel (as
	// tall as the pending decision's options make it), then taps it.
	eval[bool](t, a, `(document.querySelector("#fo-zoom").scrollIntoView({block: "center"}), true)`)
	do(t, a, chromedp.Click(chromedp.CSS("#fo-zoom")))
	wait[bool](t, a, "the zoomed map", `(() => { const w = document.querySelector("#fo-map-wrap.zoomed"); return !!w && w.scrollWidth > w.clientWidth; })()`)
	noHorizontalOverflow(t, a, "fallout zoomed map on a phone")
	s.shotScreen(a, "fallout-phone-zoomed")
}

// TestFalloutAgainstBots plays a whole 2-player game of Fallout against a
// bot in the browser, then checks the result, the phone layout and the
// step-by-step replay.
func TestFalloutAgainstBots(t *testing.T) {
	s := newSite(t, fallout.Game{})
	p := s.person()
	// Seed 29 deals a game that ends in fewer decisions than most seeds
	// do under The Dust Basin's 15-space power track (about 290 of mine
	// against 615 for seed 20, averaged over random players in Go), which
	// keeps the test short; any seed plays to an end.
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 29)
	id := gameOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	rng := rand.New(rand.NewPCG(7, 8))
	sawRoll := false
	last := -1
	for moves := 0; ; moves++ {
		if moves > 3000 {
			t.Fatal("the game did not end after 3000 of my decisions")
		}
		// One look at the page: over, or my turn at move n, with a roll
		// shown or not and an "end" option or not.
		type look struct {
			Over, Roll, End bool
			N, Dice         int
		}
		st := wait[look](t, p, "my turn or the end", `(() => {
			const page = document.querySelector("#table-page");
			if (page && page.dataset.over === "true") return {Over: true};
			if (!page || Number(page.dataset.n) <= `+fmt.Sprint(last)+`) return null;
			if (!document.querySelector("#decision button.option:not([disabled])")) return null;
			return {N: Number(page.dataset.n), Roll: !!document.querySelector("#fo-action .roll"),
				Dice: document.querySelectorAll("#fo-dice .die").length,
				End: !!document.querySelector('#decision button.option[data-option="end"]:not([disabled])')};
		})()`)
		if st.Over {
			t.Logf("the game ended after %d of my decisions", moves)
			break
		}
		// A test or a fight in progress shows its three dice.
		if !sawRoll && st.Roll {
			sawRoll = true
			if st.Dice != 3 {
				t.Errorf("the roll shows %d dice, want 3", st.Dice)
			}
			s.shot(p, "fallout-roll")
		}
		// Mostly ending the turn makes the rounds, and the game, go by
		// faster: the agenda deck runs out and the factions gain power.
		n := st.N
		if st.End && rng.IntN(10) < 8 {
			// Ending a turn with actions left asks to confirm.
			eval[bool](t, p, `(() => { document.querySelector('#decision button.option[data-option="end"]').click();
				const yes = document.querySelector("#forfeit-yes"); if (yes) yes.click(); return true; })()`)
		} else {
			n = playRandom(t, p, rng, moves%3 == 0)
		}
		last = n // the next look waits for the move played
	}
	if !sawRoll {
		t.Error("no test or fight was ever shown")
	}
	wait[bool](t, p, "the result", `!!document.querySelector("#result table.scores")`)
	if got := eval[int](t, p, `document.querySelectorAll("#result table.scores tbody tr").length`); got != 2 {
		t.Errorf("the result lists %d seats, want 2", got)
	}
	noRawLog(t, p)
	s.shot(p, "fallout-over")
	do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noHorizontalOverflow(t, p, "fallout result on a phone")
	do(t, p, chromedp.EmulateViewport(1366, 900))

	// Replay: the dealt table, a step, the end.
	do(t, p, chromedp.Navigate(s.base+"/game/"+id+"?replay"))
	wait[bool](t, p, "the replay", `/^move 0 of \d+$/.test((document.querySelector("#replay-counter") || {}).textContent || "")`)
	wait[bool](t, p, "the dealt table", `!!document.querySelector("#fo-map .tile") && !document.querySelector("#fo-map .figure")`)
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-forward`)))
	wait[bool](t, p, "move 1", `/^move 1 of \d+$/.test((document.querySelector("#replay-counter") || {}).textContent || "")`)
	do(t, p, chromedp.Click(chromedp.CSS(`#replay-last`)))
	wait[bool](t, p, "the last table", `/Game over/.test((document.querySelector("#status-bar") || {}).textContent || "")`)
	noRawLog(t, p)
	s.shot(p, "fallout-replay-end")
	do(t, p, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noHorizontalOverflow(t, p, "fallout replay on a phone")
}

// TestFalloutScenariosInLobby: the lobby lists Fallout's four scenarios,
// The Dust Basin chosen by default, and a game created with another one
// shows that scenario's map and factions.
// rule FO-SETUP-1, FO-SETUP-2, FO-FACTION-1
func TestFalloutScenariosInLobby(t *testing.T) {
	s := newSite(t, fallout.Game{})
	p := s.person()
	do(t, p, chromedp.Navigate(s.base+"/"))
	got := wait[[]string](t, p, "the scenario select", `(() => {
		const sel = document.querySelector("#create-option-scenario");
		return sel && sel.options.length ? [sel.value, ...Array.from(sel.options).map((o) => o.value)] : null;
	})()`)
	want := []string{"dust-basin", "dust-basin", "iron-causeway", "kindled-vaults", "shattered-rim"}
	if !slices.Equal(got, want) {
		t.Fatalf("the lobby offers %v (selected first), want %v", got, want)
	}
	for _, c := range []struct {
		scenario, faction string
		tiles             int
	}{
		{"iron-causeway", "The Lantern Convoy", 13},
		{"kindled-vaults", "The Keyholders", 9},
		{"shattered-rim", "The Homestead Pact", 17},
	} {
		links, _ := createInLobbyWith(t, p, s.base, []string{"human", "bot:random"}, 3, map[string]string{"scenario": c.scenario})
		do(t, p, chromedp.Navigate(links[0]))
		waitN(t, p, 0)
		wait[bool](t, p, c.scenario+"'s power track", fmt.Sprintf(`(document.querySelector("#fo-power") || {}).textContent.includes(%q)`, c.faction))
		if n := eval[int](t, p, `document.querySelectorAll("#fo-map .tile").length`); n != c.tiles {
			t.Errorf("%s: the map shows %d tiles, want %d", c.scenario, n, c.tiles)
		}
		noHorizontalOverflow(t, p, c.scenario+" map")
		s.shot(p, "fallout-scenario-"+c.scenario)
	}
}
