package outlive

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"

	"wasteland/engine"
)

// Reasons for losing a survivor (loseArgs.reason), as event text.
const (
	LossFeeding int8 = iota
	LossRadiation
	LossColdSnap
	LossRats
	LossHostiles
)

var lossNames = []string{"feeding", "radiation", "cold-snap", "rat-plague", "hostile-group"}

// Equipment kind indices, resolved from the content at start.
var (
	eqAxe, eqBow, eqJerrycan, eqAccessCard                      = mustEquipment("axe"), mustEquipment("bow"), mustEquipment("jerrycan"), mustEquipment("access-card")
	eqAmmoCrate, eqCrowbar, eqChainsaw, eqFlashlight            = mustEquipment("ammo-crate"), mustEquipment("crowbar"), mustEquipment("chainsaw"), mustEquipment("flashlight")
	eqPickaxe, eqWaterFilter, eqGrapplingHook, eqHacksaw        = mustEquipment("pickaxe"), mustEquipment("water-filter"), mustEquipment("grappling-hook"), mustEquipment("hacksaw")
	eqBackpack, eqMetalDetector, eqShotgun, eqBearTrap          = mustEquipment("backpack"), mustEquipment("metal-detector"), mustEquipment("shotgun"), mustEquipment("bear-trap")
	eqBaseballBat, eqCombatVest, eqExoskeleton, eqThermalSensor = mustEquipment("baseball-bat"), mustEquipment("combat-vest"), mustEquipment("exoskeleton"), mustEquipment("thermal-sensor")
)

// mustEquipment is the index of equipment kind id; it panics when the
// content lacks it.
func mustEquipment(id string) int8 {
	k := Rules.EquipmentIndex(id)
	if k < 0 {
		panic("outlive: content lacks equipment " + id)
	}
	return k
}

// owns reports whether p owns equipment kind k, broken or repaired.
func (p *Player) owns(k int8) bool { return (p.Broken|p.Repaired)&(1<<uint(k)) != 0 }

// canUse reports whether p's equipment k is repaired and unused this round (OL-EQ-1).
func (p *Player) canUse(k int8) bool {
	return (p.Repaired&^p.UsedEq)>>(uint(k)&31)&1 != 0
}

// use turns p's equipment k for this round.
func (p *Player) use(k int8) { p.UsedEq |= 1 << uint(k) }

// RoomFull reports whether room slot i is built and every slot of it filled
// (OL-NIGHT-BUILD-3).
func (p *Player) RoomFull(i int) bool {
	r := &p.Rooms[i]
	return r.Kind >= 0 && r.Built && r.Survivors >= roomSlots[uint8(r.Kind)]
}

// roomSlots, roomUpkeep and roomAbility copy each room kind's slots,
// upkeep and abilities into flat tables indexed by uint8(kind), for the
// hot paths.
// roomAbility[k][ab] has bit j set when the kind's j-th ability is ab (the
// bit of Room.Used that marks it used); both tables are zero for an empty
// slot's kind -1 (index 255).
var roomSlots, roomAbility = func() (slots [256]int8, abs [256][numAbilities]uint8) {
	for k, r := range Rules.Rooms {
		slots[k] = int8(r.Slots)
		for j, ab := range r.Abilities {
			abs[k][ab] |= 1 << uint(j)
		}
	}
	return slots, abs
}()

// roomUpkeep is each room kind's upkeep (see roomSlots).
var roomUpkeep = func() (upkeep [256]int16) {
	for k, r := range Rules.Rooms {
		upkeep[k] = int16(r.Upkeep)
	}
	return upkeep
}()

// abilityKinds[ab] has bit k for each room kind k with ability ab: most
// rooms roomWith passes over are told by one shift. Bit 63 is never set
// (at most 63 kinds): an empty slot's kind -1, cut to six bits, reads as 63.
var abilityKinds = func() (ks [numAbilities]uint64) {
	if len(Rules.Rooms) > 63 {
		panic("outlive: more than 63 room kinds")
	}
	for k, r := range Rules.Rooms {
		for _, ab := range r.Abilities {
			ks[ab] |= 1 << uint(k)
		}
	}
	return ks
}()

// roomWith returns the slot of a full room with ability ab, or -1. With
// unused set, it only returns a room whose ability is unused this round.
func (p *Player) roomWith(ab Ability, unused bool) int {
	kinds := abilityKinds[ab]
	for i := range p.Rooms {
		r := &p.Rooms[i]
		// An empty slot's kind -1 reads as 63 here, past every kind.
		if kinds>>(uint8(r.Kind)&63)&1 == 0 || !r.Built || r.Survivors < roomSlots[uint8(r.Kind)] {
			continue
		}
		if !unused || roomAbility[uint8(r.Kind)][ab]&^r.Used != 0 {
			return i
		}
	}
	return -1
}

// kindAbilities[k] has bit ab for each ability of room kind k; zero at
// 63, where an empty slot's kind -1 reads when cut to six bits.
var kindAbilities = func() (abs [64]uint32) {
	for k, r := range Rules.Rooms {
		for _, ab := range r.Abilities {
			abs[k] |= 1 << uint(ab)
		}
	}
	return abs
}()

// kindPositions[k] has bit j for the j-th ability of room kind k, and
// kindAbilityAt[k][j] is that ability (both indexed by uint8(kind), zero
// for an empty slot's kind -1): what summary needs of Room.Used.
var kindPositions, kindAbilityAt = func() (pos [256]uint8, at [256][8]Ability) {
	for k, r := range Rules.Rooms {
		if len(r.Abilities) > 8 {
			panic("outlive: a room kind with more than 8 abilities")
		}
		if r.Upkeep*NumRooms > math.MaxInt8 {
			panic("outlive: a room kind's upkeep is too large for roomSummary.upkeep")
		}
		for j, ab := range r.Abilities {
			pos[k] |= 1 << uint(j)
			at[k][j] = ab
		}
	}
	return pos, at
}()

// roomSummary summarizes a player's rooms for the listings: bit ab of full
// is set when a full room has ability ab, of free when a full room has it
// unused this round (OL-ROOM-1 … OL-ROOM-23: a room's abilities work only
// when it is full, each once a round); bit i of fullSlots when room slot i
// is full (RoomFull), of spaceSlots when it is built with a slot free
// (roomSpace); upkeep is the food the occupied rooms need
// (OL-NIGHT-FEED-1). It is derived state, worked out from Rooms when asked
// (known false until then) and forgotten by roomsChanged, which every
// change to Rooms calls. It is unexported, so neither the state's encoding nor a view
// holds it; a copied Player (Clone, Resample) copies it with the Rooms it
// describes.
type roomSummary struct {
	full, free            uint32
	fullSlots, spaceSlots uint8
	upkeep                int8 // at most NumRooms × the largest upkeep: checked at start
	known                 bool
}

// roomsChanged forgets p's summary of its rooms; every change to
// p.Rooms (kind, built, survivors, used abilities) calls it.
func (p *Player) roomsChanged() { p.sum.known = false }

// roomsRested keeps p's summary of its rooms up to date when every room's
// abilities have just become unused (maintenance): each full room's
// abilities are free again.
func (p *Player) roomsRested() { p.sum.free = p.sum.full }

// rooms is p's summary of its rooms, worked out when not known.
func (p *Player) rooms() *roomSummary {
	if !p.sum.known {
		p.sum = p.summary()
	}
	return &p.sum
}

// summary is the summary of p's rooms as its Rooms are now.
func (p *Player) summary() roomSummary {
	a := roomSummary{known: true}
	r := &p.Rooms // written out for the 7 slots: a loop costs more here
	a.add(0, &r[0])
	a.add(1, &r[1])
	a.add(2, &r[2])
	a.add(3, &r[3])
	a.add(4, &r[4])
	a.add(5, &r[5])
	a.add(6, &r[6])
	for m := a.fullSlots; m != 0; m &= m - 1 {
		room := &r[bits.TrailingZeros8(m)]
		k := uint8(room.Kind)
		a.full |= kindAbilities[k&63]
		for unused := kindPositions[k] &^ room.Used; unused != 0; unused &= unused - 1 {
			a.free |= 1 << uint(kindAbilityAt[k][bits.TrailingZeros8(unused)])
		}
	}
	return a
}

// add adds room r, in slot i, to the summary's upkeep and slots; summary
// adds the full rooms' abilities.
func (a *roomSummary) add(i uint, r *Room) {
	k := uint8(r.Kind)
	if r.Survivors > 0 {
		a.upkeep += int8(roomUpkeep[k]) // 0 for an empty slot's kind -1
	}
	if r.Kind < 0 || !r.Built {
		return
	}
	if r.Survivors < roomSlots[k] {
		a.spaceSlots |= 1 << i
		return
	}
	a.fullSlots |= 1 << i
}

// hasRoom reports whether p has a full room with ability ab:
// roomWith(ab, false) >= 0, from the summary. It and the two below test
// known themselves rather than call rooms, to stay within the inliner's
// budget.
func (p *Player) hasRoom(ab Ability) bool {
	if !p.sum.known {
		p.sum = p.summary()
	}
	return p.sum.full>>(ab&31)&1 != 0
}

// hasUnusedRoom reports whether p has a full room with ability ab unused
// this round: roomWith(ab, true) >= 0, from the summary.
func (p *Player) hasUnusedRoom(ab Ability) bool {
	if !p.sum.known {
		p.sum = p.summary()
	}
	return p.sum.free>>(ab&31)&1 != 0
}

// hasRoomFor reports whether p has a full room with one of the abilities
// of set (bit ab for ability ab) unused this round: whether
// roomWith(ab, true) finds a room for one of them.
func (p *Player) hasRoomFor(set uint32) bool {
	if !p.sum.known {
		p.sum = p.summary()
	}
	return p.sum.free&set != 0
}

// useRoom marks ability ab of room slot i as used this round.
func (p *Player) useRoom(i int, ab Ability) {
	p.Rooms[i].Used |= roomAbility[uint8(p.Rooms[i].Kind)][ab]
	p.roomsChanged()
}

// immune reports whether p has a full event-immunity room (OL-ROOM-23).
func (p *Player) immune() bool { return p.hasRoom(AbEventImmunity) }

// airlockCap is the number of airlock spots.
func airlockCap() int { return Rules.AirlockRows * Rules.AirlockPerRow }

// airlockRows is the number of airlock rows holding a survivor.
func (p *Player) airlockRows() int {
	if a := int(p.Airlock); a >= 0 && a < len(airlockRowsOf) {
		return int(airlockRowsOf[a])
	}
	return (int(p.Airlock) + Rules.AirlockPerRow - 1) / Rules.AirlockPerRow
}

// airlockRowsOf[n] is the number of airlock rows n survivors fill, for n
// up to airlockCap (a division less for the night's feeding).
var airlockRowsOf = func() []int8 {
	rows := make([]int8, airlockCap()+1)
	for n := range rows {
		rows[n] = int8((n + Rules.AirlockPerRow - 1) / Rules.AirlockPerRow)
	}
	return rows
}()

// roomSpace reports whether room slot i can take one more survivor from outside.
func (p *Player) roomSpace(i int) bool {
	r := &p.Rooms[i]
	return r.Kind >= 0 && r.Built && r.Survivors < roomSlots[uint8(r.Kind)]
}

// hasSpace reports whether a survivor can be placed in the airlock or, with
// rooms set, in a finished room.
func (p *Player) hasSpace(rooms bool) bool {
	if int(p.Airlock) < airlockCap() {
		return true
	}
	return rooms && p.rooms().spaceSlots != 0
}

// eventInPlay reports whether an event with effect code is revealed and not averted.
func (s *State) eventInPlay(code int8) bool {
	// written out for the 6 slots: a loop costs twice as much here
	return s.slotPlays(0, code) || s.slotPlays(1, code) || s.slotPlays(2, code) ||
		s.slotPlays(3, code) || s.slotPlays(4, code) || s.slotPlays(5, code)
}

// slotPlays reports whether the event in slot i is in play and has effect code.
func (s *State) slotPlays(i int, code int8) bool {
	return s.EventState[i] == EventInPlay && eventCodes[uint8(s.Events[i])] == code
}

// eventCodes copies each event kind's effect code into a flat table indexed
// by uint8(kind), for eventInPlay.
var eventCodes = func() (codes [256]int8) {
	for k, e := range Rules.Events {
		codes[k] = e.Code
	}
	return codes
}()

// Effect codes, matching knownEffects.
var (
	codeSandstorm = effectCode(EffSandstorm)
	codePlague    = effectCode(EffPlague)
	codeMutation  = effectCode(EffMutation)
)

// sandstorm reports whether the Sandstorm limits seat's heroes (OL-EVENT-SANDSTORM-1).
func (s *State) sandstorm(seat int) bool {
	return s.eventInPlay(codeSandstorm) && !s.P[seat].immune()
}

// animalPlague reports whether Animal plague lowers seat's meat (OL-EVENT-PLAGUE-1).
func (s *State) animalPlague(seat int) bool {
	return s.eventInPlay(codePlague) && !s.P[seat].immune()
}

// animalMutation reports whether Animal mutation raises endurance for seat (OL-EVENT-MUTATION-1).
func (s *State) animalMutation(seat int) bool {
	return s.eventInPlay(codeMutation) && !s.P[seat].immune()
}

// RadiationChange is the event of a radiation level moving.
type RadiationChange struct {
	Seat   int    `json:"seat"`
	Cause  string `json:"cause"`
	From   int    `json:"from"`
	To     int    `json:"to"`
	Beyond int    `json:"beyond_worst"` // levels past the worst, each costing a survivor
}

// irradiate raises seat's radiation by levels toward the worst; each level
// beyond it costs a survivor, chosen by the player (OL-RAD-2, OL-RAD-3).
func (s *State) irradiate(seat, levels int, cause string, rec *engine.Recorder) {
	if levels <= 0 {
		return
	}
	p := &s.P[seat]
	from := int(p.Rad)
	to := from - levels
	beyond := 0
	if to < Rules.RadWorst {
		beyond = Rules.RadWorst - to
		to = Rules.RadWorst
	}
	p.Rad = int8(to)
	if rec.On() {
		rec.Public("radiation", RadiationChange{Seat: seat, Cause: cause, From: from, To: to, Beyond: beyond}, radiationRules(cause)...)
	}
	s.loseSurvivors(seat, beyond, LossRadiation, rec)
}

// decontaminate lowers seat's radiation by levels toward the best (OL-RAD-4).
func (s *State) decontaminate(seat, levels int, cause string, rec *engine.Recorder) {
	p := &s.P[seat]
	from := int(p.Rad)
	to := min(from+levels, Rules.RadBest)
	p.Rad = int8(to)
	if rec.On() {
		rec.Public("radiation", RadiationChange{Seat: seat, Cause: cause, From: from, To: to}, radiationRules(cause)...)
	}
}

// loseSurvivors makes seat choose n survivors to lose, as far as it has any
// (OL-NIGHT-FEED-4). The decision is pushed on top.
func (s *State) loseSurvivors(seat, n int, reason int8, rec *engine.Recorder) {
	n = min(n, s.P[seat].Survivors())
	if n <= 0 {
		return
	}
	s.Push(loseArgs{left: n, reason: reason}.frame(seat))
}

// placeSurvivors makes seat place n survivors from the supply into the
// airlock or, with rooms set, into finished rooms. Survivors with no spot left
// stay in the supply.
func (s *State) placeSurvivors(seat, n int, rooms bool) {
	if n <= 0 || !s.P[seat].hasSpace(rooms) {
		return
	}
	s.Push(placeArgs{left: n, rooms: rooms}.frame(seat))
}

// Survivor events.
type (
	// SurvivorLost: a survivor left a bunker for the supply.
	SurvivorLost struct {
		Seat   int    `json:"seat"`
		From   string `json:"from"` // "airlock" or "room:N"
		Reason string `json:"reason"`
		AirlockSpot
	}
	// SurvivorPlaced: a survivor entered a bunker.
	SurvivorPlaced struct {
		Seat int    `json:"seat"`
		To   string `json:"to"`
		AirlockSpot
	}
	// AirlockSpot is the airlock spot a survivor entered or left, in
	// events: the airlock fills row by row, each row from its first slot,
	// and empties from its last filled spot. Both are -1 when the survivor
	// entered or left a room.
	AirlockSpot struct {
		Row  int `json:"airlock_row"`
		Slot int `json:"airlock_slot"`
	}
)

// airlockSpot is the i-th airlock spot (from 0) in fill order; i = -1
// gives the spot of no airlock survivor.
func airlockSpot(i int) AirlockSpot {
	if i < 0 {
		return AirlockSpot{Row: -1, Slot: -1}
	}
	return AirlockSpot{Row: i / Rules.AirlockPerRow, Slot: i % Rules.AirlockPerRow}
}

// spotOf is the airlock spot of a survivor just placed into or lost from
// the airlock (airlock set; otherwise a room, which gives no spot), the
// airlock now holding n survivors: placed, it took spot n-1; lost, it left
// spot n.
func spotOf(airlock, placed bool, n int8) AirlockSpot {
	switch {
	case !airlock:
		return airlockSpot(-1)
	case placed:
		return airlockSpot(int(n) - 1)
	}
	return airlockSpot(int(n))
}

const (
	verbAirlock uint8 = 1
	verbRoom    uint8 = 2
)

func init() {
	register(fLoseSurvivor, frameKind{
		Name: "lose-survivor", Prompt: "lose-survivor",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := &s.P[f.Seat]
			if p.Airlock > 0 {
				dst = append(dst, act(verbAirlock, 0, 0, 0))
			}
			for i := range p.Rooms {
				if p.Rooms[i].Survivors > 0 {
					dst = append(dst, act(verbRoom, i, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			return spotOption(s, int(f.Seat), "lose", "Lose a survivor from", a)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			seat, args := int(f.Seat), loseOf(f)
			p := &s.P[seat]
			v, x, _, _ := unact(a)
			if v == verbAirlock {
				p.Airlock--
			} else {
				p.Rooms[x].Survivors--
				p.roomsChanged()
			}
			if rec.On() {
				rec.Public("survivor-lost", SurvivorLost{Seat: seat, From: spotName(v, x), Reason: lossNames[args.reason],
					AirlockSpot: spotOf(v == verbAirlock, false, p.Airlock)}, lossRules[args.reason])
			}
			args.left--
			if args.left <= 0 || p.Survivors() == 0 {
				s.Pop()
				return
			}
			*f = args.frame(seat)
		},
	})
	register(fPlaceSurvivor, frameKind{
		Name: "place-survivor", Prompt: "place-survivor",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := &s.P[f.Seat]
			if int(p.Airlock) < airlockCap() {
				dst = append(dst, act(verbAirlock, 0, 0, 0))
			}
			if placeOf(f).rooms {
				for m := p.rooms().spaceSlots; m != 0; m &= m - 1 {
					dst = append(dst, act(verbRoom, bits.TrailingZeros8(m), 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			return spotOption(s, int(f.Seat), "place", "Place a survivor in", a)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			seat, args := int(f.Seat), placeOf(f)
			p := &s.P[seat]
			v, x, _, _ := unact(a)
			if v == verbAirlock {
				p.Airlock++
			} else {
				p.Rooms[x].Survivors++
				p.roomsChanged()
			}
			if rec.On() {
				rec.Public("survivor-placed", SurvivorPlaced{Seat: seat, To: spotName(v, x), AirlockSpot: spotOf(v == verbAirlock, true, p.Airlock)}, "OL-SETUP-6", "OL-LOC-FRT-5")
			}
			args.left--
			if args.left <= 0 || !p.hasSpace(args.rooms) {
				s.Pop()
				return
			}
			*f = args.frame(seat)
		},
	})
}

// spotName names an airlock or room choice in events: "airlock", or
// "room:" and the room slot x.
func spotName(v uint8, x int) string {
	if v == verbAirlock {
		return "airlock"
	}
	return "room:" + strconv.Itoa(x)
}

// spotOption describes an airlock or room choice.
func spotOption(s *State, seat int, verb, label string, a engine.Action) engine.Option {
	v, x, _, _ := unact(a)
	if v == verbAirlock {
		return opt(verb+":airlock", label+" the airlock", "spot", "airlock")
	}
	name := Rules.Rooms[s.P[seat].Rooms[x].Kind].Name
	return opt(verb+":room:"+strconv.Itoa(x), fmt.Sprintf("%s room %d (%s)", label, x, name), "spot", "room", "room", strconv.Itoa(x))
}

// EquipmentDrawn: a blind draw from the equipment pile (OL-ROOM-2, OL-ROOM-16).
type EquipmentDrawn struct {
	Seat      int      `json:"seat"`
	Equipment string   `json:"equipment"`
	Discarded []string `json:"discarded_duplicates,omitempty"`
	Reshuffle bool     `json:"reshuffled,omitempty"`
	// PileLeft is the number of tiles left in the face-down pile after the draw.
	PileLeft int `json:"pile_left"`
}

// drawEquipment draws blindly for seat: duplicates of owned kinds are
// discarded and redrawn (OL-LOC-CITY-6); an empty pile is refilled from the
// shuffled discards (OL-DAWN-3). It returns the kind drawn, or -1.
func (s *State) drawEquipment(seat int, rec *engine.Recorder) int8 {
	if !s.equipmentDrawable(seat) {
		return -1
	}
	p := &s.P[seat]
	ev := EquipmentDrawn{Seat: seat}
	for {
		k, reshuffled := s.popEquipment()
		ev.Reshuffle = ev.Reshuffle || reshuffled
		if k < 0 {
			return -1
		}
		if p.owns(k) {
			s.EqDiscard[s.EqDN] = k
			s.EqDN++
			if rec.On() {
				ev.Discarded = append(ev.Discarded, Rules.Equipment[k].ID)
			}
			continue
		}
		p.Broken |= 1 << uint(k)
		if rec.On() {
			ev.Equipment = Rules.Equipment[k].ID
			ev.PileLeft = int(s.EqN)
			rec.Emit(engine.Event{Type: "equipment-drawn", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-LOC-CITY-6", "OL-EQ-5"}})
		}
		return k
	}
}

// equipmentDrawable reports whether a blind draw can give seat a tile: some
// tile in the pile or the discards is of a kind the player does not own.
func (s *State) equipmentDrawable(seat int) bool {
	p := &s.P[seat]
	for _, k := range s.EqDeck[:s.EqN] {
		if !p.owns(k) {
			return true
		}
	}
	for _, k := range s.EqDiscard[:s.EqDN] {
		if !p.owns(k) {
			return true
		}
	}
	return false
}

// popEquipment takes the top of the equipment pile, reshuffling the
// discards into a new pile when it is empty. It returns -1 when both are empty.
func (s *State) popEquipment() (int8, bool) {
	reshuffled := false
	if s.EqN == 0 {
		if s.EqDN == 0 {
			return -1, false
		}
		copy(s.EqDeck[:], s.EqDiscard[:s.EqDN])
		s.EqN, s.EqDN = s.EqDN, 0
		engine.Shuffle(&s.Rng, s.EqDeck[:s.EqN])
		reshuffled = true
	}
	s.EqN--
	return s.EqDeck[s.EqN], reshuffled
}

// effectiveStrength is the hero's strength for AP and the Freighter slot:
// 3 during a Sandstorm (OL-EVENT-SANDSTORM-1), printed otherwise.
func (s *State) effectiveStrength(seat, hero int) int {
	if HeroStrength[hero] == 3 || s.sandstorm(seat) { // a strength-3 hero need not ask
		return 3
	}
	return int(HeroStrength[hero])
}

// freighterSlots returns the Freighter slots (0..3 for strength 3..6) that
// seat's hero could take now: the slot of its strength, one higher with a
// usable Grappling hook (OL-EQ-GRAPPLINGHOOK; slot 6 only for a printed 5),
// taken slots only with the salvage room (OL-ROOM-7).
func (s *State) freighterSlots(seat, hero int) uint8 {
	return s.freighterSlotsAt(seat, hero, s.effectiveStrength(seat, hero))
}

// freighterSlotsFree reports whether the Freighter slots of hero h's
// strengths with and without a Sandstorm (3, and its printed 3 to 5) are
// both free: then freighterSlots offers one, whatever the Sandstorm and
// the rooms.
func (s *State) freighterSlotsFree(h int) bool {
	i := int(HeroStrength[h]) - 3
	return i >= 0 && i <= 2 && s.Freighter[0].Occupant < 0 && s.Freighter[i].Occupant < 0
}

// freighterSlotsAt is freighterSlots for the hero's effective strength str.
func (s *State) freighterSlotsAt(seat, hero, str int) (mask uint8) {
	p := &s.P[seat]
	if str <= 5 {
		mask |= s.freighterSlotFor(p, str)
	}
	if p.canUse(eqGrapplingHook) && str+1 <= 6 && (str+1 < 6 || HeroStrength[hero] == 5) {
		mask |= s.freighterSlotFor(p, str+1)
	}
	return mask
}

// freighterSlotFor is the bit of the Freighter slot of strength that p's
// hero could take: a free slot, or a taken one with the salvage room; 0
// when there is no such slot.
func (s *State) freighterSlotFor(p *Player, strength int) uint8 {
	i := strength - 3
	if i < 0 || i > 3 {
		return 0
	}
	if s.Freighter[i].Occupant < 0 || p.hasRoom(AbFreighterPlus2) {
		return 1 << uint(i)
	}
	return 0
}
