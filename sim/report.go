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

// Stat accumulates a mean and a standard deviation (Welford's method),
// and the smallest and largest value.
type Stat struct {
	N        int
	mean     float64
	m2       float64
	min, max float64
}

// Add counts x.
func (s *Stat) Add(x float64) {
	if s.N == 0 || x < s.min {
		s.min = x
	}
	if s.N == 0 || x > s.max {
		s.max = x
	}
	s.N++
	d := x - s.mean
	s.mean += d / float64(s.N)
	s.m2 += d * (x - s.mean)
}

// Mean is the mean of the values added; 0 when none were.
func (s *Stat) Mean() float64 { return s.mean }

// Min is the smallest value added; 0 when none were.
func (s *Stat) Min() float64 { return s.min }

// Max is the largest value added; 0 when none were.
func (s *Stat) Max() float64 { return s.max }

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
	// Decided counts the seat-games of games somebody won.
	Decided int
	// Score is the seats' final scores; Parts their parts by name (Scorer).
	Score Stat
	Parts map[string]*Stat
}

// add counts one seat of a game: its score and parts, whether it won and
// its part of the win (credit), and whether anybody won (decided).
func (g *Group) add(score int, parts map[string]int, won, decided bool, credit float64) {
	g.SeatGames++
	g.Score.Add(float64(score))
	if decided {
		g.Decided++
	}
	if won {
		g.Wins++
		g.Credit += credit
	}
	addParts(&g.Parts, parts)
}

// addParts adds each named number of parts to its Stat in *into.
func addParts(into *map[string]*Stat, parts map[string]int) {
	for name, v := range parts {
		if *into == nil {
			*into = map[string]*Stat{}
		}
		st := (*into)[name]
		if st == nil {
			st = &Stat{}
			(*into)[name] = st
		}
		st.Add(float64(v))
	}
}

// WinRate is the group's win rate, its part of the wins per seat-game,
// with its 95% Wilson interval.
func (g *Group) WinRate() Interval { return wilson(g.Credit, g.SeatGames) }

// DecidedRate is the group's win rate in the games somebody won, with its
// 95% Wilson interval: the rate to hold against a fair share of 1 in the
// number of players.
func (g *Group) DecidedRate() Interval { return wilson(g.Credit, g.Decided) }

// Report is the summary of a run.
type Report struct {
	Game    string
	Variant string
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
	// Decided counts the games somebody won.
	Decided int
	// Order is the tally of each place in the turn order of the first
	// round, 0 for the first player; nil unless the games' states are
	// FirstPlayerers.
	Order []Group
	// Parts is every seat's score parts by name (Scorer).
	Parts map[string]*Stat
	// EndRounds is the length in rounds of the games of each end.
	EndRounds map[string]*Stat
	// Played is every game in index order, its Result's Detail dropped.
	Played []GameStats
}

func newReport(cfg *Config) *Report {
	return &Report{
		Game: cfg.Game.Name(), Variant: cfg.Variant, Players: cfg.Players, Bots: slices.Clone(cfg.Bots), Seed: cfg.Seed, Options: maps.Clone(cfg.Options),
		Seats: make([]Group, cfg.Players), Kinds: map[string]*Group{}, Tags: map[string]map[string]*Group{},
		Counts: map[string]*Stat{}, CountTotals: map[string]int{}, Ends: map[string]int{}, EndRounds: map[string]*Stat{},
	}
}

// add counts one finished game.
func (r *Report) add(g GameStats) {
	r.Games++
	res := g.Result
	// won has bit s for each winning seat s (a report has at most 64).
	var won uint64
	for _, w := range res.Winners {
		if int(w) >= 0 && int(w) < r.Players {
			won |= 1 << uint(w)
		}
	}
	g.Result.Detail = nil
	r.Played = append(r.Played, g)
	decided := len(res.Winners) > 0
	if decided {
		r.Decided++
	}
	if g.HasFirst && r.Order == nil {
		r.Order = make([]Group, r.Players)
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
	if g.Team {
		// A team's win is every seat's whole win, not a win shared out.
		credit = float64(min(len(res.Winners), 1))
	}
	for s := 0; s < r.Players; s++ {
		seatWon := won>>uint(s)&1 != 0
		score := 0
		if s < len(res.Scores) {
			score = res.Scores[s]
		}
		var parts map[string]int
		if g.Parts != nil {
			parts = g.Parts[s]
		}
		r.Score.Add(float64(score))
		addParts(&r.Parts, parts)
		r.Seats[s].add(score, parts, seatWon, decided, credit)
		if g.HasFirst {
			r.Order[(s-int(g.First)+r.Players)%r.Players].add(score, parts, seatWon, decided, credit)
		}
		k := r.Kinds[r.Bots[s]]
		if k == nil {
			k = &Group{}
			r.Kinds[r.Bots[s]] = k
		}
		k.add(score, parts, seatWon, decided, credit)
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
				vals[val].add(score, parts, seatWon, decided, credit)
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
		if g.HasRounds {
			if r.EndRounds[g.End] == nil {
				r.EndRounds[g.End] = &Stat{}
			}
			r.EndRounds[g.End].Add(float64(g.Rounds))
		}
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
// win rate is that share per seat-game of the group (a team game's win is
// every seat's whole win); "of decided" is the
// win rate in the games somebody won, against the fair share 1/players.
// Every rate comes with its 95% Wilson interval in brackets.
func (r *Report) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games, %d players, bots %s, seed %d", r.Game, r.Games, r.Players, strings.Join(r.Bots, ","), r.Seed)
	if r.Variant != "" {
		fmt.Fprintf(&b, ", variant %s", r.Variant)
	}
	for _, k := range slices.Sorted(maps.Keys(r.Options)) {
		fmt.Fprintf(&b, ", %s %s", k, r.Options[k])
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "moves per game: mean %.1f, sd %.1f, min %d, max %d\n", r.Moves.Mean(), r.Moves.SD(), r.MinMoves, r.MaxMoves)
	if r.Rounds.N > 0 {
		fmt.Fprintf(&b, "rounds per game: mean %.2f, sd %.2f, min %.0f, max %.0f\n", r.Rounds.Mean(), r.Rounds.SD(), r.Rounds.Min(), r.Rounds.Max())
	}
	if r.TeamGames > 0 {
		ci := wilson(float64(r.TeamWins), r.TeamGames)
		fmt.Fprintf(&b, "team: won %d of %d games (%s, 95%% CI %.1f%%-%.1f%%, Wilson)\n", r.TeamWins, r.TeamGames,
			pct(float64(r.TeamWins), r.TeamGames), 100*ci.Low, 100*ci.High)
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
	r.writeFirstPlayer(&b)
	r.writeEnds(&b)
	r.writeTracks(&b)

	b.WriteString("\nby seat\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\tbot\tscore mean\tsd\twins\twin share\tof decided [95% CI]\t")
	for s := range r.Seats {
		g := &r.Seats[s]
		fmt.Fprintf(tw, "%d\t%s\t%.2f\t%.2f\t%d\t%s\t%s\t\n", s, r.Bots[s], g.Score.Mean(), g.Score.SD(), g.Wins, pct(g.Credit, r.Games), ciPct(g.DecidedRate()))
	}
	tw.Flush()
	if r.Order != nil {
		b.WriteString("\nby turn order (place in round 1, 0 = first player)\n")
		tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "place\tscore mean\tsd\twins\twin share\tof decided [95% CI]\t")
		for p := range r.Order {
			g := &r.Order[p]
			fmt.Fprintf(tw, "%d\t%.2f\t%.2f\t%d\t%s\t%s\t\n", p, g.Score.Mean(), g.Score.SD(), g.Wins, pct(g.Credit, r.Games), ciPct(g.DecidedRate()))
		}
		tw.Flush()
	}
	r.writeParts(&b)

	b.WriteString("\nby bot\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "bot\tseats\tscore mean\tsd\twins\twin share\twin rate [95% CI]\t")
	for _, k := range sortedKeys(r.Kinds) {
		g := r.Kinds[k]
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%d\t%s\t%s\t\n", k, g.SeatGames/max(r.Games, 1),
			g.Score.Mean(), g.Score.SD(), g.Wins, pct(g.Credit, r.Games), ciPct(g.WinRate()))
	}
	tw.Flush()

	for _, key := range sortedKeys(r.Tags) {
		fmt.Fprintf(&b, "\nby %s\n", key)
		tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "%s\tseat-games\tscore mean\tsd\twins\twin rate [95%% CI]\t\n", key)
		vals := r.Tags[key]
		for _, v := range sortedKeys(vals) {
			g := vals[v]
			fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%d\t%s\t\n", v, g.SeatGames, g.Score.Mean(), g.Score.SD(), g.Wins, ciPct(g.WinRate()))
		}
		tw.Flush()
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeFirstPlayer writes the first player's advantage over the fair share.
func (r *Report) writeFirstPlayer(b *strings.Builder) {
	if r.Decided == 0 || r.Players < 2 || r.TeamGames == r.Games {
		return
	}
	a := r.firstPlayer()
	fmt.Fprintf(b, "first player (%s): won %.1f%% of the %d decided games [%.1f, %.1f], fair share %.1f%%: advantage %+.1f points [%+.1f, %+.1f]\n",
		a.Place, 100*a.Rate.Share, r.Decided, 100*a.Rate.Low, 100*a.Rate.High, 100*a.Fair, 100*a.Diff.Share, 100*a.Diff.Low, 100*a.Diff.High)
}

// writeEnds writes how the games ended and in which round, when the game
// names its ends and counts rounds.
func (r *Report) writeEnds(b *strings.Builder) {
	if len(r.EndRounds) == 0 {
		return
	}
	b.WriteString("\nhow the games ended\n")
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "end\tgames\tshare [95% CI]\tround mean\tmin\tmax\t")
	for _, e := range sortedKeys(r.Ends) {
		st := r.EndRounds[e]
		if st == nil {
			st = &Stat{}
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%.1f\t%.0f\t%.0f\t\n", e, r.Ends[e], ciPct(wilson(float64(r.Ends[e]), r.Games)), st.Mean(), st.Min(), st.Max())
	}
	tw.Flush()
}

// writeTracks writes where the tracks ended and by which round they
// reached their last place, with their mean place every few rounds.
func (r *Report) writeTracks(b *strings.Builder) {
	tf := r.tracks()
	if tf == nil {
		return
	}
	fmt.Fprintf(b, "\ntracks (last place %d)\n", tf.Last)
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "track\tfinal mean\treached last\tshare [95% CI]\tby round: mean\tmin\tmax\t")
	for _, t := range tf.Tracks {
		fmt.Fprintf(tw, "%s\t%.2f\t%d\t%s\t%.1f\t%.0f\t%.0f\t\n", t.Name, t.Final.Mean, t.Reached, ciPct(t.Share), t.ReachedRound.Mean, t.ReachedRound.Min, t.ReachedRound.Max)
	}
	tw.Flush()
	step := max(1, (len(tf.Tracks[0].ByRound)+7)/8)
	for _, t := range tf.Tracks {
		var marks []string
		for round := step; round <= len(t.ByRound); round += step {
			marks = append(marks, fmt.Sprintf("r%d %.2f", round, t.ByRound[round-1]))
		}
		fmt.Fprintf(b, "%s, mean place at the end of round: %s\n", t.Name, strings.Join(marks, ", "))
	}
}

// writeParts writes the score's parts: their mean over all seats and by
// seat (and by turn order place when known).
func (r *Report) writeParts(b *strings.Builder) {
	if len(r.Parts) == 0 {
		return
	}
	b.WriteString("\nscore by part (mean per seat-game)\n")
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	head := "part\tall\t"
	for s := range r.Seats {
		head += fmt.Sprintf("seat %d\t", s)
	}
	for p := range r.Order {
		head += fmt.Sprintf("place %d\t", p)
	}
	fmt.Fprintln(tw, head)
	mean := func(parts map[string]*Stat, name string) string {
		if st := parts[name]; st != nil {
			return fmt.Sprintf("%.2f", st.Mean())
		}
		return "-"
	}
	for _, name := range sortedKeys(r.Parts) {
		row := name + "\t" + mean(r.Parts, name) + "\t"
		for s := range r.Seats {
			row += mean(r.Seats[s].Parts, name) + "\t"
		}
		for p := range r.Order {
			row += mean(r.Order[p].Parts, name) + "\t"
		}
		fmt.Fprintln(tw, row)
	}
	tw.Flush()
}

// ciPct writes a rate with its interval in percent: "25.0% [20.1, 30.6]".
func ciPct(i Interval) string {
	return fmt.Sprintf("%.1f%% [%.1f, %.1f]", 100*i.Share, 100*i.Low, 100*i.High)
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
