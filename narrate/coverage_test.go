package narrate

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
	"wasteland/games"
)

// coverageSeeds is the number of random games per kind of game and
// number of players that TestEveryEventTypeNarrated plays.
const coverageSeeds = 6

// rareEvents are samples of the event types that random games seldom
// reach (a deck emptied, a rule's corner), by game and type, so that
// every documented type is narrated.
var rareEvents = map[string]map[string]any{
	"fallout": {
		engine.DecisionEvent:    engine.DecisionMade{Seat: 1, Prompt: "choose-action", Offered: []string{"move:t01.c"}, Chosen: "move:t01.c"},
		"mods-reshuffled":       map[string]any{"cards": 7},
		"activation-reshuffled": map[string]any{"cards": 5},
		"draw-and-fight-empty":  map[string]any{"seat": 0, "type": "robot"},
		"unique-substituted":    map[string]any{"seat": 0, "card": "pumpmaster-wrench", "name": "Pumpmaster's Wrench", "kind": "asset", "cause": "unique", "to": "", "requested": "pumpmaster-wrench"},
		"effect-skipped":        map[string]any{"seat": 1, "effect": "unique", "why": "the unique asset is already taken"},
		"solo-other-test":       map[string]any{"seat": 0, "difficulty": 2, "bullets": 3, "success": true},
		"camp-token-placed":     map[string]any{"seat": 0, "space": "t01.c", "left": 1},
		"enemy-supply-empty":    map[string]any{"type": "robot", "space": "t01.c", "cause": "setup"},
		"deck-reshuffled":       map[string]any{"deck": "loot", "cards": 12},
		"mutation-revealed":     map[string]any{"seat": 1, "mutation": "mut-thick-hide", "rads": 5},
		"mods-drawn":            map[string]any{"seat": 0, "mods": []string{"mod-long-barrel", "mod-long-barrel-2"}, "deck_left": 3},
		"mod-kept":              map[string]any{"seat": 0, "mod": "mod-long-barrel", "discarded": []string{"mod-long-barrel-2"}},
		"mod-attached":          map[string]any{"seat": 0, "mod": "mod-long-barrel", "card": "pipe-pistol"},
		"workshop-gained":       map[string]any{"seat": 0, "upgrade": "ws-water-pump", "gained": 1, "deck_left": 4},
	},
	"outlive": {
		engine.DecisionEvent:   engine.DecisionMade{Seat: 0, Prompt: "place-survivor", Offered: []string{"place:airlock"}, Chosen: "place:airlock"},
		"superiority-modifier": map[string]any{"attacker": 0, "defender": 1, "modifier": "baseball-bat", "before": 2, "after": 3},
		"search-peeked":        map[string]any{"seat": 0, "city": "blackwood-city", "room": 4},
		"search-stack-seen":    map[string]any{"seat": 0, "city": "blackwood-city", "tiles": []string{"wood", "empty"}},
		"thermal-sensor-used":  map[string]any{"seat": 1, "location": "forest"},
		"hunt-stack-seen":      map[string]any{"seat": 1, "location": "forest", "endurances": []int{3, 5, 4}},
		"hunt-tile-chosen":     map[string]any{"seat": 1, "location": "forest", "position": 2, "endurance": 5},
		"equipment-scrapped":   map[string]any{"seat": 0, "equipment": "axe", "was_repaired": true, "gained": map[string]any{"wood": 1, "metal": 1}},
		"equipment-repaired":   map[string]any{"seat": 0, "equipment": "axe", "printed_cost": map[string]any{"metal": 2}, "paid": map[string]any{"metal": 1}, "room": 4, "ability": "repair-discount-1"},
		"equipment-used":       map[string]any{"seat": 0, "equipment": "flashlight", "location": "forest", "gain": "wood", "amount": 1, "source": "stock", "stock_after": 3, "depot": 2},
	},
}

// TestEveryEventTypeNarrated narrates, in every language, one event of
// every type docs/events.md documents for each game (the decision event
// included): one met in random games of every kind of the game, or a
// sample of rareEvents. It fails for a type that is not narrated in all
// three languages as a sentence: no error, no fallback, no id.
func TestEveryEventTypeNarrated(t *testing.T) {
	allowed := catalogWords(mustCatalog())
	for _, g := range games.All() {
		section := strings.ToUpper(g.Name()[:1]) + g.Name()[1:]
		t.Run(g.Name(), func(t *testing.T) {
			lo, hi := g.PlayerRange()
			var setups []engine.Setup
			for _, kind := range setupsOf(g) {
				for p := lo; p <= hi; p++ {
					for seed := range coverageSeeds {
						setups = append(setups, kind.setup(p, uint64(7000+10*p+seed)))
					}
				}
			}
			samples := enginetest.SampleEvents(t, g, setups)
			for typ, data := range rareEvents[g.Name()] {
				if _, met := samples[typ]; !met {
					samples[typ] = data
				}
			}
			types := append(enginetest.DocumentedEventTypes(t, "../docs/events.md", section), engine.DecisionEvent)
			for _, typ := range types {
				data, ok := samples[typ]
				if !ok {
					t.Errorf("event %s: no random game met it and rareEvents has no sample: it is never narrated", typ)
					continue
				}
				for _, l := range Langs() {
					n, err := New(g.Name(), l, Everyone, nil)
					if err != nil {
						t.Fatal(err)
					}
					s, err := n.event(engine.Event{Type: typ, To: -1, Data: data})
					switch {
					case err != nil:
						t.Errorf("%s event %s: %v", l, typ, err)
					case strings.TrimSpace(s) == "":
						t.Errorf("%s event %s: empty", l, typ)
					default:
						if bad := badTokens(s, allowed); len(bad) > 0 {
							t.Errorf("%s event %s: %s\n\t%s", l, typ, strings.Join(bad, " "), s)
						}
					}
				}
			}
			for typ := range samples {
				if !slices.Contains(types, typ) {
					t.Errorf("event %s is emitted but docs/events.md has no heading for it in %q", typ, section)
				}
			}
		})
	}
}

// TestModsReshuffledNarrated checks the co-op mod deck's reshuffle in
// every language, with its plural (rule FO-LIMIT-3 as the co-op pack
// uses it for mods).
func TestModsReshuffledNarrated(t *testing.T) {
	want := map[Lang]string{
		English: "The mod discard becomes a new deck of %s.",
		German:  "Der Ablagestapel der Modifikationen wird zum neuen Stapel: %s.",
		Russian: "Сброс модификаций стал новой колодой: %s.",
	}
	for _, l := range Langs() {
		n, err := New("fallout", l, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{1, 2, 5} {
			cards, _ := n.count(k, "card")
			got := n.Event(engine.Event{Type: "mods-reshuffled", To: -1, Data: map[string]any{"cards": k}})
			if w := fmt.Sprintf(want[l], cards); got != w {
				t.Errorf("%s, %d cards: %q, want %q", l, k, got, w)
			}
		}
	}
}
