package server_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"wasteland/server"
	"wasteland/server/loadtest"
)

func TestMainErrors(t *testing.T) {
	for _, args := range [][]string{nil, {"bogus"}, {"serve", "--nope"}, {"serve", "extra"}, {"serve", "--log-level", "loud"}, {"loadtest", "--games", "x"}} {
		var out, errb bytes.Buffer
		if err := server.Main(context.Background(), args, &out, &errb); err == nil {
			t.Errorf("Main(%q) succeeded", args)
		}
	}
}

// TestLoadtest runs the load tester against a test server: every game
// played through the WebSocket API ends, without refused moves.
func TestLoadtest(t *testing.T) {
	h := newHarness(t)
	rep, err := loadtest.Run(ctxT(t), loadtest.Config{Target: h.ts.URL, Games: 8, MaxGames: 24, Game: "toy", Players: 3, Duration: safety, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Started != 24 || rep.Finished != 24 || len(rep.Errors) != 0 || rep.Moves == 0 || rep.P99 < rep.P50 {
		t.Fatalf("report %+v", rep)
	}
	var b bytes.Buffer
	rep.Write(&b)
	if !strings.Contains(b.String(), "moves/s") {
		t.Errorf("report text: %s", b.String())
	}
	if _, err := loadtest.Run(ctxT(t), loadtest.Config{Target: h.ts.URL, Games: 1, Game: "chess", Players: 2, Duration: time.Second}); err == nil {
		t.Error("a load of an unknown game started")
	}
	p, err := loadtest.SQLiteCommitRate(context.Background(), t.TempDir(), 20)
	if err != nil || p.PerSec <= 0 || p.Max < p.P50 {
		t.Errorf("commit probe %+v, %v", p, err)
	}
}
