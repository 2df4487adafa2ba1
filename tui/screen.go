package tui

import (
	"context"
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"wasteland/bot"
	"wasteland/engine"
)

// PlayScreen plays the game of cfg on a full terminal screen (in and out
// are the terminal) until it ends and the person leaves, the person quits
// or ctx is cancelled (then it returns ctx's error). The screen has a
// status line, panes for the board, the reader's seat, the other seats and
// the log, and the numbered options of the pending decision; bots move
// between the person's decisions, narrated in the log. When it leaves the
// full screen it writes the result, or how far the game got, to out.
func PlayScreen(ctx context.Context, cfg Config, in io.Reader, out io.Writer) (err error) {
	if err := cfg.Validate(); err != nil {
		return err
	}
	book := &logBook{}
	s, err := newSession(ctx, cfg, book)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := s.closeWatchers(); err == nil {
			err = cerr
		}
	}()
	m := newScreen(s, book)
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithInput(in), tea.WithOutput(out), tea.WithContext(ctx))
	if _, err := p.Run(); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return err
	}
	if m.err != nil {
		return m.err
	}
	game := s.say("term.screen.game", map[string]any{"game": s.g.Name(), "players": s.setup.Players, "seed": s.setup.Seed})
	if s.st.Over() {
		fmt.Fprintf(out, "%s(%s)\n", s.result(), game)
	} else {
		fmt.Fprintln(out, s.say("term.screen.left", map[string]any{"moves": len(s.steps), "game": game}))
	}
	return nil
}

// logBook collects what the session writes, line by line, for the log
// pane.
type logBook struct {
	lines []string
	part  string
}

// maxLogLines is how many lines the log pane keeps.
const maxLogLines = 5000

// Write adds p to the log; a line is complete at its newline.
func (l *logBook) Write(p []byte) (int, error) {
	text := l.part + string(p)
	parts := strings.Split(text, "\n")
	l.lines = append(l.lines, parts[:len(parts)-1]...)
	l.part = parts[len(parts)-1]
	if over := len(l.lines) - maxLogLines; over > 0 {
		l.lines = append([]string(nil), l.lines[over:]...)
	}
	return len(p), nil
}

// botMsg is the option a bot chose for seat, or why an outside program
// could not choose; gen is the screen's generation when the bot began, so
// an answer for a position taken back is dropped.
type botMsg struct {
	gen  int
	seat engine.Seat
	id   string
	err  error
}

// prompting is what the input line collects.
type prompting int

const (
	promptNumber prompting = iota // an option number
	promptSave                    // a file name to save to
	promptLoad                    // a file name to load from
)

// screen is the full-screen table: a bubbletea model over a session.
type screen struct {
	s      *session
	book   *logBook
	w, h   int
	reader engine.Seat // the person whose view is shown
	typed  string      // the input line
	mode   prompting
	note   string // the answer to the last key: an error or what a command did
	help   bool
	page   int // the page the first column shows
	scroll int // lines scrolled down in that page
	optTop int // the first option row shown
	busy   bool
	gen    int
	err    error
	done   bool
}

func newScreen(s *session, book *logBook) *screen {
	m := &screen{s: s, book: book, w: 80, h: 24}
	for i, p := range s.seats {
		if p == Human {
			m.reader = engine.Seat(i)
			break
		}
	}
	m.note = s.say("term.screen.start-note", nil)
	return m
}

// Init starts the bots when one of them is to move first.
func (m *screen) Init() tea.Cmd { return m.next() }

// next lets the bot to move choose, away from the screen's loop; nil when
// a person is to move or the game is over.
func (m *screen) next() tea.Cmd {
	st := m.s.st
	if st.Over() || m.busy {
		return nil
	}
	seat := st.ToMove()
	if !m.s.isBot(seat) {
		m.reader = seat
		return nil
	}
	m.busy = true
	m.s.tell(seat)
	pos, b, gen := st.Clone(), m.s.bots[seat], m.gen
	return func() tea.Msg {
		a, err := bot.Decide(b, pos, seat, pos.Legal(nil))
		if err != nil {
			return botMsg{gen: gen, seat: seat, err: err}
		}
		return botMsg{gen: gen, seat: seat, id: pos.Option(a).ID}
	}
}

// Update handles keys, the terminal's size and the bots' answers.
func (m *screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
	case botMsg:
		if msg.gen != m.gen {
			return m, nil
		}
		m.busy = false
		if msg.err != nil {
			m.err = fmt.Errorf("seat %d: %w", msg.seat, msg.err)
			return m, tea.Quit
		}
		if err := m.s.apply(msg.seat, msg.id, true); err != nil {
			m.err = fmt.Errorf("bot at seat %d: %w", msg.seat, err)
			return m, tea.Quit
		}
		m.afterMove()
		return m, m.next()
	case tea.KeyMsg:
		return m.key(msg)
	}
	return m, nil
}

// afterMove notes the end of the game in the log.
func (m *screen) afterMove() {
	if m.s.st.Over() && !m.done {
		m.done = true
		m.s.printf("%s", m.s.result())
		m.note = m.s.say("term.screen.over-note", nil)
	}
}

// key handles one key press.
func (m *screen) key(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	if k.Type == tea.KeyCtrlC {
		return m, tea.Quit
	}
	if m.mode != promptNumber {
		return m.fileKey(k)
	}
	if m.help {
		m.help = false
		return m, nil
	}
	switch k.Type {
	case tea.KeyEnter:
		return m, m.choose()
	case tea.KeyBackspace:
		if m.typed != "" {
			m.typed = m.typed[:len(m.typed)-1]
		}
		return m, nil
	case tea.KeyEsc:
		m.typed = ""
		return m, nil
	case tea.KeyTab:
		m.page, m.scroll = (m.page+1)%len(m.pages()), 0
		return m, nil
	case tea.KeyShiftTab:
		m.page, m.scroll = (m.page+len(m.pages())-1)%len(m.pages()), 0
		return m, nil
	case tea.KeyUp:
		m.optTop = max(0, m.optTop-1)
		return m, nil
	case tea.KeyDown:
		m.optTop++
		return m, nil
	case tea.KeyPgUp:
		m.scroll = max(0, m.scroll-5)
		return m, nil
	case tea.KeyPgDown:
		m.scroll += 5
		return m, nil
	case tea.KeyRunes:
	default:
		return m, nil
	}
	r := k.Runes[0]
	switch {
	case r >= '0' && r <= '9':
		if len(m.typed) < 4 {
			m.typed += string(r)
		}
	case r == '?' || r == 'h':
		m.help = true
	case r == 'q':
		return m, tea.Quit
	case r == 'u':
		m.typed = ""
		if m.s.undo(m.reader) {
			m.gen++
			m.busy = false
			m.note = m.lastLog()
			return m, m.next()
		}
		m.note = m.lastLog()
	case r == 's':
		m.mode, m.typed = promptSave, "wasteland-game.json"
	case r == 'l':
		m.mode, m.typed = promptLoad, "wasteland-game.json"
	}
	return m, nil
}

// fileKey edits the file name of a save or load and runs it on Enter.
func (m *screen) fileKey(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch k.Type {
	case tea.KeyEsc:
		m.mode, m.typed = promptNumber, ""
	case tea.KeyBackspace:
		if r := []rune(m.typed); len(r) > 0 {
			m.typed = string(r[:len(r)-1])
		}
	case tea.KeyRunes, tea.KeySpace:
		m.typed += string(k.Runes)
	case tea.KeyEnter:
		file, mode := strings.TrimSpace(m.typed), m.mode
		m.mode, m.typed = promptNumber, ""
		if file == "" {
			m.note = m.s.say("term.screen.no-file", nil)
			return m, nil
		}
		if mode == promptSave {
			m.s.save(file)
			m.note = m.lastLog()
			return m, nil
		}
		if m.s.load(file) {
			m.gen++
			m.busy, m.done = false, false
			m.afterMove()
			m.note = m.lastLog()
			return m, m.next()
		}
		m.note = m.lastLog()
	}
	return m, nil
}

// choose plays the option whose number was typed, or the only option.
func (m *screen) choose() tea.Cmd {
	st := m.s.st
	typed := m.typed
	m.typed = ""
	if st.Over() {
		// Only q leaves a finished game: an Enter typed ahead while the
		// last moves were played must not close the result.
		m.note = m.s.say("term.screen.over-note", nil)
		return nil
	}
	seat := st.ToMove()
	if m.busy || m.s.isBot(seat) {
		m.note = m.s.say("term.screen.wait", map[string]any{"seat": int(seat), "player": m.s.seats[seat]})
		return nil
	}
	d := engine.DecisionOf(st)
	cmd, err := Parse(typed, d.Options)
	if err != nil || cmd.Kind != CmdChoose {
		m.note = m.s.say("term.screen.not-option", map[string]any{"typed": typed, "n": len(d.Options)})
		if typed == "" {
			m.note = m.s.say("term.screen.type-number", map[string]any{"n": len(d.Options)})
		}
		return nil
	}
	o := d.Options[cmd.Option]
	if err := m.s.apply(seat, o.ID, true); err != nil {
		m.note = err.Error()
		return nil
	}
	m.note, m.optTop = "", 0
	m.afterMove()
	return m.next()
}

// lastLog is the last line written to the log.
func (m *screen) lastLog() string {
	if n := len(m.book.lines); n > 0 {
		return m.book.lines[n-1]
	}
	return ""
}
