package outlive

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
	fLoseSurvivor  // A = survivors still to lose; B = reason code
	fPlaceSurvivor // A = survivors still to place; B = 1 if rooms are allowed (else airlock only)

	// setup.go
	fSetupDeal     // auto: deal leaders, rooms, events, stacks
	fChooseLeader  // keep 1 of the 2 drawn leaders
	fReturnRoom    // return 1 of the drawn advanced rooms (twice)
	fFreeBuild     // build 1 room for free, or not
	fStartSurvivor // place the 4 starting survivors, one by one; A = left
	fMaryDraw      // Mary: choose the city of the next search tile; A = drawn so far
	fMaryDiscard   // Mary: discard 1 of the drawn tiles
	fPlaceHero     // place a hero on one of the leader's locations
	fSetupEnd      // auto: start player, round 1

	// dawn.go
	fDawn // auto: OL-DAWN

	// day.go — events, movement, superiority
	fDayEvents    // auto: reveal this round's event and repeat unaverted ones
	fHostilesGive // give 1 of the tokens Hostile group takes; A = still to give
	fRatsPay      // pay the 1 food Rat plague takes
	fDayTurn      // move one idle hero (the player DayTurn)
	fSupOrder     // the arriving player orders the superiority targets
	fSupBat       // the attacker may use the Baseball bat; A = defender seat
	fSupDefend    // the defender's response: vest, immunity room, ammo; A = attacker seat, B = points
	fSupGive      // give 1 token per remaining point; A = attacker seat, B = points left
	fSunset       // auto: OL-SUNSET

	// visit.go — what a hero does on its location
	fAct           // spend AP and use equipment on the location (Visit)
	fHunt          // prepare and resolve a hunt; A = stack, B = extra strength, C = meat bonus, D = tile index
	fFreighterSlot // choose the Freighter slot
	fVisitNext     // auto: offers fAct while an option besides done remains, else ends the visit

	// night.go
	fAvert    // night step 1: avert an event or pass; A = bitmask of seats that passed
	fFeed     // feed: choose how to pay the room upkeep; A = food owed
	fRadCheck // auto: night step 3 for every player
	fRecruit  // night step 4: how many survivors to recruit with which food
	fBuild    // night step 5: build, move survivors, use abilities
	fScrap    // night step 5: choose the equipment the Scrapyard destroys
	fRepair   // night step 6: repair equipment, use repair rooms
	fMaint    // auto: night step 7 for every player
	fNight    // auto: pushes the night steps in order
)
