package fallout

import (
	"fmt"
	"testing"

	"wasteland/engine"
)

// keptVariety plays random games of every player count, the co-op
// variant and every scenario, visiting the state after every move.
func keptVariety(t *testing.T, games int, visit func(s *State)) {
	t.Helper()
	var buf []engine.Action
	for i := range games {
		for players := 1; players <= MaxPlayers; players++ {
			setup := engine.Setup{Players: players, Seed: uint64(i*MaxPlayers + players),
				Options: map[string]string{OptScenario: data.Scenarios[i%len(data.Scenarios)].ID}}
			if i%3 == 2 {
				setup.Variant = VariantCoop
			}
			st, err := Game{}.New(setup, nil)
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*State)
			r := engine.NewRNG(uint64(i) ^ 0x6ee9)
			for !s.Done {
				buf = s.Legal(buf[:0])
				s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
				visit(s)
			}
		}
	}
}

// keptHolds fails unless every intent s keeps, where its inputs still
// hold, equals the one weighed anew from s without them.
func keptHolds(t *testing.T, s *State) (intents int) {
	t.Helper()
	k := &s.kept
	if k.board != s.Map || k.seats != s.weighSeats() {
		return 0
	}
	bare := *s
	bare.kept = keptWeighing{}
	var dc distCache
	defer dc.release()
	for tk := range s.Tokens {
		r := rankOf(tk)
		if s.foeIcon(tk) != k.icon || k.has>>r&1 == 0 || k.tok[r] != s.Tokens[tk] {
			continue
		}
		in, seat, dist := bare.intentOf(tk, &dc)
		if got := k.intent[r]; got != (keptIntent{in: in, seat: int8(seat), dist: int8(dist)}) {
			t.Fatalf("round %d: token %d's kept intent %+v, weighed anew %d %d %d", s.Round, tk, got, in, seat, dist)
		}
		intents++
	}
	return intents
}

// TestKeptWeighing: after every move of random games (1 to 4 players,
// co-op, every scenario), each enemy intent the state keeps between steps
// (kept.go) equals the one weighed anew, and kept intents are read where
// they hold. rule FO-ACTIV-3, FO-ACTIV-4
func TestKeptWeighing(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	intents := 0
	keptVariety(t, games, func(s *State) { intents += keptHolds(t, s) })
	if intents == 0 {
		t.Fatal("the games kept no intent")
	}
}

// TestKeptNotEncodedNorResampled: what a state keeps is not in its
// encoding (the decoded state keeps nothing, and weighs the same), and a
// determinization keeps nothing of the real state: Resample and
// ResampleInto clear it, so a bot's state weighs only what it holds.
func TestKeptNotEncodedNorResampled(t *testing.T) {
	checked := 0
	rng := engine.NewRNG(3)
	keptVariety(t, 2, func(s *State) {
		if s.Done || s.kept.has == 0 {
			return
		}
		checked++
		b, err := s.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		st, err := Game{}.Unmarshal(b)
		if err != nil {
			t.Fatal(err)
		}
		if d := st.(*State); d.kept != (keptWeighing{}) {
			t.Fatal("a decoded state keeps weighed values")
		}
		bare := *s
		bare.kept = keptWeighing{}
		if b2, _ := bare.MarshalBinary(); string(b2) != string(b) {
			t.Fatal("the encoding depends on what the state keeps")
		}
		seat := engine.Seat(int(s.Round) % int(s.N))
		if r := s.Resample(seat, &rng).(*State); r.kept != (keptWeighing{}) {
			t.Fatal("Resample kept the real state's weighing")
		}
		into := *s
		if !s.ResampleInto(&into, seat, &rng) || into.kept != (keptWeighing{}) {
			t.Fatal("ResampleInto kept the real state's weighing")
		}
	})
	if checked == 0 {
		t.Fatal("no state kept anything")
	}
}

// TestWeighSeatsSeesEveryInput: the packed survivors and table the kept
// intents were weighed against change with each input an intent reads,
// whatever seat it belongs to, so that checkKept never reads an intent
// weighed for other survivors. rule FO-ACTIV-3, FO-ACTIV-4, FO-ACTIV-11
func TestWeighSeatsSeesEveryInput(t *testing.T) {
	st, err := Game{}.New(engine.Setup{Players: 4, Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	base := *st.(*State)
	type input struct {
		name   string
		change func(s *State)
	}
	inputs := []input{
		{"first player", func(s *State) { s.First ^= 1 }},
		{"player count", func(s *State) { s.N-- }},
		{"co-op loyal faction", func(s *State) { s.Coop.Loyal ^= 1 }},
		{"co-op on", func(s *State) { s.Coop.On = !s.Coop.On }},
	}
	for p := range MaxPlayers {
		inputs = append(inputs,
			input{fmt.Sprintf("seat %d's space", p), func(s *State) { s.P[p].Node ^= 1 }},
			input{fmt.Sprintf("seat %d's HP", p), func(s *State) { s.P[p].HP ^= 1 }},
			input{fmt.Sprintf("seat %d's rads", p), func(s *State) { s.P[p].Rads ^= 1 }},
			input{fmt.Sprintf("seat %d's loyalty", p), func(s *State) { s.P[p].Loyal ^= 1 }})
	}
	for _, in := range inputs {
		s := base
		in.change(&s)
		if s.weighSeats() == base.weighSeats() {
			t.Errorf("changing %s leaves the weighed seats as they were", in.name)
		}
	}
}
