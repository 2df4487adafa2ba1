package server

import (
	"crypto/subtle"
	"net/http"

	"wasteland/server/api"
)

// maxMine is the most seat links one my-games request may name.
const maxMine = 50

// handleMine answers the games of the seat links a client holds: for each
// (game, token) that is a seat, the game's summary and the seat. Links that
// are not seats are left out, saying nothing about why.
func (s *Server) handleMine(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(r, api.DecodeMine)
	if err != nil {
		s.fail(w, err)
		return
	}
	if len(req.Seats) > maxMine {
		s.fail(w, api.Errorf(api.Invalid, "at most %d seat links at once", maxMine))
		return
	}
	resp := api.MineResponse{Games: []api.MyGame{}}
	for _, sl := range req.Seats {
		if sl.Token == "" {
			continue
		}
		g, err := s.store.Load(r.Context(), sl.Game)
		if err != nil {
			if toAPI(err).Code == api.NotFound {
				continue
			}
			s.fail(w, err)
			return
		}
		h := hashToken(sl.Token)
		for i, st := range g.Seats {
			if st.Kind == "human" && subtle.ConstantTimeCompare([]byte(st.TokenHash), []byte(h)) == 1 {
				resp.Games = append(resp.Games, api.MyGame{Seat: i, Game: s.summaryOf(g)})
			}
		}
	}
	writeJSON(w, http.StatusOK, resp)
}
