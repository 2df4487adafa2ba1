package fallout

import "wasteland/engine"

// Exploring (FO-EXPLORE-1..6): from a space bordering a face-down tile,
// the Explore action turns that tile face up (its arrow like the starting
// tile's: the tile tables are turned north already), puts a random enemy
// face up on each of its enemy icons, and lets the explorer place each
// enemy that stood on the face-down tile on any space of it. Enemies
// waiting to be placed keep the face-down tile's node until then.

// verbExplorePlace is the fExplorePlace decision's verb.
const verbExplorePlace uint8 = 1

// TileExplored is the event of a face-down tile turned face up.
type TileExplored struct {
	Seat     int      `json:"seat"`
	Position string   `json:"position"` // e.g. "q1r-1"
	Tile     string   `json:"tile"`
	Back     string   `json:"back"`   // hazardous or deadly
	Spaces   []string `json:"spaces"` // the new spaces
	Waiting  int      `json:"enemies_to_place"`
}

func init() {
	registerTurn(tvExplore, turnVerb{
		legal: exploreLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, p, _, _ := unact(a)
			g := s.geo()
			return opt("explore:"+posName(g, p), "Explore the "+string(g.pos[p].Back)+" tile at "+posName(g, p))
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, p, _, _ := unact(a)
			s.takeAction()
			s.explore(seat, p, rec)
		},
	})
	register(fExplorePlace, frameKind{
		Name: "explore-place", Prompt: "place-enemy",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := explorePlaceOf(f).pos
			for i := range s.face(p) {
				dst = append(dst, act(verbExplorePlace, int(node(p, i)), 0, 0))
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			t := s.waitingEnemy(explorePlaceOf(f).pos)
			return opt("place:"+s.nodeName(int8(n)), "Place "+s.enemyView(t).Name+" in "+s.spaceLabel(int8(n)))
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, n, _, _ := unact(a)
			p := explorePlaceOf(f).pos
			// rule FO-EXPLORE-4/5: placed, not moved: no fight (FO-EABIL-AGG-4).
			t := s.waitingEnemy(p)
			s.moveToken(t, int8(n))
			if rec.On() {
				rec.Public("enemy-placed", s.enemyPlaced(t, "explore-placed"), "FO-ENEMY-3", "FO-FACTION-2", "FO-EXPLORE-4", "FO-FACTION-4")
			}
			if s.waitingEnemy(p) < 0 {
				s.Pop()
			}
		},
	})
}

// explore turns the face-down tile at position p face up for seat.
func (s *State) explore(seat, p int, rec *engine.Recorder) {
	g := s.geo()
	s.Map[p].FaceUp = true
	s.up |= 1 << uint(p)
	sp := s.face(p)
	waiting := 0
	for t := range s.Tokens {
		if s.Tokens[t].Node == node(p, facedownNode) {
			waiting++
		}
	}
	if rec.On() {
		ev := TileExplored{Seat: seat, Position: posName(g, p), Tile: data.Tiles[s.Map[p].Tile].ID, Back: string(g.pos[p].Back), Waiting: waiting}
		for _, x := range sp {
			ev.Spaces = append(ev.Spaces, x.ref)
		}
		rec.Emit(engine.Event{Type: "tile-explored", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-EXPLORE-2", "FO-EXPLORE-4"}})
	}
	// rule FO-EXPLORE-3, FO-ENEMY-3: a random enemy face up on each icon.
	for i := range sp {
		for _, ty := range sp[i].icons {
			s.spawn(ty, node(p, i), "explore", rec)
		}
	}
	// rule FO-EXPLORE-6: explore objectives (quest.go).
	s.Push(posArgs{pos: p}.frame(fExploreQuest, seat))
	if waiting > 0 {
		s.Push(posArgs{pos: p}.frame(fExplorePlace, seat))
	}
}

// waitingEnemy is the first token still on the explored tile at position
// p, waiting to be placed (FO-EXPLORE-4), or -1.
func (s *State) waitingEnemy(p int) int {
	for t := range s.Tokens {
		if s.Tokens[t].Node == node(p, facedownNode) {
			return t
		}
	}
	return -1
}

// exploreLegal lists exploring each face-down tile touching the survivor's space (FO-EXPLORE-1).
func exploreLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if s.Actions <= 0 {
		return dst
	}
	// rule FO-EXPLORE-1: a face-down tile touching the survivor's space.
	var around [numDirs + 1]int8
	for _, p := range around[:s.facedownAround(ts.node, &around)] {
		dst = append(dst, act(tvExplore, int(p), 0, 0))
	}
	return dst
}
