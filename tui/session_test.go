package tui

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/internal/toygame"
)

func playToy(t *testing.T, seats []string, seed uint64, input string) string {
	t.Helper()
	var out strings.Builder
	cfg := Config{Game: toygame.Game{}, Players: len(seats), Seats: seats, Seed: seed}
	if err := Play(context.Background(), cfg, strings.NewReader(input), &out); err != nil {
		t.Fatalf("Play: %v\n%s", err, out.String())
	}
	return out.String()
}

func mustContain(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

func TestBotsPlayToTheEnd(t *testing.T) {
	out := playToy(t, []string{"bot:greedy", "bot:random", "bot:greedy"}, 3, "")
	mustContain(t, out, "seats: 0=bot:greedy 1=bot:random 2=bot:greedy", "seat 1 (bot:random): ", "    played seat=", "game over\n", "  seat 2 (bot:greedy): ")
	if strings.Contains(out, "only]") {
		t.Errorf("private events of bots were printed:\n%s", out)
	}
	if strings.Contains(out, "> ") {
		t.Errorf("bots were prompted:\n%s", out)
	}
}

// In toy seed 1 seat 0 holds 1 and 7; its options are draw, knock, play:1, play:7.
func TestInputHandling(t *testing.T) {
	out := playToy(t, []string{"human", "bot:random"}, 1, "help\nbogus\n0\n9\n\nundo\nKNOCK\n3\nquit\n")
	mustContain(t, out,
		"   1. draw    Draw a card\n   2. knock   Knock: your next card scores double\n   3. play:1  Play the 1\n",
		"  undo          take back your own last step",
		`"bogus" is not an option number, an option id or a command; type help for the commands`,
		"0 is not an option number: choose from 1 to 4",
		"9 is not an option number: choose from 1 to 4",
		"there are 4 options: type a number from 1 to 4, an option id, or help",
		"Nothing to undo: you have made no step that can be taken back.",
		"seat 0 (human): Knock: your next card scores double\n    knocked seat=0\n",
		"seat 0 (human): Play the 7\n    played seat=0 card=7 before=0 points=14\n",
		"seat 1 (bot:random): ",
		"leaving the game unfinished",
		`"hand": [`,
	)
	if strings.Contains(out, "game over") {
		t.Error("the game went on after quit")
	}
}

func TestUndo(t *testing.T) {
	// Knocking reveals nothing: it can be taken back, twice in a row too.
	out := playToy(t, []string{"human", "bot:random"}, 1, "knock\nundo\nundo\nknock\nquit\n")
	mustContain(t, out, "Took back: Knock: your next card scores double\n", "Nothing to undo")
	if strings.Count(out, "   2. knock ") != 2 {
		t.Errorf("knock should be offered again after undo:\n%s", out)
	}
	// Drawing reveals a card: refused, and the state stays.
	out = playToy(t, []string{"human", "bot:random"}, 1, "knock\ndraw\nundo\nquit\n")
	mustContain(t, out, "[seat 0 only] drew-card card=", "Cannot undo: your last step revealed hidden information or a random outcome.")
	// Another seat acted since.
	out = playToy(t, []string{"human", "bot:random"}, 1, "play:7\nundo\nquit\n")
	mustContain(t, out, "Cannot undo: your last step revealed hidden information or a random outcome.")
	// Hot seat: the other person's step cannot be undone by the next one.
	out = playToy(t, []string{"human", "human"}, 1, "play:1\nundo\nquit\n")
	mustContain(t, out, "Cannot undo: 0 (human) has acted since; you can take back only your own last step and the bots' moves after it")
}

func TestUndoHidesOtherSeatsReveals(t *testing.T) {
	s := &session{out: io.Discard, words: PlainWords{}}
	var out strings.Builder
	s.out = &out
	s.seats = []string{"human", "human"}
	st, rec, _, err := engine.Start(toygame.Game{}, engine.Setup{Players: 2, Seed: 1}, s.seats)
	if err != nil {
		t.Fatal(err)
	}
	s.st, s.rec = st, rec
	s.steps = []step{{seat: 0, label: "x", before: st.Clone(), events: []engine.Event{{Type: "secret-thing", To: 1, Reveals: true}}}}
	if s.undo(0) {
		t.Fatal("undo allowed after a reveal")
	}
	mustContain(t, out.String(), "Cannot undo: your last step revealed hidden information or a random outcome.")
	if strings.Contains(out.String(), "secret-thing") {
		t.Error("undo named an event the seat may not see")
	}
}

func TestSingleOptionConfirmedWithEnter(t *testing.T) {
	g := toygame.Game{}
	st := &toygame.State{N: 2, Knock: 3, Hand: [4]uint16{1 << 5, 1 << 6}, Gone: 0b1_1110_0101_1110, Played: [4]int8{2, 2}, Table: 9}
	var out strings.Builder
	s := &session{ctx: context.Background(), g: g, render: JSONRenderer{}, words: PlainWords{}, out: &out, lines: readLines(strings.NewReader("\n"))}
	s.seats = []string{"human", "human"}
	s.bots = make([]bot.Bot, 2)
	_, rec, _, err := engine.Start(g, engine.Setup{Players: 2}, s.seats)
	if err != nil {
		t.Fatal(err)
	}
	s.st, s.rec = st, rec
	quit, err := s.humanTurn(0)
	if quit || err != nil {
		t.Fatalf("humanTurn: %v %v", quit, err)
	}
	mustContain(t, out.String(), "   1. play:5  Play the 5\n(press Enter to confirm)\n> seat 0 (human): Play the 5\n")
}

func TestInputEnds(t *testing.T) {
	out := playToy(t, []string{"human", "bot:random"}, 1, "knock")
	mustContain(t, out, "knocked seat=0", "input ended; leaving the game unfinished")
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	defer w.Close()
	done := make(chan error)
	go func() {
		done <- Play(ctx, Config{Game: toygame.Game{}, Players: 2, Seed: 1}, r, io.Discard)
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Play after cancel: %v", err)
	}
}

func TestSaveAndLoad(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.json")
	out := playToy(t, []string{"human", "bot:greedy"}, 1, "knock\nplay:7\nsave "+file+"\nquit\n")
	mustContain(t, out, "saved ")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Moves) < 3 || rec.Moves[0].Option != "knock" || rec.Moves[1].Option != "play:7" || rec.Seats[1] != "bot:greedy" {
		t.Fatalf("saved record %+v", rec)
	}
	var rep strings.Builder
	if err := Replay(data, lookupToy, &rep); err != nil {
		t.Fatalf("saved record does not replay: %v", err)
	}
	mustContain(t, rep.String(), "game not finished: seat 0 to decide (turn)")

	// Load into a fresh game (another seed, even) and go on from the record.
	out = playToy(t, []string{"human", "bot:random"}, 99, "load "+file+"\nundo\nsave "+file+".2\nquit\n")
	mustContain(t, out, "loaded "+file+": ", " moves replayed; seats: 0=human 1=bot:random",
		`"knocked": [`, "Cannot undo: your last step revealed")
	again, _ := os.ReadFile(file + ".2")
	rec2, err := engine.DecodeRecord(again)
	if err != nil || len(rec2.Moves) != len(rec.Moves) || rec2.Digest != rec.Digest || rec2.Seats[1] != "bot:random" {
		t.Errorf("a loaded game saved again differs: %v %+v", err, rec2)
	}

	// Three-player record into a two-player session: the default seats.
	three := filepath.Join(dir, "three.json")
	playToy(t, []string{"bot:random", "human", "bot:random"}, 5, "knock\nsave "+three+"\nquit\n")
	out = playToy(t, []string{"human", "bot:random"}, 1, "load "+three+"\nquit\n")
	mustContain(t, out, "seats: 0=bot:random 1=human 2=bot:random", "seat 1 (human), your decision")
	// A record of bots only (as sim writes): a person at seat 0.
	data, _ = os.ReadFile(three)
	if err := os.WriteFile(three, []byte(strings.Replace(string(data), `"human"`, `"bot:random"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out = playToy(t, []string{"human", "bot:random"}, 1, "load "+three+"\nquit\n")
	mustContain(t, out, "seats: 0=human 1=bot:greedy 2=bot:greedy")
}

func TestLoadRefusesBadRecords(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.json")
	playToy(t, []string{"human", "bot:greedy"}, 1, "knock\nplay:7\nsave "+file+"\nquit\n")
	data, _ := os.ReadFile(file)
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct{ file, want string }{
		{filepath.Join(dir, "missing.json"), "cannot load: open "},
		{write("corrupt.json", "{not json"), "record is not a JSON object"},
		{write("tampered.json", strings.Replace(string(data), `"play:7"`, `"play:9"`, 1)), `move 2 (play:9 by seat 0): "play:9" is not one of the turn options`},
		{write("digest.json", strings.Replace(string(data), `"digest": "`, `"digest": "00`, 1)), "replay differs from record: event log digest"},
		{write("other.json", strings.Replace(string(data), `"game": "toy"`, `"game": "chess"`, 1)), `record is for "chess", not "toy"`},
	} {
		out := playToy(t, []string{"human", "bot:random"}, 1, "load "+c.file+"\nquit\n")
		mustContain(t, out, c.want)
		if strings.Contains(out, "loaded ") {
			t.Errorf("%s was loaded", c.file)
		}
		// The game goes on untouched: seat 0 still has its first decision.
		if strings.Count(out, "   2. knock ") != 1 {
			t.Errorf("%s: the session changed after a refused load:\n%s", c.file, out)
		}
	}
}

func TestValidate(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Game: toygame.Game{}, Players: 5}, "toy is for 2 to 4 players, not 5"},
		{Config{Game: toygame.Game{}, Players: 2, Seats: []string{"human"}}, "1 seats for 2 players"},
		{Config{Game: toygame.Game{}, Players: 2, Seats: []string{"human", "robot"}}, `seat 1: "robot" is neither human, bot:KIND (bots: greedy, ismcts, random) nor ext:COMMAND`},
		{Config{Game: toygame.Game{}, Players: 2, Seats: []string{"bot:ismcts:0", "human"}}, `seat 0: bot "ismcts:0": the iterations must be between 1 and`},
		{Config{Game: toygame.Game{}, Players: 2, Seats: []string{"ext:", "human"}}, `seat 0: "ext:" needs a command`},
		{Config{Game: toygame.Game{}, Players: 2, Seats: []string{"bot:smart", "human"}}, `seat 0: unknown bot "smart"`},
		{Config{}, "no game"},
	} {
		if err := c.cfg.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Validate(%+v) = %v, want %q", c.cfg, err, c.want)
		}
	}
	cfg := Config{Game: toygame.Game{}, Players: 3}
	if err := cfg.Validate(); err != nil || strings.Join(cfg.Seats, ",") != "human,bot:greedy,bot:greedy" {
		t.Errorf("default seats %v, %v", cfg.Seats, err)
	}
}

func TestParseSeats(t *testing.T) {
	if s, err := ParseSeats("human, bot:random ,bot:greedy", 3); err != nil || s[1] != "bot:random" {
		t.Errorf("ParseSeats = %v, %v", s, err)
	}
	if _, err := ParseSeats("human,bot:random", 3); err == nil || !strings.Contains(err.Error(), "--seats lists 2 seats for 3 players") {
		t.Errorf("short seats: %v", err)
	}
}

func lookupToy(name string) (engine.Game, error) {
	if name != "toy" {
		return nil, errors.New("unknown game " + name)
	}
	return toygame.Game{}, nil
}

func TestParseSeatsPlainBot(t *testing.T) {
	seats, err := ParseSeats("human, human,bot", 3)
	if err != nil || seats[2] != "bot:greedy" || seats[1] != Human {
		t.Fatalf("got %v, %v", seats, err)
	}
	if _, err := ParseSeats("human,robot", 2); err == nil {
		t.Fatal("an unknown seat kind was accepted")
	}
}
