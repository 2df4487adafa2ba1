package outlive

import (
	"math/bits"
	"strconv"
	"strings"

	"wasteland/engine"
)

// The night (OL-NIGHT): step 1 averting, step 2 feeding, step 3 radiation,
// step 4 recruiting and step 7 maintenance live here; step 5 is in build.go
// and step 6 in repair.go. Every step is finished by all players, in turn
// order from the start player, before the next one starts (OL-NIGHT-0).

// Stages of fNight (nightArgs.stage). nightBegin pushes the whole night;
// the others walk the players in turn order, nightArgs.pos being the
// position from the start player.
const (
	nightBegin int8 = iota
	nightFeed
	nightRecruit
	nightBuild
	nightRepair
)

// Verbs of the night decisions.
const (
	verbNightAvert     uint8 = 1 // x = event slot, y/z = reduction tokens (resource+1, 0 none)
	verbNightPass      uint8 = 2
	verbNightFeed      uint8 = 3 // x = meat, y = water, z = cans
	verbNightRecruit   uint8 = 4 // x = meat, y = water, z = cans
	verbNightEvent     uint8 = 5 // x = event slot: the first step of averting
	verbNightSurvivors uint8 = 6 // x = survivors: the first step of recruiting
)

// Night events.
type (
	// NightTokens is an amount of each resource in event data; resources
	// with none are left out.
	NightTokens struct {
		Wood        int `json:"wood,omitempty"`
		Metal       int `json:"metal,omitempty"`
		Electronics int `json:"electronics,omitempty"`
		Meat        int `json:"meat,omitempty"`
		Water       int `json:"water,omitempty"`
		Cans        int `json:"cans,omitempty"`
		Ammo        int `json:"ammo,omitempty"`
	}
	// EventAvertedByPlayer: a player paid to avert an event in night step 1.
	EventAvertedByPlayer struct {
		Seat    int         `json:"seat"`
		Event   string      `json:"event"`
		Slot    int         `json:"slot"`
		Points  int         `json:"points"`
		Printed NightTokens `json:"printed_cost"`
		Paid    NightTokens `json:"paid"`
		// DiscountRoom is the room slot whose avert discount was used, or -1.
		DiscountRoom int `json:"discount_room"`
	}
	// AvertPassed: a player passed in night step 1 and is out for the step.
	AvertPassed struct {
		Seat int `json:"seat"`
	}
	// Feeding: what a player paid in night step 2.
	Feeding struct {
		Seat int `json:"seat"`
		// FoodBefore is the meat, water and cans the player held before feeding.
		FoodBefore   NightTokens `json:"food_before"`
		RoomsUpkeep  int         `json:"rooms_upkeep"`
		AirlockRows  int         `json:"airlock_rows"`
		AirlockWater int         `json:"airlock_water"`
		// PermanentWater is where the permanent-water room's water went:
		// "airlock", "rooms" or "" (none or unused).
		PermanentWater string      `json:"permanent_water,omitempty"`
		RoomsPaid      NightTokens `json:"rooms_paid"`
		Short          int         `json:"short"`
	}
	// NightRadiation: the radiation check of night step 3.
	NightRadiation struct {
		Seat    int `json:"seat"`
		Round   int `json:"round"`
		Level   int `json:"level"`
		Airlock int `json:"airlock"`
		Shield  int `json:"shield"`
		Rise    int `json:"rise"`
	}
	// Recruited: survivors recruited into the airlock in night step 4.
	Recruited struct {
		Seat          int         `json:"seat"`
		Paid          NightTokens `json:"paid"`
		Survivors     int         `json:"survivors"`
		AirlockBefore int         `json:"airlock_before"`
		AirlockAfter  int         `json:"airlock_after"`
		// Spots are the airlock spots the recruits took, in fill order.
		Spots []AirlockSpot `json:"airlock_spots"`
	}
	// Maintenance: night step 7 for one player.
	Maintenance struct {
		Seat         int `json:"seat"`
		MeatLost     int `json:"meat_discarded"`
		WaterBefore  int `json:"water_before"`
		WaterAfter   int `json:"water_after"`
		EquipmentSet int `json:"equipment_turned_back"`
	}
)

func nightTokens(st Stock) NightTokens {
	return NightTokens{Wood: int(st[Wood]), Metal: int(st[Metal]), Electronics: int(st[Electronics]),
		Meat: int(st[Meat]), Water: int(st[Water]), Cans: int(st[Cans]), Ammo: int(st[Ammo])}
}

// nightPayID writes st for an option id: "wood2,metal1", or "none".
func nightPayID(st Stock) string {
	var b strings.Builder
	for r, n := range st {
		if n <= 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(Resource(r).String())
		b.WriteString(strconv.Itoa(int(n)))
	}
	if b.Len() == 0 {
		return "none"
	}
	return b.String()
}

// nightPayLabel writes st for a label: "2 wood, 1 metal", or "nothing".
func nightPayLabel(st Stock) string {
	var b strings.Builder
	for r, n := range st {
		if n <= 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(int(n)))
		b.WriteByte(' ')
		b.WriteString(Resource(r).String())
	}
	if b.Len() == 0 {
		return "nothing"
	}
	return b.String()
}

// foodID writes a meat/water/cans split as in "meat=1,water=0,cans=2".
func foodID(meat, water, cans int) string {
	return "meat=" + strconv.Itoa(meat) + ",water=" + strconv.Itoa(water) + ",cans=" + strconv.Itoa(cans)
}

// spend removes st from p's depots (into the general supply).
func (p *Player) spend(st Stock) {
	// written out for the 7 resources: a loop costs twice as much here
	r := &p.Res
	r[Wood] -= st[Wood]
	r[Metal] -= st[Metal]
	r[Electronics] -= st[Electronics]
	r[Meat] -= st[Meat]
	r[Water] -= st[Water]
	r[Cans] -= st[Cans]
	r[Ammo] -= st[Ammo]
}

// packRemoval packs up to two removed tokens (resource indices, -1 for
// none) into one small action argument.
func packRemoval(r1, r2 int) int { return (r1 + 1) | (r2+1)<<3 }

// unpackRemoval undoes packRemoval.
func unpackRemoval(z int) (r1, r2 int) { return z&7 - 1, z>>3&7 - 1 }

// reduceBy returns cost less the removed tokens r1 and r2 (-1 for none).
func reduceBy(cost Stock, r1, r2 int) Stock {
	if r1 >= 0 {
		cost[r1]--
	}
	if r2 >= 0 {
		cost[r2]--
	}
	return cost
}

// count is the number of tokens of resources lo..hi in st.
func (st Stock) count(lo, hi Resource) int {
	n := 0
	for r := lo; r <= hi; r++ {
		n += int(st[r])
	}
	return n
}

// removals lists, packed as in packRemoval, every distinct way to remove
// exactly n (1 or 2) tokens of resources lo..hi from cost, into out; none
// when n is 0.
func removals(cost Stock, lo, hi Resource, n int, out *[32]int8) int {
	k := 0
	if n == 0 {
		return 0
	}
	for r1 := lo; r1 <= hi; r1++ {
		if cost[r1] < 1 {
			continue
		}
		if n == 1 {
			out[k] = int8(packRemoval(int(r1), -1))
			k++
			continue
		}
		for r2 := r1; r2 <= hi; r2++ {
			if cost[r2] < 1 || (r1 == r2 && cost[r1] < 2) {
				continue
			}
			out[k] = int8(packRemoval(int(r1), int(r2)))
			k++
		}
	}
	return k
}

// nightSeat is the seat at position pos in turn order from the start player.
func (s *State) nightSeat(pos int) int { return s.seatAfter(int(s.Start), pos) }

// seatAfter is the seat d places after seat in turn order, for d from 0
// to the number of players.
func (s *State) seatAfter(seat, d int) int {
	if c := seat + d; c < int(s.N) {
		return c
	}
	return seat + d - int(s.N)
}

// eventsInPlay reports whether any revealed event is not averted.
func (s *State) eventsInPlay() bool {
	for i := 0; i < 6; i++ {
		if s.EventState[i] == EventInPlay {
			return true
		}
	}
	return false
}

// avertCost is what averting the event in slot with the reduction packed in
// (y, z) costs: y and z are the removed tokens' resource+1, 0 for none.
func avertCost(s *State, slot, y, z int) Stock {
	return reduceBy(Rules.Events[s.Events[slot]].Avert, y-1, z-1)
}

// Averting is two steps: fAvert chooses the event (verbNightEvent), then
// fAvertPay the payment when the avert discount leaves more than one; with
// one way to pay, the first step offers the averting itself at its price.
// An event the player cannot pay for is not offered.

// avertPayments appends every way p can pay to avert the event in slot,
// as verbNightAvert actions: the printed cost, then, when discount says p
// has an unused avert discount room, each reduction it offers
// (OL-NIGHT-EVENT-3, OL-NIGHT-EVENT-5).
func (s *State) avertPayments(p *Player, slot int, discount bool, dst []engine.Action) []engine.Action {
	cost := Rules.Events[s.Events[slot]].Avert
	if p.Res.Covers(cost) {
		dst = append(dst, act(verbNightAvert, slot, 0, 0))
	}
	if !discount {
		return dst
	}
	// rule OL-NIGHT-EVENT-5: 2 materials, 2 ammo, or 1 food less; fewer
	// only when the cost holds fewer tokens of those kinds.
	var out [32]int8
	for _, m := range [...]struct {
		lo, hi Resource
		k      int
	}{{Wood, Electronics, 2}, {Ammo, Ammo, 2}, {Meat, Cans, 1}} {
		n := removals(cost, m.lo, m.hi, min(m.k, cost.count(m.lo, m.hi)), &out)
		for _, z := range out[:n] {
			r1, r2 := unpackRemoval(int(z))
			if p.Res.Covers(reduceBy(cost, r1, r2)) {
				dst = append(dst, act(verbNightAvert, slot, r1+1, r2+1))
			}
		}
	}
	return dst
}

// avertLegal lists, for each event in play the player can pay for, the
// event when there are several ways to pay, else the one way; then pass.
func avertLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	if !p.hasUnusedRoom(AbAvertDiscount) {
		// Without the discount room the printed cost is the one way to pay
		// (avertPayments without discount), so no event is a first step.
		for i := 0; i < 6; i++ {
			if s.EventState[i] == EventInPlay && p.Res.Covers(Rules.Events[s.Events[i]].Avert) {
				dst = append(dst, act(verbNightAvert, i, 0, 0))
			}
		}
		return append(dst, act(verbNightPass, 0, 0, 0))
	}
	var buf [32]engine.Action
	for i := 0; i < 6; i++ {
		if s.EventState[i] != EventInPlay {
			continue
		}
		switch pays := s.avertPayments(p, i, true, buf[:0]); len(pays) {
		case 0:
		case 1:
			dst = append(dst, pays[0])
		default:
			dst = append(dst, act(verbNightEvent, i, 0, 0))
		}
	}
	return append(dst, act(verbNightPass, 0, 0, 0))
}

func avertOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, slot, y, z := unact(a)
	if v == verbNightPass {
		return opt("pass", "Pass: avert no more events this night")
	}
	ev := &Rules.Events[s.Events[slot]]
	if v == verbNightEvent {
		return opt("event:"+ev.ID, "Avert "+ev.Name+" ("+strconv.Itoa(ev.Points)+" SP), then choose how to pay",
			"event", ev.ID, "points", strconv.Itoa(ev.Points))
	}
	pay := avertCost(s, slot, y, z)
	label := "Avert " + ev.Name + " (" + strconv.Itoa(ev.Points) + " SP), paying " + nightPayLabel(pay)
	args := []string{"event", ev.ID, "pay", nightPayID(pay)}
	if y != 0 {
		label += " with the avert discount"
		args = append(args, "discount", "true")
	}
	return opt("avert:"+ev.ID+":pay="+nightPayID(pay), label, args...)
}

// avertPayLegal lists the ways to pay for averting the event the
// fAvertPay frame names.
func avertPayLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	return s.avertPayments(p, avertPayOf(f).slot, p.hasUnusedRoom(AbAvertDiscount), dst)
}

func avertPayOption(s *State, f *Frame, a engine.Action) engine.Option {
	_, slot, y, z := unact(a)
	ev := &Rules.Events[s.Events[slot]]
	pay := avertCost(s, slot, y, z)
	id, label := "pay:"+nightPayID(pay), "Pay "+nightPayLabel(pay)
	args := []string{"event", ev.ID, "pay", nightPayID(pay)}
	if y != 0 {
		id += ":discount"
		label += " with the avert discount"
		args = append(args, "discount", "true")
	}
	return opt(id, label+" to avert "+ev.Name, args...)
}

// avertPayApply averts the event on the fAvert frame below.
func avertPayApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	s.Pop()
	avertApply(s, s.Top(), a, rec)
}

func avertApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat, args := int(f.Seat), avertOf(f)
	p := &s.P[seat]
	v, slot, y, z := unact(a)
	if v == verbNightEvent {
		s.Push(avertPayArgs{slot: slot}.frame(seat))
		return
	}
	if v == verbNightPass {
		args.passed |= 1 << uint(seat)
		f.SetArgs(args.args())
		if rec.On() {
			rec.Public("avert-passed", AvertPassed{Seat: seat}, "OL-NIGHT-EVENT-2")
		}
	} else {
		kind := s.Events[slot]
		pay := avertCost(s, slot, y, z)
		room := -1
		if y != 0 {
			room = p.roomWith(AbAvertDiscount, true)
			p.useRoom(room, AbAvertDiscount)
		}
		p.spend(pay)
		s.EventState[slot] = EventAverted
		p.Averted |= 1 << uint(kind)
		if rec.On() {
			ev := &Rules.Events[kind]
			rec.Public("event-averted", EventAvertedByPlayer{Seat: seat, Event: ev.ID, Slot: slot, Points: ev.Points,
				Printed: nightTokens(ev.Avert), Paid: nightTokens(pay), DiscountRoom: room}, "OL-NIGHT-EVENT-3", "OL-NIGHT-EVENT-4")
		}
	}
	// rule OL-NIGHT-EVENT-2: around the table until all passed or no event is left.
	if !s.eventsInPlay() {
		s.Pop()
		return
	}
	for d := 1; d <= int(s.N); d++ {
		c := s.seatAfter(seat, d)
		if args.passed&(1<<uint(c)) == 0 {
			f.Seat = int8(c)
			return
		}
	}
	s.Pop()
}

// feedPlan is what feeding costs a player now (night step 2).
type feedPlan struct {
	rows, upkeep int
	perm         int8 // permanent water used: 0 no, 1 for the airlock, 2 for the rooms
	airWater     int  // water tokens paid for the airlock rows
	water        int  // water tokens left for the rooms
	pay          int  // food tokens the rooms take
	short        int  // food missing: survivors to lose
}

// planFeed works out seat's feeding: the airlock rows take water first (it
// must be water), the rooms take as much food as the player has.
func (s *State) planFeed(seat int) feedPlan {
	p := &s.P[seat]
	var fp feedPlan
	fp.rows = p.airlockRows()
	fp.upkeep = int(p.rooms().upkeep)
	needAir, needRooms := fp.rows, fp.upkeep
	// rule OL-NIGHT-FEED-5: the permanent water is used where water is
	// required first; it cannot be kept.
	if p.hasRoom(AbPermanentWater) {
		if needAir > 0 {
			needAir--
			fp.perm = 1
		} else if needRooms > 0 {
			needRooms--
			fp.perm = 2
		}
	}
	fp.airWater = min(needAir, int(p.Res[Water]))
	fp.water = int(p.Res[Water]) - fp.airWater
	fp.pay = min(needRooms, int(p.Res[Meat])+fp.water+int(p.Res[Cans]))
	fp.short = needAir - fp.airWater + needRooms - fp.pay
	return fp
}

func feedLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	fp := s.planFeed(int(f.Seat))
	for a := 0; a <= min(int(p.Res[Meat]), fp.pay); a++ {
		for b := 0; b <= min(fp.water, fp.pay-a); b++ {
			if c := fp.pay - a - b; c <= int(p.Res[Cans]) {
				dst = append(dst, act(verbNightFeed, a, b, c))
			}
		}
	}
	return dst
}

func feedOption(s *State, f *Frame, a engine.Action) engine.Option {
	_, m, w, c := unact(a)
	var st Stock
	st[Meat], st[Water], st[Cans] = int16(m), int16(w), int16(c)
	return opt("feed:"+foodID(m, w, c), "Feed the rooms with "+nightPayLabel(st),
		"meat", strconv.Itoa(m), "water", strconv.Itoa(w), "cans", strconv.Itoa(c))
}

// feed pays seat's feeding, the rooms with the given food, and makes the
// player lose a survivor per missing token (OL-NIGHT-FEED-1..4).
func (s *State) feed(seat, meat, water, cans int, rec *engine.Recorder) {
	s.feedPlanned(seat, s.planFeed(seat), meat, water, cans, rec)
}

// feedPlanned is feed with seat's feeding plan fp (planFeed) worked out.
func (s *State) feedPlanned(seat int, fp feedPlan, meat, water, cans int, rec *engine.Recorder) {
	p := &s.P[seat]
	var rooms, held Stock
	rooms[Meat], rooms[Water], rooms[Cans] = int16(meat), int16(water), int16(cans)
	held[Meat], held[Water], held[Cans] = p.Res[Meat], p.Res[Water], p.Res[Cans]
	p.Res[Water] -= int16(fp.airWater)
	p.spend(rooms)
	if rec.On() && (fp.rows > 0 || fp.upkeep > 0) {
		perm := ""
		switch fp.perm {
		case 1:
			perm = "airlock"
		case 2:
			perm = "rooms"
		}
		rec.Public("feeding", Feeding{Seat: seat, FoodBefore: nightTokens(held), RoomsUpkeep: fp.upkeep, AirlockRows: fp.rows, AirlockWater: fp.airWater,
			PermanentWater: perm, RoomsPaid: nightTokens(rooms), Short: fp.short}, "OL-NIGHT-FEED-1", "OL-NIGHT-FEED-2", "OL-NIGHT-FEED-4")
	}
	s.loseSurvivors(seat, fp.short, LossFeeding, rec)
}

func feedApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	_, m, w, c := unact(a)
	s.Pop()
	s.feed(seat, m, w, c, rec)
}

// food is the number of food tokens p holds.
func (p *Player) food() int { return int(p.Res[Meat] + p.Res[Water] + p.Res[Cans]) }

// Recruiting is two steps: fRecruit chooses how many survivors
// (verbNightSurvivors), then fRecruitFood which food pays for them when
// the food held leaves more than one mix; with one mix, the first step
// offers the recruiting itself at its price (OL-NIGHT-RECRUIT-1,
// OL-NIGHT-RECRUIT-2).

// recruitMixes appends every mix of p's meat, water and cans of n tokens,
// as verbNightRecruit actions.
func recruitMixes(p *Player, n int, dst []engine.Action) []engine.Action {
	for a := 0; a <= min(int(p.Res[Meat]), n); a++ {
		for b := 0; b <= min(int(p.Res[Water]), n-a); b++ {
			if c := n - a - b; c <= int(p.Res[Cans]) {
				dst = append(dst, act(verbNightRecruit, a, b, c))
			}
		}
	}
	return dst
}

// recruitLegal lists recruiting nobody, then, for each number of
// survivors the free airlock spots and the food allow, that number when
// more than one food mix pays for it, else the one mix.
func recruitLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	dst = append(dst, act(verbNightRecruit, 0, 0, 0))
	var buf [64]engine.Action
	for n := 1; n <= min(airlockCap()-int(p.Airlock), p.food()); n++ {
		if mixes := recruitMixes(p, n, buf[:0]); len(mixes) == 1 {
			dst = append(dst, mixes[0])
		} else {
			dst = append(dst, act(verbNightSurvivors, n, 0, 0))
		}
	}
	return dst
}

// recruitFoodLegal lists the food mixes that pay for the survivors the
// fRecruitFood frame recruits.
func recruitFoodLegal(s *State, f *Frame, dst []engine.Action) []engine.Action {
	return recruitMixes(&s.P[f.Seat], recruitFoodOf(f).survivors, dst)
}

// recruitFoodApply recruits on the fRecruit frame below.
func recruitFoodApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	s.Pop()
	recruitApply(s, s.Top(), a, rec)
}

func recruitOption(s *State, f *Frame, a engine.Action) engine.Option {
	v, m, w, c := unact(a)
	if v == verbNightSurvivors {
		return opt("survivors:"+strconv.Itoa(m), "Recruit "+strconv.Itoa(m)+" survivors, then choose the food", "survivors", strconv.Itoa(m))
	}
	if m+w+c == 0 {
		return opt("recruit:none", "Recruit nobody", "survivors", "0")
	}
	var st Stock
	st[Meat], st[Water], st[Cans] = int16(m), int16(w), int16(c)
	return opt("recruit:"+foodID(m, w, c), "Recruit "+strconv.Itoa(m+w+c)+" survivors for "+nightPayLabel(st),
		"meat", strconv.Itoa(m), "water", strconv.Itoa(w), "cans", strconv.Itoa(c), "survivors", strconv.Itoa(m+w+c))
}

func recruitApply(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	v, m, w, c := unact(a)
	if v == verbNightSurvivors {
		s.Push(recruitFoodArgs{survivors: m}.frame(seat))
		return
	}
	var st Stock
	st[Meat], st[Water], st[Cans] = int16(m), int16(w), int16(c)
	before := int(p.Airlock)
	p.spend(st)
	p.Airlock += int8(m + w + c)
	if rec.On() {
		ev := Recruited{Seat: seat, Paid: nightTokens(st), Survivors: m + w + c,
			AirlockBefore: before, AirlockAfter: int(p.Airlock), Spots: []AirlockSpot{}}
		for i := before; i < int(p.Airlock); i++ {
			ev.Spots = append(ev.Spots, airlockSpot(i))
		}
		rec.Public("recruited", ev, "OL-NIGHT-RECRUIT-1", "OL-NIGHT-RECRUIT-2")
	}
	s.Pop()
}

// nightRun is fNight: it lays out the seven steps, then walks the players
// through steps 2, 4, 5 and 6 one at a time.
func nightRun(s *State, f Frame, rec *engine.Recorder) {
	args := nightOf(&f)
	if args.stage == nightBegin {
		// rule OL-NIGHT-0: the seven steps in order, each finished by all players.
		s.PushAll(
			nightArgs{stage: nightFeed}.frame(),
			radCheckArgs{}.frame(),
			nightArgs{stage: nightRecruit}.frame(),
			nightArgs{stage: nightBuild}.frame(),
			nightArgs{stage: nightRepair}.frame(),
			Frame{Kind: fMaint},
		)
		if s.eventsInPlay() {
			s.Push(avertArgs{}.frame(int(s.Start)))
		}
		return
	}
	// The frame of the next player is pushed below this player's
	// decision; when there is none, it is run here at once.
	for pos := args.pos; ; pos++ {
		last := pos+1 >= int(s.N)
		if !last {
			s.Push(nightArgs{stage: args.stage, pos: pos + 1}.frame())
		}
		depth := s.Depth
		s.nightStep(args.stage, s.nightSeat(pos), rec)
		if last || s.Depth != depth {
			return
		}
		s.Pop()
	}
}

// nightStep runs night step stage (nightFeed … nightRepair) for seat: it
// pushes the seat's decision, if it has one.
func (s *State) nightStep(stage int8, seat int, rec *engine.Recorder) {
	p := &s.P[seat]
	switch stage {
	case nightFeed:
		if fp := s.planFeed(seat); fp.pay > 0 {
			s.Push(Frame{Kind: fFeed, Seat: int8(seat)})
		} else {
			s.feedPlanned(seat, fp, 0, 0, 0, rec)
		}
	case nightRecruit:
		if p.food() > 0 && int(p.Airlock) < airlockCap() {
			s.Push(Frame{Kind: fRecruit, Seat: int8(seat)})
		}
	case nightBuild:
		if s.buildOpen(seat) {
			s.Push(Frame{Kind: fBuild, Seat: int8(seat)})
		}
	case nightRepair:
		if s.repairOpen(seat) {
			s.Push(Frame{Kind: fRepair, Seat: int8(seat)})
		}
	}
}

// radRun is fRadCheck: night step 3 (radCheck) for the players from
// position radCheckArgs.pos on, up to the first that must choose
// survivors to lose.
func radRun(s *State, f Frame, rec *engine.Recorder) {
	// As in nightRun: the next player's frame waits below a decision,
	// else it is run here at once.
	for pos := radCheckOf(&f).pos; ; pos++ {
		last := pos+1 >= int(s.N)
		if !last {
			s.Push(radCheckArgs{pos: pos + 1}.frame())
		}
		depth := s.Depth
		s.radCheck(s.nightSeat(pos), rec)
		if last || s.Depth != depth {
			return
		}
		s.Pop()
	}
}

// radCheck is night step 3 for seat: the round's level less the airlock
// survivors and the airlock shield (OL-NIGHT-RAD-1..4).
func (s *State) radCheck(seat int, rec *engine.Recorder) {
	p := &s.P[seat]
	level := Rules.RadRounds[s.Round-1]
	shield := 0
	if p.hasRoom(AbAirlockShield) {
		shield = 1
	}
	rise := max(0, level-int(p.Airlock)-shield)
	if rec.On() {
		rec.Public("night-radiation", NightRadiation{Seat: seat, Round: int(s.Round), Level: level,
			Airlock: int(p.Airlock), Shield: shield, Rise: rise}, "OL-NIGHT-RAD-1", "OL-NIGHT-RAD-2", "OL-NIGHT-RAD-3")
	}
	s.irradiate(seat, rise, "night", rec)
}

// maintRun is fMaint: night step 7 for every player (OL-NIGHT-MAINT-1..5).
func maintRun(s *State, f Frame, rec *engine.Recorder) {
	for pos := 0; pos < int(s.N); pos++ {
		seat := s.nightSeat(pos)
		p := &s.P[seat]
		ev := Maintenance{Seat: seat, MeatLost: int(p.Res[Meat]), WaterBefore: int(p.Res[Water]),
			EquipmentSet: bits.OnesCount32(p.UsedEq)}
		p.Res[Meat] = 0
		p.Res[Water] = min(p.Res[Water], 2)
		p.UsedEq = 0
		r := &p.Rooms // written out for the 7 slots: a loop costs twice as much here
		r[0].Used, r[1].Used, r[2].Used, r[3].Used, r[4].Used, r[5].Used, r[6].Used = 0, 0, 0, 0, 0, 0, 0
		p.roomsRested()
		p.Flags = 0
		if rec.On() {
			ev.WaterAfter = int(p.Res[Water])
			rec.Public("maintenance", ev, "OL-NIGHT-MAINT-1", "OL-NIGHT-MAINT-3", "OL-NIGHT-MAINT-4")
		}
	}
	for i := range s.Freighter {
		s.Freighter[i].Occupant = -1
	}
	s.FreighterTaken = false
}

func init() {
	register(fNight, frameKind{Name: "night", Run: nightRun})
	register(fAvert, frameKind{Name: "avert", Prompt: "avert-event",
		Legal: avertLegal, Option: avertOption, Apply: avertApply})
	register(fAvertPay, frameKind{Name: "avert-pay", Prompt: "avert-payment",
		Legal: avertPayLegal, Option: avertPayOption, Apply: avertPayApply})
	register(fFeed, frameKind{Name: "feed", Prompt: "feed",
		Legal: feedLegal, Option: feedOption, Apply: feedApply})
	register(fRadCheck, frameKind{Name: "radiation-check", Run: radRun})
	register(fRecruit, frameKind{Name: "recruit", Prompt: "recruit",
		Legal: recruitLegal, Option: recruitOption, Apply: recruitApply})
	register(fRecruitFood, frameKind{Name: "recruit-food", Prompt: "recruit-food",
		Legal: recruitFoodLegal, Option: recruitOption, Apply: recruitFoodApply})
	register(fMaint, frameKind{Name: "maintenance", Run: maintRun})
}
