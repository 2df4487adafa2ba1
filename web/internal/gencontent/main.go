// Command gencontent writes the browser's content mirrors: the part of each
// game's content that the web UI shows beside a view (names, printed facts,
// the Fallout map's spaces and edges), as ES modules under a directory given
// as its only argument. It reads the content the binary embeds, through the
// games' own content types, so the mirrors change exactly when the content
// does. `go generate ./...` runs it (see the //go:generate line in
// web/web.go); its test fails when the committed mirrors differ.
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gencontent DIR")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "gencontent:", err)
		os.Exit(1)
	}
}

// write writes every mirror into dir.
func write(dir string) error {
	ms, err := mirrors()
	if err != nil {
		return err
	}
	for _, m := range ms {
		if err := os.WriteFile(filepath.Join(dir, m.file), m.body, 0o644); err != nil {
			return err
		}
	}
	return nil
}
