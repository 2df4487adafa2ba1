package server

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"maps"
	"net/http"

	"wasteland/engine"
	"wasteland/server/api"
	"wasteland/store"
)

// rematchToken is the token of a seat in game next for the holder of
// token, that seat's token in the game next replays. It is derived, not
// stored: the holder gets the same link however often they ask, and no
// one without the old token can compute it.
func rematchToken(token, next string) string {
	h := sha256.Sum256([]byte("wasteland rematch\x00" + next + "\x00" + token))
	return base64.RawURLEncoding.EncodeToString(h[:])
}

// rematchGame returns the id of the rematch of the finished game l,
// creating it the first time: the same game, variant, options, seats,
// names, clock and admin token, with a new seed. Its human seats have no
// link until their players ask with their tokens of l.
func (s *Server) rematchGame(ctx context.Context, l *live) (string, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.rematch != "" {
		return l.rematch, nil
	}
	if l.readOnly != nil {
		return "", l.readOnly
	}
	g := l.g
	setup := l.hdr.Setup
	setup.Seed, setup.Options = randomSeed(), maps.Clone(setup.Options)
	commit := commitSeed(setup.Seed, false)
	st, recording, _, err := engine.Start(g, setup, l.hdr.Seats)
	if err != nil {
		return "", err
	}
	now := s.now()
	sg := &store.Game{ID: randomString(10), Header: *recording.Record(st), AdminHash: l.adminHash,
		ToMove: int(st.ToMove()), Created: now, Updated: now, RematchOf: l.id}
	sg.Header.Commitment = commit
	if l.clock != nil {
		if sg.Clock, err = json.Marshal(l.clock.spec); err != nil {
			return "", err
		}
	}
	for i, k := range l.hdr.Seats {
		seat := store.Seat{Kind: k, Claimed: k != "human", Name: l.seats[i].Name}
		if l.clock != nil {
			seat.Clock = l.clock.start.Milliseconds()
		}
		sg.Seats = append(sg.Seats, seat)
	}
	err = s.commit.Do(ctx, store.Op{Create: sg})
	if errors.Is(err, store.ErrConflict) {
		// Another process made the rematch first.
		old, lerr := s.store.Load(ctx, l.id)
		if lerr != nil {
			return "", lerr
		}
		sg.ID = old.Rematch
	} else if err != nil {
		return "", err
	}
	l.rematch = sg.ID
	l.pushAll(api.RematchFrame{Type: api.TypeRematch, Game: sg.ID})
	s.log.Info("rematch created", "game", sg.ID, "of", l.id)
	return sg.ID, nil
}

// rematchLink gives the holder of seat's token of the finished game its
// seat's link in the rematch next: the first time it stores the derived
// token's hash; later it answers the same link, unless the rematch's
// admin gave the seat another link meanwhile.
func (s *Server) rematchLink(ctx context.Context, next string, seat engine.Seat, token string) (api.SeatLink, *api.Summary, error) {
	tok := rematchToken(token, next)
	h := hashToken(tok)
	link := api.SeatLink{Seat: int(seat), Kind: "human", Token: tok, Link: joinLink(next, tok)}
	var sum *api.Summary
	err := s.withGame(ctx, next, func(nl *live) error {
		nl.mu.Lock()
		have := nl.seats[seat].TokenHash
		nl.mu.Unlock()
		switch have {
		case h:
		case "":
			err := s.commit.Do(ctx, store.Op{Claim: &store.Claim{Game: next, Seat: int(seat), TokenHash: h, IfNoToken: true}})
			if errors.Is(err, store.ErrConflict) {
				return api.Errorf(api.Forbidden, "your seat in the rematch has another link: ask its admin")
			} else if err != nil {
				return err
			}
			nl.mu.Lock()
			nl.seats[seat].TokenHash, nl.seats[seat].Claimed = h, true
			nl.mu.Unlock()
		default:
			return api.Errorf(api.Forbidden, "your seat in the rematch has another link: ask its admin")
		}
		sum = nl.lockedSummary()
		return nil
	})
	return link, sum, err
}

// handleRematch answers a seat of a finished game that asks for its
// rematch: the rematch is made the first time any seat asks (everyone
// watching the game is told), and each seat gets its own new link.
func (s *Server) handleRematch(w http.ResponseWriter, r *http.Request) {
	tok, err := bearer(r)
	if err != nil {
		s.fail(w, err)
		return
	}
	if tok == "" {
		s.fail(w, api.Errorf(api.Unauthorized, "a rematch needs a seat's token"))
		return
	}
	l, seat, err := s.authed(r.Context(), r.PathValue("id"), tok)
	if err != nil {
		s.fail(w, err)
		return
	}
	l.mu.Lock()
	over := l.st.Over()
	l.mu.Unlock()
	if !over {
		s.fail(w, api.Errorf(api.Forbidden, "a rematch is offered when the game is over"))
		return
	}
	next, err := s.rematchGame(r.Context(), l)
	if err != nil {
		s.fail(w, err)
		return
	}
	link, sum, err := s.rematchLink(r.Context(), next, seat, tok)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, api.RematchResponse{Game: sum, Seat: link})
}
