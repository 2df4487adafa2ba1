package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/hexmap"
)

// Moving (FO-MOVE-1..7, FO-TERRAIN-1..3, FO-MAP-7): a Move action adds 2 MP
// to the turn's pool (two Move actions pool 4 MP, FO-MOVE-3); each space
// entered is one decision that spends 1 MP, or 2 MP for difficult terrain,
// which may come from both actions (FO-MOVE-4). MP stay in the pool while
// the turn's other action is taken, so a move can be interrupted
// (FO-MOVE-2, FO-ACT-4); what is left at the end of the turn is lost
// (FO-MOVE-5).

// MoveAction is the event of a Move action taken.
type MoveAction struct {
	Seat int `json:"seat"`
	Gain int `json:"mp_gained"`
	MP   int `json:"mp"` // the pool now
}

// Moved is the event of a survivor entering an adjacent space.
type Moved struct {
	Seat    int    `json:"seat"`
	From    string `json:"from"`
	To      string `json:"to"`
	Cost    int    `json:"cost"`              // MP spent: 2 into difficult terrain (FO-TERRAIN-1)
	MPLeft  int    `json:"mp_left"`           // the pool afterwards
	Terrain string `json:"terrain,omitempty"` // difficult, irradiated
}

func init() {
	registerTurn(tvMoveAction, turnVerb{
		legal: moveActionLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			return opt("move-action", "Move action (+"+strconv.Itoa(max(1, data.Rules.MovePoints+s.modifier(seat).Move))+" MP)")
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			// rule FO-MOVE-1, FO-MOVE-3: 2 MP into the turn's pool.
			s.takeAction()
			// Co-op modifiers change the MP of a Move action, never below 1.
			gain := max(1, data.Rules.MovePoints+s.modifier(seat).Move)
			s.MP += int8(gain)
			if rec.On() {
				rec.Public("move-action", MoveAction{Seat: seat, Gain: gain, MP: int(s.MP)}, "FO-MOVE-1", "FO-MOVE-3")
			}
		},
	})
	registerTurn(tvStep, turnVerb{
		legal: stepVerbLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			cost := strconv.Itoa(int(s.stepCost(int8(n))))
			label, rads := "Move to "+s.spaceLabel(int8(n))+", "+cost+" MP", "0"
			if s.space(int8(n)).terrain == terIrradiated {
				label, rads = label+", 1 rad", "1"
			}
			return opt("move:"+s.nodeName(int8(n)), label, "cost", cost, "rads", rads)
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, x, _, _ := unact(a)
			s.step(seat, int8(x), rec)
		},
	})
}

// stepCost is the MP it takes to enter space n: 1, or 2 for difficult
// terrain (FO-MOVE-1, FO-TERRAIN-1), read from its face's difficult
// spaces (sideDifficult).
func (s *State) stepCost(n int8) int8 {
	p, i := nodePos(n)
	m := &s.Map[p]
	return 1 + int8(sideDifficult[uint8(m.Tile)][b2i(m.Reverse)]>>uint(i)&1)
}

// step moves seat's survivor into the adjacent space n, paying its MP.
// Entering irradiated terrain costs 1 rad, every time (FO-TERRAIN-2,
// FO-MOVE-7), which may kill (FO-HP-6). A survivor still alive then meets
// what the space holds: fEnterFight (Aggressive enemies, FO-MOVE-6),
// fEnterAbility and fEnterQuest are pushed.
func (s *State) step(seat int, n int8, rec *engine.Recorder) {
	p := &s.P[seat]
	from, cost := p.Node, s.stepCost(n)
	s.MP -= cost
	p.Node = n
	sp := s.space(n)
	if rec.On() {
		rec.Public("moved", Moved{Seat: seat, From: s.nodeName(from), To: s.nodeName(n), Cost: int(cost), MPLeft: int(s.MP), Terrain: terrainNames[sp.terrain]}, "FO-MOVE-1", "FO-MOVE-3")
	}
	if sp.terrain == terIrradiated && s.harm(seat, 0, 1, harmSource{cause: harmIrradiated}, rec) {
		return
	}
	// The three kinds share enterArgs: the frame is made once.
	fight := enterArgs{node: n}.frame(fEnterFight, seat)
	ability, quest := fight, fight
	ability.Kind, quest.Kind = fEnterAbility, fEnterQuest
	s.Push(quest)
	s.Push(ability)
	s.Push(fight)
}

// stepLegal appends the steps a survivor on node from can take with the MP
// pool (tvStep's legal actions).
func stepLegal(s *State, from int8, dst []engine.Action) []engine.Action {
	if s.MP <= 0 {
		return dst
	}
	// rule FO-MAP-7: a face-down tile must be explored first: only the
	// spaces around are read (SpacesInto).
	var adj [hexmap.MaxAdjacent]int8
	spaces := adj[:s.board().SpacesInto(from, &adj)]
	// FO-TERRAIN-1: without enough MP a space cannot be entered; no space
	// costs more than 2.
	if s.MP >= 2 {
		for _, n := range spaces {
			dst = append(dst, act(tvStep, int(n), 0, 0))
		}
		return dst
	}
	for _, n := range spaces {
		if s.stepCost(n) <= s.MP {
			dst = append(dst, act(tvStep, int(n), 0, 0))
		}
	}
	return dst
}

// moveActionLegal lists the Move action while an action is left (FO-MOVE-1).
func moveActionLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if s.Actions > 0 {
		dst = append(dst, act(tvMoveAction, 0, 0, 0))
	}
	return dst
}

// stepVerbLegal lists the steps the MP pool pays for (stepLegal).
func stepVerbLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	return stepLegal(s, ts.node, dst)
}
