package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/internal/toygame"
	"wasteland/server/api"
	"wasteland/store"
	"wasteland/store/postgres"
	"wasteland/store/sqlite"
	"wasteland/store/storetest"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// testserve builds server/internal/testserve (the serve command with the
// toy game) once per test run.
func testserve(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "wasteland-testserve-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "testserve")
		out, err := exec.Command("go", "build", "-o", binPath, "wasteland/server/internal/testserve").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// proc is a running server process.
type proc struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	logs *os.File
	done chan error
}

// startServe starts `serve` on a free loopback port with args added. Its
// per-address limits are off: the tests load it from one address (the
// limits have tests of their own).
func startServe(t *testing.T, args ...string) *proc {
	t.Helper()
	logs, err := os.CreateTemp(t.TempDir(), "serve-*.log")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(testserve(t), append([]string{"serve", "--addr", "127.0.0.1:0", "--bot-delay", "0", "--log-level", "warn",
		"--create-burst", "0", "--move-burst", "0", "--conns-per-addr", "0", "--sockets-per-addr", "0"}, args...)...)
	cmd.Stderr = logs
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &proc{t: t, cmd: cmd, logs: logs, done: make(chan error, 1)}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		t.Fatalf("serve printed no address: %v (logs in %s)", err, logs.Name())
	}
	// "wasteland: open http://127.0.0.1:PORT/ (games kept in ...)"
	f := strings.Fields(line)
	if len(f) < 3 || !strings.HasPrefix(f[2], "http://127.0.0.1:") {
		t.Fatalf("unexpected first line %q", line)
	}
	p.url = strings.TrimSuffix(f[2], "/")
	go func() { p.done <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

// kill sends SIGKILL and waits for the process to die.
func (p *proc) kill() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// term sends SIGTERM and returns the exit error.
func (p *proc) term() error {
	p.cmd.Process.Signal(syscall.SIGTERM)
	return <-p.done
}

// TestSIGKILLUnderLoad: a real server process is killed with SIGKILL while
// many games are being played, some of them with clocks and bots standing
// in for players who left, while bots keep taking seats and players taking
// them back; every move and every change of seat it acknowledged is in the
// store, the stand-ins' moves say so, and a restarted process goes on with
// the games.
func TestSIGKILLUnderLoad(t *testing.T) {
	data := t.TempDir()
	p := startServe(t, "--data", data)
	standIns := standInGames(t, p.url, 6)
	churn := &seatChurn{acked: map[seatKey]string{}, inflight: map[seatKey]string{}}
	const slots, killAfter = 24, 400
	type ack struct {
		game   string
		n      int
		option string
	}
	var (
		mu      sync.Mutex
		acks    []ack
		created []string
		count   atomic.Int64
		kill    = make(chan struct{})
		once    sync.Once
	)
	ctx, cancel := context.WithCancel(ctxT(t))
	defer cancel()
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			churn.run(ctx, p.url)
		}()
	}
	for slot := range slots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; ctx.Err() == nil && k < 1000; k++ {
				cr, err := tryCreate(ctx, p.url)
				if err != nil {
					return
				}
				mu.Lock()
				created = append(created, cr.Game.ID)
				mu.Unlock()
				var gw sync.WaitGroup
				for _, s := range cr.Seats {
					c, err := tryDial(ctx, t, p.url, cr.Game.ID, s.Token)
					if err != nil {
						return
					}
					c.seat = engine.Seat(s.Seat)
					c.onAck = func(n int, option string) {
						mu.Lock()
						acks = append(acks, ack{cr.Game.ID, n, option})
						mu.Unlock()
						if count.Add(1) == killAfter {
							once.Do(func() { close(kill) })
						}
					}
					gw.Add(1)
					go func() {
						defer gw.Done()
						c.play(engine.NewRNG(uint64(slot*7919 + k)))
					}()
				}
				gw.Wait()
			}
		}()
	}
	<-kill
	p.kill()
	cancel()
	wg.Wait()

	st, err := sqlite.Open(context.Background(), filepath.Join(data, "games.db"), sqlite.SyncFull)
	if err != nil {
		t.Fatal(err)
	}
	loaded := map[string]*store.Game{}
	mu.Lock()
	defer mu.Unlock()
	for _, id := range created {
		g, err := st.Load(context.Background(), id)
		if err != nil {
			t.Fatalf("acknowledged game %s lost: %v", id, err)
		}
		loaded[id] = g
	}
	for _, a := range acks {
		g := loaded[a.game]
		if g.N < a.n || g.Moves[a.n-1].Option != a.option {
			t.Fatalf("acknowledged move %d (%s) of game %s lost: %d moves stored", a.n, a.option, a.game, g.N)
		}
	}
	for _, id := range standIns {
		g, err := st.Load(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range g.Moves {
			if m.By != "bot:greedy" {
				t.Fatalf("game %s move %d of a stand-in bot: by %q", id, i+1, m.By)
			}
		}
		loaded[id] = g
	}
	churn.check(t, st)
	st.Close()
	t.Logf("%d games, %d acknowledged moves, all stored; %d acknowledged changes of seat", len(created), len(acks), churn.count)

	// A restarted server plays on.
	p2 := startServe(t, "--data", data)
	var unfinished string
	for id, g := range loaded {
		if !g.Over {
			unfinished = id
			break
		}
	}
	if unfinished != "" {
		code, body := doHTTP(t, p2.url, "GET", "/api/v1/games/"+unfinished, "", nil)
		if code != 200 || !strings.Contains(string(body), fmt.Sprintf(`"n":%d`, loaded[unfinished].N)) {
			t.Fatalf("after restart: %d %s", code, body)
		}
	}
	// The stand-in bots finish their games by themselves.
	for _, id := range standIns {
		for i := 0; ; i++ {
			var sum api.Summary
			code, body := doHTTP(t, p2.url, "GET", "/api/v1/games/"+id, "", nil)
			if code != 200 {
				t.Fatalf("stand-in game after restart: %d %s", code, body)
			}
			mustJSON(t, body, &sum)
			if sum.Over {
				break
			}
			if i == 5000 {
				t.Fatalf("the stand-in bots of game %s did not finish after the restart: %d moves", id, sum.N)
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
	if err := p2.term(); err != nil {
		t.Errorf("SIGTERM exit: %v", err)
	}
}

// seatKey names a seat of a game.
type seatKey struct {
	game string
	seat int
}

// seatChurn has bots take seats and players take them back in clock
// games, and remembers what the server acknowledged: acked is each seat's
// stand-in after the last acknowledged change, inflight the stand-in of a
// change sent and not answered (either may be stored).
type seatChurn struct {
	mu       sync.Mutex
	acked    map[seatKey]string
	inflight map[seatKey]string
	count    int
}

// run creates turn-based games whose players leave, have bots take the
// seats, take seat 0 back, leave again and have a bot take it again, until
// ctx ends or the server stops answering.
func (sc *seatChurn) run(ctx context.Context, base string) {
	for ctx.Err() == nil {
		code, data, err := tryPost(ctx, base, "/api/v1/games", "", `{"game":"toy","players":2,"seats":["human","human"],"clock":{"mode":"turn","per_move_seconds":60}}`)
		if err != nil || code != 201 {
			return
		}
		var cr api.CreateResponse
		if json.Unmarshal(data, &cr) != nil {
			return
		}
		tok := []string{cr.Seats[0].Token, cr.Seats[1].Token}
		for _, step := range []struct {
			seat, by int
			verb     string
		}{{0, 0, "leave"}, {1, 1, "leave"}, {0, 1, "bot"}, {1, 0, "bot"}, {0, 0, "return"}, {0, 0, "leave"}, {0, 1, "bot"}} {
			k := seatKey{cr.Game.ID, step.seat}
			standIn, changes := map[string]string{"bot": "bot:greedy", "return": ""}[step.verb]
			if changes {
				sc.mu.Lock()
				sc.inflight[k] = standIn
				sc.mu.Unlock()
			}
			code, _, err := tryPost(ctx, base, fmt.Sprintf("/api/v1/games/%s/seats/%d/%s", cr.Game.ID, step.seat, step.verb), tok[step.by], "")
			if err != nil || code != 200 {
				return
			}
			if changes {
				sc.mu.Lock()
				sc.acked[k] = standIn
				delete(sc.inflight, k)
				sc.count++
				sc.mu.Unlock()
			}
		}
	}
}

// check compares the seats in the store with what was acknowledged.
func (sc *seatChurn) check(t *testing.T, st store.Store) {
	t.Helper()
	sc.mu.Lock()
	defer sc.mu.Unlock()
	for k, want := range sc.acked {
		g, err := st.Load(context.Background(), k.game)
		if err != nil {
			t.Fatalf("game %s of acknowledged changes of seat: %v", k.game, err)
		}
		got := g.Seats[k.seat].StandIn
		if maybe, ok := sc.inflight[k]; got != want && !(ok && got == maybe) {
			t.Errorf("game %s seat %d: stand-in %q stored, %q acknowledged", k.game, k.seat, got, want)
		}
	}
}

// tryPost sends a POST with body (JSON, may be empty) and token, returning
// errors instead of failing the test.
func tryPost(ctx context.Context, base, path, token, body string) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", base+path, strings.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	return res.StatusCode, data, err
}

// standInGames creates n turn-based games whose two players both leave and
// have a bot stand in for the other, so that bots play them on.
func standInGames(t *testing.T, base string, n int) []string {
	t.Helper()
	var ids []string
	for range n {
		code, data := doHTTP(t, base, "POST", "/api/v1/games", "", `{"game":"toy","players":2,"seats":["human","human"],"clock":{"mode":"turn","per_move_seconds":60}}`)
		if code != 201 {
			t.Fatalf("create: %d %s", code, data)
		}
		var cr api.CreateResponse
		mustJSON(t, data, &cr)
		for seat, other := range []int{1, 0} {
			path := fmt.Sprintf("/api/v1/games/%s/seats/%d/", cr.Game.ID, seat)
			if code, data := doHTTP(t, base, "POST", path+"leave", cr.Seats[seat].Token, nil); code != 200 {
				t.Fatalf("leave: %d %s", code, data)
			}
			if code, data := doHTTP(t, base, "POST", path+"bot", cr.Seats[other].Token, nil); code != 200 {
				t.Fatalf("a bot for a seat left: %d %s", code, data)
			}
		}
		ids = append(ids, cr.Game.ID)
	}
	return ids
}

// TestGracefulShutdown: SIGTERM closes WebSockets with "going away" and the
// process exits cleanly.
func TestGracefulShutdown(t *testing.T) {
	p := startServe(t, "--data", t.TempDir())
	cr := createAt(t, p.url, "toy", 1, "human", "human")
	c := dial(t, p.url, cr.Game.ID, cr.Seats[0].Token, 0)
	c.mustRead()
	// A client always reads, as a browser does.
	closed := make(chan error, 1)
	go func() {
		for {
			if _, err := c.read(); err != nil {
				closed <- err
				return
			}
		}
	}()
	if err := p.term(); err != nil {
		t.Fatalf("exit after SIGTERM: %v", err)
	}
	err := <-closed
	if s := websocket.CloseStatus(err); s != websocket.StatusGoingAway {
		logs, _ := os.ReadFile(p.logs.Name())
		t.Errorf("close status %v (%v), want going away; server log:\n%s", s, err, logs)
	}
}

// TestTwoServersOnePostgres: two real server processes on one PostgreSQL
// database are one service. Seats connected to different servers play a
// whole game (each sees the other's moves at once), every frame is checked
// against the stored record, and racing moves through both servers are
// ordered: exactly one wins each move number.
func TestTwoServersOnePostgres(t *testing.T) {
	url := storetest.PostgresURL(t)
	a := startServe(t, "--db", url)
	b := startServe(t, "--db", url)
	st, err := postgres.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()

	for i, setup := range []struct {
		game  string
		seats []string
	}{
		{"toy", []string{"human", "human"}},
		{"toy", []string{"human", "bot:random", "human"}},
		{"outlive", []string{"human", "bot:random", "human"}},
	} {
		seed := uint64(40 + i)
		seats := setup.seats
		cr := createAt(t, a.url, setup.game, seed, seats...)
		var cs []*client
		servers := []string{a.url, b.url}
		k := 0
		for _, s := range cr.Seats {
			if s.Kind != "human" {
				continue
			}
			c := dial(t, servers[k%2], cr.Game.ID, s.Token, 0)
			c.seat = engine.Seat(s.Seat)
			cs = append(cs, c)
			k++
		}
		cs = append(cs, dial(t, a.url, cr.Game.ID, "", 0), dial(t, b.url, cr.Game.ID, "", 0))
		var wg sync.WaitGroup
		errs := make([]error, len(cs))
		for j, c := range cs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if c.seat >= 0 {
					errs[j] = c.play(engine.NewRNG(seed + uint64(j)))
				} else {
					errs[j] = c.untilOver()
				}
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
		g, err := games.Lookup(setup.game)
		if setup.game == "toy" {
			g, err = toygame.Game{}, nil
		}
		if err != nil {
			t.Fatal(err)
		}
		tr := replayStored(t, st, g, cr.Game.ID)
		for _, c := range cs {
			checkFrames(t, c, tr)
		}
	}

	// Race: the same seat sends a move for the same number through both
	// servers at once; exactly one is stored.
	cr := createAt(t, a.url, "toy", 77, "human", "human")
	id := cr.Game.ID
	for step := 0; step < 100; step++ {
		_, body := doHTTP(t, a.url, "GET", "/api/v1/games/"+id+"/state", "", nil)
		var sf api.StateFrame
		mustJSON(t, body, &sf)
		if sf.Over {
			break
		}
		tok := cr.Seats[sf.Decision.Seat].Token
		_, body = doHTTP(t, b.url, "GET", "/api/v1/games/"+id+"/state", tok, nil)
		mustJSON(t, body, &sf)
		opts := sf.Decision.Options
		codes := make([]int, 2)
		bodies := make([][]byte, 2)
		var wg sync.WaitGroup
		for j, base := range []string{a.url, b.url} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[j], bodies[j] = doHTTP(t, base, "POST", "/api/v1/games/"+id+"/moves", tok,
					api.MoveRequest{N: sf.N, Option: opts[j%len(opts)].ID})
			}()
		}
		wg.Wait()
		won := -1
		for j := range codes {
			switch codes[j] {
			case 200:
				if won >= 0 {
					t.Fatalf("move %d accepted twice", sf.N+1)
				}
				won = j
			case 409:
				if e := apiError(t, bodies[j]); e.Code != api.Stale {
					t.Fatalf("loser: %s", bodies[j])
				}
			default:
				t.Fatalf("race answer %d %s", codes[j], bodies[j])
			}
		}
		if won < 0 {
			t.Fatalf("move %d: nobody won", sf.N+1)
		}
		ms, err := st.Moves(context.Background(), id, sf.N)
		if err != nil || len(ms) != 1 || ms[0].Option != opts[won%len(opts)].ID {
			t.Fatalf("stored move %d = %v (%v), winner sent %s", sf.N+1, ms, err, opts[won%len(opts)].ID)
		}
	}
}
