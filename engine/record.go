package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"wasteland/engine/jsontext"
)

// RecordFormat is the version of the record layout written by this build.
// Older formats are migrated on read; newer ones are refused.
//
// Format 2 writes the setup's seed as a decimal string ("seed":
// "18446744073709551615"): a seed is any uint64, and JSON readers that hold
// numbers as float64 (JavaScript, jq) rounded format 1's bare numbers above
// 2^53, so a record that passed through them replayed another game. Its
// digest covers the whole event log: the setup's events and every move's
// DecisionEvent included. Format 1's digest covered less, so no build since
// can check it; migrating drops it (see docs/adr/003-versions.md).
const RecordFormat = 2

// Record is a whole game: a header and the ordered choices. Replaying it
// reproduces every event; Digest and Result let a replay prove that.
type Record struct {
	Format  int    `json:"format"`
	Game    string `json:"game"`
	Rules   string `json:"rules"`
	Content string `json:"content"`
	Setup   Setup  `json:"setup"`
	// Seats names who played each seat, such as "human" or "bot:greedy".
	Seats []string `json:"seats,omitempty"`
	Moves []Move   `json:"moves"`
	// Digest is the SHA-256 of the full event log (every audience) in hex.
	Digest string `json:"digest,omitempty"`
	// Result is set when the game is over.
	Result *Result `json:"result,omitempty"`
	// Commitment, when set, binds the game to its seed (games of the
	// server); its Secret is revealed with the record of a finished game.
	Commitment *SeedCommitment `json:"commitment,omitempty"`
}

// Move is one choice: the seat and the option id it chose.
type Move struct {
	Seat   Seat   `json:"seat"`
	Option string `json:"option"`
	// By names who chose for the seat when it was not the seat's own
	// player: a bot that stood in for a player who ran out of time or left
	// (such as "bot:greedy"). Empty for the seat's own choice.
	By string `json:"by,omitempty"`
}

// migrations[v] upgrades a record of format v to format v+1, in place on the
// decoded JSON object.
var migrations = map[int]func(map[string]json.RawMessage) error{
	1: fromFormat1,
}

// fromFormat1 migrates format 1 to 2: the setup's seed, a JSON number,
// becomes a decimal string, read as text so that no digit of a seed above
// 2^53 is lost on the way; the digest, taken over an event log without the
// decision events, is dropped (the moves and the result are still checked).
func fromFormat1(raw map[string]json.RawMessage) error {
	delete(raw, "digest")
	setupJSON, ok := raw["setup"]
	if !ok || string(setupJSON) == "null" {
		return nil
	}
	var setup map[string]json.RawMessage
	if err := json.Unmarshal(setupJSON, &setup); err != nil {
		return fmt.Errorf("setup is not an object: %v", err)
	}
	seed, ok := setup["seed"]
	if !ok {
		return nil
	}
	n, err := strconv.ParseUint(string(seed), 10, 64)
	if err != nil {
		return fmt.Errorf("setup seed %s is not a whole number from 0 to 2^64-1", clip(string(seed)))
	}
	setup["seed"] = json.RawMessage(strconv.Quote(strconv.FormatUint(n, 10)))
	b, err := json.Marshal(setup)
	if err != nil {
		return err
	}
	raw["setup"] = b
	return nil
}

// DecodeRecord parses a record, migrating older formats. It rejects unknown
// fields, newer formats and records without a game.
func DecodeRecord(data []byte) (*Record, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, Invalidf("record is not a JSON object: %s", jsontext.Explain(err, data))
	}
	var format int
	if err := json.Unmarshal(raw["format"], &format); err != nil || format < 1 {
		return nil, Invalidf("record has no valid format number")
	}
	if format > RecordFormat {
		return nil, Invalidf("record format %d is newer than this build reads (%d)", format, RecordFormat)
	}
	for v := format; v < RecordFormat; v++ {
		m, ok := migrations[v]
		if !ok {
			return nil, Invalidf("no migration from record format %d", v)
		}
		if err := m(raw); err != nil {
			return nil, Invalidf("migrating record format %d: %v", v, err)
		}
	}
	raw["format"] = json.RawMessage(fmt.Sprint(RecordFormat))
	upgraded, err := json.Marshal(raw)
	if err != nil {
		return nil, Invalidf("record: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(upgraded))
	dec.DisallowUnknownFields()
	var r Record
	if err := dec.Decode(&r); err != nil {
		return nil, Invalidf("record: %s", jsontext.Explain(err, upgraded))
	}
	if r.Game == "" {
		return nil, Invalidf("record names no game")
	}
	for i, m := range r.Moves {
		if m.Seat < 0 || int(m.Seat) >= r.Setup.Players {
			return nil, Invalidf("record move %d: seat %d out of range", i+1, m.Seat)
		}
	}
	return &r, nil
}

// Encode writes the record as indented JSON.
func (r *Record) Encode() ([]byte, error) { return json.MarshalIndent(r, "", " ") }

// Digest hashes an event log; two logs have equal digests exactly when their
// JSON lines are equal.
type Digest struct{ buf []byte }

// Add appends events to the hashed log.
func (d *Digest) Add(evs []Event) error {
	for _, e := range evs {
		line, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("event %s: %w", e.Type, err)
		}
		d.buf = append(d.buf, line...)
		d.buf = append(d.buf, '\n')
	}
	return nil
}

// Sum returns the hex SHA-256 of everything added.
func (d *Digest) Sum() string {
	s := sha256.Sum256(d.buf)
	return hex.EncodeToString(s[:])
}

// Replay re-runs rec on g and returns the final state and every event, the
// setup's first. It fails with a *VersionError when the record was played
// under other rules or content than g has (a replay would play another
// game), with ErrReplay when the record's game, digest or result differ
// from what the replay produces, and with a RuleError when a move is not
// legal where it stands.
func Replay(g Game, rec *Record) (State, []Event, error) {
	if rec.Game != g.Name() {
		return nil, nil, fmt.Errorf("%w: record is for %q, not %q", ErrReplay, rec.Game, g.Name())
	}
	if err := CheckVersions(g, rec); err != nil {
		return nil, nil, err
	}
	var setupEvents Recorder
	st, err := g.New(rec.Setup, &setupEvents)
	if err != nil {
		return nil, nil, err
	}
	all := setupEvents.Events
	for i, m := range rec.Moves {
		evs, err := Apply(st, m.Seat, m.Option)
		if err != nil {
			return nil, nil, fmt.Errorf("move %d (%s by seat %d): %w", i+1, m.Option, m.Seat, err)
		}
		all = append(all, evs...)
	}
	if rec.Digest != "" {
		var d Digest
		if err := d.Add(all); err != nil {
			return nil, nil, err
		}
		if got := d.Sum(); got != rec.Digest {
			return nil, nil, fmt.Errorf("%w: event log digest %s, record says %s", ErrReplay, got, rec.Digest)
		}
	}
	if rec.Result != nil {
		if !st.Over() {
			return nil, nil, fmt.Errorf("%w: record has a result but the game is not over after %d moves", ErrReplay, len(rec.Moves))
		}
		want, got := canonicalJSON(rec.Result), canonicalJSON(st.Result())
		if !bytes.Equal(want, got) {
			return nil, nil, fmt.Errorf("%w: result %s, record says %s", ErrReplay, got, want)
		}
	}
	return st, all, nil
}

// Recording builds a record while a game is played.
type Recording struct {
	rec    Record
	digest Digest
}

// Start makes a game of g from setup and starts its record: it returns the
// initial state, the recording, whose digest begins with the setup's
// events, and those events. seats names who plays each seat.
func Start(g Game, setup Setup, seats []string) (State, *Recording, []Event, error) {
	var setupEvents Recorder
	st, err := g.New(setup, &setupEvents)
	if err != nil {
		return nil, nil, nil, err
	}
	r := &Recording{rec: Record{
		Format: RecordFormat, Game: g.Name(), Rules: g.RulesVersion(),
		Content: g.ContentVersion(), Setup: setup, Seats: seats, Moves: []Move{},
	}}
	if err := r.digest.Add(setupEvents.Events); err != nil {
		return nil, nil, nil, err
	}
	return st, r, setupEvents.Events, nil
}

// Add appends a played move and its events.
func (r *Recording) Add(seat Seat, option string, evs []Event) error {
	r.rec.Moves = append(r.rec.Moves, Move{Seat: seat, Option: option})
	return r.digest.Add(evs)
}

// Truncate drops moves after the first n; the digest restarts from evs,
// which must be the setup's events and those of the n moves.
func (r *Recording) Truncate(n int, evs []Event) error {
	if n < 0 || n > len(r.rec.Moves) {
		return errors.New("truncate out of range")
	}
	r.rec.Moves = r.rec.Moves[:n]
	r.digest = Digest{}
	return r.digest.Add(evs)
}

// Record returns the record so far, with digest, and the result if st is over.
func (r *Recording) Record(st State) *Record {
	out := r.rec
	out.Moves = append([]Move(nil), r.rec.Moves...)
	out.Digest = r.digest.Sum()
	if st.Over() {
		res := st.Result()
		out.Result = &res
	}
	return &out
}

// canonicalJSON encodes v with object keys sorted, so a decoded record and a
// fresh result compare equal when their contents are.
func canonicalJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var generic any
	if err := json.Unmarshal(b, &generic); err != nil {
		return nil
	}
	out, _ := json.Marshal(generic)
	return out
}
