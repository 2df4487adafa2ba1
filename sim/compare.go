package sim

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"
)

// Difference is one number of two runs compared: A's and B's value, B's
// minus A's with its 95% interval, the test's two-sided p-value, that
// p-value adjusted for all the comparisons made (Holm), and whether the
// difference is significant: adjusted p below 0.05.
type Difference struct {
	What        string  `json:"what"`
	Test        string  `json:"test"` // "proportions" or "means"
	A           float64 `json:"a"`
	B           float64 `json:"b"`
	Diff        float64 `json:"diff"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	P           float64 `json:"p"`
	Adjusted    float64 `json:"adjusted_p"`
	Significant bool    `json:"significant"`
}

// Comparison is two runs' reports compared number by number.
type Comparison struct {
	A, B        string // how each run was made, in a line
	Differences []Difference
}

// Compare compares the runs of reports a and b: win rates (by seat, in
// the decided games; by turn order place; by bot kind), the team's win
// rate, the share of each end and of each track reaching its last place
// with the pooled two-proportion z test; the mean score (overall, by
// seat, by part), rounds and moves with Welch's test. Every p-value is
// then adjusted by Holm's method over all of them, so that "significant"
// means a false alarm among all the rows has at most a 5% chance. Runs of
// different games or player counts are not compared.
func Compare(a, b *ReportFile) (*Comparison, error) {
	if a.Game != b.Game || a.Players != b.Players {
		return nil, fmt.Errorf("the reports are of %s at %d players and of %s at %d players: compare runs of one game at one player count", a.Game, a.Players, b.Game, b.Players)
	}
	c := &Comparison{A: a.line(), B: b.line()}
	prop := func(what string, xa float64, na int, xb float64, nb int) {
		if na == 0 || nb == 0 {
			return
		}
		d, lo, hi, p := twoProportions(xa, na, xb, nb)
		c.Differences = append(c.Differences, Difference{What: what, Test: "proportions", A: xa / float64(na), B: xb / float64(nb), Diff: d, Low: lo, High: hi, P: p})
	}
	mean := func(what string, sa, sb Summary) {
		if sa.N == 0 || sb.N == 0 {
			return
		}
		d, lo, hi, p := welch(sa, sb)
		c.Differences = append(c.Differences, Difference{What: what, Test: "means", A: sa.Mean, B: sb.Mean, Diff: d, Low: lo, High: hi, P: p})
	}
	for s := range a.Seats {
		prop("seat "+a.Seats[s].Name+" win rate (decided games)", a.Seats[s].Credit, a.Seats[s].DecidedGames, b.Seats[s].Credit, b.Seats[s].DecidedGames)
	}
	if len(a.TurnOrder) == len(b.TurnOrder) {
		for p := range a.TurnOrder {
			ga, gb := a.TurnOrder[p], b.TurnOrder[p]
			prop("turn order "+ga.Name+" win rate (decided games)", ga.Credit, ga.DecidedGames, gb.Credit, gb.DecidedGames)
		}
	}
	for _, ga := range a.ByBot {
		for _, gb := range b.ByBot {
			if ga.Name == gb.Name {
				prop("bot "+ga.Name+" win rate", ga.Credit, ga.SeatGames, gb.Credit, gb.SeatGames)
			}
		}
	}
	if a.Team != nil && b.Team != nil {
		prop("team win rate", float64(a.Team.Wins), a.Team.Games, float64(b.Team.Wins), b.Team.Games)
	}
	prop("games nobody won", float64(a.Winners.None), a.Games, float64(b.Winners.None), b.Games)
	for _, e := range unionEnds(a, b) {
		prop("end: "+e, float64(endGames(a, e)), a.Games, float64(endGames(b, e)), b.Games)
	}
	if a.Tracks != nil && b.Tracks != nil {
		for _, ta := range a.Tracks.Tracks {
			for _, tb := range b.Tracks.Tracks {
				if ta.Name == tb.Name {
					prop("track "+ta.Name+" reached its last place", float64(ta.Reached), ta.Final.N, float64(tb.Reached), tb.Final.N)
				}
			}
		}
	}
	mean("score", a.Score, b.Score)
	for s := range a.Seats {
		mean("seat "+a.Seats[s].Name+" score", a.Seats[s].Score, b.Seats[s].Score)
	}
	for _, part := range slices.Sorted(maps.Keys(a.ScoreParts)) {
		if sb, ok := b.ScoreParts[part]; ok {
			mean("score part "+part, a.ScoreParts[part], sb)
		}
	}
	if a.Rounds != nil && b.Rounds != nil {
		mean("rounds", *a.Rounds, *b.Rounds)
	}
	mean("moves", a.Moves, b.Moves)
	ps := make([]float64, len(c.Differences))
	for i := range c.Differences {
		ps[i] = c.Differences[i].P
	}
	for i, adj := range holm(ps) {
		c.Differences[i].Adjusted = adj
		c.Differences[i].Significant = adj < 0.05
	}
	return c, nil
}

// line says how a run was made.
func (f *ReportFile) line() string {
	s := fmt.Sprintf("%s, %d games, %d players, bots %s, seed %d, rules %s, content %s", f.Game, f.Games, f.Players, strings.Join(f.Bots, ","), f.Seed, f.Rules, f.Content)
	if f.Variant != "" {
		s += ", variant " + f.Variant
	}
	for _, k := range slices.Sorted(maps.Keys(f.Options)) {
		s += fmt.Sprintf(", %s %s", k, f.Options[k])
	}
	return s
}

// unionEnds is every end named in a or b, sorted.
func unionEnds(a, b *ReportFile) []string {
	set := map[string]bool{}
	for _, f := range []*ReportFile{a, b} {
		for _, e := range f.Ends {
			set[e.End] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

// endGames is the number of games of f that ended as end.
func endGames(f *ReportFile, end string) int {
	for _, e := range f.Ends {
		if e.End == end {
			return e.Games
		}
	}
	return 0
}

// Write prints the comparison as a table, the significant rows marked.
func (c *Comparison) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "A: %s\nB: %s\n", c.A, c.B)
	n := 0
	for _, d := range c.Differences {
		if d.Significant {
			n++
		}
	}
	fmt.Fprintf(&b, "%d of %d differences significant at 5%% (two-proportion z and Welch tests, Holm-adjusted over all rows)\n\n", n, len(c.Differences))
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "what\tA\tB\tB-A [95% CI]\tp\tHolm p\tsignificant\t")
	for _, d := range c.Differences {
		mark := ""
		if d.Significant {
			mark = "yes"
		}
		if d.Test == "proportions" {
			fmt.Fprintf(tw, "%s\t%.1f%%\t%.1f%%\t%+.1f [%+.1f, %+.1f] points\t%.3g\t%.3g\t%s\t\n", d.What, 100*d.A, 100*d.B, 100*d.Diff, 100*d.Low, 100*d.High, d.P, d.Adjusted, mark)
		} else {
			fmt.Fprintf(tw, "%s\t%.2f\t%.2f\t%+.2f [%+.2f, %+.2f]\t%.3g\t%.3g\t%s\t\n", d.What, d.A, d.B, d.Diff, d.Low, d.High, d.P, d.Adjusted, mark)
		}
	}
	tw.Flush()
	_, err := io.WriteString(w, b.String())
	return err
}
