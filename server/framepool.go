package server

import "sync"

// The buffers of state frames are reused: a frame is built into a buffer
// from framePool and, once its connection has written it, the buffer goes
// back (recycleFrame). A state frame is some 8 to 20 KB, two or three per
// move, and the collector and the zeroing of new buffers cost more than
// the frames' few other allocations together. The pool is a plain stack:
// a sync.Pool would allocate a pointer at every Put.
var framePool struct {
	mu   sync.Mutex
	free [][]byte
}

// Buffers outside these sizes are not kept: smaller ones are not worth
// it (acks, errors), larger ones (a whole game's log) would hold memory.
// At most maxPooledFrames are kept: a few more than the frames written
// at once.
const (
	minPooledFrame  = 1 << 10
	maxPooledFrame  = 256 << 10
	maxPooledFrames = 64
)

// frameBuffer returns an empty buffer with room for at least n bytes. A
// pooled buffer too small for n is dropped: frames grow as games go on.
func frameBuffer(n int) []byte {
	framePool.mu.Lock()
	var b []byte
	if k := len(framePool.free); k > 0 {
		b = framePool.free[k-1]
		framePool.free[k-1] = nil
		framePool.free = framePool.free[:k-1]
	}
	framePool.mu.Unlock()
	if cap(b) >= n {
		return b[:0]
	}
	return make([]byte, 0, n)
}

// recycleFrame hands b back to the pool. The caller must own b: no other
// slice of its memory is used after the call.
func recycleFrame(b []byte) {
	if c := cap(b); c < minPooledFrame || c > maxPooledFrame {
		return
	}
	framePool.mu.Lock()
	if len(framePool.free) < maxPooledFrames {
		framePool.free = append(framePool.free, b[:0])
	}
	framePool.mu.Unlock()
}
