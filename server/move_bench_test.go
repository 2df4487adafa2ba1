package server

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"wasteland/engine"
	"wasteland/games/outlive"
	"wasteland/narrate"
	"wasteland/server/api"
	"wasteland/store"

	"github.com/coder/websocket"
)

// nullStore keeps nothing: every write succeeds at once. It isolates the
// server's own work per move from the database's.
type nullStore struct{}

func (nullStore) Write(_ context.Context, ops []store.Op) []error { return make([]error, len(ops)) }
func (nullStore) Load(context.Context, string) (*store.Game, error) {
	return nil, store.ErrNotFound
}
func (nullStore) Moves(context.Context, string, int) ([]engine.Move, error) {
	return nil, store.ErrNotFound
}
func (nullStore) List(context.Context, store.Filter) ([]*store.Game, error)   { return nil, nil }
func (nullStore) Chat(context.Context, string, int) ([]store.ChatLine, error) { return nil, nil }
func (nullStore) Ping(context.Context) error                                  { return nil }
func (nullStore) Close() error                                                { return nil }

// benchGame is a 2-player Outlive game held in memory with a watcher for
// each seat, in English, as the page watches it.
func benchGame(b *testing.B, s *Server, seed uint64) (*live, []*sub) {
	b.Helper()
	g := outlive.Game{}
	setup := engine.Setup{Players: 2, Seed: seed}
	var rec engine.Recorder
	st, err := g.New(setup, &rec)
	if err != nil {
		b.Fatal(err)
	}
	enc, err := encodeEvents(0, rec.Events)
	if err != nil {
		b.Fatal(err)
	}
	l := &live{s: s, id: fmt.Sprint("bench", seed), g: g, hdr: engine.Record{Game: g.Name(), Setup: setup}, st: st,
		seats: []store.Seat{{Kind: "human", Claimed: true}, {Kind: "human", Claimed: true}},
		log:   [][]wireEvent{enc}, subs: map[*sub]struct{}{}, used: time.Now(), updated: time.Now()}
	l.settle()
	done := make(chan struct{})
	close(done)
	s.mu.Lock()
	s.cache[l.id] = &entry{done: done, l: l}
	s.mu.Unlock()
	var subs []*sub
	for seat := range 2 {
		c := &sub{seat: engine.Seat(seat), lang: narrate.English, ch: make(chan outgoing, sendQueue), cancel: func(error) {}}
		if err := l.attach(c, 0); err != nil {
			b.Fatal(err)
		}
		<-c.ch
		subs = append(subs, c)
	}
	return l, subs
}

// BenchmarkMove is the server's own work for one move sent on a
// WebSocket, without the network and the database: the move applied, the
// frames of both seats built (views, events and their words, decision),
// and the ack encoded. Options are chosen at random; a finished game is
// replaced by a new one (its setup is left out of the time).
func BenchmarkMove(b *testing.B) {
	s, err := New(Config{Store: nullStore{}})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	rng := engine.NewRNG(1)
	seed := uint64(1)
	l, subs := benchGame(b, s, seed)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if l.st.Over() {
			b.StopTimer()
			seed++
			l, subs = benchGame(b, s, seed)
			b.StartTimer()
		}
		seat := l.st.ToMove()
		opts := l.dec.Options
		msg, _ := json.Marshal(api.ClientFrame{Type: api.TypeMove, Req: "m", N: l.n, Option: opts[rng.IntN(len(opts))].ID})
		n := l.n
		if !s.answer(ctx, subs[seat], l.id, seat, "bench", websocket.MessageText, msg) || l.n != n+1 {
			b.Fatalf("move %d not played", n+1)
		}
		for _, c := range subs {
			for len(c.ch) > 0 {
				<-c.ch
			}
		}
	}
}
