package server

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"

	"wasteland/engine"
	"wasteland/narrate"
	"wasteland/server/api"
)

// sendQueue is how many frames may wait for a slow client before it is
// disconnected (it reconnects with since).
const sendQueue = 256

// writeTimeout bounds one frame's write.
const writeTimeout = 10 * time.Second

// sub is one WebSocket client watching a game as a seat.
type sub struct {
	seat engine.Seat
	lang narrate.Lang // the language of the frames' words
	sent int          // move number of the last frame queued; guarded by the game's mu
	// held is the frame of the client's own move, kept to be queued with
	// its ack; guarded by the game's mu.
	held message
	// ch queues messages to send; the messages of one item go out in one
	// network write.
	ch chan outgoing

	once   sync.Once
	cancel context.CancelCauseFunc
	status websocket.StatusCode
	mu     sync.Mutex
}

// outgoing is an item of a sub's queue: messages to send together. Unless
// shared, the queue owns them, and their buffers are recycled once written
// (recycleFrame).
type outgoing struct {
	msgs   []message
	shared bool
}

// message is a message to send, b[room:], with room free bytes before it
// in its buffer, where the header of its WebSocket frame can go.
type message struct {
	b    []byte
	room int
}

// text returns the message.
func (m message) text() []byte { return m.b[m.room:] }

// plain is message b, without room before it.
func plain(b []byte) message { return message{b: b} }

// push queues messages to be sent together, which the queue owns from now
// on: the caller neither changes nor reads them, nor queues them for
// another client (that is pushShared). A client whose queue is full is
// dropped. It never blocks (it runs under the game's lock).
func (c *sub) push(msgs ...message) { c.queue(outgoing{msgs: msgs}) }

// pushShared queues a message that the caller queues for other clients
// too; it is not recycled.
func (c *sub) pushShared(msg []byte) { c.queue(outgoing{msgs: []message{plain(msg)}, shared: true}) }

func (c *sub) queue(o outgoing) {
	select {
	case c.ch <- o:
	default:
		c.stop(websocket.StatusPolicyViolation)
	}
}

// stop ends the connection with status.
func (c *sub) stop(status websocket.StatusCode) {
	c.once.Do(func() {
		c.mu.Lock()
		c.status = status
		c.mu.Unlock()
		c.cancel(nil)
	})
}

// goingAway ends the connection because the server stops.
func (c *sub) goingAway() { c.stop(websocket.StatusGoingAway) }

func (s *Server) handleWS(w http.ResponseWriter, r *http.Request) {
	addr := clientAddr(r.RemoteAddr)
	if !s.sockets.take(addr) {
		s.fail(w, errTooMany("WebSockets"))
		return
	}
	defer s.sockets.release(addr)
	q := r.URL.Query()
	since, err := sinceParam(r, 0)
	if err != nil {
		s.fail(w, err)
		return
	}
	if s.ctx.Err() != nil {
		s.fail(w, api.Errorf(api.Unavailable, "the server is shutting down"))
		return
	}
	id := r.PathValue("id")
	l, seat, err := s.authed(r.Context(), id, q.Get("token"))
	if err != nil {
		s.fail(w, err)
		return
	}
	fw := &framingWriter{ResponseWriter: w}
	conn, err := websocket.Accept(fw, r, nil)
	if err != nil {
		return // Accept has answered
	}
	if fw.conn == nil {
		conn.CloseNow() // not hijacked through fw: cannot happen
		return
	}
	conn.SetReadLimit(api.MaxBody)
	s.conns.Add(1)
	defer s.conns.Done()
	s.met.sockets.Inc()
	defer s.met.sockets.Dec()

	ctx, cancel := context.WithCancelCause(s.ctx)
	defer cancel(nil)
	c := &sub{seat: seat, lang: langOf(r), ch: make(chan outgoing, sendQueue), cancel: cancel, status: websocket.StatusNormalClosure}
	s.mu.Lock()
	s.subs[c] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.subs, c)
		s.mu.Unlock()
	}()
	if s.ctx.Err() != nil {
		conn.Close(websocket.StatusGoingAway, "server shutting down")
		return
	}
	for range 3 {
		if err = l.attach(c, since); err != errEvicted {
			break
		}
		if l, err = s.game(ctx, id); err != nil {
			break
		}
	}
	if err != nil {
		conn.Close(websocket.StatusInternalError, "cannot load the game")
		return
	}
	defer func() { l.detach(c) }()

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.readLoop(ctx, conn, c, id, seat, addr)
	}()
	if d := s.cfg.Limits.PingInterval; d > 0 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.pingLoop(ctx, conn, c, d)
		}()
	}
	s.writeLoop(ctx, fw.conn, c)
	cancel(nil)
	c.mu.Lock()
	status := c.status
	c.mu.Unlock()
	reason := ""
	switch status {
	case websocket.StatusGoingAway:
		reason = "server shutting down"
	case websocket.StatusPolicyViolation:
		reason = "too slow: reconnect with since"
	case websocket.StatusProtocolError:
		reason = "no answer to ping"
	}
	err = conn.Close(status, reason)
	wg.Wait()
	s.log.Debug("websocket closed", "game", id, "seat", int(seat), "status", int(status), "err", err)
}

// writeLoop sends queued messages until ctx ends: each item of the queue,
// and the items queued meanwhile, as WebSocket frames in one network
// write through fc (a state frame and the ack of the move that made it,
// for one). A write is bounded by writeTimeout only, not by ctx: canceling
// a write's context drops the connection without the close frame (going
// away) that follows the loop.
func (s *Server) writeLoop(ctx context.Context, fc *frameConn, c *sub) {
	var w frameWriter
	for {
		select {
		case <-ctx.Done():
			return
		case o := <-c.ch:
			w.items = append(w.items[:0], o)
			for more := true; more; {
				select {
				case o := <-c.ch:
					w.items = append(w.items, o)
				default:
					more = false
				}
			}
			if err := w.write(fc); err != nil {
				c.stop(websocket.StatusNormalClosure)
				return
			}
		}
	}
}

// frameWriter writes items of a sub's queue as WebSocket frames in one
// write: the first message in place when it has room for its frame's
// header before it and the queue owns it (a state frame, with the ack
// after it when its buffer has room), the others copied after it or into
// the writer's own buffer, kept for the next write.
type frameWriter struct {
	items []outgoing
	buf   []byte
}

// write sends the messages of w.items in one write through fc and
// recycles the buffers the items own.
func (w *frameWriter) write(fc *frameConn) error {
	var out, inPlace []byte
	for i, o := range w.items {
		for _, m := range o.msgs {
			text := m.text()
			if out == nil && !o.shared && m.room >= frameHeaderLen(len(text)) {
				at := m.room - frameHeaderLen(len(text))
				appendFrameHeader(m.b[at:at], len(text))
				out, inPlace = m.b[at:], m.b
				continue
			}
			if out == nil {
				out = w.buf[:0]
			}
			out = append(appendFrameHeader(out, len(text)), text...)
			if !o.shared {
				recycleFrame(m.b)
			}
		}
		w.items[i] = outgoing{}
	}
	err := fc.writeFrames(out, writeTimeout)
	switch {
	case inPlace != nil:
		recycleFrame(inPlace)
	case cap(out) <= maxBatch:
		w.buf = out
	default:
		w.buf = nil
	}
	return err
}

// maxBatch is the largest buffer a frameWriter keeps between writes.
const maxBatch = 64 << 10

// pingLoop pings the client every interval; a client that does not answer
// before the next ping is disconnected. The pong is read by readLoop.
func (s *Server) pingLoop(ctx context.Context, conn *websocket.Conn, c *sub, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			pctx, cancel := context.WithTimeout(ctx, interval)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				if ctx.Err() == nil {
					c.stop(websocket.StatusProtocolError)
				}
				return
			}
		}
	}
}

// readLoop handles the client's moves until the connection ends. It reads
// without a deadline: a canceled read would drop the connection before the
// close frame is sent, so the loop ends when the writer closes the
// connection. Moves use ctx.
func (s *Server) readLoop(ctx context.Context, conn *websocket.Conn, c *sub, id string, seat engine.Seat, addr string) {
	defer c.stop(websocket.StatusNormalClosure)
	for {
		typ, data, err := conn.Read(context.Background())
		if err != nil {
			return
		}
		if !s.answer(ctx, c, id, seat, addr, typ, data) {
			return
		}
	}
}

// answer handles one message of c's client, a move, and queues the reply:
// the ack (with the frame of the move) or an error frame. It reports false when the reply cannot be
// encoded.
func (s *Server) answer(ctx context.Context, c *sub, id string, seat engine.Seat, addr string, typ websocket.MessageType, data []byte) bool {
	start := time.Now()
	var reply any
	if !s.moveLim.allow(addr) {
		reply = errorFrame("", errTooMany("moves"))
	} else if typ != websocket.MessageText {
		reply = errorFrame("", api.Errorf(api.Invalid, "frames are JSON text"))
	} else if f, err := api.DecodeClientFrame(data); err != nil {
		reply = errorFrame(f.Req, err)
	} else if f.Type == api.TypeChat {
		if n, err := s.wsChat(ctx, id, seat, addr, f); err != nil {
			reply = errorFrame(f.Req, err)
		} else {
			reply = api.AckFrame{Type: api.TypeAck, Req: f.Req, N: n}
		}
	} else if err := s.wsMove(ctx, id, seat, &wsRequest{c: c, req: f.Req}, f); err != nil {
		s.observeMove(start, err)
		if toAPI(err).Code == api.Internal {
			s.log.Error("internal error", "game", id, "err", err)
		}
		reply = errorFrame(f.Req, err)
	} else {
		s.observeMove(start, nil)
		return true // the move queued its ack
	}
	out, err := json.Marshal(reply)
	if err != nil {
		return false
	}
	c.push(plain(out))
	return true
}

// wsMove plays a move sent on a WebSocket; on success the move has queued
// its ack.
func (s *Server) wsMove(ctx context.Context, id string, seat engine.Seat, from *wsRequest, f api.ClientFrame) error {
	if seat < 0 {
		return api.Errorf(api.Unauthorized, "spectators cannot move: connect with a seat's token")
	}
	return s.withGame(ctx, id, func(l *live) error {
		_, err := l.move(ctx, seat, f.N, f.Option, "", from)
		return err
	})
}

func errorFrame(req string, err error) api.ErrorFrame {
	return api.ErrorFrame{Type: api.TypeError, Req: req, Error: *toAPI(err).Clipped()}
}
