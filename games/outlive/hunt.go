package outlive

import (
	"strconv"

	"wasteland/engine"
)

// Actions of fHunt, whose frame holds huntArgs.
const (
	verbHuntShotgun  uint8 = iota + 1 // +1 strength (OL-EQ-SHOTGUN)
	verbHuntBearTrap                  // +1 strength (OL-EQ-BEARTRAP)
	verbHuntThermal                   // look at the stack (OL-EQ-HEATSENSOR)
	verbHuntPick                      // hunt tile x (after the Thermal sensor)
	verbHuntRoom                      // add the meat room in slot x (OL-ROOM-5, OL-ROOM-19)
	verbHuntAmmo                      // resolve, spending x ammo
	verbHuntCancel                    // back out before resolving
)

// Hunting events.
type (
	// HuntResolved: a game tile was hunted (OL-HUNT-1..7).
	HuntResolved struct {
		Seat      int    `json:"seat"`
		Location  string `json:"location"`
		Endurance int    `json:"endurance"` // printed endurance of the tile
		// Position is the tile's place from the top (1 = the face-up tile).
		Position      int      `json:"position"`
		Mutation      bool     `json:"mutation"` // Animal mutation: +1 endurance
		Cost          int      `json:"cost"`
		Ammo          int      `json:"ammo"`
		StrengthBonus int      `json:"strength_bonus"` // Shotgun and Bear trap
		APSpent       int      `json:"ap_spent"`
		APLeft        int      `json:"ap_left"`
		Kill          int      `json:"kill"` // this is the player's n-th tile of its kind
		BaseMeat      int      `json:"base_meat"`
		Plague        bool     `json:"plague"` // Animal plague: −1 meat, not below 0
		RoomBonus     int      `json:"room_bonus"`
		Meat          int      `json:"meat"`
		Equipment     []string `json:"equipment,omitempty"`
		Rooms         []int    `json:"rooms,omitempty"`
		StackLeft     int      `json:"stack_left"`
	}
	// HuntTileRevealed: the next tile of a stack is turned face up (OL-HUNT-1).
	HuntTileRevealed struct {
		Location  string `json:"location"`
		Endurance int    `json:"endurance"`
		StackLeft int    `json:"stack_left"`
	}
	// HuntCancelled: the player backed out of a hunt; nothing was spent.
	HuntCancelled struct {
		Seat     int    `json:"seat"`
		Location string `json:"location"`
	}
	// ThermalSensorUsed: a player looks through a hunting stack (public, without the tiles).
	ThermalSensorUsed struct {
		Seat     int    `json:"seat"`
		Location string `json:"location"`
	}
	// HuntStackSeen: the endurances of a hunting stack, top first; only to the looking seat.
	HuntStackSeen struct {
		Seat       int    `json:"seat"`
		Location   string `json:"location"`
		Endurances []int  `json:"endurances"`
	}
	// HuntTileChosen: the tile the player chose with the Thermal sensor; only to that seat.
	HuntTileChosen struct {
		Seat      int    `json:"seat"`
		Location  string `json:"location"`
		Position  int    `json:"position"`
		Endurance int    `json:"endurance"`
	}
)

// huntCost is the AP cost of hunting game kind k for seat: its endurance,
// +1 under Animal mutation (OL-HUNT-4, OL-EVENT-MUTATION-1).
func (s *State) huntCost(seat int, k int8) int {
	c := Rules.HuntKinds[k].Endurance
	if s.animalMutation(seat) {
		c++
	}
	return c
}

// huntPossible reports whether the visiting hero may begin a hunt: one per
// visit (OL-HUNT-2), a tile left (OL-HUNT-6), and the face-up tile
// affordable with AP, ammo and strength equipment, unless the Thermal
// sensor may pick another tile.
func (s *State) huntPossible() bool {
	v := &s.Visit
	seat := int(v.Seat)
	p := &s.P[seat]
	st := &s.Hunt[locations[v.Loc].hunt]
	if st.N == 0 || v.Flags&(vfHunted|vfHuntCancelled) != 0 {
		return false
	}
	if p.canUse(eqThermalSensor) && st.N >= 2 {
		return true
	}
	return s.huntAffordable(seat, st.Tiles[st.N-1], 0)
}

// huntAffordable reports whether the visiting hero of seat can hunt a tile
// of kind k: its cost, less the ammo held and the strength bonus (strength
// already gained, plus the Shotgun and Bear trap not yet used for this
// hunt), is within the AP left (OL-HUNT-4, OL-HUNT-7).
func (s *State) huntAffordable(seat int, k int8, strength int) bool {
	v := &s.Visit
	p := &s.P[seat]
	if p.canUse(eqShotgun) && v.Flags&vfHuntShotgun == 0 {
		strength++
	}
	if p.canUse(eqBearTrap) && v.Flags&vfHuntBearTrap == 0 {
		strength++
	}
	// The AP a tile takes grow with its cost: the cost without and with
	// Animal mutation decide most tiles without asking for the event.
	c := Rules.HuntKinds[k].Endurance
	ammo, ap := int(p.Res[Ammo]), int(v.AP)
	switch {
	case c+1-min(c+1, ammo)-strength <= ap:
		return true
	case c-min(c, ammo)-strength > ap:
		return false
	}
	cost := s.huntCost(seat, k)
	return cost-min(cost, ammo)-strength <= ap
}

// huntRoomBonus is the meat the room in slot i adds to a hunt if it is full
// and its hunting ability unused this round, else 0.
func huntRoomBonus(p *Player, i int) int {
	if p.rooms().fullSlots&(1<<uint(i)) == 0 {
		return 0
	}
	r := &p.Rooms[i]
	for j, ab := range Rules.Rooms[r.Kind].Abilities {
		if r.Used&(1<<uint(j)) != 0 {
			continue
		}
		switch ab {
		case AbHuntPlus2:
			return 2
		case AbHuntPlus1:
			return 1
		}
	}
	return 0
}

func init() {
	register(fHunt, frameKind{
		Name: "hunt", Prompt: "hunt",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			v := &s.Visit
			seat := int(f.Seat)
			p := &s.P[seat]
			args := huntOf(f)
			st := &s.Hunt[args.stack]
			if v.Flags&vfHuntPicking != 0 {
				// Only tiles the hero can pay for; with none, the hunt can
				// only be cancelled.
				n := len(dst)
				for i := int(st.N) - 1; i >= 0; i-- {
					if s.huntAffordable(seat, st.Tiles[i], args.strength) {
						dst = append(dst, act(verbHuntPick, i, 0, 0))
					}
				}
				if len(dst) == n {
					dst = append(dst, act(verbHuntCancel, 0, 0, 0))
				}
				return dst
			}
			if p.canUse(eqShotgun) && v.Flags&vfHuntShotgun == 0 {
				dst = append(dst, act(verbHuntShotgun, 0, 0, 0))
			}
			if p.canUse(eqBearTrap) && v.Flags&vfHuntBearTrap == 0 {
				dst = append(dst, act(verbHuntBearTrap, 0, 0, 0))
			}
			if p.canUse(eqThermalSensor) && v.Flags&vfHuntLooked == 0 && st.N >= 2 {
				dst = append(dst, act(verbHuntThermal, 0, 0, 0))
			}
			for i := range p.Rooms {
				if v.Flags&(1<<uint(vfHuntRoomShift+i)) == 0 && huntRoomBonus(p, i) > 0 {
					dst = append(dst, act(verbHuntRoom, i, 0, 0))
				}
			}
			cost := s.huntCost(seat, st.Tiles[args.tile])
			for k := max(0, cost-int(v.AP)-args.strength); k <= min(cost, int(p.Res[Ammo])); k++ {
				dst = append(dst, act(verbHuntAmmo, k, 0, 0))
			}
			return append(dst, act(verbHuntCancel, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			verb, x, _, _ := unact(a)
			args := huntOf(f)
			st := &s.Hunt[args.stack]
			switch verb {
			case verbHuntShotgun:
				return opt("use:shotgun", "Use the Shotgun: +1 strength for this hunt", "equipment", "shotgun")
			case verbHuntBearTrap:
				return opt("use:bear-trap", "Use the Bear trap: +1 strength for this hunt", "equipment", "bear-trap")
			case verbHuntThermal:
				return opt("use:thermal-sensor", "Use the Thermal sensor: look at the stack and choose the tile", "equipment", "thermal-sensor")
			case verbHuntPick:
				n := strconv.Itoa(int(st.N) - x)
				e := strconv.Itoa(Rules.HuntKinds[st.Tiles[x]].Endurance)
				return opt("pick:"+n+":"+e, "Hunt tile "+n+" from the top (endurance "+e+")", "position", n, "endurance", e)
			case verbHuntRoom:
				r := &Rules.Rooms[s.P[f.Seat].Rooms[x].Kind]
				b := strconv.Itoa(huntRoomBonus(&s.P[f.Seat], x))
				return opt("use:room:"+strconv.Itoa(x), "Use the "+r.Name+": +"+b+" meat", "room", strconv.Itoa(x), "room_id", r.ID)
			case verbHuntAmmo:
				cost := s.huntCost(int(f.Seat), st.Tiles[args.tile])
				ap := max(0, cost-x-args.strength)
				return opt("ammo:"+strconv.Itoa(x), "Hunt with "+strconv.Itoa(x)+" ammo and "+strconv.Itoa(ap)+" AP", "ammo", strconv.Itoa(x), "ap", strconv.Itoa(ap))
			}
			return opt("cancel", "Do not hunt")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v := &s.Visit
			seat := int(f.Seat)
			p := &s.P[seat]
			verb, x, _, _ := unact(a)
			args := huntOf(f)
			switch verb {
			case verbHuntShotgun:
				v.Flags |= vfHuntShotgun
				args.strength++
				f.SetArgs(args.args())
			case verbHuntBearTrap:
				v.Flags |= vfHuntBearTrap
				args.strength++
				f.SetArgs(args.args())
			case verbHuntRoom:
				v.Flags |= 1 << uint(vfHuntRoomShift+x)
				args.meat += huntRoomBonus(p, x)
				f.SetArgs(args.args())
			case verbHuntThermal:
				p.use(eqThermalSensor)
				p.Knows |= 1 << uint(4+args.stack)
				v.Flags |= vfHuntLooked | vfHuntPicking
				if rec.On() {
					st := &s.Hunt[args.stack]
					id := Rules.Locations[v.Loc].ID
					rec.Public("thermal-sensor-used", ThermalSensorUsed{Seat: seat, Location: id}, "OL-EQ-HEATSENSOR")
					seen := HuntStackSeen{Seat: seat, Location: id}
					for i := int(st.N) - 1; i >= 0; i-- {
						seen.Endurances = append(seen.Endurances, Rules.HuntKinds[st.Tiles[i]].Endurance)
					}
					rec.Emit(engine.Event{Type: "hunt-stack-seen", To: engine.Seat(seat), Data: seen, Reveals: true, Rules: []string{"OL-EQ-HEATSENSOR"}})
				}
			case verbHuntPick:
				args.tile = x
				f.SetArgs(args.args())
				v.Flags &^= vfHuntPicking
				if rec.On() {
					st := &s.Hunt[args.stack]
					rec.Emit(engine.Event{Type: "hunt-tile-chosen", To: engine.Seat(seat), Data: HuntTileChosen{Seat: seat,
						Location: Rules.Locations[v.Loc].ID, Position: int(st.N) - x, Endurance: Rules.HuntKinds[st.Tiles[x]].Endurance}, Rules: []string{"OL-EQ-HEATSENSOR"}})
				}
			case verbHuntAmmo:
				s.resolveHunt(f, x, rec)
			case verbHuntCancel:
				v.Flags = v.Flags&^vfHuntMask | vfHuntCancelled
				s.Pop()
				if rec.On() {
					rec.Public("hunt-cancelled", HuntCancelled{Seat: seat, Location: Rules.Locations[v.Loc].ID}, "OL-EQ-HEATSENSOR")
				}
			}
		},
	})
}

// resolveHunt hunts the chosen tile of fHunt f with ammo spent: the cost
// left after ammo is paid by the strength bonus, then by AP (OL-HUNT-4,
// OL-HUNT-7); the meat is the kind's base plus 1 per earlier tile of that
// kind (OL-HUNT-5), −1 under Animal plague (not below 0), plus the chosen
// rooms. The tile is kept and the next one turned face up (OL-HUNT-1).
func (s *State) resolveHunt(f *Frame, ammo int, rec *engine.Recorder) {
	v := &s.Visit
	seat := int(f.Seat)
	p := &s.P[seat]
	args := huntOf(f)
	h, idx, strength, bonus := args.stack, args.tile, args.strength, args.meat
	s.Pop()
	st := &s.Hunt[h]
	kind := st.Tiles[idx]
	cost := s.huntCost(seat, kind)
	ap := max(0, cost-ammo-strength)
	p.Res[Ammo] -= int16(ammo)
	v.AP -= int8(ap)
	if v.Flags&vfHuntShotgun != 0 {
		p.use(eqShotgun)
	}
	if v.Flags&vfHuntBearTrap != 0 {
		p.use(eqBearTrap)
	}
	for i := range p.Rooms {
		if v.Flags&(1<<uint(vfHuntRoomShift+i)) != 0 {
			k := &Rules.Rooms[p.Rooms[i].Kind]
			if k.Has(AbHuntPlus2) {
				p.useRoom(i, AbHuntPlus2)
			} else {
				p.useRoom(i, AbHuntPlus1)
			}
		}
	}
	kill := int(p.Hunted[kind]) + 1
	base := Rules.HuntKinds[kind].Meat + kill - 1
	plague := s.animalPlague(seat)
	meat := base
	if plague {
		meat = max(0, meat-1)
	}
	meat += bonus
	p.Res[Meat] += int16(meat)
	p.Hunted[kind]++
	top := idx == int(st.N)-1
	copy(st.Tiles[idx:st.N-1], st.Tiles[idx+1:st.N])
	st.N--
	if rec.On() {
		ev := HuntResolved{Seat: seat, Location: Rules.Locations[v.Loc].ID, Endurance: Rules.HuntKinds[kind].Endurance,
			Position: int(st.N) + 1 - idx, Mutation: s.animalMutation(seat), Cost: cost, Ammo: ammo, StrengthBonus: strength,
			APSpent: ap, APLeft: int(v.AP), Kill: kill, BaseMeat: base, Plague: plague, RoomBonus: bonus, Meat: meat, StackLeft: int(st.N)}
		if v.Flags&vfHuntShotgun != 0 {
			ev.Equipment = append(ev.Equipment, "shotgun")
		}
		if v.Flags&vfHuntBearTrap != 0 {
			ev.Equipment = append(ev.Equipment, "bear-trap")
		}
		if v.Flags&vfHuntLooked != 0 {
			ev.Equipment = append(ev.Equipment, "thermal-sensor")
		}
		for i := range p.Rooms {
			if v.Flags&(1<<uint(vfHuntRoomShift+i)) != 0 {
				ev.Rooms = append(ev.Rooms, i)
			}
		}
		// A tile from inside the stack was hidden until now.
		rec.Emit(engine.Event{Type: "hunt-resolved", To: engine.Public, Data: ev, Reveals: !top, Rules: []string{"OL-HUNT-1", "OL-HUNT-4", "OL-HUNT-5"}})
		if top && st.N > 0 {
			rec.Emit(engine.Event{Type: "hunt-tile-revealed", To: engine.Public, Reveals: true,
				Data: HuntTileRevealed{Location: Rules.Locations[v.Loc].ID, Endurance: Rules.HuntKinds[st.Tiles[st.N-1]].Endurance, StackLeft: int(st.N)}, Rules: []string{"OL-HUNT-1"}})
		}
	}
	v.Flags = v.Flags&^vfHuntMask | vfHunted
}
