package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"wasteland/engine"
	"wasteland/store"
)

// EnvPostgres names the environment variable with the URL of the PostgreSQL
// database the tests may use.
const EnvPostgres = "WASTELAND_TEST_POSTGRES"

// PostgresURL returns the URL of a fresh, empty schema in the test database
// named by WASTELAND_TEST_POSTGRES; the schema is dropped when t ends. Without
// the variable the test is skipped, except under CI (env CI set), where it
// fails: CI must run the PostgreSQL tests.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(EnvPostgres)
	if base == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not set under CI: the PostgreSQL tests must run (see .ci/postgres.sh)", EnvPostgres)
		}
		t.Skipf("%s is not set", EnvPostgres)
	}
	schema := "t_" + randomHex(8)
	cfg, err := pgx.ParseConfig(base)
	if err != nil {
		t.Fatalf("%s: %v", EnvPostgres, err)
	}
	db := stdlib.OpenDB(*cfg)
	defer db.Close()
	ctx := context.Background()
	if _, err := db.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		db := stdlib.OpenDB(*cfg)
		defer db.Close()
		if _, err := db.ExecContext(context.Background(), "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema: %v", err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", EnvPostgres, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// Run runs the suite. open returns a new, empty store, closed by the suite.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	tests := []struct {
		name string
		f    func(t *testing.T, s store.Store)
	}{
		{"CreateLoad", testCreateLoad},
		{"Append", testAppend},
		{"AppendBatch", testAppendBatch},
		{"Over", testOver},
		{"Truncate", testTruncate},
		{"List", testList},
		{"Claim", testClaim},
		{"OpenSeat", testOpenSeat},
		{"ClocksAndStandIns", testClocksAndStandIns},
		{"NamesAndRematch", testNamesAndRematch},
		{"Chat", testChat},
		{"ConcurrentAppends", testConcurrentAppends},
		{"Committer", testCommitter},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t)
			defer s.Close()
			tc.f(t, s)
		})
	}
}

// T0 is the time of the suite's fixtures.
var T0 = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// NewGame returns a game with id and seats kinds: "human" seats get a token
// hash and are unclaimed; "lobby" is a human seat open to the lobby, with
// no token.
func NewGame(id string, kinds ...string) *store.Game {
	g := &store.Game{
		ID: id,
		Header: engine.Record{Format: engine.RecordFormat, Game: "toy", Rules: "toy-1", Content: "toy-1",
			Setup: engine.Setup{Players: len(kinds), Seed: 99}, Seats: slices.Clone(kinds)},
		AdminHash: "admin-" + id,
		Created:   T0, Updated: T0, ToMove: 0,
	}
	for i, k := range kinds {
		s := store.Seat{Kind: k, Claimed: k != "human" && k != "lobby"}
		switch k {
		case "human":
			s.TokenHash = fmt.Sprintf("hash-%s-%d", id, i)
		case "lobby":
			s.Kind, s.Lobby = "human", true
			g.Header.Seats[i] = "human"
		}
		g.Seats = append(g.Seats, s)
	}
	return g
}

// Create stores a new game through st, as one write.
func Create(ctx context.Context, st store.Store, g *store.Game) error {
	return st.Write(ctx, []store.Op{{Create: g}})[0]
}

// AppendMove stores one move through st, as one write.
func AppendMove(ctx context.Context, st store.Store, a store.Append) error {
	return st.Write(ctx, []store.Op{{Append: &a}})[0]
}

// ClaimSeat stores one claim through st, as one write.
func ClaimSeat(ctx context.Context, st store.Store, c store.Claim) error {
	return st.Write(ctx, []store.Op{{Claim: &c}})[0]
}

func ctx() context.Context { return context.Background() }

func mustCreate(t *testing.T, s store.Store, g *store.Game) {
	t.Helper()
	if err := Create(ctx(), s, g); err != nil {
		t.Fatalf("create %s: %v", g.ID, err)
	}
}

func app(game string, n int, seat engine.Seat, opt string) store.Append {
	return store.Append{Game: game, N: n, Move: engine.Move{Seat: seat, Option: opt}, ToMove: 1 - int(seat), At: T0.Add(time.Duration(n+1) * time.Second)}
}

func appendOne(s store.Store, a store.Append) error { return AppendMove(ctx(), s, a) }

func testCreateLoad(t *testing.T, s store.Store) {
	g := NewGame("g1", "human", "bot:random", "human")
	mustCreate(t, s, g)
	got, err := s.Load(ctx(), "g1")
	if err != nil {
		t.Fatal(err)
	}
	want := *g
	want.Moves = []engine.Move{}
	want.Header.Moves = nil
	if !reflect.DeepEqual(got.Header, want.Header) || !reflect.DeepEqual(got.Seats, want.Seats) ||
		got.N != 0 || got.Over || len(got.Moves) != 0 || !got.Created.Equal(T0) || !got.Updated.Equal(T0) {
		t.Errorf("Load = %+v, want %+v", got, want)
	}
	if err := Create(ctx(), s, NewGame("g1", "human", "human")); !errors.Is(err, store.ErrConflict) {
		t.Errorf("second create with the same id: %v, want ErrConflict", err)
	}
	if _, err := s.Load(ctx(), "nope"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load(missing) = %v, want ErrNotFound", err)
	}
	if _, err := s.Moves(ctx(), "nope", 0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Moves(missing) = %v, want ErrNotFound", err)
	}
	if err := s.Ping(ctx()); err != nil {
		t.Errorf("Ping: %v", err)
	}
}

func testAppend(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "human"))
	for n, opt := range []string{"draw", "play:3", "play:7"} {
		if err := appendOne(s, app("g", n, engine.Seat(n%2), opt)); err != nil {
			t.Fatalf("append %d: %v", n, err)
		}
	}
	// A wrong number (behind or ahead) is a conflict and changes nothing.
	for _, n := range []int{0, 2, 4, -1} {
		if err := appendOne(s, app("g", n, 0, "bad")); !errors.Is(err, store.ErrConflict) {
			t.Errorf("append at %d: %v, want ErrConflict", n, err)
		}
	}
	if err := appendOne(s, app("missing", 0, 0, "x")); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("append to a missing game: %v, want ErrNotFound", err)
	}
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Move{{Seat: 0, Option: "draw"}, {Seat: 1, Option: "play:3"}, {Seat: 0, Option: "play:7"}}
	if g.N != 3 || !reflect.DeepEqual(g.Moves, want) || g.ToMove != 1 {
		t.Errorf("moves = %d %v, want %v", g.N, g.Moves, want)
	}
	if !g.Updated.Equal(T0.Add(3 * time.Second)) {
		t.Errorf("updated = %v", g.Updated)
	}
	ms, err := s.Moves(ctx(), "g", 1)
	if err != nil || !reflect.DeepEqual(ms, want[1:]) {
		t.Errorf("Moves(from 1) = %v, %v", ms, err)
	}
	ms, err = s.Moves(ctx(), "g", 3)
	if err != nil || len(ms) != 0 {
		t.Errorf("Moves(from 3) = %v, %v", ms, err)
	}
}

func testAppendBatch(t *testing.T, s store.Store) {
	for _, id := range []string{"a", "b", "c"} {
		mustCreate(t, s, NewGame(id, "human", "human"))
	}
	c0, a0, b1, zz := app("c", 0, 0, "x"), app("a", 0, 0, "x"), app("b", 1, 0, "wrong"), app("zz", 0, 0, "x")
	errs := s.Write(ctx(), []store.Op{{Append: &c0}, {Append: &a0}, {Append: &b1}, {Append: &zz},
		{Create: NewGame("d", "human", "human")}, {Create: NewGame("a", "human")},
		{Claim: &store.Claim{Game: "b", Seat: 0}}, {Claim: &store.Claim{Game: "b", Seat: 5}}, {}})
	if errs[0] != nil || errs[1] != nil || !errors.Is(errs[2], store.ErrConflict) || !errors.Is(errs[3], store.ErrNotFound) ||
		errs[4] != nil || !errors.Is(errs[5], store.ErrConflict) || errs[6] != nil || !errors.Is(errs[7], store.ErrNotFound) || errs[8] == nil {
		t.Fatalf("batch errors = %v", errs)
	}
	if g, err := s.Load(ctx(), "d"); err != nil || len(g.Seats) != 2 {
		t.Errorf("game created in a batch: %v", err)
	}
	if g, err := s.Load(ctx(), "b"); err != nil || !g.Seats[0].Claimed {
		t.Errorf("seat claimed in a batch: %v", err)
	}
	for id, n := range map[string]int{"a": 1, "b": 0, "c": 1} {
		g, err := s.Load(ctx(), id)
		if err != nil || g.N != n || len(g.Moves) != n {
			t.Errorf("%s: %d moves (%v), want %d", id, len(g.Moves), err, n)
		}
	}
}

func testOver(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "bot:random"))
	res := json.RawMessage(`{"scores":[3,1],"placings":[1,2],"winners":[0]}`)
	a := app("g", 0, 0, "play:1")
	a.Over, a.Result, a.ToMove = true, res, -1
	if err := appendOne(s, a); err != nil {
		t.Fatal(err)
	}
	if err := appendOne(s, app("g", 1, 1, "x")); !errors.Is(err, store.ErrConflict) {
		t.Errorf("append after the end: %v, want ErrConflict", err)
	}
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	var got, want any
	_ = json.Unmarshal(g.Result, &got)
	_ = json.Unmarshal(res, &want)
	if !g.Over || !reflect.DeepEqual(got, want) || g.N != 1 || g.ToMove != -1 {
		t.Errorf("over %v result %s n %d", g.Over, g.Result, g.N)
	}
}

func testTruncate(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "bot:random"))
	for n, opt := range []string{"draw", "play:3", "play:7", "knock"} {
		if err := appendOne(s, app("g", n, engine.Seat(n%2), opt)); err != nil {
			t.Fatalf("append %d: %v", n, err)
		}
	}
	trunc := func(n, keep int) error {
		return s.Write(ctx(), []store.Op{{Truncate: &store.Truncate{Game: "g", N: n, Keep: keep, ToMove: 0, At: T0.Add(time.Minute)}}})[0]
	}
	// A wrong number of moves, a keep not below it, or a missing game
	// changes nothing.
	for _, c := range []struct{ n, keep int }{{3, 2}, {5, 2}, {4, 4}, {4, -1}} {
		if err := trunc(c.n, c.keep); !errors.Is(err, store.ErrConflict) {
			t.Errorf("truncate %d to %d: %v, want ErrConflict", c.n, c.keep, err)
		}
	}
	if err := s.Write(ctx(), []store.Op{{Truncate: &store.Truncate{Game: "missing", N: 1}}})[0]; !errors.Is(err, store.ErrNotFound) {
		t.Errorf("truncate a missing game: %v, want ErrNotFound", err)
	}
	if err := trunc(4, 2); err != nil {
		t.Fatal(err)
	}
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Move{{Seat: 0, Option: "draw"}, {Seat: 1, Option: "play:3"}}
	if g.N != 2 || !reflect.DeepEqual(g.Moves, want) || g.ToMove != 0 || !g.Updated.Equal(T0.Add(time.Minute)) {
		t.Errorf("after truncate: n %d moves %v to move %d updated %v", g.N, g.Moves, g.ToMove, g.Updated)
	}
	// The game goes on from there: the next move is number 2 again.
	if err := appendOne(s, app("g", 2, 0, "play:9")); err != nil {
		t.Fatalf("append after truncate: %v", err)
	}
	if ms, err := s.Moves(ctx(), "g", 2); err != nil || !reflect.DeepEqual(ms, []engine.Move{{Seat: 0, Option: "play:9"}}) {
		t.Errorf("Moves(from 2) = %v, %v", ms, err)
	}
	// A finished game keeps its moves.
	a := app("g", 3, 1, "end")
	a.Over, a.Result, a.ToMove = true, json.RawMessage(`{"scores":[1,2]}`), -1
	if err := appendOne(s, a); err != nil {
		t.Fatal(err)
	}
	if err := trunc(4, 3); !errors.Is(err, store.ErrConflict) {
		t.Errorf("truncate a finished game: %v, want ErrConflict", err)
	}
}

func ids(gs []*store.Game) []string {
	out := []string{}
	for _, g := range gs {
		out = append(out, g.ID)
	}
	return out
}

func testList(t *testing.T, s store.Store) {
	// open: a seat open to the lobby; full: all claimed or handed out;
	// done: over.
	mustCreate(t, s, NewGame("open", "lobby", "bot:random"))
	mustCreate(t, s, NewGame("full", "bot:greedy", "bot:random"))
	mustCreate(t, s, NewGame("done", "lobby", "human"))
	if err := appendOne(s, app("full", 0, 0, "x")); err != nil {
		t.Fatal(err)
	}
	a := app("done", 0, 0, "x")
	a.At = T0.Add(time.Hour)
	a.Over, a.Result = true, json.RawMessage(`{"scores":[1,0],"placings":[1,2],"winners":[0]}`)
	if err := appendOne(s, a); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		f    store.Filter
		want []string
	}{
		{store.Filter{}, []string{"done", "full", "open"}},
		{store.Filter{Limit: 2}, []string{"done", "full"}},
		{store.Filter{Status: store.Open}, []string{"open"}},
		{store.Filter{Status: store.Running}, []string{"full", "open"}},
		{store.Filter{Status: store.Finished}, []string{"done"}},
	}
	for _, c := range cases {
		gs, err := s.List(ctx(), c.f)
		if err != nil {
			t.Fatalf("%+v: %v", c.f, err)
		}
		if got := ids(gs); !reflect.DeepEqual(got, c.want) {
			t.Errorf("List(%+v) = %v, want %v", c.f, got, c.want)
		}
		for _, g := range gs {
			if len(g.Seats) != 2 || len(g.Moves) != 0 || g.Header.Game != "toy" {
				t.Errorf("summary %s: %+v", g.ID, g)
			}
		}
	}
	if _, err := s.List(ctx(), store.Filter{Status: "bogus"}); err == nil {
		t.Error("List with an unknown status succeeded")
	}
}

func testClaim(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "lobby", "human"))
	// A seat handed out by its creator is not open: a lobby claim fails and
	// its token stays.
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 0, TokenHash: "stolen", FromLobby: true}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("lobby claim of a handed-out seat: %v, want ErrConflict", err)
	}
	// Using a token claims its seat, as often as it is used.
	for range 2 {
		if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 0}); err != nil {
			t.Fatal(err)
		}
	}
	gs, _ := s.List(ctx(), store.Filter{Status: store.Open})
	if !reflect.DeepEqual(ids(gs), []string{"g"}) {
		t.Errorf("open games = %v, want [g]", ids(gs))
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 1, TokenHash: "new-hash", FromLobby: true}); err != nil {
		t.Fatal(err)
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 1, TokenHash: "second", FromLobby: true}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("second lobby claim: %v, want ErrConflict", err)
	}
	// The creator reissues seat 2's link: a new hash, not a lobby claim.
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 2, TokenHash: "reissued"}); err != nil {
		t.Fatal(err)
	}
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	want := []store.Seat{{Kind: "human", TokenHash: "hash-g-0", Claimed: true}, {Kind: "human", TokenHash: "new-hash", Claimed: true, Lobby: true},
		{Kind: "human", TokenHash: "reissued", Claimed: true}}
	if !reflect.DeepEqual(g.Seats, want) || g.AdminHash != "admin-g" {
		t.Errorf("seats = %+v, admin %q, want %+v", g.Seats, g.AdminHash, want)
	}
	if gs, _ := s.List(ctx(), store.Filter{Status: store.Open}); len(gs) != 0 {
		t.Errorf("open games = %v, want none", ids(gs))
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 3}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("claim of a missing seat: %v", err)
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "nope", Seat: 0}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("claim in a missing game: %v", err)
	}
}

func testOpenSeat(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "human", "bot:random"))
	open := func(seat int) error {
		return s.Write(ctx(), []store.Op{{Open: &store.OpenSeat{Game: "g", Seat: seat}}})[0]
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 0}); err != nil {
		t.Fatal(err)
	}
	for seat, want := range map[int]error{0: store.ErrConflict, 2: store.ErrConflict, 3: store.ErrNotFound} {
		if err := open(seat); !errors.Is(err, want) {
			t.Errorf("open seat %d: %v, want %v", seat, err, want)
		}
	}
	for range 2 {
		if err := open(1); err != nil {
			t.Fatal(err)
		}
	}
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	if st := g.Seats[1]; st.TokenHash != "" || !st.Lobby || st.Claimed {
		t.Errorf("opened seat = %+v", st)
	}
	if gs, _ := s.List(ctx(), store.Filter{Status: store.Open}); !reflect.DeepEqual(ids(gs), []string{"g"}) {
		t.Errorf("open games = %v, want [g]", ids(gs))
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "g", Seat: 1, TokenHash: "x", FromLobby: true}); err != nil {
		t.Fatal(err)
	}
	if gs, _ := s.List(ctx(), store.Filter{Status: store.Open}); len(gs) != 0 {
		t.Errorf("open games = %v, want none", ids(gs))
	}
}

// testClocksAndStandIns: a game's clock settings, each seat's time left,
// stand-in bot and leave time, and which bot made a move are stored.
func testClocksAndStandIns(t *testing.T, s store.Store) {
	g := NewGame("g", "human", "human")
	g.Clock = json.RawMessage(`{"mode":"turn","per_move_seconds":60}`)
	g.Seats[0].Clock, g.Seats[1].Clock = 60_000, 60_000
	mustCreate(t, s, g)
	left := 45_000
	a := app("g", 0, 0, "draw")
	a.Clock = new(int64)
	*a.Clock = int64(left)
	a.Move.By = "bot:greedy"
	if err := appendOne(s, a); err != nil {
		t.Fatal(err)
	}
	bot, at, clock := "bot:random", T0.Add(time.Minute), int64(1000)
	set := func(ss store.SetSeat) error { return s.Write(ctx(), []store.Op{{Set: &ss}})[0] }
	if err := set(store.SetSeat{Game: "g", Seat: 1, StandIn: &bot, LeftAt: &at, Clock: &clock}); err != nil {
		t.Fatal(err)
	}
	if err := set(store.SetSeat{Game: "g", Seat: 2, StandIn: &bot}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("set of a missing seat: %v, want ErrNotFound", err)
	}
	got, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Clock) != string(g.Clock) || got.Seats[0].Clock != int64(left) || got.Seats[1].Clock != clock ||
		got.Seats[1].StandIn != bot || !got.Seats[1].LeftAt.Equal(at) || !got.Seats[0].LeftAt.IsZero() {
		t.Errorf("loaded %+v clock %s", got.Seats, got.Clock)
	}
	if want := []engine.Move{{Seat: 0, Option: "draw", By: "bot:greedy"}}; !reflect.DeepEqual(got.Moves, want) {
		t.Errorf("moves = %+v, want %+v", got.Moves, want)
	}
	// Taking the seat back clears the stand-in and the leave time.
	none, zero := "", time.Time{}
	if err := set(store.SetSeat{Game: "g", Seat: 1, StandIn: &none, LeftAt: &zero}); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Load(ctx(), "g"); got.Seats[1].StandIn != "" || !got.Seats[1].LeftAt.IsZero() || got.Seats[1].Clock != clock {
		t.Errorf("after taking back: %+v", got.Seats[1])
	}
}

// testNamesAndRematch: a seat's name is stored and copied into a rematch,
// which marks the finished game; a rematch seat takes its first link once.
func testNamesAndRematch(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "human"))
	name := "Ann"
	if err := s.Write(ctx(), []store.Op{{Set: &store.SetSeat{Game: "g", Seat: 1, Name: &name}}})[0]; err != nil {
		t.Fatal(err)
	}
	r := NewGame("r", "human", "human")
	r.RematchOf, r.Seats[1].Name = "g", name
	r.Seats[0].TokenHash, r.Seats[1].TokenHash = "", ""
	mustCreate(t, s, r)
	again := NewGame("r2", "human", "human")
	again.RematchOf = "g"
	if err := Create(ctx(), s, again); !errors.Is(err, store.ErrConflict) {
		t.Errorf("a second rematch: %v, want ErrConflict", err)
	}
	orphan := NewGame("r3", "human")
	orphan.RematchOf = "nope"
	if err := Create(ctx(), s, orphan); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a rematch of a missing game: %v, want ErrNotFound", err)
	}
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	if g.Rematch != "r" || g.Seats[1].Name != name || g.Seats[0].Name != "" {
		t.Errorf("game g: rematch %q, seats %+v", g.Rematch, g.Seats)
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "r", Seat: 1, TokenHash: "first", IfNoToken: true}); err != nil {
		t.Fatal(err)
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "r", Seat: 1, TokenHash: "second", IfNoToken: true}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("a second first link: %v, want ErrConflict", err)
	}
	got, err := s.Load(ctx(), "r")
	if err != nil {
		t.Fatal(err)
	}
	want := []store.Seat{{Kind: "human"}, {Kind: "human", TokenHash: "first", Claimed: true, Name: name}}
	if !reflect.DeepEqual(got.Seats, want) || got.Rematch != "" {
		t.Errorf("rematch seats = %+v (rematch %q), want %+v", got.Seats, got.Rematch, want)
	}
}

// testChat: chat lines are numbered in order and read back from a number.
func testChat(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "human"))
	line := func(n, seat int, text string) store.ChatLine {
		return store.ChatLine{Game: "g", N: n, Seat: seat, Name: "n" + text, Text: text, At: T0.Add(time.Duration(n) * time.Second)}
	}
	write := func(l store.ChatLine) error { return s.Write(ctx(), []store.Op{{Chat: &l}})[0] }
	for i, l := range []store.ChatLine{line(0, 0, "hi <b>"), line(1, -1, "hello"), line(2, 1, "gl")} {
		if err := write(l); err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
	}
	if err := write(line(2, 1, "again")); !errors.Is(err, store.ErrConflict) {
		t.Errorf("a line with a taken number: %v, want ErrConflict", err)
	}
	bad := line(0, 0, "x")
	bad.Game = "nope"
	if err := write(bad); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a line in a missing game: %v, want ErrNotFound", err)
	}
	got, err := s.Chat(ctx(), "g", 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := []store.ChatLine{line(1, -1, "hello"), line(2, 1, "gl")}; !reflect.DeepEqual(got, want) {
		t.Errorf("chat from 1 = %+v, want %+v", got, want)
	}
	if all, err := s.Chat(ctx(), "g", 0); err != nil || len(all) != 3 || all[0].Text != "hi <b>" {
		t.Errorf("chat from 0 = %+v, %v", all, err)
	}
	if _, err := s.Chat(ctx(), "nope", 0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("chat of a missing game: %v, want ErrNotFound", err)
	}
}

// testConcurrentAppends: writers race for the same numbers; each number is
// won exactly once and the stored order has no gap.
func testConcurrentAppends(t *testing.T, s store.Store) {
	mustCreate(t, s, NewGame("g", "human", "human"))
	const writers, moves = 4, 30
	var mu sync.Mutex
	won := map[int]string{}
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; n < moves; {
				opt := fmt.Sprintf("w%d:%d", w, n)
				err := appendOne(s, app("g", n, 0, opt))
				switch {
				case err == nil:
					mu.Lock()
					if prev, ok := won[n]; ok {
						t.Errorf("move %d won twice: %s and %s", n, prev, opt)
					}
					won[n] = opt
					mu.Unlock()
					n++
				case errors.Is(err, store.ErrConflict):
					ms, err := s.Moves(ctx(), "g", 0)
					if err != nil {
						t.Error(err)
						return
					}
					n = len(ms)
				default:
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	g, err := s.Load(ctx(), "g")
	if err != nil {
		t.Fatal(err)
	}
	if g.N != moves || len(won) != moves {
		t.Fatalf("%d moves stored, %d won, want %d", g.N, len(won), moves)
	}
	for n, m := range g.Moves {
		if won[n] != m.Option {
			t.Errorf("move %d = %s, winner was %s", n, m.Option, won[n])
		}
	}
}

func do(c *store.Committer, a store.Append) error { return c.Do(ctx(), store.Op{Append: &a}) }

// testCommitter: many games move at once through group commit; every
// acknowledged move is stored, in order.
func testCommitter(t *testing.T, s store.Store) {
	const games, moves = 20, 10
	var batches []int
	var bmu sync.Mutex
	c := store.NewCommitter(s, func(n int) { bmu.Lock(); batches = append(batches, n); bmu.Unlock() })
	for i := range games {
		mustCreate(t, s, NewGame(fmt.Sprint("g", i), "human", "human"))
	}
	var wg sync.WaitGroup
	for i := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range moves {
				if err := do(c, app(fmt.Sprint("g", i), n, engine.Seat(n%2), fmt.Sprint("m", n))); err != nil {
					t.Errorf("game %d move %d: %v", i, n, err)
					return
				}
			}
			if err := do(c, app(fmt.Sprint("g", i), 0, 0, "stale")); !errors.Is(err, store.ErrConflict) {
				t.Errorf("stale commit: %v", err)
			}
		}()
	}
	wg.Wait()
	c.Close()
	if err := do(c, app("g0", moves, 0, "late")); !errors.Is(err, store.ErrClosed) {
		t.Errorf("commit after close: %v", err)
	}
	total := 0
	for _, b := range batches {
		if b < 1 || b > store.MaxBatch {
			t.Errorf("batch of %d", b)
		}
		total += b
	}
	if total != games*(moves+1) {
		t.Errorf("batches hold %d appends, want %d", total, games*(moves+1))
	}
	for i := range games {
		g, err := s.Load(ctx(), fmt.Sprint("g", i))
		if err != nil {
			t.Fatal(err)
		}
		if g.N != moves || g.Moves[moves-1].Option != fmt.Sprint("m", moves-1) {
			t.Errorf("game %d: %d moves", i, g.N)
		}
	}
}

// OlderGameSurvivesMigrations checks that a game stored at schema version
// 1 stays readable after the later migrations: db is a fresh database with
// no tables, migs the store's migrations, and open opens the store on db
// (applying the rest). Its unclaimed seat keeps its link and is not open to
// the lobby.
func OlderGameSurvivesMigrations(t *testing.T, db *sql.DB, migs []store.Migration, open func() store.Store) {
	t.Helper()
	hdr, err := store.EncodeHeader(NewGame("old", "human", "human").Header)
	if err != nil {
		t.Fatal(err)
	}
	stmts := []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_ms BIGINT NOT NULL)`,
		migs[0].SQL,
		`INSERT INTO schema_migrations (version, name, applied_ms) VALUES (1, 'init', 0)`,
		`INSERT INTO games (id, header, moves, over, result, to_move, open_seats, created_ms, updated_ms)
			VALUES ('old', '` + strings.ReplaceAll(string(hdr), "'", "''") + `', 0, FALSE, NULL, 0, 1, 0, 0)`,
		`INSERT INTO seats (game_id, seat, kind, token_hash, claimed) VALUES ('old', 0, 'human', 'h0', TRUE), ('old', 1, 'human', 'h1', FALSE)`,
	}
	for _, q := range stmts {
		if _, err := db.ExecContext(ctx(), q); err != nil {
			t.Fatalf("schema 1: %v", err)
		}
	}
	s := open()
	defer s.Close()
	g, err := s.Load(ctx(), "old")
	if err != nil {
		t.Fatal(err)
	}
	want := []store.Seat{{Kind: "human", TokenHash: "h0", Claimed: true}, {Kind: "human", TokenHash: "h1"}}
	if !reflect.DeepEqual(g.Seats, want) || g.AdminHash != "" {
		t.Errorf("seats after migration = %+v (admin %q), want %+v", g.Seats, g.AdminHash, want)
	}
	if gs, err := s.List(ctx(), store.Filter{Status: store.Open}); err != nil || len(gs) != 0 {
		t.Errorf("open games after migration = %v, %v; want none", ids(gs), err)
	}
	if err := ClaimSeat(ctx(), s, store.Claim{Game: "old", Seat: 1, TokenHash: "stolen", FromLobby: true}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("lobby claim of an older game's seat: %v, want ErrConflict", err)
	}
}
