package outlive

import (
	"slices"
	"strconv"

	"wasteland/engine/jsonw"
)

// appendSpectatorView appends the spectator's view of s encoded straight
// from the state: byte for byte what appendJSONView writes for
// View(engine.Spectator), without building the view's slices, maps and
// pointers first. The server encodes it after every move (AppendView);
// View stays the definition, TestSpectatorViewAsView holds the two equal.
func (s *State) appendSpectatorView(b []byte) []byte {
	b = append(b, `{"seat":-1,"players":`...)
	b = strconv.AppendInt(b, int64(s.N), 10)
	b = append(b, `,"round":`...)
	b = strconv.AppendInt(b, int64(s.Round), 10)
	b = append(b, `,"start_player":`...)
	b = strconv.AppendInt(b, int64(s.Start), 10)
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, s.Done)
	b = append(b, `,"phase":`...)
	b = jsonw.String(b, s.phase())
	b = append(b, `,"to_move":`...)
	b = strconv.AppendInt(b, int64(s.ToMove()), 10)
	b = append(b, `,"prompt":`...)
	b = jsonw.String(b, s.Prompt())
	if !s.Done && s.Depth > 0 && isVisitPrompt(s.Top().Kind) {
		vi := s.Visit
		v := VisitView{Seat: int(vi.Seat), Hero: heroNames[vi.Hero], Location: Rules.Locations[vi.Loc].ID, AP: int(vi.AP)}
		b = append(b, `,"visit":`...)
		b = appendJSONVisitView(b, &v)
	}
	b = append(b, `,"locations":[`...)
	for l := Location(0); l < NumLocations; l++ {
		if l > 0 {
			b = append(b, ',')
		}
		b = s.appendLocation(b, l)
	}
	b = append(b, `],"algae_active":`...)
	b = strconv.AppendBool(b, s.Algae)
	b = append(b, `,"events":[`...)
	for i := range 6 {
		if i > 0 {
			b = append(b, ',')
		}
		b = s.appendEventSlot(b, i)
	}
	b = append(b, `],"round_radiation":[`...)
	for i, r := range Rules.RadRounds {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(r), 10)
	}
	b = append(b, `],"equipment_pile":`...)
	b = strconv.AppendInt(b, int64(s.EqN), 10)
	b = append(b, `,"equipment_discard":[`...)
	for i, k := range s.EqDiscard[:s.EqDN] {
		if i > 0 {
			b = append(b, ',')
		}
		b = jsonw.String(b, Rules.Equipment[k].ID)
	}
	b = append(b, `],"bunkers":[`...)
	leaders, rooms := s.leadersPublic(), s.roomsPublic()
	for p := 0; p < int(s.N); p++ {
		if p > 0 {
			b = append(b, ',')
		}
		b = s.appendBunker(b, p, leaders, rooms)
	}
	return append(b, "]}"...)
}

// appendLocation appends location l as locationView has it.
func (s *State) appendLocation(b []byte, l Location) []byte {
	info := &Rules.Locations[l]
	b = append(b, `{"id":`...)
	b = jsonw.String(b, info.ID)
	b = append(b, `,"name":`...)
	b = jsonw.String(b, info.Name)
	b = append(b, `,"heroes":[`...)
	first := true
	for p := 0; p < int(s.N); p++ {
		for h, hero := range s.P[p].Heroes {
			if hero.Loc == l {
				if !first {
					b = append(b, ',')
				}
				first = false
				v := HeroView{Seat: p, Hero: heroNames[h], Strength: int(HeroStrength[h]), Active: hero.Active}
				b = appendJSONHeroView(b, &v)
			}
		}
	}
	b = append(b, ']')
	if info.Stock >= 0 {
		b = append(b, `,"stock":`...)
		b = jsonw.String(b, info.Stock.String())
		if left := s.Stock[l]; left != 0 {
			b = append(b, `,"stock_left":`...)
			b = strconv.AppendInt(b, int64(left), 10)
		}
	}
	if info.Hunt >= 0 {
		st := &s.Hunt[info.Hunt]
		b = append(b, `,"hunt":{"tiles":`...)
		b = strconv.AppendInt(b, int64(st.N), 10)
		if st.N > 0 {
			b = append(b, `,"top":`...)
			b = appendJSONGameTile(b, gameTile(st.Tiles[st.N-1]))
		}
		b = append(b, '}')
	}
	if info.CityIndex >= 0 {
		c := &s.City[info.CityIndex]
		b = append(b, `,"city":{"stack_size":`...)
		b = strconv.AppendInt(b, int64(c.N), 10)
		b = append(b, `,"face_up_search":[`...)
		for i, k := range c.Out[:c.NOut] {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonw.String(b, searchNames[k])
		}
		b = append(b, `],"equipment":[`...)
		first := true
		for _, k := range c.Equip {
			if k >= 0 {
				if !first {
					b = append(b, ',')
				}
				first = false
				b = jsonw.String(b, Rules.Equipment[k].ID)
			}
		}
		b = append(b, "]}"...)
	}
	if l == Freighter && len(s.Freighter) > 0 {
		b = append(b, `,"freighter":[`...)
		for i, sl := range s.Freighter {
			if i > 0 {
				b = append(b, ',')
			}
			v := SlotView{Strength: i + 3, Cans: Rules.FreighterCans[i], Occupant: int(sl.Occupant), Survivor: sl.Survivor}
			b = appendJSONSlotView(b, &v)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendEventSlot appends slot i of the event board as View has it.
func (s *State) appendEventSlot(b []byte, i int) []byte {
	b = append(b, `{"slot":`...)
	b = strconv.AppendInt(b, int64(i+1), 10)
	b = append(b, `,"state":`...)
	b = jsonw.String(b, eventStateNames[s.EventState[i]])
	by := -1
	if s.EventState[i] != EventFaceDown {
		k := &Rules.Events[s.Events[i]]
		if k.ID != "" {
			b = append(b, `,"id":`...)
			b = jsonw.String(b, k.ID)
		}
		if k.Name != "" {
			b = append(b, `,"name":`...)
			b = jsonw.String(b, k.Name)
		}
		if k.Points != 0 {
			b = append(b, `,"points":`...)
			b = strconv.AppendInt(b, int64(k.Points), 10)
		}
		b = appendStock(b, `,"avert":`, k.Avert, false)
		if s.EventState[i] == EventAverted {
			for p := 0; p < int(s.N); p++ {
				if s.P[p].Averted&(1<<uint(s.Events[i])) != 0 {
					by = p
				}
			}
		}
	}
	b = append(b, `,"averted_by":`...)
	b = strconv.AppendInt(b, int64(by), 10)
	return append(b, '}')
}

// appendBunker appends player p's bunker as a spectator sees it
// (bunkerView): leaders and rooms tell whether the leaders and the
// advanced rooms lie face up.
func (s *State) appendBunker(b []byte, p int, leaders, rooms bool) []byte {
	pl := &s.P[p]
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(p), 10)
	if pl.Leader >= 0 && leaders {
		b = append(b, `,"leader":`...)
		b = jsonw.String(b, Rules.Leaders[pl.Leader].ID)
	}
	b = append(b, `,"rooms":[`...)
	var abilities [8]string
	for i, r := range pl.Rooms {
		if i > 0 {
			b = append(b, ',')
		}
		rv := RoomView{Slot: i, Built: r.Built, Survivors: int(r.Survivors)}
		if r.Kind >= 0 && (i < 3 || rooms) {
			k := &Rules.Rooms[r.Kind]
			rv.ID, rv.Name, rv.Standard, rv.Slots, rv.Upkeep = k.ID, k.Name, k.Standard, k.Slots, k.Upkeep
			rv.Abilities = abilities[:0]
			for _, ab := range k.Abilities {
				rv.Abilities = append(rv.Abilities, ab.String())
			}
			rv.Full = pl.RoomFull(i)
		}
		b = appendJSONRoomView(b, &rv)
	}
	b = append(b, `],"airlock":`...)
	b = strconv.AppendInt(b, int64(pl.Airlock), 10)
	b = append(b, `,"airlock_rows":`...)
	b = strconv.AppendInt(b, int64(pl.airlockRows()), 10)
	b = append(b, `,"airlock_capacity":`...)
	b = strconv.AppendInt(b, int64(airlockCap()), 10)
	b = appendStock(b, `,"resources":`, pl.Res, true)
	b = append(b, `,"radiation":`...)
	b = strconv.AppendInt(b, int64(pl.Rad), 10)
	b = append(b, `,"survivors":`...)
	b = strconv.AppendInt(b, int64(pl.Survivors()), 10)
	b = appendEquipment(b, `,"broken":`, pl.Broken)
	b = appendEquipment(b, `,"repaired":`, pl.Repaired)
	b = appendEquipment(b, `,"used_this_round":`, pl.UsedEq)
	b = append(b, `,"averted":[`...)
	first := true
	for e := range Rules.Events {
		if pl.Averted&(1<<uint(e)) != 0 {
			if !first {
				b = append(b, ',')
			}
			first = false
			b = jsonw.String(b, Rules.Events[e].ID)
		}
	}
	b = append(b, `],"hunted_by_kind":[`...)
	for k := range Rules.HuntKinds {
		if k > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(pl.Hunted[k]), 10)
	}
	b = append(b, `],"heroes":`...)
	placed := false
	for h, hero := range pl.Heroes {
		if hero.Loc >= 0 {
			if placed {
				b = append(b, ',')
			} else {
				b = append(b, '[')
			}
			placed = true
			v := HeroPlace{Hero: heroNames[h], Strength: int(HeroStrength[h]), Location: Rules.Locations[hero.Loc].ID, Active: hero.Active}
			b = appendJSONHeroPlace(b, &v)
		}
	}
	if placed {
		b = append(b, ']')
	} else {
		b = jsonw.Null(b)
	}
	if rooms && !s.Done && s.Daytime() {
		nf := s.NightForecast(p)
		b = append(b, `,"night_forecast":`...)
		b = appendJSONNightForecast(b, &nf)
	}
	return append(b, '}')
}

// appendStock appends field and st as stockMap(st, all) encodes: the
// resources by name in the order of their names, those with none left
// out unless all; nothing at all for an empty map unless all (the
// field is omitted when empty, and all maps are never empty).
func appendStock(b []byte, field string, st Stock, all bool) []byte {
	first := true
	for _, r := range resourcesByName {
		if n := st[r]; n != 0 || all {
			if first {
				b = append(b, field...)
				b = append(b, '{')
			} else {
				b = append(b, ',')
			}
			first = false
			b = jsonw.String(b, resourceNames[r])
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(n), 10)
		}
	}
	if !first {
		b = append(b, '}')
	}
	return b
}

// resourcesByName is the resources in the order of their names, the
// order encoding/json writes a map's keys in.
var resourcesByName = func() []Resource {
	rs := make([]Resource, NumResources)
	for r := range rs {
		rs[r] = Resource(r)
	}
	slices.SortFunc(rs, func(a, b Resource) int {
		if resourceNames[a] < resourceNames[b] {
			return -1
		}
		return 1
	})
	return rs
}()

// appendEquipment appends field and the equipment of set as equipmentBits
// lists it.
func appendEquipment(b []byte, field string, set uint32) []byte {
	b = append(b, field...)
	b = append(b, '[')
	first := true
	for k := range Rules.Equipment {
		if set&(1<<uint(k)) != 0 {
			if !first {
				b = append(b, ',')
			}
			first = false
			b = jsonw.String(b, Rules.Equipment[k].ID)
		}
	}
	return append(b, ']')
}
