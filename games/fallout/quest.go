package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Quests (FO-QUEST-1..10, FO-LIB-1/2). Staged quests lie face up
// (State.Quests = inPlay); each objective has its own requirements and its
// own results bar. An objective with the quest-action icon is attempted
// with the Quest action (tvQuest): its requirements must hold, no active
// enemy may stand in the space (FO-ACT-5), and its steps are resolved left
// to right by the step runner (fQuestAction); if all succeed, its results
// bar is resolved (fResults). An automatic objective is completed the
// moment its trigger happens: entering a space (fEnterQuest, from
// move.go), exploring a tile (fExploreQuest, from explore.go) or killing
// an enemy (questKilled, from fight.go). A quest that is not trashed stays
// staged and can be completed again (FO-QUEST-8).
//
// The step runner also resolves encounter options (encounter.go). Its
// frame is Frame{Kind: fQuestAction, Seat, A: card, B: part | run flags,
// C: next step (encounters: -1 = put the card back), D: encounter level}.
//
// Tests and draw-and-fight steps are resolved by the fight helper's
// reserved frames, pushed with s.trigger:
//
//   - a test: Frame{Kind: fTest, Seat: the roller, A: difficulty,
//     B: letter mask (bit l for content.Letters[l])} (FO-TEST-1..8);
//   - a test rolled by the other survivor in solo play:
//     Frame{Kind: fSoloOther, Seat, A: difficulty} (FO-SOLO-3);
//   - a draw-and-fight: Frame{Kind: fFight, Seat, A: enemy type index,
//     B: fightDrawn} (FO-FIGHT-20, FO-QUEST-10).
//
// Each reports its outcome with s.stepDone(ok) when it is over; a step
// whose frame kind is not registered yet passes.

// Run flags in B of a step runner frame.
const (
	runPart      int8 = 0x07 // the objective or option index
	runEncounter int8 = 0x08 // an encounter option, not a quest objective
	runFailed    int8 = 0x10 // a step failed
	runDue       int8 = 0x20 // a triggered automatic objective: resolve its results (FO-QUEST-4)
)

// fightDrawn in B of an fFight frame marks a draw-and-fight started by a
// step (FO-FIGHT-20): the token is drawn from the supply and discarded
// afterwards, and the fight reports with stepDone whether it was killed.
const fightDrawn int8 = 1

// Verbs of the quest decisions.
const (
	verbMarker uint8 = 1 // fQuestMarker: take a free marker pair
	verbFirst  uint8 = 1 // fQuestOrder: resolve this triggered objective first
)

// QuestObjective is the event of a quest objective attempted with the
// Quest action, completed, or failed (FO-QUEST-4..7).
type QuestObjective struct {
	Seat      int    `json:"seat"`
	Quest     int    `json:"quest"` // card number
	Title     string `json:"title"`
	Objective int    `json:"objective"` // 1 for the first objective
	Text      string `json:"text"`
	// How: action (the Quest action), kill, explore or enter (the trigger).
	How string `json:"how"`
	// FailedStep is the 1-based step that failed (objective-failed only).
	FailedStep int `json:"failed_step,omitempty"`
	// Died: the survivor was killed during the steps (objective-failed only).
	Died bool `json:"died,omitempty"`
}

// StepStarted is the event of an instruction of an objective or an
// encounter option begun (FO-QUEST-5, FO-ENC-5).
type StepStarted struct {
	Seat   int    `json:"seat"`
	Step   int    `json:"step"` // 1-based
	Kind   string `json:"kind"` // test, fight or pay
	Roller int    `json:"roller,omitempty"`
	// Letters and Difficulty of a test; Difficulty includes the encounter
	// level when the test uses it (FO-RESULT-1).
	Letters    string `json:"letters,omitempty"`
	Difficulty int    `json:"difficulty,omitempty"`
	Other      bool   `json:"other,omitempty"` // rolled by another survivor (FO-SOLO-3)
	Enemy      string `json:"enemy,omitempty"` // fight: the enemy type drawn
	Caps       int    `json:"caps,omitempty"`  // pay: the Caps asked
	// Met is false when the step failed at once: Caps not paid, or no
	// other survivor to roll.
	Met bool `json:"met"`
}

// MarkerPlaced is the event of a quest marker pair placed (FO-QUEST-9).
type MarkerPlaced struct {
	Quest   int    `json:"quest"` // card number holding one marker
	Colour  string `json:"colour"`
	Space   string `json:"space"` // the space holding the other
	Skipped string `json:"skipped,omitempty"`
}

func init() {
	registerTurn(tvQuest, turnVerb{legal: questLegal, option: questOption, apply: questApply})
	register(fQuestAction, frameKind{name: "steps", run: runSteps})
	register(fQuestOrder, frameKind{
		name: "quest-order", prompt: "objective-order",
		legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for j := 0; j < int(f.A); j++ {
				dst = append(dst, act(verbFirst, j, 0, 0))
			}
			return dst
		},
		option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, j, _, _ := unact(a)
			due := s.Frames[int(s.Depth)-2-j]
			q, o := &data.Quests[due.A], int(due.B&runPart)
			return opt("first:"+strconv.Itoa(q.Number)+":"+strconv.Itoa(o+1),
				"Resolve first: "+q.Title+", objective "+strconv.Itoa(o+1)+" ("+q.Objectives[o].Text+")")
		},
		apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, j, _, _ := unact(a)
			n := int(f.A)
			s.pop()
			i := int(s.Depth) - 1 - j
			chosen := s.Frames[i]
			copy(s.Frames[i:s.Depth], s.Frames[i+1:s.Depth])
			s.Depth--
			if n > 2 {
				s.push(Frame{Kind: fQuestOrder, Seat: f.Seat, A: int8(n - 1)})
			}
			s.push(chosen)
		},
	})
	register(fQuestMarker, frameKind{
		name: "quest-marker", prompt: "quest-marker",
		legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for i, m := range s.Marker {
				if m.Quest < 0 {
					dst = append(dst, act(verbMarker, i, 0, 0))
				}
			}
			return dst
		},
		option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			c := data.Tokens.QuestMarkers[i]
			return opt("marker:"+c, "Place the "+c+" markers: one in "+s.spaceLabel(f.B)+", one on "+data.Quests[f.A].Title)
		},
		apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			q, n := f.A, f.B
			s.pop()
			// rule FO-QUEST-9: one marker on the map, its twin on the card.
			s.Marker[i] = Marker{Quest: q, Node: n}
			if rec.On() {
				rec.Public("marker-placed", MarkerPlaced{Quest: data.Quests[q].Number, Colour: data.Tokens.QuestMarkers[i], Space: s.nodeName(n)})
			}
		},
	})
	register(fEnterQuest, frameKind{name: "enter-quest", run: func(s *State, f Frame, rec *engine.Recorder) {
		s.questTriggered(int(f.Seat), questEvent{kind: "enter", node: f.A})
	}})
	register(fExploreQuest, frameKind{name: "explore-quest", run: func(s *State, f Frame, rec *engine.Recorder) {
		s.questTriggered(int(f.Seat), questEvent{kind: "explore", back: tileBack[s.Map[f.A].Tile]})
	}})
	registerEffect("marker", effectMarker)
}

// questLegal lists the Quest actions: one per objective with the
// quest-action icon whose requirements hold (FO-QUEST-5/6).
func questLegal(s *State, seat int, dst []engine.Action) []engine.Action {
	if s.Actions <= 0 || s.P[seat].Node == Nowhere || s.blockedHere(seat) {
		return dst
	}
	for q := range data.Quests {
		if s.Quests[q] != inPlay {
			continue
		}
		for o := range data.Quests[q].Objectives {
			ob := &data.Quests[q].Objectives[o]
			if ob.Action && s.condsHold(seat, ob.Requires, q) {
				dst = append(dst, act(tvQuest, q, o, 0))
			}
		}
	}
	return dst
}

func questOption(s *State, seat int, a engine.Action) engine.Option {
	_, q, o, _ := unact(a)
	qc := &data.Quests[q]
	return opt("quest:"+strconv.Itoa(qc.Number)+":"+strconv.Itoa(o+1),
		"Quest: "+qc.Title+", objective "+strconv.Itoa(o+1)+" ("+qc.Objectives[o].Text+")")
}

func questApply(s *State, seat int, a engine.Action, rec *engine.Recorder) {
	_, q, o, _ := unact(a)
	// rule FO-QUEST-5, FO-QUEST-6: one action attempts one objective.
	s.takeAction()
	if rec.On() {
		rec.Public("quest-action", s.objectiveEvent(seat, q, o, "action"))
	}
	s.push(Frame{Kind: fQuestAction, Seat: int8(seat), A: int8(q), B: int8(o)})
}

// objectiveEvent describes objective o of quest q for seat.
func (s *State) objectiveEvent(seat, q, o int, how string) QuestObjective {
	qc := &data.Quests[q]
	return QuestObjective{Seat: seat, Quest: qc.Number, Title: qc.Title, Objective: o + 1, Text: qc.Objectives[o].Text, How: how}
}

// steps returns the instructions a step runner frame resolves.
func runnerSteps(f *Frame) []content.Step {
	if f.B&runEncounter != 0 {
		return data.Encounters[f.A].Options[f.B&runPart].Steps
	}
	return data.Quests[f.A].Objectives[f.B&runPart].Steps
}

// runSteps is the step runner: it resolves the next instruction of an
// objective or encounter option, or, when all are done, its outcome.
func runSteps(s *State, f Frame, rec *engine.Recorder) {
	seat, part := int(f.Seat), int(f.B&runPart)
	if f.B&runDue != 0 {
		// rule FO-QUEST-4: a triggered objective of a quest still staged.
		if s.Quests[f.A] == inPlay {
			if rec.On() {
				rec.Public("objective-completed", s.objectiveEvent(seat, int(f.A), part, data.Quests[f.A].Objectives[part].Trigger.Kind))
			}
			s.push(Frame{Kind: fResults, Seat: f.Seat, A: srcObjective, B: f.A, C: int8(part)})
		}
		return
	}
	if f.B&runEncounter != 0 {
		s.runEncounterStep(f, rec)
		return
	}
	steps := runnerSteps(&f)
	died := s.TurnFlags&tfDied != 0 && s.Turn == f.Seat
	if f.B&runFailed != 0 || died {
		// rule FO-QUEST-5: the objective is completed only if every step
		// succeeds; a failed step ends the attempt (FO-QUEST-10).
		if rec.On() {
			ev := s.objectiveEvent(seat, int(f.A), part, "action")
			ev.FailedStep, ev.Died = int(f.C), died
			rec.Public("objective-failed", ev)
		}
		return
	}
	if int(f.C) >= len(steps) {
		// rule FO-QUEST-7: the results bar beneath that objective.
		if rec.On() {
			rec.Public("objective-completed", s.objectiveEvent(seat, int(f.A), part, "action"))
		}
		s.push(Frame{Kind: fResults, Seat: f.Seat, A: srcObjective, B: f.A, C: int8(part)})
		return
	}
	next := f
	next.C++
	s.push(next)
	s.startStep(seat, &steps[f.C], int(f.C), 0, rec)
}

// startStep begins instruction st (index i) of seat's objective or option,
// above the runner frame already pushed for the next one; level is the
// encounter level for tests that use it (FO-RESULT-1).
func (s *State) startStep(seat int, st *content.Step, i, level int, rec *engine.Recorder) {
	ev := StepStarted{Seat: seat, Step: i + 1, Kind: st.Kind, Met: true}
	switch st.Kind {
	case "pay":
		// A payment is met only with the Caps to pay it (FO-CAPS-3).
		ev.Caps = st.N
		if int(s.P[seat].Caps) < st.N {
			ev.Met = false
			s.stepDone(false)
		}
		if rec.On() {
			rec.Public("step", ev)
		}
		if ev.Met {
			s.gainCaps(seat, -st.N, "pay", rec)
		}
	case "test":
		d := st.N
		if st.Level {
			d += level
		}
		ev.Letters, ev.Difficulty, ev.Other, ev.Roller = st.Letters, d, st.Other, seat
		var fr Frame
		switch {
		case st.Other && s.N == 1:
			// rule FO-SOLO-3: the other survivor's result is read, not rolled.
			fr = Frame{Kind: fSoloOther, Seat: int8(seat), A: int8(d)}
		case st.Other:
			ev.Roller = s.otherHere(seat)
			if ev.Roller < 0 {
				ev.Met = false
				s.stepDone(false)
			}
			fr = Frame{Kind: fTest, Seat: int8(ev.Roller), A: int8(d), B: int8(letterMask(st.Letters))}
		default:
			fr = Frame{Kind: fTest, Seat: int8(seat), A: int8(d), B: int8(letterMask(st.Letters))}
		}
		if rec.On() {
			rec.Public("step", ev)
		}
		if ev.Met {
			s.trigger(fr)
		}
	case "fight":
		// rule FO-FIGHT-20, FO-QUEST-10: a success only if the drawn enemy is killed.
		ty := typeIndex(st.Enemy)
		ev.Enemy = string(st.Enemy)
		if rec.On() {
			rec.Public("step", ev)
		}
		s.trigger(Frame{Kind: fFight, Seat: int8(seat), A: ty, B: fightDrawn})
	}
	s.offerAnyAction(seat)
}

// stepDone reports the outcome of the test or draw-and-fight a step
// started: ok is false for a failed test or an enemy not killed
// (FO-QUEST-10, FO-FIGHT-20). test.go, fight.go and solo.go call it when
// the step is over; it marks the step runner waiting beneath.
func (s *State) stepDone(ok bool) {
	if ok {
		return
	}
	for d := int(s.Depth) - 1; d >= 0; d-- {
		if f := &s.Frames[d]; f.Kind == fQuestAction && f.B&runDue == 0 {
			f.B |= runFailed
			return
		}
	}
}

// otherHere is the other survivor in seat's space who rolls an "other"
// test: the earliest in turn order from the first player (FO-GOLD-3), or -1.
func (s *State) otherHere(seat int) int {
	n := s.P[seat].Node
	for i := 0; i < int(s.N); i++ {
		p := (int(s.First) + i) % int(s.N)
		if p != seat && !s.P[p].Out && s.P[p].Node == n {
			return p
		}
	}
	return -1
}

// letterMask has bit l for each S.P.E.C.I.A.L. letter in letters.
func letterMask(letters string) uint8 {
	var m uint8
	for i := 0; i < len(letters); i++ {
		if l := letterIndex(content.Letter(letters[i : i+1])); l >= 0 {
			m |= 1 << uint(l)
		}
	}
	return m
}

// questEvent is something that can complete automatic objectives
// (FO-QUEST-4): entering node, exploring a tile of back, killing an enemy
// of type ty (-1 for a faction token) or of faction (-1 for none).
type questEvent struct {
	kind        string
	node        int8
	back        content.Back
	ty, faction int8
}

// matches reports whether trigger tr is completed by the event.
func (e *questEvent) matches(s *State, tr *content.Trigger) bool {
	if tr == nil || tr.Kind != e.kind {
		return false
	}
	switch e.kind {
	case "enter":
		return s.nodeOf(tr.Space) == e.node
	case "explore":
		return tr.Back == "" || tr.Back == e.back
	}
	switch {
	case tr.Faction != "":
		return e.faction == factionIndex(tr.Faction)
	case tr.Enemy != "":
		return e.ty >= 0 && e.ty == typeIndex(tr.Enemy)
	}
	return true
}

// questKilled completes the "kill" objectives of the staged quests that
// seat's kill meets (FO-FIGHT-13, FO-QUEST-4) and triggers seat's cards
// whose abilities follow a kill (timing "kill"). ty is the enemy type
// index, or -1 for a faction token; faction is the faction token's
// faction (0 ★, 1 ♥), or -1 for a standard enemy. fight.go calls it after
// the kill, the killed token already removed; what it pushes resolves
// before the caller's pending frames.
func (s *State) questKilled(seat int, ty, faction int8, rec *engine.Recorder) {
	s.killAbilities(seat, rec)
	s.questTriggered(seat, questEvent{kind: "kill", ty: ty, faction: faction})
}

// questTriggered completes every automatic objective of a staged quest
// that event e meets. With several, seat chooses the order (fQuestOrder);
// an objective whose quest was trashed meanwhile is skipped.
func (s *State) questTriggered(seat int, e questEvent) {
	var due [maxFrames / 2]Frame
	n := 0
	for q := range data.Quests {
		if s.Quests[q] != inPlay {
			continue
		}
		for o := range data.Quests[q].Objectives {
			if e.matches(s, data.Quests[q].Objectives[o].Trigger) && n < len(due) {
				due[n] = Frame{Kind: fQuestAction, Seat: int8(seat), A: int8(q), B: int8(o) | runDue}
				n++
			}
		}
	}
	if n > 1 {
		s.push(due[:n]...)
		s.push(Frame{Kind: fQuestOrder, Seat: int8(seat), A: int8(n)})
		return
	}
	s.push(due[:n]...)
}

// effectMarker places a quest marker pair for the quest whose card holds
// the effect (FO-QUEST-9): the player takes a free pair (fQuestMarker). A
// marker of the scenario's start effects goes with the quest they stage.
func effectMarker(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
	q := int8(-1)
	switch f.A {
	case srcStage, srcObjective:
		q = f.B
	case srcStart:
		for _, x := range s.geo().sc.Start {
			if x.Kind == "stage" && q < 0 {
				q = int8(questIndex(x.Card))
			}
		}
	}
	n := s.nodeOf(e.Space)
	free := false
	for _, m := range s.Marker {
		free = free || m.Quest < 0
	}
	if q >= 0 && n != Nowhere && free && s.Quests[q] == inPlay {
		s.push(Frame{Kind: fQuestMarker, Seat: f.Seat, A: q, B: n})
		return
	}
	if rec.On() {
		ev := MarkerPlaced{Space: e.Space, Skipped: "no free marker pair"}
		if q >= 0 {
			ev.Quest = data.Quests[q].Number
		}
		if n == Nowhere {
			ev.Skipped = "the space is not face up"
		}
		rec.Public("marker-placed", ev)
	}
}

// blockedHere reports whether an active enemy in seat's space blocks the
// Quest, Encounter and Camp actions: inactive enemies never block, nor do
// enemies of the faction seat is loyal to (FO-ACT-5, FO-INACT-2, FO-LOYAL-2).
func (s *State) blockedHere(seat int) bool {
	n := s.P[seat].Node
	if n == Nowhere {
		return false
	}
	loyal := s.loyalFactionOf(seat)
	for t := range s.Tokens {
		tk := &s.Tokens[t]
		if tk.Node == n && tk.Active && (tk.Faction < 0 || tk.Faction != loyal) {
			return true
		}
	}
	return false
}

// loyalFactionOf is the faction (0 ★, 1 ♥) seat displays loyalty to, or -1.
func (s *State) loyalFactionOf(seat int) int8 {
	if l := s.P[seat].Loyal; l >= 0 && data.Agendas[l].Faction != "" {
		return factionIndex(data.Agendas[l].Faction)
	}
	return -1
}

// hasTrait reports whether seat's survivor has trait t face up (FO-TRAIT-2).
func (s *State) hasTrait(seat int, t content.Trait) bool {
	for _, tr := range s.P[seat].Traits {
		if tr.Make >= 0 && data.Tokens.TraitTokens[tr.Make].Sides[tr.Side] == t {
			return true
		}
	}
	return false
}

// condsHold reports whether every condition in cs holds for seat; q is the
// quest whose marker "at-marker" means, or -1.
func (s *State) condsHold(seat int, cs []content.Condition, q int) bool {
	for i := range cs {
		if !s.condHolds(seat, &cs[i], q) {
			return false
		}
	}
	return true
}

// condHolds reports whether condition c holds for seat: an option's
// prerequisite (FO-ENC-6/7), an objective's requirement (FO-QUEST-5), a
// recruit icon (FO-SHOP-5) or a companion's condition (FO-CAMP-3).
func (s *State) condHolds(seat int, c *content.Condition, q int) bool {
	p := &s.P[seat]
	switch c.Kind {
	case "trait":
		return s.hasTrait(seat, c.Trait)
	case "not-trait":
		return !s.hasTrait(seat, c.Trait)
	case "special":
		return p.Special&(1<<uint(letterIndex(c.Letter))) != 0
	case "caps":
		return int(p.Caps) >= c.N
	case "rads":
		return int(p.Rads) >= c.N
	case "specials":
		return popcount(p.Special) >= c.N
	case "uniques":
		return s.uniquesHeld(seat) >= c.N
	case "perks":
		return popcount(uint8(p.Perks))+popcount(uint8(p.Perks>>8)) >= c.N
	case "equipped":
		for k, sl := range content.Slots {
			if sl == c.Slot {
				return p.Equip[k].Card >= 0
			}
		}
		return false
	case "loyal":
		return s.loyalFactionOf(seat) == factionIndex(c.Faction)
	case "power":
		return int(s.Power[factionIndex(c.Faction)]) >= c.N
	case "power-ahead":
		f := factionIndex(c.Faction)
		return s.Power[f] > s.Power[1-f]
	}
	if p.Node == Nowhere {
		return false
	}
	switch c.Kind {
	case "at":
		return s.nodeOf(c.Space) == p.Node
	case "at-icon":
		return s.space(p.Node).enc == deckIndex(c.Icon)
	case "at-marker":
		for _, m := range s.Marker {
			if q >= 0 && int(m.Quest) == q && m.Node == p.Node {
				return true
			}
		}
		return false
	case "with-survivor":
		// rule FO-SOLO-2: solo play asks for a space with the solo icon.
		if s.N == 1 {
			return s.space(p.Node).enc == deckIndex(data.Rules.SoloIcon)
		}
		return s.otherHere(seat) >= 0
	}
	panic("fallout: unknown condition " + c.Kind)
}
