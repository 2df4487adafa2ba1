package tui

import (
	"strconv"
	"strings"
	"unicode"

	"wasteland/engine"
	"wasteland/narrate"
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

// InputError is a line of input that Parse refuses: the catalog message
// Key (term.in.*) that explains it, with its Data, so that the terminal
// says it in the player's language. Error is the English message.
type InputError struct {
	Key  string
	Data map[string]any
}

// Error is the message in English.
func (e *InputError) Error() string { return narrate.Say(narrate.English, e.Key, e.Data) }

// inputErr is the InputError of key with data.
func inputErr(key string, data map[string]any) error { return &InputError{Key: key, Data: data} }

// Parse reads one line of input for a decision with options opts, shown
// numbered from 1. A line is an option number, an option id (exact, or
// differing only in case), an empty line (which confirms a decision with a
// single option), or a command: help (or ?), undo, save FILE, load FILE,
// quit. Commands win over option ids with the same text; such an option is
// still chosen by its number. The error explains what is wrong in words for
// the player (an *InputError).
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
		return Command{}, inputErr("term.in.count", map[string]any{"n": len(opts)})
	case "help", "?":
		return Command{Kind: CmdHelp}, nil
	case "undo":
		return noArg(CmdUndo, word, arg)
	case "quit", "exit":
		return noArg(CmdQuit, word, arg)
	case "save", "load":
		if arg == "" {
			return Command{}, inputErr("term.in.file", map[string]any{"word": strings.ToLower(word)})
		}
		kind := CmdSave
		if strings.ToLower(word) == "load" {
			kind = CmdLoad
		}
		return Command{Kind: kind, Arg: arg}, nil
	}
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(opts) {
			return Command{}, inputErr("term.in.range", map[string]any{"n": n, "max": len(opts)})
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
	return Command{}, inputErr("term.in.unknown", map[string]any{"line": clip(line)})
}

func noArg(kind CommandKind, word, arg string) (Command, error) {
	if arg != "" {
		return Command{}, inputErr("term.in.no-arg", map[string]any{"word": strings.ToLower(word)})
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
