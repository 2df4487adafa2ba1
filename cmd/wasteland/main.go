package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"wasteland/server"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/games"
	"wasteland/internal/cli"
	"wasteland/narrate"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(exitCode(err, cli.LangOf(os.Args[1:], os.Getenv), os.Stderr))
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
type usageError = cli.UsageError

// usagef makes a usageError of a formatted message.
func usagef(format string, args ...any) error { return cli.Usagef(format, args...) }

// exitCode reports err on stderr, a usage error in lang, and returns the
// exit status for it.
func exitCode(err error, lang narrate.Lang, stderr io.Writer) int {
	var ue usageError
	switch {
	case err == nil || errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		if ue.Msg != "" {
			fmt.Fprintf(stderr, "wasteland: %s\n%s\n", ue.In(lang), cli.SeeHelp(lang))
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
	case "tournament":
		return a.tournament(ctx, rest, stdout, stderr)
	case "agent":
		return a.agent(ctx, rest, stdout, stderr)
	case "replay":
		return a.replay(rest, stdin, stdout, stderr)
	case "verify":
		return a.verify(rest, stdin, stdout, stderr)
	case "serve", "loadtest":
		return server.Main(ctx, args, stdout, stderr)
	case "content":
		return a.content(rest, stdout, stderr)
	case "version", "-version", "--version":
		return a.version(stdout)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, a.usage())
		return nil
	default:
		return usagef("unknown command %q (commands: serve, play, sim, tournament, agent, replay, verify, loadtest, content, version, help)", cmd)
	}
}

// version prints the build (module version and VCS revision, when the
// binary records them) and each game's rules and content versions: what a
// record needs to replay.
func (a app) version(w io.Writer) error {
	build := "(unknown build)"
	if info, ok := debug.ReadBuildInfo(); ok {
		build = info.Main.Version
		var rev, modified string
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
		if rev != "" {
			build += fmt.Sprintf(" (commit %.12s", rev)
			if modified == "true" {
				build += ", with changes"
			}
			build += ")"
		}
	}
	fmt.Fprintf(w, "wasteland %s\n", build)
	for _, name := range a.names {
		g, err := a.lookup(name)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%s: rules %s, content %s\n", name, g.RulesVersion(), g.ContentVersion())
	}
	return nil
}

func (a app) usage() string {
	return `usage: wasteland <command> [arguments]

commands:
  serve [--addr 127.0.0.1:8080] [--data DIR] [--db PATH|postgres://...] [--bot-delay D]
      serve the web UI and the API; games are kept in DIR/games.db (SQLite)
      unless --db names another file or a PostgreSQL database
  play <game> [--variant V] [--scenario NAME] [--players N]
      [--seats human,bot:greedy,...] [--seed S] [--lang L] [--plain]
      play in the terminal; by default you sit at seat 0 and greedy bots
      take the other seats ("bot" alone means bot:greedy; ext:COMMAND is a
      program speaking docs/agent.md); without --seed the seed comes from
      the clock; --scenario picks one of the game's scenarios (listed
      below; the first is the default)
  sim <game> [--variant V] [--scenario NAME] [-n GAMES] [--players N]
      [--bots greedy,random,...] [--seed S] [--workers W] [--log FILE]
      [--records DIR] [--report FILE.json] [--csv FILE] [--plots DIR]
      [--force] [--progress]
      play bots against each other on all cores and report statistics:
      win rates with 95% intervals, the first player's advantage, score
      parts, how and when games end (docs/report.md)
  sim --compare A.json B.json
      compare two runs' --report files: which differences are significant
  tournament <game> --bots KIND,KIND[,...] [--scenario NAME] [-n GAMES]
      [--players N] [--seed S] [--workers W] [--json] [--progress]
      round-robin between bot kinds, seats rotated: win shares with 95%
      confidence intervals and Glicko-2 ratings
  agent <game> [--players N] [--seat S] [--against KIND] [-n GAMES] -- COMMAND
      play games with an outside program (docs/agent.md) at one seat
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
  version (or --version)
      print this build's version and each game's rules and content versions
  help
      show this help

games: ` + strings.Join(a.names, ", ") + `
bots: ` + strings.Join(bot.Kinds(), ", ") + ` (ismcts:2000 searches 2000 iterations per decision,
      ismcts:100ms 100 milliseconds), ext:COMMAND (an outside program)
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

// parse parses args with fs (cli.ParseFlags): positional arguments may
// stand between flags; a bad flag is a usage error of one line.
func parse(fs *flag.FlagSet, args []string) ([]string, error) { return cli.ParseFlags(fs, args) }

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
		return nil, usageError{Msg: err.Error()}
	}
	return g, nil
}
