package outlive

import "wasteland/engine"

// VisitAP is the AP left to seat's hero acting on its location now (a
// visit gives as many AP as the hero's strength, OL-OVR-2), or 0 when no
// visit of seat's is pending. The bots' evaluation (package bot) counts
// unspent AP as worth something.
func (s *State) VisitAP(seat engine.Seat) int {
	if s.Depth > 0 && isVisitPrompt(s.Top().Kind) && s.Visit.Seat == int8(seat) {
		return int(s.Visit.AP)
	}
	return 0
}

// Daytime reports whether the round's day is under way: from dawn to
// sunset (OL-ROUND-1), while the night is still to come.
func (s *State) Daytime() bool {
	for i := 0; i < int(s.Depth); i++ {
		if s.Frames[i].Kind == fSunset {
			return true
		}
	}
	return false
}

// NightForecast is what the coming night's upkeep will take from a
// bunker if nothing changes before it (OL-NIGHT-FEED-1..5,
// OL-NIGHT-RAD-1..4): the food the rooms and the airlock need against the
// food held, the survivors a shortfall costs, and the radiation to come.
type NightForecast struct {
	Round int `json:"round"`
	// RoomsUpkeep is the food the occupied rooms need; AirlockWater the
	// water the occupied airlock rows need; PermanentWater the need the
	// permanent water room covers (0 or 1).
	RoomsUpkeep    int `json:"rooms_upkeep"`
	AirlockWater   int `json:"airlock_water"`
	PermanentWater int `json:"permanent_water"`
	// FoodNeeded is the tokens to pay (the needs less the permanent
	// water); FoodHeld the meat, water and cans held; Short the tokens
	// missing, each a survivor lost (OL-NIGHT-FEED-4).
	FoodNeeded int `json:"food_needed"`
	FoodHeld   int `json:"food_held"`
	Short      int `json:"short"`
	// RadLevel is the round's radiation level (OL-NIGHT-RAD-1), Blocked
	// the levels the airlock blocks (its survivors and the shield room),
	// Rise the levels the bunker's radiation rises, Radiation the level
	// after the rise and RadLost the survivors lost beyond the worst
	// level (OL-RAD-3).
	RadLevel  int `json:"radiation_level"`
	Blocked   int `json:"blocked"`
	Rise      int `json:"rise"`
	Radiation int `json:"radiation_after"`
	RadLost   int `json:"radiation_lost"`
}

// NightForecast forecasts the coming night of seat's bunker from its
// public state; round 1 is the first round's. Before the first round it
// forecasts round 1.
func (s *State) NightForecast(seat int) NightForecast {
	p := &s.P[seat]
	fp := s.planFeed(seat)
	round := max(int(s.Round), 1)
	nf := NightForecast{Round: round, RoomsUpkeep: fp.upkeep, AirlockWater: fp.rows, FoodHeld: p.food(), Short: fp.short,
		RadLevel: Rules.RadRounds[round-1], Blocked: int(p.Airlock)}
	if fp.perm != 0 {
		nf.PermanentWater = 1
	}
	nf.FoodNeeded = nf.RoomsUpkeep + nf.AirlockWater - nf.PermanentWater
	if p.hasRoom(AbAirlockShield) {
		nf.Blocked++
	}
	nf.Rise = max(0, nf.RadLevel-nf.Blocked)
	nf.Radiation = int(p.Rad) - nf.Rise
	if nf.Radiation < Rules.RadWorst {
		nf.RadLost = Rules.RadWorst - nf.Radiation
		nf.Radiation = Rules.RadWorst
	}
	return nf
}
