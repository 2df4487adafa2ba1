package outlive

// Box counts (rule OL-COMP-3) and the limits of the state's fixed arrays,
// which the content must respect.
const (
	boxHuntTiles       = 30 // hunting tiles
	boxSearchTiles     = 10 // search tiles per city
	boxEquipmentTiles  = 40 // equipment tiles
	boxAdvancedRooms   = 38 // extension room tiles
	boxEventCards      = 12 // event cards
	boxLeaderCards     = 10 // leader cards
	numStandardRooms   = 3  // standard rooms per bunker (OL-BUNKER-2)
	maxHuntStack       = 10 // HuntStack.Tiles
	maxHuntKinds       = 8  // Player.Hunted
	maxCityEquipment   = 3  // CityState.Equip
	maxEquipmentKinds  = 32 // the bits of Player.Broken and Repaired
	maxRoomAbilities   = 8  // the bits of Room.Used
	maxRoomKinds       = 127
	maxRoomSurvivors   = 8
	maxAirlockSpots    = 12
	maxSearchDraw      = 8 // Player.MaryDraw
	maxResourceInCount = 99
)

// locationIDs are the locations' ids in ring order: the game knows each
// location by its place in the ring (MilitaryBase … Mine).
var locationIDs = [NumLocations]string{"military-base", "dam", "silent-peak", "amusement-park", "freighter", "blackwood-city", "forest", "mine"}

// checkLocations checks the ring of locations and indexes their ids.
func (l *contentLinter) checkLocations() {
	locs := l.f.Locations
	if len(locs) != int(NumLocations) {
		l.add("locations", "%d locations; the board has %d", len(locs), NumLocations)
	}
	l.locations = map[string]Location{}
	var hunts, cities int8
	for i := range min(len(locs), int(NumLocations)) {
		info := l.location(i)
		if locs[i].Hunting {
			info.Hunt = hunts
			hunts++
		}
		if locs[i].City {
			info.CityIndex = cities
			cities++
		}
		l.c.Locations[i] = info
	}
	if hunts != NumHunts || cities != NumCities {
		l.add("locations", "want %d hunting grounds and %d cities, have %d and %d", NumHunts, NumCities, hunts, cities)
	}
}

// location checks the i-th location of the ring.
func (l *contentLinter) location(i int) LocationInfo {
	fl, path := &l.f.Locations[i], at("locations", i)
	info := LocationInfo{ID: fl.ID, Name: fl.Name, Stock: -1, City: fl.City, Hunt: -1, CityIndex: -1}
	if fl.ID != locationIDs[i] {
		l.add(at(path, "id"), "location %d of the ring is %q; the game knows it as %q", i+1, fl.ID, locationIDs[i])
	}
	l.locations[fl.ID] = Location(i)
	if fl.Stock == "" {
		if len(fl.Refill) > 0 {
			l.add(at(path, "refill"), "location %s: a refill without a stock", fl.ID)
		}
		return info
	}
	if r, ok := parseResource(fl.Stock); ok {
		info.Stock = r
	} else {
		l.add(at(path, "stock"), "location %s: unknown stock %q", fl.ID, fl.Stock)
	}
	l.fixed(at(path, "refill"), "refill", info.Refill[:], fl.Refill, "for 2, 3, 4 players")
	for j, n := range info.Refill {
		if n < 0 {
			l.add(at(path, "refill", j), "location %s: refill %d is negative", fl.ID, n)
		}
	}
	return info
}

// checkHunting checks the hunting stacks and the kinds of game.
func (l *contentLinter) checkHunting() {
	h, c := &l.f.Hunting, l.c
	l.fixed(at("hunting", "stack"), "hunting.stack", c.HuntStack[:], h.Stack, "for 2, 3, 4 players")
	for i, n := range c.HuntStack {
		if n < 1 || n > maxHuntStack {
			l.add(at("hunting", "stack", i), "a hunting stack of %d tiles; it holds 1..%d", n, maxHuntStack)
		}
	}
	if len(h.Kinds) < 1 || len(h.Kinds) > maxHuntKinds {
		l.add(at("hunting", "kinds"), "%d kinds of game; want 1..%d", len(h.Kinds), maxHuntKinds)
	}
	total := l.huntKinds()
	if total != boxHuntTiles {
		l.add(at("hunting", "kinds"), "%d hunting tiles; the box has %d", total, boxHuntTiles)
	}
	if total < NumHunts*c.HuntStack[2] {
		l.add(at("hunting", "kinds"), "%d hunting tiles cannot fill %d stacks of %d", total, NumHunts, c.HuntStack[2])
	}
}

// huntKinds reads the kinds of game and returns how many tiles they have.
func (l *contentLinter) huntKinds() (total int) {
	for i, k := range l.f.Hunting.Kinds {
		if k.Endurance < 1 || k.Count < 1 || k.Meat < 0 {
			l.add(at("hunting", "kinds", i), "endurance and count must be positive and meat not negative")
		}
		total += max(k.Count, 0)
		l.c.HuntKinds = append(l.c.HuntKinds, HuntKind{Endurance: k.Endurance, Count: k.Count, Meat: k.Meat})
	}
	return total
}

// checkSearch checks a city's search tiles and the tiles removed at dawn.
func (l *contentLinter) checkSearch() {
	c := l.c
	l.fixed(at("search", "removed"), "search.removed", c.SearchRemoved[:], l.f.Search.Removed, "for 2, 3, 4 players")
	if total := l.searchTiles(); total != boxSearchTiles {
		l.add(at("search", "tiles"), "a city has %d search tiles, the file gives %d", boxSearchTiles, total)
	}
	for i, r := range c.SearchRemoved {
		if r < 0 || r >= boxSearchTiles {
			l.add(at("search", "removed", i), "%d tiles removed at dawn; want 0..%d", r, boxSearchTiles-1)
		}
	}
}

// searchTiles reads a city's search tiles and returns how many there are.
func (l *contentLinter) searchTiles() (total int) {
	for i, t := range l.f.Search.Tiles {
		k := searchKind(t.Kind)
		if k < 0 {
			l.add(at("search", "tiles", i, "kind"), "unknown search tile kind %q", t.Kind)
		}
		if t.Count < 1 || t.Count > boxSearchTiles {
			l.add(at("search", "tiles", i, "count"), "%d tiles of a kind; want 1..%d", t.Count, boxSearchTiles)
			continue
		}
		total += t.Count
		for range t.Count {
			l.c.SearchTiles = append(l.c.SearchTiles, k)
		}
	}
	return total
}

// checkCityEquipment checks how many equipment tiles lie face up in a city.
func (l *contentLinter) checkCityEquipment() {
	l.c.CityEquipment = l.f.CityEquip
	if l.c.CityEquipment < 1 || l.c.CityEquipment > maxCityEquipment {
		l.add("city_equipment", "city_equipment must be 1..%d", maxCityEquipment)
	}
}

// searchKind returns the index of a search tile kind, or -1.
func searchKind(name string) int8 {
	for i, n := range searchNames {
		if n == name {
			return int8(i)
		}
	}
	return -1
}

// checkFreighter checks the freighter's slots.
func (l *contentLinter) checkFreighter() {
	slots := l.f.Freighter
	if len(slots) != len(l.c.FreighterCans) {
		l.add("freighter", "%d freighter slots; want 4 (strength 3, 4, 5, 6)", len(slots))
	}
	for i := range min(len(slots), len(l.c.FreighterCans)) {
		s := slots[i]
		if s.Strength != i+3 {
			l.add(at("freighter", i, "strength"), "freighter slot %d: strength %d, want %d", i+1, s.Strength, i+3)
		}
		if s.Cans < 0 {
			l.add(at("freighter", i, "cans"), "freighter slot %d: %d cans is negative", i+1, s.Cans)
		}
		l.c.FreighterCans[i] = s.Cans
	}
}

// checkBunker checks the numbers of the bunker board: the airlock, the
// radiation track, the room cost and the points of full rooms.
func (l *contentLinter) checkBunker() {
	f, c := l.f, l.c
	c.AirlockRows, c.AirlockPerRow = f.Airlock.Rows, f.Airlock.PerRow
	if c.AirlockRows < 1 || c.AirlockPerRow < 1 || c.AirlockRows*c.AirlockPerRow > maxAirlockSpots {
		l.add("airlock", "airlock: rows and per_row must be positive, at most %d spots", maxAirlockSpots)
	}
	c.RadBest, c.RadWorst = f.Radiation.Best, f.Radiation.Worst
	if c.RadBest <= 0 || c.RadWorst >= 0 {
		l.add("radiation", "radiation: best must be above 0 and worst below 0")
	}
	l.fixed(at("radiation", "rounds"), "radiation.rounds", c.RadRounds[:], f.Radiation.Rounds, "one per round")
	c.RoomCost = f.RoomCost
	if c.RoomCost < 1 {
		l.add("room_cost", "room_cost must be positive")
	}
	l.fixed("full_rooms_points", "full_rooms_points", c.FullRoomPoints[:], f.FullRooms, "for 0 to 7 full rooms")
}
