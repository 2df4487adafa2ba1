package main

import (
	"errors"
	"fmt"
	"io"
	iofs "io/fs"
	"os"

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
	if len(pos) != 1 {
		return usagef("verify needs exactly one record file, got %d arguments", len(pos))
	}
	var data []byte
	if pos[0] == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(pos[0])
	}
	if errors.Is(err, iofs.ErrNotExist) {
		return usagef("verify: there is no file %s", pos[0])
	}
	if err != nil {
		return fmt.Errorf("cannot read the record %s: %w", pos[0], errors.Unwrap(err))
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
