package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Setup (FO-SETUP-1..10, FO-CHAR-1..3, FO-FIRST-1): fSetupDeal lays out
// the map and the decks, then each player in turn order from the first
// player chooses a survivor and places the figure, the boards are set up,
// character cards are equipped or kept, and fSetupEnd resolves the
// scenario's start effects, places the enemies and starts round 1.

// Verbs of the setup decisions.
const (
	verbSurvivor uint8 = iota + 1
	verbPlaceStart
	verbCharEquip
	verbCharKeep
)

// SetupDealt is the event of the table laid out (FO-SETUP-1..7).
type SetupDealt struct {
	Scenario string   `json:"scenario"`
	Players  int      `json:"players"`
	First    int      `json:"first_player"` // chosen at random (FO-FIRST-1)
	Shop     []string `json:"shop"`         // the 4 face-up assets, left to right (FO-SETUP-6)
	Agendas  int      `json:"agenda_deck"`  // agenda cards left after removing those for more players (FO-SETUP-5)
	Removed  []string `json:"agendas_removed"`
	Hazard   int      `json:"hazardous_facedown"` // face-down ▲ tiles placed (FO-SETUP-2)
	Deadly   int      `json:"deadly_facedown"`    // face-down ☠ tiles placed
	// FaceDown lists the face-down tiles by position, layout order: their
	// backs are public, their identities hidden from everyone (FO-SETUP-2).
	FaceDown []FaceDownTile `json:"facedown"`
	Decks    []int          `json:"encounter_decks"` // cards per encounter deck, content.Decks order (FO-SETUP-4)
	// Library counts the quest and encounter cards in the card library
	// (FO-LIB-1).
	LibraryQuests     int `json:"library_quests"`
	LibraryEncounters int `json:"library_encounters"`
	Loot              int `json:"loot_deck"`  // after shuffling (FO-SETUP-6)
	Assets            int `json:"asset_deck"` // after dealing the shop
	Uniques           int `json:"uniques"`    // unique assets available (FO-UNIQUE-1)
	Perks             int `json:"perk_deck"`  // perk cards (FO-LVL-2)
	// EnemySupply counts the face-down tokens of each enemy type in the
	// supply, content.EnemyTypes order (FO-SETUP-3).
	EnemySupply []int `json:"enemy_supply"`
	// Special counts the S.P.E.C.I.A.L. tokens in the pool per letter,
	// S P E C I A L order (FO-SETUP-3).
	Special []int `json:"special_pool"`
}

// FaceDownTile is a face-down map tile as everyone sees it.
type FaceDownTile struct {
	Position string `json:"position"` // q<Q>r<R>
	Back     string `json:"back"`     // hazardous or deadly
}

// SurvivorChosen is the event of a player choosing a survivor (FO-SETUP-7).
type SurvivorChosen struct {
	Seat     int    `json:"seat"`
	Survivor string `json:"survivor"`
	Letter   string `json:"letter"` // the character's S.P.E.C.I.A.L. token
	Card     string `json:"card"`   // the character card (FO-CHAR-1)
}

// FigurePlaced is the event of a figure put on a space without moving
// (FO-SETUP-7, FO-DEATH-1): terrain does not apply (FO-TERRAIN-3).
type FigurePlaced struct {
	Seat  int    `json:"seat"`
	Space string `json:"space"`
	Cause string `json:"cause"` // setup or respawn
}

// SpecialDrawn is the event of a player's random S.P.E.C.I.A.L. token at
// setup (FO-SETUP-8). Duplicates drawn before it went back to the pool and
// change nothing, so they are not reported.
type SpecialDrawn struct {
	Seat  int    `json:"seat"`
	Kept  string `json:"kept"`
	Owned string `json:"owned"` // the letters owned now
}

// BoardReady is the event of a player board set up (FO-SETUP-8, FO-HP-1, FO-XP-1).
type BoardReady struct {
	Seat int `json:"seat"`
	HP   int `json:"hp"`
	Rads int `json:"rads"`
	Caps int `json:"caps"`
}

// CharacterCard is the event of a character item card equipped or put in
// the inventory (FO-CHAR-2).
type CharacterCard struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card"`
	Equipped bool   `json:"equipped"`
}

// RoundStarted is the event of a round beginning.
type RoundStarted struct {
	Round int `json:"round"`
	First int `json:"first_player"`
}

func init() {
	register(fSetupDeal, frameKind{Name: "setup-deal", Run: setupDeal})
	register(fChooseSurvivor, frameKind{
		Name: "choose-survivor", Prompt: "choose-survivor",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for i := range data.Survivors {
				if !s.survivorTaken(i) {
					dst = append(dst, act(verbSurvivor, i, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			sv := &data.Survivors[i]
			return opt("survivor:"+sv.ID, sv.Name+" ("+string(sv.Letter)+", "+sv.Card.Name+")")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			seat := int(f.Seat)
			s.Pop()
			s.P[seat].Survivor = int8(i)
			s.keepTimings(seat)
			if rec.On() {
				sv := &data.Survivors[i]
				rec.Public("survivor-chosen", SurvivorChosen{Seat: seat, Survivor: sv.ID, Letter: string(sv.Letter), Card: sv.Card.ID}, "FO-SETUP-7", "FO-CHAR-1")
			}
		},
	})
	register(fPlaceStart, frameKind{
		Name: "place-start", Prompt: "place-figure",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			p := int(s.geo().start)
			for i := range s.face(p) {
				if !s.survivorOn(node(p, i)) {
					dst = append(dst, act(verbPlaceStart, int(node(p, i)), 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			return opt("place:"+s.nodeName(int8(n)), "Start in "+s.spaceLabel(int8(n)))
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			placeFigure(s, f, a, "setup", rec)
		},
	})
	register(fSetupBoard, frameKind{Name: "setup-board", Run: setupBoard})
	register(fCharCard, frameKind{
		Name: "character-card", Prompt: "character-card",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			return append(dst, act(verbCharEquip, 0, 0, 0), act(verbCharKeep, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, _, _, _ := unact(a)
			card := s.charCard(int(f.Seat))
			if v == verbCharEquip {
				return opt("equip:"+items[card].ID, "Equip "+items[card].Name)
			}
			return opt("inventory:"+items[card].ID, "Put "+items[card].Name+" in the inventory")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, _, _, _ := unact(a)
			seat := int(f.Seat)
			s.Pop()
			card := s.charCard(seat)
			p := &s.P[seat]
			if v == verbCharEquip {
				p.Equip[slotOf(card)] = Held{Card: card}
			} else {
				p.Inv[p.NInv] = Held{Card: card}
				p.NInv++
			}
			s.keepCards(seat)
			if rec.On() {
				rec.Public("character-card", CharacterCard{Seat: seat, Card: items[card].ID, Equipped: v == verbCharEquip}, "FO-CHAR-2")
			}
		},
	})
	register(fSetupEnd, frameKind{Name: "setup-end", Run: setupEnd})
}

// setupDeal lays out the table: FO-SETUP-2..6 and the first player
// (FO-SETUP-7, FO-FIRST-1), then pushes the players' setup steps.
func setupDeal(s *State, f Frame, rec *engine.Recorder) {
	g := s.geo()
	// FO-SETUP-2: face-up tiles as pictured; a random tile of the shown back
	// on every face-down position, all arrows the same way (the tile tables
	// are already turned north).
	var hazard, deadly []int8
	for t := range data.Tiles {
		if !s.layoutHasTile(int8(t)) {
			switch tileBack[t] {
			case content.Hazardous:
				hazard = append(hazard, int8(t))
			case content.Deadly:
				deadly = append(deadly, int8(t))
			}
		}
	}
	engine.Shuffle(&s.Rng, hazard)
	engine.Shuffle(&s.Rng, deadly)
	nh, nd := 0, 0
	for p, pi := range g.pos {
		switch {
		case pi.Tile >= 0:
			s.Map[p] = Position{Tile: pi.Tile, FaceUp: true, Reverse: pi.Reverse}
		case pi.Back == content.Hazardous:
			s.Map[p] = Position{Tile: hazard[nh]}
			nh++
		default:
			s.Map[p] = Position{Tile: deadly[nd]}
			nd++
		}
	}
	s.keepFaceUp()
	s.keepQuestsOut()
	// FO-SETUP-3: every enemy token in its type's face-down supply; no
	// faction token on the map yet.
	for t := range s.Tokens {
		s.Tokens[t] = Token{Node: Nowhere, Faction: -1}
	}
	s.indexTokens()
	for i := range s.Marker {
		s.Marker[i] = Marker{Quest: -1, Node: Nowhere}
	}
	// FO-SETUP-4: the starred encounter cards form the Wasteland and
	// Settlement decks; every other card is in the library (FO-LIB-1).
	for c := range data.Encounters {
		if e := &data.Encounters[c]; e.Start {
			s.Enc[deckIndex(e.Deck)].put(int8(c))
			s.Encs[c] = inPlay
		}
	}
	for d := range s.Enc {
		s.shuffle(&s.Enc[d])
	}
	// FO-SETUP-5, FO-AGENDA-1: agenda cards for more players are removed.
	removed := []string{}
	for a := range data.Agendas {
		if s.Coop.On {
			break // rule AB-SETUP-2: the agenda deck stays in the box.
		}
		if data.Agendas[a].MinPlayers <= int(s.N) {
			s.Agenda.put(int8(a))
		} else if rec.On() {
			removed = append(removed, data.Agendas[a].ID)
		}
	}
	for c := 0; c < nLoot; c++ {
		s.Loot.put(int8(c))
	}
	for c := firstAsset; c < firstUnique; c++ {
		s.Assets.put(int8(c))
	}
	s.shuffle(&s.Agenda)
	s.shuffle(&s.Loot)
	s.shuffle(&s.Assets)
	// FO-SETUP-6: the shop, 4 face-up assets.
	for s.NShop < int8(data.Rules.ShopSize) && s.Assets.N > 0 {
		s.Shop[s.NShop] = s.Assets.take()
		s.NShop++
	}
	s.Revealed, s.LastRevealed = -1, -1
	// FO-SETUP-7, FO-FIRST-1: a random first player takes the agenda deck.
	s.First = int8(s.Rng.IntN(int(s.N)))
	s.Turn = s.First
	for p := 0; p < int(s.N); p++ {
		s.P[p] = Player{Survivor: -1, Node: Nowhere, XP: -1, Loyal: -1}
		for k := range s.P[p].Equip {
			s.P[p].Equip[k].Card = -1
		}
		for k := range s.P[p].Traits {
			s.P[p].Traits[k].Make = -1
		}
	}
	s.keepReaches()
	s.keepAllTimings()
	if rec.On() {
		ev := SetupDealt{Scenario: g.sc.ID, Players: int(s.N), First: int(s.First), Shop: itemIDs(s.Shop[:s.NShop]),
			Agendas: int(s.Agenda.N), Removed: removed, Hazard: nh, Deadly: nd}
		s.describeTable(&ev)
		rec.Emit(engine.Event{Type: "setup-dealt", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-SETUP-2", "FO-SETUP-3", "FO-SETUP-4", "FO-SETUP-5"}})
	}
	// FO-SETUP-7: in turn order, each player chooses a survivor and places
	// the figure; FO-SETUP-8 and FO-SETUP-9 then follow in turn order.
	order := s.seatOrder()
	var frames []Frame
	for _, p := range order {
		frames = append(frames, Frame{Kind: fChooseSurvivor, Seat: int8(p)}, Frame{Kind: fPlaceStart, Seat: int8(p)})
	}
	for _, p := range order {
		frames = append(frames, Frame{Kind: fSetupBoard, Seat: int8(p)})
	}
	if s.Coop.On {
		// rule AB-SETUP-0, AB-SETUP-1: after the base setup, the loyal
		// faction is chosen, then the pack's steps 2-5.
		frames = append(frames, Frame{Kind: fLoyalChoose, Seat: s.First}, Frame{Kind: fCoopSetup, Seat: s.First})
	}
	frames = append(frames, Frame{Kind: fSetupEnd, Seat: s.First})
	s.PushAll(frames...)
}

// describeTable completes the setup-dealt event with what lies on the
// table: the face-down tiles, the decks, the library and the supplies.
func (s *State) describeTable(ev *SetupDealt) {
	g := s.geo()
	ev.FaceDown = []FaceDownTile{}
	for p, pi := range g.pos {
		if !s.Map[p].FaceUp {
			ev.FaceDown = append(ev.FaceDown, FaceDownTile{Position: posName(g, p), Back: string(pi.Back)})
		}
	}
	for d := range s.Enc {
		ev.Decks = append(ev.Decks, int(s.Enc[d].N))
	}
	for q := range data.Quests {
		if s.ownQuest(q) && s.Quests[q] == inLibrary {
			ev.LibraryQuests++
		}
	}
	for c := range data.Encounters {
		if s.Encs[c] == inLibrary {
			ev.LibraryEncounters++
		}
	}
	ev.Loot, ev.Assets, ev.Uniques, ev.Perks = int(s.Loot.N), int(s.Assets.N), firstChar-firstUnique, len(data.Perks)
	for ty := range typeTokens {
		ev.EnemySupply = append(ev.EnemySupply, len(typeTokens[ty]))
	}
	pool := s.specialPool()
	ev.Special = pool.left[:]
}

// setupBoard sets up one player board (FO-SETUP-8) and the character card
// (FO-SETUP-9, FO-CHAR-1..3).
func setupBoard(s *State, f Frame, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	sv := &data.Survivors[p.Survivor]
	// 1: green peg 0, red peg 16, gray peg in the start hole.
	p.HP, p.Rads, p.XP = int8(data.Rules.MaxHP), 0, -1
	// 2: the character's token.
	p.Special = 1 << uint(letterIndex(sv.Letter))
	// 3: one random token; a letter already owned goes back and another is drawn.
	ev := SpecialDrawn{Seat: seat}
	for {
		l := s.drawSpecial()
		if p.Special&(1<<uint(l)) == 0 {
			p.Special |= 1 << uint(l)
			ev.Kept = string(content.Letters[l])
			break
		}
	}
	if rec.On() {
		ev.Owned = s.survivorView(seat).Special
		rec.Emit(engine.Event{Type: "special-drawn", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-CHAR-2"}})
	}
	// 4: one secret agenda card; 5: 3 Caps.
	for i := 0; i < data.Rules.StartAgendas && !s.Coop.On; i++ { // AB-SETUP-2: no agenda card in co-op
		s.drawAgenda(seat, "setup", rec)
	}
	s.gainCaps(seat, data.Rules.StartCaps, "setup", rec)
	if rec.On() {
		rec.Public("board-ready", BoardReady{Seat: seat, HP: int(p.HP), Rads: int(p.Rads), Caps: int(p.Caps)}, "FO-SETUP-8", "FO-HP-1", "FO-XP-1")
	}
	// FO-CHAR-2: an item or companion card is equipped or kept; FO-CHAR-3:
	// a rule card lies beside the board (the survivor stands for it).
	if sv.Card.Kind.Slot() != "" {
		s.Push(Frame{Kind: fCharCard, Seat: f.Seat})
	}
}

// setupEnd resolves FO-SETUP-10: the start effects, then an enemy face up
// on every enemy icon of the face-up map; the power tokens are on the top
// space already. Round 1 begins with the first player.
func setupEnd(s *State, f Frame, rec *engine.Recorder) {
	if !setupEndOf(&f).started {
		// Start effects first; this frame comes back for the rest.
		s.PushAll(resultsArgs{src: srcStart}.frame(s.First), setupEndArgs{started: true}.frame(s.First))
		return
	}
	for p := range s.geo().pos {
		for i, sp := range s.face(p) {
			for _, ty := range sp.icons {
				s.spawn(ty, node(p, i), "setup", rec)
			}
		}
	}
	s.Power = [2]int8{}
	s.Round = 1
	if rec.On() {
		rec.Public("round-started", RoundStarted{Round: 1, First: int(s.First)}, "FO-ROUND-1")
	}
	s.Push(Frame{Kind: fTurnBegin, Seat: s.First})
}

// layoutHasTile reports whether the scenario lays tile t face up.
func (s *State) layoutHasTile(t int8) bool {
	for _, pi := range s.geo().pos {
		if pi.Tile == t {
			return true
		}
	}
	return false
}

// survivorTaken reports whether a seat has chosen survivor i.
func (s *State) survivorTaken(i int) bool {
	for p := 0; p < int(s.N); p++ {
		if int(s.P[p].Survivor) == i {
			return true
		}
	}
	return false
}

// survivorOn reports whether a survivor figure stands on node n.
func (s *State) survivorOn(n int8) bool {
	for p := 0; p < int(s.N); p++ {
		if s.P[p].Node == n {
			return true
		}
	}
	return false
}

// charCard is seat's character card as an item.
func (s *State) charCard(seat int) int8 { return int8(firstChar + int(s.P[seat].Survivor)) }

// spaceLabel is a space's name for a person: its location name and id.
func (s *State) spaceLabel(n int8) string {
	if !facedown(n) {
		if name := s.space(n).name; name != "" {
			return name + " (" + s.nodeName(n) + ")"
		}
	}
	return s.nodeName(n)
}

// drawSpecial draws a random S.P.E.C.I.A.L. token from the pool: the
// tokens no survivor owns (FO-COMP-9, FO-SETUP-3). The caller returns it
// unless it is kept.
func (s *State) drawSpecial() int {
	pool := s.specialPool()
	return pool.draw(&s.Rng)
}

// specialPool counts, by letter, the S.P.E.C.I.A.L. tokens no survivor owns
// (FO-COMP-9).
type specialPool struct {
	left  [numLetters]int
	total int
}

// specialPool returns the pool as the survivors' boards leave it.
func (s *State) specialPool() specialPool {
	var pool specialPool
	for l := 0; l < numLetters; l++ {
		pool.left[l] = data.Tokens.SpecialPerLetter
		for p := 0; p < int(s.N); p++ {
			if s.P[p].Special&(1<<uint(l)) != 0 {
				pool.left[l]--
			}
		}
		pool.total += pool.left[l]
	}
	return pool
}

// draw takes a token out of the pool at random and returns its letter.
func (pool *specialPool) draw(r *engine.RNG) int {
	k := r.IntN(pool.total)
	for l := 0; l < numLetters; l++ {
		if k < pool.left[l] {
			pool.left[l]--
			pool.total--
			return l
		}
		k -= pool.left[l]
	}
	panic("fallout: the S.P.E.C.I.A.L. pool is empty")
}
