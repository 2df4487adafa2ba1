package main

import (
	"fmt"
	"io"

	"wasteland/engine"
	"wasteland/tui"
)

// verify checks a finished server game's record: that its revealed seed
// and secret give the commitment shown since the game was created, then
// that the moves replay to the recorded events and result.
func (a app) verify(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("verify", "verify RECORD", stderr)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	data, err := readRecordArg("verify", pos, stdin)
	if err != nil {
		return err
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		return fmt.Errorf("%s: corrupt record: %w", pos[0], err)
	}
	c := rec.Commitment
	if c == nil {
		return fmt.Errorf("%s: the record has no seed commitment (only games of a server have one)", pos[0])
	}
	if err := c.Verify(rec.Setup.Seed); err != nil {
		return fmt.Errorf("%s: seed commitment does not hold: %w", pos[0], err)
	}
	fmt.Fprintf(stdout, "seed commitment holds: %s\n", c)
	if err := tui.Replay(data, a.lookup, stdout); err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	return nil
}
