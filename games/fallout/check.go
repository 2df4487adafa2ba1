package fallout

import (
	"fmt"

	"wasteland/games/fallout/content"
)

// Check verifies the state's invariants: every index points at a real
// component, every card and token is in exactly one place, the pegs are on
// their tracks, and a running game has a pending decision. Unmarshal
// refuses a state that fails it.
func (s *State) Check() error {
	if s.N < 1 || s.N > MaxPlayers {
		return fmt.Errorf("%d players", s.N)
	}
	if s.Scenario < 0 || int(s.Scenario) >= len(geos) {
		return fmt.Errorf("scenario %d", s.Scenario)
	}
	if err := kinds.Check(&s.Machine); err != nil {
		return err
	}
	if !in(int(s.AgendaOverflow), 0, len(OverflowNames)) {
		return fmt.Errorf("agenda overflow reading %d", s.AgendaOverflow)
	}
	if s.End < endNone || int(s.End) >= len(endNames) || s.Done != (s.End != endNone) {
		return fmt.Errorf("game end %d, done %v", s.End, s.Done)
	}
	// Winners name seats in the game, once the victory is being decided.
	deciding := s.Depth > 0 && (s.Top().Kind == fWin || s.Top().Kind == fWinEnd)
	if s.Winners>>uint(s.N) != 0 || s.Winners != 0 && !deciding && s.End != endInfluence {
		return fmt.Errorf("winners %b in a game of %d players, end %d", s.Winners, s.N, s.End)
	}
	for i := 0; i < int(s.Depth); i++ {
		if f := s.Frames[i]; !s.frameArgsOK(f) {
			return fmt.Errorf("frame %d (%s) has arguments %v", i, kinds[f.Kind].Name, f.ArgsOf(f.Kind))
		}
		// A turn's frames are the seat's whose turn began (ownTurn).
		if f := s.Frames[i]; (f.Kind == fTurnNext || f.Kind == fTurn) && f.Seat != s.Turn {
			return fmt.Errorf("frame %d (%s) of seat %d in the turn of seat %d", i, kinds[f.Kind].Name, f.Seat, s.Turn)
		}
	}
	if s.Round < 0 || s.RoundLimit < 0 || s.First < 0 || s.First >= s.N || s.Turn < 0 || s.Turn >= s.N {
		return fmt.Errorf("round %d of %d, first %d, turn %d", s.Round, s.RoundLimit, s.First, s.Turn)
	}
	if s.Actions < 0 || s.Actions > 9 || s.MP < 0 || s.MP > 99 {
		return fmt.Errorf("%d actions and %d MP left", s.Actions, s.MP)
	}
	for i, f := range s.Dice {
		if f < 0 || int(f) >= len(dieHits) {
			return fmt.Errorf("die %d shows face %d", i, f)
		}
	}
	for _, check := range []func() error{s.checkMap, s.checkTokens, s.checkPlayers, s.checkItems, s.checkAgendas, s.checkQuestFrames, s.checkStory, s.checkFights, s.checkTrade, s.checkLimits, s.checkCoop, s.checkKeptCards} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// checkKeptCards compares what the state keeps of the survivors with
// them, once they were checked: the victory check's reach (winreach.go),
// the lacks (heldtimings.go) and the Camp action's neighbours
// (campnear.go).
func (s *State) checkKeptCards() error {
	if !s.checkReach() {
		return fmt.Errorf("the victory check's reach %v is not the agenda cards' (winreach.go)", s.reach)
	}
	if !s.checkLacks() {
		return fmt.Errorf("the lacks %v are not the cards' timings (heldtimings.go)", s.lacks)
	}
	if !s.checkCampNear() {
		return fmt.Errorf("the Camp action's neighbours %+v (campnear.go) are not the map's", s.near)
	}
	return nil
}

// in reports whether lo <= v < hi.
func in(v, lo, hi int) bool { return v >= lo && v < hi }

func (s *State) checkMap() error {
	g := s.geo()
	var used [content.BoxMapTiles]bool
	for p := range s.Map {
		m := s.Map[p]
		if p >= len(g.pos) {
			if m != (Position{}) {
				return fmt.Errorf("map position %d is not in the layout", p)
			}
			continue
		}
		pi := &g.pos[p]
		if !in(int(m.Tile), 0, len(data.Tiles)) || used[m.Tile] {
			return fmt.Errorf("map position %d holds tile %d", p, m.Tile)
		}
		used[m.Tile] = true
		if pi.Tile >= 0 {
			if m.Tile != pi.Tile || !m.FaceUp || m.Reverse != pi.Reverse {
				return fmt.Errorf("map position %d: the layout puts tile %s face up there", p, data.Tiles[pi.Tile].ID)
			}
			continue
		}
		if tileBack[m.Tile] != pi.Back || m.Reverse {
			return fmt.Errorf("map position %d (%s) holds tile %s", p, pi.Back, data.Tiles[m.Tile].ID)
		}
	}
	if !s.checkQuestsOut() {
		return fmt.Errorf("the quests not in play %b (questsout.go) hold a quest in play", uint32(s.out))
	}
	if !s.checkFaceUp() {
		return fmt.Errorf("the face-up positions %b (faceup.go) hold a face-down tile", uint32(s.up))
	}
	for i, mk := range s.Marker {
		if mk.Quest == -1 {
			if mk.Node != Nowhere {
				return fmt.Errorf("free marker pair %d lies on node %d", i, mk.Node)
			}
			continue
		}
		if !in(int(mk.Quest), 0, len(data.Quests)) || s.Quests[mk.Quest] != inPlay || !s.valid(mk.Node) || facedown(mk.Node) {
			return fmt.Errorf("marker pair %d: quest %d, node %d", i, mk.Quest, mk.Node)
		}
	}
	for f, n := range s.Power {
		if n < 0 {
			return fmt.Errorf("power token %d at %d", f, n)
		}
	}
	return nil
}

func (s *State) checkTokens() error {
	for t := range s.Tokens {
		tk := s.Tokens[t]
		if tk.Node != Nowhere && !s.valid(tk.Node) && !s.placing(tk.Node) {
			return fmt.Errorf("token %d on node %d", t, tk.Node)
		}
		if t < nEnemies {
			if tk.Faction != -1 || (tk.Node == Nowhere && (tk.Active || tk.Fresh)) || (tk.Active && tk.Fresh) {
				return fmt.Errorf("enemy token %d: %+v", t, tk)
			}
			continue
		}
		if tk.Node == Nowhere {
			if tk != (Token{Node: Nowhere, Faction: -1}) {
				return fmt.Errorf("unused faction slot %d: %+v", t, tk)
			}
			continue
		}
		// rule FO-FACTION-3: a faction token never becomes inactive.
		if !in(int(tk.Faction), 0, 2) || !tk.Active || tk.Fresh {
			return fmt.Errorf("faction token %d: %+v", t, tk)
		}
	}
	// The tokens are on nodes of the map: the index can be built.
	if !s.checkTokenIndex() {
		return fmt.Errorf("the token index (tokenindex.go) differs from the tokens")
	}
	return nil
}

func (s *State) checkPlayers() error {
	var chosen uint32
	maxHP := int8(data.Rules.MaxHP)
	for p := 0; p < int(s.N); p++ {
		pl := &s.P[p]
		if !in(int(pl.Survivor), -1, len(data.Survivors)) {
			return fmt.Errorf("seat %d survivor %d", p, pl.Survivor)
		}
		if pl.Survivor >= 0 {
			if chosen&(1<<uint(pl.Survivor)) != 0 {
				return fmt.Errorf("survivor %d chosen twice", pl.Survivor)
			}
			chosen |= 1 << uint(pl.Survivor)
		}
		if pl.Node != Nowhere && (!s.valid(pl.Node) || facedown(pl.Node)) {
			return fmt.Errorf("seat %d stands on node %d", p, pl.Node)
		}
		if !in(int(pl.HP), 0, int(maxHP)+1) || !in(int(pl.Rads), 0, int(maxHP)+1) {
			return fmt.Errorf("seat %d has %d HP and %d rads", p, pl.HP, pl.Rads)
		}
		if s.Round > 0 && pl.Node != Nowhere && !pl.Out && pl.HP <= pl.Rads {
			return fmt.Errorf("seat %d stands on the map dead: %d HP, %d rads (FO-HP-6)", p, pl.HP, pl.Rads)
		}
		if pl.Special>>numLetters != 0 || !in(int(pl.XP), -1, numLetters) || (pl.XP >= 0 && pl.Special&(1<<uint(pl.XP)) == 0) {
			return fmt.Errorf("seat %d letters %07b, XP peg %d", p, pl.Special, pl.XP)
		}
		for k, tr := range pl.Traits {
			if tr.Make == -1 {
				continue
			}
			if !in(int(tr.Make), 0, len(data.Tokens.TraitTokens)) || !in(int(tr.Side), 0, 2) ||
				data.Tokens.TraitTokens[tr.Make].Sides[0] != content.Traits[2*k] {
				return fmt.Errorf("seat %d trait slot %d: %+v", p, k, tr)
			}
		}
		if pl.Caps < 0 || pl.Perks>>uint(len(data.Perks)) != 0 {
			return fmt.Errorf("seat %d has %d Caps, perks %b", p, pl.Caps, pl.Perks)
		}
		for k, h := range pl.Equip {
			if h.Card == -1 {
				if h.Exhausted {
					return fmt.Errorf("seat %d: empty slot %d exhausted", p, k)
				}
				continue
			}
			if !in(int(h.Card), 0, len(items)) || slotOf(h.Card) != k {
				return fmt.Errorf("seat %d equips card %d in slot %d", p, h.Card, k)
			}
		}
		if !in(int(pl.NInv), 0, maxInventory+1) || !in(int(pl.NHand), 0, maxHand+1) {
			return fmt.Errorf("seat %d holds %d inventory and %d agenda cards", p, pl.NInv, pl.NHand)
		}
		for _, h := range pl.Inv[:pl.NInv] {
			if !in(int(h.Card), 0, len(items)) {
				return fmt.Errorf("seat %d inventory card %d", p, h.Card)
			}
		}
		if pl.Loyal != -1 && (!in(int(pl.Loyal), 0, len(data.Agendas)) || data.Agendas[pl.Loyal].Faction == "") {
			return fmt.Errorf("seat %d displays agenda %d (FO-LOYAL-7)", p, pl.Loyal)
		}
		if pl.Out && pl.Node != Nowhere {
			return fmt.Errorf("eliminated seat %d is on the map", p)
		}
	}
	for p := int(s.N); p < MaxPlayers; p++ {
		if s.P[p] != (Player{}) {
			return fmt.Errorf("seat %d is not in the game", p)
		}
	}
	return nil
}

// checkLimits: a survivor holds more than the inventory limit only while
// a discard down to it, or a gained card's equip choice before it, is
// pending for them (FO-INV-1, FO-INV-2), and more agenda cards than the
// limit, the displayed one counted, only while getting rid of one is
// (FO-AGENDA-5, FO-LOYAL-6). A survivor just killed drops the inventory
// when its death resolves (FO-DEATH-1).
func (s *State) checkLimits() error {
	for p := 0; p < int(s.N); p++ {
		pl := &s.P[p]
		if int(pl.NInv) > data.Rules.InventoryLimit && !s.pendingFor(p, fDiscardDown, fDiscard, fGainCard, fDeath) {
			return fmt.Errorf("seat %d holds %d inventory cards with no discard pending (FO-INV-2)", p, pl.NInv)
		}
		held := int(pl.NHand)
		if pl.Loyal >= 0 {
			held++
		}
		if held > data.Rules.AgendaLimit && !s.pendingFor(p, fAgendaLimit) {
			return fmt.Errorf("seat %d holds %d agenda cards with none to get rid of pending (FO-AGENDA-5)", p, held)
		}
	}
	return nil
}

// checkItems: every loot and asset card is in exactly one place; a unique
// or character card is held at most once.
func (s *State) checkItems() error {
	var count [128]int8
	piles := []*Pile{&s.Loot, &s.LootDiscard, &s.Assets, &s.AssetDiscard}
	for i, pl := range piles {
		if !in(int(pl.N), 0, maxPile+1) {
			return fmt.Errorf("item pile %d holds %d", i, pl.N)
		}
		for _, c := range pl.Cards[:pl.N] {
			want := srcLoot
			if i >= 2 {
				want = srcAsset
			}
			if !in(int(c), 0, len(items)) || itemSrc[c] != want {
				return fmt.Errorf("item pile %d holds card %d", i, c)
			}
			count[c]++
		}
	}
	if !in(int(s.NShop), 0, maxShop+1) {
		return fmt.Errorf("shop of %d", s.NShop)
	}
	for _, c := range s.Shop[:s.NShop] {
		if !in(int(c), 0, len(items)) || itemSrc[c] != srcAsset {
			return fmt.Errorf("shop holds card %d", c)
		}
		count[c]++
	}
	for p := 0; p < int(s.N); p++ {
		for _, h := range s.P[p].Equip {
			if h.Card >= 0 {
				count[h.Card]++
			}
		}
		for _, h := range s.P[p].Inv[:s.P[p].NInv] {
			count[h.Card]++
		}
	}
	for c := range items {
		n := count[c]
		switch itemSrc[c] {
		case srcLoot, srcAsset:
			if n != 1 {
				return fmt.Errorf("card %s is in %d places", items[c].ID, n)
			}
		default:
			if n > 1 {
				return fmt.Errorf("card %s is held %d times", items[c].ID, n)
			}
		}
	}
	return nil
}

// checkAgendas: every agenda card of this player count is in exactly one
// place; the others are out of the game (FO-AGENDA-1).
func (s *State) checkAgendas() error {
	var count [maxPile]int8
	for i, pl := range []*Pile{&s.Agenda, &s.AgendaDiscard} {
		if !in(int(pl.N), 0, maxPile+1) {
			return fmt.Errorf("agenda pile %d holds %d", i, pl.N)
		}
		for _, c := range pl.Cards[:pl.N] {
			if !in(int(c), 0, len(data.Agendas)) {
				return fmt.Errorf("agenda pile %d holds card %d", i, c)
			}
			count[c]++
		}
	}
	if !in(int(s.LastRevealed), -1, len(data.Agendas)) {
		return fmt.Errorf("last revealed agenda %d", s.LastRevealed)
	}
	if s.Revealed != -1 {
		if !in(int(s.Revealed), 0, len(data.Agendas)) {
			return fmt.Errorf("revealed agenda %d", s.Revealed)
		}
		count[s.Revealed]++
	}
	for p := 0; p < int(s.N); p++ {
		for _, c := range s.P[p].Hand[:s.P[p].NHand] {
			if !in(int(c), 0, len(data.Agendas)) {
				return fmt.Errorf("seat %d holds agenda %d", p, c)
			}
			count[c]++
		}
		if s.P[p].Loyal >= 0 {
			count[s.P[p].Loyal]++
		}
	}
	for a := range data.Agendas {
		want := int8(0)
		if data.Agendas[a].MinPlayers <= int(s.N) && !s.Coop.On {
			want = 1
		}
		if count[a] != want {
			return fmt.Errorf("agenda %s is in %d places", data.Agendas[a].ID, count[a])
		}
	}
	return nil
}

// checkStory: encounter decks hold each card in play once and with its
// back; quests and encounters have known states.
func (s *State) checkStory() error {
	var count [maxEncounters]int8
	for d := range s.Enc {
		pl := &s.Enc[d]
		if !in(int(pl.N), 0, maxPile+1) || !in(int(s.EncKnown[d]), 0, int(pl.N)+1) {
			return fmt.Errorf("encounter deck %d holds %d, %d known", d, pl.N, s.EncKnown[d])
		}
		for _, c := range pl.Cards[:pl.N] {
			if !in(int(c), 0, len(data.Encounters)) || deckIndex(data.Encounters[c].Deck) != int8(d) {
				return fmt.Errorf("encounter deck %d holds card %d", d, c)
			}
			count[c]++
		}
	}
	// The card being resolved is out of its deck (encounter.go).
	if c := s.encounterInHand(); c >= 0 {
		count[c]++
	}
	for c := range s.Encs {
		st := s.Encs[c]
		if c >= len(data.Encounters) {
			if st != inLibrary {
				return fmt.Errorf("encounter slot %d is not a card", c)
			}
			continue
		}
		if !in(int(st), int(inLibrary), int(trashed)+1) || (st == inPlay) != (count[c] == 1) || count[c] > 1 {
			return fmt.Errorf("encounter card %d: state %d, in decks %d times", c, st, count[c])
		}
		if st == inLibrary && data.Encounters[c].Start && s.Round > 0 {
			return fmt.Errorf("starting encounter card %d is in the library", c)
		}
	}
	for q, st := range s.Quests {
		if !in(int(st), int(inLibrary), int(trashed)+1) || (!s.ownQuest(q) && st != inLibrary) {
			return fmt.Errorf("quest slot %d state %d", q, st)
		}
	}
	return nil
}

// slotOf is the equipment slot of item card c, or -1 if it cannot be equipped.
func slotOf(c int8) int {
	switch items[c].Kind.Slot() {
	case content.WeaponSlot:
		return slotWeapon
	case content.ApparelSlot:
		return slotApparel
	case content.CompanionSlot:
		return slotCompanion
	}
	return -1
}

// placing reports whether node n is an explored tile's former face-down
// node whose enemies wait for the explorer to place them (FO-EXPLORE-4).
func (s *State) placing(n int8) bool {
	p, i := nodePos(n)
	if i != facedownNode || p >= len(s.geo().pos) {
		return false
	}
	for d := 0; d < int(s.Depth); d++ {
		if f := &s.Frames[d]; f.Kind == fExplorePlace && explorePlaceOf(f).pos == p {
			return true
		}
	}
	return false
}

// frameArgsOK checks the arguments of the frame kinds that index content
// with them.
func (s *State) frameArgsOK(f Frame) bool {
	switch f.Kind {
	case fResults:
		return resultsOK(resultsOf(&f))
	case fExplorePlace:
		p := explorePlaceOf(&f).pos
		return in(p, 0, len(s.geo().pos)) && s.Map[p].FaceUp
	case fFlipType:
		return in(int(flipOf(&f).icon), 0, int(iconHeart)+1)
	case fDeath:
		return s.harmSourceOK(deathOf(&f))
	case fWin:
		m := winOf(&f).mode
		return m == winShare || m == winClaim
	}
	return true
}

// resultsOK checks the arguments of a results frame: its source, and the
// card and part it names.
func resultsOK(r resultsArgs) bool {
	switch r.src {
	case srcStart:
		return true
	case srcStage:
		return in(int(r.card), 0, len(data.Quests))
	case srcObjective:
		return in(int(r.card), 0, len(data.Quests)) && in(int(r.part), 0, len(data.Quests[r.card].Objectives))
	case srcEncSuccess, srcEncFail:
		return in(int(r.card), 0, len(data.Encounters)) && in(int(r.part), 0, len(data.Encounters[r.card].Options))
	}
	return false
}

// harmSourceOK checks a source of harm kept by fDeath: its cause, and the
// enemy token or the card it names.
func (s *State) harmSourceOK(by harmSource) bool {
	switch by.cause {
	case harmFight:
		return in(int(by.card), 0, maxTokens)
	case harmIrradiated:
		return true
	case harmCard:
		switch by.src {
		case srcItem:
			return in(int(by.card), 0, len(items))
		case srcPerk:
			return in(int(by.card), 0, len(data.Perks))
		}
		return resultsOK(resultsArgs{src: by.src, card: by.card})
	}
	return false
}
