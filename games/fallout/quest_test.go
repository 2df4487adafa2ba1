package fallout

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fqStarted plays the setup of a game with the first option of every
// decision and returns it at the first player's first turn decision, with
// every enemy back in the supply and no faction token on the map.
func fqStarted(t *testing.T, players int, seed uint64) *State {
	t.Helper()
	st, err := Game{}.New(engine.Setup{Players: players, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for s.Round == 0 {
		fqDo(t, s, foFirst(engine.DecisionOf(s)))
	}
	if s.Prompt() != "turn" {
		t.Fatalf("setup ended at %q", s.Prompt())
	}
	for i := range s.Tokens {
		s.placeToken(i, Token{Node: Nowhere, Faction: -1})
	}
	return s
}

// fqDo plays option id for the seat to move and checks the invariants.
func fqDo(t *testing.T, s *State, id string) []engine.Event {
	t.Helper()
	evs, err := engine.Apply(s, s.ToMove(), id)
	if err != nil {
		t.Fatalf("%s: %v (options %v)", id, err, fqOptions(s))
	}
	if err := s.Check(); err != nil {
		t.Fatalf("after %s: %v", id, err)
	}
	return evs[1:] // the game's events, after the engine's decision event
}

// fqRefuse checks that id is not an option now.
func fqRefuse(t *testing.T, s *State, id string) {
	t.Helper()
	if fqHas(s, id) {
		t.Fatalf("%s is an option (%v)", id, fqOptions(s))
	}
}

// fqOptions lists the option ids of the pending decision.
func fqOptions(s *State) []string {
	var ids []string
	for _, o := range engine.DecisionOf(s).Options {
		ids = append(ids, o.ID)
	}
	slices.Sort(ids)
	return ids
}

// fqHas reports whether id is an option now.
func fqHas(s *State, id string) bool { return slices.Contains(fqOptions(s), id) }

// fqWithPrefix lists the options starting with prefix.
func fqWithPrefix(s *State, prefix string) []string {
	var out []string
	for _, id := range fqOptions(s) {
		if strings.HasPrefix(id, prefix) {
			out = append(out, id)
		}
	}
	return out
}

// fqNode is the node of the face-up space ref.
func fqNode(t *testing.T, s *State, ref string) int8 {
	t.Helper()
	n := s.nodeOf(ref)
	if n == Nowhere {
		t.Fatalf("no face-up space %s", ref)
	}
	return n
}

// fqEvents returns the events of type typ.
func fqEvents(evs []engine.Event, typ string) []engine.Event {
	var out []engine.Event
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

// fqTypes lists the event types in order.
func fqTypes(evs []engine.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Type)
	}
	return out
}

// fqData decodes an event's data into v.
func fqData(t *testing.T, e engine.Event, v any) {
	t.Helper()
	b, err := json.Marshal(e.Data)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}

// fqQuest is the index of quest card num.
func fqQuest(t *testing.T, num int) int8 {
	t.Helper()
	q := questIndex(num)
	if q < 0 {
		t.Fatalf("no quest %d", num)
	}
	return int8(q)
}

// fqItem is the item card with id.
func fqItem(t *testing.T, id string) int8 {
	t.Helper()
	for c := range items {
		if items[c].ID == id {
			return int8(c)
		}
	}
	t.Fatalf("no item %s", id)
	return -1
}

// fqTake removes item card c from wherever it lies outside the survivors.
func fqTake(s *State, c int8) {
	for _, p := range []*Pile{&s.Loot, &s.LootDiscard, &s.Assets, &s.AssetDiscard} {
		if i := slices.Index(p.Cards[:p.N], c); i >= 0 {
			copy(p.Cards[i:p.N], p.Cards[i+1:p.N])
			p.N--
			p.Cards[p.N] = 0
		}
	}
	if i := slices.Index(s.Shop[:s.NShop], c); i >= 0 {
		s.takeFromShop(i)
	}
}

// fqGive puts item card id in seat's slot (equip) or inventory.
func fqGive(t *testing.T, s *State, seat int, id string, equip bool) int8 {
	t.Helper()
	c := fqItem(t, id)
	fqTake(s, c)
	p := &s.P[seat]
	if equip {
		if old := p.Equip[slotOf(c)]; old.Card >= 0 {
			s.discardItem(old.Card)
		}
		p.Equip[slotOf(c)] = Held{Card: c}
		foKeep(s)
	} else {
		p.Inv[p.NInv] = Held{Card: c}
		p.NInv++
		foKeep(s)
	}
	return c
}

// fqTop puts item card id on top of its deck.
func fqTop(t *testing.T, s *State, id string) {
	t.Helper()
	c := fqItem(t, id)
	fqTake(s, c)
	if itemSrc[c] == srcLoot {
		s.Loot.put(c)
	} else {
		s.Assets.put(c)
	}
}

// fqStage stages quest num directly, without its top instructions.
func fqStage(t *testing.T, s *State, num int) int8 {
	t.Helper()
	q := fqQuest(t, num)
	s.Quests[q] = inPlay
	s.keepQuestsOut()
	return q
}

// fqFakeSteps turns the tests and fights of test.go and fight.go into
// decisions of the test ("pass", "fail", or "die": the survivor is killed
// in the fight) that write the outcome into the continuation beneath, as
// they do, until the test ends.
func fqFakeSteps(t *testing.T) {
	saved := [2]*frameKind{kinds[fTest], kinds[fFight]}
	fk := &frameKind{
		Name: "fake-step", Prompt: "fake-step",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			return append(dst, act(1, 0, 0, 0), act(2, 0, 0, 0), act(3, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, _, _, _ := unact(a)
			return opt([...]string{1: "pass", 2: "fail", 3: "die"}[v], "fake outcome")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, _, _, _ := unact(a)
			seat := int(f.Seat)
			s.Pop()
			then := &s.Frames[s.Depth-1]
			setOutcome(then, [...]int8{1: outcomeSuccess, 2: outcomeFail, 3: outcomeDied}[v])
			if v == 3 {
				s.harm(seat, data.Rules.MaxHP, 0, harmSource{cause: harmFight}, rec)
			}
		},
	}
	setKind(fTest, fk)
	setKind(fFight, fk)
	t.Cleanup(func() { setKind(fTest, saved[0]); setKind(fFight, saved[1]) })
}

// fqSettle plays the first option of every decision until the turn or
// camp decision comes back (level-ups, equipping, discarding down).
func fqSettle(t *testing.T, s *State) {
	t.Helper()
	for i := 0; s.Prompt() != "turn" && s.Prompt() != "camp" && !s.Done; i++ {
		if i == 100 {
			t.Fatalf("no end to the %q decisions", s.Prompt())
		}
		fqDo(t, s, fqOptions(s)[0])
	}
}

// fqKill tells the quests that seat killed an enemy of icon ic, as
// fight.go does, and runs the game on.
func fqKill(s *State, seat int, ic int8, rec *engine.Recorder) {
	s.Push(iconArgs{icon: ic}.frame(fKillQuest, int8(seat)))
	s.advance(rec)
}

// fqReady returns a started game of players with the turn's seat in space
// ref and quest num staged (0: none).
func fqReady(t *testing.T, players int, ref string, num int) (*State, int) {
	t.Helper()
	s := fqStarted(t, players, 7)
	seat := int(s.Turn)
	s.P[seat].Node = fqNode(t, s, ref)
	if num > 0 {
		fqStage(t, s, num)
	}
	return s, seat
}

// test FO-EX-QUEST-1
// rule FO-QUEST-5, FO-QUEST-7, FO-RESULT-2, FO-RESULT-3, FO-RESULT-5, FO-RESULT-11, FO-QUEST-2
func TestQuestStartingQuestBranch(t *testing.T) {
	// The content's starting quest 001 plays quest 014's part: objective
	// 2 (a quest action in Cinder Market) reads Caps, Stage 4 and 5, Add
	// 111, Trash.
	s := fqStarted(t, 2, 7)
	q1 := fqQuest(t, 1)
	if s.Quests[q1] != inPlay {
		t.Fatalf("quest 1 is not staged by the scenario's start")
	}
	seat := int(s.Turn)
	s.P[seat].Node = fqNode(t, s, "t02.a")
	caps := s.P[seat].Caps
	if !fqHas(s, "quest:1:2") || fqHas(s, "quest:1:1") {
		t.Fatalf("quest options %v: want objective 2 only (objective 1 is automatic)", fqWithPrefix(s, "quest:"))
	}
	c111 := encounterIndex(111)
	deck := deckIndex(data.Encounters[c111].Deck)
	before := s.Enc[deck].N
	evs := fqDo(t, s, "quest:1:2")
	if s.Actions != 1 {
		t.Errorf("actions left %d, want 1", s.Actions)
	}
	if s.P[seat].Caps != caps+3 {
		t.Errorf("caps %d, want %d", s.P[seat].Caps, caps+3)
	}
	for _, num := range []int{4, 5} {
		if s.Quests[fqQuest(t, num)] != inPlay {
			t.Errorf("quest %d not staged", num)
		}
	}
	// Stage 4 resolves its top instruction: a ★ token on Cinder Market.
	if n := s.nodeOf("t02.a"); !slices.ContainsFunc(s.Tokens[nEnemies:], func(tk Token) bool { return tk.Node == n && tk.Faction == 0 }) {
		t.Errorf("quest 4's faction token is not on t02.a")
	}
	// Add 111: shuffled into the top N = 2 cards of its deck.
	if s.Encs[c111] != inPlay || s.Enc[deck].N != before+1 || !slices.Contains(s.Enc[deck].Cards[s.Enc[deck].N-3:s.Enc[deck].N], int8(c111)) {
		t.Errorf("card 111 not among the top 3 of its deck")
	}
	if s.Quests[q1] != trashed {
		t.Errorf("quest 1 not trashed")
	}
	want := []string{"quest-action", "objective-completed", "caps", "card-moved", "enemy-placed", "card-moved", "card-moved", "card-moved"}
	got := fqTypes(evs)
	if !slices.Equal(got[:len(want)], want) {
		t.Errorf("events %v, want them to start %v", got, want)
	}
	var moved []CardMoved
	for _, e := range fqEvents(evs, "card-moved") {
		var cm CardMoved
		fqData(t, e, &cm)
		moved = append(moved, cm)
	}
	if len(moved) != 4 || moved[0].Number != 4 || moved[1].Number != 5 || moved[2].Number != 111 || moved[3].To != "trashed" || moved[3].Number != 1 {
		t.Errorf("library moves %+v: want stage 4, stage 5, add 111, trash 1, left to right", moved)
	}
	// Objective 1 (kill a robot) can no longer trigger: the card is gone.
	var rec engine.Recorder
	fqKill(s, seat, typeIndex(content.Robot), &rec)
	if s.Quests[q1] != trashed || len(fqEvents(rec.Events, "objective-completed")) != 0 {
		t.Errorf("a trashed quest's objective triggered")
	}
}

// rule FO-QUEST-1, FO-LIB-1, FO-LIB-2
func TestQuestLibrary(t *testing.T) {
	s, _ := fqReady(t, 2, "t03.a", 0)
	// Quest 2 is in the library: its objectives cannot be attempted.
	if fqHas(s, "quest:2:1") {
		t.Fatalf("a library quest can be attempted")
	}
	v := s.View(engine.Spectator).(*View)
	if !slices.Contains(v.Library, 2) || slices.ContainsFunc(v.Staged, func(q QuestRef) bool { return q.Number == 2 }) {
		t.Fatalf("quest 2 should be in the library, by number only: %v %v", v.Library, v.Staged)
	}
	if !slices.ContainsFunc(v.Staged, func(q QuestRef) bool { return q.Number == 1 && q.Title != "" }) {
		t.Errorf("the staged quest 1 is not shown face up: %v", v.Staged)
	}
	fqStage(t, s, 2)
	if !fqHas(s, "quest:2:1") {
		t.Fatalf("staged quest 2 cannot be attempted: %v", fqOptions(s))
	}
}

// rule FO-QUEST-3, FO-QUEST-5, FO-QUEST-6, FO-ACT-5, FO-INACT-2, FO-LOYAL-2
func TestQuestRequirementsAndBlocking(t *testing.T) {
	s, seat := fqReady(t, 2, "t03.a", 2)
	if !fqHas(s, "quest:2:1") || fqHas(s, "quest:2:2") {
		t.Fatalf("options %v: want objective 1 (at t03.a) and not 2 (at t01.a)", fqWithPrefix(s, "quest:"))
	}
	n := s.P[seat].Node
	// An inactive enemy does not block.
	s.placeToken(0, Token{Node: n, Faction: -1})
	if !fqHas(s, "quest:2:1") {
		t.Fatalf("an inactive enemy blocks the Quest action")
	}
	// An active one does.
	s.Tokens[0].Active = true
	if fqHas(s, "quest:2:1") {
		t.Fatalf("an active enemy does not block the Quest action")
	}
	s.placeToken(0, Token{Node: Nowhere, Faction: -1})
	// A faction token blocks, unless the survivor is loyal to its faction.
	s.placeFaction(0, n, "test", nil)
	if fqHas(s, "quest:2:1") {
		t.Fatalf("an enemy faction token does not block")
	}
	for a := range data.Agendas {
		if data.Agendas[a].Faction == content.Star && s.Agenda.N > 0 {
			p := &s.P[seat]
			i := slices.Index(s.Agenda.Cards[:s.Agenda.N], int8(a))
			if i < 0 {
				continue
			}
			copy(s.Agenda.Cards[i:], s.Agenda.Cards[i+1:s.Agenda.N])
			s.Agenda.N--
			p.Loyal = int8(a)
			s.keepReaches()
			break
		}
	}
	if s.loyalFaction(seat) != 0 {
		t.Fatalf("no ★ loyalty card found")
	}
	if !fqHas(s, "quest:2:1") {
		t.Fatalf("the faction the survivor is loyal to blocks")
	}
	// No action left: no Quest action.
	s.Actions = 0
	if fqHas(s, "quest:2:1") {
		t.Fatalf("a Quest action without actions left")
	}
}

// rule FO-QUEST-5, FO-QUEST-6, FO-QUEST-7, FO-QUEST-8, FO-TEST-1
func TestQuestStepsLeftToRight(t *testing.T) {
	fqFakeSteps(t)
	for _, pass := range []bool{true, false} {
		s, seat := fqReady(t, 2, "t03.a", 2)
		q := fqQuest(t, 2)
		fqDo(t, s, "quest:2:1")
		f := s.Top()
		if s.Prompt() != "fake-step" || f.Kind != fTest || int(f.Seat) != seat || testOf(f).difficulty != 3 || testOf(f).letters != letterMask("E") {
			t.Fatalf("want a test E 3 by seat %d, got %q %+v", seat, s.Prompt(), *f)
		}
		hand := s.P[seat].NHand
		if pass {
			fqDo(t, s, "pass")
			if s.Quests[q] != trashed || s.Quests[fqQuest(t, 6)] != inPlay || s.P[seat].NHand != hand+1 {
				t.Errorf("passed: quest 2 %d, quest 6 %d, hand %d", s.Quests[q], s.Quests[fqQuest(t, 6)], s.P[seat].NHand)
			}
			continue
		}
		evs := fqDo(t, s, "fail")
		if s.Quests[q] != inPlay || s.P[seat].NHand != hand || len(fqEvents(evs, "objective-failed")) != 1 {
			t.Errorf("failed: the results were applied or the quest left play")
		}
		// rule FO-QUEST-8: it stays staged and can be attempted again.
		if !fqHas(s, "quest:2:1") {
			t.Errorf("the failed objective cannot be attempted again")
		}
	}
}

// rule FO-QUEST-10, FO-FIGHT-20
func TestQuestDrawAndFight(t *testing.T) {
	fqFakeSteps(t)
	for _, killed := range []bool{true, false} {
		s, seat := fqReady(t, 2, "t03.a", 10)
		q := fqQuest(t, 10)
		fqDo(t, s, "quest:10:1")
		fqDo(t, s, "pass") // the test I 3
		f := s.Top()
		if f.Kind != fFight || fightOf(f).enemy != int(typeIndex(content.Creature)) || !fightOf(f).drawn || int(f.Seat) != seat {
			t.Fatalf("want a draw-and-fight against a creature, got %+v", *f)
		}
		if killed {
			fqDo(t, s, "pass")
		} else {
			fqDo(t, s, "fail")
		}
		if (s.Quests[q] == trashed) != killed {
			t.Errorf("enemy killed %v: quest 10 state %d", killed, s.Quests[q])
		}
	}
}

// rule FO-QUEST-5, FO-CAPS-3: a payment step is paid from the Caps held;
// an objective whose payment exceeds them is not offered, for it could
// only fail.
func TestQuestPayStep(t *testing.T) {
	for _, caps := range []int16{4, 3} {
		s, seat := fqReady(t, 2, "t01.a", 2)
		s.P[seat].Caps = caps
		if caps == 3 {
			if foHas(s, "quest:2:2") {
				t.Errorf("an objective costing 4 Caps was offered with 3")
			}
			continue
		}
		fqDo(t, s, "quest:2:2")
		if s.P[seat].Caps != 0 || s.Quests[fqQuest(t, 2)] != trashed {
			t.Errorf("paid 4: caps %d, quest %d", s.P[seat].Caps, s.Quests[fqQuest(t, 2)])
		}
	}
}

// rule FO-QUEST-4, FO-QUEST-8, FO-EXPLORE-6
func TestQuestExploreTriggers(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 5)
	caps := s.P[seat].Caps
	// Objective 1 (any hazardous tile) does not trash the card: it can be
	// completed again (FO-QUEST-8).
	var hazard []int
	for p := range s.geo().pos {
		if !s.Map[p].FaceUp && tileBack[s.Map[p].Tile] == content.Hazardous {
			hazard = append(hazard, p)
		}
	}
	for i, p := range hazard[:2] {
		s.explore(seat, p, nil)
		for s.Top().Kind == fExplorePlace || s.Top().Kind != fTurn {
			s.advance(nil)
			if s.Top().Kind == fExplorePlace {
				fqDo(t, s, fqOptions(s)[0])
			}
		}
		if s.P[seat].Caps != caps+int16(2*(i+1)) || s.Quests[fqQuest(t, 5)] != inPlay {
			t.Fatalf("after exploring %d hazardous tiles: caps %d", i+1, s.P[seat].Caps)
		}
	}
}

// rule FO-QUEST-4, FO-FIGHT-13
func TestQuestKillTriggers(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 3)
	q1, q3 := fqQuest(t, 1), fqQuest(t, 3)
	// A creature kill completes neither "kill a robot" nor "kill a ♥ token".
	fqKill(s, seat, typeIndex(content.Creature), nil)
	if s.Quests[q1] != inPlay || s.Quests[q3] != inPlay {
		t.Fatalf("a creature kill completed an objective")
	}
	var rec engine.Recorder
	fqKill(s, seat, iconHeart, &rec)
	fqSettle(t, s)
	if s.Quests[q3] != trashed || s.Quests[fqQuest(t, 8)] != inPlay || s.Quests[q1] != inPlay {
		t.Fatalf("a ♥ token kill: quest 3 %d, quest 8 %d", s.Quests[q3], s.Quests[fqQuest(t, 8)])
	}
	if evs := fqEvents(rec.Events, "objective-completed"); len(evs) != 1 {
		t.Fatalf("objective-completed events %v", rec.Events)
	} else {
		var ev QuestObjective
		fqData(t, evs[0], &ev)
		if ev.Quest != 3 || ev.Objective != 2 || ev.How != "kill" {
			t.Errorf("event %+v", ev)
		}
	}
	fqKill(s, seat, typeIndex(content.Robot), nil)
	fqSettle(t, s)
	if s.Quests[q1] != trashed || s.Quests[fqQuest(t, 2)] != inPlay {
		t.Fatalf("a robot kill did not complete quest 1's objective 1")
	}
}

// rule FO-QUEST-4
func TestQuestEnterTrigger(t *testing.T) {
	s, seat := fqReady(t, 2, "t02.a", 13)
	caps := s.P[seat].Caps
	s.MP = 2
	fqDo(t, s, "move:t02.b")
	if s.Quests[fqQuest(t, 13)] != trashed || s.P[seat].Caps != caps+4 {
		t.Fatalf("entering t02.b did not complete quest 13 (caps %d)", s.P[seat].Caps)
	}
}

// rule FO-QUEST-4
func TestQuestSimultaneousTriggersChooseOrder(t *testing.T) {
	// Quests 12 and 16 both have "kill a super mutant" objectives.
	s, seat := fqReady(t, 2, "t01.a", 12)
	fqStage(t, s, 16)
	fqKill(s, seat, typeIndex(content.SuperMutant), nil)
	if s.Prompt() != "objective-order" || int(s.ToMove()) != seat {
		t.Fatalf("prompt %q", s.Prompt())
	}
	if got := fqOptions(s); !slices.Equal(got, []string{"first:12:2", "first:16:1"}) {
		t.Fatalf("options %v", got)
	}
	caps := s.P[seat].Caps
	evs := fqDo(t, s, "first:16:1")
	fqSettle(t, s)
	var order []int
	for _, e := range fqEvents(evs, "objective-completed") {
		var ev QuestObjective
		fqData(t, e, &ev)
		order = append(order, ev.Quest)
	}
	if !slices.Equal(order, []int{16, 12}) || s.P[seat].Caps != caps+3 || s.Quests[fqQuest(t, 12)] != trashed {
		t.Fatalf("resolved %v, caps %d", order, s.P[seat].Caps)
	}
}

// rule FO-QUEST-9
func TestQuestMarkers(t *testing.T) {
	s, seat := fqReady(t, 2, "t02.c", 0)
	q3 := fqQuest(t, 3)
	// Staging quest 3 places a marker pair on t02.c: the player takes a pair.
	s.Quests[q3] = inLibrary
	s.Push(resultsArgs{src: srcObjective, card: fqQuest(t, 1), part: 0, next: 3}.frame(int8(seat)))
	s.advance(nil)
	if s.Prompt() != "quest-marker" {
		t.Fatalf("prompt %q", s.Prompt())
	}
	if got := fqOptions(s); len(got) != len(data.Tokens.QuestMarkers) {
		t.Fatalf("marker options %v", got)
	}
	id := "marker:" + data.Tokens.QuestMarkers[1]
	fqDo(t, s, id)
	if s.Marker[1] != (Marker{Quest: q3, Node: fqNode(t, s, "t02.c")}) {
		t.Fatalf("marker pair 1: %+v", s.Marker[1])
	}
	// A taken pair is no longer offered.
	s.Push(markerArgs{quest: q3, node: fqNode(t, s, "t02.a")}.frame(int8(seat)))
	fqRefuse(t, s, id)
	s.Pop()
	// The at-marker requirement: in the marker's space.
	s.advance(nil)
	if !fqHas(s, "quest:3:1") {
		t.Fatalf("at the marker, quest 3 objective 1 is not offered: %v", fqOptions(s))
	}
	s.P[seat].Node = fqNode(t, s, "t02.a")
	if fqHas(s, "quest:3:1") {
		t.Fatalf("away from the marker, quest 3 objective 1 is offered")
	}
	// Trashing the card discards both markers.
	fqKill(s, seat, iconHeart, nil)
	fqSettle(t, s)
	if s.Quests[q3] != trashed || s.Marker[1] != (Marker{Quest: -1, Node: Nowhere}) {
		t.Fatalf("trashed quest 3 kept its markers: %+v", s.Marker[1])
	}
}

// rule FO-SOLO-2, FO-SOLO-3, FO-GOLD-3
func TestQuestOtherSurvivor(t *testing.T) {
	fqFakeSteps(t)
	// Two players: the other survivor in the space rolls.
	s, seat := fqReady(t, 3, "t02.a", 4)
	if fqHas(s, "quest:4:1") {
		t.Fatalf("quest 4 objective 1 offered with no other survivor in the space")
	}
	o1, o2 := (seat+1)%3, (seat+2)%3
	s.P[o1].Node, s.P[o2].Node = s.P[seat].Node, s.P[seat].Node
	fqDo(t, s, "quest:4:1")
	f := s.Top()
	first := o1
	for i := 0; i < 3; i++ {
		if p := (int(s.First) + i) % 3; p != seat {
			first = p
			break
		}
	}
	if f.Kind != fTest || int(f.Seat) != first || testOf(f).difficulty != 2 {
		t.Fatalf("want a test C 2 rolled by seat %d, got %+v", first, *f)
	}
	// Solo: a space with the solo icon replaces the other survivor, and no
	// one rolls the other survivor's test.
	s, _ = fqReady(t, 1, "t02.a", 4)
	if !fqHas(s, "quest:4:1") {
		t.Fatalf("solo: quest 4 objective 1 not offered in a settlement space")
	}
	with := &content.Condition{Kind: "with-survivor", Op: content.CondWithSurvivor}
	for ref, want := range map[string]bool{"t01.a": true, "t01.b": false, "t03.d": false} {
		s.P[s.Turn].Node = fqNode(t, s, ref)
		if s.meets(int(s.Turn), with, -1) != want {
			t.Errorf("solo: with-survivor at %s: want %v", ref, want)
		}
	}
}

// rule FO-SOLO-3
func TestQuestSoloOtherProtocol(t *testing.T) {
	// solo.go's fSoloOther sits on the step runner for the next step, with
	// the difficulty, and hands it the outcome.
	saved := kinds[fSoloOther]
	setKind(fSoloOther, &frameKind{Name: "solo-other-fake", Run: func(s *State, f Frame, rec *engine.Recorder) {
		if soloOtherOf(&f).difficulty <= 3 {
			setOutcome(&s.Frames[s.Depth-1], outcomeSuccess)
		}
	}})
	t.Cleanup(func() { setKind(fSoloOther, saved) })
	for _, d := range []int{3, 4} {
		s, seat := fqReady(t, 1, "t01.a", 0)
		next := runnerArgs{card: fqQuest(t, 16), part: 1, step: 1}
		s.startStep(seat, &content.Step{Kind: "test", Letters: "S", N: d, Other: true}, 0, next, nil)
		if f := s.Top(); f.Kind != fSoloOther || soloOtherOf(f).difficulty != d || int(f.Seat) != seat || s.Frames[s.Depth-2] != next.frame(int8(seat)) {
			t.Fatalf("difficulty %d: frames %+v %+v", d, *f, s.Frames[s.Depth-2])
		}
		s.advance(nil)
		fqSettle(t, s)
		if got := s.Quests[fqQuest(t, 16)] == trashed; got != (d == 3) {
			t.Errorf("difficulty %d: objective completed %v", d, got)
		}
	}
}

// rule FO-ACT-4, FO-DEATH-3
func TestQuestDeathEndsTheAttempt(t *testing.T) {
	fqFakeSteps(t)
	s, seat := fqReady(t, 2, "t03.a", 10)
	fqDo(t, s, "quest:10:1")
	// Killed during the test: the objective fails, the turn ends.
	s.harm(seat, 16, 0, harmSource{cause: harmIrradiated}, nil)
	s.advance(nil)
	fqDo(t, s, fqOptions(s)[0]) // respawn
	for s.Prompt() == "fake-step" {
		fqDo(t, s, "pass")
	}
	if s.Quests[fqQuest(t, 10)] != inPlay {
		t.Fatalf("the objective was completed by a dead survivor")
	}
	if int(s.Turn) == seat && s.Prompt() == "turn" && int(s.ToMove()) == seat {
		t.Fatalf("the turn went on after the survivor died")
	}
}

// rule FO-RESULT-4, FO-RESULT-6
func TestQuestResultsXPAndTraits(t *testing.T) {
	// Quest 2, objective 2: pay 4 Caps; XP 2, Add 121, Stage 6, Trash.
	s, seat := fqReady(t, 2, "t01.a", 2)
	p := &s.P[seat]
	p.Caps, p.XP = 4, -1
	fqDo(t, s, "quest:2:2")
	fqSettle(t, s)
	if p.XP < 0 {
		t.Fatalf("XP peg still in the start hole")
	}
	// Quest 17, objective 1: pay 6 Caps; draw 1 loot, become Idolized, Trash.
	s, seat = fqReady(t, 2, "t02.a", 17)
	s.P[seat].Caps = 6
	fqDo(t, s, "quest:17:1")
	fqSettle(t, s)
	if !s.hasTrait(seat, content.Idolized) || s.Quests[fqQuest(t, 17)] != trashed {
		t.Fatalf("not Idolized: %+v", s.P[seat].Traits)
	}
}

// TestQuestFramesChecked checks that Check refuses the frames of these
// areas with arguments out of range, so Unmarshal refuses such a state.
func TestQuestFramesChecked(t *testing.T) {
	for _, f := range []Frame{
		runnerArgs{card: 120}.frame(0),
		runnerArgs{card: 0, part: 6}.frame(0),
		runnerArgs{card: 0, part: 1, step: 9}.frame(0),
		runnerArgs{card: 0, part: 7, run: runEncounter}.frame(0),
		questOrderArgs{n: 3}.frame(0),
		markerArgs{quest: 0, node: -1}.frame(0),
		encounterArgs{card: 100}.frame(0),
		gainCardArgs{card: -1}.frame(0),
		placeArgs{enc: 4}.frame(0),
		shopArgs{left: 0}.frame(0),
		campArgs{mode: campPay, card: 0}.frame(0),
		tradeAnswerArgs{camper: 5}.frame(0),
		iconArgs{icon: 7}.frame(fKillQuest, 0),
	} {
		s, seat := fqReady(t, 2, "t01.a", 0)
		f.Seat = int8(seat)
		s.Push(f)
		b, _ := s.MarshalBinary()
		if _, err := (Game{}).Unmarshal(b); err == nil {
			t.Errorf("frame %+v accepted", f)
		}
	}
}

// "You" on a card is the active player with their survivor: the seat whose
// turn it is, not the first player.
// rule FO-GOLD-5
func TestQuestResultsGoToTheActivePlayer(t *testing.T) {
	s := fqStarted(t, 2, 7)
	first := int(s.Turn)
	fqDo(t, s, "end")
	active := int(s.Turn)
	if active == first || s.Prompt() != "turn" {
		t.Fatalf("turn %d (prompt %q) after the first player's end", active, s.Prompt())
	}
	s.P[active].Node = fqNode(t, s, "t02.a")
	caps := [2]int16{s.P[0].Caps, s.P[1].Caps}
	fqDo(t, s, "quest:1:2")
	if s.P[active].Caps != caps[active]+3 || s.P[first].Caps != caps[first] {
		t.Fatalf("caps %d and %d, want the active seat %d to gain 3 from %v", s.P[0].Caps, s.P[1].Caps, active, caps)
	}
}

// TestQuestLegalPassesOtherSpaces checks, over random games of every
// scenario, that the Quest actions questLegal lists, passing over the
// objectives of other spaces (objectiveAt) and of other scenarios, are
// those weighing every objective's requirements would list.
// rule FO-QUEST-5, FO-QUEST-6
func TestQuestLegalPassesOtherSpaces(t *testing.T) {
	n := 0
	foEveryScenarioStates(5, func(s *State) {
		if s.Done || s.Top().Kind != fTurn {
			return
		}
		seat := int(s.Top().Seat)
		var want []engine.Action
		if s.Actions > 0 && s.P[seat].Node != Nowhere {
			for q := range data.Quests {
				for o, ob := range data.Quests[q].Objectives {
					if s.Quests[q] == inPlay && ob.Action && s.meetsAll(seat, ob.Requires, q) && s.stepsMayMeet(seat, ob.Steps) {
						want = append(want, act(tvQuest, q, o, 0))
					}
				}
			}
			if s.blockedHere(seat) {
				want = nil
			}
		}
		got := questLegal(s, newTurnScan(s, seat), nil)
		if !slices.Equal(got, want) {
			t.Fatalf("questLegal %v, want %v", got, want)
		}
		n += len(got)
	})
	if n == 0 {
		t.Error("no Quest action listed")
	}
}

// rule FO-QUEST-5, FO-CAPS-3, FO-SOLO-3: no Quest action offered can only
// fail. Over random games of every player count, no chosen Quest action
// reaches a step that cannot be carried out (a payment beyond the Caps
// held, a test of another survivor nobody can roll), reported as a
// "step" event that is not met. An encounter option may still fail that
// way: the rules give it its Fail results (FO-ENC-5).
func TestNoQuestActionOnlyFails(t *testing.T) {
	attempts := 0
	var buf []engine.Action
	for players := 1; players <= MaxPlayers; players++ {
		for seed := range uint64(25) {
			s := foNew(t, players, seed, nil)
			r := engine.NewRNG(seed ^ 0xfa11)
			for !s.Done {
				buf = s.Legal(buf[:0])
				a := buf[r.IntN(len(buf))]
				id := s.Option(a).ID
				rec := &engine.Recorder{}
				s.ApplyUnchecked(a, rec)
				if len(foEvents(rec.Events, "quest-action")) == 0 {
					continue
				}
				attempts++
				for _, e := range foEvents(rec.Events, "step") {
					if st := e.Data.(StepStarted); !st.Met {
						t.Fatalf("players %d, seed %d: %s could only fail: step %+v", players, seed, id, st)
					}
				}
			}
		}
	}
	if attempts == 0 {
		t.Error("no Quest action was taken")
	}
}

// The objectives questTriggered weighs (questTriggers, compiled, the
// "enter" match by the space entered) are those that matching every
// objective of every quest in play against its content trigger, the space
// found with nodeOf, would complete: at every state of random games, for
// an event of each kind at the survivors' spaces, in every scenario.
// rule FO-QUEST-4
func TestQuestTriggersListed(t *testing.T) {
	full := func(s *State, e questEvent) (out []questObjective) {
		for q := range data.Quests {
			for o, ob := range data.Quests[q].Objectives {
				tr := ob.Trigger
				if s.Quests[q] != inPlay || tr == nil || tr.Kind != triggerKinds[e.kind] {
					continue
				}
				ok := true
				switch {
				case e.kind == trigEnter:
					ok = s.nodeOf(tr.Space) == e.node
				case e.kind == trigExplore:
					ok = tr.Back == "" || tr.Back == e.back
				case tr.Faction != "":
					ok = e.faction == factionIndex(tr.Faction)
				case tr.Enemy != "":
					ok = e.ty >= 0 && e.ty == typeIndex(tr.Enemy)
				}
				if ok {
					out = append(out, questObjective{q: int8(q), o: int8(o)})
				}
			}
		}
		return out
	}
	listed := func(s *State, e questEvent) (out []questObjective) {
		for i := range questTriggers[s.Scenario][e.kind] {
			if tr := &questTriggers[s.Scenario][e.kind][i]; s.Quests[tr.q] == inPlay && e.matches(s, tr) {
				out = append(out, questObjective{q: tr.q, o: tr.o})
			}
		}
		return out
	}
	matched := [len(triggerKinds)]int{}
	foEveryScenarioStates(3, func(s *State) {
		for p := range s.P[:s.N] {
			events := []questEvent{{kind: trigExplore, back: content.Hazardous}, {kind: trigExplore, back: content.Deadly}}
			for ty := range content.EnemyTypes {
				events = append(events, questEvent{kind: trigKill, ty: int8(ty), faction: -1})
			}
			for f := range int8(2) {
				events = append(events, questEvent{kind: trigKill, ty: -1, faction: f})
			}
			if n := s.P[p].Node; n != Nowhere {
				events = append(events, questEvent{kind: trigEnter, node: n})
			}
			for _, e := range events {
				want, got := full(s, e), listed(s, e)
				if !slices.Equal(got, want) {
					t.Fatalf("%+v: listed %v, want %v", e, got, want)
				}
				matched[e.kind] += len(got)
			}
		}
	})
	if matched[trigKill] == 0 || matched[trigExplore] == 0 {
		t.Errorf("triggers matched by kind: %v", matched)
	}
}
