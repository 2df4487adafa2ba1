package outlive

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
)

// Visit flags (Visit.Flags): what happened during the current visit. The
// vfHunt* flags describe the hunt being prepared and are cleared when it
// ends (hunt.go).
const (
	vfUnlocked      uint32 = 1 << iota // the Dam's water is unlocked: fee paid or Access card (OL-LOC-DAM-1)
	vfHunted                           // a tile was hunted this visit (OL-HUNT-2)
	vfHuntCancelled                    // the player backed out of a hunt this visit
	vfHuntShotgun                      // current hunt: the Shotgun adds 1 strength
	vfHuntBearTrap                     // current hunt: the Bear trap adds 1 strength
	vfHuntPicking                      // current hunt: the player chooses the tile (Thermal sensor)
	vfHuntLooked                       // current hunt: the Thermal sensor was used
)

// vfHuntRoom is the first of 7 visit flags (one per room slot, bit
// vfHuntRoomShift+slot) marking the meat rooms chosen for the current hunt.
const vfHuntRoomShift = 8

// vfHuntMask clears every flag of the current hunt.
const vfHuntMask = vfHuntShotgun | vfHuntBearTrap | vfHuntPicking | vfHuntLooked | 0x7f<<vfHuntRoomShift

// Player flags of the visit area (Player.Flags bits 8–23, cleared at
// maintenance).
const (
	// pfFreeSearchShift: 2 bits per city (bits 8–9 Blackwood City, 10–11
	// Silent Peak) count the free searches of OL-ROOM-15 used this round.
	pfFreeSearchShift = 8
	// pfCupboardShift: bit 12+city is set once the cupboard bonus of
	// OL-ROOM-21 was gained at that city this round.
	pfCupboardShift = 12
)

// freeSearches is the number of free extra draws OL-ROOM-15 gives per city and round.
const freeSearches = 2

// Actions of fAct.
const (
	verbVisitTake       uint8 = iota + 1 // take 1 token of the location's stock
	verbVisitAlgae                       // harvest the algae
	verbVisitHunt                        // begin a hunt
	verbVisitFee                         // pay the Dam's fee
	verbVisitUse                         // use equipment x
	verbVisitTakeEq                      // take the city's face-up equipment in slot x
	verbVisitSearch                      // draw a search tile for 1 AP
	verbVisitFreeSearch                  // draw a free search tile (OL-ROOM-15)
	verbVisitPeek                        // look at city x's search stack (OL-ROOM-17)
	verbVisitDone                        // end the visit
)

// locBonus is the effect of a location equipment kind (OL-EQ-2, OL-EQ-3).
type locBonus struct {
	eq  *int8
	loc Location // -1 for any city
	res Resource
	n   int16
	// plus: "+N" from the location's stock after at least 1 of res was
	// taken with AP (OL-EQ-2); otherwise N from the supply (OL-EQ-3).
	plus bool
}

var locBonuses = [...]locBonus{
	{&eqAxe, Forest, Wood, 2, true},                    // OL-EQ-AXE
	{&eqBow, Forest, Meat, 1, false},                   // OL-EQ-BOW
	{&eqJerrycan, Dam, Water, 1, true},                 // OL-EQ-CANISTER
	{&eqAmmoCrate, MilitaryBase, Ammo, 2, true},        // OL-EQ-AMMOBOX
	{&eqCrowbar, MilitaryBase, Electronics, 2, false},  // OL-EQ-CROWBAR
	{&eqChainsaw, -1, Wood, 2, false},                  // OL-EQ-CHAINSAW
	{&eqPickaxe, Mine, Metal, 2, true},                 // OL-EQ-PICKAXE
	{&eqWaterFilter, Mine, Water, 1, false},            // OL-EQ-WATERFILTER
	{&eqHacksaw, Freighter, Metal, 2, false},           // OL-EQ-HACKSAW
	{&eqBackpack, AmusementPark, Electronics, 2, true}, // OL-EQ-BACKPACK
	{&eqMetalDetector, AmusementPark, Cans, 1, false},  // OL-EQ-METALDETECTOR
}

// bonusesAt has, for each location, bit i set when locBonuses[i] belongs
// there (any city for loc -1): the bonuses actLegal tries on a visit.
var bonusesAt = func() (at [NumLocations]uint16) {
	for i, b := range locBonuses {
		for l := Location(0); l < NumLocations; l++ {
			if b.loc == l || b.loc < 0 && Rules.Locations[l].CityIndex >= 0 {
				at[l] |= 1 << uint(i)
			}
		}
	}
	return at
}()

// bonusEquipAt has, for each location, bit k set for the equipment kind k
// of each bonus of bonusesAt: when a player can use none of them, actLegal
// skips the bonuses.
var bonusEquipAt = func() (at [NumLocations]uint32) {
	for l := range at {
		for m := bonusesAt[l]; m != 0; m &= m - 1 {
			at[l] |= 1 << uint(*locBonuses[bits.TrailingZeros16(m)].eq)
		}
	}
	return at
}()

// searchRes is the resource each search tile kind gives, or -1.
var searchRes = [NumSearchKinds]Resource{-1, -1, Wood, Metal, Electronics, Water, Cans, Ammo}

// Visit events.
type (
	// VisitStarted: a hero begins acting on its location (OL-AP-1).
	VisitStarted struct {
		Seat      int    `json:"seat"`
		Hero      string `json:"hero"`
		Location  string `json:"location"`
		Strength  int    `json:"strength"` // printed strength
		Sandstorm bool   `json:"sandstorm"`
		AP        int    `json:"ap"`
	}
	// VisitEnded: the visit is over; unspent AP are lost (OL-AP-4).
	VisitEnded struct {
		Seat     int    `json:"seat"`
		Hero     string `json:"hero"`
		Location string `json:"location"`
		APLost   int    `json:"ap_lost"`
		By       string `json:"by"` // "done" (the player's choice) or "nothing-left"
	}
	// TokenTaken: 1 AP took 1 token from the location's stock (OL-AP-2).
	TokenTaken struct {
		Seat        int    `json:"seat"`
		Location    string `json:"location"`
		Resource    string `json:"resource"`
		APLeft      int    `json:"ap_left"`
		StockBefore int    `json:"stock_before"`
		StockAfter  int    `json:"stock_after"`
		Depot       int    `json:"depot"` // the player's tokens of that resource after
	}
	// AlgaeHarvested: 1 AP took the round's algae dose (OL-LOC-MIL-2).
	AlgaeHarvested struct {
		Seat   int `json:"seat"`
		APLeft int `json:"ap_left"`
	}
	// DamUnlocked: water at the Dam is unlocked for this visit (OL-LOC-DAM-1, OL-LOC-DAM-3).
	DamUnlocked struct {
		Seat            int    `json:"seat"`
		By              string `json:"by"` // "fee" or "access-card"
		ElectronicsLeft int    `json:"electronics_left"`
	}
	// EquipmentUsed: a location equipment gave its bonus (OL-EQ-2, OL-EQ-3).
	EquipmentUsed struct {
		Seat      int    `json:"seat"`
		Equipment string `json:"equipment"`
		Location  string `json:"location"`
		Gain      string `json:"gain"` // resource id, or "survivor"
		Amount    int    `json:"amount"`
		Source    string `json:"source"` // "stock" or "supply"
		// StockAfter is the location's stock after a "+N" bonus (source
		// "stock"), nil for a bonus from the supply.
		StockAfter *int `json:"stock_after,omitempty"`
		Depot      int  `json:"depot"` // the player's tokens of that resource after
	}
	// CityEquipmentTaken: 1 AP took a face-up equipment tile, broken (OL-LOC-CITY-2).
	CityEquipmentTaken struct {
		Seat      int    `json:"seat"`
		City      string `json:"city"`
		Equipment string `json:"equipment"`
		APLeft    int    `json:"ap_left"`
	}
	// SearchDrawn: a search tile was drawn and turned face up (OL-LOC-CITY-3).
	SearchDrawn struct {
		Seat   int    `json:"seat"`
		City   string `json:"city"`
		Tile   string `json:"tile"`
		Free   bool   `json:"free"` // a free draw of OL-ROOM-15
		APLeft int    `json:"ap_left"`
		// Gains lists the tokens taken from the supply ("algae" lowers radiation).
		Gains         []string `json:"gains,omitempty"`
		CupboardBonus bool     `json:"cupboard_bonus,omitempty"`
		StackLeft     int      `json:"stack_left"`
		FreeLeft      int      `json:"free_left"` // free draws left at this city this round
	}
	// SearchPeeked: a player looked at a city's search stack (OL-ROOM-17); public, without the tiles.
	SearchPeeked struct {
		Seat int    `json:"seat"`
		City string `json:"city"`
		Room int    `json:"room"`
	}
	// SearchStackSeen: the tiles of the peeked stack, top first; only to the peeking seat.
	SearchStackSeen struct {
		Seat  int      `json:"seat"`
		City  string   `json:"city"`
		Tiles []string `json:"tiles"`
	}
)

func init() {
	register(fVisitNext, frameKind{Name: "visit-next", Run: func(s *State, f Frame, rec *engine.Recorder) {
		s.visitNext(f.Seat, rec)
	}})
	register(fAct, frameKind{
		Name: "act", Prompt: "visit",
		Legal: actLegal,
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			return s.actOption(a)
		},
		Apply: actApply,
	})
}

// visitNext is what an fVisitNext frame of seat does: it offers the
// visit's actions (fAct) while one besides done remains, else ends the
// visit. Where nothing is pushed between an action and the frame, the
// action calls it at once instead of pushing the frame: the game and its
// events are the same, with one automatic frame less.
func (s *State) visitNext(seat int8, rec *engine.Recorder) {
	if s.canTake() || s.canSearch() || s.actOpen() { // actOpen's usual answers first, without its call
		s.Push(Frame{Kind: fAct, Seat: seat})
		return
	}
	s.endVisit("nothing-left", rec)
}

// beginVisit starts the visit of seat's hero on its location, after its
// move and superiority: AP equal to its strength (3 in a Sandstorm,
// OL-AP-1), then the Freighter slot or the location's actions.
func (s *State) beginVisit(seat, hero int, rec *engine.Recorder) {
	loc := s.P[seat].Heroes[hero].Loc
	ap := s.effectiveStrength(seat, hero)
	s.Visit = Visit{Seat: int8(seat), Hero: int8(hero), Loc: loc, AP: int8(ap)}
	if rec.On() {
		rec.Public("visit-started", VisitStarted{Seat: seat, Hero: heroNames[hero], Location: Rules.Locations[loc].ID,
			Strength: int(HeroStrength[hero]), Sandstorm: s.sandstorm(seat), AP: ap}, "OL-AP-1")
	}
	// The movement rules keep a hero off the Freighter when no slot is
	// free for it (OL-MOVE-9); a hero there without a slot only acts.
	if loc == Freighter && s.freighterSlots(seat, hero) != 0 {
		s.Push(Frame{Kind: fFreighterSlot, Seat: int8(seat)})
		return
	}
	s.visitNext(int8(seat), rec)
}

// endVisit ends the current visit; unspent AP are lost (OL-AP-4).
func (s *State) endVisit(by string, rec *engine.Recorder) {
	v := &s.Visit
	lost := int(v.AP)
	v.AP = 0
	if rec.On() {
		rec.Public("visit-ended", VisitEnded{Seat: int(v.Seat), Hero: heroNames[v.Hero], Location: Rules.Locations[v.Loc].ID, APLost: lost, By: by}, "OL-AP-4", "OL-AP-5")
	}
}

// visitCity is the city index of the visited location, or -1.
func (s *State) visitCity() int { return int(locations[s.Visit.Loc].city) }

// locationFacts is what the visit's hot paths read of a location.
type locationFacts struct {
	stock Resource // LocationInfo.Stock
	hunt  int8     // LocationInfo.Hunt
	city  int8     // LocationInfo.CityIndex
}

// locations copies each location's stock, hunting stack and city into a
// flat table, for the visit's hot paths.
var locations = func() (at [NumLocations]locationFacts) {
	for l := range at {
		info := &Rules.Locations[l]
		at[l] = locationFacts{stock: info.Stock, hunt: info.Hunt, city: info.CityIndex}
	}
	return at
}()

// freeUsed is the number of free searches seat used at city c this round.
func (p *Player) freeUsed(c int) int { return int(p.Flags>>(pfFreeSearchShift+2*c)) & 3 }

// bonusApplies reports whether b works at the visited location now.
func (s *State) bonusApplies(b *locBonus) bool {
	v := &s.Visit
	if b.loc < 0 {
		if s.visitCity() < 0 {
			return false
		}
	} else if b.loc != v.Loc {
		return false
	}
	if !s.P[v.Seat].canUse(*b.eq) {
		return false
	}
	return !b.plus || (v.Taken[b.res] > 0 && s.Stock[v.Loc] > 0)
}

// canTake reports whether the visiting hero can spend an AP on a token of
// its location's stock (the Dam's only once unlocked).
func (s *State) canTake() bool {
	v := &s.Visit
	loc := v.Loc
	return locations[loc].stock >= 0 && v.AP > 0 && s.Stock[loc] > 0 && (loc != Dam || v.Flags&vfUnlocked != 0)
}

// canSearch reports whether the visiting hero can spend an AP on a search
// of its city's stack.
func (s *State) canSearch() bool {
	c := s.visitCity()
	return c >= 0 && s.Visit.AP > 0 && s.City[c].N > 0
}

// actOpen reports whether the visit offers anything besides done. Taking a
// token or searching, the usual cases, answer without listing the other
// actions.
func (s *State) actOpen() bool {
	if s.canTake() || s.canSearch() {
		return true
	}
	var buf [32]engine.Action
	return len(actLegal(s, nil, buf[:0])) > 1
}

// actLegal appends the actions of the visit (fAct): the location's
// actions, equipment, the search-stack look, and done. It is fAct's Legal
// itself (no closure between), so it takes the frame, which it does not
// read: the visit is s.Visit.
func actLegal(s *State, _ *Frame, dst []engine.Action) []engine.Action {
	v := &s.Visit
	seat := int(v.Seat)
	p := &s.P[seat]
	loc := v.Loc
	info := &locations[loc]
	if s.canTake() {
		dst = append(dst, act(verbVisitTake, int(info.stock), 0, 0))
	}
	switch loc {
	case MilitaryBase:
		if s.Algae && v.AP > 0 {
			dst = append(dst, act(verbVisitAlgae, 0, 0, 0))
		}
	case Dam:
		// Unlocking only matters while water can still be taken.
		if v.Flags&vfUnlocked == 0 && v.AP > 0 && s.Stock[Dam] > 0 {
			if p.Res[Electronics] > 0 {
				dst = append(dst, act(verbVisitFee, 0, 0, 0))
			}
			if p.canUse(eqAccessCard) {
				dst = append(dst, act(verbVisitUse, int(eqAccessCard), 0, 0))
			}
		}
	}
	if info.hunt >= 0 && s.huntPossible() {
		dst = append(dst, act(verbVisitHunt, 0, 0, 0))
	}
	if p.Repaired&^p.UsedEq&bonusEquipAt[loc] != 0 {
		for m := bonusesAt[loc]; m != 0; m &= m - 1 {
			if b := &locBonuses[bits.TrailingZeros16(m)]; s.bonusApplies(b) {
				dst = append(dst, act(verbVisitUse, int(*b.eq), 0, 0))
			}
		}
	}
	if c := s.visitCity(); c >= 0 {
		cs := &s.City[c]
		if v.AP > 0 {
			for j, k := range cs.Equip {
				if k < 0 || p.owns(k) || sameEquipBefore(cs, j) {
					continue
				}
				dst = append(dst, act(verbVisitTakeEq, j, 0, 0))
			}
			if s.canSearch() {
				dst = append(dst, act(verbVisitSearch, 0, 0, 0))
			}
		}
		if cs.N > 0 && v.Searches > 0 && p.freeUsed(c) < freeSearches && p.hasRoom(AbCitySearch2) {
			dst = append(dst, act(verbVisitFreeSearch, 0, 0, 0))
		}
		if p.canUse(eqFlashlight) && p.hasSpace(true) {
			dst = append(dst, act(verbVisitUse, int(eqFlashlight), 0, 0))
		}
	}
	if p.hasUnusedRoom(AbPeekSearch) {
		for c := 0; c < NumCities; c++ {
			if s.City[c].N > 0 {
				dst = append(dst, act(verbVisitPeek, c, 0, 0))
			}
		}
	}
	return append(dst, act(verbVisitDone, 0, 0, 0))
}

// sameEquipBefore reports whether a city slot before j shows the same kind,
// so that identical face-up tiles give one option.
func sameEquipBefore(cs *CityState, j int) bool {
	for i := 0; i < j; i++ {
		if cs.Equip[i] == cs.Equip[j] {
			return true
		}
	}
	return false
}

// cityLocation is the location of city c.
func cityLocation(c int) Location {
	for l := range Rules.Locations {
		if int(Rules.Locations[l].CityIndex) == c {
			return Location(l)
		}
	}
	return -1
}

// actOption describes an action of fAct.
func (s *State) actOption(a engine.Action) engine.Option {
	v := &s.Visit
	loc := v.Loc
	locName := Rules.Locations[loc].Name
	verb, x, _, _ := unact(a)
	switch verb {
	case verbVisitTake:
		r := Resource(x)
		return opt("take:"+r.String(), "Spend 1 AP: take 1 "+r.String()+" from the "+locName, "resource", r.String())
	case verbVisitAlgae:
		return opt("algae", "Spend 1 AP: harvest the algae (radiation −1)")
	case verbVisitHunt:
		return opt("hunt", "Hunt at the "+locName)
	case verbVisitFee:
		return opt("pay-fee", "Pay 1 electronics to unlock the Dam's water")
	case verbVisitUse:
		k := int8(x)
		e := &Rules.Equipment[k]
		return opt("use:"+e.ID, "Use the "+e.Name+": "+equipmentEffect(k), "equipment", e.ID)
	case verbVisitTakeEq:
		e := &Rules.Equipment[s.City[s.visitCity()].Equip[x]]
		return opt("take-equipment:"+e.ID, "Spend 1 AP: take the "+e.Name+" (broken)", "equipment", e.ID)
	case verbVisitSearch:
		return opt("search", "Spend 1 AP: draw a search tile at "+locName)
	case verbVisitFreeSearch:
		return opt("free-search", "Draw a free search tile at "+locName)
	case verbVisitPeek:
		l := cityLocation(x)
		return opt("peek:"+Rules.Locations[l].ID, "Look at the search stack of "+Rules.Locations[l].Name, "city", Rules.Locations[l].ID)
	}
	return opt("done", "End the visit ("+strconv.Itoa(int(v.AP))+" AP unspent are lost)", "ap", strconv.Itoa(int(v.AP)))
}

// equipmentEffect is a short text of what location equipment k gives.
func equipmentEffect(k int8) string {
	switch k {
	case eqAccessCard:
		return "unlock the Dam's water without the fee"
	case eqFlashlight:
		return "1 survivor from the supply"
	}
	for i := range locBonuses {
		b := &locBonuses[i]
		if *b.eq == k {
			n := strconv.Itoa(int(b.n)) + " " + b.res.String()
			if b.plus {
				return "+" + n + " from the stock"
			}
			return n + " from the supply"
		}
	}
	return ""
}

// actApply plays an action of fAct: it pops the frame, then pushes what
// follows: a sub-decision if any, then fVisitNext; an action without a
// sub-decision goes on with the visit at once (visitNext). It is fAct's
// Apply itself (no closure between).
func actApply(s *State, _ *Frame, a engine.Action, rec *engine.Recorder) {
	s.Pop()
	v := &s.Visit
	seat := int(v.Seat)
	p := &s.P[seat]
	loc := v.Loc
	verb, x, _, _ := unact(a)
	if verb == verbVisitDone {
		s.endVisit("done", rec)
		return
	}
	next := Frame{Kind: fVisitNext, Seat: int8(seat)}
	switch verb {
	case verbVisitTake:
		r := Resource(x)
		before := s.Stock[loc]
		s.Stock[loc]--
		p.Res[r]++
		v.AP--
		v.Taken[r]++
		if rec.On() {
			rec.Public("token-taken", TokenTaken{Seat: seat, Location: Rules.Locations[loc].ID, Resource: r.String(),
				APLeft: int(v.AP), StockBefore: int(before), StockAfter: int(s.Stock[loc]), Depot: int(p.Res[r])}, "OL-AP-2", "OL-AP-3")
		}
	case verbVisitAlgae:
		v.AP--
		s.Algae = false
		if rec.On() {
			rec.Public("algae-harvested", AlgaeHarvested{Seat: seat, APLeft: int(v.AP)}, "OL-LOC-MIL-2")
		}
		s.decontaminate(seat, 1, "algae", rec)
	case verbVisitFee:
		p.Res[Electronics]--
		v.Flags |= vfUnlocked
		if rec.On() {
			rec.Public("dam-unlocked", DamUnlocked{Seat: seat, By: "fee", ElectronicsLeft: int(p.Res[Electronics])}, "OL-LOC-DAM-1", "OL-LOC-DAM-3")
		}
	case verbVisitHunt:
		h := Rules.Locations[loc].Hunt
		v.Flags &^= vfHuntMask
		s.PushAll(huntArgs{stack: int(h), tile: int(s.Hunt[h].N) - 1}.frame(seat), next)
		return
	case verbVisitUse:
		s.Push(next)
		s.useEquipment(int8(x), rec)
		return
	case verbVisitTakeEq:
		c := s.visitCity()
		k := s.City[c].Equip[x]
		s.City[c].Equip[x] = -1
		p.Broken |= 1 << uint(k)
		v.AP--
		if rec.On() {
			rec.Public("city-equipment-taken", CityEquipmentTaken{Seat: seat, City: Rules.Locations[loc].ID, Equipment: Rules.Equipment[k].ID, APLeft: int(v.AP)}, "OL-LOC-CITY-2")
		}
	case verbVisitSearch:
		v.AP--
		v.Searches++
		s.drawSearch(s.visitCity(), false, rec)
	case verbVisitFreeSearch:
		c := s.visitCity()
		v.Free++
		p.Flags += 1 << uint(pfFreeSearchShift+2*c)
		s.drawSearch(c, true, rec)
	case verbVisitPeek:
		ri := p.roomWith(AbPeekSearch, true)
		p.useRoom(ri, AbPeekSearch)
		p.Knows |= 1 << uint(x)
		if rec.On() {
			cs := &s.City[x]
			id := Rules.Locations[cityLocation(x)].ID
			rec.Public("search-peeked", SearchPeeked{Seat: seat, City: id, Room: ri}, "OL-ROOM-17")
			seen := SearchStackSeen{Seat: seat, City: id}
			for i := int(cs.N) - 1; i >= 0; i-- {
				seen.Tiles = append(seen.Tiles, searchNames[cs.Stack[i]])
			}
			rec.Emit(engine.Event{Type: "search-stack-seen", To: engine.Seat(seat), Data: seen, Reveals: true, Rules: []string{"OL-ROOM-17"}})
		}
	}
	s.visitNext(int8(seat), rec)
}

// useEquipment applies location equipment k for the visiting seat. A
// survivor from the Flashlight is pushed as a placement decision, on top of
// what follows the visit's action.
func (s *State) useEquipment(k int8, rec *engine.Recorder) {
	v := &s.Visit
	seat := int(v.Seat)
	p := &s.P[seat]
	loc := v.Loc
	p.use(k)
	switch k {
	case eqAccessCard:
		v.Flags |= vfUnlocked
		if rec.On() {
			rec.Public("dam-unlocked", DamUnlocked{Seat: seat, By: "access-card", ElectronicsLeft: int(p.Res[Electronics])}, "OL-LOC-DAM-1", "OL-LOC-DAM-3")
		}
		return
	case eqFlashlight:
		if rec.On() {
			rec.Public("equipment-used", EquipmentUsed{Seat: seat, Equipment: Rules.Equipment[k].ID, Location: Rules.Locations[loc].ID,
				Gain: "survivor", Amount: 1, Source: "supply", Depot: p.Survivors()}, equipmentRule(Rules.Equipment[k].ID), "OL-EQ-1")
		}
		s.placeSurvivors(seat, 1, true)
		return
	}
	for i := range locBonuses {
		b := &locBonuses[i]
		if *b.eq != k {
			continue
		}
		n, src := b.n, "supply"
		if b.plus {
			// OL-EQ-2: take what remains when the stock is short.
			n = min(n, s.Stock[loc])
			s.Stock[loc] -= n
			src = "stock"
		}
		p.Res[b.res] += n
		if rec.On() {
			ev := EquipmentUsed{Seat: seat, Equipment: Rules.Equipment[k].ID, Location: Rules.Locations[loc].ID,
				Gain: b.res.String(), Amount: int(n), Source: src, Depot: int(p.Res[b.res])}
			if b.plus {
				after := int(s.Stock[loc])
				ev.StockAfter = &after
			}
			rec.Public("equipment-used", ev, equipmentRule(ev.Equipment), "OL-EQ-1", "OL-EQ-2", "OL-EQ-3")
		}
	}
}

// drawSearch draws the top search tile of city c for the visiting seat,
// turns it face up beside the city and gives its resource from the supply
// (OL-LOC-CITY-3, OL-LOC-CITY-5, OL-ROOM-21).
func (s *State) drawSearch(c int, free bool, rec *engine.Recorder) {
	v := &s.Visit
	seat := int(v.Seat)
	p := &s.P[seat]
	cs := &s.City[c]
	cs.N--
	t := cs.Stack[cs.N]
	cs.Out[cs.NOut] = t
	cs.NOut++
	bonus := false
	switch t {
	case SearchAlgae:
	case SearchEmpty:
		if p.Flags&(1<<uint(pfCupboardShift+c)) == 0 && p.hasRoom(AbCupboardBonus) {
			p.Flags |= 1 << uint(pfCupboardShift+c)
			p.Res[Wood]++
			p.Res[Metal]++
			bonus = true
		}
	default:
		p.Res[searchRes[t]]++
	}
	if rec.On() {
		ev := SearchDrawn{Seat: seat, City: Rules.Locations[cityLocation(c)].ID, Tile: searchNames[t], Free: free,
			APLeft: int(v.AP), CupboardBonus: bonus, StackLeft: int(cs.N)}
		if p.hasRoom(AbCitySearch2) {
			ev.FreeLeft = freeSearches - p.freeUsed(c)
		}
		switch {
		case t == SearchAlgae:
			ev.Gains = []string{"algae"}
		case bonus:
			ev.Gains = []string{Wood.String(), Metal.String()}
		case t != SearchEmpty:
			ev.Gains = []string{searchRes[t].String()}
		}
		rec.Emit(engine.Event{Type: "search-drawn", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-LOC-CITY-3", "OL-LOC-CITY-5"}})
	}
	if t == SearchAlgae {
		s.decontaminate(seat, 1, "algae-capsule", rec)
	}
}
