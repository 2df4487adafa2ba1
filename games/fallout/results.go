package fallout

import (
	"fmt"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Results bars (FO-RESULT-*, FO-QUEST-2/7): fResults resolves a list of
// effects left to right, one effect per run. Before it resolves effect D
// it pushes itself back for D+1, so whatever the effect pushes (a decision,
// a staged quest's own instructions) is resolved before the next effect.
//
// Each effect kind is implemented by an effectFn registered with
// registerEffect by the file that owns it (effectOwners). This file owns
// the library effects: add, stage, trash, and place-faction.

// Sources of an effect list (resultsArgs.src) and what card and part mean.
const (
	srcStart      int8 = iota // the scenario's start effects (FO-SETUP-10)
	srcStage                  // quest card's instructions on staging (FO-QUEST-2)
	srcObjective              // the results bar of objective part of quest card (FO-QUEST-7)
	srcEncSuccess             // the Success results of option part of encounter card (FO-ENC-5)
	srcEncFail                // the Fail results of option part of encounter card (FO-ENC-5)
	// A card ability's effects are resolved without a pushed frame
	// (useEffects): their frame only names the card for the events.
	srcItem // an ability of item card (loot events included)
	srcPerk // the ability of perk card
)

// effectCard names, for events, the card whose effect the results frame f
// resolves: an item or perk by its id, a quest as "quest:<number>", an
// encounter card as "encounter:<id>" (encounterIDs), the scenario's start
// effects as "scenario:<id>"; empty when no card is known (the Loot
// ability of an enemy).
func (s *State) effectCard(f Frame) string {
	r := resultsOf(&f)
	switch r.src {
	case srcStart:
		return "scenario:" + s.geo().sc.ID
	case srcStage, srcObjective:
		return "quest:" + strconv.Itoa(data.Quests[r.card].Number)
	case srcEncSuccess, srcEncFail:
		return "encounter:" + encounterIDs[r.card]
	case srcItem:
		return items[r.card].ID
	case srcPerk:
		return data.Perks[r.card].ID
	}
	return ""
}

// effectFn resolves one effect for the results frame f (f.Seat is the
// survivor resolving it). It may change the state and push frames.
type effectFn func(s *State, f Frame, e *content.Effect, rec *engine.Recorder)

// effectFns[op] implements the effect kind op numbers (content.EffectOp,
// set on every effect when the content is loaded), nil for none. It has
// an entry for every value of an EffectOp, so it is indexed without a
// bounds check.
var effectFns [1 << 8]effectFn

// effectOwners names the file that implements each effect kind.
var effectOwners = map[string]string{
	"add": "results.go", "stage": "results.go", "trash": "results.go", "place-faction": "results.go",
	"marker": "quest.go", "xp": "xp.go", "caps": "items.go", "become": "traits.go", "draw": "items.go",
	"unique": "items.go", "shop": "shop.go", "power": "agenda.go", "damage": "items.go", "heal": "items.go",
	"rads": "items.go", "heal-rads": "items.go", "lose-trait": "traits.go", "lose-caps": "items.go",
	"discard": "items.go", "reroll": "test.go", "hit": "fight.go", "armor": "fight.go",
	"move-points": "items.go", "unexhaust": "camp.go", "kill": "fight.go", "place": "items.go",
}

// registerEffect installs the implementation of effect kind k.
func registerEffect(k string, fn effectFn) {
	op := content.EffectOpOf(k)
	if op == 0 || effectOwners[k] == "" {
		panic("fallout: unknown effect kind " + k)
	}
	if effectFns[op] != nil {
		panic("fallout: effect kind " + k + " registered twice")
	}
	effectFns[op] = fn
}

// effectList returns the effects of the list a results frame resolves.
func (s *State) effectList(r resultsArgs) []content.Effect {
	switch r.src {
	case srcStart:
		return s.geo().sc.Start
	case srcStage:
		return data.Quests[r.card].OnStage
	case srcObjective:
		return data.Quests[r.card].Objectives[r.part].Results
	case srcEncSuccess:
		return data.Encounters[r.card].Options[r.part].Success.Results
	case srcEncFail:
		if fail := data.Encounters[r.card].Options[r.part].Fail; fail != nil {
			return fail.Results
		}
	}
	return nil
}

// CardMoved is the event of a library card changing place (FO-RESULT-2/3/11).
type CardMoved struct {
	Number int    `json:"number"`
	ID     string `json:"id,omitempty"` // an encounter card's id (encounterIDs)
	Title  string `json:"title"`
	To     string `json:"to"`             // staged, deck, trashed
	Deck   string `json:"deck,omitempty"` // Add: the deck it joined
	// ShuffledWith is how many cards from the deck's top it was shuffled
	// with (Add: the number of players, or the whole deck if smaller).
	ShuffledWith int `json:"shuffled_with,omitempty"`
	DeckSize     int `json:"deck_size,omitempty"`
	// Skipped: the card was not in the library, so nothing happened.
	Skipped bool `json:"skipped,omitempty"`
}

func init() {
	register(fResults, frameKind{Name: "results", Run: func(s *State, f Frame, rec *engine.Recorder) {
		r := resultsOf(&f)
		list := s.effectList(r)
		if r.next >= len(list) {
			return
		}
		e := &list[r.next]
		fn := effectFns[e.Op]
		if fn == nil {
			panic(fmt.Sprintf("fallout: effect %q is not implemented (owner: %s)", e.Kind, effectOwners[e.Kind]))
		}
		r.next++
		s.Push(r.frame(f.Seat))
		fn(s, f, e, rec)
	}})
	registerEffect("stage", effectStage)
	registerEffect("add", effectAdd)
	registerEffect("trash", effectTrash)
	registerEffect("place-faction", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		// rule FO-FACTION-2: the token is placed as an enemy; a space whose
		// tile is not face up cannot take it (the linter holds the content
		// to spaces of the layout's face-up tiles).
		if n := s.nodeOf(e.Space); n != Nowhere {
			s.placeFaction(factionIndex(e.Faction), n, "faction", rec)
		}
	})
}

// questIndex is the index of the quest card numbered num, or -1.
func questIndex(num int) int {
	for q := range data.Quests {
		if data.Quests[q].Number == num {
			return q
		}
	}
	return -1
}

// encounterIndex is the index of the library encounter card numbered num, or -1.
func encounterIndex(num int) int {
	for c := range data.Encounters {
		if data.Encounters[c].Number == num && !data.Encounters[c].Start {
			return c
		}
	}
	return -1
}

// effectStage stages quest # from the library and resolves its top
// instructions (FO-RESULT-3, FO-QUEST-1/2). A card not in the library
// (staged or trashed already) stays where it is.
func effectStage(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
	q := questIndex(e.Card)
	ev := CardMoved{Number: e.Card, To: "staged"}
	if q < 0 || s.Quests[q] != inLibrary {
		if rec.On() {
			ev.Skipped = true
			rec.Public("card-moved", ev, "FO-QUEST-2")
		}
		return
	}
	s.Quests[q] = inPlay
	s.keepQuestsOut()
	if rec.On() {
		ev.Title = data.Quests[q].Title
		rec.Public("card-moved", ev, "FO-QUEST-2")
	}
	if len(data.Quests[q].OnStage) > 0 {
		s.Push(resultsArgs{src: srcStage, card: int8(q)}.frame(f.Seat))
	}
}

// effectAdd adds library card # to the deck with its back: it is shuffled
// with the top N cards (N players; all of them if fewer) and the stack goes
// back on top. The first card of a vault creates its deck (FO-RESULT-2,
// FO-ENC-4).
func effectAdd(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
	c := encounterIndex(e.Card)
	ev := CardMoved{Number: e.Card, To: "deck"}
	if c < 0 || s.Encs[c] != inLibrary {
		if rec.On() {
			ev.Skipped = true
			rec.Public("card-moved", ev, "FO-QUEST-2")
		}
		return
	}
	d := deckIndex(data.Encounters[c].Deck)
	pile := &s.Enc[d]
	k := min(int(s.N), int(pile.N))
	pile.put(int8(c))
	s.Encs[c] = inPlay
	engine.Shuffle(&s.Rng, pile.Cards[int(pile.N)-k-1:pile.N])
	// The shuffled cards are no longer where everyone saw them.
	s.EncKnown[d] = min(s.EncKnown[d], pile.N-int8(k)-1)
	if rec.On() {
		ev.ID, ev.Title, ev.Deck, ev.ShuffledWith, ev.DeckSize = encounterIDs[c], data.Encounters[c].Title, string(content.Decks[d]), k, int(pile.N)
		rec.Public("card-moved", ev, "FO-QUEST-2")
	}
}

// effectTrash returns the card whose results are resolved to the box
// (FO-RESULT-11); a trashed quest's marker pair is freed (FO-QUEST-9).
func effectTrash(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
	ev := CardMoved{To: "trashed"}
	r := resultsOf(&f)
	switch r.src {
	case srcObjective:
		s.Quests[r.card] = trashed
		s.keepQuestsOut()
		for i := range s.Marker {
			if s.Marker[i].Quest == r.card {
				s.Marker[i] = Marker{Quest: -1, Node: Nowhere}
			}
		}
		ev.Number, ev.Title = data.Quests[r.card].Number, data.Quests[r.card].Title
	case srcEncSuccess, srcEncFail:
		s.Encs[r.card] = trashed
		ev.Number, ev.ID, ev.Title = data.Encounters[r.card].Number, encounterIDs[r.card], data.Encounters[r.card].Title
	}
	if rec.On() {
		rec.Public("card-moved", ev, "FO-QUEST-2")
	}
}
