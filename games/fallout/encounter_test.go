package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// fqEncTop puts the encounter card titled title on top of its deck,
// bringing a library card into play.
func fqEncTop(t *testing.T, s *State, title string) int8 {
	t.Helper()
	for c := range data.Encounters {
		if data.Encounters[c].Title != title {
			continue
		}
		d := deckIndex(data.Encounters[c].Deck)
		p := &s.Enc[d]
		if i := slices.Index(p.Cards[:p.N], int8(c)); i >= 0 {
			copy(p.Cards[i:p.N], p.Cards[i+1:p.N])
			p.N--
		}
		p.put(int8(c))
		s.Encs[c] = inPlay
		s.EncKnown[d] = 0
		return int8(c)
	}
	t.Fatalf("no encounter %q", title)
	return -1
}

// fqTrait gives seat the token of trait tr's pair with tr face up.
func fqTrait(s *State, seat int, tr content.Trait) {
	for mk, tt := range data.Tokens.TraitTokens {
		for side, x := range tt.Sides {
			if x == tr && !tt.Locked[side] {
				s.P[seat].Traits[traitIndex(tr)/2] = TraitSlot{Make: int8(mk), Side: int8(side)}
				return
			}
		}
	}
}

// rule FO-ENC-1, FO-ENC-2, FO-ENC-3, FO-ENC-4, FO-ACT-5, FO-INACT-2
func TestEncounterWhereAndWhen(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.b", 0)
	if fqHas(s, "encounter") {
		t.Fatalf("an encounter in a space without an encounter icon")
	}
	s.P[seat].Node = fqNode(t, s, "t01.a")
	if !fqHas(s, "encounter") {
		t.Fatalf("no encounter at the settlement: %v", fqOptions(s))
	}
	// An active enemy blocks; an inactive one does not.
	s.placeToken(0, Token{Node: s.P[seat].Node, Faction: -1})
	if !fqHas(s, "encounter") {
		t.Fatalf("an inactive enemy blocks the Encounter action")
	}
	s.Tokens[0].Active = true
	if fqHas(s, "encounter") {
		t.Fatalf("an active enemy does not block the Encounter action")
	}
	s.placeToken(0, Token{Node: Nowhere, Faction: -1})
	// Once per turn.
	fqEncTop(t, s, "Water Line")
	fqDo(t, s, "encounter")
	fqDo(t, s, "option:1")
	if s.Actions != 1 || fqHas(s, "encounter") {
		t.Fatalf("a second Encounter action in the turn (actions %d)", s.Actions)
	}
	// A vault deck exists only once a card was added to it.
	s.TurnFlags &^= tfEncountered
	s.P[seat].Node = fqNode(t, s, "t02.b")
	if fqHas(s, "encounter") {
		t.Fatalf("an encounter at Vault 84 with no Vault 84 deck")
	}
	fqEffect(t, s, seat, content.Effect{Kind: "add", Card: 121})
	if !fqHas(s, "encounter") || s.Enc[deckIndex(content.Vault84)].N != 1 {
		t.Fatalf("the first Vault 84 card did not create the deck")
	}
}

// rule FO-ENC-5, FO-ENC-9, FO-SOLO-4
func TestEncounterReadAloud(t *testing.T) {
	for _, players := range []int{3, 1} {
		s, seat := fqReady(t, players, "t01.a", 0)
		fqEncTop(t, s, "Doctor's Tent")
		evs := fqDo(t, s, "encounter")
		drawn := fqEvents(evs, "encounter-drawn")
		if len(drawn) != 1 || drawn[0].To != engine.Public || !drawn[0].Reveals {
			t.Fatalf("events %v", fqTypes(evs))
		}
		var ev EncounterDrawn
		fqData(t, drawn[0], &ev)
		// The player on the right reads; in solo play the player does.
		if want := s.rightOf(seat); ev.Reader != want || (players == 1 && ev.Reader != seat) {
			t.Errorf("%d players: reader %d, want %d", players, ev.Reader, want)
		}
		if ev.Title != "Doctor's Tent" || ev.Level != 1 || len(ev.Options) != 3 || ev.Options[0].Steps[0] != "pay 2 Caps" || ev.Options[2].Available {
			t.Errorf("read aloud %+v", ev)
		}
		v := s.View(engine.Spectator).(*View)
		if v.Encounter == nil || v.Encounter.Title != "Doctor's Tent" || v.Encounter.Option != 0 {
			t.Errorf("view %+v", v.Encounter)
		}
		if got := fqOptions(s); !slices.Equal(got, []string{"option:1", "option:2"}) || int(s.ToMove()) != seat {
			t.Fatalf("options %v for seat %d", got, s.ToMove())
		}
	}
}

// rule FO-ENC-6, FO-ENC-7
func TestEncounterPrerequisitesAndForced(t *testing.T) {
	for _, c := range []struct {
		trait content.Trait
		want  []string
	}{
		{"", []string{"option:1"}},
		{content.Idolized, []string{"option:1", "option:2"}},
		{content.Vilified, []string{"option:3"}}, // FORCED
	} {
		s, seat := fqReady(t, 2, "t01.a", 0)
		if c.trait != "" {
			fqTrait(s, seat, c.trait)
		}
		fqEncTop(t, s, "Water Line")
		fqDo(t, s, "encounter")
		if got := fqOptions(s); !slices.Equal(got, c.want) {
			t.Errorf("trait %q: options %v, want %v", c.trait, got, c.want)
		}
	}
}

// test FO-EX-ENC-1
// rule FO-RESULT-1, FO-RESULT-7, FO-ENC-5, FO-ENC-8, FO-TEST-6, FO-LIMIT-4
func TestEncounterOutcomes(t *testing.T) {
	fqFakeSteps(t)
	for _, pass := range []bool{true, false} {
		s, seat := fqReady(t, 2, "t03.d", 0) // Old Intake: wasteland, level 2
		fqEmptyInv(s, seat)
		c := fqEncTop(t, s, "Glowing Puddle")
		d := deckIndex(content.Wasteland)
		n := s.Enc[d].N
		rads := s.P[seat].Rads
		fqDo(t, s, "encounter")
		if s.encounterInHand() != int(c) || s.Enc[d].N != n-1 {
			t.Fatalf("the drawn card is not held apart from its deck")
		}
		fqDo(t, s, "option:2")
		// The test E with the encounter icon: difficulty = level 2 + 0.
		if f := s.Top(); f.Kind != fTest || testOf(f).difficulty != 2 {
			t.Fatalf("want a test of difficulty 2, got %+v", *f)
		}
		if pass {
			fqDo(t, s, "pass")
			fqSettle(t, s)
			// "draw loot × encounter level" at level 2: 2 loot cards.
			if s.P[seat].NInv+int8(countEquipped(s, seat)) < 2 {
				t.Errorf("drew fewer than 2 loot cards")
			}
		} else {
			fqDo(t, s, "fail")
			if s.P[seat].Rads != rads+1 {
				t.Errorf("rads %d, want %d", s.P[seat].Rads, rads+1)
			}
		}
		// rule FO-ENC-8: the card goes to the bottom, where everyone saw it.
		if s.Enc[d].N != n || s.Enc[d].Cards[0] != c || s.EncKnown[d] != 1 || s.encounterInHand() >= 0 {
			t.Errorf("the card is not at the bottom of its deck")
		}
	}
	// A level result: the encounter level plus the number printed.
	s, _ := fqReady(t, 2, "t03.d", 0)
	fqEncTop(t, s, "Drowned Car Lot")
	fqDo(t, s, "encounter")
	if got := s.effectAmount(&content.Effect{Kind: "caps", N: 1, Level: true}); got != 3 {
		t.Errorf("level 2 + 1 = %d", got)
	}
	// Option 2, test I 2: the Success bar gives 2 Caps, the Fail bar 1 damage.
	for _, tc := range []struct {
		outcome    string
		caps, harm int
	}{{"pass", 2, 0}, {"fail", 0, 1}} {
		s, seat := fqReady(t, 2, "t03.d", 0)
		fqEncTop(t, s, "Drowned Car Lot")
		fqDo(t, s, "encounter")
		caps, hp := s.P[seat].Caps, s.P[seat].HP
		fqDo(t, s, "option:2")
		fqDo(t, s, tc.outcome)
		if s.Prompt() != "turn" || int(s.P[seat].Caps-caps) != tc.caps || int(hp-s.P[seat].HP) != tc.harm {
			t.Errorf("%s: prompt %q, caps %+d, damage %d", tc.outcome, s.Prompt(), s.P[seat].Caps-caps, hp-s.P[seat].HP)
		}
	}
}

// rule FO-ENC-5
func TestEncounterStepsLeftToRight(t *testing.T) {
	fqFakeSteps(t)
	// Gambling Den, option 1: pay 2 Caps, then test L 3.
	for _, caps := range []int16{1, 2} {
		s, seat := fqReady(t, 2, "t01.a", 0)
		s.P[seat].Caps = caps
		fqEncTop(t, s, "Gambling Den")
		fqDo(t, s, "encounter")
		evs := fqDo(t, s, "option:1")
		if caps == 1 {
			// The payment fails: no test, the Fail outcome, nothing listed.
			if s.Prompt() != "turn" || s.P[seat].Caps != 1 || len(fqEvents(evs, "encounter-outcome")) != 1 {
				t.Fatalf("prompt %q caps %d", s.Prompt(), s.P[seat].Caps)
			}
			continue
		}
		if s.Prompt() != "fake-step" || s.P[seat].Caps != 0 {
			t.Fatalf("paid: prompt %q caps %d", s.Prompt(), s.P[seat].Caps)
		}
		fqDo(t, s, "pass")
		if s.P[seat].Caps != 6 {
			t.Fatalf("success: caps %d", s.P[seat].Caps)
		}
	}
}

// rule FO-RESULT-11, FO-ENC-8, FO-LIMIT-4
func TestEncounterTrashed(t *testing.T) {
	s, seat := fqReady(t, 2, "t01.a", 0)
	c := fqEncTop(t, s, "Caravan Master")
	d := deckIndex(content.Settlement)
	n := s.Enc[d].N
	caps := s.P[seat].Caps
	fqDo(t, s, "encounter")
	evs := fqDo(t, s, "option:2")
	if s.Encs[c] != trashed || s.Enc[d].N != n-1 || slices.Contains(s.Enc[d].Cards[:s.Enc[d].N], c) || s.P[seat].Caps != caps+6 {
		t.Fatalf("the trashed card came back: state %d", s.Encs[c])
	}
	var ev EncounterReturned
	fqData(t, fqEvents(evs, "encounter-returned")[0], &ev)
	if ev.To != "trashed" || ev.Number != 115 {
		t.Fatalf("%+v", ev)
	}
	if !slices.Contains(s.View(engine.Spectator).(*View).Trashed, 115) {
		t.Fatalf("card 115 not shown as trashed")
	}
}

// rule FO-DEATH-3, FO-ENC-8, FO-QUEST-10
func TestEncounterDeathInAFight(t *testing.T) {
	fqFakeSteps(t)
	s, seat := fqReady(t, 2, "t01.a", 0)
	c := fqEncTop(t, s, "Bar Brawl")
	fqDo(t, s, "encounter")
	fqDo(t, s, "option:1") // draw and fight a human
	evs := fqDo(t, s, "die")
	if s.Prompt() != "respawn" {
		t.Fatalf("prompt %q", s.Prompt())
	}
	evs = append(evs, fqDo(t, s, fqOptions(s)[0])...)
	var out EncounterOutcome
	fqData(t, fqEvents(evs, "encounter-outcome")[0], &out)
	d := deckIndex(content.Settlement)
	if !out.Died || out.Results != 0 || s.Encs[c] != inPlay || s.Enc[d].Cards[0] != c {
		t.Fatalf("outcome %+v; the card did not go back to the bottom", out)
	}
	if int(s.Turn) == seat && s.Prompt() == "turn" {
		t.Fatalf("the turn went on after the survivor died")
	}
}
