package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"wasteland/engine"
	"wasteland/server"
	"wasteland/server/api"
	"wasteland/store/postgres"
	"wasteland/store/storetest"
)

// pgServer is a server on the PostgreSQL database at url with the fake
// clock; stop closes it and its store.
func pgServer(t *testing.T, url string, clk *fakeClock) (base string, stop func()) {
	t.Helper()
	st, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Games: testGames(), Now: clk.Now, ClockTick: time.Millisecond, AllowChosenSeeds: true})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	stopped := false
	stop = func() {
		if !stopped {
			stopped = true
			srv.Close()
			ts.Close()
		}
	}
	t.Cleanup(stop)
	return ts.URL, stop
}

// turnClocks is the test's own reckoning of a turn-based clock of 60
// seconds per move and a bank of 30: each seat's time left when its turn
// starts, and when the turn of the seat to move started.
type turnClocks struct {
	left      []time.Duration
	turnStart time.Time
}

const perMove, perMoveCap = 60 * time.Second, 90 * time.Second

// moved counts a move by seat at now.
func (m *turnClocks) moved(seat int, now time.Time) {
	m.left[seat] = min(max(m.left[seat]-now.Sub(m.turnStart), 0)+perMove, perMoveCap)
	m.turnStart = now
}

// check compares a clock as a server shows it with the reckoning.
func (m *turnClocks) check(t *testing.T, where string, c *api.ClockState, toMove int) {
	t.Helper()
	if c == nil {
		t.Fatalf("%s: no clock", where)
	}
	for i, sc := range c.Seats {
		if i == toMove {
			if want := m.turnStart.Add(m.left[i]).UnixMilli(); sc.DeadlineMS != want {
				t.Errorf("%s: seat %d's deadline %d, want %d (%v after the turn's start)", where, i, sc.DeadlineMS, want, m.left[i])
			}
			continue
		}
		if sc.LeftMS != m.left[i].Milliseconds() || sc.DeadlineMS != 0 {
			t.Errorf("%s: seat %d has %d ms left (deadline %d), want %v", where, i, sc.LeftMS, sc.DeadlineMS, m.left[i])
		}
	}
}

// waitState returns c's latest state frame if it satisfies ok, else
// reads c's frames until a state frame does.
func waitState(t *testing.T, c *client, what string, ok func(f *api.ServerFrame) bool) *api.ServerFrame {
	t.Helper()
	if k := len(c.frames); k > 0 && ok(&c.frames[k-1].f) {
		return &c.frames[k-1].f
	}
	for {
		fr, err := c.read()
		if err != nil {
			t.Fatalf("seat %d waiting for %s: %v", c.seat, what, err)
		}
		if fr.f.Type == api.TypeState && ok(&fr.f) {
			return &fr.f
		}
	}
}

// TestClocksAndSeatsAcrossServers: two servers on one PostgreSQL database
// and a turn-based game with a one-minute move limit, each seat's player
// connected to a different server. The seat to move times out, the other
// player has a bot take it through their server, the bot plays, the owner
// takes the seat back through theirs: the clients of both servers see each
// change of seat as it happens, and both servers count the clocks alike,
// also after one of them restarts. The record says which move the bot made.
func TestClocksAndSeatsAcrossServers(t *testing.T) {
	url := storetest.PostgresURL(t)
	t0 := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	clk := &fakeClock{t: t0}
	var bases [2]string
	var stops [2]func()
	for i := range bases {
		bases[i], stops[i] = pgServer(t, url, clk)
	}
	code, data := doHTTP(t, bases[0], "POST", "/api/v1/games", "",
		`{"game":"toy","players":2,"seats":["human","human"],"seed":7,"clock":{"mode":"turn","per_move_seconds":60,"bank_seconds":30}}`)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, data)
	}
	var cr api.CreateResponse
	mustJSON(t, data, &cr)
	id := cr.Game.ID
	tok := []string{cr.Seats[0].Token, cr.Seats[1].Token}
	// Seat i plays through server i.
	var cs [2]*client
	connect := func(seat int) {
		cs[seat] = dial(t, bases[seat], id, tok[seat], 0)
		cs[seat].seat = engine.Seat(seat)
	}
	connect(0)
	connect(1)
	model := &turnClocks{left: []time.Duration{perMove, perMove}, turnStart: t0}
	var n, toMove int
	// seenBy waits until each of the clients has a frame at move n and
	// checks its clock, then the clock each server answers; it sets the
	// seat to move.
	seenBy := func(clients []*client, what string, ok func(f *api.ServerFrame) bool) {
		t.Helper()
		for _, c := range clients {
			f := waitState(t, c, what, func(f *api.ServerFrame) bool { return f.N == n && ok(f) })
			if f.Over || f.Decision == nil {
				t.Fatalf("%s: the game is over at move %d", what, n)
			}
			toMove = int(f.Decision.Seat)
			model.check(t, fmt.Sprintf("%s, the client of seat %d", what, c.seat), f.Clock, toMove)
		}
		for i, base := range bases {
			model.check(t, fmt.Sprintf("%s, GET state from server %d", what, i), stateOf(t, base, id, "").Clock, toMove)
		}
	}
	// seen is seenBy both clients.
	seen := func(what string, ok func(f *api.ServerFrame) bool) {
		t.Helper()
		seenBy(cs[:], what, ok)
	}
	anyFrame := func(*api.ServerFrame) bool { return true }
	move := func(what string) {
		t.Helper()
		f := stateOf(t, bases[toMove], id, tok[toMove])
		if code, data := doHTTP(t, bases[toMove], "POST", "/api/v1/games/"+id+"/moves", tok[toMove],
			api.MoveRequest{N: f.N, Option: f.Decision.Options[0].ID}); code != 200 {
			t.Fatalf("%s: seat %d moves: %d %s", what, toMove, code, data)
		}
		model.moved(toMove, clk.Now())
		n++
		seen(what, anyFrame)
	}
	seen("the start", anyFrame)
	// The player not to move leaves and comes back through their server:
	// both clients see it, with no move between.
	idle := 1 - toMove
	for _, verb := range []string{"leave", "return"} {
		if code, data := doHTTP(t, bases[idle], "POST", fmt.Sprintf("/api/v1/games/%s/seats/%d/%s", id, idle, verb), tok[idle], nil); code != 200 {
			t.Fatalf("%s: %d %s", verb, code, data)
		}
		if verb == "return" {
			model.left[idle] = max(model.left[idle], time.Minute)
		}
		seen("a player's "+verb, func(f *api.ServerFrame) bool { return f.Clock.Seats[idle].Left == (verb == "leave") })
	}
	clk.advance(10 * time.Second)
	move("the first move")
	clk.advance(5 * time.Second)
	move("the second move")

	// The seat to move runs out of time; the other player, on the other
	// server, has a bot take it.
	late, other := toMove, 1-toMove
	clk.advance(model.left[late] + time.Second)
	for i, base := range bases {
		if f := stateOf(t, base, id, ""); !f.Clock.Seats[late].TimedOut {
			t.Fatalf("server %d: seat %d past its deadline is not timed out: %+v", i, late, f.Clock.Seats[late])
		}
	}
	if code, data := doHTTP(t, bases[other], "POST", fmt.Sprintf("/api/v1/games/%s/seats/%d/bot", id, late), tok[other], nil); code != 200 {
		t.Fatalf("a bot for the timed-out seat: %d %s", code, data)
	}
	for i, c := range cs {
		waitState(t, c, "the stand-in", func(f *api.ServerFrame) bool { return f.Clock.Seats[late].StandIn == "bot:greedy" })
		t.Logf("the client of server %d sees the bot stand in", i)
	}
	// The bot plays for the seat until it is the other player's turn.
	var bot api.StateFrame
	until(t, "the bot plays for the late seat", func() bool {
		bot = stateOf(t, bases[late], id, "")
		return bot.N > n && bot.Decision != nil && int(bot.Decision.Seat) == other
	})
	for ; n < bot.N; n++ {
		model.moved(late, clk.Now())
	}
	seen("the bot's moves", anyFrame)

	// The owner takes the seat back through their own server.
	if code, data := doHTTP(t, bases[late], "POST", fmt.Sprintf("/api/v1/games/%s/seats/%d/return", id, late), tok[late], nil); code != 200 {
		t.Fatalf("the owner takes the seat back: %d %s", code, data)
	}
	model.left[late] = max(model.left[late], time.Minute)
	seen("the take-back", func(f *api.ServerFrame) bool { return f.Clock.Seats[late].StandIn == "" })

	// Server 0 restarts while the clock runs; both count on alike.
	cs[0].conn.CloseNow()
	stops[0]()
	clk.advance(20 * time.Second)
	bases[0], stops[0] = pgServer(t, url, clk)
	connect(0)
	seenBy(cs[:1], "after a restart", anyFrame)
	move("the move after the restart")
	clk.advance(3 * time.Second)
	move("the owner's own move")

	g, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	sg, err := g.Load(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	bots := 0
	for k, m := range sg.Moves {
		switch {
		case m.By == "bot:greedy" && int(m.Seat) == late:
			bots++
		case m.By != "":
			t.Errorf("move %d: %+v", k+1, m)
		}
	}
	if bots == 0 || bots != bot.N-2 {
		t.Errorf("the record has %d moves of the bot, want %d: %+v", bots, bot.N-2, sg.Moves)
	}
}
