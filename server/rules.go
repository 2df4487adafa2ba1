package server

import (
	"net/http"

	"wasteland/rulesref"
	"wasteland/server/api"
)

// handleRules answers GET /api/v1/rules/{game}[?lang=LANG]: the game's
// rules reference (package rulesref), by topic, each rule under its id, in
// the language of the request (langOf). A game this server does not play,
// or one without a reference, is not found.
func (s *Server) handleRules(w http.ResponseWriter, r *http.Request) {
	game := r.PathValue("game")
	if _, ok := s.games[game]; !ok {
		s.fail(w, api.Errorf(api.NotFound, "no rules reference for %q on this server", clip(game)))
		return
	}
	ref, err := rulesref.Get(game, string(langOf(r)))
	if err != nil {
		s.fail(w, api.Errorf(api.NotFound, "%s", err.Error()))
		return
	}
	w.Header().Set("Vary", "Accept-Language")
	writeJSON(w, http.StatusOK, ref)
}
