package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"wasteland/engine"
	"wasteland/internal/toygame"
	"wasteland/narrate"
	"wasteland/server"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/store/sqlite"
)

// safety bounds every wait of a test on the network so that a bug fails
// the test instead of hanging it; no test measures time.
const safety = 2 * time.Minute

// harness is a server on an SQLite store behind an httptest server.
type harness struct {
	t     *testing.T
	path  string
	st    store.Store
	srv   *server.Server
	ts    *httptest.Server
	games []engine.Game
	// maxCached is the server's MaxCached (0: its default).
	maxCached int
}

func testGames() []engine.Game { return []engine.Game{toygame.Game{}} }

// newHarness starts a server with the toy game on a fresh SQLite file.
func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "games.db"), games: testGames()}
	h.start()
	t.Cleanup(h.stop)
	return h
}

// start opens the store and starts the server.
func (h *harness) start() {
	h.t.Helper()
	st, err := sqlite.Open(context.Background(), h.path, sqlite.SyncFull)
	if err != nil {
		h.t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Games: h.games, MaxCached: h.maxCached})
	if err != nil {
		h.t.Fatal(err)
	}
	h.st, h.srv = st, srv
	h.ts = httptest.NewServer(srv.Handler())
}

// stop closes the server and its store (a restart is stop then start).
func (h *harness) stop() {
	if h.srv == nil {
		return
	}
	h.srv.Close()
	h.ts.Close()
	h.srv = nil
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), safety)
	t.Cleanup(cancel)
	return ctx
}

// do sends an HTTP request; body may be nil, a []byte or a value to encode.
func (h *harness) do(method, path, token string, body any) (int, []byte) {
	h.t.Helper()
	return doHTTP(h.t, h.ts.URL, method, path, token, body)
}

// getLang sends a GET of path with the Accept-Language header (when not
// "") and returns the status, the headers and the body.
func (h *harness) getLang(path, acceptLanguage string) (int, http.Header, string) {
	h.t.Helper()
	req, err := http.NewRequestWithContext(ctxT(h.t), "GET", h.ts.URL+path, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	if acceptLanguage != "" {
		req.Header.Set("Accept-Language", acceptLanguage)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		h.t.Fatal(err)
	}
	return res.StatusCode, res.Header, string(body)
}

func doHTTP(t *testing.T, base, method, path, token string, body any) (int, []byte) {
	t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	case string:
		r = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctxT(t), method, base+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, data
}

// create makes a game and returns the answer.
func (h *harness) create(game string, seed uint64, seats ...string) *api.CreateResponse {
	h.t.Helper()
	return createAt(h.t, h.ts.URL, game, seed, seats...)
}

// createAt creates a game at base; it chooses the seed only where the
// server allows it, for a game with at most one human seat.
func createAt(t *testing.T, base, game string, seed uint64, seats ...string) *api.CreateResponse {
	t.Helper()
	req := api.CreateRequest{Game: game, Players: len(seats), Seats: seats}
	humans := 0
	for _, k := range seats {
		if k == "human" {
			humans++
		}
	}
	if humans <= 1 {
		req.Seed = &seed
	}
	code, data := doHTTP(t, base, "POST", "/api/v1/games", "", req)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, data)
	}
	var cr api.CreateResponse
	if err := json.Unmarshal(data, &cr); err != nil {
		t.Fatal(err)
	}
	return &cr
}

// frame is a received frame: raw and decoded.
type frame struct {
	raw []byte
	f   api.ServerFrame
}

// client is a WebSocket connection of one seat (or a spectator).
type client struct {
	t    *testing.T
	seat engine.Seat
	conn *websocket.Conn
	ctx  context.Context
	// since is the since the connection was opened with.
	since int
	// frames are the state frames received, in order.
	frames []frame
	// onAck, when set, is told each acknowledged move: its number (1-based)
	// and option.
	onAck func(n int, option string)
}

func dial(t *testing.T, base, id, token string, since int) *client {
	t.Helper()
	ctx := ctxT(t)
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/v1/games/" + id + "/ws?since=" + fmt.Sprint(since)
	if token != "" {
		u += "&token=" + token
	}
	conn, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	conn.SetReadLimit(16 << 20)
	t.Cleanup(func() { conn.CloseNow() })
	return &client{t: t, seat: engine.Spectator, conn: conn, ctx: ctx, since: since}
}

// read returns the next frame; state frames are also kept in c.frames.
func (c *client) read() (frame, error) {
	_, data, err := c.conn.Read(c.ctx)
	if err != nil {
		return frame{}, err
	}
	var f api.ServerFrame
	if err := json.Unmarshal(data, &f); err != nil {
		return frame{}, fmt.Errorf("frame %s: %w", data, err)
	}
	fr := frame{raw: data, f: f}
	if f.Type == api.TypeState {
		c.frames = append(c.frames, fr)
	}
	return fr, nil
}

// mustRead is read that fails the test on error.
func (c *client) mustRead() frame {
	c.t.Helper()
	f, err := c.read()
	if err != nil {
		c.t.Fatalf("read: %v", err)
	}
	return f
}

// send sends a move.
func (c *client) send(req string, n int, option string) error {
	msg, _ := json.Marshal(api.ClientFrame{Type: api.TypeMove, Req: req, N: n, Option: option})
	return c.conn.Write(c.ctx, websocket.MessageText, msg)
}

// play plays c's seat with random legal options until the game is over,
// reading every frame. It returns the first error.
func (c *client) play(rng engine.RNG) error {
	pending := false
	var sent string
	var last *api.ServerFrame // the latest state frame
	for {
		fr, err := c.read()
		if err != nil {
			return err
		}
		f := fr.f
		switch f.Type {
		case api.TypeState:
			if f.Over {
				return nil
			}
			last = &f
		case api.TypeAck:
			pending = false
			if c.onAck != nil {
				c.onAck(f.N, sent)
			}
		case api.TypeError:
			return fmt.Errorf("seat %d: move refused: %s %s", c.seat, f.Code, f.Message)
		}
		if pending || last == nil || last.Decision == nil || last.Decision.Seat != c.seat {
			continue
		}
		if len(last.Decision.Options) == 0 {
			return fmt.Errorf("seat %d to move got no options", c.seat)
		}
		opt := last.Decision.Options[rng.IntN(len(last.Decision.Options))]
		if err := c.send(fmt.Sprint("m", last.N), last.N, opt.ID); err != nil {
			return err
		}
		pending, last, sent = true, nil, opt.ID
	}
}

// untilOver reads until a state frame says the game is over.
func (c *client) untilOver() error {
	for {
		fr, err := c.read()
		if err != nil {
			return err
		}
		if fr.f.Type == api.TypeState && fr.f.Over {
			return nil
		}
	}
}

// playAll plays a game: a client for every human seat and a spectator,
// until it ends. It returns the clients (spectator last).
func playAll(t *testing.T, base string, cr *api.CreateResponse, seed uint64) []*client {
	t.Helper()
	var cs []*client
	for _, s := range cr.Seats {
		if s.Kind != "human" {
			continue
		}
		c := dial(t, base, cr.Game.ID, s.Token, 0)
		c.seat = engine.Seat(s.Seat)
		cs = append(cs, c)
	}
	spec := dial(t, base, cr.Game.ID, "", 0)
	var wg sync.WaitGroup
	errs := make([]error, len(cs)+1)
	for i, c := range cs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.play(engine.NewRNG(seed*31 + uint64(c.seat)))
		}()
	}
	wg.Add(1)
	go func() { defer wg.Done(); errs[len(cs)] = spec.untilOver() }()
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	return append(cs, spec)
}

// truth is a finished game recomputed from its stored record: the views,
// decisions and events at every move number.
type truth struct {
	game   string
	views  map[engine.Seat][]json.RawMessage // views[seat][n]
	decs   []engine.Decision
	events [][]engine.Event // events[k] of move k; events[0] the setup's
	over   int              // final n
}

// replayStored rebuilds a game from the store, independently of the server.
func replayStored(t *testing.T, st store.Store, g engine.Game, id string) *truth {
	t.Helper()
	sg, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var setup engine.Recorder
	s, err := g.New(sg.Header.Setup, &setup)
	if err != nil {
		t.Fatal(err)
	}
	tr := &truth{game: g.Name(), views: map[engine.Seat][]json.RawMessage{}, over: sg.N, events: [][]engine.Event{setup.Events}}
	snap := func() {
		for seat := engine.Spectator; int(seat) < s.Players(); seat++ {
			v, err := json.Marshal(s.View(seat))
			if err != nil {
				t.Fatal(err)
			}
			tr.views[seat] = append(tr.views[seat], v)
		}
		tr.decs = append(tr.decs, engine.DecisionOf(s))
	}
	snap()
	for i, m := range sg.Moves {
		evs, err := engine.Apply(s, m.Seat, m.Option)
		if err != nil {
			t.Fatalf("stored move %d: %v", i+1, err)
		}
		tr.events = append(tr.events, evs)
		snap()
	}
	return tr
}

// canon re-encodes JSON so that equal values compare equal as bytes.
func canon(t *testing.T, data []byte) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatalf("bad JSON %s: %v", data, err)
	}
	out, _ := json.Marshal(v)
	return string(out)
}

// checkFrames proves that every state frame c received holds exactly what
// its seat may see at that move number: the view equals View(seat)
// recomputed from the stored record, the options appear only for the seat
// that decides, and the events are exactly those of the moves since the
// previous frame that are visible to the seat; a client that connected
// with since 0 receives the setup's events (move 0) in its first frame.
func checkFrames(t *testing.T, c *client, tr *truth) {
	t.Helper()
	from := c.since + 1
	if c.since == 0 {
		from = 0
	}
	// The server tells the events and options of the games narrate knows
	// (a client without a language gets English); a test game's frames
	// carry no words.
	var words *narrate.Narrator
	if narrate.Knows(tr.game) {
		var err error
		if words, err = narrate.New(tr.game, narrate.English, c.seat, nil); err != nil {
			t.Fatal(err)
		}
	}
	for i, fr := range c.frames {
		f := fr.f
		if f.Seat != c.seat {
			t.Fatalf("seat %d frame %d: for seat %d", c.seat, i, f.Seat)
		}
		if f.N < 0 || f.N > tr.over {
			t.Fatalf("seat %d frame %d: n %d out of range", c.seat, i, f.N)
		}
		if got, want := canon(t, f.View), canon(t, tr.views[c.seat][f.N]); got != want {
			t.Fatalf("seat %d frame %d (n %d): view\n%s\nwant View(seat) recomputed from the record\n%s", c.seat, i, f.N, got, want)
		}
		d := tr.decs[f.N]
		if f.Over != (f.N == tr.over && d.Seat == engine.Spectator) {
			t.Fatalf("seat %d frame %d: over %v at n %d", c.seat, i, f.Over, f.N)
		}
		if !f.Over {
			if f.Decision == nil || f.Decision.Seat != d.Seat || f.Decision.Prompt != d.Prompt {
				t.Fatalf("seat %d frame %d: decision %+v, want %+v", c.seat, i, f.Decision, d)
			}
			if words != nil && f.Decision.Text != words.Prompt(d) {
				t.Fatalf("seat %d frame %d: decision told %q, want %q", c.seat, i, f.Decision.Text, words.Prompt(d))
			}
			if c.seat == d.Seat {
				told := make([]engine.Option, len(d.Options))
				for k, o := range d.Options {
					if words != nil {
						o.Label = words.Option(d.Prompt, o)
					}
					told[k] = o
				}
				if !reflect.DeepEqual(f.Decision.Options, told) {
					t.Fatalf("seat %d frame %d: options differ from the decision's, told to the seat", c.seat, i)
				}
			} else if len(f.Decision.Options) != 0 {
				t.Fatalf("seat %d frame %d: received the options of seat %d", c.seat, i, d.Seat)
			}
		}
		var want []string
		for k := from; k <= f.N; k++ {
			for _, e := range tr.events[k] {
				if !e.VisibleTo(c.seat) {
					continue
				}
				data, _ := json.Marshal(e.Data)
				ev := api.Event{N: k, Type: e.Type, To: e.To, Data: data, Reveals: e.Reveals, Rules: e.Rules}
				if words != nil {
					ev.Text = words.Event(e)
				}
				enc, _ := json.Marshal(ev)
				want = append(want, canon(t, enc))
			}
		}
		var got []string
		for _, e := range f.Events {
			if e.To != engine.Public && e.To != c.seat {
				t.Fatalf("seat %d frame %d: event %s addressed to seat %d", c.seat, i, e.Type, e.To)
			}
			enc, _ := json.Marshal(e)
			got = append(got, canon(t, enc))
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("seat %d frame %d (moves %d..%d): events\n%v\nwant\n%v", c.seat, i, from, f.N, got, want)
		}
		from = f.N + 1
	}
}

// apiError decodes an HTTP error body.
func apiError(t *testing.T, data []byte) *api.Error {
	t.Helper()
	var b api.ErrorBody
	if err := json.Unmarshal(data, &b); err != nil || b.Error == nil {
		t.Fatalf("not an error body: %s", data)
	}
	return b.Error
}

// tryCreate is createAt for goroutines and for servers that may die: it
// returns errors instead of failing the test.
func tryCreate(ctx context.Context, base string) (*api.CreateResponse, error) {
	body, _ := json.Marshal(api.CreateRequest{Game: "toy", Players: 2, Seats: []string{"human", "human"}})
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/api/v1/games", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("create: %d %s", res.StatusCode, data)
	}
	var cr api.CreateResponse
	return &cr, json.Unmarshal(data, &cr)
}

// tryDial is dial returning errors instead of failing the test.
func tryDial(ctx context.Context, t *testing.T, base, id, token string) (*client, error) {
	u := "ws" + strings.TrimPrefix(base, "http") + "/api/v1/games/" + id + "/ws?token=" + token
	conn, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		return nil, err
	}
	conn.SetReadLimit(16 << 20)
	t.Cleanup(func() { conn.CloseNow() })
	return &client{t: t, seat: engine.Spectator, conn: conn, ctx: ctx}, nil
}

func mustJSON(t *testing.T, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
}
