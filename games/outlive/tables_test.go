package outlive

import (
	"fmt"
	"testing"

	"wasteland/engine"
)

func TestRoomAbilityTable(t *testing.T) {
	if len(Rules.Rooms) > 64 {
		t.Fatalf("%d room kinds: abilityKinds holds 64", len(Rules.Rooms))
	}
	for k, r := range Rules.Rooms {
		for ab := Ability(0); ab < numAbilities; ab++ {
			var want uint8
			for j, x := range r.Abilities {
				if x == ab {
					want |= 1 << uint(j)
				}
			}
			if got := roomAbility[k][ab]; got != want {
				t.Errorf("roomAbility[%s][%s] = %b, want %b", r.ID, ab, got, want)
			}
			if got := abilityKinds[ab]>>uint(k)&1 != 0; got != (want != 0) {
				t.Errorf("abilityKinds[%s] has %s: %v", ab, r.ID, got)
			}
		}
		if roomSlots[k] != int8(r.Slots) {
			t.Errorf("roomSlots[%s] = %d, want %d", r.ID, roomSlots[k], r.Slots)
		}
	}
	if roomAbility[uint8(0xff)] != [numAbilities]uint8{} || roomSlots[uint8(0xff)] != 0 {
		t.Error("an empty slot (kind -1) has abilities or slots")
	}
}

func TestRoomWithUsed(t *testing.T) {
	k := -1
	for i, r := range Rules.Rooms {
		if r.Has(AbAmmo4) {
			k = i
			break
		}
	}
	if k < 0 {
		t.Skip("no room with ammo-4")
	}
	full := Room{Kind: int8(k), Built: true, Survivors: int8(Rules.Rooms[k].Slots)}
	for _, tc := range []struct {
		name         string
		room         Room
		used, unused int
	}{
		{"full", full, 3, 3},
		{"not built", Room{Kind: full.Kind, Survivors: full.Survivors}, -1, -1},
		{"not full", Room{Kind: full.Kind, Built: true, Survivors: full.Survivors - 1}, -1, -1},
		{"empty slot", Room{Kind: -1, Built: true, Survivors: 5}, -1, -1},
	} {
		var p Player
		for i := range p.Rooms {
			p.Rooms[i].Kind = -1
			p.roomsChanged()
		}
		p.Rooms[3] = tc.room
		p.roomsChanged()
		if got := p.roomWith(AbAmmo4, false); got != tc.used {
			t.Errorf("%s: roomWith(any) = %d, want %d", tc.name, got, tc.used)
		}
		if got := p.roomWith(AbAmmo4, true); got != tc.unused {
			t.Errorf("%s: roomWith(unused) = %d, want %d", tc.name, got, tc.unused)
		}
		if tc.used >= 0 {
			p.useRoom(tc.used, AbAmmo4)
			if got := p.roomWith(AbAmmo4, true); got != -1 {
				t.Errorf("%s: after useRoom, roomWith(unused) = %d, want -1", tc.name, got)
			}
			if got := p.roomWith(AbAmmo4, false); got != tc.used {
				t.Errorf("%s: after useRoom, roomWith(any) = %d, want %d", tc.name, got, tc.used)
			}
		}
	}
}

// rule OL-MOVE-4
func TestNearLocations(t *testing.T) {
	for _, tc := range []struct {
		from Location
		want []Location
	}{
		{MilitaryBase, []Location{MilitaryBase, Dam, SilentPeak, Forest, Mine}},
		{Freighter, []Location{SilentPeak, AmusementPark, Freighter, BlackwoodCity, Forest}},
		{Mine, []Location{MilitaryBase, Dam, BlackwoodCity, Forest, Mine}},
	} {
		var want uint8
		for _, l := range tc.want {
			want |= 1 << uint(l)
		}
		if got := nearLocations[tc.from]; got != want {
			t.Errorf("nearLocations[%d] = %08b, want %08b", tc.from, got, want)
		}
	}
	if allLocations != 1<<NumLocations-1 {
		t.Errorf("allLocations = %08b", allLocations)
	}
}

func TestEventCodes(t *testing.T) {
	for k, e := range Rules.Events {
		if eventCodes[k] != e.Code {
			t.Errorf("eventCodes[%s] = %d, want %d", e.ID, eventCodes[k], e.Code)
		}
	}
}

// TestActOpen checks that actOpen agrees with listing the visit's actions,
// at every visit of some random games and with the AP spent.
func TestActOpen(t *testing.T) {
	checkShortcut(t, "actOpen", 20, func(s *State, agree func(string, bool, bool)) {
		if s.Top().Kind != fAct {
			return
		}
		for _, ap := range []int8{s.Visit.AP, 0} {
			c := *s
			c.Visit.AP = ap
			agree(fmt.Sprintf("AP %d", ap), c.actOpen(), len(actLegal(&c, nil, nil)) > 1)
		}
	})
}

// checkShortcut plays random 4-player games (seeds 0 to seeds-1) and, at
// every state, lets probe compare a shortcut's answer (got) with what the
// full listing says (want) through agree. It fails at the first
// disagreement, and when only one of the two answers ever occurred.
func checkShortcut(t *testing.T, name string, seeds uint64, probe func(s *State, agree func(at string, got, want bool))) {
	t.Helper()
	var buf []engine.Action
	seen := [2]int{}
	for seed := uint64(0); seed < seeds; seed++ {
		st, _ := Game{}.New(engine.Setup{Players: 4, Seed: seed}, nil)
		s := st.(*State)
		r := engine.NewRNG(seed)
		for !s.Done {
			probe(s, func(at string, got, want bool) {
				if got != want {
					t.Fatalf("seed %d, %s: %s = %v, want %v", seed, at, name, got, want)
				}
				if want {
					seen[1]++
				} else {
					seen[0]++
				}
			})
			buf = s.Legal(buf[:0])
			s.ApplyUnchecked(buf[r.IntN(len(buf))], nil)
		}
	}
	if seen[0] == 0 || seen[1] == 0 {
		t.Errorf("%s: only one answer checked: %v (false, true)", name, seen)
	}
}

func TestSpotName(t *testing.T) {
	for _, tc := range []struct {
		v    uint8
		x    int
		want string
	}{
		{verbAirlock, 0, "airlock"},
		{verbRoom, 0, "room:0"},
		{verbRoom, 6, "room:6"},
	} {
		if got := spotName(tc.v, tc.x); got != tc.want {
			t.Errorf("spotName(%d, %d) = %q, want %q", tc.v, tc.x, got, tc.want)
		}
	}
}

// TestNightStepsOpen checks that buildOpen and repairOpen agree with
// listing night steps 5 and 6's actions for every seat at every state of
// some random games, and that both answers occur.
func TestNightStepsOpen(t *testing.T) {
	for _, tc := range []struct {
		name  string
		kind  uint8
		legal func(*State, *Frame, []engine.Action) []engine.Action
		open  func(*State, int) bool
	}{
		{"buildOpen", fBuild, buildLegal, (*State).buildOpen},
		{"repairOpen", fRepair, repairLegal, (*State).repairOpen},
	} {
		checkShortcut(t, tc.name, 10, func(s *State, agree func(string, bool, bool)) {
			for seat := 0; seat < int(s.N); seat++ {
				f := Frame{Kind: tc.kind, Seat: int8(seat)}
				agree(fmt.Sprintf("seat %d", seat), tc.open(s, seat), len(tc.legal(s, &f, nil)) > 1)
			}
		})
	}
	checkShortcut(t, "canPayRoom", 10, func(s *State, agree func(string, bool, bool)) {
		for seat := 0; seat < int(s.N); seat++ {
			p := &s.P[seat]
			agree(fmt.Sprintf("seat %d", seat), p.canPayRoom(), len(roomPayments(p, nil)) > 0)
		}
	})
}

// rule OL-EVENT-SANDSTORM-1
func TestEffectiveStrength(t *testing.T) {
	for _, tc := range []struct {
		storm bool
		hero  int
		want  int
	}{
		{false, 0, 5}, {false, 1, 4}, {false, 2, 3}, {false, 3, 3},
		{true, 0, 3}, {true, 1, 3}, {true, 2, 3}, {true, 3, 3},
	} {
		s := sdBoard(t, 2)
		if tc.storm {
			visitEventInPlay(s, "sandstorm")
		}
		if got := s.effectiveStrength(1, tc.hero); got != tc.want {
			t.Errorf("effectiveStrength of hero %d, sandstorm %v = %d, want %d", tc.hero, tc.storm, got, tc.want)
		}
	}
}
