package fallout

import "math/bits"

// The enemy tokens by position of the map, so that a listing asks which
// tokens stand in a space without walking all maxTokens tokens: the turn's
// listing (newTurnScan), the ranged Fight verb (fightLegal) and the
// Aggressive enemies of a space entered (runEnterFight).
//
// The index is derived from State.Tokens: unexported, so never encoded
// (MarshalBinary, views), copied with the state (Clone, by value), built by
// New, Resample and Unmarshal (indexTokens), and kept in step by
// placeToken, through which every write of a token's node goes. A state
// whose index was not built (decoded by json.Unmarshal alone, or made
// field by field) says so (built false), and its listings walk the tokens.
// Check compares a built index with the tokens, so the conformance suite
// checks it after every move of its random games.

// tokenIndex has, when built, bit t of byPos[p] for each token t below
// lowTokens standing on a node of position p, and bit t-lowTokens of high
// for each token from lowTokens on (faction slots, seldom used) standing
// on the map. Splitting the tokens so keeps the state within 2,048 bytes,
// an allocation size class that Clone stays in.
type tokenIndex struct {
	byPos [maxPositions]uint32
	high  uint16
	built bool
}

// lowTokens is the number of tokens byPos holds.
const lowTokens = 32

// The tokens from lowTokens on fit high.
var _ [16 - (maxTokens - lowTokens)]struct{}

// candidates is the tokens of position p and, from lowTokens on, every
// token on the map: a superset of the tokens on p's nodes.
func (x *tokenIndex) candidates(p int) uint64 {
	return uint64(x.byPos[p]) | uint64(x.high)<<lowTokens
}

// indexTokens builds s's token index from s.Tokens.
func (s *State) indexTokens() {
	s.at = tokenIndex{built: true}
	for t := range s.Tokens {
		if n := s.Tokens[t].Node; n != Nowhere {
			p, _ := nodePos(n)
			s.at.add(t, p)
		}
	}
}

// add puts token t on position p in the index.
func (x *tokenIndex) add(t, p int) {
	if t < lowTokens {
		x.byPos[p] |= 1 << uint(t)
	} else {
		x.high |= 1 << uint(t-lowTokens)
	}
}

// remove takes token t off position p in the index.
func (x *tokenIndex) remove(t, p int) {
	if t < lowTokens {
		x.byPos[p] &^= 1 << uint(t)
	} else {
		x.high &^= 1 << uint(t-lowTokens)
	}
}

// placeToken sets token t to tk, keeping the index in step.
func (s *State) placeToken(t int, tk Token) {
	if n := s.Tokens[t].Node; n != Nowhere {
		p, _ := nodePos(n)
		s.at.remove(t, p)
	}
	if tk.Node != Nowhere {
		p, _ := nodePos(tk.Node)
		s.at.add(t, p)
	}
	s.Tokens[t] = tk
}

// moveToken puts token t on node n (Nowhere: off the map), the rest of it
// unchanged.
func (s *State) moveToken(t int, n int8) {
	tk := s.Tokens[t]
	tk.Node = n
	s.placeToken(t, tk)
}

// tokensOn has bit t for each token standing on node n, which is on the
// map. The index gives the few tokens of n's position (candidates);
// without one, every token is compared.
func (s *State) tokensOn(n int8) uint64 {
	var m uint64
	if !s.at.built {
		for t := range s.Tokens {
			if s.Tokens[t].Node == n {
				m |= 1 << uint(t)
			}
		}
		return m
	}
	p, _ := nodePos(n)
	for c := s.at.candidates(p); c != 0; c &= c - 1 {
		if t := bits.TrailingZeros64(c); s.Tokens[t].Node == n {
			m |= 1 << uint(t)
		}
	}
	return m
}

// tokensAround has bit t for each token standing on a node of position p
// or of the positions next to it (hexmap.Layout's neighbours), and from
// lowTokens on every token on the map: a superset of the tokens on a node
// of p's spaces and their adjacent spaces. Without the index, every token
// on the map.
func (s *State) tokensAround(p int) uint64 {
	if !s.at.built {
		var m uint64
		for t := range s.Tokens {
			if s.Tokens[t].Node != Nowhere {
				m |= 1 << uint(t)
			}
		}
		return m
	}
	m := s.at.candidates(p)
	for _, q := range s.board().Layout.Places[p].Nb {
		if q >= 0 {
			m |= uint64(s.at.byPos[q])
		}
	}
	return m
}

// checkTokenIndex reports whether s's token index, when built, is the one
// indexTokens builds from the tokens.
func (s *State) checkTokenIndex() bool {
	if !s.at.built {
		return true
	}
	c := *s
	c.indexTokens()
	return c.at == s.at
}
