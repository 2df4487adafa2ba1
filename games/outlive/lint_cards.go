package outlive

// checkEvents checks the event cards.
func (l *contentLinter) checkEvents() {
	ids := map[string]bool{}
	for i := range l.f.Events {
		l.event(i, ids)
	}
	if n := len(l.c.Events); n != boxEventCards {
		l.add("events", "%d event cards; the box has %d", n, boxEventCards)
	}
}

// event checks the i-th event card; ids holds the ids seen so far.
func (l *contentLinter) event(i int, ids map[string]bool) {
	e, path := &l.f.Events[i], at("events", i)
	l.uniqueID(path, "event", e.ID, ids)
	k := EventKind{ID: e.ID, Name: e.Name, Effect: e.Effect, Target: -1, Points: e.Points, Code: effectCode(e.Effect)}
	if k.Code < 0 {
		l.add(at(path, "effect"), "event %s: unknown effect %q", e.ID, e.Effect)
	}
	l.eventTarget(path, e, &k)
	if len(e.Amount) != 0 {
		l.fixed(at(path, "amount"), "amount", k.Amount[:], e.Amount, "for 2, 3, 4 players")
	}
	if e.Points < 0 {
		l.add(at(path, "points"), "event %s: %d points is negative", e.ID, e.Points)
	}
	k.Avert = l.stock(at(path, "avert"), "event "+e.ID+" avert", e.Avert)
	if k.Avert.Total() == 0 {
		l.add(at(path, "avert"), "event %s: averting cost missing", e.ID)
	}
	l.c.Events = append(l.c.Events, k)
}

// eventTarget resolves an event's target: a remove-stock event, and only
// it, names a location with a stock.
func (l *contentLinter) eventTarget(path string, e *fileEvent, k *EventKind) {
	if e.Target != "" {
		loc, ok := l.locations[e.Target]
		switch {
		case !ok:
			l.add(at(path, "target"), "event %s: unknown target %q", e.ID, e.Target)
		case e.Effect != EffRemoveStock:
			l.add(at(path, "target"), "event %s: only %s takes a target", e.ID, EffRemoveStock)
		default:
			k.Target = loc
		}
	}
	if e.Effect == EffRemoveStock && (k.Target < 0 || l.c.Locations[k.Target].Stock < 0) {
		l.add(path, "event %s: %s needs a target with a stock", e.ID, EffRemoveStock)
	}
}

// checkLeaders checks the leader cards.
func (l *contentLinter) checkLeaders() {
	ids, ages := map[string]bool{}, map[int]bool{}
	for i := range l.f.Leaders {
		l.leader(i, ids)
		if age := l.f.Leaders[i].Age; ages[age] {
			l.add(at("leaders", i, "age"), "leaders: age %d repeated; the oldest leader must be unique", age)
		} else {
			ages[age] = true
		}
	}
	if n := len(l.c.Leaders); n != boxLeaderCards {
		l.add("leaders", "%d leader cards; the box has %d", n, boxLeaderCards)
	}
}

// leader checks the i-th leader card; ids holds the ids seen so far.
func (l *contentLinter) leader(i int, ids map[string]bool) {
	f, path := &l.f.Leaders[i], at("leaders", i)
	l.uniqueID(path, "leader", f.ID, ids)
	k := LeaderKind{ID: f.ID, Name: f.Name, Age: f.Age, Resources: l.stock(at(path, "resources"), "leader "+f.ID+" resources", f.Resources)}
	l.leaderLocations(path, f, &k)
	eq, ok := l.equipment[f.Equipment]
	if !ok {
		l.add(at(path, "equipment"), "leader %s: unknown equipment %q", f.ID, f.Equipment)
	}
	k.Equipment = eq
	if s := f.SearchStart; s != nil {
		k.SearchDraw, k.SearchKeep = s.Draw, s.Keep
		if s.Keep < 1 || s.Keep > s.Draw || s.Draw > maxSearchDraw {
			l.add(at(path, "search_start"), "leader %s: search_start must keep 1..draw of at most %d", f.ID, maxSearchDraw)
		}
	}
	l.c.Leaders = append(l.c.Leaders, k)
}

// leaderLocations reads a leader's 4 different starting locations.
func (l *contentLinter) leaderLocations(path string, f *fileLeader, k *LeaderKind) {
	if len(f.Locations) != len(k.Locations) {
		l.add(at(path, "locations"), "leader %s: needs %d starting locations, has %d", f.ID, len(k.Locations), len(f.Locations))
	}
	seen := map[Location]bool{}
	for j, name := range f.Locations {
		loc, ok := l.locations[name]
		switch {
		case !ok:
			l.add(at(path, "locations", j), "leader %s: unknown location %q", f.ID, name)
		case seen[loc]:
			l.add(at(path, "locations", j), "leader %s: location %q repeated", f.ID, name)
		}
		seen[loc] = true
		if j < len(k.Locations) {
			k.Locations[j] = loc
		}
	}
}
