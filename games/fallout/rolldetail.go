package fallout

import "wasteland/games/fallout/content"

// RollDetail is what the dice of a test or fight in progress mean, for a
// panel that shows the roll (View.RollDetail): the dice are View.Dice.
type RollDetail struct {
	Kind string `json:"kind"` // test or fight
	// Rolled reports whether the dice show this roll; before the roll
	// they show an earlier one.
	Rolled bool `json:"rolled"`
	// Bullets is the ● on the dice (FO-TEST-5, FO-FIGHT-8); Difficulty the
	// ● a test needs.
	Bullets    int `json:"bullets"`
	Difficulty int `json:"difficulty,omitempty"`
	// Vulnerable are the enemy's areas that count (FO-FIGHT-11); DiceHit
	// tells per die whether it shows one; Hits the hits counted with the
	// ranged bonus and cards; Needed the hits that kill.
	Vulnerable []string `json:"vulnerable,omitempty"`
	DiceHit    []bool   `json:"dice_hit,omitempty"`
	Hits       int      `json:"hits,omitempty"`
	Needed     int      `json:"needed,omitempty"`
	// Armor is the survivor's armor with the cards' (FO-FIGHT-19); Damage
	// the damage the dice deal if they stay (FO-FIGHT-8, with the Ranged
	// enemy's ●); XP the XP a kill gives (FO-FIGHT-12).
	Armor  int `json:"armor,omitempty"`
	Damage int `json:"damage,omitempty"`
	XP     int `json:"xp,omitempty"`
	// RerollsFrom are the sources of the roll's own rerolls: the test's
	// letters the survivor owns (FO-TEST-3), or the weapon's
	// (FO-FIGHT-7); cards and traits add more, told in the log.
	RerollsFrom []RerollSource `json:"rerolls_from,omitempty"`
}

// RerollSource is a source of rerolls: letters (of a test), weapon (the
// equipped weapon's letters, with its card id) or modifiers (co-op).
type RerollSource struct {
	Source  string `json:"source"`
	Card    string `json:"card,omitempty"`
	Letters string `json:"letters,omitempty"`
	N       int    `json:"n"`
}

// rollDetail explains the test or fight in progress, or returns nil.
func (s *State) rollDetail() *RollDetail {
	for i := int(s.Depth) - 1; i >= 0; i-- {
		f := &s.Frames[i]
		seat := int(f.Seat)
		switch {
		case f.Kind == fTest && testOf(f).evaluate:
			t := testOf(f)
			own := t.letters & s.P[seat].Special
			return &RollDetail{Kind: "test", Rolled: true, Bullets: s.bullets(), Difficulty: t.difficulty,
				RerollsFrom: []RerollSource{{Source: "letters", Letters: letterString(own), N: popcount(own)}}}
		case f.Kind == fFight && fightPhase(f) >= fpRoll && fightPhase(f) <= fpResolve:
			return s.fightDetail(seat, fightOf(f))
		}
	}
	return nil
}

// fightDetail explains seat's fight a.
func (s *State) fightDetail(seat int, a fightArgs) *RollDetail {
	t := a.enemy
	vuln := s.tokenVuln(t)
	d := &RollDetail{Kind: "fight", Rolled: a.phase == fpResolve, Bullets: s.bullets(), Needed: s.killNeed(t),
		Armor: s.armorOf(seat) + a.cardArmor, XP: s.foeLevel(t), Vulnerable: areaNamesOf(vuln)}
	if w := s.P[seat].Equip[slotWeapon].Card; w >= 0 {
		d.RerollsFrom = append(d.RerollsFrom, RerollSource{Source: "weapon", Card: items[w].ID,
			Letters: letterString(itemLetters[w] & s.P[seat].Special), N: s.weaponRerolls(seat)})
	}
	if m := s.modifier(seat).Rerolls; m != 0 {
		d.RerollsFrom = append(d.RerollsFrom, RerollSource{Source: "modifiers", N: m})
	}
	for _, f := range s.Dice {
		hit := dieAreas[f]&vuln != 0
		d.DiceHit = append(d.DiceHit, hit)
		if hit {
			d.Hits++
		}
	}
	d.Hits += a.cardHits + s.modifier(seat).Hits
	bullets := d.Bullets
	if a.ranged && s.rangedWeapon(seat) && !s.foeHas(t, abRanged) {
		d.Hits++ // rule FO-FIGHT-3
	}
	if a.ranged && s.foeHas(t, abRanged) && !s.rangedWeapon(seat) {
		bullets++ // rule FO-EABIL-RNG-2
	}
	d.Hits = max(0, d.Hits)
	d.Damage = max(0, bullets-d.Armor) * s.foeLevel(t)
	return d
}

// areaNamesOf names the areas of mask m, in the content's order.
func areaNamesOf(m uint8) []string {
	var out []string
	for i, a := range content.Areas {
		if m&(1<<uint(i)) != 0 {
			out = append(out, string(a))
		}
	}
	return out
}
