package content

// The component counts of the box (rules FO-COMP-2..8; shared/data/fallout.md).
// The linter checks the content against them.
const (
	BoxMapTiles             = 21
	BoxScenarioSheets       = 4
	BoxSurvivors            = 5
	BoxEnemyTokens          = 27
	BoxWastelandEncounters  = 34
	BoxSettlementEncounters = 21
	BoxVaultEncounters      = 20 // Vault 84 and Vault 109 together
	BoxQuestCards           = 100
	BoxPerks                = 14 // 2 per letter
	BoxLoot                 = 34
	BoxAssets               = 25
	BoxUniques              = 11
	BoxAgendas              = 23
	BoxSpecialTokens        = 35
	BoxTraitTokens          = 12
	BoxFactionTokens        = 10
	BoxQuestMarkers         = 8 // 4 colour pairs
	BoxCapsTokens           = 54
	BoxVATSDice             = 3
)

// Rules holds the fixed numbers of the rules, as given by the rulebooks.
type Rules struct {
	InfluenceToWin []int `json:"influence_to_win"` // by player count 1..4 (FO-WIN-2)
	MaxHP          int   `json:"max_hp"`           // FO-HP-1
	StartCaps      int   `json:"start_caps"`       // FO-SETUP-8
	StartAgendas   int   `json:"start_agendas"`    // FO-SETUP-8
	AgendaLimit    int   `json:"agenda_limit"`     // FO-AGENDA-5
	InventoryLimit int   `json:"inventory_limit"`  // FO-INV-1
	ShopSize       int   `json:"shop_size"`        // FO-SHOP-1
	CampHeal       int   `json:"camp_heal"`        // FO-CAMP-2
	MovePoints     int   `json:"move_points"`      // FO-MOVE-1
	Actions        int   `json:"actions"`          // FO-TURN-1
	Dice           int   `json:"dice"`             // FO-VATS-1
	SoloOtherHits  int   `json:"solo_other_hits"`  // FO-SOLO-3
	SoloIcon       Icon  `json:"solo_icon"`        // FO-SOLO-2: designed reading (icon illegible in the sources)
}

// Tokens describes the token mix of the box (FO-COMP-8).
type Tokens struct {
	SpecialPerLetter int             `json:"special_per_letter"` // S.P.E.C.I.A.L. tokens of each letter
	TraitTokens      []TraitToken    `json:"trait_tokens"`       // the trait token makes
	FactionTokens    []FactionTokens `json:"faction_tokens"`     // faction tokens per icon
	QuestMarkers     []string        `json:"quest_markers"`      // colours; each colour is one pair
	Caps             []CapsTokens    `json:"caps"`               // Caps tokens per denomination
}

// TraitToken is a kind of double-sided trait token: the two traits, how many
// tokens of this make there are, and which sides show the lock (FO-TRAIT-1..4).
type TraitToken struct {
	Sides  [2]Trait `json:"sides"`  // the two traits
	Count  int      `json:"count"`  // tokens of this make
	Locked [2]bool  `json:"locked"` // which side shows the lock
}

// FactionTokens is how many faction tokens show one faction icon.
type FactionTokens struct {
	Faction Faction `json:"faction"` // the icon
	Count   int     `json:"count"`   // tokens with it
}

// CapsTokens is how many Caps tokens of one denomination there are (FO-CAPS-2).
type CapsTokens struct {
	Value int `json:"value"` // 1 or 5
	Count int `json:"count"` // tokens of that value
}

// Pending records box components whose content is not written yet.
type Pending struct {
	What           string `json:"what"`            // what is missing
	ScenarioSheets int    `json:"scenario_sheets"` // sheets not written
	QuestCards     int    `json:"quest_cards"`     // quest cards not written
}
