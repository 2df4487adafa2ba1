package tui

import (
	"sync"

	"wasteland/engine"
	"wasteland/narrate"
)

// namers caches a narrator per language, game and Fallout scenario, for
// naming content on the board panes.
var namers sync.Map

// name is what package narrate calls the content id of game in l's
// language, with the factions of scenario ("" for the default or a game
// without scenarios); id itself when narrate knows no such game.
func (l tw) name(game, scenario, id string) string {
	if id == "" {
		return ""
	}
	key := string(l) + "/" + game + "/" + scenario
	n, ok := namers.Load(key)
	if !ok {
		lang := narrate.Lang(l)
		if lang == "" {
			lang = narrate.English
		}
		made, err := narrate.New(game, lang, narrate.Everyone, nil)
		if err != nil {
			return id
		}
		setup := engine.Setup{}
		if scenario != "" {
			setup.Options = map[string]string{"scenario": scenario}
		}
		n, _ = namers.LoadOrStore(key, made.ForSetup(setup))
	}
	return n.(*narrate.Narrator).Name(id)
}

// names is name of each id.
func (l tw) names(game, scenario string, ids []string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = l.name(game, scenario, id)
	}
	return out
}

// fo is the name of a Fallout content id in the view's scenario.
func (l tw) fo(scenario, id string) string { return l.name("fallout", scenario, id) }

// ol is the name of an Outlive content id.
func (l tw) ol(id string) string { return l.name("outlive", "", id) }
