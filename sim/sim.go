package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"

	"wasteland/agent"
	"wasteland/bot"
	"wasteland/engine"
	"wasteland/narrate"
)

// Tagger is an optional interface of a game's State: Tags labels a seat of a
// finished game (Outlive gives each seat's "leader"). The report shows win
// shares and scores for every tag value.
type Tagger interface {
	Tags(seat engine.Seat) map[string]string
}

// RoundCounter is an optional interface of a game's State: Rounds is the
// number of rounds played. The report shows the mean game length in rounds
// when the game provides it.
type RoundCounter interface {
	Rounds() int
}

// Counter is an optional interface of a game's State: Counts gives named
// numbers of a finished game (Fallout: faction takeovers, deaths). The
// report shows each one's mean per game and total, by name.
type Counter interface {
	Counts() map[string]int
}

// Ender is an optional interface of a game's State: EndReason names how a
// finished game ended (Fallout: "influence", "takeover: The Canal Guild").
// The report counts the games of each end.
type Ender interface {
	EndReason() string
}

// Teamer is an optional interface of a game's State: Team reports whether
// the seats play as one team, winning or losing together (Fallout's co-op
// variant). The report then shows the team's win rate with its 95%
// confidence interval.
type Teamer interface {
	Team() bool
}

// Scorer is an optional interface of a game's State: ScoreParts splits a
// finished game's score of seat into named parts that sum to it (Outlive:
// events, rooms, ...; Fallout: agenda cards and bonuses). The report shows
// each part's mean by seat.
type Scorer interface {
	ScoreParts(seat engine.Seat) map[string]int
}

// Tracker is an optional interface of a game's State with a RoundCounter:
// Tracks gives each named track's place now (Fallout: each faction's power
// track), TrackLast the track's last place. Run reads them at the end of
// every round and of the game; the report shows where each track ended,
// how many games it reached its last place in and by which round, and its
// mean place round by round.
type Tracker interface {
	Tracks() map[string]int
	TrackLast() int
}

// FirstPlayerer is an optional interface of a game's State with a
// RoundCounter: FirstPlayer is the seat that moves first now; turns go
// from it to the next seat up. Run asks it when the first round begins,
// and the report tallies the seats by their place in that turn order (0
// for the first player) as well as by seat number.
type FirstPlayerer interface {
	FirstPlayer() engine.Seat
}

// DefaultMaxMoves is the move limit of a game when Config.MaxMoves is 0.
const DefaultMaxMoves = 1_000_000

// Config describes a simulation run.
type Config struct {
	Game    engine.Game
	Games   int      // number of games to play
	Players int      // seats per game
	Variant string   // the game's variant, "" for the standard game
	Bots    []string // bot kind of each seat, one per seat
	Seed    uint64   // seed of the whole run
	// Options are the setup options of every game (engine.Setup.Options),
	// such as Fallout's scenario; nil means the game's defaults.
	Options map[string]string
	// Workers is the number of games played at once; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int
	// Log receives one JSON line per event of every game (see LogLine); nil
	// writes none.
	Log io.Writer
	// Text is the language of the log's text field (LogLine.Text); ""
	// writes none.
	Text narrate.Lang
	// Records is a directory that receives one engine.Record per game, named
	// RecordName(i); empty writes none.
	Records string
	// Progress receives a progress bar; nil shows none.
	Progress io.Writer
	// MaxMoves stops a game that does not end; 0 means DefaultMaxMoves.
	MaxMoves int
}

// LogLine is one line of the event log: an event of a move of a game. A
// move with no event gets one line without Event, so every move appears.
// The events of the game's setup, before its first decision, are move 0,
// with seat -1 and no option; a game whose setup emits none has no move 0.
type LogLine struct {
	Game   int           `json:"game"`
	Move   int           `json:"move"`
	Seat   engine.Seat   `json:"seat"`
	Option string        `json:"option"`
	Event  *engine.Event `json:"event,omitempty"`
	// Text is the event told in words (Config.Text), every seat by name.
	Text string `json:"text,omitempty"`
}

// GameSeed is the seed of game i of a run seeded with seed (a SplitMix64
// step over both).
func GameSeed(seed uint64, i int) uint64 {
	return mix(seed + uint64(i+1)*0x9e3779b97f4a7c15)
}

// mix is the SplitMix64 finalizer.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// RecordName is the file name of game i's record in Config.Records.
func RecordName(i int) string { return fmt.Sprintf("game-%06d.json", i) }

// Validate checks cfg and says what is wrong in terms of the command line.
func (cfg *Config) Validate() error {
	if cfg.Game == nil {
		return errors.New("no game")
	}
	lo, hi := cfg.Game.PlayerRange()
	if cfg.Players < lo || cfg.Players > hi {
		return fmt.Errorf("%s is for %d to %d players, not %d", cfg.Game.Name(), lo, hi, cfg.Players)
	}
	if cfg.Games < 1 {
		return fmt.Errorf("the number of games must be at least 1, not %d", cfg.Games)
	}
	if len(cfg.Bots) != cfg.Players {
		return fmt.Errorf("--bots lists %d bots (%s) for %d players: give one bot kind per seat, comma separated",
			len(cfg.Bots), strings.Join(cfg.Bots, ","), cfg.Players)
	}
	for _, k := range cfg.Bots {
		if err := agent.Check(k); err != nil {
			return err
		}
	}
	if cfg.Workers < 0 {
		return fmt.Errorf("workers must not be negative")
	}
	if len(cfg.Options) > 0 || cfg.Variant != "" {
		if _, err := cfg.Game.New(engine.Setup{Players: cfg.Players, Variant: cfg.Variant, Options: cfg.Options}, nil); err != nil {
			return err
		}
	}
	if cfg.Text != "" {
		if _, err := narrate.ParseLang(string(cfg.Text)); err != nil {
			return err
		}
	}
	return nil
}

// outcome is one played game on its way to the collector.
type outcome struct {
	// words tells the log's events in Config.Text; nil writes no text.
	words  *narrate.Narrator
	index  int
	seed   uint64
	stats  GameStats
	log    []byte
	record []byte
	err    error
}

// GameStats is what the report keeps of one game.
type GameStats struct {
	Seed      uint64              // the game's seed (GameSeed)
	Result    engine.Result       // the final result
	Moves     int                 // decisions taken
	Rounds    int                 // rounds played; valid when HasRounds
	HasRounds bool                // the state is a RoundCounter
	Tags      []map[string]string // per seat; nil when the state is no Tagger
	Counts    map[string]int      // nil when the state is no Counter
	End       string              // how the game ended; empty when the state is no Ender
	Team      bool                // the seats played as one team (Teamer)
	// Parts is each seat's score by part; nil when the state is no Scorer.
	Parts []map[string]int
	// First is the first player of round 1; valid when HasFirst (the state
	// is a FirstPlayerer and a RoundCounter).
	First    engine.Seat
	HasFirst bool
	// Tracks[r-1] is every track's place at the end of round r, the last
	// entry at the game's end; nil when the state is no Tracker.
	Tracks    []map[string]int
	TrackLast int
}

// roundWatch follows a game's rounds as it is played: it takes the first
// player when round 1 begins and every track's place when a round ends.
type roundWatch struct {
	rounds RoundCounter
	tracks Tracker
	first  FirstPlayerer
	round  int
	stats  *GameStats
}

// newRoundWatch watches st for stats; it does nothing for a state that is
// no RoundCounter. It returns a value, which the game's loop holds on its
// stack: a pointer made here escaped, and took the game's outcome, whose
// stats it points to, to the heap with it.
func newRoundWatch(st engine.State, stats *GameStats) roundWatch {
	w := roundWatch{stats: stats}
	w.rounds, _ = st.(RoundCounter)
	w.tracks, _ = st.(Tracker)
	w.first, _ = st.(FirstPlayerer)
	w.see()
	return w
}

// see notes a change of round since the last call.
func (w *roundWatch) see() {
	if w.rounds == nil {
		return
	}
	r := w.rounds.Rounds()
	if r == w.round {
		return
	}
	w.snapshot(w.round)
	if r >= 1 && !w.stats.HasFirst && w.first != nil {
		w.stats.First, w.stats.HasFirst = w.first.FirstPlayer(), true
	}
	w.round = r
}

// end takes the tracks of the game's last round.
func (w *roundWatch) end() {
	if w.rounds != nil {
		w.snapshot(w.rounds.Rounds())
	}
}

// snapshot takes the tracks' places as those at the end of every round up
// to round.
func (w *roundWatch) snapshot(round int) {
	if w.tracks == nil || round < 1 {
		return
	}
	w.stats.TrackLast = w.tracks.TrackLast()
	for len(w.stats.Tracks) < round {
		w.stats.Tracks = append(w.stats.Tracks, w.tracks.Tracks())
	}
}

// Run plays cfg.Games games and returns the report. Logs and records are
// written while it runs. It stops at the first game (in index order) that
// fails, with an error naming the game and its seed.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Records != "" {
		if err := os.MkdirAll(cfg.Records, 0o755); err != nil {
			return nil, err
		}
	}
	rep := newReport(&cfg)
	err := runGames(ctx, cfg.Games, cfg.Workers, cfg.Progress,
		func(ctx context.Context, i int) outcome { return playOne(ctx, &cfg, i) },
		func(o outcome) error { return rep.take(&cfg, o) })
	if err != nil {
		return nil, err
	}
	return rep, nil
}

// runGames plays games 0 to n-1 with play, workers at once (0 means
// GOMAXPROCS), and hands each outcome to take in index order, with a
// progress bar on progress when that is not nil. It stops at the first
// error of take.
//
// The workers take the games' indices from a counter and report in
// place: the worker that finishes the next game in index order hands it,
// and the finished games after it, to take, while the others play on. No
// goroutine stands between the workers, so on a machine with as many cores
// as workers every core plays (see docs/PERFORMANCE.md).
func runGames(ctx context.Context, n, workers int, progress io.Writer, play func(context.Context, int) outcome, take func(outcome) error) error {
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// At most window games are in flight or waiting to be reported, which
	// bounds the memory the reorder buffer holds.
	window := 4 * workers
	r := &reorder{take: take, cancel: cancel, pending: make([]outcome, window), ready: make([]bool, window), bar: newProgress(progress, n)}
	tokens := make(chan struct{}, window)
	var counter atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case tokens <- struct{}{}:
				case <-ctx.Done():
					return
				}
				i := int(counter.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				for range r.done(play(ctx, i)) {
					<-tokens
				}
			}
		}()
	}
	wg.Wait()
	r.bar.finish()
	if r.err != nil {
		return r.err
	}
	if r.next < n {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("stopped after %d of %d games: %w", r.next, n, err)
		}
		return fmt.Errorf("stopped after %d of %d games", r.next, n)
	}
	return nil
}

// reorder hands finished games to take in index order (runGames).
type reorder struct {
	take   func(outcome) error
	cancel func()
	bar    *progress

	mu sync.Mutex
	// pending holds the finished games after next, game i at i modulo its
	// length, the window of runGames: the games not yet handed are next
	// and the at most window-1 games after it, so no two share a place. A
	// ring rather than a map: nothing is allocated or hashed per game
	// under the lock the workers share.
	pending  []outcome
	ready    []bool // ready[i] reports whether pending[i] holds a game
	next     int    // the next index to hand to take
	draining bool   // a worker is handing games to take
	err      error  // the first error of take
}

// done takes finished game o. When no other worker is handing games to
// take, it hands o and the games after it that are ready, in order, and
// returns how many it handed, each of which frees a place in the window;
// otherwise it leaves o to that worker and returns 0.
func (r *reorder) done(o outcome) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	at := o.index % len(r.pending)
	r.pending[at], r.ready[at] = o, true
	if r.draining {
		return 0
	}
	r.draining = true
	handed := 0
	for r.err == nil {
		at := r.next % len(r.pending)
		if !r.ready[at] {
			break
		}
		o := r.pending[at]
		r.pending[at], r.ready[at] = outcome{}, false
		r.mu.Unlock()
		err := r.take(o)
		r.mu.Lock()
		if err != nil {
			r.err = err
			r.cancel()
			break
		}
		r.next++
		handed++
		r.bar.set(r.next)
	}
	r.draining = false
	return handed
}

// take writes o's log and record and adds it to the report.
func (r *Report) take(cfg *Config, o outcome) error {
	if o.err != nil {
		return fmt.Errorf("game %d (seed %d): %w", o.index, o.seed, o.err)
	}
	if cfg.Log != nil {
		if _, err := cfg.Log.Write(o.log); err != nil {
			return fmt.Errorf("writing the log: %w", err)
		}
	}
	if cfg.Records != "" {
		if err := os.WriteFile(filepath.Join(cfg.Records, RecordName(o.index)), o.record, 0o644); err != nil {
			return err
		}
	}
	r.add(o.stats)
	return nil
}

// playOne plays game i, turning a panic into an error.
func playOne(ctx context.Context, cfg *Config, i int) outcome {
	o := outcome{index: i, seed: GameSeed(cfg.Seed, i)}
	o.err = o.playRecovering(ctx, cfg)
	return o
}

// playRecovering is play with a panic turned into an error. The deferred
// function captures only the error, not the outcome: capturing the
// outcome moved it to the heap, an allocation of its 330 bytes per game
// for the garbage collector the workers share.
func (o *outcome) playRecovering(ctx context.Context, cfg *Config) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	return o.play(ctx, cfg)
}

func (o *outcome) play(ctx context.Context, cfg *Config) error {
	setup := engine.Setup{Players: cfg.Players, Seed: o.seed, Variant: cfg.Variant, Options: cfg.Options}
	bots := make([]bot.Bot, cfg.Players)
	// deciders[s] is bots[s] as a bot.Decider, nil for a plain Bot: asked
	// once per game, not at every move as bot.Decide does.
	deciders := make([]bot.Decider, cfg.Players)
	var watchers []bot.Watcher
	var final engine.State
	defer func() {
		for _, w := range watchers {
			if err := w.Close(final); err != nil && o.err == nil {
				o.err = err
			}
		}
	}()
	for s, k := range cfg.Bots {
		var err error
		if bots[s], err = agent.New(cfg.Game, k, bot.SeedFor(o.seed, s), batchBotOptions); err != nil {
			return err
		}
		if w, ok := bots[s].(bot.Watcher); ok {
			watchers = append(watchers, w)
		}
		deciders[s], _ = bots[s].(bot.Decider)
	}
	// Without a log, records or watchers nothing needs the events: the
	// game is made on the fast path, without recording its setup's events
	// and hashing them into a record's digest.
	var st engine.State
	var recording *engine.Recording
	var setupEvents []engine.Event
	var err error
	if cfg.Log != nil || cfg.Records != "" || watchers != nil {
		seats := make([]string, cfg.Players)
		for s, k := range cfg.Bots {
			seats[s] = SeatKind(k)
		}
		st, recording, setupEvents, err = engine.Start(cfg.Game, setup, seats)
	} else {
		st, err = cfg.Game.New(setup, nil)
	}
	if err != nil {
		return err
	}
	for _, w := range watchers {
		w.Observe(setupEvents)
	}
	if cfg.Records == "" {
		recording = nil
	}
	if cfg.Log != nil && cfg.Text != "" {
		if o.words, err = narrate.New(cfg.Game.Name(), cfg.Text, narrate.Everyone, nil); err != nil {
			return err
		}
		o.words = o.words.ForSetup(setup)
	}
	if cfg.Log != nil && len(setupEvents) > 0 {
		if err := o.logMove(0, engine.Spectator, "", setupEvents); err != nil {
			return err
		}
	}
	var rec *engine.Recorder
	if cfg.Log != nil || recording != nil || watchers != nil {
		rec = &engine.Recorder{}
	}
	maxMoves := cfg.MaxMoves
	if maxMoves == 0 {
		maxMoves = DefaultMaxMoves
	}
	buf := legalBuffers.Get().(*[]engine.Action)
	legal := (*buf)[:0]
	defer func() {
		*buf = legal[:0]
		legalBuffers.Put(buf)
	}()
	moves := 0
	watch := newRoundWatch(st, &o.stats)
	for ; !st.Over(); moves++ {
		if moves >= maxMoves {
			return fmt.Errorf("no end after %d moves", moves)
		}
		if moves%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		seat := st.ToMove()
		legal = st.Legal(legal[:0])
		if len(legal) == 0 {
			return fmt.Errorf("move %d: no legal option in a running game (prompt %s)", moves+1, st.Prompt())
		}
		if seat < 0 || int(seat) >= cfg.Players {
			return fmt.Errorf("move %d: the game waits for seat %d", moves+1, seat)
		}
		var a engine.Action
		if d := deciders[seat]; d != nil {
			if a, err = d.Decide(st, seat, legal); err != nil {
				return fmt.Errorf("move %d, seat %d: %w", moves+1, seat, err)
			}
		} else {
			a = bots[seat].Choose(st, seat, legal)
		}
		var id string
		if rec != nil {
			id = st.Option(a).ID
			rec.Events = rec.Events[:0]
		}
		engine.Play(st, a, rec)
		watch.see()
		for _, w := range watchers {
			w.Observe(rec.Events)
		}
		if recording != nil {
			if err := recording.Add(seat, id, rec.Events); err != nil {
				return err
			}
		}
		if cfg.Log != nil {
			if err := o.logMove(moves+1, seat, id, rec.Events); err != nil {
				return err
			}
		}
	}
	final = st
	watch.end()
	o.stats.Seed, o.stats.Result, o.stats.Moves = o.seed, st.Result(), moves
	if rc, ok := st.(RoundCounter); ok {
		o.stats.Rounds, o.stats.HasRounds = rc.Rounds(), true
	}
	if c, ok := st.(Counter); ok {
		o.stats.Counts = c.Counts()
	}
	if e, ok := st.(Ender); ok {
		o.stats.End = e.EndReason()
	}
	if tm, ok := st.(Teamer); ok {
		o.stats.Team = tm.Team()
	}
	if sc, ok := st.(Scorer); ok {
		o.stats.Parts = make([]map[string]int, cfg.Players)
		for s := range o.stats.Parts {
			o.stats.Parts[s] = sc.ScoreParts(engine.Seat(s))
		}
	}
	if tg, ok := st.(Tagger); ok {
		o.stats.Tags = make([]map[string]string, cfg.Players)
		for s := range o.stats.Tags {
			o.stats.Tags[s] = tg.Tags(engine.Seat(s))
		}
	}
	if recording != nil {
		data, err := recording.Record(st).Encode()
		if err != nil {
			return err
		}
		o.record = append(data, '\n')
	}
	return nil
}

// legalBuffers holds the legal-action lists of finished games for the
// next ones. A game's list escapes (a State's Legal is an interface
// method), so a list made per game was an allocation per game for the
// garbage collector, which the workers share; the pool keeps one per
// worker without any lock between them.
var legalBuffers = sync.Pool{New: func() any {
	legal := make([]engine.Action, 0, 64)
	return &legal
}}

// batchBotOptions are the options of every bot of a run: one core each,
// as games run in parallel, and the process's clock.
var batchBotOptions = agent.BotOptions(1)

// SeatKind is the seat kind a record stores for a player kind of a run:
// "bot:KIND" for a bot, "ext:COMMAND" as it is for an outside program.
func SeatKind(kind string) string {
	if strings.HasPrefix(kind, agent.Prefix) {
		return kind
	}
	return "bot:" + kind
}

// logMove appends the log lines of one move.
func (o *outcome) logMove(move int, seat engine.Seat, id string, evs []engine.Event) error {
	line := LogLine{Game: o.index, Move: move, Seat: seat, Option: id}
	emit := func() error {
		b, err := json.Marshal(line)
		if err != nil {
			return fmt.Errorf("move %d: event does not encode: %w", move, err)
		}
		o.log = append(append(o.log, b...), '\n')
		return nil
	}
	if len(evs) == 0 {
		return emit()
	}
	for i := range evs {
		line.Event = &evs[i]
		if o.words != nil {
			line.Text = o.words.Event(evs[i])
		}
		if err := emit(); err != nil {
			return err
		}
	}
	return nil
}
