package tui

import (
	"fmt"
	"io"

	"wasteland/engine"
	"wasteland/narrate"
)

// ReplayText replays the record in data and prints every event of the
// game told in words in lang, one line each, every seat by its colour:
// the setup first, then each move (its decision, then what it caused).
func ReplayText(data []byte, lookup func(name string) (engine.Game, error), lang narrate.Lang, w io.Writer) error {
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		return fmt.Errorf("corrupt record: %w", err)
	}
	g, err := lookup(rec.Game)
	if err != nil {
		return err
	}
	_, evs, err := engine.Replay(g, rec)
	if err != nil {
		return err
	}
	n, err := narrate.New(g.Name(), lang, narrate.Everyone, nil)
	if err != nil {
		return err
	}
	n = n.ForSetup(rec.Setup)
	for _, e := range evs {
		if s := n.Event(e); s != "" {
			if _, err := fmt.Fprintln(w, s); err != nil {
				return err
			}
		}
	}
	return nil
}
