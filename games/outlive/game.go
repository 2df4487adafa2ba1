package outlive

import (
	"encoding/json"
	"fmt"

	"wasteland/engine"
)

// Game is Outlive's entry in the engine: it makes and restores states.
type Game struct{}

// Name is "outlive".
func (Game) Name() string { return "outlive" }

// RulesVersion identifies this implementation of the rules.
func (Game) RulesVersion() string { return "outlive-1" }

// ContentVersion identifies the shipped content file.
func (Game) ContentVersion() string { return Rules.Version }

// PlayerRange is 2–4 (OL-OVR-1).
func (Game) PlayerRange() (int, int) { return 2, 4 }

// New deals a game for setup.Players players. No variants or options exist.
func (Game) New(setup engine.Setup) (engine.State, error) {
	if setup.Players < 2 || setup.Players > 4 {
		return nil, engine.Invalidf("outlive is for 2 to 4 players, not %d (rule OL-OVR-1)", setup.Players)
	}
	if setup.Variant != "" {
		return nil, engine.Invalidf("outlive has no variant %q", setup.Variant)
	}
	if len(setup.Options) > 0 {
		return nil, engine.Invalidf("outlive takes no options")
	}
	s := &State{N: int8(setup.Players), Rng: engine.NewRNG(setup.Seed)}
	s.push(Frame{Kind: fSetupDeal})
	s.advance(nil)
	return s, nil
}

// Unmarshal restores a state written by MarshalBinary, refusing anything
// inconsistent.
func (Game) Unmarshal(data []byte) (engine.State, error) {
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, engine.Invalidf("outlive state: %v", err)
	}
	if err := s.Check(); err != nil {
		return nil, engine.Invalidf("outlive state: %v", err)
	}
	return &s, nil
}

// Players is the number of seats.
func (s *State) Players() int { return int(s.N) }

// Over reports whether the game has been scored.
func (s *State) Over() bool { return s.Done }

// ToMove is the seat of the pending decision.
func (s *State) ToMove() engine.Seat {
	if s.Done || s.Depth == 0 {
		return engine.Spectator
	}
	return engine.Seat(s.top().Seat)
}

// Prompt names the pending decision.
func (s *State) Prompt() string {
	if s.Done || s.Depth == 0 {
		return ""
	}
	return kinds[s.top().Kind].prompt
}

// Legal appends the pending decision's actions to dst.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	if s.Done || s.Depth == 0 {
		return dst
	}
	f := s.top()
	return kinds[f.Kind].legal(s, f, dst)
}

// Option describes action a of the pending decision.
func (s *State) Option(a engine.Action) engine.Option {
	f := s.top()
	return kinds[f.Kind].option(s, f, a)
}

// ApplyUnchecked plays a legal action and runs the game on to the next decision.
func (s *State) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	f := s.top()
	kinds[f.Kind].apply(s, f, a, rec)
	s.advance(rec)
}

// Clone copies the state: one allocation.
func (s *State) Clone() engine.State {
	c := new(State)
	*c = *s
	return c
}

// MarshalBinary encodes the whole state as JSON.
func (s *State) MarshalBinary() ([]byte, error) { return json.Marshal(s) }

// Check verifies the state's invariants: no negative stock, airlock and rooms
// within their spots, radiation in range, a pending decision unless over.
func (s *State) Check() error {
	if s.N < 2 || s.N > 4 {
		return fmt.Errorf("%d players", s.N)
	}
	if s.Depth < 0 || s.Depth > maxFrames {
		return fmt.Errorf("frame depth %d", s.Depth)
	}
	if !s.Done && s.Depth == 0 {
		return fmt.Errorf("no pending decision in a running game")
	}
	for i := 0; i < int(s.Depth); i++ {
		f := s.Frames[i]
		if kinds[f.Kind] == nil {
			return fmt.Errorf("frame %d has unknown kind %d", i, f.Kind)
		}
		if f.Seat < 0 || f.Seat >= s.N {
			return fmt.Errorf("frame %d has seat %d", i, f.Seat)
		}
	}
	for l, v := range s.Stock {
		if v < 0 {
			return fmt.Errorf("%s stock %d", Rules.Locations[l].ID, v)
		}
	}
	for i := 0; i < int(s.N); i++ {
		p := &s.P[i]
		for r, v := range p.Res {
			if v < 0 {
				return fmt.Errorf("seat %d has %d %s", i, v, Resource(r))
			}
		}
		if p.Airlock < 0 || int(p.Airlock) > airlockCap() {
			return fmt.Errorf("seat %d airlock holds %d", i, p.Airlock)
		}
		for j, r := range p.Rooms {
			if r.Kind < 0 {
				if r.Survivors != 0 {
					return fmt.Errorf("seat %d empty room slot %d holds survivors", i, j)
				}
				continue
			}
			if int(r.Kind) >= len(Rules.Rooms) {
				return fmt.Errorf("seat %d room %d kind %d", i, j, r.Kind)
			}
			if r.Survivors < 0 || int(r.Survivors) > Rules.Rooms[r.Kind].Max || (!r.Built && r.Survivors > 0) {
				return fmt.Errorf("seat %d room %d holds %d survivors", i, j, r.Survivors)
			}
		}
		if int(p.Rad) > Rules.RadBest || int(p.Rad) < Rules.RadWorst {
			return fmt.Errorf("seat %d radiation %d", i, p.Rad)
		}
		if p.Broken&p.Repaired != 0 {
			return fmt.Errorf("seat %d owns a kind both broken and repaired", i)
		}
	}
	return nil
}
