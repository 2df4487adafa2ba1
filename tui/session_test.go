package tui

import (
	"context"
	"strings"
	"testing"

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

func TestDemo(t *testing.T) {
	t.Log(playToy(t, []string{"human", "bot:random"}, 1, "help\nbogus\n0\n\nknock\nundo\n1\nundo\nquit\n"))
}
