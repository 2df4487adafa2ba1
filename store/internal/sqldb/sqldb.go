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
	// Appended runs inside a Write transaction after each stored move and
	// each truncate, with the game's new number of moves.
	Appended func(ctx context.Context, tx *sql.Tx, game string, moves int) error
	// SeatsChanged runs inside a transaction after each claim, open or set
	// of a game's seat that changed something (a name included), each chat
	// line stored and each rematch of the game created.
	SeatsChanged func(ctx context.Context, tx *sql.Tx, game string) error
}

// DB is a store.Store on database/sql.
type DB struct {
	w, r *sql.DB
	d    Dialect
	// prepared holds the statements of every move's append, prepared once
	// on w at New (SQLite would otherwise parse them at every execution);
	// read-only after New.
	prepared map[string]*sql.Stmt
}

// The statements of an append, prepared at New.
const (
	qAppendGame  = `UPDATE games SET moves = moves + 1, over = ?, result = ?, to_move = ?, updated_ms = ? WHERE id = ? AND moves = ? AND over = ?`
	qAppendMove  = `INSERT INTO moves (game_id, n, seat, option, at_ms, by_bot) VALUES (?, ?, ?, ?, ?, ?)`
	qAppendClock = `UPDATE seats SET clock_ms = ? WHERE game_id = ? AND seat = ?`
)

// New returns a store that writes through w and reads through r (which may
// be w), after applying migs. It does not take ownership of w and r on
// failure.
func New(ctx context.Context, w, r *sql.DB, d Dialect, migs []store.Migration) (*DB, error) {
	db := &DB{w: w, r: r, d: d, prepared: map[string]*sql.Stmt{}}
	if err := db.migrate(ctx, migs); err != nil {
		return nil, err
	}
	for _, q := range []string{qAppendGame, qAppendMove, qAppendClock} {
		st, err := w.PrepareContext(ctx, db.q(q))
		if err != nil {
			db.closeStmts()
			return nil, fmt.Errorf("prepare: %w", err)
		}
		db.prepared[db.q(q)] = st
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

// Raw returns the database handle used for writes, for tests and tools
// that need a statement the store does not offer.
func (db *DB) Raw() *sql.DB { return db.w }

// Version returns the schema version applied.
func (db *DB) Version(ctx context.Context) (int, error) {
	var v int
	err := db.r.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

// Write implements store.Store.
func (db *DB) Write(ctx context.Context, ops []store.Op) []error {
	errs := make([]error, len(ops))
	failAll := func(err error) []error {
		for i := range errs {
			errs[i] = err
		}
		return errs
	}
	// A fixed order of row locks keeps concurrent batches of several
	// processes from deadlocking.
	order := make([]int, len(ops))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return strings.Compare(ops[a].Game(), ops[b].Game()) })
	tx, err := db.w.BeginTx(ctx, nil)
	if err != nil {
		return failAll(err)
	}
	defer tx.Rollback()
	w := &writer{db: db, tx: tx, ctx: ctx}
	for _, i := range order {
		op := ops[i]
		var refused, err error
		switch {
		case op.Create != nil:
			refused, err = w.create(op.Create)
		case op.Append != nil:
			refused, err = w.append(op.Append)
		case op.Claim != nil:
			refused, err = w.claim(op.Claim)
		case op.Open != nil:
			refused, err = w.open(op.Open)
		case op.Set != nil:
			refused, err = w.set(op.Set)
		case op.Chat != nil:
			refused, err = w.chat(op.Chat)
		case op.Truncate != nil:
			refused, err = w.truncate(op.Truncate)
		default:
			refused = errors.New("store: empty op")
		}
		if err != nil {
			return failAll(err)
		}
		errs[i] = refused
	}
	if err := tx.Commit(); err != nil {
		return failAll(err)
	}
	return errs
}

// writer runs the ops of one Write. Each method returns the op's own
// refusal (the op changed nothing) or an error that fails the transaction.
type writer struct {
	db  *DB
	tx  *sql.Tx
	ctx context.Context
}

func (w *writer) exec(query string, args ...any) (sql.Result, error) {
	q := w.db.q(query)
	if st, ok := w.db.prepared[q]; ok {
		return w.tx.StmtContext(w.ctx, st).ExecContext(w.ctx, args...)
	}
	return w.tx.ExecContext(w.ctx, q, args...)
}

func (w *writer) count(query string, args ...any) (int, error) {
	var n int
	err := w.tx.QueryRowContext(w.ctx, w.db.q(query), args...).Scan(&n)
	return n, err
}

func (w *writer) create(g *store.Game) (refused, err error) {
	if g.ID == "" || len(g.Seats) == 0 {
		return errors.New("store: a game needs an id and seats"), nil
	}
	hdr, err := store.EncodeHeader(g.Header)
	if err != nil {
		return err, nil
	}
	open := 0
	for _, s := range g.Seats {
		if s.Lobby && !s.Claimed {
			open++
		}
	}
	if n, err := w.count(`SELECT COUNT(*) FROM games WHERE id = ?`, g.ID); err != nil {
		return nil, err
	} else if n > 0 {
		return fmt.Errorf("game %s: %w", g.ID, store.ErrConflict), nil
	}
	if g.RematchOf != "" {
		var rematch string
		err := w.tx.QueryRowContext(w.ctx, w.db.q(`SELECT rematch FROM games WHERE id = ?`), g.RematchOf).Scan(&rematch)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("game %s: %w", g.RematchOf, store.ErrNotFound), nil
		} else if err != nil {
			return nil, err
		}
		if rematch != "" {
			return fmt.Errorf("game %s has a rematch: %w", g.RematchOf, store.ErrConflict), nil
		}
		if _, err := w.exec(`UPDATE games SET rematch = ? WHERE id = ?`, g.ID, g.RematchOf); err != nil {
			return nil, err
		}
		if err := w.seatsChanged(g.RematchOf); err != nil {
			return nil, err
		}
	}
	ms := g.Created.UnixMilli()
	if _, err := w.exec(`INSERT INTO games (id, header, moves, over, result, to_move, open_seats, created_ms, updated_ms, admin_hash, clock)
		VALUES (?, ?, 0, ?, NULL, ?, ?, ?, ?, ?, ?)`, g.ID, string(hdr), false, g.ToMove, open, ms, ms, g.AdminHash, string(g.Clock)); err != nil {
		return nil, err
	}
	for i, s := range g.Seats {
		if _, err := w.exec(`INSERT INTO seats (game_id, seat, kind, token_hash, claimed, lobby, clock_ms, stand_in, left_ms, name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, i, s.Kind, s.TokenHash, s.Claimed, s.Lobby, s.Clock, s.StandIn, unixMilli(s.LeftAt), s.Name); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

func (w *writer) append(a *store.Append) (refused, err error) {
	var result any
	if a.Over {
		result = string(a.Result)
	}
	res, err := w.exec(qAppendGame,
		a.Over, result, a.ToMove, a.At.UnixMilli(), a.Game, a.N, false)
	if err != nil {
		return nil, err
	}
	if k, err := res.RowsAffected(); err != nil {
		return nil, err
	} else if k == 0 {
		if n, err := w.count(`SELECT COUNT(*) FROM games WHERE id = ?`, a.Game); err != nil {
			return nil, err
		} else if n == 0 {
			return fmt.Errorf("game %s: %w", a.Game, store.ErrNotFound), nil
		}
		return fmt.Errorf("game %s move %d: %w", a.Game, a.N, store.ErrConflict), nil
	}
	if _, err := w.exec(qAppendMove,
		a.Game, a.N, int(a.Move.Seat), a.Move.Option, a.At.UnixMilli(), a.Move.By); err != nil {
		return nil, err
	}
	if a.Clock != nil {
		if _, err := w.exec(qAppendClock, *a.Clock, a.Game, int(a.Move.Seat)); err != nil {
			return nil, err
		}
	}
	if w.db.d.Appended != nil {
		if err := w.db.d.Appended(w.ctx, w.tx, a.Game, a.N+1); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

func (w *writer) claim(c *store.Claim) (refused, err error) {
	var claimed, lobby bool
	var token string
	err = w.tx.QueryRowContext(w.ctx, w.db.q(`SELECT claimed, lobby, token_hash FROM seats WHERE game_id = ? AND seat = ?`), c.Game, c.Seat).Scan(&claimed, &lobby, &token)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("game %s seat %d: %w", c.Game, c.Seat, store.ErrNotFound), nil
	} else if err != nil {
		return nil, err
	}
	if (c.FromLobby && (claimed || !lobby)) || (c.IfNoToken && token != "") {
		return fmt.Errorf("game %s seat %d: %w", c.Game, c.Seat, store.ErrConflict), nil
	}
	if c.TokenHash != "" {
		if _, err := w.exec(`UPDATE seats SET token_hash = ? WHERE game_id = ? AND seat = ?`, c.TokenHash, c.Game, c.Seat); err != nil {
			return nil, err
		}
	}
	if !claimed {
		if _, err := w.exec(`UPDATE seats SET claimed = ? WHERE game_id = ? AND seat = ?`, true, c.Game, c.Seat); err != nil {
			return nil, err
		}
		if lobby {
			if _, err := w.exec(`UPDATE games SET open_seats = open_seats - 1 WHERE id = ?`, c.Game); err != nil {
				return nil, err
			}
		}
	}
	if c.TokenHash == "" && claimed {
		return nil, nil
	}
	return nil, w.seatsChanged(c.Game)
}

// seatsChanged runs the dialect's SeatsChanged hook, if any.
func (w *writer) seatsChanged(game string) error {
	if w.db.d.SeatsChanged == nil {
		return nil
	}
	return w.db.d.SeatsChanged(w.ctx, w.tx, game)
}

func (w *writer) open(o *store.OpenSeat) (refused, err error) {
	var claimed, lobby bool
	var kind string
	err = w.tx.QueryRowContext(w.ctx, w.db.q(`SELECT kind, claimed, lobby FROM seats WHERE game_id = ? AND seat = ?`), o.Game, o.Seat).Scan(&kind, &claimed, &lobby)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("game %s seat %d: %w", o.Game, o.Seat, store.ErrNotFound), nil
	} else if err != nil {
		return nil, err
	}
	if claimed || kind != "human" {
		return fmt.Errorf("game %s seat %d: %w", o.Game, o.Seat, store.ErrConflict), nil
	}
	if lobby {
		return nil, nil
	}
	if _, err := w.exec(`UPDATE seats SET lobby = ?, token_hash = '' WHERE game_id = ? AND seat = ?`, true, o.Game, o.Seat); err != nil {
		return nil, err
	}
	if _, err := w.exec(`UPDATE games SET open_seats = open_seats + 1 WHERE id = ?`, o.Game); err != nil {
		return nil, err
	}
	return nil, w.seatsChanged(o.Game)
}

func (w *writer) set(o *store.SetSeat) (refused, err error) {
	if n, err := w.count(`SELECT COUNT(*) FROM seats WHERE game_id = ? AND seat = ?`, o.Game, o.Seat); err != nil {
		return nil, err
	} else if n == 0 {
		return fmt.Errorf("game %s seat %d: %w", o.Game, o.Seat, store.ErrNotFound), nil
	}
	sets := []struct {
		col string
		val any
		ok  bool
	}{
		{"stand_in", deref(o.StandIn), o.StandIn != nil},
		{"left_ms", unixMilli(deref(o.LeftAt)), o.LeftAt != nil},
		{"clock_ms", deref(o.Clock), o.Clock != nil},
		{"name", deref(o.Name), o.Name != nil},
	}
	for _, st := range sets {
		if !st.ok {
			continue
		}
		if _, err := w.exec(`UPDATE seats SET `+st.col+` = ? WHERE game_id = ? AND seat = ?`, st.val, o.Game, o.Seat); err != nil {
			return nil, err
		}
	}
	return nil, w.seatsChanged(o.Game)
}

func (w *writer) truncate(o *store.Truncate) (refused, err error) {
	if o.Keep < 0 || o.Keep >= o.N {
		return fmt.Errorf("game %s: keep %d of %d moves: %w", o.Game, o.Keep, o.N, store.ErrConflict), nil
	}
	res, err := w.exec(`UPDATE games SET moves = ?, to_move = ?, updated_ms = ? WHERE id = ? AND moves = ? AND over = ?`,
		o.Keep, o.ToMove, o.At.UnixMilli(), o.Game, o.N, false)
	if err != nil {
		return nil, err
	}
	if k, err := res.RowsAffected(); err != nil {
		return nil, err
	} else if k == 0 {
		if n, err := w.count(`SELECT COUNT(*) FROM games WHERE id = ?`, o.Game); err != nil {
			return nil, err
		} else if n == 0 {
			return fmt.Errorf("game %s: %w", o.Game, store.ErrNotFound), nil
		}
		return fmt.Errorf("game %s truncate at %d: %w", o.Game, o.N, store.ErrConflict), nil
	}
	if _, err := w.exec(`DELETE FROM moves WHERE game_id = ? AND n >= ?`, o.Game, o.Keep); err != nil {
		return nil, err
	}
	if w.db.d.Appended != nil {
		if err := w.db.d.Appended(w.ctx, w.tx, o.Game, o.Keep); err != nil {
			return nil, err
		}
	}
	return nil, nil
}

func (w *writer) chat(c *store.ChatLine) (refused, err error) {
	if n, err := w.count(`SELECT COUNT(*) FROM games WHERE id = ?`, c.Game); err != nil {
		return nil, err
	} else if n == 0 {
		return fmt.Errorf("game %s: %w", c.Game, store.ErrNotFound), nil
	}
	if n, err := w.count(`SELECT COUNT(*) FROM chat WHERE game_id = ?`, c.Game); err != nil {
		return nil, err
	} else if n != c.N {
		return fmt.Errorf("game %s chat line %d: %w", c.Game, c.N, store.ErrConflict), nil
	}
	if _, err := w.exec(`INSERT INTO chat (game_id, n, seat, name, text, at_ms) VALUES (?, ?, ?, ?, ?, ?)`,
		c.Game, c.N, c.Seat, c.Name, c.Text, c.At.UnixMilli()); err != nil {
		return nil, err
	}
	return nil, w.seatsChanged(c.Game)
}

// deref returns *p, or the zero value for nil.
func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// unixMilli stores a time as milliseconds, the zero time as 0.
func unixMilli(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

// fromMilli reads a time stored by unixMilli.
func fromMilli(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}

const gameCols = `g.id, g.header, g.moves, g.to_move, g.over, g.result, g.created_ms, g.updated_ms, g.admin_hash, g.clock, g.rematch, ` +
	`s.seat, s.kind, s.token_hash, s.claimed, s.lobby, s.clock_ms, s.stand_in, s.left_ms, s.name`

// scanGames reads rows of gameCols ordered by game then seat.
func scanGames(rows *sql.Rows) ([]*store.Game, error) {
	defer rows.Close()
	var out []*store.Game
	for rows.Next() {
		var (
			id, hdr, adminHash   string
			clock, standIn       string
			rematch, name        string
			clockMS, leftMS      int64
			moves, toMove, seat  int
			over, claimed, lobby bool
			result               sql.NullString
			created, updated     int64
			kind, tokenHash      string
		)
		if err := rows.Scan(&id, &hdr, &moves, &toMove, &over, &result, &created, &updated, &adminHash, &clock, &rematch,
			&seat, &kind, &tokenHash, &claimed, &lobby, &clockMS, &standIn, &leftMS, &name); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].ID != id {
			h, err := store.DecodeHeader([]byte(hdr))
			if err != nil {
				return nil, fmt.Errorf("game %s: %w", id, err)
			}
			g := &store.Game{ID: id, Header: h, N: moves, ToMove: toMove, Over: over, AdminHash: adminHash, Rematch: rematch,
				Created: time.UnixMilli(created).UTC(), Updated: time.UnixMilli(updated).UTC()}
			if result.Valid {
				g.Result = json.RawMessage(result.String)
			}
			if clock != "" {
				g.Clock = json.RawMessage(clock)
			}
			out = append(out, g)
		}
		g := out[len(out)-1]
		if seat != len(g.Seats) {
			return nil, fmt.Errorf("game %s: seat %d out of order", id, seat)
		}
		g.Seats = append(g.Seats, store.Seat{Kind: kind, TokenHash: tokenHash, Claimed: claimed, Lobby: lobby,
			Clock: clockMS, StandIn: standIn, LeftAt: fromMilli(leftMS), Name: name})
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
	g.Moves, err = readMoves(ctx, tx, db.q(`SELECT seat, option, by_bot FROM moves WHERE game_id = ? AND n >= ? AND n < ? ORDER BY n`), id, 0, g.N)
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
		if err := rows.Scan(&seat, &m.Option, &m.By); err != nil {
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
	ms, err := readMoves(ctx, tx, db.q(`SELECT seat, option, by_bot FROM moves WHERE game_id = ? AND n >= ? ORDER BY n`), id, max(from, 0))
	if err != nil {
		return nil, err
	}
	return ms, tx.Commit()
}

// Chat implements store.Store.
func (db *DB) Chat(ctx context.Context, id string, from int) ([]store.ChatLine, error) {
	tx, err := db.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, db.q(`SELECT COUNT(*) FROM games WHERE id = ?`), id).Scan(&n); err != nil {
		return nil, err
	} else if n == 0 {
		return nil, fmt.Errorf("game %s: %w", id, store.ErrNotFound)
	}
	rows, err := tx.QueryContext(ctx, db.q(`SELECT n, seat, name, text, at_ms FROM chat WHERE game_id = ? AND n >= ? ORDER BY n`), id, max(from, 0))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.ChatLine{}
	for rows.Next() {
		l := store.ChatLine{Game: id}
		var at int64
		if err := rows.Scan(&l.N, &l.Seat, &l.Name, &l.Text, &at); err != nil {
			return nil, err
		}
		l.At = time.UnixMilli(at).UTC()
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, tx.Commit()
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

// Ping implements store.Store.
func (db *DB) Ping(ctx context.Context) error { return db.r.PingContext(ctx) }

// closeStmts closes the prepared statements.
func (db *DB) closeStmts() {
	for _, st := range db.prepared {
		st.Close()
	}
}

// Close implements store.Store.
func (db *DB) Close() error {
	db.closeStmts()
	err := db.w.Close()
	if db.r != db.w {
		err = errors.Join(err, db.r.Close())
	}
	return err
}
