package fallout

import (
	"reflect"
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

// TestFightNext: a fight phase runs the next one at once only when that
// phase is still on top of the stack, the game goes on and the variant is
// not co-op; with check set, advance's victory check comes first, and a
// faction at the end of the power track ends the game instead.
// rule FO-ROUND-4, FO-POWER-3, AB-END-3
func TestFightNext(t *testing.T) {
	st, err := Game{}.New(engine.Setup{Players: 2, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	base := *st.(*State)
	base.Push((&fightArgs{enemy: 0, phase: fpRoll}).frame(0))
	cases := []struct {
		name   string
		change func(s *State)
		check  bool
		want   bool
		done   bool
	}{
		{"next phase on top", func(s *State) {}, true, true, false},
		{"co-op", func(s *State) { s.Coop.On = true }, false, false, false},
		{"game over", func(s *State) { s.Done = true }, false, false, true},
		{"a frame pushed on it", func(s *State) { s.Push(Frame{Kind: fTurnNext, Seat: 0}) }, false, false, false},
		{"not a fight on top", func(s *State) { s.Frames[s.Depth-1].Kind = fTurnNext }, false, false, false},
		{"taken over, unchecked", func(s *State) { s.Power[0] = int8(s.powerLast()) }, false, true, false},
		{"taken over, checked", func(s *State) { s.Power[0] = int8(s.powerLast()) }, true, false, true},
	}
	for _, c := range cases {
		s := base
		c.change(&s)
		if got := s.fightNext(base.Depth, c.check, nil); got != c.want || s.Done != c.done {
			t.Errorf("%s: fightNext %v, done %v; want %v, %v", c.name, got, s.Done, c.want, c.done)
		}
	}
}

// TestRunsAreTheKinds: the runs advance reads are the registered kinds'
// Run, and none where a kind has no Run (a decision) or is not registered;
// the applies ApplyUnchecked reads are their Apply likewise.
func TestRunsAreTheKinds(t *testing.T) {
	automatic, decisions := 0, 0
	for k := range kinds {
		var want, wantApply uintptr
		if fk := kinds[k]; fk != nil && fk.Run != nil {
			want = reflect.ValueOf(fk.Run).Pointer()
			automatic++
		}
		if fk := kinds[k]; fk != nil && fk.Apply != nil {
			wantApply = reflect.ValueOf(fk.Apply).Pointer()
			decisions++
		}
		var got, gotApply uintptr
		if runs[k] != nil {
			got = reflect.ValueOf(runs[k]).Pointer()
		}
		if applies[k] != nil {
			gotApply = reflect.ValueOf(applies[k]).Pointer()
		}
		if got != want {
			t.Errorf("kind %d: runs holds %#x, the kind's Run is %#x", k, got, want)
		}
		if gotApply != wantApply {
			t.Errorf("kind %d: applies holds %#x, the kind's Apply is %#x", k, gotApply, wantApply)
		}
	}
	if automatic == 0 || decisions == 0 {
		t.Fatalf("%d automatic kinds and %d decisions registered", automatic, decisions)
	}
}

// TestKillRunsAfterKillAtOnce: when a kill's abilities have nothing to do
// (noUse of tbKill, outside the co-op variant), runFight goes on to the
// phase after the kill at once, without the victory check advance would
// make between the two: that check finds no winner there, in random
// games of every player count and scenario. rule FO-FIGHT-13, FO-WIN-3
func TestKillRunsAfterKillAtOnce(t *testing.T) {
	real := kinds[fFight]
	shortcuts := 0
	setKind(fFight, &frameKind{Name: "fight-checked", Run: func(s *State, f Frame, rec *engine.Recorder) {
		if fightPhase(&f) == fpKilled && !s.Coop.On && s.noUse(int(f.Seat), tbKill) {
			shortcuts++
			c := *s
			if c.victoryNow(nil) {
				t.Fatalf("round %d: the victory check skipped after a kill finds a winner", s.Round)
			}
		}
		real.Run(s, f, rec)
	}})
	t.Cleanup(func() { setKind(fFight, real) })
	keptVariety(t, 4, func(*State) {})
	if shortcuts == 0 {
		t.Fatal("no kill went on at once")
	}
}

// TestFightStartRollsAtOnce: where a fight's start has nothing to do
// before the roll (noUse of its timings, outside the co-op variant) and
// the victory check is ruled out (victoryOut), runFight rolls without
// pushing the roll's phase: fightNext would have run it at once, and the
// slot that push would have written is written by the frames that come
// after it (the stack is encoded whole), in random games of every player
// count and scenario. rule FO-FIGHT-6, FO-FIGHT-17
func TestFightStartRollsAtOnce(t *testing.T) {
	real := kinds[fFight]
	shortcuts := 0
	setKind(fFight, &frameKind{Name: "fight-checked", Run: func(s *State, f Frame, rec *engine.Recorder) {
		a := fightOf(&f)
		short := a.phase == fpStart && !a.drawn && s.canFight(int(f.Seat), a.enemy, a.ranged) &&
			!s.Coop.On && s.noUse(int(f.Seat), tbBeforeFight|tbFight) && s.victoryOut()
		d := s.Depth
		if short {
			c := *s
			a.phase = fpRoll
			c.Push(a.frame(int(f.Seat)))
			if !c.fightNext(c.Depth, true, nil) {
				t.Fatalf("round %d: the roll would not have run at once", s.Round)
			}
		}
		real.Run(s, f, rec)
		if short && s.Frames[d] == f {
			t.Fatalf("round %d: the fight's slot still holds its start", s.Round)
		}
		if short {
			shortcuts++
		}
	}})
	t.Cleanup(func() { setKind(fFight, real) })
	keptVariety(t, 4, func(*State) {})
	if shortcuts == 0 {
		t.Fatal("no fight rolled at once")
	}
}

// TestQuietFrame: a fight's kind is not victoryQuiet, so quietFrame tests
// the kind once; a fight is quiet in its roll's phase alone, every other
// frame as victoryQuiet says. rule FO-WIN-6
func TestQuietFrame(t *testing.T) {
	if victoryQuiet[fFight] {
		t.Fatal("victoryQuiet marks the fight's kind: quietFrame would not read it")
	}
	for k := range kinds {
		if kinds[k] == nil || uint8(k) == fFight {
			continue
		}
		f := Frame{Kind: uint8(k)}
		if got := quietFrame(&f); got != victoryQuiet[k] {
			t.Errorf("kind %d (%s): quietFrame %v, victoryQuiet %v", k, kinds[k].Name, got, victoryQuiet[k])
		}
	}
	for phase := fpStart; phase <= fpAfterKill; phase++ {
		f := (&fightArgs{enemy: 1, phase: phase}).frame(0)
		if got := quietFrame(&f); got != (phase == fpRoll) {
			t.Errorf("fight phase %d: quietFrame %v", phase, got)
		}
	}
}
