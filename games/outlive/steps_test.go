package outlive

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
)

// rule OL-NIGHT-BUILD-1, OL-NIGHT-BUILD-2, OL-NIGHT-BUILD-7: a build is the
// room, then the payment when the materials or the discount leave more
// than one; with one way to pay, the room is built at once for it. The
// player pays exactly what was chosen.
func TestBuildSteps(t *testing.T) {
	tests := []struct {
		name     string
		res      Stock
		discount bool     // a full Builders' hall with its discount unused
		rooms    int      // build-room options
		pays     []string // the payment options, sorted; nil: built at once
		pay      string   // the payment chosen
		left     Stock    // the materials left
		discRoom bool     // the event names the discount room
	}{
		{"no materials", Stock{Wood: 1, Metal: 1}, false, 0, nil, "", Stock{}, false},
		{"one way to pay", Stock{Wood: 3, Ammo: 2}, false, 3, nil, "", Stock{Ammo: 2}, false},
		{"three ways", Stock{Wood: 2, Metal: 1, Electronics: 1}, false, 3,
			[]string{"pay:wood1,metal1,electronics1", "pay:wood2,electronics1", "pay:wood2,metal1"}, "pay:wood2,electronics1", Stock{Metal: 1}, false},
		{"full cost or the discount", Stock{Wood: 4}, true, 2,
			[]string{"pay:wood1:discount", "pay:wood3"}, "pay:wood1:discount", Stock{Wood: 3}, true},
		{"full cost, not the discount", Stock{Wood: 4}, true, 2,
			[]string{"pay:wood1:discount", "pay:wood3"}, "pay:wood3", Stock{Wood: 1}, false},
		{"only the discount", Stock{Metal: 1}, true, 2, nil, "", Stock{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := nightFixture(t, 2)
			p := &s.P[0]
			hall := nightRoomSlot(t, "builders-hall")
			if tt.discount {
				nightRoom(t, p, hall, "builders-hall", 3)
			}
			p.Res = tt.res
			nightPush(t, s, Frame{Kind: fBuild})
			rooms := nightHasPrefix(s, "build-room:")
			if len(rooms) != tt.rooms {
				t.Fatalf("room options %v, want %d", rooms, tt.rooms)
			}
			if tt.rooms == 0 {
				return
			}
			slot := int(rooms[0][len("build-room:")] - '0')
			evs := nightPlay(t, s, rooms[0])
			if tt.pays != nil {
				if pr, _ := nightPrompt(s); pr != "build-payment" || !slices.Equal(nightIDs(s), tt.pays) || p.Rooms[slot].Built {
					t.Fatalf("pending %s, options %v, built %v", pr, nightIDs(s), p.Rooms[slot].Built)
				}
				evs = nightPlay(t, s, tt.pay)
			}
			built := nightFind(evs, "room-built")
			if len(built) != 1 || !p.Rooms[slot].Built || p.Res != tt.left || s.Prompt() != "build" {
				t.Fatalf("events %v, room %+v, stock %v, prompt %s", built, p.Rooms[slot], p.Res, s.Prompt())
			}
			if rb := built[0].(RoomBuilt); (rb.DiscountRoom == hall) != tt.discRoom || rb.Room != slot {
				t.Fatalf("event %+v", rb)
			}
		})
	}
}

// Bad input in the payment step is refused and changes nothing; the
// steps are deterministic: the same choices give the same bytes.
func TestBuildStepsRefuseAndRepeat(t *testing.T) {
	play := func() *State {
		s := nightFixture(t, 2)
		s.P[0].Res = Stock{Wood: 2, Metal: 2}
		nightPush(t, s, Frame{Kind: fBuild})
		nightPlay(t, s, "build-room:0")
		return s
	}
	s := play()
	before, _ := s.MarshalBinary()
	for _, id := range []string{"pay:wood3", "pay:wood2", "pay:wood1,metal1:discount", "done", "build-room:1", "pay:"} {
		if _, err := engine.Apply(s, 0, id); err == nil {
			t.Errorf("%s accepted", id)
		}
	}
	if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
		t.Fatal("refused input changed the state")
	}
	if _, err := engine.Apply(s, 1, "pay:wood2,metal1"); err == nil {
		t.Error("the other seat paid")
	}
	nightPlay(t, s, "pay:wood1,metal2")
	again := play()
	nightPlay(t, again, "pay:wood1,metal2")
	a, _ := s.MarshalBinary()
	b, _ := again.MarshalBinary()
	if !bytes.Equal(a, b) {
		t.Error("the same steps gave different states")
	}
	if s.P[0].Res != (Stock{Wood: 1}) {
		t.Errorf("stock %v", s.P[0].Res)
	}
}

// rule OL-SETUP-9, OL-OVR-2: a hero is placed in two steps, the hero, then
// where; the two strength-3 heroes are alike and make one option; bad
// input is refused and changes nothing.
func TestPlaceHeroSteps(t *testing.T) {
	s := sdNew(t, 2, 3)
	for s.Prompt() != "place-hero" {
		sdDo(t, s, int(s.ToMove()), sdOpts(s)[0])
	}
	seat := int(s.ToMove())
	if got := sdOpts(s); !slices.Equal(got, []string{"hero:3", "hero:4", "hero:5"}) {
		t.Fatalf("options %v", got)
	}
	before, _ := s.MarshalBinary()
	for _, id := range []string{"hero:6", "hero:h3a", "place-hero:h5:dam", "place-hero:h5:" + Rules.Locations[Rules.Leaders[s.P[seat].Leader].Locations[0]].ID} {
		if _, err := engine.Apply(s, engine.Seat(seat), id); err == nil {
			t.Errorf("%s accepted", id)
		}
	}
	if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
		t.Fatal("refused input changed the state")
	}
	sdDo(t, s, seat, "hero:3")
	where := sdOpts(s)
	if s.Prompt() != "place-hero-where" || len(where) != 4 || !strings.HasPrefix(where[0], "place-hero:h3a:") {
		t.Fatalf("pending %s, options %v", s.Prompt(), where)
	}
	if _, err := engine.Apply(s, engine.Seat(seat), "hero:4"); err == nil {
		t.Error("another hero chosen in the location step")
	}
	sdDo(t, s, seat, where[0])
	// The other strength-3 hero is alike: still one option for strength 3.
	if got := sdOpts(s); !slices.Equal(got, []string{"hero:3", "hero:4", "hero:5"}) || s.P[seat].Heroes[2].Loc < 0 {
		t.Fatalf("options %v after placing h3a", got)
	}
}

// Options are grouped and ordered by meaning: ending a visit with AP left
// forfeits them and comes last; a visit's done without AP forfeits
// nothing; passing forfeits.
func TestOptionsMeaning(t *testing.T) {
	s := visitFixture(2)
	visitBegin(t, s, 0, 0, MilitaryBase)
	d := engine.DecisionOf(s)
	last := d.Options[len(d.Options)-1]
	if last.ID != "done" || !last.Forfeits || last.Group != "end" {
		t.Fatalf("last option %+v of %v", last, d.Options)
	}
	for _, o := range d.Options[:len(d.Options)-1] {
		if o.Forfeits || o.Group == "" {
			t.Errorf("option %+v", o)
		}
	}
	for _, tt := range []struct {
		prompt string
		o      engine.Option
		group  string
		lose   bool
	}{
		{"visit", engine.Option{Kind: "done", Args: map[string]string{"ap": "0"}}, "end", false},
		{"build", engine.Option{Kind: "done"}, "end", false},
		{"avert-event", engine.Option{Kind: "pass"}, "end", true},
		{"free-build", engine.Option{Kind: "pass"}, "end", true},
		{"move-hero", engine.Option{Kind: "stay"}, "move", false},
		{"build", engine.Option{Kind: "build-room"}, "build-room", false},
	} {
		o := tt.o
		meaning(tt.prompt, &o)
		if o.Group != tt.group || o.Forfeits != tt.lose {
			t.Errorf("%s %s: group %q forfeits %v", tt.prompt, tt.o.Kind, o.Group, o.Forfeits)
		}
	}
}
