package agent

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// fakeProgram is the other end of Connect: it records every message and
// answers each decision with answer(msg).
type fakeProgram struct {
	msgs []map[string]any
	done chan struct{}
}

// connect returns a Program whose program is a goroutine answering each
// decision with answer; the goroutine ends when the Program is closed.
func connect(t *testing.T, game string, timeout time.Duration, answer func(msg map[string]any) []string) (*Program, *fakeProgram) {
	t.Helper()
	toProg, fromHarness := io.Pipe()
	fromProg, toHarness := io.Pipe()
	f := &fakeProgram{done: make(chan struct{})}
	go func() {
		defer close(f.done)
		defer toHarness.Close()
		sc := bufio.NewScanner(toProg)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var m map[string]any
			if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
				t.Errorf("the harness sent a line that is no JSON object: %v", err)
				return
			}
			f.msgs = append(f.msgs, m)
			if m["type"] == "decision" {
				for _, line := range answer(m) {
					io.WriteString(toHarness, line+"\n")
				}
			}
		}
	}()
	return Connect(game, fromProg, fromHarness, 7, timeout), f
}

// firstOption answers with the first option offered.
func firstOption(m map[string]any) []string {
	opts := m["options"].([]any)
	id := opts[0].(map[string]any)["id"].(string)
	return []string{`{"option": "` + id + `"}`}
}

// playWith plays a game of g from setup with p at seat and random bots
// elsewhere, handing p every move's events, and closes p.
func playWith(t *testing.T, g engine.Game, setup engine.Setup, seat engine.Seat, p bot.Watcher) engine.State {
	t.Helper()
	var setupEvents engine.Recorder
	st, err := g.New(setup, &setupEvents)
	if err != nil {
		t.Fatal(err)
	}
	p.Observe(setupEvents.Events)
	others := bot.NewRandom(3)
	var legal []engine.Action
	for moves := 0; !st.Over(); moves++ {
		if moves > 50_000 {
			t.Fatal("no end")
		}
		s := st.ToMove()
		legal = st.Legal(legal[:0])
		var b bot.Bot = others
		if s == seat {
			b = p
		}
		a, err := bot.Decide(b, st, s, legal)
		if err != nil {
			t.Fatal(err)
		}
		var rec engine.Recorder
		engine.Play(st, a, &rec)
		p.Observe(rec.Events)
	}
	if err := p.Close(st); err != nil {
		t.Fatal(err)
	}
	return st
}

// TestProgramSeesOnlyItsSeat plays whole games with a program at one
// seat: every view it receives is its seat's view, every event one its
// seat may see (addressed to it or public), and it receives all of those,
// in order, by the end.
func TestProgramSeesOnlyItsSeat(t *testing.T) {
	for _, c := range []struct {
		g     engine.Game
		setup engine.Setup
		seat  engine.Seat
	}{
		{outlive.Game{}, engine.Setup{Players: 3, Seed: 5}, 1},
		{fallout.Game{}, engine.Setup{Players: 2, Seed: 5, Options: map[string]string{fallout.OptRounds: "6"}}, 0},
	} {
		p, f := connect(t, c.g.Name(), 5*time.Second, firstOption)
		var setupEvents engine.Recorder
		if _, err := c.g.New(c.setup, &setupEvents); err != nil {
			t.Fatal(err)
		}
		want := engine.VisibleTo(setupEvents.Events, c.seat)
		final := playWith(t, c.g, c.setup, c.seat, p)
		<-f.done
		got, decisions := 0, 0
		for i, m := range f.msgs {
			switch m["type"] {
			case "hello":
				if i != 0 || m["seat"] != float64(c.seat) || m["game"] != c.g.Name() || m["protocol"] != float64(Protocol) {
					t.Errorf("%s: hello %v", c.g.Name(), m)
				}
			case "decision", "end":
				decisions++
				for _, e := range m["events"].([]any) {
					to := e.(map[string]any)["to"].(float64)
					if to != -1 && to != float64(c.seat) {
						t.Fatalf("%s: seat %d received an event for seat %v: %v", c.g.Name(), c.seat, to, e)
					}
					got++
				}
			}
		}
		last := f.msgs[len(f.msgs)-1]
		if last["type"] != "end" {
			t.Fatalf("%s: the last message is %v", c.g.Name(), last["type"])
		}
		wantView, _ := json.Marshal(final.View(c.seat))
		gotView, _ := json.Marshal(last["view"])
		var a, b any
		json.Unmarshal(wantView, &a)
		json.Unmarshal(gotView, &b)
		if !jsonEqual(a, b) {
			t.Errorf("%s: the final view is not the seat's view", c.g.Name())
		}
		if decisions < 10 || got < len(want) {
			t.Errorf("%s: %d decisions, %d events received (the setup alone shows it %d)", c.g.Name(), decisions, got, len(want))
		}
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// TestWrongAnswers: an answer that is no JSON, names no option or names
// an option not offered gets an error message and the program may answer
// again; no legal answer within the time limit, or the program's output
// ending, fails the seat with an error saying so.
func TestWrongAnswers(t *testing.T) {
	st, err := outlive.Game{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	seat, legal := st.ToMove(), st.Legal(nil)
	for _, c := range []struct {
		name    string
		answers []string
		errs    int    // error messages the program must receive
		fail    string // part of Decide's error; "" when it succeeds
	}{
		{"right away", nil, 0, ""},
		{"not json", []string{"buy everything"}, 1, ""},
		{"no option", []string{`{"choice": 1}`}, 1, ""},
		{"not offered", []string{`{"option": "fly-away"}`, `{"option": "x:1"}`}, 2, ""},
		{"silent", nil, 0, "within"},
		{"quits", nil, 1, "ended its output"},
	} {
		var p *Program
		var f *fakeProgram
		switch c.name {
		case "quits":
			p, f = connectQuitting(t)
		case "silent":
			p, f = connect(t, "outlive", 200*time.Millisecond, func(map[string]any) []string { return nil })
		default:
			p, f = connect(t, "outlive", time.Second, func(m map[string]any) []string {
				return append(append([]string(nil), c.answers...), firstOption(m)...)
			})
		}
		a, err := p.Decide(st, seat, legal)
		switch {
		case c.fail == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.fail != "" && (err == nil || !strings.Contains(err.Error(), c.fail)):
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.fail)
		case c.fail == "" && a != legal[0] && st.Option(a).ID != st.Option(legal[0]).ID:
			t.Errorf("%s: chose %s", c.name, st.Option(a).ID)
		}
		p.Close(nil)
		<-f.done
		errs := 0
		for _, m := range f.msgs {
			if m["type"] == "error" {
				errs++
				if m["message"] == "" {
					t.Errorf("%s: an error message says nothing", c.name)
				}
			}
		}
		if errs != c.errs {
			t.Errorf("%s: the program received %d error messages, want %d", c.name, errs, c.errs)
		}
	}
}

// connectQuitting is a program that answers its first decision with
// nonsense and then ends its output.
func connectQuitting(t *testing.T) (*Program, *fakeProgram) {
	toProg, fromHarness := io.Pipe()
	fromProg, toHarness := io.Pipe()
	f := &fakeProgram{done: make(chan struct{})}
	go func() {
		defer close(f.done)
		sc := bufio.NewScanner(toProg)
		sc.Buffer(nil, 1<<24)
		closed := false
		for sc.Scan() {
			var m map[string]any
			json.Unmarshal(sc.Bytes(), &m)
			f.msgs = append(f.msgs, m)
			if m["type"] == "decision" && !closed {
				io.WriteString(toHarness, "nonsense\n")
			}
			if m["type"] == "error" && !closed {
				toHarness.Close()
				closed = true
			}
		}
	}()
	return Connect("outlive", fromProg, fromHarness, 7, time.Second), f
}

// TestExampleBotFinishesGames runs examples/agent/randombot.py, the
// protocol's example bot, through whole games of both games (it needs
// python3; CI installs it).
func TestExampleBotFinishesGames(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 is missing")
		}
		t.Skip("python3 is missing")
	}
	script, err := filepath.Abs("../examples/agent/randombot.py")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		g     engine.Game
		setup engine.Setup
		flags string
	}{
		{outlive.Game{}, engine.Setup{Players: 2, Seed: 2}, "--bad-first"},
		{fallout.Game{}, engine.Setup{Players: 2, Seed: 2}, "--prefer move"},
		{fallout.Game{}, engine.Setup{Players: 1, Seed: 3}, ""},
	} {
		p, err := New(c.g, "ext:python3 "+script+" "+c.flags, 11, bot.Options{})
		if err != nil {
			t.Fatal(err)
		}
		final := playWith(t, c.g, c.setup, 0, p.(bot.Watcher))
		if !final.Over() {
			t.Errorf("%s: the game did not end", c.g.Name())
		}
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		kind string
		ok   bool
	}{
		{"greedy", true},
		{"ismcts:100ms", true},
		{"ext:python3 bot.py", true},
		{"ext:", false},
		{"ext:   ", false},
		{"clever", false},
	} {
		if err := Check(c.kind); (err == nil) != c.ok {
			t.Errorf("Check(%q) = %v", c.kind, err)
		}
	}
}
