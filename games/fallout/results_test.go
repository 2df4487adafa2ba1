package fallout

import (
	"reflect"
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// resultsRun resolves one effect as if it stood in a results bar of source
// src (card b, part c), then runs whatever it pushed.
func resultsRun(t *testing.T, s *State, src, b, c int8, e content.Effect) []engine.Event {
	t.Helper()
	var rec engine.Recorder
	depth := s.Depth
	e.Op = content.EffectOpOf(e.Kind) // as loaded
	effectFnOf(e.Kind)(s, resultsArgs{src: src, card: b, part: c}.frame(s.Turn), &e, &rec)
	for s.Depth > depth && kinds[s.Top().Kind].Run != nil {
		f := s.Frames[s.Depth-1]
		s.Pop()
		kinds[f.Kind].Run(s, f, &rec)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return rec.Events
}

// effectFnOf is the implementation of effect kind k.
func effectFnOf(k string) effectFn { return effectFns[content.EffectOpOf(k)] }

// gameEffects lists every effect a game resolves: the start effects, the
// quest and encounter cards' results and the abilities of the cards.
func gameEffects() []*content.Effect {
	var es []*content.Effect
	add := func(list []content.Effect) {
		for i := range list {
			es = append(es, &list[i])
		}
	}
	for i := range data.Scenarios {
		add(data.Scenarios[i].Start)
	}
	for i := range data.Quests {
		q := &data.Quests[i]
		add(q.OnStage)
		for j := range q.Objectives {
			add(q.Objectives[j].Results)
		}
	}
	for i := range data.Encounters {
		for _, op := range data.Encounters[i].Options {
			add(op.Success.Results)
			if op.Fail != nil {
				add(op.Fail.Results)
			}
		}
	}
	for c := range items {
		for j := range items[c].Uses {
			add(items[c].Uses[j].Effects)
		}
	}
	for i := range data.Perks {
		add(data.Perks[i].Use.Effects)
	}
	return append(es, &lootDraw)
}

// Effects are dispatched by their Op (effectFns): every effect a game
// resolves carries the Op of its kind, every kind has its implementation
// there and no other entry has one, and the named implementations sit at
// their kinds' entries.
func TestEffectFnsByOp(t *testing.T) {
	es := gameEffects()
	if len(es) < 200 {
		t.Fatalf("only %d effects found in the content", len(es))
	}
	for _, e := range es {
		if e.Op == 0 || e.Op != content.EffectOpOf(e.Kind) || e.Op.String() != e.Kind {
			t.Errorf("effect %s has op %d (%s), want %d", e.Kind, e.Op, e.Op, content.EffectOpOf(e.Kind))
		}
	}
	registered := 0
	for op, fn := range effectFns {
		k := content.EffectOp(op).String()
		if (fn != nil) != (k != "" && effectOwners[k] != "") {
			t.Errorf("op %d (%q): implemented %v, owner %q", op, k, fn != nil, effectOwners[k])
		}
		registered += b2i(fn != nil)
	}
	if registered != len(effectOwners) || registered != len(content.EffectKinds) {
		t.Errorf("%d kinds implemented, %d owned, %d in the vocabulary", registered, len(effectOwners), len(content.EffectKinds))
	}
	for k, fn := range map[string]effectFn{"stage": effectStage, "add": effectAdd, "trash": effectTrash, "unique": effectUnique, "marker": effectMarker} {
		if reflect.ValueOf(effectFnOf(k)).Pointer() != reflect.ValueOf(fn).Pointer() {
			t.Errorf("effect %s does not run its implementation", k)
		}
	}
}

// rule FO-RESULT-3, FO-QUEST-1, FO-QUEST-2, FO-FACTION-2
func TestResultsStage(t *testing.T) {
	s := foStarted(t, 2, 1)
	q := questIndex(2)
	if len(data.Quests[q].OnStage) == 0 || data.Quests[q].OnStage[0].Kind != "place-faction" {
		t.Fatal("quest 2 no longer places a faction token when staged")
	}
	before := s.Tokens
	evs := resultsRun(t, s, srcObjective, int8(questIndex(1)), 0, content.Effect{Kind: "stage", Card: 2})
	if s.Quests[q] != inPlay || len(foEvents(evs, "card-moved")) != 1 {
		t.Fatalf("quest 2 state %d, events %v", s.Quests[q], evs)
	}
	placed := 0
	for i := nEnemies; i < maxTokens; i++ {
		if before[i].Node == Nowhere && s.Tokens[i].Node != Nowhere {
			placed++
			if s.Tokens[i].Faction != 0 || s.Tokens[i].Node != foNode(t, s, "t03.a") {
				t.Fatalf("faction token %+v", s.Tokens[i])
			}
		}
	}
	if placed != 1 {
		t.Fatalf("%d faction tokens placed by the staged quest's instructions", placed)
	}
	// Staging it again changes nothing.
	evs = resultsRun(t, s, srcObjective, int8(questIndex(1)), 0, content.Effect{Kind: "stage", Card: 2})
	if cm := foEvents(evs, "card-moved"); len(cm) != 1 || !cm[0].Data.(CardMoved).Skipped {
		t.Fatalf("events %v", evs)
	}
}

// rule FO-RESULT-2, FO-ENC-4, FO-LIB-1
func TestResultsAddCreatesAVaultDeck(t *testing.T) {
	s := foStarted(t, 3, 1)
	var vault []int
	for c := range data.Encounters {
		if data.Encounters[c].Deck == content.Vault84 {
			vault = append(vault, data.Encounters[c].Number)
		}
	}
	d := deckIndex(content.Vault84)
	resultsRun(t, s, srcObjective, 0, 0, content.Effect{Kind: "add", Card: vault[0]})
	if s.Enc[d].N != 1 || data.Encounters[s.Enc[d].Cards[0]].Number != vault[0] {
		t.Fatalf("vault deck %+v", s.Enc[d])
	}
	resultsRun(t, s, srcObjective, 0, 0, content.Effect{Kind: "add", Card: vault[1]})
	evs := resultsRun(t, s, srcObjective, 0, 0, content.Effect{Kind: "add", Card: vault[2]})
	cm := foEvents(evs, "card-moved")
	if s.Enc[d].N != 3 || len(cm) != 1 || cm[0].Data.(CardMoved).ShuffledWith != 2 {
		t.Fatalf("deck %d, events %+v", s.Enc[d].N, cm)
	}
}

// Added cards are shuffled into the top N+1 of the deck only.
// rule FO-RESULT-2
func TestResultsAddShufflesIntoTheTop(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		s := foStarted(t, 2, seed)
		d := deckIndex(content.Wasteland)
		s.EncKnown[d] = 20
		n := s.Enc[d].N
		bottom := s.Enc[d].Cards
		num := 0
		for c := range data.Encounters {
			if e := &data.Encounters[c]; e.Deck == content.Wasteland && !e.Start {
				num = e.Number
				break
			}
		}
		resultsRun(t, s, srcObjective, 0, 0, content.Effect{Kind: "add", Card: num})
		if s.Enc[d].N != n+1 || !slices.Equal(s.Enc[d].Cards[:n-2], bottom[:n-2]) {
			t.Fatalf("the bottom of the deck moved")
		}
		for i := 0; i < int(s.Enc[d].N); i++ {
			if data.Encounters[s.Enc[d].Cards[i]].Number == num {
				seen[int(s.Enc[d].N)-1-i] = true
				if i < int(n)-2 {
					t.Fatalf("card added at depth %d", int(s.Enc[d].N)-1-i)
				}
			}
		}
		if s.EncKnown[d] != min(20, n-2) {
			t.Fatalf("known bottom %d", s.EncKnown[d])
		}
	}
	if len(seen) != 3 {
		t.Fatalf("depths seen %v, want the top 3", seen)
	}
}

// rule FO-RESULT-11, FO-QUEST-9
func TestResultsTrash(t *testing.T) {
	s := foStarted(t, 2, 1)
	q := int8(questIndex(1))
	s.Marker[2] = Marker{Quest: q, Node: foNode(t, s, "t02.c")}
	resultsRun(t, s, srcObjective, q, 1, content.Effect{Kind: "trash"})
	if s.Quests[q] != trashed || s.Marker[2] != (Marker{Quest: -1, Node: Nowhere}) {
		t.Fatalf("quest %d, marker %+v", s.Quests[q], s.Marker[2])
	}
	v := s.View(engine.Spectator).(*View)
	if len(v.Trashed) != 1 || v.Trashed[0] != 1 || len(v.Staged) != 0 {
		t.Fatalf("view %v %v", v.Trashed, v.Staged)
	}
}

// The results frame resolves its list left to right: the scenario's start
// effects stage quest 1 before the faction token is placed.
// rule FO-RESULT-3, FO-SETUP-10
func TestResultsLeftToRight(t *testing.T) {
	s := foNew(t, 1, 1, nil)
	var evs []engine.Event
	for s.Round == 0 {
		evs = append(evs, foApply(t, s, foOptions(s)[0])...)
	}
	var order []string
	for _, e := range evs {
		switch d := e.Data.(type) {
		case CardMoved:
			order = append(order, "stage")
		case EnemyPlaced:
			order = append(order, d.Cause)
		}
	}
	if len(order) < 2 || order[0] != "stage" || order[1] != "faction" {
		t.Fatalf("order %v", order)
	}
}
