package outlive

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
)

// Night step 5 (OL-NIGHT-BUILD): build rooms, move airlock survivors into
// finished rooms and use the step-5 abilities of full rooms, in any order,
// until the player is done.

// A build is two steps: fBuild chooses the room (verbBuildRoom), then
// fBuildPay the payment (verbBuildPay) when the materials, or the build
// discount, leave more than one; with one way to pay, the room is built at
// once for it.

// Verbs of fBuild, fBuildPay and fScrap.
const (
	verbBuildRoom uint8 = 1 // x = slot
	verbBuildFill uint8 = 2 // x = slot
	verbBuildUse  uint8 = 3 // x = slot, y = ability position in the room kind
	verbBuildDone uint8 = 4
	verbScrapTile uint8 = 5 // x = equipment kind
	verbBuildPay  uint8 = 6 // x = discount (0 or 1), y = wood, z = metal (electronics = the rest)
)

// Build events.
type (
	// RoomBuilt: a room was flipped to its finished side.
	RoomBuilt struct {
		Seat int         `json:"seat"`
		Room int         `json:"room"`
		Kind string      `json:"room_id"`
		Paid NightTokens `json:"paid"`
		// DiscountRoom is the room slot whose build discount was used, or -1.
		DiscountRoom int `json:"discount_room"`
	}
	// SurvivorMoved: an airlock survivor moved into a finished room.
	SurvivorMoved struct {
		Seat      int    `json:"seat"`
		Room      int    `json:"room"`
		Kind      string `json:"room_id"`
		Survivors int    `json:"room_survivors"`
		Airlock   int    `json:"airlock"`
		Full      bool   `json:"full"`
		// AirlockSpot is the airlock spot the survivor left.
		AirlockSpot
	}
	// RoomAbilityUsed: a full room's once-per-round ability was used at night.
	RoomAbilityUsed struct {
		Seat    int    `json:"seat"`
		Room    int    `json:"room"`
		Kind    string `json:"room_id"`
		Ability string `json:"ability"`
		// Quantity names what Before and After count: "ammo",
		// "room-survivors", "radiation", or "" when other events follow.
		Quantity string `json:"quantity,omitempty"`
		Before   int    `json:"before"`
		After    int    `json:"after"`
	}
	// EquipmentScrapped: the Scrapyard destroyed an equipment tile for its materials.
	EquipmentScrapped struct {
		Seat      int         `json:"seat"`
		Equipment string      `json:"equipment"`
		Repaired  bool        `json:"was_repaired"`
		Gained    NightTokens `json:"gained"`
	}
)

// buildCost is the materials a room costs, with or without the build
// discount (OL-NIGHT-BUILD-2, OL-NIGHT-BUILD-7).
func buildCost(discount bool) int {
	if discount {
		return max(Rules.RoomCost-2, 0)
	}
	return Rules.RoomCost
}

// buildPayments appends every material mix of cost that p can pay, as
// verbBuildPay actions with discount flag disc.
func buildPayments(p *Player, disc, cost int, dst []engine.Action) []engine.Action {
	for w := 0; w <= min(cost, int(p.Res[Wood])); w++ {
		for m := 0; m <= min(cost-w, int(p.Res[Metal])); m++ {
			if cost-w-m <= int(p.Res[Electronics]) {
				dst = append(dst, act(verbBuildPay, disc, w, m))
			}
		}
	}
	return dst
}

// roomPayments appends every way p can pay for a room now: each material
// mix of the full cost, then, with an unused build discount room, each mix
// of the reduced cost (OL-NIGHT-BUILD-2, OL-NIGHT-BUILD-7).
func roomPayments(p *Player, dst []engine.Action) []engine.Action {
	dst = buildPayments(p, 0, buildCost(false), dst)
	if p.hasUnusedRoom(AbBuildDiscount) {
		dst = buildPayments(p, 1, buildCost(true), dst)
	}
	return dst
}

// canPayRoom reports whether roomPayments would list a payment: a mix of
// a cost exists exactly when the three materials together reach it.
func (p *Player) canPayRoom() bool {
	total := int(p.Res[Wood]) + int(p.Res[Metal]) + int(p.Res[Electronics])
	return total >= buildCost(false) || total >= buildCost(true) && p.hasUnusedRoom(AbBuildDiscount)
}

// payment is the materials of verbBuildPay action a and whether it uses
// the build discount.
func payment(a engine.Action) (pay Stock, disc bool) {
	_, d, w, m := unact(a)
	pay[Wood], pay[Metal], pay[Electronics] = int16(w), int16(m), int16(buildCost(d == 1)-w-m)
	return pay, d == 1
}

// buildAbility reports whether seat may use ability ab of its full room
// slot now: the step-5 abilities, when they would do something.
func (s *State) buildAbility(seat, slot int, ab Ability) bool {
	p := &s.P[seat]
	switch ab {
	case AbAmmo4:
		return true
	case AbScrap:
		return p.Broken|p.Repaired != 0
	case AbRadMinus1:
		return int(p.Rad) < Rules.RadBest
	case AbGrowSurvivor:
		return int(p.Rooms[slot].Survivors) < Rules.Rooms[p.Rooms[slot].Kind].Max
	case AbDrawEquipment2:
		return s.equipmentDrawable(seat)
	}
	return false
}

// buildLegal lists, in this order, the rooms seat can pay to build, the
// rooms an airlock survivor can move into, the abilities to use, and done.
func buildLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	p := &s.P[seat]
	if p.canPayRoom() {
		for i := range p.Rooms {
			if r := &p.Rooms[i]; r.Kind >= 0 && !r.Built {
				dst = append(dst, act(verbBuildRoom, i, 0, 0))
			}
		}
	}
	if p.Airlock > 0 {
		for m := p.rooms().spaceSlots; m != 0; m &= m - 1 {
			dst = append(dst, act(verbBuildFill, bits.TrailingZeros8(m), 0, 0))
		}
	}
	for m := p.rooms().fullSlots; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		r := &p.Rooms[i]
		for j, ab := range Rules.Rooms[r.Kind].Abilities {
			if r.Used&(1<<uint(j)) == 0 && s.buildAbility(seat, i, ab) {
				dst = append(dst, act(verbBuildUse, i, j, 0))
			}
		}
	}
	return append(dst, act(verbBuildDone, 0, 0, 0))
}

// buildOpen reports whether seat has anything to do in step 5 besides done.
// Materials for an unbuilt room at its full cost, the usual case, answer
// without listing the actions.
func (s *State) buildOpen(seat int) bool {
	p := &s.P[seat]
	if int(p.Res[Wood])+int(p.Res[Metal])+int(p.Res[Electronics]) >= buildCost(false) {
		for i := range p.Rooms {
			if r := &p.Rooms[i]; r.Kind >= 0 && !r.Built {
				return true
			}
		}
	}
	var buf [64]engine.Action // the step has at most 7 rooms to build or fill and their abilities to use
	f := Frame{Kind: fBuild, Seat: int8(seat)}
	return len(buildLegal(s, &f, buf[:0])) > 1
}

func buildOption(s *State, f *Frame, a engine.Action) engine.Option {
	p := &s.P[f.Seat]
	v, x, y, _ := unact(a)
	switch v {
	case verbBuildRoom:
		k := &Rules.Rooms[p.Rooms[x].Kind]
		label := "Build room " + strconv.Itoa(x) + " (" + k.Name + ")"
		args := []string{"room", strconv.Itoa(x), "room_id", k.ID}
		var buf [64]engine.Action
		if pays := roomPayments(p, buf[:0]); len(pays) == 1 {
			pay, disc := payment(pays[0])
			label += " for " + payLabel(pay, disc)
			args = append(args, "pay", nightPayID(pay))
		} else {
			label += ", then choose how to pay"
		}
		return opt("build-room:"+strconv.Itoa(x), label, args...)
	case verbBuildFill:
		name := Rules.Rooms[p.Rooms[x].Kind].Name
		return opt("fill:"+strconv.Itoa(x), "Move an airlock survivor into room "+strconv.Itoa(x)+" ("+name+")",
			"room", strconv.Itoa(x), "room_id", Rules.Rooms[p.Rooms[x].Kind].ID)
	case verbBuildUse:
		return abilityOption(p, x, y)
	}
	return opt("done", "Done building")
}

// abilityOption describes using ability position j of room slot.
func abilityOption(p *Player, slot, j int) engine.Option {
	k := &Rules.Rooms[p.Rooms[slot].Kind]
	ab := k.Abilities[j]
	var what string
	switch ab {
	case AbAmmo4:
		what = "take 4 ammo"
	case AbScrap:
		what = "scrap an equipment tile for its materials"
	case AbRadMinus1:
		what = "lower radiation by 1 level"
	case AbGrowSurvivor:
		what = "add a survivor from the supply to this room"
	case AbDrawEquipment2:
		what = "draw 2 equipment tiles"
	case AbDrawEquipment:
		what = "draw 1 equipment tile"
	}
	return opt("use:"+strconv.Itoa(slot)+":"+ab.String(), k.Name+" (room "+strconv.Itoa(slot)+"): "+what,
		"room", strconv.Itoa(slot), "ability", ab.String())
}

// payLabel writes a room's payment for a label.
func payLabel(pay Stock, disc bool) string {
	if disc {
		return nightPayLabel(pay) + " with the build discount"
	}
	return nightPayLabel(pay)
}

func buildApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	v, x, y, _ := unact(a)
	switch v {
	case verbBuildRoom:
		var buf [64]engine.Action
		if pays := roomPayments(p, buf[:0]); len(pays) == 1 {
			s.buildRoom(seat, x, pays[0], rec)
			return
		}
		s.Push(buildPayArgs{slot: x}.frame(seat))
	case verbBuildFill:
		p.Airlock--
		p.Rooms[x].Survivors++
		p.roomsChanged()
		if rec.On() {
			rec.Public("survivor-moved", SurvivorMoved{Seat: seat, Room: x, Kind: Rules.Rooms[p.Rooms[x].Kind].ID,
				Survivors: int(p.Rooms[x].Survivors), Airlock: int(p.Airlock), Full: p.RoomFull(x),
				AirlockSpot: spotOf(true, false, p.Airlock)}, "OL-NIGHT-BUILD-1")
		}
	case verbBuildUse:
		s.useNightAbility(seat, x, y, rec)
	case verbBuildDone:
		s.Pop()
	}
}

// buildRoom builds seat's room slot for payment pay, a verbBuildPay
// action: the materials are spent and a discount uses the room that gives
// it (OL-NIGHT-BUILD-2, OL-NIGHT-BUILD-7).
func (s *State) buildRoom(seat, slot int, pay engine.Action, rec *engine.Recorder) {
	p := &s.P[seat]
	st, disc := payment(pay)
	room := -1
	if disc {
		room = p.roomWith(AbBuildDiscount, true)
		p.useRoom(room, AbBuildDiscount)
	}
	p.spend(st)
	p.Rooms[slot].Built = true
	p.roomsChanged()
	if rec.On() {
		rec.Public("room-built", RoomBuilt{Seat: seat, Room: slot, Kind: Rules.Rooms[p.Rooms[slot].Kind].ID,
			Paid: nightTokens(st), DiscountRoom: room}, "OL-NIGHT-BUILD-2")
	}
}

// buildPayLegal lists the ways to pay for the room the fBuildPay frame
// builds: the full-cost mixes first, then the discounted ones.
func buildPayLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	return roomPayments(&s.P[f.Seat], dst)
}

func buildPayOption(s *State, f *Frame, a engine.Action) engine.Option {
	p := &s.P[f.Seat]
	slot := buildPayOf(f).slot
	pay, disc := payment(a)
	id := "pay:" + nightPayID(pay)
	args := []string{"room", strconv.Itoa(slot), "room_id", Rules.Rooms[p.Rooms[slot].Kind].ID, "pay", nightPayID(pay)}
	if disc {
		id += ":discount"
		args = append(args, "discount", "true")
	}
	return opt(id, "Pay "+payLabel(pay, disc)+" for room "+strconv.Itoa(slot)+" ("+Rules.Rooms[p.Rooms[slot].Kind].Name+")", args...)
}

// buildPayApply builds the room and returns to the build step.
func buildPayApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat, slot := int(f.Seat), buildPayOf(f).slot
	s.Pop()
	s.buildRoom(seat, slot, a, rec)
}

// useNightAbility uses ability position j of seat's full room slot: the
// step-5 abilities here, and draw-equipment for step 6. Scrapping pushes the
// choice of the tile on top of the current frame.
func (s *State) useNightAbility(seat, slot, j int, rec *engine.Recorder) {
	p := &s.P[seat]
	r := &p.Rooms[slot]
	k := &Rules.Rooms[r.Kind]
	ab := k.Abilities[j]
	p.useRoom(slot, ab)
	ev := RoomAbilityUsed{Seat: seat, Room: slot, Kind: k.ID, Ability: ab.String()}
	switch ab {
	case AbAmmo4: // rule OL-ROOM-8
		ev.Quantity, ev.Before = "ammo", int(p.Res[Ammo])
		p.Res[Ammo] += 4
		ev.After = int(p.Res[Ammo])
	case AbGrowSurvivor: // rule OL-ROOM-14
		ev.Quantity, ev.Before = "room-survivors", int(r.Survivors)
		r.Survivors++
		p.roomsChanged()
		ev.After = int(r.Survivors)
	case AbRadMinus1: // rule OL-ROOM-11
		ev.Quantity, ev.Before, ev.After = "radiation", int(p.Rad), min(int(p.Rad)+1, Rules.RadBest)
	}
	if rec.On() {
		rec.Public("room-ability", ev, abilityRule(ab), "OL-NIGHT-BUILD-3", "OL-NIGHT-BUILD-5")
	}
	switch ab {
	case AbRadMinus1:
		cause := "" // only the event names the cause: no string built on the fast path
		if rec.On() {
			cause = "room:" + k.ID
		}
		s.decontaminate(seat, 1, cause, rec)
	case AbScrap: // rule OL-ROOM-10
		s.Push(Frame{Kind: fScrap, Seat: int8(seat)})
	case AbDrawEquipment2: // rule OL-ROOM-16
		s.drawEquipment(seat, rec)
		if s.equipmentDrawable(seat) {
			s.drawEquipment(seat, rec)
		}
	case AbDrawEquipment: // rule OL-ROOM-2
		s.drawEquipment(seat, rec)
	}
}

func scrapLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	for k := range Rules.Equipment {
		if p.owns(int8(k)) {
			dst = append(dst, act(verbScrapTile, k, 0, 0))
		}
	}
	return dst
}

func scrapOption(s *State, f *Frame, a engine.Action) engine.Option {
	p := &s.P[f.Seat]
	_, k, _, _ := unact(a)
	e := &Rules.Equipment[k]
	state := "broken"
	if p.Repaired&(1<<uint(k)) != 0 {
		state = "repaired"
	}
	return opt("scrap:"+e.ID, "Scrap the "+state+" "+e.Name+" for "+nightPayLabel(e.Repair), "equipment", e.ID)
}

func scrapApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	_, k, _, _ := unact(a)
	e := &Rules.Equipment[k]
	bit := uint32(1) << uint(k)
	repaired := p.Repaired&bit != 0
	p.Broken &^= bit
	p.Repaired &^= bit
	p.UsedEq &^= bit
	for r, n := range e.Repair {
		p.Res[r] += n
	}
	s.EqDiscard[s.EqDN] = int8(k)
	s.EqDN++
	if rec.On() {
		rec.Public("equipment-scrapped", EquipmentScrapped{Seat: seat, Equipment: e.ID, Repaired: repaired, Gained: nightTokens(e.Repair)}, "OL-ROOM-10")
	}
	s.Pop()
}

func init() {
	register(fBuild, frameKind{Name: "build", Prompt: "build",
		Legal: buildLegal, Option: buildOption, Apply: buildApply})
	register(fBuildPay, frameKind{Name: "build-pay", Prompt: "build-payment",
		Legal: buildPayLegal, Option: buildPayOption, Apply: buildPayApply})
	register(fScrap, frameKind{Name: "scrap", Prompt: "scrap-equipment",
		Legal: scrapLegal, Option: scrapOption, Apply: scrapApply})
}
