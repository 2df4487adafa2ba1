package sim

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"text/tabwriter"
)

// Stat accumulates a mean and a standard deviation (Welford's method).
type Stat struct {
	N    int
	mean float64
	m2   float64
}

// Add counts x.
func (s *Stat) Add(x float64) {
	s.N++
	d := x - s.mean
	s.mean += d / float64(s.N)
	s.m2 += d * (x - s.mean)
}

// Mean is the mean of the values added; 0 when none were.
func (s *Stat) Mean() float64 { return s.mean }

// SD is the sample standard deviation of the values added; 0 for fewer than two.
func (s *Stat) SD() float64 {
	if s.N < 2 {
		return 0
	}
	return math.Sqrt(s.m2 / float64(s.N-1))
}

// Group is the tally of a set of seats: every seat of a bot kind, or every
// seat with one tag value.
type Group struct {
	// SeatGames counts a seat in a game once.
	SeatGames int
	// Wins counts the games the seats won, a shared win included.
	Wins int
	// Credit is the wins with a shared win split evenly among its winners.
	Credit float64
	// Score is the seats' final scores.
	Score Stat
}

func (g *Group) add(score int, won bool, credit float64) {
	g.SeatGames++
	g.Score.Add(float64(score))
	if won {
		g.Wins++
		g.Credit += credit
	}
}

// Report is the summary of a run.
type Report struct {
	Game    string
	Players int
	Bots    []string
	Seed    uint64
	Games   int
	// Options are the setup options every game was played with.
	Options map[string]string
	// Score is every seat's score in every game.
	Score Stat
	// Seats is the tally of each seat.
	Seats []Group
	// Kinds is the tally of each bot kind, by kind.
	Kinds map[string]*Group
	// Tags is the tally of each tag value: Tags[key][value].
	Tags map[string]map[string]*Group
	// Moves is the length of the games in moves; Rounds in rounds, counted
	// only for games whose state is a RoundCounter.
	Moves, Rounds Stat
	// Counts is each named number of the games whose state is a Counter,
	// by name; CountTotals their sums.
	Counts      map[string]*Stat
	CountTotals map[string]int
	// Ends counts the games by how they ended, for games whose state is an
	// Ender.
	Ends               map[string]int
	MinMoves, MaxMoves int
	SingleWins, Shared int // games with one winner, with several
	NoWinner           int // games nobody won
	// TeamGames counts the games played as one team (Teamer), TeamWins
	// those the team won: every seat a winner.
	TeamGames, TeamWins int
}

func newReport(cfg *Config) *Report {
	return &Report{
		Game: cfg.Game.Name(), Players: cfg.Players, Bots: slices.Clone(cfg.Bots), Seed: cfg.Seed, Options: maps.Clone(cfg.Options),
		Seats: make([]Group, cfg.Players), Kinds: map[string]*Group{}, Tags: map[string]map[string]*Group{},
		Counts: map[string]*Stat{}, CountTotals: map[string]int{}, Ends: map[string]int{},
	}
}

// add counts one finished game.
func (r *Report) add(g GameStats) {
	r.Games++
	res := g.Result
	won := make([]bool, r.Players)
	for _, w := range res.Winners {
		if int(w) >= 0 && int(w) < r.Players {
			won[w] = true
		}
	}
	credit := 0.0
	switch n := len(res.Winners); {
	case n == 0:
		r.NoWinner++
	case n == 1:
		r.SingleWins++
		credit = 1
	default:
		r.Shared++
		credit = 1 / float64(n)
	}
	for s := 0; s < r.Players; s++ {
		score := 0
		if s < len(res.Scores) {
			score = res.Scores[s]
		}
		r.Score.Add(float64(score))
		r.Seats[s].add(score, won[s], credit)
		k := r.Kinds[r.Bots[s]]
		if k == nil {
			k = &Group{}
			r.Kinds[r.Bots[s]] = k
		}
		k.add(score, won[s], credit)
		if g.Tags != nil {
			for key, val := range g.Tags[s] {
				vals := r.Tags[key]
				if vals == nil {
					vals = map[string]*Group{}
					r.Tags[key] = vals
				}
				if vals[val] == nil {
					vals[val] = &Group{}
				}
				vals[val].add(score, won[s], credit)
			}
		}
	}
	if r.Games == 1 || g.Moves < r.MinMoves {
		r.MinMoves = g.Moves
	}
	r.MaxMoves = max(r.MaxMoves, g.Moves)
	r.Moves.Add(float64(g.Moves))
	if g.HasRounds {
		r.Rounds.Add(float64(g.Rounds))
	}
	if g.End != "" {
		r.Ends[g.End]++
	}
	if g.Team {
		r.TeamGames++
		if len(res.Winners) == r.Players {
			r.TeamWins++
		}
	}
	for name, n := range g.Counts {
		if r.Counts[name] == nil {
			r.Counts[name] = &Stat{}
		}
		r.Counts[name].Add(float64(n))
		r.CountTotals[name] += n
	}
}

// Write prints the report as aligned text. Win share is the part of all
// games a seat (or group) won, a shared win split evenly among its winners;
// win rate is that share per seat-game of the group.
func (r *Report) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games, %d players, bots %s, seed %d", r.Game, r.Games, r.Players, strings.Join(r.Bots, ","), r.Seed)
	for _, k := range slices.Sorted(maps.Keys(r.Options)) {
		fmt.Fprintf(&b, ", %s %s", k, r.Options[k])
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "moves per game: mean %.1f, sd %.1f, min %d, max %d\n", r.Moves.Mean(), r.Moves.SD(), r.MinMoves, r.MaxMoves)
	if r.Rounds.N > 0 {
		fmt.Fprintf(&b, "rounds per game: mean %.2f, sd %.2f\n", r.Rounds.Mean(), r.Rounds.SD())
	}
	if r.TeamGames > 0 {
		lo, hi := Wilson(r.TeamWins, r.TeamGames)
		fmt.Fprintf(&b, "team: won %d of %d games (%s, 95%% CI %.1f%%-%.1f%%, Wilson)\n", r.TeamWins, r.TeamGames,
			pct(float64(r.TeamWins), r.TeamGames), 100*lo, 100*hi)
	}
	fmt.Fprintf(&b, "winners: %d games with one winner, %d shared wins (%s), %d with no winner\n",
		r.SingleWins, r.Shared, pct(float64(r.Shared), r.Games), r.NoWinner)
	if len(r.Ends) > 0 {
		ends := make([]string, 0, len(r.Ends))
		for _, e := range sortedKeys(r.Ends) {
			ends = append(ends, fmt.Sprintf("%s %d (%s)", e, r.Ends[e], pct(float64(r.Ends[e]), r.Games)))
		}
		fmt.Fprintf(&b, "ends: %s\n", strings.Join(ends, ", "))
	}
	fmt.Fprintf(&b, "score: mean %.2f, sd %.2f\n", r.Score.Mean(), r.Score.SD())
	for _, name := range slices.Sorted(maps.Keys(r.Counts)) {
		c := r.Counts[name]
		fmt.Fprintf(&b, "%s per game: mean %.2f, sd %.2f, total %d\n", name, c.Mean(), c.SD(), r.CountTotals[name])
	}

	b.WriteString("\nby seat\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\tbot\tscore mean\tsd\twins\twin share\t")
	for s, g := range r.Seats {
		fmt.Fprintf(tw, "%d\t%s\t%.2f\t%.2f\t%d\t%s\t\n", s, r.Bots[s], g.Score.Mean(), g.Score.SD(), g.Wins, pct(g.Credit, r.Games))
	}
	tw.Flush()

	b.WriteString("\nby bot\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "bot\tseats\tscore mean\tsd\twins\twin share\twin rate\t")
	for _, k := range sortedKeys(r.Kinds) {
		g := r.Kinds[k]
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%d\t%s\t%s\t\n", k, g.SeatGames/max(r.Games, 1),
			g.Score.Mean(), g.Score.SD(), g.Wins, pct(g.Credit, r.Games), pct(g.Credit, g.SeatGames))
	}
	tw.Flush()

	for _, key := range sortedKeys(r.Tags) {
		fmt.Fprintf(&b, "\nby %s\n", key)
		tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "%s\tseat-games\tscore mean\tsd\twins\twin rate\t\n", key)
		vals := r.Tags[key]
		for _, v := range sortedKeys(vals) {
			g := vals[v]
			fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%d\t%s\t\n", v, g.SeatGames, g.Score.Mean(), g.Score.SD(), g.Wins, pct(g.Credit, g.SeatGames))
		}
		tw.Flush()
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Wilson is the 95% Wilson score interval of a rate of k successes in n
// trials: (0, 0) for no trials.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 0
	}
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return max(0, c-h), min(1, c+h)
}

func pct(x float64, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*x/float64(n))
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
