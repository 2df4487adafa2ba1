package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestShellCommand checks that the command of `agent -- ARGS` reaches the
// program as the same arguments after sh -c reads it back.
func TestShellCommand(t *testing.T) {
	for _, args := range [][]string{
		{"python3", "examples/agent/randombot.py"},
		{"sh", "-c", "read x; echo nonsense"},
		{"printf", "%s|", "it's", "", "a b", `"q"`, "$HOME", "x=1,y@z"},
	} {
		line := shellCommand(args)
		got, err := exec.Command("sh", "-c", "set -- "+line+`; for a in "$@"; do printf '[%s]' "$a"; done`).Output()
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		want := "[" + strings.Join(args, "][") + "]"
		if string(got) != want {
			t.Errorf("shellCommand(%q) = %s: sh reads %s, want %s", args, line, got, want)
		}
	}
}
