package content

// The Atomic Bonds co-op pack (rules AB-*, fallout-coop.md): its cards, its
// support die and its co-op scenario sheets. The pack's texts are not in
// our sources; every card here is our own design (AB-COMP-1 gives only the
// counts).

// Box counts of the Atomic Bonds pack (AB-COMP-1).
const (
	BoxActivations = 8
	BoxTasks       = 12
	BoxMods        = 14
	BoxMutations   = 14
	BoxWorkshop    = 12
	BoxCampTokens  = 8
	BoxTaskSlots   = 4 // tasks revealed at setup (AB-SETUP-3)
)

// Coop is the pack's content.
type Coop struct {
	Activations []ActivationCard `json:"activations"` // AB-ACT-1..5
	Tasks       []Task           `json:"tasks"`       // AB-TASK-1..4
	Mods        []Mod            `json:"mods"`        // AB-MOD-1..8
	Mutations   []Mutation       `json:"mutations"`   // AB-MUT-1..4
	Workshop    []Upgrade        `json:"workshop"`    // AB-WS-1..4
	SupportDie  []DieFace        `json:"support_die"` // AB-SUP-3/6: six faces
	Sheets      []CoopSheet      `json:"sheets"`      // AB-SETUP-1, AB-FACT-2, AB-ACT-5, AB-END-1
}

// ActivationCard is one activation card (AB-ACT-3/4): two enemy types,
// activated top to bottom, and maybe a faction icon.
type ActivationCard struct {
	ID      string      `json:"id"`
	Name    string      `json:"name"`
	Enemies []EnemyType `json:"enemies"`           // exactly two, top first
	Faction Faction     `json:"faction,omitempty"` // the faction icon, if any
}

// Task is one task card (AB-TASK-1..3): a condition on the group's state.
type Task struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text"`
	Kind string `json:"kind"` // a key of TaskKinds
	N    int    `json:"n"`    // the amount needed
}

// TaskKinds is the task vocabulary: what each kind counts.
var TaskKinds = map[string]string{
	"workshop":      "workshop upgrades the group has gained",
	"camps":         "C.A.M.P. tokens on the map",
	"kills":         "enemies the survivors have killed",
	"hostile-kills": "hostile faction enemies the survivors have killed",
	"caps":          "Caps the survivors hold together",
	"explored":      "map tiles turned face up by exploring",
	"mods":          "mods attached to the survivors' items",
	"mutations":     "mutations revealed",
}

// Modifier is a lasting change to a survivor's numbers: from a mod on an
// equipped item, a revealed mutation, or a permanent workshop upgrade.
type Modifier struct {
	Armor   int `json:"armor,omitempty"`   // armor in fights (FO-FIGHT-19); the total stays ≥ 0
	Rerolls int `json:"rerolls,omitempty"` // rerolls when the fight dice are rolled (FO-FIGHT-7); the total stays ≥ 0
	Hits    int `json:"hits,omitempty"`    // hits added in fights (FO-FIGHT-11)
	Move    int `json:"move,omitempty"`    // MP of a Move action (FO-MOVE-1); at least 1
	Heal    int `json:"heal,omitempty"`    // HP a camp recovers (FO-CAMP-2); at least 0
}

// Add returns the sum of m and o.
func (m Modifier) Add(o Modifier) Modifier {
	return Modifier{Armor: m.Armor + o.Armor, Rerolls: m.Rerolls + o.Rerolls, Hits: m.Hits + o.Hits,
		Move: m.Move + o.Move, Heal: m.Heal + o.Heal}
}

// Zero reports whether m changes nothing.
func (m Modifier) Zero() bool { return m == Modifier{} }

// Mod is a modification card (AB-MOD-3): it attaches to an item of its
// slot's kind and changes the survivor's numbers while that item is equipped.
type Mod struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Text     string   `json:"text"`
	Slot     Slot     `json:"slot"` // weapon or apparel: the symbol it carries
	Modifier Modifier `json:"modifier"`
}

// Mutation is a mutation card (AB-MUT-1/2): a boon and a drawback, lasting
// once revealed.
type Mutation struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	Text     string   `json:"text"`
	Boon     Modifier `json:"boon"`
	Drawback Modifier `json:"drawback"`
}

// Upgrade is a workshop-upgrade card (AB-WS-1..3): one-time group effects,
// a lasting modifier for every survivor, or both.
type Upgrade struct {
	ID        string        `json:"id"`
	Name      string        `json:"name"`
	Text      string        `json:"text"`
	Effects   []GroupEffect `json:"effects,omitempty"`
	Permanent Modifier      `json:"permanent,omitempty"`
}

// GroupEffect is an effect on the group: a loyal "+" effect (AB-FACT-2/3),
// a count-based activation effect (AB-ACT-5) or a workshop upgrade
// (AB-WS-2).
type GroupEffect struct {
	Kind string `json:"kind"` // a key of GroupEffectKinds
	N    int    `json:"n"`
}

// GroupEffectKinds is the group-effect vocabulary.
var GroupEffectKinds = map[string]string{
	"group-caps":      "every survivor gains n Caps (AB-FACT-3)",
	"group-xp":        "every survivor gains n XP (AB-FACT-3)",
	"group-heal":      "every survivor recovers n HP",
	"group-lose-caps": "every survivor loses n Caps",
	"camp":            "the group gains n C.A.M.P. tokens from the supply (AB-CAMP-2)",
	"hostile":         "the hostile token moves n spaces down the track (negative: up)",
}

// CoopSheet is a co-op scenario sheet (AB-SETUP-1): one side per loyal
// faction.
type CoopSheet struct {
	Scenario string     `json:"scenario"` // the base scenario it replaces
	Name     string     `json:"name"`
	Sides    []CoopSide `json:"sides"` // two: star loyal and heart loyal
}

// CoopSide is one side of a co-op sheet.
type CoopSide struct {
	Loyal      Faction        `json:"loyal"`      // the loyal faction of this side
	Text       string         `json:"text"`       // the story of this side
	Plus       []GroupEffect  `json:"plus"`       // the "+" effect (AB-FACT-2)
	Activation []CountEffects `json:"activation"` // by hostile enemies on the map (AB-ACT-5)
	Tasks      int            `json:"tasks"`      // tasks to complete to win (AB-END-1, AB-TASK-1)
	Also       Goal           `json:"also"`       // the victory's second condition (AB-END-1)
	Victory    string         `json:"victory"`    // the victory condition as printed
}

// Goal is a count of the group's state that must reach N: a task kind
// (TaskKinds) and the amount.
type Goal struct {
	Kind string `json:"kind"`
	N    int    `json:"n"`
}

// CountEffects are the activation effects for a range of hostile enemy
// counts, Min to Max inclusive.
type CountEffects struct {
	Min     int           `json:"min"`
	Max     int           `json:"max"`
	Effects []GroupEffect `json:"effects"`
}

// Side returns the sheet's side whose loyal faction is f, or nil.
func (c *CoopSheet) Side(f Faction) *CoopSide {
	for i := range c.Sides {
		if c.Sides[i].Loyal == f {
			return &c.Sides[i]
		}
	}
	return nil
}

// Effects returns the activation effects for count hostile enemies, or nil.
func (s *CoopSide) Effects(count int) []GroupEffect {
	for _, ce := range s.Activation {
		if count >= ce.Min && count <= ce.Max {
			return ce.Effects
		}
	}
	return nil
}

// Sheet returns the co-op sheet of scenario id, or nil.
func (c *Coop) Sheet(id string) *CoopSheet {
	for i := range c.Sheets {
		if c.Sheets[i].Scenario == id {
			return &c.Sheets[i]
		}
	}
	return nil
}
