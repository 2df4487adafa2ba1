package fallout

import (
	"math/bits"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// View is what one seat (or a spectator) may see of a game of Fallout. It
// holds nothing hidden from that seat: the identity of face-down tiles and
// inactive enemies, the order of every deck, the enemy supply and the
// S.P.E.C.I.A.L. token pool, and the other seats' agenda cards are left
// out. The card library is shown by card number (FO-LIB-2).
type View struct {
	Seat     int    `json:"seat"` // -1 for a spectator
	Players  int    `json:"players"`
	Scenario string `json:"scenario"`
	Round    int    `json:"round"`
	First    int    `json:"first_player"`
	Turn     int    `json:"turn"`
	Actions  int    `json:"actions_left"`
	MP       int    `json:"mp"`
	Over     bool   `json:"over"`
	ToMove   int    `json:"to_move"`
	Prompt   string `json:"prompt"`

	Map       []PositionView `json:"map"`
	Survivors []SurvivorView `json:"survivors"`
	Power     PowerView      `json:"power"`
	Dice      []DieView      `json:"dice"`

	Decks        DecksView  `json:"decks"`
	Shop         []string   `json:"shop"`
	Staged       []QuestRef `json:"staged_quests"`
	Library      []int      `json:"library"` // numbers of the cards in the library (FO-LIB-1/2)
	Trashed      []int      `json:"trashed"` // numbers of the library cards returned to the box
	Uniques      []string   `json:"uniques_available"`
	PerksFree    []string   `json:"perks_available"` // the perk deck (FO-PERK-3)
	EnemySupply  []int      `json:"enemy_supply"`    // tokens per enemy type, content.EnemyTypes order
	SpecialsLeft int        `json:"special_pool"`    // S.P.E.C.I.A.L. tokens in the pool
	// Private is the viewing seat's own secrets; nil for a spectator.
	Private *PrivateView `json:"private,omitempty"`

	// Encounter is the encounter card being resolved, read aloud; nil if
	// none is (encounter.go, FO-ENC-5).
	Encounter *EncounterView `json:"encounter,omitempty"`
	// Trade is the trade being built or proposed; nil if none is (camp.go,
	// FO-TRADE-1).
	Trade *TradeView `json:"trade,omitempty"`
	// Roll is the test or fight in progress; LevelUp the tokens drawn for
	// a level-up being decided (fight.go).
	Roll    *RollView `json:"roll,omitempty"`
	LevelUp *LevelUp  `json:"level_up,omitempty"`
	// Coop is the co-op table (coop_view.go); nil in the base game.
	Coop *CoopView `json:"coop,omitempty"`
	// Forecast is the viewing seat's fight forecast (forecast.go); nil for
	// a spectator and a survivor off the map.
	Forecast *ForecastView `json:"forecast,omitempty"`
	// RollDetail explains the dice of the test or fight in progress
	// (rolldetail.go); nil when none is.
	RollDetail *RollDetail `json:"roll_detail,omitempty"`
}

// PositionView is one tile position of the map.
type PositionView struct {
	Q      int         `json:"q"`
	R      int         `json:"r"`
	Name   string      `json:"name"`           // the position's name, e.g. "q1r-1"
	FaceUp bool        `json:"face_up"`        // false: a face-down tile, one node (FO-MAP-8)
	Back   string      `json:"back"`           // hazardous, deadly or double
	Tile   string      `json:"tile,omitempty"` // face up only
	Side   string      `json:"side,omitempty"` // front or reverse
	Spaces []SpaceView `json:"spaces"`         // a face-down tile is one space
	// Waiting are the enemies that stood on the tile before it was
	// explored, until the explorer places them (FO-EXPLORE-4).
	Waiting []EnemyView `json:"enemies_to_place,omitempty"`
}

// SpaceView is one node of the map: a space, or a face-down tile.
type SpaceView struct {
	ID        string      `json:"id"` // "t02.c", or the position name of a face-down tile
	Name      string      `json:"name,omitempty"`
	Terrain   string      `json:"terrain,omitempty"`
	Encounter string      `json:"encounter,omitempty"` // deck of the encounter icon
	Level     int         `json:"level,omitempty"`
	Icons     []string    `json:"enemy_icons,omitempty"`
	Adjacent  []string    `json:"adjacent"`
	Survivors []int       `json:"survivors,omitempty"` // seats
	Enemies   []EnemyView `json:"enemies,omitempty"`
	Markers   []int       `json:"markers,omitempty"` // quest numbers whose marker lies here
}

// EnemyView is an enemy token on the map. An inactive token shows only its
// type (FO-INACT-1).
type EnemyView struct {
	Type     string   `json:"type"` // enemy type, or the faction of a faction token
	Active   bool     `json:"active"`
	ID       string   `json:"id,omitempty"`
	Name     string   `json:"name,omitempty"`
	Level    int      `json:"level,omitempty"`
	Vuln     []string `json:"vulnerable,omitempty"`
	Abilites []string `json:"abilities,omitempty"`
}

// SurvivorView is one seat's survivor, as everyone sees it.
type SurvivorView struct {
	Seat      int         `json:"seat"`
	Survivor  string      `json:"survivor,omitempty"`
	Space     string      `json:"space,omitempty"`
	HP        int         `json:"hp"`
	Rads      int         `json:"rads"`
	Remaining int         `json:"remaining_hp"` // HP − rads (FO-HP-5)
	XP        string      `json:"xp_peg"`       // the letter above the peg, or "start"
	Special   string      `json:"special"`      // owned letters, e.g. "SPE"
	Traits    []TraitView `json:"traits"`
	Caps      int         `json:"caps"`
	Equipped  []CardView  `json:"equipped"`
	Inventory []CardView  `json:"inventory"`
	Agendas   int         `json:"agenda_cards"` // hand plus displayed card (FO-AGENDA-6)
	Loyal     string      `json:"loyalty,omitempty"`
	Perks     []string    `json:"perks"`
	Out       bool        `json:"eliminated"`
}

// TraitView is a trait token a survivor holds.
type TraitView struct {
	Trait  string `json:"trait"`
	Locked bool   `json:"locked"`
}

// CardView is a held card.
type CardView struct {
	ID        string `json:"id"`
	Slot      string `json:"slot,omitempty"`
	Exhausted bool   `json:"exhausted,omitempty"`
	Mod       string `json:"mod,omitempty"` // co-op: the attached mod (AB-MOD-3)
}

// PowerView is the power track (FO-POWER-1).
type PowerView struct {
	Spaces int    `json:"spaces"`
	Star   int    `json:"star"`
	Heart  int    `json:"heart"`
	StarX  string `json:"star_name"`
	HeartX string `json:"heart_name"`
}

// DecksView is the size of every deck and the public discard piles.
type DecksView struct {
	Loot          int             `json:"loot"`
	LootDiscard   []string        `json:"loot_discard"`
	Assets        int             `json:"assets"`
	AssetDiscard  []string        `json:"asset_discard"`
	Agenda        int             `json:"agenda"`
	AgendaDiscard []string        `json:"agenda_discard"`
	Revealed      string          `json:"revealed_agenda,omitempty"`
	LastRevealed  string          `json:"last_revealed_agenda,omitempty"`
	Encounters    []EncounterDeck `json:"encounters"`
}

// EncounterDeck is one encounter deck: its size and the cards everyone saw
// put at its bottom, bottom first.
type EncounterDeck struct {
	Deck  string `json:"deck"`
	Cards int    `json:"cards"`
	Known []int  `json:"known_bottom,omitempty"` // card numbers, 0 for a starting card
}

// QuestRef is a staged quest.
type QuestRef struct {
	Number     int      `json:"number"`
	Title      string   `json:"title"`
	Objectives []string `json:"objectives"` // each objective's text, in card order
}

// PrivateView is what only the viewing seat knows.
type PrivateView struct {
	Agendas []string `json:"agendas"` // the seat's hand, ids
}

var terrainNames = [...]string{"", "difficult", "irradiated"}

// View returns what seat may see.
func (s *State) View(seat engine.Seat) any {
	g := s.geo()
	v := &View{
		Seat: int(seat), Players: int(s.N), Scenario: g.sc.ID, Round: int(s.Round), First: int(s.First),
		Turn: int(s.Turn), Actions: int(s.Actions), MP: int(s.MP), Over: s.Done,
		ToMove: int(s.ToMove()), Prompt: s.Prompt(),
		Power: PowerView{Spaces: g.sc.Power.Spaces, Star: int(s.Power[0]), Heart: int(s.Power[1]), StarX: g.sc.Star.Name, HeartX: g.sc.Heart.Name},
	}
	nt := s.nodeTokens()
	v.Map = make([]PositionView, 0, len(g.pos))
	for p := range g.pos {
		v.Map = append(v.Map, s.positionView(p, &nt))
	}
	for p := 0; p < int(s.N); p++ {
		v.Survivors = append(v.Survivors, s.survivorView(p))
	}
	var marked uint8
	if s.Depth > 0 && s.Top().Kind == fReroll {
		marked = rerollOf(s.Top()).marked
	}
	for i, f := range s.Dice {
		df := &data.Dice.Faces[f]
		v.Dice = append(v.Dice, DieView{Face: int(f), Areas: df.Areas, Bullets: df.Hits, Marked: marked&(1<<uint(i)) != 0})
	}
	s.decksView(v)
	v.Encounter, v.Trade = s.encounterView(), s.tradeView(seat)
	if seat >= 0 && int(seat) < int(s.N) {
		pv := &PrivateView{Agendas: []string{}}
		pl := &s.P[seat]
		for _, a := range pl.Hand[:pl.NHand] {
			pv.Agendas = append(pv.Agendas, data.Agendas[a].ID)
		}
		v.Private = pv
	}
	s.rollView(v)
	v.Coop = s.coopView()
	v.Forecast, v.RollDetail = s.Forecast(seat), s.rollDetail()
	return v
}

// nodeTokens lists the tokens on each node in the order views show them:
// the active ones first, each group in slot order. Which slot holds a
// face-down token is hidden (Resample redraws it), so slot order must not
// mix the two.
type nodeTokens struct {
	first [maxNodes]int8  // the first token on the node, -1 for none
	next  [maxTokens]int8 // the token after t on its node, -1 for none
}

// nodeTokens indexes the tokens on the map by node.
func (s *State) nodeTokens() nodeTokens {
	var nt nodeTokens
	var last [maxNodes]int8
	for i := range nt.first {
		nt.first[i] = -1
	}
	for _, up := range [2]bool{true, false} {
		for t := range s.Tokens {
			n := s.Tokens[t].Node
			if n < 0 || s.Tokens[t].Active != up {
				continue
			}
			nt.next[t] = -1
			if nt.first[n] < 0 {
				nt.first[n] = int8(t)
			} else {
				nt.next[last[n]] = int8(t)
			}
			last[n] = int8(t)
		}
	}
	return nt
}

func (s *State) positionView(p int, nt *nodeTokens) PositionView {
	g := s.geo()
	pi := &g.pos[p]
	pv := PositionView{Q: pi.Q, R: pi.R, Name: posName(g, p), FaceUp: s.Map[p].FaceUp, Back: string(pi.Back)}
	if !pv.FaceUp {
		pv.Spaces = []SpaceView{s.spaceView(node(p, facedownNode), nt)}
		return pv
	}
	pv.Tile, pv.Side = data.Tiles[s.Map[p].Tile].ID, "front"
	if s.Map[p].Reverse {
		pv.Side = "reverse"
	}
	pv.Spaces = make([]SpaceView, 0, len(s.face(p)))
	for i := range s.face(p) {
		pv.Spaces = append(pv.Spaces, s.spaceView(node(p, i), nt))
	}
	for t := nt.first[node(p, facedownNode)]; t >= 0; t = nt.next[t] {
		pv.Waiting = append(pv.Waiting, s.enemyView(int(t)))
	}
	return pv
}

func (s *State) spaceView(n int8, nt *nodeTokens) SpaceView {
	var buf [24]int8
	adj := s.adjacent(n, buf[:0])
	sv := SpaceView{ID: s.nodeName(n), Adjacent: make([]string, 0, len(adj))}
	if !facedown(n) {
		sp := s.space(n)
		sv.Name, sv.Terrain, sv.Level = sp.name, terrainNames[sp.terrain], int(sp.level)
		if sp.enc >= 0 {
			sv.Encounter = string(content.Decks[sp.enc])
		}
		for _, t := range sp.icons {
			sv.Icons = append(sv.Icons, string(content.EnemyTypes[t]))
		}
	}
	for _, x := range adj {
		sv.Adjacent = append(sv.Adjacent, s.nodeName(x))
	}
	for p := 0; p < int(s.N); p++ {
		if s.P[p].Node == n {
			sv.Survivors = append(sv.Survivors, p)
		}
	}
	for t := nt.first[n]; t >= 0; t = nt.next[t] {
		sv.Enemies = append(sv.Enemies, s.enemyView(int(t)))
	}
	for _, m := range s.Marker {
		if m.Quest >= 0 && m.Node == n {
			sv.Markers = append(sv.Markers, data.Quests[m.Quest].Number)
		}
	}
	return sv
}

// enemyView shows token t; an inactive token only by its type (FO-INACT-1).
func (s *State) enemyView(t int) EnemyView {
	tk := &s.Tokens[t]
	if t >= nEnemies {
		sc := s.geo().sc
		fi := &sc.Star
		if tk.Faction == 1 {
			fi = &sc.Heart
		}
		ev := EnemyView{Type: string(content.Factions[tk.Faction]), Active: true, Name: fi.Enemy.Name, Level: s.factionLevel(tk.Faction)}
		ev.Vuln = areaNames(fi.Enemy.Vulnerable)
		ev.Abilites = abilityNames(fi.Enemy.Abilities)
		return ev
	}
	e := &data.Enemies[t]
	ev := EnemyView{Type: string(e.Type), Active: tk.Active}
	if tk.Active {
		ev.ID, ev.Name, ev.Level = e.ID, e.Name, e.Level
		ev.Vuln, ev.Abilites = areaNames(e.Vulnerable), abilityNames(e.Abilities)
	}
	return ev
}

// factionLevel is the level of faction f's token enemy: a number, or a
// track letter read at the faction's power space (FO-ENEMY-2, FO-FACTION-4).
func (s *State) factionLevel(f int8) int {
	sc := s.geo().sc
	lv := sc.Star.Enemy.Level
	if f == 1 {
		lv = sc.Heart.Enemy.Level
	}
	if len(lv) == 1 && lv[0] >= '0' && lv[0] <= '9' {
		return int(lv[0] - '0')
	}
	return sc.Power.Value(lv, int(s.Power[f]))
}

func areaNames(as []content.Area) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = string(a)
	}
	return out
}

func abilityNames(as []content.Ability) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = string(a)
	}
	return out
}

func (s *State) survivorView(p int) SurvivorView {
	pl := &s.P[p]
	sv := SurvivorView{
		Seat: p, HP: int(pl.HP), Rads: int(pl.Rads), Remaining: int(pl.HP - pl.Rads), Caps: int(pl.Caps),
		XP: "start", Traits: []TraitView{}, Equipped: []CardView{}, Inventory: []CardView{}, Perks: []string{},
		Agendas: int(pl.NHand), Out: pl.Out,
	}
	if pl.Survivor >= 0 {
		sv.Survivor = data.Survivors[pl.Survivor].ID
	}
	if pl.Node != Nowhere {
		sv.Space = s.nodeName(pl.Node)
	}
	if pl.XP >= 0 {
		sv.XP = string(content.Letters[pl.XP])
	}
	for l := 0; l < numLetters; l++ {
		if pl.Special&(1<<uint(l)) != 0 {
			sv.Special += string(content.Letters[l])
		}
	}
	for _, tr := range pl.Traits {
		if tr.Make >= 0 {
			tt := &data.Tokens.TraitTokens[tr.Make]
			sv.Traits = append(sv.Traits, TraitView{Trait: string(tt.Sides[tr.Side]), Locked: tt.Locked[tr.Side]})
		}
	}
	for k, h := range pl.Equip {
		if h.Card >= 0 {
			sv.Equipped = append(sv.Equipped, CardView{ID: items[h.Card].ID, Slot: string(content.Slots[k]), Exhausted: h.Exhausted, Mod: modID(h.Mod)})
		}
	}
	for _, h := range pl.Inv[:pl.NInv] {
		sv.Inventory = append(sv.Inventory, CardView{ID: items[h.Card].ID, Exhausted: h.Exhausted, Mod: modID(h.Mod)})
	}
	if pl.Loyal >= 0 {
		sv.Agendas++
		sv.Loyal = data.Agendas[pl.Loyal].ID
	}
	for k := range data.Perks {
		if pl.Perks&(1<<uint(k)) != 0 {
			sv.Perks = append(sv.Perks, data.Perks[k].ID)
		}
	}
	return sv
}

func (s *State) decksView(v *View) {
	d := &v.Decks
	d.Loot, d.LootDiscard = int(s.Loot.N), itemIDs(s.LootDiscard.Cards[:s.LootDiscard.N])
	d.Assets, d.AssetDiscard = int(s.Assets.N), itemIDs(s.AssetDiscard.Cards[:s.AssetDiscard.N])
	d.Agenda = int(s.Agenda.N)
	d.AgendaDiscard = []string{}
	for _, a := range s.AgendaDiscard.Cards[:s.AgendaDiscard.N] {
		d.AgendaDiscard = append(d.AgendaDiscard, data.Agendas[a].ID)
	}
	if s.Revealed >= 0 {
		d.Revealed = data.Agendas[s.Revealed].ID
	}
	if s.LastRevealed >= 0 {
		d.LastRevealed = data.Agendas[s.LastRevealed].ID
	}
	for k := range s.Enc {
		ed := EncounterDeck{Deck: string(content.Decks[k]), Cards: int(s.Enc[k].N)}
		for _, c := range s.Enc[k].Cards[:s.EncKnown[k]] {
			ed.Known = append(ed.Known, data.Encounters[c].Number)
		}
		d.Encounters = append(d.Encounters, ed)
	}
	v.Shop = itemIDs(s.Shop[:s.NShop])
	v.Staged, v.Library, v.Trashed = []QuestRef{}, []int{}, []int{}
	for q := range data.Quests {
		switch s.Quests[q] {
		case inPlay:
			qr := QuestRef{Number: data.Quests[q].Number, Title: data.Quests[q].Title, Objectives: []string{}}
			for _, o := range data.Quests[q].Objectives {
				qr.Objectives = append(qr.Objectives, o.Text)
			}
			v.Staged = append(v.Staged, qr)
		case inLibrary:
			if s.ownQuest(q) {
				v.Library = append(v.Library, data.Quests[q].Number)
			}
		case trashed:
			v.Trashed = append(v.Trashed, data.Quests[q].Number)
		}
	}
	for c := range data.Encounters {
		if data.Encounters[c].Start {
			continue
		}
		switch s.Encs[c] {
		case inLibrary:
			v.Library = append(v.Library, data.Encounters[c].Number)
		case trashed:
			v.Trashed = append(v.Trashed, data.Encounters[c].Number)
		}
	}
	held := s.heldMask()
	v.Uniques, v.PerksFree = []string{}, []string{}
	for c := firstUnique; c < firstChar; c++ {
		if held[c] == 0 {
			v.Uniques = append(v.Uniques, items[c].ID)
		}
	}
	var perks uint16
	owned := uint8(0)
	for p := 0; p < int(s.N); p++ {
		perks |= s.P[p].Perks
		owned += uint8(popcount(s.P[p].Special))
	}
	for k := range data.Perks {
		if perks&(1<<uint(k)) == 0 {
			v.PerksFree = append(v.PerksFree, data.Perks[k].ID)
		}
	}
	v.EnemySupply = make([]int, len(content.EnemyTypes))
	for t := 0; t < nEnemies; t++ {
		if s.Tokens[t].Node == Nowhere {
			v.EnemySupply[enemyType[t]]++
		}
	}
	v.SpecialsLeft = numLetters*data.Tokens.SpecialPerLetter - int(owned)
}

// heldMask counts, per item card, how many times the survivors hold it.
func (s *State) heldMask() [128]int8 {
	var held [128]int8
	for p := 0; p < int(s.N); p++ {
		for _, h := range s.P[p].Equip {
			if h.Card >= 0 {
				held[h.Card]++
			}
		}
		for _, h := range s.P[p].Inv[:s.P[p].NInv] {
			held[h.Card]++
		}
	}
	return held
}

func itemIDs(cards []int8) []string {
	out := make([]string, 0, len(cards))
	for _, c := range cards {
		out = append(out, items[c].ID)
	}
	return out
}

// popcount counts the set bits of b.
func popcount(b uint8) int { return bits.OnesCount8(b) }
