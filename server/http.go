package server

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/web"
)

// Handler returns the server's HTTP handler: the API, the WebSocket, health,
// metrics and the web UI.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	p := api.Prefix
	mux.HandleFunc("GET "+p+"/catalog", s.handleCatalog)
	mux.HandleFunc("POST "+p+"/games", s.handleCreate)
	mux.HandleFunc("GET "+p+"/games", s.handleList)
	mux.HandleFunc("GET "+p+"/games/{id}", s.handleSummary)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/claim", s.handleClaim)
	mux.HandleFunc("GET "+p+"/games/{id}/state", s.handleState)
	mux.HandleFunc("GET "+p+"/games/{id}/events", s.handleEvents)
	mux.HandleFunc("POST "+p+"/games/{id}/moves", s.handleMove)
	mux.HandleFunc("GET "+p+"/games/{id}/record", s.handleRecord)
	mux.HandleFunc("GET "+p+"/games/{id}/ws", s.handleWS)
	mux.HandleFunc(p+"/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, api.Errorf(api.NotFound, "no such API path"))
	})
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.cfg.Registry, promhttp.HandlerOpts{}))
	static, err := fs.Sub(web.Static, "static")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	files := http.FileServerFS(static)
	index := func(w http.ResponseWriter, r *http.Request) {
		http.ServeFileFS(w, r, static, "index.html")
	}
	mux.HandleFunc("GET /game/", index)
	mux.HandleFunc("GET /{$}", index)
	mux.Handle("/", files)
	return s.logRequests(mux)
}

// statusWriter remembers the status written.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController (and the WebSocket upgrade) reach the
// connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequests logs each request (never its query, which may hold a token)
// and counts it by route and status.
func (s *Server) logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		h.ServeHTTP(sw, r)
		route := r.Pattern
		if route == "" {
			route = "none"
		}
		if sw.status == 0 {
			sw.status = http.StatusOK
		}
		s.met.request(route, sw.status)
		s.log.Debug("request", "method", r.Method, "path", r.URL.Path, "route", route,
			"status", sw.status, "ms", float64(time.Since(start).Microseconds())/1000)
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// fail writes err as an API error; internal errors are logged, not shown.
func (s *Server) fail(w http.ResponseWriter, err error) {
	ae := toAPI(err)
	if ae.Code == api.Internal {
		s.log.Error("internal error", "err", err)
	}
	writeJSON(w, ae.Code.Status(), api.ErrorBody{Error: ae})
}

// readBody reads a request body up to api.MaxBody.
func readBody(r *http.Request) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r.Body, api.MaxBody+1))
	if err != nil {
		return nil, api.Errorf(api.Invalid, "cannot read the request body")
	}
	if len(data) > api.MaxBody {
		return nil, api.Errorf(api.Invalid, "request larger than %d bytes", api.MaxBody)
	}
	return data, nil
}

// bearer returns the request's token: "" when none was sent.
func bearer(r *http.Request) (string, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return "", nil
	}
	tok, ok := strings.CutPrefix(h, "Bearer ")
	if !ok || tok == "" {
		return "", api.Errorf(api.Unauthorized, "the Authorization header must be \"Bearer TOKEN\"")
	}
	return tok, nil
}

// sinceParam reads the optional query parameter since.
func sinceParam(r *http.Request, def int) (int, error) {
	v := r.URL.Query().Get("since")
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, api.Errorf(api.Invalid, "since must be a move number")
	}
	return n, nil
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "store unreachable"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleCatalog(w http.ResponseWriter, r *http.Request) {
	var c api.Catalog
	for _, name := range s.names {
		g := s.games[name]
		lo, hi := g.PlayerRange()
		c.Games = append(c.Games, api.CatalogGame{Name: name, MinPlayers: lo, MaxPlayers: hi})
	}
	c.SeatKinds = seatKinds()
	writeJSON(w, http.StatusOK, c)
}

// defaultBot is the kind of a seat given as plain "bot".
const defaultBot = "greedy"

func seatKinds() []string {
	out := []string{"human"}
	for _, k := range bot.Kinds() {
		out = append(out, "bot:"+k)
	}
	return out
}

// randomString returns n random bytes in base32 (lowercase, no padding).
func randomString(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// newToken returns a seat token: 32 random bytes, base64url.
func newToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func joinLink(id, token string) string { return "/game/" + id + "#token=" + token }

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	data, err := readBody(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	req, err := api.DecodeCreate(data)
	if err != nil {
		s.fail(w, err)
		return
	}
	g, ok := s.games[req.Game]
	if !ok {
		s.fail(w, api.Errorf(api.Invalid, "unknown game %q (known: %s)", clip(req.Game), strings.Join(s.names, ", ")))
		return
	}
	kinds := seatKinds()
	for i, k := range req.Seats {
		if k == "bot" {
			k = "bot:" + defaultBot
			req.Seats[i] = k
		}
		if !contains(kinds, k) {
			s.fail(w, api.Errorf(api.Invalid, "seat %d: unknown kind %q (known: %s)", i, clip(k), strings.Join(kinds, ", ")))
			return
		}
	}
	setup := engine.Setup{Players: req.Players, Variant: req.Variant, Options: req.Options}
	if req.Seed != nil {
		setup.Seed = *req.Seed
	} else {
		var b [8]byte
		_, _ = rand.Read(b[:])
		setup.Seed = binary.LittleEndian.Uint64(b[:])
	}
	st, recording, _, err := engine.Start(g, setup, req.Seats)
	if err != nil {
		s.fail(w, api.Errorf(api.Invalid, "%s", err.Error()))
		return
	}
	now := time.Now()
	sg := &store.Game{ID: randomString(10), Header: *recording.Record(st),
		ToMove: int(st.ToMove()), Created: now, Updated: now}
	resp := api.CreateResponse{Watch: "/game/" + sg.ID}
	for i, k := range req.Seats {
		seat := store.Seat{Kind: k, Claimed: k != "human"}
		link := api.SeatLink{Seat: i, Kind: k}
		if k == "human" {
			link.Token = newToken()
			link.Link = joinLink(sg.ID, link.Token)
			seat.TokenHash = hashToken(link.Token)
		}
		sg.Seats = append(sg.Seats, seat)
		resp.Seats = append(resp.Seats, link)
	}
	if err := s.commit.Do(r.Context(), store.Op{Create: sg}); err != nil {
		s.fail(w, err)
		return
	}
	l, err := s.game(r.Context(), sg.ID)
	if err != nil {
		s.fail(w, err)
		return
	}
	l.mu.Lock()
	resp.Game = l.summary()
	l.mu.Unlock()
	s.log.Info("game created", "game", sg.ID, "kind", req.Game, "seats", strings.Join(req.Seats, ","))
	writeJSON(w, http.StatusCreated, resp)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}

// summaryOf turns a stored game into a lobby summary.
func (s *Server) summaryOf(g *store.Game) *api.Summary {
	sum := &api.Summary{ID: g.ID, Game: g.Header.Game, Variant: g.Header.Setup.Variant, Players: g.Header.Setup.Players,
		N: g.N, ToMove: g.ToMove, Over: g.Over, Result: nullJSON(g.Result), Rules: g.Header.Rules, Content: g.Header.Content,
		Created: g.Created.UTC().Format(time.RFC3339), Updated: g.Updated.UTC().Format(time.RFC3339)}
	if gm, ok := s.games[g.Header.Game]; ok {
		if ro := readOnlyError(gm, &g.Header); ro != nil {
			sum.ReadOnly = ro.Message
		}
	}
	for i, st := range g.Seats {
		sum.Seats = append(sum.Seats, api.SeatSummary{Seat: i, Kind: st.Kind, Claimed: st.Claimed})
	}
	return sum
}

func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := store.Filter{Status: store.Status(q.Get("status"))}
	switch f.Status {
	case store.All, store.Open, store.Running, store.Finished:
	default:
		s.fail(w, api.Errorf(api.Invalid, "status must be open, running or finished"))
		return
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 500 {
			s.fail(w, api.Errorf(api.Invalid, "limit must be 1 to 500"))
			return
		}
		f.Limit = n
	}
	gs, err := s.store.List(r.Context(), f)
	if err != nil {
		s.fail(w, err)
		return
	}
	resp := api.ListResponse{Games: []*api.Summary{}}
	for _, g := range gs {
		resp.Games = append(resp.Games, s.summaryOf(g))
	}
	writeJSON(w, http.StatusOK, resp)
}

func (s *Server) handleSummary(w http.ResponseWriter, r *http.Request) {
	var sum *api.Summary
	err := s.withGame(r.Context(), r.PathValue("id"), func(l *live) error {
		l.mu.Lock()
		defer l.mu.Unlock()
		sum = l.summary()
		return nil
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, sum)
}

func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || seat < 0 {
		s.fail(w, api.Errorf(api.Invalid, "seat must be a seat number"))
		return
	}
	var link api.SeatLink
	err = s.withGame(r.Context(), id, func(l *live) error {
		l.mu.Lock()
		if seat >= len(l.seats) {
			l.mu.Unlock()
			return api.Errorf(api.NotFound, "game %s has no seat %d", id, seat)
		}
		kind, over := l.seats[seat].Kind, l.st.Over()
		l.mu.Unlock()
		if kind != "human" || over {
			return api.Errorf(api.Forbidden, "seat %d cannot be claimed", seat)
		}
		tok := newToken()
		claim := &store.Claim{Game: id, Seat: seat, TokenHash: hashToken(tok), FromLobby: true}
		if err := s.commit.Do(r.Context(), store.Op{Claim: claim}); errors.Is(err, store.ErrConflict) {
			return api.Errorf(api.Forbidden, "seat %d is taken", seat)
		} else if err != nil {
			return err
		}
		l.mu.Lock()
		l.seats[seat].TokenHash, l.seats[seat].Claimed = hashToken(tok), true
		l.mu.Unlock()
		link = api.SeatLink{Seat: seat, Kind: kind, Token: tok, Link: joinLink(id, tok)}
		return nil
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	s.log.Info("seat claimed", "game", id, "seat", seat)
	writeJSON(w, http.StatusOK, link)
}

// authedRequest resolves the game of the request's path and its bearer
// token to a seat.
func (s *Server) authedRequest(r *http.Request) (*live, engine.Seat, error) {
	tok, err := bearer(r)
	if err != nil {
		return nil, 0, err
	}
	return s.authed(r.Context(), r.PathValue("id"), tok)
}

// authed loads game id and resolves the request's token to a seat.
func (s *Server) authed(ctx context.Context, id, token string) (*live, engine.Seat, error) {
	l, err := s.game(ctx, id)
	if err != nil {
		return nil, 0, err
	}
	seat, err := l.auth(ctx, token)
	if err != nil {
		return nil, 0, err
	}
	return l, seat, nil
}

func (s *Server) handleState(w http.ResponseWriter, r *http.Request) {
	l, seat, err := s.authedRequest(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	if r.URL.Query().Has("at") {
		s.handleStateAt(w, r, seat)
		return
	}
	l.mu.Lock()
	from := l.n + 1 // no events without since
	var f []byte
	if r.URL.Query().Has("since") {
		var since int
		since, err = sinceParam(r, 0)
		from = firstAfter(since)
	}
	if err == nil {
		f, err = l.frame(seat, from, nil)
	}
	l.mu.Unlock()
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(f)
}

func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	since, err := sinceParam(r, 0)
	if err != nil {
		s.fail(w, err)
		return
	}
	l, seat, err := s.authedRequest(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	var b strings.Builder
	l.mu.Lock()
	b.WriteString(`{"n":` + strconv.Itoa(l.n) + `,"events":[`)
	l.writeEvents(&b, seat, firstAfter(since))
	l.mu.Unlock()
	b.WriteString("]}")
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = io.WriteString(w, b.String())
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	f, err := s.httpMove(r)
	s.observeMove(start, err)
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(f)
}

func (s *Server) httpMove(r *http.Request) ([]byte, error) {
	data, err := readBody(r)
	if err != nil {
		return nil, err
	}
	req, err := api.DecodeMove(data)
	if err != nil {
		return nil, err
	}
	tok, err := bearer(r)
	if err != nil {
		return nil, err
	}
	var f []byte
	err = s.withGame(r.Context(), r.PathValue("id"), func(l *live) error {
		if tok == "" {
			return api.Errorf(api.Unauthorized, "a move needs the seat's token")
		}
		seat, err := l.auth(r.Context(), tok)
		if err != nil {
			return err
		}
		n, err := l.move(r.Context(), seat, req.N, req.Option)
		if err != nil {
			return err
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		f, err = l.frame(seat, n, nil)
		return err
	})
	return f, err
}

func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	g, err := s.store.Load(r.Context(), id)
	if err != nil {
		s.fail(w, err)
		return
	}
	if !g.Over {
		s.fail(w, api.Errorf(api.Forbidden, "the record is shown when the game is over"))
		return
	}
	gm, ok := s.games[g.Header.Game]
	if !ok {
		s.fail(w, errors.New("unknown game in store"))
		return
	}
	if readOnlyError(gm, &g.Header) != nil {
		writeJSON(w, http.StatusOK, storedRecord(g))
		return
	}
	st, rec, _, err := engine.Start(gm, g.Header.Setup, g.Header.Seats)
	if err != nil {
		s.fail(w, err)
		return
	}
	for _, m := range g.Moves {
		evs, err := engine.Apply(st, m.Seat, m.Option)
		if err != nil {
			s.fail(w, err)
			return
		}
		if err := rec.Add(m.Seat, m.Option, evs); err != nil {
			s.fail(w, err)
			return
		}
	}
	writeJSON(w, http.StatusOK, rec.Record(st))
}

// storedRecord is the record of a finished game of other rules or content
// versions, from the store alone: its header with its own versions, its
// moves and its stored result. It has no digest, since this server cannot
// reproduce the event log that those rules wrote.
func storedRecord(g *store.Game) *engine.Record {
	rec := g.Header
	rec.Moves = append([]engine.Move{}, g.Moves...)
	rec.Digest = ""
	var res engine.Result
	if json.Unmarshal(g.Result, &res) == nil {
		rec.Result = &res
	}
	return &rec
}
