package content

import "strconv"

// checkEncounters checks the encounter cards (rules FO-ENC-*).
func (l *linter) checkEncounters() {
	c, o := l.c, &l.o
	for i := range c.Encounters {
		e, at := &c.Encounters[i], o.encs[i]
		if !contains(Decks, e.Deck) {
			l.add(at.at("deck"), "unknown encounter deck %q", e.Deck)
		}
		switch {
		case e.Start && e.Number != 0:
			l.add(at.at("number"), "a starting encounter card has a star, not a number (rule FO-LIB-1)")
		case !e.Start && e.Number <= 0:
			l.add(at, "a library encounter card needs a number (rule FO-LIB-1)")
		case e.Number > 999:
			l.add(at.at("number"), "card number %d has more than 3 digits", e.Number)
		}
		if e.Start && (e.Deck == Vault84 || e.Deck == Vault109) {
			l.add(at.at("start"), "vault cards are never starting cards (rule FO-ENC-4)")
		}
		if e.Title == "" || e.Intro == "" {
			l.add(at, "encounter card needs a title and an intro")
		}
		if n := len(e.Options); n < 1 || n > 4 {
			l.add(at.at("options"), "%d options; want 1 to 4", n)
		}
		free := false
		for j := range e.Options {
			l.option(at.at("options", j), &e.Options[j])
			free = free || (!e.Options[j].Forced && len(e.Options[j].Requires) == 0)
		}
		if !free && len(e.Options) > 0 {
			l.add(at.at("options"), "every option has a prerequisite: a survivor could have no option")
		}
	}
}

func (l *linter) option(at origin, op *Option) {
	x := ctx{where: 'r', level: true}
	if op.Label == "" {
		l.add(at, "option without a label")
	}
	if op.Forced && len(op.Requires) == 0 {
		l.add(at.at("forced"), "a FORCED option needs a condition (rule FO-ENC-7)")
	}
	l.conditions(at.at("requires"), op.Requires, x)
	l.steps(at.at("steps"), op.Steps, x)
	if op.Success.Text == "" {
		l.add(at.at("success"), "option without a success text")
	}
	l.effects(at.at("success", "results"), op.Success.Results, x)
	if op.Fail != nil {
		if len(op.Steps) == 0 {
			l.add(at.at("fail"), "an option without tests, fights or payments cannot fail")
		}
		if op.Fail.Text == "" {
			l.add(at.at("fail"), "fail outcome without a text")
		}
		l.effects(at.at("fail", "results"), op.Fail.Results, x)
	}
}

// checkQuests checks the quest cards (rules FO-QUEST-*).
func (l *linter) checkQuests() {
	c, o := l.c, &l.o
	for i := range c.Quests {
		q, at := &c.Quests[i], o.quests[i]
		if q.Number <= 0 || q.Number > 999 {
			l.add(at.at("number"), "quest number %d outside 1..999", q.Number)
		}
		if c.scenarios[q.Scenario] == nil {
			l.add(at.at("scenario"), "quest %03d: unknown scenario %q", q.Number, q.Scenario)
		}
		if q.Title == "" || q.Intro == "" {
			l.add(at, "quest %03d needs a title and an intro", q.Number)
		}
		x := ctx{where: 's', scenario: q.Scenario}
		for _, e := range q.OnStage {
			x.hasMarker = x.hasMarker || e.Kind == "marker"
		}
		l.effects(at.at("on_stage"), q.OnStage, x)
		if n := len(q.Objectives); n < 1 || n > 3 {
			l.add(at.at("objectives"), "quest %03d has %d objectives; want 1 to 3", q.Number, n)
		}
		for j := range q.Objectives {
			ob, oa := &q.Objectives[j], at.at("objectives", j)
			if ob.Text == "" {
				l.add(oa, "objective without a text")
			}
			if ob.Action == (ob.Trigger != nil) {
				l.add(oa, "an objective either needs the quest action or has a trigger (rules FO-QUEST-4/5)")
			}
			if ob.Action && len(ob.Requires) == 0 {
				l.add(oa, "a quest-action objective needs a requirement after the icon (rule FO-QUEST-5)")
			}
			if !ob.Action && (len(ob.Requires) > 0 || len(ob.Steps) > 0) {
				l.add(oa, "an automatic objective has no requirements or instructions, only its trigger")
			}
			if ob.Trigger != nil {
				l.trigger(oa.at("trigger"), ob.Trigger, q.Scenario)
			}
			rx := ctx{where: 'r', scenario: q.Scenario, hasMarker: x.hasMarker}
			l.conditions(oa.at("requires"), ob.Requires, rx)
			l.steps(oa.at("steps"), ob.Steps, rx)
			if len(ob.Results) == 0 {
				l.add(oa.at("results"), "objective without results")
			}
			l.effects(oa.at("results"), ob.Results, rx)
		}
	}
}

func (l *linter) trigger(at origin, t *Trigger, scenario string) {
	if _, ok := TriggerKinds[t.Kind]; !ok {
		l.add(at.at("kind"), "unknown trigger %q", t.Kind)
		return
	}
	if t.Kind != "kill" && (t.Enemy != "" || t.Faction != "") {
		l.add(at, "only a kill trigger names an enemy")
	}
	if t.Kind != "explore" && t.Back != "" {
		l.add(at.at("back"), "only an explore trigger names a back")
	}
	if t.Kind != "enter" && t.Space != "" {
		l.add(at.at("space"), "only an enter trigger names a space")
	}
	switch t.Kind {
	case "kill":
		if t.Enemy != "" && t.Faction != "" {
			l.add(at, "kill names an enemy type or a faction, not both")
		}
		if t.Enemy != "" && !contains(EnemyTypes, t.Enemy) {
			l.add(at.at("enemy"), "unknown enemy type %q", t.Enemy)
		}
		if t.Faction != "" && !contains(Factions, t.Faction) {
			l.add(at.at("faction"), "unknown faction %q", t.Faction)
		}
	case "explore":
		if t.Back != "" && t.Back != Hazardous && t.Back != Deadly {
			l.add(at.at("back"), "explore: a face-down back is hazardous or deadly, got %q", t.Back)
		}
	case "enter":
		if t.Space == "" {
			l.add(at, "enter needs a space")
		} else {
			l.spaceRef(at.at("space"), t.Space, scenario)
		}
	}
}

// checkAgendas checks the agenda cards (rules FO-AGENDA-*, FO-ACTIV-1,
// FO-LOYAL-7).
func (l *linter) checkAgendas() {
	c, o := l.c, &l.o
	for i := range c.Agendas {
		a, at := &c.Agendas[i], o.agendas[i]
		if a.Title == "" || a.Text == "" {
			l.add(at, "agenda %s needs a title and a text", a.ID)
		}
		if a.MinPlayers < 1 || a.MinPlayers > 4 {
			l.add(at.at("min_players"), "min_players %d outside 1..4", a.MinPlayers)
		}
		if a.Faction != "" && !contains(Factions, a.Faction) {
			l.add(at.at("faction"), "unknown faction %q", a.Faction)
		}
		if n := len(a.Activates); n < 1 || n > 3 {
			l.add(at.at("activates"), "agenda %s activates %d icons; want 1 to 3", a.ID, n)
		}
		seen := map[string]bool{}
		for j, s := range a.Activates {
			if !contains(EnemyTypes, EnemyType(s)) && !contains(Factions, Faction(s)) {
				l.add(at.at("activates", j), "unknown activation icon %q (an enemy type, star or heart)", s)
			} else if seen[s] {
				l.add(at.at("activates", j), "icon %q twice", s)
			} else if contains(EnemyTypes, EnemyType(s)) && !l.hasTokens(EnemyType(s)) {
				l.add(at.at("activates", j), "activation icon %q has no enemy token of that type", s)
			}
			seen[s] = true
		}
		if a.Influence.Bonus < 1 {
			l.add(at.at("influence", "bonus"), "agenda %s: the condition must give at least 1 influence", a.ID)
		}
		switch a.Influence.When.Kind {
		case "at", "at-marker", "with-survivor":
			l.add(at.at("influence", "when"), "an influence condition cannot depend on where you stand")
		default:
			l.condition(at.at("influence", "when"), &a.Influence.When, ctx{where: 'r'})
		}
	}
}

// checkScenarios checks the scenario sheets (rules FO-COMP-2, FO-SETUP-*,
// FO-FACTION-*, FO-POWER-*).
func (l *linter) checkScenarios() {
	c, o := l.c, &l.o
	for i := range c.Scenarios {
		s, at := &c.Scenarios[i], o.scenarios[i]
		if s.Name == "" || s.Intro == "" {
			l.add(at, "scenario %s needs a name and an intro", s.ID)
		}
		p := &s.Power
		if p.Spaces < 3 || p.Spaces > 24 {
			l.add(at.at("power", "spaces"), "power track of %d spaces; want 3 to 24", p.Spaces)
		}
		letters := map[string]bool{}
		for j, v := range p.Values {
			va := at.at("power", "values", j)
			if v.Letter != "X" && v.Letter != "Y" {
				l.add(va.at("letter"), "track value letter %q; want X or Y", v.Letter)
			}
			if letters[v.Letter] {
				l.add(va.at("letter"), "track value %s twice", v.Letter)
			}
			letters[v.Letter] = true
			if len(v.Values) != p.Spaces {
				l.add(va.at("values"), "%d %s values for %d track spaces", len(v.Values), v.Letter, p.Spaces)
			}
			for k, n := range v.Values {
				if n < 1 || n > 9 {
					l.add(va.at("values", k), "track value %d outside 1..9", n)
				}
			}
		}
		for _, f := range Factions {
			fi, fa := s.Faction(f), at.at(string(f))
			if fi.Name == "" || fi.Text == "" {
				l.add(fa, "faction %s needs a name and a text", f)
			}
			e, ea := &fi.Enemy, fa.at("enemy")
			if e.Name == "" {
				l.add(ea, "the faction enemy needs a name")
			}
			if n, err := strconv.Atoi(e.Level); err == nil {
				if n < 1 || n > 9 {
					l.add(ea.at("level"), "faction enemy level %d outside 1..9", n)
				}
			} else if !letters[e.Level] {
				l.add(ea.at("level"), "faction enemy level %q is neither a number nor a letter of the power track", e.Level)
			}
			l.areas(ea.at("vulnerable"), e.Vulnerable)
			l.abilities(ea.at("abilities"), e.Abilities)
		}
		x := ctx{where: 's', scenario: s.ID}
		l.effects(at.at("start"), s.Start, x)
		staged := false
		for _, e := range s.Start {
			staged = staged || e.Kind == "stage"
		}
		if !staged {
			l.add(at.at("start"), "scenario %s stages no quest at setup (rule FO-QUEST-1)", s.ID)
		}
		l.checkLayout(at.at("layout"), s)
	}
}

// checkLibrary checks that each scenario's quest chain hangs together
// (rules FO-QUEST-1, FO-RESULT-2/3, FO-LIB-1): following Stage and Add from
// the scenario's setup, every quest card of the scenario gets staged and
// every library encounter card gets added by some chain of results. The
// check is static: it follows every result of every objective and option,
// whichever branch a game takes.
func (l *linter) checkLibrary() {
	c, o := l.c, &l.o
	for si := range c.Scenarios {
		sc := &c.Scenarios[si]
		staged, added := l.reach(sc)
		for i := range c.Quests {
			if q := &c.Quests[i]; q.Scenario == sc.ID && !staged[q.Number] {
				l.add(o.quests[i], "quest %03d is never staged in scenario %s: no chain of Stage and Add results leads to it from the setup", q.Number, sc.ID)
			}
		}
		for i := range c.Encounters {
			if e := &c.Encounters[i]; !e.Start && e.Number > 0 && !added[e.Number] {
				l.add(o.encs[i], "library card %03d is never added in scenario %s: no chain of Stage and Add results leads to it from the setup", e.Number, sc.ID)
			}
		}
	}
}

// reach follows Stage and Add from scenario sc's start effects and the
// starting encounter cards (in play from the start, FO-SETUP-4) through
// every result of the cards reached, and returns the quest numbers staged
// and the library card numbers added on the way.
func (l *linter) reach(sc *Scenario) (staged, added map[int]bool) {
	c := l.c
	staged, added = map[int]bool{}, map[int]bool{}
	queue := append([]Effect{}, sc.Start...)
	outcomes := func(e *EncounterCard) {
		for _, op := range e.Options {
			queue = append(queue, op.Success.Results...)
			if op.Fail != nil {
				queue = append(queue, op.Fail.Results...)
			}
		}
	}
	for i := range c.Encounters {
		if c.Encounters[i].Start {
			outcomes(&c.Encounters[i])
		}
	}
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		switch {
		case e.Kind == "stage" && !staged[e.Card]:
			staged[e.Card] = true
			if q := c.quests[e.Card]; q != nil && q.Scenario == sc.ID {
				queue = append(queue, q.OnStage...)
				for _, ob := range q.Objectives {
					queue = append(queue, ob.Results...)
				}
			}
		case e.Kind == "add" && !added[e.Card]:
			added[e.Card] = true
			if enc := c.encs[e.Card]; enc != nil {
				outcomes(enc)
			}
		}
	}
	return staged, added
}
