package main

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/internal/toygame"
)

// TestMain makes the test binary double as two commands for the scripts:
// wasteland (the real command) and wasteland-toy (the same command line
// with the test-only toy game registered beside the real games).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"wasteland": main,
		"wasteland-toy": func() {
			err := toyApp().run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			os.Exit(exitCode(err, os.Stderr))
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

// TestScripts runs the command-line scripts of the real games. Condition
// [outlive] holds when a whole game of Outlive can be played in this build.
func TestScripts(t *testing.T) {
	playable := outlivePlayable()
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Condition: func(cond string) (bool, error) {
		if cond == "outlive" {
			return playable, nil
		}
		return false, fmt.Errorf("unknown condition %q", cond)
	}})
}

// outlivePlayable plays one random game of Outlive, reporting whether it
// ends without a panic.
func outlivePlayable() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	g, err := games.Lookup("outlive")
	if err != nil {
		return false
	}
	st, err := g.New(engine.Setup{Players: 2, Seed: 1})
	if err != nil {
		return false
	}
	rng := engine.NewRNG(1)
	for move := 0; !st.Over(); move++ {
		legal := st.Legal(nil)
		if move > 100_000 || len(legal) == 0 {
			return false
		}
		st.ApplyUnchecked(legal[rng.IntN(len(legal))], nil)
	}
	return true
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
		{fmt.Errorf("wrapped: %w", usageError{"x"}), 2},
	} {
		if got := exitCode(c.err, new(discard)); got != c.code {
			t.Errorf("exitCode(%v) = %d, want %d", c.err, got, c.code)
		}
	}
}

type discard struct{}

func (*discard) Write(p []byte) (int, error) { return len(p), nil }
