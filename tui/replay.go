package tui

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"wasteland/engine"
	"wasteland/narrate"
)

// Replay decodes the record in data, replays it on the game it names (found
// with lookup) and prints what it holds and the result. Any difference
// between the record and the replay is an error that says where they part
// ways: the first move that is not legal (or comes after the end), the
// event log that differs though every move is legal, the first field of the
// result that differs; and so are other rules or content versions and
// corrupt input.
func Replay(data []byte, lookup func(name string) (engine.Game, error), w io.Writer) error {
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		return fmt.Errorf("corrupt record: %w", err)
	}
	g, err := lookup(rec.Game)
	if err != nil {
		return err
	}
	if err := engine.CheckVersions(g, rec); err != nil {
		if errors.Is(err, engine.ErrVersion) {
			return fmt.Errorf("%w: only a build of those versions replays it (this one would play another game)", err)
		}
		return err
	}
	st, evs, err := replayMoves(g, rec)
	if err != nil {
		return err
	}
	if rec.Digest != "" {
		var d engine.Digest
		if err := d.Add(evs); err != nil {
			return err
		}
		if d.Sum() != rec.Digest {
			return divergef("every move of the record is legal, but the replay's events differ from those the record was made with (its digest): the record was edited, or made by a build whose rules differ under the same version")
		}
	}
	if rec.Result != nil {
		if !st.Over() {
			return divergef("the record has a result, but after its %d moves the game is not over: seat %d is to decide (%s)", len(rec.Moves), st.ToMove(), st.Prompt())
		}
		if path, want, got, differ := firstDifference(rec.Result, st.Result()); differ {
			return divergef("the result differs at %s: the record says %s, the replay gives %s", path, want, got)
		}
	}
	fmt.Fprintf(w, "%s record: rules %s, content %s, %d players, seed %d\n", rec.Game, rec.Rules, rec.Content, rec.Setup.Players, rec.Setup.Seed)
	if len(rec.Seats) > 0 {
		fmt.Fprintf(w, "seats:")
		for i, s := range rec.Seats {
			fmt.Fprintf(w, " %d=%s", i, s)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "replayed %d moves, %d events\n", len(rec.Moves), len(evs))
	if rec.Digest == "" {
		fmt.Fprintln(w, "the record has no digest: the event log was not checked")
	} else {
		fmt.Fprintln(w, "event log digest matches")
	}
	if !st.Over() {
		fmt.Fprintf(w, "game not finished: seat %d to decide (%s)\n", st.ToMove(), st.Prompt())
		return nil
	}
	if rec.Result == nil {
		fmt.Fprintln(w, "the record has no result: the result was not checked")
	} else {
		fmt.Fprintln(w, "result matches")
	}
	fmt.Fprint(w, FormatResult(narrate.English, st.Result(), rec.Seats, true))
	return nil
}

// divergence is a difference between a record and its replay; it is an
// engine.ErrReplay.
type divergence struct{ msg string }

func (d divergence) Error() string { return d.msg }
func (d divergence) Unwrap() error { return engine.ErrReplay }

func divergef(format string, args ...any) error {
	return divergence{fmt.Sprintf(format, args...)}
}

// replayMoves plays rec's moves on a new game of g and returns the final
// state and every event, the setup's first. The first move the game does
// not accept is an error that names it and says why.
func replayMoves(g engine.Game, rec *engine.Record) (engine.State, []engine.Event, error) {
	var setup engine.Recorder
	st, err := g.New(rec.Setup, &setup)
	if err != nil {
		return nil, nil, fmt.Errorf("the record's setup: %w", err)
	}
	all := setup.Events
	for i, m := range rec.Moves {
		at := fmt.Sprintf("the record and its replay part ways at move %d (seat %d chooses %s)", i+1, m.Seat, m.Option)
		switch {
		case st.Over():
			return nil, nil, divergef("%s: the game ended after move %d, yet the record goes on to %d moves", at, i, len(rec.Moves))
		case m.Seat != st.ToMove():
			return nil, nil, divergef("%s: seat %d is to decide there (%s)", at, st.ToMove(), st.Prompt())
		}
		evs, err := engine.Apply(st, m.Seat, m.Option)
		if err != nil {
			var re *engine.RuleError
			if errors.As(err, &re) {
				err = errors.New(re.Reason)
			}
			return nil, nil, divergef("%s: %v; the options there: %s", at, err, optionList(st))
		}
		all = append(all, evs...)
	}
	return st, all, nil
}

// optionList names the options of st's decision, at most eight.
func optionList(st engine.State) string {
	d := engine.DecisionOf(st)
	ids := make([]string, 0, 8)
	for i, o := range d.Options {
		if i == 8 {
			ids = append(ids, fmt.Sprintf("and %d more", len(d.Options)-8))
			break
		}
		ids = append(ids, o.ID)
	}
	return strings.Join(ids, ", ")
}

// firstDifference compares two values as JSON and returns the path of the
// first place where they differ ("scores[1]", "detail.influence") with both
// values there as compact JSON.
func firstDifference(want, got any) (path, w, g string, differ bool) {
	var a, b any
	if err := roundTrip(want, &a); err != nil {
		return "the whole result", err.Error(), "", true
	}
	if err := roundTrip(got, &b); err != nil {
		return "the whole result", "", err.Error(), true
	}
	return diff("", a, b)
}

func roundTrip(v any, into *any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, into)
}

func diff(path string, a, b any) (string, string, string, bool) {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			break
		}
		keys := make([]string, 0, len(x)+len(y))
		for k := range x {
			keys = append(keys, k)
		}
		for k := range y {
			if _, ok := x[k]; !ok {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			sub := k
			if path != "" {
				sub = path + "." + k
			}
			if p, w, g, d := diff(sub, x[k], y[k]); d {
				return p, w, g, d
			}
		}
		return "", "", "", false
	case []any:
		y, ok := b.([]any)
		if !ok {
			break
		}
		for i := range min(len(x), len(y)) {
			if p, w, g, d := diff(fmt.Sprintf("%s[%d]", path, i), x[i], y[i]); d {
				return p, w, g, d
			}
		}
		if len(x) != len(y) {
			return path, fmt.Sprintf("%d entries", len(x)), fmt.Sprintf("%d entries", len(y)), true
		}
		return "", "", "", false
	}
	wa, _ := json.Marshal(a)
	gb, _ := json.Marshal(b)
	if string(wa) == string(gb) {
		return "", "", "", false
	}
	if path == "" {
		path = "the whole result"
	}
	return path, string(wa), string(gb), true
}
