package postgres

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"wasteland/store"
	"wasteland/store/internal/sqldb"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Channel is the NOTIFY channel of appended moves and changed seats; a
// payload is "GAME_ID MOVES" (a move appended: the game's new number of
// moves) or "GAME_ID seats" (its seats changed, a seat's name included, or
// a chat line or a rematch of the game was stored).
const Channel = "wasteland_moves"

// seatsWord is the payload's second word for a change of seats.
const seatsWord = "seats"

// migrationLock is the advisory lock key held while migrating.
const migrationLock = 0x77a57e1a

// Migrations returns the embedded schema migrations.
func Migrations() ([]store.Migration, error) {
	sub, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return nil, err
	}
	return store.Migrations(sub)
}

// Store is a store.Store in PostgreSQL.
type Store struct {
	*sqldb.DB
	url string
}

// Open connects to the database at url (postgres://...) and applies the
// migrations it lacks.
func Open(ctx context.Context, url string) (*Store, error) {
	migs, err := Migrations()
	if err != nil {
		return nil, err
	}
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	db := stdlib.OpenDB(*cfg)
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(16)
	d := sqldb.Dialect{
		Dollar: true,
		LockMigrations: func(ctx context.Context, tx *sql.Tx) error {
			_, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock)
			return err
		},
		Appended: func(ctx context.Context, tx *sql.Tx, game string, moves int) error {
			_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, Channel, game+" "+strconv.Itoa(moves))
			return err
		},
		SeatsChanged: func(ctx context.Context, tx *sql.Tx, game string) error {
			_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, Channel, game+" "+seatsWord)
			return err
		},
	}
	s, err := sqldb.New(ctx, db, db, d, migs)
	if err != nil {
		db.Close()
		return nil, err
	}
	return &Store{DB: s, url: url}, nil
}

// Listen implements store.Notifier: it calls f for every append and every
// change of seats committed by any process until ctx ends, reconnecting when the connection drops.
// Each time it starts listening (first and after a reconnection) it calls f
// with game "" and moves -1: the caller cannot know what it missed before,
// so it refreshes everything it holds.
func (s *Store) Listen(ctx context.Context, f func(game string, moves int)) error {
	for ctx.Err() == nil {
		s.listenOnce(ctx, f)
		select {
		case <-ctx.Done():
		case <-time.After(500 * time.Millisecond):
		}
	}
	return nil
}

// ListenerName is the application_name of the listening connection.
const ListenerName = "wasteland-listen"

func (s *Store) listenOnce(ctx context.Context, f func(game string, moves int)) error {
	cfg, err := pgx.ParseConfig(s.url)
	if err != nil {
		return err
	}
	cfg.RuntimeParams["application_name"] = ListenerName
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		return err
	}
	f("", -1)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		game, moves, err := ParsePayload(n.Payload)
		if err != nil {
			continue
		}
		f(game, moves)
	}
}

// ParsePayload splits a notification payload "GAME_ID MOVES", or
// "GAME_ID seats", which it returns with moves -1.
func ParsePayload(p string) (string, int, error) {
	game, num, ok := strings.Cut(p, " ")
	if ok && game != "" && num == seatsWord {
		return game, -1, nil
	}
	n, err := strconv.Atoi(num)
	if !ok || err != nil || game == "" || n < 0 {
		return "", 0, fmt.Errorf("postgres: bad notification %q", p)
	}
	return game, n, nil
}
