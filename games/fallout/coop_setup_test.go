package fallout

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The variant is accepted by name and nothing else is.
// rule AB-OVR-1
func TestCoopVariantAccepted(t *testing.T) {
	for _, v := range []string{"co-op", "Coop", "atomic-bonds"} {
		if _, err := (Game{}).New(engine.Setup{Players: 2, Variant: v}, nil); !errors.Is(err, engine.ErrInvalid) {
			t.Errorf("variant %q: %v", v, err)
		}
	}
	for n := 1; n <= MaxPlayers; n++ {
		if s := coNew(t, n, 3); !s.Coop.On {
			t.Fatalf("%d players: not a co-op game", n)
		}
	}
}

// The base setup runs first (boards, Caps), with no agenda card; then the
// first player chooses the loyal faction, a decision; then the pack's
// steps: four decks face down, 4 tasks face up, a C.A.M.P. token on
// Crossroads Camp, one face-down mutation per survivor.
// rule AB-SETUP-0, AB-SETUP-1, AB-SETUP-2, AB-SETUP-3, AB-SETUP-4, AB-SETUP-5, AB-CAMP-1, AB-OVR-3
func TestCoopSetup(t *testing.T) {
	s := coNew(t, 3, 11)
	for s.Prompt() != "choose-loyal-faction" {
		foApply(t, s, foOptions(s)[0])
	}
	if got := foOptions(s); !slices.Equal(got, []string{"loyal:heart", "loyal:star"}) || s.ToMove() != engine.Seat(s.First) {
		t.Fatalf("loyal decision %v by seat %d (first %d)", got, s.ToMove(), s.First)
	}
	for p := 0; p < 3; p++ {
		if pl := &s.P[p]; pl.HP != 16 || pl.Caps != 3 || pl.Node == Nowhere || pl.NHand != 0 || pl.Loyal != -1 {
			t.Fatalf("seat %d before the pack's steps: %+v", p, pl)
		}
	}
	if s.Agenda.N != 0 || s.AgendaDiscard.N != 0 {
		t.Fatalf("agenda deck %d, discard %d: it stays in the box", s.Agenda.N, s.AgendaDiscard.N)
	}
	foRefuse(t, s, "loyal:purple")
	evs := foApply(t, s, "loyal:heart")
	lc := fxEvent[LoyalChosen](t, evs, "loyal-chosen")
	if lc.Loyal != "heart" || lc.Hostile != "star" || s.Coop.Loyal != 1 || s.hostile() != 0 || s.Power != [2]int8{} {
		t.Fatalf("loyal chosen %+v, state loyal %d power %v", lc, s.Coop.Loyal, s.Power)
	}
	ready := fxEvent[CoopReady](t, evs, "coop-ready")
	c := &s.Coop
	if len(ready.Tasks) != 4 || c.TaskDeck.N != 8 || c.Act.N != 8 || c.ModDeck.N != 14 || c.Workshop.N != 12 || c.MutDeck.N != 11 {
		t.Fatalf("decks: %+v", ready)
	}
	if c.NCamps != 1 || c.Camps[0] != foNode(t, s, "t01.a") || ready.Camp != "t01.a" {
		t.Fatalf("C.A.M.P. tokens %v (%d), event %q", c.Camps, c.NCamps, ready.Camp)
	}
	for p := 0; p < 3; p++ {
		if c.Mutation[p] < 0 || c.Revealed != 0 {
			t.Fatalf("seat %d mutation %d, revealed %b", p, c.Mutation[p], c.Revealed)
		}
	}
	v := s.View(0).(*View)
	if len(v.Coop.Tasks) != 4 || v.Coop.Loyal != "heart" || len(v.Coop.Mutations) != 3 || v.Coop.Mutations[0].ID != "" {
		t.Fatalf("view %+v", v.Coop)
	}
	if s.Round != 1 || s.Prompt() != "turn" {
		t.Fatalf("round %d, prompt %q", s.Round, s.Prompt())
	}
}

// The content has the box's counts, and no more than 8 C.A.M.P. tokens
// can be gained.
// rule AB-COMP-1, AB-CAMP-2
func TestCoopComponents(t *testing.T) {
	if len(coopData.Activations) != 8 || len(coopData.Tasks) != 12 || len(coopData.Mods) != 14 ||
		len(coopData.Mutations) != 14 || len(coopData.Workshop) != 12 || len(coopData.SupportDie) != 6 {
		t.Fatalf("pack counts %d %d %d %d %d %d", len(coopData.Activations), len(coopData.Tasks), len(coopData.Mods),
			len(coopData.Mutations), len(coopData.Workshop), len(coopData.SupportDie))
	}
	s := coGame(t, 2, 5, "heart")
	evs := fqEffect(t, s, 0, content.Effect{Kind: "power", Faction: content.Heart, N: 9})
	if s.Coop.NCamps != content.BoxCampTokens {
		t.Fatalf("%d C.A.M.P. tokens gained of 8", s.Coop.NCamps)
	}
	if v := s.View(-1).(*View); v.Coop.CampsHeld != 7 || v.Coop.CampSupply != 0 || len(foEvents(evs, "group-effect")) != 18 {
		t.Fatalf("view held %d supply %d", v.Coop.CampsHeld, v.Coop.CampSupply)
	}
}

// Check refuses a co-op table that breaks the pack's invariants, and any
// co-op part in a base game.
func TestCoopCheckCatches(t *testing.T) {
	for _, tc := range []struct {
		name  string
		coop  bool
		apply func(c *State)
		want  string
	}{
		{"a lost mutation card", true, func(c *State) { c.Coop.MutDeck.N-- }, "mutation card"},
		{"a task twice", true, func(c *State) { c.Coop.TaskDeck.Cards[0] = c.Coop.Tasks[0] }, "task card"},
		{"an activation card twice", true, func(c *State) { c.Coop.Act.Cards[0] = c.Coop.Act.Cards[1] }, "activation card"},
		{"a mod on the wrong card", true, func(c *State) {
			fxEquip(t, c, 0, "patched-duster")
			c.P[0].Equip[slotApparel].Mod = coMod(t, "mod-long-barrel") + 1
			c.Coop.ModDeck.N = removeCard(&c.Coop.ModDeck, coMod(t, "mod-long-barrel"))
		}, "mod"},
		{"two C.A.M.P. tokens on one space", true, func(c *State) { c.Coop.Camps[1], c.Coop.NCamps = c.Coop.Camps[0], 2 }, "C.A.M.P."},
		{"a supporter without a fight", true, func(c *State) { c.Coop.Supporter = 1 }, "without a fight"},
		{"a support offer to the fighter", true, func(c *State) { c.Push(supportArgs{fighter: 1}.frame(fSupport, 1)) }, "co-op frame"},
		{"a co-op table in a base game", false, func(c *State) { c.Coop.Kills = 1 }, "co-op table"},
		{"a co-op frame in a base game", false, func(c *State) { c.Push(Frame{Kind: fFirstChoice, Seat: 0}) }, "co-op frame"},
		{"a mod in a base game", false, func(c *State) { fxEquip(t, c, 0, "pipe-pistol"); c.P[0].Equip[slotWeapon].Mod = 1 }, "mod"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c State
			if tc.coop {
				c = *coGame(t, 2, 4, "star")
			} else {
				c = *foStarted(t, 2, 4)
			}
			if err := c.Check(); err != nil {
				t.Fatal(err)
			}
			tc.apply(&c)
			if err := c.Check(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check: %v, want %q", err, tc.want)
			}
		})
	}
}
