package fallout

import (
	"testing"

	"wasteland/games/fallout/hexmap"
)

// moveFixture is a solo game whose survivor stands on t01.a with the
// hazardous tile t06 (one irradiated space) face up south of Crossroads
// Camp, and no enemies.
func moveFixture(t *testing.T) *State {
	t.Helper()
	s := foStarted(t, 1, 5, "vault-escapee")
	foClearEnemies(s)
	foPutTile(t, s, 0, 1, "t06")
	s.Map[foPos(t, s, 0, 1)].FaceUp = true
	s.P[0].Node = foNode(t, s, "t01.a")
	return s
}

// test FO-EX-MOVE-1
// rule FO-MOVE-1, FO-MOVE-3, FO-TERRAIN-1, FO-TERRAIN-2, FO-MAP-2
func TestMoveBookExample(t *testing.T) {
	s := moveFixture(t)
	foApply(t, s, "move-action")
	foApply(t, s, "move-action")
	if s.MP != 4 {
		t.Fatalf("MP %d", s.MP)
	}
	foApply(t, s, "move:t01.b") // normal: 1 MP
	foApply(t, s, "move:t01.c") // difficult: MP 2 and 3
	if s.MP != 1 {
		t.Fatalf("MP %d after the difficult space", s.MP)
	}
	evs := foApply(t, s, "move:t06.a") // irradiated: MP 4
	p := &s.P[0]
	if p.Node != foNode(t, s, "t06.a") || p.Rads != 1 || p.HP != 16 {
		t.Fatalf("at %s with %d HP and %d rads", s.nodeName(p.Node), p.HP, p.Rads)
	}
	if h := foEvents(evs, "harmed"); len(h) != 1 || h[0].Data.(Harmed).Cause != "irradiated" {
		t.Fatalf("harm events %+v", h)
	}
	if len(foEvents(evs, "turn-ended")) != 1 {
		t.Fatal("the turn did not end with every MP spent")
	}
}

// test FO-EX-MOVE-2
// rule FO-TERRAIN-1, FO-MOVE-4, FO-MOVE-3
func TestMoveDifficultNeedsTwoMP(t *testing.T) {
	s := moveFixture(t)
	foApply(t, s, "move-action")
	foApply(t, s, "move:t01.b") // 1 MP left
	if foHas(s, "move:t01.c") {
		t.Fatal("a difficult space entered with 1 MP")
	}
	foApply(t, s, "move-action") // 3 MP
	foApply(t, s, "move:t01.c")  // 1 MP from each Move action
	if s.MP != 1 || s.P[0].Node != foNode(t, s, "t01.c") {
		t.Fatalf("MP %d at %s", s.MP, s.nodeName(s.P[0].Node))
	}
}

// test FO-EX-MOVE-3
// rule FO-MOVE-2, FO-ACT-4
func TestMoveInterruptedByAnotherAction(t *testing.T) {
	s := moveFixture(t)
	foApply(t, s, "move-action")
	foApply(t, s, "move:t01.d")      // 1 MP spent
	foApply(t, s, "explore:q-1r0")   // the other action in between
	if s.Prompt() == "place-enemy" { // no enemy stood there, so no placement
		t.Fatal("placement without enemies")
	}
	foApply(t, s, "move:t01.a") // the remaining MP
	// The explored tile's enemies activate at the end of the round; settle
	// their choices (not what this test is about).
	for i := 0; i < 50 && s.Round == 1 && s.Prompt() != "turn"; i++ {
		foApply(t, s, foOptions(s)[0])
	}
	if s.Turn != 0 || s.Round != 2 {
		t.Fatalf("turn %d round %d: the turn should have ended", s.Turn, s.Round)
	}
	// While an action is resolved no MP can be spent: enemies waiting to be
	// placed after an explore block the move steps.
	s = moveFixture(t)
	tk := foToken(t, s, typeIndex("human"))
	s.placeToken(tk, Token{Node: node(foPos(t, s, 0, -1), facedownNode), Active: true, Faction: -1})
	foApply(t, s, "move-action")
	foApply(t, s, "explore:q0r-1")
	if s.Prompt() != "place-enemy" {
		t.Fatalf("prompt %s", s.Prompt())
	}
	foRefuse(t, s, "move:t01.b")
}

// rule FO-MAP-7, FO-ACT-5
func TestMoveNotIntoFacedownTiles(t *testing.T) {
	s := moveFixture(t)
	tk := foToken(t, s, typeIndex("human"))
	s.placeToken(tk, Token{Node: s.P[0].Node, Active: true, Faction: -1}) // an active enemy does not block moving
	foApply(t, s, "move-action")
	for _, id := range foOptions(s) {
		if id == "move:q0r-1" || id == "move:q1r-1" {
			t.Fatalf("%s offered", id)
		}
	}
	if !foHas(s, "move:t01.b") || !foHas(s, "explore:q0r-1") {
		t.Fatalf("options %v", foOptions(s))
	}
}

// Each entry into irradiated terrain costs a rad, also while passing through.
// rule FO-MOVE-7, FO-TERRAIN-2
func TestMoveIrradiatedEveryEntry(t *testing.T) {
	s := moveFixture(t)
	s.P[0].Node = foNode(t, s, "t01.b")
	foApply(t, s, "move-action")
	foApply(t, s, "move-action")
	foApply(t, s, "move:t02.c")
	foApply(t, s, "move:t01.b")
	foApply(t, s, "move:t02.c")
	if s.P[0].Rads != 2 {
		t.Fatalf("%d rads", s.P[0].Rads)
	}
}

// Being placed is not moving: no MP, no rads.
// rule FO-TERRAIN-3, FO-EXPLORE-5
func TestMovePlacementIsNotMovement(t *testing.T) {
	s := foNew(t, 1, 4, nil)
	foApply(t, s, "survivor:vault-escapee")
	foApply(t, s, "place:t01.c") // difficult
	if s.P[0].Node != foNode(t, s, "t01.c") || s.MP != 0 || s.Actions != 2 {
		t.Fatalf("placed at %s, MP %d, actions %d", s.nodeName(s.P[0].Node), s.MP, s.Actions)
	}
}

// TestStepCostIsTheTerrain: entering any space of any tile's face, either
// side up, costs 2 MP on difficult terrain and 1 elsewhere, as its printed
// space says; a face-down tile's node costs 1. rule FO-MOVE-1, FO-TERRAIN-1
func TestStepCostIsTheTerrain(t *testing.T) {
	s := foStarted(t, 1, 5, "vault-escapee")
	difficult, spaces := 0, 0
	for tile := range faces {
		for side, f := range faces[tile] {
			for i, sp := range f {
				s.Map[0] = Position{Tile: int8(tile), FaceUp: true, Reverse: side == 1}
				want := int8(1)
				if sp.terrain == terDifficult {
					want, difficult = 2, difficult+1
				}
				if got := s.stepCost(node(0, i)); got != want {
					t.Fatalf("tile %d side %d space %d: cost %d, want %d", tile, side, i, got, want)
				}
				spaces++
			}
			// A face-down tile's node costs 1 whatever lies hidden there
			// (stepCost reads the face's table without asking FaceUp).
			s.Map[0] = Position{Tile: int8(tile), Reverse: side == 1}
			if got := s.stepCost(node(0, hexmap.FacedownNode)); got != 1 {
				t.Fatalf("face-down tile %d side %d: cost %d, want 1", tile, side, got)
			}
		}
	}
	if difficult == 0 || difficult == spaces {
		t.Fatalf("%d of %d spaces difficult: both kinds must be asked", difficult, spaces)
	}
}
