package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/store"
)

// Config sets up a Server.
type Config struct {
	// Store keeps the games; the server closes it on Close.
	Store store.Store
	// Games are the games offered; nil means games.All().
	Games []engine.Game
	// BotDelay is how long a bot seat waits before it moves.
	BotDelay time.Duration
	// Log receives structured logs; nil discards them.
	Log *slog.Logger
	// Registry receives the metrics; nil makes a new one (see Server.Registry).
	Registry *prometheus.Registry
	// MaxCached is how many games stay in memory when nobody watches them;
	// 0 means 10,000.
	MaxCached int
	// BotRetry is how long a bot waits before it tries again after its move
	// failed to be stored; each failure in a row doubles the wait, up to
	// maxBotRetry. 0 means a second.
	BotRetry time.Duration
	// Limits bound each client; the zero value limits nothing (tests), the
	// serve command uses DefaultLimits.
	Limits Limits
	// AllowChosenSeeds lets any game choose its seed, for test servers
	// whose games must be reproducible with several people at the table.
	// Without it only a game with no human seat but the creator's own may
	// (a chosen seed tells its chooser every hidden card). The lobby marks
	// a chosen seed either way.
	AllowChosenSeeds bool
	// Now is the server's clock for game clocks and move times; nil means
	// time.Now (tests inject one).
	Now func() time.Time
	// ClockTick is how often the game clocks are checked (a bot taking a
	// seat after its grace period); 0 means a second.
	ClockTick time.Duration
}

// maxBotRetry is the longest a bot waits between two tries to store its
// move.
const maxBotRetry = 30 * time.Second

// Server serves the API. Create it with New.
type Server struct {
	cfg    Config
	store  store.Store
	commit *store.Committer
	games  map[string]engine.Game
	names  []string
	log    *slog.Logger
	met    *metrics

	ctx    context.Context
	cancel context.CancelFunc
	bots   sync.WaitGroup
	conns  sync.WaitGroup

	createLim, moveLim *limiter
	chatLim            *limiter
	sockets, tcpConns  *counter

	// phrases keeps what the narrators of every game told lately.
	phrases phraseCache

	mu    sync.Mutex
	cache map[string]*entry
	subs  map[*sub]struct{}
}

// entry is a cached game, or one being loaded.
type entry struct {
	done chan struct{}
	l    *live
	err  error
}

// New returns a server on cfg.Store. With a store that is a
// store.Notifier, it follows the moves of other processes.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("server: no store")
	}
	if cfg.Games == nil {
		cfg.Games = games.All()
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.Registry == nil {
		cfg.Registry = prometheus.NewRegistry()
	}
	if cfg.MaxCached <= 0 {
		cfg.MaxCached = 10_000
	}
	if cfg.BotRetry <= 0 {
		cfg.BotRetry = time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.ClockTick <= 0 {
		cfg.ClockTick = time.Second
	}
	lim := cfg.Limits
	s := &Server{cfg: cfg, store: cfg.Store, games: map[string]engine.Game{}, log: cfg.Log,
		cache: map[string]*entry{}, subs: map[*sub]struct{}{},
		createLim: newLimiter(lim.CreatePerMinute/60, lim.CreateBurst, time.Now),
		moveLim:   newLimiter(lim.MovesPerSecond, lim.MoveBurst, time.Now),
		chatLim:   newLimiter(lim.ChatPerMinute/60, lim.ChatBurst, time.Now),
		sockets:   newCounter(lim.SocketsPerAddr), tcpConns: newCounter(lim.ConnsPerAddr)}
	for _, g := range cfg.Games {
		s.games[g.Name()] = g
		s.names = append(s.names, g.Name())
	}
	slices.Sort(s.names)
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.met = newMetrics(cfg.Registry, s)
	s.commit = store.NewCommitter(cfg.Store, s.met.observeBatch)
	if n, ok := cfg.Store.(store.Notifier); ok {
		go n.Listen(s.ctx, s.notified)
	}
	s.bots.Add(2)
	go s.resumeBots()
	go s.watchClocks()
	return s, nil
}

// resumeBots loads the running games that wait for a bot and those with a
// clock, so that games between bots go on and clocks run after a restart
// without anyone watching.
func (s *Server) resumeBots() {
	defer s.bots.Done()
	gs, err := s.store.List(s.ctx, store.Filter{Status: store.Running, Limit: s.cfg.MaxCached})
	if err != nil {
		if s.ctx.Err() == nil {
			s.log.Error("listing games to resume", "err", err)
		}
		return
	}
	for _, g := range gs {
		if g.ToMove < 0 || g.ToMove >= len(g.Seats) {
			continue
		}
		if st := g.Seats[g.ToMove]; !strings.HasPrefix(st.Kind, "bot:") && st.StandIn == "" && g.Clock == nil {
			continue
		}
		if _, err := s.game(s.ctx, g.ID); err != nil && s.ctx.Err() == nil {
			s.log.Error("resuming game", "game", g.ID, "err", err)
		}
	}
}

// Close stops the bots, closes every WebSocket (going away), waits for the
// moves being stored, and closes the store. Requests still in flight after
// Close fail.
func (s *Server) Close() error {
	s.stopLive()
	s.bots.Wait()
	s.conns.Wait()
	s.commit.Close()
	return s.store.Close()
}

// stopLive closes every WebSocket (going away) and stops the bots.
func (s *Server) stopLive() {
	s.mu.Lock()
	subs := make([]*sub, 0, len(s.subs))
	for c := range s.subs {
		subs = append(subs, c)
	}
	s.mu.Unlock()
	for _, c := range subs {
		c.goingAway()
	}
	s.cancel()
}

// notified handles a store notification: a game moved, or its seats, chat
// or rematch changed (moves -1), in some process; game "" is every game.
func (s *Server) notified(game string, moves int) {
	s.mu.Lock()
	var ls []*live
	for id, e := range s.cache {
		if e.l != nil && (game == "" || id == game) {
			ls = append(ls, e.l)
		}
	}
	s.mu.Unlock()
	for _, l := range ls {
		if moves < 0 {
			// Its seats, a name, a chat line or a rematch changed (or, for
			// every game, a listener started again): the people first, so
			// that a new name is told, then the seats and moves.
			go func() {
				l.refreshPeople(s.ctx)
				l.refresh(s.ctx)
			}()
			continue
		}
		l.mu.Lock()
		behind := l.n < moves
		// A game with fewer moves than we hold was taken back (an undo).
		rewound := moves < l.n
		l.mu.Unlock()
		switch {
		case behind:
			go l.catchUp(s.ctx)
		case rewound:
			go l.refresh(s.ctx)
		}
	}
}

// game returns the cached game id, loading it from the store if needed.
func (s *Server) game(ctx context.Context, id string) (*live, error) {
	s.mu.Lock()
	e, ok := s.cache[id]
	if !ok {
		e = &entry{done: make(chan struct{})}
		s.cache[id] = e
		s.mu.Unlock()
		l, err := s.load(ctx, id)
		s.mu.Lock()
		// e.l is set under s.mu: watchClocks and the other walks of the
		// cache read it under s.mu without waiting for e.done.
		e.l, e.err = l, err
		if e.err != nil {
			delete(s.cache, id)
		} else {
			s.evictLocked()
		}
		s.mu.Unlock()
		close(e.done)
		if e.err == nil {
			e.l.mu.Lock()
			e.l.kickBot()
			e.l.mu.Unlock()
		}
	} else {
		s.mu.Unlock()
	}
	select {
	case <-e.done:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if e.err != nil {
		return nil, e.err
	}
	return e.l, nil
}

// evictLocked drops the least recently used idle games while the cache is
// over its size. Caller holds s.mu.
func (s *Server) evictLocked() {
	if len(s.cache) <= s.cfg.MaxCached {
		return
	}
	type cand struct {
		id   string
		used time.Time
	}
	var cands []cand
	for id, e := range s.cache {
		if e.l == nil || !e.l.mu.TryLock() {
			continue
		}
		if len(e.l.subs) == 0 && !e.l.botBusy && (e.l.clock == nil || e.l.st.Over()) {
			cands = append(cands, cand{id, e.l.used})
		}
		e.l.mu.Unlock()
	}
	slices.SortFunc(cands, func(a, b cand) int { return a.used.Compare(b.used) })
	for _, c := range cands {
		if len(s.cache) <= s.cfg.MaxCached {
			break
		}
		l := s.cache[c.id].l
		if !l.mu.TryLock() {
			continue
		}
		if len(l.subs) == 0 && !l.botBusy {
			l.evicted = true
			delete(s.cache, c.id)
		}
		l.mu.Unlock()
	}
}

// withGame runs f on the cached game, retrying once if it was evicted in
// between.
func (s *Server) withGame(ctx context.Context, id string, f func(l *live) error) error {
	for range 3 {
		l, err := s.game(ctx, id)
		if err != nil {
			return err
		}
		if err := f(l); !errors.Is(err, errEvicted) {
			return err
		}
	}
	return fmt.Errorf("game %s: evicted repeatedly", id)
}

// cached returns the number of games in memory.
func (s *Server) cached() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.cache)
}
