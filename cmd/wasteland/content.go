package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"wasteland/games/fallout/content"
	"wasteland/games/outlive"
)

// contentLinter is a game whose content files `content lint` checks: its
// shipped files and its linter.
type contentLinter struct {
	game    string
	shipped func() fs.FS
	lint    func(fs.FS) []content.Problem
}

// contentLinters are the games `content lint` knows; the first is the
// default, for the command line from before Outlive had a linter.
var contentLinters = []contentLinter{
	{"fallout", content.DefaultFS, content.Lint},
	{"outlive", outlive.ContentFS, outlive.LintContent},
}

const contentUsage = "content lint [fallout|outlive] [DIR]"

// content runs "wasteland content lint [fallout|outlive] [DIR]": it checks
// the game's content files in DIR (the shipped content when DIR is absent;
// Fallout when no game is named) and prints every problem as
// file:line: message. Problems make it fail.
func (a app) content(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "lint" {
		return usagef("content: want '%s'", contentUsage)
	}
	fl := flag.NewFlagSet("content lint", flag.ContinueOnError)
	fl.SetOutput(stderr)
	rest, err := parse(fl, args[1:])
	if err != nil {
		return err
	}
	linter := contentLinters[0]
	if len(rest) > 0 {
		if l, ok := lookupLinter(rest[0]); ok {
			linter, rest = l, rest[1:]
		}
	}
	fsys, err := contentDir(linter, rest)
	if err != nil {
		return err
	}
	problems := linter.lint(fsys)
	for _, p := range problems {
		fmt.Fprintln(stdout, p.String())
	}
	if len(problems) > 0 {
		return fmt.Errorf("content lint: %d problem(s)", len(problems))
	}
	fmt.Fprintln(stdout, "content lint: no problems")
	return nil
}

// lookupLinter returns the content linter of the game named name.
func lookupLinter(name string) (contentLinter, bool) {
	for _, l := range contentLinters {
		if l.game == name {
			return l, true
		}
	}
	return contentLinter{}, false
}

// contentDir returns the directory to lint: the one named in rest, or the
// game's shipped content.
func contentDir(l contentLinter, rest []string) (fs.FS, error) {
	switch len(rest) {
	case 0:
		return l.shipped(), nil
	case 1:
		info, err := os.Stat(rest[0])
		if errors.Is(err, fs.ErrNotExist) {
			return nil, usagef("content lint: there is no directory %s", rest[0])
		}
		if err != nil {
			return nil, fmt.Errorf("content lint: %s: %w", rest[0], errors.Unwrap(err))
		}
		if !info.IsDir() {
			return nil, usagef("content lint: %s is not a directory", rest[0])
		}
		return os.DirFS(rest[0]), nil
	}
	names := make([]string, len(contentLinters))
	for i, cl := range contentLinters {
		names[i] = cl.game
	}
	return nil, usagef("content lint takes a game (%s) and at most one directory, got %s", strings.Join(names, ", "), strings.Join(rest, " "))
}
