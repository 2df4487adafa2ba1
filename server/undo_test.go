package server_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"wasteland/server/api"
	"wasteland/store/storetest"
)

// undoFrame is what a test reads of a frame about undo.
type undoFrame struct {
	N     int       `json:"n"`
	Reset bool      `json:"reset"`
	Undo  *api.Undo `json:"undo"`
}

func decodeUndoFrame(t *testing.T, data []byte) undoFrame {
	t.Helper()
	var f undoFrame
	mustJSON(t, data, &f)
	return f
}

// mustMove plays option in game id for token over HTTP at move n.
func (h *harness) mustMove(id, token string, n int, option string) {
	h.t.Helper()
	if code, data := h.do("POST", "/api/v1/games/"+id+"/moves", token, api.MoveRequest{N: n, Option: option}); code != http.StatusOK {
		h.t.Fatalf("move %s at %d: %d %s", option, n, code, data)
	}
}

// A seat takes back its own step that revealed nothing; every watcher gets
// a fresh frame marked reset, and the store keeps only the moves before it.
func TestUndoOwnStep(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 1, "human", "human")
	tok0, tok1 := cr.Seats[0].Token, cr.Seats[1].Token
	watcher := dial(t, h.ts.URL, cr.Game.ID, tok1, 0)
	watcher.mustRead()
	h.mustMove(cr.Game.ID, tok0, 0, "knock")
	watcher.mustRead()

	code, data := h.do("POST", "/api/v1/games/"+cr.Game.ID+"/undo", tok0, map[string]int{"n": 1})
	if code != http.StatusOK {
		t.Fatalf("undo: %d %s", code, data)
	}
	if f := decodeUndoFrame(t, data); f.N != 0 || !f.Reset || f.Undo == nil || f.Undo.Allowed || f.Undo.Reason != "no-step" {
		t.Errorf("undo answer: %+v", f)
	}
	if f := decodeUndoFrame(t, watcher.mustRead().raw); f.N != 0 || !f.Reset {
		t.Errorf("the other seat's frame after the undo: %+v", f)
	}
	g, err := h.st.Load(ctxT(t), cr.Game.ID)
	if err != nil || g.N != 0 || len(g.Moves) != 0 || g.ToMove != 0 {
		t.Fatalf("stored after undo: %+v %v", g, err)
	}
	// The game goes on from there.
	h.mustMove(cr.Game.ID, tok0, 0, "knock")
}

// Undo is refused, with the reason told in the request's language, after
// a step that revealed something, after another person acted, in a game
// on a clock, and for a stale move number, a spectator or a bad token;
// nothing changes.
func TestUndoRefused(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 1, "human", "human")
	id := cr.Game.ID
	tok0, tok1 := cr.Seats[0].Token, cr.Seats[1].Token
	undo := "/api/v1/games/" + id + "/undo"

	_, data := h.do("GET", "/api/v1/games/"+id+"/state", tok0, nil)
	var hand struct {
		View struct {
			Hand []int `json:"hand"`
		} `json:"view"`
	}
	mustJSON(t, data, &hand)
	card := hand.View.Hand[0]
	h.mustMove(id, tok0, 0, "play:"+strconv.Itoa(card))
	_, data = h.do("GET", "/api/v1/games/"+id+"/state?lang=de", tok0, nil)
	if f := decodeUndoFrame(t, data); f.Undo == nil || f.Undo.Allowed || f.Undo.Reason != "revealed" || !strings.Contains(f.Undo.Text, "Dein letzter Schritt") {
		t.Errorf("frame after a reveal: %+v", f.Undo)
	}
	h.mustMove(id, tok1, 1, "knock")
	tests := []struct {
		name, path, token string
		body              any
		code              api.Code
		text              string
	}{
		{"another person acted", undo, tok0, map[string]int{"n": 2}, api.Forbidden, "Blue has acted since"},
		{"in German", undo + "?lang=de", tok0, map[string]int{"n": 2}, api.Forbidden, "Blau hat seitdem gehandelt"},
		{"stale", undo, tok1, map[string]int{"n": 1}, api.Stale, "not 1"},
		{"spectator", undo, "", map[string]int{"n": 2}, api.Unauthorized, "token"},
		{"bad token", undo, "nope", map[string]int{"n": 2}, api.Forbidden, "not a seat"},
		{"no n", undo, tok1, map[string]string{}, api.Invalid, "move number"},
	}
	for _, tt := range tests {
		code, data := h.do("POST", tt.path, tt.token, tt.body)
		e := apiError(t, data)
		if code != tt.code.Status() || e.Code != tt.code || !strings.Contains(e.Message, tt.text) {
			t.Errorf("%s: %d %+v, want %s with %q", tt.name, code, e, tt.code, tt.text)
		}
	}
	if g, err := h.st.Load(ctxT(t), id); err != nil || g.N != 2 {
		t.Fatalf("a refused undo changed the game: %+v %v", g, err)
	}

	// A game on a clock: time spent cannot be given back.
	req := api.CreateRequest{Game: "toy", Players: 2, Seats: []string{"human", "human"},
		Clock: &api.Clock{Mode: "turn", PerMoveSeconds: 3600}}
	code, data := h.do("POST", "/api/v1/games", "", req)
	if code != http.StatusCreated {
		t.Fatalf("create with a clock: %d %s", code, data)
	}
	var timed api.CreateResponse
	mustJSON(t, data, &timed)
	h.mustMove(timed.Game.ID, timed.Seats[0].Token, 0, "knock")
	code, data = h.do("POST", "/api/v1/games/"+timed.Game.ID+"/undo", timed.Seats[0].Token, map[string]int{"n": 1})
	if e := apiError(t, data); code != http.StatusForbidden || !strings.Contains(e.Message, "clock") {
		t.Errorf("undo in a game on a clock: %d %+v", code, e)
	}
}

// A client that reconnects past the game's moves (it missed an undo) gets
// the whole log anew, marked reset.
func TestReconnectAfterUndo(t *testing.T) {
	h := newHarness(t)
	cr := h.create("toy", 1, "human", "human")
	tok0 := cr.Seats[0].Token
	h.mustMove(cr.Game.ID, tok0, 0, "knock")
	if code, data := h.do("POST", "/api/v1/games/"+cr.Game.ID+"/undo", tok0, map[string]int{"n": 1}); code != http.StatusOK {
		t.Fatalf("undo: %d %s", code, data)
	}
	c := dial(t, h.ts.URL, cr.Game.ID, tok0, 1)
	if f := decodeUndoFrame(t, c.mustRead().raw); !f.Reset || f.N != 0 {
		t.Errorf("frame of a client past the moves: %+v", f)
	}
}

// TestUndoAcrossTwoServers: an undo through one server of a service on
// PostgreSQL reaches the seats connected to another: they get a fresh
// frame, marked reset, of the game taken back.
func TestUndoAcrossTwoServers(t *testing.T) {
	url := storetest.PostgresURL(t)
	a := startServe(t, "--db", url)
	b := startServe(t, "--db", url)
	cr := createAt(t, a.url, "toy", 5, "human", "human")
	id, tok0 := cr.Game.ID, cr.Seats[0].Token
	watcher := dial(t, b.url, id, cr.Seats[1].Token, 0)
	watcher.mustRead()
	if code, data := doHTTP(t, a.url, "POST", "/api/v1/games/"+id+"/moves", tok0, api.MoveRequest{N: 0, Option: "knock"}); code != http.StatusOK {
		t.Fatalf("move: %d %s", code, data)
	}
	for f := decodeUndoFrame(t, watcher.mustRead().raw); f.N != 1; f = decodeUndoFrame(t, watcher.mustRead().raw) {
	}
	if code, data := doHTTP(t, a.url, "POST", "/api/v1/games/"+id+"/undo", tok0, map[string]int{"n": 1}); code != http.StatusOK {
		t.Fatalf("undo: %d %s", code, data)
	}
	// Frames of seat changes (seat 0 claimed by its move) may come first.
	for k := 0; ; k++ {
		f := decodeUndoFrame(t, watcher.mustRead().raw)
		if f.Reset {
			if f.N != 0 {
				t.Errorf("the other server's frame after the undo: %+v", f)
			}
			break
		}
		if k == 5 {
			t.Fatalf("no reset frame from the other server; the last: %+v", f)
		}
	}
}
