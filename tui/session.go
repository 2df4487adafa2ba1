package tui

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/narrate"
)

// Human is the seat kind of a person at the terminal; bots are "bot:KIND".
const Human = "human"

// Config describes a game at the terminal.
type Config struct {
	Game    engine.Game
	Players int
	// Seats gives each seat's player: Human or "bot:KIND". Nil means
	// DefaultSeats.
	Seats []string
	Seed  uint64
	// Renderer shows views; nil means RendererFor(Game.Name()).
	Renderer Renderer
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
// "human,bot:greedy,bot:random" for a game of players seats; a plain "bot"
// is the default bot, greedy.
func ParseSeats(spec string, players int) ([]string, error) {
	seats := strings.Split(spec, ",")
	for i := range seats {
		seats[i] = strings.TrimSpace(seats[i])
		if seats[i] == "bot" {
			seats[i] = "bot:greedy" // the default bot
		}
	}
	if len(seats) != players {
		return nil, fmt.Errorf("--seats lists %d seats for %d players: give one per seat, comma separated, each human or bot:KIND", len(seats), players)
	}
	if err := checkSeats(seats); err != nil {
		return nil, err
	}
	return seats, nil
}

func checkSeats(seats []string) error {
	for i, s := range seats {
		if s == Human {
			continue
		}
		kind, ok := strings.CutPrefix(s, "bot:")
		if !ok {
			return fmt.Errorf("seat %d: %q is neither human nor bot:KIND (bots: %s)", i, s, strings.Join(bot.Kinds(), ", "))
		}
		if _, err := bot.New(kind, 0); err != nil {
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
	out         io.Writer
	lines       <-chan string

	setup engine.Setup
	seats []string
	bots  []bot.Bot
	st    engine.State
	rec   *engine.Recording
	steps []step
	// words tells events and options: words[0] to the table (the one
	// person playing, or everyone by colour), words[1+seat] to a seat.
	words []*narrate.Narrator
	lang  narrate.Lang
}

// tell makes the narrators of the session's seats. A game narrate has no
// words for (a test game) is shown by its own labels and event fields.
func (s *session) tell() error {
	if !narrate.Knows(s.g.Name()) {
		s.words = nil
		return nil
	}
	lang := s.lang
	if lang == "" {
		lang = narrate.English
	}
	table := engine.Spectator
	humans := 0
	for i, p := range s.seats {
		if p == Human {
			humans++
			table = engine.Seat(i)
		}
	}
	if humans != 1 {
		table = narrate.Everyone
	}
	s.words = make([]*narrate.Narrator, 1+len(s.seats))
	var err error
	if s.words[0], err = narrate.New(s.g.Name(), lang, table, nil); err != nil {
		return err
	}
	for i := range s.seats {
		if s.words[1+i], err = narrate.New(s.g.Name(), lang, engine.Seat(i), nil); err != nil {
			return err
		}
	}
	return nil
}

// eventText tells e: a private event to its seat, the others to the table.
func (s *session) eventText(e engine.Event) string {
	if s.words == nil {
		return FormatEvent(e)
	}
	if e.To >= 0 && int(e.To) < len(s.seats) {
		return s.words[1+e.To].Event(e)
	}
	return s.words[0].Event(e)
}

// seatName is how the table calls seat.
func (s *session) seatName(seat engine.Seat) string {
	if s.words == nil {
		return fmt.Sprintf("seat %d", seat)
	}
	return narrate.Sentence(s.words[0].SeatName(seat))
}

// showDecision prints seat's decision and its options by number: in
// words, or, for a game without words, by prompt, ids and labels.
func (s *session) showDecision(seat engine.Seat, d engine.Decision) {
	if s.words == nil {
		s.printf("seat %d (%s), your decision: %s\n", seat, s.seats[seat], d.Prompt)
		w := 0
		for _, o := range d.Options {
			w = max(w, len(o.ID))
		}
		for i, o := range d.Options {
			s.printf("  %2d. %-*s  %s\n", i+1, w, o.ID, o.Label)
		}
		return
	}
	s.printf("%s (%s): %s\n", s.seatName(seat), s.seats[seat], s.words[1+seat].Prompt(d))
	for i, o := range d.Options {
		s.printf("  %2d. %s\n", i+1, s.optionText(seat, d.Prompt, o))
	}
}

// optionText tells an option of seat's decision with the given prompt.
func (s *session) optionText(seat engine.Seat, prompt string, o engine.Option) string {
	if s.words == nil {
		return o.Label
	}
	return s.words[1+seat].Option(prompt, o)
}

// Play runs a game at the terminal until it ends, the person quits, the
// input ends or ctx is cancelled (then it returns ctx's error).
func Play(ctx context.Context, cfg Config, in io.Reader, out io.Writer) error {
	if err := cfg.Validate(); err != nil {
		return err
	}
	s := &session{ctx: ctx, g: cfg.Game, render: cfg.Renderer, out: out, lines: readLines(in), lang: cfg.Lang}
	if s.render == nil {
		s.render = RendererFor(cfg.Game.Name())
	}
	if err := s.start(engine.Setup{Players: cfg.Players, Seed: cfg.Seed}, cfg.Seats); err != nil {
		return err
	}
	s.printf("%s: %d players, seed %d; seats: %s\n", s.g.Name(), cfg.Players, cfg.Seed, s.seatList())
	s.printf("type help for the commands\n")
	for !s.st.Over() {
		if err := ctx.Err(); err != nil {
			return err
		}
		seat := s.st.ToMove()
		if seat < 0 || int(seat) >= len(s.seats) {
			return fmt.Errorf("the game waits for seat %d, which does not exist", seat)
		}
		if b := s.bots[seat]; b != nil {
			a := b.Choose(s.st, seat, s.st.Legal(nil))
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
	s.printf("%s", FormatResult(s.st.Result(), s.seats))
	return nil
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

// start begins the game of setup with the given seats.
func (s *session) start(setup engine.Setup, seats []string) error {
	st, rec, setupEvents, err := engine.Start(s.g, setup, seats)
	if err != nil {
		return err
	}
	s.setup, s.seats, s.st, s.steps = setup, seats, st, nil
	s.rec, s.setupEvents = rec, setupEvents
	if err := s.tell(); err != nil {
		return err
	}
	s.bots = make([]bot.Bot, len(seats))
	for i, seat := range seats {
		if kind, ok := strings.CutPrefix(seat, "bot:"); ok {
			if s.bots[i], err = bot.New(kind, bot.SeedFor(setup.Seed, i)); err != nil {
				return err
			}
		}
	}
	return nil
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
	label := s.optionText(seat, s.st.Prompt(), s.st.Option(a))
	evs, err := engine.Apply(s.st, seat, id)
	if err != nil {
		return err
	}
	if err := s.rec.Add(seat, id, evs); err != nil {
		return err
	}
	s.steps = append(s.steps, step{seat: seat, id: id, label: label, events: evs, before: before})
	if loud {
		s.printf("%s (%s): %s\n", s.seatName(seat), s.seats[seat], label)
		for _, e := range evs {
			if s.shown(e) {
				s.printf("    %s\n", s.eventText(e))
			}
		}
	}
	return nil
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
		s.printf("(press Enter to confirm)\n")
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
			s.printf("\ninput ended; leaving the game unfinished\n")
			return true, nil
		}
		cmd, err := Parse(line, d.Options)
		if err != nil {
			s.printf("%v\n", err)
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
			s.printf("%s\n", helpText)
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
			s.printf("leaving the game unfinished\n")
			return true, nil
		}
	}
}

// undo takes back seat's last step when it was the last step of the game
// and revealed nothing; otherwise it says why not.
func (s *session) undo(seat engine.Seat) bool {
	n := len(s.steps)
	if n == 0 {
		s.printf("nothing to undo: no step has been played yet\n")
		return false
	}
	last := s.steps[n-1]
	if last.seat != seat {
		s.printf("cannot undo: the last step was made by seat %d (%s); you can take back only your own step, and only while no other seat has acted since\n",
			last.seat, s.seats[last.seat])
		return false
	}
	for _, e := range last.events {
		if !e.Reveals {
			continue
		}
		what := "information hidden from another seat"
		if e.VisibleTo(seat) {
			what = "event " + e.Type
		}
		s.printf("cannot undo: your last step (%s) revealed hidden information or a random outcome (%s)\n", last.label, what)
		return false
	}
	evs := append([]engine.Event(nil), s.setupEvents...)
	for _, st := range s.steps[:n-1] {
		evs = append(evs, st.events...)
	}
	if err := s.rec.Truncate(n-1, evs); err != nil {
		s.printf("cannot undo: %v\n", err)
		return false
	}
	s.st, s.steps = last.before, s.steps[:n-1]
	s.printf("took back: seat %d: %s\n", seat, last.label)
	return true
}

// save writes the record so far to file.
func (s *session) save(file string) {
	data, err := s.rec.Record(s.st).Encode()
	if err == nil {
		err = os.WriteFile(file, append(data, '\n'), 0o644)
	}
	if err != nil {
		s.printf("cannot save: %v\n", err)
		return
	}
	s.printf("saved %d moves to %s\n", len(s.steps), file)
}

// load replays the record in file and continues from its last position. The
// seats stay as they are when the record has as many; otherwise the record's
// seats are used if one of them is a person, else the default seats.
func (s *session) load(file string) bool {
	data, err := os.ReadFile(file)
	if err != nil {
		s.printf("cannot load: %v\n", err)
		return false
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		s.printf("cannot load %s: %v\n", file, err)
		return false
	}
	if _, _, err := engine.Replay(s.g, rec); err != nil {
		s.printf("cannot load %s: %v\n", file, err)
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
		s.printf("cannot load %s: %v\n", file, err)
		return false
	}
	for i, m := range rec.Moves {
		if err := s.apply(m.Seat, m.Option, false); err != nil {
			*s = old
			s.printf("cannot load %s: move %d: %v\n", file, i+1, err)
			return false
		}
	}
	s.printf("loaded %s: %d moves replayed; seats: %s\n", file, len(rec.Moves), s.seatList())
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
