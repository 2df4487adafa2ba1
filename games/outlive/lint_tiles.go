package outlive

import "sort"

// checkRooms checks the room tiles and builds the standard rooms and the
// deck of advanced ones.
func (l *contentLinter) checkRooms() {
	ids := map[string]bool{}
	for i := range l.f.Rooms {
		l.room(i, ids)
	}
	c := l.c
	if len(c.Rooms) > maxRoomKinds {
		l.add("rooms", "%d kinds of room; at most %d", len(c.Rooms), maxRoomKinds)
	}
	if len(c.StandardRooms) != numStandardRooms {
		l.add("rooms", "want %d standard rooms, have %d", numStandardRooms, len(c.StandardRooms))
	}
	if len(c.AdvancedDeck) != boxAdvancedRooms {
		l.add("rooms", "%d advanced room tiles; the box has %d", len(c.AdvancedDeck), boxAdvancedRooms)
	}
}

// room checks the i-th room kind; ids holds the ids seen so far.
func (l *contentLinter) room(i int, ids map[string]bool) {
	r, path := &l.f.Rooms[i], at("rooms", i)
	l.uniqueID(path, "room", r.ID, ids)
	if r.Slots < 1 || r.Slots > maxRoomSurvivors {
		l.add(at(path, "slots"), "room %s: %d slots; want 1..%d", r.ID, r.Slots, maxRoomSurvivors)
	}
	if r.Upkeep < 0 {
		l.add(at(path, "upkeep"), "room %s: upkeep %d is negative", r.ID, r.Upkeep)
	}
	l.c.Rooms = append(l.c.Rooms, RoomKind{ID: r.ID, Name: r.Name, Standard: r.Standard, Upkeep: r.Upkeep, Slots: r.Slots,
		Max: l.roomMax(path, r), Abilities: l.abilities(at(path, "abilities"), r)})
	l.roomTiles(i, path, r)
}

// roomMax returns how many survivors a room may hold: its slots, unless its
// max says more.
func (l *contentLinter) roomMax(path string, r *fileRoom) int {
	if r.Max == 0 {
		return r.Slots
	}
	if r.Max < r.Slots || r.Max > maxRoomSurvivors {
		l.add(at(path, "max"), "room %s: max %d; want slots (%d) to %d", r.ID, r.Max, r.Slots, maxRoomSurvivors)
	}
	return r.Max
}

// roomTiles adds the i-th room kind to the standard rooms or, as many times
// as it has copies, to the advanced deck.
func (l *contentLinter) roomTiles(i int, path string, r *fileRoom) {
	if r.Standard {
		if r.Copies != 0 {
			l.add(at(path, "copies"), "room %s: a standard room is in every bunker and takes no copies", r.ID)
		}
		l.c.StandardRooms = append(l.c.StandardRooms, int8(i))
		return
	}
	if r.Copies < 1 || r.Copies > boxAdvancedRooms {
		l.add(at(path, "copies"), "room %s: an advanced room needs 1..%d copies, has %d", r.ID, boxAdvancedRooms, r.Copies)
		return
	}
	for range r.Copies {
		l.c.AdvancedDeck = append(l.c.AdvancedDeck, int8(i))
	}
}

// abilities reads a room's abilities.
func (l *contentLinter) abilities(path string, r *fileRoom) []Ability {
	if len(r.Abilities) > maxRoomAbilities {
		l.add(path, "room %s: %d abilities; at most %d", r.ID, len(r.Abilities), maxRoomAbilities)
	}
	var abilities []Ability
	for j, name := range r.Abilities {
		ab, ok := parseAbility(name)
		if !ok {
			l.add(at(path, j), "room %s: unknown ability %q", r.ID, name)
			continue
		}
		abilities = append(abilities, ab)
	}
	return abilities
}

// checkEquipment checks the equipment tiles, indexes their ids and builds
// the equipment deck.
func (l *contentLinter) checkEquipment() {
	l.equipment = map[string]int8{}
	for i := range l.f.Equipment {
		l.equipmentKind(i)
	}
	c := l.c
	if len(c.Equipment) > maxEquipmentKinds {
		l.add("equipment", "%d kinds of equipment; at most %d", len(c.Equipment), maxEquipmentKinds)
	}
	if len(c.EquipmentDeck) != boxEquipmentTiles {
		l.add("equipment", "%d equipment tiles; the box has %d", len(c.EquipmentDeck), boxEquipmentTiles)
	}
	l.checkSymbols()
}

// equipmentKind checks the i-th kind of equipment.
func (l *contentLinter) equipmentKind(i int) {
	e, path := &l.f.Equipment[i], at("equipment", i)
	if _, dup := l.equipment[e.ID]; dup || e.ID == "" {
		l.add(at(path, "id"), "equipment id %q empty or repeated", e.ID)
	} else {
		l.equipment[e.ID] = int8(i)
	}
	k := EquipmentKind{ID: e.ID, Name: e.Name, Symbol: e.Symbol, Repair: l.stock(at(path, "repair"), "equipment "+e.ID+" repair", e.Repair)}
	if k.Repair.Total() == 0 {
		l.add(at(path, "repair"), "equipment %s: repair cost missing", e.ID)
	}
	for r := Meat; r < NumResources; r++ {
		if k.Repair[r] > 0 {
			l.add(at(path, "repair", r.String()), "equipment %s: repairs cost materials only, not %s", e.ID, r)
		}
	}
	l.c.Equipment = append(l.c.Equipment, k)
	if e.Copies < 1 || e.Copies > boxEquipmentTiles {
		l.add(at(path, "copies"), "equipment %s: copies must be 1..%d", e.ID, boxEquipmentTiles)
		return
	}
	for range e.Copies {
		l.c.EquipmentDeck = append(l.c.EquipmentDeck, int8(i))
	}
}

// checkSymbols checks that every symbol joins exactly 2 kinds of equipment;
// a wrong symbol is reported at its first kind.
func (l *contentLinter) checkSymbols() {
	kinds := map[string][]int{}
	for i, e := range l.c.Equipment {
		kinds[e.Symbol] = append(kinds[e.Symbol], i)
	}
	symbols := make([]string, 0, len(kinds))
	for s := range kinds {
		symbols = append(symbols, s)
	}
	sort.Strings(symbols)
	for _, s := range symbols {
		if n := len(kinds[s]); n != 2 {
			l.add(at("equipment", kinds[s][0], "symbol"), "equipment: symbol %q is on %d kinds; a symbol joins exactly 2", s, n)
		}
	}
}
