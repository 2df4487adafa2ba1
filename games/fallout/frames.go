package fallout

import "wasteland/games/internal/frame"

// Frame kinds. Each is registered, with its behaviour, by the file named in
// its comment; a kind that is not registered panics when it runs or is
// decided. "auto" frames run by themselves; the others are decisions of
// Frame.Seat.
const (
	_ uint8 = iota

	// setup.go (FO-SETUP-*, FO-CHAR-*, FO-FIRST-1)
	fSetupDeal      // auto: map, tokens, decks, shop, first player
	fChooseSurvivor // choose a survivor (FO-SETUP-7)
	fPlaceStart     // place the figure in an unoccupied Crossroads Camp space (FO-SETUP-7)
	fSetupBoard     // auto: FO-SETUP-8 for Seat: pegs, tokens, agenda card, Caps
	fCharCard       // equip the character card or put it in the inventory (FO-CHAR-2)
	fSetupEnd       // auto: FO-SETUP-10 enemies and power tokens, then round 1

	// results.go (FO-RESULT-*, FO-QUEST-2)
	fResults // auto: resolve the next effect of a results list (resultsArgs)

	// round.go (FO-ROUND-*, FO-FIRST-2..4, FO-AGENDA-7/9)
	fRoundEnd      // auto: reveal the top agenda card, then activate and flip each shown type
	fFlipType      // auto: flip the inactive enemies of an icon face up (FO-INACT-3)
	fAgendaDiscard // auto: discard the revealed card; deck depletion (FO-AGENDA-9); next round
	fTurnEnd       // auto: the next player's turn, after the end of round if it is due (FO-ROUND-3)

	// turn.go (FO-TURN-*, FO-ACT-*, FO-EQUIP-4, FO-LOYAL-1/5)
	fTurnBegin // auto: Seat's turn begins: 2 actions, empty MP pool
	fTurn      // the turn decision: an action, a move step, the start-of-turn window, or the end
	fTurnNext  // auto: offers fTurn again while the turn goes on, else ends it (turnNextArgs)

	// explore.go (FO-EXPLORE-*)
	fExplorePlace // place an enemy that stood on the explored tile (posArgs)

	// death.go (FO-HP-6, FO-DEATH-*)
	fDeath   // auto: Seat's survivor is killed: inventory, HP, elimination (harmSource, shared.go)
	fRespawn // choose the Crossroads Camp space to return to (FO-DEATH-1)

	// move.go pushes these after a survivor moved into a space (enterArgs).
	fEnterFight   // fight.go: Aggressive enemies in the space fight (FO-MOVE-6, FO-EABIL-AGG-1/3)
	fEnterAbility // items.go: abilities with timing "irradiated" (content.OnIrradiated)
	fEnterQuest   // quest.go: "enter" objectives (FO-QUEST-4)
	// explore.go pushes this after a tile was explored (posArgs).
	fExploreQuest // quest.go: "explore" objectives (FO-EXPLORE-6)
	// round.go pushes this for each icon of the revealed agenda card, before
	// the flip (activateArgs).
	fActivate // activation.go: enemies of an icon activate (FO-ACTIV-*)

	fQuestAction // quest.go: attempt one objective (FO-QUEST-5/6)
	fQuestMarker // quest.go: choose a marker pair (FO-QUEST-9)
	fEncounter   // encounter.go: draw, read and choose an option (FO-ENC-*)
	fTest        // test.go: roll the dice for a test (FO-TEST-1/2)
	fReroll      // test.go: mark dice and reroll them, or use a card, or go on (FO-TEST-3/4, FO-FIGHT-7; rerollArgs)
	fFight       // fight.go: the fight steps (FO-FIGHT-*)
	fReplace     // fight.go: the first player places a replacement enemy (FO-ENEMY-4)
	fXP          // xp.go: move the XP peg, level-ups (FO-XP-*)
	fLevelUp     // xp.go: keep one of 2 drawn tokens (FO-LVL-1)
	fPerkChoose  // xp.go: choose a perk (FO-LVL-2)
	fTrait       // traits.go: gain, flip or lose a trait (FO-TRAIT-*)
	fCamp        // camp.go: heal, Well Rested, unexhaust, trade (FO-CAMP-*)
	fTradeBuild  // camp.go: build a trade item by item (FO-TRADE-*)
	fTradeAnswer // camp.go: the partner accepts or declines (FO-TRADE-1)
	fShop        // shop.go: buy, sell, recruit (FO-SHOP-*)
	fGainCard    // items.go: equip a gained card or keep it (FO-EQUIP-3)
	fDiscardDown // items.go: discard down to the inventory limit (FO-INV-2)
	fAgendaLimit // agenda.go: get rid of a 5th agenda card (FO-AGENDA-5)
	fWin         // agenda.go: share the victory (winShare, FO-WIN-4) or claim it before a takeover (winClaim, FO-POWER-4)
	fSoloOther   // solo.go: the other survivor's test in solo play (FO-SOLO-3)
	fPickEnemy   // fight.go: choose the enemy to fight next (FO-EABIL-AGG-3, FO-ACTIV-7) or to kill (FO-ENEMY-6)
	fKillQuest   // quest.go: "kill" objectives (FO-QUEST-4, FO-FIGHT-13); fight.go pushes it with the killed enemy's icon, Seat = the killer
	fActChoice   // activation.go: the next enemy, the order of attacks on a survivor, or an equally short step (FO-ACTIV-2/5/7)
	fQuestOrder  // quest.go: choose which of several triggered objectives resolves first (FO-QUEST-4)
	fPlace       // items.go: place the figure in a space with an encounter icon (FO-TERRAIN-3)
	fDiscard     // items.go: choose a card to discard: down to the limit (FO-INV-2) or for a discard effect (discardArgs)
	fWinEnd      // agenda.go: auto: the victory decided, the game ends (FO-WIN-3/4, FO-POWER-3/4)

	// The Atomic Bonds co-op variant (AB-*).
	fLoyalChoose   // coop.go: the first player chooses the loyal faction (AB-SETUP-1)
	fCoopSetup     // coop.go: auto: the pack's setup steps 2-5 (AB-SETUP-2..5)
	fActCard       // coop_round.go: auto: reveal the top activation card, activate its two enemy types (AB-ACT-2/3)
	fActHostile    // coop_round.go: auto: the card's faction icon (AB-ACT-4)
	fActCount      // coop_round.go: auto: hostile power +1 and the count-based effect (AB-ACT-4/5)
	fFirstChoice   // coop_round.go: the first player stays or names another (AB-ACT-6)
	fActEnd        // coop_round.go: auto: discard the activation card, end the round (AB-ACT-7/8)
	fRoundNext     // coop_round.go: auto: the next round begins with the first player (AB-ACT-6)
	fSupport       // coop_fight.go: a survivor may support the fight (AB-SUP-1/2; supportArgs)
	fSupportRoll   // coop_fight.go: the supporter rerolls the support die or keeps it (AB-SUP-4/7; supportArgs)
	fModKeep       // coop_items.go: keep one of the drawn mods (AB-MOD-2)
	fModAttach     // coop_items.go: attach the kept mod to an item or discard it (AB-MOD-3..5; modArgs)
	fFrameKindsEnd // not a kind: the number of kinds
)

// Turn verbs: the options of the turn decision (fTurn). Each is registered
// with registerTurn by the file named.
const (
	_            uint8 = iota
	tvEnd              // turn.go: end the turn, forfeiting what is left (FO-ACT-3)
	tvEquip            // turn.go: equip or swap from the inventory (FO-EQUIP-4)
	tvLoyal            // turn.go: declare or change loyalty (FO-LOYAL-1/5)
	tvDisloyal         // turn.go: withdraw loyalty (FO-LOYAL-5)
	tvMoveAction       // move.go: take a Move action, +2 MP (FO-MOVE-1)
	tvStep             // move.go: spend MP to enter an adjacent space (FO-MOVE-1)
	tvExplore          // explore.go: the Explore action (FO-EXPLORE-1)
	tvQuest            // quest.go: the Quest action (FO-QUEST-5)
	tvEncounter        // encounter.go: the Encounter action (FO-ENC-1)
	tvFight            // fight.go: the Fight action (FO-FIGHT-2/3)
	tvCamp             // camp.go: the Camp action (FO-CAMP-*)
	tvUse              // items.go: use an item or perk during the turn (FO-TURN-3)
	tvFastTravel       // coop.go: the Fast Travel action of the co-op variant (AB-FT-1..5)
	numTurnVerbs       // not a verb: the number of verbs
)

// Frame arguments. Each kind with arguments has its own type below; its
// functions are the only code that reads or writes a frame's slots
// (package frame documents the pattern). Kinds not listed carry none.
// Kinds that share a type (fEnterFight..fEnterQuest) are consecutive
// above: their reader checks the range.

// resultsArgs are the arguments of an fResults frame: effect next of the
// results list of part of card, whose source is src (results.go).
type resultsArgs struct {
	src  int8 // src*: where the list comes from
	card int8 // the quest, encounter, item or perk (per src)
	part int8 // the objective or option of card
	next int  // the index of the next effect to resolve
}

func (a resultsArgs) frame(seat int8) Frame {
	return frame.Make(fResults, int(seat), frame.Args{A: int(a.src), B: int(a.card), C: int(a.part), D: a.next})
}

func resultsOf(f *Frame) resultsArgs {
	x := f.ArgsOf(fResults)
	return resultsArgs{src: int8(x.A), card: int8(x.B), part: int8(x.C), next: x.D}
}

// iconArgs are the arguments of the fFlipType and fKillQuest frames: an
// enemy icon (an enemy type index, or iconStar or iconHeart).
type iconArgs struct {
	icon int8
}

func (a iconArgs) frame(kind uint8, seat int8) Frame {
	return frame.Make(kind, int(seat), frame.Args{A: int(a.icon)})
}

func flipOf(f *Frame) iconArgs      { return iconArgs{icon: int8(f.ArgsOf(fFlipType).A)} }
func killQuestOf(f *Frame) iconArgs { return iconArgs{icon: int8(f.ArgsOf(fKillQuest).A)} }

// activateArgs are the arguments of an fActivate frame (activation.go).
type activateArgs struct {
	icon    int8   // the icon that activates
	left    uint16 // the participants yet to act: bit by rank within the icon
	started bool   // the participants are recorded
}

func (a activateArgs) frame(seat int8) Frame { return frame.Make(fActivate, int(seat), a.args()) }

func (a activateArgs) args() frame.Args {
	return frame.Args{A: int(a.icon), B: frame.Mask(uint8(a.left)), C: frame.Mask(uint8(a.left >> 8)), D: frame.Flag(a.started)}
}

// activateOf reads the mask's two bytes as frame.Bits does, written as the
// conversions they are, so that it is inlined.
func activateOf(f *Frame) activateArgs {
	x := f.ArgsOf(fActivate)
	return activateArgs{icon: int8(x.A), left: uint16(uint8(x.B)) | uint16(uint8(x.C))<<8, started: x.D != 0}
}

// actChoiceArgs are the arguments of an fActChoice frame.
type actChoiceArgs struct {
	icon   int8 // the icon of the activation
	choice int8 // choiceOrder, choiceAttack or choiceStep
	x      int  // choiceAttack: the attacked seat; choiceStep: the token
}

func (a actChoiceArgs) frame(seat int8) Frame { return frame.Make(fActChoice, int(seat), a.args()) }

func (a actChoiceArgs) args() frame.Args { return frame.Args{A: int(a.icon), B: int(a.choice), C: a.x} }

func actChoiceOf(f *Frame) actChoiceArgs {
	x := f.ArgsOf(fActChoice)
	return actChoiceArgs{icon: int8(x.A), choice: int8(x.B), x: x.C}
}

// turnNextArgs are the arguments of an fTurnNext frame.
type turnNextArgs struct {
	verb uint8 // the turn verb whose option was resolved above it
}

func (a turnNextArgs) frame(seat int8) Frame {
	return frame.Make(fTurnNext, int(seat), frame.Args{A: int(a.verb)})
}

func turnNextOf(f *Frame) turnNextArgs { return turnNextArgs{verb: uint8(f.ArgsOf(fTurnNext).A)} }

// posArgs are the arguments of the fExplorePlace and fExploreQuest
// frames: a map position.
type posArgs struct {
	pos int // index of the position in the map geometry
}

func (a posArgs) frame(kind uint8, seat int) Frame {
	return frame.Make(kind, seat, frame.Args{A: a.pos})
}

func explorePlaceOf(f *Frame) posArgs { return posArgs{pos: f.ArgsOf(fExplorePlace).A} }
func exploreQuestOf(f *Frame) posArgs { return posArgs{pos: f.ArgsOf(fExploreQuest).A} }

// enterArgs are the arguments of the fEnterFight, fEnterAbility and
// fEnterQuest frames.
type enterArgs struct {
	node  int8 // the node moved into (fEnterFight: with mode enterMoved)
	mode  int8 // fEnterFight: enterMoved or enterSeries
	cause int8 // fEnterFight with enterSeries: the cause of the fights (fight*)
}

func (a enterArgs) frame(kind uint8, seat int) Frame { return frame.Make(kind, seat, a.args()) }

func (a enterArgs) args() frame.Args {
	return frame.Args{A: int(a.node), B: int(a.mode), C: int(a.cause)}
}

func enterOf(f *Frame) enterArgs {
	x := f.ArgsIn(fEnterFight, fEnterQuest)
	return enterArgs{node: int8(x.A), mode: int8(x.B), cause: int8(x.C)}
}

// frame is the fDeath frame of seat killed by h.
func (h harmSource) frame(seat int) Frame {
	return frame.Make(fDeath, seat, frame.Args{A: int(h.cause), B: int(h.src), C: int(h.card)})
}

func deathOf(f *Frame) harmSource {
	x := f.ArgsOf(fDeath)
	return harmSource{cause: int8(x.A), src: int8(x.B), card: int8(x.C)}
}

// runnerArgs are the arguments of an fQuestAction frame: the step runner
// of a quest objective or an encounter option (quest.go).
type runnerArgs struct {
	card    int8 // the quest or encounter card
	part    int8 // the objective or option index (runPart)
	run     int8 // run flags: runEncounter, runFailed, runDue, runBack
	step    int8 // the next step's index (runStep)
	level   int8 // the encounter level (FO-RESULT-1)
	outcome int8 // outcomeSuccess, outcomeFail or outcomeDied of the last step
}

func (a runnerArgs) frame(seat int8) Frame { return frame.Make(fQuestAction, int(seat), a.args()) }

func (a runnerArgs) args() frame.Args {
	return frame.Args{A: int(a.card), B: int(a.part | a.run), C: int(a.step | a.level<<4), D: int(a.outcome)}
}

func runnerOf(f *Frame) runnerArgs {
	x := f.ArgsOf(fQuestAction)
	return runnerArgs{card: int8(x.A), part: int8(x.B) & runPart, run: int8(x.B) &^ runPart,
		step: int8(x.C) & runStep, level: int8(x.C) >> 4, outcome: int8(x.D)}
}

// setOutcome hands the outcome of a test, fight or the other survivor's
// test (outcomeSuccess, outcomeFail, outcomeDied) to the continuation f
// below it: its last slot, whatever its kind. A kind used as a
// continuation (fQuestAction) keeps that slot for it.
func setOutcome(f *Frame, o int8) {
	x := f.ArgsOf(f.Kind)
	x.D = int(o)
	f.SetArgs(x)
}

// markerArgs are the arguments of an fQuestMarker frame.
type markerArgs struct {
	quest int8 // the quest card
	node  int8 // the space of the marker pair
}

func (a markerArgs) frame(seat int8) Frame {
	return frame.Make(fQuestMarker, int(seat), frame.Args{A: int(a.quest), B: int(a.node)})
}

func markerOf(f *Frame) markerArgs {
	x := f.ArgsOf(fQuestMarker)
	return markerArgs{quest: int8(x.A), node: int8(x.B)}
}

// questOrderArgs are the arguments of an fQuestOrder frame.
type questOrderArgs struct {
	n int // the triggered objectives (fQuestAction frames) just below it
}

func (a questOrderArgs) frame(seat int8) Frame {
	return frame.Make(fQuestOrder, int(seat), frame.Args{A: a.n})
}

func questOrderOf(f *Frame) questOrderArgs { return questOrderArgs{n: f.ArgsOf(fQuestOrder).A} }

// encounterArgs are the arguments of an fEncounter frame.
type encounterArgs struct {
	card  int8 // the drawn encounter card
	level int8 // the encounter level (FO-RESULT-1)
}

func (a encounterArgs) frame(seat int) Frame {
	return frame.Make(fEncounter, seat, frame.Args{A: int(a.card), B: int(a.level)})
}

func encounterOf(f *Frame) encounterArgs {
	x := f.ArgsOf(fEncounter)
	return encounterArgs{card: int8(x.A), level: int8(x.B)}
}

// testArgs are the arguments of an fTest frame (test.go).
type testArgs struct {
	letters    uint8 // bit l: S.P.E.C.I.A.L. letter l is shown
	difficulty int   // ● needed
	rerolls    int   // rerolls left
	evaluate   bool  // rolled: count the ● after the reroll window
	closed     bool  // the survivor ended the reroll window
}

func (a testArgs) frame(seat int) Frame { return frame.Make(fTest, seat, a.args()) }

func (a testArgs) args() frame.Args {
	return frame.Args{A: frame.Mask(a.letters), B: a.difficulty, C: a.rerolls, D: frame.Flag(a.evaluate) | frame.Flag(a.closed)<<1}
}

func testOf(f *Frame) testArgs {
	x := f.ArgsOf(fTest)
	return testArgs{letters: frame.Bits(x.A), difficulty: x.B, rerolls: x.C, evaluate: x.D&1 != 0, closed: x.D&2 != 0}
}

// rerollsOf is the rerolls left of the roll in progress o: an fTest frame,
// or an fFight frame before the enemy is killed. Both keep them in their
// third slot (testArgs.rerolls, fightArgs.rerolls), which a roll's window
// reads and changes often.
func rerollsOf(o *Frame) int { return rollArgs(o).C }

// addRerolls adds n rerolls (n may be -1) to the roll in progress o.
func addRerolls(o *Frame, n int) {
	x := rollArgs(o)
	x.C += n
	o.SetArgs(x)
}

// rollArgs reads the slots of the roll in progress o, an fTest or an
// fFight frame before the kill.
func rollArgs(o *Frame) frame.Args {
	if o.Kind == fTest {
		return o.ArgsOf(fTest)
	}
	x := o.ArgsOf(fFight)
	if frame.Bits(x.B)&fbPhase >= fpKilled { // icon and from are in slots C and D
		panic("fallout: the rerolls of a fight after the kill")
	}
	return x
}

// fightArgs are the arguments of an fFight frame (fight.go). rerolls,
// cardHits and cardArmor hold until the enemy is killed, icon and from
// after (phase fpKilled and later).
type fightArgs struct {
	enemy     int   // the enemy token (a draw-and-fight's enemy type until drawn)
	phase     uint8 // fpStart … fpAfterKill
	ranged    bool  // fought between adjacent spaces
	drawn     bool  // a draw-and-fight enemy; the frame below is its continuation
	closed    bool  // the survivor ended the window of this phase
	cause     int8  // fight*
	rerolls   int   // rerolls left
	cardHits  int   // extra hits from cards (0..15)
	cardArmor int   // extra armor from cards (0..15)
	icon      int8  // the killed enemy's icon
	from      int8  // the node the killed enemy was removed from
}

func (a *fightArgs) frame(seat int) Frame { return frame.Make(fFight, seat, a.args()) }

func (a *fightArgs) args() frame.Args {
	b := a.phase | uint8(a.cause)<<fbCause
	if a.ranged {
		b |= fbRanged
	}
	if a.drawn {
		b |= fbDrawn
	}
	if a.closed {
		b |= fbClosed
	}
	// The kill's slots, replaced before the kill; B is frame.Mask written
	// out. Both keep the cost under the inlining budget (78), so that
	// frame makes one call, not two.
	x := frame.Args{A: a.enemy, B: int(int8(b)), C: int(a.icon), D: int(a.from)}
	if a.phase < fpKilled {
		x.C, x.D = a.rerolls, frame.Mask(uint8(a.cardHits|a.cardArmor<<4))
	}
	return x
}

// fightPhase reads only the phase of fFight frame f, which the roll
// windows ask often.
func fightPhase(f *Frame) uint8 { return frame.Bits(f.ArgsOf(fFight).B) & fbPhase }

func fightOf(f *Frame) (a fightArgs) {
	x := f.ArgsOf(fFight)
	b := frame.Bits(x.B)
	a.enemy, a.phase, a.cause = x.A, b&fbPhase, int8(b>>fbCause)
	a.ranged, a.drawn, a.closed = b&fbRanged != 0, b&fbDrawn != 0, b&fbClosed != 0
	if a.phase >= fpKilled {
		a.icon, a.from = int8(x.C), int8(x.D)
	} else {
		d := frame.Bits(x.D)
		a.rerolls, a.cardHits, a.cardArmor = x.C, int(d&15), int(d>>4)
	}
	return a
}

// replaceArgs are the arguments of an fReplace frame.
type replaceArgs struct {
	ty   int8 // the enemy type to place face down
	from int8 // the node the killed enemy was removed from
}

func (a replaceArgs) frame(seat int8) Frame {
	return frame.Make(fReplace, int(seat), frame.Args{A: int(a.ty), B: int(a.from)})
}

func replaceOf(f *Frame) replaceArgs {
	x := f.ArgsOf(fReplace)
	return replaceArgs{ty: int8(x.A), from: int8(x.B)}
}

// pickArgs are the arguments of an fPickEnemy frame.
type pickArgs struct {
	mode  int8 // pickFight or pickKill
	cause int8 // pickFight: the cause of the series' fights
	level int  // pickKill: the highest level the effect kills
}

func (a pickArgs) frame(seat int8) Frame {
	b := int(a.cause)
	if a.mode == pickKill {
		b = a.level
	}
	return frame.Make(fPickEnemy, int(seat), frame.Args{A: int(a.mode), B: b})
}

func pickOf(f *Frame) pickArgs {
	x := f.ArgsOf(fPickEnemy)
	if int8(x.A) == pickKill {
		return pickArgs{mode: pickKill, level: x.B}
	}
	return pickArgs{mode: int8(x.A), cause: int8(x.B)}
}

// xpArgs are the arguments of an fXP frame.
type xpArgs struct {
	n     int  // XP to gain
	ups   int  // level-ups still to resolve
	cause int8 // why (xpCauses)
}

func (a xpArgs) frame(seat int8) Frame {
	return frame.Make(fXP, int(seat), frame.Args{A: a.n, B: a.ups, C: int(a.cause)})
}

func xpOf(f *Frame) xpArgs {
	x := f.ArgsOf(fXP)
	return xpArgs{n: x.A, ups: x.B, cause: int8(x.C)}
}

// levelUpArgs are the arguments of an fLevelUp frame: the two letters drawn.
type levelUpArgs struct {
	a, b int8
}

func (a levelUpArgs) frame(seat int8) Frame {
	return frame.Make(fLevelUp, int(seat), frame.Args{A: int(a.a), B: int(a.b)})
}

func levelUpOf(f *Frame) levelUpArgs {
	x := f.ArgsOf(fLevelUp)
	return levelUpArgs{a: int8(x.A), b: int8(x.B)}
}

// perkChooseArgs are the arguments of an fPerkChoose frame.
type perkChooseArgs struct {
	letter int // the letter whose perks are offered
}

func (a perkChooseArgs) frame(seat int) Frame {
	return frame.Make(fPerkChoose, seat, frame.Args{A: a.letter})
}

func perkChooseOf(f *Frame) perkChooseArgs { return perkChooseArgs{letter: f.ArgsOf(fPerkChoose).A} }

// traitArgs are the arguments of an fTrait frame.
type traitArgs struct {
	trait  int  // the trait (content.Traits index)
	locked bool // the trait is gained locked
}

func (a traitArgs) frame(seat int) Frame {
	return frame.Make(fTrait, seat, frame.Args{A: a.trait, B: frame.Flag(a.locked)})
}

func traitOf(f *Frame) traitArgs {
	x := f.ArgsOf(fTrait)
	return traitArgs{trait: x.A, locked: x.B == 1}
}

// campArgs are the arguments of an fCamp frame.
type campArgs struct {
	done int8 // campMenu: the camp* bits done
	mode int8 // campMenu or campPay
	card int8 // campPay: the exhausted card to pay for
}

func (a campArgs) frame(seat int) Frame { return frame.Make(fCamp, seat, a.args()) }

func (a campArgs) args() frame.Args {
	return frame.Args{A: int(a.done), B: int(a.mode), C: int(a.card)}
}

func campOf(f *Frame) campArgs {
	x := f.ArgsOf(fCamp)
	return campArgs{done: int8(x.A), mode: int8(x.B), card: int8(x.C)}
}

// tradeAnswerArgs are the arguments of an fTradeAnswer frame.
type tradeAnswerArgs struct {
	camper   int  // the seat proposing the trade
	answered bool // the partner accepted: the cards are exchanged next
}

func (a tradeAnswerArgs) frame(seat int) Frame { return frame.Make(fTradeAnswer, seat, a.args()) }

func (a tradeAnswerArgs) args() frame.Args { return frame.Args{A: a.camper, B: frame.Flag(a.answered)} }

func tradeAnswerOf(f *Frame) tradeAnswerArgs {
	x := f.ArgsOf(fTradeAnswer)
	return tradeAnswerArgs{camper: x.A, answered: x.B != 0}
}

// shopArgs are the arguments of an fShop frame.
type shopArgs struct {
	left int // transactions left
}

func (a shopArgs) frame(seat int) Frame { return frame.Make(fShop, seat, a.args()) }

func (a shopArgs) args() frame.Args { return frame.Args{A: a.left} }

func shopOf(f *Frame) shopArgs { return shopArgs{left: f.ArgsOf(fShop).A} }

// gainCardArgs are the arguments of an fGainCard frame.
type gainCardArgs struct {
	card int8 // the gained item card
}

func (a gainCardArgs) frame(seat int) Frame {
	return frame.Make(fGainCard, seat, frame.Args{A: int(a.card)})
}

func gainCardOf(f *Frame) gainCardArgs { return gainCardArgs{card: int8(f.ArgsOf(fGainCard).A)} }

// discardDownArgs are the arguments of an fDiscardDown frame.
type discardDownArgs struct {
	n    int   // cards still to discard
	mask uint8 // the item kinds that may be discarded
}

func (a discardDownArgs) frame(seat int8) Frame {
	return frame.Make(fDiscardDown, int(seat), frame.Args{A: a.n, B: frame.Mask(a.mask)})
}

func discardDownOf(f *Frame) discardDownArgs {
	x := f.ArgsOf(fDiscardDown)
	return discardDownArgs{n: x.A, mask: frame.Bits(x.B)}
}

// discardArgs are the arguments of an fDiscard frame.
type discardArgs struct {
	effect bool  // a discard effect, not down to the inventory limit
	mask   uint8 // the item kinds that may be discarded
}

func (a discardArgs) frame(seat int8) Frame {
	return frame.Make(fDiscard, int(seat), frame.Args{A: frame.Flag(a.effect), B: frame.Mask(a.mask)})
}

func discardOf(f *Frame) discardArgs {
	x := f.ArgsOf(fDiscard)
	return discardArgs{effect: x.A == 1, mask: frame.Bits(x.B)}
}

// winArgs are the arguments of an fWin frame.
type winArgs struct {
	mode int8 // winShare or winClaim
}

func (a winArgs) frame(seat int) Frame { return frame.Make(fWin, seat, frame.Args{A: int(a.mode)}) }

func winOf(f *Frame) winArgs { return winArgs{mode: int8(f.ArgsOf(fWin).A)} }

// soloOtherArgs are the arguments of an fSoloOther frame.
type soloOtherArgs struct {
	difficulty int // ● needed
}

func (a soloOtherArgs) frame(seat int) Frame {
	return frame.Make(fSoloOther, seat, frame.Args{A: a.difficulty})
}

func soloOtherOf(f *Frame) soloOtherArgs { return soloOtherArgs{difficulty: f.ArgsOf(fSoloOther).A} }

// placeArgs are the arguments of an fPlace frame.
type placeArgs struct {
	enc int8 // the encounter icon (deck index) of the spaces offered
}

func (a placeArgs) frame(seat int8) Frame {
	return frame.Make(fPlace, int(seat), frame.Args{A: int(a.enc)})
}

func placeOf(f *Frame) placeArgs { return placeArgs{enc: int8(f.ArgsOf(fPlace).A)} }

// setupEndArgs are the arguments of an fSetupEnd frame.
type setupEndArgs struct {
	started bool // the start effects are resolved
}

func (a setupEndArgs) frame(seat int8) Frame {
	return frame.Make(fSetupEnd, int(seat), frame.Args{A: frame.Flag(a.started)})
}

func setupEndOf(f *Frame) setupEndArgs { return setupEndArgs{started: f.ArgsOf(fSetupEnd).A != 0} }

// supportArgs are the arguments of the fSupport and fSupportRoll frames.
type supportArgs struct {
	fighter int   // the fighting seat
	asked   uint8 // fSupport: the seats asked so far, bit by seat
	left    int   // fSupportRoll: rerolls of the support die left
}

func (a supportArgs) frame(kind uint8, seat int) Frame {
	return frame.Make(kind, seat, supportArgsOf(a))
}

func supportOf(f *Frame) supportArgs {
	x := f.ArgsIn(fSupport, fSupportRoll)
	return supportArgs{fighter: x.A, asked: frame.Bits(x.B), left: x.C}
}

// modArgs are the arguments of an fModAttach frame.
type modArgs struct {
	mod int8 // the kept mod (index into data.Coop.Mods)
}

func (a modArgs) frame(seat int) Frame {
	return frame.Make(fModAttach, seat, frame.Args{A: int(a.mod)})
}

func modOf(f *Frame) modArgs { return modArgs{mod: int8(f.ArgsOf(fModAttach).A)} }

// rerollArgs are the arguments of an fReroll frame (test.go).
type rerollArgs struct {
	marked uint8 // bit i: die i is marked for the reroll
}

func (a rerollArgs) frame(seat int) Frame { return frame.Make(fReroll, seat, a.args()) }

func (a rerollArgs) args() frame.Args { return frame.Args{A: frame.Mask(a.marked)} }

func rerollOf(f *Frame) rerollArgs { return rerollArgs{marked: frame.Bits(f.ArgsOf(fReroll).A)} }
