package server_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"wasteland/games"
	"wasteland/server"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/store/sqlite"
)

// Finding 1 of issue 12: a stranger polling the lobby could take a seat
// whose link the creator had handed out, and that link stopped working.
func TestStrangerCannotTakeHandedOutSeat(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 1, "human", "human")
	id := cr.Game.ID
	code, data := h.do("POST", "/api/v1/games/"+id+"/seats/1/claim", "", nil)
	if code != http.StatusForbidden || apiError(t, data).Code != api.Forbidden {
		t.Errorf("a stranger's claim of a handed-out seat: %d %s, want 403 forbidden", code, data)
	}
	if code, data := h.do("GET", "/api/v1/games/"+id+"/state", cr.Seats[1].Token, nil); code != http.StatusOK {
		t.Errorf("the creator's link after a stranger's claim: %d %s", code, data)
	}
	if code, data := h.do("GET", "/api/v1/games?status=open", "", nil); code != 200 || strings.Contains(string(data), id) {
		t.Errorf("a game with no seat opened to the lobby is listed open: %s", data)
	}
}

// TestLobbySeatsAndAdmin: the creator opens seats to the lobby at creation
// or later with the admin token, and reissues a seat's link; strangers take
// only opened seats.
func TestLobbySeatsAndAdmin(t *testing.T) {
	h := newHarness(t)
	code, data := h.do("POST", "/api/v1/games", "", `{"game":"toy","players":3,"seats":["human","human","human"],"lobby":[2]}`)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, data)
	}
	var cr api.CreateResponse
	mustJSON(t, data, &cr)
	id := cr.Game.ID
	if cr.Admin == nil || cr.Admin.Token == "" || cr.Seats[2].Token != "" || cr.Seats[0].Token == "" || !cr.Game.Seats[2].Lobby {
		t.Fatalf("create answer: %s", data)
	}
	path := func(seat int, verb string) string { return fmt.Sprintf("/api/v1/games/%s/seats/%d/%s", id, seat, verb) }
	cases := []struct {
		name, path, token string
		code              int
	}{
		{"a seat token is not the admin token", path(0, "reissue"), cr.Seats[0].Token, 403},
		{"no token", path(0, "reissue"), "", 401},
		{"no such seat", path(7, "reissue"), cr.Admin.Token, 404},
	}
	for _, c := range cases {
		if code, data := h.do("POST", c.path, c.token, nil); code != c.code {
			t.Errorf("%s: %d %s, want %d", c.name, code, data, c.code)
		}
	}
	// Seat 2 is open: a stranger takes it once.
	code, data = h.do("POST", path(2, "claim"), "", nil)
	var link api.SeatLink
	mustJSON(t, data, &link)
	if code != 200 || link.Token == "" {
		t.Fatalf("claim of an opened seat: %d %s", code, data)
	}
	if code, _ := h.do("POST", path(2, "claim"), "", nil); code != 403 {
		t.Errorf("second claim: %d, want 403", code)
	}
	// The creator reissues seat 1's link: the old one stops working.
	code, data = h.do("POST", path(1, "reissue"), cr.Admin.Token, nil)
	var re api.SeatLink
	mustJSON(t, data, &re)
	if code != 200 || re.Token == "" || re.Token == cr.Seats[1].Token {
		t.Fatalf("reissue: %d %s", code, data)
	}
	if code, _ := h.do("GET", "/api/v1/games/"+id+"/state", cr.Seats[1].Token, nil); code != 403 {
		t.Errorf("the reissued seat's old link: %d, want 403", code)
	}
	if code, _ := h.do("GET", "/api/v1/games/"+id+"/state", re.Token, nil); code != 200 {
		t.Errorf("the reissued link: %d", code)
	}
	// Seat 0 is still unused: the creator opens it to the lobby; its link
	// stops working; the lobby lists the game.
	if code, data := h.do("POST", path(0, "open"), cr.Admin.Token, nil); code != 200 {
		t.Fatalf("open seat 0: %d %s", code, data)
	}
	if code, _ := h.do("GET", "/api/v1/games/"+id+"/state", cr.Seats[0].Token, nil); code != 403 {
		t.Errorf("an opened seat's old link: %d, want 403", code)
	}
	if code, data := h.do("GET", "/api/v1/games?status=open", "", nil); code != 200 || !strings.Contains(string(data), id) {
		t.Errorf("open games: %s", data)
	}
	if code, _ := h.do("POST", path(2, "open"), cr.Admin.Token, nil); code != 403 {
		t.Errorf("opening a claimed seat: %d, want 403", code)
	}
}

// recoveringStore fails every write until heal is closed, and counts the
// failed ones.
type recoveringStore struct {
	store.Store
	failing atomic.Bool
	failed  atomic.Int64
}

func (f *recoveringStore) Write(ctx context.Context, ops []store.Op) []error {
	if f.failing.Load() {
		f.failed.Add(1)
		errs := make([]error, len(ops))
		for i := range errs {
			errs[i] = errors.New("no space left on device")
		}
		return errs
	}
	return f.Store.Write(ctx, ops)
}

// Finding 2 of issue 12: a bot whose move failed to store never moved
// again until a restart.
func TestBotsRetryAfterStoreErrors(t *testing.T) {
	st, err := sqlite.Open(context.Background(), t.TempDir()+"/games.db", sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	fs := &recoveringStore{Store: st}
	srv, err := server.New(server.Config{Store: fs, Games: testGames(), BotRetry: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	fs.failing.Store(true)
	// The create itself must succeed: let it through, then fail the bots.
	fs.failing.Store(false)
	cr := createAt(t, ts.URL, "toy", 3, "bot:random", "bot:greedy")
	fs.failing.Store(true)
	for i := 0; fs.failed.Load() < 3; i++ {
		if i == 5000 {
			t.Fatalf("the bots did not try again after a failed write (%d tries)", fs.failed.Load())
		}
		time.Sleep(time.Millisecond)
	}
	fs.failing.Store(false)
	for i := 0; ; i++ {
		sg, err := st.Load(context.Background(), cr.Game.ID)
		if err != nil {
			t.Fatal(err)
		}
		if sg.Over {
			return
		}
		if i == 20000 {
			t.Fatalf("the bots stopped after the store recovered: %d moves", sg.N)
		}
		time.Sleep(time.Millisecond)
	}
}

// limitedServer serves a server with cfg's limits on a real http.Server.
func limitedServer(t *testing.T, cfg server.Config) (string, *server.Server) {
	t.Helper()
	st, err := sqlite.Open(context.Background(), t.TempDir()+"/games.db", sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store, cfg.Games = st, testGames()
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	return "http://" + ln.Addr().String(), srv
}

// closedWithin reports whether the server closes conn within d.
func closedWithin(conn net.Conn, d time.Duration) bool {
	_ = conn.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, conn)
	var ne net.Error
	return !(errors.As(err, &ne) && ne.Timeout())
}

// Finding 3 of issue 12: an unfinished body, an idle keep-alive and a
// silent WebSocket were held forever, and one address could open any
// number of them.
func TestConnectionsTimeOut(t *testing.T) {
	lim := server.DefaultLimits()
	lim.ReadTimeout, lim.IdleTimeout, lim.ReadHeaderTimeout = 300*time.Millisecond, 300*time.Millisecond, 300*time.Millisecond
	lim.PingInterval = 100 * time.Millisecond
	base, _ := limitedServer(t, server.Config{Limits: lim})
	addr := strings.TrimPrefix(base, "http://")
	dialTCP := func() net.Conn {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	slow := dialTCP()
	fmt.Fprintf(slow, "POST /api/v1/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"game\":")
	if !closedWithin(slow, 5*time.Second) {
		t.Error("a request with an unfinished body is held open")
	}
	idle := dialTCP()
	fmt.Fprintf(idle, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	if _, err := http.ReadResponse(bufio.NewReader(idle), nil); err != nil {
		t.Fatal(err)
	}
	if !closedWithin(idle, 5*time.Second) {
		t.Error("an idle keep-alive connection is held open")
	}
	// A WebSocket client that never reads answers no ping: it is closed.
	cr := createAt(t, base, "toy", 1, "human", "human")
	ctx := ctxT(t)
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/v1/games/"+cr.Game.ID+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	time.Sleep(time.Second) // no reads: pongs are never sent
	rctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	for {
		if _, _, err := conn.Read(rctx); err != nil {
			if errors.Is(err, context.DeadlineExceeded) {
				t.Error("a WebSocket that answers no ping stays open")
			}
			break
		}
	}
}

func TestPerAddressCaps(t *testing.T) {
	lim := server.DefaultLimits()
	lim.ConnsPerAddr, lim.SocketsPerAddr = 6, 2
	base, _ := limitedServer(t, server.Config{Limits: lim})
	cr := createAt(t, base, "toy", 1, "human", "human")
	ws := "ws" + strings.TrimPrefix(base, "http") + "/api/v1/games/" + cr.Game.ID + "/ws"
	ctx := ctxT(t)
	for i := range 3 {
		conn, res, err := websocket.Dial(ctx, ws, nil)
		if i < 2 {
			if err != nil {
				t.Fatalf("socket %d: %v", i, err)
			}
			defer conn.CloseNow()
			continue
		}
		if err == nil || res == nil || res.StatusCode != http.StatusTooManyRequests {
			t.Errorf("socket %d past the cap: %v %v, want 429", i, err, res)
		}
	}
	// Connections past the cap are closed at once; others are served.
	addr := strings.TrimPrefix(base, "http://")
	var held []net.Conn
	for range 10 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		held = append(held, c)
	}
	closed := 0
	for _, c := range held {
		if closedWithin(c, 200*time.Millisecond) {
			closed++
		}
	}
	if closed < 5 {
		t.Errorf("%d of 10 connections past a cap of 6 (2 in use) were closed", closed)
	}
}

// failingReads is a store that answers Ping but fails every read.
type failingReads struct{ store.Store }

func (failingReads) Load(ctx context.Context, id string) (*store.Game, error) {
	return nil, errors.New("database disk image is malformed")
}

func (failingReads) List(ctx context.Context, f store.Filter) ([]*store.Game, error) {
	return nil, errors.New("database disk image is malformed")
}

// Finding 4 of issue 12: /healthz said ok while every read failed.
func TestReadyzReadsTheStore(t *testing.T) {
	st, err := sqlite.Open(context.Background(), t.TempDir()+"/games.db", sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: failingReads{st}, Games: testGames()})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	if code, data := doHTTP(t, ts.URL, "GET", "/readyz", "", nil); code != http.StatusServiceUnavailable {
		t.Errorf("readyz with a broken store: %d %s, want 503", code, data)
	}
	if code, data := doHTTP(t, ts.URL, "GET", "/healthz", "", nil); code != http.StatusOK {
		t.Errorf("healthz (alive): %d %s, want 200", code, data)
	}
	h := newHarness(t)
	if code, data := h.do("GET", "/readyz", "", nil); code != http.StatusOK {
		t.Errorf("readyz with a good store: %d %s", code, data)
	}
}

// Finding 5 of issue 12: a creator who chose the seed of a game with
// other people in it knew every hidden card.
func TestChosenSeedOnlyForOneHuman(t *testing.T) {
	h := newHarness(t)
	code, data := h.do("POST", "/api/v1/games", "", `{"game":"toy","players":2,"seats":["human","human"],"seed":42}`)
	if code != http.StatusBadRequest || apiError(t, data).Code != api.Invalid {
		t.Errorf("a chosen seed with two human seats: %d %s, want 400", code, data)
	}
	code, data = h.do("POST", "/api/v1/games", "", `{"game":"toy","players":2,"seats":["human","bot:random"],"seed":42}`)
	var cr api.CreateResponse
	mustJSON(t, data, &cr)
	if code != http.StatusCreated || !cr.Game.SeedChosen || len(cr.Game.Commitment) != 64 {
		t.Errorf("a chosen seed with one human seat: %d %s", code, data)
	}
	a, b := h.create("toy", 0, "human", "human"), h.create("toy", 0, "human", "human")
	if a.Game.SeedChosen || a.Game.Commitment == b.Game.Commitment {
		t.Errorf("two games without a chosen seed: %+v %+v", a.Game, b.Game)
	}
}

// Finding 6 of issue 12: no security headers; /js/ listed its directory.
func TestSecurityHeaders(t *testing.T) {
	h := newHarness(t)
	for _, p := range []string{"/", "/game/x", "/rules/fallout", "/api/v1/catalog", "/api/v1/rules/outlive", "/api/v1/nothing", "/js/app.js", "/healthz"} {
		res, err := http.Get(h.ts.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		for k, want := range map[string]string{
			"Content-Security-Policy": "frame-ancestors 'none'",
			"X-Content-Type-Options":  "nosniff",
			"X-Frame-Options":         "DENY",
			"Referrer-Policy":         "no-referrer",
		} {
			if got := res.Header.Get(k); !strings.Contains(got, want) {
				t.Errorf("%s: %s = %q, want %q", p, k, got, want)
			}
		}
	}
	for _, p := range []string{"/js/", "/css/", "/js"} {
		code, data := h.do("GET", p, "", nil)
		if code != http.StatusNotFound || strings.Contains(string(data), "app.js") {
			t.Errorf("%s: %d %.80s, want 404 and no listing", p, code, data)
		}
	}
}

// Finding 7 of issue 12: no limits on creation or moves.
func TestRateLimits(t *testing.T) {
	lim := server.DefaultLimits()
	lim.CreateBurst, lim.CreatePerMinute = 3, 1
	lim.MoveBurst, lim.MovesPerSecond = 2, 0.01
	base, _ := limitedServer(t, server.Config{Limits: lim})
	var crs []*api.CreateResponse
	for i := range 3 {
		crs = append(crs, createAt(t, base, "toy", uint64(i), "human", "human"))
	}
	code, data := doHTTP(t, base, "POST", "/api/v1/games", "", api.CreateRequest{Game: "toy", Players: 2, Seats: []string{"human", "human"}})
	if code != http.StatusTooManyRequests || apiError(t, data).Code != api.TooMany {
		t.Errorf("create past the burst: %d %s, want 429 too-many", code, data)
	}
	// Moves: a seat gets MoveBurst moves at once (refused ones count too).
	id, tok := crs[0].Game.ID, crs[0].Seats[0].Token
	codes := []int{}
	for range 3 {
		code, _ := doHTTP(t, base, "POST", "/api/v1/games/"+id+"/moves", tok, `{"n":0,"option":"nope"}`)
		codes = append(codes, code)
	}
	if codes[0] != 422 || codes[2] != http.StatusTooManyRequests {
		t.Errorf("move codes %v, want 422 … 429", codes)
	}
}

// Finding 8 of issue 12: error details echoed 65 KB of input, checks ran
// in another order than docs/api.md says, duplicate keys were accepted.
func TestErrorsClipOrderAndDuplicates(t *testing.T) {
	outlive, err := games.Lookup("outlive")
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, path: t.TempDir() + "/games.db", games: append(testGames(), outlive)}
	h.start()
	t.Cleanup(h.stop)
	big := strings.Repeat("x", 60<<10)
	for _, body := range []string{
		`{"game":"outlive","variant":"` + big + `","players":2,"seats":["human","human"]}`,
		`{"game":"toy","players":2,"seats":["human","human"],"options":{"` + big + `":"y"}}`,
		`{"game":"` + big + `","players":2,"seats":["human","human"]}`,
		`{"game":"toy","players":2,"seats":["human","` + big + `"]}`,
	} {
		code, data := h.do("POST", "/api/v1/games", "", body)
		if code != 400 || len(apiError(t, data).Message) > 300 {
			t.Errorf("create with 60 KB of input: %d, message of %d bytes", code, len(apiError(t, data).Message))
		}
	}
	cr := h.create("toy", 1, "human", "human")
	id := cr.Game.ID
	// Syntax before the token: a bad since with a bad token is invalid.
	for _, p := range []string{"/state?since=x", "/events?since=x", "/state?at=x"} {
		if code, data := h.do("GET", "/api/v1/games/"+id+p, "not-a-token", nil); code != 400 {
			t.Errorf("%s with a bad token: %d %s, want 400", p, code, data)
		}
	}
	// Syntax before the game: a bad body to a missing game is invalid.
	if code, data := h.do("POST", "/api/v1/games/nosuch/moves", "", `{"n":-1,"option":"x"}`); code != 400 {
		t.Errorf("bad move to a missing game: %d %s, want 400", code, data)
	}
	// The game before the token: a malformed header to a missing game.
	req, _ := http.NewRequest("POST", h.ts.URL+"/api/v1/games/nosuch/moves", strings.NewReader(`{"n":0,"option":"x"}`))
	req.Header.Set("Authorization", "Basic x")
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 404 {
		t.Errorf("move to a missing game with a malformed header: %v %v, want 404", res.StatusCode, err)
	}
	for _, body := range []string{
		`{"n":0,"n":1,"option":"x"}`,
		`{"n":0,"option":"x","option":"y"}`,
	} {
		code, data := h.do("POST", "/api/v1/games/"+id+"/moves", cr.Seats[0].Token, body)
		if code != 400 || !strings.Contains(apiError(t, data).Message, "twice") {
			t.Errorf("move %s: %d %s, want 400 naming the duplicate", body, code, data)
		}
	}
	code, data := h.do("POST", "/api/v1/games", "", `{"game":"toy","players":2,"seats":["human","human"],"options":{"a":"1","a":"2"}}`)
	if code != 400 {
		t.Errorf("create with a duplicate option key: %d %s", code, data)
	}
}

// TestMyGames: the games of the seat links a client holds, finished ones
// with their results; a link that is not a seat is left out.
func TestMyGames(t *testing.T) {
	h := newHarness(t)
	done := h.create("toy", 2, "human", "bot:random")
	running := h.create("toy", 3, "human", "human")
	playAll(t, h.ts.URL, done, 2)
	body := api.MineRequest{Seats: []api.MySeat{{Game: done.Game.ID, Token: done.Seats[0].Token},
		{Game: running.Game.ID, Token: running.Seats[1].Token}, {Game: running.Game.ID, Token: "not-a-token"}, {Game: "nosuch", Token: "x"}}}
	code, data := h.do("POST", "/api/v1/my-games", "", body)
	var mr api.MineResponse
	mustJSON(t, data, &mr)
	if code != 200 || len(mr.Games) != 2 || mr.Games[0].Seat != 0 || !mr.Games[0].Game.Over || mr.Games[0].Game.Result == nil ||
		mr.Games[1].Seat != 1 || mr.Games[1].Game.Over {
		t.Fatalf("my games: %d %s", code, data)
	}
	many := api.MineRequest{}
	for range 51 {
		many.Seats = append(many.Seats, api.MySeat{Game: "x", Token: "y"})
	}
	if code, _ := h.do("POST", "/api/v1/my-games", "", many); code != 400 {
		t.Errorf("51 seat links: %d, want 400", code)
	}
}
