package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"wasteland/narrate"
	"wasteland/sim"
	"wasteland/tui"
)

func (a app) play(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("play", "play <game> [--players N] [--seats human,bot:greedy,...] [--seed S]", stderr)
	players := fs.Int("players", 0, "number of players (default: the number of --seats, else the game's smallest)")
	seats := fs.String("seats", "", "who plays each seat: human or bot:KIND, comma separated (default: human at seat 0, bot:greedy elsewhere)")
	seed := fs.Uint64("seed", 0, "seed of the game (default: from the clock)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	g, err := a.game("play", pos)
	if err != nil {
		return err
	}
	cfg := tui.Config{Game: g, Players: *players, Seed: *seed}
	if !isSet(fs, "seed") {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	if cfg.Players == 0 {
		cfg.Players, _ = g.PlayerRange()
		if *seats != "" {
			cfg.Players = len(strings.Split(*seats, ","))
		}
	}
	if *seats != "" {
		if cfg.Seats, err = tui.ParseSeats(*seats, cfg.Players); err != nil {
			return usageError{err.Error()}
		}
	}
	if err := cfg.Validate(); err != nil {
		return usageError{err.Error()}
	}
	return tui.Play(ctx, cfg, stdin, stdout)
}

func (a app) sim(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sim", "sim <game> [-n GAMES] [--players N] [--bots greedy,random,...] [--seed S] [--workers W] [--log FILE [--text LANG]] [--records DIR] [--progress]", stderr)
	n := fs.Int("n", 100, "number of games")
	players := fs.Int("players", 0, "number of players (default: the number of --bots, else the game's smallest)")
	bots := fs.String("bots", "", "bot kind of each seat, comma separated (default: greedy at every seat)")
	seed := fs.Uint64("seed", 1, "seed of the run; game i's seed is derived from it and i")
	workers := fs.Int("workers", 0, "games played at once (default: GOMAXPROCS)")
	logFile := fs.String("log", "", "write every game's events to FILE as JSON lines")
	text := fs.String("text", "", "with --log: add each event told in words in LANG (en, de, ru)")
	records := fs.String("records", "", "write one game record per game into DIR")
	progress := fs.Bool("progress", false, "show a progress bar on standard error even when it is not a terminal")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	g, err := a.game("sim", pos)
	if err != nil {
		return err
	}
	cfg := sim.Config{Game: g, Games: *n, Players: *players, Seed: *seed, Workers: *workers, Records: *records}
	if *text != "" {
		if *logFile == "" {
			return usagef("--text needs --log: it adds text to the log's lines")
		}
		l, err := narrate.ParseLang(*text)
		if err != nil {
			return usageError{err.Error()}
		}
		cfg.Text = l
	}
	if *bots != "" {
		cfg.Bots = strings.Split(*bots, ",")
		for i := range cfg.Bots {
			cfg.Bots[i] = strings.TrimSpace(cfg.Bots[i])
		}
	}
	if cfg.Players == 0 {
		cfg.Players, _ = g.PlayerRange()
		if cfg.Bots != nil {
			cfg.Players = len(cfg.Bots)
		}
	}
	if cfg.Bots == nil {
		for range cfg.Players {
			cfg.Bots = append(cfg.Bots, "greedy")
		}
	}
	if err := cfg.Validate(); err != nil {
		return usageError{err.Error()}
	}
	if *progress || isTerminal(stderr) {
		cfg.Progress = stderr
	}
	var logw *bufio.Writer
	if *logFile != "" {
		f, err := os.Create(*logFile)
		if err != nil {
			return err
		}
		defer f.Close()
		logw = bufio.NewWriterSize(f, 1<<16)
		cfg.Log = logw
	}
	rep, err := sim.Run(ctx, cfg)
	if logw != nil {
		if ferr := logw.Flush(); err == nil && ferr != nil {
			err = fmt.Errorf("writing the log: %w", ferr)
		}
	}
	if err != nil {
		return err
	}
	return rep.Write(stdout)
}

func (a app) replay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("replay", "replay [--text LANG] FILE", stderr)
	text := fs.String("text", "", "also print the game's events told in words in LANG (en, de, ru)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("replay needs exactly one record file, got %d arguments", len(pos))
	}
	var data []byte
	if pos[0] == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(pos[0])
	}
	if err != nil {
		return fmt.Errorf("cannot read the record: %w", err)
	}
	var lang narrate.Lang
	if *text != "" {
		if lang, err = narrate.ParseLang(*text); err != nil {
			return usageError{err.Error()}
		}
	}
	if err := tui.Replay(data, a.lookup, stdout); err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	if lang != "" {
		return tui.ReplayText(data, a.lookup, lang, stdout)
	}
	return nil
}

// isSet reports whether the flag called name was given.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
