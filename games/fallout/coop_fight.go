package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/internal/frame"
)

// Support in co-op fights (AB-SUP-1..10). Before the dice are rolled, the
// survivors who may support are asked in turn order from the fighter,
// until one accepts (only one supports). The supporter rolls the support
// die with the fighter's roll and may reroll it with their own rerolls:
// their weapon's owned letters and co-op modifiers, and, each their
// choice, giving up Well Rested and their cards' and perks' fight rerolls
// (AB-SUP-4).
// Its hits on the enemy's vulnerable areas add to the fighter's (one at
// most, as a V.A.T.S. die); each ● on it costs the supporter the enemy's
// level in damage, less their own armor. A kill gives the supporter 1 XP.

// Verbs of the support decisions.
const (
	verbSupport     uint8 = 1 // fSupport: support the fight
	verbNoSupport   uint8 = 2 // fSupport: do not
	verbSupReroll   uint8 = 1 // fSupportRoll: reroll the support die
	verbSupKeep     uint8 = 2 // fSupportRoll: keep it
	verbSupRested   uint8 = 3 // fSupportRoll: give up Well Rested for 1 reroll
	verbSupCard     uint8 = 4 // fSupportRoll: x = where the card is (useEquip..), y = its ability
	verbSupPerk     uint8 = 5 // fSupportRoll: x = the perk
	supportDieFaces       = 6
)

// SupportDeclared is the event of a survivor's answer to a support offer
// (AB-SUP-1/2/7).
type SupportDeclared struct {
	Seat    int  `json:"seat"`
	Fighter int  `json:"fighter"`
	Support bool `json:"support"`
}

// SupportRolled is the event of the support die rolled or rerolled
// (AB-SUP-3/4/7).
type SupportRolled struct {
	Seat      int      `json:"seat"`
	Areas     []string `json:"areas"` // the face's filled areas
	Bullets   int      `json:"bullets"`
	Reroll    bool     `json:"reroll"`
	Rerolls   int      `json:"rerolls_left"`
	HitsEnemy bool     `json:"hits_enemy"` // a filled area is one the enemy is vulnerable in
}

// SupportHits is the event of the support die's ● hitting the supporter
// (AB-SUP-6): the enemy's level per ● their own armor leaves.
type SupportHits struct {
	Seat    int  `json:"seat"`
	Bullets int  `json:"bullets"`
	Armor   int  `json:"armor"`
	Left    int  `json:"left"`
	Level   int  `json:"level"`
	Damage  int  `json:"damage"`
	Rads    int  `json:"rads"` // Radiation: the level, once, if any ● was left (FO-EABIL-RAD-1)
	Killed  bool `json:"killed"`
}

func init() {
	register(fSupport, frameKind{
		Name: "support", Prompt: "support-fight",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			return append(dst, act(verbSupport, 0, 0, 0), act(verbNoSupport, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, _, _, _ := unact(a)
			fighter := supportOf(f).fighter
			if v == verbSupport {
				return opt("support", "Support seat "+strconv.Itoa(fighter)+"'s fight with the support die")
			}
			return opt("no-support", "Do not support")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, _, _, _ := unact(a)
			seat, sa := int(f.Seat), supportOf(f)
			s.Pop()
			if rec.On() {
				rec.Public("support-declared", SupportDeclared{Seat: seat, Fighter: sa.fighter, Support: v == verbSupport}, "AB-SUP-1", "AB-SUP-7", "AB-SUP-2")
			}
			if v == verbSupport {
				// rule AB-SUP-2: one supporter per fight.
				s.Coop.Supporter = int8(seat)
				return
			}
			s.offerSupport(sa.fighter, sa.asked)
		},
	})
	register(fSupportRoll, frameKind{
		Name: "support-roll", Prompt: "reroll-support",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			seat := int(f.Seat)
			if supportOf(f).left > 0 {
				dst = append(dst, act(verbSupReroll, 0, 0, 0))
			}
			if s.hasTraitAt(seat, wellRestedAt) {
				dst = append(dst, act(verbSupRested, 0, 0, 0))
			}
			dst = s.appendSupportUses(seat, dst)
			return append(dst, act(verbSupKeep, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, x, y, _ := unact(a)
			switch v {
			case verbSupReroll:
				return opt("reroll-support", "Reroll the support die ("+plural(supportOf(f).left, "reroll")+" left)")
			case verbSupRested:
				return opt("well-rested", "Give up Well Rested for 1 more reroll of the support die")
			case verbSupCard:
				return rerollOption(s, f, act(rvCard, x, y, 0))
			case verbSupPerk:
				return rerollOption(s, f, act(rvPerk, x, 0, 0))
			}
			return opt("keep-support", "Keep the support die")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, x, y, _ := unact(a)
			seat, sa := int(f.Seat), supportOf(f)
			// rule AB-SUP-4, AB-SUP-7: the supporter's own rerolls, in the
			// reroll step of the fight.
			switch v {
			case verbSupKeep:
				s.Pop()
				return
			case verbSupReroll:
				sa.left--
				f.SetArgs(supportArgsOf(sa))
				s.rollSupport(seat, true, sa.left, rec)
			case verbSupRested:
				// rule FO-TRAIT-7: the token is discarded for 1 reroll.
				s.loseTrait(seat, content.WellRested, "reroll", rec)
				s.addSupportRerolls(seat, 1, "well-rested", "", rec)
			case verbSupCard:
				// The card's "reroll" effect adds to this frame
				// (addSupportRerolls).
				s.useCard(seat, x, y, rec)
			case verbSupPerk:
				s.usePerk(seat, x, rec)
			}
			if t := s.Top(); t.Kind == fSupportRoll && !s.supportWindowOpen(seat, supportOf(t).left) {
				s.Pop()
			}
		},
	})
}

// supportWindowOpen reports whether supporter seat, with left rerolls of
// the support die, has anything to choose in its reroll step (AB-SUP-4).
func (s *State) supportWindowOpen(seat, left int) bool {
	if left > 0 || s.hasTraitAt(seat, wellRestedAt) {
		return true
	}
	var buf [16]engine.Action
	return len(s.appendSupportUses(seat, buf[:0])) > 0
}

// appendSupportUses appends a verbSupCard or verbSupPerk action for each
// card or perk ability of supporter seat that they could use for rerolls
// in a fight of their own now (FO-FIGHT-7, FO-PERK-2): timing "fight",
// payable, every effect a reroll. Abilities that add hits or armor are not
// offered to a supporter (docs/rules-notes.md).
func (s *State) appendSupportUses(seat int, dst []engine.Action) []engine.Action {
	o := s.rollOwner(s.supportedFighter())
	if o == nil {
		return dst
	}
	var buf [16]engine.Action
	for _, a := range s.appendUses(seat, o, tbFight, buf[:0]) {
		v, x, y, _ := unact(a)
		u, verb := &data.Perks[x].Use, verbSupPerk
		if v == rvCard {
			u, verb = &items[s.heldAt(seat, x)].Uses[y], verbSupCard
		}
		if rerollOnly(u) {
			dst = append(dst, act(verb, x, y, 0))
		}
	}
	return dst
}

// rerollOnly reports whether every effect of ability u is a reroll for
// any die (content: reroll without letters).
func rerollOnly(u *content.Use) bool {
	for i := range u.Effects {
		if e := &u.Effects[i]; e.Kind != "reroll" || e.Letters != "" {
			return false
		}
	}
	return len(u.Effects) > 0
}

// addSupportRerolls adds n rerolls of the support die to supporter seat's
// reroll step on top of the stack, from source (and card) as in the
// rerolls-gained event; it reports whether there was one (AB-SUP-4).
func (s *State) addSupportRerolls(seat, n int, source, card string, rec *engine.Recorder) bool {
	if s.Depth == 0 {
		return false
	}
	t := s.Top()
	if t.Kind != fSupportRoll || int(t.Seat) != seat {
		return false
	}
	sa := supportOf(t)
	sa.left = min(sa.left+n, 15)
	t.SetArgs(supportArgsOf(sa))
	if rec.On() {
		rec.Public("rerolls-gained", RerollsGained{Seat: seat, N: n, Left: sa.left, Source: source, Card: card}, rerollRules(source, true)...)
	}
	return true
}

// canSupport reports whether seat q may support seat fighter's fight: in
// the fighter's space, or in an adjacent one with a ranged weapon
// equipped (AB-SUP-1).
func (s *State) canSupport(fighter, q int) bool {
	p, fp := &s.P[q], &s.P[fighter]
	if q == fighter || p.Out || p.Node == Nowhere || fp.Node == Nowhere {
		return false
	}
	return p.Node == fp.Node || (s.rangedWeapon(q) && s.adjacentTo(fp.Node, p.Node))
}

// offerSupport asks the next survivor who may support fighter's fight and
// has not been asked (asked, bit by seat), in turn order from the fighter
// (AB-SUP-1/7/9).
func (s *State) offerSupport(fighter int, asked uint8) {
	for i := 1; i < int(s.N); i++ {
		q := (fighter + i) % int(s.N)
		if asked&(1<<uint(q)) == 0 && s.canSupport(fighter, q) {
			s.Push(supportArgs{fighter: fighter, asked: asked | 1<<uint(q)}.frame(fSupport, q))
			return
		}
	}
}

// rollSupport rolls the support die for supporter seat (AB-SUP-3).
func (s *State) rollSupport(seat int, reroll bool, left int, rec *engine.Recorder) {
	s.Coop.Face = int8(s.Rng.IntN(supportDieFaces))
	if rec.On() {
		f := &coopData.SupportDie[s.Coop.Face]
		ev := SupportRolled{Seat: seat, Areas: areaNames(f.Areas), Bullets: f.Hits, Reroll: reroll, Rerolls: left}
		if o := s.rollOwner(s.supportedFighter()); o != nil && o.Kind == fFight {
			ev.HitsEnemy = s.supportHit(fightOf(o).enemy)
		}
		rec.Emit(engine.Event{Type: "support-rolled", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"AB-SUP-3", "AB-SUP-4", "AB-SUP-7"}})
	}
}

// supportedFighter is the seat whose fight the supporter supports: the
// topmost fight on the stack.
func (s *State) supportedFighter() int {
	for i := int(s.Depth) - 1; i >= 0; i-- {
		if s.Frames[i].Kind == fFight {
			return int(s.Frames[i].Seat)
		}
	}
	return -1
}

// supportHit reports whether the support die's face hits token t: a
// filled area the enemy is vulnerable in (AB-SUP-3).
func (s *State) supportHit(t int) bool {
	if s.Coop.Face < 0 {
		return false
	}
	return supportAreas[s.Coop.Face]&s.tokenVuln(t) != 0
}

// supportAreas[f] is the area mask of support die face f.
var supportAreas = func() []uint8 {
	out := make([]uint8, len(coopData.SupportDie))
	for i, f := range coopData.SupportDie {
		out[i] = areaMask(f.Areas)
	}
	return out
}()

// supportRerolls is the rerolls the supporter has for the support die:
// their weapon's owned letters and their co-op modifiers (AB-SUP-4).
func (s *State) supportRerolls(seat int) int {
	return max(0, s.weaponRerolls(seat)+s.modifier(seat).Rerolls)
}

// supportDamage resolves the support die's ● against supporter seat,
// fighting token t of level lvl (AB-SUP-6): their own armor cancels ●.
func (s *State) supportDamage(seat, t, lvl int, rec *engine.Recorder) {
	face := &coopData.SupportDie[s.Coop.Face]
	h := SupportHits{Seat: seat, Bullets: face.Hits, Armor: s.armorOf(seat), Level: lvl}
	h.Left = max(0, h.Bullets-h.Armor)
	h.Damage = h.Left * lvl
	if h.Left > 0 && s.foeHas(t, abRadiation) {
		h.Rads = lvl
	}
	if rec.On() {
		p := &s.P[seat]
		h.Killed = int(p.HP)-h.Damage <= min(data.Rules.MaxHP, int(p.Rads)+h.Rads)
		rec.Public("support-hits", h, "AB-SUP-6", "AB-SUP-10")
	}
	if h.Damage > 0 || h.Rads > 0 {
		// rule AB-SUP-10: a killed supporter dies; the fight goes on.
		s.harm(seat, h.Damage, h.Rads, harmSource{cause: harmFight, card: int8(t)}, rec)
	}
}

// supportArgsOf is sa as frame arguments.
func supportArgsOf(sa supportArgs) frame.Args {
	return frame.Args{A: sa.fighter, B: frame.Mask(sa.asked), C: sa.left}
}
