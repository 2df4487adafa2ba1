package engine_test

import (
	"encoding/json"
	"fmt"

	"wasteland/engine"
)

// countdown is a tiny game for the engine's own tests: players take turns
// subtracting 1 or 2 from a hidden-free counter; whoever reaches 0 wins.
// Each seat also holds a secret number drawn at the start.
type countdown struct{}

func (countdown) Name() string            { return "countdown" }
func (countdown) RulesVersion() string    { return "1" }
func (countdown) ContentVersion() string  { return "1" }
func (countdown) PlayerRange() (int, int) { return 2, 3 }
func (countdown) New(s engine.Setup, rec *engine.Recorder) (engine.State, error) {
	if s.Players < 2 || s.Players > 3 {
		return nil, engine.Invalidf("2 or 3 players")
	}
	st := &cdState{N: s.Players, Count: 7, Rng: engine.NewRNG(s.Seed)}
	for i := 0; i < s.Players; i++ {
		st.Secret[i] = st.Rng.IntN(100)
	}
	return st, nil
}
func (countdown) Unmarshal(b []byte) (engine.State, error) {
	return engine.UnmarshalChecked[cdState]("countdown", b)
}

// Check refuses a state that no game of countdown reaches.
func (s *cdState) Check() error {
	if s.N < 2 || s.N > 3 || s.Count < 0 || s.Turn < 0 || s.Turn >= s.N {
		return fmt.Errorf("%d players, count %d, turn %d", s.N, s.Count, s.Turn)
	}
	return nil
}

type cdState struct {
	N, Count, Turn int
	Secret         [3]int
	Rng            engine.RNG
}

func (s *cdState) Players() int { return s.N }
func (s *cdState) Over() bool   { return s.Count == 0 }
func (s *cdState) ToMove() engine.Seat {
	if s.Over() {
		return engine.Spectator
	}
	return engine.Seat(s.Turn)
}
func (s *cdState) Prompt() string {
	if s.Over() {
		return ""
	}
	return "subtract"
}
func (s *cdState) Legal(dst []engine.Action) []engine.Action {
	if s.Over() {
		return dst
	}
	dst = append(dst, 1)
	if s.Count >= 2 {
		dst = append(dst, 2)
	}
	return dst
}
func (s *cdState) Option(a engine.Action) engine.Option {
	return engine.Option{ID: fmt.Sprintf("sub:%d", a), Kind: "sub", Label: fmt.Sprintf("subtract %d", a)}
}
func (s *cdState) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	s.Count -= int(a)
	rec.Public("subtracted", map[string]int{"seat": s.Turn, "by": int(a), "left": s.Count})
	rec.Emit(engine.Event{Type: "secret", To: engine.Seat(s.Turn), Data: s.Secret[s.Turn]})
	if s.Count > 0 {
		s.Turn = (s.Turn + 1) % s.N
	}
}
func (s *cdState) View(seat engine.Seat) any {
	v := map[string]int{"count": s.Count, "turn": s.Turn}
	if seat >= 0 {
		v["secret"] = s.Secret[seat]
	}
	return v
}
func (s *cdState) Result() engine.Result {
	r := engine.Result{Scores: make([]int, s.N), Placings: make([]int, s.N), Winners: []engine.Seat{engine.Seat(s.Turn)}}
	for i := range r.Placings {
		r.Placings[i] = 2
	}
	r.Scores[s.Turn], r.Placings[s.Turn] = 1, 1
	return r
}
func (s *cdState) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	c := *s
	c.Rng = rng.Split()
	for i := 0; i < s.N; i++ {
		if engine.Seat(i) != seat {
			c.Secret[i] = rng.IntN(100)
		}
	}
	return &c
}
func (s *cdState) Clone() engine.State            { c := *s; return &c }
func (s *cdState) MarshalBinary() ([]byte, error) { return json.Marshal(s) }

// leakyCountdown publishes the mover's secret: the conformance suite must
// catch it.
type leakyCountdown struct{ countdown }

func (leakyCountdown) New(s engine.Setup, rec *engine.Recorder) (engine.State, error) {
	st, err := countdown{}.New(s, rec)
	if err != nil {
		return nil, err
	}
	return &leakyState{*st.(*cdState)}, nil
}

func (leakyCountdown) Unmarshal(b []byte) (engine.State, error) {
	st, err := countdown{}.Unmarshal(b)
	if err != nil {
		return nil, err
	}
	return &leakyState{*st.(*cdState)}, nil
}

type leakyState struct{ cdState }

func (s *leakyState) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	rec.Public("oops", s.Secret[(s.Turn+1)%s.N])
	s.cdState.ApplyUnchecked(a, rec)
}

func (s *leakyState) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	return &leakyState{*s.cdState.Resample(seat, rng).(*cdState)}
}

func (s *leakyState) Clone() engine.State { c := *s; return &c }

// rollingCountdown rolls a public die on every move and keeps nothing of it:
// after a resample, the same option may roll differently and still end in
// the same views. The suite must take that for chance, not for a leak.
type rollingCountdown struct{ countdown }

func (rollingCountdown) New(s engine.Setup, rec *engine.Recorder) (engine.State, error) {
	st, err := countdown{}.New(s, rec)
	if err != nil {
		return nil, err
	}
	return &rollingState{*st.(*cdState)}, nil
}

func (rollingCountdown) Unmarshal(b []byte) (engine.State, error) {
	st, err := countdown{}.Unmarshal(b)
	if err != nil {
		return nil, err
	}
	return &rollingState{*st.(*cdState)}, nil
}

type rollingState struct{ cdState }

func (s *rollingState) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	rec.Emit(engine.Event{Type: "rolled", To: engine.Public, Data: s.Rng.IntN(6), Reveals: true})
	s.cdState.ApplyUnchecked(a, rec)
}

func (s *rollingState) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	return &rollingState{*s.cdState.Resample(seat, rng).(*cdState)}
}

func (s *rollingState) Clone() engine.State { c := *s; return &c }
