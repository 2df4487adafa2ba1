package outlive

import (
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// nightFixture is a bare n-player state in round 1 with the standard rooms
// unbuilt in slots 0..2, empty slots 3..6, no resources, events face down
// and the whole equipment pile in content order (top = last).
func nightFixture(t *testing.T, n int) *State {
	t.Helper()
	s := &State{Machine: frame.Machine{N: int8(n)}, Round: 1, Rng: engine.NewRNG(7)}
	for i := 0; i < n; i++ {
		p := &s.P[i]
		p.Leader = -1
		for j := range p.Rooms {
			p.Rooms[j] = Room{Kind: -1}
			p.roomsChanged()
		}
		for j, k := range Rules.StandardRooms {
			p.Rooms[j].Kind = k
			p.roomsChanged()
		}
	}
	for i := range s.Freighter {
		s.Freighter[i].Occupant = -1
	}
	for i := range s.Events {
		s.Events[i] = int8(i)
	}
	s.EqN = int8(copy(s.EqDeck[:], Rules.EquipmentDeck))
	return s
}

// nightRoom puts room id into slot, finished, with survivors in it.
func nightRoom(t *testing.T, p *Player, slot int, id string, survivors int) {
	t.Helper()
	k := Rules.RoomIndex(id)
	if k < 0 {
		t.Fatalf("no room %q", id)
	}
	p.Rooms[slot] = Room{Kind: k, Built: true, Survivors: int8(survivors)}
	p.roomsChanged()
}

// nightRoomSlot returns the slot of the standard room id.
func nightRoomSlot(t *testing.T, id string) int {
	t.Helper()
	for i, k := range Rules.StandardRooms {
		if Rules.Rooms[k].ID == id {
			return i
		}
	}
	t.Fatalf("no standard room %q", id)
	return -1
}

// nightEvent reveals event id in slot.
func nightEvent(t *testing.T, s *State, slot int, id string) {
	t.Helper()
	k := Rules.EventIndex(id)
	if k < 0 {
		t.Fatalf("no event %q", id)
	}
	s.Events[slot] = k
	s.EventState[slot] = EventInPlay
}

// nightEq returns the kind of equipment id.
func nightEq(t *testing.T, id string) int8 {
	t.Helper()
	k := Rules.EquipmentIndex(id)
	if k < 0 {
		t.Fatalf("no equipment %q", id)
	}
	return k
}

// nightPush pushes frames (the first on top) and runs to the first decision.
func nightPush(t *testing.T, s *State, frames ...Frame) []engine.Event {
	t.Helper()
	s.PushAll(frames...)
	var rec engine.Recorder
	s.advance(&rec)
	return rec.Events
}

// nightIDs lists the pending option ids, sorted.
func nightIDs(s *State) []string {
	var ids []string
	for _, o := range engine.DecisionOf(s).Options {
		ids = append(ids, o.ID)
	}
	slices.Sort(ids)
	return ids
}

// nightHasPrefix lists the pending option ids starting with prefix.
func nightHasPrefix(s *State, prefix string) []string {
	var ids []string
	for _, id := range nightIDs(s) {
		if strings.HasPrefix(id, prefix) {
			ids = append(ids, id)
		}
	}
	return ids
}

// nightPlay plays option id for the seat to move through the validated path.
func nightPlay(t *testing.T, s *State, id string) []engine.Event {
	t.Helper()
	if s.Over() || s.Depth == 0 {
		t.Fatalf("no decision pending for %q", id)
	}
	evs, err := engine.Apply(s, s.ToMove(), id)
	if err != nil {
		t.Fatalf("%s: %v (options %v)", id, err, nightIDs(s))
	}
	if s.Depth > 0 && !s.Done {
		if err := s.Check(); err != nil {
			t.Fatalf("after %s: %v", id, err)
		}
	}
	return evs[1:] // the game's events, after the engine's decision event
}

// nightPrompt is the pending prompt and seat, or "" when nothing is pending.
func nightPrompt(s *State) (string, int) {
	if s.Depth == 0 || s.Done {
		return "", -1
	}
	return s.Prompt(), int(s.ToMove())
}

// nightFind returns the data of the events of type typ.
func nightFind(evs []engine.Event, typ string) []any {
	var out []any
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e.Data)
		}
	}
	return out
}

// rule OL-NIGHT-0, OL-NIGHT-EVENT-1: the seven steps in order, each finished
// by every player in turn order from the start player before the next.
func TestNightStepOrder(t *testing.T) {
	s := nightFixture(t, 3)
	s.Start = 1
	nightEvent(t, s, 0, "forest-fire")
	for i := 0; i < 3; i++ {
		p := &s.P[i]
		nightRoom(t, p, 0, Rules.Rooms[p.Rooms[0].Kind].ID, 1) // occupied: upkeep
		p.Airlock = 1
		p.Res = Stock{Wood: 3, Meat: 3, Cans: 3, Water: 1}
		p.Broken = 1 << uint(nightEq(t, "crowbar"))
		p.Res[Metal] = 3
	}
	evs := nightPush(t, s, nightArgs{stage: nightBegin}.frame())
	var got []string
	for s.Depth > 0 {
		prompt, seat := nightPrompt(s)
		got = append(got, prompt+":"+string(rune('0'+seat)))
		var id string
		switch prompt {
		case "avert-event":
			id = "pass"
		case "feed":
			id = nightIDs(s)[0]
		case "recruit":
			id = "recruit:none"
		default:
			id = "done"
		}
		evs = append(evs, nightPlay(t, s, id)...)
	}
	want := []string{
		"avert-event:1", "avert-event:2", "avert-event:0",
		"feed:1", "feed:2", "feed:0",
		"recruit:1", "recruit:2", "recruit:0",
		"build:1", "build:2", "build:0",
		"repair:1", "repair:2", "repair:0",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("decisions %v, want %v", got, want)
	}
	// Radiation is checked for everyone after all feeding, before recruiting;
	// maintenance comes last.
	var steps []string
	for _, e := range evs {
		switch e.Type {
		case "feeding", "night-radiation", "recruited", "maintenance":
			steps = append(steps, e.Type)
		}
	}
	wantSteps := []string{"feeding", "feeding", "feeding", "night-radiation", "night-radiation", "night-radiation",
		"recruited", "recruited", "recruited", "maintenance", "maintenance", "maintenance"}
	if !slices.Equal(steps, wantSteps) {
		t.Fatalf("steps %v, want %v", steps, wantSteps)
	}
	if r := nightFind(evs, "night-radiation"); r[0].(NightRadiation).Seat != 1 {
		t.Fatalf("radiation order starts with seat %d", r[0].(NightRadiation).Seat)
	}
}

// A step with nothing to do for a player asks nothing: no event in play,
// nothing to feed, no food to recruit, nothing to build or repair.
func TestNightNothingToDo(t *testing.T) {
	s := nightFixture(t, 2)
	evs := nightPush(t, s, nightArgs{stage: nightBegin}.frame())
	if s.Depth != 0 {
		t.Fatalf("pending %s", s.Prompt())
	}
	if n := len(nightFind(evs, "maintenance")); n != 2 {
		t.Fatalf("%d maintenance events", n)
	}
}

// test OL-EX-EVENT-1
// rule OL-NIGHT-EVENT-1, OL-NIGHT-EVENT-2, OL-NIGHT-EVENT-3, OL-NIGHT-EVENT-4, OL-SCORE-1
func TestNightAvertForestFire(t *testing.T) {
	s := nightFixture(t, 2)
	const daryl, abraham = 0, 1
	s.Start = daryl
	nightEvent(t, s, 0, "forest-fire")
	s.P[daryl].Res[Water] = 3
	s.P[abraham].Res[Water] = 3
	nightPush(t, s, avertArgs{}.frame(int(s.Start)))
	if p, seat := nightPrompt(s); p != "avert-event" || seat != daryl {
		t.Fatalf("pending %s for %d", p, seat)
	}
	nightPlay(t, s, "pass")
	if _, seat := nightPrompt(s); seat != abraham {
		t.Fatalf("after Daryl's pass seat %d decides", seat)
	}
	evs := nightPlay(t, s, "avert:forest-fire:pay=water3")
	if s.Depth != 0 {
		t.Fatalf("step 1 goes on: %s", s.Prompt())
	}
	if s.EventState[0] != EventAverted || s.P[abraham].Averted != 1<<uint(Rules.EventIndex("forest-fire")) {
		t.Fatalf("event state %d, averted %b", s.EventState[0], s.P[abraham].Averted)
	}
	if s.P[abraham].Res[Water] != 0 || s.P[daryl].Res[Water] != 3 {
		t.Fatalf("water %d/%d", s.P[daryl].Res[Water], s.P[abraham].Res[Water])
	}
	if s.eventInPlay(Rules.Events[Rules.EventIndex("forest-fire")].Code) {
		t.Fatal("the averted Forest fire is still in play")
	}
	if got := s.Score(abraham).Events; got != 3 {
		t.Fatalf("Abraham scores %d for events", got)
	}
	ev := nightFind(evs, "event-averted")[0].(EventAvertedByPlayer)
	if ev.Seat != abraham || ev.Paid.Water != 3 || ev.Points != 3 || ev.DiscountRoom != -1 {
		t.Fatalf("event %+v", ev)
	}
}

// rule OL-NIGHT-EVENT-2: one event per turn around the table; a passer is
// out; the step ends when all passed or no event is left.
func TestNightAvertLaps(t *testing.T) {
	s := nightFixture(t, 2)
	nightEvent(t, s, 0, "forest-fire")
	nightEvent(t, s, 1, "nomads")
	nightEvent(t, s, 2, "cold-snap")
	s.P[0].Res = Stock{Water: 3, Ammo: 3}
	nightPush(t, s, avertArgs{}.frame(0))
	// Seat 1 cannot pay anything: passing is its only option, still asked.
	nightPlay(t, s, "avert:forest-fire:pay=water3")
	if ids := nightIDs(s); !slices.Equal(ids, []string{"pass"}) {
		t.Fatalf("seat 1 options %v", ids)
	}
	nightPlay(t, s, "pass")
	if _, seat := nightPrompt(s); seat != 0 {
		t.Fatalf("seat %d after seat 1 passed", seat)
	}
	nightPlay(t, s, "avert:nomads:pay=ammo3")
	if _, seat := nightPrompt(s); seat != 0 {
		t.Fatalf("seat %d: seat 1 passed and is out", seat)
	}
	nightPlay(t, s, "pass")
	if s.Depth != 0 {
		t.Fatal("step 1 goes on after everyone passed")
	}
	if s.EventState[2] != EventInPlay {
		t.Fatal("cold snap was averted by nobody")
	}
}

// rule OL-NIGHT-EVENT-3: the full cost is paid by the player alone.
func TestNightAvertNeedsFullCost(t *testing.T) {
	s := nightFixture(t, 2)
	nightEvent(t, s, 0, "forest-fire")
	s.P[0].Res[Water] = 2
	s.P[1].Res[Water] = 9
	nightPush(t, s, avertArgs{}.frame(0))
	if ids := nightIDs(s); !slices.Equal(ids, []string{"pass"}) {
		t.Fatalf("options %v", ids)
	}
	if _, err := engine.Apply(s, 0, "avert:forest-fire:pay=water2"); err == nil {
		t.Fatal("partial payment accepted")
	}
}

// rule OL-NIGHT-EVENT-5, OL-ROOM-4: the full avert room lowers one cost by 2
// materials, 2 ammo or 1 food, once per round; by fewer only when the cost
// holds fewer tokens of that kind. Every distinct payment is an option.
func TestNightAvertDiscount(t *testing.T) {
	s := nightFixture(t, 2)
	war := nightRoomSlot(t, "war-room")
	nightRoom(t, &s.P[0], war, "war-room", 4)
	nightEvent(t, s, 0, "sandstorm")        // 2 electronics, 2 water
	nightEvent(t, s, 1, "nomads")           // 3 ammo
	nightEvent(t, s, 2, "general-shortage") // 2 cans, 1 water
	nightEvent(t, s, 3, "cave-in")          // 2 wood, 1 ammo
	nightEvent(t, s, 4, "animal-plague")    // 2 metal, 2 water
	s.P[0].Res = Stock{Wood: 5, Metal: 5, Electronics: 5, Water: 5, Ammo: 5, Cans: 5}
	nightPush(t, s, avertArgs{}.frame(0))
	want := []string{
		"avert:animal-plague:pay=metal2,water1",
		"avert:animal-plague:pay=metal2,water2",
		"avert:animal-plague:pay=water2",
		"avert:cave-in:pay=ammo1",
		"avert:cave-in:pay=wood2",
		"avert:cave-in:pay=wood2,ammo1",
		"avert:general-shortage:pay=water1,cans1",
		"avert:general-shortage:pay=cans2",
		"avert:general-shortage:pay=water1,cans2",
		"avert:nomads:pay=ammo1",
		"avert:nomads:pay=ammo3",
		"avert:sandstorm:pay=electronics2,water1",
		"avert:sandstorm:pay=electronics2,water2",
		"avert:sandstorm:pay=water2",
		"pass",
	}
	got := wholeChoices(t, s)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("choices\n%v\nwant\n%v", got, want)
	}
	evs := wholeDo(t, s, 0, "avert:sandstorm:pay=water2")
	if ev := nightFind(evs, "event-averted")[0].(EventAvertedByPlayer); ev.DiscountRoom != war || ev.Paid.Water != 2 || ev.Printed.Electronics != 2 {
		t.Fatalf("event %+v", ev)
	}
	if s.P[0].Res[Electronics] != 5 || s.P[0].Res[Water] != 3 {
		t.Fatalf("paid wrong: %v", s.P[0].Res)
	}
	nightPlay(t, s, "pass") // seat 1
	// Once per round: the second lap has the printed costs only.
	if ids := nightHasPrefix(s, "avert:nomads"); !slices.Equal(ids, []string{"avert:nomads:pay=ammo3"}) {
		t.Fatalf("second lap %v", ids)
	}
	// A room that is not full gives no discount.
	s2 := nightFixture(t, 2)
	nightRoom(t, &s2.P[0], war, "war-room", 3)
	nightEvent(t, s2, 0, "nomads")
	s2.P[0].Res[Ammo] = 5
	nightPush(t, s2, avertArgs{}.frame(0))
	if ids := nightHasPrefix(s2, "avert:"); !slices.Equal(ids, []string{"avert:nomads:pay=ammo3"}) {
		t.Fatalf("not full: %v", ids)
	}
}

// test OL-EX-FEED-1
// rule OL-NIGHT-FEED-1, OL-NIGHT-FEED-2, OL-NIGHT-FEED-3, OL-NIGHT-FEED-4
func TestNightFeedBeth(t *testing.T) {
	s := nightFixture(t, 2)
	beth := &s.P[0]
	hall, war := nightRoomSlot(t, "builders-hall"), nightRoomSlot(t, "war-room")
	nightRoom(t, beth, hall, "builders-hall", 3) // costs 2
	nightRoom(t, beth, war, "war-room", 1)       // costs 1, one survivor: still the full cost
	beth.Airlock = 3                             // 2 rows
	beth.Res = Stock{Meat: 2, Cans: 3, Water: 1}
	nightPush(t, s, nightArgs{stage: nightFeed}.frame())
	want := []string{"feed:meat=0,water=0,cans=3", "feed:meat=1,water=0,cans=2", "feed:meat=2,water=0,cans=1"}
	if got := nightIDs(s); !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	evs := nightPlay(t, s, "feed:meat=2,water=0,cans=1")
	fe := nightFind(evs, "feeding")[0].(Feeding)
	if fe.RoomsUpkeep != 3 || fe.AirlockRows != 2 || fe.AirlockWater != 1 || fe.Short != 1 ||
		fe.FoodBefore != (NightTokens{Meat: 2, Water: 1, Cans: 3}) {
		t.Fatalf("feeding %+v", fe)
	}
	if p, seat := nightPrompt(s); p != "lose-survivor" || seat != 0 {
		t.Fatalf("pending %s %d", p, seat)
	}
	// From anywhere in the bunker: the airlock or either room.
	if ids := nightIDs(s); len(ids) != 3 {
		t.Fatalf("loss options %v", ids)
	}
	nightPlay(t, s, "lose:room:"+string(rune('0'+hall)))
	if beth.Res != (Stock{Cans: 2}) {
		t.Fatalf("stock %v", beth.Res)
	}
	if beth.Survivors() != 6 {
		t.Fatalf("%d survivors", beth.Survivors())
	}
}

// rule OL-NIGHT-FEED-2: airlock rows take water only; OL-NIGHT-FEED-4: each
// missing token costs a survivor.
func TestNightFeedAirlockWater(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	p.Airlock = 5 // 3 rows
	p.Res = Stock{Water: 1, Cans: 4, Meat: 2}
	nightPush(t, s, nightArgs{stage: nightFeed}.frame())
	if pr, _ := nightPrompt(s); pr != "lose-survivor" {
		t.Fatalf("pending %q", pr)
	}
	if p.Res != (Stock{Cans: 4, Meat: 2}) {
		t.Fatalf("stock %v", p.Res)
	}
	nightPlay(t, s, "lose:airlock")
	nightPlay(t, s, "lose:airlock")
	if p.Airlock != 3 || s.Depth != 0 {
		t.Fatalf("airlock %d, depth %d", p.Airlock, s.Depth)
	}
}

// rule OL-NIGHT-FEED-3: food must be spent; every option pays as much as the
// player can, and water for the airlock is kept out of the rooms' choice.
func TestNightFeedForced(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	hall := nightRoomSlot(t, "builders-hall")
	war := nightRoomSlot(t, "war-room")
	nightRoom(t, p, hall, "builders-hall", 3)
	nightRoom(t, p, war, "war-room", 4) // upkeep 3 in all
	p.Airlock = 1
	p.Res = Stock{Meat: 1, Water: 2}
	nightPush(t, s, nightArgs{stage: nightFeed}.frame())
	if got := nightIDs(s); !slices.Equal(got, []string{"feed:meat=1,water=1,cans=0"}) {
		t.Fatalf("options %v", got)
	}
	nightPlay(t, s, "feed:meat=1,water=1,cans=0")
	if p.Res != (Stock{}) {
		t.Fatalf("stock %v", p.Res)
	}
	if pr, _ := nightPrompt(s); pr != "lose-survivor" {
		t.Fatalf("one short: pending %q", pr)
	}
}

// rule OL-NIGHT-FEED-5, OL-ROOM-9: the permanent water is used first where
// water is needed; it is no token and cannot be saved.
func TestNightFeedPermanentWater(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "cistern", 3) // upkeep 2, full
	p.Airlock = 1
	p.Res = Stock{Meat: 2}
	evs := nightPush(t, s, nightArgs{stage: nightFeed}.frame())
	if got := nightIDs(s); !slices.Equal(got, []string{"feed:meat=2,water=0,cans=0"}) {
		t.Fatalf("options %v", got)
	}
	evs = append(evs, nightPlay(t, s, "feed:meat=2,water=0,cans=0")...)
	if fe := nightFind(evs, "feeding")[0].(Feeding); fe.PermanentWater != "airlock" || fe.Short != 0 || fe.AirlockWater != 0 {
		t.Fatalf("feeding %+v", fe)
	}
	if s.Depth != 0 || p.Res != (Stock{}) {
		t.Fatalf("depth %d stock %v", s.Depth, p.Res)
	}
	// No airlock: the water feeds the room; no water token appears.
	s2 := nightFixture(t, 2)
	p2 := &s2.P[0]
	nightRoom(t, p2, 3, "cistern", 3)
	p2.Res = Stock{Cans: 1}
	nightPush(t, s2, nightArgs{stage: nightFeed}.frame())
	evs = nightPlay(t, s2, "feed:meat=0,water=0,cans=1")
	if fe := nightFind(evs, "feeding")[0].(Feeding); fe.PermanentWater != "rooms" || fe.Short != 0 {
		t.Fatalf("feeding %+v", fe)
	}
	if p2.Res != (Stock{}) {
		t.Fatalf("stock %v", p2.Res)
	}
	// A cistern that is not full gives nothing.
	s3 := nightFixture(t, 2)
	nightRoom(t, &s3.P[0], 3, "cistern", 2)
	nightPush(t, s3, nightArgs{stage: nightFeed}.frame())
	if pr, _ := nightPrompt(s3); pr != "lose-survivor" {
		t.Fatalf("pending %q", pr)
	}
}

// test OL-EX-RAD-1
// rule OL-NIGHT-RAD-1, OL-NIGHT-RAD-2, OL-NIGHT-RAD-3, OL-RAD-1, OL-RAD-2
func TestNightRadiationAbraham(t *testing.T) {
	s := nightFixture(t, 2)
	s.Round = 5
	if s.P[1].Rad != 0 {
		t.Fatalf("start level %d", s.P[1].Rad)
	}
	s.P[1].Airlock = 1
	s.P[0].Airlock = 3
	evs := nightPush(t, s, radCheckArgs{}.frame())
	if s.P[1].Rad != -2 || s.P[0].Rad != 0 {
		t.Fatalf("levels %d %d", s.P[0].Rad, s.P[1].Rad)
	}
	r := nightFind(evs, "night-radiation")
	if len(r) != 2 || r[1].(NightRadiation).Rise != 2 || r[1].(NightRadiation).Level != 3 {
		t.Fatalf("events %+v", r)
	}
}

// rule OL-NIGHT-RAD-1, OL-NIGHT-RAD-3: the rounds' levels 1/2/2/2/3/3, less
// the airlock, never below 0.
func TestNightRadiationRounds(t *testing.T) {
	for _, c := range []struct{ round, airlock, want int }{
		{1, 0, -1}, {2, 0, -2}, {3, 0, -2}, {4, 0, -2}, {5, 0, -3}, {6, 0, -3},
		{6, 2, -1}, {2, 5, 0}, {1, 1, 0},
	} {
		s := nightFixture(t, 2)
		s.Round = int8(c.round)
		s.P[0].Airlock = int8(c.airlock)
		nightPush(t, s, radCheckArgs{}.frame())
		if int(s.P[0].Rad) != c.want {
			t.Errorf("round %d airlock %d: level %d, want %d", c.round, c.airlock, s.P[0].Rad, c.want)
		}
	}
}

// rule OL-NIGHT-RAD-4, OL-ROOM-13: the full airlock-shield room blocks one
// level, even with an empty airlock.
func TestNightRadiationShield(t *testing.T) {
	for _, c := range []struct{ round, airlock, inRoom, want int }{
		{1, 0, 3, 0}, {5, 1, 3, -1}, {5, 1, 2, -2},
	} {
		s := nightFixture(t, 2)
		s.Round = int8(c.round)
		nightRoom(t, &s.P[0], 4, "lead-lining", c.inRoom)
		s.P[0].Airlock = int8(c.airlock)
		nightPush(t, s, radCheckArgs{}.frame())
		if int(s.P[0].Rad) != c.want {
			t.Errorf("%+v: level %d", c, s.P[0].Rad)
		}
	}
}

// rule OL-RAD-3: levels beyond −11 cost a survivor each, chosen by the player.
func TestNightRadiationOverflow(t *testing.T) {
	s := nightFixture(t, 2)
	s.Round = 5
	s.P[0].Rad = -10
	s.P[0].Airlock = 0
	nightRoom(t, &s.P[0], 3, "armory", 3)
	evs := nightPush(t, s, radCheckArgs{}.frame())
	if s.P[0].Rad != -11 {
		t.Fatalf("level %d", s.P[0].Rad)
	}
	rc := nightFind(evs, "radiation")[0].(RadiationChange)
	if rc.Beyond != 2 || rc.To != -11 {
		t.Fatalf("change %+v", rc)
	}
	if pr, seat := nightPrompt(s); pr != "lose-survivor" || seat != 0 || loseOf(s.Top()).left != 2 {
		t.Fatalf("pending %s %d", pr, seat)
	}
	nightPlay(t, s, "lose:room:3")
	nightPlay(t, s, "lose:room:3")
	if s.P[0].Rooms[3].Survivors != 1 || s.Depth != 0 {
		t.Fatalf("survivors %d depth %d", s.P[0].Rooms[3].Survivors, s.Depth)
	}
}

// rule OL-NIGHT-RAD-5, OL-RAD-2, OL-RAD-4: step 3 only applies the round's
// level; the decon room lowers radiation (toward +3) in step 5, and does
// nothing at +3.
func TestNightRadiationOtherTimes(t *testing.T) {
	s := nightFixture(t, 2)
	s.Round = 2
	nightRoom(t, &s.P[0], 3, "decon-chamber", 3)
	nightPush(t, s, radCheckArgs{}.frame())
	if s.P[0].Rad != -2 {
		t.Fatalf("step 3 level %d", s.P[0].Rad)
	}
	nightPush(t, s, Frame{Kind: fBuild, Seat: 0})
	nightPlay(t, s, "use:3:radiation-minus-1")
	if s.P[0].Rad != -1 {
		t.Fatalf("step 5 level %d", s.P[0].Rad)
	}
	s.decontaminate(0, 5, "test", nil)
	if s.P[0].Rad != 3 {
		t.Fatalf("at best %d", s.P[0].Rad)
	}
}

// test OL-EX-RECRUIT-1
// rule OL-NIGHT-RECRUIT-1, OL-NIGHT-RECRUIT-2, OL-NIGHT-RECRUIT-3, OL-NIGHT-MAINT-3
func TestNightRecruitCarl(t *testing.T) {
	s := nightFixture(t, 2)
	carl := &s.P[1]
	carl.Res = Stock{Water: 2, Cans: 1}
	nightPush(t, s, nightArgs{stage: nightRecruit, pos: 1}.frame())
	want := []string{
		"recruit:meat=0,water=0,cans=1", "recruit:meat=0,water=1,cans=0", "recruit:meat=0,water=1,cans=1",
		"recruit:meat=0,water=2,cans=0", "recruit:meat=0,water=2,cans=1", "recruit:none",
	}
	if got := wholeChoices(t, s); !slices.Equal(got, want) {
		t.Fatalf("options %v", got)
	}
	evs := wholeDo(t, s, 1, "recruit:meat=0,water=1,cans=1")
	if carl.Airlock != 2 || carl.Res != (Stock{Water: 1}) || carl.airlockRows() != 1 {
		t.Fatalf("airlock %d stock %v", carl.Airlock, carl.Res)
	}
	if r := nightFind(evs, "recruited")[0].(Recruited); r.Survivors != 2 || r.AirlockAfter != 2 {
		t.Fatalf("event %+v", r)
	}
	nightPush(t, s, Frame{Kind: fMaint})
	if carl.Res[Water] != 1 {
		t.Fatalf("water after maintenance %d", carl.Res[Water])
	}
}

// rule OL-NIGHT-RECRUIT-2, OL-NIGHT-RECRUIT-3, OL-NIGHT-RECRUIT-4: never more
// than the free airlock spots, rows filled in order, never into rooms.
func TestNightRecruitLimits(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 3, "armory", 1) // free room slots are not used
	p.Airlock = int8(airlockCap() - 1)
	p.Res = Stock{Cans: 3, Meat: 1}
	nightPush(t, s, nightArgs{stage: nightRecruit}.frame())
	want := []string{"recruit:meat=0,water=0,cans=1", "recruit:meat=1,water=0,cans=0", "recruit:none"}
	if got := wholeChoices(t, s); !slices.Equal(got, want) {
		t.Fatalf("options %v", got)
	}
	wholeDo(t, s, 0, "recruit:meat=0,water=0,cans=1")
	if int(p.Airlock) != airlockCap() || p.Rooms[3].Survivors != 1 {
		t.Fatalf("airlock %d room %d", p.Airlock, p.Rooms[3].Survivors)
	}
	// Three recruits into an empty airlock fill row 1, then one spot of row 2.
	s2 := nightFixture(t, 2)
	s2.P[0].Res[Cans] = 3
	nightPush(t, s2, nightArgs{stage: nightRecruit}.frame())
	nightPlay(t, s2, "recruit:meat=0,water=0,cans=3")
	if s2.P[0].airlockRows() != 2 {
		t.Fatalf("rows %d", s2.P[0].airlockRows())
	}
	// A full airlock or no food: nothing to ask.
	s3 := nightFixture(t, 2)
	s3.P[0].Airlock = int8(airlockCap())
	s3.P[0].Res[Cans] = 3
	nightPush(t, s3, nightArgs{stage: nightRecruit}.frame())
	if s3.Depth != 0 {
		t.Fatalf("asked %s", s3.Prompt())
	}
}

// rule OL-NIGHT-MAINT-1, OL-NIGHT-MAINT-2, OL-NIGHT-MAINT-3, OL-NIGHT-MAINT-4, OL-NIGHT-MAINT-5, OL-NIGHT-REPAIR-4
func TestNightMaintenance(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	p.Res = Stock{Wood: 4, Metal: 1, Electronics: 2, Meat: 5, Water: 5, Cans: 7, Ammo: 3}
	s.P[1].Res = Stock{Water: 1}
	pick := nightEq(t, "pickaxe")
	p.Repaired = 1 << uint(pick)
	p.use(pick)
	nightRoom(t, p, 3, "armory", 3)
	p.useRoom(3, AbAmmo4)
	p.Flags = 0xffffffff
	s.Freighter[2] = FreighterSlot{Occupant: 0, Survivor: false}
	s.Freighter[1] = FreighterSlot{Occupant: 1, Survivor: true}
	evs := nightPush(t, s, Frame{Kind: fMaint})
	if p.Res != (Stock{Wood: 4, Metal: 1, Electronics: 2, Water: 2, Cans: 7, Ammo: 3}) {
		t.Fatalf("stock %v", p.Res)
	}
	if s.P[1].Res[Water] != 1 {
		t.Fatalf("water under 2 changed: %d", s.P[1].Res[Water])
	}
	if !p.canUse(pick) || p.Rooms[3].Used != 0 || p.Flags != 0 || p.roomWith(AbAmmo4, true) != 3 {
		t.Fatal("equipment, room uses or flags not reset")
	}
	for i, f := range s.Freighter {
		if f.Occupant != -1 {
			t.Fatalf("freighter slot %d occupied", i)
		}
	}
	if !s.Freighter[1].Survivor || p.Rooms[3].Survivors != 3 {
		t.Fatal("survivors moved")
	}
	m := nightFind(evs, "maintenance")[0].(Maintenance)
	if m.MeatLost != 5 || m.WaterBefore != 5 || m.WaterAfter != 2 || m.EquipmentSet != 1 {
		t.Fatalf("event %+v", m)
	}
}

// rule OL-NIGHT-MAINT-6, OL-SCORE-0, OL-TIE-4: the end of step 7 ends the
// round; after round 6 the game is scored, with the tokens left after
// maintenance breaking ties.
func TestNightLastRoundScores(t *testing.T) {
	s := nightFixture(t, 2)
	s.Round = 6
	s.P[0].Airlock, s.P[1].Airlock = 3, 3
	s.P[0].Res = Stock{Meat: 6, Water: 3} // meat rots before scoring
	s.P[1].Res = Stock{Water: 3, Cans: 1}
	evs := nightPush(t, s, nightArgs{stage: nightBegin}.frame(), Frame{Kind: fRoundEnd})
	for !s.Done {
		pr, _ := nightPrompt(s)
		switch pr {
		case "recruit":
			evs = append(evs, nightPlay(t, s, "recruit:none")...)
		default:
			t.Fatalf("unexpected decision %q %v", pr, nightIDs(s))
		}
	}
	if !s.Over() || s.Depth != 0 || s.ToMove() != engine.Spectator {
		t.Fatal("game not over")
	}
	fs := nightFind(evs, "final-score")
	if len(fs) != 1 {
		t.Fatalf("%d final-score events", len(fs))
	}
	f := fs[0].(FinalScore)
	if f.Scores[0].Total != f.Scores[1].Total || f.Scores[0].Food != 1 || f.Scores[1].Food != 2 {
		t.Fatalf("scores %+v", f.Scores)
	}
	if !slices.Equal(f.Winners, []int{1}) || !slices.Equal(f.Placings, []int{2, 1}) {
		t.Fatalf("winners %v placings %v", f.Winners, f.Placings)
	}
	if r := s.Result(); !slices.Equal(r.Winners, []engine.Seat{1}) {
		t.Fatalf("result %+v", r)
	}
}

// The night's decisions and automatic steps allocate nothing without a recorder.
func TestNightNoAllocs(t *testing.T) {
	s := nightFixture(t, 2)
	p := &s.P[0]
	nightRoom(t, p, 0, "builders-hall", 3)
	nightRoom(t, p, 3, "armory", 2)
	nightRoom(t, p, 4, "machine-shop", 3)
	p.Rooms[5] = Room{Kind: Rules.RoomIndex("nursery")}
	p.roomsChanged()
	p.Airlock = 3
	p.Res = Stock{Wood: 3, Metal: 3, Electronics: 3, Meat: 3, Water: 3, Cans: 3, Ammo: 3}
	p.Broken = 1<<uint(nightEq(t, "pickaxe")) | 1<<uint(nightEq(t, "axe"))
	nightEvent(t, s, 0, "forest-fire")
	s.Push(nightArgs{stage: nightBegin}.frame())
	s.advance(nil)
	buf := make([]engine.Action, 0, 512)
	c := new(State)
	for _, last := range []bool{false, true} {
		n := testing.AllocsPerRun(50, func() {
			*c = *s
			for c.Depth > 0 {
				acts := c.Legal(buf[:0])
				a := acts[0]
				if last {
					a = acts[len(acts)-1]
				}
				c.ApplyUnchecked(a, nil)
			}
		})
		if n != 0 {
			t.Fatalf("%v allocations per night (last option %v)", n, last)
		}
	}
}
