package fallout

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
)

// rule FO-COMP-1, FO-SETUP-1
func TestGameNewRefuses(t *testing.T) {
	for _, setup := range []engine.Setup{
		{Players: 0}, {Players: 5}, {Players: 2, Variant: "co-op"},
		{Players: 2, Options: map[string]string{"bogus": "1"}},
		{Players: 2, Options: map[string]string{OptScenario: "nowhere"}},
		{Players: 2, Options: map[string]string{OptRounds: "0"}},
		{Players: 2, Options: map[string]string{OptRounds: "x"}},
	} {
		if _, err := (Game{}).New(setup, nil); !errors.Is(err, engine.ErrInvalid) {
			t.Errorf("%+v: %v", setup, err)
		}
	}
	s := foNew(t, 2, 1, map[string]string{OptScenario: data.Scenarios[0].ID, OptRounds: "3"})
	if s.Scenario != 0 || s.RoundLimit != 3 {
		t.Fatalf("scenario %d, limit %d", s.Scenario, s.RoundLimit)
	}
	if lo, hi := (Game{}).PlayerRange(); lo != 1 || hi != 4 {
		t.Fatalf("range %d-%d", lo, hi)
	}
}

// Unmarshal refuses states that break an invariant.
func TestGameUnmarshalChecks(t *testing.T) {
	s := foStarted(t, 3, 4)
	good, _ := s.MarshalBinary()
	if _, err := (Game{}).Unmarshal(good); err != nil {
		t.Fatal(err)
	}
	for name, breakIt := range map[string]func(c *State){
		"hp above the track":              func(c *State) { c.P[0].HP = 17 },
		"dead on the map":                 func(c *State) { c.P[0].HP, c.P[0].Rads = 3, 3 },
		"duplicate loot":                  func(c *State) { c.Loot.Cards[0] = c.Loot.Cards[1] },
		"lost agenda":                     func(c *State) { c.Agenda.N-- },
		"unknown frame":                   func(c *State) { c.Frames[0].Kind = fFrameKindsEnd },
		"bad seat":                        func(c *State) { c.Frames[0].Seat = 7 },
		"token on no node":                func(c *State) { c.Tokens[0].Node = 104 },
		"inactive faction":                func(c *State) { c.Tokens[nEnemies].Active = false },
		"duplicate tile":                  func(c *State) { c.Map[3].Tile = c.Map[4].Tile },
		"xp under no letter":              func(c *State) { c.P[1].XP = 6; c.P[1].Special = 1 },
		"player out of range":             func(c *State) { c.P[3].Caps = 1 },
		"done without end":                func(c *State) { c.Done = true },
		"shop holds loot":                 func(c *State) { c.Shop[0] = 0 },
		"another scenario's quest staged": func(c *State) { c.Quests[questIndex(21)] = inPlay },
	} {
		c := *s
		breakIt(&c)
		b, _ := json.Marshal(&c)
		if _, err := (Game{}).Unmarshal(b); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// Views hold no other seat's secret: agenda cards, face-down tiles, the
// identity of inactive enemies.
// rule FO-AGENDA-6, FO-INACT-1, FO-SETUP-2
func TestGameViewSecrets(t *testing.T) {
	s := foStarted(t, 2, 8)
	tk := foToken(t, s, typeIndex("robot"))
	s.placeToken(tk, Token{Node: foNode(t, s, "t01.b"), Faction: -1})
	for seat := engine.Seat(-1); seat < 2; seat++ {
		b, _ := json.Marshal(s.View(seat))
		js := string(b)
		for p := 0; p < 2; p++ {
			id := data.Agendas[s.P[p].Hand[0]].ID
			if strings.Contains(js, `"`+id+`"`) != (int(seat) == p) {
				t.Errorf("seat %d's view and agenda %s of seat %d", seat, id, p)
			}
		}
		for p := range s.geo().pos {
			if !s.Map[p].FaceUp && strings.Contains(js, `"`+data.Tiles[s.Map[p].Tile].ID+`"`) {
				t.Errorf("seat %d sees face-down tile %s", seat, data.Tiles[s.Map[p].Tile].ID)
			}
		}
		if strings.Contains(js, `"`+data.Enemies[tk].ID+`"`) {
			t.Errorf("seat %d sees the inactive enemy %s", seat, data.Enemies[tk].ID)
		}
	}
}

// Resample keeps what the seat knows and redraws the rest.
// rule FO-INACT-1, FO-AGENDA-6, FO-SETUP-2
func TestGameResample(t *testing.T) {
	s := foStarted(t, 3, 8)
	robot := int8(typeIndex("robot"))
	tk := foToken(t, s, robot)
	down := foNode(t, s, "t01.b")
	s.placeToken(tk, Token{Node: down, Faction: -1})
	rng := engine.NewRNG(99)
	changedTiles, changedHands, changedEnemy := false, false, false
	for i := 0; i < 20; i++ {
		r := s.Resample(1, &rng).(*State)
		if err := r.Check(); err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(s.View(1))
		b, _ := json.Marshal(r.View(1))
		if !bytes.Equal(a, b) {
			t.Fatal("the seat's view changed")
		}
		if r.P[1].Hand != s.P[1].Hand {
			t.Fatal("the seat's own hand changed")
		}
		for i := 0; i < nEnemies; i++ {
			if r.Tokens[i].Node == down {
				if enemyType[i] != robot || r.Tokens[i].Active {
					t.Fatalf("the face-down robot became %+v", r.Tokens[i])
				}
				changedEnemy = changedEnemy || i != tk
			}
		}
		changedTiles = changedTiles || r.Map != s.Map
		changedHands = changedHands || r.P[0].Hand != s.P[0].Hand || r.P[2].Hand != s.P[2].Hand
	}
	if !changedTiles || !changedHands || !changedEnemy {
		t.Fatalf("resampling changed tiles %v, hands %v, the face-down enemy %v", changedTiles, changedHands, changedEnemy)
	}
}

// Resample depends only on what the seat sees: two states that differ in
// which face-down robots lie where resample alike.
// rule FO-INACT-1
func TestGameResampleHidesWhichTokenLiesWhere(t *testing.T) {
	s := foStarted(t, 2, 8)
	robot := int8(typeIndex("robot"))
	a := foToken(t, s, robot)
	s.placeToken(a, Token{Node: foNode(t, s, "t01.b"), Faction: -1})
	b := foToken(t, s, robot)
	s.placeToken(b, Token{Node: foNode(t, s, "t01.c"), Faction: -1})
	o := *s
	o.placeToken(a, s.Tokens[b])
	o.placeToken(b, s.Tokens[a])
	for seed := range uint64(10) {
		r1, r2 := engine.NewRNG(seed), engine.NewRNG(seed)
		x, _ := s.Resample(0, &r1).MarshalBinary()
		y, _ := o.Resample(0, &r2).MarshalBinary()
		if !bytes.Equal(x, y) {
			t.Fatalf("seed %d: the resampled states differ", seed)
		}
	}
}

// FuzzOptionID sends arbitrary option ids, from arbitrary seats, to games
// in progress: a refused id leaves the state unchanged, an accepted one was
// legal.
func FuzzOptionID(f *testing.F) {
	for _, id := range []string{"survivor:old-ghoul", "place:t01.a", "move-action", "move:t01.b", "explore:q0r-1", "end", "", "equip:knights-rifle", "loyal:ag01", "respawn:t01.a"} {
		f.Add(uint64(1), uint8(12), id, int8(0))
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, id string, seat int8) {
		enginetest.CheckOptionID(t, Game{}, engine.Setup{Players: 1 + int(seed%4), Seed: seed}, int(steps), engine.Seat(seat), id)
	})
}

// FuzzUnmarshal: the decoder never returns a state that fails Check.
func FuzzUnmarshal(f *testing.F) {
	st, _ := Game{}.New(engine.Setup{Players: 2, Seed: 5}, nil)
	good, _ := st.MarshalBinary()
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Game{}.Unmarshal(b)
		if err != nil {
			return
		}
		if err := s.(*State).Check(); err != nil {
			t.Fatalf("accepted a state that fails Check: %v", err)
		}
	})
}

// TestEveryKindRegistered checks that every frame kind and every turn verb
// of frames.go is registered, and that a frame of a kind that is not
// panics when it runs instead of being skipped.
func TestEveryKindRegistered(t *testing.T) {
	for k := uint8(1); k < fFrameKindsEnd; k++ {
		if kinds[k] == nil {
			t.Errorf("frame kind %d is not registered", k)
		}
	}
	for v := uint8(1); v < numTurnVerbs; v++ {
		if turnVerbs[v] == nil {
			t.Errorf("turn verb %d is not registered", v)
		}
	}
	s := actGame(t, 2, nil)
	s.Push(Frame{Kind: fFrameKindsEnd, Seat: s.First})
	defer func() {
		if r := recover(); r == nil {
			t.Error("an unregistered frame kind ran without a panic")
		}
	}()
	s.advance(nil)
}
