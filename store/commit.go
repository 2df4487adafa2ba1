package store

import (
	"context"
	"errors"
	"sync"
)

// ErrClosed is returned by a Committer after Close.
var ErrClosed = errors.New("store: committer closed")

// MaxBatch is the most appends a Committer puts in one transaction.
const MaxBatch = 512

// Committer is group commit: appends made concurrently through Commit are
// gathered while the previous transaction runs and stored together by one
// Store.Append, so one disk sync serves many moves.
type Committer struct {
	st      Store
	reqs    chan *pending
	done    chan struct{}
	mu      sync.RWMutex
	closed  bool
	observe func(batch int)
}

type pending struct {
	a   Append
	ctx context.Context
	err chan error
}

// NewCommitter starts a committer on st. observe, when not nil, is called
// with the size of every batch (for metrics).
func NewCommitter(st Store, observe func(batch int)) *Committer {
	c := &Committer{st: st, reqs: make(chan *pending, MaxBatch), done: make(chan struct{}), observe: observe}
	go c.loop()
	return c
}

// Commit stores a and returns once it is durable (nil) or refused. The
// append fails alone with ErrConflict when its number is not the game's next.
func (c *Committer) Commit(ctx context.Context, a Append) error {
	p := &pending{a: a, ctx: ctx, err: make(chan error, 1)}
	c.mu.RLock()
	if c.closed {
		c.mu.RUnlock()
		return ErrClosed
	}
	c.reqs <- p
	c.mu.RUnlock()
	return <-p.err
}

// Close stores the appends already handed in, then stops.
func (c *Committer) Close() {
	c.mu.Lock()
	if !c.closed {
		c.closed = true
		close(c.reqs)
	}
	c.mu.Unlock()
	<-c.done
}

func (c *Committer) loop() {
	defer close(c.done)
	batch := make([]*pending, 0, MaxBatch)
	for p := range c.reqs {
		batch = append(batch[:0], p)
	gather:
		for len(batch) < MaxBatch {
			select {
			case q, ok := <-c.reqs:
				if !ok {
					break gather
				}
				batch = append(batch, q)
			default:
				break gather
			}
		}
		c.flush(batch)
	}
}

// flush stores a batch. Appends whose caller has given up are left out.
func (c *Committer) flush(batch []*pending) {
	live := batch[:0]
	for _, p := range batch {
		if err := p.ctx.Err(); err != nil {
			p.err <- err
			continue
		}
		live = append(live, p)
	}
	if len(live) == 0 {
		return
	}
	apps := make([]Append, len(live))
	for i, p := range live {
		apps[i] = p.a
	}
	if c.observe != nil {
		c.observe(len(apps))
	}
	errs := c.st.Append(context.Background(), apps)
	for i, p := range live {
		p.err <- errs[i]
	}
}
