package sim

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// PlotWidth and PlotHeight are the size of every picture WritePlots draws;
// at 96 dots per inch a PNG of them is 768 by 480 pixels.
const (
	PlotWidth  = 8 * vg.Inch
	PlotHeight = 5 * vg.Inch
)

// PlotFiles are the pictures WritePlots draws, when the run has what they
// show (docs/report.md): every seat's score; win rates in the decided
// games by seat (and by turn order place, when the game tells its first
// player) with their 95% intervals and the fair share; the games' length
// in rounds (moves without rounds); the tracks' mean place by round.
var PlotFiles = []string{"scores.png", "wins-by-seat.png", "wins-by-turn-order.png", "length.png", "tracks.png"}

// WritePlots draws the report's pictures into dir (made if missing) as PNG
// files and returns the names of those it drew.
func (r *Report) WritePlots(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var drawn []string
	save := func(p *plot.Plot, name string) error {
		if err := p.Save(PlotWidth, PlotHeight, filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("drawing %s: %w", name, err)
		}
		drawn = append(drawn, name)
		return nil
	}
	title := fmt.Sprintf("%s, %d players, %d games", r.Game, r.Players, r.Games)
	if sc := r.Options["scenario"]; sc != "" {
		title += ", " + sc
	}
	if r.Variant != "" {
		title += ", " + r.Variant
	}

	var scores plotter.Values
	for _, g := range r.Played {
		for s := range r.Players {
			if s < len(g.Result.Scores) {
				scores = append(scores, float64(g.Result.Scores[s]))
			}
		}
	}
	p, err := histogram(scores, "score of a seat", "seat-games", "Scores: "+title)
	if err != nil {
		return drawn, err
	}
	if err := save(p, "scores.png"); err != nil {
		return drawn, err
	}

	if r.Decided > 0 {
		names := make([]string, r.Players)
		for s := range names {
			names[s] = "seat " + strconv.Itoa(s)
		}
		p, err := winRates(r.Seats, names, 1/float64(r.Players), "Wins in decided games by seat: "+title)
		if err != nil {
			return drawn, err
		}
		if err := save(p, "wins-by-seat.png"); err != nil {
			return drawn, err
		}
		if r.Order != nil {
			for s := range names {
				names[s] = "place " + strconv.Itoa(s)
			}
			p, err := winRates(r.Order, names, 1/float64(r.Players), "Wins in decided games by turn order (place 0 starts): "+title)
			if err != nil {
				return drawn, err
			}
			if err := save(p, "wins-by-turn-order.png"); err != nil {
				return drawn, err
			}
		}
	}

	var length plotter.Values
	unit := "rounds"
	for _, g := range r.Played {
		if g.HasRounds {
			length = append(length, float64(g.Rounds))
		} else {
			length = append(length, float64(g.Moves))
			unit = "moves"
		}
	}
	if p, err = histogram(length, unit+" per game", "games", "Game length: "+title); err != nil {
		return drawn, err
	}
	if err := save(p, "length.png"); err != nil {
		return drawn, err
	}

	if tf := r.tracks(); tf != nil {
		p := plot.New()
		p.Title.Text = "Tracks, mean place at the end of each round: " + title
		p.X.Label.Text = "round"
		p.Y.Label.Text = fmt.Sprintf("mean place (last %d)", tf.Last)
		p.Y.Min, p.Y.Max = 0, float64(tf.Last)
		var lines []any
		for _, t := range tf.Tracks {
			xys := make(plotter.XYs, len(t.ByRound))
			for i, v := range t.ByRound {
				xys[i] = plotter.XY{X: float64(i + 1), Y: v}
			}
			lines = append(lines, t.Name, xys)
		}
		if err := plotutil.AddLinePoints(p, lines...); err != nil {
			return drawn, err
		}
		if err := save(p, "tracks.png"); err != nil {
			return drawn, err
		}
	}
	return drawn, nil
}

// histogram draws vs as a histogram with one bin per whole number when
// there are at most 40 of them.
func histogram(vs plotter.Values, x, y, title string) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text, p.Y.Label.Text = x, y
	if len(vs) == 0 {
		return p, nil
	}
	lo, hi := vs[0], vs[0]
	for _, v := range vs {
		lo, hi = min(lo, v), max(hi, v)
	}
	bins := int(hi-lo) + 1
	if bins > 40 {
		bins = 40
	}
	h, err := plotter.NewHist(vs, bins)
	if err != nil {
		return nil, err
	}
	h.FillColor = color.RGBA{R: 70, G: 110, B: 170, A: 255}
	p.Add(h)
	return p, nil
}

// winRates draws each group's win rate in the decided games as a point
// with its 95% Wilson interval, and the fair share as a line.
func winRates(groups []Group, names []string, fair float64, title string) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.Y.Label.Text = "win rate in decided games (95% CI)"
	p.Y.Min, p.Y.Max = 0, 1
	pts := make(plotter.XYs, len(groups))
	errs := make(plotter.YErrors, len(groups))
	for i := range groups {
		ci := groups[i].DecidedRate()
		pts[i] = plotter.XY{X: float64(i), Y: ci.Share}
		errs[i].Low, errs[i].High = ci.Share-ci.Low, ci.High-ci.Share
	}
	bars, err := plotter.NewYErrorBars(struct {
		plotter.XYs
		plotter.YErrors
	}{pts, errs})
	if err != nil {
		return nil, err
	}
	bars.Color = color.RGBA{R: 70, G: 110, B: 170, A: 255}
	dots, err := plotter.NewScatter(pts)
	if err != nil {
		return nil, err
	}
	dots.Color = bars.Color
	line, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: fair}, {X: float64(len(groups)) - 0.5, Y: fair}})
	if err != nil {
		return nil, err
	}
	line.Color = color.RGBA{R: 200, G: 60, B: 40, A: 255}
	line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(bars, dots, line)
	p.Legend.Add("fair share", line)
	p.NominalX(names...)
	p.X.Min, p.X.Max = -0.5, float64(len(groups))-0.5
	return p, nil
}
