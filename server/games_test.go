package server_test

import (
	"encoding/json"
	"net/http"
	"runtime"
	"strings"
	"testing"

	"wasteland/server/api"

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

// TestCoopThroughTheServer: the catalog offers Fallout's co-op variant,
// and whole co-op games played through the real API (human seats on
// WebSockets, bots on the server, a spectator) keep every frame within
// what its seat may see: no face-down mutation reaches anyone.
func TestCoopThroughTheServer(t *testing.T) {
	h := &harness{t: t, path: t.TempDir() + "/games.db", games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	code, data := h.do("GET", "/api/v1/catalog", "", nil)
	if code != 200 || !strings.Contains(string(data), `"variants":["coop"]`) {
		t.Fatalf("catalog: %d %s", code, data)
	}
	for i, seats := range [][]string{{"human", "human"}, {"bot:greedy", "human", "bot:random", "human"}} {
		seed := uint64(700 + i)
		// Two people at the table: the server chooses the seed.
		code, data := doHTTP(t, h.ts.URL, "POST", "/api/v1/games", "", api.CreateRequest{Game: "fallout", Variant: fallout.VariantCoop,
			Players: len(seats), Seats: seats})
		if code != http.StatusCreated {
			t.Fatalf("create: %d %s", code, data)
		}
		var cr api.CreateResponse
		if err := json.Unmarshal(data, &cr); err != nil {
			t.Fatal(err)
		}
		clients := playAll(t, h.ts.URL, &cr, seed)
		tr := replayStored(t, h.st, fallout.Game{}, cr.Game.ID)
		for _, c := range clients {
			checkFrames(t, c, tr)
		}
		t.Logf("co-op, %d players: %d moves, every frame of %d clients checked", len(seats), tr.over, len(clients))
	}
}

// TestBotSeatRemembers: the server makes a new bot for every move and
// hands it the seat's bot.Memory. Without it, in this game (one search
// worker, as on a one-core machine) the ismcts:30 seat declared loyalty
// and withdrew it (FO-LOYAL-5) over 10,000 times and the game never
// ended; with it, the game ends as any other.
// rule FO-LOYAL-5
func TestBotSeatRemembers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	h := &harness{t: t, path: t.TempDir() + "/games.db", games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	const seed = 501
	cr := h.create("fallout", seed, "human", "bot:ismcts:30")
	playAll(t, h.ts.URL, cr, seed)
	tr := replayStored(t, h.st, fallout.Game{}, cr.Game.ID)
	if tr.over > 3000 {
		t.Errorf("the game took %d moves", tr.over)
	}
}
