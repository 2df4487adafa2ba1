package outlive

import "wasteland/engine"

// Dawn events (OL-DAWN).
type (
	// StockRefilled is a resource location topped up to its total (OL-DAWN-1).
	StockRefilled struct {
		Location string `json:"location"`
		Resource string `json:"resource"`
		Before   int    `json:"before"`
		Added    int    `json:"added"`
		After    int    `json:"after"`
	}
	// AlgaeReset is the algae marker turned to its active side (OL-DAWN-2).
	AlgaeReset struct {
		WasActive bool `json:"was_active"`
	}
	// CityEquipmentDealt is a city's face-up equipment replaced (OL-DAWN-3).
	CityEquipmentDealt struct {
		City      string   `json:"city"`
		Discarded []string `json:"discarded"`
		Dealt     []string `json:"dealt"`
		Reshuffle bool     `json:"reshuffled_discards,omitempty"`
		PileLeft  int      `json:"pile_left"`
	}
	// CitySearchReset is a city's search stack reshuffled and its removed
	// tiles laid face up (OL-DAWN-4).
	CitySearchReset struct {
		City    string   `json:"city"`
		Stack   int      `json:"stack"`
		Removed []string `json:"removed"`
	}
	// FreighterRefilled lists the Freighter slots (by strength) that got a survivor (OL-DAWN-5).
	FreighterRefilled struct {
		Filled []int `json:"filled_slots"`
	}
)

func init() {
	register(fDawn, frameKind{Name: "dawn", Run: runDawn})
}

// runDawn refills the board (OL-DAWN-1..6). Hunting stacks are never
// refilled (OL-DAWN-6).
func runDawn(s *State, f Frame, rec *engine.Recorder) {
	n := int(s.N)
	// OL-DAWN-1: top up to the total; do not add it.
	for l := Location(0); l < NumLocations; l++ {
		info := &Rules.Locations[l]
		if info.Stock < 0 {
			continue
		}
		before := int(s.Stock[l])
		after := max(before, info.Refill[n-2])
		s.Stock[l] = int16(after)
		if rec.On() {
			rec.Public("stock-refilled", StockRefilled{Location: info.ID, Resource: info.Stock.String(), Before: before, Added: after - before, After: after}, "OL-DAWN-1")
		}
	}
	// OL-DAWN-2.
	if rec.On() {
		rec.Public("algae-reset", AlgaeReset{WasActive: s.Algae}, "OL-DAWN-2")
	}
	s.Algae = true
	for l := Location(0); l < NumLocations; l++ {
		c := Rules.Locations[l].CityIndex
		if c < 0 {
			continue
		}
		cs := &s.City[c]
		// OL-DAWN-3: discard what is left, deal new tiles.
		var ev CityEquipmentDealt
		if rec.On() {
			ev = CityEquipmentDealt{City: Rules.Locations[l].ID, Discarded: []string{}, Dealt: []string{}}
		}
		for i := range cs.Equip {
			if k := cs.Equip[i]; k >= 0 {
				s.EqDiscard[s.EqDN] = k
				s.EqDN++
				cs.Equip[i] = -1
				if rec.On() {
					ev.Discarded = append(ev.Discarded, Rules.Equipment[k].ID)
				}
			}
		}
		for i := 0; i < Rules.CityEquipment; i++ {
			k, reshuffled := s.popEquipment()
			cs.Equip[i] = k
			if rec.On() {
				ev.Reshuffle = ev.Reshuffle || reshuffled
				if k >= 0 {
					ev.Dealt = append(ev.Dealt, Rules.Equipment[k].ID)
				}
			}
		}
		if rec.On() {
			ev.PileLeft = int(s.EqN)
			rec.Emit(engine.Event{Type: "city-equipment-dealt", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-DAWN-3"}})
		}
		// OL-DAWN-4: all 10 tiles shuffled; some laid face up beside the stack.
		copy(cs.Stack[cs.N:], cs.Out[:cs.NOut])
		cs.N += cs.NOut
		cs.NOut = 0
		engine.Shuffle(&s.Rng, cs.Stack[:cs.N])
		for p := range s.P {
			s.P[p].Knows &^= 1 << uint(c) // a peeked order is lost (OL-ROOM-17)
		}
		for i := 0; i < Rules.SearchRemoved[n-2] && cs.N > 0; i++ {
			cs.N--
			cs.Out[cs.NOut] = cs.Stack[cs.N]
			cs.NOut++
		}
		if rec.On() {
			ev := CitySearchReset{City: Rules.Locations[l].ID, Stack: int(cs.N), Removed: []string{}}
			for _, t := range cs.Out[:cs.NOut] {
				ev.Removed = append(ev.Removed, searchNames[t])
			}
			rec.Emit(engine.Event{Type: "city-search-reset", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-DAWN-4"}})
		}
	}
	// OL-DAWN-5.
	var fr FreighterRefilled
	if rec.On() {
		fr.Filled = []int{}
	}
	for i := range s.Freighter {
		if !s.Freighter[i].Survivor {
			s.Freighter[i].Survivor = true
			if rec.On() {
				fr.Filled = append(fr.Filled, i+3)
			}
		}
	}
	s.FreighterTaken = false
	if rec.On() {
		rec.Public("freighter-refilled", fr, "OL-DAWN-5")
	}
}
