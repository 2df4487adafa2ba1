package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"net/url"
	"strings"

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

// Sync is SQLite's synchronous setting, which decides when a commit reaches
// the disk.
type Sync string

// The settings the store offers.
const (
	// SyncFull syncs the log at every commit: a committed move survives a
	// crash of the process, of the operating system and a power cut.
	SyncFull Sync = "FULL"
	// SyncNormal syncs only at checkpoints: a committed move survives a
	// crash of the process (SIGKILL included), but the last moves before an
	// operating system crash or a power cut may be lost (never corrupted).
	SyncNormal Sync = "NORMAL"
)

// ParseSync reads "full" or "normal".
func ParseSync(s string) (Sync, error) {
	switch strings.ToUpper(s) {
	case string(SyncFull):
		return SyncFull, nil
	case string(SyncNormal):
		return SyncNormal, nil
	}
	return "", fmt.Errorf("sqlite sync must be full or normal, not %q", s)
}

// DSN returns the driver's data source name for the file at path with the
// settings the store uses: WAL, synchronous=FULL, foreign keys, a busy
// timeout, and write transactions that take the write lock at BEGIN.
func DSN(path string) string { return dsn(path, SyncFull) }

func dsn(path string, sync Sync) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous("+string(sync)+")")
	q.Add("_pragma", "foreign_keys(ON)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// Open opens (creating if needed) the store in the file at path with the
// given synchronous setting and applies the migrations it lacks.
func Open(ctx context.Context, path string, sync Sync) (*Store, error) {
	migs, err := Migrations()
	if err != nil {
		return nil, err
	}
	w, err := sql.Open("sqlite", dsn(path, sync))
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	r, err := sql.Open("sqlite", dsn(path, sync))
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
