package web

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// jsLiteral is a string literal of a script: its text (a template's
// static parts, each ${…} as one space) and the code just before it.
type jsLiteral struct {
	text, before string
	line         int
}

// jsLiterals returns the string literals of a script, skipping comments
// and regular expression literals.
func jsLiterals(src string) []jsLiteral {
	var out []jsLiteral
	line := 1
	var code strings.Builder // the code read, literals left out
	// braces counts, per open template, the { of the ${…} being read.
	var templates []int
	i := 0
	next := func() byte {
		c := src[i]
		i++
		if c == '\n' {
			line++
		}
		return c
	}
	readString := func(quote byte) {
		start, text := line, strings.Builder{}
		for i < len(src) {
			c := next()
			if c == '\\' && i < len(src) {
				text.WriteByte(next())
				continue
			}
			if c == quote {
				break
			}
			text.WriteByte(c)
		}
		out = append(out, jsLiteral{text: text.String(), before: tail(code.String()), line: start})
		code.WriteString(`""`)
	}
	// readTemplate reads a template's static part up to its end or the
	// next ${; it reports whether a ${ opened.
	var tmpl *jsLiteral
	readTemplate := func() bool {
		text := []byte(tmpl.text)
		defer func() { tmpl.text = string(text) }()
		for i < len(src) {
			c := next()
			switch {
			case c == '\\' && i < len(src):
				text = append(text, next())
			case c == '`':
				tmpl.text = string(text)
				out = append(out, *tmpl)
				code.WriteString("``")
				return false
			case c == '$' && i < len(src) && src[i] == '{':
				next()
				text = append(text, ' ')
				return true
			default:
				text = append(text, c)
			}
		}
		return false
	}
	var open []*jsLiteral
	for i < len(src) {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				next()
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				end = len(src) - i - 2
			}
			for stop := i + 2 + end + 2; i < stop && i < len(src); {
				next()
			}
		case c == '/' && regexAllowed(code.String()):
			next()
			inClass := false
			for i < len(src) {
				d := next()
				if d == '\\' && i < len(src) {
					next()
				} else if d == '[' {
					inClass = true
				} else if d == ']' {
					inClass = false
				} else if d == '/' && !inClass || d == '\n' {
					break
				}
			}
			code.WriteString("/re/")
		case c == '"' || c == '\'':
			next()
			readString(c)
		case c == '`':
			next()
			tmpl = &jsLiteral{before: tail(code.String()), line: line}
			if readTemplate() {
				open = append(open, tmpl)
				templates = append(templates, 0)
			}
		case c == '{' && len(templates) > 0:
			next()
			templates[len(templates)-1]++
			code.WriteByte(c)
		case c == '}' && len(templates) > 0:
			next()
			if templates[len(templates)-1] > 0 {
				templates[len(templates)-1]--
				code.WriteByte(c)
				continue
			}
			tmpl = open[len(open)-1]
			open, templates = open[:len(open)-1], templates[:len(templates)-1]
			if readTemplate() {
				open = append(open, tmpl)
				templates = append(templates, 0)
			}
		default:
			code.WriteByte(next())
		}
	}
	return out
}

// regexAllowed reports whether a / after code opens a regular expression
// literal rather than dividing.
func regexAllowed(code string) bool {
	s := strings.TrimRight(code, " \t\n")
	if s == "" {
		return true
	}
	if strings.ContainsRune("(,=:[!&|?{};+-*%<>~^", rune(s[len(s)-1])) {
		return true
	}
	return strings.HasSuffix(s, "return") || strings.HasSuffix(s, "typeof")
}

// tail is the end of the code before a literal, on its line.
func tail(code string) string {
	if k := strings.LastIndexByte(code, '\n'); k >= 0 {
		code = code[k+1:]
	}
	if len(code) > 80 {
		code = code[len(code)-80:]
	}
	return code
}

var (
	// prose is text of two words or more, apart by a space.
	prose = regexp.MustCompile(`\p{L}{2,}[^\p{L}]*\s[^\p{L}]*\p{L}{2,}`)
	// label is a capitalised word: "Copy", "Games".
	label = regexp.MustCompile(`^\p{Lu}\p{Ll}+`)
	// word is any word of two letters or more.
	word = regexp.MustCompile(`\p{L}{2,}`)
	// textPlace is code after which a literal is shown to people: an
	// attribute or property people read, a message box, or the text child
	// of h("tag", …) or svg("title", …).
	// forPrograms is code after which a literal is for programs and the
	// console, not people: an ApiError's detail, a console line.
	forPrograms = regexp.MustCompile(`(?:\bApiError\(""\s*,|\bconsole\.[a-z]+\([^;]*)\s*$`)
	textPlace   = regexp.MustCompile(`(?:\b(?:title|placeholder|alt|"aria-label"|textContent|innerText|ariaLabel)\s*[:=]|\b(?:toast|alert|confirm|prompt)\(|\bh\("[^"]*",|\bsvg\("title",)\s*$`)
)

// mediaQuery is a CSS media query of a script: "(max-width: 980px)".
var mediaQuery = regexp.MustCompile(`^\((?:max|min)-(?:width|height): \d+px\)$`)

// allowedLiterals are the literals of the scripts that look like words
// but are code: HTTP headers and key names.
var allowedLiterals = map[string]bool{
	"Bearer ": true, "Content-Type": true, "Authorization": true,
	"ArrowRight": true, "ArrowLeft": true, "Home": true, "End": true, "Enter": true, "Escape": true,
}

// TestNoLiteralWordsInThePage checks that the page's scripts and HTML show
// no words of their own: every label, button, heading, title and message
// comes from the catalogs (t, tf and the server's words). A literal is
// taken for words when it holds two words or more, starts with a capital
// followed by small letters, or stands where the page shows text (a
// title, an aria-label, a placeholder, textContent, a toast, the text
// child of h("tag", …)). The content mirrors (*-content.js, generated
// from the content files) hold the games' own names and texts and are
// not checked; allowedLiterals lists the literals that are code.
func TestNoLiteralWordsInThePage(t *testing.T) {
	err := fs.WalkDir(Static, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(Static, path)
		if err != nil {
			return err
		}
		switch {
		case strings.HasSuffix(path, "-content.js"):
		case strings.HasSuffix(path, ".js"):
			for _, l := range jsLiterals(string(b)) {
				if wordy(l) && !allowedLiterals[l.text] {
					t.Errorf("%s:%d: the literal %q is words for people: take it from the catalogs (t, tf)", path, l.line, l.text)
				}
			}
		case strings.HasSuffix(path, ".html"):
			for _, w := range htmlWords(string(b)) {
				if !allowedLiterals[w] {
					t.Errorf("%s: %q is words for people: write {{ui.KEY}} (server/index.go fills it)", path, w)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// wordy reports whether literal l is words for people.
func wordy(l jsLiteral) bool {
	// The brand is no word to translate: "… — wasteland".
	s := strings.TrimSpace(strings.ReplaceAll(l.text, "wasteland", ""))
	switch {
	case forPrograms.MatchString(l.before) || markupOrPath(s):
		return false
	case prose.MatchString(s) && !codeLike(s):
		return true
	case label.MatchString(s):
		return true
	case textPlace.MatchString(l.before) && word.MatchString(s):
		return true
	}
	return false
}

// markupOrPath reports whether s is markup (an icon's SVG), a URL or a
// path of the API.
func markupOrPath(s string) bool {
	return strings.HasPrefix(s, "<") || strings.HasPrefix(s, "/") || strings.Contains(s, "://")
}

// codeLike reports whether text with spaces is code: an SVG transform, a
// list of CSS classes or selectors (no capital, no punctuation of prose).
func codeLike(s string) bool {
	if strings.HasPrefix(s, "translate(") || strings.HasPrefix(s, "scale(") || mediaQuery.MatchString(s) {
		return true
	}
	for _, r := range s {
		if unicode.IsUpper(r) || strings.ContainsRune(",;:!?'…", r) {
			return false
		}
	}
	return strings.ContainsAny(s, ".-#[") && !strings.Contains(s, ". ")
}

var (
	htmlTag  = regexp.MustCompile(`(?s)<[^>]*>`)
	htmlAttr = regexp.MustCompile(`\b(?:title|alt|placeholder|aria-label)="([^"]*)"`)
	htmlFill = regexp.MustCompile(`\{\{[a-z0-9.-]+\}\}`)
)

// htmlWords returns the words of an HTML page outside its {{…}} fills
// and the brand ("wasteland"): its text and its title, alt, placeholder
// and aria-label attributes.
func htmlWords(page string) []string {
	var out []string
	for _, m := range htmlAttr.FindAllStringSubmatch(page, -1) {
		if s := strings.TrimSpace(htmlFill.ReplaceAllString(m[1], "")); word.MatchString(strings.ReplaceAll(s, "wasteland", "")) {
			out = append(out, s)
		}
	}
	for _, text := range htmlTag.Split(page, -1) {
		if s := strings.TrimSpace(htmlFill.ReplaceAllString(text, "")); word.MatchString(strings.ReplaceAll(s, "wasteland", "")) {
			out = append(out, s)
		}
	}
	return out
}

// TestWordyLiterals keeps the literal finder honest: what it takes for
// words for people, and what for code.
func TestWordyLiterals(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{`h("h2", "Games")`, []string{"Games"}},
		{`h("span.x", { title: "upkeep in food" }, icon("meat"))`, []string{"upkeep in food"}},
		{`toast("copied", "info")`, []string{"copied"}},
		{"status = `move ${g.n} of ${total}`;", []string{"move   of  "}},
		{`el.textContent = "free";`, []string{"free"}},
		{`const a = b ? "Copy" : x; // "Not this"`, []string{"Copy"}},
		{`h("div.loc", { class: "loc-" + id, dataset: { target: "loc:" + id } })`, nil},
		{`if (ev.key === "ArrowRight") go(/"x y"/.test(s) ? 1 : 2);`, nil},
		{`throw new ApiError("unavailable", "the server cannot be reached");`, nil},
		{`console.error("renderer for", name, "failed to load:", e);`, nil},
		{"document.title = `${t(\"ui.x\")} — wasteland`;", nil},
		{`fetch("/api/v1/words" + q)`, nil},
	} {
		var got []string
		for _, l := range jsLiterals(tc.src) {
			if wordy(l) && !allowedLiterals[l.text] {
				got = append(got, l.text)
			}
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s\n\tfound %q, want %q", tc.src, got, tc.want)
		}
	}
}
