// Package cli holds what the commands of cmd/wasteland share: usage errors
// (exit status 2) and flag parsing that reports a bad flag on one line in
// words, naming the flag and what it wants.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"wasteland/narrate"
)

// UsageError is a mistake in the command line: the command exits with
// status 2. An empty Msg means the mistake has been reported already.
type UsageError struct {
	// Msg is the message in English.
	Msg string
	// say tells the message in a language; nil when Msg has no
	// translation.
	say func(narrate.Lang) string
}

// Error is the message shown after "wasteland: ", in English.
func (e UsageError) Error() string { return e.Msg }

// In is the message in lang when the catalogs have it, else Msg.
func (e UsageError) In(lang narrate.Lang) string {
	if e.say == nil {
		return e.Msg
	}
	return e.say(lang)
}

// SeeHelp is the line after a usage error that points to the usage, in
// lang.
func SeeHelp(lang narrate.Lang) string { return narrate.Say(lang, "cli.see-help", nil) }

// Usagef makes a UsageError of a formatted message.
func Usagef(format string, args ...any) error {
	return UsageError{Msg: fmt.Sprintf(format, args...)}
}

// ParseFlags parses args with fs, allowing positional arguments between
// flags, and returns the positional ones. A mistake is a UsageError of one
// line, prefixed with fs's name ("play: --players wants a whole number, not
// \"x\""); -h and --help print fs's usage and return flag.ErrHelp.
func ParseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	defer func() { fs.SetOutput(out); fs.Usage = usage }()
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(out)
				usage()
				return nil, err
			}
			say := func(lang narrate.Lang) string { return fs.Name() + ": " + explainFlagError(lang, fs, err) }
			return nil, UsageError{Msg: say(narrate.English), say: say}
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

var (
	undefinedFlag = regexp.MustCompile(`^flag provided but not defined: -+(.*)$`)
	missingValue  = regexp.MustCompile(`^flag needs an argument: -+(.*)$`)
	badValue      = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-+([^:]+): (.*)$`)
	badSyntax     = regexp.MustCompile(`^bad flag syntax: (.*)$`)
)

// explainFlagError says in words, in lang, what is wrong in a flag
// package error.
func explainFlagError(lang narrate.Lang, fs *flag.FlagSet, err error) string {
	say := func(key string, data map[string]any) string { return narrate.Say(lang, key, data) }
	msg := err.Error()
	if m := undefinedFlag.FindStringSubmatch(msg); m != nil {
		return say("cli.no-flag", map[string]any{"flag": dashed(m[1]), "flags": flagNames(fs)})
	}
	if m := missingValue.FindStringSubmatch(msg); m != nil {
		if w := wants(fs.Lookup(m[1])); w != "value" {
			return say("cli.needs-value-kind", map[string]any{"flag": dashed(m[1]), "wants": say("cli.wants."+w, nil)})
		}
		return say("cli.needs-value", map[string]any{"flag": dashed(m[1])})
	}
	if m := badValue.FindStringSubmatch(msg); m != nil {
		f := fs.Lookup(m[2])
		if _, custom := f.Value.(flag.Getter); !custom || m[3] == "parse error" || m[3] == "value out of range" {
			return say("cli.wants", map[string]any{"flag": dashed(m[2]), "wants": say("cli.wants."+wants(f), nil), "value": fmt.Sprintf("%q", m[1])})
		}
		return say("cli.bad-value", map[string]any{"flag": dashed(m[2]), "value": fmt.Sprintf("%q", m[1]), "why": m[3]})
	}
	if m := badSyntax.FindStringSubmatch(msg); m != nil {
		return say("cli.not-a-flag", map[string]any{"arg": m[1]})
	}
	return msg
}

// wants names the kind of value flag f takes, the last part of a
// cli.wants.* key: int, uint, float, bool, duration or value.
func wants(f *flag.Flag) string {
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return "value"
	}
	switch g.Get().(type) {
	case int, int64:
		return "int"
	case uint, uint64:
		return "uint"
	case float64:
		return "float"
	case bool:
		return "bool"
	case time.Duration:
		return "duration"
	}
	return "value"
}

// flagNames lists fs's flags as --name.
func flagNames(fs *flag.FlagSet) string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, dashed(f.Name)) })
	return strings.Join(names, ", ")
}

// dashed writes a flag's name as the usage does: -n, --players.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}
