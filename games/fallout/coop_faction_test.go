package fallout

import (
	"strings"
	"testing"

	"wasteland/games/fallout/content"
)

// A result advancing the loyal faction resolves its "+" effect instead,
// once per "+", for every survivor; the loyal faction stays off the track.
// A result advancing the hostile faction moves its token as in the base
// game.
// rule AB-FACT-1, AB-FACT-2, AB-FACT-3, AB-FACT-4, AB-FACT-5
func TestCoopLoyalPlusAndHostileResults(t *testing.T) {
	s := coGame(t, 3, 5, "star") // star side "+": every survivor gains 2 Caps
	var caps [3]int16
	for p := range caps {
		caps[p] = s.P[p].Caps
	}
	evs := fqEffect(t, s, 0, content.Effect{Kind: "power", Faction: content.Star, N: 2})
	for p := range caps {
		if s.P[p].Caps != caps[p]+4 {
			t.Errorf("seat %d Caps %d → %d, want +4 (2 × the \"+\")", p, caps[p], s.P[p].Caps)
		}
	}
	if s.Power != [2]int8{} || len(foEvents(evs, "group-effect")) != 2 || len(foEvents(evs, "power-moved")) != 0 {
		t.Fatalf("power %v after a loyal result; events %v", s.Power, evs)
	}
	evs = fqEffect(t, s, 0, content.Effect{Kind: "power", Faction: content.Heart, N: 2})
	hm := fxEvent[HostileMoved](t, evs, "hostile-moved")
	if s.Power[1] != 2 || hm.From != 0 || hm.To != 2 || hm.Cause != "result" || hm.Faction != "heart" {
		t.Fatalf("hostile %v, event %+v", s.Power, hm)
	}
}

// The hostile token on the last space ends the game: the survivors lose
// together, whatever else holds.
// rule AB-FACT-6, AB-END-2, AB-OVR-4
func TestCoopHostileTakeoverLoses(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	s.Power[1] = int8(s.powerLast() - 1)
	evs := fqEffect(t, s, 0, content.Effect{Kind: "power", Faction: content.Heart, N: 1})
	if !s.Done || s.End != endHostile || len(foEvents(evs, "team-ended")) != 1 {
		t.Fatalf("done %v end %d", s.Done, s.End)
	}
	r := s.Result()
	d := r.Detail.(ResultDetail)
	if len(r.Winners) != 0 || r.Placings[0] != 2 || r.Placings[1] != 2 || d.Team == nil || d.Team.Won || d.End != "hostile-takeover" {
		t.Fatalf("result %+v %+v", r, d.Team)
	}
}

// Base loyalty cannot be declared, and the loyal faction's tokens are
// not enemies: they cannot be fought and do not block actions; the
// hostile faction's can and do.
// rule AB-FACT-7, AB-ACT-9
func TestCoopNoLoyaltyAndLoyalTokens(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	seat := int(s.Turn)
	n := s.P[seat].Node
	for _, id := range foOptions(s) {
		if strings.HasPrefix(id, "loyal") || strings.HasPrefix(id, "disloyal") {
			t.Fatalf("loyalty option %q in co-op", id)
		}
	}
	s.placeFaction(0, n, "test", nil)
	if foHas(s, "fight:star:"+s.nodeName(n)) || !foHas(s, "camp") {
		t.Fatalf("a loyal token is an enemy: %v", foOptions(s))
	}
	s.placeFaction(1, n, "test", nil)
	if !foHas(s, "fight:heart:"+s.nodeName(n)) || foHas(s, "camp") {
		t.Fatalf("a hostile token is no enemy: %v", foOptions(s))
	}
}

// The base victory checks are gone: a faction at the end of the track
// that is not the hostile one ends nothing, and nobody wins on influence.
// rule AB-END-3
func TestCoopNoBaseVictory(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	s.Power[0] = int8(s.powerLast())
	s.advance(nil)
	if s.Done {
		t.Fatalf("the loyal faction at the end ended the game: %d", s.End)
	}
	if s.anyWinner() {
		t.Fatal("an influence winner in co-op")
	}
}
