package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"wasteland/engine"
)

const (
	// wideScreen is the width from which the table shows three columns.
	wideScreen = 150
	// minWidth and minHeight are the smallest terminal the table draws
	// on; a smaller one gets a line that says so.
	minWidth, minHeight = 60, 16
)

var (
	statusStyle = lipgloss.NewStyle().Reverse(true).Bold(true)
	titleStyle  = lipgloss.NewStyle().Bold(true)
	tabStyle    = lipgloss.NewStyle().Reverse(true)
)

// page is what the first column can show.
type page struct {
	title string
	lines func(p *Panes, log []string) []string
}

// pages are the first column's pages, in the order Tab cycles through them;
// a narrow screen shows on them what a wide one shows beside the board.
func (m *screen) pages() []page {
	board := page{"board", func(p *Panes, _ []string) []string { return p.Board }}
	legend := page{"legend", func(p *Panes, _ []string) []string { return p.Legend }}
	you := page{"you", func(p *Panes, _ []string) []string { return p.You }}
	others := page{"others", func(p *Panes, _ []string) []string { return p.Others }}
	table := page{"table", func(p *Panes, _ []string) []string { return p.Table }}
	log := page{"log", func(_ *Panes, log []string) []string { return log }}
	if m.w >= wideScreen {
		return []page{board, legend, others, log}
	}
	return []page{board, legend, you, others, table, log}
}

// View draws the table: the status line, the panes and the decision.
func (m *screen) View() string {
	w, h := m.w, m.h
	if w < minWidth || h < minHeight {
		msg := m.s.say("term.screen.small", map[string]any{"w": w, "h": h, "minw": minWidth, "minh": minHeight})
		return strings.Join(tail(wrapAll([]string{msg}, max(w, 20)), max(h, 1)), "\n")
	}
	st := m.s.st
	view := st.View(m.reader)
	d := engine.DecisionOf(st)
	human := !st.Over() && !m.s.isBot(st.ToMove())

	optRows := 0
	if human {
		optRows = min(max(3, (h-8)/4), len(d.Options))
	}
	cols := optionColumns(d, m.s.words, w)
	rows := (len(d.Options) + cols - 1) / cols
	if human {
		optRows = min(optRows, rows)
	}
	middle := h - 1 - 2 - optRows

	var colW []int
	if w >= wideScreen {
		colW = []int{w * 40 / 100, w * 30 / 100}
		colW = append(colW, w-colW[0]-colW[1]-2)
	} else {
		colW = []int{max(40, w/2)}
		colW = append(colW, w-colW[0]-1)
	}
	p := PanesOf(m.s.render, view, colW[0])

	var columns [][]string
	if m.help {
		columns = [][]string{box(m.s.say("term.page.keys", nil), wrapAll(lines(m.s.say("term.screen.help", nil)), w), w, middle, 0)}
	} else {
		columns = append(columns, m.firstColumn(&p, colW[0], middle))
		// A narrow screen cuts the seats' lines rather than wrap them, and
		// its log gives each run of moves by one seat a line (wrapped),
		// without the events, so that a round fits; the log page shows
		// everything.
		lw := colW[len(colW)-1]
		recent := tail(m.book.lines, 4*middle) // more than the pane can show
		seatLines, logLines := p.Seats, wrapAll(turns(recent, m.s.say("term.result.over", nil)), lw)
		if w >= wideScreen {
			seatLines, logLines = wrapAll(seatLines, lw), wrapAll(recent, lw)
		}
		seats := box(m.s.say("term.page.seats", nil), seatLines, lw, min(len(seatLines)+1, middle/2), 0)
		last := append(seats, box(m.s.say("term.page.log", nil), logLines, lw, middle-len(seats), -1)...)
		if w >= wideScreen {
			you := box(m.s.say("term.page.you", nil), wrapAll(p.You, colW[1]), colW[1], middle*3/5, 0)
			columns = append(columns, append(you, box(m.s.say("term.page.table", nil), wrapAll(p.Table, colW[1]), colW[1], middle-len(you), 0)...))
		}
		columns = append(columns, last)
	}

	var b strings.Builder
	b.WriteString(statusStyle.Render(fit(m.status(&p), w)))
	b.WriteByte('\n')
	for y := range middle {
		for i, c := range columns {
			if i > 0 {
				b.WriteString("│")
			}
			line := ""
			if y < len(c) {
				line = c[y]
			}
			cw := w
			if len(columns) > 1 {
				cw = colW[i]
			}
			b.WriteString(fit(line, cw))
		}
		b.WriteByte('\n')
	}
	b.WriteString(titleStyle.Render(fit(m.question(d, human), w)))
	b.WriteByte('\n')
	if human {
		top := min(m.optTop, max(0, rows-optRows))
		m.optTop = top
		cw := w / cols
		for r := top; r < top+optRows; r++ {
			var line strings.Builder
			for c := range cols {
				i := c*rows + r
				if i >= len(d.Options) {
					break
				}
				line.WriteString(fit(fmt.Sprintf("%3d %s", i+1, m.s.words.Option(d.Seat, d.Prompt, d.Options[i])), cw))
			}
			b.WriteString(fit(line.String(), w))
			b.WriteByte('\n')
		}
	}
	b.WriteString(fit(m.inputLine(), w))
	return b.String()
}

// firstColumn draws the page the first column shows, with the pages as tabs
// above it.
func (m *screen) firstColumn(p *Panes, w, h int) []string {
	pages := m.pages()
	m.page %= len(pages)
	var tabs []string
	for i, pg := range pages {
		if i == m.page {
			tabs = append(tabs, tabStyle.Render(" "+strings.ToUpper(m.s.say("term.page."+pg.title, nil))+" "))
			continue
		}
		tabs = append(tabs, " "+m.s.say("term.page."+pg.title, nil)+" ")
	}
	body := pages[m.page].lines(p, nil)
	if pages[m.page].title == "log" {
		body = wrapAll(m.book.lines, w)
		if m.scroll == 0 {
			body = tail(body, h-1)
		}
	} else if pages[m.page].title != "board" || len(body) == 0 || !strings.ContainsAny(body[0], "┌─") {
		body = wrapAll(body, w)
	}
	if pages[m.page].title == "board" && len(body)+len(p.Legend)+1 < h && w >= 60 {
		body = append(append(body, ""), wrapAll(p.Legend, w)...)
	}
	m.scroll = min(m.scroll, max(0, len(body)-(h-1)))
	body = body[m.scroll:]
	bar := strings.Join(tabs, "")
	if ansi.StringWidth(bar)+6 <= w {
		bar += " (Tab)"
	}
	return append([]string{bar}, body...)
}

// status is the status line: the game, the round, the phase and who is to
// decide.
func (m *screen) status(p *Panes) string {
	st := m.s.st
	game := p.Game
	if game == "" {
		game = m.s.g.Name()
	}
	parts := []string{game}
	if stage := m.stage(p.Stage); stage != "" {
		parts = append(parts, stage)
	}
	switch seat := st.ToMove(); {
	case st.Over():
		parts = append(parts, m.s.say("term.result.over", nil))
	case m.s.isBot(seat):
		parts = append(parts, m.s.say("term.screen.to-decide", map[string]any{"seat": int(seat), "player": m.s.seats[seat]}), m.s.words.Prompt(engine.Decision{Seat: seat, Prompt: st.Prompt()}))
	default:
		parts = append(parts, m.s.say("term.screen.your-decision", map[string]any{"seat": int(seat)}), m.s.words.Prompt(engine.DecisionOf(st)))
	}
	return " " + strings.Join(parts, " · ") + " · " + m.s.say("term.screen.keys", nil)
}

// stage tells where the game stands for the status line: "setup",
// "round 3", "round 2 of 6, radiation -1"; "" for a game whose panes do
// not say (a view drawn whole).
func (m *screen) stage(st *Stage) string {
	switch {
	case st == nil:
		return ""
	case st.Round == 0:
		return m.s.say("term.stage.setup", nil)
	}
	s := m.s.say("term.stage.round", map[string]any{"n": st.Round})
	if st.Rounds > 0 {
		s = m.s.say("term.stage.round-of", map[string]any{"n": st.Round, "of": st.Rounds})
	}
	if st.HasRadiation {
		s += m.s.say("term.stage.radiation", map[string]any{"n": st.Radiation})
	}
	return s
}

// question is the line above the options.
func (m *screen) question(d engine.Decision, human bool) string {
	st := m.s.st
	switch {
	case st.Over():
		return m.s.say("term.screen.over", nil)
	case !human:
		return m.s.say("term.screen.choosing", map[string]any{"seat": int(st.ToMove()), "player": m.s.seats[st.ToMove()], "prompt": m.s.words.Prompt(d)})
	}
	return m.s.say("term.screen.yours", map[string]any{"seat": int(d.Seat), "prompt": m.s.words.Prompt(d), "n": len(d.Options)})
}

// inputLine shows what is being typed and the answer to the last key.
func (m *screen) inputLine() string {
	switch m.mode {
	case promptSave:
		return m.s.say("term.screen.save", map[string]any{"typed": m.typed})
	case promptLoad:
		return m.s.say("term.screen.load", map[string]any{"typed": m.typed})
	}
	return "> " + m.typed + "_  " + m.note
}

// optionColumns is how many columns the options take: as many as fit with
// their labels uncut, at most three.
func optionColumns(d engine.Decision, words Words, w int) int {
	longest := 0
	for _, o := range d.Options {
		longest = max(longest, ansi.StringWidth(words.Option(d.Seat, d.Prompt, o))+5)
	}
	return max(1, min(3, w/max(longest, 1)))
}

// box is a pane: its title on the first line, then as many lines of body
// as fit in h lines of w columns (cut at w); from the end when from is
// negative.
func box(title string, body []string, w, h int, from int) []string {
	if h <= 0 {
		return nil
	}
	if from < 0 && len(body) > h-1 {
		body = body[len(body)-(h-1):]
	}
	out := []string{titleStyle.Render(fit(strings.ToUpper(title), w))}
	for _, l := range body {
		if len(out) == h {
			break
		}
		out = append(out, l)
	}
	return out
}

// turns shortens a log to what each seat did: a run of move lines of one
// seat ("WHO (PLAYER): LABEL") becomes one line with the labels joined by
// " · "; event lines (indented) are left out, except in the result after
// its first line, over ("game over"); other lines stay.
func turns(log []string, over string) []string {
	var out []string
	who, ended := "", false
	for _, l := range log {
		if ended {
			out = append(out, l)
			continue
		}
		if strings.HasPrefix(l, " ") {
			continue
		}
		w, label, ok := strings.Cut(l, "): ")
		switch {
		case !ok || !strings.Contains(w, " ("):
			out, who = append(out, l), ""
			ended = l == over
		case w == who:
			out[len(out)-1] += " · " + label
		default:
			out, who = append(out, l), w
		}
	}
	return out
}

// tail is the last n of lines.
func tail(lines []string, n int) []string {
	if len(lines) > n {
		return lines[len(lines)-n:]
	}
	return lines
}

// wrapAll wraps each line at w columns, indenting the continuations.
func wrapAll(in []string, w int) []string {
	var out []string
	for _, l := range in {
		if ansi.StringWidth(l) <= w {
			out = append(out, l)
			continue
		}
		indent := len(l) - len(strings.TrimLeft(l, " ")) + 2
		parts := strings.Split(ansi.Wrap(l, w, ""), "\n")
		out = append(out, parts[0])
		if len(parts) > 1 {
			rest := strings.Split(ansi.Wrap(strings.Join(parts[1:], " "), max(w-indent, 8), ""), "\n")
			for _, r := range rest {
				out = append(out, strings.Repeat(" ", indent)+r)
			}
		}
	}
	return out
}

// fit cuts or pads s to exactly w columns.
func fit(s string, w int) string {
	if n := ansi.StringWidth(s); n <= w {
		return s + strings.Repeat(" ", w-n)
	}
	return ansi.Truncate(s, w-1, "") + "…"
}
