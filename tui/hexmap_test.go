package tui

import (
	"strings"
	"testing"
	"wasteland/narrate"

	"wasteland/games/fallout"
)

// hexTestView is a three-position map: tile t01 at (0,0) with two spaces,
// a face-down deadly tile at (1,0) east of it, which t01.b borders, and a
// face-up tile t02 at (0,1) below-right that does not connect to t01.
func hexTestView() *fallout.View {
	return &fallout.View{Seat: 0, Map: []fallout.PositionView{
		{Q: 0, R: 0, Name: "q0r0", FaceUp: true, Tile: "t01", Spaces: []fallout.SpaceView{
			{ID: "t01.a", Name: "Camp", Encounter: "settlement", Level: 1, Adjacent: []string{"t01.b"}, Survivors: []int{0, 2}},
			{ID: "t01.b", Terrain: "difficult", Adjacent: []string{"t01.a", "q1r0"}, Enemies: []fallout.EnemyView{{Type: "creature", Active: true, Name: "Hound", Level: 2}}, Markers: []int{3}},
		}},
		{Q: 1, R: 0, Name: "q1r0", Back: "deadly", Spaces: []fallout.SpaceView{
			{ID: "q1r0", Adjacent: []string{"t01.b"}, Enemies: []fallout.EnemyView{{Type: "robot"}}},
		}},
		{Q: 0, R: 1, Name: "q0r1", FaceUp: true, Tile: "t02", Spaces: []fallout.SpaceView{
			{ID: "t02.a", Terrain: "irradiated"},
		}},
	}}
}

func TestHexMap(t *testing.T) {
	for _, width := range []int{80, 40, 20} {
		out := hexMap(tw(narrate.English), hexTestView(), width)
		text := strings.Join(out, "\n")
		for _, want := range []string{"t01", "A02", "b^!*", "░dead░", "t02", "a~"} {
			if !strings.Contains(text, want) {
				t.Errorf("width %d: the map lacks %q:\n%s", width, want, text)
			}
		}
		if !strings.Contains(text, "┆") {
			t.Errorf("width %d: the open edge between t01 and q1r0 is not dotted:\n%s", width, text)
		}
		if strings.Contains(text, "┄") {
			t.Errorf("width %d: t01 and t02 do not connect, but their edge is dotted:\n%s", width, text)
		}
		if width >= 40 {
			for _, l := range out {
				if n := len([]rune(l)); n > width {
					t.Errorf("width %d: a line of %d", width, n)
				}
			}
		}
	}
}

func TestFalloutPanes(t *testing.T) {
	v := hexTestView()
	v.Survivors = []fallout.SurvivorView{{Seat: 0, Survivor: "old-ghoul", Space: "t01.a", HP: 9, Rads: 2, Caps: 4}, {Seat: 1}}
	v.Private = &fallout.PrivateView{Agendas: []string{"ag03"}}
	p := FalloutRenderer{}.Panes(v, 60)
	if p.Game != "Fallout" || p.Stage == nil || *p.Stage != (Stage{}) {
		t.Errorf("game %q stage %+v", p.Game, p.Stage)
	}
	if want := []string{"seat 0 (you): HP 9, rads 2, caps 4, Old Ghoul at t01.a", "seat 1: HP 0, rads 0, caps 0, not chosen at off the map"}; strings.Join(p.Seats, "\n") != strings.Join(want, "\n") {
		t.Errorf("seats:\n%s", strings.Join(p.Seats, "\n"))
	}
	mine := strings.Join(p.You, "\n")
	if !strings.Contains(mine, "your agenda hand: Guild Ledger") || strings.Contains(strings.Join(p.Others, "\n"), "Guild Ledger") {
		t.Errorf("you:\n%s\nothers:\n%s", mine, strings.Join(p.Others, "\n"))
	}
	legend := strings.Join(p.Legend, "\n")
	for _, want := range []string{"t01.a Camp [settlement encounter level 1]; survivors seat 0, seat 2; to t01.b",
		"t01.b [difficult]; enemies creature Hound level 2; markers of quests 3; to t01.a q1r0",
		"q1r0 (face down, deadly); enemies robot (inactive)"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend lacks %q:\n%s", want, legend)
		}
	}
}
