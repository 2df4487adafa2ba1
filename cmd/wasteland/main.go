package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"wasteland/server"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/games"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, os.Stderr))
}

// run runs the command line args with the registered games.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return app{lookup: games.Lookup, names: games.Names()}.run(ctx, args, stdin, stdout, stderr)
}

// app is the command line over a set of games.
type app struct {
	lookup func(name string) (engine.Game, error)
	names  []string
}

// usageError is a mistake in the command line: exit status 2.
type usageError struct{ msg string }

// Error is the message shown after "wasteland: ".
func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

// exitCode reports err on stderr and returns the exit status for it.
func exitCode(err error, stderr io.Writer) int {
	var ue usageError
	switch {
	case err == nil || errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		if ue.msg != "" {
			fmt.Fprintf(stderr, "wasteland: %s\nrun 'wasteland help' for the usage\n", ue.msg)
		}
		return 2
	default:
		fmt.Fprintf(stderr, "wasteland: %v\n", err)
		return 1
	}
}

func (a app) run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, a.usage())
		return usageError{}
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "play":
		return a.play(ctx, rest, stdin, stdout, stderr)
	case "sim":
		return a.sim(ctx, rest, stdout, stderr)
	case "replay":
		return a.replay(rest, stdin, stdout, stderr)
	case "verify":
		return a.verify(rest, stdin, stdout, stderr)
	case "serve", "loadtest":
		return server.Main(ctx, args, stdout, stderr)
	case "content":
		return a.content(rest, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, a.usage())
		return nil
	default:
		return usagef("unknown command %q (commands: serve, play, sim, replay, verify, loadtest, content, help)", cmd)
	}
}

func (a app) usage() string {
	return `usage: wasteland <command> [arguments]

commands:
  serve [--addr 127.0.0.1:8080] [--data DIR] [--db PATH|postgres://...] [--bot-delay D]
      serve the web UI and the API; games are kept in DIR/games.db (SQLite)
      unless --db names another file or a PostgreSQL database
  play <game> [--players N] [--seats human,bot:greedy,...] [--seed S]
      [--scenario NAME]
      play in the terminal; by default you sit at seat 0 and greedy bots
      take the other seats ("bot" alone means bot:greedy); without --seed
      the seed comes from the clock; --scenario picks one of the game's
      scenarios (listed below; the first is the default)
  sim <game> [-n GAMES] [--players N] [--bots greedy,random,...] [--seed S]
      [--scenario NAME] [--workers W] [--log FILE] [--records DIR] [--progress]
      play bots against each other on all cores and report statistics
  replay FILE
      re-run a game record (- for standard input) and print its result;
      fails on any difference between the record and the replay
  verify FILE
      check a finished server game's record: its revealed seed and secret
      give the commitment shown since the game was created, and the moves
      replay to its events and result
  loadtest [--games N] [--duration D] [--target URL] ...
      drive concurrent bot games through the real WebSocket API and report
      moves per second and latency ('wasteland loadtest -h' lists the flags)
  content lint [fallout|outlive] [DIR]
      check the game's content files in DIR (default: the shipped ones;
      the game defaults to fallout) and print every problem as
      file:line: message
  help
      show this help

games: ` + strings.Join(a.names, ", ") + `
bots: ` + strings.Join(bot.Kinds(), ", ") + `
` + a.scenarios()
}

// scenarios lists each game's scenarios (its "scenario" setup option,
// engine.OptionLister) for the help, one line per game, the default first.
func (a app) scenarios() string {
	var b strings.Builder
	for _, name := range a.names {
		g, err := a.lookup(name)
		ol, ok := g.(engine.OptionLister)
		if err != nil || !ok {
			continue
		}
		for _, o := range ol.SetupOptions() {
			if o.Name != "scenario" {
				continue
			}
			ids := []string{o.Default + " (default)"}
			for _, v := range o.Values {
				if v.ID != o.Default {
					ids = append(ids, v.ID)
				}
			}
			fmt.Fprintf(&b, "%s scenarios: %s\n", name, strings.Join(ids, ", "))
		}
	}
	return b.String()
}

// parse parses args with fs, allowing positional arguments between flags,
// and returns the positional ones. A flag error is a usage error (the flag
// package has already printed it with the command's usage).
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err
			}
			return nil, usageError{}
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// newFlags makes a flag set for command name whose usage line is synopsis.
func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: wasteland %s\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// game returns the one game named in pos.
func (a app) game(cmd string, pos []string) (engine.Game, error) {
	if len(pos) != 1 {
		return nil, usagef("%s needs exactly one game (%s), got %d arguments", cmd, strings.Join(a.names, ", "), len(pos))
	}
	g, err := a.lookup(pos[0])
	if err != nil {
		return nil, usageError{err.Error()}
	}
	return g, nil
}
