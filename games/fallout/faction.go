package fallout

// Factions, loyalty and the power track (FO-FACTION-*, FO-LOYAL-*,
// FO-POWER-*). Every scenario has two factions, ★ (0) and ♥ (1). Their
// tokens act as enemies whose level may be a track letter read at the
// faction's power space (fight.go's foeLevel); a survivor displaying a
// faction's agenda card is loyal to it, and that faction's enemies neither
// block, target nor fight them (fight.go's foeHostile). The helpers here
// are the loyalty and power checks other areas use.

// agendaFaction[a] is agenda card a's loyalty icon: 0 (★), 1 (♥) or -1
// (none) (FO-LOYAL-7).
var agendaFaction []int8

func init() {
	for i := range data.Agendas {
		f := int8(-1)
		if data.Agendas[i].Faction != "" {
			f = factionIndex(data.Agendas[i].Faction)
		}
		agendaFaction = append(agendaFaction, f)
	}
}

// loyalTo reports whether seat's survivor displays an agenda card of
// faction (0 ★, 1 ♥): it is loyal to that faction for as long as the card
// lies face up (FO-LOYAL-1, FO-LOYAL-5).
func (s *State) loyalTo(seat int, faction int) bool {
	c := s.P[seat].Loyal
	return c >= 0 && int(agendaFaction[c]) == faction
}

// powerLast is the index of the power track's last space (FO-POWER-3).
func (s *State) powerLast() int { return int(s.geo().powerLast) }

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
