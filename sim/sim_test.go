package sim

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/internal/toygame"
)

func toyConfig() Config {
	return Config{Game: toygame.Game{}, Games: 60, Players: 3, Bots: []string{"greedy", "random", "random"}, Seed: 42}
}

// runAll runs cfg with a log and records and returns report, log and the
// records directory.
func runAll(t *testing.T, cfg Config) (string, string, string) {
	t.Helper()
	var log bytes.Buffer
	cfg.Log = &log
	cfg.Records = t.TempDir()
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := rep.Write(&out); err != nil {
		t.Fatal(err)
	}
	return out.String(), log.String(), cfg.Records
}

func TestDeterministicAcrossWorkers(t *testing.T) {
	cfg := toyConfig()
	cfg.Workers = 1
	rep1, log1, dir1 := runAll(t, cfg)
	cfg.Workers = 4
	rep4, log4, dir4 := runAll(t, cfg)
	if rep1 != rep4 {
		t.Errorf("report differs between 1 and 4 workers:\n%s\n%s", rep1, rep4)
	}
	if log1 != log4 {
		t.Error("event log differs between 1 and 4 workers")
	}
	for i := range cfg.Games {
		a, err1 := os.ReadFile(filepath.Join(dir1, RecordName(i)))
		b, err4 := os.ReadFile(filepath.Join(dir4, RecordName(i)))
		if err1 != nil || err4 != nil || !bytes.Equal(a, b) {
			t.Fatalf("record %d differs or is missing: %v %v", i, err1, err4)
		}
	}
	cfg.Seed++
	if other, _, _ := runAll(t, cfg); other == rep1 {
		t.Error("another seed gave the same report")
	}
}

func TestRecordsReplay(t *testing.T) {
	cfg := toyConfig()
	cfg.Games = 10
	_, _, dir := runAll(t, cfg)
	for i := range cfg.Games {
		data, err := os.ReadFile(filepath.Join(dir, RecordName(i)))
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.DecodeRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Setup.Seed != GameSeed(cfg.Seed, i) || rec.Result == nil || rec.Seats[0] != "bot:greedy" {
			t.Fatalf("record %d: seed %d, result %v, seats %v", i, rec.Setup.Seed, rec.Result, rec.Seats)
		}
		if _, _, err := engine.Replay(toygame.Game{}, rec); err != nil {
			t.Fatalf("record %d does not replay: %v", i, err)
		}
	}
}

func TestLogLines(t *testing.T) {
	cfg := toyConfig()
	cfg.Games = 5
	_, log, dir := runAll(t, cfg)
	sc := bufio.NewScanner(strings.NewReader(log))
	game, move := 0, 0
	moves := map[int]int{}
	for sc.Scan() {
		var l LogLine
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&l); err != nil {
			t.Fatalf("bad line %q: %v", sc.Text(), err)
		}
		setup := l.Move == 0 && l.Seat == engine.Spectator && l.Option == "" && l.Event != nil
		if l.Game < game || (l.Game == game && l.Move < move) || (l.Option == "" && !setup) {
			t.Fatalf("line out of order or without option: %q", sc.Text())
		}
		if l.Game > game {
			move = 0
		}
		if l.Move != move && l.Move != move+1 {
			t.Fatalf("move numbers skip: %q after move %d", sc.Text(), move)
		}
		if first := l.Move > 0 && (l.Game > game || l.Move > move); first && !isDecision(l) {
			t.Fatalf("move does not open with its decision event: %q", sc.Text())
		}
		game, move = l.Game, l.Move
		moves[game] = move
	}
	for i := range cfg.Games {
		data, _ := os.ReadFile(filepath.Join(dir, RecordName(i)))
		rec, _ := engine.DecodeRecord(data)
		if moves[i] != len(rec.Moves) {
			t.Errorf("game %d: log has %d moves, record %d", i, moves[i], len(rec.Moves))
		}
	}
}

// isDecision reports whether l's event is the decision of l's seat that
// offered and chose l's option.
func isDecision(l LogLine) bool {
	if l.Event == nil || l.Event.Type != engine.DecisionEvent || l.Event.To != l.Seat {
		return false
	}
	d, ok := l.Event.Data.(map[string]any)
	if !ok || d["chosen"] != l.Option {
		return false
	}
	offered, _ := d["offered"].([]any)
	return slices.Contains(offered, any(l.Option))
}

func TestValidate(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(*Config)
		want string
	}{
		{"short bots", func(c *Config) { c.Bots = c.Bots[:2] }, "--bots lists 2 bots (greedy,random) for 3 players"},
		{"long bots", func(c *Config) { c.Bots = append(c.Bots, "random") }, "for 3 players"},
		{"bad kind", func(c *Config) { c.Bots[1] = "clever" }, `unknown bot "clever"`},
		{"players", func(c *Config) { c.Players = 5 }, "toy is for 2 to 4 players, not 5"},
		{"games", func(c *Config) { c.Games = 0 }, "at least 1"},
		{"workers", func(c *Config) { c.Workers = -1 }, "negative"},
		{"options the game refuses", func(c *Config) { c.Options = map[string]string{"scenario": "x"} }, "toy has no variants or options"},
	} {
		cfg := toyConfig()
		c.edit(&cfg)
		if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to mention %q", c.name, err, c.want)
		}
	}
}

// faulty is the toy game broken in game 7 of a run seeded with 42: New fails
// (or, with panics set, the first move panics).
type faulty struct {
	toygame.Game
	panics bool
}

type panicking struct{ engine.State }

func (p panicking) ApplyUnchecked(engine.Action, *engine.Recorder) { panic("rule engine broke") }

func (f faulty) New(s engine.Setup, rec *engine.Recorder) (engine.State, error) {
	st, err := f.Game.New(s, rec)
	if s.Seed != GameSeed(42, 7) {
		return st, err
	}
	if f.panics {
		return panicking{st}, nil
	}
	return nil, errors.New("cannot deal")
}

func TestFailingGameIsReportedInOrder(t *testing.T) {
	for _, panics := range []bool{false, true} {
		for _, workers := range []int{1, 3} {
			cfg := toyConfig()
			cfg.Game, cfg.Workers = faulty{panics: panics}, workers
			var log bytes.Buffer
			cfg.Log = &log
			_, err := Run(context.Background(), cfg)
			want := "game 7 (seed " + itoa(GameSeed(42, 7)) + "): cannot deal"
			if panics {
				want = "game 7 (seed " + itoa(GameSeed(42, 7)) + "): panic: rule engine broke"
			}
			if err == nil || !strings.HasPrefix(err.Error(), want) {
				t.Errorf("panics %v, workers %d: error %v, want prefix %q", panics, workers, err, want)
			}
			if strings.Contains(log.String(), `"game":7,`) || !strings.Contains(log.String(), `"game":6,`) {
				t.Errorf("log should hold games 0 to 6 only")
			}
		}
	}
}

func itoa(u uint64) string {
	b, _ := json.Marshal(u)
	return string(b)
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg := toyConfig()
	if _, err := Run(ctx, cfg); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v", err)
	}
}

func TestProgress(t *testing.T) {
	cfg := toyConfig()
	cfg.Games = 7
	var bar bytes.Buffer
	cfg.Progress = &bar
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	out := bar.String()
	if !strings.HasSuffix(out, "] 100% 7/7 games\n") || strings.Count(out, "\r") != 7 {
		t.Errorf("progress output %q", out)
	}
}

func TestStat(t *testing.T) {
	var s Stat
	for _, x := range []float64{2, 4, 4, 4, 5, 5, 7, 9} {
		s.Add(x)
	}
	if s.Mean() != 5 || math.Abs(s.SD()-2.138089935) > 1e-6 {
		t.Errorf("mean %v sd %v", s.Mean(), s.SD())
	}
	var one Stat
	one.Add(3)
	if one.SD() != 0 {
		t.Error("sd of one value")
	}
}

func TestReportAggregation(t *testing.T) {
	cfg := Config{Game: toygame.Game{}, Players: 3, Bots: []string{"greedy", "random", "greedy"}}
	r := newReport(&cfg)
	tags := func(vals ...string) []map[string]string {
		out := make([]map[string]string, len(vals))
		for i, v := range vals {
			out[i] = map[string]string{"leader": v}
		}
		return out
	}
	r.add(GameStats{Result: engine.Result{Scores: []int{10, 5, 1}, Winners: []engine.Seat{0}}, Moves: 10, Rounds: 2, HasRounds: true, Tags: tags("a", "b", "a")})
	r.add(GameStats{Result: engine.Result{Scores: []int{4, 8, 8}, Winners: []engine.Seat{1, 2}}, Moves: 20, Rounds: 4, HasRounds: true, Tags: tags("b", "a", "b")})
	r.add(GameStats{Result: engine.Result{Scores: []int{0, 0, 0}}, Moves: 30, Rounds: 6, HasRounds: true, Tags: tags("a", "a", "a")})
	if r.Games != 3 || r.SingleWins != 1 || r.Shared != 1 || r.NoWinner != 1 {
		t.Errorf("games %d single %d shared %d none %d", r.Games, r.SingleWins, r.Shared, r.NoWinner)
	}
	if r.Seats[0].Wins != 1 || r.Seats[1].Credit != 0.5 || r.Seats[2].Wins != 1 || !near(r.Seats[0].Score.Mean(), 14.0/3) {
		t.Errorf("seats %+v", r.Seats)
	}
	g := r.Kinds["greedy"]
	if g.SeatGames != 6 || g.Wins != 2 || g.Credit != 1.5 || !near(g.Score.Mean(), 23.0/6) {
		t.Errorf("greedy %+v", g)
	}
	a := r.Tags["leader"]["a"]
	if a.SeatGames != 6 || a.Wins != 2 || a.Credit != 1.5 || !near(a.Score.Mean(), 19.0/6) {
		t.Errorf("leader a %+v", a)
	}
	b := r.Tags["leader"]["b"]
	if b.SeatGames != 3 || b.Wins != 1 || b.Credit != 0.5 {
		t.Errorf("leader b %+v", b)
	}
	if r.MinMoves != 10 || r.MaxMoves != 30 || r.Moves.Mean() != 20 || r.Rounds.Mean() != 4 {
		t.Errorf("moves %d..%d mean %v rounds %v", r.MinMoves, r.MaxMoves, r.Moves.Mean(), r.Rounds.Mean())
	}
	var out bytes.Buffer
	if err := r.Write(&out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"toy: 3 games, 3 players, bots greedy,random,greedy, seed 0\n",
		"winners: 1 games with one winner, 1 shared wins (33.3%), 1 with no winner\n",
		"rounds per game: mean 4.00, sd 2.00, min 2, max 6\n",
		"greedy  2      3.83        4.31  2     50.0%      25.0% [6.0, 63.5]",
		"1     random  4.33        4.04  1     16.7%      25.0% [2.7, 80.2]",
		"first player (seat 0): won 50.0% of the 2 decided games [9.5, 90.5], fair share 33.3%: advantage +16.7 points [-23.9, +57.2]\n",
		"by leader\n",
		"b       3           5.67        2.08  1     16.7% [1.8, 69.0]",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// written adds games to a report of toy games, greedy against random, and
// returns what it writes.
func written(t *testing.T, games ...GameStats) string {
	t.Helper()
	cfg := Config{Game: toygame.Game{}, Players: 2, Bots: []string{"greedy", "random"}}
	r := newReport(&cfg)
	for _, g := range games {
		r.add(g)
	}
	var out bytes.Buffer
	if err := r.Write(&out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestReportCounts: a Counter's numbers are shown by name, sorted, with
// their mean, sd and total over the games.
func TestReportCounts(t *testing.T) {
	out := written(t,
		GameStats{Result: engine.Result{Scores: []int{1, 0}}, Moves: 5, Counts: map[string]int{"takeover": 1, "deaths": 3}},
		GameStats{Result: engine.Result{Scores: []int{0, 1}}, Moves: 5, Counts: map[string]int{"takeover": 0, "deaths": 1}})
	want := "deaths per game: mean 2.00, sd 1.41, total 4\ntakeover per game: mean 0.50, sd 0.71, total 1\n"
	if !strings.Contains(out, want) {
		t.Errorf("report lacks %q:\n%s", want, out)
	}
	out = written(t, GameStats{Result: engine.Result{Scores: []int{1, 0}}, Moves: 5})
	if strings.Contains(out, "per game: mean") && strings.Contains(out, "total") {
		t.Errorf("a game without counts shows counts:\n%s", out)
	}
}

// TestReportEnds: the ends an Ender names are counted and shown by name,
// sorted, with their share of the games; a game with no end is not counted.
func TestReportEnds(t *testing.T) {
	cfg := Config{Game: toygame.Game{}, Players: 2, Bots: []string{"greedy", "random"}}
	r := newReport(&cfg)
	var games []GameStats
	for _, end := range []string{"takeover: B", "influence", "takeover: B", ""} {
		g := GameStats{Result: engine.Result{Scores: []int{1, 0}}, Moves: 5, End: end}
		r.add(g)
		games = append(games, g)
	}
	if r.Ends["takeover: B"] != 2 || r.Ends["influence"] != 1 || len(r.Ends) != 2 {
		t.Errorf("ends %v", r.Ends)
	}
	if out, want := written(t, games...), "ends: influence 1 (25.0%), takeover: B 2 (50.0%)\n"; !strings.Contains(out, want) {
		t.Errorf("report lacks %q:\n%s", want, out)
	}
	if out := written(t, GameStats{Result: engine.Result{Scores: []int{1, 0}}, Moves: 5}); strings.Contains(out, "ends:") {
		t.Errorf("a game that is no Ender shows ends:\n%s", out)
	}
}

// enderGame is the toy game whose states name their end: "won by N", N
// the first winner.
type enderGame struct{ toygame.Game }

type enderState struct{ engine.State }

func (g enderGame) New(s engine.Setup, rec *engine.Recorder) (engine.State, error) {
	st, err := g.Game.New(s, rec)
	return enderState{st}, err
}

func (s enderState) EndReason() string {
	if w := s.Result().Winners; len(w) > 0 {
		return fmt.Sprintf("won by %d", w[0])
	}
	return "no winner"
}

// TestRunCountsEnds: Run asks an Ender's finished games how they ended.
func TestRunCountsEnds(t *testing.T) {
	cfg := toyConfig()
	cfg.Game = enderGame{}
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for end, k := range rep.Ends {
		n += k
		if !strings.HasPrefix(end, "won by ") && end != "no winner" {
			t.Errorf("end %q", end)
		}
	}
	if n != cfg.Games {
		t.Errorf("ends %v for %d games", rep.Ends, cfg.Games)
	}
	for seat, g := range rep.Seats {
		if k := rep.Ends[fmt.Sprintf("won by %d", seat)]; k > g.Wins || (seat == 0 && k != g.Wins) {
			t.Errorf("ends %v, but seat %d won %d games", rep.Ends, seat, g.Wins)
		}
	}
}

// wilson gives the 95% score interval of a rate; a team game's report
// shows it on its team line, and counts a team's win whole for each seat.
func TestWilsonAndTeamLine(t *testing.T) {
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{{0, 0, 0, 0}, {0, 200, 0, 0.0188}, {89, 200, 0.3778, 0.5141}, {200, 200, 0.9812, 1}} {
		ci := wilson(float64(tc.k), tc.n)
		lo, hi := ci.Low, ci.High
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f, %.4f; want %.4f, %.4f", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
	r := newReport(&Config{Game: toygame.Game{}, Players: 2, Bots: []string{"random", "random"}})
	r.add(GameStats{Result: engine.Result{Scores: []int{1, 1}, Placings: []int{1, 1}, Winners: []engine.Seat{0, 1}}, Team: true})
	r.add(GameStats{Result: engine.Result{Scores: []int{0, 0}, Placings: []int{2, 2}}, Team: true})
	var b strings.Builder
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	if r.Seats[0].Credit != 1 || r.Seats[1].WinRate().Share != 0.5 {
		t.Errorf("a team win is each seat's whole win: seats %+v", r.Seats)
	}
	if !strings.Contains(b.String(), "team: won 1 of 2 games (50.0%, 95% CI 9.5%-90.5%, Wilson)") {
		t.Errorf("report:\n%s", b.String())
	}
}
