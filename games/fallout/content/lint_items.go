package content

import "strings"

// checkRules checks the fixed numbers section.
func (l *linter) checkRules() {
	if len(l.o.rules) == 0 {
		return // reported by single
	}
	r, at := &l.c.Rules, first(l.o.rules)
	if len(r.InfluenceToWin) != 4 {
		l.add(at.at("influence_to_win"), "influence_to_win needs 4 values, for 1 to 4 players (rule FO-WIN-2)")
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"max_hp", r.MaxHP}, {"start_caps", r.StartCaps}, {"start_agendas", r.StartAgendas},
		{"agenda_limit", r.AgendaLimit}, {"inventory_limit", r.InventoryLimit}, {"shop_size", r.ShopSize},
		{"camp_heal", r.CampHeal}, {"move_points", r.MovePoints}, {"actions", r.Actions}, {"solo_other_hits", r.SoloOtherHits}} {
		if f.v <= 0 {
			l.add(at.at(f.name), "%s must be positive", f.name)
		}
	}
	if r.Dice != BoxVATSDice {
		l.add(at.at("dice"), "%d dice; the box has %d (rule FO-COMP-7)", r.Dice, BoxVATSDice)
	}
	if !contains(Decks, r.SoloIcon) {
		l.add(at.at("solo_icon"), "unknown solo icon %q", r.SoloIcon)
	}
}

// checkDice checks the V.A.T.S. die and its documented distribution (rules
// FO-VATS-1..3).
func (l *linter) checkDice() {
	if len(l.o.dice) == 0 {
		return // reported by single
	}
	d, at := &l.c.Dice, first(l.o.dice)
	if len(d.Faces) != 6 {
		l.add(at.at("faces"), "the die has %d faces; want 6", len(d.Faces))
	}
	for i := range d.Faces {
		f, fa := &d.Faces[i], at.at("faces", i)
		if len(f.Areas) == 0 {
			l.add(fa.at("areas"), "a face shows at least one filled area")
		}
		l.areas(fa.at("areas"), f.Areas)
		if f.Hits < 0 || f.Hits > 2 {
			l.add(fa.at("hits"), "%d hit icons; want 0 to 2", f.Hits)
		}
	}
	st := &d.Stated
	if st.Dice != l.c.Rules.Dice {
		l.add(at.at("distribution", "dice"), "the distribution is for %d dice; a roll uses %d", st.Dice, l.c.Rules.Dice)
	}
	got := d.Distribution(st.Dice, len(st.AtLeast))
	if got.Mean == "" {
		return // the die or the distribution is already reported as wrong
	}
	if got.Mean != st.Mean {
		l.add(at.at("distribution", "mean"), "documented mean %s, but the faces give %s", st.Mean, got.Mean)
	}
	for k := range st.AtLeast {
		if k < len(got.AtLeast) && got.AtLeast[k] != st.AtLeast[k] {
			l.add(at.at("distribution", "at_least", k), "documented P(≥%d) = %s, but the faces give %s", k+1, st.AtLeast[k], got.AtLeast[k])
		}
	}
}

func (l *linter) areas(at origin, as []Area) {
	seen := map[Area]bool{}
	for i, a := range as {
		if !contains(Areas, a) {
			l.add(at.at(i), "unknown area %q (head, body, arms, legs)", a)
		} else if seen[a] {
			l.add(at.at(i), "area %q twice", a)
		}
		seen[a] = true
	}
}

func (l *linter) abilities(at origin, as []Ability) {
	if len(as) > 2 {
		l.add(at, "%d abilities; an enemy has at most two (rule FO-ENEMY-1)", len(as))
	}
	seen := map[Ability]bool{}
	for i, a := range as {
		if !contains(Abilities, a) {
			l.add(at.at(i), "unknown enemy ability %q", a)
		} else if seen[a] {
			l.add(at.at(i), "ability %q twice", a)
		}
		seen[a] = true
	}
}

// checkTokens checks the token mix (rules FO-COMP-8, FO-TRAIT-1).
func (l *linter) checkTokens() {
	if len(l.o.tokens) == 0 {
		return // reported by single
	}
	t, at := &l.c.Tokens, first(l.o.tokens)
	if n := t.SpecialPerLetter * len(Letters); n != BoxSpecialTokens {
		l.add(at.at("special_per_letter"), "%d S.P.E.C.I.A.L. tokens; the box has %d", n, BoxSpecialTokens)
	}
	traits, seen := 0, map[Trait]bool{}
	for i, tt := range t.TraitTokens {
		ta := at.at("trait_tokens", i)
		traits += tt.Count
		pair := false
		for p := 0; p < len(Traits); p += 2 {
			pair = pair || (tt.Sides[0] == Traits[p] && tt.Sides[1] == Traits[p+1])
		}
		if !pair {
			l.add(ta.at("sides"), "trait token %v is not one of the three pairs (rule FO-TRAIT-1)", tt.Sides)
		}
		for _, s := range tt.Sides {
			seen[s] = true
		}
		if tt.Count < 1 {
			l.add(ta.at("count"), "count must be positive")
		}
	}
	for _, tr := range Traits {
		if !seen[tr] {
			l.add(at.at("trait_tokens"), "no token shows the trait %q", tr)
		}
	}
	if traits != BoxTraitTokens {
		l.add(at.at("trait_tokens"), "%d trait tokens; the box has %d", traits, BoxTraitTokens)
	}
	factions := 0
	for i, f := range t.FactionTokens {
		if !contains(Factions, f.Faction) {
			l.add(at.at("faction_tokens", i, "faction"), "unknown faction %q", f.Faction)
		}
		factions += f.Count
	}
	if factions != BoxFactionTokens {
		l.add(at.at("faction_tokens"), "%d faction tokens; the box has %d", factions, BoxFactionTokens)
	}
	colours := map[string]bool{}
	for i, m := range t.QuestMarkers {
		if colours[m] {
			l.add(at.at("quest_markers", i), "marker colour %q twice", m)
		}
		colours[m] = true
	}
	if 2*len(t.QuestMarkers) != BoxQuestMarkers {
		l.add(at.at("quest_markers"), "%d quest markers (pairs × 2); the box has %d", 2*len(t.QuestMarkers), BoxQuestMarkers)
	}
	caps := 0
	for i, ct := range t.Caps {
		if ct.Value != 1 && ct.Value != 5 {
			l.add(at.at("caps", i, "value"), "Caps tokens are worth 1 or 5 (rule FO-CAPS-2)")
		}
		caps += ct.Count
	}
	if caps != BoxCapsTokens {
		l.add(at.at("caps"), "%d Caps tokens; the box has %d", caps, BoxCapsTokens)
	}
}

// checkEnemies checks the enemy tokens (rules FO-ENEMY-1, FO-EABIL-*).
func (l *linter) checkEnemies() {
	c, o := l.c, &l.o
	for i := range c.Enemies {
		e, at := &c.Enemies[i], o.enemies[i]
		if e.Name == "" {
			l.add(at, "enemy %s needs a name", e.ID)
		}
		if !contains(EnemyTypes, e.Type) {
			l.add(at.at("type"), "unknown enemy type %q", e.Type)
		}
		if e.Level < 1 || e.Level > 4 {
			l.add(at.at("level"), "enemy level %d outside 1..4", e.Level)
		}
		if len(e.Vulnerable) == 0 {
			l.add(at.at("vulnerable"), "an enemy needs at least one vulnerable area")
		}
		l.areas(at.at("vulnerable"), e.Vulnerable)
		l.abilities(at.at("abilities"), e.Abilities)
	}
}

var kindsByList = map[string][]ItemKind{
	"loot":      {Weapon, Apparel, Companion, Aid, Chem, Magazine, Event},
	"assets":    {Weapon, Apparel, Companion, Aid, Chem, Magazine},
	"uniques":   {Weapon, Apparel, Companion, Aid, Chem, Magazine},
	"character": {Weapon, Apparel, Companion, RuleCard},
}

// checkItems checks the loot, asset and unique asset cards.
func (l *linter) checkItems() {
	c, o := l.c, &l.o
	for i := range c.Loot {
		l.item(o.loot[i], &c.Loot[i], "loot")
	}
	for i := range c.Assets {
		l.item(o.assets[i], &c.Assets[i], "assets")
	}
	for i := range c.Uniques {
		l.item(o.uniques[i], &c.Uniques[i], "uniques")
	}
}

func (l *linter) item(at origin, it *Item, list string) {
	if it.Name == "" {
		l.add(at, "card %s needs a name", it.ID)
	}
	if !contains(kindsByList[list], it.Kind) {
		l.add(at.at("kind"), "a %s card cannot be of kind %q", list, it.Kind)
	}
	if it.Special != "" && it.Kind != Weapon {
		l.add(at.at("special"), "only weapons show S.P.E.C.I.A.L. reroll icons (rule FO-EQUIP-7)")
	}
	l.letters(at.at("special"), it.Special, false)
	if it.Ranged && it.Kind != Weapon {
		l.add(at.at("ranged"), "only weapons have the ranged icon (rule FO-FIGHT-3)")
	}
	if it.Armor < 0 {
		l.add(at.at("armor"), "negative armor")
	}
	if it.Armor > 0 && it.Kind.Slot() == "" {
		l.add(at.at("armor"), "armor counts only on equipped cards (rule FO-FIGHT-19)")
	}
	if it.Cost < 0 {
		l.add(at.at("cost"), "negative cost")
	}
	switch {
	case it.Kind == Companion && it.Keep == nil:
		l.add(at, "companion %s needs a keep condition (rule FO-CAMP-3)", it.ID)
	case it.Kind != Companion && it.Keep != nil:
		l.add(at.at("keep"), "only companions have a keep condition")
	}
	if it.Keep != nil {
		l.condition(at.at("keep"), it.Keep, ctx{where: 'u'})
	}
	if it.Recruit != nil {
		if list != "assets" || it.Kind != Companion {
			l.add(at.at("recruit"), "only companions in the asset deck show a recruit icon (rule FO-SHOP-5)")
		}
		if it.Recruit.Kind != "trait" && it.Recruit.Kind != "special" {
			l.add(at.at("recruit"), "a recruit icon is a trait or a S.P.E.C.I.A.L. token (rule FO-SHOP-5)")
		}
		l.condition(at.at("recruit"), it.Recruit, ctx{where: 'u'})
	}
	if list == "assets" {
		if it.Kind == Companion && it.Cost != 0 {
			l.add(at.at("cost"), "a companion asset is recruited, not bought: no cost (rule FO-SHOP-5)")
		}
		if it.Kind != Companion && it.Cost < 1 {
			l.add(at, "asset %s needs a cost (rule FO-SHOP-3)", it.ID)
		}
	}
	exhaust, gain := false, false
	for j := range it.Uses {
		u, ua := &it.Uses[j], at.at("uses", j)
		exhaust = exhaust || u.Exhaust
		gain = gain || u.Timing == OnGain
		l.use(ua, u)
	}
	if it.UnexhaustCaps < 0 || (it.UnexhaustCaps > 0 && !exhaust) {
		l.add(at.at("unexhaust_caps"), "an unexhaust cost needs an ability that exhausts the card")
	}
	if (it.Kind == Event) != gain {
		l.add(at, "a loot event, and only an event, resolves when gained (rule FO-LOOT-1)")
	}
	if it.Kind == Event && it.Cost != 0 {
		l.add(at.at("cost"), "an event cannot be sold: no cost")
	}
	if (it.Kind == Aid || it.Kind == Chem || it.Kind == Magazine) && len(it.Uses) == 0 {
		l.add(at, "%s %s has no ability to use from the inventory (rule FO-ITEM-1)", it.Kind, it.ID)
	}
	if it.Kind == RuleCard && len(it.Uses) == 0 {
		l.add(at, "rule card %s has no rule", it.ID)
	}
}

func (l *linter) use(at origin, u *Use) {
	if !contains(Timings, u.Timing) {
		l.add(at.at("timing"), "unknown timing %q", u.Timing)
	}
	if u.Caps < 0 {
		l.add(at.at("caps"), "negative Caps cost")
	}
	if len(u.Effects) == 0 {
		l.add(at.at("effects"), "an ability without effects")
	}
	l.effects(at.at("effects"), u.Effects, ctx{where: 'u'})
	for j, e := range u.Effects {
		if (e.Kind == "hit" || e.Kind == "armor") && u.Timing != InFight && u.Timing != BeforeFight {
			l.add(at.at("effects", j), "%s only works in a fight", e.Kind)
		}
		if e.Kind == "reroll" && u.Timing != InFight && u.Timing != BeforeFight && u.Timing != InTest {
			l.add(at.at("effects", j), "a reroll only works in a test or a fight")
		}
		if e.Kind == "reroll" && e.Letters != "" && u.Timing != InTest {
			l.add(at.at("effects", j), "a reroll limited to letters works only in tests")
		}
	}
}

// checkPerks checks the perk cards (rules FO-LVL-2, FO-PERK-*).
func (l *linter) checkPerks() {
	c, o := l.c, &l.o
	per := map[Letter]int{}
	for i := range c.Perks {
		p, at := &c.Perks[i], o.perks[i]
		if p.Name == "" || p.Text == "" {
			l.add(at, "perk %s needs a name and a text", p.ID)
		}
		if !contains(Letters, p.Letter) {
			l.add(at.at("letter"), "unknown S.P.E.C.I.A.L. letter %q", p.Letter)
		}
		per[p.Letter]++
		l.use(at.at("use"), &p.Use)
		// rule FO-PERK-2: the card states when it can be used.
		switch phrase := PerkPhrase(p.Use.Timing, p.When); {
		case !contains(PerkWhens, p.When):
			l.add(at.at("when"), "perk %s: unknown window %q; want %s, %s or %s", p.ID, p.When, PerkOwnTurn, PerkOwnAction, PerkAnyTurn)
		case phrase == "":
			l.add(at.at("when"), "perk %s: a %s ability cannot be used %s", p.ID, p.Use.Timing, p.When)
		case !strings.HasPrefix(p.Text, phrase+": "):
			l.add(at.at("text"), "perk %s: the text must open with %q", p.ID, phrase+": ")
		}
	}
	for _, x := range Letters {
		if per[x] != BoxPerks/len(Letters) {
			l.add(first(o.perks), "%d perks highlight %s; the box has %d per letter", per[x], x, BoxPerks/len(Letters))
		}
	}
}

// checkSurvivors checks the survivors and their character cards (rules
// FO-COMP-3, FO-CHAR-1..3).
func (l *linter) checkSurvivors() {
	c, o := l.c, &l.o
	letters := map[Letter]bool{}
	for i := range c.Survivors {
		s, at := &c.Survivors[i], o.survivors[i]
		if s.Name == "" {
			l.add(at, "survivor %s needs a name", s.ID)
		}
		if !contains(Letters, s.Letter) {
			l.add(at.at("letter"), "unknown S.P.E.C.I.A.L. letter %q", s.Letter)
		} else if letters[s.Letter] {
			l.add(at.at("letter"), "two survivors share the letter %s", s.Letter)
		}
		letters[s.Letter] = true
		l.item(at.at("card"), &s.Card, "character")
		if s.Card.Cost != 0 {
			l.add(at.at("card", "cost"), "a character card is never sold: no cost")
		}
	}
}

// checkCounts compares the content with the box (rules FO-COMP-2..8).
func (l *linter) checkCounts() {
	c, o := l.c, &l.o
	count := func(os []origin, have, want int, what string) {
		if have != want {
			l.add(first(os), "%d %s; the box has %d", have, what, want)
		}
	}
	count(o.tiles, len(c.Tiles), BoxMapTiles, "map tiles")
	count(o.enemies, len(c.Enemies), BoxEnemyTokens, "enemy tokens")
	count(o.loot, len(c.Loot), BoxLoot, "loot cards")
	count(o.assets, len(c.Assets), BoxAssets, "asset cards")
	count(o.uniques, len(c.Uniques), BoxUniques, "unique asset cards")
	count(o.perks, len(c.Perks), BoxPerks, "perk cards")
	count(o.survivors, len(c.Survivors), BoxSurvivors, "survivors")
	count(o.agendas, len(c.Agendas), BoxAgendas, "agenda cards")
	decks := map[Deck]int{}
	for i := range c.Encounters {
		decks[c.Encounters[i].Deck]++
	}
	count(o.encs, decks[Wasteland], BoxWastelandEncounters, "wasteland encounter cards")
	count(o.encs, decks[Settlement], BoxSettlementEncounters, "settlement encounter cards")
	count(o.encs, decks[Vault84]+decks[Vault109], BoxVaultEncounters, "vault encounter cards")
	for _, d := range Decks {
		if decks[d] == 0 {
			l.add(first(o.encs), "no %s encounter cards", d)
		}
	}
	for _, d := range []Deck{Wasteland, Settlement} {
		starts := 0
		for i := range c.Encounters {
			if c.Encounters[i].Deck == d && c.Encounters[i].Start {
				starts++
			}
		}
		if starts == 0 {
			l.add(first(o.encs), "the %s deck has no starting cards (rule FO-SETUP-4)", d)
		}
	}
	types := map[EnemyType]int{}
	for i := range c.Enemies {
		types[c.Enemies[i].Type]++
	}
	for _, t := range EnemyTypes {
		if types[t] == 0 {
			l.add(first(o.enemies), "no enemy tokens of type %q", t)
		}
	}
	sheets, quests := len(c.Scenarios), len(c.Quests)
	for _, p := range c.Pending {
		sheets += p.ScenarioSheets
		quests += p.QuestCards
	}
	count(append(o.scenarios, o.pending...), sheets, BoxScenarioSheets, "scenario sheets (written and pending)")
	count(append(o.quests, o.pending...), quests, BoxQuestCards, "quest cards (written and pending)")
}
