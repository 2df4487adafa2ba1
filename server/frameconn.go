package server

import (
	"bufio"
	"encoding/binary"
	"net"
	"net/http"
	"sync"
	"time"
)

// framingWriter is the ResponseWriter of a WebSocket upgrade: its Hijack
// hands the WebSocket library a frameConn (kept in conn) and a write
// buffer on it, so that the write loop can write the data messages itself.
type framingWriter struct {
	http.ResponseWriter
	conn *frameConn
}

// Unwrap gives http.ResponseController the writer beneath.
func (w *framingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Hijack implements http.Hijacker.
func (w *framingWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	nc, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	w.conn = &frameConn{Conn: nc}
	return w.conn, bufio.NewReadWriter(brw.Reader, bufio.NewWriterSize(w.conn, brw.Writer.Size())), nil
}

// frameConn is the connection beneath a server's WebSocket. The WebSocket
// library writes only its control frames through Write (ping, pong,
// close: at most 127 bytes each, flushed from its buffer one frame per
// Write); the write loop writes the data messages itself (writeFrames),
// as whole frames, several in one write, without the library's locks and
// copies per message. A mutex keeps the two apart, so that frames never
// interleave, and once the library has written a close frame no data
// frame follows it.
type frameConn struct {
	net.Conn
	mu        sync.Mutex
	closeSent bool
}

// Write implements net.Conn for the library's frames.
func (c *frameConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(p) > 0 && p[0]&0x0f == opClose {
		c.closeSent = true
	}
	return c.Conn.Write(p)
}

// writeFrames sends b, whole frames (appendFrameHeader and the message),
// in one write within timeout; after a close frame it sends nothing and
// returns net.ErrClosed.
func (c *frameConn) writeFrames(b []byte, timeout time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closeSent {
		return net.ErrClosed
	}
	c.Conn.SetWriteDeadline(time.Now().Add(timeout))
	_, err := c.Conn.Write(b)
	c.Conn.SetWriteDeadline(time.Time{})
	return err
}

// The WebSocket opcodes the server writes (RFC 6455, 5.2).
const (
	opText  = 0x1
	opClose = 0x8
)

// frameRoom is the room for the longest frame header.
const frameRoom = 10

// frameHeaderLen is the length of the header appendFrameHeader appends
// for a message of n bytes.
func frameHeaderLen(n int) int {
	switch {
	case n <= 125:
		return 2
	case n <= 0xffff:
		return 4
	}
	return 10
}

// appendFrameHeader appends the header of the WebSocket frame of a text
// message of n bytes as a server sends it (RFC 6455, 5.2): final,
// unmasked, uncompressed. The message follows the header.
func appendFrameHeader(b []byte, n int) []byte {
	b = append(b, 0x80|opText)
	switch {
	case n <= 125:
		return append(b, byte(n))
	case n <= 0xffff:
		return binary.BigEndian.AppendUint16(append(b, 126), uint16(n))
	}
	return binary.BigEndian.AppendUint64(append(b, 127), uint64(n))
}
