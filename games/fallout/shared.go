package fallout

import (
	"slices"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Helpers every area uses: piles, enemy tokens, Caps, harm.

// put adds card c on top of the pile.
func (p *Pile) put(c int8) {
	p.Cards[p.N] = c
	p.N++
}

// take removes and returns the top card; -1 if the pile is empty.
func (p *Pile) take() int8 {
	if p.N == 0 {
		return -1
	}
	p.N--
	return p.Cards[p.N]
}

// shuffle shuffles the whole pile with the game's RNG.
func (s *State) shuffle(p *Pile) { engine.Shuffle(&s.Rng, p.Cards[:p.N]) }

// seatOrder returns the seats in turn order from the first player
// (FO-GOLD-3, FO-ROUND-1).
func (s *State) seatOrder() []int {
	out := make([]int, 0, s.N)
	for i := 0; i < int(s.N); i++ {
		out = append(out, (int(s.First)+i)%int(s.N))
	}
	return out
}

// nextSeat is the first seat clockwise after seat that is still in the
// game, or -1 if every seat is out (FO-TURN-1, FO-DEATH-5).
func (s *State) nextSeat(seat int) int {
	for i := 1; i <= int(s.N); i++ {
		p := (seat + i) % int(s.N)
		if !s.P[p].Out {
			return p
		}
	}
	return -1
}

// rightOf is the first seat counter-clockwise from seat (its right-hand
// neighbour) that is still in the game, or -1 if every seat is out
// (FO-FIRST-3). In solo play it is the player themselves (FO-SOLO-7).
func (s *State) rightOf(seat int) int {
	for i := 1; i <= int(s.N); i++ {
		p := (seat - i + int(s.N)) % int(s.N)
		if !s.P[p].Out {
			return p
		}
	}
	return -1
}

// nodeOf returns the node of the face-up space "tile.space", or Nowhere if
// that tile does not lie face up.
func (s *State) nodeOf(ref string) int8 {
	for p := range s.geo().pos {
		for i, sp := range s.face(p) {
			if sp.ref == ref {
				return node(p, i)
			}
		}
	}
	return Nowhere
}

// spawn draws a random token of enemy type ty from the supply and places
// it face up on node n (FO-ENEMY-3); with an empty supply nothing is
// placed (FO-LIMIT-5). It returns the token, or -1.
func (s *State) spawn(ty int8, n int8, cause string, rec *engine.Recorder) int {
	count := 0
	for _, t := range typeTokens[ty] {
		if s.Tokens[t].Node == Nowhere {
			count++
		}
	}
	if count == 0 {
		if rec.On() {
			rec.Public("enemy-supply-empty", EnemySupplyEmpty{Type: string(content.EnemyTypes[ty]), Space: s.nodeName(n), Cause: cause}, "FO-LIMIT-5")
		}
		return -1
	}
	k := s.Rng.IntN(count)
	for _, t := range typeTokens[ty] {
		if s.Tokens[t].Node != Nowhere {
			continue
		}
		if k > 0 {
			k--
			continue
		}
		s.placeToken(t, Token{Node: n, Active: true, Faction: -1})
		if rec.On() {
			rec.Emit(engine.Event{Type: "enemy-placed", To: engine.Public, Reveals: true, Data: s.enemyPlaced(t, cause), Rules: []string{"FO-ENEMY-3", "FO-FACTION-2", "FO-EXPLORE-4", "FO-FACTION-4"}})
		}
		return t
	}
	return -1
}

// enemyPlaced is the event data of token t placed where it stands.
func (s *State) enemyPlaced(t int, cause string) EnemyPlaced {
	ev := s.enemyView(t)
	return EnemyPlaced{Token: ev.ID, Name: ev.Name, Type: ev.Type, Level: ev.Level, Active: ev.Active, Space: s.nodeName(s.Tokens[t].Node), Cause: cause}
}

// placeFaction puts a token of faction f on node n as an enemy, always
// active (FO-FACTION-2/3). Faction tokens are unlimited (FO-LIMIT-1); the
// state has room for maxFactionTokens of them on the map.
func (s *State) placeFaction(f int8, n int8, cause string, rec *engine.Recorder) {
	for t := nEnemies; t < maxTokens; t++ {
		if s.Tokens[t].Node == Nowhere {
			s.placeToken(t, Token{Node: n, Active: true, Faction: f})
			if rec.On() {
				rec.Public("enemy-placed", s.enemyPlaced(t, cause), "FO-ENEMY-3", "FO-FACTION-2", "FO-EXPLORE-4", "FO-FACTION-4")
			}
			return
		}
	}
	panic("fallout: more faction tokens on the map than the state holds")
}

// gainCaps changes seat's Caps by n (never below 0) and reports it
// (FO-CAPS-1).
func (s *State) gainCaps(seat, n int, cause string, rec *engine.Recorder) {
	p := &s.P[seat]
	from := int(p.Caps)
	p.Caps = int16(max(0, from+n))
	if rec.On() {
		rec.Public("caps", CapsChanged{Seat: seat, Cause: cause, From: from, To: int(p.Caps)}, capsRules(cause)...)
	}
}

// Causes of harm (harmSource.cause).
const (
	harmFight      int8 = iota // an enemy's hits in a fight (FO-FIGHT-8/9); card = the enemy token
	harmIrradiated             // irradiated terrain entered (FO-TERRAIN-2)
	harmCard                   // a card's effect; src and card those of its results frame (resultsArgs)
)

var harmCauses = [...]string{"fight", "irradiated", "card"}

// harmSource is what made a survivor suffer damage or rads. fDeath keeps
// it in A, B and C, so that the killed event names the cause.
type harmSource struct{ cause, src, card int8 }

// harmBy is the source of harm of the effect resolved by results frame f.
func harmBy(f Frame) harmSource {
	a := resultsOf(&f)
	return harmSource{cause: harmCard, src: a.src, card: a.card}
}

// harmCard names the card of a harmCard source for events (effectCard).
func (s *State) harmCard(by harmSource) string {
	if by.cause != harmCard {
		return ""
	}
	return s.effectCard(resultsArgs{src: by.src, card: by.card}.frame(0))
}

// harm makes seat's survivor suffer damage and rads: the red peg moves
// down, the green peg up, both within 0..max HP (FO-HP-2..4). A survivor
// whose red peg is then level with or below the green one is killed
// (FO-HP-6): fDeath is pushed, unless a death of theirs is already pending
// (they cannot die twice; the pending one resolves against the pegs as
// they are then), and harm returns true.
func (s *State) harm(seat, damage, rads int, by harmSource, rec *engine.Recorder) bool {
	p := &s.P[seat]
	hp, rd := p.HP, p.Rads
	maxHP := int8(data.Rules.MaxHP)
	p.HP = max(0, p.HP-int8(damage))
	p.Rads = min(maxHP, p.Rads+int8(rads))
	dead := p.HP <= p.Rads
	if rec.On() {
		rec.Public("harmed", Harmed{Seat: seat, Cause: harmCauses[by.cause], Card: s.harmCard(by), Damage: damage, Rads: rads,
			HPFrom: int(hp), HPTo: int(p.HP), RadsFrom: int(rd), RadsTo: int(p.Rads), Killed: dead}, harmRules[by.cause]...)
	}
	if dead && !s.pendingFor(seat, fDeath) {
		s.Push(by.frame(seat))
	}
	return dead
}

// EnemyPlaced is the event of an enemy token put on the map.
type EnemyPlaced struct {
	Token  string `json:"token,omitempty"` // token id; empty for a face-down or faction token
	Name   string `json:"name,omitempty"`
	Type   string `json:"type"` // enemy type, or the faction of a faction token
	Level  int    `json:"level,omitempty"`
	Active bool   `json:"active"`
	Space  string `json:"space"`
	Cause  string `json:"cause"` // setup, explore, explore-placed, faction, flipped
}

// EnemySupplyEmpty is the event of an enemy that could not be placed.
type EnemySupplyEmpty struct {
	Type  string `json:"type"`
	Space string `json:"space"`
	Cause string `json:"cause"`
}

// CapsChanged is the event of a survivor's Caps changing.
type CapsChanged struct {
	Seat  int    `json:"seat"`
	Cause string `json:"cause"`
	From  int    `json:"from"`
	To    int    `json:"to"`
}

// Harmed is the event of a survivor suffering damage or rads.
type Harmed struct {
	Seat     int    `json:"seat"`
	Cause    string `json:"cause"`          // fight, irradiated, card (harmCauses)
	Card     string `json:"card,omitempty"` // cause card: the card whose effect it is (effectCard)
	Damage   int    `json:"damage"`
	Rads     int    `json:"rads"`
	HPFrom   int    `json:"hp_from"`
	HPTo     int    `json:"hp_to"`
	RadsFrom int    `json:"rads_from"`
	RadsTo   int    `json:"rads_to"`
	Killed   bool   `json:"killed"` // red ≤ green now (FO-HP-6)
}

// placeFigure puts the deciding seat's figure on the node chosen by a and
// pops the decision. The figure is placed, not moved: terrain, Aggressive
// enemies and "enter" objectives do not apply (FO-TERRAIN-3).
func placeFigure(s *State, f *Frame, a engine.Action, cause string, rec *engine.Recorder) {
	_, n, _, _ := unact(a)
	seat := int(f.Seat)
	s.Pop()
	s.P[seat].Node = int8(n)
	if rec.On() {
		rec.Public("figure-placed", FigurePlaced{Seat: seat, Space: s.nodeName(int8(n)), Cause: cause}, "FO-TERRAIN-3", "FO-SETUP-7", "FO-DEATH-1")
	}
}

// pendingFor reports whether a frame of one of the kinds ks for seat is
// on the stack.
func (s *State) pendingFor(seat int, ks ...uint8) bool {
	for d := 0; d < int(s.Depth); d++ {
		f := &s.Frames[d]
		if int(f.Seat) == seat && slices.Contains(ks, f.Kind) {
			return true
		}
	}
	return false
}
