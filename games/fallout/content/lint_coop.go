package content

// checkCoop checks the Atomic Bonds pack (AB-COMP-1 counts, and every card
// against its vocabulary).
func (l *linter) checkCoop() {
	if len(l.o.coop) == 0 {
		return // reported by single
	}
	c, at := &l.c.Coop, first(l.o.coop)
	count := func(key string, n, want int) {
		if n != want {
			l.add(at.at(key), "%d %s; the pack has %d (AB-COMP-1)", n, key, want)
		}
	}
	count("activations", len(c.Activations), BoxActivations)
	count("tasks", len(c.Tasks), BoxTasks)
	count("mods", len(c.Mods), BoxMods)
	count("mutations", len(c.Mutations), BoxMutations)
	count("workshop", len(c.Workshop), BoxWorkshop)
	ids := map[string]bool{}
	for i := range c.Activations {
		a, aa := &c.Activations[i], at.at("activations", i)
		l.uniqueID(ids, a.ID, aa, "activation card")
		l.named(aa, a.Name, "activation card "+a.ID)
		if len(a.Enemies) != 2 || (len(a.Enemies) == 2 && a.Enemies[0] == a.Enemies[1]) {
			l.add(aa.at("enemies"), "activation card %s shows %v; want two different enemy types (AB-ACT-3)", a.ID, a.Enemies)
		}
		for j, e := range a.Enemies {
			if !contains(EnemyTypes, e) {
				l.add(aa.at("enemies", j), "unknown enemy type %q", e)
			}
		}
		if a.Faction != "" && !contains(Factions, a.Faction) {
			l.add(aa.at("faction"), "unknown faction %q", a.Faction)
		}
	}
	for i := range c.Tasks {
		t, ta := &c.Tasks[i], at.at("tasks", i)
		l.uniqueID(ids, t.ID, ta, "task")
		l.named(ta, t.Name+t.Text, "task "+t.ID)
		if _, ok := TaskKinds[t.Kind]; !ok {
			l.add(ta.at("kind"), "unknown task kind %q", t.Kind)
		}
		if t.N < 1 || t.N > 99 {
			l.add(ta.at("n"), "task %s needs %d; want 1 to 99", t.ID, t.N)
		}
	}
	for i := range c.Mods {
		m, ma := &c.Mods[i], at.at("mods", i)
		l.uniqueID(ids, m.ID, ma, "mod")
		l.named(ma, m.Name+m.Text, "mod "+m.ID)
		if m.Slot != WeaponSlot && m.Slot != ApparelSlot {
			l.add(ma.at("slot"), "mod %s carries %q; want weapon or apparel (AB-MOD-3)", m.ID, m.Slot)
		}
		l.modifier(ma.at("modifier"), m.Modifier, "mod "+m.ID)
	}
	for i := range c.Mutations {
		m, ma := &c.Mutations[i], at.at("mutations", i)
		l.uniqueID(ids, m.ID, ma, "mutation")
		l.named(ma, m.Name+m.Text, "mutation "+m.ID)
		l.modifier(ma.at("boon"), m.Boon, "the boon of mutation "+m.ID)
		l.modifier(ma.at("drawback"), m.Drawback, "the drawback of mutation "+m.ID)
	}
	for i := range c.Workshop {
		u, ua := &c.Workshop[i], at.at("workshop", i)
		l.uniqueID(ids, u.ID, ua, "workshop upgrade")
		l.named(ua, u.Name+u.Text, "workshop upgrade "+u.ID)
		if len(u.Effects) == 0 && u.Permanent.Zero() {
			l.add(ua, "workshop upgrade %s does nothing (AB-WS-2)", u.ID)
		}
		l.groupEffects(ua.at("effects"), u.Effects)
	}
	if len(c.SupportDie) != 6 {
		l.add(at.at("support_die"), "the support die has %d faces; want 6", len(c.SupportDie))
	}
	for i := range c.SupportDie {
		f, fa := &c.SupportDie[i], at.at("support_die", i)
		if len(f.Areas) == 0 {
			l.add(fa.at("areas"), "a face shows at least one filled area")
		}
		l.areas(fa.at("areas"), f.Areas)
		if f.Hits < 0 || f.Hits > 2 {
			l.add(fa.at("hits"), "%d hit icons; want 0 to 2", f.Hits)
		}
	}
	l.checkSheets(at)
}

// checkSheets checks the co-op scenario sheets: a known scenario, one side
// per faction, a "+" effect, activation effects for every count from 0 up,
// and a task count the 4 revealed tasks can meet.
func (l *linter) checkSheets(at origin) {
	c := &l.c.Coop
	seen := map[string]bool{}
	for i := range c.Sheets {
		sh, sa := &c.Sheets[i], at.at("sheets", i)
		if l.c.scenarios[sh.Scenario] == nil {
			l.add(sa.at("scenario"), "co-op sheet for unknown scenario %q", sh.Scenario)
		}
		if seen[sh.Scenario] {
			l.add(sa.at("scenario"), "second co-op sheet for scenario %q", sh.Scenario)
		}
		seen[sh.Scenario] = true
		if len(sh.Sides) != 2 || sh.Side(Star) == nil || sh.Side(Heart) == nil {
			l.add(sa.at("sides"), "co-op sheet %s needs one side per loyal faction, star and heart (AB-SETUP-1)", sh.Scenario)
		}
		for j := range sh.Sides {
			sd, da := &sh.Sides[j], sa.at("sides", j)
			if len(sd.Plus) == 0 {
				l.add(da.at("plus"), "side %s has no \"+\" effect (AB-FACT-2)", sd.Loyal)
			}
			l.groupEffects(da.at("plus"), sd.Plus)
			next := 0
			for k, ce := range sd.Activation {
				ca := da.at("activation", k)
				if ce.Min != next || ce.Max < ce.Min {
					l.add(ca, "activation effects for %d to %d hostile enemies; want the counts from %d on, in order (AB-ACT-5)", ce.Min, ce.Max, next)
				}
				next = ce.Max + 1
				l.groupEffects(ca.at("effects"), ce.Effects)
			}
			if next <= 16 {
				l.add(da.at("activation"), "no activation effect for %d hostile enemies (AB-ACT-5)", next)
			}
			if sd.Tasks < 1 || sd.Tasks > BoxTaskSlots {
				l.add(da.at("tasks"), "%d tasks required; want 1 to %d (AB-TASK-1)", sd.Tasks, BoxTaskSlots)
			}
			if _, ok := TaskKinds[sd.Also.Kind]; !ok || sd.Also.N < 1 {
				l.add(da.at("also"), "side %s: the second victory condition %q %d is not a task kind with an amount", sd.Loyal, sd.Also.Kind, sd.Also.N)
			}
			if sd.Victory == "" || sd.Text == "" {
				l.add(da, "side %s needs its text and victory condition", sd.Loyal)
			}
		}
	}
	for i := range l.c.Scenarios {
		if id := l.c.Scenarios[i].ID; !seen[id] {
			l.add(at.at("sheets"), "scenario %s has no co-op sheet", id)
		}
	}
}

// named reports a card without its name or text.
func (l *linter) named(at origin, s, what string) {
	if s == "" {
		l.add(at, "%s needs a name and a text", what)
	}
}

// modifier reports a modifier that changes nothing or is out of range.
func (l *linter) modifier(at origin, m Modifier, what string) {
	if m.Zero() {
		l.add(at, "%s changes nothing", what)
	}
	for _, v := range []int{m.Armor, m.Rerolls, m.Hits, m.Move, m.Heal} {
		if v < -3 || v > 3 {
			l.add(at, "%s changes a number by %d; want -3 to 3", what, v)
			return
		}
	}
}

// groupEffects checks group effects against GroupEffectKinds.
func (l *linter) groupEffects(at origin, es []GroupEffect) {
	for i, e := range es {
		ea := at.at(i)
		if _, ok := GroupEffectKinds[e.Kind]; !ok {
			l.add(ea.at("kind"), "unknown group effect %q", e.Kind)
			continue
		}
		if e.N == 0 || e.N > 9 || (e.N < 0 && e.Kind != "hostile") || e.N < -9 {
			l.add(ea.at("n"), "group effect %s with n = %d", e.Kind, e.N)
		}
	}
}
