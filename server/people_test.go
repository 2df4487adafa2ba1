package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/server"
	"wasteland/server/api"
	"wasteland/store/storetest"
)

// nextOfType reads c's frames until one of type typ.
func nextOfType(t *testing.T, c *client, typ string) api.ServerFrame {
	t.Helper()
	for {
		f := c.mustRead()
		if f.f.Type == typ {
			return f.f
		}
	}
}

// A seat names itself; the name is checked (trimmed, bounded, plain
// characters), shown in the summary and told to every watcher.
func TestSeatNames(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 1, "human", "human")
	id, tok0, tok1 := cr.Game.ID, cr.Seats[0].Token, cr.Seats[1].Token
	watcher := dial(t, h.ts.URL, id, "", 0)
	watcher.mustRead()
	path := func(seat string) string { return "/api/v1/games/" + id + "/seats/" + seat + "/name" }
	tests := []struct {
		name, token, seat, body string
		code                    int
		want                    string // the stored name when code is 200
	}{
		{"trimmed", tok0, "0", `{"name":"  Ann  "}`, 200, "Ann"},
		{"letters of any script", tok1, "1", `{"name":"Jürgen Ёж-O'Neil_2."}`, 200, "Jürgen Ёж-O'Neil_2."},
		{"24 characters", tok0, "0", `{"name":"` + strings.Repeat("я", 24) + `"}`, 200, strings.Repeat("я", 24)},
		{"25 characters", tok0, "0", `{"name":"` + strings.Repeat("a", 25) + `"}`, 400, ""},
		{"markup", tok0, "0", `{"name":"<b>Ann</b>"}`, 400, ""},
		{"control character", tok0, "0", `{"name":"Ann\u0007"}`, 400, ""},
		{"two spaces", tok0, "0", `{"name":"A  B"}`, 400, ""},
		{"no name key", tok0, "0", `{}`, 400, ""},
		{"another seat", tok0, "1", `{"name":"Bob"}`, 403, ""},
		{"no token", "", "0", `{"name":"Bob"}`, 401, ""},
		{"cleared", tok0, "0", `{"name":" "}`, 200, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, data := h.do("POST", path(tc.seat), tc.token, tc.body)
			if code != tc.code {
				t.Fatalf("%d %s, want %d", code, data, tc.code)
			}
			if code != 200 {
				return
			}
			var sum api.Summary
			mustJSON(t, data, &sum)
			seat := int(tc.seat[0] - '0')
			if sum.Seats[seat].Name != tc.want {
				t.Errorf("summary name %q, want %q", sum.Seats[seat].Name, tc.want)
			}
			f := nextOfType(t, watcher, api.TypeNames)
			if f.Names[seat] != tc.want {
				t.Errorf("names frame %q, want %q at seat %d", f.Names, tc.want, seat)
			}
		})
	}
	// The names survive a restart and come in state frames.
	watcher.conn.CloseNow()
	h.stop()
	h.start()
	code, data := h.do("GET", "/api/v1/games/"+id+"/state", tok0, nil)
	var f api.ServerFrame
	mustJSON(t, data, &f)
	if code != 200 || len(f.Names) != 2 || f.Names[1] != "Jürgen Ёж-O'Neil_2." || f.Names[0] != "" {
		t.Errorf("state after restart: %d names %q", code, f.Names)
	}
}

// The log calls a named seat by its name (narrate is given the names),
// in every language, and the reader's own seat stays "you".
func TestNamesInLogLines(t *testing.T) {
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "games.db"), games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	cr := h.create("outlive", 5, "human", "human")
	id := cr.Game.ID
	if code, data := h.do("POST", "/api/v1/games/"+id+"/seats/1/name", cr.Seats[1].Token, `{"name":"Zora"}`); code != 200 {
		t.Fatalf("name: %d %s", code, data)
	}
	// Play the first option until some seat-1 line was told.
	toks := []string{cr.Seats[0].Token, cr.Seats[1].Token}
	for n := 0; n < 40; n++ {
		_, data := h.do("GET", "/api/v1/games/"+id+"/state", toks[0], nil)
		var f api.ServerFrame
		mustJSON(t, data, &f)
		if f.Decision == nil {
			break
		}
		_, data = h.do("GET", "/api/v1/games/"+id+"/state", toks[f.Decision.Seat], nil)
		mustJSON(t, data, &f)
		if code, data := h.do("POST", "/api/v1/games/"+id+"/moves", toks[f.Decision.Seat], api.MoveRequest{N: f.N, Option: f.Decision.Options[0].ID}); code != 200 {
			t.Fatalf("move: %d %s", code, data)
		}
	}
	for _, lang := range []string{"en", "de", "ru"} {
		for _, tc := range []struct {
			token string
			want  bool
		}{{toks[0], true}, {"", true}, {toks[1], false}} {
			_, data := h.do("GET", "/api/v1/games/"+id+"/events?since=0&lang="+lang, tc.token, nil)
			var ev api.EventsResponse
			mustJSON(t, data, &ev)
			named := false
			for _, e := range ev.Events {
				named = named || strings.Contains(e.Text, "Zora")
			}
			if named != tc.want {
				t.Errorf("%s, reader with token %t: a log line names Zora: %t, want %t", lang, tc.token != "", named, tc.want)
			}
		}
	}
}

// sendChat sends a chat line on c's WebSocket.
func sendChat(t *testing.T, c *client, req, text, name string) {
	t.Helper()
	msg, _ := json.Marshal(api.ClientFrame{Type: api.TypeChat, Req: req, Text: text, Name: name})
	if err := c.conn.Write(c.ctx, websocket.MessageText, msg); err != nil {
		t.Fatal(err)
	}
}

// The chat: seats and spectators (under a name) write; lines are checked,
// stored, sent escaped to everyone watching, kept across a restart, and
// limited in size and rate.
func TestChat(t *testing.T) {
	lim := server.Limits{ChatBurst: 3, ChatPerMinute: 0.001}
	base, _ := limitedServer(t, server.Config{Limits: lim})
	cr := createAt(t, base, "toy", 1, "human", "human")
	id, tok0, tok1 := cr.Game.ID, cr.Seats[0].Token, cr.Seats[1].Token
	if code, data := doHTTP(t, base, "POST", "/api/v1/games/"+id+"/seats/0/name", tok0, `{"name":"Ann"}`); code != 200 {
		t.Fatalf("name: %d %s", code, data)
	}
	c1 := dial(t, base, id, tok1, 0)
	c1.mustRead()
	chatPath := "/api/v1/games/" + id + "/chat"
	tests := []struct {
		name, token, body string
		code              int
	}{
		{"empty", tok0, `{"text":"   "}`, 400},
		{"501 characters", tok0, `{"text":"` + strings.Repeat("ж", 501) + `"}`, 400},
		{"control character", tok0, `{"text":"a\u001bb"}`, 400},
		{"bidirectional override", tok0, `{"text":"a\u202eb"}`, 400},
		{"spectator without a name", "", `{"text":"hi"}`, 400},
		{"bad token", "nope", `{"text":"hi"}`, 403},
	}
	for _, tc := range tests {
		if code, data := doHTTP(t, base, "POST", chatPath, tc.token, tc.body); code != tc.code {
			t.Errorf("%s: %d %s, want %d", tc.name, code, data, tc.code)
		}
	}
	// A seat's line, at the limit of 500 characters, with markup.
	long := "<script>alert(1)</script>" + strings.Repeat("x", 500-25)
	if code, data := doHTTP(t, base, "POST", chatPath, tok0, api.ChatRequest{Text: " " + long + "\n"}); code != 200 {
		t.Fatalf("a seat's line: %d %s", code, data)
	} else if strings.Contains(string(data), "<script>") {
		t.Errorf("the answer holds markup unescaped: %s", data)
	}
	fr := c1.mustRead()
	if fr.f.Type != api.TypeChat || len(fr.f.Lines) != 1 {
		t.Fatalf("live frame %s", fr.raw)
	}
	if l := fr.f.Lines[0]; l.N != 0 || l.Seat != 0 || l.Name != "Ann" || l.Text != long {
		t.Errorf("live line %+v", l)
	}
	if strings.Contains(string(fr.raw), "<script>") {
		t.Errorf("the frame holds markup unescaped: %s", fr.raw)
	}
	// A spectator writes over its WebSocket under a name; the seat sees it.
	spec := dial(t, base, id, "", 0)
	if f := spec.mustRead(); f.f.Type != api.TypeState {
		t.Fatalf("first frame %s", f.raw)
	}
	if f := spec.mustRead(); f.f.Type != api.TypeChat || len(f.f.Lines) != 1 {
		t.Fatalf("history frame %s", f.raw)
	}
	sendChat(t, spec, "c1", "watching", "Kibitz")
	if ack := nextOfType(t, spec, api.TypeAck); ack.Req != "c1" || ack.N != 1 {
		t.Errorf("ack %+v", ack)
	}
	if f := nextOfType(t, c1, api.TypeChat); f.Lines[0].Seat != -1 || f.Lines[0].Name != "Kibitz" || f.Lines[0].Text != "watching" {
		t.Errorf("spectator line %+v", f.Lines)
	}
	// Rate: seat 1 has a burst of 3 lines; the 4th is refused.
	for i := range 4 {
		sendChat(t, c1, "r", "line", "")
		f := c1.mustRead()
		for f.f.Type == api.TypeChat {
			f = c1.mustRead()
		}
		if want := api.TypeAck; i == 3 {
			if f.f.Type != api.TypeError || f.f.Code != api.TooMany {
				t.Errorf("line past the burst: %s, want too-many", f.raw)
			}
		} else if f.f.Type != want {
			t.Errorf("line %d: %s", i, f.raw)
		}
	}
	code, data := doHTTP(t, base, "GET", chatPath+"?since=1", "", nil)
	var got api.ChatFrame
	mustJSON(t, data, &got)
	if code != 200 || len(got.Lines) != 4 || got.Lines[0].Name != "Kibitz" || got.Lines[3].N != 4 {
		t.Errorf("chat since 1: %d %s", code, data)
	}
}

// playToyToEnd plays a two-seat toy game to its end.
func playToyToEnd(t *testing.T, base string) *api.CreateResponse {
	t.Helper()
	cr := createAt(t, base, "toy", 1, "human", "human")
	for _, c := range playAll(t, base, cr, 9) {
		c.conn.CloseNow()
	}
	return cr
}

// A rematch of a finished game: the same seats and names in a new game
// with a new seed; everyone watching the old game is told; each seat gets
// its own new link with its old token, the same link however often it
// asks; nobody else gets one.
func TestRematch(t *testing.T) {
	h := newHarness(t)
	running := h.create("toy", 2, "human", "human")
	if code, _ := h.do("POST", "/api/v1/games/"+running.Game.ID+"/rematch", running.Seats[0].Token, nil); code != http.StatusForbidden {
		t.Errorf("rematch of a running game: %d, want 403", code)
	}
	cr := playToyToEnd(t, h.ts.URL)
	id := cr.Game.ID
	if code, data := h.do("POST", "/api/v1/games/"+id+"/seats/1/name", cr.Seats[1].Token, `{"name":"Bo"}`); code != 200 {
		t.Fatalf("name: %d %s", code, data)
	}
	watcher := dial(t, h.ts.URL, id, cr.Seats[1].Token, 1)
	watcher.mustRead()
	for _, tc := range []struct {
		token string
		code  int
	}{{"", 401}, {"nope", 403}} {
		if code, data := h.do("POST", "/api/v1/games/"+id+"/rematch", tc.token, nil); code != tc.code {
			t.Errorf("rematch with token %q: %d %s, want %d", tc.token, code, data, tc.code)
		}
	}
	ask := func(seat int) api.RematchResponse {
		t.Helper()
		code, data := h.do("POST", "/api/v1/games/"+id+"/rematch", cr.Seats[seat].Token, nil)
		var rr api.RematchResponse
		mustJSON(t, data, &rr)
		if code != 200 || rr.Seat.Seat != seat || rr.Seat.Token == "" || rr.Seat.Token == cr.Seats[seat].Token {
			t.Fatalf("rematch for seat %d: %d %s", seat, code, data)
		}
		return rr
	}
	first := ask(0)
	next := first.Game.ID
	if f := nextOfType(t, watcher, api.TypeRematch); f.Game != next {
		t.Errorf("rematch frame names %q, want %q", f.Game, next)
	}
	g := first.Game
	if next == id || g.Over || g.N != 0 || len(g.Seats) != 2 || g.Seats[1].Name != "Bo" || g.Seats[0].Kind != "human" ||
		g.Commitment == "" || g.Commitment == cr.Game.Commitment {
		t.Errorf("rematch game %+v", g)
	}
	second := ask(1)
	if second.Game.ID != next || second.Seat.Token == first.Seat.Token {
		t.Errorf("seat 1's rematch %+v", second)
	}
	if again := ask(1); again.Seat.Token != second.Seat.Token {
		t.Errorf("asking again gave another link")
	}
	// Each new link is its seat in the new game; an old token is none.
	for seat, tok := range []string{first.Seat.Token, second.Seat.Token} {
		code, data := h.do("GET", "/api/v1/games/"+next+"/state", tok, nil)
		var f api.ServerFrame
		mustJSON(t, data, &f)
		if code != 200 || f.Seat != engine.Seat(seat) {
			t.Errorf("new link of seat %d: %d seat %d", seat, code, f.Seat)
		}
	}
	if code, _ := h.do("GET", "/api/v1/games/"+next+"/state", cr.Seats[0].Token, nil); code != http.StatusForbidden {
		t.Errorf("old token in the rematch: %d, want 403", code)
	}
	// The old game points at its rematch, also after a restart.
	watcher.conn.CloseNow()
	h.stop()
	h.start()
	_, data := h.do("GET", "/api/v1/games/"+id, "", nil)
	var sum api.Summary
	mustJSON(t, data, &sum)
	if sum.Rematch != next {
		t.Errorf("summary rematch %q, want %q", sum.Rematch, next)
	}
	if again := ask(0); again.Seat.Token != first.Seat.Token {
		t.Errorf("after a restart, seat 0 got another link")
	}
}

// The catalog offers each game's ways to play with their player counts,
// and Fallout's scenarios.
func TestCatalogModes(t *testing.T) {
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "games.db"), games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	_, data := h.do("GET", "/api/v1/catalog", "", nil)
	var cat api.Catalog
	mustJSON(t, data, &cat)
	want := map[string][]api.Mode{
		"fallout": {{ID: "base", MinPlayers: 2, MaxPlayers: 4}, {ID: "solo", MinPlayers: 1, MaxPlayers: 1},
			{ID: "coop", Variant: "coop", MinPlayers: 1, MaxPlayers: 4}},
		"outlive": {{ID: "base", MinPlayers: 2, MaxPlayers: 4}},
	}
	for _, g := range cat.Games {
		w, ok := want[g.Name]
		if !ok {
			continue
		}
		delete(want, g.Name)
		if len(g.Modes) != len(w) {
			t.Errorf("%s modes %+v, want %+v", g.Name, g.Modes, w)
			continue
		}
		for i := range w {
			if g.Modes[i] != w[i] {
				t.Errorf("%s mode %d: %+v, want %+v", g.Name, i, g.Modes[i], w[i])
			}
		}
		if g.Name == "fallout" && (len(g.Options) != 1 || len(g.Options[0].Values) < 4) {
			t.Errorf("fallout scenarios %+v", g.Options)
		}
	}
	if len(want) > 0 {
		t.Errorf("games missing from the catalog: %v", want)
	}
}

// The chat is stored with the game: after a restart a new watcher gets
// it with its first frames, and the numbering goes on.
func TestChatSurvivesRestart(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 1, "human", "human")
	id := cr.Game.ID
	chatPath := "/api/v1/games/" + id + "/chat"
	for _, line := range []string{"one", "two"} {
		if code, data := h.do("POST", chatPath, cr.Seats[1].Token, api.ChatRequest{Text: line}); code != 200 {
			t.Fatalf("%s: %d %s", line, code, data)
		}
	}
	h.stop()
	h.start()
	c := dial(t, h.ts.URL, id, "", 0)
	c.mustRead()
	if f := c.mustRead(); f.f.Type != api.TypeChat || len(f.f.Lines) != 2 || f.f.Lines[1].Text != "two" || f.f.Lines[1].Seat != 1 {
		t.Fatalf("history after a restart: %s", f.raw)
	}
	code, data := h.do("POST", chatPath, cr.Seats[0].Token, api.ChatRequest{Text: "three"})
	var line api.ChatLine
	mustJSON(t, data, &line)
	if code != 200 || line.N != 2 {
		t.Errorf("the next line: %d %s, want number 2", code, data)
	}
	c.conn.CloseNow()
}

// Two servers on one PostgreSQL are one table for people too: a name, a
// chat line and a rematch made through one reach the watchers of the
// other at once (a notification for the game).
func TestPeopleAcrossTwoServers(t *testing.T) {
	url := storetest.PostgresURL(t)
	a := startServe(t, "--db", url)
	b := startServe(t, "--db", url)
	cr := createAt(t, a.url, "toy", 3, "human", "human")
	id, tok0, tok1 := cr.Game.ID, cr.Seats[0].Token, cr.Seats[1].Token
	onB := dial(t, b.url, id, tok1, 0)
	onB.mustRead()
	onA := dial(t, a.url, id, "", 0)
	onA.mustRead()

	if code, data := doHTTP(t, a.url, "POST", "/api/v1/games/"+id+"/seats/0/name", tok0, `{"name":"Ann"}`); code != 200 {
		t.Fatalf("name: %d %s", code, data)
	}
	if f := nextOfType(t, onB, api.TypeNames); len(f.Names) != 2 || f.Names[0] != "Ann" {
		t.Errorf("names on the other server: %q", f.Names)
	}
	if code, data := doHTTP(t, a.url, "POST", "/api/v1/games/"+id+"/chat", tok0, api.ChatRequest{Text: "hello"}); code != 200 {
		t.Fatalf("chat: %d %s", code, data)
	}
	if f := nextOfType(t, onB, api.TypeChat); len(f.Lines) != 1 || f.Lines[0].Text != "hello" || f.Lines[0].Name != "Ann" {
		t.Errorf("chat on the other server: %+v", f.Lines)
	}
	// A line said through b after a's: numbered after it, and back to a.
	sendChat(t, onB, "c1", "hi Ann", "")
	if ack := nextOfType(t, onB, api.TypeAck); ack.N != 1 {
		t.Errorf("b's line is number %d, want 1", ack.N)
	}
	if f := nextOfType(t, onA, api.TypeChat); f.Lines[0].Text != "hello" {
		t.Errorf("a's watcher first got %+v", f.Lines)
	}
	if f := nextOfType(t, onA, api.TypeChat); len(f.Lines) != 1 || f.Lines[0].N != 1 || f.Lines[0].Seat != 1 {
		t.Errorf("b's line on a: %+v", f.Lines)
	}

	// The rematch made through a reaches a watcher of the old game on b.
	done := createAt(t, a.url, "toy", 4, "human", "human")
	for _, c := range playAll(t, a.url, done, 5) {
		c.conn.CloseNow()
	}
	watcher := dial(t, b.url, done.Game.ID, "", 1)
	watcher.mustRead()
	code, data := doHTTP(t, a.url, "POST", "/api/v1/games/"+done.Game.ID+"/rematch", done.Seats[0].Token, nil)
	var rr api.RematchResponse
	mustJSON(t, data, &rr)
	if code != 200 {
		t.Fatalf("rematch: %d %s", code, data)
	}
	if f := nextOfType(t, watcher, api.TypeRematch); f.Game != rr.Game.ID {
		t.Errorf("rematch on the other server names %q, want %q", f.Game, rr.Game.ID)
	}
	for _, c := range []*client{onA, onB, watcher} {
		c.conn.CloseNow()
	}
}

// A name another process stored is told as a names frame by whichever
// reading of the seats sees it first: here a refresh of the moves and
// seats comes before the name's own notification would.
func TestNameToldByAnyReading(t *testing.T) {
	a := newHarness(t)
	b := &harness{t: t, path: a.path, games: testGames()}
	b.start()
	t.Cleanup(b.stop)
	cr := a.create("toy", 1, "human", "human")
	id := cr.Game.ID
	w := dial(t, b.ts.URL, id, "", 0)
	w.mustRead()
	if code, data := a.do("POST", "/api/v1/games/"+id+"/seats/0/name", cr.Seats[0].Token, `{"name":"Ann"}`); code != 200 {
		t.Fatalf("name: %d %s", code, data)
	}
	if err := server.RefreshGame(b.srv, id); err != nil {
		t.Fatal(err)
	}
	sendChat(t, w, "c1", "hello", "Kibitz")
	for named := false; ; {
		f := w.mustRead()
		switch f.f.Type {
		case api.TypeNames:
			named = len(f.f.Names) == 2 && f.f.Names[0] == "Ann"
		case api.TypeChat:
			if !named {
				t.Fatalf("the chat line came before a names frame with Ann")
			}
			return
		}
	}
}

// A seat renamed while its game is watched is called by its new name in
// the decision's words: the words told before the name (kept while the
// game is watched) are not told again.
func TestRenamedSeatInThePrompt(t *testing.T) {
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "games.db"), games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	cr := h.create("outlive", 5, "human", "human")
	id, toks := cr.Game.ID, []string{cr.Seats[0].Token, cr.Seats[1].Token}
	prompt := func() *api.Decision {
		_, data := h.do("GET", "/api/v1/games/"+id+"/state", "", nil)
		var f api.ServerFrame
		mustJSON(t, data, &f)
		if f.Decision == nil {
			t.Fatal("no decision")
		}
		return f.Decision
	}
	watcher := dial(t, h.ts.URL, id, "", 0)
	watcher.mustRead()
	d := prompt()
	if code, data := h.do("POST", "/api/v1/games/"+id+"/seats/"+fmt.Sprint(d.Seat)+"/name", toks[d.Seat], `{"name":"Zora"}`); code != 200 {
		t.Fatalf("name: %d %s", code, data)
	}
	if text := prompt().Text; !strings.Contains(text, "Zora") {
		t.Errorf("the decision after the seat was named says %q, want it to name Zora", text)
	}
}
