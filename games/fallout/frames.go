package fallout

// Frame kinds. Each is registered, with its behaviour, by the file named in
// its comment. "auto" frames run by themselves; the others are decisions of
// Frame.Seat. A kind marked "reserved" is not registered yet: its owner
// file will register it. Until then s.trigger skips it, and nothing else
// may push it.
const (
	_ uint8 = iota

	// setup.go (FO-SETUP-*, FO-CHAR-*, FO-FIRST-1)
	fSetupDeal      // auto: map, tokens, decks, shop, first player; A..D unused
	fChooseSurvivor // choose a survivor (FO-SETUP-7)
	fPlaceStart     // place the figure in an unoccupied Crossroads Camp space (FO-SETUP-7)
	fSetupBoard     // auto: FO-SETUP-8 for Seat: pegs, tokens, agenda card, Caps
	fCharCard       // equip the character card or put it in the inventory (FO-CHAR-2)
	fSetupEnd       // auto: FO-SETUP-10 enemies and power tokens, then round 1

	// results.go (FO-RESULT-*, FO-QUEST-2)
	fResults // auto: resolve effect D of a list; A = source (src*), B = card, C = part

	// round.go (FO-ROUND-*, FO-FIRST-2..4, FO-AGENDA-7/9)
	fRoundEnd      // auto: reveal the top agenda card, then activate and flip each shown type
	fFlipType      // auto: flip the inactive enemies of icon A face up (FO-INACT-3)
	fAgendaDiscard // auto: discard the revealed card; deck depletion (FO-AGENDA-9); next round
	fTurnEnd       // auto: the next player's turn, after the end of round if it is due (FO-ROUND-3)

	// turn.go (FO-TURN-*, FO-ACT-*, FO-EQUIP-4, FO-LOYAL-1/5)
	fTurnBegin // auto: Seat's turn begins: 2 actions, empty MP pool
	fTurn      // the turn decision: an action, a move step, the start-of-turn window, or the end
	fTurnNext  // auto: offers fTurn again while the turn goes on, else ends it; A = the turn verb resolved above it

	// explore.go (FO-EXPLORE-*)
	fExplorePlace // place an enemy that stood on the explored tile; A = position

	// death.go (FO-HP-6, FO-DEATH-*)
	fDeath   // auto: Seat's survivor is killed: inventory, HP, elimination; A, B, C = the harmSource that killed (shared.go)
	fRespawn // choose the Crossroads Camp space to return to (FO-DEATH-1)

	// Reserved kinds: their owners register them.

	// move.go triggers these after a survivor moved into a space (A = node).
	fEnterFight   // reserved, fight.go: Aggressive enemies in the space fight (FO-MOVE-6, FO-EABIL-AGG-1/3)
	fEnterAbility // reserved, items.go: abilities with timing "irradiated" (content.OnIrradiated)
	fEnterQuest   // reserved, quest.go: "enter" objectives (FO-QUEST-4)
	// explore.go triggers this after a tile was explored (A = position).
	fExploreQuest // reserved, quest.go: "explore" objectives (FO-EXPLORE-6)
	// round.go triggers this for each icon of the revealed agenda card, before
	// the flip (A = icon: enemy type index, iconStar or iconHeart).
	fActivate // reserved, activation.go: enemies of icon A activate (FO-ACTIV-*)

	fQuestAction   // reserved, quest.go: attempt one objective (FO-QUEST-5/6)
	fQuestMarker   // reserved, quest.go: choose a marker pair (FO-QUEST-9)
	fEncounter     // reserved, encounter.go: draw, read and choose an option (FO-ENC-*)
	fTest          // reserved, test.go: roll the dice for a test (FO-TEST-1/2)
	fReroll        // reserved, test.go: choose the dice to reroll, one of 8 subsets (FO-TEST-3/4, FO-FIGHT-7)
	fFight         // reserved, fight.go: the fight steps (FO-FIGHT-*)
	fReplace       // reserved, fight.go: the first player places a replacement enemy (FO-ENEMY-4)
	fXP            // reserved, xp.go: move the XP peg, level-ups (FO-XP-*)
	fLevelUp       // reserved, xp.go: keep one of 2 drawn tokens (FO-LVL-1)
	fPerkChoose    // reserved, xp.go: choose a perk (FO-LVL-2)
	fPerkUse       // reserved, items.go: use a perk (FO-PERK-1/2)
	fTrait         // reserved, traits.go: gain, flip or lose a trait (FO-TRAIT-*)
	fCamp          // reserved, camp.go: heal, Well Rested, unexhaust, trade (FO-CAMP-*)
	fTradeBuild    // reserved, camp.go: build a trade item by item (FO-TRADE-*)
	fTradeAnswer   // reserved, camp.go: the partner accepts or declines (FO-TRADE-1)
	fShop          // reserved, shop.go: buy, sell, recruit (FO-SHOP-*)
	fGainCard      // reserved, items.go: equip a gained card or keep it (FO-EQUIP-3)
	fDiscardDown   // reserved, items.go: discard down to the inventory limit (FO-INV-2)
	fAgendaLimit   // reserved, agenda.go: get rid of a 5th agenda card (FO-AGENDA-5)
	fWin           // agenda.go: share the victory (A = winShare, FO-WIN-4) or claim it before a takeover (A = winClaim, FO-POWER-4)
	fSoloOther     // reserved, solo.go: the other survivor's test in solo play (FO-SOLO-3)
	fPickEnemy     // fight.go: choose the enemy to fight next (FO-EABIL-AGG-3, FO-ACTIV-7) or to kill (FO-ENEMY-6)
	fKillQuest     // reserved, quest.go: "kill" objectives (FO-QUEST-4, FO-FIGHT-13); fight.go triggers it, A = the killed enemy's icon (type index, iconStar or iconHeart), Seat = the killer
	fActChoice     // activation.go: the next enemy, the order of attacks on a survivor, or an equally short step (FO-ACTIV-2/5/7)
	fQuestOrder    // quest.go: choose which of several triggered objectives resolves first (FO-QUEST-4)
	fPlace         // items.go: place the figure in a space with encounter icon A (FO-TERRAIN-3)
	fDiscard       // items.go: choose a card to discard; A = 0: down to the limit (FO-INV-2), 1: a discard effect; B = item kind mask
	fWinEnd        // agenda.go: auto: the victory decided, the game ends (FO-WIN-3/4, FO-POWER-3/4)
	fFrameKindsEnd // not a kind: the number of kinds
)

// Turn verbs: the options of the turn decision (fTurn). Each is registered
// with registerTurn by the file named; reserved verbs are registered by
// their owners later.
const (
	_            uint8 = iota
	tvEnd              // turn.go: end the turn, forfeiting what is left (FO-ACT-3)
	tvEquip            // turn.go: equip or swap from the inventory (FO-EQUIP-4)
	tvLoyal            // turn.go: declare or change loyalty (FO-LOYAL-1/5)
	tvDisloyal         // turn.go: withdraw loyalty (FO-LOYAL-5)
	tvMoveAction       // move.go: take a Move action, +2 MP (FO-MOVE-1)
	tvStep             // move.go: spend MP to enter an adjacent space (FO-MOVE-1)
	tvExplore          // explore.go: the Explore action (FO-EXPLORE-1)
	tvQuest            // reserved, quest.go: the Quest action (FO-QUEST-5)
	tvEncounter        // reserved, encounter.go: the Encounter action (FO-ENC-1)
	tvFight            // reserved, fight.go: the Fight action (FO-FIGHT-2/3)
	tvCamp             // reserved, camp.go: the Camp action (FO-CAMP-*)
	tvUse              // reserved, items.go: use an item or perk during the turn (FO-TURN-3)
	tvCardAction       // reserved, items.go: an action granted by a card (FO-ACT-1)
	numTurnVerbs       // not a verb: the number of verbs
)

// frameOwners names the file that registers each frame kind; reserved
// kinds are registered by their owners later.
var frameOwners = [fFrameKindsEnd]string{
	fSetupDeal: "setup.go", fChooseSurvivor: "setup.go", fPlaceStart: "setup.go", fSetupBoard: "setup.go",
	fCharCard: "setup.go", fSetupEnd: "setup.go",
	fResults:  "results.go",
	fRoundEnd: "round.go", fFlipType: "round.go", fAgendaDiscard: "round.go", fTurnEnd: "round.go",
	fTurnBegin: "turn.go", fTurn: "turn.go", fTurnNext: "turn.go",
	fExplorePlace: "explore.go",
	fDeath:        "death.go", fRespawn: "death.go",
	fEnterFight: "fight.go", fEnterAbility: "items.go", fEnterQuest: "quest.go", fExploreQuest: "quest.go",
	fActivate: "activation.go", fQuestAction: "quest.go", fQuestMarker: "quest.go", fEncounter: "encounter.go",
	fTest: "test.go", fReroll: "test.go", fFight: "fight.go", fReplace: "fight.go", fXP: "xp.go",
	fLevelUp: "xp.go", fPerkChoose: "xp.go", fPerkUse: "items.go", fTrait: "traits.go", fCamp: "camp.go",
	fTradeBuild: "camp.go", fTradeAnswer: "camp.go", fShop: "shop.go", fGainCard: "items.go",
	fDiscardDown: "items.go", fAgendaLimit: "agenda.go", fWin: "agenda.go", fSoloOther: "solo.go",
	fPickEnemy: "fight.go", fKillQuest: "quest.go",
	fActChoice:  "activation.go",
	fQuestOrder: "quest.go", fPlace: "items.go", fDiscard: "items.go", fWinEnd: "agenda.go",
}

// turnVerbOwners names the file that registers each turn verb.
var turnVerbOwners = [numTurnVerbs]string{
	tvEnd: "turn.go", tvEquip: "turn.go", tvLoyal: "turn.go", tvDisloyal: "turn.go",
	tvMoveAction: "move.go", tvStep: "move.go", tvExplore: "explore.go",
	tvQuest: "quest.go", tvEncounter: "encounter.go", tvFight: "fight.go", tvCamp: "camp.go",
	tvUse: "items.go", tvCardAction: "items.go",
}
