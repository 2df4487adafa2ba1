package outlive

import (
	"slices"
	"testing"
)

// TestAirlockSpotsInEvents: recruiting, placing, moving and losing a
// survivor name the airlock spot it took or left (row by row, 2 per row in
// the content); a room gives -1, -1.
func TestAirlockSpotsInEvents(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	p.Airlock = 1
	p.Res[Water] = 3
	nightRoom(t, p, 3, "war-room", 0)
	nightPush(t, s, Frame{Kind: fRecruit})
	evs := nightPlay(t, s, "recruit:meat=0,water=3,cans=0")
	want := []AirlockSpot{{0, 1}, {1, 0}, {1, 1}}
	if r := nightFind(evs, "recruited")[0].(Recruited); !slices.Equal(r.Spots, want) {
		t.Errorf("recruited spots %v, want %v", r.Spots, want)
	}
	steps := []struct {
		push func()
		id   string
		typ  string
		want AirlockSpot
	}{
		{func() { s.loseSurvivors(0, 1, LossFeeding, nil) }, "lose:airlock", "survivor-lost", AirlockSpot{1, 1}},
		{func() { s.placeSurvivors(0, 1, true) }, "place:airlock", "survivor-placed", AirlockSpot{1, 1}},
		{func() { s.placeSurvivors(0, 1, true) }, "place:room:3", "survivor-placed", AirlockSpot{-1, -1}},
		{func() { s.loseSurvivors(0, 1, LossFeeding, nil) }, "lose:room:3", "survivor-lost", AirlockSpot{-1, -1}},
		{func() { s.Push(Frame{Kind: fBuild}) }, "fill:3", "survivor-moved", AirlockSpot{1, 1}},
	}
	for _, st := range steps {
		st.push()
		evs := nightPlay(t, s, st.id)
		var got AirlockSpot
		switch d := nightFind(evs, st.typ)[0].(type) {
		case SurvivorLost:
			got = d.AirlockSpot
		case SurvivorPlaced:
			got = d.AirlockSpot
		case SurvivorMoved:
			got = d.AirlockSpot
		}
		if got != st.want {
			t.Errorf("%s: spot %v, want %v", st.id, got, st.want)
		}
	}
}
