package main

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"wasteland/engine"
	"wasteland/narrate"
)

// terminal is a tmux session running `wasteland play` on a screen of a
// given size, read back as text.
type terminal struct {
	t      *testing.T
	socket string
	w, h   int
}

// startTerminal runs this test binary as the wasteland command with args in
// a new tmux session of w×h cells; it skips the test without tmux.
func startTerminal(t *testing.T, w, h int, args ...string) *terminal {
	return startCommand(t, "1", w, h, args...)
}

// startCommand is startTerminal for the command WASTELAND_TEST_MAIN=which
// names (see TestMain).
func startCommand(t *testing.T, which string, w, h int, args ...string) *terminal {
	t.Helper()
	if testing.Short() {
		t.Skip("terminal sessions are slow")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("no tmux")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tm := &terminal{t: t, socket: fmt.Sprintf("wasteland-test-%d-%d", os.Getpid(), time.Now().UnixNano()), w: w, h: h}
	// The shell stays after the command, so that what it writes when it
	// leaves the full screen, and its exit status, can be read.
	cmd := append([]string{"new-session", "-d", "-x", fmt.Sprint(w), "-y", fmt.Sprint(h), "-s", "t",
		"-e", "WASTELAND_TEST_MAIN=" + which, "-e", "TERM=xterm-256color", "--",
		"sh", "-c", `"$0" "$@"; echo "exit status $?"; sleep 600`, exe}, args...)
	tm.tmux(cmd...)
	t.Cleanup(func() { exec.Command("tmux", "-L", tm.socket, "kill-server").Run() })
	return tm
}

func (tm *terminal) tmux(args ...string) string {
	tm.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", tm.socket}, args...)...).CombinedOutput()
	if err != nil {
		tm.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// screen is what the terminal shows, one string per line.
func (tm *terminal) screen() []string {
	return strings.Split(strings.TrimSuffix(tm.tmux("capture-pane", "-p", "-t", "t"), "\n"), "\n")
}

// keys types keys, in tmux send-keys words ("Enter", "Tab").
func (tm *terminal) keys(keys ...string) {
	tm.tmux(append([]string{"send-keys", "-t", "t"}, keys...)...)
}

// waitFor waits until the screen shows a line matching re, and returns the
// screen; it fails the test after a while.
func (tm *terminal) waitFor(re *regexp.Regexp) []string {
	tm.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		scr := tm.screen()
		for _, l := range scr {
			if re.MatchString(l) {
				return scr
			}
		}
		if time.Now().After(deadline) {
			tm.t.Fatalf("the screen never showed %s:\n%s", re, strings.Join(scr, "\n"))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitGone waits until no line of the screen matches re.
func (tm *terminal) waitGone(re *regexp.Regexp) {
	tm.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for slices.ContainsFunc(tm.screen(), re.MatchString) {
		if time.Now().After(deadline) {
			tm.t.Fatalf("the screen still shows %s", re)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// checkFits fails when the screen has more lines or wider lines than the
// terminal.
func (tm *terminal) checkFits(scr []string) {
	tm.t.Helper()
	if len(scr) > tm.h {
		tm.t.Errorf("%d lines on a screen of %d", len(scr), tm.h)
	}
	for _, l := range scr {
		if n := utf8.RuneCountInString(l); n > tm.w {
			tm.t.Errorf("a line of %d columns on a screen of %d: %q", n, tm.w, l)
		}
	}
}

var (
	yourTurn = regexp.MustCompile(`YOUR DECISION, seat 0`)
	// status is the status line: the game, the round (or setup), who
	// decides, then the phase (cut first when the line is too long).
	status = regexp.MustCompile(`^ (Fallout|Outlive) · (setup|round \d+[^·]*) · (YOUR DECISION, seat 0|seat \d \(bot:[a-z]+\) to decide|game over)`)
)

// playTurns plays turns decisions at seat 0, always the first option,
// reading the status line before each one; it returns the last screen.
func (tm *terminal) playTurns(turns int) []string {
	tm.t.Helper()
	var scr []string
	for turn := range turns {
		scr = tm.waitFor(yourTurn)
		tm.checkFits(scr)
		if !status.MatchString(scr[0]) {
			tm.t.Fatalf("turn %d: the status line is %q", turn, scr[0])
		}
		before := strings.Join(scr, "\n")
		tm.keys("1", "Enter")
		deadline := time.Now().Add(60 * time.Second)
		for strings.Join(tm.screen(), "\n") == before && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	}
	return tm.waitFor(yourTurn)
}

// Both games at 80×24: the status line shows game, round, phase and whose
// decision it is every turn, and nothing is wider or longer than the screen.
func TestScreenSmall(t *testing.T) {
	for _, game := range []string{"fallout", "outlive"} {
		t.Run(game, func(t *testing.T) {
			tm := startTerminal(t, 80, 24, "play", game, "--players", "2", "--seed", "5", "--seats", "human,bot:random")
			scr := tm.playTurns(8)
			joined := strings.Join(scr, "\n")
			for _, want := range []string{"BOARD", "SEATS", "LOG", "seat 0 (you)", "seat 1", "your decision"} {
				if !strings.Contains(joined, want) {
					t.Errorf("the screen lacks %q:\n%s", want, joined)
				}
			}
		})
	}
}

// A 4-player game at 80×24: every seat's line and what each bot did since
// are on the screen at once, without scrolling.
func TestScreenFourPlayers(t *testing.T) {
	for _, game := range []string{"fallout", "outlive"} {
		t.Run(game, func(t *testing.T) {
			tm := startTerminal(t, 80, 24, "play", game, "--players", "4", "--seed", "2", "--seats", "human,bot:random,bot:random,bot:random")
			scr := tm.playTurns(4)
			tm.checkFits(scr)
			joined := strings.Join(scr, "\n")
			for seat := range 4 {
				if !strings.Contains(joined, fmt.Sprintf("seat %d", seat)) {
					t.Errorf("seat %d is not on the screen:\n%s", seat, joined)
				}
			}
			table, err := narrate.New(game, narrate.English, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			for seat := 1; seat < 4; seat++ {
				if !strings.Contains(joined, narrate.Sentence(table.SeatName(engine.Seat(seat)))+" (bot:random): ") {
					t.Errorf("the log does not show what seat %d did:\n%s", seat, joined)
				}
			}
		})
	}
}

// At 160×50 the table shows three columns: the board with its legend, your
// seat and the table, the seats and the log; and the help and undo keys work.
func TestScreenLarge(t *testing.T) {
	tm := startTerminal(t, 160, 50, "play", "fallout", "--players", "3", "--seed", "4", "--seats", "human,bot:random,bot:random")
	scr := tm.playTurns(3)
	tm.checkFits(scr)
	joined := strings.Join(scr, "\n")
	for _, want := range []string{"BOARD", "YOU", "TABLE", "SEATS", "LOG", "signs:", "┌", "░"} {
		if !strings.Contains(joined, want) {
			t.Errorf("the screen lacks %q:\n%s", want, joined)
		}
	}
	tm.keys("?")
	tm.waitFor(regexp.MustCompile(`undo: take back your own last decision`))
	tm.keys("Escape")
	tm.waitGone(regexp.MustCompile(`undo: take back your own last decision`))
	tm.keys("u")
	tm.waitFor(regexp.MustCompile(`Took back: |Cannot undo: |Nothing to undo`))
	tm.keys("q")
	tm.waitFor(regexp.MustCompile(`left the game unfinished after \d+ moves \(fallout, 3 players, seed 4\)`))
	tm.waitFor(regexp.MustCompile(`^exit status 0$`))
}

// A whole game in the terminal: the end shows on the table, and after q
// the result and the seed stay on the terminal.
func TestScreenToTheEnd(t *testing.T) {
	tm := startCommand(t, "toy", 80, 24, "play", "toy", "--players", "2", "--seed", "3", "--seats", "human,bot:random")
	over := regexp.MustCompile(`· game over ·`)
	for turn := 0; ; turn++ {
		scr := tm.waitFor(regexp.MustCompile(`YOUR DECISION, seat 0|· game over ·`))
		if slices.ContainsFunc(scr, over.MatchString) {
			break
		}
		if turn == 100 {
			t.Fatalf("no end after 100 turns:\n%s", strings.Join(scr, "\n"))
		}
		before := strings.Join(scr, "\n")
		tm.keys("1", "Enter")
		deadline := time.Now().Add(60 * time.Second)
		for strings.Join(tm.screen(), "\n") == before && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	}
	tm.waitFor(regexp.MustCompile(`The game is over: the result is in the log\. q leaves\.`))
	tm.keys("q")
	tm.waitFor(regexp.MustCompile(`^\(toy, 2 players, seed 3\)$`))
	scr := tm.waitFor(regexp.MustCompile(`^exit status 0$`))
	if !slices.ContainsFunc(scr, regexp.MustCompile(`^game over$`).MatchString) {
		t.Errorf("no result after leaving:\n%s", strings.Join(scr, "\n"))
	}
}
