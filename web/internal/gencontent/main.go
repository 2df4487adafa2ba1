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
