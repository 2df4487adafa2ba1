package postgres_test

import (
	"context"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"wasteland/store"
	"wasteland/store/postgres"
	"wasteland/store/storetest"
)

func open(t *testing.T, url string) *postgres.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return open(t, storetest.PostgresURL(t)) })
}

// TestTwoOpensMigrateOnce: two processes opening a new database at once
// apply the migrations once.
func TestTwoOpensMigrateOnce(t *testing.T) {
	url := storetest.PostgresURL(t)
	migs, err := postgres.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	sts := make([]*postgres.Store, 3)
	for i := range sts {
		wg.Add(1)
		go func() { defer wg.Done(); sts[i] = open(t, url) }()
	}
	wg.Wait()
	for _, st := range sts {
		if st == nil {
			t.FailNow()
		}
		if v, err := st.Version(context.Background()); err != nil || v != len(migs) {
			t.Errorf("version %d, %v", v, err)
		}
		st.Close()
	}
}

// TestListen: an append and a change of seats through one store are
// announced to another's Listen.
func TestListen(t *testing.T) {
	url := storetest.PostgresURL(t)
	a, b := open(t, url), open(t, url)
	defer a.Close()
	defer b.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type note struct {
		game  string
		moves int
	}
	got := make(chan note, 16)
	go b.Listen(ctx, func(game string, moves int) { got <- note{game, moves} })
	if g := <-got; g.game != "" {
		t.Fatalf("first call for %q, want the listening signal", g.game)
	}
	if err := storetest.Create(ctx, a, storetest.NewGame("g", "human", "human")); err != nil {
		t.Fatal(err)
	}
	if err := storetest.AppendMove(ctx, a, store.Append{Game: "g", N: 0, At: storetest.T0}); err != nil {
		t.Fatal(err)
	}
	if g := <-got; g != (note{"g", 1}) {
		t.Errorf("notified %+v, want g at 1 move", g)
	}
	bot := "bot:greedy"
	for _, op := range []store.Op{
		{Set: &store.SetSeat{Game: "g", Seat: 1, StandIn: &bot}},
		{Claim: &store.Claim{Game: "g", Seat: 0, TokenHash: "ab"}},
	} {
		if errs := a.Write(ctx, []store.Op{op}); errs[0] != nil {
			t.Fatal(errs[0])
		}
		if g := <-got; g != (note{"g", -1}) {
			t.Errorf("after %+v: notified %+v, want g's seats", op, g)
		}
	}
}

func TestParsePayload(t *testing.T) {
	for _, bad := range []string{"", "g", "g x", " 3", "g -1", " seats"} {
		if _, _, err := postgres.ParsePayload(bad); err == nil {
			t.Errorf("ParsePayload(%q) accepted", bad)
		}
	}
	for _, c := range []struct {
		payload, game string
		moves         int
	}{{"abc 12", "abc", 12}, {"abc seats", "abc", -1}} {
		if g, n, err := postgres.ParsePayload(c.payload); g != c.game || n != c.moves || err != nil {
			t.Errorf("ParsePayload(%q) = %q %d %v", c.payload, g, n, err)
		}
	}
}

// TestListenReconnects: when the listening connection drops, Listen
// connects again and says so (game "", moves -1), then goes on.
func TestListenReconnects(t *testing.T) {
	url := storetest.PostgresURL(t)
	a := open(t, url)
	defer a.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan string, 16)
	go a.Listen(ctx, func(game string, moves int) { got <- game })
	if g := <-got; g != "" {
		t.Fatalf("first call for %q", g)
	}
	if _, err := a.DB.Raw().ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE application_name = $1 AND pid <> pg_backend_pid()`, postgres.ListenerName); err != nil {
		t.Fatal(err)
	}
	if g := <-got; g != "" {
		t.Fatalf("after the drop: call for %q, want the listening signal", g)
	}
	if err := storetest.Create(ctx, a, storetest.NewGame("g", "human", "human")); err != nil {
		t.Fatal(err)
	}
	if err := storetest.AppendMove(ctx, a, store.Append{Game: "g", N: 0, At: storetest.T0}); err != nil {
		t.Fatal(err)
	}
	for g := range got {
		if g == "g" {
			return
		}
	}
}

// TestOlderGameSurvivesMigrations: a game stored at schema 1 is readable
// after the migrations, and its seats keep their links.
func TestOlderGameSurvivesMigrations(t *testing.T) {
	url := storetest.PostgresURL(t)
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		t.Fatal(err)
	}
	db := stdlib.OpenDB(*cfg)
	defer db.Close()
	migs, err := postgres.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	storetest.OlderGameSurvivesMigrations(t, db, migs, func() store.Store { return open(t, url) })
}
