package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"wasteland/internal/toygame"
)

func toyTournament() TournamentConfig {
	return TournamentConfig{Game: toygame.Game{}, Players: 2, Kinds: []string{"random", "greedy", "ismcts:32"}, GamesPerPair: 30, Seed: 5}
}

// TestTournamentDeterministic: the same seed gives the same report, with
// any number of workers.
func TestTournamentDeterministic(t *testing.T) {
	var out [2]bytes.Buffer
	for i, workers := range []int{1, 3} {
		cfg := toyTournament()
		cfg.Workers = workers
		rep, err := RunTournament(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := rep.WriteJSON(&out[i]); err != nil {
			t.Fatal(err)
		}
	}
	if out[0].String() != out[1].String() {
		t.Errorf("reports differ between 1 and 3 workers:\n%s\n%s", out[0].String(), out[1].String())
	}
}

// TestTournamentReport checks the pairs, shares, intervals and ratings of
// a toy tournament: every pair played its games, the wins add up, the
// better bots rate higher, and the JSON holds the same numbers.
func TestTournamentReport(t *testing.T) {
	rep, err := RunTournament(context.Background(), toyTournament())
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Pairs) != 3 {
		t.Fatalf("%d pairs, want 3", len(rep.Pairs))
	}
	for _, p := range rep.Pairs {
		if p.Games != 30 || math.Abs(p.AWins+p.BWins+float64(p.NoWinner)-30) > 1e-9 {
			t.Errorf("%s-%s: %d games, wins %.2f + %.2f, %d without a winner", p.A, p.B, p.Games, p.AWins, p.BWins, p.NoWinner)
		}
		if p.AShare.Low > p.AShare.Share || p.AShare.High < p.AShare.Share || p.AShare.Low < 0 || p.AShare.High > 1 {
			t.Errorf("%s-%s: interval %+v", p.A, p.B, p.AShare)
		}
	}
	if last := rep.Ratings[len(rep.Ratings)-1]; last.Kind != "random" {
		t.Errorf("random is not rated last: %+v", rep.Ratings)
	}
	var text bytes.Buffer
	if err := rep.Write(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"random", "greedy", "ismcts:32", "95% CI", "Glicko-2"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text report lacks %q:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	rep.WriteJSON(&js)
	var back TournamentReport
	if err := json.Unmarshal(js.Bytes(), &back); err != nil || back.Pairs[0].AWins != rep.Pairs[0].AWins || back.Seed != rep.Seed {
		t.Errorf("the JSON report does not read back: %v", err)
	}
	// Every key of a pair is snake case, as the report's own keys are.
	var raw struct {
		Pairs []map[string]json.RawMessage `json:"pairs"`
	}
	if err := json.Unmarshal(js.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"a", "b", "games", "a_wins", "b_wins", "no_winner", "a_share", "b_share"} {
		if _, ok := raw.Pairs[0][key]; !ok {
			t.Errorf("a pair's JSON lacks the key %q: %v", key, raw.Pairs[0])
		}
	}
}

// TestTournamentSeatsRotate: in a pair's game k the first kind holds the
// seats s with s+k even.
func TestTournamentSeatsRotate(t *testing.T) {
	cfg := TournamentConfig{Players: 3}
	for k, want := range [][]int{{0, 1, 0}, {1, 0, 1}, {0, 1, 0}} {
		got := cfg.seatSides(k)
		if !equalInts(got, want) {
			t.Errorf("game %d: sides %v, want %v", k, got, want)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestWilson checks the 95% Wilson interval against a published value:
// 8 successes of 10 give 0.490–0.943 (Newcombe 1998, Table I, method 3).
func TestWilson(t *testing.T) {
	got := wilson(8, 10)
	if math.Abs(got.Low-0.4902) > 0.0005 || math.Abs(got.High-0.9433) > 0.0005 {
		t.Errorf("wilson(8, 10) = %+v, want 0.4902–0.9433", got)
	}
	if got := wilson(0, 0); got != (Interval{}) {
		t.Errorf("wilson(0, 0) = %+v", got)
	}
}

func TestTournamentValidate(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(*TournamentConfig)
		want string
	}{
		{"one kind", func(c *TournamentConfig) { c.Kinds = c.Kinds[:1] }, "at least two kinds"},
		{"twice", func(c *TournamentConfig) { c.Kinds = []string{"greedy", "greedy"} }, "twice"},
		{"unknown", func(c *TournamentConfig) { c.Kinds = []string{"greedy", "clever"} }, "unknown bot"},
		{"no games", func(c *TournamentConfig) { c.GamesPerPair = 0 }, "at least 1"},
		{"solo", func(c *TournamentConfig) { c.Players = 1 }, "players"},
	} {
		cfg := toyTournament()
		c.edit(&cfg)
		if err := cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
	}
}
