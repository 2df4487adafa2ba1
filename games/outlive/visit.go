package outlive

import "wasteland/engine"

// beginVisit starts the visit of seat's hero on its location, with AP equal
// to its effective strength (OL-AP-1).
func (s *State) beginVisit(seat, hero int, rec *engine.Recorder) {
	s.Visit = Visit{Seat: int8(seat), Hero: int8(hero), Loc: s.P[seat].Heroes[hero].Loc, AP: int8(s.effectiveStrength(seat, hero))}
}
