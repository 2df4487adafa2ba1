package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"wasteland/agent"
	"wasteland/bot"
	"wasteland/engine"
	"wasteland/engine/jsonw"
	"wasteland/narrate"
	"wasteland/server/api"
	"wasteland/store"
)

// live is a game held in memory: its state rebuilt from the stored moves,
// every move's events (encoded once), and the clients watching it. Its
// mutex orders the game's moves within this process; the store's
// expected-number check orders them across processes.
type live struct {
	s   *Server
	id  string
	g   engine.Game
	hdr engine.Record

	// readOnly refuses moves in a game of other rules or content versions
	// than this server's (code other-version); nil for a game it plays.
	readOnly *api.Error

	mu    sync.Mutex
	st    engine.State
	n     int
	seats []store.Seat
	log   [][]wireEvent // log[k] holds the events of move k; log[0] the setup's
	// stuck is set when a stored move of a read-only game does not replay
	// under this server's rules: the game is shown up to the move before.
	stuck bool
	// dec is the decision of st, with its options' actions, made by
	// settle at move number decN.
	dec     engine.Choice
	decN    int
	result  json.RawMessage
	created time.Time
	updated time.Time
	subs    map[*sub]struct{}
	botBusy bool
	evicted bool
	used    time.Time
	// seatsRead is when seats were last read from the store.
	seatsRead time.Time
	// adminHash is the hash of the creator's admin token ("" for games
	// created before admin tokens).
	adminHash string
	// mover is the watcher whose own move changed() tells, nil for none:
	// its frame is held for the ack (see move).
	mover *sub
	// clock is the game's time control, nil for none. The turn of the seat
	// to move started at updated.
	clock *clockRules
	// words holds the narrators made so far, by reader and language.
	words map[wordsKey]narrator
	// chat holds the game's chat lines, in order.
	chat []api.ChatLine
	// rematch is the id of the finished game's rematch, "" for none.
	rematch string
	// viewCommon is the room of the part of a move's views that every
	// seat shares (engine.ViewAppender), kept for the next move's.
	viewCommon []byte
	// frameSize is the length of the last frame built of a move or a few:
	// the room the next one gets.
	frameSize int
	// told is the events of the last move told, as the narrators read
	// them: their data decoded once for every reader (narrate.Data).
	// Its events are those of the slice of l.log it was made of, toldOf.
	told   []engine.Event
	toldOf []wireEvent
	// phraseKey is room for the key of a phrase looked up (phrase), labels
	// for the labels of a frame's options.
	phraseKey []byte
	labels    []jsonString
	// memories holds what the bots of each seat remember of the game
	// (bot.Memory): the server makes a new bot for every move, and without
	// it a bot forgets which free moves it took and can take them back and
	// forth for ever. Only the goroutine of the one bot at work (botBusy)
	// uses a seat's; it is lost when the game leaves memory.
	memories map[engine.Seat]*bot.Memory
}

// wordsKey names a narrator of a game: its reader and language.
type wordsKey struct {
	seat engine.Seat
	lang narrate.Lang
}

// narrator is a narrator of a game and its class in the server's
// phrases (phraseCache.class).
type narrator struct {
	*narrate.Narrator
	class uint64
	// byChoice is set when its sentence of a decision event reads neither
	// the options offered nor anything else but the seat, the prompt and
	// the choice (narrate.Narrator.EventReads): the sentences are kept by
	// these (wireEvent.choice), and come back in game after game.
	byChoice bool
}

// narrator returns the narrator of seat in lang; its Narrator is nil for
// a game narrate has no words for, whose class still names the reader and
// language (for the phrases told without a narrator: undo's). Caller holds
// mu.
func (l *live) narrator(seat engine.Seat, lang narrate.Lang) narrator {
	k := wordsKey{seat, lang}
	if n, ok := l.words[k]; ok {
		return n
	}
	var n narrator
	if narrate.Knows(l.g.Name()) {
		var err error
		n.Narrator, err = narrate.New(l.g.Name(), lang, seat, l.names())
		if err != nil {
			l.s.log.Error("narrator", "game", l.id, "lang", string(lang), "err", err)
		} else {
			n.Narrator = n.Narrator.ForSetup(l.hdr.Setup)
			fields, ok := n.EventReads(engine.DecisionEvent)
			n.byChoice = ok && !slices.ContainsFunc(fields, func(f string) bool { return f != "seat" && f != "chosen" })
		}
	}
	// No narrator's identity starts with a zero byte.
	id := "\x00" + string(lang) + "/" + strconv.Itoa(int(seat))
	if n.Narrator != nil {
		id = n.Identity()
	}
	n.class = l.s.phrases.class(id)
	if l.words == nil {
		l.words = map[wordsKey]narrator{}
	}
	l.words[k] = n
	return n
}

// wireEvent is an event encoded once as an api.Event (without its text),
// with its audience and the event itself, which is told per reader.
type wireEvent struct {
	to   engine.Seat
	json json.RawMessage
	ev   engine.Event
	// data is the encoding of the event's data (ev.Data holds it too).
	data []byte
	// choice is a decision event's data without the options offered: what
	// its sentence reads (see narrator.byChoice); nil for other events.
	choice []byte
	// made is the decision of a decision event, kept as the engine made it
	// (ev.Data holds its encoding); nil for other events.
	made *engine.DecisionMade
}

// visibleTo mirrors engine.Event.VisibleTo.
func (e wireEvent) visibleTo(seat engine.Seat) bool {
	return e.to == engine.Public || (seat >= 0 && e.to == seat)
}

// load rebuilds a game from the store by replaying its moves, the setup's
// events first (move 0). A game of other rules or content versions is
// replayed as far as its moves go under this server's rules and is
// read-only (see readOnlyError).
func (s *Server) load(ctx context.Context, id string) (*live, error) {
	sg, err := s.store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	g, ok := s.games[sg.Header.Game]
	if !ok {
		return nil, fmt.Errorf("game %s is of %q, which this server does not play", id, sg.Header.Game)
	}
	var setupEvents engine.Recorder
	st, err := g.New(sg.Header.Setup, &setupEvents)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	setup, err := encodeEvents(0, setupEvents.Events)
	if err != nil {
		return nil, fmt.Errorf("game %s: setup: %w", id, err)
	}
	clock, err := loadClockRules(sg.Clock)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	l := &live{s: s, id: id, g: g, hdr: sg.Header, st: st, seats: sg.Seats, log: [][]wireEvent{setup}, clock: clock,
		readOnly: readOnlyError(g, &sg.Header), adminHash: sg.AdminHash,
		created: sg.Created, updated: sg.Updated, subs: map[*sub]struct{}{}, used: time.Now(), seatsRead: time.Now()}
	if l.readOnly != nil {
		s.log.Info("game of other versions is read-only", "game", id, "rules", sg.Header.Rules, "content", sg.Header.Content,
			"server_rules", g.RulesVersion(), "server_content", g.ContentVersion())
	}
	if err := l.playStored(sg.Moves); err != nil {
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	chat, err := s.store.Chat(ctx, id, 0)
	if err != nil {
		return nil, err
	}
	for _, c := range chat {
		l.chat = append(l.chat, chatLine(c))
	}
	l.rematch = sg.Rematch
	l.settle()
	return l, nil
}

// readOnlyError is the error that refuses moves in a game recorded under
// other rules or content versions than g has, or nil when they match.
// Playing on would change the game under other rules than it was played
// by, so such a game stays readable and takes no more moves.
func readOnlyError(g engine.Game, hdr *engine.Record) *api.Error {
	var ve *engine.VersionError
	if !errors.As(engine.CheckVersions(g, hdr), &ve) {
		return nil
	}
	return api.Errorf(api.OtherVersion, "this game was played under %s rules %s and content %s; this server has rules %s and content %s: "+
		"it can be watched and replayed here, but it takes no more moves", ve.Game, ve.Rules, ve.Content, ve.HaveRules, ve.HaveContent)
}

// playStored plays stored moves in order. In a read-only game a move that
// does not replay under this server's rules stops the replay there (the
// game is stuck) instead of failing. Caller holds mu or owns l.
func (l *live) playStored(ms []engine.Move) error {
	for _, m := range ms {
		if l.stuck {
			return nil
		}
		if err := l.play(m); err != nil {
			if l.readOnly != nil {
				l.stuck = true
				l.s.log.Warn("a move of a game of another version does not replay", "game", l.id, "move", l.n+1, "err", err)
				continue
			}
			return fmt.Errorf("stored move %d: %w", l.n+1, err)
		}
	}
	return nil
}

// play applies a stored move to the state and the log.
func (l *live) play(m engine.Move) error {
	evs, err := engine.Apply(l.st, m.Seat, m.Option)
	if err != nil {
		return err
	}
	enc, err := encodeEvents(l.n+1, evs)
	if err != nil {
		return err
	}
	l.n++
	l.log = append(l.log, enc)
	return nil
}

// encodeEvents encodes the events of move number n once for every client.
func encodeEvents(n int, evs []engine.Event) ([]wireEvent, error) {
	out := make([]wireEvent, len(evs))
	for i, e := range evs {
		data, err := encodeData(e.Data)
		if err != nil {
			return nil, fmt.Errorf("event %s: %w", e.Type, err)
		}
		if d, ok := e.Data.(engine.DecisionMade); ok {
			out[i].made = &d
			out[i].choice = appendDecisionMade(nil, &engine.DecisionMade{Seat: d.Seat, Prompt: d.Prompt, Chosen: d.Chosen})
		}
		// Told from its data as encoded: the words are the same, and the
		// narrator reads the encoding instead of making it again.
		e.Data = json.RawMessage(data)
		out[i].to, out[i].json, out[i].ev, out[i].data = e.To, appendEvent(nil, n, e, data), e, data
	}
	return out, nil
}

// encodeData encodes an event's data v: a decision event's (one every
// move) by appendDecisionMade, others by encoding/json.
func encodeData(v any) ([]byte, error) {
	if d, ok := v.(engine.DecisionMade); ok {
		return appendDecisionMade(make([]byte, 0, eventDataSize), &d), nil
	}
	return json.Marshal(v)
}

// eventDataSize is the room a decision event's data gets: most fit.
const eventDataSize = 256

// appendEvent appends the api.Event of e, move n's, whose data is encoded
// as data: the bytes json.Marshal writes for it, without its text.
func appendEvent(b []byte, n int, e engine.Event, data []byte) []byte {
	b = append(b, `{"n":`...)
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, `,"type":`...)
	b = jsonw.String(b, e.Type)
	b = append(b, `,"to":`...)
	b = strconv.AppendInt(b, int64(e.To), 10)
	if len(data) > 0 {
		b = append(b, `,"data":`...)
		b = append(b, data...)
	}
	if e.Reveals {
		b = append(b, `,"reveals":true`...)
	}
	if len(e.Rules) > 0 {
		b = append(b, `,"rules":[`...)
		for i, r := range e.Rules {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonw.String(b, r)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// settle recomputes what derives from the state: the decision and result.
func (l *live) settle() {
	l.dec, l.decN = engine.ChoiceOf(l.st), l.n
	l.result = nil
	if l.st.Over() {
		r, err := json.Marshal(l.st.Result())
		if err == nil {
			l.result = r
		}
	}
}

// hashToken returns the stored form of a token.
func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// seatOf returns the human seat whose token is token, or -1. Caller holds mu.
func (l *live) seatOf(token string) engine.Seat {
	h := hashToken(token)
	found := engine.Seat(-1)
	for i, st := range l.seats {
		if st.Kind == "human" && subtle.ConstantTimeCompare([]byte(st.TokenHash), []byte(h)) == 1 {
			found = engine.Seat(i)
		}
	}
	return found
}

// auth resolves a token to a seat: "" is a spectator; a token of no seat is
// forbidden. A seat used for the first time is marked claimed. A failed
// token is checked again against the store, where another process may have
// changed it.
func (l *live) auth(ctx context.Context, token string) (engine.Seat, error) {
	if token == "" {
		return engine.Spectator, nil
	}
	l.mu.Lock()
	seat := l.seatOf(token)
	l.mu.Unlock()
	if seat < 0 {
		// Another process may have given the seat a new token (a claim);
		// look at the store again, at most once a second per game.
		l.mu.Lock()
		recheck := time.Since(l.seatsRead) > time.Second
		if recheck {
			l.seatsRead = time.Now()
		}
		l.mu.Unlock()
		if recheck {
			sg, err := l.s.store.Load(ctx, l.id)
			if err != nil {
				return 0, err
			}
			l.mu.Lock()
			l.takeSeats(sg.Seats)
			seat = l.seatOf(token)
			l.mu.Unlock()
		}
		if seat < 0 {
			return 0, errNotASeat(l.id)
		}
	}
	l.mu.Lock()
	claimed := l.seats[seat].Claimed
	l.mu.Unlock()
	if !claimed {
		if err := l.s.commit.Do(ctx, store.Op{Claim: &store.Claim{Game: l.id, Seat: int(seat)}}); err != nil {
			return 0, err
		}
		l.mu.Lock()
		l.seats[seat].Claimed = true
		l.mu.Unlock()
	}
	return seat, nil
}

// errNotASeat refuses a token that is no seat's of game id, saying why it
// may be so: the server keeps no old tokens, so it cannot tell which.
func errNotASeat(id string) error {
	return api.Errorf(api.Forbidden, "this token is not a seat's of game %s: it was mistyped, or the game's creator "+
		"gave the seat a new link or opened it to the lobby, which ends the old link", id)
}

// firstAfter is the first move whose events a client that passed since
// lacks: since 0 (a fresh client) lacks the setup's events too, move 0.
func firstAfter(since int) int {
	if since <= 0 {
		return 0
	}
	return since + 1
}

// frame builds seat's state frame with the events of moves from, from+1,
// …, n (move 0 is the setup); view is seat's encoded view, nil to encode
// it. Caller holds mu.
func (l *live) frame(seat engine.Seat, from int, view json.RawMessage, lang narrate.Lang) ([]byte, error) {
	f, _, err := l.buildFrame(seat, from, view, nil, lang)
	return f.text(), err
}

// buildFrame is frame, which also returns the frame's view (a part of the
// frame, to be shared by other watchers of the seat). common, when not
// nil, is the scratch space of the position's views that the frames of
// one move share (engine.ViewAppender). The frame is
// assembled in one buffer from parts encoded once (view, events, result),
// so that encoding/json does not re-validate them, and handed out as it
// is: no copy at the end, and room before it for the header of its
// WebSocket frame. Caller holds mu.
func (l *live) buildFrame(seat engine.Seat, from int, view json.RawMessage, common *[]byte, lang narrate.Lang) (message, json.RawMessage, error) {
	words := l.narrator(seat, lang)
	// Room for the usual frame: a little more than the game's last one,
	// so that it is not copied as it grows.
	b := bytes.NewBuffer(frameBuffer(frameRoom + max(l.frameSize+l.frameSize/8, len(view)+frameExtra)))
	b.Write(make([]byte, frameRoom))
	b.WriteString(`{"type":"state","game":`)
	b.Write(jsonw.String(b.AvailableBuffer(), l.id))
	b.WriteString(`,"seat":` + strconv.Itoa(int(seat)) + `,"n":` + strconv.Itoa(l.n))
	if c := l.hdr.Commitment; c != nil {
		b.WriteString(`,"commitment":"` + c.Hash + `"`)
	}
	if cs := l.clockState(l.s.now()); cs != nil {
		enc, err := json.Marshal(cs)
		if err != nil {
			return message{}, nil, err
		}
		b.WriteString(`,"clock":`)
		b.Write(enc)
	}
	if l.namedAny() {
		enc, err := json.Marshal(l.names())
		if err != nil {
			return message{}, nil, err
		}
		b.WriteString(`,"names":`)
		b.Write(enc)
	}
	if l.rematch != "" {
		b.WriteString(`,"rematch":"` + l.rematch + `"`)
	}
	l.writeSeats(b)
	b.WriteString(`,"view":`)
	at := b.Len()
	if view == nil {
		v, err := appendView(b.AvailableBuffer(), l.st, seat, common)
		if err != nil {
			return message{}, nil, err
		}
		view = v
	}
	b.Write(view)
	view = b.Bytes()[at:b.Len():b.Len()]
	if !l.st.Over() {
		dec := frameDecision{seat: l.dec.Seat, prompt: l.dec.Prompt}
		if words.Narrator != nil {
			dec.text = l.phrase(phraseKey{words: words.class, prompt: l.dec.Prompt, seat: l.dec.Seat}, func() string { return words.Prompt(l.dec.Decision) })
		}
		if seat >= 0 && seat == l.dec.Seat && l.readOnly == nil {
			dec.options = l.dec.Options
			if words.Narrator != nil {
				dec.labels = l.labels[:0]
				for _, o := range l.dec.Options {
					k := phraseKey{words: words.class, prompt: l.dec.Prompt, option: o.ID, args: o.Args, seat: engine.Spectator}
					dec.labels = append(dec.labels, l.phrase(k, func() string { return words.Option(l.dec.Prompt, o) }))
				}
				l.labels = dec.labels
			}
		}
		b.WriteString(`,"decision":`)
		b.Write(appendDecision(b.AvailableBuffer(), &dec))
	}
	if u := l.undoState(seat, lang); u != nil {
		b.WriteString(`,"undo":`)
		b.Write(appendUndo(b.AvailableBuffer(), u))
	}
	if l.readOnly != nil {
		msg, _ := json.Marshal(l.readOnly.Message)
		b.WriteString(`,"read_only":`)
		b.Write(msg)
	}
	b.WriteString(`,"over":` + strconv.FormatBool(l.st.Over()) + `,"result":`)
	b.Write(nullJSON(l.result))
	b.WriteString(`,"events":[`)
	l.writeEvents(b, seat, from, words)
	b.WriteString("]}")
	if from > l.n-4 {
		l.frameSize = b.Len() - frameRoom
	}
	return message{b: b.Bytes(), room: frameRoom}, view, nil
}

// appendView appends the encoding of seat's view of st: by the state
// itself, sharing common with the position's other views, when it can
// (engine.ViewAppender) and common is not nil; else by the view's own
// encoder when it has one (jsonw.Appender), else by encoding/json.
func appendView(b []byte, st engine.State, seat engine.Seat, common *[]byte) ([]byte, error) {
	if a, ok := st.(engine.ViewAppender); ok && common != nil {
		return a.AppendView(b, seat, common)
	}
	view := st.View(seat)
	if a, ok := view.(jsonw.Appender); ok {
		return a.AppendJSON(b)
	}
	enc, err := json.Marshal(view)
	if err != nil {
		return nil, err
	}
	return append(b, enc...), nil
}

// writeSeats writes the frame's seats field (api.SeatState of every
// seat). Caller holds mu.
func (l *live) writeSeats(b *bytes.Buffer) {
	b.WriteString(`,"seats":[`)
	for i, st := range l.seats {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"seat":` + strconv.Itoa(i))
		if st.StandIn != "" {
			kind, _ := json.Marshal(st.StandIn)
			b.WriteString(`,"stand_in":`)
			b.Write(kind)
		}
		if !st.LeftAt.IsZero() {
			b.WriteString(`,"left":true`)
		}
		b.WriteByte('}')
	}
	b.WriteByte(']')
}

// frameExtra is the room a frame gets beyond its view: most frames' events
// and decision fit.
const frameExtra = 4096

// writeEvents writes the encoded events of moves from, from+1, …, n that
// seat may see, comma separated, each with its text told by words (none
// when it has no Narrator). Caller holds mu.
func (l *live) writeEvents(b *bytes.Buffer, seat engine.Seat, from int, words narrator) {
	first := true
	for k := max(from, 0); k <= l.n; k++ {
		for i, e := range l.log[k] {
			if !e.visibleTo(seat) {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			if words.Narrator == nil {
				b.Write(e.json)
				continue
			}
			b.Write(e.json[:len(e.json)-1])
			b.WriteString(`,"text":`)
			pk := phraseKey{words: words.class, prompt: eventPhrase, option: e.ev.Type, data: e.data}
			if e.choice != nil && words.byChoice {
				pk.data = e.choice
			}
			text := l.phrase(pk, func() string {
				if k == l.n {
					return words.Event(l.toldEvents(k)[i])
				}
				return words.Event(e.ev)
			})
			b.WriteString(string(text))
			b.WriteByte('}')
		}
	}
}

// toldEvents is the events of move k as the narrators read them: each
// event's data decoded once (narrate.DecodeData) for all the frames of
// the move whose narrators tell them (the server keeps the phrases told
// before); data that does not decode is left as it is, for the narrator
// to report. Kept for the last move only. Caller holds mu.
func (l *live) toldEvents(k int) []engine.Event {
	evs := l.log[k]
	if len(evs) == 0 {
		return nil
	}
	if len(l.toldOf) == len(evs) && &l.toldOf[0] == &evs[0] {
		return l.told
	}
	told := make([]engine.Event, len(evs))
	for i, e := range evs {
		told[i] = e.ev
		if raw, ok := e.ev.Data.(json.RawMessage); ok {
			if d, err := narrate.DecodeData(raw); err == nil {
				told[i].Data = d
			}
		}
	}
	l.told, l.toldOf = told, evs
	return told
}

func nullJSON(r json.RawMessage) json.RawMessage {
	if r == nil {
		return json.RawMessage("null")
	}
	return r
}

// lockedSummary is summary taken under mu.
func (l *live) lockedSummary() *api.Summary {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.summary()
}

// summary describes the game for the lobby. Caller holds mu.
func (l *live) summary() *api.Summary {
	readOnly := ""
	if l.readOnly != nil {
		readOnly = l.readOnly.Message
	}
	sum := newSummary(l.id, &l.hdr, l.seats, l.n, int(l.st.ToMove()), l.st.Over(), nullJSON(l.result), readOnly, l.created, l.updated)
	sum.Clock = l.clockState(l.s.now())
	sum.Rematch = l.rematch
	return sum
}

// humanSeat returns the kind of seat, which must be a human seat of a
// running game.
func (l *live) humanSeat(seat int) (string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if seat >= len(l.seats) {
		return "", api.Errorf(api.NotFound, "game %s has no seat %d", l.id, seat)
	}
	if l.seats[seat].Kind != "human" || l.st.Over() {
		return "", api.Errorf(api.Forbidden, "seat %d is not a human seat of a running game", seat)
	}
	return l.seats[seat].Kind, nil
}

// admin checks that token is the game's admin token.
func (l *live) admin(ctx context.Context, token string) error {
	if token == "" {
		return api.Errorf(api.Unauthorized, "this needs the game's admin token")
	}
	if l.adminHash == "" || subtle.ConstantTimeCompare([]byte(hashToken(token)), []byte(l.adminHash)) != 1 {
		return api.Errorf(api.Forbidden, "this token is not the admin token of game %s", l.id)
	}
	return nil
}

// errStale builds the stale error at the current number. Caller holds mu.
func (l *live) errStale(n int) error {
	return api.Errorf(api.Stale, "the game is at move %d, not %d", l.n, n).WithN(l.n)
}

// move plays option for seat as move number n+1, stores it durably, and
// tells every watcher. by is the stand-in bot that chose it for the seat's
// player ("" for the seat's own choice). from, when not nil, is the
// WebSocket request that sent the move: its client's new frame and the ack
// are queued together, to go out in one write. Nothing changes when it
// fails.
func (l *live) move(ctx context.Context, seat engine.Seat, n int, option, by string, from *wsRequest) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return 0, errEvicted
	}
	if l.readOnly != nil {
		return 0, l.readOnly.WithN(l.n)
	}
	if n > l.n {
		// Another process may have moved: catch up before judging.
		if err := l.catchUpLocked(ctx); err != nil {
			return 0, err
		}
	}
	if n != l.n {
		return 0, l.errStale(n)
	}
	if l.st.Over() {
		return 0, api.Errorf(api.Illegal, "the game is over").WithN(l.n)
	}
	if seat != l.st.ToMove() {
		return 0, api.Errorf(api.NotYourTurn, "the game waits for seat %d", l.st.ToMove()).WithN(l.n)
	}
	if standIn := l.seats[seat].StandIn; standIn != by {
		if by != "" {
			return 0, errStandInGone
		}
		return 0, api.Errorf(api.Forbidden, "a bot plays this seat for you: take it back first (POST .../seats/%d/return)", seat).WithN(l.n)
	}
	next := l.st.Clone()
	var evs []engine.Event
	var err error
	if l.decN == l.n {
		// The decision knows the options' actions: no listing them again.
		evs, err = l.dec.Apply(next, seat, option)
	} else {
		evs, err = engine.Apply(next, seat, option)
	}
	if err != nil {
		var re *engine.RuleError
		if errors.As(err, &re) {
			return 0, api.Errorf(api.Illegal, "%s", re.Error()).WithN(l.n)
		}
		return 0, api.Errorf(api.Illegal, "%s", err.Error()).WithN(l.n)
	}
	enc, err := encodeEvents(n+1, evs)
	if err != nil {
		return 0, err
	}
	now := l.s.now()
	a := store.Append{Game: l.id, N: n, Move: engine.Move{Seat: seat, Option: option, By: by}, ToMove: int(next.ToMove()), At: now}
	if l.clock != nil {
		left, _, _ := seatClock(l.seats[seat], true, l.updated, now)
		ms := l.clock.after(left, 0).Milliseconds()
		a.Clock = &ms
	}
	if next.Over() {
		r, err := json.Marshal(next.Result())
		if err != nil {
			return 0, err
		}
		a.Over, a.Result = true, r
	}
	if err := l.s.commit.Do(ctx, store.Op{Append: &a}); err != nil {
		if errors.Is(err, store.ErrConflict) {
			if cerr := l.catchUpLocked(ctx); cerr != nil {
				return 0, cerr
			}
			return 0, l.errStale(n)
		}
		return 0, err
	}
	l.st = next
	l.n++
	l.log = append(l.log, enc)
	l.updated, l.used = now, now
	if a.Clock != nil {
		l.seats[seat].Clock = *a.Clock
	}
	l.settle()
	if from == nil {
		l.changed()
		return l.n, nil
	}
	l.mover = from.c
	l.changed()
	l.mover = nil
	ack := plain(ackFrame(from.req, l.n))
	if held := from.c.held; held.b != nil {
		from.c.held = message{}
		from.c.push(held, ack)
	} else {
		from.c.push(ack)
	}
	return l.n, nil
}

// ackFrame encodes the api.AckFrame of request req for move n: the bytes
// json.Marshal writes for it.
func ackFrame(req string, n int) []byte {
	b := append(make([]byte, 0, 32+len(req)), `{"type":"ack","req":`...)
	b = jsonw.String(b, req)
	b = append(b, `,"n":`...)
	b = strconv.AppendInt(b, int64(n), 10)
	return append(b, '}')
}

// wsRequest is a move sent on a WebSocket: its client and request id.
type wsRequest struct {
	c   *sub
	req string
}

var errEvicted = errors.New("game left the cache")

// errStandInGone refuses the move of a stand-in bot whose seat its player
// took back meanwhile.
var errStandInGone = api.Errorf(api.Forbidden, "the seat's player took it back")

// catchUpLocked plays the moves other processes stored after ours. Caller
// holds mu.
func (l *live) catchUpLocked(ctx context.Context) error {
	ms, err := l.s.store.Moves(ctx, l.id, l.n)
	if err != nil {
		return err
	}
	if len(ms) == 0 || l.stuck {
		return nil
	}
	if err := l.playStored(ms); err != nil {
		return fmt.Errorf("game %s: %w", l.id, err)
	}
	l.updated = l.s.now()
	if l.clock != nil {
		// The clocks count from the stored times of the other process.
		sg, err := l.s.store.Load(ctx, l.id)
		if err != nil {
			return err
		}
		l.takeSeats(sg.Seats)
		l.updated = sg.Updated
	}
	l.settle()
	l.changed()
	return nil
}

// catchUp is catchUpLocked for callers without the lock.
func (l *live) catchUp(ctx context.Context) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return
	}
	if err := l.catchUpLocked(ctx); err != nil {
		l.s.log.Error("catching up", "game", l.id, "err", err)
	}
}

// refresh reads the game from the store again: the moves and the seats
// other processes stored. Watchers get a frame when the seats changed (a
// stand-in, a player leaving or back, a clock set), a fresh frame marked
// reset when moves were taken back (an undo), and the bot whose turn it is
// starts.
func (l *live) refresh(ctx context.Context) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted || l.stuck {
		return
	}
	sg, err := l.s.store.Load(ctx, l.id)
	if err != nil {
		if ctx.Err() == nil {
			l.s.log.Error("refreshing", "game", l.id, "err", err)
		}
		return
	}
	if sg.N < l.n {
		// Moves were taken back (an undo) by another process.
		if err := l.replay(sg.Moves); err != nil {
			l.s.log.Error("refreshing", "game", l.id, "err", err)
			return
		}
		l.takeSeats(sg.Seats)
		l.updated, l.seatsRead = sg.Updated, time.Now()
		l.rewound()
		return
	}
	moved := sg.N > l.n
	if moved {
		if err := l.playStored(sg.Moves[l.n:]); err != nil {
			l.s.log.Error("refreshing", "game", l.id, "err", err)
			return
		}
		l.updated = sg.Updated
	}
	same := sameSeats(l.seats, sg.Seats)
	l.takeSeats(sg.Seats)
	l.seatsRead = time.Now()
	switch {
	case moved:
		l.settle()
		l.changed()
	case !same:
		l.broadcast()
		l.kickBot()
	}
}

// sameSeats reports whether two readings of a game's seats agree, times
// to the millisecond the store keeps.
func sameSeats(a, b []store.Seat) bool {
	return slices.EqualFunc(a, b, func(x, y store.Seat) bool {
		lx, ly := x.LeftAt, y.LeftAt
		x.LeftAt, y.LeftAt = time.Time{}, time.Time{}
		return x == y && lx.UnixMilli() == ly.UnixMilli()
	})
}

// changed pushes the new position to every watcher and wakes the bot whose
// turn it is. Caller holds mu.
func (l *live) changed() {
	views := map[engine.Seat]json.RawMessage{}
	// The frames are queued once all are built: a frame holds the view
	// that later frames of its seat copy, and a queued frame's buffer is
	// recycled once written.
	type built struct {
		c *sub
		f message
	}
	var frames [4]built
	out := frames[:0]
	common := l.viewCommon[:0]
	for c := range l.subs {
		if c.sent >= l.n {
			continue
		}
		f, v, err := l.buildFrame(c.seat, c.sent+1, views[c.seat], &common, c.lang)
		if err != nil {
			l.s.log.Error("encoding frame", "game", l.id, "err", err)
			continue
		}
		views[c.seat] = v
		if c == l.mover {
			c.held = f
		} else {
			out = append(out, built{c, f})
		}
		c.sent = l.n
	}
	l.viewCommon = common
	for _, b := range out {
		b.c.push(b.f)
	}
	l.kickBot()
}

// kickBot starts the bot whose turn it is, after the server's bot delay.
// Caller holds mu.
func (l *live) kickBot() {
	if l.botBusy || l.evicted || l.st.Over() || l.readOnly != nil {
		return
	}
	seat := l.st.ToMove()
	standIn := l.seats[seat].StandIn
	kind, ok := strings.CutPrefix(l.seats[seat].Kind, "bot:")
	if standIn != "" {
		kind, ok = strings.CutPrefix(standIn, "bot:")
	}
	if !ok {
		return
	}
	l.botBusy = true
	l.s.bots.Add(1)
	go l.runBot(seat, kind, standIn)
}

// runBot plays one bot move. Its choice depends only on the game, the move
// number, what the seat may see and the positions the seat's bots met
// before (memories: where no free move was taken back, none), so two
// processes driving the same game choose alike and the store keeps one. When the move cannot be stored (a
// full disk, an I/O error), it tries again after a wait that doubles with
// each failure, so the game goes on once the store recovers.
func (l *live) runBot(seat engine.Seat, kind, standIn string) {
	defer l.s.bots.Done()
	wait := l.s.cfg.BotDelay
	for try := 0; ; try++ {
		if !l.s.sleep(wait) {
			l.mu.Lock()
			l.botBusy = false
			l.mu.Unlock()
			return
		}
		err := l.botMove(seat, kind, standIn)
		if err == nil || !retryable(err) || l.s.ctx.Err() != nil {
			return
		}
		l.s.log.Error("bot move not stored; trying again", "game", l.id, "seat", seat, "try", try+1, "err", err)
		// Take the bot back unless another has started meanwhile.
		l.mu.Lock()
		if l.botBusy || l.evicted {
			l.mu.Unlock()
			return
		}
		l.botBusy = true
		l.mu.Unlock()
		wait = min(l.s.cfg.BotRetry<<min(try, 20), maxBotRetry)
	}
}

// botMove chooses and plays the bot's move if it is still seat's turn; it
// clears botBusy before the move (which may start the next bot). standIn
// is the stand-in bot it plays as, "" for a bot seat.
func (l *live) botMove(seat engine.Seat, kind, standIn string) error {
	l.mu.Lock()
	if l.evicted || l.st.Over() || l.st.ToMove() != seat || l.s.ctx.Err() != nil {
		l.botBusy = false
		l.mu.Unlock()
		return nil
	}
	st, n := l.st.Clone(), l.n
	mem := l.memories[seat]
	if mem == nil {
		mem = &bot.Memory{}
		if l.memories == nil {
			l.memories = map[engine.Seat]*bot.Memory{}
		}
		l.memories[seat] = mem
	}
	l.mu.Unlock()
	b, err := bot.NewWith(kind, botSeed(l.hdr.Setup.Seed, n), agent.BotOptions(runtime.GOMAXPROCS(0)))
	if err != nil {
		l.s.log.Error("bot", "game", l.id, "kind", kind, "err", err)
		l.mu.Lock()
		l.botBusy = false
		l.mu.Unlock()
		return nil
	}
	if r, ok := b.(bot.Remembering); ok {
		r.Remember(mem)
	}
	legal := st.Legal(nil)
	id := st.Option(b.Choose(st, seat, legal)).ID
	l.mu.Lock()
	l.botBusy = false
	l.mu.Unlock()
	start := time.Now()
	_, err = l.move(l.s.ctx, seat, n, id, standIn, nil)
	l.s.observeMove(start, err)
	return err
}

// retryable reports whether a failed bot move should be tried again: a
// store failure is; a refusal (stale, another version) or an evicted game
// is not.
func retryable(err error) bool {
	var ae *api.Error
	if errors.As(err, &ae) || errors.Is(err, errEvicted) {
		return false
	}
	return toAPI(err).Code == api.Internal
}

// sleep waits d or until the server stops, reporting whether it waited.
func (s *Server) sleep(d time.Duration) bool {
	if d <= 0 {
		return s.ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-s.ctx.Done():
		return false
	}
}

// botSeed mixes the game's seed and the move number.
func botSeed(seed uint64, n int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%d", seed, n)
	return h.Sum64()
}

// attach adds a watcher and queues its first frame (the events after
// since). Caller must not hold mu.
func (l *live) attach(c *sub, since int) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.evicted {
		return errEvicted
	}
	// A client past the game's moves saw moves since taken back (an
	// undo): it gets the whole log anew.
	reset := since > l.n
	if reset {
		since = 0
	}
	f, err := l.frame(c.seat, firstAfter(since), nil, c.lang)
	if err != nil {
		return err
	}
	if reset {
		f = resetFrame(f)
	}
	c.push(plain(f))
	c.sent = l.n
	if len(l.chat) > 0 {
		enc, err := json.Marshal(api.ChatFrame{Type: api.TypeChat, Lines: l.chat})
		if err != nil {
			return err
		}
		c.push(plain(enc))
	}
	l.subs[c] = struct{}{}
	l.used = time.Now()
	return nil
}

// detach removes a watcher.
func (l *live) detach(c *sub) {
	l.mu.Lock()
	delete(l.subs, c)
	l.used = time.Now()
	l.mu.Unlock()
}

// frameDecision is a frame's decision (api.Decision) whose words are
// encoded already: text is the question ("" for none), labels[i] the
// label of options[i] (nil for the options' own labels).
type frameDecision struct {
	seat    engine.Seat
	prompt  string
	text    jsonString
	options []engine.Option
	labels  []jsonString
}

// appendDecision appends the encoding of d: the bytes json.Marshal writes
// for its api.Decision.
func appendDecision(b []byte, d *frameDecision) []byte {
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(d.seat), 10)
	b = append(b, `,"prompt":`...)
	b = jsonw.String(b, d.prompt)
	if d.text != "" {
		b = append(b, `,"text":`...)
		b = append(b, d.text...)
	}
	if len(d.options) > 0 {
		b = append(b, `,"options":[`...)
		for i := range d.options {
			if i > 0 {
				b = append(b, ',')
			}
			var label jsonString
			if d.labels != nil {
				label = d.labels[i]
			}
			b = appendOption(b, &d.options[i], label)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendOption appends the encoding of o with label, encoded, as its
// label ("" for its own): the bytes json.Marshal writes for it.
func appendOption(b []byte, o *engine.Option, label jsonString) []byte {
	b = append(b, `{"id":`...)
	b = jsonw.String(b, o.ID)
	b = append(b, `,"kind":`...)
	b = jsonw.String(b, o.Kind)
	b = append(b, `,"label":`...)
	if label != "" {
		b = append(b, label...)
	} else {
		b = jsonw.String(b, o.Label)
	}
	if len(o.Args) > 0 {
		b = append(b, `,"args":{`...)
		for i, k := range jsonw.SortedKeys(o.Args) {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonw.String(b, k)
			b = append(b, ':')
			b = jsonw.String(b, o.Args[k])
		}
		b = append(b, '}')
	}
	if o.Group != "" {
		b = append(b, `,"group":`...)
		b = jsonw.String(b, o.Group)
	}
	if o.Forfeits {
		b = append(b, `,"forfeits":true`...)
	}
	return append(b, '}')
}

// appendDecisionMade appends the encoding of d: the bytes json.Marshal
// writes for it.
func appendDecisionMade(b []byte, d *engine.DecisionMade) []byte {
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(d.Seat), 10)
	b = append(b, `,"prompt":`...)
	b = jsonw.String(b, d.Prompt)
	b = append(b, `,"offered":`...)
	if d.Offered == nil {
		b = jsonw.Null(b)
	} else {
		b = append(b, '[')
		for i, id := range d.Offered {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonw.String(b, id)
		}
		b = append(b, ']')
	}
	b = append(b, `,"chosen":`...)
	b = jsonw.String(b, d.Chosen)
	return append(b, '}')
}

// frameUndo is a frame's undo (api.Undo) whose text is encoded already
// ("" for none).
type frameUndo struct {
	allowed bool
	reason  string
	text    jsonString
}

// appendUndo appends the encoding of u: the bytes json.Marshal writes for
// its api.Undo.
func appendUndo(b []byte, u *frameUndo) []byte {
	b = append(b, `{"allowed":`...)
	b = strconv.AppendBool(b, u.allowed)
	if u.reason != "" {
		b = append(b, `,"reason":`...)
		b = jsonw.String(b, u.reason)
	}
	if u.text != "" {
		b = append(b, `,"text":`...)
		b = append(b, u.text...)
	}
	return append(b, '}')
}
