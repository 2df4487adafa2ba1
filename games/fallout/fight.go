package fallout

import (
	"fmt"
	"math/bits"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/fallout/hexmap"
)

// Fights (FO-FIGHT-1..20, FO-EABIL-*, FO-ENEMY-4..6, FO-INACT-4): one
// survivor against one enemy. An fFight frame goes through its phases:
//
//	fpStart    draw the enemy of a draw-and-fight; abilities without cost;
//	           the before-fight window (FO-FIGHT-17)
//	fpRoll     step 1, the roll; the reroll window of step 2 (FO-FIGHT-6/7)
//	fpResolve  step 3, the enemy's hits (FO-FIGHT-8/9); step 4, the
//	           survivor's hits (FO-FIGHT-11); step 5, XP (FO-FIGHT-12)
//	fpKilled   abilities that trigger on a kill, and their window
//	fpAfterKill the Loot ability, the replacement, "kill" objectives
//	           (FO-FIGHT-13)
//
// Its arguments (fightArgs): Seat fights; the enemy token (a
// draw-and-fight's enemy type until it is drawn); the phase and flags; the
// rerolls left and the extra hits and armor from cards, after a kill the
// enemy's icon and the node it was removed from. A draw-and-fight (drawn)
// sits on its continuation, which gets the outcome (setOutcome). The start
// runs the roll it pushed at once, and that roll its resolution, when
// nothing came on top of them (fightNext): advance would run them next.
//
// A series of fights (fEnterFight with mode enterSeries) lets the survivor choose the
// order of several enemies (fPickEnemy): the Aggressive enemies of the
// space they moved into (FO-EABIL-AGG-3), or the attackers of an enemy
// activation (FO-ACTIV-7). State.FightQueue holds the enemies still to
// fight; a survivor killed in a fight leaves the rest of the series.

// Phases and flags of an fFight frame, as packed in its second slot
// (fightArgs).
const (
	fpStart     uint8 = iota // before the roll
	fpRoll                   // roll the dice next
	fpResolve                // count the hits next
	fpKilled                 // the enemy was killed: kill abilities next
	fpAfterKill              // loot, replacement, objectives next

	fbPhase  uint8 = 7      // the phase bits
	fbRanged uint8 = 1 << 3 // fought between adjacent spaces (FO-FIGHT-3, FO-EABIL-RNG-2)
	fbDrawn  uint8 = 1 << 4 // a draw-and-fight enemy (FO-FIGHT-20); the frame below is its continuation
	fbClosed uint8 = 1 << 5 // the survivor ended the window of this phase
	fbCause  uint8 = 6      // the cause (fight*) is in bits 6-7
)

// Causes of a fight.
const (
	fightAction     int8 = iota // the Fight action (FO-FIGHT-2/3)
	fightAggressive             // an Aggressive enemy (FO-EABIL-AGG-1, FO-MOVE-6)
	fightActivation             // an enemy activation (FO-ACTIV-3, FO-FIGHT-5)
	fightCard                   // "draw and fight" on a card (FO-FIGHT-20)
)

var fightCauses = [...]string{"action", "aggressive", "activation", "draw-and-fight"}

// Modes of fPickEnemy (pickArgs.mode).
const (
	pickFight int8 = iota // the next enemy of the series to fight, for a cause
	pickKill              // the enemy a kill effect kills, up to a level
)

// Verbs of fPickEnemy and fReplace.
const (
	verbPick    uint8 = 1 // x = the token
	verbReplace uint8 = 1 // x = the node
)

// Modes of fEnterFight (enterArgs.mode).
const (
	enterMoved  int8 = iota // a survivor moved into the node (move.go)
	enterSeries             // the series goes on, for a cause
)

// EnemyRef names an enemy in events. A face-down replacement shows only its type.
type EnemyRef struct {
	Token string `json:"token,omitempty"` // token id; a faction token: star or heart
	Name  string `json:"name,omitempty"`
	Type  string `json:"type"` // enemy type, or the faction of a faction token
	Level int    `json:"level,omitempty"`
	Space string `json:"space,omitempty"` // where it stands; empty for a drawn enemy
}

// FightStarted is the event of a fight beginning (FO-FIGHT-1).
type FightStarted struct {
	Seat   int      `json:"seat"`
	Enemy  EnemyRef `json:"enemy"`
	Cause  string   `json:"cause"`            // action, aggressive, activation, draw-and-fight
	Ranged bool     `json:"ranged,omitempty"` // fought between adjacent spaces
	Drawn  bool     `json:"drawn,omitempty"`  // drawn from the supply (FO-FIGHT-20)
	// Weapon is the equipped weapon, empty for none; WeaponRerolls the
	// rerolls it gives when the dice are rolled: one per S.P.E.C.I.A.L.
	// letter on it the survivor owns (FO-FIGHT-7, FO-EQUIP-7).
	Weapon        string `json:"weapon,omitempty"`
	WeaponRerolls int    `json:"weapon_rerolls"`
}

// FightEnemyHits is the event of step 3 (FO-FIGHT-8/9).
type FightEnemyHits struct {
	Seat    int `json:"seat"`
	Bullets int `json:"bullets"` // ● on the final dice
	// RangedBonus is the ● a Ranged enemy adds, fighting from an adjacent
	// space a survivor with no ranged weapon (FO-EABIL-RNG-2).
	RangedBonus int  `json:"ranged_bonus"`
	Armor       int  `json:"armor"`  // equipped armor plus armor from cards (FO-FIGHT-19)
	Left        int  `json:"left"`   // ● not cancelled
	Level       int  `json:"level"`  // damage per ●
	Damage      int  `json:"damage"` // left × level
	Rads        int  `json:"rads"`   // Radiation: the level, once, if any ● was left (FO-FIGHT-9)
	Killed      bool `json:"killed"` // the survivor was killed: the fight ends (FO-FIGHT-10)
}

// FightResolved is the event of the end of a fight (FO-FIGHT-11..15).
type FightResolved struct {
	Seat  int      `json:"seat"`
	Enemy EnemyRef `json:"enemy"`
	// DiceHits counts the dice showing an area the enemy is vulnerable in,
	// at most 1 per die (FO-FIGHT-11).
	DiceHits    int `json:"dice_hits"`
	RangedBonus int `json:"ranged_bonus"` // +1 for a ranged weapon against an adjacent non-Ranged enemy (FO-FIGHT-3)
	CardHits    int `json:"card_hits"`    // hits added by cards
	// SupportHits is the support die's hit (co-op, AB-SUP-3); ModHits
	// the hits of co-op modifiers (AB-MOD-3, AB-MUT-2), maybe negative.
	SupportHits int  `json:"support_hits,omitempty"`
	ModHits     int  `json:"modifier_hits,omitempty"`
	Hits        int  `json:"hits"`
	Needed      int  `json:"needed"` // the level, +1 with Armor (FO-EABIL-ARM-1)
	Killed      bool `json:"killed"`
	XP          int  `json:"xp"` // the level on a kill (FO-FIGHT-12)
	// SurvivorKilled: the survivor died in step 3; steps 4 and 5 did not
	// happen and the enemy stays active (FO-FIGHT-10, FO-DEATH-7).
	SurvivorKilled bool `json:"survivor_killed,omitempty"`
	// Enemy after the fight: killed, active, inactive (Retreat), discarded
	// (a faction token that would become inactive, or a drawn enemy).
	After string `json:"after"`
}

// FightBonus is the event of hits or armor added to a fight by a card.
type FightBonus struct {
	Seat  int    `json:"seat"`
	Kind  string `json:"kind"`  // hit or armor
	N     int    `json:"n"`     // added now
	Total int    `json:"total"` // added by cards in this fight
}

// EnemyReplaced is the event of a killed enemy's replacement (FO-ENEMY-4):
// a random token of the type placed face down, its identity hidden.
type EnemyReplaced struct {
	Type  string `json:"type"`
	From  string `json:"from"`            // the space the killed enemy was removed from
	Space string `json:"space,omitempty"` // where it was placed; empty: no free space, none placed
	// Tied lists the equally close spaces the first player chose from.
	Tied    []string `json:"tied,omitempty"`
	ChoseBy int      `json:"chosen_by,omitempty"` // the first player, when Tied is set
	// StaysDown: placed during its type's activation, it is not flipped at
	// its end (FO-INACT-3).
	StaysDown bool `json:"stays_down,omitempty"`
	// Why none was placed: occupied (every face-up space showing the
	// type's icon holds an enemy of the type) or no-icon (no face-up space
	// shows it). The killed token went back to the supply first and the
	// map is connected, so there is no other reason.
	Why string `json:"why,omitempty"`
	// IconSpaces lists, when Why is occupied, the face-up spaces showing
	// the icon, each holding an enemy of the type.
	IconSpaces []string `json:"icon_spaces,omitempty"`
}

// EnemyKilled is the event of an enemy killed outside a fight (FO-ENEMY-6).
type EnemyKilled struct {
	Seat  int      `json:"seat"`
	Enemy EnemyRef `json:"enemy"`
	XP    int      `json:"xp"`
}

// DrawnEmpty is the event of a draw-and-fight with no token of the type
// left: nothing is fought and the step fails (FO-LIMIT-5, FO-QUEST-10).
type DrawnEmpty struct {
	Seat int    `json:"seat"`
	Type string `json:"type"`
}

func init() {
	register(fFight, frameKind{Name: "fight", Run: runFight})
	register(fEnterFight, frameKind{Name: "enter-fight", Run: runEnterFight})
	register(fPickEnemy, frameKind{
		Name: "pick-enemy", Prompt: "pick-enemy",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			seat := int(f.Seat)
			for t := range s.Tokens {
				if s.pickable(seat, f, t) && !s.sameFoeBefore(t, func(u int) bool { return s.pickable(seat, f, u) }) {
					dst = append(dst, act(verbPick, t, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, t, _, _ := unact(a)
			if pickOf(f).mode == pickKill {
				return opt("kill:"+s.foeKey(t), "Kill "+s.foeLabel(t))
			}
			return opt("fight:"+s.foeKey(t), "Fight "+s.foeLabel(t)+" next")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, t, _, _ := unact(a)
			seat, pa := int(f.Seat), pickOf(f)
			s.Pop()
			if pa.mode == pickKill {
				s.killEnemy(seat, t, rec)
				return
			}
			s.FightQueue[seat] &^= 1 << uint(t)
			s.fightEnemy(seat, t, s.Tokens[t].Node != s.P[seat].Node, pa.cause)
		},
	})
	register(fReplace, frameKind{
		Name: "replace", Prompt: "place-replacement",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			var cand [maxNodes]int8
			r := replaceOf(f)
			for _, n := range s.replacementSpaces(r.ty, r.from, cand[:0]) {
				dst = append(dst, act(verbReplace, int(n), 0, 0))
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, n, _, _ := unact(a)
			return opt("place:"+s.nodeName(int8(n)), "Place the face-down "+string(content.EnemyTypes[replaceOf(f).ty])+" in "+s.spaceLabel(int8(n)))
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, n, _, _ := unact(a)
			r := replaceOf(f)
			ty, from := r.ty, r.from
			s.Pop()
			var ev *EnemyReplaced
			if rec.On() {
				ev = &EnemyReplaced{Tied: []string{}, ChoseBy: int(s.First)}
				var cand [maxNodes]int8
				for _, c := range s.replacementSpaces(ty, from, cand[:0]) {
					ev.Tied = append(ev.Tied, s.nodeName(c))
				}
			}
			s.placeReplacement(ty, from, int8(n), ev, rec)
		},
	})
	registerTurn(tvFight, turnVerb{
		legal: fightLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, t, r, _ := unact(a)
			label := "Fight " + s.foeLabel(t)
			if r == 1 {
				label += " from range"
			}
			return opt("fight:"+s.foeKey(t), label)
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, t, r, _ := unact(a)
			// rule FO-FIGHT-2, FO-FIGHT-3: the Fight action.
			s.takeAction()
			s.fightEnemy(seat, t, r == 1, fightAction)
		},
	})
	registerEffect("hit", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.fightBonus(int(f.Seat), 0, e.N, rec)
	})
	registerEffect("armor", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		s.fightBonus(int(f.Seat), 4, e.N, rec)
	})
	// rule FO-ENEMY-6: a card kills an active enemy of level ≤ n in the
	// survivor's space; the survivor chooses which.
	registerEffect("kill", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		pf := pickArgs{mode: pickKill, level: min(e.N, 127)}.frame(f.Seat)
		for t := range s.Tokens {
			if s.pickable(int(f.Seat), &pf, t) {
				s.Push(pf)
				return
			}
		}
	})
}

// fightEnemy starts a fight of seat's survivor against enemy token t
// (FO-FIGHT-1): an active enemy in the survivor's space or, with ranged
// set, in an adjacent space: a ranged weapon's Fight action (FO-FIGHT-3) or
// a Ranged enemy's attack (FO-EABIL-RNG-1/2). cause is fightAction,
// fightAggressive or fightActivation; the fight itself costs no action
// (FO-FIGHT-5). Several fights pushed at once are not cancelled when the
// survivor dies: a series of fights (runEnterFight with enterSeries, the
// enemies queued in FightQueue) is.
func (s *State) fightEnemy(seat, t int, ranged bool, cause int8) {
	s.Push((&fightArgs{enemy: t, ranged: ranged, cause: cause}).frame(seat))
}

// drawAndFight resolves a "draw and fight" of enemy type ty (an index of
// content.EnemyTypes) for seat's survivor (FO-FIGHT-20): a random token of
// the type is drawn from the supply and fought, then discarded, never
// replaced. then is handled after the fight, its outcome set to outcomeSuccess
// if the enemy was killed, outcomeFail if not (or if no token of the type
// was left), outcomeDied if the survivor was killed (FO-QUEST-10).
func (s *State) drawAndFight(seat int, ty int8, then Frame) {
	s.Push(then)
	s.Push((&fightArgs{enemy: int(ty), drawn: true, cause: fightCard}).frame(seat))
}

// runEnterFight starts the fights of a survivor who moved into a node:
// every active Aggressive enemy there that is hostile to them, in the
// order they choose (FO-MOVE-6, FO-EABIL-AGG-1/3/5, FO-LOYAL-9); and goes
// on with a series of fights.
func runEnterFight(s *State, f Frame, rec *engine.Recorder) {
	seat := int(f.Seat)
	p, e := &s.P[seat], enterOf(&f)
	if e.mode == enterMoved {
		if p.Node != e.node {
			return
		}
		var q uint64
		for here := s.tokensOn(e.node); here != 0; here &= here - 1 {
			if t := bits.TrailingZeros64(here); s.foeHostile(seat, t) && s.foeHas(t, abAggressive) {
				q |= 1 << uint(t)
			}
		}
		if q == 0 {
			return
		}
		s.FightQueue[seat] |= q
		e = enterArgs{node: e.node, mode: enterSeries, cause: fightAggressive}
		f = e.frame(fEnterFight, seat)
	}
	// Drop the enemies that can no longer fight the survivor.
	q := s.FightQueue[seat]
	for r := q; r != 0; r &= r - 1 { // the queued tokens, in token order
		if t := bits.TrailingZeros64(r); s.seriesRange(seat, t) < 0 {
			q &^= 1 << uint(t)
		}
	}
	s.FightQueue[seat] = q
	switch {
	case q == 0:
	case q&(q-1) == 0:
		t := bits.TrailingZeros64(q)
		s.FightQueue[seat] = 0
		s.fightEnemy(seat, t, s.seriesRange(seat, t) == 1, e.cause)
	default:
		s.Push(f)
		s.Push(pickArgs{mode: pickFight, cause: e.cause}.frame(f.Seat))
	}
}

// seriesRange tells whether token t can still fight seat's survivor in a
// series: 0 in the same space, 1 in an adjacent space, -1 not at all.
func (s *State) seriesRange(seat, t int) int {
	n := s.P[seat].Node
	if n == Nowhere || !s.foeHostile(seat, t) {
		return -1
	}
	if s.Tokens[t].Node == n {
		return 0
	}
	if s.adjacentTo(n, s.Tokens[t].Node) {
		return 1
	}
	return -1
}

// pickable reports whether token t is an option of the fPickEnemy
// decision f.
func (s *State) pickable(seat int, f *Frame, t int) bool {
	if pa := pickOf(f); pa.mode == pickKill {
		n := s.P[seat].Node
		return n != Nowhere && s.Tokens[t].Node == n && s.foeHostile(seat, t) && s.foeLevel(t) <= pa.level
	}
	return s.FightQueue[seat]&(1<<uint(t)) != 0 && s.seriesRange(seat, t) >= 0
}

// targetable tells whether seat's survivor may target token t with the
// Fight action: 0 in their space, 1 in an adjacent space with a ranged
// weapon equipped, -1 not (FO-FIGHT-2..4, FO-INACT-1, FO-LOYAL-4).
func (s *State) targetable(seat, t int) int {
	n := s.P[seat].Node
	if n == Nowhere || !s.foeHostile(seat, t) {
		return -1
	}
	if s.Tokens[t].Node == n {
		return 0
	}
	if s.rangedWeapon(seat) && s.adjacentTo(n, s.Tokens[t].Node) {
		return 1
	}
	return -1
}

// sameFoeBefore reports whether a faction token before t, alike to it
// (same faction, same space) and accepted by ok, is offered already:
// alike tokens make one option.
func (s *State) sameFoeBefore(t int, ok func(int) bool) bool {
	if t < nEnemies {
		return false
	}
	for u := nEnemies; u < t; u++ {
		if s.Tokens[u].Node == s.Tokens[t].Node && s.Tokens[u].Faction == s.Tokens[t].Faction && ok(u) {
			return true
		}
	}
	return false
}

// foeHostile reports whether token t is an enemy seat's survivor can fight
// and be fought by: on the map, active (FO-INACT-1, FO-FIGHT-4), and not
// of a faction the survivor is loyal to (FO-LOYAL-4, FO-LOYAL-9).
func (s *State) foeHostile(seat, t int) bool {
	tk := &s.Tokens[t]
	if tk.Node == Nowhere || !tk.Active {
		return false
	}
	if tk.Faction < 0 {
		return true
	}
	if s.Coop.On {
		// AB-FACT-1/7 (reading, docs/rules-notes.md): the loyal faction's
		// tokens help the survivors; only the hostile ones are enemies.
		return tk.Faction != s.Coop.Loyal
	}
	c := s.P[seat].Loyal
	return c < 0 || agendaFaction[c] != tk.Faction
}

// foeLevel is token t's level: printed, or a faction token's sheet value,
// read on the power track for a letter (FO-ENEMY-2, FO-FACTION-4).
func (s *State) foeLevel(t int) int {
	if t < nEnemies {
		return data.Enemies[t].Level
	}
	return s.factionLevel(s.Tokens[t].Faction)
}

// foeHas reports whether token t has the ability of bit a (ab*; FO-ENEMY-1,
// FO-FACTION-3). A standard token's is read without a call.
func (s *State) foeHas(t int, a uint8) bool {
	if t < nEnemies {
		return enemyAbilities[uint8(t)]&a != 0
	}
	return s.factionHas(t, a)
}

// factionHas is foeHas for a faction token t.
func (s *State) factionHas(t int, a uint8) bool {
	return iconHas(s.foeIcon(t), t, a, s.Scenario)
}

// iconHas reports whether the enemy of icon ic (token t for a standard
// enemy) of scenario sc has the ability of bit a, also after a faction
// token was discarded.
func iconHas(ic int8, t int, a uint8, sc int8) bool {
	if ic < iconStar {
		return enemyAbilities[uint8(t)]&a != 0
	}
	return factionAbilities[uint8(sc)][b2i(ic == iconHeart)]&a != 0
}

// foeIcon is token t's icon: its enemy type index, or iconStar / iconHeart.
func (s *State) foeIcon(t int) int8 {
	if t < nEnemies {
		return enemyType[uint8(t)]
	}
	return iconStar + s.Tokens[t].Faction
}

// foeRef names token t for events: a fought or killed enemy is face up.
func (s *State) foeRef(t int) EnemyRef {
	r := EnemyRef{Level: s.foeLevel(t)}
	if t < nEnemies {
		e := &data.Enemies[t]
		r.Token, r.Name, r.Type = e.ID, e.Name, string(e.Type)
	} else {
		f := content.Factions[s.Tokens[t].Faction]
		r.Token, r.Type, r.Name = string(f), string(f), s.geo().sc.Faction(f).Enemy.Name
	}
	if n := s.Tokens[t].Node; n != Nowhere {
		r.Space = s.nodeName(n)
	}
	return r
}

// foeKey is token t's part of an option id: its id and its space.
func (s *State) foeKey(t int) string {
	id := string(content.Factions[max(s.Tokens[t].Faction, 0)])
	if t < nEnemies {
		id = data.Enemies[t].ID
	}
	return id + ":" + s.nodeName(s.Tokens[t].Node)
}

// foeLabel describes token t for an option label.
func (s *State) foeLabel(t int) string {
	r := s.foeRef(t)
	return r.Name + " (level " + strconv.Itoa(r.Level) + ") in " + s.spaceLabel(s.Tokens[t].Node)
}

// rangedWeapon reports whether seat's equipped weapon shows the ranged
// icon (FO-FIGHT-3).
func (s *State) rangedWeapon(seat int) bool {
	c := s.P[seat].Equip[slotWeapon].Card
	return c >= 0 && items[c].Ranged
}

// weaponRerolls is the rerolls seat's equipped weapon gives in a fight:
// one per S.P.E.C.I.A.L. letter on it the survivor owns (FO-FIGHT-7,
// FO-EQUIP-7); 0 without a weapon.
func (s *State) weaponRerolls(seat int) int {
	if w := s.P[seat].Equip[slotWeapon].Card; w >= 0 {
		return popcount(itemLetters[w] & s.P[seat].Special)
	}
	return 0
}

// armorOf is the total armor of seat's equipped cards (FO-FIGHT-8/19).
func (s *State) armorOf(seat int) int {
	n := 0
	eq := &s.P[seat].Equip // read in place, not copied
	for i := range eq {
		if c := eq[i].Card; c >= 0 {
			n += items[c].Armor
		}
	}
	if s.Coop.On {
		// rule AB-MOD-3, AB-MUT-2: co-op modifiers (modifier, written out:
		// outside co-op they are zero); never below 0.
		n += s.coopModifier(seat).Armor
	}
	return max(0, n)
}

// fightBonus adds n hits (shift 0) or armor (shift 4) from a card to the
// fight of seat's survivor still before its resolution (FO-FIGHT-11/19).
func (s *State) fightBonus(seat int, shift uint, n int, rec *engine.Recorder) {
	o := s.rollOwner(seat)
	if o == nil || o.Kind != fFight || fightPhase(o) > fpResolve {
		return
	}
	a := fightOf(o)
	bonus := &a.cardHits
	if shift != 0 {
		bonus = &a.cardArmor
	}
	v := min(*bonus+n, 15)
	*bonus = v
	o.SetArgs(a.args())
	if rec.On() {
		kind := "hit"
		if shift != 0 {
			kind = "armor"
		}
		rec.Public("fight-bonus", FightBonus{Seat: seat, Kind: kind, N: n, Total: v}, "FO-FIGHT-4")
	}
}

func runFight(s *State, f Frame, rec *engine.Recorder) {
	started := false // this run began the fight: the roll's next phase may follow at once
	a := fightOf(&f)
	for {
		seat := int(f.Seat)
		switch a.phase {
		case fpStart:
			if a.drawn {
				t := s.drawEnemy(int8(a.enemy))
				if t < 0 {
					if rec.On() {
						rec.Public("draw-and-fight-empty", DrawnEmpty{Seat: seat, Type: string(content.EnemyTypes[a.enemy])}, "FO-LIMIT-5")
					}
					setOutcome(&s.Frames[s.Depth-1], outcomeFail)
					return
				}
				a.enemy = t
			} else if !s.canFight(seat, a.enemy, a.ranged) {
				// The enemy is gone, inactive or out of reach: no fight.
				return
			}
			if rec.On() {
				ev := FightStarted{Seat: seat, Enemy: s.foeRef(a.enemy), Cause: fightCauses[a.cause], Ranged: a.ranged, Drawn: a.drawn}
				if w := s.P[seat].Equip[slotWeapon].Card; w >= 0 {
					ev.Weapon, ev.WeaponRerolls = items[w].ID, s.weaponRerolls(seat)
				}
				rec.Emit(engine.Event{Type: "fight-started", To: engine.Public, Data: ev, Reveals: ev.Drawn, Rules: fightStartRules[a.cause]})
			}
			a.phase, a.rerolls, a.cardHits, a.cardArmor = fpRoll, 0, 0, 0
			if !s.Coop.On && s.noUse(seat, tbBeforeFight|tbFight) && s.victoryOut() {
				// No ability of the survivor's acts before the fight (the
				// passive uses and the roll's window are shut, noUse), and
				// the victory check fightNext would make is ruled out
				// without a call: the roll runs at once, as after its push
				// and pop, without them. Its slot on the stack gets the
				// frame the roll pushes next.
				started = true
				continue
			}
			s.Push(a.frame(seat))
			depth := s.Depth
			if s.Coop.On {
				// rule AB-SUP-7, AB-SUP-9: support is offered in any fight,
				// before the dice are rolled.
				s.Coop.Supporter, s.Coop.Face = -1, -1
				s.offerSupport(seat, 0)
			}
			s.passiveUses(seat, tbBeforeFight|tbFight, rec)
			if s.fightNext(depth, true, rec) {
				started, f = true, s.popTop()
				if !s.noUse(seat, tbBeforeFight|tbFight) {
					// A passive ability may have changed the roll's
					// bonuses or rerolls (fightBonus, addRerolls).
					a = fightOf(&f)
				}
				continue
			}
		case fpRoll:
			// The window before the roll has no dice to reroll: it opens
			// only for an ability of its timing (windowKind), which most
			// survivors' cards lack (asked without a call).
			if !s.noUse(seat, tbBeforeFight) && s.rollWindow(seat, f, a.closed) {
				return
			}
			// rule FO-FIGHT-7, FO-EQUIP-7: one reroll per owned letter on the weapon.
			if n := s.weaponRerolls(seat); n > 0 {
				a.rerolls += n
				if rec.On() {
					rec.Public("rerolls-gained", RerollsGained{Seat: seat, N: n, Left: a.rerolls, Source: "weapon",
						Card: items[s.P[seat].Equip[slotWeapon].Card].ID}, rerollRules("weapon", false)...)
				}
			}
			if m := s.modifier(seat).Rerolls; m != 0 {
				// rule AB-MOD-3, AB-MUT-2: co-op modifiers; never below 0.
				a.rerolls = max(0, a.rerolls+m)
				if rec.On() {
					rec.Public("rerolls-gained", RerollsGained{Seat: seat, N: m, Left: a.rerolls, Source: "modifiers"}, rerollRules("modifiers", false)...)
				}
			}
			a.phase, a.closed = fpResolve, false
			// rule FO-FIGHT-6: all three dice.
			s.roll(seat, allDice, "fight", rec)
			s.Push(a.frame(seat))
			depth := s.Depth
			if sup := s.Coop.Supporter; s.Coop.On && sup >= 0 {
				// rule AB-SUP-3, AB-SUP-4, AB-SUP-7: the support die in the
				// same roll; the supporter's own rerolls and reroll sources.
				n := s.supportRerolls(int(sup))
				s.rollSupport(int(sup), false, n, rec)
				if s.supportWindowOpen(int(sup), n) {
					s.Push(supportArgs{fighter: seat, left: n}.frame(fSupportRoll, int(sup)))
				}
			}
			if started && s.fightNext(depth, false, rec) {
				// The frame comes back as pushed, a's: nothing ran above
				// it (the co-op variant's support never runs at once).
				f = s.popTop()
				continue
			}
		case fpResolve:
			// With rerolls left the window opens (windowOpen): known here
			// without reading the frame again.
			if !a.closed && a.rerolls > 0 {
				s.openWindow(seat, f)
				return
			}
			if s.resolveWindowMay(seat) && s.rollWindow(seat, f, a.closed) {
				return
			}
			if sup := s.Coop.Supporter; s.Coop.On && sup >= 0 && s.Coop.Face >= 0 {
				// rule AB-SUP-6: the support die's ● hit the supporter first;
				// a death of theirs resolves before the fight goes on
				// (AB-SUP-10).
				s.Coop.Supporter, s.Coop.Helped = -1, sup
				a.closed = true
				s.Push(a.frame(seat))
				s.supportDamage(int(sup), a.enemy, s.foeLevel(a.enemy), rec)
				return
			}
			s.resolveFight(seat, a, rec)
		case fpKilled:
			a.phase = fpAfterKill
			if !s.Coop.On && s.noUse(seat, tbKill) {
				// No ability of the survivor's triggers on the kill: the
				// abilities change nothing and the window after the kill
				// stays shut (noUse), so the next phase runs at once, as
				// advance would run it next. The victory check advance
				// would make between finds what the one before the XP
				// (quiet, victoryQuiet) found: nothing has changed since.
				// The stack's slot holds the kill-quest frame afterKill
				// pushes first either way.
				continue
			}
			s.Push(a.frame(seat))
			s.passiveUses(seat, tbKill, rec)
		case fpAfterKill:
			// Likewise the window after the kill (tbKill).
			if !s.noUse(seat, tbKill) && s.rollWindow(seat, f, a.closed) {
				return
			}
			s.afterKill(seat, a.enemy, a.icon, a.from, a.drawn, rec)
		}
		return
	}
}

// resolveWindowMay reports whether the reroll window of seat's fight
// resolution may open with no rerolls left (windowOpen): only Well Rested
// or an ability of the fight's or any action's timing opens it; most
// survivors have neither, and are answered without a call.
func (s *State) resolveWindowMay(seat int) bool {
	return s.hasTraitAt(seat, wellRestedAt) || !s.noUse(seat, tbFight|tbAnyAction)
}

// fightNext reports whether the fight phase pushed at depth may run at
// once instead of going back through advance, which would run it next: it
// is still on top, and the game goes on. With check set (the phase before
// is not quiet) it first makes advance's victory check. The co-op variant,
// whose check runs before every frame, leaves it to advance. A roll run at
// once after the start runs its resolution at once too: the roll is quiet,
// so advance checks after the resolution as it would after the start.
func (s *State) fightNext(depth int8, check bool, rec *engine.Recorder) bool {
	if s.Coop.On || s.Done || s.Depth != depth || s.Frames[depth-1].Kind != fFight {
		return false
	}
	return !check || !s.victoryNow(rec) && s.Depth == depth
}

// popTop pops the top frame and returns it.
func (s *State) popTop() Frame {
	s.Depth--
	return s.Frames[s.Depth]
}

// canFight reports whether seat's survivor and token t can still fight:
// both on the map, the enemy hostile, in the same space or, ranged, in an
// adjacent one.
func (s *State) canFight(seat, t int, ranged bool) bool {
	n := s.P[seat].Node
	if n == Nowhere || !s.foeHostile(seat, t) {
		return false
	}
	if ranged {
		return s.adjacentTo(n, s.Tokens[t].Node)
	}
	return s.Tokens[t].Node == n
}

// drawEnemy draws a random token of enemy type ty from the supply, or -1
// if none is left (FO-FIGHT-20, FO-LIMIT-5).
func (s *State) drawEnemy(ty int8) int {
	// The tokens off the map in typeTokens' order, found in one walk: the
	// draw picks the k-th of them. A type has at most maxTokens tokens, so
	// the masks by 63 never change an index.
	var _ [64 - maxTokens]struct{}
	var off [64]int8
	n := 0
	for _, t := range typeTokens[ty] {
		if s.Tokens[t].Node == Nowhere {
			off[n&63] = int8(t)
			n++
		}
	}
	if n == 0 {
		return -1
	}
	return int(off[s.Rng.IntN(n)&63])
}

// resolveFight resolves steps 3 to 5 of the fight a (FO-FIGHT-8..15).
func (s *State) resolveFight(seat int, a fightArgs, rec *engine.Recorder) {
	t, ranged, drawn := a.enemy, a.ranged, a.drawn
	var then *Frame
	if drawn {
		then = &s.Frames[s.Depth-1]
	}
	lvl := s.foeLevel(t)
	cardHits, cardArmor := a.cardHits, a.cardArmor
	sup, supHit := -1, false
	if s.Coop.On {
		if s.Coop.Helped >= 0 && s.Coop.Face >= 0 {
			sup, supHit = int(s.Coop.Helped), s.supportHit(t)
		}
		s.Coop.Supporter, s.Coop.Face, s.Coop.Helped = -1, -1, -1
	}

	// Step 3 (FO-FIGHT-8/9, FO-EABIL-RNG-2, FO-EABIL-RAD-1).
	hit := FightEnemyHits{Seat: seat, Bullets: s.bullets(), Armor: s.armorOf(seat) + cardArmor, Level: lvl}
	if ranged && s.foeHas(t, abRanged) && !s.rangedWeapon(seat) {
		hit.RangedBonus = 1
	}
	hit.Left = max(0, hit.Bullets+hit.RangedBonus-hit.Armor)
	hit.Damage = hit.Left * lvl
	if hit.Left > 0 && s.foeHas(t, abRadiation) {
		hit.Rads = lvl
	}
	ref := EnemyRef{}
	if rec.On() {
		ref = s.foeRef(t)
		p := &s.P[seat]
		hit.Killed = int(p.HP)-hit.Damage <= min(data.Rules.MaxHP, int(p.Rads)+hit.Rads)
		rec.Public("fight-enemy-hits", hit, "FO-FIGHT-8", "FO-FIGHT-9", "FO-EABIL-RNG-2", "FO-EABIL-RAD-1")
	}
	if hit.Damage > 0 || hit.Rads > 0 {
		if s.harm(seat, hit.Damage, hit.Rads, harmSource{cause: harmFight, card: int8(t)}, rec) {
			// rule FO-FIGHT-10, FO-DEATH-2, FO-DEATH-7: the fight ends; the
			// enemy stays active; a series of fights ends too.
			s.FightQueue[seat] = 0
			if then != nil {
				setOutcome(then, outcomeDied)
			}
			if rec.On() {
				after := "active"
				if drawn {
					after = "discarded"
				}
				rec.Public("fight-resolved", FightResolved{Seat: seat, Enemy: ref, Needed: s.killNeed(t), SurvivorKilled: true, After: after}, "FO-FIGHT-11", "FO-FIGHT-12", "FO-FIGHT-13", "FO-FIGHT-14")
			}
			return
		}
	}

	// Step 4 (FO-FIGHT-11, FO-FIGHT-3, FO-EABIL-RNG-4, FO-EABIL-ARM-1).
	res := FightResolved{Seat: seat, Enemy: ref, DiceHits: s.hitsOn(s.tokenVuln(t)), CardHits: cardHits, Needed: s.killNeed(t)}
	if ranged && s.rangedWeapon(seat) && !s.foeHas(t, abRanged) {
		res.RangedBonus = 1
	}
	// rule AB-SUP-3: the support die's hit; AB-MOD-3, AB-MUT-2: modifiers.
	res.SupportHits, res.ModHits = b2i(supHit), s.modifier(seat).Hits
	res.Hits = max(0, res.DiceHits+res.RangedBonus+res.CardHits+res.SupportHits+res.ModHits)
	res.Killed = res.Hits >= res.Needed
	if then != nil {
		setOutcome(then, outcomeFail)
		if res.Killed {
			setOutcome(then, outcomeSuccess)
		}
	}
	if !res.Killed {
		// rule FO-FIGHT-15, FO-EABIL-RET-1/2, FO-FACTION-3, FO-FIGHT-20.
		res.After = "active"
		switch {
		case drawn:
			res.After = "discarded"
		case s.foeHas(t, abRetreat) && t >= nEnemies:
			res.After = "discarded"
			s.placeToken(t, Token{Node: Nowhere, Faction: -1})
		case s.foeHas(t, abRetreat):
			res.After = "inactive"
			s.Tokens[t].Active = false
		}
		if rec.On() {
			rec.Emit(engine.Event{Type: "fight-resolved", To: engine.Public, Data: res, Rules: []string{"FO-FIGHT-11", "FO-FIGHT-12", "FO-FIGHT-13", "FO-FIGHT-14"}})
		}
		return
	}
	// Step 5 and the kill (FO-FIGHT-12/13, FO-ENEMY-4/5).
	res.XP, res.After = lvl, "killed"
	if rec.On() {
		rec.Public("fight-resolved", res, "FO-FIGHT-11", "FO-FIGHT-12", "FO-FIGHT-13", "FO-FIGHT-14")
	}
	if sup >= 0 && !s.P[sup].Out {
		// rule AB-SUP-5: 1 XP for the supporter, after the fighter's.
		s.Push(xpArgs{n: 1, cause: xpSupport}.frame(int8(sup)))
	}
	s.killed(seat, t, drawn)
}

// killNeed is the hits needed to kill token t: its level, +1 with Armor
// (FO-FIGHT-11, FO-EABIL-ARM-1).
func (s *State) killNeed(t int) int {
	if s.foeHas(t, abArmored) {
		return s.foeLevel(t) + 1
	}
	return s.foeLevel(t)
}

// killEnemy kills token t outside a fight, by a card of seat's survivor
// (FO-ENEMY-6): the killer gains its XP, and everything a kill brings
// follows.
func (s *State) killEnemy(seat, t int, rec *engine.Recorder) {
	if rec.On() {
		rec.Public("enemy-killed", EnemyKilled{Seat: seat, Enemy: s.foeRef(t), XP: s.foeLevel(t)}, "FO-ENEMY-6")
	}
	s.killed(seat, t, false)
}

// killed removes killed token t (a drawn enemy is off the map already):
// a standard token returns to the supply, a faction token is discarded
// (FO-ENEMY-4 step 1, FO-FACTION-3). Then come the XP (FO-FIGHT-12,
// FO-XP-5) and the kill follow-ups (fpKilled).
func (s *State) killed(seat, t int, drawn bool) {
	lvl, ic, from := s.foeLevel(t), s.foeIcon(t), s.Tokens[t].Node
	if s.Coop.On {
		s.Coop.Kills++
		if ic == iconStar+s.hostile() {
			s.Coop.HostileKills++
		}
	}
	if !drawn {
		s.placeToken(t, Token{Node: Nowhere, Faction: -1})
	}
	s.Push((&fightArgs{enemy: t, phase: fpKilled, drawn: drawn, icon: ic, from: from}).frame(seat))
	s.Push(xpArgs{n: lvl, cause: xpKill}.frame(int8(seat)))
}

// afterKill resolves FO-FIGHT-13 for token t of icon ic killed in node
// from: the Loot ability draws a loot card (FO-EABIL-LOOT-1), a standard
// token not drawn for the fight is replaced (FO-ENEMY-4/5), and "kill"
// objectives are told (FO-QUEST-4).
func (s *State) afterKill(seat, t int, ic, from int8, drawn bool, rec *engine.Recorder) {
	s.Push(iconArgs{icon: ic}.frame(fKillQuest, int8(seat)))
	if ic < iconStar && !drawn {
		s.replaceEnemy(ic, from, rec)
	}
	if iconHas(ic, t, abLoot, s.Scenario) {
		if fn := effectFns[lootDraw.Op]; fn != nil {
			fn(s, resultsArgs{src: -1, card: -1, part: -1}.frame(int8(seat)), &lootDraw, rec)
		}
	}
}

// lootDraw is the Loot ability's draw: 1 loot card (FO-EABIL-LOOT-1).
var lootDraw = content.Effect{Kind: "draw", Op: content.EffectOpOf("draw"), Deck: content.LootDeck, N: 1}

// replaceEnemy places the replacement of a killed enemy of type ty removed
// from node from (FO-ENEMY-4): on the closest free space showing the
// type's icon; the first player chooses among equally close ones. With no
// such space none is placed.
func (s *State) replaceEnemy(ty, from int8, rec *engine.Recorder) {
	// Only a choice among several needs the spaces' order (the fReplace
	// decision lists them): here their count and the first are enough.
	switch count, first := s.replacementCount(ty, from); count {
	case 0:
		if rec.On() {
			rec.Public("enemy-replaced", s.noReplacement(ty, from), "FO-ENEMY-4", "FO-INACT-4", "FO-INACT-3")
		}
	case 1:
		s.placeReplacement(ty, from, first, nil, rec)
	default:
		s.Push(replaceArgs{ty: ty, from: from}.frame(s.First))
	}
}

// replacementCount is how many spaces replacementSpaces lists, and the
// first of them (-1 with none), without putting several in order.
func (s *State) replacementCount(ty, from int8) (count int, first int8) {
	md := hexmap.TakeDists()
	md.Take(s.board())
	_, _, _, count, first = s.replacementNearest(md, ty, from)
	md.Release()
	return count, first
}

// replacementSpaces appends to dst the spaces a replacement of type ty
// may go to: face-up spaces showing its icon and holding no enemy of the
// type, at the least distance from node from (FO-ENEMY-4, FO-MAP-8).
func (s *State) replacementSpaces(ty, from int8, dst []int8) []int8 {
	md := hexmap.TakeDists()
	b := s.board()
	md.Take(b)
	dst = s.replacementSpacesOn(md, b, ty, from, dst)
	md.Release()
	return dst
}

// replacementSpacesOn is replacementSpaces on md, which took b, s's map.
func (s *State) replacementSpacesOn(md *hexmap.Dists, b hexmap.Board, ty, from int8, dst []int8) []int8 {
	free, kept, best, count, first := s.replacementNearest(md, ty, from)
	if count <= 1 {
		if count == 1 {
			dst = append(dst, first)
		}
		return dst
	}
	// Several: listed in the order a walk from there reaches them, which
	// the table of distances from there tells the way to.
	if kept == nil {
		kept = md.Measure(from)
		best = kept[first]
	}
	return nearestInWalkOrder(md, b, from, kept, best, &free, dst)
}

// replacementNearest finds, on md (which took s's map), the spaces a
// replacement of type ty may go to wherever they are (free) and how many
// of them are nearest to node from (count), the first of those in node
// order (first, -1 with none) and, when md holds the distances from there
// (kept, else nil), their distance (best).
func (s *State) replacementNearest(md *hexmap.Dists, ty, from int8) (free hexmap.NodeSet, kept *[maxNodes]int8, best int8, count int, first int8) {
	free = s.replacementFree(ty, md)
	// The distances kept for the map from there, or else the rings around
	// it walked as far as the nearest free spaces, tell how many spaces
	// are closest; only a choice among several needs their order, the
	// order a walk from there reaches them (nearestInWalkOrder).
	best, first = -1, -1
	kept = md.Measured(from)
	if kept != nil {
		for w, m := range free {
			for ; m != 0; m &= m - 1 {
				n := w*64 + bits.TrailingZeros64(m)
				d := kept[n]
				if d < 0 || (best >= 0 && d > best) {
					continue
				}
				if best < 0 || d < best {
					best, count, first = d, 0, int8(n)
				}
				count++
			}
		}
	} else {
		for w, m := range md.Nearest(from, &free) {
			if m != 0 && first < 0 {
				first = int8(w*64 + bits.TrailingZeros64(m))
			}
			count += bits.OnesCount64(m)
		}
	}
	return free, kept, best, count, first
}

// nearestInWalkOrder appends to dst the spaces of free at distance best
// from node from (kt: the distances from there, best the least of free's)
// in the order a breadth-first walk from there over md's neighbours (the
// map b) reaches them. It walks only the spaces on a shortest way to one
// of them (found backward from them a ring at a time), and still lists
// them in that order: the whole walk first reaches a space on such a way
// from a space one nearer that is on such a way too, so the spaces left
// out never reach the others first.
func nearestInWalkOrder(md *hexmap.Dists, b hexmap.Board, from int8, kt *[maxNodes]int8, best int8, free *hexmap.NodeSet, dst []int8) []int8 {
	var on, ring hexmap.NodeSet
	for w, m := range free {
		for ; m != 0; m &= m - 1 {
			if n := int8(w*64 + bits.TrailingZeros64(m)); kt[n] == best {
				ring.Add(n)
			}
		}
	}
	on = ring
	for d := best - 1; d > 0; d-- {
		around := md.Around(&ring)
		ring = hexmap.NodeSet{}
		for w, m := range around {
			for ; m != 0; m &= m - 1 {
				if n := int8(w*64 + bits.TrailingZeros64(m)); kt[n] == d {
					ring.Add(n)
				}
			}
		}
		for w := range on {
			on[w] |= ring[w]
		}
	}
	var queue [maxNodes]int8
	queue[0] = from
	for head, tail := 0, 1; head < tail; head++ {
		n := queue[head]
		if kt[n] == best {
			dst = append(dst, n)
			continue
		}
		for _, x := range md.Neighbours(b, n) {
			if on.Has(x) {
				on[uint8(x)>>6] &^= 1 << (uint8(x) & 63) // queued once
				queue[tail] = x
				tail++
			}
		}
	}
	return dst
}

// noReplacement is the event of a replacement of type ty, removed from
// node from, that found no space (replacementSpaces is empty): it says why.
func (s *State) noReplacement(ty, from int8) EnemyReplaced {
	ev := EnemyReplaced{Type: string(content.EnemyTypes[ty]), From: s.nodeName(from), Why: "no-icon"}
	for p := range s.geo().pos {
		for i := range s.face(p) {
			if faceIcons[s.faceKey(p)][ty]&(1<<uint(i)) != 0 {
				ev.Why = "occupied"
				ev.IconSpaces = append(ev.IconSpaces, s.nodeName(node(p, i)))
			}
		}
	}
	return ev
}

// replacementFree returns the spaces a replacement of type ty may go to
// wherever they are: face-up spaces showing an icon of the type and holding
// no enemy of it. md holds s's map (Take); the spaces showing the icon are
// kept in it (iconSpaces).
func (s *State) replacementFree(ty int8, md *hexmap.Dists) hexmap.NodeSet {
	var taken hexmap.NodeSet
	for _, t := range typeTokens[ty] {
		if n := s.Tokens[t].Node; n != Nowhere {
			taken.Add(n)
		}
	}
	free, ok := md.Marks(int(ty))
	if !ok {
		free = s.iconSpaces(ty)
		md.SetMarks(int(ty), free)
	}
	for w := range free {
		free[w] &^= taken[w]
	}
	return free
}

// iconSpaces returns the face-up spaces of s's map that show an icon of
// enemy type ty: a function of the map alone, which a hexmap.Dists that
// took it keeps (replacementFree).
func (s *State) iconSpaces(ty int8) hexmap.NodeSet {
	var _ [8 - numEnemyTypes]struct{} // a Dists keeps 8 sets of marks
	var icons hexmap.NodeSet
	for p := range s.geo().pos {
		// A face-down tile shows no icon (faceIcons[0] is empty), and
		// most faces none of the type.
		if !s.Map[p].FaceUp {
			continue
		}
		if m := faceIcons[s.faceKey(p)][ty]; m != 0 {
			icons.AddMask(p, m)
		}
	}
	return icons
}

// placeReplacement puts a random token of type ty from the supply face
// down on node n (FO-ENEMY-4, FO-INACT-4). Placed during its type's
// activation, it stays face down at the activation's end (FO-INACT-3).
func (s *State) placeReplacement(ty, from, n int8, ev *EnemyReplaced, rec *engine.Recorder) {
	t := s.drawEnemy(ty)
	if t < 0 {
		return
	}
	fresh := s.activating() == ty
	s.placeToken(t, Token{Node: n, Fresh: fresh, Faction: -1})
	if rec.On() {
		if ev == nil {
			ev = &EnemyReplaced{}
		}
		ev.Type, ev.From, ev.Space, ev.StaysDown = string(content.EnemyTypes[ty]), s.nodeName(from), s.nodeName(n), fresh
		rec.Public("enemy-replaced", *ev, "FO-ENEMY-4", "FO-INACT-4", "FO-INACT-3")
	}
}

// activating is the icon whose activation is in progress (the topmost
// pending flip of the end of the round), or -1.
func (s *State) activating() int8 {
	for i := int(s.Depth) - 1; i >= 0; i-- {
		if s.Frames[i].Kind == fFlipType {
			return flipOf(&s.Frames[i]).icon
		}
	}
	return -1
}

// RollView is the test or fight in progress, as everyone sees it.
type RollView struct {
	Seat       int       `json:"seat"`
	Kind       string    `json:"kind"`                 // test or fight
	Letters    string    `json:"letters,omitempty"`    // test: the letters shown
	Difficulty int       `json:"difficulty,omitempty"` // test: ● needed
	Enemy      *EnemyRef `json:"enemy,omitempty"`      // fight: the enemy
	Ranged     bool      `json:"ranged,omitempty"`     // fight: between adjacent spaces
	Rolled     bool      `json:"rolled"`               // the dice show this roll
	Rerolls    int       `json:"rerolls"`              // rerolls left
	CardHits   int       `json:"card_hits,omitempty"`  // fight: hits added by cards
	CardArmor  int       `json:"card_armor,omitempty"` // fight: armor added by cards
}

// rollView adds the roll in progress and a pending level-up to v.
func (s *State) rollView(v *View) {
	for i := int(s.Depth) - 1; i >= 0; i-- {
		f := &s.Frames[i]
		switch {
		case f.Kind == fLevelUp && v.LevelUp == nil:
			lu := levelUpOf(f)
			v.LevelUp = &LevelUp{Seat: int(f.Seat), Drawn: [2]string{string(content.Letters[lu.a]), string(content.Letters[lu.b])}}
		case f.Kind == fTest && v.Roll == nil && testOf(f).evaluate:
			t := testOf(f)
			v.Roll = &RollView{Seat: int(f.Seat), Kind: "test", Letters: letterString(t.letters), Difficulty: t.difficulty,
				Rolled: true, Rerolls: t.rerolls}
		case f.Kind == fFight && v.Roll == nil && fightPhase(f) >= fpRoll && fightPhase(f) <= fpResolve:
			a := fightOf(f)
			ref := s.foeRef(a.enemy)
			v.Roll = &RollView{Seat: int(f.Seat), Kind: "fight", Enemy: &ref, Ranged: a.ranged,
				Rolled: a.phase == fpResolve, Rerolls: a.rerolls, CardHits: a.cardHits, CardArmor: a.cardArmor}
		}
	}
}

// fightingDrawn marks each token that is the enemy of a draw-and-fight
// in progress: drawn and known, it is not part of the hidden supply.
func (s *State) fightingDrawn() (drawn [maxTokens]bool) {
	for i := 0; i < int(s.Depth); i++ {
		f := &s.Frames[i]
		if f.Kind != fFight {
			continue
		}
		if a := fightOf(f); a.drawn && a.phase >= fpRoll && a.phase <= fpResolve && a.enemy >= 0 && a.enemy < maxTokens {
			drawn[a.enemy] = true
		}
	}
	return drawn
}

// checkFights checks the fight queues and the arguments of the frames of
// tests, fights, XP and traits.
func (s *State) checkFights() error {
	for p := range s.FightQueue {
		if q := s.FightQueue[p]; q>>maxTokens != 0 || (q != 0 && !s.seriesPending(p)) {
			return fmt.Errorf("seat %d fight queue %b", p, q)
		}
	}
	for i := 0; i < int(s.Depth); i++ {
		f := s.Frames[i]
		ok := true
		switch f.Kind {
		case fTest:
			a := testOf(&f)
			ok = a.letters>>numLetters == 0 && a.difficulty >= 0 && a.rerolls >= 0 && i > 0
		case fFight:
			a := fightOf(&f)
			drawnStart := a.phase == fpStart && a.drawn
			ok = a.phase <= fpAfterKill && in(int(a.cause), 0, len(fightCauses)) &&
				((drawnStart && in(a.enemy, 0, numEnemyTypes)) || (!drawnStart && in(a.enemy, 0, maxTokens))) &&
				(!a.drawn || a.phase >= fpKilled || i > 0)
			if a.phase >= fpKilled {
				ok = ok && in(int(a.icon), 0, int(iconHeart)+1) && (a.from == Nowhere || s.valid(a.from))
			} else {
				ok = ok && a.rerolls >= 0
			}
		case fEnterFight:
			e := enterOf(&f)
			ok = (e.mode == enterMoved && s.valid(e.node)) || (e.mode == enterSeries && in(int(e.cause), 0, len(fightCauses)))
		case fPickEnemy:
			a := pickOf(&f)
			ok = (a.mode == pickFight && in(int(a.cause), 0, len(fightCauses))) || (a.mode == pickKill && a.level >= 0)
		case fReplace:
			a := replaceOf(&f)
			ok = in(int(a.ty), 0, numEnemyTypes) && s.valid(a.from)
		case fReroll:
			ok = i > 0 && (s.Frames[i-1].Kind == fTest || s.Frames[i-1].Kind == fFight) && s.Frames[i-1].Seat == f.Seat &&
				rerollOf(&f).marked&^allDice == 0
		case fXP:
			a := xpOf(&f)
			ok = a.n >= 0 && a.ups >= 0 && in(int(a.cause), 0, len(xpCauses))
		case fLevelUp:
			a := levelUpOf(&f)
			ok = in(int(a.a), 0, numLetters) && in(int(a.b), 0, numLetters)
		case fPerkChoose:
			ok = in(perkChooseOf(&f).letter, 0, numLetters)
		case fTrait:
			ok = in(traitOf(&f).trait, 0, len(content.Traits))
		}
		if !ok {
			return fmt.Errorf("frame %d (%s): %+v", i, kinds[f.Kind].Name, f)
		}
	}
	return nil
}

// seriesPending reports whether a series of fights of seat is on the stack.
func (s *State) seriesPending(seat int) bool {
	for i := 0; i < int(s.Depth); i++ {
		if f := &s.Frames[i]; f.Kind == fEnterFight && int(f.Seat) == seat && enterOf(f).mode == enterSeries {
			return true
		}
	}
	return false
}

// fightLegal lists the Fight action against each targetable enemy, alike ones once (FO-FIGHT-2/3).
func fightLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	seat, n := ts.seat, ts.node
	if s.Actions <= 0 || n == Nowhere {
		return dst
	}
	// Only tokens in the survivor's space or, with a ranged
	// weapon, an adjacent one can be targetable.
	ok := func(u int) bool { return s.targetable(seat, u) >= 0 }
	if !s.rangedWeapon(seat) {
		// A token in the space is targetable when hostile (targetable).
		for m := ts.hostile; m != 0; m &= m - 1 {
			if t := bits.TrailingZeros64(m); !s.sameFoeBefore(t, ok) {
				dst = append(dst, act(tvFight, t, 0, 0))
			}
		}
		return dst
	}
	var near hexmap.NodeSet
	var adj [hexmap.MaxAdjacent]int8
	for _, x := range adj[:s.board().AdjacentInto(n, &adj)] {
		near.Add(x)
	}
	// The tokens of the space's position and the positions next to it
	// (tokenindex.go) hold those of the adjacent spaces.
	p, _ := nodePos(n)
	for around := s.tokensAround(p); around != 0; around &= around - 1 {
		t := bits.TrailingZeros64(around)
		m := s.Tokens[t].Node
		if m != n && (m == Nowhere || !near.Has(m)) {
			continue
		}
		// In the space or in an adjacent one (near), a hostile token is
		// targetable at range 0 or 1 (targetable).
		if s.foeHostile(seat, t) && !s.sameFoeBefore(t, ok) {
			dst = append(dst, act(tvFight, t, b2i(m != n), 0))
		}
	}
	return dst
}
