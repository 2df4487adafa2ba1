package content

// The closed vocabularies of the schema. Every string field that names a kind
// of thing takes one of the values below; the linter rejects anything else.

// Letter is one S.P.E.C.I.A.L. letter: "S", "P", "E", "C", "I", "A" or "L"
// (rule FO-COMP-9).
type Letter string

// Letters lists the S.P.E.C.I.A.L. letters in board order (rule FO-XP-2).
var Letters = []Letter{"S", "P", "E", "C", "I", "A", "L"}

// EnemyType is one of the five standard enemy types (rule FO-COMP-10).
type EnemyType string

// The enemy types.
const (
	Creature    EnemyType = "creature"
	Human       EnemyType = "human"
	Robot       EnemyType = "robot"
	Monster     EnemyType = "monster"
	SuperMutant EnemyType = "super-mutant"
)

// EnemyTypes lists the enemy types.
var EnemyTypes = []EnemyType{Creature, Human, Robot, Monster, SuperMutant}

// Area is a body area of the V.A.T.S. figure (rule FO-VATS-2).
type Area string

// The four areas.
const (
	Head Area = "head"
	Body Area = "body"
	Arms Area = "arms"
	Legs Area = "legs"
)

// Areas lists the areas.
var Areas = []Area{Head, Body, Arms, Legs}

// Ability is an enemy ability icon (rules FO-EABIL-*).
type Ability string

// The six enemy abilities.
const (
	Aggressive Ability = "aggressive" // FO-EABIL-AGG-1..5
	Armored    Ability = "armor"      // FO-EABIL-ARM-1
	Loot       Ability = "loot"       // FO-EABIL-LOOT-1
	Radiation  Ability = "radiation"  // FO-EABIL-RAD-1
	Ranged     Ability = "ranged"     // FO-EABIL-RNG-1..4
	Retreat    Ability = "retreat"    // FO-EABIL-RET-1..2
)

// Abilities lists the enemy abilities.
var Abilities = []Ability{Aggressive, Armored, Loot, Radiation, Ranged, Retreat}

// Faction is one of the two faction icons of a scenario (rule FO-FACTION-1).
type Faction string

// The two faction icons.
const (
	Star  Faction = "star"  // ★
	Heart Faction = "heart" // ♥
)

// Factions lists the faction icons.
var Factions = []Faction{Star, Heart}

// Trait is one of the six traits (rule FO-TRAIT-1).
type Trait string

// The six traits, in token pairs.
const (
	Idolized   Trait = "idolized"
	Vilified   Trait = "vilified"
	Synth      Trait = "synth"
	Mutant     Trait = "super-mutant"
	WellRested Trait = "well-rested"
	Addicted   Trait = "addicted"
)

// Traits lists the traits; consecutive pairs share a token.
var Traits = []Trait{Idolized, Vilified, Synth, Mutant, WellRested, Addicted}

// Deck names an encounter deck by its card back (rule FO-COMP-5).
type Deck string

// The four encounter decks.
const (
	Wasteland  Deck = "wasteland"
	Settlement Deck = "settlement"
	Vault84    Deck = "vault84"
	Vault109   Deck = "vault109"
)

// Decks lists the encounter decks.
var Decks = []Deck{Wasteland, Settlement, Vault84, Vault109}

// DrawDeck names a card deck a result can draw from (rule FO-RESULT-7).
type DrawDeck string

// The three drawable decks.
const (
	LootDeck   DrawDeck = "loot"
	AssetDeck  DrawDeck = "asset"
	AgendaDeck DrawDeck = "agenda"
)

// DrawDecks lists the drawable decks.
var DrawDecks = []DrawDeck{LootDeck, AssetDeck, AgendaDeck}

// Terrain is the special terrain of a space (rules FO-TERRAIN-1..3). The
// empty string is normal terrain.
type Terrain string

// The special terrains.
const (
	Difficult  Terrain = "difficult"  // red border: entering costs 1 extra MP
	Irradiated Terrain = "irradiated" // green border: entering costs 1 rad
)

// Back is the back of a map tile (rules FO-MAP-6, FO-SETUP-2).
type Back string

// The tile backs.
const (
	Hazardous Back = "hazardous" // ▲: placed face down at random
	Deadly    Back = "deadly"    // ☠: placed face down at random
	Double    Back = "double"    // spaces on both sides; always placed face up
)

// Slot is an equipment slot (rule FO-EQUIP-1).
type Slot string

// The three slots.
const (
	WeaponSlot    Slot = "weapon"
	ApparelSlot   Slot = "apparel"
	CompanionSlot Slot = "companion"
)

// Slots lists the equipment slots.
var Slots = []Slot{WeaponSlot, ApparelSlot, CompanionSlot}

// ItemKind is the card type of an item card (rules FO-EQUIP-1, FO-ITEM-1,
// FO-LOOT-1, FO-CHAR-2/3).
type ItemKind string

// The item kinds.
const (
	Weapon    ItemKind = "weapon"    // equipped in the weapon slot
	Apparel   ItemKind = "apparel"   // equipped in the apparel slot
	Companion ItemKind = "companion" // equipped in the companion slot
	Aid       ItemKind = "aid"       // used from the inventory
	Chem      ItemKind = "chem"      // used from the inventory
	Magazine  ItemKind = "magazine"  // used from the inventory
	Event     ItemKind = "event"     // loot only: resolved when drawn, then discarded
	RuleCard  ItemKind = "rule"      // character only: lies beside the board, never traded
)

// Slot returns the slot an item of kind k is equipped in, or "" if k cannot
// be equipped.
func (k ItemKind) Slot() Slot {
	switch k {
	case Weapon:
		return WeaponSlot
	case Apparel:
		return ApparelSlot
	case Companion:
		return CompanionSlot
	}
	return ""
}

// Timing says when a card ability may be used or triggers.
type Timing string

// The timings.
const (
	OnTurn       Timing = "turn"         // during your turn, outside non-Move actions (FO-TURN-3, FO-PERK-2)
	OnAnyAction  Timing = "any-action"   // during your turn, also while resolving an action (perk override, FO-PERK-2)
	BeforeFight  Timing = "before-fight" // before the fight's dice are rolled (FO-FIGHT-17)
	InFight      Timing = "fight"        // during any step of a fight (FO-FIGHT-17)
	InTest       Timing = "test"         // during a test (FO-TEST-8)
	OnGain       Timing = "gain"         // when the card is gained (loot events, FO-LOOT-1)
	OnCamp       Timing = "camp"         // when you take the Camp action (FO-CAMP-2)
	OnKill       Timing = "kill"         // after you kill an enemy (FO-FIGHT-13)
	OnIrradiated Timing = "irradiated"   // when you move into an irradiated space (FO-TERRAIN-2)
)

// Timings lists the timings.
var Timings = []Timing{OnTurn, OnAnyAction, BeforeFight, InFight, InTest, OnGain, OnCamp, OnKill, OnIrradiated}

// PerkWhen says in whose turn, and during which actions, a perk may be
// used. FO-PERK-2 allows only the owner's own turn and no action other
// than Move "unless the perk says otherwise": every perk says which.
type PerkWhen string

// The perk windows.
const (
	PerkOwnTurn   PerkWhen = "own-turn"   // the owner's turn, not during an action other than Move (FO-PERK-2)
	PerkOwnAction PerkWhen = "own-action" // the owner's turn, also during any action
	PerkAnyTurn   PerkWhen = "any-turn"   // any player's turn and the end of the round too
)

// PerkWhens lists the perk windows.
var PerkWhens = []PerkWhen{PerkOwnTurn, PerkOwnAction, PerkAnyTurn}

// PerkPhrase is the phrase a perk's text opens with, followed by ": ",
// stating exactly when it can be used: its timing t in window w. It is ""
// for a pair no perk may have: a "turn" ability is used between actions
// (own-turn only) and an "any-action" one during the owner's own actions
// (own-action only); perks have no other timings than these and the
// fight, before-fight and test ones.
func PerkPhrase(t Timing, w PerkWhen) string {
	switch {
	case t == OnTurn && w == PerkOwnTurn:
		return "On your turn, not during an action other than Move"
	case t == OnAnyAction && w == PerkOwnAction:
		return "Any time during your turn, even in the middle of an action"
	}
	moment := map[Timing]string{InFight: "In a fight", BeforeFight: "Before the dice of a fight are rolled", InTest: "In a test"}[t]
	window := map[PerkWhen]string{
		PerkOwnTurn:   " on your turn, not during an action other than Move",
		PerkOwnAction: " on your turn, even during an action",
		PerkAnyTurn:   ", on any player's turn or at the end of the round",
	}[w]
	if moment == "" || window == "" {
		return ""
	}
	return moment + window
}

// Icon is an encounter icon on a space (rules FO-MAP-4, FO-ENC-1); its values
// are the decks.
type Icon = Deck

func contains[T comparable](list []T, v T) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}
