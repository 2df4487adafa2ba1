package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"wasteland/engine"
	"wasteland/server/api"
	"wasteland/store"
)

// maxChatLines is how many lines a game's chat holds; past it the chat is
// full (a bound on what one game can store).
const maxChatLines = 2000

// nameMarks are the characters a display name may hold besides letters,
// digits, combining marks and single spaces.
const nameMarks = "-_.'"

// checkName trims a display name and checks it: at most api.MaxName
// characters of letters, digits, marks, spaces and nameMarks. "" (after
// trimming) clears a name.
func checkName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if n := utf8.RuneCountInString(name); n > api.MaxName {
		return "", api.Errorf(api.Invalid, "a name is at most %d characters, not %d", api.MaxName, n)
	}
	prevSpace := false
	for _, r := range name {
		switch {
		case r == ' ':
			if prevSpace {
				return "", api.Errorf(api.Invalid, "a name has no two spaces in a row")
			}
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || strings.ContainsRune(nameMarks, r):
		default:
			return "", api.Errorf(api.Invalid, "a name holds letters, digits, spaces and %s only, not %q", nameMarks, r)
		}
		prevSpace = r == ' '
	}
	return name, nil
}

// checkChat trims a chat line and checks it: 1 to api.MaxChat characters,
// no control characters but line breaks, no bidirectional overrides
// (which would make a line read as another).
func checkChat(text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", api.Errorf(api.Invalid, "a chat line needs text")
	}
	if n := utf8.RuneCountInString(text); n > api.MaxChat {
		return "", api.Errorf(api.Invalid, "a chat line is at most %d characters, not %d", api.MaxChat, n)
	}
	for _, r := range text {
		if (unicode.IsControl(r) && r != '\n') || unicode.Is(unicode.Bidi_Control, r) {
			return "", api.Errorf(api.Invalid, "a chat line holds no control characters (found U+%04X)", r)
		}
	}
	return text, nil
}

// names returns the seats' display names in seat order. Caller holds mu.
func (l *live) names() []string {
	out := make([]string, len(l.seats))
	for i, st := range l.seats {
		out[i] = st.Name
	}
	return out
}

// namedAny reports whether some seat has a display name. Caller holds mu.
func (l *live) namedAny() bool {
	for _, st := range l.seats {
		if st.Name != "" {
			return true
		}
	}
	return false
}

// pushAll queues v, encoded, for every watcher. Caller holds mu.
func (l *live) pushAll(v any) {
	f, err := json.Marshal(v)
	if err != nil {
		l.s.log.Error("encoding frame", "game", l.id, "err", err)
		return
	}
	for c := range l.subs {
		c.pushShared(f)
	}
}

// setName stores seat's display name and tells every watcher; the log
// calls the seat by it from then on.
func (l *live) setName(ctx context.Context, seat engine.Seat, name string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return errEvicted
	}
	if err := l.s.commit.Do(ctx, store.Op{Set: &store.SetSeat{Game: l.id, Seat: int(seat), Name: &name}}); err != nil {
		return err
	}
	l.seats[seat].Name = name
	l.words = nil // the narrators name the seats
	l.pushAll(api.NamesFrame{Type: api.TypeNames, Names: l.names()})
	return nil
}

// readChatLocked reads the chat lines other processes stored since the
// last one held and sends them to every watcher. Caller holds mu.
func (l *live) readChatLocked(ctx context.Context) error {
	more, err := l.s.store.Chat(ctx, l.id, len(l.chat))
	if err != nil {
		return err
	}
	var lines []api.ChatLine
	for _, m := range more {
		cl := chatLine(m)
		l.chat, lines = append(l.chat, cl), append(lines, cl)
	}
	if len(lines) > 0 {
		l.pushAll(api.ChatFrame{Type: api.TypeChat, Lines: lines})
	}
	return nil
}

// refreshPeople reads the chat lines other processes stored since, the
// seats' names and the rematch, and tells every watcher what is new.
func (l *live) refreshPeople(ctx context.Context) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return
	}
	if err := l.readChatLocked(ctx); err != nil {
		l.s.log.Error("reading the chat", "game", l.id, "err", err)
		return
	}
	sg, err := l.s.store.Load(ctx, l.id)
	if err != nil {
		l.s.log.Error("reading the seats", "game", l.id, "err", err)
		return
	}
	l.takeNames(sg.Seats)
	if l.rematch == "" && sg.Rematch != "" {
		l.rematch = sg.Rematch
		l.pushAll(api.RematchFrame{Type: api.TypeRematch, Game: sg.Rematch})
	}
}

// takeSeats replaces the seats held with a reading from the store, telling
// every watcher of a changed name (see takeNames). Caller holds mu.
func (l *live) takeSeats(seats []store.Seat) {
	l.takeNames(seats)
	l.seats = seats
}

// takeNames takes the seats' names from a reading of the store and, when
// one changed, tells every watcher the new names. Every reading of the
// seats goes through here, so a name another process stored is told by
// whichever reading sees it first. Caller holds mu.
func (l *live) takeNames(seats []store.Seat) {
	renamed := false
	for i := range min(len(l.seats), len(seats)) {
		if l.seats[i].Name != seats[i].Name {
			l.seats[i].Name, renamed = seats[i].Name, true
		}
	}
	if renamed {
		l.words = nil
		l.pushAll(api.NamesFrame{Type: api.TypeNames, Names: l.names()})
	}
}

// chatLine is a stored chat line as clients see it.
func chatLine(c store.ChatLine) api.ChatLine {
	return api.ChatLine{N: c.N, Seat: c.Seat, Name: c.Name, Text: c.Text, At: c.At.UTC().Format(time.RFC3339)}
}

// say stores a chat line of seat (a spectator writes under name) and
// sends it to every watcher; it returns the line. The text and name are
// checked by the caller.
func (l *live) say(ctx context.Context, seat engine.Seat, name, text string) (api.ChatLine, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return api.ChatLine{}, errEvicted
	}
	if seat >= 0 {
		name = l.seats[seat].Name
	}
	for try := 0; ; try++ {
		if len(l.chat) >= maxChatLines {
			return api.ChatLine{}, api.Errorf(api.TooMany, "this game's chat is full (%d lines)", maxChatLines)
		}
		line := store.ChatLine{Game: l.id, N: len(l.chat), Seat: int(seat), Name: name, Text: text, At: l.s.now()}
		err := l.s.commit.Do(ctx, store.Op{Chat: &line})
		if errors.Is(err, store.ErrConflict) && try == 0 {
			// Another process wrote a line: read the chat again.
			if err := l.readChatLocked(ctx); err != nil {
				return api.ChatLine{}, err
			}
			continue
		}
		if err != nil {
			return api.ChatLine{}, err
		}
		cl := chatLine(line)
		l.chat = append(l.chat, cl)
		l.pushAll(api.ChatFrame{Type: api.TypeChat, Lines: []api.ChatLine{cl}})
		return cl, nil
	}
}

// chatAllowed takes a token of the chat's bucket: a seat's own (players
// behind one address, a household, each have theirs), a spectator's
// address's.
func (s *Server) chatAllowed(game string, seat engine.Seat, addr string) bool {
	if seat >= 0 {
		return s.chatLim.allow("seat " + game + " " + strconv.Itoa(int(seat)))
	}
	return s.chatLim.allow("addr " + addr)
}

// checkLine checks a chat line's text and the name sent with it, in the
// request's syntax (before the game and the token are looked at).
func checkLine(text, name string) (string, string, error) {
	text, err := checkChat(text)
	if err != nil {
		return "", "", err
	}
	name, err = checkName(name)
	return text, name, err
}

// chat says a line, checked by checkLine, for seat from addr: a spectator
// must send a name; then the rate limit (a refused line takes no token).
func (s *Server) chat(ctx context.Context, l *live, seat engine.Seat, addr, text, name string) (api.ChatLine, error) {
	if seat < 0 && name == "" {
		return api.ChatLine{}, api.Errorf(api.Invalid, "a spectator writes under a name: send name")
	}
	if !s.chatAllowed(l.id, seat, addr) {
		return api.ChatLine{}, errTooMany("chat lines")
	}
	return l.say(ctx, seat, name, text)
}

func (s *Server) handleName(w http.ResponseWriter, r *http.Request) {
	seat, err := seatParam(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	req, err := decodeBody(r, api.DecodeName)
	if err != nil {
		s.fail(w, err)
		return
	}
	name, err := checkName(req.Name)
	if err != nil {
		s.fail(w, err)
		return
	}
	var sum *api.Summary
	err = s.withSeat(r, "naming a seat needs the seat's token", func(l *live, own engine.Seat) error {
		if int(own) != seat {
			return api.Errorf(api.Forbidden, "a player names only their own seat")
		}
		if err := l.setName(r.Context(), own, name); err != nil {
			return err
		}
		sum = l.lockedSummary()
		return nil
	})
	s.reply(w, sum, err)
}

func (s *Server) handleChatRead(w http.ResponseWriter, r *http.Request) {
	since, l, _, err := s.authedSince(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	l.mu.Lock()
	lines := append([]api.ChatLine{}, l.chat[min(since, len(l.chat)):]...)
	l.mu.Unlock()
	writeJSON(w, http.StatusOK, api.ChatFrame{Type: api.TypeChat, Lines: lines})
}

func (s *Server) handleChatWrite(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(r, api.DecodeChat)
	if err != nil {
		s.fail(w, err)
		return
	}
	text, name, err := checkLine(req.Text, req.Name)
	if err != nil {
		s.fail(w, err)
		return
	}
	var line api.ChatLine
	err = s.withGame(r.Context(), r.PathValue("id"), func(l *live) error {
		tok, err := bearer(r)
		if err != nil {
			return err
		}
		seat, err := l.auth(r.Context(), tok)
		if err != nil {
			return err
		}
		line, err = s.chat(r.Context(), l, seat, clientAddr(r.RemoteAddr), text, name)
		return err
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, line)
}

// wsChat says a WebSocket client's chat line.
func (s *Server) wsChat(ctx context.Context, id string, seat engine.Seat, addr string, f api.ClientFrame) (int, error) {
	text, name, err := checkLine(f.Text, f.Name)
	if err != nil {
		return 0, err
	}
	var n int
	err = s.withGame(ctx, id, func(l *live) error {
		line, err := s.chat(ctx, l, seat, addr, text, name)
		n = line.N
		return err
	})
	return n, err
}
