package outlive

import "wasteland/engine"

// Resample returns a state that seat cannot tell apart from s: everything
// hidden from seat is redrawn with rng, and the game's own RNG is replaced
// by one split from rng, so that future draws are unknown too. What is
// hidden: the face-down events (OL-SETUP-12), the order of the search stacks
// (OL-SETUP-15) and the tiles below each hunting top (OL-SETUP-14) unless
// seat has looked at them, the equipment pile (OL-SETUP-13), and the other
// seats' undisclosed setup draws (OL-SETUP-3).
func (s *State) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	c := new(State)
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
			engine.Shuffle(rng, st.Stack[:st.N])
		}
	}
	engine.Shuffle(rng, c.EqDeck[:c.EqN])
	c.resampleSetup(int(seat), rng)
	return c
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
	left := make([]int, len(Rules.HuntKinds))
	for k, hk := range Rules.HuntKinds {
		left[k] = hk.Count
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
	var pool []int8
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

// resampleSetup redraws other seats' undisclosed setup draws.
func (s *State) resampleSetup(seat int, rng *engine.RNG) {}
