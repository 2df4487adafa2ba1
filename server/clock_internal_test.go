package server

import (
	"testing"
	"time"

	"wasteland/server/api"
)

// TestClockArithmetic: a seat keeps what it did not use and gains the
// increment; a turn-based bank is capped; a late move starts from nothing.
func TestClockArithmetic(t *testing.T) {
	realtime := &api.Clock{Mode: api.RealTime, BaseSeconds: 600, IncrementSeconds: 5}
	turn := &api.Clock{Mode: api.TurnBased, PerMoveSeconds: 3600, BankSeconds: 1800}
	cases := []struct {
		name       string
		clock      *api.Clock
		left, used time.Duration
		want       time.Duration
	}{
		{"realtime: kept plus increment", realtime, 10 * time.Minute, time.Minute, 9*time.Minute + 5*time.Second},
		{"realtime: no cap", realtime, 10 * time.Minute, 0, 10*time.Minute + 5*time.Second},
		{"realtime: late", realtime, time.Minute, 2 * time.Minute, 5 * time.Second},
		{"turn: unused time banked", turn, time.Hour, 40 * time.Minute, time.Hour + 20*time.Minute},
		{"turn: bank capped", turn, 90 * time.Minute, time.Minute, 90 * time.Minute},
		{"turn: late", turn, time.Hour, 2 * time.Hour, time.Hour},
	}
	for _, c := range cases {
		r, err := newClockRules(c.clock)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.after(c.left, c.used); got != c.want {
			t.Errorf("%s: after(%s, %s) = %s, want %s", c.name, c.left, c.used, got, c.want)
		}
	}
	for _, bad := range []api.Clock{
		{Mode: "blitz"}, {Mode: api.RealTime, BaseSeconds: 1}, {Mode: api.TurnBased, PerMoveSeconds: 59},
		{Mode: api.TurnBased, PerMoveSeconds: 60, IncrementSeconds: 1}, {Mode: api.TurnBased, PerMoveSeconds: 60, Bot: "human"},
		{Mode: api.TurnBased, PerMoveSeconds: 60, BotAfterSeconds: -1},
	} {
		if _, err := newClockRules(&bad); err == nil {
			t.Errorf("clock %+v accepted", bad)
		}
	}
}
