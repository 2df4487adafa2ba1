package engine_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

func TestConformanceOnCountdown(t *testing.T) {
	enginetest.Run(t, countdown{}, enginetest.Config{Games: 50, Players: []int{2, 3}, DeepEvery: 1})
}

func TestApplyValidates(t *testing.T) {
	st, _ := countdown{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	before, _ := st.MarshalBinary()
	tests := []struct {
		name string
		seat engine.Seat
		id   string
		want error
	}{
		{"wrong seat", 1, "sub:1", engine.ErrNotYourTurn},
		{"unknown option", 0, "sub:9", engine.ErrIllegal},
		{"garbage", 0, strings.Repeat("x", 500), engine.ErrIllegal},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := engine.Apply(st, tc.seat, tc.id); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			after, _ := st.MarshalBinary()
			if string(after) != string(before) {
				t.Fatal("a refused option changed the state")
			}
		})
	}
	var re *engine.RuleError
	_, err := engine.Apply(st, 0, strings.Repeat("y", 500))
	if !errors.As(err, &re) || len(err.Error()) > 200 {
		t.Fatalf("error should be a short RuleError, got %v", err)
	}
}

func TestDecisionSortedAndOver(t *testing.T) {
	st, _ := countdown{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	d := engine.DecisionOf(st)
	if d.Seat != 0 || len(d.Options) != 2 || d.Options[0].ID != "sub:1" {
		t.Fatalf("decision %+v", d)
	}
	for !st.Over() {
		if _, err := engine.Apply(st, st.ToMove(), "sub:1"); err != nil {
			t.Fatal(err)
		}
	}
	if d := engine.DecisionOf(st); d.Seat != engine.Spectator || len(d.Options) != 0 {
		t.Fatalf("finished game decision %+v", d)
	}
	if _, err := engine.Apply(st, 0, "sub:1"); !errors.Is(err, engine.ErrGameOver) {
		t.Fatalf("got %v", err)
	}
}

func TestEventVisibility(t *testing.T) {
	evs := []engine.Event{{Type: "a", To: engine.Public}, {Type: "b", To: 1}}
	if got := engine.VisibleTo(evs, 0); len(got) != 1 || got[0].Type != "a" {
		t.Fatalf("seat 0 sees %v", got)
	}
	if got := engine.VisibleTo(evs, 1); len(got) != 2 {
		t.Fatalf("seat 1 sees %v", got)
	}
	if got := engine.VisibleTo(evs, engine.Spectator); len(got) != 1 {
		t.Fatalf("spectator sees %v", got)
	}
}

func playCountdown(t *testing.T) *engine.Record {
	t.Helper()
	g := countdown{}
	setup := engine.Setup{Players: 2, Seed: 5}
	st, r, _, err := engine.Start(g, setup, []string{"human", "bot:random"})
	if err != nil {
		t.Fatal(err)
	}
	for !st.Over() {
		seat := st.ToMove()
		id := engine.DecisionOf(st).Options[0].ID
		evs, err := engine.Apply(st, seat, id)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Add(seat, id, evs); err != nil {
			t.Fatal(err)
		}
	}
	return r.Record(st)
}

func TestRecordRoundTripAndReplay(t *testing.T) {
	rec := playCountdown(t)
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := engine.Replay(countdown{}, back); err != nil {
		t.Fatalf("replay: %v", err)
	}
	tampered := *back
	tampered.Digest = strings.Repeat("0", 64)
	if _, _, err := engine.Replay(countdown{}, &tampered); !errors.Is(err, engine.ErrReplay) {
		t.Fatalf("tampered digest: %v", err)
	}
	res := *back.Result
	res.Scores = []int{9, 9}
	tampered = *back
	tampered.Result = &res
	if _, _, err := engine.Replay(countdown{}, &tampered); !errors.Is(err, engine.ErrReplay) {
		t.Fatalf("tampered result: %v", err)
	}
	tampered = *back
	tampered.Moves = append([]engine.Move{{Seat: 1, Option: "sub:1"}}, back.Moves...)
	if _, _, err := engine.Replay(countdown{}, &tampered); !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("move by the wrong seat: %v", err)
	}
}

func TestDecodeRecordRejects(t *testing.T) {
	for name, data := range map[string]string{
		"not json":     `{`,
		"no format":    `{"game":"x"}`,
		"future":       `{"format":99,"game":"x"}`,
		"no game":      `{"format":1}`,
		"unknown key":  `{"format":1,"game":"x","bogus":1}`,
		"seat range":   `{"format":1,"game":"x","setup":{"players":2},"moves":[{"seat":5,"option":"a"}]}`,
		"wrong shapes": `{"format":1,"game":"x","moves":"a"}`,
	} {
		if _, err := engine.DecodeRecord([]byte(data)); !errors.Is(err, engine.ErrInvalid) {
			t.Errorf("%s: got %v", name, err)
		}
	}
}

func FuzzDecodeRecord(f *testing.F) {
	f.Add([]byte(`{"format":1,"game":"countdown","setup":{"players":2,"seed":1},"moves":[{"seat":0,"option":"sub:2"}]}`))
	f.Add([]byte(`{"format":1}`))
	f.Add([]byte(`{"format":2,"game":"countdown","setup":{"players":3,"seed":"18446744073709551615"},"moves":[{"seat":0,"option":"sub:1"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := engine.DecodeRecord(data)
		if err != nil {
			return
		}
		if rec.Game == "" {
			t.Fatal("decoded a record without a game")
		}
		if rec.Game == "countdown" && rec.Setup.Players >= 2 && rec.Setup.Players <= 3 {
			_, _, _ = engine.Replay(countdown{}, rec)
		}
	})
}

func FuzzApplyOptionID(f *testing.F) {
	f.Add("sub:1")
	f.Add("sub:-1")
	f.Add("")
	f.Fuzz(func(t *testing.T, id string) {
		st, _ := countdown{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
		before, _ := st.MarshalBinary()
		if _, err := engine.Apply(st, 0, id); err != nil {
			after, _ := st.MarshalBinary()
			if string(before) != string(after) {
				t.Fatal("refused option changed state")
			}
		}
	})
}

func TestConformanceCatchesLeaks(t *testing.T) {
	err := enginetest.Playout(leakyCountdown{}, engine.Setup{Players: 2, Seed: 9}, enginetest.Config{DeepEvery: 1, MaxMoves: 100})
	if err == nil || !strings.Contains(err.Error(), "reveal hidden information") {
		t.Fatalf("a leaking game passed: %v", err)
	}
}

// A random outcome that a resample rolls differently, in an event marked
// Reveals, is chance and not a leak, even when the views end alike.
func TestConformanceTakesChanceForChance(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		if err := enginetest.Playout(rollingCountdown{}, engine.Setup{Players: 2, Seed: seed}, enginetest.Config{DeepEvery: 1, MaxMoves: 100}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

// A fast playout still checks the invariants after every move and the end
// of the game; it plays the moves a full playout would.
func TestFastPlayoutChecksInvariants(t *testing.T) {
	setup := engine.Setup{Players: 2, Seed: 9}
	moves := 0
	count := func(engine.State) error { moves++; return nil }
	if err := enginetest.FastPlayout(countdown{}, setup, enginetest.Config{Invariants: count}); err != nil {
		t.Fatal(err)
	}
	fast := moves
	moves = 0
	if err := enginetest.Playout(countdown{}, setup, enginetest.Config{Invariants: count, DeepEvery: 1, MaxMoves: 100}); err != nil || moves != fast || fast == 0 {
		t.Fatalf("full playout: %v, %d moves, fast playout %d", err, moves, fast)
	}
	broken := func(engine.State) error { return errors.New("broken") }
	if err := enginetest.FastPlayout(countdown{}, setup, enginetest.Config{Invariants: broken}); err == nil || !strings.Contains(err.Error(), "broken") {
		t.Fatalf("a broken invariant passed: %v", err)
	}
	if err := enginetest.FastPlayout(countdown{}, setup, enginetest.Config{MaxMoves: 1}); err == nil {
		t.Fatal("a game longer than MaxMoves passed")
	}
}

// TestApplyRecordsTheDecision: every move's events open with the decision,
// addressed to the seat that took it, with every option offered; Play
// records the same, and with a nil recorder plays like ApplyUnchecked.
func TestApplyRecordsTheDecision(t *testing.T) {
	st, _ := countdown{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	played, fast := st.Clone(), st.Clone()
	evs, err := engine.Apply(st, 0, "sub:2")
	if err != nil {
		t.Fatal(err)
	}
	want := engine.Event{Type: engine.DecisionEvent, To: 0,
		Data: engine.DecisionMade{Seat: 0, Prompt: "subtract", Offered: []string{"sub:1", "sub:2"}, Chosen: "sub:2"}}
	if len(evs) == 0 || !reflect.DeepEqual(evs[0], want) {
		t.Fatalf("first event %+v, want %+v", evs[0], want)
	}
	if got := engine.VisibleTo(evs, 1); len(got) != len(evs)-2 {
		t.Fatalf("seat 1 sees %d of %d events; the decision and seat 0's secret are seat 0's", len(got), len(evs))
	}
	var rec engine.Recorder
	engine.Play(played, 2, &rec)
	if !reflect.DeepEqual(rec.Events, evs) {
		t.Fatalf("Play recorded %+v, Apply %+v", rec.Events, evs)
	}
	engine.Play(fast, 2, nil)
	a, _ := st.MarshalBinary()
	b, _ := fast.MarshalBinary()
	if string(a) != string(b) {
		t.Fatalf("Play without a recorder reached %s, Apply %s", b, a)
	}
}

// countingState counts the calls of Legal and Option on its State.
type countingState struct {
	engine.State
	calls int
}

func (c *countingState) Legal(dst []engine.Action) []engine.Action {
	c.calls++
	return c.State.Legal(dst)
}

func (c *countingState) Option(a engine.Action) engine.Option {
	c.calls++
	return c.State.Option(a)
}

// TestPlayWithoutRecorderDoesNoExtraWork: the fast path lists no options
// for the decision event it does not record.
func TestPlayWithoutRecorderDoesNoExtraWork(t *testing.T) {
	st, _ := countdown{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	c := &countingState{State: st}
	engine.Play(c, 1, nil)
	if c.calls != 0 {
		t.Fatalf("Play without a recorder called Legal or Option %d times", c.calls)
	}
	engine.Play(c, 1, &engine.Recorder{})
	if c.calls == 0 {
		t.Fatal("Play with a recorder did not list the options it offered")
	}
}
