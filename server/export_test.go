package server

import "context"

// RefreshGame makes s read game id from the store again, as a
// notification from another process does, and waits until it has.
func RefreshGame(s *Server, id string) error {
	l, err := s.game(context.Background(), id)
	if err != nil {
		return err
	}
	l.refresh(context.Background())
	return nil
}
