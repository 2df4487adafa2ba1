package server_test

import (
	"testing"

	"wasteland/games"
	"wasteland/games/outlive"
)

// TestOutliveHiddenInformation plays whole games of Outlive through the
// real API, with human seats on WebSockets, bots on the server and a
// spectator, and checks every frame against the stored record: each view is
// View(seat) at that move number, each event is visible to the seat, and only
// the deciding seat sees its options.
func TestOutliveHiddenInformation(t *testing.T) {
	h := &harness{t: t, path: t.TempDir() + "/games.db", games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	setups := [][]string{
		{"human", "human"},
		{"human", "bot:random", "human"},
		{"bot:greedy", "human", "bot:random", "human"},
	}
	for i, seats := range setups {
		seed := uint64(500 + i)
		cr := h.create("outlive", seed, seats...)
		clients := playAll(t, h.ts.URL, cr, seed)
		tr := replayStored(t, h.st, outlive.Game{}, cr.Game.ID)
		if tr.over < 50 {
			t.Fatalf("game %d ended after %d moves", i, tr.over)
		}
		for _, c := range clients {
			checkFrames(t, c, tr)
		}
		t.Logf("%d players: %d moves, every frame of %d clients checked", len(seats), tr.over, len(clients))
	}
}
