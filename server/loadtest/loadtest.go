package loadtest

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"wasteland/engine"
	"wasteland/server/api"
	"wasteland/store/sqlite"
)

// Config says what load to make.
type Config struct {
	// Target is the server's base URL, such as http://127.0.0.1:8080.
	Target string
	// Games is the number of games played at once.
	Games int
	// Game, Players: what each game is.
	Game    string
	Players int
	// Duration is how long to measure, after Warmup; games start again as
	// they end. Games still running at the end are abandoned (their
	// acknowledged moves count).
	Duration time.Duration
	// MaxGames stops after this many games have started in all; 0 means no
	// limit (Duration alone ends the run).
	MaxGames int
	// Seed seeds the players' choices (the server draws each game's seed).
	Seed uint64
	// Think is the mean time a player waits before each move (uniform in
	// [0, 2×Think]), as a person or a paced bot does; 0 moves at once,
	// which saturates the server. With Think, game starts are spread over
	// the first Think too.
	Think time.Duration
	// Warmup is left out of the measurement: moves sent in the first Warmup
	// (while the games are being created) are played but not counted.
	Warmup time.Duration
	// Flood, when positive, holds this many connections of FloodKind
	// (FloodSlow or FloodIdle) from the local address FloodFrom (such as
	// 127.0.0.2) open during the run, reopening those the server cuts off.
	Flood     int
	FloodKind string
	FloodFrom string
}

// Report is the outcome of a run.
type Report struct {
	Elapsed     time.Duration
	Started     int
	Finished    int
	Moves       int
	MovesPerSec float64
	// AllMoves counts the acknowledged moves of the warm-up too.
	AllMoves int
	// Latency percentiles of accepted moves.
	P50, P90, P99, Max time.Duration
	// Errors counts refused moves and failures by code or kind.
	Errors map[string]int
	// Server holds the target's own measurements, from its /metrics over
	// the measured time; ServerOK is false when it has none.
	ServerOK bool
	// ServerCPUPerMove is the target process's CPU time per acknowledged
	// move; ServerRSS the most resident memory seen; MovesPerCommit the
	// moves and other writes per transaction.
	ServerCPUPerMove time.Duration
	ServerRSS        float64
	MovesPerCommit   float64
	// ReadyP50 and ReadyP99 time GET /readyz, probed every 20 ms.
	ReadyP50, ReadyP99 time.Duration
	// FloodOpened and FloodCut count the flood's connections and those the
	// server closed.
	FloodOpened, FloodCut int64
}

// Write prints the report.
func (r *Report) Write(w io.Writer) {
	fmt.Fprintf(w, "games: %d started, %d finished in %s\n", r.Started, r.Finished, r.Elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "moves: %d acknowledged, %.0f moves/s\n", r.Moves, r.MovesPerSec)
	fmt.Fprintf(w, "latency (send to ack): p50 %s  p90 %s  p99 %s  max %s\n",
		ms(r.P50), ms(r.P90), ms(r.P99), ms(r.Max))
	fmt.Fprintf(w, "readyz (every 20ms): p50 %s  p99 %s\n", ms(r.ReadyP50), ms(r.ReadyP99))
	if r.ServerOK {
		fmt.Fprintf(w, "server: %.0fµs CPU per acknowledged move, %.2f writes per commit, RSS at most %.0f MB\n",
			float64(r.ServerCPUPerMove.Nanoseconds())/1000, r.MovesPerCommit, r.ServerRSS/(1<<20))
	}
	if r.FloodOpened > 0 {
		fmt.Fprintf(w, "flood: %d connections opened, %d cut off by the server\n", r.FloodOpened, r.FloodCut)
	}
	if len(r.Errors) > 0 {
		keys := make([]string, 0, len(r.Errors))
		for k := range r.Errors {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var parts []string
		for _, k := range keys {
			parts = append(parts, fmt.Sprintf("%s=%d", k, r.Errors[k]))
		}
		fmt.Fprintf(w, "errors: %s\n", strings.Join(parts, " "))
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2fms", float64(d.Microseconds())/1000) }

// collector gathers results from every client.
type collector struct {
	from     time.Time // moves sent before are not counted
	mu       sync.Mutex
	lat      []time.Duration
	errs     map[string]int
	started  int
	finished int
	all      int
}

func (c *collector) err(kind string) {
	c.mu.Lock()
	c.errs[kind]++
	c.mu.Unlock()
}

// Run plays the load and reports. It returns an error only when the target
// cannot be used at all.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Games < 1 || cfg.Players < 1 || cfg.Duration <= 0 {
		return nil, errors.New("loadtest: games, players and duration must be positive")
	}
	base := strings.TrimSuffix(cfg.Target, "/")
	tr := &http.Transport{MaxIdleConns: cfg.Games * 2, MaxIdleConnsPerHost: cfg.Games * 2, IdleConnTimeout: time.Minute}
	defer tr.CloseIdleConnections()
	hc := &http.Client{Transport: tr, Timeout: time.Minute}
	// Check the target and the game before starting the load.
	if _, err := create(ctx, hc, base, cfg); err != nil {
		return nil, err
	}
	start := time.Now()
	col := &collector{errs: map[string]int{}, from: start.Add(cfg.Warmup)}
	runCtx, cancel := context.WithTimeout(ctx, cfg.Warmup+cfg.Duration)
	defer cancel()
	var fl *flood
	if cfg.Flood > 0 {
		var err error
		if fl, err = startFlood(runCtx, cfg, strings.TrimPrefix(strings.TrimPrefix(base, "http://"), "https://")); err != nil {
			return nil, err
		}
	}
	// The server's counters at the end of the warm-up and at the end, its
	// memory every second, and /readyz every 20 ms.
	var s0, s1 serverStats
	var maxRSS float64
	var ready []time.Duration
	var probes sync.WaitGroup
	probes.Add(2)
	go func() {
		defer probes.Done()
		if !sleep(runCtx, cfg.Warmup) {
			return
		}
		s0 = scrape(runCtx, hc, base)
		for sleep(runCtx, time.Second) {
			if st := scrape(runCtx, hc, base); st.rss > maxRSS {
				maxRSS = st.rss
			}
		}
	}()
	go func() {
		defer probes.Done()
		if sleep(runCtx, cfg.Warmup) {
			ready = probeReady(runCtx, hc, base, 20*time.Millisecond)
		}
	}()
	var wg sync.WaitGroup
	var next sync.Mutex
	gameNo := 0
	for slot := range cfg.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if cfg.Think > 0 {
				rng := engine.NewRNG(cfg.Seed ^ uint64(slot)<<20)
				if !sleep(runCtx, time.Duration(rng.IntN(int(cfg.Think)+1))) {
					return
				}
			}
			for runCtx.Err() == nil {
				next.Lock()
				if cfg.MaxGames > 0 && gameNo >= cfg.MaxGames {
					next.Unlock()
					return
				}
				gameNo++
				k := gameNo
				next.Unlock()
				col.mu.Lock()
				col.started++
				col.mu.Unlock()
				if err := playGame(runCtx, hc, base, cfg, uint64(k), col); err != nil {
					if runCtx.Err() != nil {
						return
					}
					col.err("client:" + err.Error())
					return
				}
				col.mu.Lock()
				col.finished++
				col.mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(col.from)
	s1 = scrape(ctx, hc, base)
	cancel()
	probes.Wait()
	if fl != nil {
		fl.wg.Wait()
	}
	rep := &Report{Elapsed: elapsed, Started: col.started, Finished: col.finished, Moves: len(col.lat), AllMoves: col.all, Errors: col.errs}
	rep.ReadyP50, rep.ReadyP99 = pct(ready, 0.50), pct(ready, 0.99)
	if fl != nil {
		rep.FloodOpened, rep.FloodCut = fl.opened.Load(), fl.cut.Load()
	}
	if s0.ok && s1.ok && rep.Moves > 0 {
		rep.ServerOK = true
		rep.ServerCPUPerMove = time.Duration((s1.cpu - s0.cpu) / float64(rep.Moves) * 1e9)
		rep.ServerRSS = max(maxRSS, s1.rss)
		if c := s1.commits - s0.commits; c > 0 {
			rep.MovesPerCommit = (s1.written - s0.written) / c
		}
	}
	rep.MovesPerSec = float64(rep.Moves) / elapsed.Seconds()
	slices.Sort(col.lat)
	if n := len(col.lat); n > 0 {
		pct := func(p float64) time.Duration { return col.lat[min(n-1, int(p*float64(n)))] }
		rep.P50, rep.P90, rep.P99, rep.Max = pct(0.50), pct(0.90), pct(0.99), col.lat[n-1]
	}
	return rep, nil
}

// create makes a game with every seat human.
func create(ctx context.Context, hc *http.Client, base string, cfg Config) (*api.CreateResponse, error) {
	seats := make([]string, cfg.Players)
	for i := range seats {
		seats[i] = "human"
	}
	body, _ := json.Marshal(api.CreateRequest{Game: cfg.Game, Players: cfg.Players, Seats: seats})
	req, err := http.NewRequestWithContext(ctx, "POST", base+api.Prefix+"/games", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusCreated {
		return nil, fmt.Errorf("create: %s: %s", res.Status, bytes.TrimSpace(data))
	}
	var cr api.CreateResponse
	if err := json.Unmarshal(data, &cr); err != nil {
		return nil, fmt.Errorf("create: %w", err)
	}
	return &cr, nil
}

// playGame creates a game and plays every seat over its own WebSocket until
// the game ends or ctx does.
func playGame(ctx context.Context, hc *http.Client, base string, cfg Config, k uint64, col *collector) error {
	cr, err := create(ctx, hc, base, cfg)
	if err != nil {
		return err
	}
	wsBase := "ws" + strings.TrimPrefix(base, "http")
	gctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, len(cr.Seats))
	for _, s := range cr.Seats {
		go func() {
			errc <- playSeat(gctx, wsBase, cr.Game.ID, s, engine.NewRNG(cfg.Seed^k<<8^uint64(s.Seat)), cfg.Think, col)
		}()
	}
	var first error
	for range cr.Seats {
		if err := <-errc; err != nil && first == nil {
			first = err
			cancel()
		}
	}
	return first
}

// worthDecoding tells the frames a player must read: acks, errors, the end,
// and state frames with options (only the deciding seat gets them). Other
// state frames are skipped unread, to keep the load generator's own cost
// low.
func worthDecoding(data []byte) bool {
	return !bytes.HasPrefix(data, []byte(`{"type":"state"`)) ||
		bytes.Contains(data, []byte(`"options":[`)) || bytes.Contains(data, []byte(`"over":true`))
}

// playSeat plays one seat as a random player until the game is over.
func playSeat(ctx context.Context, wsBase, id string, s api.SeatLink, rng engine.RNG, think time.Duration, col *collector) error {
	conn, _, err := websocket.Dial(ctx, wsBase+api.Prefix+"/games/"+id+"/ws?token="+s.Token, nil)
	if err != nil {
		return err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	var sent time.Time
	pending := false
	var last *clientFrame // the latest state frame not yet answered
	var buf bytes.Buffer  // the frame read, its room reused
	for {
		_, r, err := conn.Reader(ctx)
		if err != nil {
			return err
		}
		buf.Reset()
		if _, err := buf.ReadFrom(r); err != nil {
			return err
		}
		data := buf.Bytes()
		if !worthDecoding(data) {
			continue
		}
		var f clientFrame
		if err := readFrame(data, &f); err != nil {
			return err
		}
		switch f.Type {
		case api.TypeState:
			if f.Over {
				conn.Close(websocket.StatusNormalClosure, "")
				return nil
			}
			last = &f
		case api.TypeAck:
			lat := time.Since(sent)
			col.mu.Lock()
			col.all++
			if sent.After(col.from) {
				col.lat = append(col.lat, lat)
			}
			col.mu.Unlock()
			pending = false
		case api.TypeError:
			col.err(string(f.Code))
			pending = false
		}
		if pending || last == nil || last.Decision == nil || last.Decision.Seat != engine.Seat(s.Seat) || len(last.Decision.Options) == 0 {
			continue
		}
		opt := last.Decision.Options[rng.IntN(len(last.Decision.Options))]
		if think > 0 && !sleep(ctx, time.Duration(rng.IntN(2*int(think)+1))) {
			return ctx.Err()
		}
		msg, _ := json.Marshal(api.ClientFrame{Type: api.TypeMove, Req: fmt.Sprint(last.N), N: last.N, Option: opt.ID})
		sent, pending, last = time.Now(), true, nil
		if err := conn.Write(ctx, websocket.MessageText, msg); err != nil {
			return err
		}
	}
}

// sleep waits d or until ctx ends; it reports whether ctx is still live.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// CommitProbe is the outcome of SQLiteCommitRate.
type CommitProbe struct {
	Commits  int
	PerSec   float64
	P50, P99 time.Duration
	Max      time.Duration
}

// SQLiteCommitRate measures single-row commits on the disk of dir: n times
// BEGIN, INSERT one row, COMMIT, in a temporary database with the store's
// settings (WAL, synchronous=FULL).
func SQLiteCommitRate(ctx context.Context, dir string, n int) (*CommitProbe, error) {
	f, err := os.CreateTemp(dir, "commit-probe-*.db")
	if err != nil {
		return nil, err
	}
	path := f.Name()
	f.Close()
	defer func() {
		for _, suffix := range []string{"", "-wal", "-shm"} {
			os.Remove(path + suffix)
		}
	}()
	db, err := sql.Open("sqlite", sqlite.DSN(filepath.Clean(path)))
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.ExecContext(ctx, `CREATE TABLE probe (id INTEGER PRIMARY KEY, game TEXT NOT NULL, n INTEGER NOT NULL, option TEXT NOT NULL)`); err != nil {
		return nil, err
	}
	lat := make([]time.Duration, 0, n)
	start := time.Now()
	for i := range n {
		t0 := time.Now()
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return nil, err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO probe (game, n, option) VALUES (?, ?, ?)`, "probe", i, "option"); err != nil {
			tx.Rollback()
			return nil, err
		}
		if err := tx.Commit(); err != nil {
			return nil, err
		}
		lat = append(lat, time.Since(t0))
	}
	p := &CommitProbe{Commits: n, PerSec: float64(n) / time.Since(start).Seconds()}
	if n > 0 {
		slices.Sort(lat)
		p.P50, p.P99, p.Max = lat[n/2], lat[min(n-1, n*99/100)], lat[n-1]
	}
	return p, nil
}
