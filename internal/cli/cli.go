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
)

// UsageError is a mistake in the command line: the command exits with
// status 2. An empty Msg means the mistake has been reported already.
type UsageError struct{ Msg string }

// Error is the message shown after "wasteland: ".
func (e UsageError) Error() string { return e.Msg }

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
			return nil, UsageError{Msg: fs.Name() + ": " + explainFlagError(fs, err)}
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

// explainFlagError says in words what is wrong in a flag package error.
func explainFlagError(fs *flag.FlagSet, err error) string {
	msg := err.Error()
	if m := undefinedFlag.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("there is no flag %s (flags: %s)", dashed(m[1]), flagNames(fs))
	}
	if m := missingValue.FindStringSubmatch(msg); m != nil {
		if w := wants(fs.Lookup(m[1])); w != "a value" {
			return fmt.Sprintf("%s needs a value (%s)", dashed(m[1]), w)
		}
		return fmt.Sprintf("%s needs a value", dashed(m[1]))
	}
	if m := badValue.FindStringSubmatch(msg); m != nil {
		f := fs.Lookup(m[2])
		if _, custom := f.Value.(flag.Getter); !custom || m[3] == "parse error" || m[3] == "value out of range" {
			return fmt.Sprintf("%s wants %s, not %q", dashed(m[2]), wants(f), m[1])
		}
		return fmt.Sprintf("%s %q: %s", dashed(m[2]), m[1], m[3])
	}
	if m := badSyntax.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("%s is not a flag: write --name or --name=value", m[1])
	}
	return msg
}

// wants says what kind of value flag f takes.
func wants(f *flag.Flag) string {
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return "a value"
	}
	switch g.Get().(type) {
	case int, int64:
		return "a whole number"
	case uint, uint64:
		return "a whole number from 0 to 18446744073709551615"
	case float64:
		return "a number"
	case bool:
		return "true or false"
	case time.Duration:
		return "a duration such as 700ms, 2s or 1m30s"
	}
	return "a value"
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
