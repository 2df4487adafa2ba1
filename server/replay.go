package server

import (
	"encoding/json"
	"net/http"

	"wasteland/engine"
	"wasteland/engine/jsonw"
	"wasteland/narrate"
	"wasteland/server/api"
)

// handleStateAt answers GET /games/{id}/state?at={n} for a finished game:
// the requester's state frame after move n, without events, so that a
// client can step through the game. While the game runs it is forbidden,
// like the record (earlier positions would leak nothing new, but the rule
// stays simple: history opens when the game is over).
func (s *Server) handleStateAt(w http.ResponseWriter, r *http.Request, seat engine.Seat, at int) {
	g, err := s.store.Load(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, err)
		return
	}
	if !g.Over {
		s.fail(w, api.Errorf(api.Forbidden, "earlier positions are shown when the game is over"))
		return
	}
	if at > len(g.Moves) {
		s.fail(w, api.Errorf(api.Invalid, "at %d is past the last move (%d)", at, len(g.Moves)))
		return
	}
	gm, ok := s.games[g.Header.Game]
	if !ok {
		s.fail(w, api.Errorf(api.Internal, "unknown game in store"))
		return
	}
	st, err := gm.New(g.Header.Setup, nil)
	if err != nil {
		s.fail(w, err)
		return
	}
	for i, m := range g.Moves[:at] {
		if _, err := engine.Apply(st, m.Seat, m.Option); err != nil {
			if ro := readOnlyError(gm, &g.Header); ro != nil {
				err = api.Errorf(api.OtherVersion, "move %d does not replay under this server's rules: %s", i+1, ro.Message)
			}
			s.fail(w, err)
			return
		}
	}
	view, err := jsonw.Marshal(st.View(seat))
	if err != nil {
		s.fail(w, err)
		return
	}
	var dec *api.Decision
	if !st.Over() {
		dec = &api.Decision{Seat: st.ToMove(), Prompt: st.Prompt()}
		if narrate.Knows(gm.Name()) {
			if n, err := narrate.New(gm.Name(), langOf(r), seat, nil); err == nil {
				dec.Text = n.ForSetup(g.Header.Setup).Prompt(engine.DecisionOf(st))
			}
		}
	}
	var result any
	if st.Over() {
		result = st.Result()
	}
	writeJSON(w, http.StatusOK, struct {
		Type     string          `json:"type"`
		Game     string          `json:"game"`
		Seat     engine.Seat     `json:"seat"`
		N        int             `json:"n"`
		Events   []struct{}      `json:"events"`
		View     json.RawMessage `json:"view"`
		Decision *api.Decision   `json:"decision,omitempty"`
		Over     bool            `json:"over"`
		Result   any             `json:"result"`
	}{api.TypeState, g.ID, seat, at, []struct{}{}, view, dec, st.Over(), result})
}
