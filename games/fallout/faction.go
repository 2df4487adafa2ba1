package fallout

import "wasteland/games/fallout/content"

// Factions, loyalty and the power track (FO-FACTION-*, FO-LOYAL-*,
// FO-POWER-*). Every scenario has two factions, ★ (0) and ♥ (1). Their
// tokens act as enemies whose level may be a track letter read at the
// faction's power space; a survivor displaying a faction's agenda card is
// loyal to it, and that faction's enemies neither block, target nor fight
// them. The helpers here are the loyalty and strength checks every area
// uses: the Fight action and Aggressive fights (fight.go), the blocking of
// Encounter, Quest and Camp (FO-ACT-5), and the enemy activation
// (activation.go).

// Ability bits of an enemy: bit i is content.Abilities[i].
const (
	abAggressive uint8 = 1 << iota
	abArmored
	abLoot
	abRadiation
	abRanged
	abRetreat
)

// enemyAbil[t] is standard token t's ability mask; factionAbil[sc][f] the
// mask of faction f's token enemy in scenario sc (FO-FACTION-3).
var (
	enemyAbil   []uint8
	factionAbil [][2]uint8
)

// agendaFaction[a] is agenda card a's loyalty icon: 0 (★), 1 (♥) or -1
// (none) (FO-LOYAL-7).
var agendaFaction []int8

func init() {
	for i := range data.Enemies {
		enemyAbil = append(enemyAbil, abilityMask(data.Enemies[i].Abilities))
	}
	for i := range data.Scenarios {
		sc := &data.Scenarios[i]
		factionAbil = append(factionAbil, [2]uint8{abilityMask(sc.Star.Enemy.Abilities), abilityMask(sc.Heart.Enemy.Abilities)})
	}
	for i := range data.Agendas {
		f := int8(-1)
		if data.Agendas[i].Faction != "" {
			f = factionIndex(data.Agendas[i].Faction)
		}
		agendaFaction = append(agendaFaction, f)
	}
}

// abilityMask packs a list of abilities into ability bits.
func abilityMask(as []content.Ability) uint8 {
	var m uint8
	for _, a := range as {
		for i, x := range content.Abilities {
			if x == a {
				m |= 1 << uint(i)
			}
		}
	}
	return m
}

// tokenFaction is the faction of enemy token t: 0 (★) or 1 (♥) for a
// faction token, -1 for a standard enemy (FO-FACTION-3).
func (s *State) tokenFaction(t int) int {
	return int(s.Tokens[t].Faction)
}

// enemyHas reports whether enemy token t has the abilities of mask ab (any
// of them): a standard token's printed icons, or those of its faction's
// enemy on the scenario sheet (FO-ENEMY-1, FO-FACTION-3).
func (s *State) enemyHas(t int, ab uint8) bool {
	if t < nEnemies {
		return enemyAbil[t]&ab != 0
	}
	return factionAbil[s.Scenario][s.Tokens[t].Faction]&ab != 0
}

// enemyLevel is enemy token t's level: the printed number, or for a
// faction token its sheet's number or the value of its track letter ("X",
// "Y") at the faction's current power space (FO-ENEMY-2, FO-FACTION-4).
func (s *State) enemyLevel(t int) int {
	if t < nEnemies {
		return data.Enemies[t].Level
	}
	return s.factionLevel(s.Tokens[t].Faction)
}

// enemyName is the public name of active enemy token t.
func (s *State) enemyName(t int) string {
	if t < nEnemies {
		return data.Enemies[t].Name
	}
	return s.geo().sc.Faction(content.Factions[s.Tokens[t].Faction]).Enemy.Name
}

// loyalTo reports whether seat's survivor displays an agenda card of
// faction (0 ★, 1 ♥): it is loyal to that faction for as long as the card
// lies face up (FO-LOYAL-1, FO-LOYAL-5).
func (s *State) loyalTo(seat int, faction int) bool {
	c := s.P[seat].Loyal
	return c >= 0 && int(agendaFaction[c]) == faction
}

// hostile reports whether enemy token t and seat's survivor can fight each
// other: the token is active (FO-INACT-1, FO-FIGHT-4) and not of a faction
// the survivor is loyal to (FO-LOYAL-3, FO-LOYAL-4, FO-LOYAL-9). Only
// hostile enemies block actions, target survivors when they activate and
// fight survivors who move in (FO-LOYAL-2, FO-EABIL-AGG-5).
func (s *State) hostile(seat, t int) bool {
	tk := &s.Tokens[t]
	if !tk.Active || tk.Node == Nowhere {
		return false
	}
	return tk.Faction < 0 || !s.loyalTo(seat, int(tk.Faction))
}

// blocked reports whether a hostile enemy stands in seat's space, which
// forbids the Encounter, Quest and Camp actions. Inactive enemies and the
// enemies of a faction the survivor is loyal to do not block (FO-ACT-5,
// FO-INACT-2, FO-LOYAL-2, FO-CAMP-1, FO-ENC-2, FO-QUEST-5).
func (s *State) blocked(seat int) bool {
	n := s.P[seat].Node
	if n == Nowhere {
		return false
	}
	for t := range s.Tokens {
		if s.Tokens[t].Node == n && s.hostile(seat, t) {
			return true
		}
	}
	return false
}

// powerLast is the index of the power track's last space (FO-POWER-3).
func (s *State) powerLast() int { return s.geo().sc.Power.Spaces - 1 }

// powerAhead reports whether faction f has advanced more spaces than the
// other one, spaces past the end counted (FO-POWER-5).
func (s *State) powerAhead(f int) bool { return s.Power[f] > s.Power[1-f] }

// takenOver has bit f set for each faction f whose power token has
// reached the track's last space (FO-POWER-3); both can reach it through
// the same change (FO-AGENDA-9).
func (s *State) takenOver() uint8 {
	last := int8(s.powerLast())
	var m uint8
	for f := range s.Power {
		if s.Power[f] >= last {
			m |= 1 << uint(f)
		}
	}
	return m
}
