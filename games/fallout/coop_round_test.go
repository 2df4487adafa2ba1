package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
)

// coEndRound ends the turns of every seat until the end-of-round
// hand-over decision is pending; it returns the events.
func coEndRound(t *testing.T, s *State) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for s.Prompt() == "turn" {
		evs = append(evs, foApply(t, s, "end")...)
	}
	if s.Prompt() != "choose-first-player" {
		t.Fatalf("prompt %q after the turns, options %v", s.Prompt(), foOptions(s))
	}
	return evs
}

// coIcons lists the icons of the activation-started events in order.
func coIcons(evs []engine.Event) []string {
	var out []string
	for _, e := range foEvents(evs, "activation-started") {
		out = append(out, e.Data.(ActivationStarted).Icon)
	}
	return out
}

// test AB-EX-ACT-1
// The loyal faction is ★; the card shows creature, human and ★: creatures
// activate, then humans, each type's inactive enemies flipping after it;
// the ★ icon is ignored; then the first player may hand over, and the
// card is discarded. No agenda is revealed, no power moves.
// rule AB-ACT-1, AB-ACT-2, AB-ACT-3, AB-ACT-4, AB-ACT-6, AB-ACT-7, AB-ACT-9
func TestCoopActivationLoyalIconIgnored(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	card := coActivation(t, "act-dust-storm")
	coTop(&s.Coop.Act, card)
	creature := fxPut(t, s, "dune-strider", foNode(t, s, "t02.c"), false)
	evs := coEndRound(t, s)
	ar := fxEvent[ActivationRevealed](t, evs, "activation-revealed")
	if ar.Card != "act-dust-storm" || ar.Hostile || !slices.Equal(ar.Enemies, []string{"creature", "human"}) || ar.First != int(s.First) {
		t.Fatalf("revealed %+v", ar)
	}
	if got := coIcons(evs); !slices.Equal(got, []string{"creature", "human"}) {
		t.Fatalf("activations %v, want creature then human", got)
	}
	fl := foEvents(evs, "enemies-flipped")
	if len(fl) != 2 || fl[0].Data.(EnemiesFlipped).Type != "creature" || len(fl[0].Data.(EnemiesFlipped).Flipped) != 1 || !s.Tokens[creature].Active {
		t.Fatalf("flips %v", fl)
	}
	for _, typ := range []string{"hostile-moved", "hostile-count", "agenda-revealed", "power-moved"} {
		if len(foEvents(evs, typ)) != 0 {
			t.Fatalf("%s at the end of a round with the loyal icon", typ)
		}
	}
	first := int(s.First)
	other := 1 - first
	if !slices.Equal(foOptions(s), []string{"first-player:" + itoa(other), "first-player:stay"}) {
		t.Fatalf("hand-over options %v", foOptions(s))
	}
	evs = foApply(t, s, "first-player:"+itoa(other))
	if fc := fxEvent[FirstChosen](t, evs, "first-player-chosen"); fc.From != first || fc.To != other || int(s.First) != other {
		t.Fatalf("first %d, event %+v", s.First, fc)
	}
	ad := fxEvent[ActivationDiscarded](t, evs, "activation-discarded")
	if ad.Card != "act-dust-storm" || s.Coop.ActDiscard.N != 1 || s.Coop.ActCard != -1 {
		t.Fatalf("discard %+v", ad)
	}
	// The next round begins with the new first player.
	if s.Round != 2 || s.Turn != int8(other) || s.Prompt() != "turn" {
		t.Fatalf("round %d turn %d prompt %q", s.Round, s.Turn, s.Prompt())
	}
}

// test AB-EX-ACT-2
// The loyal faction is ★; the card shows the hostile ♥ icon; 2 ♥ enemies
// are on the map: after the two types, the ♥ enemies activate, the
// hostile token advances 1 and the sheet's effect for 2 resolves (star
// side: every survivor loses 1 Cap).
// rule AB-ACT-4, AB-ACT-5, AB-FACT-4
func TestCoopActivationHostileIcon(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	coTop(&s.Coop.Act, coActivation(t, "act-static"))
	s.placeFaction(1, foNode(t, s, "t03.d"), "test", nil)
	s.placeFaction(1, foNode(t, s, "t03.d"), "test", nil)
	caps := [2]int16{s.P[0].Caps, s.P[1].Caps}
	evs := coEndRound(t, s)
	if got := coIcons(evs); !slices.Equal(got, []string{"robot", "super-mutant", "heart"}) {
		t.Fatalf("activations %v", got)
	}
	hm := fxEvent[HostileMoved](t, evs, "hostile-moved")
	hc := fxEvent[HostileCount](t, evs, "hostile-count")
	if hm.Cause != "activation" || s.Power[1] != 1 || hc.Count != 2 || hc.Effects != 1 {
		t.Fatalf("hostile %+v count %+v", hm, hc)
	}
	for p := 0; p < 2; p++ {
		if s.P[p].Caps != caps[p]-1 {
			t.Fatalf("seat %d Caps %d → %d", p, caps[p], s.P[p].Caps)
		}
	}
}

// The count effect follows only the hostile icon: with no icon, hostile
// enemies on the map change nothing.
// rule AB-ACT-5
func TestCoopCountEffectOnlyWithHostileIcon(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	coTop(&s.Coop.Act, coActivation(t, "act-long-night"))
	s.placeFaction(1, foNode(t, s, "t03.d"), "test", nil)
	evs := coEndRound(t, s)
	if len(foEvents(evs, "hostile-count")) != 0 || s.Power[1] != 0 || slices.Contains(coIcons(evs), "heart") {
		t.Fatalf("count effect without the icon: %v", evs)
	}
}

// An empty activation deck is rebuilt from its discard; no agenda
// depletion follows: no forced pass, no power.
// rule AB-ACT-8, AB-ACT-9
func TestCoopActivationDeckDepleted(t *testing.T) {
	s := coGame(t, 2, 5, "star")
	c := &s.Coop
	for c.Act.N > 0 {
		c.ActDiscard.put(c.Act.take())
	}
	first := s.First
	evs := coEndRound(t, s)
	if rs := fxEvent[ActivationReshuffled](t, evs, "activation-reshuffled"); rs.Cards != 8 {
		t.Fatalf("reshuffled %+v", rs)
	}
	if s.First != first || c.Act.N != 7 || len(foEvents(evs, "power-moved")) != 0 {
		t.Fatalf("first %d→%d, deck %d", first, s.First, c.Act.N)
	}
	// The first player still changes on elimination (FO-DEATH-6).
	foApply(t, s, "first-player:stay")
	s.eliminate(int(s.First), nil)
	if s.First == first {
		t.Fatal("an eliminated first player stayed first")
	}
}
