package cli

import (
	"errors"
	"flag"
	"strings"
	"testing"
	"time"
)

func TestParseFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		err  string
		pos  []string
	}{
		{args: []string{"fallout", "--players", "3", "x"}, pos: []string{"fallout", "x"}},
		{args: []string{"--players", "x"}, err: `play: --players wants a whole number, not "x"`},
		{args: []string{"--seed", "-1"}, err: `play: --seed wants a whole number from 0 to 18446744073709551615, not "-1"`},
		{args: []string{"--seed", "99999999999999999999"}, err: `play: --seed wants a whole number from 0 to 18446744073709551615, not "99999999999999999999"`},
		{args: []string{"--plain=maybe"}, err: `play: --plain wants true or false, not "maybe"`},
		{args: []string{"--delay", "soon"}, err: `play: --delay wants a duration such as 700ms, 2s or 1m30s, not "soon"`},
		{args: []string{"--bogus"}, err: "play: there is no flag --bogus (flags: --delay, --name, --plain, --players, --seed)"},
		{args: []string{"--players"}, err: "play: --players needs a value (a whole number)"},
		{args: []string{"--name"}, err: "play: --name needs a value"},
		{args: []string{"---x"}, err: "play: ---x is not a flag: write --name or --name=value"},
	} {
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		var out strings.Builder
		fs.SetOutput(&out)
		fs.Int("players", 0, "")
		fs.Uint64("seed", 0, "")
		fs.Bool("plain", false, "")
		fs.Duration("delay", time.Second, "")
		fs.String("name", "", "")
		pos, err := ParseFlags(fs, c.args)
		var ue UsageError
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case c.err == "" && strings.Join(pos, " ") != strings.Join(c.pos, " "):
			t.Errorf("%q: positional %q, want %q", c.args, pos, c.pos)
		case c.err != "" && (!errors.As(err, &ue) || err.Error() != c.err):
			t.Errorf("%q: error %v, want %s", c.args, err, c.err)
		}
		if out.Len() > 0 {
			t.Errorf("%q: printed %q", c.args, out.String())
		}
	}
}

func TestParseFlagsHelp(t *testing.T) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	var out strings.Builder
	fs.SetOutput(&out)
	fs.Usage = func() { out.WriteString("usage: play\n") }
	if _, err := ParseFlags(fs, []string{"-h"}); !errors.Is(err, flag.ErrHelp) || out.String() != "usage: play\n" {
		t.Errorf("-h: %v, printed %q", err, out.String())
	}
}
