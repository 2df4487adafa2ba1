package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
	"wasteland/internal/toygame"
)

// testScreen makes the full-screen table of a game of g with seats at
// w×h, writing its log to a book.
func testScreen(t *testing.T, g engine.Game, seats []string, seed uint64, w, h int) *screen {
	t.Helper()
	book := &logBook{}
	s, err := newSession(t.Context(), Config{Game: g, Players: len(seats), Seats: seats, Seed: seed}, book)
	if err != nil {
		t.Fatal(err)
	}
	m := newScreen(s, book)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

// run runs cmd and what follows from it, as bubbletea would, until no
// command is left (the bots have moved); tea.Quit reports true.
func run(m *screen, cmd tea.Cmd) bool {
	for cmd != nil {
		msg := cmd()
		if _, ok := msg.(tea.QuitMsg); ok {
			return true
		}
		_, cmd = m.Update(msg)
	}
	return false
}

func press(m *screen, keys ...string) bool {
	for _, k := range keys {
		var msg tea.KeyMsg
		switch k {
		case "enter":
			msg = tea.KeyMsg{Type: tea.KeyEnter}
		case "esc":
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		case "tab":
			msg = tea.KeyMsg{Type: tea.KeyTab}
		case "backspace":
			msg = tea.KeyMsg{Type: tea.KeyBackspace}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		_, cmd := m.Update(msg)
		if run(m, cmd) {
			return true
		}
	}
	return false
}

// checkScreen fails when the view is not exactly h lines of w columns or
// its status line lacks the game, the round and who decides.
func checkScreen(t *testing.T, m *screen, game string) []string {
	t.Helper()
	out := strings.Split(m.View(), "\n")
	if len(out) != m.h {
		t.Fatalf("%d lines on a screen of %d:\n%s", len(out), m.h, strings.Join(out, "\n"))
	}
	for i, l := range out {
		if n := ansi.StringWidth(l); n != m.w {
			t.Fatalf("line %d is %d columns on a screen of %d: %q", i, n, m.w, l)
		}
	}
	status := ansi.Strip(out[0])
	if !strings.HasPrefix(status, " "+game+" · ") || !strings.Contains(status, "YOUR DECISION") && !strings.Contains(status, "to decide") && !strings.Contains(status, "game over") {
		t.Fatalf("status line %q", status)
	}
	return out
}

// Both games, 2 and 4 players, small and large screens: every screen of
// a game played to its end fits, and its status line says who decides.
func TestScreenFits(t *testing.T) {
	for _, c := range []struct {
		g    engine.Game
		name string
	}{{fallout.Game{}, "Fallout"}, {outlive.Game{}, "Outlive"}} {
		for _, players := range []int{2, 4} {
			for _, size := range [][2]int{{80, 24}, {160, 50}, {100, 30}} {
				seats := DefaultSeats(players)
				for i := 1; i < players; i++ {
					seats[i] = "bot:random"
				}
				m := testScreen(t, c.g, seats, uint64(players), size[0], size[1])
				run(m, m.Init())
				for turn := 0; turn < 400 && !m.s.st.Over(); turn++ {
					if turn%7 == 0 {
						checkScreen(t, m, c.name)
					}
					press(m, "1", "enter")
				}
				checkScreen(t, m, c.name)
				for _, l := range m.book.lines {
					if strings.Contains(l, " only] ") && !strings.Contains(l, "[seat 0 only] ") {
						t.Fatalf("the log shows a bot's secret: %s", l)
					}
				}
			}
		}
	}
}

func TestScreenTooSmall(t *testing.T) {
	m := testScreen(t, toygame.Game{}, []string{"human", "bot:random"}, 1, 50, 10)
	if out := m.View(); !strings.HasPrefix(out, "The terminal is 50×10: the table needs 60×16") || !strings.Contains(out, "--plain") {
		t.Errorf("view on 50×10: %q", out)
	}
}

func TestScreenKeys(t *testing.T) {
	// In toy seed 1 seat 0 holds 1 and 7; its options are draw, knock, play:1, play:7.
	m := testScreen(t, toygame.Game{}, []string{"human", "bot:random"}, 1, 80, 24)
	run(m, m.Init())
	press(m, "9", "enter")
	if !strings.Contains(m.note, `"9" is not an option: type a number from 1 to 4`) {
		t.Errorf("note after 9: %q", m.note)
	}
	press(m, "enter")
	if !strings.Contains(m.note, "type a number from 1 to 4, then Enter") {
		t.Errorf("note after Enter: %q", m.note)
	}
	press(m, "2", "backspace", "esc")
	if m.typed != "" {
		t.Errorf("typed %q after Esc", m.typed)
	}
	press(m, "?")
	if out := m.View(); !strings.Contains(out, "undo: take back your own last decision") {
		t.Errorf("help not shown:\n%s", out)
	}
	press(m, "x")
	if m.help {
		t.Error("a key did not close the help")
	}
	press(m, "2", "enter") // knock: reveals nothing
	if len(m.s.steps) != 1 || m.s.steps[0].id != "knock" {
		t.Fatalf("steps after knock: %+v", m.s.steps)
	}
	press(m, "u")
	if len(m.s.steps) != 0 || !strings.Contains(m.note, "Took back: Knock") {
		t.Errorf("undo: %d steps, note %q", len(m.s.steps), m.note)
	}
	pages := len(m.pages())
	for range pages {
		press(m, "tab")
	}
	if m.page != 0 {
		t.Errorf("after %d tabs, page %d", pages, m.page)
	}
	file := filepath.Join(t.TempDir(), "g.json")
	press(m, "s")
	m.typed = file
	press(m, "enter")
	if _, err := os.Stat(file); err != nil || !strings.Contains(m.note, "saved 0 moves to "+file) {
		t.Errorf("save: %v, note %q", err, m.note)
	}
	if !press(m, "q") {
		t.Error("q did not quit")
	}
}

// The log narrates the bots' moves; the game's end is written to it once.
func TestScreenLogsBotsAndTheEnd(t *testing.T) {
	m := testScreen(t, toygame.Game{}, []string{"human", "bot:random"}, 1, 80, 24)
	run(m, m.Init())
	for i := 0; i < 200 && !m.s.st.Over(); i++ {
		press(m, "1", "enter")
	}
	if !m.s.st.Over() {
		t.Fatal("the game did not end")
	}
	log := strings.Join(m.book.lines, "\n")
	if !strings.Contains(log, "seat 1 (bot:random): ") || strings.Count(log, "game over") != 1 {
		t.Errorf("log:\n%s", log)
	}
	if out := m.View(); !strings.Contains(out, "game over") {
		t.Errorf("the end is not on the screen:\n%s", out)
	}
	// Keys typed ahead of the end do not close the result; q does.
	if press(m, "1", "enter") {
		t.Error("Enter left a finished game")
	}
	if !press(m, "q") {
		t.Error("q did not leave a finished game")
	}
}

func TestTurns(t *testing.T) {
	log := []string{
		"seat 1 (bot:random): Move action (+2 MP)",
		"    move-action seat=1",
		"seat 1 (bot:random): Move to Well Yard",
		"seat 2 (bot:random): End the turn",
		"Took back: Knock",
		"seat 2 (bot:random): Draw",
		"game over",
		"  seat 0 (human): 14 points, place 1",
	}
	want := []string{
		"seat 1 (bot:random): Move action (+2 MP) · Move to Well Yard",
		"seat 2 (bot:random): End the turn",
		"Took back: Knock",
		"seat 2 (bot:random): Draw",
		"game over",
		"  seat 0 (human): 14 points, place 1",
	}
	if got := turns(log, "game over"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("turns:\n%s", strings.Join(got, "\n"))
	}
}
