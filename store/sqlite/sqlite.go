// Package sqlite is the store.Store kept in one SQLite file, through the
// pure-Go driver modernc.org/sqlite (no cgo). It needs no set-up: Open
// creates the file and applies the embedded migrations.
//
// The database runs in WAL mode with synchronous=FULL, so a committed move
// survives a crash of the process and of the machine. Writes go through one
// connection; reads use a pool.
//
// Example:
//
//	st, err := sqlite.Open(ctx, "wasteland-data/games.db")
//	defer st.Close()
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"io/fs"
	"net/url"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite"

	"wasteland/store"
	"wasteland/store/internal/sqldb"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrations returns the embedded schema migrations.
func Migrations() ([]store.Migration, error) {
	sub, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return nil, err
	}
	return store.Migrations(sub)
}

// Store is a store.Store in an SQLite file.
type Store struct {
	*sqldb.DB
}

// DSN returns the driver's data source name for the file at path with the
// settings the store uses: WAL, synchronous=FULL, foreign keys, a busy
// timeout, and write transactions that take the write lock at BEGIN.
func DSN(path string) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "foreign_keys(ON)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// Open opens (creating if needed) the store in the file at path and applies
// the migrations it lacks.
func Open(ctx context.Context, path string) (*Store, error) {
	migs, err := Migrations()
	if err != nil {
		return nil, err
	}
	w, err := sql.Open("sqlite", DSN(path))
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	r, err := sql.Open("sqlite", DSN(path))
	if err != nil {
		w.Close()
		return nil, err
	}
	r.SetMaxOpenConns(8)
	db, err := sqldb.New(ctx, w, r, sqldb.Dialect{}, migs)
	if err != nil {
		w.Close()
		r.Close()
		return nil, err
	}
	return &Store{DB: db}, nil
}
