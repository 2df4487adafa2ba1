package server

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"wasteland/engine"
	"wasteland/internal/cli"
	"wasteland/server/loadtest"
	"wasteland/store"
	"wasteland/store/postgres"
	"wasteland/store/sqlite"
)

// Main runs the server's commands: args[0] is "serve" or "loadtest", the
// rest are its flags. It returns when ctx ends, on SIGINT or SIGTERM (after a
// graceful shutdown), or when the command is done.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return MainWith(ctx, args, stdout, stderr, Options{})
}

// Options change what Main serves; the zero value is the product.
type Options struct {
	// Games replaces the registered games (test programs add test games).
	Games []engine.Game
}

// MainWith is Main with options.
func MainWith(ctx context.Context, args []string, stdout, stderr io.Writer, opts Options) error {
	if len(args) == 0 {
		return errors.New("usage: serve|loadtest [flags]")
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch args[0] {
	case "serve":
		return serveMain(ctx, args[1:], stdout, stderr, opts)
	case "loadtest":
		return loadtestMain(ctx, args[1:], stdout, stderr, opts)
	}
	return fmt.Errorf("unknown command %q (serve, loadtest)", args[0])
}

// storeFlags are the flags that choose the store.
type storeFlags struct {
	data, db, sync string
}

func (f *storeFlags) register(fs *flag.FlagSet, dataDefault string) {
	fs.StringVar(&f.data, "data", dataDefault, "data `directory`: the SQLite file games.db is kept there unless --db says otherwise")
	fs.StringVar(&f.db, "db", "", "store: an SQLite file `path` or a postgres://... URL (default DATA/games.db)")
	fs.StringVar(&f.sync, "sqlite-sync", "full", "SQLite commits: full (synced at every commit) or normal (synced at checkpoints; survives a process crash, not a power cut)")
}

// check refuses a --db that is neither a file path nor a PostgreSQL URL,
// such as mysql://..., and a --sqlite-sync that is neither full nor normal.
func (f *storeFlags) check() error {
	if scheme, _, ok := strings.Cut(f.db, "://"); ok && scheme != "postgres" && scheme != "postgresql" {
		return cli.Usagef("--db %s: this build stores games in SQLite (a file path) or PostgreSQL (postgres://...), not %s", f.db, scheme)
	}
	if _, err := sqlite.ParseSync(f.sync); err != nil {
		return cli.Usagef("--sqlite-sync: %v", err)
	}
	return nil
}

// open opens the chosen store.
func (f *storeFlags) open(ctx context.Context) (store.Store, string, error) {
	if strings.HasPrefix(f.db, "postgres://") || strings.HasPrefix(f.db, "postgresql://") {
		st, err := postgres.Open(ctx, f.db)
		return st, "postgresql", err
	}
	path := f.db
	if path == "" {
		if err := os.MkdirAll(f.data, 0o755); err != nil {
			return nil, "", err
		}
		path = filepath.Join(f.data, "games.db")
	}
	sync, err := sqlite.ParseSync(f.sync)
	if err != nil {
		return nil, "", err
	}
	st, err := sqlite.Open(ctx, path, sync)
	return st, path + " (synchronous=" + string(sync) + ")", err
}

func newLogger(w io.Writer, level string) (*slog.Logger, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(level)); err != nil {
		return nil, fmt.Errorf("--log-level: %w", err)
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: l})), nil
}

func serveMain(ctx context.Context, args []string, stdout, stderr io.Writer, opts Options) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "listen `address` (host:port; port 0 picks a free one)")
	botDelay := fs.Duration("bot-delay", 700*time.Millisecond, "how long a bot seat waits before it moves")
	level := fs.String("log-level", "info", "log level: debug, info, warn, error")
	chosenSeeds := fs.Bool("allow-chosen-seeds", false, "let any game choose its seed (test servers); otherwise only a game with one human seat may")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the server's run to `file` (until it stops)")
	gcPercent := fs.Int("gc-percent", defaultGCPercent, "heap growth between garbage collections, in `percent` (as GOGC, which wins when set): more spends less CPU on collecting and more memory")
	memLimit := fs.Int64("memory-limit", defaultMemoryLimit>>20, "soft memory limit in `MiB` (as GOMEMLIMIT, which wins when set): the collector works harder near it; 0 for none")
	lim := DefaultLimits()
	registerLimits(fs, &lim)
	var sf storeFlags
	sf.register(fs, "wasteland-data")
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.Usagef("serve takes no arguments, got %s", strings.Join(pos, " "))
	}
	if err := sf.check(); err != nil {
		return err
	}
	log, err := newLogger(stderr, *level)
	if err != nil {
		return err
	}
	tuneGC(*gcPercent, *memLimit<<20)
	st, where, err := sf.open(ctx)
	if err != nil {
		return fmt.Errorf("opening the store: %w", err)
	}
	srv, err := New(Config{Store: st, Games: opts.Games, BotDelay: *botDelay, Log: log, Limits: lim, AllowChosenSeeds: *chosenSeeds})
	if err != nil {
		st.Close()
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		srv.Close()
		return err
	}
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			srv.Close()
			return err
		}
		defer stop()
	}
	fmt.Fprintf(stdout, "wasteland: open http://%s/ (games kept in %s)\n", ln.Addr(), where)
	log.Info("serving", "addr", ln.Addr().String(), "store", where)
	return srv.Serve(ctx, ln)
}

// registerLimits adds a flag for every field of lim, defaulting to its
// value.
func registerLimits(fs *flag.FlagSet, lim *Limits) {
	fs.DurationVar(&lim.ReadHeaderTimeout, "read-header-timeout", lim.ReadHeaderTimeout, "time to read a request's headers")
	fs.DurationVar(&lim.ReadTimeout, "read-timeout", lim.ReadTimeout, "time to read a whole request, body included")
	fs.DurationVar(&lim.WriteTimeout, "write-timeout", lim.WriteTimeout, "time to write an answer")
	fs.DurationVar(&lim.IdleTimeout, "idle-timeout", lim.IdleTimeout, "how long an idle keep-alive connection stays open")
	fs.DurationVar(&lim.PingInterval, "ping-interval", lim.PingInterval, "WebSocket ping interval; no pong before the next ping closes it (0: no pings)")
	fs.IntVar(&lim.ConnsPerAddr, "conns-per-addr", lim.ConnsPerAddr, "open connections per client address (0: no cap)")
	fs.IntVar(&lim.SocketsPerAddr, "sockets-per-addr", lim.SocketsPerAddr, "WebSockets per client address (0: no cap)")
	fs.Float64Var(&lim.CreatePerMinute, "create-per-minute", lim.CreatePerMinute, "games a client address may create per minute, after the burst")
	fs.IntVar(&lim.CreateBurst, "create-burst", lim.CreateBurst, "games a client address may create at once (0: no limit)")
	fs.Float64Var(&lim.MovesPerSecond, "moves-per-second", lim.MovesPerSecond, "moves a client address may send per second, after the burst")
	fs.IntVar(&lim.MoveBurst, "move-burst", lim.MoveBurst, "moves a client address may send at once (0: no limit)")
	fs.Float64Var(&lim.ChatPerMinute, "chat-per-minute", lim.ChatPerMinute, "chat lines a seat or client address may send per minute, after the burst")
	fs.IntVar(&lim.ChatBurst, "chat-burst", lim.ChatBurst, "chat lines a seat or client address may send at once (0: no limit)")
}

// Serve serves on ln until ctx ends, then shuts down gracefully: no new
// connections, WebSockets closed (going away), requests and commits in
// flight finished, store closed.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	lim := s.cfg.Limits
	hs := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: lim.ReadHeaderTimeout, ReadTimeout: lim.ReadTimeout,
		WriteTimeout: lim.WriteTimeout, IdleTimeout: lim.IdleTimeout,
		ErrorLog: slog.NewLogLogger(s.log.Handler(), slog.LevelWarn)}
	if lim.ConnsPerAddr > 0 {
		ln = capListener{Listener: ln, conns: s.tcpConns}
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	var serveErr error
	select {
	case <-ctx.Done():
	case serveErr = <-errc:
	}
	s.log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	s.stopLive() // WebSockets and bots first: Shutdown does not wait for them
	shutErr := hs.Shutdown(sctx)
	closeErr := s.Close()
	if errors.Is(serveErr, http.ErrServerClosed) {
		serveErr = nil
	}
	s.log.Info("stopped")
	return errors.Join(serveErr, shutErr, closeErr)
}

// The serve command's garbage collector settings. Most of a server's
// allocations live for one move (frames, views, words); with the runtime's
// default (GOGC 100) collecting took about a sixth of its CPU under load.
// 400 collects a quarter as often; the soft limit keeps memory bounded
// when the live heap grows (many games, a flood).
const (
	defaultGCPercent   = 400
	defaultMemoryLimit = 1 << 30
)

// tuneGC sets the collector's target and soft memory limit (bytes, 0 for
// none), each unless its environment variable (GOGC, GOMEMLIMIT) is set.
func tuneGC(percent int, limit int64) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(percent)
	}
	if os.Getenv("GOMEMLIMIT") == "" && limit > 0 {
		debug.SetMemoryLimit(limit)
	}
}

// startCPUProfile writes a CPU profile to path until stop is called.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// cpuTime is the user and system CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func loadtestMain(ctx context.Context, args []string, stdout, stderr io.Writer, opts Options) error {
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg loadtest.Config
	fs.StringVar(&cfg.Target, "target", "", "server `URL` to load (default: start one in this process on loopback)")
	fs.IntVar(&cfg.Games, "games", 1000, "concurrent games")
	fs.StringVar(&cfg.Game, "game", "outlive", "game to play")
	fs.IntVar(&cfg.Players, "players", 2, "players per game")
	fs.DurationVar(&cfg.Duration, "duration", 30*time.Second, "how long to play (games start again as they end)")
	fs.Uint64Var(&cfg.Seed, "seed", 1, "seed of the games and of the clients' choices")
	fs.DurationVar(&cfg.Warmup, "warmup", 0, "play this long before measuring (game creation burst)")
	fs.DurationVar(&cfg.Think, "think", 0, "mean time a player waits before each move (0: at once, saturating the server)")
	fs.IntVar(&cfg.Flood, "flood", 0, "hold this many flood connections open during the run (see --flood-kind)")
	fs.StringVar(&cfg.FloodKind, "flood-kind", loadtest.FloodSlow, "flood connections: slow (a body that never ends) or idle (nothing sent)")
	fs.StringVar(&cfg.FloodFrom, "flood-from", "127.0.0.2", "local `address` the flood connects from (another client than the players)")
	probe := fs.Int("commit-probe", 2000, "single-row SQLite commits timed to compare with (0 skips)")
	level := fs.String("log-level", "warn", "log level of the in-process server")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to `file`")
	var sf storeFlags
	sf.register(fs, "")
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.Usagef("loadtest takes no arguments, got %s", strings.Join(pos, " "))
	}
	if err := sf.check(); err != nil {
		return err
	}
	if sf.data == "" {
		dir, err := os.MkdirTemp("", "wasteland-loadtest-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		sf.data = dir
	}
	if cfg.Target == "" {
		log, err := newLogger(stderr, *level)
		if err != nil {
			return err
		}
		st, where, err := sf.open(ctx)
		if err != nil {
			return err
		}
		srv, err := New(Config{Store: st, Games: opts.Games, Log: log})
		if err != nil {
			st.Close()
			return err
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			srv.Close()
			return err
		}
		sctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- srv.Serve(sctx, ln) }()
		defer func() { cancel(); <-done }()
		cfg.Target = "http://" + ln.Addr().String()
		fmt.Fprintf(stdout, "server: in process at %s, store %s\n", cfg.Target, where)
	}
	fmt.Fprintf(stdout, "load: %d concurrent %s games of %d players, think %s, warm-up %s, measured %s, against %s\n",
		cfg.Games, cfg.Game, cfg.Players, cfg.Think, cfg.Warmup, cfg.Duration, cfg.Target)
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	cpu0 := cpuTime()
	rep, err := loadtest.Run(ctx, cfg)
	if err != nil {
		return err
	}
	cpu := cpuTime() - cpu0
	rep.Write(stdout)
	if rep.AllMoves > 0 {
		fmt.Fprintf(stdout, "cpu: %s user+system in this process (server and clients, warm-up included), %.0fµs per acknowledged move\n",
			cpu.Round(time.Millisecond), float64(cpu.Microseconds())/float64(rep.AllMoves))
	}
	if *probe > 0 {
		p, err := loadtest.SQLiteCommitRate(ctx, sf.data, *probe)
		if err != nil {
			return fmt.Errorf("sqlite commit probe: %w", err)
		}
		fmt.Fprintf(stdout, "sqlite: %.0f single-row commits/s (INSERT+COMMIT, WAL, synchronous=FULL, %d commits in %s): p50 %s p99 %s max %s\n",
			p.PerSec, p.Commits, sf.data, p.P50, p.P99, p.Max)
		fmt.Fprintf(stdout, "ratio: persisted moves/s ÷ single-row commits/s = %.2f\n", rep.MovesPerSec/p.PerSec)
	}
	return nil
}
