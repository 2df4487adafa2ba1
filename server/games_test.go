package server_test

import (
	"testing"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// TestGamesHiddenInformation plays whole games of every game through the
// real API, with human seats on WebSockets, bots on the server and a
// spectator, and checks every frame against the stored record: each view is
// View(seat) at that move number, each event is visible to the seat, and only
// the deciding seat sees its options.
func TestGamesHiddenInformation(t *testing.T) {
	for _, tc := range []struct {
		game   engine.Game
		setups [][]string
	}{
		{outlive.Game{}, [][]string{
			{"human", "human"},
			{"human", "bot:ismcts:30", "human"},
			{"bot:greedy", "human", "bot:random", "human"},
		}},
		{fallout.Game{}, [][]string{
			{"human"},
			{"human", "bot:ismcts:30"},
			{"bot:random", "human", "bot:greedy", "human"},
		}},
	} {
		t.Run(tc.game.Name(), func(t *testing.T) {
			h := &harness{t: t, path: t.TempDir() + "/games.db", games: games.All()}
			h.start()
			t.Cleanup(h.stop)
			for i, seats := range tc.setups {
				seed := uint64(500 + i)
				cr := h.create(tc.game.Name(), seed, seats...)
				clients := playAll(t, h.ts.URL, cr, seed)
				tr := replayStored(t, h.st, tc.game, cr.Game.ID)
				if tr.over < 50 {
					t.Fatalf("game %d ended after %d moves", i, tr.over)
				}
				for _, c := range clients {
					checkFrames(t, c, tr)
				}
				t.Logf("%d players: %d moves, every frame of %d clients checked", len(seats), tr.over, len(clients))
			}
		})
	}
}
