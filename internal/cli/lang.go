package cli

import (
	"strings"

	"wasteland/narrate"
)

// LangOf picks the language of the command line's messages: the value of
// a --lang (or -lang) flag in args when it names a known language, else
// the first of the environment variables LC_ALL, LC_MESSAGES and LANG that
// is set (getenv reads them; "de_DE.UTF-8" is German), POSIX's order; English
// when none names a known language ("C" and "POSIX" are English).
func LangOf(args []string, getenv func(string) string) narrate.Lang {
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				break
			}
			value = args[i+1]
		}
		if l, err := narrate.ParseLang(value); err == nil && value != "" {
			return l
		}
	}
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		value := getenv(v)
		if value == "" {
			continue
		}
		value, _, _ = strings.Cut(value, ".")
		value, _, _ = strings.Cut(value, "@")
		if l, err := narrate.ParseLang(value); err == nil && value != "C" && value != "POSIX" {
			return l
		}
		return narrate.English
	}
	return narrate.English
}
