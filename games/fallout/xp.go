package fallout

import (
	"math/bits"
	"strings"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// XP and level-ups (FO-XP-1..6, FO-LVL-1..3, FO-PERK-3/4). The XP peg
// (Player.XP) stands under an owned S.P.E.C.I.A.L. letter or in the start
// hole (-1). Each XP moves it to the next owned letter; from the rightmost
// owned letter it returns to the start hole: a level-up. All the XP of a
// gain move the peg first, then each level-up is resolved: two tokens
// drawn from the pool, one kept; a letter already owned goes back and
// gives a perk instead.
//
// fXP (auto): Seat gains A XP (A > 0; C = the cause, xp*), or, with A = 0,
// resolves B pending level-ups. fLevelUp: keep token A or token B (letter
// indices). fPerkChoose: choose a perk for letter A.

// Causes of an XP gain (fXP's C).
const (
	xpKill    int8 = iota // an enemy killed (FO-FIGHT-12, FO-ENEMY-6)
	xpEffect              // a result or a card (FO-RESULT-4)
	xpSupport             // co-op: the enemy of a supported fight killed (AB-SUP-5)
)

var xpCauses = [...]string{"kill", "effect", "support"}

// Verbs of fLevelUp and fPerkChoose.
const (
	verbKeep     uint8 = 1 // x = the letter kept
	verbTakePerk uint8 = 1 // x = the perk
)

// XPGained is the event of XP gained (FO-XP-2..4).
type XPGained struct {
	Seat     int    `json:"seat"`
	Cause    string `json:"cause"` // kill, effect
	XP       int    `json:"xp"`
	From     string `json:"from"` // the letter above the peg, or "start"
	To       string `json:"to"`
	LevelUps int    `json:"level_ups"` // returns to the start hole (FO-XP-3)
	Owned    string `json:"owned"`     // the letters owned, which the peg walks under
}

// LevelUp is the event of a level-up's two tokens drawn (FO-LVL-1).
type LevelUp struct {
	Seat  int       `json:"seat"`
	Drawn [2]string `json:"drawn"` // the two letters drawn from the pool
}

// SpecialKept is the event of the token kept at a level-up (FO-LVL-1).
type SpecialKept struct {
	Seat     int    `json:"seat"`
	Kept     string `json:"kept"`
	Returned string `json:"returned"` // the other token, back to the pool
	// New: a letter the survivor did not own, now in its slot; otherwise
	// it went back too and a perk is gained (FO-LVL-1 step 4).
	New   bool   `json:"new"`
	Owned string `json:"owned"` // the letters owned now
}

// PerkGained is the event of a perk chosen, or of none to choose (FO-LVL-2).
type PerkGained struct {
	Seat   int    `json:"seat"`
	Letter string `json:"letter"`         // the letter that gave the perk
	Perk   string `json:"perk,omitempty"` // empty: no perk left to take (FO-LVL-2 step 3)
	// Fallback: no perk highlighting the letter was left, so one
	// highlighting another owned letter was taken (FO-LVL-2 step 2).
	Fallback bool `json:"fallback,omitempty"`
}

func init() {
	register(fXP, frameKind{Name: "xp", Run: runXP})
	register(fLevelUp, frameKind{
		Name: "level-up", Prompt: "level-up",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			// rule FO-LVL-3: either token, owned or not; alike tokens are one choice.
			lu := levelUpOf(f)
			dst = append(dst, act(verbKeep, int(lu.a), 0, 0))
			if lu.b != lu.a {
				dst = append(dst, act(verbKeep, int(lu.b), 0, 0))
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, l, _, _ := unact(a)
			name := string(content.Letters[l])
			if s.P[f.Seat].Special&(1<<uint(l)) != 0 {
				return opt("keep:"+strings.ToLower(name), "Keep "+name+": you own it, so gain a perk instead")
			}
			return opt("keep:"+strings.ToLower(name), "Keep "+name+": a new S.P.E.C.I.A.L. token")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, l, _, _ := unact(a)
			lu := levelUpOf(f)
			seat, other := int(f.Seat), lu.b
			if int(lu.a) != l {
				other = lu.a
			}
			s.Pop()
			s.keepSpecial(seat, l, int(other), rec)
		},
	})
	register(fPerkChoose, frameKind{
		Name: "perk", Prompt: "choose-perk",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			m := s.perkChoices(int(f.Seat), perkChooseOf(f).letter)
			for k := range data.Perks {
				if m&(1<<uint(k)) != 0 {
					dst = append(dst, act(verbTakePerk, k, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, k, _, _ := unact(a)
			pk := &data.Perks[k]
			return opt("perk:"+pk.ID, pk.Name+" ("+string(pk.Letter)+"): "+pk.Text)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, k, _, _ := unact(a)
			seat, l := int(f.Seat), perkChooseOf(f).letter
			s.Pop()
			s.P[seat].Perks |= 1 << uint(k)
			s.keepCards(seat)
			if rec.On() {
				rec.Public("perk-gained", PerkGained{Seat: seat, Letter: string(content.Letters[l]), Perk: data.Perks[k].ID,
					Fallback: int(perkLetter[k]) != l}, "FO-LVL-2")
			}
		},
	})
	// rule FO-RESULT-4: a result or a card gives XP.
	registerEffect("xp", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		n := e.N
		if e.Level {
			n += s.encounterLevel(int(f.Seat))
		}
		s.gainXP(int(f.Seat), n, xpEffect)
	})
}

// gainXP makes seat's survivor gain n XP (FO-XP-2..5); cause is xpKill or
// xpEffect. The level-ups it brings are resolved before the frames below.
func (s *State) gainXP(seat, n int, cause int8) {
	if n > 0 {
		s.Push(xpArgs{n: min(n, 127), cause: cause}.frame(int8(seat)))
	}
}

// encounterLevel is the encounter level of the space seat's survivor
// stands in (FO-RESULT-1), 0 if none.
func (s *State) encounterLevel(seat int) int {
	n := s.P[seat].Node
	if n == Nowhere || facedown(n) {
		return 0
	}
	return int(s.space(n).level)
}

func runXP(s *State, f Frame, rec *engine.Recorder) {
	seat := int(f.Seat)
	p := &s.P[seat]
	if p.Out {
		return
	}
	x := xpOf(&f)
	if x.n > 0 {
		// rule FO-XP-2..4: move the peg for every XP, then the level-ups.
		from, ups := p.XP, 0
		for i := 0; i < x.n; i++ {
			p.XP = nextLetter(p.Special, p.XP)
			if p.XP < 0 {
				ups++
			}
		}
		if rec.On() {
			rec.Public("xp-gained", XPGained{Seat: seat, Cause: xpCauses[x.cause], XP: x.n, From: pegName(from), To: pegName(p.XP),
				LevelUps: ups, Owned: letterString(p.Special)}, xpRules[x.cause]...)
		}
		if ups > 0 {
			s.Push(xpArgs{ups: ups}.frame(f.Seat))
		}
		return
	}
	// rule FO-LVL-1: draw 2 tokens from the pool, keep 1.
	a, b := s.drawSpecialPair()
	if rec.On() {
		rec.Emit(engine.Event{Type: "level-up", To: engine.Public, Reveals: true,
			Data: LevelUp{Seat: seat, Drawn: [2]string{string(content.Letters[a]), string(content.Letters[b])}}, Rules: []string{"FO-LVL-1"}})
	}
	next := levelUpArgs{a: int8(a), b: int8(b)}.frame(f.Seat)
	if x.ups > 1 {
		s.Push(xpArgs{ups: x.ups - 1}.frame(f.Seat))
		s.Push(next)
		return
	}
	s.Push(next)
}

// nextLetter is the owned letter after the peg at xp (FO-XP-2), or -1 for
// the start hole when the peg was under the rightmost owned letter
// (FO-XP-3).
func nextLetter(owned uint8, xp int8) int8 {
	for l := xp + 1; l < numLetters; l++ {
		if owned&(1<<uint(l)) != 0 {
			return l
		}
	}
	return -1
}

// pegName is the XP peg's place for events: a letter or "start".
func pegName(xp int8) string {
	if xp < 0 {
		return "start"
	}
	return string(content.Letters[xp])
}

// drawSpecialPair draws two S.P.E.C.I.A.L. tokens at random from the pool,
// the tokens no survivor owns (FO-LVL-1, FO-COMP-9); the first stays out
// while the second is drawn.
func (s *State) drawSpecialPair() (int, int) {
	pool := s.specialPool()
	a := pool.draw(&s.Rng)
	return a, pool.draw(&s.Rng)
}

// keepSpecial resolves the token l kept at a level-up, other going back
// (FO-LVL-1): a new letter takes its slot without moving the XP peg
// (FO-XP-6); an owned one goes back too and a perk is gained (FO-LVL-2).
func (s *State) keepSpecial(seat, l, other int, rec *engine.Recorder) {
	p := &s.P[seat]
	isNew := p.Special&(1<<uint(l)) == 0
	p.Special |= 1 << uint(l)
	s.keepReach(seat)
	if rec.On() {
		rec.Public("special-kept", SpecialKept{Seat: seat, Kept: string(content.Letters[l]), Returned: string(content.Letters[other]),
			New: isNew, Owned: letterString(p.Special)}, "FO-LVL-1", "FO-LVL-3", "FO-XP-6")
	}
	if isNew {
		return
	}
	if s.perkChoices(seat, l) == 0 {
		if rec.On() {
			rec.Public("perk-gained", PerkGained{Seat: seat, Letter: string(content.Letters[l])}, "FO-LVL-2")
		}
		return
	}
	s.Push(perkChooseArgs{letter: l}.frame(seat))
}

// perkChoices is the mask of the perks seat may choose for letter l
// (FO-LVL-2): those in the perk deck (held by no one, FO-PERK-3/4)
// highlighting l; if none, those highlighting any letter the survivor
// owns; if none, no perk. The perks of each letter are read from a table
// (perksOfLetter).
func (s *State) perkChoices(seat, l int) uint16 {
	var held uint16
	for p := 0; p < int(s.N); p++ {
		held |= s.P[p].Perks
	}
	if uint(l) < uint(len(perksOfLetter)) && perksOfLetter[l]&^held != 0 {
		return perksOfLetter[l] &^ held
	}
	var owned uint16
	for sp := s.P[seat].Special; sp != 0; sp &= sp - 1 {
		owned |= perksOfLetter[bits.TrailingZeros8(sp)]
	}
	return owned &^ held
}

// perksOfLetter[l] has bit k for each perk k highlighting letter l
// (content.Letters); a perk without a letter is in none.
var perksOfLetter = func() (m [8]uint16) {
	for k := range data.Perks {
		if l := letterIndex(data.Perks[k].Letter); l >= 0 {
			m[l] |= 1 << uint(k)
		}
	}
	return
}()
