package outlive

import (
	"encoding/json"
	"slices"
	"testing"

	"wasteland/engine"
)

// scoreRepair marks the equipment ids repaired for p.
func scoreRepair(t *testing.T, p *Player, ids ...string) {
	t.Helper()
	for _, id := range ids {
		p.Repaired |= 1 << uint(nightEq(t, id))
	}
}

// scoreFullRooms fills n rooms of p (standard ones first, then advanced).
func scoreFullRooms(t *testing.T, p *Player, n int) {
	t.Helper()
	adv := []string{"armory", "cistern", "bulkhead", "scrapyard"}
	for i := 0; i < n; i++ {
		if i < 3 {
			k := p.Rooms[i].Kind
			nightRoom(t, p, i, Rules.Rooms[k].ID, Rules.Rooms[k].Slots)
			continue
		}
		nightRoom(t, p, i, adv[i-3], Rules.Rooms[Rules.RoomIndex(adv[i-3])].Slots)
	}
}

// test OL-EX-SCORE-1
// rule OL-SCORE-1, OL-SCORE-2, OL-SCORE-3, OL-SCORE-4, OL-SCORE-5, OL-SCORE-6
func TestScoreDaryl(t *testing.T) {
	s := nightFixture(t, 2)
	daryl := &s.P[0]
	scoreFullRooms(t, daryl, 4) // 3 + 2 + 4 + 3 = 12 survivors
	daryl.Airlock = 3           // 15 survivors
	daryl.Averted = 1 << uint(Rules.EventIndex("rat-plague"))
	// 6 repaired tiles: axe+bow (tree) and jerrycan+access card (water) pair up.
	scoreRepair(t, daryl, "axe", "bow", "jerrycan", "access-card", "pickaxe", "shotgun")
	daryl.Rad = -2
	b := s.Score(0)
	want := ScoreBreakdown{Seat: 0, Events: 5, FullRooms: 4, Rooms: 4, Radiation: -2, Survivors: 15, Repaired: 6, Pairs: 2, Total: 30}
	if b != want {
		t.Fatalf("score %+v, want %+v", b, want)
	}
}

// test OL-EX-SCORE-2
// rule OL-SCORE-2: 0/1/2/4/7/11/17 for 1..7 full rooms; a room missing one
// survivor, an unbuilt room and the airlock do not count.
func TestScoreFullRooms(t *testing.T) {
	for _, c := range []struct{ rooms, want int }{{0, 0}, {1, 0}, {2, 1}, {3, 2}, {4, 4}, {5, 7}, {6, 11}, {7, 17}} {
		s := nightFixture(t, 2)
		scoreFullRooms(t, &s.P[0], c.rooms)
		s.P[0].Airlock = int8(airlockCap())
		if b := s.Score(0); b.FullRooms != c.rooms || b.Rooms != c.want {
			t.Errorf("%d rooms: %+v, want %d SP", c.rooms, b, c.want)
		}
	}
	s := nightFixture(t, 2)
	scoreFullRooms(t, &s.P[0], 3)
	s.P[0].Rooms[2].Survivors--
	s.P[0].roomsChanged()
	if b := s.Score(0); b.FullRooms != 2 || b.Rooms != 1 {
		t.Fatalf("a room short of a survivor counts: %+v", b)
	}
}

// rule OL-SCORE-3, OL-RAD-5: the final radiation level is added as SP.
func TestScoreRadiation(t *testing.T) {
	for _, lvl := range []int8{3, 1, 0, -2, -11} {
		s := nightFixture(t, 2)
		s.P[1].Rad = lvl
		if b := s.Score(1); b.Radiation != int(lvl) || b.Total != int(lvl) {
			t.Errorf("level %d: %+v", lvl, b)
		}
	}
}

// rule OL-SCORE-4, OL-SCORE-5, OL-SCORE-6: survivors in rooms and airlock;
// broken tiles score nothing; a pair needs two repaired halves of a symbol.
func TestScoreSurvivorsAndEquipment(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "armory", 2)
	p.Airlock = 3
	scoreRepair(t, p, "axe", "crowbar", "backpack")
	p.Broken = 1<<uint(nightEq(t, "bow")) | 1<<uint(nightEq(t, "ammo-crate"))
	b := s.Score(0)
	if b.Survivors != 5 || b.Repaired != 3 || b.Pairs != 0 || b.Total != 8 {
		t.Fatalf("score %+v", b)
	}
	scoreRepair(t, p, "bow", "metal-detector")
	if b := s.Score(0); b.Repaired != 5 || b.Pairs != 2 {
		t.Fatalf("score %+v", b)
	}
}

// test OL-EX-TIE-1
// rule OL-WIN-1, OL-TIE-1, OL-TIE-2, OL-TIE-3
func TestScoreTieBreaks(t *testing.T) {
	setup := func(a, b Stock) *State {
		s := nightFixture(t, 2)
		for i := 0; i < 2; i++ {
			scoreFullRooms(t, &s.P[i], 4)
			s.P[i].Airlock = 3
			s.P[i].Averted = 1 << uint(Rules.EventIndex("rat-plague"))
			scoreRepair(t, &s.P[i], "axe", "bow", "jerrycan", "access-card", "pickaxe", "shotgun")
			s.P[i].Rad = -2
		}
		s.P[0].Res, s.P[1].Res = a, b
		return s
	}
	// A and B both have 30 SP; food 5 = 5; A has 4 materials and ammo, B 2.
	s := setup(Stock{Water: 2, Cans: 3, Wood: 2, Ammo: 2}, Stock{Cans: 5, Metal: 1, Electronics: 1})
	r := s.Result()
	if !slices.Equal(r.Scores, []int{30, 30}) || !slices.Equal(r.Placings, []int{1, 2}) || !slices.Equal(r.Winners, []engine.Seat{0}) {
		t.Fatalf("result %+v", r)
	}
	d := r.Detail.([]ScoreBreakdown)
	if d[0].Food != 5 || d[1].Food != 5 || d[0].Other != 4 || d[1].Other != 2 {
		t.Fatalf("tie-break values %+v", d)
	}
	// More food wins before materials are compared.
	s = setup(Stock{Cans: 6}, Stock{Cans: 5, Wood: 9})
	if r := s.Result(); !slices.Equal(r.Winners, []engine.Seat{0}) {
		t.Fatalf("food: %+v", r)
	}
	// Tied on everything: shared victory.
	s = setup(Stock{Cans: 5, Wood: 2}, Stock{Water: 5, Ammo: 2})
	if r := s.Result(); !slices.Equal(r.Winners, []engine.Seat{0, 1}) || !slices.Equal(r.Placings, []int{1, 1}) {
		t.Fatalf("full tie: %+v", r)
	}
	// More SP wins whatever the tokens.
	s = setup(Stock{}, Stock{Cans: 20})
	s.P[0].Rad = 0
	if r := s.Result(); !slices.Equal(r.Winners, []engine.Seat{0}) || r.Scores[0] != 32 {
		t.Fatalf("most SP: %+v", r)
	}
}

// rule OL-TIE-3: placings are shared on exact ties, and the next rank skips.
func TestScorePlacings(t *testing.T) {
	s := nightFixture(t, 4)
	s.P[0].Airlock, s.P[1].Airlock, s.P[2].Airlock, s.P[3].Airlock = 2, 4, 4, 1
	r := s.Result()
	if !slices.Equal(r.Placings, []int{3, 1, 1, 4}) || !slices.Equal(r.Winners, []engine.Seat{1, 2}) {
		t.Fatalf("result %+v", r)
	}
	if _, err := json.Marshal(r); err != nil {
		t.Fatal(err)
	}
}

// ScoreParts, for simulation reports, splits random games' final scores
// into their parts (OL-SCORE-1..6), which sum to Result's score;
// FirstPlayer is the start player.
// rule OL-SCORE-1, OL-SCORE-2, OL-SCORE-3, OL-SCORE-4, OL-SCORE-5, OL-SCORE-6, OL-SETUP-11
func TestScorePartsForReports(t *testing.T) {
	for g := range 6 {
		st, err := Game{}.New(engine.Setup{Players: 2 + g%3, Seed: uint64(g) + 11}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRNG(uint64(g))
		var legal []engine.Action
		for !st.Over() {
			legal = st.Legal(legal[:0])
			st.ApplyUnchecked(legal[r.IntN(len(legal))], nil)
		}
		s := st.(*State)
		res := s.Result()
		for p := 0; p < int(s.N); p++ {
			parts, sum := s.ScoreParts(engine.Seat(p)), 0
			for _, v := range parts {
				sum += v
			}
			b := s.Score(p)
			if sum != res.Scores[p] || len(parts) != 6 || parts["rooms"] != b.Rooms || parts["pairs"] != b.Pairs {
				t.Errorf("game %d seat %d: parts %v (sum %d), breakdown %+v, score %d", g, p, parts, sum, b, res.Scores[p])
			}
		}
		if s.FirstPlayer() != engine.Seat(s.Start) || s.ScoreParts(engine.Seat(s.N)) != nil {
			t.Errorf("game %d: FirstPlayer %d, start %d", g, s.FirstPlayer(), s.Start)
		}
	}
}
