package fallout

import (
	"math/bits"
	"slices"

	"wasteland/engine"
)

// Resample returns a state that seat cannot tell apart from s: everything
// hidden from seat is redrawn with rng, and the game's own RNG is replaced
// by one split from rng, so future draws are unknown too. Hidden are the
// identity of the face-down tiles (FO-SETUP-2) and of the inactive enemies
// (FO-INACT-1) with the enemy supply (FO-SETUP-3), the order of the loot,
// asset and agenda decks and of each encounter deck above its known bottom
// (FO-SETUP-4/5), and the other seats' agenda cards (FO-AGENDA-6). The
// S.P.E.C.I.A.L. pool holds no order: tokens are drawn from it at random
// when needed. Hidden stacks are sorted before they are shuffled, so the
// result depends only on what seat may see and on rng.
func (s *State) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	c := new(State)
	s.resampleInto(c, seat, rng)
	return c
}

// ResampleInto is Resample writing into dst, a state of this game that it
// overwrites, so that a search reuses one state for all its
// determinizations (bot.ResamplerInto): the same s, seat and rng give dst
// the state Resample returns. It reports false and changes nothing when
// dst is no state of this game, or is s.
func (s *State) ResampleInto(dst engine.State, seat engine.Seat, rng *engine.RNG) bool {
	c, ok := dst.(*State)
	if !ok || c == s {
		return false
	}
	s.resampleInto(c, seat, rng)
	return true
}

// resampleInto sets c to s resampled for seat.
func (s *State) resampleInto(c *State, seat engine.Seat, rng *engine.RNG) {
	*c = *s
	// What s keeps was weighed on what s holds: c weighs anew (kept.go).
	c.kept = keptWeighing{}
	c.Rng = rng.Split()
	c.resampleTiles(rng)
	c.resampleEnemies(rng)
	c.indexTokens() // the tokens were redrawn; s may have none built
	shufflePile(&c.Loot, 0, rng)
	shufflePile(&c.Assets, 0, rng)
	for d := range c.Enc {
		shufflePile(&c.Enc[d], int(c.EncKnown[d]), rng)
	}
	c.resampleAgendas(int(seat), rng)
	c.keepReaches() // the hands were redrawn; s may have none built
	if c.Coop.On {
		c.resampleCoop(rng)
	}
}

// resampleCoop redraws what the co-op table hides from everyone: the order
// of the activation, task, mod, mutation and workshop decks, and which
// mutation lies face down beside each survivor, its owner included
// (AB-SETUP-2, AB-SETUP-5). The face-down mutations and the mutation deck
// are one pool.
func (s *State) resampleCoop(rng *engine.RNG) {
	c := &s.Coop
	for _, p := range []*Pile{&c.Act, &c.TaskDeck, &c.ModDeck, &c.Workshop} {
		shufflePile(p, 0, rng)
	}
	pool := make([]int8, 0, maxPile)
	pool = append(pool, c.MutDeck.Cards[:c.MutDeck.N]...)
	for p := 0; p < int(s.N); p++ {
		if c.Mutation[p] >= 0 && c.Revealed&(1<<uint(p)) == 0 {
			pool = append(pool, c.Mutation[p])
		}
	}
	sortCards(pool)
	engine.Shuffle(rng, pool)
	n := copy(c.MutDeck.Cards[:c.MutDeck.N], pool)
	for p := 0; p < int(s.N); p++ {
		if c.Mutation[p] >= 0 && c.Revealed&(1<<uint(p)) == 0 {
			c.Mutation[p] = pool[n]
			n++
		}
	}
}

// shufflePile shuffles the cards of p above the bottom known ones.
func shufflePile(p *Pile, known int, rng *engine.RNG) {
	cards := p.Cards[known:p.N]
	sortCards(cards)
	engine.Shuffle(rng, cards)
}

// sortCards sorts cards as slices.Sort does. The cards of a pile are
// distinct, so a set of their values, read in order, sorts them: one word
// held in a register for cards from 0 to 63 (most piles'), else for cards
// within 64 of the lowest (sortNarrow); a pile holding a card twice is
// left to slices.Sort.
func sortCards(cards []int8) {
	var set, dup uint64
	var all uint8 // the values ORed: 64 or more when one is not in 0..63
	for _, c := range cards {
		v := uint8(c)
		all |= v
		m := uint64(1) << (v & 63)
		dup |= set & m
		set |= m
	}
	if all >= 64 {
		sortNarrow(cards)
		return
	}
	if dup != 0 {
		slices.Sort(cards)
		return
	}
	for i := range cards {
		cards[i] = int8(bits.TrailingZeros64(set))
		set &= set - 1
	}
}

// sortNarrow is sortCards for cards within 64 of the lowest, their set
// offset by it; cards further apart are left to sortWide.
func sortNarrow(cards []int8) {
	low, high := cards[0], cards[0]
	for _, c := range cards[1:] {
		low, high = min(low, c), max(high, c)
	}
	if int(high)-int(low) >= 64 {
		sortWide(cards)
		return
	}
	var set, dup uint64 // bit c-low
	for _, c := range cards {
		m := uint64(1) << (uint8(c-low) & 63)
		dup |= set & m
		set |= m
	}
	if dup != 0 {
		slices.Sort(cards)
		return
	}
	for i := range cards {
		cards[i] = low + int8(bits.TrailingZeros64(set))
		set &= set - 1
	}
}

// sortWide is sortCards for cards of any value.
func sortWide(cards []int8) {
	var set [4]uint64 // bit v^0x80: the values in signed order
	for _, c := range cards {
		v := uint8(c) ^ 0x80
		w, m := v>>6, uint64(1)<<(v&63)
		if set[w]&m != 0 {
			slices.Sort(cards)
			return
		}
		set[w] |= m
	}
	i := 0
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			cards[i] = int8(uint8(w<<6|bits.TrailingZeros64(word)) ^ 0x80)
			i++
		}
	}
}

// resampleTiles redraws the face-down tiles of each back from the tiles of
// that back not lying face up.
func (s *State) resampleTiles(rng *engine.RNG) {
	g := s.geo()
	var up [maxPositions]bool
	var tilesUp uint32 // bit t: tile t lies face up somewhere
	for p := range g.pos {
		if s.Map[p].FaceUp {
			up[p] = true
			if t := uint8(s.Map[p].Tile); t < 32 {
				tilesUp |= 1 << t
			}
		}
	}
	var poolBuf [32]int8
	for p := range g.pos {
		if !up[p] {
			pool := poolBuf[:0]
			back := g.backTiles[p]
			for m := back &^ tilesUp; m != 0; m &= m - 1 {
				pool = append(pool, int8(bits.TrailingZeros32(m)))
			}
			engine.Shuffle(rng, pool)
			// Deal the pool to every face-down position of this back at once.
			for q := p; q < len(g.pos); q++ {
				if !up[q] && g.backTiles[q] == back {
					s.Map[q].Tile, pool = pool[0], pool[1:]
					up[q] = true
				}
			}
		}
	}
}

// resampleEnemies redraws, per type, which tokens lie face down on the map
// and which stay in the supply. It writes the tokens without the token
// index (placeToken): resampleInto builds the index after it.
func (s *State) resampleEnemies(rng *engine.RNG) {
	// The hidden tokens of each type, in token order.
	var hidden [numEnemyTypes][maxTokens]int8
	var counts [numEnemyTypes]int
	drawn := s.fightingDrawn()
	for t := 0; t < nEnemies; t++ {
		ty := int(enemyType[t])
		if ty < 0 || ty >= numEnemyTypes || s.Tokens[t].Active || drawn[t] {
			continue
		}
		hidden[ty][counts[ty]] = int8(t)
		counts[ty]++
	}
	var spotsBuf [maxTokens]Token
	for ty := range hidden {
		pool, spots := hidden[ty][:counts[ty]], spotsBuf[:0]
		for _, t := range pool {
			if tk := s.Tokens[t]; tk.Node != Nowhere {
				spots = append(spots, tk)
			}
		}
		// The spots in token order would tell which token lies where.
		slices.SortFunc(spots, func(a, b Token) int {
			if a.Node != b.Node {
				return int(a.Node) - int(b.Node)
			}
			return b2i(a.Fresh) - b2i(b.Fresh)
		})
		engine.Shuffle(rng, pool)
		// The first tokens drawn take the spots; the others go to the supply.
		for i, t := range pool {
			tk := Token{Node: Nowhere, Faction: -1}
			if i < len(spots) {
				tk = spots[i]
			}
			s.Tokens[t] = tk
		}
	}
}

// resampleAgendas redraws the agenda deck and the other seats' hands from
// the cards seat has not seen.
func (s *State) resampleAgendas(seat int, rng *engine.RNG) {
	pool := make([]int8, 0, maxPile)
	pool = append(pool, s.Agenda.Cards[:s.Agenda.N]...)
	// Agenda cards shown to seat in a proposed trade stay (camp.go).
	camper, shown := s.shownTo(seat)
	for p := 0; p < int(s.N); p++ {
		for i := 0; p != seat && i < int(s.P[p].NHand); i++ {
			if p != camper || shown&(1<<uint(i)) == 0 {
				pool = append(pool, s.P[p].Hand[i])
			}
		}
	}
	sortCards(pool)
	engine.Shuffle(rng, pool)
	n := copy(s.Agenda.Cards[:s.Agenda.N], pool)
	for p := 0; p < int(s.N); p++ {
		for i := 0; p != seat && i < int(s.P[p].NHand); i++ {
			if p != camper || shown&(1<<uint(i)) == 0 {
				s.P[p].Hand[i] = pool[n]
				n++
			}
		}
	}
}
