package tui

import (
	"strings"
	"testing"
	"wasteland/narrate"

	"wasteland/engine"
	"wasteland/games/outlive"
)

func outliveTestView() outlive.View {
	return outlive.View{
		Seat: 1, Players: 2, Round: 3, Start: 1, ToMove: 1, Prompt: "act",
		Visit:          &outlive.VisitView{Seat: 1, Hero: "h4", Location: "forest", AP: 2},
		RoundRadiation: [6]int{1, 2, 2, 2, 3, 3},
		Locations: []outlive.LocationView{
			{ID: "dam", Name: "Dam", Stock: "water", StockLeft: 5, Heroes: []outlive.HeroView{{Seat: 0, Hero: "h5", Strength: 5, Active: true}}},
			{ID: "forest", Name: "Forest", Stock: "wood", StockLeft: 2, Hunt: &outlive.HuntView{Tiles: 4, Top: &outlive.GameTile{Endurance: 3, Meat: 2}},
				Heroes: []outlive.HeroView{{Seat: 1, Hero: "h4", Strength: 4}}},
			{ID: "blackwood-city", Name: "Blackwood City", City: &outlive.CityView{StackSize: 3, FaceUp: []string{"wood"}, Equipment: []string{"axe", "rifle"}}},
			{ID: "freighter", Name: "Freighter", Freighter: []outlive.SlotView{{Strength: 3, Cans: 1, Occupant: -1}, {Strength: 4, Cans: 2, Occupant: 0, Survivor: true}}},
		},
		Algae: true,
		Events: []outlive.EventView{
			{Slot: 1, State: "averted", ID: "flood", Name: "Flood", AvertedBy: 0},
			{Slot: 2, State: "in-play", ID: "forest-fire", Name: "Forest Fire", Points: 3, Avert: map[string]int{"water": 3, "wood": 1}},
			{Slot: 3, State: "face-down"},
		},
		EquipmentPile: 9, EquipmentDiscard: []string{"axe"},
		Bunkers: []outlive.BunkerView{
			{Seat: 0, Radiation: -2, Survivors: 4, Airlock: 1, AirlockCap: 6, AirlockRows: 1, Resources: map[string]int{"wood": 1, "meat": 2},
				Repaired: []string{"axe"}, Broken: []string{"rifle"}, UsedThisRound: []string{"axe"}, Averted: []string{"flood"}, Hunted: []int{1, 0},
				Rooms: []outlive.RoomView{{Slot: 0, ID: "dormitory", Name: "Dormitory", Standard: true, Built: true, Survivors: 2, Slots: 2, Upkeep: 1, Full: true, Abilities: []string{"sleep"}},
					{Slot: 3}}},
			{Seat: 1, Leader: "mary", Resources: map[string]int{"ammo": 3}, Hunted: []int{0, 0},
				Heroes: []outlive.HeroPlace{{Hero: "h4", Strength: 4, Location: "forest"}},
				Rooms:  []outlive.RoomView{{Slot: 4, ID: "lab", Name: "Lab", Upkeep: 2, Slots: 3}}},
		},
		Private: &outlive.PrivateView{RoomDraw: []string{"lab", "gym"}, KnownSearch: map[string][]string{"blackwood-city": {"metal", "wood"}},
			KnownHunt: map[string][]outlive.GameTile{"forest": {{Endurance: 3, Meat: 2}, {Endurance: 5, Meat: 4}}}},
	}
}

func TestOutliveRenderer(t *testing.T) {
	if _, ok := RendererFor("outlive", narrate.English).(OutliveRenderer); !ok {
		t.Fatal("outlive has no renderer of its own")
	}
	v := outliveTestView()
	out := OutliveRenderer{}.Render(&v)
	if by := (OutliveRenderer{}).Render(v); by != out {
		t.Error("a View and a *View render differently")
	}
	mustContain(t, out,
		"Outlive, 2 players: round 3 of 6, radiation this round 2, start player seat 1; you are seat 1\n",
		"waiting for seat 1: act\n",
		"acting: seat 1's h4 at the Forest, 2 action points left\n",
		"radiation by round: 1 2 2 2 3 3\n",
		" 1. Dam             water: 5 left\n                    heroes: s0:h5(5,active)\n",
		" 2. Forest          wood: 2 left\n                    hunting: 4 tiles, top endurance 3, meat 2\n                    heroes: s1:h4(4,idle)\n",
		" 3. Blackwood City  equipment: Axe, rifle\n                    search: 3 in stack, face up: wood\n",
		" 4. Freighter       slots [3: 1 cans, free] [4: 2 cans, seat 0 +survivor]\n",
		"algae are active\n",
		"equipment pile: 9; discard: Axe\n",
		"  1. Flood, averted by seat 0\n",
		"  2. Forest Fire, 3 points, avert with wood 1, water 3\n",
		"  3. face down\n",
		"SHELTER OF SEAT 0, leader secret\n  radiation -2, survivors 4, airlock 1/6 (rows 1)\n",
		"  stock: wood 1, meat 2\n",
		"  equipment: repaired Axe; broken rifle; used this round Axe\n",
		"  averted: flood\n  hunted by kind: 1 0\n",
		"    0. Dormitory (standard), upkeep 1: built, survivors 2/2, full; sleep\n",
		"    3. (face down or empty)\n",
		"SHELTER OF SEAT 1 (you), leader mary\n",
		"  heroes: h4(4) at the Forest idle\n",
		"    4. Lab (advanced), upkeep 2: not built\n",
		"ONLY YOU KNOW\n  rooms drawn: lab, gym\n",
		"  hunting stack at the Forest, top first (endurance/meat): 3/2, 5/4\n",
		"  search stack at Blackwood City, top first: metal, wood",
	)
	if strings.Contains(out, "hunted by kind: 0 0") {
		t.Error("an empty hunting record was shown")
	}

	v.Seat, v.Private, v.Round, v.Over, v.Visit = -1, nil, 0, true, nil
	out = OutliveRenderer{}.Render(v)
	mustContain(t, out, "Outlive, 2 players: setup, start player seat 1\nthe game is over\n")
	if strings.Contains(out, "ONLY YOU KNOW") || strings.Contains(out, "(you)") {
		t.Error("a spectator's view shows secrets")
	}
	if got := (OutliveRenderer{}).Render(map[string]int{"a": 1}); got != "{\n  \"a\": 1\n}" {
		t.Errorf("fallback = %q", got)
	}
}

// TestOutliveRendererOnState renders the views of a real (hand-set) state.
func TestOutliveRendererOnState(t *testing.T) {
	s := &outlive.State{}
	s.N, s.Round = 3, 2
	for seat := -1; seat < 3; seat++ {
		out := RendererFor("outlive", narrate.English).Render(s.View(engineSeat(seat)))
		mustContain(t, out, "THE RING\n", " 8. ", "SHELTER OF SEAT 2")
	}
}

func engineSeat(i int) engine.Seat { return engine.Seat(i) }

func TestOutlivePanes(t *testing.T) {
	v := outliveTestView()
	p := OutliveRenderer{}.Panes(v, 80)
	if p.Game != "Outlive" || p.Stage == nil || *p.Stage != (Stage{Round: 3, Rounds: 6, Radiation: 2, HasRadiation: true}) {
		t.Errorf("game %q stage %+v", p.Game, p.Stage)
	}
	want := []string{
		"seat 0: radiation -2, survivors 4, rooms 1, secret leader; wood 1, meat 2",
		"seat 1 (you): radiation 0, survivors 0, rooms 0, mary; ammo 3",
	}
	if strings.Join(p.Seats, "\n") != strings.Join(want, "\n") {
		t.Errorf("seats:\n%s", strings.Join(p.Seats, "\n"))
	}
	if mine := strings.Join(p.You, "\n"); !strings.Contains(mine, "rooms drawn: lab, gym") || !strings.Contains(mine, "SHELTER OF SEAT 1 (you)") {
		t.Errorf("you:\n%s", mine)
	}
	if others := strings.Join(p.Others, "\n"); strings.Contains(others, "rooms drawn") || !strings.Contains(others, "SHELTER OF SEAT 0,") {
		t.Errorf("others:\n%s", others)
	}
	if board := strings.Join(p.Board, "\n"); !strings.Contains(board, "acting: seat 1's h4 at the Forest, 2 action points left") || !strings.Contains(board, "THE RING") {
		t.Errorf("board:\n%s", board)
	}
	if table := strings.Join(p.Table, "\n"); !strings.Contains(table, "EVENTS") || !strings.Contains(table, "radiation by round: 1 2 2 2 3 3; start player seat 1") {
		t.Errorf("table:\n%s", table)
	}
}
