package content

// Item is a loot, asset, unique asset or character card (rules FO-EQUIP-*,
// FO-ITEM-1, FO-LOOT-1, FO-ASSET-1, FO-UNIQUE-1, FO-CHAR-1..3).
type Item struct {
	ID            string     `json:"id"`                       // unique over loot, assets, uniques and character cards
	Name          string     `json:"name"`                     // printed name
	Kind          ItemKind   `json:"kind"`                     // card type
	Cost          int        `json:"cost,omitempty"`           // printed Caps cost; 0 = none, so the card cannot be sold (FO-SHOP-3/4)
	Recruit       *Condition `json:"recruit,omitempty"`        // companion in the shop: the trait or token that replaces the cost (FO-SHOP-5)
	Special       string     `json:"special,omitempty"`        // weapon: S.P.E.C.I.A.L. icons, each a fight reroll if owned (FO-EQUIP-7)
	Ranged        bool       `json:"ranged,omitempty"`         // weapon: the ranged icon (FO-FIGHT-3)
	Armor         int        `json:"armor,omitempty"`          // equipped: cancels that many ● (FO-EQUIP-8, FO-FIGHT-19)
	Keep          *Condition `json:"keep,omitempty"`           // companion: checked when it unexhausts; discarded if false (FO-CAMP-3)
	UnexhaustCaps int        `json:"unexhaust_caps,omitempty"` // Caps to pay to unexhaust; unpaid = stays exhausted (FO-EXH-4)
	Text          string     `json:"text,omitempty"`           // rules text as printed
	Uses          []Use      `json:"uses,omitempty"`           // its abilities
}

// Use is one ability printed on a card: when it may be used, what it costs,
// and its effects.
type Use struct {
	Timing  Timing   `json:"timing"`            // when it is used or triggers
	Exhaust bool     `json:"exhaust,omitempty"` // exhaust the card to use it (FO-EXH-1)
	Discard bool     `json:"discard,omitempty"` // discard the card to use it (one-use items, perks)
	Caps    int      `json:"caps,omitempty"`    // Caps paid to use it
	Effects []Effect `json:"effects"`           // resolved in order
}

// Perk is a perk card: one highlighted letter and a one-use ability, discarded
// when used (rules FO-LVL-2, FO-PERK-1..4).
type Perk struct {
	ID     string   `json:"id"`     // unique id
	Name   string   `json:"name"`   // printed name
	Letter Letter   `json:"letter"` // the highlighted letter
	Text   string   `json:"text"`   // rules text as printed; it opens with PerkPhrase(Use.Timing, When)
	When   PerkWhen `json:"when"`   // whose turn and which actions it may be used in (FO-PERK-2)
	Use    Use      `json:"use"`    // its one-use ability
}

// Survivor is one playable character: figure, character card and the
// S.P.E.C.I.A.L. token with its silhouette (rules FO-COMP-3, FO-SETUP-7..9).
type Survivor struct {
	ID     string `json:"id"`     // unique id
	Name   string `json:"name"`   // printed name
	Letter Letter `json:"letter"` // the character token's letter
	Card   Item   `json:"card"`   // an item, a companion or a rule card (FO-CHAR-1..3)
}
