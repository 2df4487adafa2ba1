// Package sqldb is the SQL implementation of store.Store shared by the SQLite
// and PostgreSQL stores. Queries are written with ? placeholders; a Dialect
// rewrites them for its database and adds what differs (locking during
// migrations, notifications after appends).
package sqldb

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"wasteland/engine"
	"wasteland/store"
)

// Dialect is what differs between databases.
type Dialect struct {
	// Dollar rewrites ? placeholders as $1, $2, ... (PostgreSQL).
	Dollar bool
	// LockMigrations runs before migrations inside their transaction, to keep
	// two processes from migrating at once; nil for none.
	LockMigrations func(ctx context.Context, tx *sql.Tx) error
	// Appended runs inside an Append transaction after each stored move.
	Appended func(ctx context.Context, tx *sql.Tx, game string, moves int) error
}

// DB is a store.Store on database/sql.
type DB struct {
	w, r *sql.DB
	d    Dialect
}

// New returns a store that writes through w and reads through r (which may
// be w), after applying migs. It does not take ownership of w and r on
// failure.
func New(ctx context.Context, w, r *sql.DB, d Dialect, migs []store.Migration) (*DB, error) {
	db := &DB{w: w, r: r, d: d}
	if err := db.migrate(ctx, migs); err != nil {
		return nil, err
	}
	return db, nil
}

func (db *DB) q(query string) string {
	if !db.d.Dollar {
		return query
	}
	var b strings.Builder
	n := 0
	for _, c := range query {
		if c == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

func (db *DB) migrate(ctx context.Context, migs []store.Migration) error {
	tx, err := db.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer tx.Rollback()
	if db.d.LockMigrations != nil {
		if err := db.d.LockMigrations(ctx, tx); err != nil {
			return fmt.Errorf("migrate: lock: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_ms BIGINT NOT NULL)`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	var have int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&have); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if have > len(migs) {
		return fmt.Errorf("migrate: the database has schema version %d, newer than this build (%d)", have, len(migs))
	}
	for _, m := range migs[have:] {
		if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
			return fmt.Errorf("migrate %d_%s: %w", m.Version, m.Name, err)
		}
		if _, err := tx.ExecContext(ctx, db.q(`INSERT INTO schema_migrations (version, name, applied_ms) VALUES (?, ?, ?)`),
			m.Version, m.Name, time.Now().UnixMilli()); err != nil {
			return fmt.Errorf("migrate %d_%s: %w", m.Version, m.Name, err)
		}
	}
	return tx.Commit()
}

// Version returns the schema version applied.
func (db *DB) Version(ctx context.Context) (int, error) {
	var v int
	err := db.r.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

// Create implements store.Store.
func (db *DB) Create(ctx context.Context, g *store.Game) error {
	if g.ID == "" || len(g.Seats) == 0 {
		return fmt.Errorf("store: a game needs an id and seats")
	}
	hdr, err := store.EncodeHeader(g.Header)
	if err != nil {
		return err
	}
	open := 0
	for _, s := range g.Seats {
		if !s.Claimed {
			open++
		}
	}
	tx, err := db.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var exists int
	err = tx.QueryRowContext(ctx, db.q(`SELECT COUNT(*) FROM games WHERE id = ?`), g.ID).Scan(&exists)
	if err != nil {
		return err
	}
	if exists > 0 {
		return fmt.Errorf("game %s: %w", g.ID, store.ErrConflict)
	}
	ms := g.Created.UnixMilli()
	if _, err := tx.ExecContext(ctx, db.q(`INSERT INTO games (id, header, moves, over, result, to_move, open_seats, created_ms, updated_ms)
		VALUES (?, ?, 0, ?, NULL, ?, ?, ?, ?)`), g.ID, string(hdr), false, g.ToMove, open, ms, ms); err != nil {
		return err
	}
	for i, s := range g.Seats {
		if _, err := tx.ExecContext(ctx, db.q(`INSERT INTO seats (game_id, seat, kind, token_hash, claimed) VALUES (?, ?, ?, ?, ?)`),
			g.ID, i, s.Kind, s.TokenHash, s.Claimed); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Append implements store.Store.
func (db *DB) Append(ctx context.Context, batch []store.Append) []error {
	errs := make([]error, len(batch))
	failAll := func(err error) []error {
		for i := range errs {
			errs[i] = err
		}
		return errs
	}
	// A fixed order of row locks keeps concurrent batches of several
	// processes from deadlocking.
	order := make([]int, len(batch))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(batch[a].Game, batch[b].Game) })
	tx, err := db.w.BeginTx(ctx, nil)
	if err != nil {
		return failAll(err)
	}
	defer tx.Rollback()
	upd := db.q(`UPDATE games SET moves = moves + 1, over = ?, result = ?, to_move = ?, updated_ms = ? WHERE id = ? AND moves = ? AND over = ?`)
	ins := db.q(`INSERT INTO moves (game_id, n, seat, option, at_ms) VALUES (?, ?, ?, ?, ?)`)
	for _, i := range order {
		a := batch[i]
		var result any
		if a.Over {
			result = string(a.Result)
		}
		res, err := tx.ExecContext(ctx, upd, a.Over, result, a.ToMove, a.At.UnixMilli(), a.Game, a.N, false)
		if err != nil {
			return failAll(err)
		}
		if k, err := res.RowsAffected(); err != nil {
			return failAll(err)
		} else if k == 0 {
			errs[i] = db.missing(ctx, tx, a.Game, store.ErrConflict)
			continue
		}
		if _, err := tx.ExecContext(ctx, ins, a.Game, a.N, int(a.Move.Seat), a.Move.Option, a.At.UnixMilli()); err != nil {
			return failAll(err)
		}
		if db.d.Appended != nil {
			if err := db.d.Appended(ctx, tx, a.Game, a.N+1); err != nil {
				return failAll(err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return failAll(err)
	}
	return errs
}

// missing returns ErrNotFound when game does not exist, else otherwise.
func (db *DB) missing(ctx context.Context, tx *sql.Tx, game string, otherwise error) error {
	var n int
	if err := tx.QueryRowContext(ctx, db.q(`SELECT COUNT(*) FROM games WHERE id = ?`), game).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("game %s: %w", game, store.ErrNotFound)
	}
	return fmt.Errorf("game %s: %w", game, otherwise)
}

const gameCols = `g.id, g.header, g.moves, g.to_move, g.over, g.result, g.created_ms, g.updated_ms, s.seat, s.kind, s.token_hash, s.claimed`

// scanGames reads rows of gameCols ordered by game then seat.
func scanGames(rows *sql.Rows) ([]*store.Game, error) {
	defer rows.Close()
	var out []*store.Game
	for rows.Next() {
		var (
			id, hdr             string
			moves, toMove, seat int
			over, claimed       bool
			result              sql.NullString
			created, updated    int64
			kind, tokenHash     string
		)
		if err := rows.Scan(&id, &hdr, &moves, &toMove, &over, &result, &created, &updated, &seat, &kind, &tokenHash, &claimed); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].ID != id {
			h, err := store.DecodeHeader([]byte(hdr))
			if err != nil {
				return nil, fmt.Errorf("game %s: %w", id, err)
			}
			g := &store.Game{ID: id, Header: h, N: moves, ToMove: toMove, Over: over,
				Created: time.UnixMilli(created).UTC(), Updated: time.UnixMilli(updated).UTC()}
			if result.Valid {
				g.Result = json.RawMessage(result.String)
			}
			out = append(out, g)
		}
		g := out[len(out)-1]
		if seat != len(g.Seats) {
			return nil, fmt.Errorf("game %s: seat %d out of order", id, seat)
		}
		g.Seats = append(g.Seats, store.Seat{Kind: kind, TokenHash: tokenHash, Claimed: claimed})
	}
	return out, rows.Err()
}

// Load implements store.Store.
func (db *DB) Load(ctx context.Context, id string) (*store.Game, error) {
	// One read transaction: the header's move count and the moves agree.
	tx, err := db.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, db.q(`SELECT `+gameCols+` FROM games g JOIN seats s ON s.game_id = g.id WHERE g.id = ? ORDER BY s.seat`), id)
	if err != nil {
		return nil, err
	}
	gs, err := scanGames(rows)
	if err != nil {
		return nil, err
	}
	if len(gs) == 0 {
		return nil, fmt.Errorf("game %s: %w", id, store.ErrNotFound)
	}
	g := gs[0]
	g.Moves, err = readMoves(ctx, tx, db.q(`SELECT seat, option FROM moves WHERE game_id = ? AND n >= ? AND n < ? ORDER BY n`), id, 0, g.N)
	if err != nil {
		return nil, err
	}
	if len(g.Moves) != g.N {
		return nil, fmt.Errorf("game %s: %d moves stored, header says %d", id, len(g.Moves), g.N)
	}
	return g, tx.Commit()
}

func readMoves(ctx context.Context, tx *sql.Tx, query string, args ...any) ([]engine.Move, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []engine.Move{}
	for rows.Next() {
		var m engine.Move
		var seat int
		if err := rows.Scan(&seat, &m.Option); err != nil {
			return nil, err
		}
		m.Seat = engine.Seat(seat)
		out = append(out, m)
	}
	return out, rows.Err()
}

// Moves implements store.Store.
func (db *DB) Moves(ctx context.Context, id string, from int) ([]engine.Move, error) {
	tx, err := db.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, db.q(`SELECT moves FROM games WHERE id = ?`), id).Scan(&n); errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("game %s: %w", id, store.ErrNotFound)
	} else if err != nil {
		return nil, err
	}
	ms, err := readMoves(ctx, tx, db.q(`SELECT seat, option FROM moves WHERE game_id = ? AND n >= ? ORDER BY n`), id, max(from, 0))
	if err != nil {
		return nil, err
	}
	return ms, tx.Commit()
}

// List implements store.Store.
func (db *DB) List(ctx context.Context, f store.Filter) ([]*store.Game, error) {
	var where string
	args := []any{}
	switch f.Status {
	case store.All:
		where = ""
	case store.Open:
		where = "WHERE over = ? AND open_seats > 0"
		args = append(args, false)
	case store.Running:
		where = "WHERE over = ?"
		args = append(args, false)
	case store.Finished:
		where = "WHERE over = ?"
		args = append(args, true)
	default:
		return nil, fmt.Errorf("store: unknown status %q", f.Status)
	}
	args = append(args, f.LimitOrDefault())
	rows, err := db.r.QueryContext(ctx, db.q(`SELECT `+gameCols+`
		FROM (SELECT * FROM games `+where+` ORDER BY updated_ms DESC, id LIMIT ?) g
		JOIN seats s ON s.game_id = g.id
		ORDER BY g.updated_ms DESC, g.id, s.seat`), args...)
	if err != nil {
		return nil, err
	}
	return scanGames(rows)
}

// Claim implements store.Store.
func (db *DB) Claim(ctx context.Context, id string, seat int, tokenHash string, onlyUnclaimed bool) error {
	tx, err := db.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var claimed bool
	var kind string
	err = tx.QueryRowContext(ctx, db.q(`SELECT claimed, kind FROM seats WHERE game_id = ? AND seat = ?`), id, seat).Scan(&claimed, &kind)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("game %s seat %d: %w", id, seat, store.ErrNotFound)
	} else if err != nil {
		return err
	}
	if claimed && onlyUnclaimed {
		return fmt.Errorf("game %s seat %d: %w", id, seat, store.ErrConflict)
	}
	if tokenHash != "" {
		if _, err := tx.ExecContext(ctx, db.q(`UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ?`), tokenHash, id, seat); err != nil {
			return err
		}
	}
	if !claimed {
		if _, err := tx.ExecContext(ctx, db.q(`UPDATE seats SET claimed = ? WHERE game_id = ? AND seat = ?`), true, id, seat); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, db.q(`UPDATE games SET open_seats = open_seats - 1 WHERE id = ?`), id); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Ping implements store.Store.
func (db *DB) Ping(ctx context.Context) error { return db.r.PingContext(ctx) }

// Close implements store.Store.
func (db *DB) Close() error {
	err := db.w.Close()
	if db.r != db.w {
		err = errors.Join(err, db.r.Close())
	}
	return err
}
