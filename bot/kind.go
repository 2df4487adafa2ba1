package bot

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"wasteland/engine"
)

// Kind is a parsed bot kind, the text after "bot:" in a seat list:
// "random", "greedy", "ismcts" (DefaultIterations per decision),
// "ismcts:2000" (a budget in iterations: the same seed and position give
// the same choice) or "ismcts:100ms" (a budget in time per decision, in
// whole milliseconds "ms" or seconds "s", as 250ms or 2s).
type Kind struct {
	// Name is the bot: "random", "greedy" or "ismcts".
	Name string
	// Iterations is the search budget per decision in iterations; 0 when
	// the budget is Millis or the bot does not search.
	Iterations int
	// Millis is the search budget per decision in milliseconds; 0 when
	// the budget is Iterations.
	Millis int
}

// Kinds lists the bot names New accepts; "ismcts" also takes a budget
// (see Kind).
func Kinds() []string { return []string{"greedy", "ismcts", "random"} }

// maxIterations bounds an iteration budget: the tree of one decision holds
// at most one node per iteration.
const maxIterations = 10_000_000

// ParseKind reads a bot kind such as "ismcts:2000"; its error says what
// the known kinds are.
func ParseKind(kind string) (Kind, error) {
	name, budget, hasBudget := strings.Cut(kind, ":")
	switch name {
	case "random", "greedy":
		if hasBudget {
			return Kind{}, fmt.Errorf("bot %q takes no budget (only ismcts does, as ismcts:2000 or ismcts:100ms)", clip(kind))
		}
		return Kind{Name: name}, nil
	case "ismcts":
		k := Kind{Name: name}
		if !hasBudget {
			k.Iterations = DefaultIterations
			return k, nil
		}
		if n, err := strconv.Atoi(budget); err == nil {
			if n < 1 || n > maxIterations {
				return Kind{}, fmt.Errorf("bot %q: the iterations must be between 1 and %d", clip(kind), maxIterations)
			}
			k.Iterations = n
			return k, nil
		}
		ms, ok := parseMillis(budget)
		if !ok || ms < 1 || ms > maxMillis {
			return Kind{}, fmt.Errorf("bot %q: the budget is a number of iterations (ismcts:2000) or a time from 1ms to 3600s (ismcts:100ms, ismcts:2s)", clip(kind))
		}
		k.Millis = ms
		return k, nil
	}
	return Kind{}, fmt.Errorf("unknown bot %q (known: %s; ismcts takes a budget, as ismcts:2000 or ismcts:100ms)", clip(kind), strings.Join(Kinds(), ", "))
}

// maxMillis bounds a time budget: an hour.
const maxMillis = 3_600_000

// parseMillis reads a whole number of milliseconds ("250ms") or seconds
// ("2s").
func parseMillis(s string) (int, bool) {
	unit := 1
	num, ok := strings.CutSuffix(s, "ms")
	if !ok {
		if num, ok = strings.CutSuffix(s, "s"); !ok {
			return 0, false
		}
		unit = 1000
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n > maxMillis {
		return 0, false
	}
	return n * unit, true
}

// String is the kind as ParseKind reads it.
func (k Kind) String() string {
	switch {
	case k.Millis > 0:
		return k.Name + ":" + strconv.Itoa(k.Millis) + "ms"
	case k.Iterations > 0 && k.Iterations != DefaultIterations:
		return k.Name + ":" + strconv.Itoa(k.Iterations)
	}
	return k.Name
}

// Options are what the program running a bot gives it beyond its kind and
// seed.
type Options struct {
	// Workers is the number of searches ismcts runs at once for one
	// decision (root parallelism, one tree each, their root statistics
	// summed); 0 means 1. Interactive play uses every core; batch runs
	// play games in parallel instead. With an iteration budget the choice
	// depends on Workers, so a run is repeatable for a given number.
	Workers int
	// Now is the clock of a time budget: a monotonic time in
	// nanoseconds. A kind with a time budget needs one: package bot does
	// no I/O and does not read the clock itself.
	Now func() int64
}

// errNoClock is the error of a time budget without Options.Now.
var errNoClock = errors.New("a time budget needs a clock (Options.Now)")

// New returns a bot of kind seeded with seed, searching on one core. A
// kind with a time budget needs a clock: use NewWith.
func New(kind string, seed uint64) (Bot, error) { return NewWith(kind, seed, Options{}) }

// NewWith returns a bot of kind seeded with seed and run with opt.
func NewWith(kind string, seed uint64, opt Options) (Bot, error) {
	k, err := ParseKind(kind)
	if err != nil {
		return nil, err
	}
	switch k.Name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(seed), nil
	}
	if k.Millis > 0 && opt.Now == nil {
		return nil, fmt.Errorf("bot %q: %w", kind, errNoClock)
	}
	return NewISMCTS(seed, Budget{Iterations: k.Iterations, Millis: k.Millis}, opt), nil
}

// clip shortens untrusted text quoted back in an error.
func clip(s string) string {
	const max = 40
	if len(s) > max {
		return s[:max] + "…"
	}
	return s
}

// Decider is a bot that may fail to choose: a program outside this
// process that crashed, answered nonsense or ran out of time. Bots of this
// package never fail and implement Bot alone.
type Decider interface {
	Bot
	// Decide is Choose with an error: on error the action means nothing
	// and the seat has not chosen.
	Decide(st engine.State, seat engine.Seat, legal []engine.Action) (engine.Action, error)
}

// Decide asks b for seat's choice among legal: through Decide when b is a
// Decider, else through Choose, which cannot fail.
func Decide(b Bot, st engine.State, seat engine.Seat, legal []engine.Action) (engine.Action, error) {
	if d, ok := b.(Decider); ok {
		return d.Decide(st, seat, legal)
	}
	return b.Choose(st, seat, legal), nil
}

// Watcher is a bot that follows the whole game, as an outside program
// does: the program running the game hands it every event (Observe), in
// order, from the setup's on, and closes it when the game ends or stops.
// A Watcher must itself keep to its seat's audience (Event.VisibleTo).
type Watcher interface {
	Decider
	// Observe takes the events of the setup or of one move, all of them,
	// whatever their audience.
	Observe(evs []engine.Event)
	// Close ends the watcher's game: final is the finished game, or nil
	// when the game stopped before its end. Close releases what the
	// watcher holds (a process) and reports how it ended.
	Close(final engine.State) error
}
