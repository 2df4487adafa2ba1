package fallout

import (
	"slices"
	"testing"
)

// rule FO-EXPLORE-1
func TestExploreOnlyNextToAFacedownTile(t *testing.T) {
	s := moveFixture(t)
	var got []string
	for _, id := range foOptions(s) {
		if len(id) > 8 && id[:8] == "explore:" {
			got = append(got, id)
		}
	}
	if !slices.Equal(got, []string{"explore:q0r-1", "explore:q1r-1"}) {
		t.Fatalf("explore options from t01.a: %v", got)
	}
	s.P[0].Node = foNode(t, s, "t03.d")
	for _, id := range foOptions(s) {
		if len(id) > 8 && id[:8] == "explore:" {
			t.Fatalf("%s offered from a space touching no face-down tile", id)
		}
	}
}

// test FO-EX-EXPLORE-1
// rule FO-EXPLORE-2, FO-EXPLORE-3, FO-ENEMY-3, FO-SETUP-2
func TestExploreFlipsAndSpawns(t *testing.T) {
	s := moveFixture(t)
	foPutTile(t, s, 1, -1, "t04") // one creature icon on t04.b
	evs := foApply(t, s, "explore:q1r-1")
	p := foPos(t, s, 1, -1)
	if !s.Map[p].FaceUp || s.Actions != 1 {
		t.Fatalf("position %+v, actions %d", s.Map[p], s.Actions)
	}
	b := foNode(t, s, "t04.b")
	n := 0
	for i := 0; i < nEnemies; i++ {
		if s.Tokens[i].Node != Nowhere {
			n++
			if s.Tokens[i].Node != b || !s.Tokens[i].Active || data.Enemies[i].Type != "creature" {
				t.Fatalf("token %s %+v", data.Enemies[i].ID, s.Tokens[i])
			}
		}
	}
	te := foEvents(evs, "tile-explored")
	if n != 1 || len(te) != 1 || !te[0].Reveals || te[0].Data.(TileExplored).Tile != "t04" {
		t.Fatalf("%d enemies, events %+v", n, te)
	}
	// The new spaces join the map: t04.a borders Crossroads Camp.
	if !foHas(s, "move-action") || !slices.Contains(s.adjacent(foNode(t, s, "t01.a"), nil), foNode(t, s, "t04.b")) {
		t.Fatalf("t01.a borders %v", s.adjacent(foNode(t, s, "t01.a"), nil))
	}
}

// rule FO-EXPLORE-4, FO-EXPLORE-5, FO-MAP-8, FO-EABIL-AGG-4
func TestExplorePlacesWaitingEnemies(t *testing.T) {
	s := moveFixture(t)
	foPutTile(t, s, 0, -1, "t07") // four spaces, a human icon on t07.c
	fd := node(foPos(t, s, 0, -1), facedownNode)
	e1, e2 := foToken(t, s, typeIndex("monster")), -1
	s.placeToken(e1, Token{Node: fd, Active: true, Faction: -1})
	e2 = foToken(t, s, typeIndex("robot"))
	s.placeToken(e2, Token{Node: fd, Active: true, Faction: -1})
	foApply(t, s, "explore:q0r-1")
	if s.Prompt() != "place-enemy" || s.ToMove() != 0 {
		t.Fatalf("prompt %s", s.Prompt())
	}
	want := []string{"place:t07.a", "place:t07.b", "place:t07.c", "place:t07.d"}
	if !slices.Equal(foOptions(s), want) {
		t.Fatalf("options %v", foOptions(s))
	}
	foApply(t, s, "place:t07.d")
	if s.Prompt() != "place-enemy" {
		t.Fatal("one enemy left to place")
	}
	evs := foApply(t, s, "place:t07.a")
	if e1 > e2 { // the lower token is placed first
		e1, e2 = e2, e1
	}
	if s.Tokens[e1].Node != foNode(t, s, "t07.d") || s.Tokens[e2].Node != foNode(t, s, "t07.a") || !s.Tokens[e2].Active {
		t.Fatalf("placed %+v %+v", s.Tokens[e1], s.Tokens[e2])
	}
	if len(foEvents(evs, "enemy-placed")) != 1 || s.Prompt() != "turn" {
		t.Fatalf("events %v, prompt %s", evs, s.Prompt())
	}
}

// With a type's supply empty, nothing is placed on its icon.
// rule FO-LIMIT-5, FO-EXPLORE-3
func TestExploreEmptySupply(t *testing.T) {
	s := moveFixture(t)
	foPutTile(t, s, 1, -1, "t04") // a creature icon on t04.b
	creature := typeIndex("creature")
	far := foNode(t, s, "t03.a")
	for i := 0; i < nEnemies; i++ {
		if enemyType[i] == creature {
			s.placeToken(i, Token{Node: far, Active: true, Faction: -1})
		}
	}
	evs := foApply(t, s, "explore:q1r-1")
	if len(foEvents(evs, "enemy-supply-empty")) != 1 || len(foEvents(evs, "enemy-placed")) != 0 {
		t.Fatalf("events %v", evs)
	}
}
