package outlive

import "wasteland/games/internal/frame"

// Frame kinds. Each is registered, with its behaviour, by the file named in
// its comment. "auto" frames run by themselves; the others are decisions of
// Frame.Seat.
const (
	_ uint8 = iota

	// round.go
	fRound    // auto: begins round Round+1, or scores after round 6
	fRoundEnd // auto: bookkeeping between rounds
	fScore    // auto: final scoring; the game is over

	// shared.go
	fLoseSurvivor  // lose survivors (loseArgs)
	fPlaceSurvivor // place survivors from the supply (placeArgs)

	// setup.go
	fSetupDeal     // auto: deal leaders, rooms, events, stacks
	fChooseLeader  // keep 1 of the 2 drawn leaders
	fReturnRoom    // return 1 of the drawn advanced rooms (twice; returnRoomArgs)
	fFreeBuild     // build 1 room for free, or not
	fStartSurvivor // place the 4 starting survivors, one by one (startSurvivorArgs)
	fMaryDraw      // Mary: choose the city of the next search tile (leaderSearchArgs)
	fMaryDiscard   // Mary: discard 1 of the drawn tiles (leaderSearchArgs)
	fPlaceHero     // place a hero on one of the leader's locations
	fSetupEnd      // auto: start player, round 1

	// dawn.go
	fDawn // auto: OL-DAWN

	// day.go — events, movement, superiority
	fDayEvents    // auto: reveal this round's event and repeat unaverted ones (dayEventsArgs)
	fHostilesGive // give 1 of the tokens Hostile group takes (hostilesArgs)
	fRatsPay      // pay the 1 food Rat plague takes
	fDayTurn      // move one idle hero (the player DayTurn)
	fSupOrder     // the arriving player orders the superiority targets (supOrderArgs)
	fSupBat       // the attacker may use the Baseball bat (supArgs)
	fSupDefend    // the defender's response: vest, immunity room, ammo (supArgs)
	fSupGive      // give 1 token per remaining point (supArgs)
	fSunset       // auto: OL-SUNSET

	// visit.go — what a hero does on its location
	fAct           // spend AP and use equipment on the location (Visit)
	fHunt          // prepare and resolve a hunt (huntArgs)
	fFreighterSlot // choose the Freighter slot
	fVisitNext     // auto: offers fAct while an option besides done remains, else ends the visit

	// night.go
	fAvert    // night step 1: avert an event or pass (avertArgs)
	fFeed     // night step 2: choose how to pay the room upkeep
	fRadCheck // auto: night step 3 for every player (radCheckArgs)
	fRecruit  // night step 4: how many survivors to recruit with which food
	fBuild    // night step 5: build, move survivors, use abilities
	fScrap    // night step 5: choose the equipment the Scrapyard destroys
	fRepair   // night step 6: repair equipment, use repair rooms
	fMaint    // auto: night step 7 for every player
	fNight    // auto: pushes the night steps in order (nightArgs)

	// build.go, setup.go, moves.go, night.go — the second steps of composite choices
	fBuildPay    // night step 5: how to pay for the chosen room (buildPayArgs)
	fPlaceHeroAt // where to place the chosen hero (placeHeroAtArgs)
	fMoveHeroTo  // where the chosen hero moves (moveHeroToArgs)
	fAvertPay    // night step 1: how to pay for averting the chosen event (avertPayArgs)
	fRecruitFood // night step 4: which food pays for the chosen survivors (recruitFoodArgs)
	fRepairPay   // night step 6: how to repair the chosen equipment (repairPayArgs)
)

// Frame arguments. Each kind with arguments has its own type below; its
// functions are the only code that reads or writes a frame's slots
// (package frame documents the pattern). Kinds not listed carry none.
// Kinds that share a type (fMaryDraw..fMaryDiscard, fSupBat..fSupGive)
// are consecutive above: their readers check the range.

// loseArgs are the arguments of an fLoseSurvivor frame.
type loseArgs struct {
	left   int  // survivors still to lose
	reason int8 // why: LossFeeding, LossRadiation, …
}

func (a loseArgs) frame(seat int) Frame {
	return frame.Make(fLoseSurvivor, seat, frame.Args{A: a.left, B: int(a.reason)})
}

func loseOf(f *Frame) loseArgs {
	x := f.ArgsOf(fLoseSurvivor)
	return loseArgs{left: x.A, reason: int8(x.B)}
}

// placeArgs are the arguments of an fPlaceSurvivor frame.
type placeArgs struct {
	left  int  // survivors still to place
	rooms bool // finished rooms are allowed, not only the airlock
}

func (a placeArgs) frame(seat int) Frame {
	return frame.Make(fPlaceSurvivor, seat, frame.Args{A: a.left, B: frame.Flag(a.rooms)})
}

func placeOf(f *Frame) placeArgs {
	x := f.ArgsOf(fPlaceSurvivor)
	return placeArgs{left: x.A, rooms: x.B != 0}
}

// returnRoomArgs are the arguments of an fReturnRoom frame.
type returnRoomArgs struct {
	returned int // rooms the deciding seat has returned so far
}

func (a returnRoomArgs) frame(seat int) Frame {
	return frame.Make(fReturnRoom, seat, frame.Args{A: a.returned})
}

func returnRoomOf(f *Frame) returnRoomArgs {
	return returnRoomArgs{returned: f.ArgsOf(fReturnRoom).A}
}

// startSurvivorArgs are the arguments of an fStartSurvivor frame.
type startSurvivorArgs struct {
	left int // starting survivors still to place
}

func (a startSurvivorArgs) frame(seat int) Frame {
	return frame.Make(fStartSurvivor, seat, frame.Args{A: a.left})
}

func startSurvivorOf(f *Frame) startSurvivorArgs {
	return startSurvivorArgs{left: f.ArgsOf(fStartSurvivor).A}
}

// leaderSearchArgs are the arguments of the fMaryDraw and fMaryDiscard
// frames: Mary Koolpepper's setup search.
type leaderSearchArgs struct {
	drawn     int   // tiles drawn so far
	cities    uint8 // bit i: drawn tile i came from city 1 (else city 0)
	discarded uint8 // bit i: drawn tile i was discarded
}

func (a leaderSearchArgs) frame(kind uint8, seat int) Frame {
	return frame.Make(kind, seat, a.args())
}

func (a leaderSearchArgs) args() frame.Args {
	return frame.Args{A: a.drawn, B: frame.Mask(a.cities), C: frame.Mask(a.discarded)}
}

// leaderSearchOf reads the arguments of an fMaryDraw or fMaryDiscard frame.
func leaderSearchOf(f *Frame) leaderSearchArgs {
	x := f.ArgsIn(fMaryDraw, fMaryDiscard)
	return leaderSearchArgs{drawn: x.A, cities: frame.Bits(x.B), discarded: frame.Bits(x.C)}
}

// dayEventsArgs are the arguments of an fDayEvents frame.
type dayEventsArgs struct {
	from     int  // the first event slot still to apply
	revealed bool // this round's event is already face up
}

func (a dayEventsArgs) frame() Frame {
	return frame.Make(fDayEvents, 0, frame.Args{A: a.from, B: frame.Flag(a.revealed)})
}

func dayEventsOf(f *Frame) dayEventsArgs {
	x := f.ArgsOf(fDayEvents)
	return dayEventsArgs{from: x.A, revealed: x.B != 0}
}

// hostilesArgs are the arguments of an fHostilesGive frame.
type hostilesArgs struct {
	left int // tokens still to give
}

func (a hostilesArgs) frame(seat int) Frame {
	return frame.Make(fHostilesGive, seat, frame.Args{A: a.left})
}

func hostilesOf(f *Frame) hostilesArgs { return hostilesArgs{left: f.ArgsOf(fHostilesGive).A} }

// supOrderArgs are the arguments of an fSupOrder frame; its seat is the attacker.
type supOrderArgs struct {
	targets uint8 // bit d: seat d is still to be exerted superiority on
	hero    int   // the attacker's hero
}

func (a supOrderArgs) frame(seat int) Frame {
	return frame.Make(fSupOrder, seat, frame.Args{A: frame.Mask(a.targets), B: a.hero})
}

func supOrderOf(f *Frame) supOrderArgs {
	x := f.ArgsOf(fSupOrder)
	return supOrderArgs{targets: frame.Bits(x.A), hero: x.B}
}

// supArgs are the arguments of the fSupBat (seat: the attacker),
// fSupDefend (the defender) and fSupGive (the seat choosing the goods)
// frames of one superiority.
type supArgs struct {
	attacker, defender int
	points             int   // superiority points still to settle
	rest               uint8 // bit d: seat d is still to be exerted superiority on afterwards
	hero               int   // the attacker's hero
}

func (a supArgs) frame(kind uint8, seat int) Frame { return frame.Make(kind, seat, a.args()) }

// args packs the arguments; hero and defender share a slot.
func (a supArgs) args() frame.Args {
	return frame.Args{A: a.attacker, B: a.points, C: frame.Mask(a.rest), D: a.hero | a.defender<<4}
}

// supOf reads the arguments of an fSupBat, fSupDefend or fSupGive frame.
func supOf(f *Frame) supArgs {
	x := f.ArgsIn(fSupBat, fSupGive)
	return supArgs{attacker: x.A, points: x.B, rest: frame.Bits(x.C), hero: x.D & 15, defender: x.D >> 4}
}

// huntArgs are the arguments of an fHunt frame.
type huntArgs struct {
	stack    int // the hunting stack
	strength int // extra strength from the Shotgun and Bear trap used
	meat     int // meat bonus of the chosen rooms
	tile     int // index of the tile to hunt in the stack's Tiles
}

func (a huntArgs) frame(seat int) Frame { return frame.Make(fHunt, seat, a.args()) }

func (a huntArgs) args() frame.Args {
	return frame.Args{A: a.stack, B: a.strength, C: a.meat, D: a.tile}
}

func huntOf(f *Frame) huntArgs {
	x := f.ArgsOf(fHunt)
	return huntArgs{stack: x.A, strength: x.B, meat: x.C, tile: x.D}
}

// avertArgs are the arguments of an fAvert frame.
type avertArgs struct {
	passed uint8 // bit c: seat c has passed and is out of the step
}

func (a avertArgs) frame(seat int) Frame { return frame.Make(fAvert, seat, a.args()) }

func (a avertArgs) args() frame.Args { return frame.Args{A: frame.Mask(a.passed)} }

func avertOf(f *Frame) avertArgs { return avertArgs{passed: frame.Bits(f.ArgsOf(fAvert).A)} }

// nightArgs are the arguments of an fNight frame.
type nightArgs struct {
	stage int8 // nightBegin, nightFeed, …
	pos   int  // the player's position in turn order from the start player
}

func (a nightArgs) frame() Frame { return frame.Make(fNight, 0, frame.Args{A: int(a.stage), B: a.pos}) }

func nightOf(f *Frame) nightArgs {
	x := f.ArgsOf(fNight)
	return nightArgs{stage: int8(x.A), pos: x.B}
}

// radCheckArgs are the arguments of an fRadCheck frame.
type radCheckArgs struct {
	pos int // the player's position in turn order from the start player
}

func (a radCheckArgs) frame() Frame { return frame.Make(fRadCheck, 0, frame.Args{A: a.pos}) }

func radCheckOf(f *Frame) radCheckArgs { return radCheckArgs{pos: f.ArgsOf(fRadCheck).A} }

// buildPayArgs are the arguments of an fBuildPay frame.
type buildPayArgs struct {
	slot int // the room slot to build
}

func (a buildPayArgs) frame(seat int) Frame {
	return frame.Make(fBuildPay, seat, frame.Args{A: a.slot})
}

func buildPayOf(f *Frame) buildPayArgs { return buildPayArgs{slot: f.ArgsOf(fBuildPay).A} }

// placeHeroAtArgs are the arguments of an fPlaceHeroAt frame.
type placeHeroAtArgs struct {
	hero int // the hero to place
}

func (a placeHeroAtArgs) frame(seat int) Frame {
	return frame.Make(fPlaceHeroAt, seat, frame.Args{A: a.hero})
}

func placeHeroAtOf(f *Frame) placeHeroAtArgs { return placeHeroAtArgs{hero: f.ArgsOf(fPlaceHeroAt).A} }

// moveHeroToArgs are the arguments of an fMoveHeroTo frame.
type moveHeroToArgs struct {
	hero int // the idle hero to move
}

func (a moveHeroToArgs) frame(seat int) Frame {
	return frame.Make(fMoveHeroTo, seat, frame.Args{A: a.hero})
}

func moveHeroToOf(f *Frame) moveHeroToArgs { return moveHeroToArgs{hero: f.ArgsOf(fMoveHeroTo).A} }

// avertPayArgs are the arguments of an fAvertPay frame.
type avertPayArgs struct {
	slot int // the event slot of the event to avert
}

func (a avertPayArgs) frame(seat int) Frame {
	return frame.Make(fAvertPay, seat, frame.Args{A: a.slot})
}

func avertPayOf(f *Frame) avertPayArgs { return avertPayArgs{slot: f.ArgsOf(fAvertPay).A} }

// recruitFoodArgs are the arguments of an fRecruitFood frame.
type recruitFoodArgs struct {
	survivors int // how many survivors to recruit
}

func (a recruitFoodArgs) frame(seat int) Frame {
	return frame.Make(fRecruitFood, seat, frame.Args{A: a.survivors})
}

func recruitFoodOf(f *Frame) recruitFoodArgs {
	return recruitFoodArgs{survivors: f.ArgsOf(fRecruitFood).A}
}

// repairPayArgs are the arguments of an fRepairPay frame.
type repairPayArgs struct {
	kind int // the equipment kind to repair
}

func (a repairPayArgs) frame(seat int) Frame {
	return frame.Make(fRepairPay, seat, frame.Args{A: a.kind})
}

func repairPayOf(f *Frame) repairPayArgs { return repairPayArgs{kind: f.ArgsOf(fRepairPay).A} }
