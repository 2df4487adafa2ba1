package cli

import (
	"errors"
	"flag"
	"strings"
	"testing"
	"time"

	"wasteland/narrate"
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

// TestParseFlagsInLanguage checks that a flag mistake is told in the
// language asked for, and in English by Error.
func TestParseFlagsInLanguage(t *testing.T) {
	for _, c := range []struct {
		lang narrate.Lang
		args []string
		msg  string
	}{
		{narrate.English, []string{"--players", "x"}, `play: --players wants a whole number, not "x"`},
		{narrate.German, []string{"--players", "x"}, `play: --players erwartet eine ganze Zahl, nicht "x"`},
		{narrate.Russian, []string{"--players", "x"}, `play: --players ожидает целое число, а не "x"`},
		{narrate.German, []string{"--bogus"}, "play: es gibt kein Flag --bogus (Flags: --players)"},
		{narrate.Russian, []string{"--players"}, "play: флагу --players нужно значение (целое число)"},
	} {
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		fs.Int("players", 0, "")
		_, err := ParseFlags(fs, c.args)
		var ue UsageError
		if !errors.As(err, &ue) || ue.In(c.lang) != c.msg || ue.Error() != ue.In(narrate.English) {
			t.Errorf("%s %q: %v, in language %q, want %q", c.lang, c.args, err, ue.In(c.lang), c.msg)
		}
	}
}

// TestLangOf checks the choice of the messages' language: --lang first,
// then LC_ALL, LC_MESSAGES and LANG, then English.
func TestLangOf(t *testing.T) {
	for _, c := range []struct {
		args []string
		env  map[string]string
		want narrate.Lang
	}{
		{nil, nil, narrate.English},
		{[]string{"play", "outlive", "--lang", "de"}, nil, narrate.German},
		{[]string{"play", "--lang=ru"}, map[string]string{"LANG": "de_DE.UTF-8"}, narrate.Russian},
		{[]string{"play", "-lang", "ru"}, nil, narrate.Russian},
		{[]string{"play", "--lang", "klingon"}, map[string]string{"LANG": "de_DE.UTF-8"}, narrate.German},
		{[]string{"agent", "--", "bot", "--lang", "de"}, nil, narrate.English},
		{nil, map[string]string{"LANG": "ru_RU.UTF-8"}, narrate.Russian},
		{nil, map[string]string{"LC_MESSAGES": "de_AT", "LANG": "ru_RU"}, narrate.German},
		{nil, map[string]string{"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, narrate.English},
		{nil, map[string]string{"LC_ALL": "fr_FR.UTF-8"}, narrate.English},
		{nil, map[string]string{"LANG": "de_DE@euro"}, narrate.German},
	} {
		if got := LangOf(c.args, func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("LangOf(%q, %v) = %s, want %s", c.args, c.env, got, c.want)
		}
	}
}
