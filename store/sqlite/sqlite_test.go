package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"testing"

	"wasteland/store"
	"wasteland/store/sqlite"
	"wasteland/store/storetest"
)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "games.db"), sqlite.SyncFull)
		if err != nil {
			t.Fatal(err)
		}
		return st
	})
}

func TestReopenKeepsGamesAndSchema(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "games.db")
	st, err := sqlite.Open(ctx, path, sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	if err := storetest.Create(ctx, st, storetest.NewGame("g", "human", "human")); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st, err = sqlite.Open(ctx, path, sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.Load(ctx, "g"); err != nil {
		t.Fatal(err)
	}
	migs, err := sqlite.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	if v, err := st.Version(ctx); err != nil || v != len(migs) {
		t.Errorf("schema version %d (%v), want %d", v, err, len(migs))
	}
}

// TestNewerSchemaRefused: a database migrated by a newer build is not
// opened by this one.
func TestNewerSchemaRefused(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "games.db")
	st, err := sqlite.Open(ctx, path, sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Raw().ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_ms) VALUES (99, 'future', 0)`); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if st, err := sqlite.Open(ctx, path, sqlite.SyncFull); err == nil {
		st.Close()
		t.Fatal("a newer schema was opened")
	}
}

// TestOlderGameSurvivesMigrations: a game stored at schema 1 is readable
// after the migrations, and its seats keep their links.
func TestOlderGameSurvivesMigrations(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	db, err := sql.Open("sqlite", sqlite.DSN(path))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	migs, err := sqlite.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	storetest.OlderGameSurvivesMigrations(t, db, migs, func() store.Store {
		st, err := sqlite.Open(context.Background(), path, sqlite.SyncFull)
		if err != nil {
			t.Fatal(err)
		}
		return st
	})
}

// TestListReadsTheNewestByIndex: the first games of a list (newest first,
// then by id; /readyz reads one) are read from an index in that order,
// without sorting the games table's rows.
func TestListReadsTheNewestByIndex(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "games.db"), sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rows, err := st.Raw().QueryContext(ctx, `EXPLAIN QUERY PLAN SELECT * FROM games ORDER BY updated_ms DESC, id LIMIT 1`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if want := []string{"SCAN games USING INDEX games_updated"}; !slices.Equal(plan, want) {
		t.Errorf("plan %q, want %q", plan, want)
	}
}
