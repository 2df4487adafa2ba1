package store

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"wasteland/engine"
)

// Errors the stores return; test with errors.Is.
var (
	// ErrNotFound: no such game or seat.
	ErrNotFound = errors.New("not found")
	// ErrConflict: the move number is not the game's next one, the game id
	// exists already, or the seat was claimed before.
	ErrConflict = errors.New("conflict")
)

// Store persists games. Every method is safe for concurrent use. A method
// that returns an error changed nothing.
type Store interface {
	// Write applies ops in one transaction. Each op fails alone, changing
	// nothing, with ErrConflict (a create whose id exists, an append whose N
	// is not its game's number of stored moves, a claim of a claimed seat
	// with OnlyUnclaimed) or ErrNotFound (no such game or seat); any other
	// failure fails them all. The result has one error (or nil) per op, in
	// order. When Write returns, every op with a nil error is durable.
	Write(ctx context.Context, ops []Op) []error
	// Load returns a game with all its moves, or ErrNotFound.
	Load(ctx context.Context, id string) (*Game, error)
	// Moves returns the moves of game id numbered from on (0-based), in order.
	Moves(ctx context.Context, id string, from int) ([]engine.Move, error)
	// Chat returns the chat lines of game id numbered from on (0-based), in
	// order, or ErrNotFound when there is no such game.
	Chat(ctx context.Context, id string, from int) ([]ChatLine, error)
	// List returns summaries (Game without moves), most recently updated
	// first.
	List(ctx context.Context, f Filter) ([]*Game, error)
	// Ping checks that the store answers.
	Ping(ctx context.Context) error
	// Close releases the store.
	Close() error
}

// Op is one write: exactly one of its fields is set.
type Op struct {
	// Create stores a new game with no moves.
	Create *Game
	// Append stores a move.
	Append *Append
	// Claim marks a seat claimed.
	Claim *Claim
	// Open opens a human seat to the lobby.
	Open *OpenSeat
	// Set changes a seat's stand-in bot, leave time, clock or name.
	Set *SetSeat
	// Chat stores a chat line.
	Chat *ChatLine
	// Truncate takes back the last moves of a running game (an undo).
	Truncate *Truncate
}

// Game returns the id of the game op writes.
func (op Op) Game() string {
	switch {
	case op.Create != nil:
		return op.Create.ID
	case op.Append != nil:
		return op.Append.Game
	case op.Claim != nil:
		return op.Claim.Game
	case op.Open != nil:
		return op.Open.Game
	case op.Set != nil:
		return op.Set.Game
	case op.Chat != nil:
		return op.Chat.Game
	case op.Truncate != nil:
		return op.Truncate.Game
	}
	return ""
}

// Claim marks a seat claimed and, when TokenHash is not empty, replaces its
// token hash (a lobby claim, or the creator reissuing the seat's link).
// With FromLobby it fails with ErrConflict unless the seat is open to the
// lobby and unclaimed: a stranger can take only a seat its creator opened.
// With IfNoToken it fails with ErrConflict unless the seat has no token
// yet (a rematch seat taking its first link).
type Claim struct {
	Game      string
	Seat      int
	TokenHash string
	FromLobby bool
	IfNoToken bool
}

// OpenSeat opens an unclaimed human seat to the lobby: its token is
// cleared (the link handed out for it stops working) and anyone may claim
// it. It fails with ErrConflict if the seat is claimed, and with
// ErrNotFound if there is no such seat.
type OpenSeat struct {
	Game string
	Seat int
}

// SetSeat changes what its non-nil fields name of a seat; it fails with
// ErrNotFound if there is no such seat.
type SetSeat struct {
	Game string
	Seat int
	// StandIn is the bot kind that plays the seat for its player, "" for
	// none (the player took it back).
	StandIn *string
	// LeftAt is when the seat's player left; the zero time clears it.
	LeftAt *time.Time
	// Clock is the seat's time left, in milliseconds.
	Clock *int64
	// Name is the player's display name, "" for none.
	Name *string
}

// ChatLine is one line of a game's chat.
type ChatLine struct {
	// Game is the game's id.
	Game string
	// N is the line's number: the count of lines stored before it. A line
	// whose N is not that count fails with ErrConflict.
	N int
	// Seat is the writer's seat, -1 for a spectator.
	Seat int
	// Name is the name shown with the line.
	Name string
	// Text is what was said.
	Text string
	// At is when it was said.
	At time.Time
}

// Truncate takes back the moves numbered Keep and after of a running game
// that has N moves stored, as if they had never been made (an undo): the
// game then has Keep moves and waits for ToMove; At is when. It fails with
// ErrConflict when the game has another number of moves, is over, or Keep
// is not below N, and with ErrNotFound when there is no such game.
type Truncate struct {
	Game   string
	N      int
	Keep   int
	ToMove int
	At     time.Time
}

// Notifier is implemented by stores shared by several processes: Listen
// calls f with a game id and its new number of moves after every append or
// truncate committed by any process (this one included), and with the game id and
// moves -1 after every change of its seats committed by any process (a
// claim, a seat opened to the lobby, a stand-in bot, a player leaving or
// taking their seat back, a clock set, a name), a chat line or a rematch
// of the game (the caller reads that game's seats and chat again), until
// ctx ends. It calls f with game "" and moves -1 whenever it starts
// listening, first and after a lost connection: notifications before that
// may be missed, so the caller refreshes all it holds.
type Notifier interface {
	Listen(ctx context.Context, f func(game string, moves int)) error
}

// Game is a stored game.
type Game struct {
	// ID is the game's unique id.
	ID string
	// Header is the game record without moves: game, versions, setup (with
	// the seed) and seat kinds.
	Header engine.Record
	// Seats has one entry per seat.
	Seats []Seat
	// AdminHash is the hex SHA-256 of the creator's admin token, which may
	// reissue a seat's link or open a seat to the lobby; empty for games
	// created before admin tokens.
	AdminHash string
	// Clock is the game's time control as the server encodes it (JSON);
	// nil for a game without a clock. The turn of the seat to move started
	// at Updated.
	Clock json.RawMessage
	// N is the number of stored moves.
	N int
	// ToMove is the seat the game waits for, -1 when over.
	ToMove int
	// Moves are the stored moves (Load only).
	Moves []engine.Move
	// Over is set by the append of the move that ended the game.
	Over bool
	// Result is the game's result as JSON once Over.
	Result json.RawMessage
	// Created and Updated are the times of creation and of the last move.
	Created, Updated time.Time
	// Rematch is the id of the game that replays this one with the same
	// seats, "" for none.
	Rematch string
	// RematchOf, in a Create, is the finished game this one is the rematch
	// of: the create also sets that game's Rematch, and fails with
	// ErrNotFound if it does not exist and ErrConflict if it has a rematch
	// already. Not read back.
	RematchOf string
}

// Seat is one seat of a stored game.
type Seat struct {
	// Kind is "human" or "bot:KIND".
	Kind string
	// TokenHash is the hex SHA-256 of a human seat's token; empty for bots.
	TokenHash string
	// Claimed is set once the seat is in use.
	Claimed bool
	// Lobby is set for a human seat its creator opened to the lobby: it has
	// no token until someone claims it.
	Lobby bool
	// Clock is the seat's time left in milliseconds when its turn starts
	// (games with a clock).
	Clock int64
	// StandIn is the bot kind playing for the seat's player, "" for none.
	StandIn string
	// LeftAt is when the seat's player left the game; zero if they did not.
	LeftAt time.Time
	// Name is the player's display name, "" for none.
	Name string
}

// Append is one move to store.
type Append struct {
	// Game is the game's id.
	Game string
	// N is the move's number: the count of moves stored before it.
	N int
	// Move is the seat and option.
	Move engine.Move
	// ToMove is the seat the game waits for after this move, -1 when over.
	ToMove int
	// Over and Result are set when this move ends the game.
	Over   bool
	Result json.RawMessage
	// At is when the move was made.
	At time.Time
	// Clock, when not nil, is the mover's time left after the move, in
	// milliseconds.
	Clock *int64
}

// Status selects games in List.
type Status string

// The statuses List filters by.
const (
	// All games.
	All Status = ""
	// Open games: not over, with a seat open to the lobby and unclaimed.
	Open Status = "open"
	// Running games: not over.
	Running Status = "running"
	// Finished games: over.
	Finished Status = "finished"
)

// Filter selects games in List.
type Filter struct {
	Status Status
	// Limit caps the number of games; 0 means 50.
	Limit int
}

// LimitOrDefault returns f.Limit, or 50 when it is not positive.
func (f Filter) LimitOrDefault() int {
	if f.Limit <= 0 {
		return 50
	}
	return f.Limit
}

// EncodeHeader encodes a record header for storage, without moves.
func EncodeHeader(h engine.Record) ([]byte, error) {
	h.Moves = nil
	h.Digest = ""
	h.Result = nil
	return json.Marshal(h)
}

// DecodeHeader decodes a header written by EncodeHeader.
func DecodeHeader(data []byte) (engine.Record, error) {
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		return engine.Record{}, err
	}
	return *rec, nil
}
