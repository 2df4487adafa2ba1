package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"testing"

	"wasteland/engine"
)

// GamesEnv names the environment variable that sets how many random games
// Run plays per player count (and per variant), overriding Config.Games and
// Config.ShortGames: WASTELAND_CONFORMANCE_GAMES=10000 go test ./games/...
// -run TestConformance -timeout 0. Unset or empty, the configured numbers
// stand; any other value that is not a positive integer fails the test.
const GamesEnv = "WASTELAND_CONFORMANCE_GAMES"

// maxFailures is the number of failing games after which Run stops.
const maxFailures = 10

// Config sets how hard the suite works.
type Config struct {
	// Games is the number of random playouts, spread over Players
	// (GamesEnv overrides it).
	Games int
	// ShortGames replaces Games under go test -short when it is not 0.
	ShortGames int
	// Players lists the player counts to play.
	Players []int
	// Variants lists the variants to play; empty means the default only.
	Variants []string
	// Options are the setup options of every game (engine.Setup.Options),
	// such as a scenario; nil means the game's defaults.
	Options map[string]string
	// MaxMoves stops a playout that runs away; 0 means 100,000.
	MaxMoves int
	// Invariants checks a state after every move; nil skips it.
	Invariants func(engine.State) error
	// DeepEvery runs the expensive checks (marshal, resample, leaks) on every
	// n-th move of a playout; 0 means 7.
	DeepEvery int
	// DeepGames checks in full only every n-th round of player counts
	// (the first included, so every player count and variant gets full
	// games); the games between are FastPlayouts. 0 or 1 checks every game
	// in full.
	DeepGames int
}

// Run plays cfg.Games random games of g (or the number GamesEnv sets per
// player count and variant) and fails t on each game that breaks a property,
// naming the game's index and setup (its seed included) and the first
// property it broke; it stops after maxFailures failing games. Under go test
// -v it logs how many games it played and how many of them in full.
func Run(t *testing.T, g engine.Game, cfg Config) {
	t.Helper()
	if cfg.MaxMoves == 0 {
		cfg.MaxMoves = 100_000
	}
	if testing.Short() && cfg.ShortGames != 0 {
		cfg.Games = cfg.ShortGames
	}
	if cfg.DeepEvery == 0 {
		cfg.DeepEvery = 7
	}
	variants := cfg.Variants
	if len(variants) == 0 {
		variants = []string{""}
	}
	perCount, err := gamesFromEnv(os.Getenv(GamesEnv))
	if err != nil {
		t.Fatal(err)
	}
	if perCount > 0 {
		cfg.Games = perCount * len(cfg.Players) * len(variants)
	}
	deep, failed := 0, 0
	for i := 0; i < cfg.Games; i++ {
		setup := engine.Setup{
			Players: cfg.Players[i%len(cfg.Players)],
			Variant: variants[(i/len(cfg.Players))%len(variants)],
			Seed:    uint64(i)*0x9e37 + 1,
			Options: cfg.Options,
		}
		play := FastPlayout
		if isDeep(cfg, i) {
			play = Playout
			deep++
		}
		if err := play(g, setup, cfg); err != nil {
			t.Errorf("game %d (%+v): %v", i, setup, err)
			if failed++; failed == maxFailures {
				t.Fatalf("stopped after %d failing games of %d", failed, i+1)
			}
		}
	}
	t.Logf("%d games over player counts %v, %d of them checked in full", cfg.Games, cfg.Players, deep)
}

// isDeep reports whether Run checks game i in full: every game of every
// DeepGames-th round of player counts (Config.DeepGames).
func isDeep(cfg Config, i int) bool {
	return cfg.DeepGames <= 1 || (i/len(cfg.Players))%cfg.DeepGames == 0
}

// gamesFromEnv reads GamesEnv's value v: 0 when it is empty.
func gamesFromEnv(v string) (int, error) {
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%s=%q: want a positive number of games per player count", GamesEnv, v)
	}
	return n, nil
}

// Playout plays one random game and checks every property along the way.
func Playout(g engine.Game, setup engine.Setup, cfg Config) error {
	st, recording, setupEvents, err := engine.Start(g, setup, nil)
	if err != nil {
		return fmt.Errorf("new: %w", err)
	}
	for _, e := range setupEvents {
		if _, err := json.Marshal(e); err != nil {
			return fmt.Errorf("setup event %s does not encode: %w", e.Type, err)
		}
	}
	chooser := engine.NewRNG(setup.Seed ^ 0xabcdef)
	resampler := engine.NewRNG(setup.Seed ^ 0x123456)
	var buf []engine.Action
	for move := 0; !st.Over(); move++ {
		if buf, err = legalAt(st, move, cfg.MaxMoves, buf); err != nil {
			return err
		}
		if err := checkOptions(st, buf); err != nil {
			return fmt.Errorf("move %d: %w", move, err)
		}
		a := buf[chooser.IntN(len(buf))]
		seat := st.ToMove()
		id := st.Option(a).ID
		deep := move%cfg.DeepEvery == 0
		if deep {
			if err := checkDeep(g, st, a, &resampler); err != nil {
				return fmt.Errorf("move %d (%s): %w", move, id, err)
			}
		}
		evs, err := engine.Apply(st, seat, id)
		if err != nil {
			return fmt.Errorf("move %d: legal option %q refused: %w", move, id, err)
		}
		if err := recording.Add(seat, id, evs); err != nil {
			return err
		}
		for _, e := range evs {
			if _, err := json.Marshal(e); err != nil {
				return fmt.Errorf("move %d: event %s does not encode: %w", move, e.Type, err)
			}
		}
		if cfg.Invariants != nil {
			if err := cfg.Invariants(st); err != nil {
				return fmt.Errorf("move %d (%s by %d): invariant: %w", move, id, seat, err)
			}
		}
	}
	if err := checkEnd(st); err != nil {
		return err
	}
	rec := recording.Record(st)
	data, err := rec.Encode()
	if err != nil {
		return err
	}
	back, err := engine.DecodeRecord(data)
	if err != nil {
		return fmt.Errorf("record does not decode: %w", err)
	}
	replayed, _, err := engine.Replay(g, back)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if !sameJSON(replayed.View(engine.Spectator), st.View(engine.Spectator)) {
		return fmt.Errorf("replay ends in a different state")
	}
	return nil
}

// FastPlayout plays one random game, choosing as Playout does, and checks
// only the cheap properties: a running game has a legal action, every
// action is played with the events recorded, the invariants hold after
// every move, the game ends within cfg.MaxMoves, and its result fits the
// players. Run uses it between full games (Config.DeepGames).
func FastPlayout(g engine.Game, setup engine.Setup, cfg Config) error {
	if cfg.MaxMoves == 0 {
		cfg.MaxMoves = 100_000
	}
	st, err := g.New(setup, nil)
	if err != nil {
		return fmt.Errorf("new: %w", err)
	}
	chooser := engine.NewRNG(setup.Seed ^ 0xabcdef)
	var buf []engine.Action
	var rec engine.Recorder
	for move := 0; !st.Over(); move++ {
		if buf, err = legalAt(st, move, cfg.MaxMoves, buf); err != nil {
			return err
		}
		a, seat := buf[chooser.IntN(len(buf))], st.ToMove()
		rec.Events = rec.Events[:0]
		st.ApplyUnchecked(a, &rec)
		if cfg.Invariants != nil {
			if err := cfg.Invariants(st); err != nil {
				return fmt.Errorf("move %d (action %d by %d): invariant: %w", move, a, seat, err)
			}
		}
	}
	return checkEnd(st)
}

// legalAt lists the actions of running game st before move into buf; it
// fails when the game has run past maxMoves or has no legal action.
func legalAt(st engine.State, move, maxMoves int, buf []engine.Action) ([]engine.Action, error) {
	if move >= maxMoves {
		return buf, fmt.Errorf("no end after %d moves", move)
	}
	buf = st.Legal(buf[:0])
	if len(buf) == 0 {
		return buf, fmt.Errorf("move %d: no legal option in a running game (prompt %s)", move, st.Prompt())
	}
	return buf, nil
}

// checkEnd: a finished game has a result for every player, waits for no
// seat (engine.State's edge cases) and refuses further options.
func checkEnd(st engine.State) error {
	if st.ToMove() != engine.Spectator || st.Prompt() != "" || len(st.Legal(nil)) != 0 {
		return fmt.Errorf("a finished game waits for seat %d (prompt %q, %d actions)", st.ToMove(), st.Prompt(), len(st.Legal(nil)))
	}
	res := st.Result()
	if len(res.Scores) != st.Players() || len(res.Placings) != st.Players() {
		return fmt.Errorf("result has %d scores and %d placings for %d players", len(res.Scores), len(res.Placings), st.Players())
	}
	if _, err := engine.Apply(st, 0, "anything"); err == nil {
		return fmt.Errorf("a finished game accepted an option")
	}
	return nil
}

// checkOptions: ids are unique and non-empty, and an unknown id is refused
// without changing the state.
func checkOptions(st engine.State, acts []engine.Action) error {
	seen := make(map[string]bool, len(acts))
	for _, a := range acts {
		id := st.Option(a).ID
		if id == "" || seen[id] {
			return fmt.Errorf("option id %q empty or repeated", id)
		}
		seen[id] = true
	}
	return nil
}

// checkDeep runs the expensive properties on st before a is applied.
func checkDeep(g engine.Game, st engine.State, a engine.Action, resampler *engine.RNG) error {
	before, err := st.MarshalBinary()
	if err != nil {
		return fmt.Errorf("marshal: %w", err)
	}
	// Bad input changes nothing.
	if _, err := engine.Apply(st, st.ToMove(), "no-such-option"); err == nil {
		return fmt.Errorf("an unknown option was accepted")
	}
	if _, err := engine.Apply(st, st.ToMove()+1000, st.Option(a).ID); err == nil {
		return fmt.Errorf("a wrong seat was accepted")
	}
	if after, _ := st.MarshalBinary(); !bytes.Equal(before, after) {
		return fmt.Errorf("a refused option changed the state")
	}
	// Marshal round trip.
	restored, err := g.Unmarshal(before)
	if err != nil {
		return fmt.Errorf("unmarshal: %w", err)
	}
	if again, _ := restored.MarshalBinary(); !bytes.Equal(before, again) {
		return fmt.Errorf("marshal round trip differs")
	}
	// Clone independence: playing on the clone leaves the original alone.
	cl := st.Clone()
	var recA, recB engine.Recorder
	cl.ApplyUnchecked(a, &recA)
	if after, _ := st.MarshalBinary(); !bytes.Equal(before, after) {
		return fmt.Errorf("playing on a clone changed the original")
	}
	restored.ApplyUnchecked(a, &recB)
	if !sameJSON(recA.Events, recB.Events) {
		return fmt.Errorf("clone and restored copy produce different events")
	}
	// Resample: each seat's view, and the mover's options, are unchanged;
	// the original is untouched; events a seat sees after the same option
	// depend only on what it could see: when both copies end in the same
	// view, their events agree up to the first event that discloses
	// randomness (Reveals). The resampled copy has its own RNG, so from such
	// an event on they may differ by chance (a roll in another order) without
	// the view keeping the difference. The price: a secret put into an event
	// marked Reveals is caught only by the views, not here.
	for seat := engine.Seat(-1); int(seat) < st.Players(); seat++ {
		rs := st.Resample(seat, resampler)
		if after, _ := st.MarshalBinary(); !bytes.Equal(before, after) {
			return fmt.Errorf("Resample(%d) changed the original state or its RNG", seat)
		}
		if !sameJSON(rs.View(seat), st.View(seat)) {
			return fmt.Errorf("Resample(%d) changed that seat's view:\n%s\n%s", seat, js(st.View(seat)), js(rs.View(seat)))
		}
		if seat == st.ToMove() {
			if err := sameOptions(st, rs); err != nil {
				return fmt.Errorf("Resample(%d): %w", seat, err)
			}
		}
		var rec engine.Recorder
		rs.ApplyUnchecked(a, &rec)
		if sameJSON(rs.View(seat), cl.View(seat)) {
			mine, theirs := engine.VisibleTo(recA.Events, seat), engine.VisibleTo(rec.Events, seat)
			if !sameUntilChance(mine, theirs) {
				return fmt.Errorf("events seen by seat %d reveal hidden information:\n%s\n%s", seat, js(mine), js(theirs))
			}
		}
	}
	return nil
}

// sameUntilChance reports whether event lists a and b are equal, or equal
// up to a pair of events at the same place that both disclose randomness
// (Reveals) and from which on they may differ.
func sameUntilChance(a, b []engine.Event) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if !sameJSON(a[i], b[i]) {
			return a[i].Reveals && b[i].Reveals
		}
	}
	return len(a) == len(b)
}

func sameOptions(a, b engine.State) error {
	la, lb := a.Legal(nil), b.Legal(nil)
	ia, ib := make([]string, len(la)), make([]string, len(lb))
	for i, x := range la {
		ia[i] = a.Option(x).ID
	}
	for i, x := range lb {
		ib[i] = b.Option(x).ID
	}
	if !reflect.DeepEqual(ia, ib) {
		return fmt.Errorf("options differ: %v vs %v", ia, ib)
	}
	return nil
}

func sameJSON(a, b any) bool { return bytes.Equal(js(a), js(b)) }

func js(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("unencodable: " + err.Error())
	}
	return b
}
