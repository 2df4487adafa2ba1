package outlive

import (
	"math/bits"

	"wasteland/engine"
)

// Night step 6 (OL-NIGHT-REPAIR): repair broken equipment at its printed
// cost or with a repair room, and draw with the draw-equipment room.

// Verbs of fRepair.
const (
	verbRepairTile uint8 = 1 // x = equipment kind, y = repair mode, z = removed tokens (packRemoval)
	verbRepairUse  uint8 = 2 // x = room slot, y = ability position
	verbRepairDone uint8 = 3
	verbRepairPick uint8 = 4 // x = equipment kind: the first step of a repair
)

// Repair modes: the printed cost, or one of the repair rooms.
const (
	repairFull int = iota
	repairMinus1
	repairMinus2
	repairFree
)

// repairAbility is the room ability behind each repair mode.
var repairAbility = [...]Ability{numAbilities, AbRepairMinus1, AbRepairMinus2, AbAutoRepair}

// EquipmentRepaired: a broken tile was repaired and moved right of the bunker.
type EquipmentRepaired struct {
	Seat      int         `json:"seat"`
	Equipment string      `json:"equipment"`
	Printed   NightTokens `json:"printed_cost"`
	Paid      NightTokens `json:"paid"`
	// Room and Ability name the repair room used; Room is -1 for none.
	Room    int    `json:"room"`
	Ability string `json:"ability,omitempty"`
}

// repairPay is what repairing kind k costs in mode with the removed tokens z.
func repairPay(k, mode, z int) Stock {
	switch mode {
	case repairFree:
		return Stock{}
	case repairFull:
		return Rules.Equipment[k].Repair
	}
	r1, r2 := unpackRemoval(z)
	return reduceBy(Rules.Equipment[k].Repair, r1, r2)
}

// Repairing a tile is two steps: fRepair chooses the equipment
// (verbRepairPick), then fRepairPay how to pay when the repair rooms leave
// more than one way; with one way, the first step offers the repair
// itself at its price. A tile the player cannot pay for is not offered.

// repairWays appends every way p can repair equipment kind k, as
// verbRepairTile actions: the printed cost, each reduction of a repair
// room (OL-NIGHT-REPAIR-3), and free with the auto-repair room.
func repairWays(p *Player, k int, dst []engine.Action) []engine.Action {
	cost := Rules.Equipment[k].Repair
	if p.Res.Covers(cost) {
		dst = append(dst, act(verbRepairTile, k, repairFull, 0))
	}
	// rule OL-NIGHT-REPAIR-3: 1 or 2 materials less, every distinct choice.
	var out [32]int8
	for mode := repairMinus1; mode <= repairMinus2; mode++ {
		if !p.hasUnusedRoom(repairAbility[mode]) {
			continue
		}
		n := removals(cost, Wood, Electronics, min(mode, cost.Total()), &out)
		for _, z := range out[:n] {
			if p.Res.Covers(repairPay(k, mode, int(z))) {
				dst = append(dst, act(verbRepairTile, k, mode, int(z)))
			}
		}
	}
	if p.hasUnusedRoom(repairAbility[repairFree]) {
		dst = append(dst, act(verbRepairTile, k, repairFree, 0))
	}
	return dst
}

// repairLegal lists, for each broken tile the player can repair, the tile
// when there are several ways, else the one way; then the draw-equipment
// rooms to use, and done.
func repairLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	seat := int(f.Seat)
	p := &s.P[seat]
	var buf [32]engine.Action
	for b := p.Broken; b != 0; b &= b - 1 {
		k := bits.TrailingZeros32(b)
		switch ways := repairWays(p, k, buf[:0]); len(ways) {
		case 0:
		case 1:
			dst = append(dst, ways[0])
		default:
			dst = append(dst, act(verbRepairPick, k, 0, 0))
		}
	}
	for m := p.rooms().fullSlots; m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		r := &p.Rooms[i]
		for j, ab := range Rules.Rooms[r.Kind].Abilities {
			if ab == AbDrawEquipment && r.Used&(1<<uint(j)) == 0 && s.equipmentDrawable(seat) {
				dst = append(dst, act(verbRepairUse, i, j, 0))
			}
		}
	}
	return append(dst, act(verbRepairDone, 0, 0, 0))
}

// repairPayLegal lists the ways to repair the tile the fRepairPay frame
// names.
func repairPayLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	return repairWays(&s.P[f.Seat], repairPayOf(f).kind, dst)
}

// repairPayApply repairs the tile on the fRepair frame below.
func repairPayApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	s.Pop()
	repairApply(s, s.Top(), a, rec)
}

// repairOpen reports whether seat has anything to do in step 6 besides done.
// A tile repairable at its printed cost, or no unused room offering a
// repair mode or a draw (with broken equipment) or a draw (without),
// answers without listing the actions.
func (s *State) repairOpen(seat int) bool {
	p := &s.P[seat]
	for b := p.Broken; b != 0; b &= b - 1 {
		if p.Res.Covers(Rules.Equipment[bits.TrailingZeros32(b)].Repair) {
			return true
		}
	}
	if !p.hasRoomFor(1<<AbDrawEquipment) && (p.Broken == 0 || !p.hasRoomFor(1<<AbRepairMinus1|1<<AbRepairMinus2|1<<AbAutoRepair)) {
		return false
	}
	var buf [256]engine.Action
	f := Frame{Kind: fRepair, Seat: int8(seat)}
	return len(repairLegal(s, &f, buf[:0])) > 1
}

func repairOption(s *State, f *Frame, a engine.Action) engine.Option {
	p := &s.P[f.Seat]
	v, x, y, z := unact(a)
	switch v {
	case verbRepairTile:
		e := &Rules.Equipment[x]
		pay := repairPay(x, y, z)
		switch y {
		case repairFull:
			return opt("repair:"+e.ID, "Repair the "+e.Name+" for "+nightPayLabel(pay), "equipment", e.ID, "pay", nightPayID(pay))
		case repairFree:
			return opt("repair:"+e.ID+":"+AbAutoRepair.String(), "Repair the "+e.Name+" for free (auto-repair room)",
				"equipment", e.ID, "pay", nightPayID(pay), "ability", AbAutoRepair.String())
		}
		ab := repairAbility[y].String()
		return opt("repair:"+e.ID+":"+ab+":pay="+nightPayID(pay), "Repair the "+e.Name+" for "+nightPayLabel(pay)+" ("+ab+")",
			"equipment", e.ID, "pay", nightPayID(pay), "ability", ab)
	case verbRepairUse:
		return abilityOption(p, x, y)
	case verbRepairPick:
		e := &Rules.Equipment[x]
		return opt("equipment:"+e.ID, "Repair the "+e.Name+", then choose how", "equipment", e.ID)
	}
	return opt("done", "Done repairing")
}

func repairApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	v, x, y, z := unact(a)
	switch v {
	case verbRepairPick:
		s.Push(repairPayArgs{kind: x}.frame(seat))
	case verbRepairTile:
		pay := repairPay(x, y, z)
		room := -1
		if y != repairFull {
			room = p.roomWith(repairAbility[y], true)
			p.useRoom(room, repairAbility[y])
		}
		p.spend(pay)
		bit := uint32(1) << uint(x)
		p.Broken &^= bit
		p.Repaired |= bit
		if rec.On() {
			e := &Rules.Equipment[x]
			rec.Public("equipment-repaired", EquipmentRepaired{Seat: seat, Equipment: e.ID, Printed: nightTokens(e.Repair),
				Paid: nightTokens(pay), Room: room, Ability: repairAbility[y].String()}, "OL-NIGHT-REPAIR-1", "OL-NIGHT-REPAIR-2")
		}
	case verbRepairUse:
		s.useNightAbility(seat, x, y, rec)
	case verbRepairDone:
		s.Pop()
	}
}

func init() {
	register(fRepair, frameKind{Name: "repair", Prompt: "repair",
		Legal: repairLegal, Option: repairOption, Apply: repairApply})
	register(fRepairPay, frameKind{Name: "repair-pay", Prompt: "repair-payment",
		Legal: repairPayLegal, Option: repairOption, Apply: repairPayApply})
}
