package outlive

import (
	"slices"
	"strconv"
	"testing"
)

// test OL-EX-BUILD-1
// rule OL-NIGHT-BUILD-1, OL-NIGHT-BUILD-2, OL-NIGHT-BUILD-3, OL-NIGHT-BUILD-4, OL-NIGHT-BUILD-7, OL-ROOM-1
func TestBuildDaryl(t *testing.T) {
	s := nightFixture(t, 2)
	daryl := &s.P[0]
	hall := nightRoomSlot(t, "builders-hall")
	daryl.Rooms[3] = Room{Kind: Rules.RoomIndex("armory")}
	daryl.roomsChanged()
	daryl.Airlock = 6
	daryl.Res = Stock{Wood: 2, Metal: 1, Electronics: 1}
	nightPush(t, s, nightArgs{stage: nightBuild}.frame())
	if pr, seat := nightPrompt(s); pr != "build" || seat != 0 {
		t.Fatalf("pending %s %d", pr, seat)
	}
	if ids := nightHasPrefix(s, "fill:"); len(ids) != 0 {
		t.Fatalf("fill options before any room is finished: %v", ids)
	}
	nightPlay(t, s, "build-room:"+strconv.Itoa(hall))
	if pr, _ := nightPrompt(s); pr != "build-payment" {
		t.Fatalf("three ways to pay, but pending %s", pr)
	}
	nightPlay(t, s, "pay:wood2,metal1")
	if !daryl.Rooms[hall].Built || daryl.Res != (Stock{Electronics: 1}) {
		t.Fatalf("room %+v stock %v", daryl.Rooms[hall], daryl.Res)
	}
	// Not full yet: no discount.
	if ids := nightHasPrefix(s, "build-room:"); len(ids) != 0 {
		t.Fatalf("building for 1 material before the hall is full: %v", ids)
	}
	for i := 0; i < 3; i++ {
		nightPlay(t, s, "fill:"+strconv.Itoa(hall))
	}
	if !daryl.RoomFull(hall) || daryl.Airlock != 3 {
		t.Fatalf("hall %d airlock %d", daryl.Rooms[hall].Survivors, daryl.Airlock)
	}
	// One way to pay, the discount: choosing the room builds it.
	evs := nightPlay(t, s, "build-room:3")
	if rb := nightFind(evs, "room-built")[0].(RoomBuilt); rb.DiscountRoom != hall || rb.Paid.Electronics != 1 {
		t.Fatalf("event %+v", rb)
	}
	for i := 0; i < 3; i++ {
		nightPlay(t, s, "fill:3")
	}
	if !daryl.RoomFull(3) || daryl.Airlock != 0 || daryl.Res != (Stock{}) {
		t.Fatalf("armory %d airlock %d stock %v", daryl.Rooms[3].Survivors, daryl.Airlock, daryl.Res)
	}
	// The second room works at once.
	nightPlay(t, s, "use:3:ammo-4")
	if daryl.Res[Ammo] != 4 {
		t.Fatalf("ammo %d", daryl.Res[Ammo])
	}
	nightPlay(t, s, "done")
	if s.Depth != 0 {
		t.Fatalf("pending %s", s.Prompt())
	}
}

// rule OL-NIGHT-BUILD-2: 3 materials of the player's choice, every mix.
func TestBuildEveryMix(t *testing.T) {
	s := nightFixture(t, 2)
	s.P[0].Res = Stock{Wood: 3, Metal: 3, Electronics: 1}
	nightPush(t, s, Frame{Kind: fBuild})
	nightPlay(t, s, "build-room:0")
	got := nightIDs(s)
	var want []string
	for w := 0; w <= 3; w++ {
		for m := 0; m <= 3-w; m++ {
			e := 3 - w - m
			if e > 1 {
				continue
			}
			var st Stock
			st[Wood], st[Metal], st[Electronics] = int16(w), int16(m), int16(e)
			want = append(want, "pay:"+nightPayID(st))
		}
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	// Two materials build nothing.
	s2 := nightFixture(t, 2)
	s2.P[0].Res = Stock{Wood: 1, Metal: 1, Ammo: 5, Cans: 5}
	nightPush(t, s2, nightArgs{stage: nightBuild}.frame())
	if s2.Depth != 0 {
		t.Fatalf("asked %v", nightIDs(s2))
	}
}

// rule OL-NIGHT-BUILD-3: a room works only while every slot is filled; it
// stops the moment a survivor in it is lost.
func TestBuildFullRoomOnly(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "armory", 2)
	p.Airlock = 1
	nightPush(t, s, Frame{Kind: fBuild})
	if ids := nightHasPrefix(s, "use:"); len(ids) != 0 {
		t.Fatalf("not full but %v", ids)
	}
	evs := nightPlay(t, s, "fill:3")
	if m := nightFind(evs, "survivor-moved")[0].(SurvivorMoved); !m.Full || m.Survivors != 3 {
		t.Fatalf("event %+v", m)
	}
	if ids := nightHasPrefix(s, "use:"); !slices.Equal(ids, []string{"use:3:ammo-4"}) {
		t.Fatalf("full: %v", ids)
	}
	p.Rooms[3].Survivors--
	p.roomsChanged()
	if ids := nightHasPrefix(s, "use:"); len(ids) != 0 {
		t.Fatalf("a survivor lost but %v", ids)
	}
}

// rule OL-NIGHT-BUILD-5, OL-ROOM-8: the armory gives 4 ammo once per round.
func TestBuildAmmoOncePerRound(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "armory", 3)
	nightRoom(t, p, 4, "armory", 3)
	p.Res[Ammo] = 1
	nightPush(t, s, Frame{Kind: fBuild})
	evs := nightPlay(t, s, "use:3:ammo-4")
	if u := nightFind(evs, "room-ability")[0].(RoomAbilityUsed); u.Before != 1 || u.After != 5 || u.Quantity != "ammo" {
		t.Fatalf("event %+v", u)
	}
	// Each room once: the second armory still works, the first does not.
	if ids := nightHasPrefix(s, "use:"); !slices.Equal(ids, []string{"use:4:ammo-4"}) {
		t.Fatalf("after one use %v", ids)
	}
	nightPlay(t, s, "use:4:ammo-4")
	if ids := nightIDs(s); !slices.Equal(ids, []string{"done"}) {
		t.Fatalf("options %v", ids)
	}
	if p.Res[Ammo] != 9 {
		t.Fatalf("ammo %d", p.Res[Ammo])
	}
}

// rule OL-NIGHT-BUILD-6: only airlock survivors move, into free slots of
// finished rooms; survivors in rooms never move.
func TestBuildFillRules(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "armory", 1)
	nightRoom(t, p, 4, "cistern", 3) // full
	p.Rooms[5] = Room{Kind: Rules.RoomIndex("bulkhead")}
	p.roomsChanged()
	p.Airlock = 1
	nightPush(t, s, Frame{Kind: fBuild})
	if ids := nightHasPrefix(s, "fill:"); !slices.Equal(ids, []string{"fill:3"}) {
		t.Fatalf("fill options %v", ids)
	}
	nightPlay(t, s, "fill:3")
	if ids := nightHasPrefix(s, "fill:"); len(ids) != 0 {
		t.Fatalf("empty airlock but %v", ids)
	}
	if ids := nightIDs(s); !slices.Equal(ids, []string{"done"}) {
		t.Fatalf("options %v", ids)
	}
}

// rule OL-NIGHT-BUILD-7, OL-ROOM-1: the building discount works once per round.
func TestBuildDiscountOnce(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	hall := nightRoomSlot(t, "builders-hall")
	nightRoom(t, p, hall, "builders-hall", 3)
	p.Rooms[3] = Room{Kind: Rules.RoomIndex("armory")}
	p.roomsChanged()
	p.Rooms[4] = Room{Kind: Rules.RoomIndex("cistern")}
	p.roomsChanged()
	p.Res = Stock{Wood: 4}
	nightPush(t, s, Frame{Kind: fBuild})
	nightPlay(t, s, "build-room:3")
	if ids := nightIDs(s); !slices.Equal(ids, []string{"pay:wood1:discount", "pay:wood3"}) {
		t.Fatalf("options %v", ids)
	}
	nightPlay(t, s, "pay:wood1:discount")
	if p.Res != (Stock{Wood: 3}) || !p.Rooms[3].Built {
		t.Fatalf("after the discount: stock %v room %+v", p.Res, p.Rooms[3])
	}
	// The discount is used: the one way left to pay builds at once.
	evs := nightPlay(t, s, "build-room:4")
	if rb := nightFind(evs, "room-built")[0].(RoomBuilt); rb.DiscountRoom != -1 || rb.Paid.Wood != 3 || p.Res != (Stock{}) {
		t.Fatalf("event %+v stock %v", rb, p.Res)
	}
}

// rule OL-ROOM-10: scrap a broken or repaired tile for its printed materials;
// the tile goes to the equipment discards.
func TestBuildScrap(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "scrapyard", 3)
	pick, axe := nightEq(t, "pickaxe"), nightEq(t, "axe")
	p.Repaired = 1 << uint(pick)
	p.Broken = 1 << uint(axe)
	nightPush(t, s, Frame{Kind: fBuild})
	nightPlay(t, s, "use:3:scrap-equipment")
	if pr, _ := nightPrompt(s); pr != "scrap-equipment" {
		t.Fatalf("pending %s", pr)
	}
	if ids := nightIDs(s); !slices.Equal(ids, []string{"scrap:axe", "scrap:pickaxe"}) {
		t.Fatalf("options %v", ids)
	}
	evs := nightPlay(t, s, "scrap:pickaxe")
	if p.Repaired != 0 || p.Broken != 1<<uint(axe) || p.Res != (Stock{Wood: 2, Metal: 1}) {
		t.Fatalf("repaired %b broken %b stock %v", p.Repaired, p.Broken, p.Res)
	}
	if s.EqDN != 1 || s.EqDiscard[0] != pick {
		t.Fatalf("discards %v", s.EqDiscard[:s.EqDN])
	}
	if e := nightFind(evs, "equipment-scrapped")[0].(EquipmentScrapped); !e.Repaired || e.Gained.Wood != 2 {
		t.Fatalf("event %+v", e)
	}
	if pr, _ := nightPrompt(s); pr != "build" || len(nightHasPrefix(s, "use:")) != 0 {
		t.Fatalf("back to %s with %v", pr, nightIDs(s))
	}
	// Without equipment the ability is not offered.
	s2 := nightFixture(t, 2)
	nightRoom(t, &s2.P[0], 3, "scrapyard", 3)
	s2.P[0].Airlock = 1
	nightRoom(t, &s2.P[0], 4, "armory", 1)
	nightPush(t, s2, Frame{Kind: fBuild})
	if ids := nightHasPrefix(s2, "use:"); len(ids) != 0 {
		t.Fatalf("options %v", ids)
	}
}

// rule OL-ROOM-11, OL-RAD-4: the decon room lowers radiation by 1, once per round, not past +3.
func TestBuildDecon(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "decon-chamber", 3)
	p.Rad = 2
	nightPush(t, s, Frame{Kind: fBuild})
	nightPlay(t, s, "use:3:radiation-minus-1")
	if p.Rad != 3 || s.Depth != 1 {
		t.Fatalf("level %d", p.Rad)
	}
	if ids := nightHasPrefix(s, "use:"); len(ids) != 0 {
		t.Fatalf("options %v", ids)
	}
	s.Pop()
	// At +3 there is nothing to lower.
	p.Rooms[3].Used = 0
	p.roomsChanged()
	nightPush(t, s, nightArgs{stage: nightBuild}.frame())
	if s.Depth != 0 {
		t.Fatalf("asked %v", nightIDs(s))
	}
}

// rule OL-ROOM-14: the nursery takes a survivor from the supply each round,
// up to 8; the airlock only fills its slots.
func TestBuildNursery(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "nursery", 3)
	p.Airlock = 2
	p.Res[Cans] = 4
	for round := 0; round < 5; round++ {
		nightPush(t, s, Frame{Kind: fBuild})
		if ids := nightHasPrefix(s, "fill:"); len(ids) != 0 {
			t.Fatalf("airlock fills beyond the slots: %v", ids)
		}
		nightPlay(t, s, "use:3:grow-survivor")
		if len(nightHasPrefix(s, "use:")) != 0 {
			t.Fatal("used twice in a round")
		}
		nightPlay(t, s, "done")
		nightPush(t, s, Frame{Kind: fMaint})
	}
	if p.Rooms[3].Survivors != 8 || p.Airlock != 2 || p.Res[Cans] != 4 {
		t.Fatalf("room %d airlock %d cans %d", p.Rooms[3].Survivors, p.Airlock, p.Res[Cans])
	}
	s.Push(Frame{Kind: fBuild})
	if err := s.Check(); err != nil {
		t.Fatalf("8 survivors refused: %v", err)
	}
	s.Pop()
	nightPush(t, s, nightArgs{stage: nightBuild}.frame())
	if s.Depth != 0 {
		t.Fatalf("a ninth survivor offered: %v", nightIDs(s))
	}
}

// rule OL-ROOM-16: two blind draws, broken; owned kinds are discarded and redrawn.
func TestBuildDrawTwo(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "supply-depot", 3)
	axe, bow, pick := nightEq(t, "axe"), nightEq(t, "bow"), nightEq(t, "pickaxe")
	s.EqDeck[0], s.EqDeck[1], s.EqDeck[2] = pick, bow, axe // axe on top
	s.EqN = 3
	p.Repaired = 1 << uint(axe)
	nightPush(t, s, Frame{Kind: fBuild})
	evs := nightPlay(t, s, "use:3:draw-equipment-2")
	if p.Broken != 1<<uint(bow)|1<<uint(pick) || s.EqN != 0 || s.EqDN != 1 || s.EqDiscard[0] != axe {
		t.Fatalf("broken %b deck %d discards %d", p.Broken, s.EqN, s.EqDN)
	}
	if d := nightFind(evs, "equipment-drawn"); len(d) != 2 || d[0].(EquipmentDrawn).Equipment != "bow" ||
		d[0].(EquipmentDrawn).PileLeft != 1 || d[1].(EquipmentDrawn).PileLeft != 0 {
		t.Fatalf("draws %+v", d)
	}
	// Nothing left to draw: the ability is not offered.
	s.Pop()
	p.Rooms[3].Used = 0
	p.roomsChanged()
	nightPush(t, s, Frame{Kind: fBuild})
	if ids := nightHasPrefix(s, "use:"); len(ids) != 0 {
		t.Fatalf("options %v", ids)
	}
}
