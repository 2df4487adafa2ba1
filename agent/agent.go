package agent

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"

	"wasteland/bot"
	"wasteland/engine"
)

// Protocol is the version of the protocol of docs/agent.md, sent in the
// hello message.
const Protocol = 1

// DefaultTimeout is the time a program has for one decision, and to start.
const DefaultTimeout = 10 * time.Second

// Prefix starts the seat kind of an outside program: "ext:COMMAND".
const Prefix = "ext:"

// Check reports whether kind is a seat kind New accepts: a bot kind
// (bot.ParseKind) or "ext:COMMAND" with a command. It starts nothing.
func Check(kind string) error {
	if cmd, ok := strings.CutPrefix(kind, Prefix); ok {
		if strings.TrimSpace(cmd) == "" {
			return errors.New(`"ext:" needs a command, as ext:python3 mybot.py`)
		}
		return nil
	}
	_, err := bot.ParseKind(kind)
	return err
}

// New returns the player of kind for a game of g: a built-in bot
// (bot.NewWith) or, for "ext:COMMAND", the program started with sh -c
// COMMAND, which must then be closed (bot.Watcher). seed seeds the bot; a
// program gets it in its hello message.
func New(g engine.Game, kind string, seed uint64, opt bot.Options) (bot.Bot, error) {
	cmd, ok := strings.CutPrefix(kind, Prefix)
	if !ok {
		return bot.NewWith(kind, seed, opt)
	}
	if err := Check(kind); err != nil {
		return nil, err
	}
	return Start(g.Name(), cmd, seed, DefaultTimeout)
}

// Program is a seat played by a program outside this process, over the
// protocol of docs/agent.md. It is a bot.Watcher: the harness hands it
// every event and closes it at the end.
type Program struct {
	game    string
	seed    uint64
	timeout time.Duration
	cmd     *exec.Cmd // nil for a connection made by Connect
	stdin   io.WriteCloser
	enc     *json.Encoder
	lines   chan string
	readErr error // set before lines closes
	stderr  *tailBuffer
	seat    engine.Seat
	hello   bool
	pending []engine.Event
	asked   int
	err     error
}

// Start starts command with sh -c for a game called game; timeout is the
// time it has for each decision.
func Start(game, command string, seed uint64, timeout time.Duration) (*Program, error) {
	c := exec.Command("sh", "-c", command)
	stdin, err := c.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := c.StdoutPipe()
	if err != nil {
		return nil, err
	}
	tail := &tailBuffer{max: 2048}
	c.Stderr = tail
	if err := c.Start(); err != nil {
		return nil, fmt.Errorf("starting %q: %w", command, err)
	}
	p := Connect(game, stdout, stdin, seed, timeout)
	p.cmd, p.stderr = c, tail
	return p, nil
}

// Connect speaks the protocol over r (the program's answers) and w (what
// it receives), for a program run some other way, or a test.
func Connect(game string, r io.Reader, w io.WriteCloser, seed uint64, timeout time.Duration) *Program {
	p := &Program{game: game, seed: seed, timeout: timeout, stdin: w, enc: json.NewEncoder(w), lines: make(chan string, 1), seat: engine.Spectator}
	go func() {
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		p.readErr = sc.Err()
		close(p.lines)
	}()
	return p
}

// Hello is the first message: the game and the program's seat.
type Hello struct {
	Type     string      `json:"type"` // "hello"
	Protocol int         `json:"protocol"`
	Game     string      `json:"game"`
	Players  int         `json:"players"`
	Seat     engine.Seat `json:"seat"`
	Seed     uint64      `json:"seed,string"`
}

// DecisionMsg asks the program to decide: what happened since its last
// message, what its seat sees, and the options.
type DecisionMsg struct {
	Type    string          `json:"type"` // "decision"
	Move    int             `json:"move"` // counts the program's decisions, from 1
	Events  []engine.Event  `json:"events"`
	View    any             `json:"view"`
	Prompt  string          `json:"prompt"`
	Options []engine.Option `json:"options"`
}

// ErrorMsg tells the program its answer was refused and why; it may
// answer again within the decision's time limit.
type ErrorMsg struct {
	Type    string `json:"type"` // "error"
	Message string `json:"message"`
}

// EndMsg ends the game: the last events, the final view and the outcome.
type EndMsg struct {
	Type   string         `json:"type"` // "end"
	Events []engine.Event `json:"events"`
	View   any            `json:"view"`
	Result Outcome        `json:"result"`
}

// Outcome is the public part of a finished game's result.
type Outcome struct {
	Scores   []int         `json:"scores"`
	Placings []int         `json:"placings"`
	Winners  []engine.Seat `json:"winners"`
}

// Answer is the program's reply to a decision.
type Answer struct {
	Option string `json:"option"`
}

// Observe keeps evs: the program receives those its seat may see
// (engine.VisibleTo) with its next message, and no other.
func (p *Program) Observe(evs []engine.Event) {
	p.pending = append(p.pending, evs...)
}

// visible returns the pending events the seat may see and forgets them.
func (p *Program) visible() []engine.Event {
	out := engine.VisibleTo(p.pending, p.seat)
	p.pending = p.pending[:0]
	return out
}

// Choose is Decide for callers that cannot take an error: on error it
// panics with it. Harnesses call bot.Decide instead.
func (p *Program) Choose(st engine.State, seat engine.Seat, legal []engine.Action) engine.Action {
	a, err := p.Decide(st, seat, legal)
	if err != nil {
		panic(err)
	}
	return a
}

// Decide sends the decision to the program and waits for a legal option
// id, at most the time limit; a wrong answer is answered with an error
// message and the wait goes on.
func (p *Program) Decide(st engine.State, seat engine.Seat, legal []engine.Action) (engine.Action, error) {
	if p.err != nil {
		return 0, p.err
	}
	if !p.hello {
		p.seat, p.hello = seat, true
		if err := p.send(Hello{Type: "hello", Protocol: Protocol, Game: p.game, Players: st.Players(), Seat: seat, Seed: p.seed}); err != nil {
			return 0, p.fail(err)
		}
	}
	if seat != p.seat {
		return 0, p.fail(fmt.Errorf("the program plays seat %d, not %d", p.seat, seat))
	}
	p.asked++
	opts := make([]engine.Option, len(legal))
	byID := make(map[string]engine.Action, len(legal))
	for i, a := range legal {
		opts[i] = st.Option(a)
		byID[opts[i].ID] = a
	}
	msg := DecisionMsg{Type: "decision", Move: p.asked, Events: p.visible(), View: st.View(seat), Prompt: st.Prompt(), Options: opts}
	if err := p.send(msg); err != nil {
		if early := p.earlyAnswer(); early != "" {
			err = fmt.Errorf("decision %d: the program answered before it was asked (%s), then stopped reading: %w", p.asked, early, err)
		}
		return 0, p.fail(err)
	}
	deadline := time.NewTimer(p.timeout)
	defer deadline.Stop()
	refused := ""
	for {
		select {
		case line, ok := <-p.lines:
			if !ok {
				if p.readErr != nil {
					return 0, p.fail(fmt.Errorf("reading the program's answer to decision %d: %w%s", p.asked, p.readErr, p.stderrTail()))
				}
				return 0, p.fail(fmt.Errorf("the program ended its output at decision %d%s%s", p.asked, refused, p.stderrTail()))
			}
			id, err := parseAnswer(line)
			if err == nil {
				if a, ok := byID[id]; ok {
					return a, nil
				}
				err = fmt.Errorf("%q is not one of the %d options of decision %d (%s)", clip(id), len(opts), p.asked, st.Prompt())
			}
			refused = " after a refused answer: " + err.Error()
			if serr := p.send(ErrorMsg{Type: "error", Message: err.Error()}); serr != nil {
				return 0, p.fail(fmt.Errorf("decision %d: answer refused: %v; then %w", p.asked, err, serr))
			}
		case <-deadline.C:
			return 0, p.fail(fmt.Errorf("no legal answer to decision %d (%s) within %v%s%s", p.asked, st.Prompt(), p.timeout, refused, p.stderrTail()))
		}
	}
}

// earlyAnswer is what is wrong with the first line a program wrote before
// it stopped reading its input ("" for none): a program that answers the
// hello and exits leaves its answer, not the broken pipe, as the reason.
// It waits, at most the time limit, for the program's output to end.
func (p *Program) earlyAnswer() string {
	deadline := time.NewTimer(p.timeout)
	defer deadline.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return ""
		}
		if _, err := parseAnswer(line); err != nil {
			return err.Error()
		}
		return fmt.Sprintf("%q", clip(line))
	case <-deadline.C:
		return ""
	}
}

// parseAnswer reads an answer line: {"option": ID}.
func parseAnswer(line string) (string, error) {
	var a Answer
	if err := json.Unmarshal([]byte(line), &a); err != nil {
		return "", fmt.Errorf(`an answer is one JSON object {"option": "ID"} on one line, not %q`, clip(line))
	}
	if a.Option == "" {
		return "", errors.New(`the answer names no option: send {"option": "ID"}`)
	}
	return a.Option, nil
}

// Close sends the end of the game when final is a finished game, closes
// the program's input, and waits for it to exit (killing it after the
// time limit). It returns the first error the program caused.
func (p *Program) Close(final engine.State) error {
	if final != nil && final.Over() && p.err == nil && p.hello {
		r := final.Result()
		msg := EndMsg{Type: "end", Events: p.visible(), View: final.View(p.seat), Result: Outcome{Scores: r.Scores, Placings: r.Placings, Winners: r.Winners}}
		if err := p.send(msg); err != nil {
			p.fail(err)
		}
	}
	p.stdin.Close()
	if p.cmd == nil {
		return p.err
	}
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil && p.err == nil && final != nil {
			p.err = fmt.Errorf("the program exited with %v%s", err, p.stderrTail())
		}
	case <-time.After(p.timeout):
		p.cmd.Process.Kill()
		<-done
	}
	return p.err
}

// send writes one message line.
func (p *Program) send(msg any) error {
	if err := p.enc.Encode(msg); err != nil {
		return fmt.Errorf("writing to the program: %w%s", err, p.stderrTail())
	}
	return nil
}

// fail records the program's first error and returns it.
func (p *Program) fail(err error) error {
	if p.err == nil {
		p.err = fmt.Errorf("outside program: %w", err)
	}
	return p.err
}

// stderrTail is the end of what the program wrote to its standard error,
// for error messages.
func (p *Program) stderrTail() string {
	if p.stderr == nil {
		return ""
	}
	if s := strings.TrimSpace(p.stderr.String()); s != "" {
		return "; its standard error ends: " + s
	}
	return ""
}

// clip shortens untrusted text quoted back in an error.
func clip(s string) string {
	const max = 64
	if len(s) > max {
		return s[:max] + "…"
	}
	return s
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

// BotOptions are the bot.Options of a program of this process: workers
// searches at once per decision, and the process's monotonic clock for
// time budgets.
func BotOptions(workers int) bot.Options {
	start := time.Now()
	return bot.Options{Workers: workers, Now: func() int64 { return int64(time.Since(start)) }}
}
