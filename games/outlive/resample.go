package outlive

import (
	"slices"

	"wasteland/engine"
)

// Resample returns a state that seat cannot tell apart from s: everything
// hidden from seat is redrawn with rng, and the game's own RNG is replaced
// by one split from rng, so that future draws are unknown too. What is
// hidden: the face-down events (OL-SETUP-12), the order of the search stacks
// (OL-SETUP-15) and the tiles below each hunting top (OL-SETUP-14) unless
// seat has looked at them, the equipment pile (OL-SETUP-13), and the other
// seats' undisclosed setup draws (OL-SETUP-3). Hidden stacks are sorted
// before they are shuffled, so the result depends only on what seat may see
// and on rng: a bot that resamples cannot be steered by hidden information.
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
	c.Rng = rng.Split()
	var knows uint8
	if seat >= 0 {
		knows = s.P[seat].Knows
	}
	c.resampleEvents(rng)
	c.resampleHunts(knows, rng)
	for i := 0; i < NumCities; i++ {
		if knows&(1<<uint(i)) == 0 {
			st := &c.City[i]
			slices.Sort(st.Stack[:st.N]) // depend on what seat knows only
			engine.Shuffle(rng, st.Stack[:st.N])
		}
	}
	slices.Sort(c.EqDeck[:c.EqN])
	engine.Shuffle(rng, c.EqDeck[:c.EqN])
	c.resampleSetup(int(seat), rng)
}

// resampleEvents redraws the face-down event slots from the events not
// revealed.
func (s *State) resampleEvents(rng *engine.RNG) {
	var revealed uint32
	hidden := 0
	for i := 0; i < 6; i++ {
		if s.EventState[i] == EventFaceDown {
			hidden++
		} else {
			revealed |= 1 << uint(s.Events[i])
		}
	}
	if hidden == 0 {
		return
	}
	pool := make([]int8, 0, len(Rules.Events))
	for e := range Rules.Events {
		if revealed&(1<<uint(e)) == 0 {
			pool = append(pool, int8(e))
		}
	}
	engine.Shuffle(rng, pool)
	for i := 0; i < 6; i++ {
		if s.EventState[i] == EventFaceDown {
			s.Events[i] = pool[0]
			pool = pool[1:]
		}
	}
}

// resampleHunts redraws the tiles under the tops of the stacks seat has not
// looked at, from every tile seat has not seen (OL-SETUP-14: leftovers went
// back to the box unseen).
func (s *State) resampleHunts(knows uint8, rng *engine.RNG) {
	// Stack buffers keep a search's resampling free of allocations; append
	// grows past them should the content ever hold more.
	var leftBuf [16]int
	left := leftBuf[:0]
	for _, hk := range Rules.HuntKinds {
		left = append(left, hk.Count)
	}
	for p := 0; p < int(s.N); p++ {
		for k := range Rules.HuntKinds {
			left[k] -= int(s.P[p].Hunted[k])
		}
	}
	for h := 0; h < NumHunts; h++ {
		st := &s.Hunt[h]
		if st.N == 0 {
			continue
		}
		if knows&(1<<uint(4+h)) != 0 {
			for _, t := range st.Tiles[:st.N] {
				left[t]--
			}
		} else {
			left[st.Tiles[st.N-1]]--
		}
	}
	var poolBuf [64]int8
	pool := poolBuf[:0]
	for k, n := range left {
		for ; n > 0; n-- {
			pool = append(pool, int8(k))
		}
	}
	engine.Shuffle(rng, pool)
	for h := 0; h < NumHunts; h++ {
		st := &s.Hunt[h]
		if st.N == 0 || knows&(1<<uint(4+h)) != 0 {
			continue
		}
		for i := 0; i < int(st.N)-1; i++ {
			st.Tiles[i] = pool[0]
			pool = pool[1:]
		}
	}
}

// resampleSetup redraws what seat has not seen of the setup draws: the
// undealt leaders and rooms, the other seats' drawn, picked and returned ones
// until they are revealed, and Mary Koolpepper's drawn search tiles
// (OL-SETUP-3, OL-SETUP-4, OL-SETUP-7, OL-LEADER-MARY). Seats draw, pick and
// return in seat order, so a returned card's place in its pool tells whose it
// was.
func (s *State) resampleSetup(seat int, rng *engine.RNG) {
	if s.Round > 0 {
		return
	}
	// Leaders: the first base entries of the pool were never dealt; seat t's
	// returned leader follows at base+t.
	base := len(Rules.Leaders) - 2*int(s.N)
	leaders := make([]int, len(Rules.Leaders))
	for i := range leaders {
		leaders[i] = 1
	}
	var slots []*int8
	public := s.leadersPublic()
	for t := 0; t < int(s.N); t++ {
		p := &s.P[t]
		for j := range p.LeaderDraw {
			l := p.LeaderDraw[j]
			switch {
			case l < 0:
			case t == seat || (public && j == 0):
				leaders[l]--
			default:
				slots = append(slots, &p.LeaderDraw[j])
			}
		}
		if i := base + t; i < int(s.LeaderN) {
			if t == seat {
				leaders[s.LeaderPool[i]]--
			} else {
				slots = append(slots, &s.LeaderPool[i])
			}
		}
	}
	for i := 0; i < base && i < int(s.LeaderN); i++ {
		slots = append(slots, &s.LeaderPool[i])
	}
	fill(slots, leaders, rng)

	// Rooms: seat t's returned rooms sit at base+2t and base+2t+1.
	base = len(Rules.AdvancedDeck) - 6*int(s.N)
	rooms := make([]int, len(Rules.Rooms))
	for _, r := range Rules.AdvancedDeck {
		rooms[r]++
	}
	slots = slots[:0]
	public = s.roomsPublic()
	for t := 0; t < int(s.N); t++ {
		p := &s.P[t]
		for j := range p.RoomDraw {
			r := p.RoomDraw[j]
			switch {
			case r < 0:
			case t == seat || public:
				rooms[r]--
			default:
				slots = append(slots, &p.RoomDraw[j])
			}
		}
		for j := 0; j < 2; j++ {
			if i := base + 2*t + j; i < int(s.RoomN) {
				if t == seat {
					rooms[s.RoomPool[i]]--
				} else {
					slots = append(slots, &s.RoomPool[i])
				}
			}
		}
	}
	for i := 0; i < base && i < int(s.RoomN); i++ {
		slots = append(slots, &s.RoomPool[i])
	}
	fill(slots, rooms, rng)
	s.resampleMaryDraw(seat, rng)
}

// resampleMaryDraw redraws the search tiles Mary's player holds, when seat
// is another seat: they and the rest of their city's stack are one unseen
// heap.
func (s *State) resampleMaryDraw(seat int, rng *engine.RNG) {
	if s.Depth == 0 {
		return
	}
	f := s.Top()
	if (f.Kind != fMaryDraw && f.Kind != fMaryDiscard) || int(f.Seat) == seat {
		return
	}
	p := &s.P[f.Seat]
	for c := 0; c < NumCities; c++ {
		cs := &s.City[c]
		counts := make([]int, NumSearchKinds)
		slots := make([]*int8, 0, 10)
		for i := 0; i < int(cs.N); i++ {
			counts[cs.Stack[i]]++
			slots = append(slots, &cs.Stack[i])
		}
		args := leaderSearchOf(f)
		for j := 0; j < args.drawn; j++ {
			if drawCity(args.cities, j) == c {
				counts[p.MaryDraw[j]]++
				slots = append(slots, &p.MaryDraw[j])
			}
		}
		fill(slots, counts, rng)
	}
}

// fill puts the kinds counted in counts into slots in a random order.
func fill(slots []*int8, counts []int, rng *engine.RNG) {
	heap := make([]int8, 0, len(slots))
	for k, n := range counts {
		for ; n > 0; n-- {
			heap = append(heap, int8(k))
		}
	}
	if len(heap) != len(slots) {
		panic("outlive: resample bookkeeping lost a card")
	}
	engine.Shuffle(rng, heap)
	for i, p := range slots {
		*p = heap[i]
	}
}
