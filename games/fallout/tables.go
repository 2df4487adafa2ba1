package fallout

import (
	"fmt"
	"slices"

	"wasteland/games/fallout/content"
	"wasteland/games/fallout/hexmap"
)

// data is the content every game is played with: the embedded, checked
// content of package content. The tables below index it for the rules.
var data = content.Default()

// Item sources: which deck an item card belongs to (rule FO-INV-3).
const (
	srcLoot uint8 = iota
	srcAsset
	srcUnique
	srcChar
)

// items lists every item card of the game in one numbering: the loot deck,
// then the asset deck, the unique assets and the survivors' character
// cards. A card is an int8 index into it.
var (
	items    []*content.Item
	itemSrc  []uint8
	nLoot    = len(data.Loot)
	nAssets  = len(data.Assets)
	nUniques = len(data.Uniques)
	// firstAsset, firstUnique and firstChar are where each source starts.
	firstAsset  = nLoot
	firstUnique = nLoot + nAssets
	firstChar   = nLoot + nAssets + nUniques
)

// Terrain codes of a space (rules FO-TERRAIN-1..3).
const (
	terNormal uint8 = iota
	terDifficult
	terIrradiated
)

// spaceInfo is one space of a tile face, indexed for the rules.
type spaceInfo struct {
	ref     string // "t02.c": the space's public name
	name    string // location name, or ""
	terrain uint8  // terNormal, terDifficult or terIrradiated
	enc     int8   // encounter deck index (FO-ENC-1), -1 for none
	level   int8   // encounter level (FO-RESULT-1)
	icons   []int8 // enemy icons: enemy type indices (FO-SETUP-10, FO-EXPLORE-3)
	// questActs[sc] are the quest objectives of scenario sc with the
	// quest-action icon whose "at" requirement, if any, names this space
	// (questActsAt).
	questActs [][]questObjective
	// questRanks[sc] has bit r for the quest of rank r (geo.actionQuests)
	// of each objective in questActs[sc] (mayQuest).
	questRanks []uint32
}

// faces[t][side] is tile t's front (0) or reverse (1) face, nil if absent.
var faces [][2][]spaceInfo

// geo is a scenario, indexed: its layout's positions and their neighbours
// (hexmap.Layout), and its power track.
type geo struct {
	sc        *content.Scenario
	quests    []bool // quests[q]: data.Quests[q] belongs to this scenario's chain
	pos       []hexmap.Place
	start     int8 // the position of the starting tile (FO-MAP-5)
	powerLast int8 // the index of the power track's last space (FO-POWER-3)
	// actions lists, in quest and objective order, the objectives with
	// the quest-action icon of the scenario's quest cards (Goals; another
	// scenario's cards stay in the box, ownQuest); actionQuests lists the
	// quests they belong to, each with its objectives' range in actions.
	actions      []goalAction
	actionQuests []actionQuest
	// backTiles[p] has bit t for each tile t whose back is that of
	// position p (resampleTiles): two positions have the same back when
	// their sets are the same.
	backTiles []uint32
	// around[p] has bit p and a bit for each position next to p (the
	// layout's neighbours): the positions whose tiles may touch a node of
	// p (mayExplore).
	around [maxPositions]uint32
}

// geos[i] is the layout of data.Scenarios[i]; powerLasts[i] is its
// powerLast, indexed by a byte for the victory check before every frame;
// factionAbilities[i][0] and [1] are the abilities of its Star and Heart
// faction's enemies (bits ab*), indexed by a byte for the enemies weighed;
// factionVuln[i][0] and [1] their vulnerable areas (areaMask), for the
// fights.
var (
	geos             []geo
	powerLasts       [256]int8
	factionAbilities [256][2]uint8
	factionVuln      [256][2]uint8
)

// tileBack[t] is the back of tile t.
var tileBack []content.Back

// dieAreas[f] is the area mask of die face f; dieHits[f] its ● (FO-VATS-2/3).
var (
	dieAreas []uint8
	dieHits  []int8
)

// enemyType[e], enemyVuln[e] and enemyAbilities[e] are token e's type
// index, vulnerable area mask and ability bits; the type and the ability
// bits, asked of every enemy weighed, are indexed by a byte (no bounds
// check).
var (
	enemyType      [256]int8
	enemyVuln      []uint8
	enemyAbilities [256]uint8
)

// Enemy ability bits, in content.Abilities order (FO-EABIL-*).
const (
	abAggressive uint8 = 1 << iota
	abArmored
	abLoot
	abRadiation
	abRanged
	abRetreat
)

// abilityMask is the bits of the abilities in list.
func abilityMask(list []content.Ability) uint8 {
	var m uint8
	for _, a := range list {
		if i := slices.Index(content.Abilities, a); i >= 0 {
			m |= 1 << uint(i)
		}
	}
	return m
}

// agendaIcons[a] lists agenda card a's activation icons, left to right
// (FO-ACTIV-1): enemy type indices, or iconStar / iconHeart.
var agendaIcons [][]int8

// Activation icons beyond the five enemy types (FO-ACTIV-1).
const (
	iconStar  = int8(5)
	iconHeart = int8(6)
)

// nEnemies is the number of enemy tokens; token slots from nEnemies on
// hold faction tokens.
var nEnemies = len(data.Enemies)

func init() {
	for i := range data.Loot {
		addItem(&data.Loot[i], srcLoot)
	}
	for i := range data.Assets {
		addItem(&data.Assets[i], srcAsset)
	}
	for i := range data.Uniques {
		addItem(&data.Uniques[i], srcUnique)
	}
	for i := range data.Survivors {
		addItem(&data.Survivors[i].Card, srcChar)
	}
	mustFit("item cards", len(items), 127)
	mustFit("enemy tokens", nEnemies, content.BoxEnemyTokens)
	mustFit("loot cards", nLoot, maxPile)
	mustFit("asset cards", nAssets, maxPile)
	mustFit("agenda cards", len(data.Agendas), maxPile)
	mustFit("quest cards", len(data.Quests), maxQuests)
	mustFit("encounter cards", len(data.Encounters), maxEncounters)
	mustFit("perks", len(data.Perks), 16)
	mustFit("survivors", len(data.Survivors), 16)
	mustFit("scenarios", len(data.Scenarios), 64)
	mustFit("map tiles", len(data.Tiles), 32)
	for d := range content.Decks {
		n := 0
		for i := range data.Encounters {
			if data.Encounters[i].Deck == content.Decks[d] {
				n++
			}
		}
		mustFit("encounter cards of one back", n, maxPile)
	}
	for i := range data.Tiles {
		t := &data.Tiles[i]
		tileBack = append(tileBack, t.Back)
		var fs [2][]spaceInfo
		fs[0] = faceInfo(t.ID, &t.Front)
		if t.Reverse != nil {
			fs[1] = faceInfo(t.ID, t.Reverse)
		}
		faces = append(faces, fs)
	}
	initFaceIcons()
	for t := range faces {
		for side := range faces[t] {
			for i := range faces[t][side] {
				faces[t][side][i].questActs = questActsByScenario(faces[t][side][i].ref)
			}
		}
		tileFaces[t] = faces[t]
	}
	for i := range data.Scenarios {
		l := &atlas.Layouts[i]
		own := make([]bool, len(data.Quests))
		for q := range data.Quests {
			own[q] = data.Quests[q].Scenario == data.Scenarios[i].ID
		}
		backs := make([]uint32, len(l.Places))
		for p := range l.Places {
			for t := range data.Tiles {
				if tileBack[t] == l.Places[p].Back {
					backs[p] |= 1 << uint(t)
				}
			}
		}
		var actions []goalAction
		var actionQuests []actionQuest
		for q := range data.Quests {
			from := len(actions)
			for o := range data.Quests[q].Objectives {
				if own[q] && data.Quests[q].Objectives[o].Action {
					actions = append(actions, newGoalAction(q, o))
				}
			}
			if len(actions) > from {
				actionQuests = append(actionQuests, actionQuest{q: int8(q), from: int16(from), to: int16(len(actions))})
			}
		}
		geos = append(geos, geo{sc: &data.Scenarios[i], quests: own, pos: l.Places, start: l.Start, powerLast: int8(data.Scenarios[i].Power.Spaces - 1), actions: actions, actionQuests: actionQuests, backTiles: backs})
		for p := range l.Places {
			geos[i].around[p] = 1 << uint(p)
			for _, q := range l.Places[p].Nb {
				if q >= 0 {
					geos[i].around[p] |= 1 << uint(q)
				}
			}
		}
		powerLasts[i] = geos[i].powerLast
		factionAbilities[i] = [2]uint8{abilityMask(data.Scenarios[i].Star.Enemy.Abilities), abilityMask(data.Scenarios[i].Heart.Enemy.Abilities)}
		factionVuln[i] = [2]uint8{areaMask(data.Scenarios[i].Star.Enemy.Vulnerable), areaMask(data.Scenarios[i].Heart.Enemy.Vulnerable)}
	}
	for t := range faces {
		for side := range faces[t] {
			for i := range faces[t][side] {
				sp := &faces[t][side][i]
				sp.questRanks = questRanksByScenario(sp.questActs)
			}
		}
	}
	questRanksFacedown = questRanksByScenario(questActsFacedown)
	for a, bit := range map[content.Ability]uint8{content.Aggressive: abAggressive, content.Armored: abArmored,
		content.Loot: abLoot, content.Radiation: abRadiation, content.Ranged: abRanged, content.Retreat: abRetreat} {
		if abilityMask([]content.Ability{a}) != bit {
			panic("fallout: the ability bits do not follow content.Abilities")
		}
	}
	for _, f := range data.Dice.Faces {
		dieAreas = append(dieAreas, areaMask(f.Areas))
		dieHits = append(dieHits, int8(f.Hits))
	}
	for i := range data.Enemies {
		e := &data.Enemies[i]
		enemyType[i] = typeIndex(e.Type)
		enemyVuln = append(enemyVuln, areaMask(e.Vulnerable))
		enemyAbilities[i] = abilityMask(e.Abilities)
	}
	for i := range data.Agendas {
		var icons []int8
		for _, a := range data.Agendas[i].Activates {
			icons = append(icons, iconCode(a))
		}
		agendaIcons = append(agendaIcons, icons)
	}
}

func addItem(it *content.Item, src uint8) {
	items = append(items, it)
	itemSrc = append(itemSrc, src)
}

// mustFit panics at start when the content outgrows the fixed arrays of
// the state.
func mustFit(what string, n, max int) {
	if n > max {
		panic(fmt.Sprintf("fallout: %d %s, the state holds at most %d", n, what, max))
	}
}

func faceInfo(tile string, f *content.Face) []spaceInfo {
	out := make([]spaceInfo, len(f.Spaces))
	for i := range f.Spaces {
		sp := &f.Spaces[i]
		si := spaceInfo{ref: tile + "." + sp.ID, name: sp.Name, enc: -1}
		switch sp.Terrain {
		case content.Difficult:
			si.terrain = terDifficult
		case content.Irradiated:
			si.terrain = terIrradiated
		}
		if sp.Encounter != nil {
			si.enc, si.level = deckIndex(sp.Encounter.Deck), int8(sp.Encounter.Level)
		}
		for _, e := range sp.Enemies {
			si.icons = append(si.icons, typeIndex(e))
		}
		out[i] = si
	}
	return out
}

func areaMask(as []content.Area) uint8 {
	var m uint8
	for _, a := range as {
		for i, x := range content.Areas {
			if x == a {
				m |= 1 << uint(i)
			}
		}
	}
	return m
}

// typeIndex is the index of enemy type t in content.EnemyTypes.
func typeIndex(t content.EnemyType) int8 {
	for i, x := range content.EnemyTypes {
		if x == t {
			return int8(i)
		}
	}
	panic("fallout: unknown enemy type " + string(t))
}

// iconCode reads an agenda activation icon: an enemy type or a faction.
func iconCode(s string) int8 {
	switch content.Faction(s) {
	case content.Star:
		return iconStar
	case content.Heart:
		return iconHeart
	}
	return typeIndex(content.EnemyType(s))
}

// iconName is the content name of activation icon c.
func iconName(c int8) string {
	switch c {
	case iconStar:
		return string(content.Star)
	case iconHeart:
		return string(content.Heart)
	}
	return string(content.EnemyTypes[c])
}

// deckIndex is the index of encounter deck d in content.Decks. Like
// traitIndex it switches on the names, compared inline (TestVocabIndexes
// holds the cases to the list).
func deckIndex(d content.Deck) int8 {
	switch d {
	case content.Wasteland:
		return 0
	case content.Settlement:
		return 1
	case content.Vault84:
		return 2
	case content.Vault109:
		return 3
	}
	panic("fallout: unknown encounter deck " + string(d))
}

// letterIndex is the index of letter l in S P E C I A L order (FO-XP-2),
// content.Letters, or -1. Like traitIndex it switches on the letters
// (TestVocabIndexes holds the cases to the list).
func letterIndex(l content.Letter) int {
	switch l {
	case "S":
		return 0
	case "P":
		return 1
	case "E":
		return 2
	case "C":
		return 3
	case "I":
		return 4
	case "A":
		return 5
	case "L":
		return 6
	}
	return -1
}

// factionIndex is 0 for ★ and 1 for ♥.
func factionIndex(f content.Faction) int8 {
	if f == content.Heart {
		return 1
	}
	return 0
}
