package narrate

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"text/template"
)

// message is a catalog message of one language, ready to fill: its
// template parsed once, as go-i18n parses it (delimiters {{ }}, missing
// keys printed as "<no value>", the template functions count and yo),
// or its text when it has no action.
type message struct {
	text string
	tmpl *template.Template
	err  error // the parse error, reported at every use
	// prog is the template compiled (see program); compiled is false when
	// it uses what a program does not know.
	prog     program
	compiled bool
	// reads is the data fields the program reads (program.reads), not
	// nil when compiled.
	reads []string
}

// compiledFill says whether messages are filled by their programs where
// they have one; the tests turn it off to compare with text/template.
var compiledFill = true

// messageSlot holds a message of one language, parsed on its first use
// (one process uses few of the catalogs' messages).
type messageSlot struct {
	once sync.Once
	src  string // the message's plural form "other"
	m    *message
}

// funcs are the catalogs' template functions. They depend on nothing but
// their arguments.
var funcs = template.FuncMap{"count": countRefOf, "yo": youOr}

// messageOf returns the message key of lang, or nil when lang has none or
// it has no plural form "other" (it is then filled with a count by
// Narrator.count).
func (c *catalog) messageOf(lang Lang, key string) *message {
	slot := c.messages[lang][key]
	if slot == nil {
		return nil
	}
	slot.once.Do(func() { slot.m = parseMessage(slot.src) })
	return slot.m
}

// parseMessage makes the message of a catalog text.
func parseMessage(text string) *message {
	m := &message{text: text}
	if strings.Contains(text, "{{") {
		m.tmpl, m.err = template.New("").Option("missingkey=default").Funcs(funcs).Parse(text)
		if m.err == nil {
			m.prog, m.compiled = compile(m.tmpl.Tree.Root)
			if m.compiled {
				m.reads = m.prog.reads([]string{})
			}
		}
	}
	return m
}

// fill returns the message filled with data, as go-i18n's Localize
// fills it.
func (m *message) fill(data map[string]any) (string, error) {
	if m.err != nil {
		return "", m.err
	}
	if m.tmpl == nil {
		return m.text, nil
	}
	b := buffers.Get().(*bytes.Buffer)
	defer buffers.Put(b)
	b.Reset()
	if err := m.tmpl.Execute(b, data); err != nil {
		return "", err
	}
	return b.String(), nil
}

// run fills the message with data for n by its program; ok is false when
// it has none or the program gave up (see program), or the words hold a
// count reference (which text/template's filling would have replaced).
func (m *message) run(n *Narrator, data map[string]any) (string, bool) {
	if !m.compiled || !compiledFill {
		return "", false
	}
	var b strings.Builder
	b.Grow(len(m.text) + 32)
	if !m.prog.run(n, data, &b) {
		return "", false
	}
	s := b.String()
	return s, !strings.Contains(s, countMark)
}

// buffers are the buffers messages are filled in.
var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// errNoMessage is the error of a key the narrator's language lacks.
func errNoMessage(lang Lang, key string) error {
	return fmt.Errorf("message %q not found in language %q", key, lang)
}
