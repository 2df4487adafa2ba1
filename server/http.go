package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path"
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
	mux.HandleFunc("GET "+p+"/words", s.handleWords)
	mux.HandleFunc("GET "+p+"/rules/{game}", s.handleRules)
	mux.HandleFunc("POST "+p+"/games", s.handleCreate)
	mux.HandleFunc("GET "+p+"/games", s.handleList)
	mux.HandleFunc("GET "+p+"/games/{id}", s.handleSummary)
	mux.HandleFunc("POST "+p+"/my-games", s.handleMine)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/claim", s.handleClaim)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/reissue", s.handleReissue)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/open", s.handleOpenSeat)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/leave", s.handleLeave)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/bot", s.handleStandIn)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/return", s.handleReturn)
	mux.HandleFunc("POST "+p+"/games/{id}/seats/{seat}/name", s.handleName)
	mux.HandleFunc("GET "+p+"/games/{id}/chat", s.handleChatRead)
	mux.HandleFunc("POST "+p+"/games/{id}/chat", s.handleChatWrite)
	mux.HandleFunc("POST "+p+"/games/{id}/rematch", s.handleRematch)
	mux.HandleFunc("GET "+p+"/games/{id}/state", s.handleState)
	mux.HandleFunc("GET "+p+"/games/{id}/events", s.handleEvents)
	mux.HandleFunc("POST "+p+"/games/{id}/moves", s.handleMove)
	mux.HandleFunc("POST "+p+"/games/{id}/undo", s.handleUndo)
	mux.HandleFunc("GET "+p+"/games/{id}/record", s.handleRecord)
	mux.HandleFunc("GET "+p+"/games/{id}/ws", s.handleWS)
	mux.HandleFunc(p+"/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, api.Errorf(api.NotFound, "no such API path"))
	})
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.HandleFunc("GET /readyz", s.handleReady)
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.cfg.Registry, promhttp.HandlerOpts{}))
	static, err := fs.Sub(web.Static, "static")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	files := http.FileServerFS(static)
	index := indexHandler(static)
	mux.HandleFunc("GET /game/", index)
	mux.HandleFunc("GET /{$}", index)
	mux.HandleFunc("GET /mine", index)
	mux.HandleFunc("GET /rules/{game}", index)
	mux.Handle("/", noListings(static, files, notFoundPage(static)))
	return withSecurityHeaders(s.logRequests(mux))
}

// noListings serves files through h and answers 404 for a directory (the
// file server would list it). A path that names no file and looks like a
// page (no extension) gets the page notFound, which says so in the
// reader's language.
func noListings(fsys fs.FS, h, notFound http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.Trim(r.URL.Path, "/")
		if name == "" {
			name = "."
		}
		st, err := fs.Stat(fsys, name)
		switch {
		case err == nil && st.IsDir():
			http.NotFound(w, r)
		case err != nil && path.Ext(name) == "" && (r.Method == http.MethodGet || r.Method == http.MethodHead):
			notFound.ServeHTTP(w, r)
		default:
			h.ServeHTTP(w, r)
		}
	})
}

// notFoundPage answers 404 with the web UI's page, which shows a path it
// does not know as a page that is not there, in the chosen language.
func notFoundPage(static fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page, err := fs.ReadFile(static, "index.html")
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write(page)
	})
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

// reply writes v, or err when there is one.
func (s *Server) reply(w http.ResponseWriter, v any, err error) {
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// fail writes err as an API error, its message clipped; internal errors
// are logged, not shown.
func (s *Server) fail(w http.ResponseWriter, err error) {
	ae := toAPI(err).Clipped()
	if ae.Code == api.Internal {
		s.log.Error("internal error", "err", err)
	}
	writeJSON(w, ae.Code.Status(), api.ErrorBody{Error: ae})
}

// errTooMany refuses a request over a rate limit or cap.
func errTooMany(what string) error {
	return api.Errorf(api.TooMany, "too many %s from your address: wait and retry", what)
}

// decodeBody reads the request's body (readBody) and decodes it with
// decode, such as api.DecodeMove.
func decodeBody[T any](r *http.Request, decode func([]byte) (T, error)) (T, error) {
	data, err := readBody(r)
	if err != nil {
		var zero T
		return zero, err
	}
	return decode(data)
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

// handleHealth answers that the process is alive and serving HTTP: it
// does not touch the store (see handleReady).
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// handleReady answers whether the server can serve games: it reads the
// store (the most recently updated game with its seats), which fails on a
// corrupt database or an unreachable one, where a ping may not.
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if s.ctx.Err() != nil {
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "shutting down"})
		return
	}
	if _, err := s.store.List(ctx, store.Filter{Limit: 1}); err != nil {
		s.log.Error("readiness: the store cannot be read", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "store unreadable"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleCatalog(w http.ResponseWriter, r *http.Request) {
	var c api.Catalog
	for _, name := range s.names {
		g := s.games[name]
		lo, hi := g.PlayerRange()
		cg := api.CatalogGame{Name: name, MinPlayers: lo, MaxPlayers: hi}
		if vg, ok := g.(variantGame); ok {
			cg.Variants = vg.Variants()
		}
		cg.Modes = modes(lo, hi, cg.Variants)
		if ol, ok := g.(engine.OptionLister); ok {
			cg.Options = ol.SetupOptions()
		}
		c.Games = append(c.Games, cg)
	}
	c.SeatKinds = seatKinds()
	writeJSON(w, http.StatusOK, c)
}

// modes lists a game's ways to play for players lo to hi: the standard
// game for two or more, alone when it takes one player (its solo rules),
// and each variant for every count.
func modes(lo, hi int, variants []string) []api.Mode {
	var out []api.Mode
	if hi >= 2 {
		out = append(out, api.Mode{ID: "base", MinPlayers: max(lo, 2), MaxPlayers: hi})
	}
	if lo == 1 {
		out = append(out, api.Mode{ID: "solo", MinPlayers: 1, MaxPlayers: 1})
	}
	for _, v := range variants {
		out = append(out, api.Mode{ID: v, Variant: v, MinPlayers: lo, MaxPlayers: hi})
	}
	return out
}

// variantGame is a game that names its variants (Fallout's co-op game):
// the lobby offers them.
type variantGame interface {
	Variants() []string
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

// randomSeed returns a seed nobody chose.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// commitSeed commits to seed with a new random secret (chosen: the
// creator chose the seed).
func commitSeed(seed uint64, chosen bool) *engine.SeedCommitment {
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	return &engine.SeedCommitment{Hash: engine.CommitSeed(seed, secret), Secret: hex.EncodeToString(secret), Chosen: chosen}
}

// newToken returns a seat token: 32 random bytes, base64url.
func newToken() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func joinLink(id, token string) string { return "/game/" + id + "#token=" + token }

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if !s.createLim.allow(clientAddr(r.RemoteAddr)) {
		s.fail(w, errTooMany("games created"))
		return
	}
	req, err := decodeBody(r, api.DecodeCreate)
	if err != nil {
		s.fail(w, err)
		return
	}
	g, ok := s.games[req.Game]
	if !ok {
		s.fail(w, api.Errorf(api.Invalid, "unknown game %q (known: %s)", clip(req.Game), strings.Join(s.names, ", ")))
		return
	}
	humans := 0
	for i, k := range req.Seats {
		if k == "bot" {
			k = "bot:" + defaultBot
			req.Seats[i] = k
		}
		if err := checkSeatKind(k); err != nil {
			s.fail(w, api.Errorf(api.Invalid, "seat %d: %v", i, err))
			return
		}
		if k == "human" {
			humans++
		}
	}
	lobby := map[int]bool{}
	for _, i := range req.Lobby {
		if i < 0 || i >= len(req.Seats) || req.Seats[i] != "human" || lobby[i] {
			s.fail(w, api.Errorf(api.Invalid, "lobby lists seat %d, which is not a human seat (or is listed twice)", i))
			return
		}
		lobby[i] = true
	}
	clock, err := newClockRules(req.Clock)
	if err != nil {
		s.fail(w, err)
		return
	}
	setup := engine.Setup{Players: req.Players, Variant: req.Variant, Options: req.Options, Seed: randomSeed()}
	if req.Seed != nil {
		if (humans > 1 || len(lobby) > 0) && !s.cfg.AllowChosenSeeds {
			s.fail(w, api.Errorf(api.Invalid, "a chosen seed would tell its chooser every hidden card: "+
				"only a game with no human seat but the creator's own (and none open to the lobby) may choose it"))
			return
		}
		setup.Seed = *req.Seed
	}
	commit := commitSeed(setup.Seed, req.Seed != nil)
	st, recording, _, err := engine.Start(g, setup, req.Seats)
	if err != nil {
		s.fail(w, api.Errorf(api.Invalid, "%s", err.Error()))
		return
	}
	now := s.now()
	admin := newToken()
	sg := &store.Game{ID: randomString(10), Header: *recording.Record(st), AdminHash: hashToken(admin),
		ToMove: int(st.ToMove()), Created: now, Updated: now}
	if clock != nil {
		if sg.Clock, err = json.Marshal(clock.spec); err != nil {
			s.fail(w, err)
			return
		}
	}
	sg.Header.Commitment = commit
	resp := api.CreateResponse{Watch: "/game/" + sg.ID, Admin: &api.AdminToken{Token: admin}}
	for i, k := range req.Seats {
		seat := store.Seat{Kind: k, Claimed: k != "human", Lobby: lobby[i]}
		if clock != nil {
			seat.Clock = clock.start.Milliseconds()
		}
		link := api.SeatLink{Seat: i, Kind: k}
		if k == "human" && !lobby[i] {
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
	s.log.Info("game created", "game", sg.ID, "kind", req.Game, "seats", strings.Join(req.Seats, ","), "seed_chosen", commit.Chosen)
	writeJSON(w, http.StatusCreated, resp)
}

// checkSeatKind accepts "human" and "bot:KIND" with any kind bot.ParseKind
// reads ("bot:ismcts:2000"). Programs from outside ("ext:") are not seat
// kinds of the server: a request must not start a program on it.
func checkSeatKind(k string) error {
	if k == "human" {
		return nil
	}
	kind, ok := strings.CutPrefix(k, "bot:")
	if !ok {
		return fmt.Errorf("unknown kind %q (known: %s, and bot:ismcts with a budget, as bot:ismcts:2000 or bot:ismcts:100ms)", clip(k), strings.Join(seatKinds(), ", "))
	}
	_, err := bot.ParseKind(kind)
	return err
}

func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}

// summaryOf turns a stored game into a lobby summary.
func (s *Server) summaryOf(g *store.Game) *api.Summary {
	var readOnly string
	if gm, ok := s.games[g.Header.Game]; ok {
		if ro := readOnlyError(gm, &g.Header); ro != nil {
			readOnly = ro.Message
		}
	}
	sum := newSummary(g.ID, &g.Header, g.Seats, g.N, g.ToMove, g.Over, nullJSON(g.Result), readOnly, g.Created, g.Updated)
	sum.Rematch = g.Rematch
	if r, err := loadClockRules(g.Clock); err == nil {
		sum.Clock = clockState(r, g.Seats, g.ToMove, g.Over, g.Updated, s.now())
	}
	return sum
}

// newSummary builds a lobby summary. It shows the seed commitment, and
// the seed with its secret only once the game is over.
func newSummary(id string, hdr *engine.Record, seats []store.Seat, n, toMove int, over bool, result json.RawMessage,
	readOnly string, created, updated time.Time) *api.Summary {
	sum := &api.Summary{ID: id, Game: hdr.Game, Variant: hdr.Setup.Variant, Players: hdr.Setup.Players,
		N: n, ToMove: toMove, Over: over, Result: result, Rules: hdr.Rules, Content: hdr.Content, ReadOnly: readOnly,
		Created: created.UTC().Format(time.RFC3339), Updated: updated.UTC().Format(time.RFC3339)}
	if c := hdr.Commitment; c != nil {
		sum.Commitment, sum.SeedChosen = c.Hash, c.Chosen
		if over {
			sum.Seed, sum.SeedSecret = strconv.FormatUint(hdr.Setup.Seed, 10), c.Secret
		}
	}
	for i, st := range seats {
		sum.Seats = append(sum.Seats, api.SeatSummary{Seat: i, Kind: st.Kind, Claimed: st.Claimed, Lobby: st.Lobby, Name: st.Name})
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
		sum = l.lockedSummary()
		return nil
	})
	s.reply(w, sum, err)
}

// seatParam reads the path's seat number.
func seatParam(r *http.Request) (int, error) {
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || seat < 0 {
		return 0, api.Errorf(api.Invalid, "seat must be a seat number")
	}
	return seat, nil
}

// handleClaim gives a stranger a seat its creator opened to the lobby.
func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat, err := seatParam(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	var link api.SeatLink
	err = s.withGame(r.Context(), id, func(l *live) error {
		kind, err := l.humanSeat(seat)
		if err != nil {
			return err
		}
		link, err = s.issueLink(r.Context(), l, id, seat, kind, true)
		if errors.Is(err, store.ErrConflict) {
			return api.Errorf(api.Forbidden, "seat %d is not open to the lobby", seat)
		}
		return err
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	s.log.Info("seat claimed", "game", id, "seat", seat)
	writeJSON(w, http.StatusOK, link)
}

// issueLink gives seat of game id (held by l) a new token, stored as a
// claim (from the lobby or the creator), and returns the seat's link; the
// seat's earlier link stops working.
func (s *Server) issueLink(ctx context.Context, l *live, id string, seat int, kind string, fromLobby bool) (api.SeatLink, error) {
	tok := newToken()
	claim := &store.Claim{Game: id, Seat: seat, TokenHash: hashToken(tok), FromLobby: fromLobby}
	if err := s.commit.Do(ctx, store.Op{Claim: claim}); err != nil {
		return api.SeatLink{}, err
	}
	l.mu.Lock()
	l.seats[seat].TokenHash, l.seats[seat].Claimed = hashToken(tok), true
	l.mu.Unlock()
	return api.SeatLink{Seat: seat, Kind: kind, Token: tok, Link: joinLink(id, tok)}, nil
}

// seatAndToken reads a seat request's seat number, then its bearer token,
// in the order docs/api.md gives its checks.
func seatAndToken(r *http.Request) (int, string, error) {
	seat, err := seatParam(r)
	if err != nil {
		return 0, "", err
	}
	tok, err := bearer(r)
	return seat, tok, err
}

// handleReissue gives a seat a new link on the creator's admin token; the
// seat's previous link stops working.
func (s *Server) handleReissue(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat, tok, err := seatAndToken(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	var link api.SeatLink
	err = s.withGame(r.Context(), id, func(l *live) error {
		if err := l.admin(r.Context(), tok); err != nil {
			return err
		}
		kind, err := l.humanSeat(seat)
		if err != nil {
			return err
		}
		link, err = s.issueLink(r.Context(), l, id, seat, kind, false)
		return err
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	s.log.Info("seat link reissued", "game", id, "seat", seat)
	writeJSON(w, http.StatusOK, link)
}

// handleOpenSeat opens an unclaimed human seat to the lobby on the
// creator's admin token; the link handed out for it stops working.
func (s *Server) handleOpenSeat(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat, tok, err := seatAndToken(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	var sum *api.Summary
	err = s.withGame(r.Context(), id, func(l *live) error {
		if err := l.admin(r.Context(), tok); err != nil {
			return err
		}
		if _, err := l.humanSeat(seat); err != nil {
			return err
		}
		if err := s.commit.Do(r.Context(), store.Op{Open: &store.OpenSeat{Game: id, Seat: seat}}); errors.Is(err, store.ErrConflict) {
			return api.Errorf(api.Forbidden, "seat %d is in use: only an unused seat can be opened to the lobby", seat)
		} else if err != nil {
			return err
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		l.seats[seat].TokenHash, l.seats[seat].Lobby = "", true
		sum = l.summary()
		return nil
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	s.log.Info("seat opened to the lobby", "game", id, "seat", seat)
	writeJSON(w, http.StatusOK, sum)
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

// authedSince reads a request's since parameter (0 when absent), then
// resolves its game and bearer token to a seat (authedRequest).
func (s *Server) authedSince(r *http.Request) (int, *live, engine.Seat, error) {
	since, err := sinceParam(r, 0)
	if err != nil {
		return 0, nil, 0, err
	}
	l, seat, err := s.authedRequest(r)
	return since, l, seat, err
}

// withSeat runs f on the game of the request's path, locked against
// eviction (withGame), with the seat of the request's bearer token. A
// malformed Authorization header is its error; a request without a token
// is unauthorized, told by missing (what needs the seat's token).
func (s *Server) withSeat(r *http.Request, missing string, f func(l *live, seat engine.Seat) error) error {
	tok, tokErr := bearer(r)
	return s.withGame(r.Context(), r.PathValue("id"), func(l *live) error {
		if tokErr != nil {
			return tokErr
		}
		if tok == "" {
			return api.Errorf(api.Unauthorized, "%s", missing)
		}
		seat, err := l.auth(r.Context(), tok)
		if err != nil {
			return err
		}
		return f(l, seat)
	})
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
	q := r.URL.Query()
	since, err := sinceParam(r, 0)
	if err != nil {
		s.fail(w, err)
		return
	}
	at := -1
	if q.Has("at") {
		if at, err = strconv.Atoi(q.Get("at")); err != nil || at < 0 {
			s.fail(w, api.Errorf(api.Invalid, "at must be a move number"))
			return
		}
	}
	l, seat, err := s.authedRequest(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	if at >= 0 {
		s.handleStateAt(w, r, seat, at)
		return
	}
	l.mu.Lock()
	from := l.n + 1 // no events without since
	if q.Has("since") {
		from = firstAfter(since)
	}
	f, err := l.frame(seat, from, nil, langOf(r))
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
	since, l, seat, err := s.authedSince(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	var b bytes.Buffer
	l.mu.Lock()
	b.WriteString(`{"n":` + strconv.Itoa(l.n) + `,"events":[`)
	l.writeEvents(&b, seat, firstAfter(since), l.narrator(seat, langOf(r)))
	l.mu.Unlock()
	b.WriteString("]}")
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(b.Bytes())
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request) {
	if !s.moveLim.allow(clientAddr(r.RemoteAddr)) {
		s.fail(w, errTooMany("moves"))
		return
	}
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
	req, err := decodeBody(r, api.DecodeMove)
	if err != nil {
		return nil, err
	}
	var f []byte
	err = s.withSeat(r, "a move needs the seat's token", func(l *live, seat engine.Seat) error {
		n, err := l.move(r.Context(), seat, req.N, req.Option, "", nil)
		if err != nil {
			return err
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		f, err = l.frame(seat, n, nil, langOf(r))
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
	out := rec.Record(st)
	out.Commitment = g.Header.Commitment
	for i, m := range g.Moves {
		out.Moves[i].By = m.By
	}
	writeJSON(w, http.StatusOK, out)
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
