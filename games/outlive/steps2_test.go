package outlive

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// The whole choices below are worked out by brute force from the rules,
// independently of the steps: every hero on every location, every
// payment up to an event's printed cost. The steps must offer exactly
// these, as the one decision before them did.

// bruteMoves lists the moves of seat's idle heroes, and a stay for a hero
// with none: 1 or 2 steps, farther only with a usable Exoskeleton, never
// onto an own hero, the Freighter only with a slot (OL-MOVE-2..10).
func bruteMoves(s *State, seat int) []string {
	p := &s.P[seat]
	var ids []string
	for h := range p.Heroes {
		if p.Heroes[h].Active {
			continue
		}
		from := p.Heroes[h].Loc
		moved := false
		for l := Location(0); l < NumLocations; l++ {
			d := ringSteps(from, l)
			if p.dayHeroAt(l) >= 0 || (d > 2 && !p.canUse(eqExoskeleton)) || (l == Freighter && s.freighterSlots(seat, h) == 0) {
				continue
			}
			id := "move:" + heroNames[h] + ":" + Rules.Locations[l].ID
			if d > 2 {
				id += ":exo"
			}
			ids = append(ids, id)
			moved = true
		}
		if !moved {
			ids = append(ids, "stay:"+heroNames[h])
		}
	}
	slices.Sort(ids)
	return ids
}

// bruteAverts lists every payment seat can make to avert each event in
// play, and pass: the printed cost, or with a usable avert discount room
// the cost less 2 materials, 2 ammo or 1 food, fewer only when the cost
// holds fewer of that kind (OL-NIGHT-EVENT-3, OL-NIGHT-EVENT-5).
func bruteAverts(s *State, seat int) []string {
	p := &s.P[seat]
	disc := p.roomWith(AbAvertDiscount, true) >= 0
	ids := []string{"pass"}
	for slot := 0; slot < len(s.EventState); slot++ {
		if s.EventState[slot] != EventInPlay {
			continue
		}
		ev := &Rules.Events[s.Events[slot]]
		cost := ev.Avert
		var pay Stock
		var walk func(r int)
		walk = func(r int) {
			if r == len(pay) {
				off := cost
				for i := range off {
					off[i] -= pay[i]
				}
				materials, ammo, food := off.count(Wood, Electronics), int(off[Ammo]), off.count(Meat, Cans)
				ok := off == Stock{} || disc && (materials == min(2, cost.count(Wood, Electronics)) && materials > 0 && ammo+food == 0 ||
					ammo == min(2, int(cost[Ammo])) && ammo > 0 && materials+food == 0 ||
					food == 1 && materials+ammo == 0)
				if ok && p.Res.Covers(pay) {
					ids = append(ids, "avert:"+ev.ID+":pay="+nightPayID(pay))
				}
				return
			}
			for n := int16(0); n <= cost[r]; n++ {
				pay[r] = n
				walk(r + 1)
			}
			pay[r] = 0
		}
		walk(0)
	}
	slices.Sort(ids)
	return ids
}

// rule OL-MOVE-1, OL-MOVE-2, OL-MOVE-4, OL-MOVE-5, OL-MOVE-7, OL-MOVE-9,
// OL-MOVE-10: a day turn is the hero, then where it goes; the steps reach
// exactly the moves of the one decision before them. A hero with one
// place to go, or the only idle hero, is moved by one option that names
// the place; a hero with nowhere to go stays and is never a first step.
func TestMoveSteps(t *testing.T) {
	tests := []struct {
		name  string
		board func(s *State)
		first []string // the first step's options, sorted
	}{
		{"four idle heroes", func(s *State) {
			sdHero(s, 0, 0, Dam, false)
			sdHero(s, 0, 1, Forest, false)
			sdHero(s, 0, 2, MilitaryBase, false)
			sdHero(s, 0, 3, BlackwoodCity, false)
		}, []string{"hero:h3a", "hero:h3b", "hero:h4", "hero:h5"}},
		{"the Exoskeleton", func(s *State) {
			sdHero(s, 0, 0, MilitaryBase, false)
			sdHero(s, 0, 1, AmusementPark, false)
			sdRepair(s, 0, eqExoskeleton)
		}, []string{"hero:h4", "hero:h5"}},
		{"the only idle hero", func(s *State) {
			sdHero(s, 0, 0, Dam, false)
			sdHero(s, 0, 1, Forest, true)
		}, nil},
		{"one place to go and a stuck hero", func(s *State) {
			sdHero(s, 0, 2, SilentPeak, false)
			sdHero(s, 0, 0, Dam, false)
			sdHero(s, 0, 1, MilitaryBase, true)
			sdHero(s, 0, 3, AmusementPark, true)
			sdHero(s, 1, 2, Freighter, true)
			s.Freighter[0].Occupant = 1
		}, []string{"move:h5:mine", "stay:h3a"}},
		{"a Sandstorm before the Freighter", func(s *State) {
			sdHero(s, 0, 0, BlackwoodCity, false)
			sdHero(s, 0, 1, SilentPeak, false)
			sdHero(s, 0, 2, Forest, false)
			sdEvents(s, 2, "sandstorm")
		}, []string{"hero:h3a", "hero:h4", "hero:h5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sdBoard(t, 2)
			sdClear(s)
			tt.board(s)
			sdTurn(s, 0)
			want := bruteMoves(s, 0)
			if got := wholeChoices(t, s); !slices.Equal(got, want) {
				t.Fatalf("the steps reach\n%v\nthe rules allow\n%v", got, want)
			}
			first := sdOpts(s)
			if tt.first == nil {
				tt.first = want // the only idle hero: its moves at once
			}
			if !slices.Equal(first, tt.first) {
				t.Fatalf("first step %v, want %v", first, tt.first)
			}
			// Every whole move, played in its steps, moves that hero there.
			for id, st := range wholeSteps(t, s) {
				c := s.Clone().(*State)
				evs := wholeDo(t, c, 0, id)
				parts := strings.Split(id, ":")
				if parts[0] == "stay" {
					sdEvent(t, evs, "hero-stayed")
					continue
				}
				if d := sdEvent(t, evs, "hero-moved").Data.(HeroMoved); d.Hero != parts[1] || d.To != parts[2] || d.Exoskeleton != (len(parts) == 4) {
					t.Errorf("%s (%v) moved %+v", id, st, d)
				}
			}
		})
	}
}

// rule OL-NIGHT-EVENT-1, OL-NIGHT-EVENT-3, OL-NIGHT-EVENT-5, OL-ROOM-4:
// averting is the event, then the payment when the avert discount leaves
// more than one; the steps reach exactly the payments of the one decision
// before them, and an event the player cannot pay for is not offered.
func TestAvertSteps(t *testing.T) {
	tests := []struct {
		name     string
		events   []string
		res      Stock
		discount bool
		first    []string
	}{
		{"printed costs only", []string{"nomads", "sandstorm", "forest-fire"}, Stock{Ammo: 3, Electronics: 2, Water: 2},
			false, []string{"avert:nomads:pay=ammo3", "avert:sandstorm:pay=electronics2,water2", "pass"}},
		{"with the discount", []string{"sandstorm", "nomads", "general-shortage", "cave-in", "animal-plague"},
			Stock{Wood: 5, Metal: 5, Electronics: 5, Water: 5, Ammo: 5, Cans: 5}, true,
			[]string{"event:animal-plague", "event:cave-in", "event:general-shortage", "event:nomads", "event:sandstorm", "pass"}},
		{"the discount is the only way", []string{"nomads", "sandstorm"}, Stock{Ammo: 1, Electronics: 2, Water: 1}, true,
			[]string{"avert:nomads:pay=ammo1", "avert:sandstorm:pay=electronics2,water1", "pass"}},
		{"nothing to pay with", []string{"nomads"}, Stock{Wood: 9}, true, []string{"pass"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := nightFixture(t, 2)
			if tt.discount {
				nightRoom(t, &s.P[0], nightRoomSlot(t, "war-room"), "war-room", 4)
			}
			for i, id := range tt.events {
				nightEvent(t, s, i, id)
			}
			s.P[0].Res = tt.res
			nightPush(t, s, avertArgs{}.frame(0))
			want := bruteAverts(s, 0)
			if got := wholeChoices(t, s); !slices.Equal(got, want) {
				t.Fatalf("the steps reach\n%v\nthe rules allow\n%v", got, want)
			}
			if got := nightIDs(s); !slices.Equal(got, tt.first) {
				t.Fatalf("first step %v, want %v", got, tt.first)
			}
			// Every whole payment, played in its steps, averts that event
			// for exactly that payment.
			for id := range wholeSteps(t, s) {
				if id == "pass" {
					continue
				}
				c := s.Clone().(*State)
				before := c.P[0].Res
				evs := wholeDo(t, c, 0, id)
				ev := nightFind(evs, "event-averted")[0].(EventAvertedByPlayer)
				paid := before
				for r := range paid {
					paid[r] -= c.P[0].Res[r]
				}
				if "avert:"+ev.Event+":pay="+nightPayID(paid) != id || nightTokens(paid) != ev.Paid {
					t.Errorf("%s averted %s paying %v (event %+v)", id, ev.Event, paid, ev.Paid)
				}
			}
		})
	}
}

// The second steps refuse bad input and change nothing: another event's
// payment, a payment beyond the stock, a first-step option, another
// seat; the same steps give the same bytes.
func TestAvertAndMoveStepsRefuse(t *testing.T) {
	s := nightFixture(t, 2)
	nightRoom(t, &s.P[0], nightRoomSlot(t, "war-room"), "war-room", 4)
	nightEvent(t, s, 0, "nomads")
	nightEvent(t, s, 1, "cave-in")
	s.P[0].Res = Stock{Wood: 2, Ammo: 3}
	nightPush(t, s, avertArgs{}.frame(0))
	nightPlay(t, s, "event:nomads")
	if pr, _ := nightPrompt(s); pr != "avert-payment" {
		t.Fatalf("pending %s", pr)
	}
	before, _ := s.MarshalBinary()
	for _, id := range []string{"pay:wood2,ammo1", "pay:ammo2", "event:cave-in", "pass", "avert:nomads:pay=ammo3", "pay:"} {
		if _, err := engine.Apply(s, 0, id); err == nil {
			t.Errorf("%s accepted", id)
		}
	}
	if _, err := engine.Apply(s, 1, "pay:ammo3"); err == nil {
		t.Error("the other seat paid")
	}
	if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
		t.Fatal("refused input changed the state")
	}

	d := sdBoard(t, 2)
	sdClear(d)
	sdHero(d, 0, 0, Dam, false)
	sdHero(d, 0, 1, Forest, false)
	sdTurn(d, 0)
	sdDo(t, d, 0, "hero:h5")
	if d.Prompt() != "move-hero-where" {
		t.Fatalf("pending %s", d.Prompt())
	}
	before, _ = d.MarshalBinary()
	for _, id := range []string{"move:h4:mine", "hero:h4", "move:h5:forest", "move:h5:freighter:exo", "stay:h5"} {
		if _, err := engine.Apply(d, 0, id); err == nil {
			t.Errorf("%s accepted", id)
		}
	}
	if after, _ := d.MarshalBinary(); !bytes.Equal(before, after) {
		t.Fatal("refused input changed the state")
	}
	again := d.Clone().(*State)
	sdDo(t, d, 0, "move:h5:mine")
	sdDo(t, again, 0, "move:h5:mine")
	a, _ := d.MarshalBinary()
	b, _ := again.MarshalBinary()
	if !bytes.Equal(a, b) {
		t.Error("the same steps gave different states")
	}
}

// rule OL-NIGHT-RECRUIT-1, OL-NIGHT-RECRUIT-2: recruiting is how many,
// then which food when more than one mix pays for them; the steps reach
// exactly every mix the free spots and the food allow.
func TestRecruitSteps(t *testing.T) {
	tests := []struct {
		name    string
		res     Stock
		airlock int
		first   []string
	}{
		{"cans only", Stock{Cans: 2}, 0, []string{"recruit:meat=0,water=0,cans=1", "recruit:meat=0,water=0,cans=2", "recruit:none"}},
		{"three foods", Stock{Meat: 2, Water: 1, Cans: 2}, 0,
			[]string{"recruit:meat=2,water=1,cans=2", "recruit:none", "survivors:1", "survivors:2", "survivors:3", "survivors:4"}},
		{"one free spot", Stock{Meat: 1, Cans: 3}, airlockCap() - 1, []string{"recruit:none", "survivors:1"}},
		{"more food than spots", Stock{Meat: 3, Cans: 3}, airlockCap() - 2,
			[]string{"recruit:none", "survivors:1", "survivors:2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := nightFixture(t, 2)
			p := &s.P[0]
			p.Res, p.Airlock = tt.res, int8(tt.airlock)
			nightPush(t, s, nightArgs{stage: nightRecruit}.frame())
			var want []string
			for m := 0; m <= int(p.Res[Meat]); m++ {
				for w := 0; w <= int(p.Res[Water]); w++ {
					for c := 0; c <= int(p.Res[Cans]); c++ {
						switch {
						case m+w+c == 0:
							want = append(want, "recruit:none")
						case m+w+c <= airlockCap()-tt.airlock:
							want = append(want, "recruit:"+foodID(m, w, c))
						}
					}
				}
			}
			slices.Sort(want)
			if got := wholeChoices(t, s); !slices.Equal(got, want) {
				t.Fatalf("the steps reach\n%v\nthe rules allow\n%v", got, want)
			}
			if got := nightIDs(s); !slices.Equal(got, tt.first) {
				t.Fatalf("first step %v, want %v", got, tt.first)
			}
			for id := range wholeSteps(t, s) {
				c := s.Clone().(*State)
				before := c.P[0].Res
				evs := wholeDo(t, c, 0, id)
				r := nightFind(evs, "recruited")
				if id == "recruit:none" {
					continue
				}
				paid := before
				for k := range paid {
					paid[k] -= c.P[0].Res[k]
				}
				if len(r) != 1 || "recruit:"+foodID(int(paid[Meat]), int(paid[Water]), int(paid[Cans])) != id ||
					r[0].(Recruited).Survivors != paid.Total() {
					t.Errorf("%s: events %v, paid %v", id, r, paid)
				}
			}
		})
	}
}

// rule OL-NIGHT-REPAIR-1, OL-NIGHT-REPAIR-3, OL-ROOM-3, OL-ROOM-12: a repair
// is the tile, then how to pay when a repair room leaves more than one
// way; with one way the tile is repaired at once for it, and a tile the
// player cannot pay for is not offered.
func TestRepairSteps(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "machine-shop", 3)
	pick, bow := nightEq(t, "pickaxe"), nightEq(t, "bow")
	p.Broken = 1<<uint(pick) | 1<<uint(bow)
	p.Res = Stock{Wood: 5, Metal: 5}
	s.EqN = 0
	nightPush(t, s, Frame{Kind: fRepair})
	first := nightIDs(s)
	if !slices.Contains(first, "equipment:pickaxe") || slices.ContainsFunc(first, func(id string) bool { return strings.HasPrefix(id, "repair:pickaxe") }) {
		t.Fatalf("first step %v", first)
	}
	nightPlay(t, s, "equipment:pickaxe")
	if pr, _ := nightPrompt(s); pr != "repair-payment" || len(nightIDs(s)) < 2 {
		t.Fatalf("pending %s, options %v", pr, nightIDs(s))
	}
	for _, id := range nightIDs(s) {
		if !strings.HasPrefix(id, "repair:pickaxe") {
			t.Errorf("the pickaxe's payment step offers %s", id)
		}
	}
	i := slices.IndexFunc(nightIDs(s), func(id string) bool { return strings.Contains(id, ":repair-discount-2:") })
	if i < 0 {
		t.Fatalf("no payment with the room: %v", nightIDs(s))
	}
	evs := nightPlay(t, s, nightIDs(s)[i])
	if r := nightFind(evs, "equipment-repaired"); len(r) != 1 || r[0].(EquipmentRepaired).Room != 3 || p.Broken&(1<<uint(pick)) != 0 || s.Prompt() != "repair" {
		t.Fatalf("events %v, broken %b, prompt %s", r, p.Broken, s.Prompt())
	}
	// The room is used: the bow has one way left, offered whole.
	p.Res = Rules.Equipment[bow].Repair
	if got := nightIDs(s); !slices.Equal(got, []string{"done", "repair:bow"}) {
		t.Fatalf("options %v", got)
	}
	p.Res = Stock{}
	if got := nightIDs(s); !slices.Equal(got, []string{"done"}) {
		t.Fatalf("unpayable tile offered: %v", got)
	}
}

// The moves and averts of whole random games, at every such decision:
// the steps reach exactly the rules' whole choices (by brute force), and
// every first step that asks a second has something to choose there.
func TestStepsReachTheWholeChoices(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		n := 2 + int(seed%3)
		s := sdNew(t, n, seed)
		rnd := engine.NewRNG(seed)
		checked := 0
		for !s.Over() {
			seat := int(s.ToMove())
			var want []string
			switch s.Prompt() {
			case "move-hero":
				want = bruteMoves(s, seat)
			case "avert-event":
				want = bruteAverts(s, seat)
			}
			if want != nil {
				checked++
				if got := wholeChoices(t, s); !slices.Equal(got, want) {
					t.Fatalf("seed %d round %d seat %d %s: the steps reach\n%v\nthe rules allow\n%v", seed, s.Round, seat, s.Prompt(), got, want)
				}
			}
			legal := s.Legal(nil)
			s.ApplyUnchecked(legal[rnd.IntN(len(legal))], nil)
		}
		if checked == 0 {
			t.Errorf("seed %d: no move or avert decision", seed)
		}
	}
}
