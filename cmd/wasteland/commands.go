package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/charmbracelet/x/term"
	"wasteland/engine"
	"wasteland/narrate"

	"wasteland/sim"
	"wasteland/tui"
)

func (a app) play(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("play", "play <game> [--variant V] [--scenario NAME] [--players N] [--seats human,bot:greedy,...] [--seed S] [--lang L] [--plain]", stderr)
	variant := fs.String("variant", "", "the game's variant, e.g. coop for Fallout's co-op game (default: the standard game)")
	scenario := fs.String("scenario", "", scenarioUsage)
	players := fs.Int("players", 0, "number of players (default: the number of --seats, else the game's smallest)")
	seats := fs.String("seats", "", "who plays each seat: human or bot:KIND, comma separated (default: human at seat 0, bot:greedy elsewhere)")
	seed := fs.Uint64("seed", 0, "seed of the game (default: from the clock)")
	plain := fs.Bool("plain", false, "plain lines instead of the full screen, for scripts and screen readers (the default when standard input or output is not a terminal)")
	lang := fs.String("lang", "", "the language of the table's words: en, de or ru (default: en)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	g, err := a.game("play", pos)
	if err != nil {
		return err
	}
	cfg := tui.Config{Game: g, Players: *players, Seed: *seed, Variant: *variant, Options: scenarioOption(*scenario)}
	if *lang != "" {
		if cfg.Lang, err = narrate.ParseLang(*lang); err != nil {
			return usageError{Msg: err.Error()}
		}
	}
	if !isSet(fs, "seed") {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	if !isSet(fs, "players") {
		cfg.Players, _ = g.PlayerRange()
		if *seats != "" {
			cfg.Players = len(strings.Split(*seats, ","))
		}
	}
	if *seats != "" {
		if cfg.Seats, err = tui.ParseSeats(*seats, cfg.Players); err != nil {
			return usageError{Msg: err.Error()}
		}
	}
	if err := cfg.Validate(); err != nil {
		return usageError{Msg: err.Error()}
	}
	if *plain || !isTerminal(stdin) || !isTerminal(stdout) {
		return tui.Play(ctx, cfg, stdin, stdout)
	}
	return tui.PlayScreen(ctx, cfg, stdin, stdout)
}

func (a app) sim(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sim", "sim <game> [--variant V] [--scenario NAME] [-n GAMES] [--players N] [--bots greedy,random,...] [--seed S] [--workers W] [--log FILE [--text LANG]] [--records DIR] [--report FILE.json] [--csv FILE] [--plots DIR] [--force] [--progress]\n       wasteland sim --compare A.json B.json", stderr)
	variant := fs.String("variant", "", "the game's variant, e.g. coop for Fallout's co-op game (default: the standard game)")
	n := fs.Int("n", 100, "number of games")
	players := fs.Int("players", 0, "number of players (default: the number of --bots, else the game's smallest)")
	bots := fs.String("bots", "", "bot kind of each seat, comma separated (default: greedy at every seat)")
	seed := fs.Uint64("seed", 1, "seed of the run; game i's seed is derived from it and i")
	workers := fs.Int("workers", 0, "games played at once (default: GOMAXPROCS)")
	logFile := fs.String("log", "", "write every game's events to FILE as JSON lines")
	text := fs.String("text", "", "with --log: add each event told in words in LANG (en, de, ru)")
	records := fs.String("records", "", "write one game record per game into DIR")
	force := fs.Bool("force", false, "overwrite the --log file and the --records of an earlier run")
	progress := fs.Bool("progress", false, "show a progress bar on standard error even when it is not a terminal")
	scenario := fs.String("scenario", "", scenarioUsage)
	report := fs.String("report", "", "write the report as JSON to FILE (docs/report.md)")
	csvFile := fs.String("csv", "", "write one CSV row per game to FILE (docs/report.md)")
	plots := fs.String("plots", "", "draw the report's pictures into DIR as PNG files")
	compare := fs.Bool("compare", false, "compare two --report files, A.json B.json, and say which differences are significant")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if *compare {
		return compareReports(pos, stdout)
	}
	g, err := a.game("sim", pos)
	if err != nil {
		return err
	}
	cfg := sim.Config{Game: g, Games: *n, Players: *players, Variant: *variant, Seed: *seed, Workers: *workers, Records: *records, Options: scenarioOption(*scenario)}
	if *text != "" {
		if *logFile == "" {
			return usagef("--text needs --log: it adds text to the log's lines")
		}
		l, err := narrate.ParseLang(*text)
		if err != nil {
			return usageError{Msg: err.Error()}
		}
		cfg.Text = l
	}
	if *bots != "" {
		cfg.Bots = splitKinds(*bots)
	}
	if !isSet(fs, "players") {
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
		return usageError{Msg: err.Error()}
	}
	if err := checkOverwrite(*logFile, *records, *force); err != nil {
		return err
	}
	for _, out := range []struct{ flag, file string }{{"--report", *report}, {"--csv", *csvFile}} {
		if _, err := os.Stat(out.file); out.file != "" && err == nil && !*force {
			return usagef("%s %s: the file exists (from an earlier run?); give --force to overwrite it", out.flag, out.file)
		}
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
	if err := rep.Write(stdout); err != nil {
		return err
	}
	return writeOutputs(rep, g, *report, *csvFile, *plots)
}

// writeOutputs writes a sim run's report file, CSV and pictures, each
// when its file or directory is named.
func writeOutputs(rep *sim.Report, g engine.Game, report, csvFile, plots string) error {
	write := func(name string, fn func(io.Writer) error) error {
		f, err := os.Create(name)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(f)
		err = fn(w)
		if ferr := w.Flush(); err == nil {
			err = ferr
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("writing %s: %w", name, err)
		}
		return nil
	}
	if report != "" {
		if err := write(report, rep.File(g.RulesVersion(), g.ContentVersion()).WriteJSON); err != nil {
			return err
		}
	}
	if csvFile != "" {
		if err := write(csvFile, rep.WriteCSV); err != nil {
			return err
		}
	}
	if plots != "" {
		if _, err := rep.WritePlots(plots); err != nil {
			return err
		}
	}
	return nil
}

// compareReports prints the comparison of the two report files pos names.
func compareReports(pos []string, stdout io.Writer) error {
	if len(pos) != 2 {
		return usagef("sim --compare needs two report files (A.json B.json, written by sim --report), got %d arguments", len(pos))
	}
	var files [2]*sim.ReportFile
	for i, name := range pos {
		f, err := os.Open(name)
		if errors.Is(err, iofs.ErrNotExist) {
			return usagef("sim --compare: there is no file %s", name)
		}
		if err != nil {
			return err
		}
		files[i], err = sim.ReadReportFile(f)
		f.Close()
		if err != nil {
			return usagef("sim --compare: %s: %v", name, err)
		}
	}
	c, err := sim.Compare(files[0], files[1])
	if err != nil {
		return usageError{Msg: err.Error()}
	}
	return c.Write(stdout)
}

func (a app) replay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("replay", "replay [--text LANG] FILE", stderr)
	text := fs.String("text", "", "also print the game's events told in words in LANG (en, de, ru)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	data, err := readRecordArg("replay", pos, stdin)
	if err != nil {
		return err
	}
	var lang narrate.Lang
	if *text != "" {
		if lang, err = narrate.ParseLang(*text); err != nil {
			return usageError{Msg: err.Error()}
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

// readRecordArg reads the one record file that command cmd's positional
// arguments pos name ("-" for stdin): a missing file or a wrong number of
// arguments is a usage error.
func readRecordArg(cmd string, pos []string, stdin io.Reader) ([]byte, error) {
	if len(pos) != 1 {
		return nil, usagef("%s needs exactly one record file, got %d arguments", cmd, len(pos))
	}
	var data []byte
	var err error
	if pos[0] == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(pos[0])
	}
	if errors.Is(err, iofs.ErrNotExist) {
		return nil, usagef("%s: there is no file %s", cmd, pos[0])
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the record %s: %w", pos[0], errors.Unwrap(err))
	}
	return data, nil
}

// checkOverwrite refuses to write over the log file or the records of an
// earlier run unless force is set; with force, the earlier records go.
func checkOverwrite(logFile, records string, force bool) error {
	if logFile != "" && !force {
		if _, err := os.Stat(logFile); err == nil {
			return usagef("--log %s: the file exists (from an earlier run?); give --force to overwrite it", logFile)
		}
	}
	if records == "" {
		return nil
	}
	old, err := filepath.Glob(filepath.Join(records, "game-*.json"))
	if err != nil || len(old) == 0 {
		return nil
	}
	if !force {
		return usagef("--records %s: the directory holds %d records of an earlier run; give --force to replace them", records, len(old))
	}
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	return nil
}

// scenarioUsage documents the --scenario flag of play and sim.
const scenarioUsage = "the scenario to play, for games that have them ('wasteland help' lists them; default: the game's first)"

// scenarioOption is the setup options for --scenario name: none when name
// is empty, so that the game's default applies.
func scenarioOption(name string) map[string]string {
	if name == "" {
		return nil
	}
	return map[string]string{"scenario": name}
}

// isSet reports whether the flag called name was given.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// isTerminal reports whether f (a reader or writer) is a terminal.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && term.IsTerminal(file.Fd())
}

func (a app) tournament(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("tournament", "tournament <game> --bots KIND,KIND[,...] [--scenario NAME] [-n GAMES] [--players N] [--seed S] [--workers W] [--json] [--progress]", stderr)
	kinds := fs.String("bots", "", "the entrants, comma separated: bot kinds (random, greedy, ismcts, ismcts:2000, ismcts:100ms) or ext:COMMAND")
	n := fs.Int("n", 20, "games per pair of entrants")
	players := fs.Int("players", 2, "seats per game; a pair's two kinds take turns at the seats")
	seed := fs.Uint64("seed", 1, "seed of the run; the same seed gives the same tournament")
	workers := fs.Int("workers", 0, "games played at once (default: GOMAXPROCS); each bot searches on one core")
	asJSON := fs.Bool("json", false, "write the report as JSON")
	progress := fs.Bool("progress", false, "show a progress bar on standard error even when it is not a terminal")
	scenario := fs.String("scenario", "", scenarioUsage)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	g, err := a.game("tournament", pos)
	if err != nil {
		return err
	}
	cfg := sim.TournamentConfig{Game: g, Players: *players, GamesPerPair: *n, Seed: *seed, Workers: *workers, Options: scenarioOption(*scenario)}
	if *kinds != "" {
		cfg.Kinds = splitKinds(*kinds)
	}
	if err := cfg.Validate(); err != nil {
		return usageError{Msg: err.Error()}
	}
	if *progress || isTerminal(stderr) {
		cfg.Progress = stderr
	}
	rep, err := sim.RunTournament(ctx, cfg)
	if err != nil {
		return err
	}
	if *asJSON {
		return rep.WriteJSON(stdout)
	}
	return rep.Write(stdout)
}

func (a app) agent(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("agent", "agent <game> [--players N] [--seat S] [--against KIND] [-n GAMES] [--seed S] -- COMMAND [ARGS...]", stderr)
	players := fs.Int("players", 0, "number of players (default: the game's smallest, at least 2)")
	seat := fs.Int("seat", 0, "the seat the program plays")
	against := fs.String("against", "greedy", "the bot kind of the other seats")
	n := fs.Int("n", 1, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the run")
	var command []string
	for i, arg := range args {
		if arg == "--" {
			args, command = args[:i], args[i+1:]
			break
		}
	}
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	g, err := a.game("agent", pos)
	if err != nil {
		return err
	}
	if len(command) == 0 {
		return usagef("agent needs the program's command after --, as: wasteland agent outlive -- python3 examples/agent/randombot.py")
	}
	cfg := sim.Config{Game: g, Games: *n, Players: *players, Seed: *seed, Workers: 1}
	if cfg.Players == 0 {
		lo, _ := g.PlayerRange()
		cfg.Players = max(lo, 2)
	}
	if *seat < 0 || *seat >= cfg.Players {
		return usagef("--seat %d is not a seat of a %d-player game", *seat, cfg.Players)
	}
	for range cfg.Players {
		cfg.Bots = append(cfg.Bots, *against)
	}
	cfg.Bots[*seat] = "ext:" + shellCommand(command)
	if err := cfg.Validate(); err != nil {
		return usageError{Msg: err.Error()}
	}
	rep, err := sim.Run(ctx, cfg)
	if err != nil {
		return err
	}
	return rep.Write(stdout)
}

// splitKinds splits a comma-separated list of player kinds.
func splitKinds(list string) []string {
	kinds := strings.Split(list, ",")
	for i := range kinds {
		kinds[i] = strings.TrimSpace(kinds[i])
	}
	return kinds
}

// shellCommand joins args into one command line for sh -c (an "ext:" seat
// runs its command with sh -c) that runs args as given: each argument
// with anything but letters, digits and -_./=:,+@% is put in single
// quotes, so `agent outlive -- sh -c 'read x; echo hi'` keeps its script
// as one argument.
func shellCommand(args []string) string {
	quoted := make([]string, len(args))
	for i, a := range args {
		if a != "" && strings.Trim(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%") == "" {
			quoted[i] = a
			continue
		}
		quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(quoted, " ")
}
