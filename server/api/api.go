package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"unicode/utf8"

	"wasteland/engine"
)

// Prefix is the path prefix of API v1.
const Prefix = "/api/v1"

// Code names an error class; it fixes the HTTP status and appears in error
// bodies and WebSocket error frames.
type Code string

// The error codes.
const (
	Invalid      Code = "invalid"
	Unauthorized Code = "unauthorized"
	Forbidden    Code = "forbidden"
	NotFound     Code = "not-found"
	NotYourTurn  Code = "not-your-turn"
	Stale        Code = "stale"
	Illegal      Code = "illegal"
	OtherVersion Code = "other-version"
	Internal     Code = "internal"
	Unavailable  Code = "unavailable"
	TooMany      Code = "too-many"
)

// statuses is the one table from code to HTTP status.
var statuses = map[Code]int{
	Invalid:      http.StatusBadRequest,
	Unauthorized: http.StatusUnauthorized,
	Forbidden:    http.StatusForbidden,
	NotFound:     http.StatusNotFound,
	NotYourTurn:  http.StatusConflict,
	Stale:        http.StatusConflict,
	Illegal:      http.StatusUnprocessableEntity,
	OtherVersion: http.StatusConflict,
	Internal:     http.StatusInternalServerError,
	Unavailable:  http.StatusServiceUnavailable,
	TooMany:      http.StatusTooManyRequests,
}

// Status is the HTTP status of c; an unknown code is a 500.
func (c Code) Status() int {
	if s, ok := statuses[c]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Error is an API error: a code, a message for the user, and the game's
// current move number where it helps the client resynchronize.
type Error struct {
	Code    Code   `json:"code"`
	Message string `json:"message"`
	N       *int   `json:"n,omitempty"`
}

// Error implements error.
func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// MaxMessage is the longest error message sent: whatever input an error
// quotes, its message is cut to this many bytes.
const MaxMessage = 240

// Clipped returns e with its message cut to MaxMessage bytes (at a rune
// boundary, marked with "…"); e itself is not changed.
func (e *Error) Clipped() *Error {
	if len(e.Message) <= MaxMessage {
		return e
	}
	c := *e
	c.Message = clip(e.Message, MaxMessage)
	return &c
}

// Errorf returns an *Error with code c.
func Errorf(c Code, format string, args ...any) *Error {
	return &Error{Code: c, Message: fmt.Sprintf(format, args...)}
}

// WithN returns a copy of e carrying the move number n.
func (e *Error) WithN(n int) *Error {
	c := *e
	c.N = &n
	return &c
}

// ErrorBody is the JSON body of an HTTP error.
type ErrorBody struct {
	Error *Error `json:"error"`
}

// Limits on what clients send.
const (
	// MaxBody is the largest request body or WebSocket message read.
	MaxBody = 64 << 10
	// MaxOption is the longest option id accepted.
	MaxOption = 256
	// MaxReq is the longest client request id.
	MaxReq = 64
)

// MoveRequest is a move sent over HTTP: the move number it expects and the
// option id.
type MoveRequest struct {
	N      int    `json:"n"`
	Option string `json:"option"`
}

// UndoRequest asks to take back the requester's last step: N is the move
// number the client saw, so that an undo never takes back a move the
// requester has not seen.
type UndoRequest struct {
	N int `json:"n"`
}

// Undo is a seat's undo as its state frame shows it: whether the seat may
// take its last step back now and, when not, the reason (one of
// engine.UndoReason) and the reason told in the frame's language.
type Undo struct {
	Allowed bool   `json:"allowed"`
	Reason  string `json:"reason,omitempty"`
	Text    string `json:"text,omitempty"`
}

// ClientFrame is a message a WebSocket client sends. Type is "move" (N
// and Option) or "chat" (Text, and Name for a spectator).
type ClientFrame struct {
	Type   string `json:"type"`
	Req    string `json:"req,omitempty"`
	N      int    `json:"n"`
	Option string `json:"option"`
	Text   string `json:"text,omitempty"`
	Name   string `json:"name,omitempty"`
}

// Frame types the server sends on a WebSocket.
const (
	TypeState = "state"
	TypeAck   = "ack"
	TypeError = "error"
	TypeMove  = "move"
	// TypeChat is a chat frame (ChatFrame), and a client's chat line.
	TypeChat    = "chat"
	TypeNames   = "names"
	TypeRematch = "rematch"
)

// Event is an engine event as sent to a client: the move number n that
// caused it and the engine's fields.
type Event struct {
	N       int             `json:"n"`
	Type    string          `json:"type"`
	To      engine.Seat     `json:"to"`
	Data    json.RawMessage `json:"data,omitempty"`
	Reveals bool            `json:"reveals,omitempty"`
	// Rules are the ids of the catalog rules that made the event happen
	// (engine.Event.Rules).
	Rules []string `json:"rules,omitempty"`
	// Text is the event told in words to the frame's seat, in the
	// language the client asked for (narrate).
	Text string `json:"text,omitempty"`
}

// Decision is the pending decision as a client sees it: Options only for
// the seat that decides.
type Decision struct {
	Seat   engine.Seat `json:"seat"`
	Prompt string      `json:"prompt"`
	// Text is the decision told to the frame's seat: whose turn, and what
	// is decided. The options' labels are told in the same language.
	Text    string          `json:"text,omitempty"`
	Options []engine.Option `json:"options,omitempty"`
}

// StateFrame is what a client needs to draw its seat's screen.
type StateFrame struct {
	Type     string          `json:"type"`
	Game     string          `json:"game"`
	Seat     engine.Seat     `json:"seat"`
	N        int             `json:"n"`
	Events   []Event         `json:"events"`
	View     json.RawMessage `json:"view"`
	Decision *Decision       `json:"decision,omitempty"`
	// ReadOnly, when set, says why the game takes no moves (a game of other
	// rules or content versions than the server's); no seat gets options.
	ReadOnly string `json:"read_only,omitempty"`
	// Commitment is the game's seed commitment (see Summary).
	Commitment string `json:"commitment,omitempty"`
	// Clock is the game's clock; nil for a game without one.
	Clock *ClockState `json:"clock,omitempty"`
	// Seats has one entry per seat: whether a bot stands in for its
	// player, or the player left (with or without a clock).
	Seats []SeatState `json:"seats,omitempty"`
	// Undo is the frame's seat's undo (seats of a running game only).
	Undo *Undo `json:"undo,omitempty"`
	// Reset is set on the frames sent after an undo: N may be lower than
	// the client's, and Events hold the whole visible log, which replaces
	// what the client holds.
	Reset bool `json:"reset,omitempty"`
	// Names are the seats' display names ("" for none); omitted when no
	// seat has one.
	Names []string `json:"names,omitempty"`
	// Rematch is the id of the finished game's rematch; omitted when none.
	Rematch string          `json:"rematch,omitempty"`
	Over    bool            `json:"over"`
	Result  json.RawMessage `json:"result"`
}

// AckFrame confirms that a move is durably stored as move number N.
type AckFrame struct {
	Type string `json:"type"`
	Req  string `json:"req"`
	N    int    `json:"n"`
}

// ErrorFrame is a refused request on a WebSocket.
type ErrorFrame struct {
	Type string `json:"type"`
	Req  string `json:"req"`
	Error
}

// ServerFrame is any frame the server sends, decoded by clients: Type says
// which fields are set.
type ServerFrame struct {
	StateFrame
	// Lines are a chat frame's lines.
	Lines   []ChatLine `json:"lines"`
	Req     string     `json:"req"`
	Code    Code       `json:"code"`
	Message string     `json:"message"`
}

// CreateRequest asks for a new game.
type CreateRequest struct {
	Game    string   `json:"game"`
	Variant string   `json:"variant,omitempty"`
	Players int      `json:"players"`
	Seats   []string `json:"seats"`
	// Lobby lists the human seats opened to the lobby: they get no link,
	// and anyone may claim them. The other human seats are the creator's
	// to hand out; no stranger can take them.
	Lobby []int `json:"lobby,omitempty"`
	// Clock is the game's time control; nil for none.
	Clock *Clock `json:"clock,omitempty"`
	// Seed is allowed only for a game with at most one human seat (the
	// caller's own) and none open to the lobby; it is shown as chosen.
	Seed    *uint64           `json:"seed,omitempty"`
	Options map[string]string `json:"options,omitempty"`
}

// SeatLink is a seat of a new or claimed game; Token and Link only for a
// human seat, and only in the answer to its creator or claimer.
type SeatLink struct {
	Seat  int    `json:"seat"`
	Kind  string `json:"kind"`
	Token string `json:"token,omitempty"`
	Link  string `json:"link,omitempty"`
}

// CreateResponse answers CreateRequest.
type CreateResponse struct {
	Game  *Summary   `json:"game"`
	Seats []SeatLink `json:"seats"`
	Watch string     `json:"watch"`
	// Admin is the creator's admin token: it reissues a seat's link and
	// opens an unclaimed seat to the lobby. Shown only here.
	Admin *AdminToken `json:"admin"`
}

// Clock is a game's time control, chosen at creation.
type Clock struct {
	// Mode is "realtime" (BaseSeconds for the game plus IncrementSeconds
	// per move) or "turn" (PerMoveSeconds per move; time not used goes to
	// a bank of at most BankSeconds).
	Mode             string `json:"mode"`
	BaseSeconds      int64  `json:"base_seconds,omitempty"`
	IncrementSeconds int64  `json:"increment_seconds,omitempty"`
	PerMoveSeconds   int64  `json:"per_move_seconds,omitempty"`
	BankSeconds      int64  `json:"bank_seconds,omitempty"`
	// BotAfterSeconds, when positive, lets a bot take a seat by itself
	// this long after its time ran out or its player left; otherwise a bot
	// takes it only when another player asks.
	BotAfterSeconds int64 `json:"bot_after_seconds,omitempty"`
	// Bot is the kind of the bot that stands in ("bot:greedy" when empty).
	Bot string `json:"bot,omitempty"`
}

// Clock modes.
const (
	RealTime  = "realtime"
	TurnBased = "turn"
)

// ClockState is a game's clock as every seat sees it.
type ClockState struct {
	Clock
	// NowMS is the server's time of this state (Unix milliseconds), for a
	// client whose own clock differs.
	NowMS int64 `json:"now_ms"`
	// Seats has one entry per seat.
	Seats []SeatClock `json:"seats"`
}

// SeatClock is one seat's clock.
type SeatClock struct {
	Seat int `json:"seat"`
	// LeftMS is the seat's time left at NowMS.
	LeftMS int64 `json:"left_ms"`
	// DeadlineMS is when the time of the seat to move runs out (Unix
	// milliseconds); 0 for the others.
	DeadlineMS int64 `json:"deadline_ms,omitempty"`
	// TimedOut is set while the seat to move is past its deadline.
	TimedOut bool `json:"timed_out,omitempty"`
	// StandIn is the bot playing for the seat's player.
	StandIn string `json:"stand_in,omitempty"`
	// Left is set when the seat's player left the game.
	Left bool `json:"left,omitempty"`
}

// SeatState is what every seat sees of a seat's player.
type SeatState struct {
	Seat int `json:"seat"`
	// StandIn is the bot playing for the seat's player, "" for none.
	StandIn string `json:"stand_in,omitempty"`
	// Left is set when the seat's player left the game.
	Left bool `json:"left,omitempty"`
}

// AdminToken is a game's admin token as given to its creator.
type AdminToken struct {
	Token string `json:"token"`
}

// SeatSummary is a seat in a summary.
type SeatSummary struct {
	Seat    int    `json:"seat"`
	Kind    string `json:"kind"`
	Claimed bool   `json:"claimed"`
	// Lobby is set for a human seat open to the lobby.
	Lobby bool `json:"lobby,omitempty"`
	// Name is the player's display name, omitted when none.
	Name string `json:"name,omitempty"`
}

// Summary describes a game in the lobby; it reveals nothing hidden.
type Summary struct {
	ID      string          `json:"id"`
	Game    string          `json:"game"`
	Variant string          `json:"variant"`
	Players int             `json:"players"`
	Seats   []SeatSummary   `json:"seats"`
	N       int             `json:"n"`
	ToMove  int             `json:"to_move"`
	Over    bool            `json:"over"`
	Result  json.RawMessage `json:"result"`
	// Rules and Content are the versions the game is played under.
	Rules   string `json:"rules"`
	Content string `json:"content"`
	// ReadOnly, when set, says why the game takes no more moves: it was
	// played under other rules or content versions than the server has.
	ReadOnly string `json:"read_only,omitempty"`
	// Commitment is the hex SHA-256 that binds the game to its seed (see
	// engine.SeedCommitment); empty for games created before commitments.
	Commitment string `json:"commitment,omitempty"`
	// SeedChosen is set when the creator chose the seed.
	SeedChosen bool `json:"seed_chosen,omitempty"`
	// Clock is the game's clock; nil for a game without one.
	Clock *ClockState `json:"clock,omitempty"`
	// Seed and SeedSecret are revealed once the game is over: with them
	// anyone recomputes the commitment.
	Seed       string `json:"seed,omitempty"`
	SeedSecret string `json:"seed_secret,omitempty"`
	// Rematch is the id of the game that replays this finished one with
	// the same seats; omitted when none.
	Rematch string `json:"rematch,omitempty"`
	Created string `json:"created"`
	Updated string `json:"updated"`
}

// ListResponse answers a game list.
type ListResponse struct {
	Games []*Summary `json:"games"`
}

// MineRequest names the seat links a client holds: each a game and the
// seat's token.
type MineRequest struct {
	Seats []MySeat `json:"seats"`
}

// MySeat is one seat link: a game id and a token.
type MySeat struct {
	Game  string `json:"game"`
	Token string `json:"token"`
}

// MineResponse lists the games of the seat links that are seats.
type MineResponse struct {
	Games []MyGame `json:"games"`
}

// MyGame is a game of a seat link: the seat and the game's summary.
type MyGame struct {
	Seat int      `json:"seat"`
	Game *Summary `json:"game"`
}

// DecodeMine decodes a my-games request.
func DecodeMine(data []byte) (MineRequest, error) {
	var m MineRequest
	if err := decodeStrict(data, &m); err != nil {
		return MineRequest{}, err
	}
	return m, nil
}

// EventsResponse answers an events request.
type EventsResponse struct {
	N      int     `json:"n"`
	Events []Event `json:"events"`
}

// CatalogGame is a game the server plays.
type CatalogGame struct {
	Name       string `json:"name"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	// Variants lists the game's variants besides the standard one ("");
	// omitted when it has none.
	Variants []string `json:"variants,omitempty"`
	// Options are the setup options the game offers from a fixed list
	// (engine.OptionLister), such as Fallout's scenarios; a create request
	// sets them in its options.
	Options []engine.SetupOption `json:"options,omitempty"`
	// Modes are the ways to play the game the lobby offers, each a variant
	// with its player counts: "base" (the standard game for two or more),
	// "solo" (the standard game alone, for a game that has solo rules) and
	// one per variant.
	Modes []Mode `json:"modes"`
}

// Mode is a way to play a game: its id (for the page's words, ui.mode.ID),
// the variant a create request sends, and its player counts.
type Mode struct {
	ID         string `json:"id"`
	Variant    string `json:"variant"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
}

// Catalog lists the games and seat kinds.
type Catalog struct {
	Games     []CatalogGame `json:"games"`
	SeatKinds []string      `json:"seat_kinds"`
}

// decodeStrict decodes exactly one JSON object into v, refusing unknown
// fields, trailing data and oversized input.
func decodeStrict(data []byte, v any) error {
	if len(data) > MaxBody {
		return Errorf(Invalid, "request larger than %d bytes", MaxBody)
	}
	if !utf8.Valid(data) {
		return Errorf(Invalid, "request is not UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Errorf(Invalid, "bad JSON: %s", clip(err.Error(), 120))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Errorf(Invalid, "bad JSON: data after the object")
	}
	if key, ok := duplicateKey(data); ok {
		return Errorf(Invalid, "bad JSON: key %q appears twice in an object", clip(key, 64))
	}
	return nil
}

// duplicateKey returns a key that appears twice in one object of the
// valid JSON data.
func duplicateKey(data []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	// keys[i] holds the keys seen in the i-th open container, nil for an
	// array; wantKey[i] says whether its next string token is a key.
	var keys []map[string]bool
	var wantKey []bool
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		top := len(keys) - 1
		isKey := top >= 0 && keys[top] != nil && wantKey[top]
		if top >= 0 && keys[top] != nil {
			wantKey[top] = !wantKey[top]
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{':
				keys, wantKey = append(keys, map[string]bool{}), append(wantKey, true)
			case '[':
				keys, wantKey = append(keys, nil), append(wantKey, false)
			default:
				keys, wantKey = keys[:top], wantKey[:top]
			}
		case string:
			if isKey {
				if keys[top][t] {
					return t, true
				}
				keys[top][t] = true
			}
		}
	}
}

func checkMove(n int, option string) error {
	if n < 0 {
		return Errorf(Invalid, "move number n must be 0 or more")
	}
	if option == "" || len(option) > MaxOption {
		return Errorf(Invalid, "option must be 1 to %d bytes", MaxOption)
	}
	return nil
}

// hasKeys reports whether data is a JSON object holding every key.
func hasKeys(data []byte, keys ...string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	for _, k := range keys {
		if v, ok := m[k]; !ok || string(v) == "null" {
			return false
		}
	}
	return true
}

// DecodeMove decodes the body of an HTTP move. Errors are *Error with code
// Invalid.
func DecodeMove(data []byte) (MoveRequest, error) {
	var m MoveRequest
	if err := decodeStrict(data, &m); err != nil {
		return MoveRequest{}, err
	}
	if !hasKeys(data, "n", "option") {
		return MoveRequest{}, Errorf(Invalid, "a move needs n and option")
	}
	if err := checkMove(m.N, m.Option); err != nil {
		return MoveRequest{}, err
	}
	return m, nil
}

// DecodeUndo decodes the body of an undo. Errors are *Error with code
// Invalid.
func DecodeUndo(data []byte) (UndoRequest, error) {
	var u UndoRequest
	if err := decodeStrict(data, &u); err != nil {
		return UndoRequest{}, err
	}
	if !hasKeys(data, "n") || u.N < 0 {
		return UndoRequest{}, Errorf(Invalid, "an undo needs the move number n (0 or more)")
	}
	return u, nil
}

// DecodeClientFrame decodes a WebSocket message from a client. Errors are
// *Error with code Invalid.
func DecodeClientFrame(data []byte) (ClientFrame, error) {
	f, moveKeys, ok := plainClientFrame(data)
	if !ok {
		if err := decodeStrict(data, &f); err != nil {
			return ClientFrame{}, err
		}
		moveKeys = hasKeys(data, "n", "option")
	}
	if len(f.Req) > MaxReq {
		return ClientFrame{}, Errorf(Invalid, "req longer than %d bytes", MaxReq)
	}
	if f.Type == TypeChat {
		if f.Text == "" || f.N != 0 || f.Option != "" {
			return ClientFrame{Req: f.Req}, Errorf(Invalid, "a chat line has text (and a spectator's a name) and no n or option")
		}
		return f, nil
	}
	if f.Type != TypeMove {
		return ClientFrame{Req: f.Req}, Errorf(Invalid, "unknown frame type %q", clip(f.Type, 64))
	}
	if f.Text != "" || f.Name != "" {
		return ClientFrame{Req: f.Req}, Errorf(Invalid, "a move has no text or name")
	}
	if !moveKeys {
		return ClientFrame{Req: f.Req}, Errorf(Invalid, "a move needs n and option")
	}
	if err := checkMove(f.N, f.Option); err != nil {
		return ClientFrame{Req: f.Req}, err
	}
	return f, nil
}

// plainClientFrame decodes the frames clients send every move without
// encoding/json's four passes (decode, trailing data, duplicate keys, the
// keys present): a flat object of ClientFrame's keys as written, each at
// most once, strings without escapes or control characters, n a whole
// number. ok is false for anything else, which decodeStrict judges; when
// ok, f is what decodeStrict decodes, and moveKeys says whether n and
// option are both there.
func plainClientFrame(data []byte) (f ClientFrame, moveKeys bool, ok bool) {
	if len(data) > MaxBody || !utf8.Valid(data) {
		return ClientFrame{}, false, false
	}
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return ClientFrame{}, false, false
	}
	i = skipSpace(data, i+1)
	seen := map[string]bool{}
	for first := true; ; first = false {
		if i < len(data) && data[i] == '}' && first {
			break
		}
		key, next, ok := plainString(data, i)
		if !ok {
			return ClientFrame{}, false, false
		}
		i = skipSpace(data, next)
		if i >= len(data) || data[i] != ':' {
			return ClientFrame{}, false, false
		}
		i = skipSpace(data, i+1)
		if !clientKeys[key] || seen[key] {
			return ClientFrame{}, false, false
		}
		seen[key] = true
		if key == "n" {
			j := i
			if j < len(data) && data[j] == '-' {
				j++
			}
			digits := j
			for j < len(data) && data[j] >= '0' && data[j] <= '9' {
				j++
			}
			if j == digits || j-digits > 18 || (data[digits] == '0' && j-digits > 1) {
				return ClientFrame{}, false, false
			}
			f.N, _ = strconv.Atoi(string(data[i:j]))
			i = j
		} else {
			v, next, ok := plainString(data, i)
			if !ok {
				return ClientFrame{}, false, false
			}
			switch key {
			case "type":
				f.Type = v
			case "req":
				f.Req = v
			case "option":
				f.Option = v
			case "text":
				f.Text = v
			case "name":
				f.Name = v
			}
			i = next
		}
		i = skipSpace(data, i)
		if i < len(data) && data[i] == ',' {
			i = skipSpace(data, i+1)
			continue
		}
		if i < len(data) && data[i] == '}' {
			break
		}
		return ClientFrame{}, false, false
	}
	if skipSpace(data, i+1) != len(data) {
		return ClientFrame{}, false, false
	}
	return f, seen["n"] && seen["option"], true
}

// clientKeys are the keys of a ClientFrame.
var clientKeys = map[string]bool{"type": true, "req": true, "n": true, "option": true, "text": true, "name": true}

// plainString reads the JSON string at i when it has no escapes and no
// control characters; next is the index past it.
func plainString(data []byte, i int) (s string, next int, ok bool) {
	if i >= len(data) || data[i] != '"' {
		return "", 0, false
	}
	for j := i + 1; j < len(data); j++ {
		switch c := data[j]; {
		case c == '"':
			return string(data[i+1 : j]), j + 1, true
		case c == '\\' || c < 0x20:
			return "", 0, false
		}
	}
	return "", 0, false
}

// skipSpace returns the index of the first byte at or after i that is
// not JSON white space.
func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// DecodeCreate decodes a create request and checks its shape (the server
// checks the game and kinds).
func DecodeCreate(data []byte) (CreateRequest, error) {
	var c CreateRequest
	if err := decodeStrict(data, &c); err != nil {
		return CreateRequest{}, err
	}
	if c.Game == "" {
		return CreateRequest{}, Errorf(Invalid, "game is required")
	}
	if c.Players < 1 || c.Players > 16 || len(c.Seats) != c.Players {
		return CreateRequest{}, Errorf(Invalid, "players must be 1 to 16 and seats must list one kind per player")
	}
	return c, nil
}

// clip shortens untrusted text quoted back in an error to at most max
// bytes, cutting at a rune boundary and marking the cut with "…".
func clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max - len("…")
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// Limits on what people say and are called.
const (
	// MaxName is the longest display name, in characters.
	MaxName = 24
	// MaxChat is the longest chat line, in characters.
	MaxChat = 500
)

// NameRequest sets a seat's display name; "" clears it.
type NameRequest struct {
	Name string `json:"name"`
}

// ChatRequest is a chat line sent over HTTP. Name is the name a spectator
// writes under (a seat writes under its seat's name and sends none).
type ChatRequest struct {
	Text string `json:"text"`
	Name string `json:"name,omitempty"`
}

// ChatLine is a line of a game's chat as clients see it: its number, the
// writer's seat (-1 for a spectator), the name shown with it, the text
// and when it was said (RFC 3339).
type ChatLine struct {
	N    int    `json:"n"`
	Seat int    `json:"seat"`
	Name string `json:"name"`
	Text string `json:"text"`
	At   string `json:"at"`
}

// ChatFrame carries chat lines: the game's history on connecting, then
// each new line. Type is "chat". It also answers GET .../chat.
type ChatFrame struct {
	Type  string     `json:"type"`
	Lines []ChatLine `json:"lines"`
}

// NamesFrame carries every seat's display name ("" for none) whenever one
// changes. Type is "names".
type NamesFrame struct {
	Type  string   `json:"type"`
	Names []string `json:"names"`
}

// RematchFrame tells everyone watching a finished game that its rematch
// exists: a seat gets its own link with POST .../rematch. Type is
// "rematch".
type RematchFrame struct {
	Type string `json:"type"`
	Game string `json:"game"`
}

// RematchResponse answers a rematch request: the new game and the
// requesting seat's link to it.
type RematchResponse struct {
	Game *Summary `json:"game"`
	Seat SeatLink `json:"seat"`
}

// DecodeName decodes a name request (the server checks the name).
func DecodeName(data []byte) (NameRequest, error) {
	var n NameRequest
	if err := decodeStrict(data, &n); err != nil {
		return NameRequest{}, err
	}
	if !hasKeys(data, "name") {
		return NameRequest{}, Errorf(Invalid, "a name request needs name")
	}
	return n, nil
}

// DecodeChat decodes a chat request (the server checks the text).
func DecodeChat(data []byte) (ChatRequest, error) {
	var c ChatRequest
	if err := decodeStrict(data, &c); err != nil {
		return ChatRequest{}, err
	}
	if !hasKeys(data, "text") {
		return ChatRequest{}, Errorf(Invalid, "a chat line needs text")
	}
	return c, nil
}
