package content

import "slices"

// Effect is one result or card effect, resolved left to right with its
// neighbours (rule FO-QUEST-7). Kind names the mechanic (see EffectKinds);
// the other fields are its parameters, and the linter checks that each kind
// has exactly the parameters it needs.
type Effect struct {
	Kind    string   `json:"kind"`              // a key of EffectKinds
	Card    int      `json:"card,omitempty"`    // add, stage: library card number
	N       int      `json:"n,omitempty"`       // amount, count or number of "+"; may be negative with Level
	Level   bool     `json:"level,omitempty"`   // amount = encounter level + N (FO-RESULT-1); encounter cards only
	Deck    DrawDeck `json:"deck,omitempty"`    // draw: the deck drawn from
	Trait   Trait    `json:"trait,omitempty"`   // become, lose-trait
	Locked  bool     `json:"locked,omitempty"`  // become: take a token whose gained side shows the lock (FO-TRAIT-4)
	Unique  string   `json:"unique,omitempty"`  // unique: id of the unique asset
	Faction Faction  `json:"faction,omitempty"` // power, place-faction
	Space   string   `json:"space,omitempty"`   // marker, place-faction: "tile.space"
	Icon    Icon     `json:"icon,omitempty"`    // place: the figure goes to a space with this encounter icon
	Letters string   `json:"letters,omitempty"` // reroll: only in tests showing one of these letters ("" = any)
	Kinds   []string `json:"kinds,omitempty"`   // discard: item kinds that may be discarded ("" = any)
	// Op is Kind as a number, set when the content is loaded (Load): a
	// game dispatches on it instead of the name. Not part of the files.
	Op EffectOp `json:"-"`
}

// EffectOp numbers an effect kind: 1 plus the index of its name in
// EffectOpNames. 0 is no kind: the Op of an Effect not loaded.
type EffectOp uint8

// EffectOpNames lists the keys of EffectKinds sorted: EffectOp(i+1) is
// EffectOpNames[i].
var EffectOpNames = func() []string {
	names := make([]string, 0, len(EffectKinds))
	for k := range EffectKinds {
		names = append(names, k)
	}
	slices.Sort(names)
	return names
}()

// effectOps maps each effect kind to its EffectOp.
var effectOps = func() map[string]EffectOp {
	ops := make(map[string]EffectOp, len(EffectOpNames))
	for i, k := range EffectOpNames {
		ops[k] = EffectOp(i + 1)
	}
	return ops
}()

// EffectOpOf returns the EffectOp of effect kind k, or 0 if k is not a
// key of EffectKinds.
func EffectOpOf(k string) EffectOp { return effectOps[k] }

// String returns the kind o numbers, or "" for 0.
func (o EffectOp) String() string {
	if o == 0 || int(o) > len(EffectOpNames) {
		return ""
	}
	return EffectOpNames[o-1]
}

// EffectKind describes one effect kind: the rule it implements and the
// parameters it takes.
type EffectKind struct {
	Rule   string // the catalog rule the effect implements
	Params string // the parameter fields it requires, comma separated
	Opt    string // the parameter fields it may have
}

// EffectKinds is the effect vocabulary: every mechanic a card may name.
var EffectKinds = map[string]EffectKind{
	"add":           {Rule: "FO-RESULT-2", Params: "card"},
	"stage":         {Rule: "FO-RESULT-3", Params: "card"},
	"xp":            {Rule: "FO-RESULT-4", Params: "n", Opt: "level"},
	"caps":          {Rule: "FO-RESULT-5", Params: "n", Opt: "level"},
	"become":        {Rule: "FO-RESULT-6", Params: "trait", Opt: "locked"},
	"draw":          {Rule: "FO-RESULT-7", Params: "deck,n", Opt: "level"},
	"unique":        {Rule: "FO-RESULT-8", Params: "unique"},
	"shop":          {Rule: "FO-RESULT-9", Params: "n", Opt: "level"},
	"power":         {Rule: "FO-RESULT-10", Params: "faction,n"},
	"trash":         {Rule: "FO-RESULT-11"},
	"marker":        {Rule: "FO-QUEST-9", Params: "space"},
	"place-faction": {Rule: "FO-FACTION-2", Params: "faction,space"},
	"damage":        {Rule: "FO-HP-2", Params: "n", Opt: "level"},
	"heal":          {Rule: "FO-HP-2", Params: "n"},
	"rads":          {Rule: "FO-HP-3", Params: "n", Opt: "level"},
	"heal-rads":     {Rule: "FO-HP-4", Params: "n"},
	"lose-trait":    {Rule: "FO-TRAIT-5", Params: "trait"},
	"lose-caps":     {Rule: "FO-CAPS-3", Params: "n", Opt: "level"},
	"discard":       {Rule: "FO-INV-3", Params: "n", Opt: "kinds"},
	"reroll":        {Rule: "FO-TEST-8", Params: "n", Opt: "letters"},
	"hit":           {Rule: "FO-FIGHT-11", Params: "n"},
	"armor":         {Rule: "FO-FIGHT-19", Params: "n"},
	"move-points":   {Rule: "FO-MOVE-1", Params: "n"},
	"unexhaust":     {Rule: "FO-EXH-3"},
	"kill":          {Rule: "FO-ENEMY-6", Params: "n"},
	"place":         {Rule: "FO-TERRAIN-3", Params: "icon"},
}

// Condition is something a survivor or the game state satisfies: an option's
// prerequisite (FO-ENC-6), a FORCED condition (FO-ENC-7), a quest objective's
// requirement (FO-QUEST-5), a companion's keep condition (FO-CAMP-3), a
// recruit icon (FO-SHOP-5) or an agenda's influence condition (FO-AGENDA-2).
type Condition struct {
	Kind    string  `json:"kind"`              // a key of ConditionKinds
	Trait   Trait   `json:"trait,omitempty"`   // trait, not-trait
	Letter  Letter  `json:"letter,omitempty"`  // special
	N       int     `json:"n,omitempty"`       // caps, rads, specials, uniques, perks, power
	Space   string  `json:"space,omitempty"`   // at: "tile.space"
	Icon    Icon    `json:"icon,omitempty"`    // at-icon
	Slot    Slot    `json:"slot,omitempty"`    // equipped
	Faction Faction `json:"faction,omitempty"` // loyal, power, power-ahead
	// Op is Kind as a number, set when the content is loaded (Load): a
	// game switches on it instead of the name. Not part of the files.
	Op CondOp `json:"-"`
}

// CondOp numbers a condition kind, so that a game switches on constants
// instead of comparing names; CondOpNames names them. 0 (CondNone) is no
// kind: the Op of a Condition not loaded.
type CondOp uint8

// The condition kinds as numbers, in CondOpNames order.
const (
	CondNone CondOp = iota
	CondTrait
	CondNotTrait
	CondSpecial
	CondCaps
	CondRads
	CondSpecials
	CondUniques
	CondPerks
	CondEquipped
	CondAt
	CondAtIcon
	CondAtMarker
	CondWithSurvivor
	CondLoyal
	CondPower
	CondPowerAhead
	NumCondOps // one more than the last CondOp
)

// CondOpNames[op] is the kind of ConditionKinds that op numbers ("" for
// CondNone).
var CondOpNames = [NumCondOps]string{"", "trait", "not-trait", "special", "caps", "rads", "specials", "uniques",
	"perks", "equipped", "at", "at-icon", "at-marker", "with-survivor", "loyal", "power", "power-ahead"}

// CondOpOf returns the CondOp of condition kind k, or CondNone if k is
// not a key of ConditionKinds.
func CondOpOf(k string) CondOp {
	if _, ok := ConditionKinds[k]; ok {
		for op, name := range CondOpNames {
			if name == k {
				return CondOp(op)
			}
		}
	}
	return CondNone
}

// String returns the kind o numbers, or "" for CondNone.
func (o CondOp) String() string {
	if o >= NumCondOps {
		return ""
	}
	return CondOpNames[o]
}

// ConditionKind describes one condition kind.
type ConditionKind struct {
	Rule   string // the catalog rule the condition serves
	Params string // the parameter fields it requires
	Text   string // what it means
}

// ConditionKinds is the condition vocabulary.
var ConditionKinds = map[string]ConditionKind{
	"trait":         {Rule: "FO-ENC-6", Params: "trait", Text: "you have the trait"},
	"not-trait":     {Rule: "FO-ENC-6", Params: "trait", Text: "you do not have the trait"},
	"special":       {Rule: "FO-SHOP-5", Params: "letter", Text: "you own the S.P.E.C.I.A.L. token"},
	"caps":          {Rule: "FO-CAPS-3", Params: "n", Text: "you have at least n Caps"},
	"rads":          {Rule: "FO-HP-3", Params: "n", Text: "you have at least n rads"},
	"specials":      {Rule: "FO-COMP-9", Params: "n", Text: "you own at least n S.P.E.C.I.A.L. tokens"},
	"uniques":       {Rule: "FO-UNIQUE-1", Params: "n", Text: "you hold at least n unique assets"},
	"perks":         {Rule: "FO-PERK-1", Params: "n", Text: "you hold at least n perks"},
	"equipped":      {Rule: "FO-EQUIP-1", Params: "slot", Text: "you have a card equipped in the slot"},
	"at":            {Rule: "FO-QUEST-5", Params: "space", Text: "you are in the named space"},
	"at-icon":       {Rule: "FO-QUEST-5", Params: "icon", Text: "you are in a space with the encounter icon"},
	"at-marker":     {Rule: "FO-QUEST-9", Text: "you are in the space holding this card's quest marker"},
	"with-survivor": {Rule: "FO-SOLO-2", Text: "another survivor is in your space (solo: a space with the solo icon)"},
	"loyal":         {Rule: "FO-LOYAL-1", Params: "faction", Text: "you display loyalty to the faction"},
	"power":         {Rule: "FO-AGENDA-2", Params: "faction,n", Text: "the faction has advanced at least n spaces"},
	"power-ahead":   {Rule: "FO-POWER-5", Params: "faction", Text: "the faction has advanced more spaces than the other"},
}

// Step is one instruction of an encounter option or a quest objective,
// resolved left to right; the option or objective succeeds only if every
// step succeeds (rules FO-ENC-5, FO-QUEST-5).
type Step struct {
	Kind    string    `json:"kind"`              // "test", "fight" or "pay"
	Letters string    `json:"letters,omitempty"` // test: the letters shown, e.g. "CA" (FO-TEST-1)
	N       int       `json:"n,omitempty"`       // test: difficulty; pay: Caps
	Level   bool      `json:"level,omitempty"`   // test: difficulty = encounter level + N (FO-RESULT-1)
	Other   bool      `json:"other,omitempty"`   // test: another survivor in your space rolls it (solo: always 3 hits, FO-SOLO-3)
	Enemy   EnemyType `json:"enemy,omitempty"`   // fight: draw and fight an enemy of this type (FO-FIGHT-20)
}

// StepKinds maps each step kind to the rule that defines it.
var StepKinds = map[string]string{
	"test":  "FO-TEST-1",
	"fight": "FO-FIGHT-20",
	"pay":   "FO-CAPS-3",
}

// Outcome is the text read after an option and the results bar applied
// (rule FO-ENC-5).
type Outcome struct {
	Text    string   `json:"text"`              // read after the option
	Results []Effect `json:"results,omitempty"` // the results bar, left to right
}

// Option is one numbered option of an encounter card (rules FO-ENC-5..7).
type Option struct {
	Label    string      `json:"label"`              // the bold opening read aloud
	Forced   bool        `json:"forced,omitempty"`   // FORCED: mandatory when Requires holds, unavailable otherwise (FO-ENC-7)
	Requires []Condition `json:"requires,omitempty"` // all must hold to choose the option (FO-ENC-6)
	Steps    []Step      `json:"steps,omitempty"`    // tests, fights and payments; none means automatic success
	Success  Outcome     `json:"success"`            // applied when every step succeeded
	Fail     *Outcome    `json:"fail,omitempty"`     // nil: nothing happens on a failure (FO-TEST-6)
}

// EncounterCard is one encounter card (rules FO-ENC-*, FO-LIB-1).
type EncounterCard struct {
	Number  int      `json:"number,omitempty"` // library number; 0 for a starting card
	Start   bool     `json:"start,omitempty"`  // starred starting card (FO-SETUP-4)
	Deck    Deck     `json:"deck"`             // the card back
	Title   string   `json:"title"`            // printed title
	Intro   string   `json:"intro"`            // the italic text read aloud
	Options []Option `json:"options"`          // the numbered options
}

// Trigger is the event that completes an automatic quest objective
// (rule FO-QUEST-4).
type Trigger struct {
	Kind    string    `json:"kind"`              // "kill", "explore" or "enter"
	Enemy   EnemyType `json:"enemy,omitempty"`   // kill: the type ("" with no faction: any enemy)
	Faction Faction   `json:"faction,omitempty"` // kill: a faction-token enemy instead of a type
	Back    Back      `json:"back,omitempty"`    // explore: the back of the explored tile ("" = any)
	Space   string    `json:"space,omitempty"`   // enter: "tile.space"
}

// TriggerKinds maps each trigger kind to the rule that defines it.
var TriggerKinds = map[string]string{
	"kill":    "FO-FIGHT-13",
	"explore": "FO-EXPLORE-6",
	"enter":   "FO-QUEST-4",
}

// Objective is one objective of a quest card with its own results bar
// (rules FO-QUEST-3..7).
type Objective struct {
	Text     string      `json:"text"`               // what to do
	Action   bool        `json:"action,omitempty"`   // marked with the quest-action icon (FO-QUEST-5)
	Trigger  *Trigger    `json:"trigger,omitempty"`  // automatic objectives only (FO-QUEST-4)
	Requires []Condition `json:"requires,omitempty"` // quest-action objectives: what must hold before the action
	Steps    []Step      `json:"steps,omitempty"`    // quest-action objectives: instructions, left to right
	Results  []Effect    `json:"results"`            // the objective's results bar
}

// QuestCard is one quest card (rules FO-QUEST-*).
type QuestCard struct {
	Number     int         `json:"number"`             // library number
	Scenario   string      `json:"scenario"`           // id of the scenario whose chain uses the card
	Title      string      `json:"title"`              // printed title
	Intro      string      `json:"intro"`              // story text
	OnStage    []Effect    `json:"on_stage,omitempty"` // the top instructions, resolved when staged (FO-QUEST-2)
	Objectives []Objective `json:"objectives"`         // 1 to 3
}

// Agenda is one agenda card (rules FO-AGENDA-*).
type Agenda struct {
	ID         string    `json:"id"`                // unique id
	Title      string    `json:"title"`             // printed title
	MinPlayers int       `json:"min_players"`       // bottom-left number (FO-AGENDA-1)
	Faction    Faction   `json:"faction,omitempty"` // loyalty icon (FO-LOYAL-7)
	Activates  []string  `json:"activates"`         // bottom edge, left to right: enemy types or faction icons (FO-ACTIV-1)
	Text       string    `json:"text"`              // the influence condition as printed
	Influence  Influence `json:"influence"`         // the condition as data
}

// Influence is an agenda card's extra influence: Bonus when When holds, on
// top of the automatic 1 (rule FO-AGENDA-2).
type Influence struct {
	Bonus int       `json:"bonus"` // extra influence
	When  Condition `json:"when"`  // the condition
}
