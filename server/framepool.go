package server

import "sync"

// The buffers of state frames are reused: a frame is built into a buffer
// from framePool and, once its connection has written it, the buffer goes
// back (recycleFrame). A state frame is some 8 to 20 KB, two or three per
// move, and the collector and the zeroing of new buffers cost more than
// the frames' few other allocations together.
var framePool sync.Pool // of *[]byte

// Buffers outside these sizes are not kept: smaller ones are not worth
// it (acks, errors), larger ones (a whole game's log) would hold memory.
const (
	minPooledFrame = 1 << 10
	maxPooledFrame = 256 << 10
)

// frameBuffer returns an empty buffer with room for at least n bytes. A
// pooled buffer too small for n is dropped: frames grow as games go on.
func frameBuffer(n int) []byte {
	if p, ok := framePool.Get().(*[]byte); ok {
		if cap(*p) >= n {
			return (*p)[:0]
		}
	}
	return make([]byte, 0, n)
}

// recycleFrame hands b back to the pool. The caller must own b: no other
// slice of its memory is used after the call.
func recycleFrame(b []byte) {
	if c := cap(b); c < minPooledFrame || c > maxPooledFrame {
		return
	}
	b = b[:0]
	framePool.Put(&b)
}
