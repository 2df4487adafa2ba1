package server_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/internal/toygame"
	"wasteland/server"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/store/sqlite"
	"wasteland/store/storetest"
)

func TestCodeTable(t *testing.T) {
	want := map[api.Code]int{
		api.Invalid: 400, api.Unauthorized: 401, api.Forbidden: 403, api.NotFound: 404,
		api.NotYourTurn: 409, api.Stale: 409, api.Illegal: 422, api.OtherVersion: 409, api.Internal: 500, api.Unavailable: 503,
	}
	for c, status := range want {
		if c.Status() != status {
			t.Errorf("%s: status %d, want %d", c, c.Status(), status)
		}
	}
	if got := api.Code("no-such-code").Status(); got != 500 {
		t.Errorf("unknown code: status %d, want 500", got)
	}
}

func TestLobby(t *testing.T) {
	h := newHarness(t)
	code, data := h.do("GET", "/api/v1/catalog", "", nil)
	if code != 200 || !strings.Contains(string(data), `"name":"toy"`) || !strings.Contains(string(data), `"bot:greedy"`) {
		t.Fatalf("catalog: %d %s", code, data)
	}
	code, data = h.do("POST", "/api/v1/games", "", `{"game":"toy","players":3,"seats":["human","human","bot:random"],"lobby":[1]}`)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, data)
	}
	cr := &api.CreateResponse{}
	mustJSON(t, data, cr)
	if bot := newHarness(t).create("toy", 1, "bot", "bot:random"); bot.Seats[0].Kind != "bot:greedy" {
		t.Errorf("a plain bot seat is %q", bot.Seats[0].Kind)
	}
	if bot := newHarness(t).create("toy", 1, "bot:ismcts:100ms", "bot:ismcts:300"); bot.Seats[0].Kind != "bot:ismcts:100ms" {
		t.Errorf("an ismcts seat is %q", bot.Seats[0].Kind)
	}
	if len(cr.Seats) != 3 || cr.Seats[0].Token == "" || cr.Seats[1].Token != "" || cr.Seats[2].Token != "" ||
		cr.Seats[0].Link != "/game/"+cr.Game.ID+"#token="+cr.Seats[0].Token || cr.Watch != "/game/"+cr.Game.ID {
		t.Fatalf("create answer: %+v", cr)
	}
	if strings.Contains(string(data), `"seed"`) || strings.Contains(string(data), "secret") {
		t.Errorf("the create answer shows the seed or its secret: %s", data)
	}
	list := func(status string) []string {
		code, data := h.do("GET", "/api/v1/games?status="+status, "", nil)
		if code != 200 {
			t.Fatalf("list %s: %d %s", status, code, data)
		}
		var lr api.ListResponse
		if err := json.Unmarshal(data, &lr); err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, g := range lr.Games {
			ids = append(ids, g.ID)
		}
		return ids
	}
	if got := list("open"); len(got) != 1 || got[0] != cr.Game.ID {
		t.Errorf("open = %v", got)
	}
	// Claiming seat 1, opened to the lobby, gives it a token.
	code, data = h.do("POST", "/api/v1/games/"+cr.Game.ID+"/seats/1/claim", "", nil)
	if code != 200 {
		t.Fatalf("claim: %d %s", code, data)
	}
	var link api.SeatLink
	_ = json.Unmarshal(data, &link)
	if link.Token == "" || link.Link != "/game/"+cr.Game.ID+"#token="+link.Token {
		t.Fatalf("claim answer %+v", link)
	}
	if code, _ := h.do("GET", "/api/v1/games/"+cr.Game.ID+"/state", link.Token, nil); code != 200 {
		t.Errorf("new token after claim: %d", code)
	}
	if code, data := h.do("POST", "/api/v1/games/"+cr.Game.ID+"/seats/1/claim", "", nil); code != 403 || apiError(t, data).Code != api.Forbidden {
		t.Errorf("second claim: %d %s", code, data)
	}
	for _, p := range []string{"/seats/0/claim", "/seats/2/claim", "/seats/9/claim", "/seats/x/claim"} {
		if code, _ := h.do("POST", "/api/v1/games/"+cr.Game.ID+p, "", nil); code < 400 {
			t.Errorf("%s: %d", p, code)
		}
	}
	// No seat is open to the lobby now; seat 0's link still works.
	if got := list("open"); len(got) != 0 {
		t.Errorf("open = %v, want none", got)
	}
	dial(t, h.ts.URL, cr.Game.ID, cr.Seats[0].Token, 0).mustRead()
	if got := list("running"); len(got) != 1 {
		t.Errorf("running = %v", got)
	}
	if got := list(""); len(got) != 1 {
		t.Errorf("all = %v", got)
	}
	if code, _ := h.do("GET", "/api/v1/games?status=bogus", "", nil); code != 400 {
		t.Errorf("bad status: %d", code)
	}
	if code, _ := h.do("GET", "/api/v1/games?limit=0", "", nil); code != 400 {
		t.Errorf("bad limit: %d", code)
	}
	code, data = h.do("GET", "/api/v1/games/"+cr.Game.ID, "", nil)
	var sum api.Summary
	if err := json.Unmarshal(data, &sum); code != 200 || err != nil || sum.ID != cr.Game.ID || sum.N != 0 || sum.ToMove != 0 || sum.Over {
		t.Errorf("summary: %d %s", code, data)
	}
	// Bad creates.
	for _, body := range []string{
		`{`, `{"game":"toy","players":2,"seats":["human","human"],"extra":1}`,
		`{"game":"chess","players":2,"seats":["human","human"]}`,
		`{"game":"toy","players":2,"seats":["human"]}`,
		`{"game":"toy","players":2,"seats":["human","bot:nobody"]}`,
		`{"game":"toy","players":2,"seats":["human","bot:ismcts:0"]}`,
		`{"game":"toy","players":2,"seats":["human","ext:python3 bot.py"]}`,
		`{"game":"toy","players":5,"seats":["human","human","human","human","human"]}`,
		`{"game":"toy","variant":"x","players":2,"seats":["human","human"]}`,
	} {
		if code, data := h.do("POST", "/api/v1/games", "", body); code != 400 || apiError(t, data).Code != api.Invalid {
			t.Errorf("create %s: %d %s", body, code, data)
		}
	}
	if code, data := h.do("GET", "/api/v1/nothing", "", nil); code != 404 || apiError(t, data).Code != api.NotFound {
		t.Errorf("unknown path: %d %s", code, data)
	}
}

// TestMoveErrors checks every refused-move path over HTTP and WebSocket,
// and that none of them changes the game.
func TestMoveErrors(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 7, "human", "human")
	id := cr.Game.ID
	t0, t1 := cr.Seats[0].Token, cr.Seats[1].Token
	// Make one real move so that stale has two directions.
	var st api.StateFrame
	_, data := h.do("GET", "/api/v1/games/"+id+"/state", t0, nil)
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	first := ""
	for _, o := range st.Decision.Options {
		if strings.HasPrefix(o.ID, "play:") { // a play ends the turn
			first = o.ID
		}
	}
	if code, data := h.do("POST", "/api/v1/games/"+id+"/moves", t0, api.MoveRequest{N: 0, Option: first}); code != 200 {
		t.Fatalf("first move: %d %s", code, data)
	}
	_, data = h.do("GET", "/api/v1/games/"+id+"/state", t1, nil)
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	good := st.Decision.Options[0].ID // seat 1's legal move at n=1
	snapshot := func() string {
		var b strings.Builder
		for _, tok := range []string{t0, t1, ""} {
			_, d := h.do("GET", "/api/v1/games/"+id+"/state?since=0", tok, nil)
			b.Write(d)
		}
		sg, err := h.st.Load(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprint(&b, sg.N, sg.Moves, sg.Seats)
		return b.String()
	}
	before := snapshot()
	cases := []struct {
		name  string
		path  string
		token string
		body  string
		code  api.Code
	}{
		{"bad json", id, t1, `{"n":1,`, api.Invalid},
		{"unknown field", id, t1, `{"n":1,"option":"draw","x":1}`, api.Invalid},
		{"missing n", id, t1, `{"option":"draw"}`, api.Invalid},
		{"missing option", id, t1, `{"n":1}`, api.Invalid},
		{"negative n", id, t1, `{"n":-1,"option":"draw"}`, api.Invalid},
		{"empty option", id, t1, `{"n":1,"option":""}`, api.Invalid},
		{"long option", id, t1, `{"n":1,"option":"` + strings.Repeat("x", 300) + `"}`, api.Invalid},
		{"trailing data", id, t1, `{"n":1,"option":"draw"} {}`, api.Invalid},
		{"no game", "nosuchgame", t1, `{"n":1,"option":"draw"}`, api.NotFound},
		{"no token", id, "", `{"n":1,"option":"draw"}`, api.Unauthorized},
		{"wrong token", id, "not-a-token", `{"n":1,"option":"draw"}`, api.Forbidden},
		{"other game's token", id, "", `{"n":1,"option":"draw"}`, api.Forbidden},
		{"stale behind", id, t1, `{"n":0,"option":"` + good + `"}`, api.Stale},
		{"stale ahead", id, t1, `{"n":5,"option":"` + good + `"}`, api.Stale},
		{"not your turn", id, t0, `{"n":1,"option":"` + good + `"}`, api.NotYourTurn},
		{"illegal", id, t1, `{"n":1,"option":"play:99"}`, api.Illegal},
	}
	other := h.create("toy", 8, "human", "human")
	cases[11].token = other.Seats[0].Token
	ws := dial(t, h.ts.URL, id, t1, 1)
	ws.mustRead()
	spec := dial(t, h.ts.URL, id, "", 1)
	spec.mustRead()
	for _, c := range cases {
		code, data := h.do("POST", "/api/v1/games/"+c.path+"/moves", c.token, c.body)
		e := apiError(t, data)
		if e.Code != c.code || code != c.code.Status() {
			t.Errorf("HTTP %s: %d %s, want %s", c.name, code, data, c.code)
		}
		if c.code == api.Stale || c.code == api.NotYourTurn || c.code == api.Illegal {
			if e.N == nil || *e.N != 1 {
				t.Errorf("HTTP %s: n = %v, want 1", c.name, e.N)
			}
		}
		if c.code == api.Illegal && !strings.Contains(e.Message, "not one of") {
			t.Errorf("HTTP %s: message %q gives no reason", c.name, e.Message)
		}
		// The same over the WebSocket of seat 1, where the frame decodes.
		if c.path != id || c.token != t1 {
			continue
		}
		if err := ws.conn.Write(ws.ctx, 1, []byte(strings.Replace(c.body, "{", `{"type":"move","req":"q",`, 1))); err != nil {
			t.Fatal(err)
		}
		fr := ws.mustRead()
		if fr.f.Type != api.TypeError || fr.f.Code != c.code {
			t.Errorf("WS %s: %s, want %s", c.name, fr.raw, c.code)
		}
		if c.code != api.Invalid && fr.f.Req != "q" {
			t.Errorf("WS %s: req %q", c.name, fr.f.Req)
		}
	}
	// WebSocket-only paths: spectators cannot move, binary and unknown frames.
	if err := spec.send("s", 1, good); err != nil {
		t.Fatal(err)
	}
	if fr := spec.mustRead(); fr.f.Type != api.TypeError || fr.f.Code != api.Unauthorized {
		t.Errorf("spectator move: %s", fr.raw)
	}
	for _, msg := range []string{`{"type":"hello"}`, `[]`, `{"type":"move","req":"` + strings.Repeat("r", 65) + `","n":1,"option":"draw"}`} {
		if err := ws.conn.Write(ws.ctx, 1, []byte(msg)); err != nil {
			t.Fatal(err)
		}
		if fr := ws.mustRead(); fr.f.Type != api.TypeError || fr.f.Code != api.Invalid {
			t.Errorf("WS %s: %s", msg, fr.raw)
		}
	}
	if err := ws.conn.Write(ws.ctx, 2, []byte{1, 2}); err != nil {
		t.Fatal(err)
	}
	if fr := ws.mustRead(); fr.f.Type != api.TypeError || fr.f.Code != api.Invalid {
		t.Errorf("WS binary: %s", fr.raw)
	}
	if len(ws.frames) != 1 || len(spec.frames) != 1 {
		t.Errorf("refused moves pushed state frames: %d %d", len(ws.frames), len(spec.frames))
	}
	if after := snapshot(); after != before {
		t.Errorf("refused moves changed the game:\n%s\n%s", before, after)
	}
	// Other token and since errors.
	if code, data := h.do("GET", "/api/v1/games/"+id+"/ws?token=bad", "", nil); code != 403 {
		t.Errorf("ws with a bad token: %d %s", code, data)
	}
	if code, _ := h.do("GET", "/api/v1/games/"+id+"/state?since=x", "", nil); code != 400 {
		t.Errorf("bad since: %d", code)
	}
	req, _ := http.NewRequest("GET", h.ts.URL+"/api/v1/games/"+id+"/state", nil)
	req.Header.Set("Authorization", "Basic x")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 401 {
		t.Errorf("basic auth: %v %v", res, err)
	}
	if code, _ := h.do("GET", "/api/v1/games/nope/state", "", nil); code != 404 {
		t.Errorf("state of a missing game: %d", code)
	}
	if code, data := h.do("GET", "/api/v1/games/"+id+"/record", "", nil); code != 403 {
		t.Errorf("record of a running game: %d %s", code, data)
	}
	// The good move still works, and a move after the end is illegal.
	if code, data := h.do("POST", "/api/v1/games/"+id+"/moves", t1, api.MoveRequest{N: 1, Option: good}); code != 200 {
		t.Fatalf("good move: %d %s", code, data)
	}
}

// TestGameOverMove: a finished game refuses moves as illegal.
func TestGameOverMove(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 3, "human", "bot:random")
	playAll(t, h.ts.URL, cr, 3)
	code, data := h.do("POST", "/api/v1/games/"+cr.Game.ID+"/moves", cr.Seats[0].Token, api.MoveRequest{N: 0, Option: "draw"})
	if code != 409 || apiError(t, data).Code != api.Stale {
		t.Errorf("stale move after the end: %d %s", code, data)
	}
	sg, _ := h.st.Load(context.Background(), cr.Game.ID)
	code, data = h.do("POST", "/api/v1/games/"+cr.Game.ID+"/moves", cr.Seats[0].Token, api.MoveRequest{N: sg.N, Option: "draw"})
	if code != 422 || apiError(t, data).Code != api.Illegal {
		t.Errorf("move after the end: %d %s", code, data)
	}
	// The record is available and replays.
	code, data = h.do("GET", "/api/v1/games/"+cr.Game.ID+"/record", "", nil)
	if code != 200 {
		t.Fatalf("record: %d %s", code, data)
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := engine.Replay(toygame.Game{}, rec); err != nil || len(rec.Moves) != sg.N || rec.Result == nil {
		t.Errorf("record replay: %v (%d moves)", err, len(rec.Moves))
	}
	var sum api.Summary
	_, data = h.do("GET", "/api/v1/games/"+cr.Game.ID, "", nil)
	_ = json.Unmarshal(data, &sum)
	if !sum.Over || sum.ToMove != -1 || string(sum.Result) == "null" {
		t.Errorf("finished summary: %s", data)
	}
	_, data = h.do("GET", "/api/v1/games?status=finished", "", nil)
	if !strings.Contains(string(data), cr.Game.ID) {
		t.Errorf("finished list: %s", data)
	}
}

// TestHiddenInformation plays whole games through the real API (a
// WebSocket for every human seat and a spectator, bots on the server) and
// proves that every frame holds exactly what its seat may see.
func TestHiddenInformation(t *testing.T) {
	h := newHarness(t)
	setups := [][]string{
		{"human", "human"},
		{"human", "human", "bot:random"},
		{"human", "bot:greedy", "human", "human"},
		{"bot:random", "human", "bot:greedy"},
	}
	for i, seats := range setups {
		seed := uint64(100 + i)
		cr := h.create("toy", seed, seats...)
		clients := playAll(t, h.ts.URL, cr, seed)
		tr := replayStored(t, h.st, toygame.Game{}, cr.Game.ID)
		for _, c := range clients {
			if len(c.frames) < 2 {
				t.Fatalf("seat %d got %d frames", c.seat, len(c.frames))
			}
			checkFrames(t, c, tr)
			toyScan(t, c, tr)
		}
		// A reconnecting seat gets the events since its last frame.
		c := clients[0]
		mid := tr.over / 2
		re := dial(t, h.ts.URL, cr.Game.ID, cr.Seats[c.seat].Token, mid)
		re.seat = c.seat
		re.mustRead()
		checkFrames(t, re, tr)
		if got := len(re.frames[0].f.Events); mid < tr.over && got == 0 && tr.over-mid > 1 {
			t.Errorf("reconnect since %d: no events", mid)
		}
		// The event log over HTTP is the same visible log.
		for _, cl := range clients {
			tok := ""
			if cl.seat >= 0 {
				tok = cr.Seats[cl.seat].Token
			}
			_, data := h.do("GET", "/api/v1/games/"+cr.Game.ID+"/events?since=0", tok, nil)
			var er api.EventsResponse
			if err := json.Unmarshal(data, &er); err != nil {
				t.Fatal(err)
			}
			var all []api.Event
			for _, fr := range cl.frames {
				all = append(all, fr.f.Events...)
			}
			a, _ := json.Marshal(all)
			b, _ := json.Marshal(er.Events)
			if er.N != tr.over || string(a) != string(b) {
				t.Errorf("seat %d: HTTP events differ from pushed events", cl.seat)
			}
		}
	}
}

// toyScan looks for the toy game's secrets directly: no frame of a seat
// holds a card in another seat's hand that the seat has not seen played,
// and the spectator never sees a hand.
func toyScan(t *testing.T, c *client, tr *truth) {
	t.Helper()
	for i, fr := range c.frames {
		var v toygame.View
		if err := json.Unmarshal(fr.f.View, &v); err != nil {
			t.Fatal(err)
		}
		if c.seat < 0 && len(v.Hand) > 0 {
			t.Fatalf("spectator frame %d shows a hand", i)
		}
		for _, e := range fr.f.Events {
			if e.Type == "drew-card" && e.To != c.seat {
				t.Fatalf("seat %d frame %d: another seat's drawn card", c.seat, i)
			}
		}
		if fr.f.Decision != nil && fr.f.Decision.Seat != c.seat && strings.Contains(string(fr.raw), `"options"`) {
			t.Fatalf("seat %d frame %d: options of another seat", c.seat, i)
		}
	}
}

// TestRestartSurvival: a game goes on after the server restarts, rebuilt
// from the stored moves, and a seat reconnects with its token.
func TestRestartSurvival(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 11, "human", "human")
	id := cr.Game.ID
	moves := 0
	move := func() {
		t.Helper()
		for _, s := range cr.Seats {
			var st api.StateFrame
			_, data := h.do("GET", "/api/v1/games/"+id+"/state", s.Token, nil)
			if err := json.Unmarshal(data, &st); err != nil {
				t.Fatal(err)
			}
			if st.Decision != nil && st.Decision.Seat == engine.Seat(s.Seat) {
				code, data := h.do("POST", "/api/v1/games/"+id+"/moves", s.Token, api.MoveRequest{N: st.N, Option: st.Decision.Options[0].ID})
				if code != 200 {
					t.Fatalf("move: %d %s", code, data)
				}
				moves++
				return
			}
		}
		t.Fatal("nobody to move")
	}
	move()
	move()
	_, before := h.do("GET", "/api/v1/games/"+id+"/state?since=0", cr.Seats[0].Token, nil)
	h.stop()
	h.start()
	_, after := h.do("GET", "/api/v1/games/"+id+"/state?since=0", cr.Seats[0].Token, nil)
	if string(before) != string(after) {
		t.Fatalf("state after restart differs:\n%s\n%s", before, after)
	}
	move()
	c := dial(t, h.ts.URL, id, cr.Seats[1].Token, 0)
	c.seat = 1
	c.mustRead()
	if c.frames[0].f.N != moves {
		t.Errorf("reconnected at n %d, want %d", c.frames[0].f.N, moves)
	}
}

// TestPlayOverHTTP plays a whole game with HTTP calls only (async play).
func TestPlayOverHTTP(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 21, "human", "human", "human")
	id := cr.Game.ID
	rng := engine.NewRNG(5)
	for step := 0; step < 200; step++ {
		var st api.StateFrame
		_, data := h.do("GET", "/api/v1/games/"+id+"/state", "", nil)
		if err := json.Unmarshal(data, &st); err != nil {
			t.Fatal(err)
		}
		if st.Over {
			sg, _ := h.st.Load(context.Background(), id)
			if !sg.Over || sg.N != st.N {
				t.Errorf("store: over %v n %d, frame n %d", sg.Over, sg.N, st.N)
			}
			return
		}
		tok := cr.Seats[st.Decision.Seat].Token
		_, data = h.do("GET", "/api/v1/games/"+id+"/state", tok, nil)
		_ = json.Unmarshal(data, &st)
		opt := st.Decision.Options[rng.IntN(len(st.Decision.Options))].ID
		code, data := h.do("POST", "/api/v1/games/"+id+"/moves", tok, api.MoveRequest{N: st.N, Option: opt})
		if code != 200 {
			t.Fatalf("move: %d %s", code, data)
		}
		var after api.StateFrame
		if err := json.Unmarshal(data, &after); err != nil || after.N != st.N+1 || len(after.Events) == 0 || after.Events[0].N != st.N+1 {
			t.Fatalf("move answer: %s", data)
		}
	}
	t.Fatal("game did not end in 200 moves")
}

func TestHealthMetricsAndUI(t *testing.T) {
	h := newHarness(t)
	if code, data := h.do("GET", "/healthz", "", nil); code != 200 || !strings.Contains(string(data), "ok") {
		t.Errorf("healthz: %d %s", code, data)
	}
	cr := h.create("toy", 1, "human", "bot:random")
	h.do("POST", "/api/v1/games/"+cr.Game.ID+"/moves", cr.Seats[0].Token, `{"n":0,"option":"nope"}`)
	code, data := h.do("GET", "/metrics", "", nil)
	for _, m := range []string{"wasteland_moves_total{outcome=\"illegal\"} 1", "wasteland_http_requests_total", "wasteland_games_cached", "wasteland_websockets 0"} {
		if code != 200 || !strings.Contains(string(data), m) {
			t.Errorf("metrics lack %q", m)
		}
	}
	for _, p := range []string{"/", "/game/" + cr.Game.ID} {
		code, data := h.do("GET", p, "", nil)
		if code != 200 || !strings.Contains(string(data), "<html") {
			t.Errorf("%s: %d", p, code)
		}
	}
}

// TestEviction: with room for one idle game in memory, games played in
// turns are evicted and rebuilt from the store without losing anything.
func TestEviction(t *testing.T) {
	h := &harness{t: t, path: t.TempDir() + "/games.db", games: testGames(), maxCached: 1}
	h.start()
	t.Cleanup(h.stop)
	var crs []*api.CreateResponse
	for i := range 3 {
		crs = append(crs, h.create("toy", uint64(60+i), "human", "human"))
	}
	rng := engine.NewRNG(9)
	for round := 0; round < 100; round++ {
		moved := false
		for _, cr := range crs {
			var st api.StateFrame
			_, data := h.do("GET", "/api/v1/games/"+cr.Game.ID+"/state", "", nil)
			mustJSON(t, data, &st)
			if st.Over {
				continue
			}
			tok := cr.Seats[st.Decision.Seat].Token
			_, data = h.do("GET", "/api/v1/games/"+cr.Game.ID+"/state", tok, nil)
			mustJSON(t, data, &st)
			opt := st.Decision.Options[rng.IntN(len(st.Decision.Options))].ID
			if code, data := h.do("POST", "/api/v1/games/"+cr.Game.ID+"/moves", tok, api.MoveRequest{N: st.N, Option: opt}); code != 200 {
				t.Fatalf("move: %d %s", code, data)
			}
			moved = true
		}
		if !moved {
			break
		}
	}
	for _, cr := range crs {
		sg, err := h.st.Load(context.Background(), cr.Game.ID)
		if err != nil || !sg.Over {
			t.Fatalf("game %s not finished: %v", cr.Game.ID, err)
		}
		replayStored(t, h.st, toygame.Game{}, cr.Game.ID)
	}
	_, data := h.do("GET", "/metrics", "", nil)
	if !strings.Contains(string(data), "wasteland_games_cached 1") && !strings.Contains(string(data), "wasteland_games_cached 2") {
		t.Errorf("cache not bounded:\n%s", data)
	}
}

// TestBotsResumeAfterRestart: a game between bots stored while no server
// ran is played on by the next server without anyone connecting.
func TestBotsResumeAfterRestart(t *testing.T) {
	h := newHarness(t)
	h.stop()
	st, err := sqlite.Open(context.Background(), h.path, sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	setup := engine.Setup{Players: 3, Seed: 5}
	seats := []string{"bot:random", "bot:greedy", "bot:random"}
	s0, recording, _, err := engine.Start(toygame.Game{}, setup, seats)
	if err != nil {
		t.Fatal(err)
	}
	g := &store.Game{ID: "resume", Header: *recording.Record(s0), ToMove: 0}
	for _, k := range seats {
		g.Seats = append(g.Seats, store.Seat{Kind: k, Claimed: true})
	}
	if err := storetest.Create(context.Background(), st, g); err != nil {
		t.Fatal(err)
	}
	st.Close()
	h.start()
	for i := 0; ; i++ {
		sg, err := h.st.Load(context.Background(), "resume")
		if err != nil {
			t.Fatal(err)
		}
		if sg.Over {
			return
		}
		if i == 6000 {
			t.Fatalf("the bots did not finish: %d moves", sg.N)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// faultyStore fails every write while fail is set.
type faultyStore struct {
	store.Store
	fail atomic.Bool
}

func (f *faultyStore) Write(ctx context.Context, ops []store.Op) []error {
	if f.fail.Load() {
		errs := make([]error, len(ops))
		for i := range errs {
			errs[i] = errors.New("disk on fire")
		}
		return errs
	}
	return f.Store.Write(ctx, ops)
}

// TestInternalAndUnavailable: a store failure refuses the move as internal
// (saying nothing more) and changes nothing; a closed server answers
// unavailable.
func TestInternalAndUnavailable(t *testing.T) {
	st, err := sqlite.Open(context.Background(), t.TempDir()+"/games.db", sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	fs := &faultyStore{Store: st}
	srv, err := server.New(server.Config{Store: fs, Games: testGames()})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	cr := createAt(t, ts.URL, "toy", 4, "human", "human")
	id, tok := cr.Game.ID, cr.Seats[0].Token
	var sf api.StateFrame
	_, data := doHTTP(t, ts.URL, "GET", "/api/v1/games/"+id+"/state", tok, nil)
	mustJSON(t, data, &sf)
	opt := sf.Decision.Options[0].ID
	fs.fail.Store(true)
	code, data := doHTTP(t, ts.URL, "POST", "/api/v1/games/"+id+"/moves", tok, api.MoveRequest{N: 0, Option: opt})
	if e := apiError(t, data); code != 500 || e.Code != api.Internal || strings.Contains(e.Message, "fire") {
		t.Fatalf("move with a failing store: %d %s", code, data)
	}
	fs.fail.Store(false)
	_, after := doHTTP(t, ts.URL, "GET", "/api/v1/games/"+id+"/state", tok, nil)
	mustJSON(t, after, &sf)
	if sf.N != 0 {
		t.Fatalf("a failed commit moved the game to %d", sf.N)
	}
	if code, data := doHTTP(t, ts.URL, "POST", "/api/v1/games/"+id+"/moves", tok, api.MoveRequest{N: 0, Option: opt}); code != 200 {
		t.Fatalf("the same move after recovery: %d %s", code, data)
	}
	_, data = doHTTP(t, ts.URL, "GET", "/api/v1/games/"+id+"/state", "", nil)
	mustJSON(t, data, &sf)
	tok = cr.Seats[sf.Decision.Seat].Token
	_, data = doHTTP(t, ts.URL, "GET", "/api/v1/games/"+id+"/state", tok, nil)
	mustJSON(t, data, &sf)
	srv.Close()
	if code, data := doHTTP(t, ts.URL, "GET", "/api/v1/games/"+id+"/ws", "", nil); code != 503 || apiError(t, data).Code != api.Unavailable {
		t.Errorf("WebSocket after close: %d %s", code, data)
	}
	if code, data := doHTTP(t, ts.URL, "POST", "/api/v1/games/"+id+"/moves", tok, api.MoveRequest{N: 1, Option: sf.Decision.Options[0].ID}); code != 503 {
		t.Errorf("move after close: %d %s", code, data)
	}
}

// TestGoingAway: closing the server closes a reading client's WebSocket
// with "going away", right after a frame was written.
func TestGoingAway(t *testing.T) {
	for range 10 {
		h := newHarness(t)
		cr := h.create("toy", 1, "human", "human")
		c := dial(t, h.ts.URL, cr.Game.ID, cr.Seats[0].Token, 0)
		c.mustRead()
		closed := make(chan error, 1)
		go func() {
			for {
				if _, err := c.read(); err != nil {
					closed <- err
					return
				}
			}
		}()
		h.stop()
		if err := <-closed; websocket.CloseStatus(err) != websocket.StatusGoingAway {
			t.Fatalf("close: %v, want going away", err)
		}
	}
}

// The catalog lists a game's setup options from a fixed list (Fallout's
// scenarios, engine.OptionLister), a create request picks one in its
// options, and an unknown value is refused.
func TestCatalogOptions(t *testing.T) {
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "games.db"), games: []engine.Game{fallout.Game{}, toygame.Game{}}}
	h.start()
	t.Cleanup(h.stop)
	code, data := h.do("GET", "/api/v1/catalog", "", nil)
	var cat api.Catalog
	if err := json.Unmarshal(data, &cat); code != 200 || err != nil {
		t.Fatalf("catalog: %d %s", code, data)
	}
	for _, g := range cat.Games {
		switch g.Name {
		case "fallout":
			if len(g.Options) != 1 || g.Options[0].Name != "scenario" || g.Options[0].Default != "dust-basin" || len(g.Options[0].Values) != 4 {
				t.Errorf("fallout options %+v", g.Options)
			}
		case "toy":
			if g.Options != nil {
				t.Errorf("toy options %+v", g.Options)
			}
		}
	}
	seed := uint64(3)
	req := api.CreateRequest{Game: "fallout", Players: 2, Seats: []string{"human", "bot:random"}, Seed: &seed,
		Options: map[string]string{"scenario": "kindled-vaults"}}
	if code, data := h.do("POST", "/api/v1/games", "", req); code != http.StatusCreated {
		t.Fatalf("create in kindled-vaults: %d %s", code, data)
	}
	req.Options["scenario"] = "nowhere"
	if code, data := h.do("POST", "/api/v1/games", "", req); code != http.StatusBadRequest || !strings.Contains(string(data), `no scenario \"nowhere\"`) {
		t.Errorf("create in an unknown scenario: %d %s", code, data)
	}
}
