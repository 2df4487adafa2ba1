package store

import (
	"context"
	"errors"
	"sync"
)

// ErrClosed is returned by a Committer after Close.
var ErrClosed = errors.New("store: committer closed")

// MaxBatch is the most writes a Committer puts in one transaction.
const MaxBatch = 512

// Committer is group commit: writes made concurrently through Do are
// gathered while the previous transaction runs and stored together by one
// Store.Write, so one disk sync serves many moves.
type Committer struct {
	st      Store
	reqs    chan *pending
	done    chan struct{}
	mu      sync.RWMutex
	closed  bool
	observe func(batch int)
}

type pending struct {
	op  Op
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

// Do stores op and returns once it is durable (nil) or refused; it fails
// alone as Store.Write says. A ctx that ends before the batch is written
// leaves op out; once written, Do reports the outcome whatever ctx does.
func (c *Committer) Do(ctx context.Context, op Op) error {
	p := &pending{op: op, ctx: ctx, err: make(chan error, 1)}
	c.mu.RLock()
	if c.closed {
		c.mu.RUnlock()
		return ErrClosed
	}
	c.reqs <- p
	c.mu.RUnlock()
	return <-p.err
}

// Close stores the writes already handed in, then stops.
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

// flush stores a batch. Writes whose caller has given up are left out.
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
	ops := make([]Op, len(live))
	for i, p := range live {
		ops[i] = p.op
	}
	if c.observe != nil {
		c.observe(len(ops))
	}
	errs := c.st.Write(context.Background(), ops)
	for i, p := range live {
		p.err <- errs[i]
	}
}
