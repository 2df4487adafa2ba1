package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"wasteland/engine"
	"wasteland/narrate"
	"wasteland/server/api"
	"wasteland/store"
)

// handleUndo takes back the requesting seat's last step and the bots'
// moves after it, under the engine's undo policy (engine.UndoFrom), and
// answers the seat's state frame after it.
func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request) {
	if !s.moveLim.allow(clientAddr(r.RemoteAddr)) {
		s.fail(w, errTooMany("moves"))
		return
	}
	req, err := decodeBody(r, api.DecodeUndo)
	if err != nil {
		s.fail(w, err)
		return
	}
	lang := langOf(r)
	var f []byte
	err = s.withSeat(r, "an undo needs the seat's token", func(l *live, seat engine.Seat) error {
		if err := l.undo(r.Context(), seat, req.N, lang); err != nil {
			return err
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		frame, err := l.frame(seat, 0, nil, lang)
		f = resetFrame(frame)
		return err
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_, _ = w.Write(f)
}

// undo takes back seat's last step, seen by the client at move n, and the
// bots' moves after it: the store drops them, the game is rebuilt from the
// moves kept, and every watcher gets a fresh frame. The bots choose again
// as they chose before in the positions they meet again (their choice
// depends on the game, the move number and the position only). Nothing
// changes when it fails; a refusal under the policy is forbidden, with the
// reason told in lang.
func (l *live) undo(ctx context.Context, seat engine.Seat, n int, lang narrate.Lang) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return errEvicted
	}
	if l.readOnly != nil {
		return l.readOnly.WithN(l.n)
	}
	if n > l.n {
		if err := l.catchUpLocked(ctx); err != nil {
			return err
		}
	}
	if n != l.n {
		return l.errStale(n)
	}
	if l.st.Over() {
		return api.Errorf(api.Illegal, "the game is over").WithN(l.n)
	}
	if l.seats[seat].StandIn != "" {
		return api.Errorf(api.Forbidden, "a bot plays this seat for you: take it back first (POST .../seats/%d/return)", seat).WithN(l.n)
	}
	keep, refused, err := l.undoFrom(seat)
	if err != nil {
		return err
	}
	if refused != nil {
		return api.Errorf(api.Forbidden, "%s", undoText(lang, seat, refused)).WithN(l.n)
	}
	moves := make([]engine.Move, keep)
	for k := range moves {
		if moves[k], err = l.moveOf(k + 1); err != nil {
			return err
		}
	}
	now := l.s.now()
	op := store.Truncate{Game: l.id, N: l.n, Keep: keep, ToMove: int(seat), At: now}
	if err := l.s.commit.Do(ctx, store.Op{Truncate: &op}); err != nil {
		if errors.Is(err, store.ErrConflict) {
			if cerr := l.catchUpLocked(ctx); cerr != nil {
				return cerr
			}
			return l.errStale(n)
		}
		return err
	}
	l.s.log.Info("undo", "game", l.id, "seat", seat, "from", l.n, "to", keep)
	if err := l.replay(moves); err != nil {
		return err
	}
	l.updated, l.used = now, now
	l.rewound()
	return nil
}

// undoFrom applies the undo policy to seat's last step: it returns the
// number of moves to keep, or why seat may not undo. It reads the moves
// back from the last one only as far as the policy looks: to seat's last
// step or another person's. Caller holds mu.
func (l *live) undoFrom(seat engine.Seat) (int, *engine.UndoRefusal, error) {
	if l.clock != nil {
		return 0, &engine.UndoRefusal{Reason: engine.UndoTimed, Seat: seat}, nil
	}
	var tail []engine.UndoStep
	for k := l.n; k >= 1; k-- {
		m, err := l.moveOf(k)
		if err != nil {
			return 0, nil, err
		}
		evs := make([]engine.Event, len(l.log[k]))
		for i, e := range l.log[k] {
			evs[i] = e.ev
		}
		bot := strings.HasPrefix(l.seats[m.Seat].Kind, "bot:")
		tail = append(tail, engine.UndoStep{Seat: m.Seat, Bot: bot, Events: evs})
		if m.Seat == seat || !bot {
			break
		}
	}
	slices.Reverse(tail)
	from, refused := engine.UndoFrom(tail, seat)
	if refused != nil {
		return 0, refused, nil
	}
	return l.n - len(tail) + from, nil, nil
}

// moveOf is move number k (from 1) as its decision event, the first of
// its events, records it (its data the struct or its encoding). Caller
// holds mu.
func (l *live) moveOf(k int) (engine.Move, error) {
	var d engine.DecisionMade
	if evs := l.log[k]; len(evs) == 0 || evs[0].ev.Type != engine.DecisionEvent {
		return engine.Move{}, fmt.Errorf("game %s: move %d does not open with its decision", l.id, k)
	}
	switch data := l.log[k][0].ev.Data.(type) {
	case engine.DecisionMade:
		d = data
	case json.RawMessage:
		if made := l.log[k][0].made; made != nil {
			d = *made
			break
		}
		if err := json.Unmarshal(data, &d); err != nil {
			return engine.Move{}, fmt.Errorf("game %s: move %d: %w", l.id, k, err)
		}
	default:
		return engine.Move{}, fmt.Errorf("game %s: move %d: decision data of type %T", l.id, k, data)
	}
	if d.Seat < 0 || int(d.Seat) >= len(l.seats) || d.Chosen == "" {
		return engine.Move{}, fmt.Errorf("game %s: move %d: bad decision %+v", l.id, k, d)
	}
	return engine.Move{Seat: d.Seat, Option: d.Chosen}, nil
}

// replay rebuilds the game from its setup and moves: the state, the log
// and the decision. Caller holds mu.
func (l *live) replay(moves []engine.Move) error {
	var setupEvents engine.Recorder
	st, err := l.g.New(l.hdr.Setup, &setupEvents)
	if err != nil {
		return fmt.Errorf("game %s: %w", l.id, err)
	}
	setup, err := encodeEvents(0, setupEvents.Events)
	if err != nil {
		return fmt.Errorf("game %s: setup: %w", l.id, err)
	}
	l.st, l.n, l.log, l.stuck = st, 0, [][]wireEvent{setup}, false
	if err := l.playStored(moves); err != nil {
		return fmt.Errorf("game %s: %w", l.id, err)
	}
	l.settle()
	return nil
}

// rewound sends every watcher a fresh frame of the game taken back to an
// earlier move: the whole visible log, marked reset, which replaces what
// the client holds. Caller holds mu.
func (l *live) rewound() {
	for c := range l.subs {
		f, err := l.frame(c.seat, 0, nil, c.lang)
		if err != nil {
			l.s.log.Error("encoding frame", "game", l.id, "err", err)
			continue
		}
		c.push(plain(resetFrame(f)))
		c.sent = l.n
	}
	l.kickBot()
}

// resetFrame marks an encoded state frame as one that replaces what the
// client holds (api.StateFrame.Reset).
func resetFrame(f []byte) []byte {
	if len(f) == 0 {
		return f
	}
	return append([]byte(`{"reset":true,`), f[1:]...)
}

// undoState is seat's undo as its frame shows it: nil for a spectator, a
// finished or read-only game. Caller holds mu.
func (l *live) undoState(seat engine.Seat, lang narrate.Lang) *frameUndo {
	if seat < 0 || l.st.Over() || l.readOnly != nil {
		return nil
	}
	_, refused, err := l.undoFrom(seat)
	switch {
	case err != nil:
		l.s.log.Error("undo", "game", l.id, "err", err)
		return nil
	case refused != nil:
		k := phraseKey{words: l.narrator(seat, lang).class, prompt: undoPhrase, option: string(refused.Reason), seat: refused.Seat}
		text := l.phrase(k, func() string { return undoText(lang, seat, refused) })
		return &frameUndo{reason: string(refused.Reason), text: text}
	}
	return &frameUndo{allowed: true}
}

// undoPhrase is the prompt of the phrases that tell why a seat may not
// undo (see phraseKey): no prompt of a game is called so.
const undoPhrase = "\x00undo"

// undoText tells why seat may not undo, in lang, naming the seat in the
// way by its colour.
func undoText(lang narrate.Lang, seat engine.Seat, r *engine.UndoRefusal) string {
	return narrate.UndoRefused(lang, r, seat, narrate.Say(lang, fmt.Sprintf("ui.seat%d", r.Seat), nil))
}
