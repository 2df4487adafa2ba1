package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"wasteland/engine"
)

var testOpts = []engine.Option{{ID: "draw", Label: "Draw"}, {ID: "play:3", Label: "Play the 3"}, {ID: "undo", Label: "An option named undo"}}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		line string
		opts []engine.Option
		want Command
		err  string
	}{
		{"1", testOpts, Command{Kind: CmdChoose, Option: 0}, ""},
		{" 2 ", testOpts, Command{Kind: CmdChoose, Option: 1}, ""},
		{"3", testOpts, Command{Kind: CmdChoose, Option: 2}, ""},
		{"play:3", testOpts, Command{Kind: CmdChoose, Option: 1}, ""},
		{"PLAY:3", testOpts, Command{Kind: CmdChoose, Option: 1}, ""},
		{"", testOpts[:1], Command{Kind: CmdChoose, Option: 0}, ""},
		{"", testOpts, Command{}, "there are 3 options: type a number from 1 to 3"},
		{"0", testOpts, Command{}, "0 is not an option number: choose from 1 to 3"},
		{"4", testOpts, Command{}, "4 is not an option number"},
		{"-1", testOpts, Command{}, "-1 is not an option number"},
		{"play:9", testOpts, Command{}, `"play:9" is not an option number, an option id or a command`},
		{"help", testOpts, Command{Kind: CmdHelp}, ""},
		{"?", testOpts, Command{Kind: CmdHelp}, ""},
		{"undo", testOpts, Command{Kind: CmdUndo}, ""},
		{"undo 2", testOpts, Command{}, "undo takes no argument"},
		{"Quit", testOpts, Command{Kind: CmdQuit}, ""},
		{"exit", testOpts, Command{Kind: CmdQuit}, ""},
		{"save g.json", testOpts, Command{Kind: CmdSave, Arg: "g.json"}, ""},
		{"load  my game.json ", testOpts, Command{Kind: CmdLoad, Arg: "my game.json"}, ""},
		{"save\tx.json", testOpts, Command{Kind: CmdSave, Arg: "x.json"}, ""},
		{"save", testOpts, Command{}, "save needs a file name"},
		{"load ", testOpts, Command{}, "load needs a file name"},
		{strings.Repeat("x", 100), testOpts, Command{}, "xxxxxxxx…"},
	} {
		got, err := Parse(c.line, c.opts)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Parse(%q): error %v, want %q", c.line, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.line, got, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"1", "", "help", "save x", "load", "play:3", "99999999999999999999", "undo x", "\x00", "ü"} {
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, line string, n int) {
		n = (n%5 + 5) % 5
		opts := testOpts[:min(n, len(testOpts))]
		c, err := Parse(line, opts)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			if utf8.ValidString(line) && !utf8.ValidString(err.Error()) {
				t.Fatalf("error message is not valid UTF-8: %q", err.Error())
			}
			return
		}
		switch c.Kind {
		case CmdChoose:
			if c.Option < 0 || c.Option >= len(opts) {
				t.Fatalf("Parse(%q) chose option %d of %d", line, c.Option, len(opts))
			}
		case CmdSave, CmdLoad:
			if c.Arg == "" || c.Arg != strings.TrimSpace(c.Arg) {
				t.Fatalf("Parse(%q) gave file %q", line, c.Arg)
			}
		case CmdHelp, CmdUndo, CmdQuit:
		default:
			t.Fatalf("Parse(%q) gave kind %d", line, c.Kind)
		}
	})
}
