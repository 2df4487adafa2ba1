package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"wasteland/agent"
	"wasteland/engine"
)

// TournamentConfig describes a round-robin tournament between player
// kinds: every pair of kinds plays GamesPerPair games.
type TournamentConfig struct {
	Game    engine.Game
	Players int      // seats per game, at least 2
	Kinds   []string // the entrants: bot kinds or ext:COMMAND, at least 2
	// GamesPerPair is the number of games of each pair. In game k of a
	// pair the first kind takes the seats s with s+k even, the second the
	// others, so the seats rotate from game to game.
	GamesPerPair int
	// Seed seeds the run: game k of every pair is dealt from GameSeed(Seed,
	// k), so every pair plays the same deals.
	Seed uint64
	// Options are the setup options of every game (engine.Setup.Options),
	// such as Fallout's scenario; nil means the game's defaults.
	Options map[string]string
	// Workers is the number of games played at once; 0 means GOMAXPROCS.
	// Each bot searches on one core.
	Workers int
	// Progress receives a progress bar; nil shows none.
	Progress io.Writer
}

// Validate checks cfg and says what is wrong in terms of the command line.
func (cfg *TournamentConfig) Validate() error {
	if cfg.Game == nil {
		return errors.New("no game")
	}
	lo, hi := cfg.Game.PlayerRange()
	if cfg.Players < max(lo, 2) || cfg.Players > hi {
		return fmt.Errorf("a tournament of %s is for %d to %d players, not %d", cfg.Game.Name(), max(lo, 2), hi, cfg.Players)
	}
	if len(cfg.Kinds) < 2 {
		return fmt.Errorf("a tournament needs at least two kinds, comma separated, not %d", len(cfg.Kinds))
	}
	seen := map[string]bool{}
	for _, k := range cfg.Kinds {
		if err := agent.Check(k); err != nil {
			return err
		}
		if seen[k] {
			return fmt.Errorf("kind %q is listed twice", k)
		}
		seen[k] = true
	}
	if len(cfg.Options) > 0 {
		if _, err := cfg.Game.New(engine.Setup{Players: cfg.Players, Options: cfg.Options}, nil); err != nil {
			return err
		}
	}
	if cfg.GamesPerPair < 1 {
		return fmt.Errorf("the games per pair must be at least 1, not %d", cfg.GamesPerPair)
	}
	if cfg.Workers < 0 {
		return fmt.Errorf("workers must not be negative")
	}
	return nil
}

// PairResult is what the games of one pair gave. A game's win is shared
// by kind in proportion to the winning seats each holds.
type PairResult struct {
	A        string   `json:"a"`
	B        string   `json:"b"`
	Games    int      `json:"games"`
	AWins    float64  `json:"a_wins"`
	BWins    float64  `json:"b_wins"`
	NoWinner int      `json:"no_winner"` // games nobody won
	AShare   Interval `json:"a_share"`   // A's share of the games
	BShare   Interval `json:"b_share"`
}

// Rating is an entrant's Glicko-2 rating after the tournament, as one
// rating period in which each game of a pair is a game between its two
// kinds (a game nobody won is a draw), with its 95% interval (±2 RD).
type Rating struct {
	Kind  string  `json:"kind"`
	Games int     `json:"games"`
	Score float64 `json:"score"` // the Glicko scores summed: wins, and half of each draw
	Glicko
}

// TournamentReport is the result of a tournament.
type TournamentReport struct {
	Game         string       `json:"game"`
	Players      int          `json:"players"`
	Seed         uint64       `json:"seed,string"`
	GamesPerPair int          `json:"games_per_pair"`
	Kinds        []string     `json:"kinds"`
	Pairs        []PairResult `json:"pairs"`
	Ratings      []Rating     `json:"ratings"` // best first
}

// pairs lists the pairs of kinds' indices in order.
func (cfg *TournamentConfig) pairs() [][2]int {
	var out [][2]int
	for a := range cfg.Kinds {
		for b := a + 1; b < len(cfg.Kinds); b++ {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// seatSides gives each seat of a pair's game k the side that holds it: 0
// for the pair's first kind, 1 for the second.
func (cfg *TournamentConfig) seatSides(k int) []int {
	sides := make([]int, cfg.Players)
	for s := range sides {
		sides[s] = (s + k) % 2
	}
	return sides
}

// RunTournament plays the tournament and returns its report. The report
// depends only on cfg (and, for bots with a time budget, on the clock).
func RunTournament(ctx context.Context, cfg TournamentConfig) (*TournamentReport, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	pairs := cfg.pairs()
	rep := &TournamentReport{Game: cfg.Game.Name(), Players: cfg.Players, Seed: cfg.Seed, GamesPerPair: cfg.GamesPerPair, Kinds: cfg.Kinds}
	for _, p := range pairs {
		rep.Pairs = append(rep.Pairs, PairResult{A: cfg.Kinds[p[0]], B: cfg.Kinds[p[1]]})
	}
	scores := make([][]float64, len(pairs)) // the first kind's Glicko score per game
	play := func(ctx context.Context, i int) outcome {
		p, k := pairs[i/cfg.GamesPerPair], i%cfg.GamesPerPair
		game := Config{Game: cfg.Game, Players: cfg.Players, Seed: cfg.Seed, Options: cfg.Options}
		for _, side := range cfg.seatSides(k) {
			game.Bots = append(game.Bots, cfg.Kinds[p[side]])
		}
		o := playOne(ctx, &game, k)
		o.index = i
		return o
	}
	take := func(o outcome) error {
		if o.err != nil {
			p := pairs[o.index/cfg.GamesPerPair]
			return fmt.Errorf("%s against %s, game %d (seed %d): %w", cfg.Kinds[p[0]], cfg.Kinds[p[1]], o.index%cfg.GamesPerPair, o.seed, o.err)
		}
		pi, k := o.index/cfg.GamesPerPair, o.index%cfg.GamesPerPair
		var won [2]int
		sides := cfg.seatSides(k)
		for _, w := range o.stats.Result.Winners {
			if w >= 0 && int(w) < len(sides) {
				won[sides[w]]++
			}
		}
		pr := &rep.Pairs[pi]
		pr.Games++
		score := 0.5
		if n := won[0] + won[1]; n == 0 {
			pr.NoWinner++
		} else {
			pr.AWins += float64(won[0]) / float64(n)
			pr.BWins += float64(won[1]) / float64(n)
			score = float64(won[0]) / float64(n)
		}
		scores[pi] = append(scores[pi], score)
		return nil
	}
	if err := runGames(ctx, len(pairs)*cfg.GamesPerPair, cfg.Workers, cfg.Progress, play, take); err != nil {
		return nil, err
	}
	for i := range rep.Pairs {
		pr := &rep.Pairs[i]
		pr.AShare, pr.BShare = wilson(pr.AWins, pr.Games), wilson(pr.BWins, pr.Games)
	}
	rep.Ratings = ratings(cfg.Kinds, pairs, scores)
	return rep, nil
}

// ratings rates the kinds by Glicko-2 over one rating period.
func ratings(kinds []string, pairs [][2]int, scores [][]float64) []Rating {
	start := Glicko{Rating: DefaultRating, Deviation: DefaultDeviation, Volatility: DefaultVolatility}
	games := make([][]GlickoGame, len(kinds))
	out := make([]Rating, len(kinds))
	for i, k := range kinds {
		out[i].Kind = k
	}
	for pi, p := range pairs {
		for _, s := range scores[pi] {
			games[p[0]] = append(games[p[0]], GlickoGame{Opponent: start, Score: s})
			games[p[1]] = append(games[p[1]], GlickoGame{Opponent: start, Score: 1 - s})
			out[p[0]].Score += s
			out[p[1]].Score += 1 - s
		}
	}
	for i := range kinds {
		out[i].Games = len(games[i])
		out[i].Glicko = start.Update(games[i])
	}
	sortRatings(out)
	return out
}

// sortRatings orders ratings best first, equal ones by kind.
func sortRatings(rs []Rating) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && (rs[j].Rating > rs[j-1].Rating || rs[j].Rating == rs[j-1].Rating && rs[j].Kind < rs[j-1].Kind); j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// WriteJSON writes the report as one indented JSON document.
func (r *TournamentReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// Write writes the report as text tables: the pairs, then the ratings.
func (r *TournamentReport) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s tournament: %d players, %d games per pair, seed %d, seats rotated\n\n", r.Game, r.Players, r.GamesPerPair, r.Seed)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "A\tB\tgames\tA wins\tA share (95% CI)\tB wins\tB share (95% CI)\tno winner\t")
	for _, p := range r.Pairs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%d\t\n", p.A, p.B, p.Games, num(p.AWins), interval(p.AShare), num(p.BWins), interval(p.BShare), p.NoWinner)
	}
	tw.Flush()
	fmt.Fprintln(&b, "\nratings (Glicko-2, one rating period; a game nobody won is a draw)")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "kind\tgames\tscore\trating\t95% CI\t")
	for _, q := range r.Ratings {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%.0f\t%.0f–%.0f\t\n", q.Kind, q.Games, num(q.Score), q.Rating, q.Rating-2*q.Deviation, q.Rating+2*q.Deviation)
	}
	tw.Flush()
	_, err := io.WriteString(w, b.String())
	return err
}

// num writes a count that may hold halves and thirds of shared wins.
func num(x float64) string {
	if x == math.Trunc(x) {
		return fmt.Sprintf("%.0f", x)
	}
	return fmt.Sprintf("%.2f", x)
}

// interval writes a share and its interval in percent.
func interval(i Interval) string {
	return fmt.Sprintf("%.1f%% (%.1f–%.1f)", 100*i.Share, 100*i.Low, 100*i.High)
}
