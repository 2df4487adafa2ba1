package tui

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"wasteland/engine"
)

// CommandKind is what a line of input asks for.
type CommandKind int

// The kinds of command a line can be.
const (
	// CmdChoose picks the option Command.Option (an index into the options).
	CmdChoose CommandKind = iota
	// CmdHelp lists the commands.
	CmdHelp
	// CmdUndo takes back the player's own last step.
	CmdUndo
	// CmdSave writes the record so far to the file Command.Arg.
	CmdSave
	// CmdLoad replays the record in the file Command.Arg and continues from it.
	CmdLoad
	// CmdQuit leaves the game.
	CmdQuit
)

// Command is one parsed line of input.
type Command struct {
	Kind   CommandKind
	Option int    // for CmdChoose: index into the options
	Arg    string // for CmdSave and CmdLoad: the file name
}

// Parse reads one line of input for a decision with options opts, shown
// numbered from 1. A line is an option number, an option id (exact, or
// differing only in case), an empty line (which confirms a decision with a
// single option), or a command: help (or ?), undo, save FILE, load FILE,
// quit. Commands win over option ids with the same text; such an option is
// still chosen by its number. The error explains what is wrong in words for
// the player.
func Parse(line string, opts []engine.Option) (Command, error) {
	line = strings.TrimSpace(line)
	word, arg := line, ""
	if i := strings.IndexFunc(line, unicode.IsSpace); i >= 0 {
		word, arg = line[:i], strings.TrimSpace(line[i:])
	}
	switch strings.ToLower(word) {
	case "":
		if len(opts) == 1 {
			return Command{Kind: CmdChoose}, nil
		}
		return Command{}, fmt.Errorf("there are %d options: type a number from 1 to %d, an option id, or help", len(opts), len(opts))
	case "help", "?":
		return Command{Kind: CmdHelp}, nil
	case "undo":
		return noArg(CmdUndo, word, arg)
	case "quit", "exit":
		return noArg(CmdQuit, word, arg)
	case "save", "load":
		if arg == "" {
			return Command{}, fmt.Errorf("%s needs a file name, as in: %s game.json", word, strings.ToLower(word))
		}
		kind := CmdSave
		if strings.ToLower(word) == "load" {
			kind = CmdLoad
		}
		return Command{Kind: kind, Arg: arg}, nil
	}
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(opts) {
			return Command{}, fmt.Errorf("%d is not an option number: choose from 1 to %d", n, len(opts))
		}
		return Command{Kind: CmdChoose, Option: n - 1}, nil
	}
	for i, o := range opts {
		if o.ID == line {
			return Command{Kind: CmdChoose, Option: i}, nil
		}
	}
	for i, o := range opts {
		if strings.EqualFold(o.ID, line) {
			return Command{Kind: CmdChoose, Option: i}, nil
		}
	}
	return Command{}, fmt.Errorf("%q is not an option number, an option id or a command; type help for the commands", clip(line))
}

func noArg(kind CommandKind, word, arg string) (Command, error) {
	if arg != "" {
		return Command{}, fmt.Errorf("%s takes no argument", strings.ToLower(word))
	}
	return Command{Kind: kind}, nil
}

// clip shortens input quoted back to the player.
func clip(s string) string {
	const max = 40
	if r := []rune(s); len(r) > max {
		return string(r[:max]) + "…"
	}
	return s
}

// helpText lists the commands.
const helpText = `commands:
  NUMBER        choose the option with that number
  ID            choose the option with that id (such as the text after the number)
  (empty line)  confirm when there is a single option
  help, ?       show this help
  undo          take back your own last step, if nothing was revealed and no other seat acted since
  save FILE     write the game so far to FILE (a record that replay and load read)
  load FILE     replay the record in FILE and continue from where it stops
  quit          leave the game`
