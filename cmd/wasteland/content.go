package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"wasteland/games/fallout/content"
)

// content runs "wasteland content lint [DIR]": it checks the Fallout content
// files in DIR (the shipped content when DIR is absent) and prints every
// problem as file:line: message. Problems make it fail.
func (a app) content(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "lint" {
		return usagef("content: want 'content lint [DIR]'")
	}
	fl := flag.NewFlagSet("content lint", flag.ContinueOnError)
	fl.SetOutput(stderr)
	rest, err := parse(fl, args[1:])
	if err != nil {
		return err
	}
	var fsys fs.FS
	switch len(rest) {
	case 0:
		fsys = content.DefaultFS()
	case 1:
		info, err := os.Stat(rest[0])
		if err != nil {
			return err
		}
		if !info.IsDir() {
			return usagef("content lint: %s is not a directory", rest[0])
		}
		fsys = os.DirFS(rest[0])
	default:
		return usagef("content lint takes at most one directory")
	}
	problems := content.Lint(fsys)
	for _, p := range problems {
		fmt.Fprintln(stdout, p.String())
	}
	if len(problems) > 0 {
		return fmt.Errorf("content lint: %d problem(s)", len(problems))
	}
	fmt.Fprintln(stdout, "content lint: no problems")
	return nil
}
