package outlive

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
)

// A day turn moves one idle hero (OL-MOVE-1) in two steps: fDayTurn
// chooses the hero (verbDayHero), fMoveHeroTo where it goes. The first
// step offers the move itself instead when nothing is left to choose in
// one of the steps: a hero with one place to go, or the player's only
// idle hero (its moves, one option each); a hero with nowhere to go
// stays (OL-MOVE-7) and is never offered as a first step.

func init() {
	register(fDayTurn, frameKind{
		Name: "day-turn", Prompt: "move-hero",
		Legal:  legalDayTurn,
		Option: optionDayTurn,
		Apply:  applyDayTurn,
	})
	register(fMoveHeroTo, frameKind{
		Name: "move-hero-to", Prompt: "move-hero-where",
		Legal:  legalMoveHeroTo,
		Option: optionDayTurn,
		Apply:  applyMoveHeroTo,
	})
}

// moveReach is what limits the moves of a seat's heroes this turn.
type moveReach struct {
	own  uint8 // locations holding one of the seat's heroes
	idle uint8 // bit h: the seat's hero h is idle
	exo  bool  // the Exoskeleton can be used
}

// moveReachOf is the moveReach of seat now.
func (s *State) moveReachOf(seat int) moveReach {
	p := &s.P[seat]
	h := &p.Heroes // written out: a loop costs twice as much here
	return moveReach{
		own:  locationBit[uint8(h[0].Loc)] | locationBit[uint8(h[1].Loc)] | locationBit[uint8(h[2].Loc)] | locationBit[uint8(h[3].Loc)],
		idle: idleBit(h[0], 0) | idleBit(h[1], 1) | idleBit(h[2], 2) | idleBit(h[3], 3),
		exo:  p.canUse(eqExoskeleton),
	}
}

// idleBit is bit i when hero is idle (not yet moved this day), else 0.
func idleBit(hero Hero, i uint) uint8 {
	if hero.Active {
		return 0
	}
	return 1 << i
}

// locationBit[uint8(loc)] is location loc's bit in a set of locations; 0
// for a hero off the board (-1, index 255).
var locationBit = func() (b [256]uint8) {
	for l := range NumLocations {
		b[l] = 1 << uint(l)
	}
	return b
}()

// of returns where hero h of seat can move (reach): 1 or 2 steps, to a
// location without an own hero (OL-MOVE-4, OL-MOVE-5), the Freighter only
// with a slot for it (OL-MOVE-9), farther with the Exoskeleton; near is
// every location at most 2 steps from the hero.
func (m moveReach) of(s *State, seat, h int) (reach, near uint8) {
	reach, near = m.around(s, seat, h)
	return m.boardable(s, seat, h, reach), near
}

// around is of before the Freighter's slots are asked: reach may still
// hold the Freighter without a slot for the hero.
func (m moveReach) around(s *State, seat, h int) (reach, near uint8) {
	near = nearLocations[s.P[seat].Heroes[h].Loc]
	reach = near
	if m.exo {
		reach = allLocations
	}
	return reach &^ m.own, near
}

// boardable removes the Freighter from reach when hero h of seat has no
// slot on it (OL-MOVE-9).
func (m moveReach) boardable(s *State, seat, h int, reach uint8) uint8 {
	if reach&(1<<Freighter) != 0 && s.freighterClosed(seat, h) {
		reach &^= 1 << Freighter
	}
	return reach
}

// freighterClosed reports whether hero h of seat has no Freighter slot
// to take (freighterSlots is empty), asking freighterSlots only when the
// slots free of the hero's strengths do not answer.
func (s *State) freighterClosed(seat, h int) bool {
	return !s.freighterSlotsFree(h) && s.freighterSlots(seat, h) == 0
}

// appendMoves appends hero h's moves to the locations of reach, those
// outside near with the Exoskeleton.
func appendMoves(h int, reach, near uint8, dst []engine.Action) []engine.Action {
	for m := reach; m != 0; m &= m - 1 {
		to := bits.TrailingZeros8(m)
		far := 0
		if near&(1<<uint(to)) == 0 {
			far = 1
		}
		dst = append(dst, act(verbDayMove, h, to, far))
	}
	return dst
}

// legalDayTurn lists, for each idle hero, the hero (verbDayHero) when it
// has several places to go and is not the seat's only idle hero, else its
// moves, or staying when it has no move.
func legalDayTurn(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	m := s.moveReachOf(seat)
	single := m.idle&(m.idle-1) == 0
	for b := m.idle; b != 0; b &= b - 1 {
		h := bits.TrailingZeros8(b)
		reach, near := m.around(s, seat, h)
		if !single && bits.OnesCount8(reach&^(1<<Freighter)) >= 2 {
			// Two places to go besides the Freighter: the hero is a first
			// step whatever the Freighter's slots.
			dst = append(dst, act(verbDayHero, h, 0, 0))
			continue
		}
		reach = m.boardable(s, seat, h, reach)
		switch {
		case reach == 0:
			dst = append(dst, act(verbDayStay, h, 0, 0))
		case single || reach&(reach-1) == 0:
			dst = appendMoves(h, reach, near, dst)
		default:
			dst = append(dst, act(verbDayHero, h, 0, 0))
		}
	}
	return dst
}

// legalMoveHeroTo lists the moves of the hero chosen in the first step.
func legalMoveHeroTo(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat, h := int(f.Seat), moveHeroToOf(f).hero
	reach, near := s.moveReachOf(seat).of(s, seat, h)
	return appendMoves(h, reach, near, dst)
}

// allLocations has a bit set for every location.
const allLocations = uint8(1<<NumLocations - 1)

// nearLocations has, for each location, a bit set for every location at
// most 2 steps away on the ring (itself included): where a hero moves
// without the Exoskeleton.
var nearLocations = func() (near [NumLocations]uint8) {
	for a := Location(0); a < NumLocations; a++ {
		for b := Location(0); b < NumLocations; b++ {
			if ringSteps(a, b) <= 2 {
				near[a] |= 1 << uint(b)
			}
		}
	}
	return near
}()

func optionDayTurn(s *State, f *Frame, a engine.Action) engine.Option {
	v, h, to, exo := unact(a)
	str := strconv.Itoa(int(HeroStrength[h]))
	switch v {
	case verbDayStay:
		return opt("stay:"+heroNames[h], "The strength-"+str+" hero cannot move: stand it up where it is", "hero", heroNames[h])
	case verbDayHero:
		from := &Rules.Locations[s.P[f.Seat].Heroes[h].Loc]
		return opt("hero:"+heroNames[h], "Move the strength-"+str+" hero from "+from.Name+", then choose where",
			"hero", heroNames[h], "from", from.ID)
	}
	info := &Rules.Locations[to]
	if exo == 1 {
		return opt("move:"+heroNames[h]+":"+info.ID+":exo", "Move the strength-"+str+" hero to "+info.Name+" with the Exoskeleton", "hero", heroNames[h], "location", info.ID, "exoskeleton", "true")
	}
	return opt("move:"+heroNames[h]+":"+info.ID, "Move the strength-"+str+" hero to "+info.Name, "hero", heroNames[h], "location", info.ID)
}

// applyDayTurn asks where the chosen hero goes, or moves it.
func applyDayTurn(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	if v, h, _, _ := unact(a); v == verbDayHero {
		s.Push(moveHeroToArgs{hero: h}.frame(int(f.Seat)))
		return
	}
	s.moveHero(f, a, rec)
}

// applyMoveHeroTo moves the chosen hero and returns to the fDayTurn frame.
func applyMoveHeroTo(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	s.Pop()
	s.moveHero(s.Top(), a, rec)
}

// moveHero plays move a of the fDayTurn frame f: it stands the hero up
// and moves it (OL-MOVE-11), passes the turn to the next seat with an idle
// hero (OL-MOVE-1), and resolves superiority before the hero's visit
// (OL-SUP-1).
func (s *State) moveHero(f *Frame, a engine.Action, rec *engine.Recorder) {
	v, h, to, exo := unact(a)
	seat := int(f.Seat)
	p := &s.P[seat]
	hero := &p.Heroes[h]
	from := hero.Loc
	hero.Active = true
	if next := s.nextDayTurn(seat); next >= 0 {
		f.Seat = int8(next)
		s.DayTurn = int8(next)
	} else {
		s.Pop()
	}
	if v == verbDayStay {
		if rec.On() {
			rec.Public("hero-stayed", HeroStayed{Seat: seat, Hero: heroNames[h], Location: Rules.Locations[from].ID}, "OL-MOVE-7")
		}
		return
	}
	hero.Loc = Location(to)
	if exo == 1 {
		p.use(eqExoskeleton)
	}
	if rec.On() {
		rec.Public("hero-moved", HeroMoved{Seat: seat, Hero: heroNames[h], From: Rules.Locations[from].ID, To: Rules.Locations[to].ID,
			Steps: ringSteps(from, Location(to)), Exoskeleton: exo == 1}, "OL-MOVE-1", "OL-MOVE-11")
	}
	s.supNext(seat, h, s.supTargets(seat, h), rec)
}
