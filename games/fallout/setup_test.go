package fallout

import (
	"encoding/json"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// rule FO-SETUP-7, FO-FIRST-1, FO-GOLD-3
func TestSetupChoicesInTurnOrder(t *testing.T) {
	firsts := map[int8]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		s := foNew(t, 3, seed, nil)
		firsts[s.First] = true
		want := []int8{s.First, (s.First + 1) % 3, (s.First + 2) % 3}
		for i, seat := range want {
			if s.Prompt() != "choose-survivor" || s.ToMove() != engine.Seat(seat) {
				t.Fatalf("seed %d: choice %d is %s by %d, want choose-survivor by %d", seed, i, s.Prompt(), s.ToMove(), seat)
			}
			opts := foOptions(s)
			if len(opts) != len(data.Survivors)-i {
				t.Fatalf("seed %d: %d survivors offered after %d choices", seed, len(opts), i)
			}
			foApply(t, s, opts[0])
			if s.Prompt() != "place-figure" || s.ToMove() != engine.Seat(seat) {
				t.Fatalf("seed %d: %s by %d after choosing", seed, s.Prompt(), s.ToMove())
			}
			// Resolution FO-SETUP-7: each survivor starts in an unoccupied space.
			if got := len(foOptions(s)); got != 4-i {
				t.Fatalf("seed %d: %d free start spaces after %d placements", seed, got, i)
			}
			foApply(t, s, foOptions(s)[0])
			for s.Prompt() == "character-card" {
				foApply(t, s, foOptions(s)[0])
			}
		}
		if s.Prompt() != "turn" || s.ToMove() != engine.Seat(s.First) || s.Round != 1 {
			t.Fatalf("seed %d: after setup %s by %d in round %d", seed, s.Prompt(), s.ToMove(), s.Round)
		}
		seen := map[int8]bool{}
		for p := 0; p < 3; p++ {
			if seen[s.P[p].Node] {
				t.Fatalf("seed %d: two figures on one start space", seed)
			}
			seen[s.P[p].Node] = true
			if pos, _ := nodePos(s.P[p].Node); pos != int(s.geo().start) {
				t.Fatalf("seed %d: seat %d starts off Crossroads Camp", seed, p)
			}
		}
	}
	if len(firsts) != 3 {
		t.Fatalf("the first player is not random: %v", firsts)
	}
}

// rule FO-SETUP-8, FO-HP-1, FO-XP-1, FO-COMP-9, FO-AGENDA-4, FO-AGENDA-6
func TestSetupPlayerBoards(t *testing.T) {
	kept := map[string]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		s := foNew(t, 4, seed, nil)
		var evs []engine.Event
		for s.Round == 0 {
			evs = append(evs, foApply(t, s, foOptions(s)[0])...)
		}
		for p := 0; p < 4; p++ {
			pl := &s.P[p]
			sv := &data.Survivors[pl.Survivor]
			if pl.HP != 16 || pl.Rads != 0 || pl.XP != -1 || pl.Caps != 3 || pl.NHand != 1 || pl.Loyal != -1 {
				t.Fatalf("seed %d seat %d: board %+v", seed, p, pl)
			}
			own := 1 << uint(letterIndex(sv.Letter))
			if popcount(pl.Special) != 2 || int(pl.Special)&own == 0 {
				t.Fatalf("seed %d seat %d: letters %07b, character %s", seed, p, pl.Special, sv.Letter)
			}
			other := pl.Special &^ uint8(own)
			for l := 0; l < numLetters; l++ {
				if other == 1<<uint(l) {
					kept[string(content.Letters[l])] = true
				}
			}
		}
		// The agenda card is secret: only its holder's event names it.
		for _, e := range foEvents(evs, "agenda-card") {
			ac := e.Data.(AgendaCard)
			if e.To != engine.Seat(ac.Seat) || !e.Reveals {
				t.Fatalf("agenda card event %+v", e)
			}
		}
		for _, e := range foEvents(evs, "agenda-drawn") {
			if b, _ := json.Marshal(e.Data); strings.Contains(string(b), "ag") && strings.Contains(string(b), "\"card\"") {
				t.Fatalf("public agenda event names the card: %s", b)
			}
		}
		if len(foEvents(evs, "special-drawn")) != 4 || len(foEvents(evs, "agenda-card")) != 4 {
			t.Fatalf("seed %d: %d letters and %d agenda cards drawn", seed, len(foEvents(evs, "special-drawn")), len(foEvents(evs, "agenda-card")))
		}
	}
	// Resolution FO-SETUP-8: duplicates are drawn again, so every other letter turns up.
	if len(kept) != numLetters {
		t.Fatalf("second letters seen: %v", kept)
	}
}

// rule FO-SETUP-2, FO-SETUP-3, FO-SETUP-4, FO-SETUP-5, FO-SETUP-6, FO-MAP-5, FO-MAP-6, FO-LIB-1, FO-ENC-4, FO-AGENDA-1, FO-SOLO-6, FO-SHOP-1
func TestSetupTable(t *testing.T) {
	for n := 1; n <= 4; n++ {
		s := foStarted(t, n, uint64(n))
		g := s.geo()
		for p, pi := range g.pos {
			m := s.Map[p]
			if pi.Tile >= 0 && (!m.FaceUp || m.Tile != pi.Tile) {
				t.Fatalf("position %d: the layout's face-up tile is missing", p)
			}
			if pi.Tile < 0 && (m.FaceUp || tileBack[m.Tile] != pi.Back) {
				t.Fatalf("position %d: want a face-down %s tile, have %+v", p, pi.Back, m)
			}
		}
		if data.Tiles[s.Map[g.start].Tile].Front.Name != "Crossroads Camp" {
			t.Fatal("the starting tile is not Crossroads Camp")
		}
		starts := [numDecks]int{}
		for c := range data.Encounters {
			e := &data.Encounters[c]
			want := inLibrary
			if e.Start {
				want = inPlay
				starts[deckIndex(e.Deck)]++
			}
			if s.Encs[c] != want {
				t.Fatalf("encounter %d (%s) state %d", c, e.Title, s.Encs[c])
			}
		}
		for d := range s.Enc {
			if int(s.Enc[d].N) != starts[d] || s.EncKnown[d] != 0 {
				t.Fatalf("deck %s holds %d, want its %d starting cards", content.Decks[d], s.Enc[d].N, starts[d])
			}
		}
		if s.Enc[deckIndex(content.Vault84)].N != 0 || s.Enc[deckIndex(content.Vault109)].N != 0 {
			t.Fatal("a vault deck exists at the start")
		}
		agendas := 0
		for a := range data.Agendas {
			if data.Agendas[a].MinPlayers <= n {
				agendas++
			}
		}
		if int(s.Agenda.N)+n != agendas {
			t.Fatalf("%d players: %d agenda cards in the deck, want %d", n, s.Agenda.N, agendas-n)
		}
		if s.NShop != 4 || int(s.Assets.N) != nAssets-4 || int(s.Loot.N) != nLoot {
			t.Fatalf("shop %d, assets %d, loot %d", s.NShop, s.Assets.N, s.Loot.N)
		}
		for t2 := 0; t2 < nEnemies; t2++ {
			if tk := s.Tokens[t2]; tk.Node != Nowhere && !tk.Active {
				t.Fatal("an enemy starts face down")
			}
		}
	}
}

// rule FO-SETUP-9, FO-CHAR-1, FO-CHAR-2, FO-CHAR-3
func TestSetupCharacterCard(t *testing.T) {
	for _, tc := range []struct {
		survivor, choice string
		equipped         bool
	}{
		{"exiled-paladin", "equip:knights-rifle", true},
		{"exiled-paladin", "inventory:knights-rifle", false},
		{"dust-drifter", "equip:scrap-hound", true},
		{"vault-escapee", "", false},
	} {
		s := foNew(t, 1, 7, nil)
		foApply(t, s, "survivor:"+tc.survivor)
		foApply(t, s, "place:t01.a")
		if tc.choice == "" {
			if s.Prompt() != "turn" {
				t.Fatalf("%s: a rule card asks %s", tc.survivor, s.Prompt())
			}
			continue
		}
		if s.Prompt() != "character-card" || len(foOptions(s)) != 2 {
			t.Fatalf("%s: %s %v", tc.survivor, s.Prompt(), foOptions(s))
		}
		foApply(t, s, tc.choice)
		card := s.charCard(0)
		p := &s.P[0]
		if got := p.Equip[slotOf(card)].Card == card; got != tc.equipped {
			t.Fatalf("%s: equipped %v", tc.choice, got)
		}
		if !tc.equipped && (p.NInv != 1 || p.Inv[0].Card != card) {
			t.Fatalf("%s: inventory %+v", tc.choice, p.Inv[:p.NInv])
		}
	}
}

// rule FO-SETUP-10, FO-QUEST-1, FO-RESULT-3, FO-FACTION-2, FO-FACTION-3, FO-ENEMY-3, FO-POWER-1
func TestSetupStartEffects(t *testing.T) {
	s := foStarted(t, 2, 3)
	sc := s.geo().sc
	q := questIndex(sc.Start[0].Card)
	if s.Quests[q] != inPlay {
		t.Fatalf("quest %d is not staged", sc.Start[0].Card)
	}
	for i := range data.Quests {
		if i != q && s.Quests[i] != inLibrary {
			t.Fatalf("quest %d left the library", data.Quests[i].Number)
		}
	}
	heart := s.Tokens[nEnemies]
	if heart.Node != foNode(t, s, "t03.d") || heart.Faction != 1 || !heart.Active {
		t.Fatalf("faction token %+v", heart)
	}
	// An enemy face up on each enemy icon of the face-up tiles.
	want := map[string]content.EnemyType{"t02.c": content.Creature, "t03.c": content.Robot}
	for ref, ty := range want {
		n := foNode(t, s, ref)
		found := false
		for i := 0; i < nEnemies; i++ {
			if s.Tokens[i].Node == n {
				found = found || (data.Enemies[i].Type == ty && s.Tokens[i].Active)
			}
		}
		if !found {
			t.Fatalf("no active %s on %s", ty, ref)
		}
	}
	onMap := 0
	for i := 0; i < nEnemies; i++ {
		if s.Tokens[i].Node != Nowhere {
			onMap++
		}
	}
	if onMap != len(want) || s.Power != [2]int8{} || s.Round != 1 {
		t.Fatalf("%d enemies, power %v, round %d", onMap, s.Power, s.Round)
	}
}
