package server

import (
	"net"
	"slices"
	"testing"
	"time"
)

// writeCounter is a net.Conn that records each write.
type writeCounter struct {
	net.Conn
	writes [][]byte
}

func (w *writeCounter) Write(p []byte) (int, error) {
	w.writes = append(w.writes, slices.Clone(p))
	return len(p), nil
}

func (w *writeCounter) SetWriteDeadline(time.Time) error { return nil }

// TestCorkedConn: writes between cork and uncork reach the connection as
// one write, in order; writes outside go through at once.
func TestCorkedConn(t *testing.T) {
	wc := &writeCounter{}
	c := &corkedConn{Conn: wc}
	c.Write([]byte("a"))
	c.cork()
	c.Write([]byte("frame"))
	c.Write([]byte("ack"))
	if len(wc.writes) != 1 {
		t.Fatalf("corked writes went out: %q", wc.writes)
	}
	if err := c.uncork(time.Second); err != nil {
		t.Fatal(err)
	}
	c.Write([]byte("b"))
	if err := c.uncork(time.Second); err != nil {
		t.Fatal(err)
	}
	want := []string{"a", "frameack", "b"}
	if len(wc.writes) != len(want) {
		t.Fatalf("writes %q, want %q", wc.writes, want)
	}
	for i, w := range want {
		if string(wc.writes[i]) != w {
			t.Errorf("write %d = %q, want %q", i, wc.writes[i], w)
		}
	}
}
