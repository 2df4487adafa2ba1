package outlive

import (
	"slices"
	"testing"
)

// test OL-EX-REPAIR-1
// rule OL-NIGHT-REPAIR-1, OL-NIGHT-REPAIR-2, OL-SCORE-5
func TestRepairCarlPickaxe(t *testing.T) {
	s := nightFixture(t, 2)
	carl := &s.P[1]
	pick, axe := nightEq(t, "pickaxe"), nightEq(t, "axe")
	carl.Broken = 1<<uint(pick) | 1<<uint(axe) // the axe needs 2 metal: not affordable
	carl.Res = Stock{Wood: 2, Metal: 1}
	nightPush(t, s, nightArgs{stage: nightRepair, pos: 1}.frame())
	if pr, seat := nightPrompt(s); pr != "repair" || seat != 1 {
		t.Fatalf("pending %s %d", pr, seat)
	}
	if ids := nightIDs(s); !slices.Equal(ids, []string{"done", "repair:pickaxe"}) {
		t.Fatalf("options %v", ids)
	}
	if s.Score(1).Repaired != 0 {
		t.Fatal("a broken tile scores")
	}
	evs := nightPlay(t, s, "repair:pickaxe")
	if carl.Broken != 1<<uint(axe) || carl.Repaired != 1<<uint(pick) || carl.Res != (Stock{}) {
		t.Fatalf("broken %b repaired %b stock %v", carl.Broken, carl.Repaired, carl.Res)
	}
	if !carl.canUse(eqPickaxe) {
		t.Fatal("the repaired pickaxe cannot be used")
	}
	if r := nightFind(evs, "equipment-repaired")[0].(EquipmentRepaired); r.Paid.Wood != 2 || r.Paid.Metal != 1 || r.Room != -1 {
		t.Fatalf("event %+v", r)
	}
	if b := s.Score(1); b.Repaired != 1 || b.Total != 1 {
		t.Fatalf("score %+v", b)
	}
	nightPlay(t, s, "done")
	if s.Depth != 0 {
		t.Fatal("step 6 goes on")
	}
}

// rule OL-NIGHT-REPAIR-3, OL-ROOM-3, OL-ROOM-22, OL-ROOM-12: repair rooms,
// each once per round, with every distinct reduced payment.
func TestRepairRooms(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	work := nightRoomSlot(t, "workshop")
	nightRoom(t, p, work, "workshop", 2)
	nightRoom(t, p, 3, "machine-shop", 3)
	nightRoom(t, p, 4, "robot-bay", 3)
	pick, bow, axe := nightEq(t, "pickaxe"), nightEq(t, "bow"), nightEq(t, "axe")
	p.Broken = 1<<uint(pick) | 1<<uint(bow) | 1<<uint(axe)
	p.Res = Stock{Wood: 5, Metal: 5}
	s.EqN = 0 // nothing to draw: only repairs
	nightPush(t, s, Frame{Kind: fRepair})
	want := []string{
		"repair:pickaxe",
		"repair:pickaxe:auto-repair",
		"repair:pickaxe:repair-discount-1:pay=wood1,metal1",
		"repair:pickaxe:repair-discount-1:pay=wood2",
		"repair:pickaxe:repair-discount-2:pay=metal1",
		"repair:pickaxe:repair-discount-2:pay=wood1",
	}
	if got := wholeHasPrefix(t, s, "repair:pickaxe"); !slices.Equal(got, want) {
		t.Fatalf("options\n%v\nwant\n%v", got, want)
	}
	evs := wholeDo(t, s, 0, "repair:pickaxe:repair-discount-2:pay=wood1")
	if r := nightFind(evs, "equipment-repaired")[0].(EquipmentRepaired); r.Room != 3 || r.Ability != AbRepairMinus2.String() || r.Paid.Wood != 1 {
		t.Fatalf("event %+v", r)
	}
	if len(wholeHasPrefix(t, s, "repair:bow:repair-discount-2")) != 0 {
		t.Fatal("repair-discount-2 twice in a round")
	}
	wholeDo(t, s, 0, "repair:bow:repair-discount-1:pay=wood1,metal1")
	if len(wholeHasPrefix(t, s, "repair:axe:repair-discount-1")) != 0 {
		t.Fatal("repair-discount-1 twice in a round")
	}
	wholeDo(t, s, 0, "repair:axe:auto-repair")
	if p.Broken != 0 || p.Repaired != 1<<uint(pick)|1<<uint(bow)|1<<uint(axe) {
		t.Fatalf("broken %b repaired %b", p.Broken, p.Repaired)
	}
	if p.Res != (Stock{Wood: 3, Metal: 4}) {
		t.Fatalf("stock %v", p.Res)
	}
	if ids := nightIDs(s); !slices.Equal(ids, []string{"done"}) {
		t.Fatalf("options %v", ids)
	}
	// A discount room that is not full does nothing.
	s2 := nightFixture(t, 2)
	nightRoom(t, &s2.P[0], 3, "robot-bay", 2)
	s2.P[0].Broken = 1 << uint(pick)
	nightPush(t, s2, nightArgs{stage: nightRepair}.frame())
	if s2.Depth != 0 {
		t.Fatalf("asked %v", nightIDs(s2))
	}
}

// rule OL-ROOM-2: the workshop draws 1 equipment tile, broken, in step 6,
// once per round.
func TestRepairDrawEquipment(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	work := nightRoomSlot(t, "workshop")
	nightRoom(t, p, work, "workshop", 2)
	top := s.EqDeck[s.EqN-1]
	nightPush(t, s, nightArgs{stage: nightRepair}.frame())
	id := "use:" + string(rune('0'+work)) + ":draw-equipment"
	if ids := nightIDs(s); !slices.Equal(ids, []string{"done", id}) {
		t.Fatalf("options %v", ids)
	}
	evs := nightPlay(t, s, id)
	if p.Broken != 1<<uint(top) {
		t.Fatalf("broken %b", p.Broken)
	}
	if d := nightFind(evs, "equipment-drawn"); len(d) != 1 {
		t.Fatalf("draws %v", d)
	}
	if len(nightHasPrefix(s, "use:")) != 0 {
		t.Fatal("drawn twice in a round")
	}
	// The drawn tile can be repaired in the same step.
	p.Res = Rules.Equipment[top].Repair
	if len(wholeHasPrefix(t, s, "repair:"+Rules.Equipment[top].ID)) == 0 {
		t.Fatalf("options %v", nightIDs(s))
	}
}
