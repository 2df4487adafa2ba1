package server

import (
	"bufio"
	"net"
	"net/http"
	"sync"
	"time"
)

// corkingWriter is the ResponseWriter of a WebSocket upgrade: its Hijack
// hands the WebSocket a corkedConn (kept in conn) and a write buffer on
// it, so that the write loop can send several messages in one write.
type corkingWriter struct {
	http.ResponseWriter
	conn *corkedConn
}

// Unwrap gives http.ResponseController the writer beneath.
func (w *corkingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Hijack implements http.Hijacker.
func (w *corkingWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	nc, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	w.conn = &corkedConn{Conn: nc}
	return w.conn, bufio.NewReadWriter(brw.Reader, bufio.NewWriterSize(w.conn, brw.Writer.Size())), nil
}

// corkedConn is a connection whose writes can be held back: between cork
// and uncork they only fill a buffer, which uncork sends in one write.
// Writes outside keep their order with it.
type corkedConn struct {
	net.Conn
	mu     sync.Mutex
	corked bool
	buf    []byte
}

// cork starts holding writes back.
func (c *corkedConn) cork() {
	c.mu.Lock()
	c.corked = true
	c.mu.Unlock()
}

// uncork sends what was held back, within timeout, and stops holding.
func (c *corkedConn) uncork(timeout time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.corked = false
	if len(c.buf) == 0 {
		return nil
	}
	c.Conn.SetWriteDeadline(time.Now().Add(timeout))
	_, err := c.Conn.Write(c.buf)
	c.Conn.SetWriteDeadline(time.Time{})
	if cap(c.buf) > maxCork {
		c.buf = nil
	} else {
		c.buf = c.buf[:0]
	}
	return err
}

// maxCork is the largest buffer a corkedConn keeps between writes.
const maxCork = 64 << 10

// Write implements net.Conn.
func (c *corkedConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.corked {
		c.buf = append(c.buf, p...)
		return len(p), nil
	}
	return c.Conn.Write(p)
}
