package outlive

import "wasteland/engine"

// Scoring (OL-SCORE, OL-WIN, OL-TIE): after the night of round 6 every
// player totals their survival points; ties go to the most food, then the
// most materials and ammo, then the victory is shared.

// ScoreBreakdown is one player's survival points, part by part, and the
// tie-break values.
type ScoreBreakdown struct {
	Seat int `json:"seat"`
	// Events is the printed SP of the averted events (OL-SCORE-1).
	Events int `json:"events"`
	// FullRooms counts finished, fully occupied rooms; Rooms is their SP (OL-SCORE-2).
	FullRooms int `json:"full_rooms"`
	Rooms     int `json:"rooms"`
	// Radiation is the SP of the radiation level: the level itself (OL-SCORE-3).
	Radiation int `json:"radiation"`
	// Survivors is 1 SP per survivor in rooms and airlock (OL-SCORE-4).
	Survivors int `json:"survivors"`
	// Repaired is 1 SP per repaired tile (OL-SCORE-5).
	Repaired int `json:"repaired"`
	// Pairs is 1 SP per pair of repaired tiles completing a symbol (OL-SCORE-6).
	Pairs int `json:"pairs"`
	Total int `json:"total"`
	// Food (meat + water + cans) breaks a tie first (OL-TIE-1), then Other
	// (materials + ammo, OL-TIE-2).
	Food  int `json:"tiebreak_food"`
	Other int `json:"tiebreak_other"`
}

// FinalScore is the public "final-score" event: every breakdown, each
// seat's placing and the winners.
type FinalScore struct {
	Scores   []ScoreBreakdown `json:"scores"`
	Placings []int            `json:"placings"`
	Winners  []int            `json:"winners"`
}

// Score is seat's score if the game ended now.
func (s *State) Score(seat int) ScoreBreakdown {
	p := &s.P[seat]
	b := ScoreBreakdown{Seat: seat}
	for k := range Rules.Events {
		if p.Averted&(1<<uint(k)) != 0 {
			b.Events += Rules.Events[k].Points
		}
	}
	for i := range p.Rooms {
		if p.RoomFull(i) {
			b.FullRooms++
		}
	}
	b.Rooms = Rules.FullRoomPoints[b.FullRooms]
	b.Radiation = int(p.Rad)
	b.Survivors = p.Survivors()
	var paired uint32
	for k := range Rules.Equipment {
		if p.Repaired&(1<<uint(k)) == 0 {
			continue
		}
		b.Repaired++
		if paired&(1<<uint(k)) != 0 {
			continue
		}
		for j := k + 1; j < len(Rules.Equipment); j++ {
			if p.Repaired&(1<<uint(j)) != 0 && paired&(1<<uint(j)) == 0 && Rules.Equipment[j].Symbol == Rules.Equipment[k].Symbol {
				paired |= 1<<uint(k) | 1<<uint(j)
				b.Pairs++
				break
			}
		}
	}
	b.Total = b.Events + b.Rooms + b.Radiation + b.Survivors + b.Repaired + b.Pairs
	b.Food = p.food()
	b.Other = int(p.Res[Wood] + p.Res[Metal] + p.Res[Electronics] + p.Res[Ammo])
	return b
}

// scoreBeats reports whether a ranks strictly above b: more SP, then more
// food, then more materials and ammo.
func scoreBeats(a, b ScoreBreakdown) bool {
	if a.Total != b.Total {
		return a.Total > b.Total
	}
	if a.Food != b.Food {
		return a.Food > b.Food
	}
	return a.Other > b.Other
}

// Result is the final scoring: scores, placings (tied seats share a rank),
// the winners (several on a full tie) and the breakdowns as Detail.
func (s *State) Result() engine.Result {
	n := int(s.N)
	bd := make([]ScoreBreakdown, n)
	res := engine.Result{Scores: make([]int, n), Placings: make([]int, n), Winners: []engine.Seat{}, Detail: bd}
	for i := range bd {
		bd[i] = s.Score(i)
		res.Scores[i] = bd[i].Total
	}
	for i := range bd {
		place := 1
		for j := range bd {
			if scoreBeats(bd[j], bd[i]) {
				place++
			}
		}
		res.Placings[i] = place
		if place == 1 {
			res.Winners = append(res.Winners, engine.Seat(i))
		}
	}
	return res
}

// scoreRun is fScore: the game is over and scored.
func scoreRun(s *State, f Frame, rec *engine.Recorder) {
	s.Done = true
	s.Depth = 0
	if rec.On() {
		r := s.Result()
		ev := FinalScore{Scores: r.Detail.([]ScoreBreakdown), Placings: r.Placings}
		for _, w := range r.Winners {
			ev.Winners = append(ev.Winners, int(w))
		}
		rec.Public("final-score", ev, "OL-SCORE-0", "OL-WIN-1", "OL-TIE-1")
	}
}

func init() {
	register(fScore, frameKind{Name: "score", Run: scoreRun})
}
