package tui

import (
	"errors"
	"fmt"
	"io"

	"wasteland/engine"
)

// Replay decodes the record in data, replays it on the game it names (found
// with lookup) and prints what it holds and the result. Any difference
// between the record and the replay (a move that is not legal, another
// event digest or result, other rules or content versions) and any corrupt
// input is an error.
func Replay(data []byte, lookup func(name string) (engine.Game, error), w io.Writer) error {
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		return fmt.Errorf("corrupt record: %w", err)
	}
	g, err := lookup(rec.Game)
	if err != nil {
		return err
	}
	st, evs, err := engine.Replay(g, rec)
	if errors.Is(err, engine.ErrVersion) {
		return fmt.Errorf("%w: only a build of those versions replays it (this one would play another game)", err)
	}
	if err != nil {
		return err
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
	fmt.Fprint(w, FormatResult(st.Result(), rec.Seats))
	return nil
}
