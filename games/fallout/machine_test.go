package fallout

import (
	"testing"

	"wasteland/engine"
)

// TestRunQuiet: a quiet frame's run runs the next quiet frame at once, as
// advance would with no victory check between them; in the co-op variant
// (checked before every frame) and for a frame that is not quiet, the
// frame is pushed for advance instead. rule FO-ROUND-4, AB-END-3
func TestRunQuiet(t *testing.T) {
	st, err := Game{}.New(engine.Setup{Players: 2, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	base := *st.(*State)
	cases := []struct {
		name   string
		coop   bool
		f      Frame
		pushed bool
	}{
		{"quiet frame", false, Frame{Kind: fTurnNext, Seat: base.Turn}, false},
		{"co-op", true, Frame{Kind: fTurnNext, Seat: base.Turn}, true},
		{"frame not quiet", false, Frame{Kind: fRoundEnd, Seat: base.First}, true},
	}
	for _, c := range cases {
		s := base
		s.Coop.On = c.coop
		s.runQuiet(c.f, nil)
		if pushed := s.Depth == base.Depth+1 && *s.Top() == c.f; pushed != c.pushed {
			t.Errorf("%s: pushed %v, want %v (top kind %d)", c.name, pushed, c.pushed, s.Top().Kind)
		}
	}
}
