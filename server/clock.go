package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"wasteland/engine"
	"wasteland/server/api"
	"wasteland/store"
)

// clockRules is a game's time control. Both modes are one clock per seat:
// a seat starts with start; when it moves, what it has not used of its time
// is kept and inc is added, up to limit (0: no limit). A move made after the
// seat's time ran out (before a bot took the seat) starts from nothing.
//
//   - realtime: start = base, inc = increment, no limit;
//   - turn: start = inc = per move, limit = per move + bank.
type clockRules struct {
	spec              api.Clock
	start, inc, limit time.Duration
	// grace is how long after a seat's time ran out, or its player left, a
	// bot takes it by itself; 0: only when another player asks.
	grace time.Duration
}

// Bounds of the time controls a game may choose.
const (
	minBase, maxBase = 10 * time.Second, 24 * time.Hour
	maxIncrement     = time.Hour
	// minPerMove is one minute so that tests and quick games can use a
	// turn-based clock; people choose hours or days.
	minPerMove, maxPerMove = time.Minute, 30 * 24 * time.Hour
	maxBank                = 30 * 24 * time.Hour
	maxGrace               = 30 * 24 * time.Hour
)

// defaultStandIn is the bot that stands in when the clock names none.
const defaultStandIn = "bot:" + defaultBot

// newClockRules checks c and returns its rules; nil c is no clock.
func newClockRules(c *api.Clock) (*clockRules, error) {
	if c == nil {
		return nil, nil
	}
	sec := func(n int64) time.Duration { return time.Duration(n) * time.Second }
	r := &clockRules{spec: *c, grace: sec(c.BotAfterSeconds)}
	if r.spec.Bot == "" {
		r.spec.Bot = defaultStandIn
	}
	if err := checkSeatKind(r.spec.Bot); err != nil || !strings.HasPrefix(r.spec.Bot, "bot:") {
		return nil, api.Errorf(api.Invalid, "clock: bot must be a bot kind (bot:KIND), not %q", clip(r.spec.Bot))
	}
	if r.grace < 0 || r.grace > maxGrace {
		return nil, api.Errorf(api.Invalid, "clock: bot_after_seconds must be 0 to %d", int64(maxGrace/time.Second))
	}
	switch c.Mode {
	case api.RealTime:
		base, inc := sec(c.BaseSeconds), sec(c.IncrementSeconds)
		if base < minBase || base > maxBase || inc < 0 || inc > maxIncrement || c.PerMoveSeconds != 0 || c.BankSeconds != 0 {
			return nil, api.Errorf(api.Invalid, "clock: realtime needs base_seconds %d to %d and increment_seconds 0 to %d",
				int64(minBase/time.Second), int64(maxBase/time.Second), int64(maxIncrement/time.Second))
		}
		r.start, r.inc = base, inc
	case api.TurnBased:
		per, bank := sec(c.PerMoveSeconds), sec(c.BankSeconds)
		if per < minPerMove || per > maxPerMove || bank < 0 || bank > maxBank || c.BaseSeconds != 0 || c.IncrementSeconds != 0 {
			return nil, api.Errorf(api.Invalid, "clock: turn needs per_move_seconds %d to %d and bank_seconds 0 to %d",
				int64(minPerMove/time.Second), int64(maxPerMove/time.Second), int64(maxBank/time.Second))
		}
		r.start, r.inc, r.limit = per, per, per+bank
	default:
		return nil, api.Errorf(api.Invalid, "clock: mode must be %q or %q", api.RealTime, api.TurnBased)
	}
	return r, nil
}

// loadClockRules reads a stored clock; nil data is no clock.
func loadClockRules(data json.RawMessage) (*clockRules, error) {
	if len(data) == 0 {
		return nil, nil
	}
	var c api.Clock
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("stored clock: %w", err)
	}
	return newClockRules(&c)
}

// after returns a seat's time left after a move that used used of left.
func (r *clockRules) after(left, used time.Duration) time.Duration {
	next := max(left-used, 0) + r.inc
	if r.limit > 0 {
		next = min(next, r.limit)
	}
	return next
}

// backFloor is the least time a player who takes a seat back gets: one
// increment, and at least a minute.
func (r *clockRules) backFloor() time.Duration { return max(r.inc, time.Minute) }

// standInKind is the bot that stands in for players of a game with rules
// r (which may be nil: a game without a clock).
func (r *clockRules) standInKind() string {
	if r == nil {
		return defaultStandIn
	}
	return r.spec.Bot
}

// now is the server's clock.
func (s *Server) now() time.Time { return s.cfg.Now() }

// seatClock is one seat's clock at now: its time left, its deadline when
// it is to move, and whether that has passed.
func seatClock(st store.Seat, toMove bool, turnStart, now time.Time) (left time.Duration, deadline time.Time, timedOut bool) {
	left = time.Duration(st.Clock) * time.Millisecond
	if !toMove {
		return left, time.Time{}, false
	}
	deadline = turnStart.Add(left)
	return max(deadline.Sub(now), 0), deadline, now.After(deadline)
}

// clockState is what every seat sees of a game's clock at now; nil without
// a clock.
func clockState(r *clockRules, seats []store.Seat, toMove int, over bool, turnStart, now time.Time) *api.ClockState {
	if r == nil {
		return nil
	}
	cs := &api.ClockState{Clock: r.spec, NowMS: now.UnixMilli()}
	for i, st := range seats {
		left, deadline, out := seatClock(st, !over && i == toMove, turnStart, now)
		sc := api.SeatClock{Seat: i, LeftMS: left.Milliseconds(), TimedOut: out && st.Kind == "human" && st.StandIn == "",
			StandIn: st.StandIn, Left: !st.LeftAt.IsZero()}
		if !deadline.IsZero() {
			sc.DeadlineMS = deadline.UnixMilli()
		}
		cs.Seats = append(cs.Seats, sc)
	}
	return cs
}

// clockState is the game's clock at now. Caller holds mu.
func (l *live) clockState(now time.Time) *api.ClockState {
	return clockState(l.clock, l.seats, int(l.st.ToMove()), l.st.Over(), l.updated, now)
}

// vacant reports whether a bot may stand in for seat at now: a human seat
// without one whose player left or whose time ran out, and since when.
// Caller holds mu.
func (l *live) vacant(seat int, now time.Time) (since time.Time, ok bool) {
	st := l.seats[seat]
	if st.Kind != "human" || st.StandIn != "" || l.st.Over() || l.readOnly != nil {
		return time.Time{}, false
	}
	if !st.LeftAt.IsZero() {
		since, ok = st.LeftAt, true
	}
	if l.clock != nil && engine.Seat(seat) == l.st.ToMove() {
		if _, deadline, out := seatClock(st, true, l.updated, now); out && (!ok || deadline.Before(since)) {
			since, ok = deadline, true
		}
	}
	return since, ok
}

// setSeat stores a change of seat and applies it in memory, then tells
// every watcher and wakes the bot whose turn it is.
func (l *live) setSeat(ctx context.Context, set store.SetSeat) error {
	if err := l.s.commit.Do(ctx, store.Op{Set: &set}); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	st := &l.seats[set.Seat]
	if set.StandIn != nil {
		st.StandIn = *set.StandIn
	}
	if set.LeftAt != nil {
		st.LeftAt = *set.LeftAt
	}
	if set.Clock != nil {
		st.Clock = *set.Clock
	}
	l.broadcast()
	l.kickBot()
	return nil
}

// broadcast sends every watcher a frame without new events: the seats or
// clocks changed. Caller holds mu.
func (l *live) broadcast() {
	for c := range l.subs {
		if f, err := l.frame(c.seat, l.n+1, nil, c.lang); err == nil {
			c.push(plain(f))
		}
	}
}

// checkClock lets a bot take, by itself, a seat that has been vacant for
// the game's grace period.
func (l *live) checkClock(ctx context.Context, now time.Time) {
	l.mu.Lock()
	if l.clock == nil || l.clock.grace <= 0 || l.evicted {
		l.mu.Unlock()
		return
	}
	due := -1
	for i := range l.seats {
		if since, ok := l.vacant(i, now); ok && !now.Before(since.Add(l.clock.grace)) {
			due = i
			break
		}
	}
	kind := l.clock.standInKind()
	l.mu.Unlock()
	if due < 0 {
		return
	}
	if err := l.setSeat(ctx, store.SetSeat{Game: l.id, Seat: due, StandIn: &kind}); err != nil {
		if ctx.Err() == nil {
			l.s.log.Error("standing a bot in", "game", l.id, "seat", due, "err", err)
		}
		return
	}
	l.s.log.Info("a bot stands in", "game", l.id, "seat", due, "bot", kind, "by", "clock")
}

// watchClocks checks the clocks of the games in memory every ClockTick
// until the server stops.
func (s *Server) watchClocks() {
	defer s.bots.Done()
	t := time.NewTicker(s.cfg.ClockTick)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		s.mu.Lock()
		var ls []*live
		for _, e := range s.cache {
			if e.l != nil && e.l.clock != nil {
				ls = append(ls, e.l)
			}
		}
		s.mu.Unlock()
		now := s.now()
		for _, l := range ls {
			l.checkClock(s.ctx, now)
		}
	}
}

// seatRequest resolves a request on a seat: the path's game and seat, and
// the seat of the bearer token (a spectator is unauthorized).
func (s *Server) seatRequest(r *http.Request, f func(l *live, seat int, by engine.Seat) error) error {
	seat, err := seatParam(r)
	if err != nil {
		return err
	}
	return s.withSeat(r, "this needs a seat's token", func(l *live, by engine.Seat) error {
		if _, err := l.humanSeat(seat); err != nil {
			return err
		}
		return f(l, seat, by)
	})
}

// answerSummary runs a seat request and answers the game's summary.
func (s *Server) answerSummary(w http.ResponseWriter, r *http.Request, f func(l *live, seat int, by engine.Seat) error) {
	var sum *api.Summary
	err := s.seatRequest(r, func(l *live, seat int, by engine.Seat) error {
		if err := f(l, seat, by); err != nil {
			return err
		}
		sum = l.lockedSummary()
		return nil
	})
	s.reply(w, sum, err)
}

// handleLeave: a player leaves the game with their seat's token; the
// others may then have a bot take the seat.
func (s *Server) handleLeave(w http.ResponseWriter, r *http.Request) {
	s.answerSummary(w, r, func(l *live, seat int, by engine.Seat) error {
		if int(by) != seat {
			return api.Errorf(api.Forbidden, "only the seat's own token leaves it")
		}
		now := s.now()
		return l.setSeat(r.Context(), store.SetSeat{Game: l.id, Seat: seat, LeftAt: &now})
	})
}

// handleStandIn: another player of the game has a bot take a seat whose
// time ran out or whose player left.
func (s *Server) handleStandIn(w http.ResponseWriter, r *http.Request) {
	s.answerSummary(w, r, func(l *live, seat int, by engine.Seat) error {
		if int(by) == seat {
			return api.Errorf(api.Forbidden, "a bot takes a seat only when another player asks")
		}
		l.mu.Lock()
		_, ok := l.vacant(seat, s.now())
		kind := l.clock.standInKind()
		l.mu.Unlock()
		if !ok {
			return api.Errorf(api.Forbidden, "seat %d has time left and its player is at the table (or a bot plays it already)", seat)
		}
		s.log.Info("a bot stands in", "game", l.id, "seat", seat, "bot", kind, "by", int(by))
		return l.setSeat(r.Context(), store.SetSeat{Game: l.id, Seat: seat, StandIn: &kind})
	})
}

// handleReturn: a seat's player takes it back from its bot (or comes back
// after leaving) with their seat's token.
func (s *Server) handleReturn(w http.ResponseWriter, r *http.Request) {
	s.answerSummary(w, r, func(l *live, seat int, by engine.Seat) error {
		if int(by) != seat {
			return api.Errorf(api.Forbidden, "only the seat's own token takes it back")
		}
		l.mu.Lock()
		st := l.seats[seat]
		set := store.SetSeat{Game: l.id, Seat: seat, StandIn: new(string), LeftAt: new(time.Time)}
		if l.clock != nil {
			// A seat taken back gets at least backFloor from now.
			toMove := engine.Seat(seat) == l.st.ToMove() && !l.st.Over()
			left, _, _ := seatClock(st, toMove, l.updated, s.now())
			used := time.Duration(0)
			if toMove {
				used = s.now().Sub(l.updated)
			}
			ms := (used + max(left, l.clock.backFloor())).Milliseconds()
			set.Clock = &ms
		}
		l.mu.Unlock()
		if st.StandIn == "" && st.LeftAt.IsZero() {
			return nil
		}
		s.log.Info("a player takes their seat back", "game", l.id, "seat", seat)
		return l.setSeat(r.Context(), set)
	})
}
