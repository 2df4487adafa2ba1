package sqlite_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"wasteland/engine"
	"wasteland/store"
	"wasteland/store/sqlite"
)

// A store in a temporary directory: a new game and its first move in one
// transaction, a second append of the same move number refused, and the
// game read back.
func Example() {
	dir, err := os.MkdirTemp("", "wasteland-example-")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(dir, "games.db"), sqlite.SyncFull)
	if err != nil {
		panic(err)
	}
	defer st.Close()

	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	g := &store.Game{
		ID: "g1",
		Header: engine.Record{Format: engine.RecordFormat, Game: "outlive", Rules: "r", Content: "c",
			Setup: engine.Setup{Players: 2, Seed: 1}, Seats: []string{"human", "bot:greedy"}},
		Seats:   []store.Seat{{Kind: "human", Claimed: true}, {Kind: "bot:greedy", Claimed: true}},
		Created: now, Updated: now,
	}
	first := store.Append{Game: "g1", N: 0, Move: engine.Move{Seat: 0, Option: "leader:kooper-froste"}, ToMove: 1, At: now}
	errs := st.Write(ctx, []store.Op{{Create: g}, {Append: &first}})
	fmt.Println("create, append:", errs[0], errs[1])

	again := first
	again.Move.Option = "leader:wilson-frye"
	err = st.Write(ctx, []store.Op{{Append: &again}})[0]
	fmt.Println("the same move number again is a conflict:", errors.Is(err, store.ErrConflict))

	loaded, err := st.Load(ctx, "g1")
	if err != nil {
		panic(err)
	}
	fmt.Println(loaded.N, "move:", loaded.Moves[0].Option, "- seat to move:", loaded.ToMove)
	_, err = st.Load(ctx, "g2")
	fmt.Println("unknown game:", errors.Is(err, store.ErrNotFound))
	// Output:
	// create, append: <nil> <nil>
	// the same move number again is a conflict: true
	// 1 move: leader:kooper-froste - seat to move: 1
	// unknown game: true
}
