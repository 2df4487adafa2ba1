package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/fallout/hexmap"
	"wasteland/games/internal/frame"
)

// Sizes of the fixed arrays of the state.
const (
	// MaxPlayers is the largest player count (FO-COMP-1).
	MaxPlayers = 4
	// maxPositions bounds a layout; nodesPerPos and maxNodes number the
	// nodes of the map (package hexmap, FO-MAP-8).
	maxPositions = hexmap.MaxPositions
	nodesPerPos  = hexmap.NodesPerPos
	maxNodes     = hexmap.MaxNodes
	// maxFactionTokens is the number of faction token slots; the box has
	// 10 and substitutes are allowed (FO-LIMIT-1).
	maxFactionTokens = 16
	maxTokens        = content.BoxEnemyTokens + maxFactionTokens
	maxPile          = 40 // the largest deck: 34 Wasteland encounters, 34 loot
	maxQuests        = content.BoxQuestCards
	maxEncounters    = content.BoxWastelandEncounters + content.BoxSettlementEncounters + content.BoxVaultEncounters
	maxInventory     = 8 // 3 (FO-INV-1) plus cards drawn before discarding down (FO-INV-2)
	maxHand          = 6 // 4 agenda cards (FO-AGENDA-5) plus the 2 a draw may add before getting rid of them
	maxShop          = 8 // 4 (FO-SHOP-1) plus cards added while shopping (FO-SHOP-2)
	numLetters       = 7 // S.P.E.C.I.A.L. (FO-COMP-9)
	numTraitPairs    = 3 // trait tokens (FO-TRAIT-1)
	numSlots         = 3 // weapon, apparel, companion (FO-EQUIP-1)
	numDecks         = 4 // wasteland, settlement, vault 84, vault 109 (FO-COMP-5)
	numMarkerPairs   = 4 // quest marker colours (FO-QUEST-9)
	numDice          = 3 // V.A.T.S. dice (FO-VATS-1)
	numEnemyTypes    = 5 // FO-COMP-10
)

// Equipment slot indices, in content.Slots order.
const (
	slotWeapon = iota
	slotApparel
	slotCompanion
)

// Node locations that are not map nodes.
const (
	// Nowhere: a token in the supply, an unused faction slot, a figure off
	// the map.
	Nowhere int8 = -1
)

// Token is one enemy token. Slots 0..nEnemies-1 are the standard tokens
// (content.Enemies by index); the slots after them hold faction tokens
// (FO-FACTION-3).
type Token struct {
	// Node is the map node the token stands on, or Nowhere: the supply of
	// its type for a standard token (FO-SETUP-3), unused for a faction slot.
	Node int8 `json:"node"`
	// Active is true face up (FO-INACT-1). Faction tokens are always active.
	Active bool `json:"active,omitempty"`
	// Fresh marks a token placed face down as a replacement during the
	// current activation: it is not flipped at its end (FO-INACT-3).
	Fresh bool `json:"fresh,omitempty"`
	// Faction is 0 (★) or 1 (♥) for a faction slot, -1 for a standard token.
	Faction int8 `json:"faction"`
}

// Position is what lies at one position of the layout (hexmap.Position).
type Position = hexmap.Position

// Held is a card a survivor holds, equipped or in the inventory.
type Held struct {
	Card      int8 `json:"card"` // index into items; -1 for an empty slot
	Exhausted bool `json:"exhausted,omitempty"`
	// Mod is the co-op mod attached to the card, plus 1 (index into
	// data.Coop.Mods); 0 for none (AB-MOD-3/4). It travels with the card
	// (AB-MOD-8) and goes when the card goes (AB-MOD-6).
	Mod int8 `json:"mod,omitempty"`
}

// TraitSlot is a survivor's token of one trait pair (FO-TRAIT-2).
type TraitSlot struct {
	// Make is the token's make (index into data.Tokens.TraitTokens), -1 for
	// no token of this pair.
	Make int8 `json:"make"`
	// Side is the face-up side, 0 or 1 (TraitToken.Sides).
	Side int8 `json:"side"`
}

// Player is one seat's survivor and everything it holds (FO-GOLD-6).
type Player struct {
	Survivor int8 `json:"survivor"` // index into data.Survivors; -1 until chosen
	Node     int8 `json:"node"`     // the figure's space; Nowhere while off the map
	HP       int8 `json:"hp"`       // red peg (FO-HP-1)
	Rads     int8 `json:"rads"`     // green peg
	// XP is the letter (0..6, S..L) the XP peg is under, -1 in the start
	// hole (FO-XP-1..3).
	XP int8 `json:"xp"`
	// Special has bit l for each S.P.E.C.I.A.L. letter owned (FO-COMP-9).
	Special uint8                    `json:"special"`
	Traits  [numTraitPairs]TraitSlot `json:"traits"`
	Caps    int16                    `json:"caps"`
	Equip   [numSlots]Held           `json:"equip"` // weapon, apparel, companion
	Inv     [maxInventory]Held       `json:"inv"`
	NInv    int8                     `json:"n_inv"`
	// Hand holds the secret agenda cards (indices into data.Agendas).
	Hand  [maxHand]int8 `json:"hand"`
	NHand int8          `json:"n_hand"`
	// Loyal is the agenda card displayed for loyalty, -1 for none
	// (FO-LOYAL-1); it counts toward the hand limit (FO-LOYAL-6).
	Loyal int8 `json:"loyal"`
	// Perks has bit k for each perk card held (data.Perks by index).
	Perks uint16 `json:"perks"`
	// Out: the player has been eliminated (FO-DEATH-5).
	Out bool `json:"out,omitempty"`
}

// Pile is a stack of cards; Cards[N-1] is the top.
type Pile struct {
	Cards [maxPile]int8 `json:"cards"`
	N     int8          `json:"n"`
}

// Quest card states (State.Quests).
const (
	inLibrary int8 = iota // in the card library (FO-LIB-1)
	inPlay                // quest: staged (FO-QUEST-1); encounter: in its deck or being resolved
	trashed               // returned to the box (FO-RESULT-11)
)

// Marker is one quest marker pair (FO-QUEST-9).
type Marker struct {
	Quest int8 `json:"quest"` // the quest card holding one marker, -1 if free
	Node  int8 `json:"node"`  // the map space holding the other
}

// Turn flags (State.TurnFlags), by owner file.
const (
	tfActed uint16 = 1 << iota // turn.go: an action was taken; the start-of-turn window is closed (FO-TURN-2)
	tfDied                     // death.go: the survivor was killed during the turn (FO-DEATH-3)
)

// State is a whole game of Fallout. It is a flat value: copying it copies
// the game.
type State struct {
	// Machine holds the players, the end and the decision stack;
	// frames.go gives the meaning of each kind's arguments.
	frame.Machine
	Scenario int8 `json:"scenario"` // index into data.Scenarios
	// RoundLimit ends the game after that many rounds (0: no limit). It is
	// the test-only setup option "rounds".
	RoundLimit int16      `json:"round_limit,omitempty"`
	Round      int16      `json:"round"`         // 0 during setup, then 1, 2, ...
	First      int8       `json:"first"`         // the first player: holds the agenda deck (FO-FIRST-1)
	Turn       int8       `json:"turn"`          // whose turn it is
	End        int8       `json:"end,omitempty"` // how the game ended (end* in game.go)
	Rng        engine.RNG `json:"rng"`

	// The turn in progress (FO-TURN-1, FO-MOVE-3).
	Actions   int8   `json:"actions"`    // actions left
	MP        int8   `json:"mp"`         // movement points in the pool
	TurnFlags uint16 `json:"turn_flags"` // tf* bits

	P   [MaxPlayers]Player     `json:"players"`
	Map [maxPositions]Position `json:"map"`
	// Tokens are the enemy tokens; a token's node is written through
	// placeToken, which keeps the index at in step (tokenindex.go).
	Tokens [maxTokens]Token       `json:"tokens"`
	Power  [2]int8                `json:"power"` // spaces advanced by ★ and ♥ (FO-POWER-1, FO-POWER-5)
	Dice   [numDice]int8          `json:"dice"`  // the faces of the last roll (FO-VATS-1)
	Marker [numMarkerPairs]Marker `json:"markers"`
	Quests [maxQuests]int8        `json:"quests"`     // per quest card: inLibrary, inPlay, trashed
	Encs   [maxEncounters]int8    `json:"encounters"` // per encounter card: inLibrary, inPlay, trashed
	Enc    [numDecks]Pile         `json:"enc"`        // encounter decks by back (FO-ENC-4)
	// EncKnown[d] is how many cards at the bottom of deck d everyone has
	// seen go there, in order (FO-ENC-8).
	EncKnown [numDecks]int8 `json:"enc_known"`

	Loot          Pile          `json:"loot"`
	LootDiscard   Pile          `json:"loot_discard"`
	Assets        Pile          `json:"assets"`
	AssetDiscard  Pile          `json:"asset_discard"`
	Agenda        Pile          `json:"agenda"` // the first player's agenda deck (FO-AGENDA-7)
	AgendaDiscard Pile          `json:"agenda_discard"`
	Shop          [maxShop]int8 `json:"shop"` // Shop[0] is the left end (FO-SHOP-1)
	NShop         int8          `json:"n_shop"`
	// Revealed is the agenda card revealed at the end of the round, -1.
	Revealed int8 `json:"revealed"`
	// LastRevealed is the card revealed at the last end of round, -1: it
	// stays public after it went to the discard and maybe back into the deck.
	LastRevealed int8 `json:"last_revealed"`

	// Trade is the trade being built during a Camp action (camp.go,
	// FO-TRADE-*); zero when none is.
	Trade Trade `json:"trade"`
	// near is derived from the survivors' nodes and the map and never
	// encoded: the Camp listing's neighbours of the camper (campnear.go).
	near campNear
	// FightQueue[seat] has bit t for each enemy token still to fight that
	// seat's survivor in the current series of fights, whose order the
	// survivor chooses (fight.go; FO-EABIL-AGG-3, FO-ACTIV-7).
	FightQueue [MaxPlayers]uint64 `json:"fight_queue"`
	// AgendaOverflow is where a 5th agenda card goes: overflowShuffle or
	// overflowDiscard (FO-AGENDA-5, OptAgendaOverflow).
	AgendaOverflow int8 `json:"agenda_overflow,omitempty"`
	// Deaths counts the survivors killed so far, the eliminating deaths
	// included (death.go, FO-DEATH-1); simulation reports show it.
	Deaths int16 `json:"deaths,omitempty"`
	// Winners has bit p for each seat that won, or is to win, on
	// influence: set while the victory is decided (agenda.go,
	// FO-WIN-3/4, FO-POWER-4).
	Winners uint8 `json:"winners,omitempty"`
	// Coop is the table of the Atomic Bonds co-op variant (coop.go); zero
	// in the base game.
	Coop Coop `json:"coop,omitzero"`

	// out is derived from Quests and never encoded: the scenario's quests
	// with quest actions known not to be in play (questsout.go).
	out questsOut

	// kept is derived from the fields above and never encoded: what the
	// enemies' weighing keeps between steps (kept.go).
	kept keptWeighing
	// at is derived from Tokens and never encoded: the tokens by position
	// of the map (tokenindex.go).
	at tokenIndex
	// reach is derived from the agenda cards held and never encoded: how
	// far each seat's cards' most stands above the threshold (winreach.go).
	reach winReach
	// lacks is derived from the survivors' cards and never encoded: the
	// ability timings none of each seat's cards has (heldtimings.go).
	lacks heldLacks
	// up is derived from Map and never encoded: the positions known to
	// lie face up (faceup.go).
	up faceUps
}
