package fallout

import (
	"fmt"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/internal/frame"
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
// an enemy (fKillQuest, from fight.go). A quest that is not trashed stays
// staged and can be completed again (FO-QUEST-8).
//
// The step runner also resolves encounter options (encounter.go). Its
// frame is an fQuestAction frame (runnerArgs: the card, the part, run
// flags, the next step, the encounter level, the outcome). A test step is
// started with startTest and a draw-and-fight with drawAndFight (test.go,
// fight.go), the runner frame for the next step as their continuation:
// they hand it the outcome (setOutcome: outcomeSuccess, outcomeFail,
// outcomeDied). In solo play the test of "another survivor" is solo.go's
// fSoloOther, on the same protocol.

// The part and run flags of a step runner frame (runnerArgs.part, .run).
const (
	runPart      int8 = 0x07 // the objective or option index
	runEncounter int8 = 0x08 // an encounter option, not a quest objective
	runFailed    int8 = 0x10 // a step failed
	runDue       int8 = 0x20 // a triggered automatic objective: resolve its results (FO-QUEST-4)
	runBack      int8 = 0x40 // encounter: resolved; put the card back (FO-ENC-8)
)

// runStep masks the next step's index in the step runner's third slot;
// the encounter level is above it (runnerArgs, FO-RESULT-1).
const runStep int8 = 0x0f

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
	Step   int    `json:"step"`   // 1-based
	Kind   string `json:"kind"`   // test, fight or pay
	Roller int    `json:"roller"` // who rolls a test; -1: the other survivor in solo play (FO-SOLO-3)
	// Letters and Difficulty of a test; Difficulty includes the encounter
	// level when the test uses it (FO-RESULT-1).
	Letters    string `json:"letters,omitempty"`
	Difficulty int    `json:"difficulty,omitempty"`
	Other      bool   `json:"other,omitempty"` // rolled by another survivor (FO-SOLO-3)
	Enemy      string `json:"enemy,omitempty"` // fight: the enemy type drawn
	Caps       int    `json:"caps,omitempty"`  // pay: the Caps asked
	// Met is false when the step failed at once: the Caps could not be
	// paid, or no other survivor stands in the space to roll.
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
	register(fQuestAction, frameKind{Name: "steps", Run: runSteps})
	register(fQuestOrder, frameKind{
		Name: "quest-order", Prompt: "objective-order",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for j := 0; j < questOrderOf(f).n; j++ {
				dst = append(dst, act(verbFirst, j, 0, 0))
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, j, _, _ := unact(a)
			due := runnerOf(&s.Frames[int(s.Depth)-2-j])
			q, o := &data.Quests[due.card], int(due.part)
			return opt("first:"+strconv.Itoa(q.Number)+":"+strconv.Itoa(o+1),
				"Resolve first: "+q.Title+", objective "+strconv.Itoa(o+1)+" ("+q.Objectives[o].Text+")")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, j, _, _ := unact(a)
			n, seat := questOrderOf(f).n, f.Seat
			s.Pop()
			i := int(s.Depth) - 1 - j
			chosen := s.Frames[i]
			copy(s.Frames[i:s.Depth], s.Frames[i+1:s.Depth])
			s.Depth--
			if n > 2 {
				s.Push(questOrderArgs{n: n - 1}.frame(seat))
			}
			s.Push(chosen)
		},
	})
	register(fQuestMarker, frameKind{
		Name: "quest-marker", Prompt: "quest-marker",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for i, m := range s.Marker {
				if m.Quest < 0 {
					dst = append(dst, act(verbMarker, i, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			c := data.Tokens.QuestMarkers[i]
			return opt("marker:"+c, "Place the "+c+" markers: one in "+s.spaceLabel(markerOf(f).node)+", one on "+data.Quests[markerOf(f).quest].Title)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			m := markerOf(f)
			q, n := m.quest, m.node
			s.Pop()
			// rule FO-QUEST-9: one marker on the map, its twin on the card.
			s.Marker[i] = Marker{Quest: q, Node: n}
			if rec.On() {
				rec.Public("marker-placed", MarkerPlaced{Quest: data.Quests[q].Number, Colour: data.Tokens.QuestMarkers[i], Space: s.nodeName(n)}, "FO-QUEST-3")
			}
		},
	})
	register(fEnterQuest, frameKind{Name: "enter-quest", Run: func(s *State, f Frame, rec *engine.Recorder) {
		s.questTriggered(int(f.Seat), questEvent{kind: trigEnter, node: enterOf(&f).node})
	}})
	register(fExploreQuest, frameKind{Name: "explore-quest", Run: func(s *State, f Frame, rec *engine.Recorder) {
		s.questTriggered(int(f.Seat), questEvent{kind: trigExplore, back: tileBack[s.Map[exploreQuestOf(&f).pos].Tile]})
	}})
	register(fKillQuest, frameKind{Name: "kill-quest", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule FO-FIGHT-13: the killed enemy's icon: a type, or a faction.
		ic := killQuestOf(&f).icon
		e := questEvent{kind: trigKill, ty: ic, faction: -1}
		if ic >= iconStar {
			e.ty, e.faction = -1, ic-iconStar
		}
		s.questTriggered(int(f.Seat), e)
	}})
	registerEffect("marker", effectMarker)
}

// objectiveAt[q][o] is the space an "at" requirement of objective o of
// quest q names, "" if it has none: questLegal passes over the objectives
// of other spaces without weighing their requirements.
var objectiveAt = func() [][]string {
	at := make([][]string, len(data.Quests))
	for q := range data.Quests {
		at[q] = make([]string, len(data.Quests[q].Objectives))
		for o, ob := range data.Quests[q].Objectives {
			for _, c := range ob.Requires {
				if c.Kind == "at" && c.Space != "" {
					at[q][o] = c.Space
					break
				}
			}
		}
	}
	return at
}()

// questObjective names objective o of quest card q.
type questObjective struct{ q, o int8 }

// questActsAt lists, in quest and objective order, the objectives with the
// quest-action icon that can be taken in the space named ref in a game of
// scenario sc: those of the scenario's quest cards without an "at"
// requirement and those whose requirement names ref. A face-down tile,
// which has no name, has ref "". Another scenario's quest cards stay in
// the box (ownQuest; the state's check refuses one in play), so they are
// left out.
func questActsAt(ref string, sc int) []questObjective {
	var out []questObjective
	for q := range data.Quests {
		if data.Quests[q].Scenario != data.Scenarios[sc].ID {
			continue
		}
		for o := range data.Quests[q].Objectives {
			if at := objectiveAt[q][o]; data.Quests[q].Objectives[o].Action && (at == "" || at == ref) {
				out = append(out, questObjective{int8(q), int8(o)})
			}
		}
	}
	return out
}

// questActsByScenario lists questActsAt(ref, sc) for every scenario sc.
func questActsByScenario(ref string) [][]questObjective {
	out := make([][]questObjective, len(data.Scenarios))
	for sc := range out {
		out[sc] = questActsAt(ref, sc)
	}
	return out
}

// questActsFacedown are the objectives with the quest-action icon a
// survivor on a face-down tile may take, by scenario (questActsAt).
var questActsFacedown = questActsByScenario("")

// questLegal lists the Quest actions: one per objective with the
// quest-action icon whose requirements hold (FO-QUEST-5/6). It weighs only
// the objectives of the survivor's space (questActs).
func questLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	seat, n := ts.seat, ts.node
	if s.Actions <= 0 || n == Nowhere {
		return dst
	}
	acts := questActsFacedown[s.Scenario]
	if ts.sp != nil {
		acts = ts.sp.questActs[s.Scenario]
	}
	listed := len(dst)
	for _, qo := range acts {
		q, o := int(qo.q), int(qo.o)
		if s.Quests[q] != inPlay {
			continue
		}
		if ob := &data.Quests[q].Objectives[o]; s.meetsAll(seat, ob.Requires, q) && s.stepsMayMeet(seat, ob.Steps) {
			dst = append(dst, act(tvQuest, q, o, 0))
		}
	}
	// An active enemy in the space forbids them (FO-ACT-5), looked for
	// only when there is one to forbid.
	if len(dst) > listed && ts.blocked {
		return dst[:listed]
	}
	return dst
}

// stepsMayMeet reports whether an objective's steps can all succeed as far
// as is known before they begin: its payments up to the first test or
// fight are within the Caps held (FO-CAPS-3), and a first test of another
// survivor has a roller, who in solo play can reach the difficulty
// (FO-SOLO-3). An objective that can only fail is not offered: the
// Quest action would be spent on nothing. What a test or fight may change
// is not foreseen: the check stops at the first one.
func (s *State) stepsMayMeet(seat int, steps []content.Step) bool {
	caps := int(s.P[seat].Caps)
	for i := range steps {
		st := &steps[i]
		switch st.Kind {
		case "pay":
			if caps -= st.N; caps < 0 {
				return false
			}
			continue
		case "test":
			if st.Other && s.N == 1 {
				return st.N <= data.Rules.SoloOtherHits
			}
			if st.Other {
				return s.otherHere(seat) >= 0
			}
		}
		return true
	}
	return true
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
		rec.Public("quest-action", s.objectiveEvent(seat, q, o, "action"), "FO-QUEST-5", "FO-QUEST-6")
	}
	s.Push(runnerArgs{card: int8(q), part: int8(o)}.frame(int8(seat)))
}

// objectiveEvent describes objective o of quest q for seat.
func (s *State) objectiveEvent(seat, q, o int, how string) QuestObjective {
	qc := &data.Quests[q]
	return QuestObjective{Seat: seat, Quest: qc.Number, Title: qc.Title, Objective: o + 1, Text: qc.Objectives[o].Text, How: how}
}

// runnerSteps returns the instructions a step runner resolves.
func runnerSteps(r runnerArgs) []content.Step {
	if r.run&runEncounter != 0 {
		return data.Encounters[r.card].Options[r.part].Steps
	}
	return data.Quests[r.card].Objectives[r.part].Steps
}

// runSteps is the step runner: it resolves the next instruction of an
// objective or encounter option, or, when all are done or one failed, the
// outcome.
func runSteps(s *State, f Frame, rec *engine.Recorder) {
	r := runnerOf(&f)
	seat, part := int(f.Seat), int(r.part)
	switch {
	case r.run&runDue != 0:
		// rule FO-QUEST-4: a triggered objective of a quest still staged.
		if s.Quests[r.card] == inPlay && !s.P[seat].Out {
			if rec.On() {
				rec.Public("objective-completed", s.objectiveEvent(seat, int(r.card), part, data.Quests[r.card].Objectives[part].Trigger.Kind), "FO-QUEST-4", "FO-QUEST-7")
			}
			s.Push(resultsArgs{src: srcObjective, card: r.card, part: r.part}.frame(f.Seat))
		}
		return
	case r.run&runBack != 0:
		s.returnEncounter(int(r.card), rec)
		return
	}
	steps := runnerSteps(r)
	i := int(r.step)
	// rule FO-DEATH-3: a survivor killed during the steps ends the action.
	died := (s.TurnFlags&tfDied != 0 && s.Turn == f.Seat) || s.P[seat].Out
	if i > 0 && steps[i-1].Kind != "pay" {
		// The outcome of the test or fight just resolved (test.go, fight.go).
		switch r.outcome {
		case outcomeDied:
			died = true
		case outcomeFail:
			r.run |= runFailed
		}
	}
	if died || r.run&runFailed != 0 || i >= len(steps) {
		s.stepsDone(seat, r, i, died, rec)
		return
	}
	next := r
	next.step++
	next.outcome = outcomeFail
	s.startStep(seat, &steps[i], i, next, rec)
}

// stepsDone resolves the outcome of seat's runner r whose steps are over: step i
// was the last one tried. An objective is completed only if every step
// succeeded (FO-QUEST-5, FO-QUEST-10); an encounter option applies its
// Success or Fail results (FO-ENC-5), or nothing if no Fail bar is printed
// (FO-TEST-6), then its card goes back (FO-ENC-8).
func (s *State) stepsDone(seat int, r runnerArgs, i int, died bool, rec *engine.Recorder) {
	part := int(r.part)
	ok := !died && r.run&runFailed == 0
	if r.run&runEncounter == 0 {
		if !ok {
			if rec.On() {
				ev := s.objectiveEvent(seat, int(r.card), part, "action")
				ev.FailedStep, ev.Died = i, died
				rec.Public("objective-failed", ev, "FO-QUEST-5", "FO-QUEST-10", "FO-QUEST-8", "FO-DEATH-3")
			}
			return
		}
		// rule FO-QUEST-7: the results bar beneath that objective.
		if rec.On() {
			rec.Public("objective-completed", s.objectiveEvent(seat, int(r.card), part, "action"), "FO-QUEST-4", "FO-QUEST-7")
		}
		s.Push(resultsArgs{src: srcObjective, card: r.card, part: r.part}.frame(int8(seat)))
		return
	}
	back := r
	back.run |= runBack
	s.Push(back.frame(int8(seat)))
	op := &data.Encounters[r.card].Options[part]
	out, src := &op.Success, srcEncSuccess
	if !ok {
		out, src = op.Fail, srcEncFail
	}
	if died {
		out = nil
	}
	if rec.On() {
		ev := EncounterOutcome{Seat: seat, Option: part + 1, Success: ok, Died: died}
		if out != nil {
			ev.Text, ev.Results = out.Text, len(out.Results)
		}
		rec.Public("encounter-outcome", ev, "FO-ENC-5", "FO-TEST-6")
	}
	if out != nil && len(out.Results) > 0 {
		s.Push(resultsArgs{src: src, card: r.card, part: r.part}.frame(int8(seat)))
	}
}

// startStep begins instruction st (index i) of seat's objective or
// option; next is the runner for the step after it, with the encounter
// level (FO-RESULT-1).
func (s *State) startStep(seat int, st *content.Step, i int, next runnerArgs, rec *engine.Recorder) {
	ev := StepStarted{Seat: seat, Step: i + 1, Kind: st.Kind, Met: true}
	switch st.Kind {
	case "pay":
		// A payment is met only with the Caps to pay it (FO-CAPS-3).
		ev.Caps = st.N
		ev.Met = int(s.P[seat].Caps) >= st.N
		if rec.On() {
			rec.Public("step", ev, "FO-QUEST-5", "FO-ENC-5", "FO-GOLD-3", "FO-RESULT-1")
		}
		if ev.Met {
			s.gainCaps(seat, -st.N, "pay", rec)
		} else {
			next.run |= runFailed
		}
		s.Push(next.frame(int8(seat)))
	case "test":
		d := st.N
		if st.Level {
			d += int(next.level)
		}
		ev.Letters, ev.Difficulty, ev.Other, ev.Roller = st.Letters, d, st.Other, seat
		switch {
		case st.Other && s.N == 1:
			ev.Roller = -1
		case st.Other:
			ev.Roller = s.otherHere(seat)
			ev.Met = ev.Roller >= 0
		}
		if rec.On() {
			rec.Public("step", ev, "FO-QUEST-5", "FO-ENC-5", "FO-GOLD-3", "FO-RESULT-1")
		}
		switch {
		case st.Other && s.N == 1:
			// rule FO-SOLO-2, FO-SOLO-3: no other survivor rolls; solo.go's
			// fSoloOther hands next the fixed result, as a test does.
			s.Push(next.frame(int8(seat)))
			s.Push(soloOtherArgs{difficulty: d}.frame(seat))
		case !ev.Met:
			next.run |= runFailed
			s.Push(next.frame(int8(seat)))
		default:
			// rule FO-TEST-1: the letters shown and the difficulty.
			s.startTest(ev.Roller, letterMask(st.Letters), d, next.frame(int8(seat)))
		}
	case "fight":
		// rule FO-FIGHT-20, FO-QUEST-10: a success only if the drawn enemy is killed.
		ev.Enemy = string(st.Enemy)
		if rec.On() {
			rec.Public("step", ev, "FO-QUEST-5", "FO-ENC-5", "FO-GOLD-3", "FO-RESULT-1")
		}
		s.drawAndFight(seat, typeIndex(st.Enemy), next.frame(int8(seat)))
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

// questEvent is something that can complete automatic objectives
// (FO-QUEST-4): entering node, exploring a tile of back, killing an enemy
// of type ty (-1 for a faction token) or of faction (-1 for none).
type questEvent struct {
	kind        int // trigEnter, trigExplore or trigKill
	node        int8
	back        content.Back
	ty, faction int8
}

// questTrigger is the automatic trigger of objective o of quest q,
// compiled (content.Trigger): the space entered, the back explored (""
// for any), or the enemy type or faction killed (-1 for none).
type questTrigger struct {
	q, o        int8
	space       string
	back        content.Back
	ty, faction int8
}

// questTriggers lists by scenario and trigger kind (triggerKinds), in
// quest and objective order, the objectives of the scenario's quest cards
// that an event of that kind can complete (FO-QUEST-4): questTriggered
// weighs only those. Another scenario's quest cards stay in the box
// (ownQuest; the state's check refuses one in play).
var questTriggers = func() (out [][len(triggerKinds)][]questTrigger) {
	out = make([][len(triggerKinds)][]questTrigger, len(data.Scenarios))
	for q := range data.Quests {
		for o, ob := range data.Quests[q].Objectives {
			tr := ob.Trigger
			if tr == nil {
				continue
			}
			qt := questTrigger{q: int8(q), o: int8(o), space: tr.Space, back: tr.Back, ty: -1, faction: -1}
			switch {
			case tr.Faction != "":
				qt.faction = factionIndex(tr.Faction)
			case tr.Enemy != "":
				qt.ty = typeIndex(tr.Enemy)
			}
			k := triggerKind(tr.Kind)
			for sc := range out {
				if data.Quests[q].Scenario == data.Scenarios[sc].ID {
					out[sc][k] = append(out[sc][k], qt)
				}
			}
		}
	}
	return out
}()

// The kinds of automatic objectives (content.TriggerKinds), indices of
// triggerKinds.
const (
	trigEnter = iota
	trigExplore
	trigKill
)

// triggerKinds names the kinds of automatic objectives.
var triggerKinds = [...]string{trigEnter: "enter", trigExplore: "explore", trigKill: "kill"}

// triggerKind is the index of trigger kind k in triggerKinds. It panics on
// another kind: the content linter admits no other.
func triggerKind(k string) int {
	for i, x := range triggerKinds {
		if x == k {
			return i
		}
	}
	panic("fallout: unknown trigger kind " + k)
}

// matches reports whether trigger tr, of the event's kind, is completed
// by the event.
func (e *questEvent) matches(s *State, tr *questTrigger) bool {
	switch e.kind {
	case trigEnter:
		// The space entered is the one named: space names are unique on
		// the map, so this is s.nodeOf(tr.space) == e.node.
		return !facedown(e.node) && s.space(e.node).ref == tr.space
	case trigExplore:
		return tr.back == "" || tr.back == e.back
	}
	switch {
	case tr.faction >= 0:
		return e.faction == tr.faction
	case tr.ty >= 0:
		return e.ty >= 0 && e.ty == tr.ty
	}
	return true
}

// questTriggered completes every automatic objective of a staged quest
// that event e meets. With several, seat chooses the order (fQuestOrder);
// an objective whose quest was trashed meanwhile is skipped. Most events
// complete none: it looks for the first one met before it takes the
// buffer of dueFrom.
func (s *State) questTriggered(seat int, e questEvent) {
	triggers := questTriggers[s.Scenario][e.kind]
	for i := range triggers {
		if s.Quests[triggers[i].q] == inPlay && e.matches(s, &triggers[i]) {
			s.dueFrom(seat, e, triggers[i:])
			return
		}
	}
}

// dueFrom pushes the step runners of the objectives of triggers that event
// e completes for seat, the first of triggers being one
// (questTriggered), and with several the order decision.
func (s *State) dueFrom(seat int, e questEvent, triggers []questTrigger) {
	var due [frame.Max / 2]Frame
	n := 0
	for i := range triggers {
		tr := &triggers[i]
		if s.Quests[tr.q] == inPlay && e.matches(s, tr) && n < len(due) {
			due[n] = runnerArgs{card: tr.q, part: tr.o, run: runDue}.frame(int8(seat))
			n++
		}
	}
	if n > 1 {
		s.PushAll(due[:n]...)
		s.Push(questOrderArgs{n: n}.frame(int8(seat)))
		return
	}
	s.PushAll(due[:n]...)
}

// effectMarker places a quest marker pair for the quest whose card holds
// the effect (FO-QUEST-9): the player takes a free pair (fQuestMarker). A
// marker of the scenario's start effects goes with the quest they stage.
func effectMarker(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
	q, r := int8(-1), resultsOf(&f)
	switch r.src {
	case srcStage, srcObjective:
		q = r.card
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
		s.Push(markerArgs{quest: q, node: n}.frame(f.Seat))
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
		rec.Public("marker-placed", ev, "FO-QUEST-3")
	}
}

// blockedHere reports whether an enemy in seat's space blocks the Quest,
// Encounter and Camp actions: an active one not of a faction seat is
// loyal to (foeHostile; FO-ACT-5, FO-INACT-2, FO-LOYAL-2).
func (s *State) blockedHere(seat int) bool {
	n := s.P[seat].Node
	if n == Nowhere {
		return false
	}
	for t := range s.Tokens {
		if s.Tokens[t].Node == n && s.foeHostile(seat, t) {
			return true
		}
	}
	return false
}

// loyalFaction is the faction (0 ★, 1 ♥) seat displays loyalty to, or -1
// (FO-LOYAL-1).
func (s *State) loyalFaction(seat int) int8 {
	if l := s.P[seat].Loyal; l >= 0 {
		return agendaFaction[l]
	}
	return -1
}

// uniqueCount counts the unique assets seat holds (FO-UNIQUE-1).
func (s *State) uniqueCount(seat int) int {
	n := 0
	for w := 0; w < whereInv+int(s.P[seat].NInv); w++ {
		if c := s.placeAt(seat, w).Card; c >= 0 && itemSrc[c] == srcUnique {
			n++
		}
	}
	return n
}

// meetsAll reports whether seat meets every condition in cs; q is the
// quest whose marker "at-marker" means, or -1.
func (s *State) meetsAll(seat int, cs []content.Condition, q int) bool {
	for i := range cs {
		if !s.meets(seat, &cs[i], q) {
			return false
		}
	}
	return true
}

// meets reports whether seat meets condition c: an option's prerequisite
// (FO-ENC-6/7), an objective's requirement (FO-QUEST-5), a recruit icon
// (FO-SHOP-5) or a companion's condition (FO-CAMP-3). Agenda influence
// conditions are agenda.go's.
func (s *State) meets(seat int, c *content.Condition, q int) bool {
	p := &s.P[seat]
	switch c.Op {
	case content.CondTrait:
		return s.hasTrait(seat, c.Trait)
	case content.CondNotTrait:
		return !s.hasTrait(seat, c.Trait)
	case content.CondSpecial:
		return p.Special&(1<<uint(letterIndex(c.Letter))) != 0
	case content.CondCaps:
		return int(p.Caps) >= c.N
	case content.CondRads:
		return int(p.Rads) >= c.N
	case content.CondSpecials:
		return popcount(p.Special) >= c.N
	case content.CondUniques:
		return s.uniqueCount(seat) >= c.N
	case content.CondPerks:
		return popcount(uint8(p.Perks))+popcount(uint8(p.Perks>>8)) >= c.N
	case content.CondEquipped:
		for k, sl := range content.Slots {
			if sl == c.Slot {
				return p.Equip[k].Card >= 0
			}
		}
		return false
	case content.CondLoyal:
		return s.loyalFaction(seat) == factionIndex(c.Faction)
	case content.CondPower:
		return int(s.Power[factionIndex(c.Faction)]) >= c.N
	case content.CondPowerAhead:
		f := factionIndex(c.Faction)
		return s.Power[f] > s.Power[1-f]
	}
	if p.Node == Nowhere {
		return false
	}
	switch c.Op {
	case content.CondAt:
		// Space names are unique on the map: reading the survivor's space
		// spares looking the name up.
		return !facedown(p.Node) && s.space(p.Node).ref == c.Space
	case content.CondAtIcon:
		return s.space(p.Node).enc == deckIndex(c.Icon)
	case content.CondAtMarker:
		for _, m := range s.Marker {
			if q >= 0 && int(m.Quest) == q && m.Node == p.Node {
				return true
			}
		}
		return false
	case content.CondWithSurvivor:
		// rule FO-SOLO-2: solo play asks for a space with the solo icon.
		if s.N == 1 {
			return s.space(p.Node).enc == deckIndex(data.Rules.SoloIcon)
		}
		return s.otherHere(seat) >= 0
	}
	panic("fallout: unknown condition " + c.Kind)
}

// checkQuestFrames checks the arguments of the frames of quest.go,
// encounter.go, items.go, shop.go and camp.go: every index points at a
// card, a space or a seat of the game, so no decision can read out of
// range (Unmarshal refuses a state that fails Check).
func (s *State) checkQuestFrames() error {
	for i := 0; i < int(s.Depth); i++ {
		f := s.Frames[i]
		ok := true
		switch f.Kind {
		case fQuestAction:
			ok = s.runnerOK(runnerOf(&f))
		case fQuestOrder:
			n := questOrderOf(&f).n
			ok = n >= 2 && i-n >= 0
			for j := 1; ok && j <= n; j++ {
				d := &s.Frames[i-j]
				ok = d.Kind == fQuestAction && runnerOf(d).run&runDue != 0
			}
		case fQuestMarker:
			m := markerOf(&f)
			ok = in(int(m.quest), 0, len(data.Quests)) && s.valid(m.node) && !facedown(m.node)
		case fEnterQuest, fEnterAbility:
			ok = s.valid(enterOf(&f).node)
		case fExploreQuest:
			p := exploreQuestOf(&f).pos
			ok = in(p, 0, len(s.geo().pos)) && s.Map[p].FaceUp
		case fKillQuest:
			ok = in(int(killQuestOf(&f).icon), 0, int(iconHeart)+1)
		case fEncounter:
			e := encounterOf(&f)
			ok = in(int(e.card), 0, len(data.Encounters)) && in(int(e.level), 0, 8)
		case fGainCard:
			ok = in(int(gainCardOf(&f).card), 0, len(items))
		case fDiscardDown:
			ok = discardDownOf(&f).n >= 0
		case fPlace:
			ok = in(int(placeOf(&f).enc), 0, numDecks)
		case fShop:
			ok = shopOf(&f).left > 0
		case fCamp:
			c := campOf(&f)
			ok = (c.mode == campMenu && c.done>>4 == 0) || (c.mode == campPay && in(int(c.card), 0, len(items)) && items[c.card].UnexhaustCaps > 0)
		case fTradeAnswer:
			ok = in(tradeAnswerOf(&f).camper, 0, int(s.N))
		}
		if !ok {
			return fmt.Errorf("frame %d (%s) has arguments %v", i, kinds[f.Kind].Name, f.ArgsOf(f.Kind))
		}
	}
	return nil
}

// runnerOK checks a step runner's arguments: its card and part exist, and
// its next step is within the part's steps.
func (s *State) runnerOK(r runnerArgs) bool {
	part := int(r.part)
	if r.run < 0 || r.level < 0 {
		return false
	}
	if r.run&runEncounter != 0 {
		if !in(int(r.card), 0, len(data.Encounters)) || !in(part, 0, len(data.Encounters[r.card].Options)) || r.run&runDue != 0 {
			return false
		}
	} else if !in(int(r.card), 0, len(data.Quests)) || !in(part, 0, len(data.Quests[r.card].Objectives)) || r.run&runBack != 0 {
		return false
	}
	if r.run&runDue != 0 {
		return data.Quests[r.card].Objectives[part].Trigger != nil
	}
	return int(r.step) <= len(runnerSteps(r)) && in(int(r.outcome), 0, int(outcomeDied)+1)
}
