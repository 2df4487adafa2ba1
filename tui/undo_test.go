package tui

import (
	"context"
	"io"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/internal/toygame"
)

// toySession starts a toy game with seats, writing to out.
func toySession(t *testing.T, seats []string, seed uint64, out io.Writer) *session {
	t.Helper()
	s, err := newSession(context.Background(), Config{Game: toygame.Game{}, Players: len(seats), Seats: seats, Seed: seed}, out)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playBots lets the bots of s play n moves, or until a person is to move.
func playBots(t *testing.T, s *session, n int) {
	t.Helper()
	for ; n > 0 && !s.st.Over() && s.isBot(s.st.ToMove()); n-- {
		seat := s.st.ToMove()
		if err := s.apply(seat, s.st.Option(s.bots[seat].Choose(s.st, seat, s.st.Legal(nil))).ID, false); err != nil {
			t.Fatal(err)
		}
	}
}

func TestUndoTakesBackTheBotsMovesAfterIt(t *testing.T) {
	var out strings.Builder
	s := toySession(t, []string{"human", "bot:random"}, 1, &out)
	st := s.st.Clone()
	next := st.Clone()
	s.steps = []step{
		{seat: 0, id: "knock", label: "Knock", before: st, events: []engine.Event{{Type: "knocked"}}},
		{seat: 1, id: "knock", label: "Knock", before: next, events: []engine.Event{{Type: "knocked"}}},
	}
	if !s.undo(0) {
		t.Fatalf("undo refused:\n%s", out.String())
	}
	mustContain(t, out.String(), "Took back: Knock (and 1 bot move after it)\n")
	if len(s.steps) != 0 || s.st != st {
		t.Errorf("after undo: %d steps, state restored %v", len(s.steps), s.st == st)
	}
}

func TestUndoRefusesABotsReveal(t *testing.T) {
	var out strings.Builder
	s := toySession(t, []string{"human", "bot:random"}, 1, &out)
	st := s.st.Clone()
	s.steps = []step{
		{seat: 0, id: "knock", label: "Knock", before: st},
		{seat: 1, id: "draw", label: "Draw a card", before: st.Clone(), events: []engine.Event{{Type: "drew-card", To: 1, Reveals: true}}},
	}
	if s.undo(0) {
		t.Fatal("undo took back a bot's reveal")
	}
	mustContain(t, out.String(), "Cannot undo: a move of 1 (bot:random) since your step revealed hidden information or a random outcome.")
}

// The bots made anew and replayed choose what bots that were never
// rewound choose; a bot that would choose otherwise is reported.
func TestRewindBots(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		a := toySession(t, []string{"bot:greedy", "bot:random", "bot:random"}, seed, io.Discard)
		b := toySession(t, []string{"bot:greedy", "bot:random", "bot:random"}, seed, io.Discard)
		playBots(t, a, 6)
		playBots(t, b, 6)
		if err := a.rewindBots(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		playBots(t, a, 20)
		playBots(t, b, 20)
		if ra, rb := a.rec.Record(a.st), b.rec.Record(b.st); ra.Digest != rb.Digest {
			t.Errorf("seed %d: rewound bots play another game", seed)
		}
		a.steps[2].id = "not-this"
		if err := a.rewindBots(); err == nil || !strings.Contains(err.Error(), "at move 3, where it chose not-this") {
			t.Errorf("seed %d: a changed choice gives %v", seed, err)
		}
	}
}
