package server

import (
	"bytes"
	"html"
	"io/fs"
	"net/http"
	"regexp"
	"time"

	"wasteland/narrate"
)

// pageWord finds the words of index.html: {{lang}} and {{ui.KEY}}.
var pageWord = regexp.MustCompile(`\{\{(lang|ui\.[a-z0-9.-]+)\}\}`)

// pageIn returns index.html with its words in lang: {{lang}} becomes the
// language's tag and each {{ui.KEY}} its catalog text, escaped for HTML,
// so that the page says its first words (loading, no JavaScript) in the
// reader's language before the script loads the rest.
func pageIn(page []byte, lang narrate.Lang) []byte {
	words := narrate.UICatalog(lang)
	return pageWord.ReplaceAllFunc(page, func(m []byte) []byte {
		key := string(m[2 : len(m)-2])
		if key == "lang" {
			return []byte(lang)
		}
		if w, ok := words[key]; ok {
			return []byte(html.EscapeString(w))
		}
		return m
	})
}

// indexHandler serves index.html in the language of each request (langOf):
// the page of "/" and of every "/game/..." path.
func indexHandler(static fs.FS) http.HandlerFunc {
	page, err := fs.ReadFile(static, "index.html")
	if err != nil {
		panic(err) // the embedded page is part of the build
	}
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Vary", "Accept-Language")
		http.ServeContent(w, r, "index.html", time.Time{}, bytes.NewReader(pageIn(page, langOf(r))))
	}
}
