package main

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/internal/cli"
	"wasteland/internal/toygame"
	"wasteland/narrate"
)

// TestMain makes the test binary double as two commands for the scripts:
// wasteland (the real command) and wasteland-toy (the same command line
// with the test-only toy game registered beside the real games).
//
// With WASTELAND_TEST_MAIN=1 in its environment it is the real command, and
// with WASTELAND_TEST_MAIN=toy wasteland-toy, for the terminal tests that
// run it in tmux.
func TestMain(m *testing.M) {
	switch os.Getenv("WASTELAND_TEST_MAIN") {
	case "1":
		main()
	case "toy":
		err := toyApp().run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
		os.Exit(exitCode(err, cli.LangOf(os.Args[1:], os.Getenv), os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"wasteland": main,
		"wasteland-toy": func() {
			err := toyApp().run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			os.Exit(exitCode(err, cli.LangOf(os.Args[1:], os.Getenv), os.Stderr))
		},
	})
}

func toyApp() app {
	return app{
		lookup: func(name string) (engine.Game, error) {
			if name == "toy" {
				return toygame.Game{}, nil
			}
			return games.Lookup(name)
		},
		names: append(games.Names(), "toy"),
	}
}

// TestScripts runs the command-line scripts of the real games.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script"})
}

// TestToyScripts runs the command-line scripts that play the toy game.
func TestToyScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/toy"})
}

func TestExitCode(t *testing.T) {
	for _, c := range []struct {
		err  error
		code int
	}{
		{nil, 0}, {usageError{}, 2}, {usagef("bad"), 2}, {fmt.Errorf("broke"), 1},
		{fmt.Errorf("wrapped: %w", usageError{Msg: "x"}), 2},
	} {
		if got := exitCode(c.err, narrate.English, new(discard)); got != c.code {
			t.Errorf("exitCode(%v) = %d, want %d", c.err, got, c.code)
		}
	}
}

type discard struct{}

func (*discard) Write(p []byte) (int, error) { return len(p), nil }
