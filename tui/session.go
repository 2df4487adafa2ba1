package tui

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"wasteland/agent"
	"wasteland/bot"
	"wasteland/engine"
	"wasteland/narrate"
)

// Human is the seat kind of a person at the terminal; bots are "bot:KIND",
// outside programs "ext:COMMAND" (package agent).
const Human = "human"

// Config describes a game at the terminal.
type Config struct {
	Game    engine.Game
	Players int
	// Seats gives each seat's player: Human, "bot:KIND" or "ext:COMMAND".
	// Nil means DefaultSeats.
	Seats []string
	Seed  uint64
	// Variant is the game's variant ("" for the standard game), e.g.
	// Fallout's "coop".
	Variant string
	// Options are the game's setup options (engine.Setup.Options), such as
	// Fallout's scenario; nil means the game's defaults.
	Options map[string]string
	// Renderer shows views; nil means RendererFor(Game.Name(), Lang).
	Renderer Renderer
	// Words says what moves, events, phases and options mean; nil means
	// PlainWords.
	Words Words
	// Lang is the language of the events and options told; "" is English.
	Lang narrate.Lang
}

// DefaultSeats is a person at seat 0 and greedy bots at the other seats.
func DefaultSeats(players int) []string {
	seats := make([]string, players)
	for i := range seats {
		seats[i] = "bot:greedy"
	}
	if players > 0 {
		seats[0] = Human
	}
	return seats
}

// ParseSeats reads a comma-separated seat list such as
// "human,bot:greedy,bot:ismcts:100ms,ext:python3 mybot.py" for a game of
// players seats; a plain "bot" is the default bot, greedy.
func ParseSeats(spec string, players int) ([]string, error) {
	seats := strings.Split(spec, ",")
	for i := range seats {
		seats[i] = strings.TrimSpace(seats[i])
		if seats[i] == "bot" {
			seats[i] = "bot:greedy" // the default bot
		}
	}
	if len(seats) != players {
		return nil, fmt.Errorf("--seats lists %d seats for %d players: give one per seat, comma separated, each human, bot:KIND or ext:COMMAND", len(seats), players)
	}
	if err := checkSeats(seats); err != nil {
		return nil, err
	}
	return seats, nil
}

// playerKind is the player kind of a computer seat: KIND of "bot:KIND",
// or "ext:COMMAND" as it is; false for any other seat.
func playerKind(seat string) (string, bool) {
	if kind, ok := strings.CutPrefix(seat, "bot:"); ok {
		return kind, true
	}
	if strings.HasPrefix(seat, agent.Prefix) {
		return seat, true
	}
	return "", false
}

func checkSeats(seats []string) error {
	for i, s := range seats {
		if s == Human {
			continue
		}
		kind, ok := playerKind(s)
		if !ok {
			return fmt.Errorf("seat %d: %q is neither human, bot:KIND (bots: %s) nor ext:COMMAND", i, s, strings.Join(bot.Kinds(), ", "))
		}
		if err := agent.Check(kind); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
	}
	return nil
}

// Validate checks cfg, filling in the default seats.
func (cfg *Config) Validate() error {
	if cfg.Game == nil {
		return errors.New("no game")
	}
	lo, hi := cfg.Game.PlayerRange()
	if cfg.Players < lo || cfg.Players > hi {
		return fmt.Errorf("%s is for %d to %d players, not %d", cfg.Game.Name(), lo, hi, cfg.Players)
	}
	if cfg.Seats == nil {
		cfg.Seats = DefaultSeats(cfg.Players)
	}
	if len(cfg.Seats) != cfg.Players {
		return fmt.Errorf("%d seats for %d players", len(cfg.Seats), cfg.Players)
	}
	if len(cfg.Options) > 0 || cfg.Variant != "" {
		if _, err := cfg.Game.New(engine.Setup{Players: cfg.Players, Variant: cfg.Variant, Options: cfg.Options}, nil); err != nil {
			return err
		}
	}
	return checkSeats(cfg.Seats)
}

// step is one played move, with the state before it for undo.
type step struct {
	seat   engine.Seat
	id     string
	label  string
	events []engine.Event
	before engine.State
}

// session is one game at the terminal.
type session struct {
	setupEvents []engine.Event // what the game's setup emitted, before the first step
	ctx         context.Context
	g           engine.Game
	render      Renderer
	words       Words
	out         io.Writer
	lines       <-chan string

	setup engine.Setup
	seats []string
	bots  []bot.Bot
	// told[seat] is the number of steps whose events the seat's
	// bot.Watcher has been given; -1 before the setup's.
	told  []int
	st    engine.State
	rec   *engine.Recording
	steps []step
	// botsFrom is the number of steps that were played when the bots were
	// made: they chose the steps after it.
	botsFrom int
	// ownWords is set when Config.Words gave the words; otherwise start
	// makes them for the seats (WordsFor) in lang.
	ownWords bool
	lang     narrate.Lang
}

// Play runs a game at the terminal until it ends, the person quits, the
// input ends or ctx is cancelled (then it returns ctx's error).
func Play(ctx context.Context, cfg Config, in io.Reader, out io.Writer) (err error) {
	if err := cfg.Validate(); err != nil {
		return err
	}
	s, err := newSession(ctx, cfg, out)
	if err != nil {
		return err
	}
	s.lines = readLines(in)
	defer func() {
		if cerr := s.closeWatchers(); err == nil {
			err = cerr
		}
	}()
	s.sayln("term.started", map[string]any{"game": s.g.Name(), "players": cfg.Players, "seed": cfg.Seed, "seats": s.seatList()})
	s.sayln("term.type-help", nil)
	for !s.st.Over() {
		if err := ctx.Err(); err != nil {
			return err
		}
		seat := s.st.ToMove()
		if seat < 0 || int(seat) >= len(s.seats) {
			return fmt.Errorf("the game waits for seat %d, which does not exist", seat)
		}
		if b := s.bots[seat]; b != nil {
			s.tell(seat)
			a, err := bot.Decide(b, s.st, seat, s.st.Legal(nil))
			if err != nil {
				return fmt.Errorf("seat %d: %w", seat, err)
			}
			if err := s.apply(seat, s.st.Option(a).ID, true); err != nil {
				return fmt.Errorf("bot at seat %d: %w", seat, err)
			}
			continue
		}
		quit, err := s.humanTurn(seat)
		if err != nil || quit {
			return err
		}
	}
	s.printf("%s", s.result())
	return nil
}

// newSession starts the game of cfg, which Validate accepted, writing what
// happens to out.
func newSession(ctx context.Context, cfg Config, out io.Writer) (*session, error) {
	s := &session{ctx: ctx, g: cfg.Game, render: cfg.Renderer, words: cfg.Words, ownWords: cfg.Words != nil, lang: cfg.Lang, out: out}
	if s.render == nil {
		s.render = RendererFor(cfg.Game.Name(), cfg.Lang)
	}
	if err := s.start(engine.Setup{Players: cfg.Players, Seed: cfg.Seed, Variant: cfg.Variant, Options: cfg.Options}, cfg.Seats); err != nil {
		return nil, err
	}
	return s, nil
}

// tell gives the bot.Watcher at seat the events of the steps it has not
// been given, the setup's first. An outside program cannot be rewound, so
// undo is refused while one plays (undo.go).
func (s *session) tell(seat engine.Seat) {
	w, ok := s.bots[seat].(bot.Watcher)
	if !ok {
		return
	}
	if s.told[seat] < 0 {
		w.Observe(s.setupEvents)
		s.told[seat] = 0
	}
	for _, st := range s.steps[s.told[seat]:] {
		w.Observe(st.events)
	}
	s.told[seat] = len(s.steps)
}

// closeWatchers closes the outside programs of the game, giving each the
// events it has not seen and the end when the game is over.
func (s *session) closeWatchers() error {
	var first error
	for i, b := range s.bots {
		w, ok := b.(bot.Watcher)
		if !ok {
			continue
		}
		var final engine.State
		if s.st.Over() {
			s.tell(engine.Seat(i))
			final = s.st
		}
		if err := w.Close(final); err != nil && first == nil {
			first = fmt.Errorf("seat %d: %w", i, err)
		}
	}
	return first
}

// readLines feeds the lines of in to a channel, closed when in ends.
func readLines(in io.Reader) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for sc.Scan() {
			ch <- sc.Text()
		}
	}()
	return ch
}

func (s *session) printf(format string, args ...any) { fmt.Fprintf(s.out, format, args...) }

// say is the catalog message key in the session's language, filled with
// data: the terminal's own words ("term.*").
func (s *session) say(key string, data map[string]any) string { return narrate.Say(s.lang, key, data) }

// sayln writes the message key, filled with data, as a line.
func (s *session) sayln(key string, data map[string]any) { s.printf("%s\n", s.say(key, data)) }

// inputError is the words of an error of Parse in the session's
// language; other errors as they are.
func (s *session) inputError(err error) string {
	var in *InputError
	if errors.As(err, &in) {
		return s.say(in.Key, in.Data)
	}
	return err.Error()
}

// result is the end of the game in words: FormatResult in the session's
// language, with the result's detail as data only for a game whose
// events do not tell it.
func (s *session) result() string {
	_, narrated := s.words.(*narratedWords)
	return FormatResult(s.lang, s.st.Result(), s.seats, !narrated)
}

// start begins the game of setup with the given seats.
func (s *session) start(setup engine.Setup, seats []string) error {
	st, rec, setupEvents, err := engine.Start(s.g, setup, seats)
	if err != nil {
		return err
	}
	s.setup, s.seats, s.st, s.steps, s.botsFrom = setup, seats, st, nil, 0
	s.rec, s.setupEvents = rec, setupEvents
	if !s.ownWords {
		if s.words, err = WordsFor(s.g.Name(), setup, s.lang, seats); err != nil {
			return err
		}
	}
	s.bots = make([]bot.Bot, len(seats))
	s.told = make([]int, len(seats))
	for i, seat := range seats {
		s.told[i] = -1
		if s.bots[i], err = s.newBot(seat, i); err != nil {
			s.closeWatchers()
			return err
		}
	}
	return nil
}

// newBot makes the bot or outside program of a seat played by player; nil
// for a person. Built-in bots are seeded from the game's seed and search on
// all cores.
func (s *session) newBot(player string, seat int) (bot.Bot, error) {
	kind, ok := playerKind(player)
	if !ok {
		return nil, nil
	}
	return agent.New(s.g, kind, bot.SeedFor(s.setup.Seed, seat), agent.BotOptions(runtime.GOMAXPROCS(0)))
}

// hasWatcher reports whether an outside program (bot.Watcher) plays a seat.
func (s *session) hasWatcher() bool {
	for _, b := range s.bots {
		if _, ok := b.(bot.Watcher); ok {
			return true
		}
	}
	return false
}

func (s *session) seatList() string {
	parts := make([]string, len(s.seats))
	for i, p := range s.seats {
		parts[i] = fmt.Sprintf("%d=%s", i, p)
	}
	return strings.Join(parts, " ")
}

// apply plays option id for seat on the validated path, records it and,
// when loud, prints it with the events the people at the table may see.
func (s *session) apply(seat engine.Seat, id string, loud bool) error {
	before := s.st.Clone()
	a, err := engine.Find(s.st, id)
	if err != nil {
		return err
	}
	opt, prompt := s.st.Option(a), s.st.Prompt()
	evs, err := engine.Apply(s.st, seat, id)
	if err != nil {
		return err
	}
	if err := s.rec.Add(seat, id, evs); err != nil {
		return err
	}
	s.steps = append(s.steps, step{seat: seat, id: id, label: s.words.Option(seat, prompt, opt), events: evs, before: before})
	if loud {
		s.printf("%s\n", s.words.Move(seat, s.seats[seat], prompt, opt))
		for _, e := range evs {
			if s.shown(e) {
				if line := s.words.Event(e); line != "" {
					s.printf("    %s\n", line)
				}
			}
		}
	}
	return nil
}

// showDecision prints seat's decision and its options by number: in
// words, or, for a game without words, by prompt, ids and labels.
func (s *session) showDecision(seat engine.Seat, d engine.Decision) {
	if nw, ok := s.words.(*narratedWords); ok {
		s.printf("%s (%s): %s\n", nw.seatName(seat), s.seats[seat], nw.question(d))
		for i, o := range d.Options {
			s.printf("  %2d. %s\n", i+1, nw.Option(seat, d.Prompt, o))
		}
		return
	}
	s.sayln("term.plain-decision", map[string]any{"seat": int(seat), "player": s.seats[seat], "prompt": d.Prompt})
	w := 0
	for _, o := range d.Options {
		w = max(w, len(o.ID))
	}
	for i, o := range d.Options {
		s.printf("  %2d. %-*s  %s\n", i+1, w, o.ID, s.words.Option(seat, d.Prompt, o))
	}
}

// shown reports whether e is printed: public events, and private events of
// the people at the table. The decision event is not: the line above the
// events names the choice, and a person saw the options listed.
func (s *session) shown(e engine.Event) bool {
	if e.Type == engine.DecisionEvent {
		return false
	}
	return e.To == engine.Public || (int(e.To) < len(s.seats) && s.seats[e.To] == Human)
}

// humanTurn shows seat's view and options and reads lines until one plays
// an option, undoes, loads or quits.
func (s *session) humanTurn(seat engine.Seat) (quit bool, err error) {
	d := engine.DecisionOf(s.st)
	s.printf("\n%s\n", s.render.Render(s.st.View(seat)))
	s.showDecision(seat, d)
	if len(d.Options) == 1 {
		s.sayln("term.press-enter", nil)
	}
	for {
		s.printf("> ")
		var line string
		var ok bool
		select {
		case line, ok = <-s.lines:
		case <-s.ctx.Done():
			return true, s.ctx.Err()
		}
		if !ok {
			s.printf("\n")
			s.sayln("term.input-ended", nil)
			return true, nil
		}
		cmd, err := Parse(line, d.Options)
		if err != nil {
			s.printf("%s\n", s.inputError(err))
			continue
		}
		switch cmd.Kind {
		case CmdChoose:
			if err := s.apply(seat, d.Options[cmd.Option].ID, true); err != nil {
				s.printf("%v\n", err)
				continue
			}
			return false, nil
		case CmdHelp:
			s.sayln("term.help", nil)
		case CmdUndo:
			if s.undo(seat) {
				return false, nil
			}
		case CmdSave:
			s.save(cmd.Arg)
		case CmdLoad:
			if s.load(cmd.Arg) {
				return false, nil
			}
		case CmdQuit:
			s.sayln("term.leaving", nil)
			return true, nil
		}
	}
}

// save writes the record so far to file.
func (s *session) save(file string) {
	data, err := s.rec.Record(s.st).Encode()
	if err == nil {
		err = os.WriteFile(file, append(data, '\n'), 0o644)
	}
	if err != nil {
		s.sayln("term.cannot-save", map[string]any{"why": err.Error()})
		return
	}
	s.sayln("term.saved", map[string]any{"moves": len(s.steps), "file": file})
}

// load replays the record in file and continues from its last position. The
// seats stay as they are when the record has as many; otherwise the record's
// seats are used if one of them is a person, else the default seats.
func (s *session) load(file string) bool {
	data, err := os.ReadFile(file)
	if err != nil {
		s.sayln("term.cannot-load", map[string]any{"why": err.Error()})
		return false
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		s.sayln("term.cannot-load-file", map[string]any{"file": file, "why": err.Error()})
		return false
	}
	if _, _, err := engine.Replay(s.g, rec); err != nil {
		s.sayln("term.cannot-load-file", map[string]any{"file": file, "why": err.Error()})
		return false
	}
	seats := s.seats
	if len(seats) != rec.Setup.Players {
		seats = DefaultSeats(rec.Setup.Players)
		if len(rec.Seats) == rec.Setup.Players && checkSeats(rec.Seats) == nil && hasHuman(rec.Seats) {
			seats = rec.Seats
		}
	}
	old := *s
	if err := s.start(rec.Setup, seats); err != nil {
		*s = old
		s.sayln("term.cannot-load-file", map[string]any{"file": file, "why": err.Error()})
		return false
	}
	for i, m := range rec.Moves {
		if err := s.apply(m.Seat, m.Option, false); err != nil {
			s.closeWatchers()
			*s = old
			s.sayln("term.cannot-load-move", map[string]any{"file": file, "n": i + 1, "why": err.Error()})
			return false
		}
	}
	s.botsFrom = len(s.steps)
	if err := old.closeWatchers(); err != nil {
		s.sayln("term.old-programs", map[string]any{"why": err.Error()})
	}
	s.sayln("term.loaded", map[string]any{"file": file, "moves": len(rec.Moves), "seats": s.seatList()})
	return true
}

func hasHuman(seats []string) bool {
	for _, s := range seats {
		if s == Human {
			return true
		}
	}
	return false
}
