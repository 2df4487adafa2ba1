package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"wasteland/engine"
	"wasteland/server"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/store/sqlite"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// clockServer is a server on path with the fake clock, checking clocks
// every millisecond of real time.
func clockServer(t *testing.T, path string, clk *fakeClock) (string, store.Store, func()) {
	t.Helper()
	st, err := sqlite.Open(context.Background(), path, sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Games: testGames(), Now: clk.Now, ClockTick: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	return ts.URL, st, func() { srv.Close(); ts.Close() }
}

// until polls f every millisecond until it holds, failing after a while.
func until(t *testing.T, what string, f func() bool) {
	t.Helper()
	for i := 0; !f(); i++ {
		if i == 10000 {
			t.Fatalf("%s: never happened", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func stateOf(t *testing.T, base, id, tok string) api.StateFrame {
	t.Helper()
	var f api.StateFrame
	code, data := doHTTP(t, base, "GET", "/api/v1/games/"+id+"/state", tok, nil)
	if code != 200 {
		t.Fatalf("state: %d %s", code, data)
	}
	mustJSON(t, data, &f)
	return f
}

// TestTurnClockStandInAndTakeBack: a turn-based game with a one-minute
// move limit; seat 0's time runs out, the other player has a bot take the
// seat, the bot plays for it, its owner takes it back with their link and
// plays on; the stored moves say which the bot made. A second game's seat
// is taken by a bot by itself after the grace period, across a restart.
func TestTurnClockStandInAndTakeBack(t *testing.T) {
	clk := &fakeClock{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	path := t.TempDir() + "/games.db"
	base, st, stop := clockServer(t, path, clk)
	create := func(clock string) *api.CreateResponse {
		code, data := doHTTP(t, base, "POST", "/api/v1/games", "", `{"game":"toy","players":2,"seats":["human","human"],"clock":`+clock+`}`)
		if code != http.StatusCreated {
			t.Fatalf("create: %d %s", code, data)
		}
		var cr api.CreateResponse
		mustJSON(t, data, &cr)
		return &cr
	}
	cr := create(`{"mode":"turn","per_move_seconds":60,"bank_seconds":30}`)
	id, tok := cr.Game.ID, []string{cr.Seats[0].Token, cr.Seats[1].Token}
	post := func(path, token string) (int, []byte) {
		return doHTTP(t, base, "POST", "/api/v1/games/"+id+path, token, nil)
	}
	f := stateOf(t, base, id, tok[1])
	if f.Clock == nil || f.Clock.Seats[0].DeadlineMS != clk.Now().Add(time.Minute).UnixMilli() || f.Clock.Seats[1].LeftMS != 60_000 {
		t.Fatalf("the seat's clock: %+v", f.Clock)
	}
	// Seat 0 has time left: no bot may take it.
	clk.advance(59 * time.Second)
	if code, data := post("/seats/0/bot", tok[1]); code != http.StatusForbidden {
		t.Errorf("a bot for a seat with time left: %d %s", code, data)
	}
	clk.advance(2 * time.Second)
	if f := stateOf(t, base, id, tok[1]); !f.Clock.Seats[0].TimedOut {
		t.Errorf("seat 0 past its deadline is not timed out: %+v", f.Clock.Seats[0])
	}
	for _, c := range []struct {
		token string
		code  int
	}{{"", 401}, {tok[0], 403}} {
		if code, data := post("/seats/0/bot", c.token); code != c.code {
			t.Errorf("a bot asked for by %q: %d %s, want %d", c.token, code, data, c.code)
		}
	}
	if code, data := post("/seats/0/bot", tok[1]); code != 200 {
		t.Fatalf("the other player asks for a bot: %d %s", code, data)
	}
	until(t, "the bot plays for seat 0", func() bool { return stateOf(t, base, id, "").Decision.Seat == 1 })
	f = stateOf(t, base, id, tok[0])
	if f.Clock.Seats[0].StandIn != "bot:greedy" {
		t.Errorf("seat 0's clock shows no stand-in: %+v", f.Clock.Seats[0])
	}
	// The owner cannot move while the bot plays; they take the seat back.
	if code, data := post("/seats/0/return", tok[1]); code != http.StatusForbidden {
		t.Errorf("another player takes seat 0 back: %d %s", code, data)
	}
	if code, data := post("/seats/0/return", tok[0]); code != 200 {
		t.Fatalf("the owner takes the seat back: %d %s", code, data)
	}
	// The players play on until seat 0's own player has moved.
	for moved := false; !moved; {
		f := stateOf(t, base, id, "")
		if f.Over {
			t.Fatal("the game ended before seat 0's player moved")
		}
		seat := f.Decision.Seat
		f = stateOf(t, base, id, tok[seat])
		if code, data := doHTTP(t, base, "POST", "/api/v1/games/"+id+"/moves", tok[seat], api.MoveRequest{N: f.N, Option: f.Decision.Options[0].ID}); code != 200 {
			t.Fatalf("seat %d moves: %d %s", seat, code, data)
		}
		moved = seat == 0
	}
	sg, err := st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var bots, own int
	for _, m := range sg.Moves {
		switch {
		case m.Seat == 0 && m.By == "bot:greedy":
			bots++
		case m.By == "":
			own++
		default:
			t.Errorf("move %+v", m)
		}
	}
	if bots == 0 || own < 2 || sg.Moves[len(sg.Moves)-1].By != "" || sg.Moves[len(sg.Moves)-1].Seat != 0 {
		t.Errorf("moves %+v: want the bot's for seat 0, then the players' own", sg.Moves)
	}

	// Automatically after the grace period, counted from stored times
	// across a restart.
	auto := create(`{"mode":"turn","per_move_seconds":60,"bot_after_seconds":30}`)
	stop()
	clk.advance(60*time.Second + 29*time.Second)
	base, st, stop = clockServer(t, path, clk)
	defer stop()
	time.Sleep(20 * time.Millisecond) // several clock checks: within the grace, nothing happens
	if f := stateOf(t, base, auto.Game.ID, ""); f.N != 0 || f.Clock.Seats[0].StandIn != "" || !f.Clock.Seats[0].TimedOut {
		t.Fatalf("within the grace period: n %d, %+v", f.N, f.Clock.Seats[0])
	}
	clk.advance(2 * time.Second)
	until(t, "the bot takes the seat by itself", func() bool { return stateOf(t, base, auto.Game.ID, "").N > 0 })
	if sg, err := st.Load(context.Background(), auto.Game.ID); err != nil || sg.Moves[0].By != "bot:greedy" || sg.Seats[0].StandIn != "bot:greedy" {
		t.Errorf("the automatic stand-in: %v %+v", err, sg)
	}
}

// TestStandInWithoutClock: in a game without a clock, a player leaves;
// every seat's frames say so (seats), another player has a bot take the
// seat, the bot plays for it, and its owner takes it back.
func TestStandInWithoutClock(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 3, "human", "human")
	id, tok := cr.Game.ID, []string{cr.Seats[0].Token, cr.Seats[1].Token}
	watcher := dial(t, h.ts.URL, id, tok[1], 0)
	watcher.seat = 1
	f := waitState(t, watcher, "the first frame", func(*api.ServerFrame) bool { return true })
	if f.Clock != nil || len(f.Seats) != 2 || f.Seats[0] != (api.SeatState{Seat: 0}) {
		t.Fatalf("a game without a clock: clock %+v, seats %+v", f.Clock, f.Seats)
	}
	late := int(f.Decision.Seat)
	other := 1 - late
	seatPath := func(verb string) string { return fmt.Sprintf("/api/v1/games/%s/seats/%d/%s", id, late, verb) }
	if code, data := h.do("POST", seatPath("bot"), tok[other], nil); code != http.StatusForbidden {
		t.Errorf("a bot for a player at the table: %d %s", code, data)
	}
	if code, data := h.do("POST", seatPath("leave"), tok[late], nil); code != 200 {
		t.Fatalf("leave: %d %s", code, data)
	}
	waitState(t, watcher, "the player's leaving", func(f *api.ServerFrame) bool { return f.Seats[late].Left })
	if code, data := h.do("POST", seatPath("bot"), tok[other], nil); code != 200 {
		t.Fatalf("a bot for a player who left: %d %s", code, data)
	}
	waitState(t, watcher, "the bot's move", func(f *api.ServerFrame) bool {
		return f.Seats[late].StandIn == "bot:greedy" && f.N > 0
	})
	if code, data := h.do("POST", seatPath("return"), tok[late], nil); code != 200 {
		t.Fatalf("take back: %d %s", code, data)
	}
	waitState(t, watcher, "the take-back", func(f *api.ServerFrame) bool { return f.Seats[late] == api.SeatState{Seat: late} })
	sg, err := h.st.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(sg.Moves) == 0 || sg.Moves[0].By != "bot:greedy" || sg.Moves[0].Seat != engine.Seat(late) {
		t.Errorf("the record: %+v", sg.Moves)
	}
}
