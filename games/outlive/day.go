package outlive

import (
	"math/bits"
	"strconv"

	"wasteland/engine"
)

// The Day: events (OL-DAY-EVENT, OL-EVENT), movement (OL-MOVE), superiority
// (OL-SUP) and sunset (OL-SUNSET).
//
// Frame fields of the superiority frames (the attacker is the arriving hero's
// player, the defender the owner of a weaker active hero on its location):
//   - fSupOrder:  Seat attacker, A = bitmask of defender seats left, D = attacker's hero.
//   - fSupBat:    Seat attacker, A = defender, B = points, C = defenders left after this one, D = hero.
//   - fSupDefend: Seat defender, A = attacker, B = points, C, D as fSupBat.
//   - fSupGive:   Seat chooser (the defender, or the attacker with a full
//     choose-loot room), A = attacker, B = points left, C as fSupBat,
//     D = attacker's hero | defender << 4.
//
// fDayEvents: A = next event slot to apply, B = 1 once this round's event
// is revealed.

// Day action verbs.
const (
	verbDayMove uint8 = iota + 1
	verbDayStay
	verbDayPay
	verbDayGive
	verbSupTarget
	verbSupBat
	verbSupNoBat
	verbSupVest
	verbSupImmune
	verbSupAmmo
	verbSupLoot
	verbDayHero // x = hero: the first step of a move, the hero (moves.go)
)

// Day events.
type (
	// EventRevealed is this round's event card turned face up (OL-DAY-EVENT-1).
	EventRevealed struct {
		Round  int            `json:"round"`
		Slot   int            `json:"slot"`
		Event  string         `json:"event"`
		Effect string         `json:"effect"`
		Points int            `json:"points"`
		Avert  map[string]int `json:"avert_cost"`
	}
	// EventApplied opens the effect of one in-play event this round (OL-DAY-EVENT-2).
	EventApplied struct {
		Round  int    `json:"round"`
		Slot   int    `json:"slot"`
		Event  string `json:"event"`
		Effect string `json:"effect"`
		// New is true for the event revealed this round, false for a repeat.
		New bool `json:"new"`
		// Continuous is true for effects that last the whole Day.
		Continuous bool `json:"continuous,omitempty"`
	}
	// EventOutcome is what an event that hits bunkers does to one seat.
	EventOutcome struct {
		Event string `json:"event"`
		Seat  int    `json:"seat"`
		// Outcome is "immune", "pay-food", "give-tokens", "lose-survivor",
		// "radiation" or "nothing".
		Outcome string `json:"outcome"`
		// Tokens is how many eligible tokens the seat had (food for Rat
		// plague, materials and ammo for Hostile group).
		Tokens    int `json:"tokens"`
		Survivors int `json:"survivors"`
	}
	// StockRemoved is an event taking tokens from a location (OL-EVENT-GEN-1).
	StockRemoved struct {
		Event    string `json:"event"`
		Location string `json:"location"`
		Resource string `json:"resource"`
		Amount   int    `json:"amount"`
		Before   int    `json:"before"`
		Removed  int    `json:"removed"`
		After    int    `json:"after"`
	}
	// SearchTilesRemoved is Nomads laying a city's tiles face up (OL-EVENT-NOMADS-1).
	SearchTilesRemoved struct {
		Event   string   `json:"event"`
		City    string   `json:"city"`
		Amount  int      `json:"amount"`
		Removed []string `json:"removed"`
		Left    int      `json:"stack_left"`
	}
	// TokenLost is one token a seat loses to an event, chosen by the seat.
	TokenLost struct {
		Event    string `json:"event"`
		Seat     int    `json:"seat"`
		Resource string `json:"resource"`
		Before   int    `json:"before"`
		After    int    `json:"after"`
		// Left is how many tokens the seat still has to give.
		Left int `json:"left"`
	}
	// HeroMoved is a hero's move (OL-MOVE).
	HeroMoved struct {
		Seat        int    `json:"seat"`
		Hero        string `json:"hero"`
		From        string `json:"from"`
		To          string `json:"to"`
		Steps       int    `json:"steps"`
		Exoskeleton bool   `json:"exoskeleton,omitempty"`
	}
	// HeroStayed is a hero that could not move, stood up where it was (OL-MOVE-7).
	HeroStayed struct {
		Seat     int    `json:"seat"`
		Hero     string `json:"hero"`
		Location string `json:"location"`
	}
	// Superiority opens superiority against one defender (OL-SUP-1, OL-SUP-2).
	Superiority struct {
		Location         string `json:"location"`
		Attacker         int    `json:"attacker"`
		AttackerHero     string `json:"attacker_hero"`
		AttackerStrength int    `json:"attacker_strength"`
		Defender         int    `json:"defender"`
		DefenderHero     string `json:"defender_hero"`
		DefenderStrength int    `json:"defender_strength"`
		Points           int    `json:"points"`
		// Chooser is the seat that will choose the goods (OL-SUP-5, OL-ROOM-20).
		Chooser int `json:"chooser"`
	}
	// SupModifier is a change of the points: "baseball-bat" (+1),
	// "combat-vest" (−2), "no-baseball-bat" (declined), "immune-room"
	// (the defender's strength-3 hero ignores this attacker: points to 0).
	SupModifier struct {
		Attacker int    `json:"attacker"`
		Defender int    `json:"defender"`
		Modifier string `json:"modifier"`
		Before   int    `json:"before"`
		After    int    `json:"after"`
	}
	// SupAmmo is the ammo the defender spent (OL-SUP-3).
	SupAmmo struct {
		Attacker   int `json:"attacker"`
		Defender   int `json:"defender"`
		Spent      int `json:"spent"`
		Before     int `json:"points_before"`
		After      int `json:"points_after"`
		AmmoBefore int `json:"ammo_before"`
		AmmoAfter  int `json:"ammo_after"`
	}
	// SupGiven is one token handed to the attacker for one point (OL-SUP-5).
	SupGiven struct {
		Attacker int    `json:"attacker"`
		Defender int    `json:"defender"`
		Resource string `json:"resource"`
		ChosenBy int    `json:"chosen_by"`
		Left     int    `json:"points_left"`
	}
	// SupLapsed is points the defender could not pay (OL-SUP-6).
	SupLapsed struct {
		Attacker int `json:"attacker"`
		Defender int `json:"defender"`
		Points   int `json:"points"`
	}
	// Sunset lays every hero down (OL-SUNSET-1).
	Sunset struct {
		Round int `json:"round"`
	}
)

func init() {
	register(fDayEvents, frameKind{Name: "day-events", Run: runDayEvents})
	register(fRatsPay, frameKind{
		Name: "rats-pay", Prompt: "rat-plague-pay",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := &s.P[f.Seat]
			for r := Meat; r <= Cans; r++ {
				if p.Res[r] > 0 {
					dst = append(dst, act(verbDayPay, int(r), 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, r, _, _ := unact(a)
			return opt("pay:"+Resource(r).String(), "Lose 1 "+Resource(r).String()+" to the rats", "resource", Resource(r).String())
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			seat := int(f.Seat)
			s.Pop()
			s.loseToken(seat, a, "rat-plague", 0, rec)
		},
	})
	register(fHostilesGive, frameKind{
		Name: "hostiles-give", Prompt: "hostile-group-give",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := &s.P[f.Seat]
			for _, r := range [...]Resource{Wood, Metal, Electronics, Ammo} {
				if p.Res[r] > 0 {
					dst = append(dst, act(verbDayGive, int(r), 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, r, _, _ := unact(a)
			return opt("give:"+Resource(r).String(), "Give 1 "+Resource(r).String()+" to the hostile group", "resource", Resource(r).String())
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			left := hostilesOf(f).left - 1
			seat := int(f.Seat)
			if left == 0 {
				s.Pop()
			} else {
				*f = hostilesArgs{left: left}.frame(seat)
			}
			s.loseToken(seat, a, "hostile-group", left, rec)
		},
	})
	register(fSupOrder, frameKind{
		Name: "superiority-order", Prompt: "superiority-order",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for d := 0; d < int(s.N); d++ {
				if supOrderOf(f).targets&(1<<uint(d)) != 0 {
					dst = append(dst, act(verbSupTarget, d, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, d, _, _ := unact(a)
			loc := s.P[f.Seat].Heroes[supOrderOf(f).hero].Loc
			h := s.P[d].dayHeroAt(loc)
			return opt("target:"+strconv.Itoa(d), "Exert superiority on seat "+strconv.Itoa(d)+"'s strength-"+strconv.Itoa(int(HeroStrength[h]))+" hero next", "seat", strconv.Itoa(d))
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, d, _, _ := unact(a)
			args := supOrderOf(f)
			att, hero, rest := int(f.Seat), args.hero, args.targets&^(1<<uint(d))
			s.Pop()
			s.supTarget(att, hero, d, rest, rec)
		},
	})
	register(fSupBat, frameKind{
		Name: "superiority-bat", Prompt: "superiority-bat",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			return append(dst, act(verbSupBat, 0, 0, 0), act(verbSupNoBat, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			if v, _, _, _ := unact(a); v == verbSupBat {
				return opt("bat", "Use the Baseball bat: +1 superiority")
			}
			return opt("no-bat", "Keep the Baseball bat unused")
		},
		Apply: applySupBat,
	})
	register(fSupDefend, frameKind{
		Name: "superiority-defend", Prompt: "superiority-defend",
		Legal:  legalSupDefend,
		Option: optionSupDefend,
		Apply:  applySupDefend,
	})
	register(fSupGive, frameKind{
		Name: "superiority-give", Prompt: "superiority-give",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := &s.P[supOf(f).defender]
			for r := Wood; r <= Cans; r++ {
				if p.Res[r] > 0 {
					dst = append(dst, act(verbSupLoot, int(r), 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, r, _, _ := unact(a)
			args := supOf(f)
			if int(f.Seat) == args.defender {
				return opt("give:"+Resource(r).String(), "Give 1 "+Resource(r).String()+" to seat "+strconv.Itoa(args.attacker), "resource", Resource(r).String())
			}
			return opt("give:"+Resource(r).String(), "Take 1 "+Resource(r).String()+" from seat "+strconv.Itoa(args.defender), "resource", Resource(r).String())
		},
		Apply: applySupGive,
	})
	register(fSunset, frameKind{Name: "sunset", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// OL-SUNSET-1: every hero lies down; idle heroes hold no Freighter
		// slot (OL-LOC-FRT-2).
		for i := 0; i < int(s.N); i++ {
			h := &s.P[i].Heroes // written out: a loop costs twice as much here
			h[0].Active, h[1].Active, h[2].Active, h[3].Active = false, false, false, false
		}
		for i := range s.Freighter {
			s.Freighter[i].Occupant = -1
		}
		if rec.On() {
			rec.Public("sunset", Sunset{Round: int(s.Round)}, "OL-SUNSET-1")
		}
	}})
}

// runDayEvents reveals this round's event, then applies every event in play
// in slot order: the older unaverted ones first, the new one last
// (OL-DAY-EVENT-1, OL-DAY-EVENT-2). An effect that asks players for
// decisions leaves a continuation frame below them.
func runDayEvents(s *State, f Frame, rec *engine.Recorder) {
	args := dayEventsOf(&f)
	if !args.revealed {
		slot := int(s.Round) - 1
		s.EventState[slot] = EventInPlay
		if rec.On() {
			e := &Rules.Events[s.Events[slot]]
			rec.Emit(engine.Event{Type: "event-revealed", To: engine.Public, Reveals: true, Data: EventRevealed{
				Round: int(s.Round), Slot: slot, Event: e.ID, Effect: e.Effect, Points: e.Points, Avert: resourceCounts(e.Avert)}, Rules: []string{"OL-DAY-EVENT-1", "OL-DAY-EVENT-3"}})
		}
	}
	for slot := args.from; slot < int(s.Round); slot++ {
		if s.EventState[slot] != EventInPlay {
			continue
		}
		s.Push(dayEventsArgs{from: slot + 1, revealed: true}.frame())
		depth := s.Depth
		s.applyEvent(slot, rec)
		if s.Depth != depth {
			return
		}
		s.Pop()
	}
}

// applyEvent applies the effect of the event in slot once (OL-EVENT-*).
func (s *State) applyEvent(slot int, rec *engine.Recorder) {
	e := &Rules.Events[s.Events[slot]]
	n := int(s.N)
	amount := e.Amount[n-2]
	continuous := e.Effect == EffSandstorm || e.Effect == EffPlague || e.Effect == EffMutation
	if rec.On() {
		rec.Public("event-applied", EventApplied{Round: int(s.Round), Slot: slot, Event: e.ID, Effect: e.Effect, New: slot == int(s.Round)-1, Continuous: continuous}, eventCardRule(e.ID), "OL-DAY-EVENT-1", "OL-DAY-EVENT-2")
	}
	switch e.Effect {
	case EffRemoveStock:
		s.removeStock(e, e.Target, amount, rec)
	case EffShortage:
		// OL-EVENT-SHORTAGE-1: the amount at each material location.
		for l := Location(0); l < NumLocations; l++ {
			if r := Rules.Locations[l].Stock; r >= 0 && r.IsMaterial() {
				s.removeStock(e, l, amount, rec)
			}
		}
	case EffNomads:
		for l := Location(0); l < NumLocations; l++ {
			c := Rules.Locations[l].CityIndex
			if c < 0 {
				continue
			}
			cs := &s.City[c]
			var ev SearchTilesRemoved
			if rec.On() {
				ev = SearchTilesRemoved{Event: e.ID, City: Rules.Locations[l].ID, Amount: amount, Removed: []string{}}
			}
			for i := 0; i < amount && cs.N > 0; i++ {
				cs.N--
				t := cs.Stack[cs.N]
				cs.Out[cs.NOut] = t
				cs.NOut++
				if rec.On() {
					ev.Removed = append(ev.Removed, searchNames[t])
				}
			}
			if rec.On() {
				ev.Left = int(cs.N)
				rec.Emit(engine.Event{Type: "search-tiles-removed", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"OL-EVENT-NOMADS-1", "OL-EVENT-GEN-1"}})
			}
		}
	case EffRadCloud, EffRats, EffHostiles, EffCold:
		// One decision at most per seat; they are pushed in turn order from
		// the start player, the start player's on top.
		base := s.Depth
		for i := 0; i < n; i++ {
			s.eventHitsSeat(e, s.nightSeat(i), amount, rec)
		}
		for i, j := int(base), int(s.Depth)-1; i < j; i, j = i+1, j-1 {
			s.Frames[i], s.Frames[j] = s.Frames[j], s.Frames[i]
		}
	}
}

// eventHitsSeat applies an event that hits bunkers to one seat; it pushes at
// most one decision. The immunity room protects (OL-ROOM-23).
func (s *State) eventHitsSeat(e *EventKind, seat, amount int, rec *engine.Recorder) {
	p := &s.P[seat]
	o := EventOutcome{Event: e.ID, Seat: seat, Outcome: "nothing", Survivors: p.Survivors()}
	reason := LossColdSnap
	switch {
	case p.immune():
		o.Outcome = "immune"
	case e.Effect == EffRadCloud:
		// OL-EVENT-RADCLOUD-1.
		o.Outcome = "radiation"
	case e.Effect == EffRats:
		// OL-EVENT-RATS-1: 1 food, else 1 survivor, else nothing.
		o.Tokens = int(p.Res[Meat] + p.Res[Water] + p.Res[Cans])
		reason = LossRats
		if o.Tokens > 0 {
			o.Outcome = "pay-food"
		} else if o.Survivors > 0 {
			o.Outcome = "lose-survivor"
		}
	case e.Effect == EffHostiles:
		// OL-EVENT-HOSTILES-1: 2 materials or ammo; with fewer, 1
		// survivor and the token is kept; with neither, nothing.
		o.Tokens = int(p.Res[Wood] + p.Res[Metal] + p.Res[Electronics] + p.Res[Ammo])
		reason = LossHostiles
		if o.Tokens >= 2 {
			o.Outcome = "give-tokens"
		} else if o.Survivors > 0 {
			o.Outcome = "lose-survivor"
		}
	default:
		// OL-EVENT-COLD-1: 1 survivor of the player's choice.
		if o.Survivors > 0 {
			o.Outcome = "lose-survivor"
		}
	}
	if rec.On() {
		rec.Public("event-outcome", o, eventCardRule(e.ID), "OL-DAY-EVENT-2")
	}
	switch o.Outcome {
	case "radiation":
		s.irradiate(seat, amount, e.ID, rec)
	case "pay-food":
		s.Push(Frame{Kind: fRatsPay, Seat: int8(seat)})
	case "give-tokens":
		s.Push(hostilesArgs{left: 2}.frame(seat))
	case "lose-survivor":
		s.loseSurvivors(seat, 1, reason, rec)
	}
}

// removeStock takes up to amount tokens from location l's stock (OL-EVENT-GEN-1).
func (s *State) removeStock(e *EventKind, l Location, amount int, rec *engine.Recorder) {
	before := int(s.Stock[l])
	removed := min(before, amount)
	s.Stock[l] -= int16(removed)
	if rec.On() {
		rec.Public("stock-removed", StockRemoved{Event: e.ID, Location: Rules.Locations[l].ID, Resource: Rules.Locations[l].Stock.String(),
			Amount: amount, Before: before, Removed: removed, After: before - removed}, eventCardRule(e.ID), "OL-EVENT-GEN-1")
	}
}

// loseToken takes the token of action a (verb, resource) from seat for an event.
func (s *State) loseToken(seat int, a engine.Action, event string, left int, rec *engine.Recorder) {
	_, r, _, _ := unact(a)
	p := &s.P[seat]
	before := int(p.Res[r])
	p.Res[r]--
	if rec.On() {
		rec.Public("event-token-lost", TokenLost{Event: event, Seat: seat, Resource: Resource(r).String(), Before: before, After: before - 1, Left: left}, eventCardRule(event), "OL-DAY-EVENT-2")
	}
}

// ringSteps is the number of steps between two locations on the ring.
func ringSteps(a, b Location) int {
	d := (int(b) - int(a) + int(NumLocations)) % int(NumLocations)
	return min(d, int(NumLocations)-d)
}

// nextDayTurn is the first seat after seat, in turn order and ending with
// seat itself, that has an idle hero; -1 when the Day is over.
func (s *State) nextDayTurn(seat int) int {
	for i := 1; i <= int(s.N); i++ {
		c := s.seatAfter(seat, i)
		for _, h := range s.P[c].Heroes {
			if !h.Active {
				return c
			}
		}
	}
	return -1
}

// supTargets is the set of seats with an active hero of lower printed
// strength on the location of seat's hero (OL-SUP-1, OL-SUP-8..10).
func (s *State) supTargets(seat, hero int) uint8 {
	if HeroStrength[hero] == HeroStrength[NumHeroes-1] {
		return 0 // no hero is weaker than the weakest
	}
	loc := s.P[seat].Heroes[hero].Loc
	var mask uint8
	for d := 0; d < int(s.N); d++ {
		if d == seat {
			continue
		}
		j := s.P[d].dayHeroAt(loc)
		if j >= 0 && s.P[d].Heroes[j].Active && HeroStrength[j] < HeroStrength[hero] {
			mask |= 1 << uint(d)
		}
	}
	return mask
}

// supNext resolves superiority against the defenders in mask: the
// attacker orders them when there are several (OL-SUP-12); with none left
// the hero's visit begins.
func (s *State) supNext(att, hero int, mask uint8, rec *engine.Recorder) {
	switch bits.OnesCount8(mask) {
	case 0:
		s.beginVisit(att, hero, rec)
	case 1:
		s.supTarget(att, hero, bits.TrailingZeros8(mask), 0, rec)
	default:
		s.Push(supOrderArgs{targets: mask, hero: hero}.frame(att))
	}
}

// supChooser is the seat that chooses the goods: the attacker with a full
// choose-loot room (OL-ROOM-20), else the defender (OL-SUP-5).
func (s *State) supChooser(att, def int) int {
	if s.P[att].hasRoom(AbChooseLoot) {
		return att
	}
	return def
}

// supTarget opens superiority against def: points are the difference of
// printed strengths (OL-SUP-2, OL-SUP-10); the attacker may first use the
// Baseball bat (OL-SUP-13).
func (s *State) supTarget(att, hero, def int, rest uint8, rec *engine.Recorder) {
	loc := s.P[att].Heroes[hero].Loc
	dh := s.P[def].dayHeroAt(loc)
	pts := int(HeroStrength[hero] - HeroStrength[dh])
	if rec.On() {
		rec.Public("superiority", Superiority{Location: Rules.Locations[loc].ID, Attacker: att, AttackerHero: heroNames[hero], AttackerStrength: int(HeroStrength[hero]),
			Defender: def, DefenderHero: heroNames[dh], DefenderStrength: int(HeroStrength[dh]), Points: pts, Chooser: s.supChooser(att, def)}, "OL-SUP-1", "OL-SUP-2", "OL-SUP-10")
	}
	args := supArgs{attacker: att, defender: def, points: pts, rest: rest, hero: hero}
	if s.P[att].canUse(eqBaseballBat) {
		s.Push(args.frame(fSupBat, att))
		return
	}
	s.Push(args.frame(fSupDefend, def))
}

// applySupBat adds the bat's point or not, then the defender responds.
func applySupBat(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	v, _, _, _ := unact(a)
	args := supOf(f)
	att, def, pts := args.attacker, args.defender, args.points
	ev := SupModifier{Attacker: att, Defender: def, Modifier: "no-baseball-bat", Before: pts, After: pts}
	if v == verbSupBat {
		s.P[att].use(eqBaseballBat)
		args.points++
		ev.Modifier, ev.After = "baseball-bat", args.points
	}
	if rec.On() {
		rec.Public("superiority-modifier", ev, "OL-SUP-10")
	}
	*f = args.frame(fSupDefend, def)
}

// supImmune reports whether def may use its immunity room against this
// attacker: its hero there has printed strength 3 and the room is unused
// this round (OL-ROOM-18).
func (s *State) supImmune(args supArgs) bool {
	def := &s.P[args.defender]
	dh := def.dayHeroAt(s.P[args.attacker].Heroes[args.hero].Loc)
	return HeroStrength[dh] == 3 && def.hasUnusedRoom(AbStrength3Immun)
}

// legalSupDefend offers the Combat vest, the immunity room, and every
// amount of ammo up to the points (OL-SUP-3, OL-SUP-13).
func legalSupDefend(s *State, f *Frame, dst []engine.Action) []engine.Action {
	p := &s.P[f.Seat]
	if p.canUse(eqCombatVest) {
		dst = append(dst, act(verbSupVest, 0, 0, 0))
	}
	args := supOf(f)
	if s.supImmune(args) {
		dst = append(dst, act(verbSupImmune, 0, 0, 0))
	}
	for k := 0; k <= min(args.points, int(p.Res[Ammo])); k++ {
		dst = append(dst, act(verbSupAmmo, k, 0, 0))
	}
	return dst
}

func optionSupDefend(s *State, f *Frame, a engine.Action) engine.Option {
	v, k, _, _ := unact(a)
	pts := supOf(f).points
	switch v {
	case verbSupVest:
		return opt("vest", "Use the Combat vest: −2 superiority")
	case verbSupImmune:
		return opt("immune", "Use the room: your strength-3 hero ignores this superiority")
	}
	if k == 0 {
		return opt("ammo:0", "Spend no ammo ("+strconv.Itoa(pts)+" superiority left)", "ammo", "0")
	}
	return opt("ammo:"+strconv.Itoa(k), "Spend "+strconv.Itoa(k)+" ammo ("+strconv.Itoa(pts-k)+" superiority left)", "ammo", strconv.Itoa(k))
}

// applySupDefend applies the defender's response. The vest keeps the
// decision open for ammo while points remain; the room ends this
// superiority; ammo settles it and leaves the goods to give.
func applySupDefend(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	v, k, _, _ := unact(a)
	args := supOf(f)
	def, att, pts, rest, hero := args.defender, args.attacker, args.points, args.rest, args.hero
	p := &s.P[def]
	switch v {
	case verbSupVest:
		p.use(eqCombatVest)
		after := max(0, pts-2)
		if rec.On() {
			rec.Public("superiority-modifier", SupModifier{Attacker: att, Defender: def, Modifier: "combat-vest", Before: pts, After: after}, "OL-SUP-10")
		}
		if after > 0 {
			args.points = after
			f.SetArgs(args.args())
			return
		}
		s.Pop()
		s.supNext(att, hero, rest, rec)
		return
	case verbSupImmune:
		p.useRoom(p.roomWith(AbStrength3Immun, true), AbStrength3Immun)
		if rec.On() {
			rec.Public("superiority-modifier", SupModifier{Attacker: att, Defender: def, Modifier: "immune-room", Before: pts, After: 0}, "OL-SUP-10")
		}
		s.Pop()
		s.supNext(att, hero, rest, rec)
		return
	}
	before := int(p.Res[Ammo])
	p.Res[Ammo] -= int16(k)
	if rec.On() {
		rec.Public("superiority-ammo", SupAmmo{Attacker: att, Defender: def, Spent: k, Before: pts, After: pts - k, AmmoBefore: before, AmmoAfter: before - k}, "OL-SUP-3")
	}
	s.Pop()
	s.supLoot(att, def, hero, pts-k, rest, rec)
}

// hasLoot reports whether p has food or materials to give (OL-SUP-5).
func (p *Player) hasLoot() bool {
	for r := Wood; r <= Cans; r++ {
		if p.Res[r] > 0 {
			return true
		}
	}
	return false
}

// supLoot asks for one token per remaining point; points the defender
// cannot pay lapse (OL-SUP-5..7).
func (s *State) supLoot(att, def, hero, pts int, rest uint8, rec *engine.Recorder) {
	if pts > 0 && !s.P[def].hasLoot() {
		if rec.On() {
			rec.Public("superiority-lapsed", SupLapsed{Attacker: att, Defender: def, Points: pts}, "OL-SUP-6")
		}
		pts = 0
	}
	if pts == 0 {
		s.supNext(att, hero, rest, rec)
		return
	}
	s.Push(supArgs{attacker: att, defender: def, points: pts, rest: rest, hero: hero}.frame(fSupGive, s.supChooser(att, def)))
}

// applySupGive moves one token from the defender to the attacker.
func applySupGive(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
	_, r, _, _ := unact(a)
	args := supOf(f)
	chooser, att, pts, rest, hero, def := int(f.Seat), args.attacker, args.points-1, args.rest, args.hero, args.defender
	s.P[def].Res[r]--
	s.P[att].Res[r]++
	if rec.On() {
		rec.Public("superiority-give", SupGiven{Attacker: att, Defender: def, Resource: Resource(r).String(), ChosenBy: chooser, Left: pts}, "OL-SUP-5")
	}
	s.Pop()
	s.supLoot(att, def, hero, pts, rest, rec)
}
