package fallout

import (
	"testing"

	"wasteland/engine"
)

// The view shows every space with its name, terrain, encounter icon and
// level, enemy icons, neighbours and what stands on it.
// rule FO-MAP-1, FO-MAP-3, FO-MAP-4, FO-MAP-6, FO-MAP-8
func TestViewSpaces(t *testing.T) {
	s := foStarted(t, 2, 3)
	s.P[0].Node, s.P[1].Node = foNode(t, s, "t01.a"), foNode(t, s, "t01.a") // any number of survivors
	v := s.View(engine.Spectator).(*View)
	var camp, c *SpaceView
	var fd *PositionView
	for i := range v.Map {
		for j := range v.Map[i].Spaces {
			switch v.Map[i].Spaces[j].ID {
			case "t01.a":
				camp = &v.Map[i].Spaces[j]
			case "t02.c":
				c = &v.Map[i].Spaces[j]
			}
		}
		if v.Map[i].Name == "q1r-1" {
			fd = &v.Map[i]
		}
	}
	if camp == nil || camp.Name != "Crossroads Camp" || camp.Encounter != "settlement" || camp.Level != 1 || len(camp.Survivors) != 2 {
		t.Fatalf("t01.a %+v", camp)
	}
	if c == nil || c.Terrain != "irradiated" || len(c.Icons) != 1 || c.Icons[0] != "creature" || len(c.Enemies) != 1 || !c.Enemies[0].Active {
		t.Fatalf("t02.c %+v", c)
	}
	if fd == nil || fd.FaceUp || fd.Back != "hazardous" || fd.Tile != "" || len(fd.Spaces) != 1 || len(fd.Spaces[0].Adjacent) != 5 {
		t.Fatalf("face-down position %+v", fd)
	}
	if v.Private != nil || len(v.Survivors) != 2 || v.Survivors[0].Agendas != 1 {
		t.Fatalf("spectator view %+v", v)
	}
}
