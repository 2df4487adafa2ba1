package server

import (
	"bytes"
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestFrameConn: the data messages the write loop frames itself
// (frameWriter, several in one write) reach a WebSocket client whole
// and in order, whatever their length (each size of the length field),
// while the library's pings and pongs go through the same connection from
// other goroutines.
func TestFrameConn(t *testing.T) {
	sizes := []int{0, 1, 125, 126, 127, 4096, 0xffff, 0x10000, 70000}
	message := func(i, n int) []byte {
		m := bytes.Repeat([]byte{'a' + byte(i%26)}, n)
		if n > 0 {
			m[n-1] = 'z'
		}
		return m
	}
	const rounds = 20
	done := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(done)
		fw := &framingWriter{ResponseWriter: w}
		conn, err := websocket.Accept(fw, r, nil)
		if err != nil || fw.conn == nil {
			t.Errorf("accept: %v (frame conn %v)", err, fw.conn)
			return
		}
		ctx := context.Background()
		// The reader answers the client's pings and reads the pongs of
		// the server's; the client says when its pings are done.
		clientPinged := make(chan struct{})
		go func() {
			for {
				_, m, err := conn.Read(ctx)
				if err != nil {
					return
				}
				if string(m) == "pinged" {
					close(clientPinged)
				}
			}
		}()
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range rounds {
				if err := conn.Ping(ctx); err != nil {
					t.Errorf("server ping: %v", err)
					return
				}
			}
		}()
		var fwr frameWriter
		for round := range rounds {
			for i, n := range sizes {
				if i%3 == round%3 && len(fwr.items) > 0 {
					// some messages alone, the others two or three to a write
					if err := fwr.write(fw.conn); err != nil {
						t.Errorf("write: %v", err)
						return
					}
					fwr.items = fwr.items[:0]
				}
				fwr.items = append(fwr.items, outgoing{msgs: [][]byte{message(round+i, n)}})
			}
			if err := fwr.write(fw.conn); err != nil {
				t.Errorf("write: %v", err)
				return
			}
			fwr.items = fwr.items[:0]
		}
		wg.Wait()
		<-clientPinged
		conn.Close(websocket.StatusNormalClosure, "done")
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(1 << 20)
	type read struct {
		typ  websocket.MessageType
		data []byte
		err  error
	}
	reads := make(chan read, len(sizes)*rounds+1)
	go func() {
		for {
			typ, data, err := conn.Read(ctx)
			reads <- read{typ, data, err}
			if err != nil {
				return
			}
		}
	}()
	for range rounds {
		if err := conn.Ping(ctx); err != nil {
			t.Fatalf("client ping: %v", err)
		}
	}
	if err := conn.Write(ctx, websocket.MessageText, []byte("pinged")); err != nil {
		t.Fatal(err)
	}
	for round := range rounds {
		for i, n := range sizes {
			r := <-reads
			if r.err != nil {
				t.Fatalf("round %d, message %d: %v", round, i, r.err)
			}
			if want := message(round+i, n); r.typ != websocket.MessageText || !bytes.Equal(r.data, want) {
				t.Fatalf("round %d, message %d: %v of %d bytes, want text of %d", round, i, r.typ, len(r.data), n)
			}
		}
	}
	if r := <-reads; websocket.CloseStatus(r.err) != websocket.StatusNormalClosure {
		t.Errorf("after the messages: %v (%d bytes), want the close frame", r.err, len(r.data))
	}
	<-done
}

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

// TestNoFrameAfterClose: the write loop's frames go out between the
// library's, whole; once the library has written a close frame, they are
// refused and nothing more is written.
func TestNoFrameAfterClose(t *testing.T) {
	wc := &writeCounter{}
	fc := &frameConn{Conn: wc}
	ping := []byte{0x89, 0}
	if _, err := fc.Write(ping); err != nil {
		t.Fatal(err)
	}
	var w frameWriter
	w.items = []outgoing{{msgs: [][]byte{[]byte("frame"), []byte("ack")}, shared: true}}
	if err := w.write(fc); err != nil {
		t.Fatal(err)
	}
	closing := []byte{0x88, 2, 0x03, 0xe8}
	if _, err := fc.Write(closing); err != nil {
		t.Fatal(err)
	}
	w.items = []outgoing{{msgs: [][]byte{[]byte("late")}, shared: true}}
	if err := w.write(fc); !errors.Is(err, net.ErrClosed) {
		t.Errorf("a frame after the close frame: %v, want net.ErrClosed", err)
	}
	got := bytes.Join(wc.writes, nil)
	want := slices.Concat(ping, []byte("\x81\x05frame\x81\x03ack"), closing)
	if !bytes.Equal(got, want) {
		t.Errorf("written %q, want %q", got, want)
	}
}

// TestFrameHeader: each length gets the shortest length field that holds
// it (RFC 6455, 5.2), as the WebSocket library writes it.
func TestFrameHeader(t *testing.T) {
	cases := []struct {
		n    int
		want string
	}{
		{0, "\x81\x00"},
		{125, "\x81\x7d"},
		{126, "\x81\x7e\x00\x7e"},
		{0xffff, "\x81\x7e\xff\xff"},
		{0x10000, "\x81\x7f\x00\x00\x00\x00\x00\x01\x00\x00"},
	}
	for _, c := range cases {
		got := appendFrameHeader(nil, c.n)
		if string(got) != c.want {
			t.Errorf("%d bytes: header %q, want %q", c.n, got, c.want)
		}
	}
}
