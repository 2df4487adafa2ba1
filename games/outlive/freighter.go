package outlive

import (
	"strconv"

	"wasteland/engine"
)

// verbFreighterSlot takes Freighter slot x (strength x+3).
const verbFreighterSlot uint8 = 1

// FreighterBoarded: a hero took a Freighter slot (OL-LOC-FRT-1..7).
type FreighterBoarded struct {
	Seat          int    `json:"seat"`
	Hero          string `json:"hero"`
	Slot          int    `json:"slot"` // the slot's strength, 3..6
	GrapplingHook bool   `json:"grappling_hook"`
	// SharedSlot: the slot was already taken (OL-ROOM-7); cans and survivor came from the supply.
	SharedSlot bool `json:"shared_slot"`
	SlotCans   int  `json:"slot_cans"`
	RoomCans   int  `json:"room_cans"` // OL-ROOM-6 and OL-ROOM-7
	Cans       int  `json:"cans"`      // the player's cans after
	// Survivor is "to-place" (the player places it next), "no-space" (it
	// stays where it was) or "none" (the slot held none).
	Survivor    string `json:"survivor"`
	FirstHero   bool   `json:"first_hero"` // the round's first hero on the Freighter
	StartBefore int    `json:"start_player_before"`
	StartAfter  int    `json:"start_player_after"`
}

func init() {
	register(fFreighterSlot, frameKind{
		Name: "freighter-slot", Prompt: "freighter-slot",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			mask := s.freighterSlots(int(f.Seat), int(s.Visit.Hero))
			for i := 0; i < 4; i++ {
				if mask&(1<<uint(i)) != 0 {
					dst = append(dst, act(verbFreighterSlot, i, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			n := strconv.Itoa(i + 3)
			label := "Take the strength-" + n + " slot (" + strconv.Itoa(Rules.FreighterCans[i]) + " cans)"
			if i+3 > s.effectiveStrength(int(f.Seat), int(s.Visit.Hero)) {
				label += " with the Grappling hook"
			}
			if s.Freighter[i].Occupant >= 0 {
				label += ", though taken"
			}
			return opt("slot:"+n, label, "strength", n)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			seat := int(f.Seat)
			_, i, _, _ := unact(a)
			s.Pop()
			s.boardFreighter(seat, i, rec)
		},
	})
}

// boardFreighter puts the visiting hero of seat on Freighter slot i: the
// slot's cans, the room bonuses, the survivor, and the start player marker
// for the round's first hero (OL-LOC-FRT-1..7, OL-ROOM-6, OL-ROOM-7).
func (s *State) boardFreighter(seat, i int, rec *engine.Recorder) {
	v := &s.Visit
	p := &s.P[seat]
	hero := int(v.Hero)
	hook := i+3 > s.effectiveStrength(seat, hero)
	if hook {
		p.use(eqGrapplingHook)
	}
	slot := &s.Freighter[i]
	shared := slot.Occupant >= 0
	if !shared {
		slot.Occupant = int8(seat)
	}
	roomCans := 0
	for r := range p.Rooms {
		if !p.RoomFull(r) {
			continue
		}
		k := &Rules.Rooms[p.Rooms[r].Kind]
		if k.Has(AbFreighterPlus1) {
			p.useRoom(r, AbFreighterPlus1)
			roomCans++
		}
		if k.Has(AbFreighterPlus2) {
			p.useRoom(r, AbFreighterPlus2)
			roomCans += 2
		}
	}
	p.Res[Cans] += int16(Rules.FreighterCans[i] + roomCans)
	survivor := "none"
	switch {
	case (shared || slot.Survivor) && !p.hasSpace(true):
		survivor = "no-space"
	case shared:
		survivor = "to-place"
	case slot.Survivor:
		slot.Survivor = false
		survivor = "to-place"
	}
	before := int(s.Start)
	first := !s.FreighterTaken
	if first {
		s.FreighterTaken = true
		s.Start = int8(seat)
	}
	if rec.On() {
		rec.Public("freighter-boarded", FreighterBoarded{Seat: seat, Hero: heroNames[hero], Slot: i + 3, GrapplingHook: hook,
			SharedSlot: shared, SlotCans: Rules.FreighterCans[i], RoomCans: roomCans, Cans: int(p.Res[Cans]),
			Survivor: survivor, FirstHero: first, StartBefore: before, StartAfter: int(s.Start)}, "OL-LOC-FRT-2", "OL-LOC-FRT-5")
	}
	s.Push(Frame{Kind: fVisitNext, Seat: int8(seat)})
	if survivor == "to-place" {
		s.placeSurvivors(seat, 1, true)
	}
}
