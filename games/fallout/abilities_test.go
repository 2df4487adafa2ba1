package fallout

import (
	"math/bits"
	"slices"
	"testing"

	"wasteland/games/fallout/content"
)

// abilityReady reports whether seat may use ability ab now, its timing
// aside, asked of the ability alone (abilities asks the same of every
// card it walks, knowing where the card is): the card is where it works
// (weapons, apparel and companions equipped, other items in the
// inventory, a rule card always; FO-EQUIP-6, FO-ITEM-1, FO-CHAR-3), not
// exhausted if the ability exhausts it (FO-EXH-1), and its Caps can be
// paid. A perk must be held.
func (s *State) abilityReady(seat int, ab ability) bool {
	p := &s.P[seat]
	if p.Out || p.Node == Nowhere || int(p.Caps) < ab.use().Caps {
		return false
	}
	if ab.Perk {
		// rule FO-PERK-2: within the window the card states.
		return p.Perks&(1<<uint(ab.Card)) != 0 && s.perkNow(seat, int(ab.Card))
	}
	if items[ab.Card].Kind == content.RuleCard {
		return s.ruleCard(seat) == ab.Card
	}
	w := s.whereHeld(seat, ab.Card)
	if w < 0 || (slotOf(ab.Card) >= 0) != (w < whereInv) {
		return false
	}
	return !ab.use().Exhaust || !s.placeAt(seat, w).Exhausted
}

// abilitiesByAsking is abilities asking abilityReady of every ability of
// the timings tb of every card held, in abilities' order.
func (s *State) abilitiesByAsking(seat int, tb uint16) []ability {
	p := &s.P[seat]
	var out []ability
	var cards []int8
	for _, h := range p.Equip {
		cards = append(cards, h.Card)
	}
	for _, h := range p.Inv[:p.NInv] {
		cards = append(cards, h.Card)
	}
	cards = append(cards, s.ruleCard(seat))
	for _, c := range cards {
		if c < 0 {
			continue
		}
		for u, b := range itemUseBits[c] {
			if ab := (ability{Card: c, Use: int8(u)}); b&tb != 0 && s.abilityReady(seat, ab) {
				out = append(out, ab)
			}
		}
	}
	for k := range perkUseBit {
		if ab := (ability{Perk: true, Card: int8(k)}); perkUseBit[k]&tb != 0 && s.abilityReady(seat, ab) {
			out = append(out, ab)
		}
	}
	return out
}

// TestAbilitiesAreReady checks, before every decision of random games on
// every scenario, for every seat and every timing (alone, and the turn's
// two together), that abilities lists what asking each ability of the
// seat's cards and perks lists, and that both held cards refused (out of
// place, exhausted, too dear) and abilities listed occur.
// rule FO-EQUIP-6, FO-ITEM-1, FO-EXH-1, FO-PERK-2
func TestAbilitiesAreReady(t *testing.T) {
	timings := []uint16{tbTurn | tbAnyAction}
	for i := range content.Timings {
		timings = append(timings, 1<<uint(i))
	}
	listed, refused := 0, 0
	foEveryScenarioStates(6, func(s *State) {
		for seat := range int(s.N) {
			for _, tb := range timings {
				got := s.abilities(seat, tb, nil)
				want := s.abilitiesByAsking(seat, tb)
				if !slices.Equal(got, want) {
					t.Fatalf("seat %d timings %b: abilities lists %v, asking each %v", seat, tb, got, want)
				}
				listed += len(got)
				held := 0
				for _, h := range s.P[seat].Equip {
					if h.Card >= 0 {
						held += bits.OnesCount16(itemTimings[uint8(h.Card)] & tb)
					}
				}
				for _, h := range s.P[seat].Inv[:s.P[seat].NInv] {
					held += bits.OnesCount16(itemTimings[uint8(h.Card)] & tb)
				}
				if held > len(got) {
					refused++
				}
			}
		}
	})
	if listed < 1000 || refused < 1000 {
		t.Fatalf("only %d abilities listed, %d asks with a held card's ability refused", listed, refused)
	}
}
