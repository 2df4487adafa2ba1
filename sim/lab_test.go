package sim

import (
	"bytes"
	"context"
	"encoding/csv"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
	"wasteland/internal/toygame"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// labGame is the toy game with every optional interface of the report: its
// rounds are every third move, its first player is the seed modulo the
// players, its two tracks advance every 2nd and 5th move up to place 4,
// its score splits into a half and the rest, and its seats are tagged by
// parity.
type labGame struct{ toygame.Game }

func (labGame) Name() string { return "lab" }

func (g labGame) New(s engine.Setup, rec *engine.Recorder) (engine.State, error) {
	st, err := g.Game.New(s, rec)
	if err != nil {
		return nil, err
	}
	return &labState{State: st, first: engine.Seat(s.Seed % uint64(s.Players))}, nil
}

type labState struct {
	engine.State
	moves int
	first engine.Seat
}

func (s *labState) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	s.State.ApplyUnchecked(a, rec)
	s.moves++
}

func (s *labState) Rounds() int              { return s.moves/3 + 1 }
func (s *labState) FirstPlayer() engine.Seat { return s.first }
func (s *labState) TrackLast() int           { return 4 }
func (s *labState) Tracks() map[string]int {
	return map[string]int{"red": min(s.moves/2, 4), "blue": min(s.moves/5, 4)}
}

func (s *labState) ScoreParts(seat engine.Seat) map[string]int {
	sc := s.Result().Scores[seat]
	return map[string]int{"half": sc / 2, "rest": sc - sc/2}
}

func (s *labState) EndReason() string {
	switch len(s.Result().Winners) {
	case 0:
		return "nobody"
	case 1:
		return "one"
	}
	return "shared"
}

func (s *labState) Counts() map[string]int { return map[string]int{"moves seen": s.moves} }

func (s *labState) Tags(seat engine.Seat) map[string]string {
	return map[string]string{"parity": []string{"even", "odd"}[seat%2]}
}

// labReport runs games of the lab game, greedy against two random bots.
func labReport(t *testing.T, games int, seed uint64) *Report {
	t.Helper()
	rep, err := Run(context.Background(), Config{Game: labGame{}, Games: games, Players: 3, Bots: []string{"greedy", "random", "random"}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// The --report file's schema is fixed by a golden file
// (testdata/report-lab.json, docs/report.md); -update rewrites it. The
// file reads back to what was written.
func TestReportFileGolden(t *testing.T) {
	f := labReport(t, 12, 5).File("lab-rules-1", "lab-content-1")
	var b bytes.Buffer
	if err := f.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	enginetest.Golden(t, filepath.Join("testdata", "report-lab.json"), b.Bytes(), *update)
	back, err := ReadReportFile(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := back.WriteJSON(&again); err != nil {
		t.Fatal(err)
	}
	if again.String() != b.String() {
		t.Error("the report file does not read back to what was written")
	}
}

// ReadReportFile refuses what is not a complete report of this schema.
func TestReadReportFileErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"schema": "wasteland-sim-report/0", "games": 1}`, `a report of schema "wasteland-sim-report/0"`},
		{`{"games": 1}`, "it names no schema"},
		{`[1, 2]`, "not a sim report"},
		{`{"schema": "` + ReportSchema + `", "games": 0, "players": 2}`, "incomplete"},
	} {
		if _, err := ReadReportFile(strings.NewReader(tc.in)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.in, err, tc.want)
		}
	}
}

// Run takes the first player when round 1 begins, every track at the end
// of each round, and the score parts; the report tallies the turn order,
// the tracks and the ends' rounds from them.
func TestRunWatchesRoundsTracksAndFirstPlayer(t *testing.T) {
	rep := labReport(t, 9, 3)
	for i, g := range rep.Played {
		if !g.HasFirst || g.First != engine.Seat(g.Seed%3) {
			t.Errorf("game %d: first player %d (known %v), want %d", i, g.First, g.HasFirst, g.Seed%3)
		}
		if len(g.Tracks) != g.Rounds || g.TrackLast != 4 {
			t.Fatalf("game %d: %d track snapshots for %d rounds, last %d", i, len(g.Tracks), g.Rounds, g.TrackLast)
		}
		for r := 1; r < g.Rounds; r++ {
			// Round r ends on the move that makes the count 3r.
			if want := min(3*r/2, 4); g.Tracks[r-1]["red"] != want {
				t.Errorf("game %d: red at the end of round %d is %d, want %d", i, r, g.Tracks[r-1]["red"], want)
			}
		}
		for s, parts := range g.Parts {
			if parts["half"]+parts["rest"] != g.Result.Scores[s] {
				t.Errorf("game %d seat %d: parts %v for score %d", i, s, parts, g.Result.Scores[s])
			}
		}
	}
	seatGames := 0
	for p := range rep.Order {
		seatGames += rep.Order[p].SeatGames
	}
	if seatGames != 3*rep.Games || rep.Order[0].Score.N != rep.Games {
		t.Errorf("turn order tallies %d seat-games of %d games", seatGames, rep.Games)
	}
	tf := rep.tracks()
	if tf == nil || len(tf.Tracks) != 2 || tf.Tracks[0].Name != "blue" || tf.Last != 4 {
		t.Fatalf("tracks %+v", tf)
	}
	red := tf.Tracks[1]
	if red.ByRound[0] != 1 || red.Final.Mean > 4 {
		t.Errorf("red by round %v, final %+v", red.ByRound, red.Final)
	}
	reached := 0
	for _, g := range rep.Played {
		if g.Tracks[len(g.Tracks)-1]["red"] == 4 {
			reached++
		}
	}
	if red.Reached != reached || red.ReachedRound.N != reached || (reached > 0 && red.ReachedRound.Min != 3) {
		t.Errorf("red reached its end in %d games (by round %+v), want %d by round 3", red.Reached, red.ReachedRound, reached)
	}
	n := 0
	for _, st := range rep.EndRounds {
		n += st.N
	}
	if n != rep.Games {
		t.Errorf("end rounds count %d games of %d", n, rep.Games)
	}
}

// The printed summary shows the first player's advantage, the turn order
// table, the score by part, the ends with their rounds and the tracks.
func TestSummaryShowsTheLab(t *testing.T) {
	var b strings.Builder
	if err := labReport(t, 12, 5).Write(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"first player (turn order 0): won ",
		"by turn order (place in round 1, 0 = first player)\n",
		"score by part (mean per seat-game)\npart  all",
		"how the games ended\nend ",
		"tracks (last place 4)\n",
		"red, mean place at the end of round: ",
		"of decided [95% CI]",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, b.String())
		}
	}
}

// The CSV has a header and one row per game whose numbers are the
// report's.
func TestWriteCSV(t *testing.T) {
	rep := labReport(t, 7, 9)
	var b bytes.Buffer
	if err := rep.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+rep.Games {
		t.Fatalf("%d rows for %d games", len(rows), rep.Games)
	}
	head := rows[0]
	want := []string{"game", "seed", "moves", "rounds", "end", "winners", "first_player",
		"seat0_bot", "seat0_score", "seat0_won", "seat0_parity", "seat0_half", "seat0_rest"}
	if !slices.Equal(head[:len(want)], want) {
		t.Errorf("header %v", head)
	}
	if last := head[len(head)-4:]; !slices.Equal(last, []string{"track_blue", "track_blue_last_round", "track_red", "track_red_last_round"}) {
		t.Errorf("header ends %v", last)
	}
	col := func(name string) int { return slices.Index(head, name) }
	for i, row := range rows[1:] {
		g := rep.Played[i]
		for _, c := range []struct{ name, want string }{
			{"game", strconv.Itoa(i)}, {"seed", strconv.FormatUint(g.Seed, 10)}, {"moves", strconv.Itoa(g.Moves)},
			{"end", g.End}, {"first_player", strconv.Itoa(int(g.First))}, {"seat1_bot", "random"},
			{"seat2_score", strconv.Itoa(g.Result.Scores[2])}, {"moves_seen", strconv.Itoa(g.Counts["moves seen"])},
			{"track_red", strconv.Itoa(g.Tracks[len(g.Tracks)-1]["red"])},
		} {
			if got := row[col(c.name)]; got != c.want {
				t.Errorf("game %d: %s = %q, want %q", i, c.name, got, c.want)
			}
		}
		wins := 0
		for s := range 3 {
			wins += map[string]int{"0": 0, "1": 1}[row[col("seat"+strconv.Itoa(s)+"_won")]]
		}
		if wins != len(g.Result.Winners) {
			t.Errorf("game %d: %d seats won in the CSV, %d in the result", i, wins, len(g.Result.Winners))
		}
	}
}

// WritePlots draws every picture of a run with rounds, turn order and
// tracks; each decodes as a PNG of the documented size with the plot's
// blue (the histogram's bars, the intervals) in it, and more than a few
// colours.
func TestWritePlots(t *testing.T) {
	dir := t.TempDir()
	drawn, err := labReport(t, 30, 2).WritePlots(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(drawn, PlotFiles) {
		t.Errorf("drew %v, want %v", drawn, PlotFiles)
	}
	bluish := func(c color.RGBA) bool { return int(c.B)-int(c.R) > 50 }
	for _, name := range drawn {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b := img.Bounds(); b.Dx() != 768 || b.Dy() != 480 {
			t.Errorf("%s is %v, want 768x480", name, b)
		}
		colours := map[color.RGBA]int{}
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
			for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
				colours[rgba(img, x, y)]++
			}
		}
		blue := 0
		for c, n := range colours {
			if bluish(c) {
				blue += n
			}
		}
		if name != "tracks.png" && blue < 20 {
			t.Errorf("%s has %d pixels of the plot's blue", name, blue)
		}
		if len(colours) < 4 {
			t.Errorf("%s has only %d colours: empty?", name, len(colours))
		}
	}
}

func rgba(img image.Image, x, y int) color.RGBA {
	r, g, b, a := img.At(x, y).RGBA()
	return color.RGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: uint8(a >> 8)}
}

// A run compared with itself differs in nothing; a run with the first
// seat's wins moved to the second differs significantly there; runs of
// different games or player counts are refused.
func TestCompare(t *testing.T) {
	a := labReport(t, 40, 1).File("r", "c")
	same, err := Compare(a, a)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range same.Differences {
		if d.Significant || d.Diff != 0 {
			t.Errorf("a run against itself: %+v", d)
		}
	}
	skewed := *a
	skewed.Seats = slices.Clone(a.Seats)
	s0, s1 := skewed.Seats[0], skewed.Seats[1]
	s0.Credit, s1.Credit = 0, s0.Credit+s1.Credit
	skewed.Seats[0], skewed.Seats[1] = s0, s1
	c, err := Compare(a, &skewed)
	if err != nil {
		t.Fatal(err)
	}
	sig := map[string]bool{}
	for _, d := range c.Differences {
		sig[d.What] = d.Significant
	}
	if a.Seats[0].Credit >= 8 && (!sig["seat 0 win rate (decided games)"] || sig["seat 2 win rate (decided games)"]) {
		t.Errorf("seat 0 lost all its %.1f wins: significant %v", a.Seats[0].Credit, sig)
	}
	var b strings.Builder
	if err := c.Write(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "significant at 5% (two-proportion z and Welch tests, Holm-adjusted over all rows)") {
		t.Errorf("comparison:\n%s", b.String())
	}
	other := *a
	other.Players = 4
	if _, err := Compare(a, &other); err == nil {
		t.Error("runs of 3 and 4 players compared")
	}
}

// The tests' numbers against values computed by hand.
func TestStatistics(t *testing.T) {
	d, lo, hi, p := twoProportions(40, 100, 60, 100)
	if !near4(d, 0.2) || !near4(lo, 0.0642) || !near4(hi, 0.3358) || !near4(p, 0.0047) {
		t.Errorf("twoProportions(40/100, 60/100) = %.4f [%.4f, %.4f] p %.4f", d, lo, hi, p)
	}
	if _, _, _, p := twoProportions(0, 10, 0, 10); p != 1 {
		t.Errorf("no successes on either side: p %v", p)
	}
	d, lo, hi, p = welch(Summary{N: 50, Mean: 10, SD: 2}, Summary{N: 50, Mean: 11, SD: 2})
	if !near4(d, 1) || !near4(lo, 0.2160) || !near4(hi, 1.7840) || !near4(p, 0.0124) {
		t.Errorf("welch = %.4f [%.4f, %.4f] p %.4f", d, lo, hi, p)
	}
	for _, tc := range []struct{ in, want []float64 }{
		{[]float64{0.01, 0.04, 0.03}, []float64{0.03, 0.06, 0.06}},
		{[]float64{0.5, 0.001}, []float64{0.5, 0.002}},
		{[]float64{0.9, 0.8}, []float64{1, 1}},
	} {
		got := holm(tc.in)
		for i := range got {
			if !near4(got[i], tc.want[i]) {
				t.Errorf("holm(%v) = %v, want %v", tc.in, got, tc.want)
				break
			}
		}
	}
}

func near4(a, b float64) bool { return math.Abs(a-b) < 5e-4 }
