package engine

import "encoding/json"

// UnmarshalChecked decodes a state that its MarshalBinary wrote as JSON
// into a new S and verifies it with its Check method; on error the State
// is nil. It is how a game
// whose state is one flat JSON value implements Game.Unmarshal: anything
// malformed or inconsistent is refused with an ErrInvalid error that names
// the game.
func UnmarshalChecked[S any, P interface {
	*S
	State
	Check() error
}](game string, b []byte) (State, error) {
	p := P(new(S))
	if err := json.Unmarshal(b, p); err != nil {
		return nil, Invalidf("%s state: %v", game, err)
	}
	if err := p.Check(); err != nil {
		return nil, Invalidf("%s state: %v", game, err)
	}
	return p, nil
}
