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
	text := func(i, n int) []byte {
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
				m := plain(text(round+i, n))
				if i%2 == 0 {
					// a state frame, framed in place, and what follows it
					// copied after it
					m = message{b: append(make([]byte, frameRoom), m.b...), room: frameRoom}
				}
				fwr.items = append(fwr.items, outgoing{msgs: []message{m}})
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
			if want := text(round+i, n); r.typ != websocket.MessageText || !bytes.Equal(r.data, want) {
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
	w.items = []outgoing{{msgs: []message{plain([]byte("frame")), plain([]byte("ack"))}, shared: true}}
	if err := w.write(fc); err != nil {
		t.Fatal(err)
	}
	closing := []byte{0x88, 2, 0x03, 0xe8}
	if _, err := fc.Write(closing); err != nil {
		t.Fatal(err)
	}
	w.items = []outgoing{{msgs: []message{plain([]byte("late"))}, shared: true}}
	if err := w.write(fc); !errors.Is(err, net.ErrClosed) {
		t.Errorf("a frame after the close frame: %v, want net.ErrClosed", err)
	}
	got := bytes.Join(wc.writes, nil)
	want := slices.Concat(ping, []byte("\x81\x05frame\x81\x03ack"), closing)
	if !bytes.Equal(got, want) {
		t.Errorf("written %q, want %q", got, want)
	}
}

// TestFrameInPlace: a state frame with room before it goes out of its own
// buffer, with its header in the room and the ack after it, in one write;
// a frame without the room, or shared with other clients, is copied.
func TestFrameInPlace(t *testing.T) {
	frame := []byte(`{"type":"state"}`)
	ack := []byte(`{"type":"ack"}`)
	want := slices.Concat([]byte{0x81, byte(len(frame))}, frame, []byte{0x81, byte(len(ack))}, ack)
	roomy := func() message {
		b := make([]byte, frameRoom, frameRoom+len(frame)+64)
		return message{b: append(b, frame...), room: frameRoom}
	}
	cases := []struct {
		name    string
		item    outgoing
		inPlace bool
	}{
		{"a frame with room", outgoing{msgs: []message{roomy(), plain(ack)}}, true},
		{"a frame without room", outgoing{msgs: []message{plain(frame), plain(ack)}}, false},
		{"a shared frame", outgoing{msgs: []message{roomy(), plain(ack)}, shared: true}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wc := &writeCounter{}
			var w frameWriter
			first := c.item.msgs[0].b
			w.items = []outgoing{c.item}
			if err := w.write(&frameConn{Conn: wc}); err != nil {
				t.Fatal(err)
			}
			if len(wc.writes) != 1 || !bytes.Equal(wc.writes[0], want) {
				t.Fatalf("writes %q, want one write %q", wc.writes, want)
			}
			// the writer's own buffer is left alone when it wrote in place
			if inPlace := w.buf == nil; inPlace != c.inPlace {
				t.Errorf("in place %v, want %v", inPlace, c.inPlace)
			}
			if c.item.shared && !bytes.Equal(first, append(make([]byte, frameRoom), frame...)) {
				t.Errorf("a shared message changed: %q", first)
			}
		})
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
		if string(got) != c.want || len(got) != frameHeaderLen(c.n) || len(got) > frameRoom {
			t.Errorf("%d bytes: header %q (frameHeaderLen %d), want %q", c.n, got, frameHeaderLen(c.n), c.want)
		}
	}
}
