package server

import (
	"net/http"

	"wasteland/narrate"
)

// langOf is the language a request asks for: the lang query parameter
// (the page's language switcher) when it names one of the catalogs,
// else the best match of the Accept-Language header, else English.
func langOf(r *http.Request) narrate.Lang {
	if q := r.URL.Query().Get("lang"); q != "" {
		if l, err := narrate.ParseLang(q); err == nil {
			return l
		}
	}
	return narrate.FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// wordsFrame is the answer of GET /api/words: the page's own words in
// the language asked for, and the languages there are.
type wordsFrame struct {
	Lang  narrate.Lang      `json:"lang"`
	Langs []narrate.Lang    `json:"langs"`
	Words map[string]string `json:"words"`
}

// handleWords answers GET /api/words[?lang=LANG]: the web UI's labels,
// buttons and headings from the catalogs (keys "ui.*"), in the language
// of the request (langOf).
func (s *Server) handleWords(w http.ResponseWriter, r *http.Request) {
	l := langOf(r)
	w.Header().Set("Vary", "Accept-Language")
	writeJSON(w, http.StatusOK, wordsFrame{Lang: l, Langs: narrate.Langs(), Words: narrate.UICatalog(l)})
}
