package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// rule FO-LOYAL-1, FO-LOYAL-5, FO-LOYAL-7, FO-TURN-2: at the start of the
// turn a ★ or ♥ agenda card may be displayed; another replaces it, the
// old one going back to the hand; loyalty may be withdrawn.
func TestFactionDeclareLoyalty(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t01.b")
	agHand(t, s, 0, "ag01", "ag02", "ag05") // ★, ♥, none
	opts := actOptions(s)
	if !slices.Contains(opts, "loyal:ag01") || !slices.Contains(opts, "loyal:ag02") || slices.Contains(opts, "loyal:ag05") || slices.Contains(opts, "disloyal") {
		t.Fatalf("options %v", opts)
	}
	actPlay(t, s, 0, "loyal:ag01")
	if !s.loyalTo(0, 0) || s.loyalTo(0, 1) || s.agendasHeld(0) != 3 {
		t.Fatal("not loyal to ★")
	}
	actPlay(t, s, 0, "loyal:ag02")
	if s.loyalTo(0, 0) || !s.loyalTo(0, 1) || !slices.Contains(s.P[0].Hand[:s.P[0].NHand], actAgendaIndex(t, "ag01")) {
		t.Fatal("the ★ card did not go back to the hand")
	}
	actPlay(t, s, 0, "disloyal")
	if s.loyalTo(0, 0) || s.loyalTo(0, 1) || s.P[0].Loyal != -1 || s.agendasHeld(0) != 3 {
		t.Fatal("still loyal")
	}
}

// actAgendaIndex is the index of agenda card id.
func actAgendaIndex(t *testing.T, id string) int8 {
	t.Helper()
	for i := range data.Agendas {
		if data.Agendas[i].ID == id {
			return int8(i)
		}
	}
	t.Fatalf("no agenda %s", id)
	return -1
}

// rule FO-LOYAL-4, FO-LOYAL-9, FO-FIGHT-4, FO-EABIL-AGG-5, FO-INACT-1: a
// survivor cannot fight an inactive enemy or one of their faction, and
// such enemies do not fight them.
func TestFactionHostile(t *testing.T) {
	s := actFixture(t, 2, "t01.a", "t01.a")
	star := actFaction(t, s, 0, "t01.a")
	heart := actFaction(t, s, 1, "t01.a")
	tk := actPut(t, s, "dust-hound", "t01.a", false)
	agDisplay(t, s, 0, "ag01")
	for _, tc := range []struct {
		seat, token int
		want        bool
	}{{0, star, false}, {1, star, true}, {0, heart, true}, {0, tk, false}, {1, tk, false}} {
		if got := s.foeHostile(tc.seat, tc.token); got != tc.want {
			t.Errorf("seat %d, token %d: hostile %v", tc.seat, tc.token, got)
		}
	}
	s.Tokens[tk].Active = true
	if !s.foeHostile(0, tk) || !s.foeHostile(1, tk) {
		t.Error("an active standard enemy is not hostile")
	}
}

// rule FO-FACTION-4, FO-ENEMY-2, FO-POWER-5: a faction enemy's X or Y is
// read beside its faction's power space; past the end, at the last space.
func TestFactionStrength(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	star := actFaction(t, s, 0, "t03.a")
	heart := actFaction(t, s, 1, "t03.a")
	pt := &s.geo().sc.Power
	last := int8(pt.Spaces - 1)
	for _, pos := range []int8{0, 2, 5, last, last + 3} {
		s.Power = [2]int8{pos, 0}
		if got, want := s.foeLevel(star), pt.Value("X", int(min(pos, last))); got != want {
			t.Errorf("★ on %d: level %d, want %d", pos, got, want)
		}
		if got := s.foeLevel(heart); got != pt.Value("Y", 0) {
			t.Errorf("♥ on 0: level %d", got)
		}
	}
	if s.foeLevel(actPut(t, s, "raider-boss", "t03.b", true)) != 3 {
		t.Error("a standard enemy's level is printed")
	}
}

// rule FO-FACTION-1, FO-FACTION-2, FO-FACTION-3: the sheet names the
// factions and the enemy their tokens are; a token placed by a card is an
// active enemy with that enemy's name and abilities, which never lies face
// down.
func TestFactionTokens(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	sc := s.geo().sc
	if s.factionName(content.Star) != sc.Star.Name || s.factionName(content.Heart) != sc.Heart.Name || sc.Star.Name == sc.Heart.Name {
		t.Fatal("faction names")
	}
	rec := &engine.Recorder{}
	effectFnOf("place-faction")(s, Frame{Seat: 0}, &content.Effect{Kind: "place-faction", Faction: content.Star, Space: "t03.a"}, rec)
	tk := -1
	for i := nEnemies; i < maxTokens; i++ {
		if s.Tokens[i].Node != Nowhere {
			tk = i
		}
	}
	if tk < 0 || !s.Tokens[tk].Active || s.Tokens[tk].Faction != 0 || s.foeRef(tk).Name != sc.Star.Enemy.Name {
		t.Fatalf("token %d %+v", tk, s.Tokens)
	}
	if s.foeHas(tk, abRanged) != slices.Contains(sc.Star.Enemy.Abilities, content.Ranged) ||
		s.foeHas(tk, abArmored) != slices.Contains(sc.Star.Enemy.Abilities, content.Armored) {
		t.Fatal("abilities are not the sheet's")
	}
	s.Tokens[tk].Active = false
	if s.Check() == nil {
		t.Fatal("an inactive faction token passes Check")
	}
}

// rule FO-FACTION-5, FO-LIMIT-1: faction tokens are unlimited: more than
// the box holds can be on the map.
func TestFactionTokensUnlimited(t *testing.T) {
	s := actFixture(t, 1, "t01.a")
	box := 0
	for _, ft := range data.Tokens.FactionTokens {
		if ft.Faction == content.Star {
			box = ft.Count
		}
	}
	n := actNode(t, s, "t03.a")
	for i := 0; i <= box; i++ {
		s.placeFaction(0, n, "test", nil)
	}
	count := 0
	for i := nEnemies; i < maxTokens; i++ {
		if s.Tokens[i].Node == n && s.Tokens[i].Faction == 0 {
			count++
		}
	}
	if count != box+1 || s.Check() != nil {
		t.Fatalf("%d tokens on the map, %v", count, s.Check())
	}
}
