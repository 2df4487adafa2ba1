package server_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"wasteland/engine"
	"wasteland/internal/toygame"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/store/storetest"
)

// storeOldGame stores a toy game of 2 human seats (tokens tok0 and tok1)
// whose header says it was played under rules toy-0, with the given moves
// (all of them when moves is negative), as an older server would have left
// it.
func storeOldGame(t *testing.T, h *harness, id string, moves int, extra ...string) *store.Game {
	t.Helper()
	st, r, _, err := engine.Start(toygame.Game{}, engine.Setup{Players: 2, Seed: 11}, []string{"human", "human"})
	if err != nil {
		t.Fatal(err)
	}
	hdr := *r.Record(st)
	hdr.Rules = "toy-0"
	now := time.Now()
	sg := &store.Game{ID: id, Header: hdr, ToMove: int(st.ToMove()), Created: now, Updated: now}
	for _, tok := range []string{"tok0", "tok1"} {
		sum := sha256.Sum256([]byte(tok))
		sg.Seats = append(sg.Seats, store.Seat{Kind: "human", TokenHash: hex.EncodeToString(sum[:]), Claimed: true})
	}
	ctx := ctxT(t)
	if err := storetest.Create(ctx, h.st, sg); err != nil {
		t.Fatal(err)
	}
	var ms []engine.Move
	for n := 0; !st.Over() && n != moves; n++ {
		d := engine.DecisionOf(st)
		ms = append(ms, engine.Move{Seat: d.Seat, Option: d.Options[0].ID})
		if _, err := engine.Apply(st, d.Seat, d.Options[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	for _, o := range extra {
		ms = append(ms, engine.Move{Seat: st.ToMove(), Option: o})
	}
	for n, m := range ms {
		a := store.Append{Game: id, N: n, Move: m, ToMove: int(st.ToMove()), At: now}
		if n == len(ms)-1 && st.Over() {
			res, _ := json.Marshal(st.Result())
			a.Over, a.Result = true, res
		}
		if err := storetest.AppendMove(ctx, h.st, a); err != nil {
			t.Fatal(err)
		}
	}
	sg.Moves = ms
	return sg
}

// TestGameOfOtherRulesIsReadOnly: a stored game whose header names other
// rules than the server's stays readable (summary, state, events, record,
// replay positions) and refuses every move with other-version, which says
// which versions the game needs and which the server has.
func TestGameOfOtherRulesIsReadOnly(t *testing.T) {
	h := newHarness(t)
	storeOldGame(t, h, "running", 3)
	const needs = "played under toy rules toy-0 and content toy-1; this server has rules toy-1 and content toy-1"

	code, data := h.do("GET", "/api/v1/games/running", "", nil)
	var sum api.Summary
	mustJSON(t, data, &sum)
	if code != http.StatusOK || sum.N != 3 || sum.Rules != "toy-0" || !strings.Contains(sum.ReadOnly, needs) {
		t.Fatalf("summary %d: %s", code, data)
	}
	code, data = h.do("GET", "/api/v1/games?status=running", "", nil)
	if code != http.StatusOK || !strings.Contains(string(data), needs) {
		t.Fatalf("list %d: %s", code, data)
	}

	mover := "tok0"
	code, data = h.do("GET", "/api/v1/games/running/state?since=0", mover, nil)
	var f api.StateFrame
	mustJSON(t, data, &f)
	if f.Decision != nil && f.Decision.Seat == 1 {
		mover = "tok1"
		code, data = h.do("GET", "/api/v1/games/running/state?since=0", mover, nil)
		mustJSON(t, data, &f)
	}
	if code != http.StatusOK || f.N != 3 || len(f.Events) == 0 || !strings.Contains(f.ReadOnly, needs) {
		t.Fatalf("state %d: %s", code, data)
	}
	if f.Decision == nil || len(f.Decision.Options) != 0 {
		t.Fatalf("the seat to move of a read-only game is offered options: %s", data)
	}
	code, data = h.do("GET", "/api/v1/games/running/events", "", nil)
	if code != http.StatusOK || !strings.Contains(string(data), `"type":"played"`) {
		t.Fatalf("events %d: %s", code, data)
	}

	st, _ := toygame.Game{}.New(engine.Setup{Players: 2, Seed: 11}, nil)
	sg, _ := h.st.Load(ctxT(t), "running")
	for _, m := range sg.Moves {
		if _, err := engine.Apply(st, m.Seat, m.Option); err != nil {
			t.Fatal(err)
		}
	}
	legal := engine.DecisionOf(st).Options[0].ID
	code, data = h.do("POST", "/api/v1/games/running/moves", mover, api.MoveRequest{N: 3, Option: legal})
	e := apiError(t, data)
	if code != http.StatusConflict || e.Code != api.OtherVersion || !strings.Contains(e.Message, needs) || e.N == nil || *e.N != 3 {
		t.Fatalf("move in a game of other rules: %d %s", code, data)
	}
	if after, _ := h.st.Load(ctxT(t), "running"); after.N != 3 {
		t.Fatalf("a refused move was stored: %d moves", after.N)
	}

	finished := storeOldGame(t, h, "finished", -1)
	code, data = h.do("GET", "/api/v1/games/finished/record", "", nil)
	rec, err := engine.DecodeRecord(data)
	if code != http.StatusOK || err != nil {
		t.Fatalf("record %d %v: %s", code, err, data)
	}
	if rec.Rules != "toy-0" || rec.Content != "toy-1" || rec.Digest != "" || rec.Result == nil || len(rec.Moves) != len(finished.Moves) {
		t.Fatalf("the record of a game of other rules is not the stored one: %s", data)
	}
	if _, _, err := engine.Replay(toygame.Game{}, rec); err == nil || !strings.Contains(err.Error(), "needs rules toy-0") {
		t.Fatalf("replaying the record here: %v", err)
	}
	code, data = h.do("GET", "/api/v1/games/finished/state?at=2", "", nil)
	if code != http.StatusOK {
		t.Fatalf("replay position %d: %s", code, data)
	}

	// A stored move that does not replay under this server's rules stops the
	// game before it; the game still loads, read-only.
	storeOldGame(t, h, "stuck", 1, "knock:twice")
	code, data = h.do("GET", "/api/v1/games/stuck", "", nil)
	mustJSON(t, data, &sum)
	if code != http.StatusOK || sum.N != 1 || sum.ReadOnly == "" {
		t.Fatalf("summary of a game whose stored move does not replay: %d %s", code, data)
	}
}
