package fallout

import (
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Helpers of the fight, test, XP and trait tests (prefix fx).

// fxGame starts a game of the given players and seed, the first player
// playing the survivor first (if not ""), and returns it at the first
// player's turn decision, with every enemy off the map and no cards held.
func fxGame(t *testing.T, players int, seed uint64, first string) *State {
	t.Helper()
	survivors := make([]string, players)
	if first != "" {
		survivors[foNew(t, players, seed, nil).First] = first
	}
	for _, sv := range data.Survivors {
		for p := range survivors {
			if sv.ID == first {
				break
			}
			if survivors[p] == "" {
				survivors[p] = sv.ID
				break
			}
		}
	}
	s := foStarted(t, players, seed, survivors...)
	foBareTable(s)
	return s
}

// fxSeat is the seat whose turn decision is pending.
func fxSeat(s *State) int { return int(s.Top().Seat) }

// fxItem is the item card with id id.
func fxItem(t *testing.T, id string) int8 {
	t.Helper()
	for c, it := range items {
		if it.ID == id {
			return int8(c)
		}
	}
	t.Fatalf("no item %s", id)
	return -1
}

// fxTake removes card c from the pile or shop holding it.
func fxTake(s *State, c int8) {
	for _, p := range []*Pile{&s.Loot, &s.LootDiscard, &s.Assets, &s.AssetDiscard} {
		for i := 0; i < int(p.N); i++ {
			if p.Cards[i] == c {
				copy(p.Cards[i:p.N], p.Cards[i+1:p.N])
				p.N--
				p.Cards[p.N] = 0
				return
			}
		}
	}
	for i := 0; i < int(s.NShop); i++ {
		if s.Shop[i] == c {
			copy(s.Shop[i:s.NShop], s.Shop[i+1:s.NShop])
			s.NShop--
			s.Shop[s.NShop] = 0
			return
		}
	}
}

// fxEquip equips item id on seat's survivor, discarding what the slot held.
func fxEquip(t *testing.T, s *State, seat int, id string) {
	t.Helper()
	c := fxItem(t, id)
	fxTake(s, c)
	k := slotOf(c)
	if old := s.P[seat].Equip[k].Card; old >= 0 {
		s.discardItem(old)
	}
	s.P[seat].Equip[k] = Held{Card: c}
	foKeep(s)
}

// fxCarry puts item id in seat's inventory.
func fxCarry(t *testing.T, s *State, seat int, id string) {
	t.Helper()
	c := fxItem(t, id)
	fxTake(s, c)
	p := &s.P[seat]
	p.Inv[p.NInv] = Held{Card: c}
	p.NInv++
	foKeep(s)
}

// fxEnemy is the token of the enemy with id id.
func fxEnemy(t *testing.T, id string) int {
	t.Helper()
	for i := range data.Enemies {
		if data.Enemies[i].ID == id {
			return i
		}
	}
	t.Fatalf("no enemy %s", id)
	return -1
}

// fxPut puts enemy id on node n, face up or down.
func fxPut(t *testing.T, s *State, id string, n int8, active bool) int {
	t.Helper()
	e := fxEnemy(t, id)
	s.placeToken(e, Token{Node: n, Active: active, Faction: -1})
	return e
}

// fxFaction puts a faction token of faction f (0 ★, 1 ♥) on node n.
func fxFaction(s *State, f int8, n int8) int {
	for t := nEnemies; t < maxTokens; t++ {
		if s.Tokens[t].Node == Nowhere {
			s.placeToken(t, Token{Node: n, Active: true, Faction: f})
			return t
		}
	}
	panic("no faction slot")
}

// fxPerk is the index of the perk with id id.
func fxPerk(t *testing.T, id string) int {
	t.Helper()
	for k := range data.Perks {
		if data.Perks[k].ID == id {
			return k
		}
	}
	t.Fatalf("no perk %s", id)
	return -1
}

// fxLetters sets the letters seat's survivor owns, with the XP peg in
// the start hole.
func fxLetters(s *State, seat int, letters string) {
	s.P[seat].Special, s.P[seat].XP = letterMask(letters), -1
}

// fxTrait gives seat's survivor trait tr on a token of make mk.
func fxTrait(s *State, seat int, tr content.Trait, mk int8) {
	i := traitIndex(tr)
	s.P[seat].Traits[i/2] = TraitSlot{Make: mk, Side: int8(i % 2)}
}

// fxRig makes the next rolls give the faces listed: it replaces the
// game's RNG by one whose next IntN(6) draws are those faces. Other
// draws (an enemy from the supply) come first: give them as pairs of
// negative numbers (-n, k): an IntN(n) draw returning k.
func fxRig(t *testing.T, s *State, seq ...int) {
	t.Helper()
	type draw struct{ n, k int }
	var want []draw
	for i := 0; i < len(seq); i++ {
		if seq[i] < 0 {
			want = append(want, draw{-seq[i], seq[i+1]})
			i++
			continue
		}
		want = append(want, draw{len(data.Dice.Faces), seq[i]})
	}
	for seed := uint64(1); seed < 50_000_000; seed++ {
		r := engine.NewRNG(seed)
		ok := true
		for _, d := range want {
			if r.IntN(d.n) != d.k {
				ok = false
				break
			}
		}
		if ok {
			s.Rng = engine.NewRNG(seed)
			return
		}
	}
	t.Fatalf("no seed gives %v", seq)
}

// fxThen replaces the pending turn decision by a roll started by start,
// whose continuation is that turn decision: after the roll it is pending
// again with the outcome in its D.
func fxThen(s *State, start func(then Frame)) {
	f := *s.Top()
	s.Pop()
	start(f)
	s.advance(nil)
}

// fxRun plays the frames on top with a recorder and returns the events.
func fxRun(s *State) []engine.Event {
	var rec engine.Recorder
	s.advance(&rec)
	return rec.Events
}

// fxEvent returns the data of the only event of type typ.
func fxEvent[T any](t *testing.T, evs []engine.Event, typ string) T {
	t.Helper()
	got := foEvents(evs, typ)
	if len(got) != 1 {
		t.Fatalf("%d %s events, want 1: %v", len(got), typ, evs)
	}
	return got[0].Data.(T)
}

// fxFakeDraw makes the content effect "draw" count its loot draws in *n
// (items.go, which draws cards, is another area); it returns the undo.
func fxFakeDraw(n *int) func() {
	return fxFakeEffect("draw", func(s *State, f Frame, e *content.Effect, rec *engine.Recorder) {
		if e.Deck == content.LootDeck {
			*n += e.N
		}
	})
}

// Die faces by what they show, for rigged rolls.
var (
	fxHB0  = fxMustFace(0, content.Head, content.Body)               // head, body; no ●
	fxL0   = fxMustFace(0, content.Legs)                             // legs; no ●
	fxA0   = fxMustFace(0, content.Arms)                             // arms; no ●
	fxBAL1 = fxMustFace(1, content.Body, content.Arms, content.Legs) // body, arms, legs; ●
	fxHL1  = fxMustFace(1, content.Head, content.Legs)               // head, legs; ●
	fxHBA2 = fxMustFace(2, content.Head, content.Body, content.Arms) // head, body, arms; 2 ●
)

func fxMustFace(bullets int, areas ...content.Area) int {
	for i, f := range data.Dice.Faces {
		if f.Hits == bullets && len(f.Areas) == len(areas) {
			same := true
			for _, a := range areas {
				same = same && f.Filled(a)
			}
			if same {
				return i
			}
		}
	}
	panic("no such die face")
}

// fxLoyal displays an agenda card of faction f (0 ★, 1 ♥) for seat.
func fxLoyal(t *testing.T, s *State, seat int, f int8) {
	t.Helper()
	for i := 0; i < int(s.Agenda.N); i++ {
		c := s.Agenda.Cards[i]
		if data.Agendas[c].Faction != "" && factionIndex(data.Agendas[c].Faction) == f {
			copy(s.Agenda.Cards[i:s.Agenda.N], s.Agenda.Cards[i+1:s.Agenda.N])
			s.Agenda.N--
			s.P[seat].Loyal = c
			s.keepReach(seat)
			return
		}
	}
	t.Fatalf("no agenda card of faction %d in the deck", f)
}

// fxAdjacent returns a face-up space adjacent to node n.
func fxAdjacent(t *testing.T, s *State, n int8) int8 {
	t.Helper()
	var buf [24]int8
	for _, x := range s.adjacent(n, buf[:0]) {
		if !facedown(x) {
			return x
		}
	}
	t.Fatalf("no face-up space next to %s", s.nodeName(n))
	return Nowhere
}

// fxFakeEffect stands in for effect kind k, implemented by another area,
// while a test runs; it returns the undo.
func fxFakeEffect(k string, fn effectFn) func() {
	op := content.EffectOpOf(k)
	old := effectFns[op]
	effectFns[op] = fn
	return func() { effectFns[op] = old }
}

// TestFoeHasMatchesContent checks foeHas, the compiled table of the
// standard enemies' abilities, against the content: every enemy has
// exactly the abilities its token lists. What a token may show
// (FO-ENEMY-1) is the content linter's to check.
func TestFoeHasMatchesContent(t *testing.T) {
	s := &State{}
	for tk := range data.Enemies {
		for i, a := range content.Abilities {
			if s.foeHas(tk, 1<<uint(i)) != data.Enemies[tk].Has(a) {
				t.Fatalf("%s and %s", data.Enemies[tk].ID, a)
			}
		}
	}
}

// fxHeartAbilities gives the Heart faction's enemy of scenario sc the
// abilities as while a test runs, on the scenario sheet and in the table
// compiled from it (factionAbilities); it returns the undo.
func fxHeartAbilities(sc int, as []content.Ability) func() {
	e := &data.Scenarios[sc].Heart.Enemy
	saved, savedBits := e.Abilities, factionAbilities[sc][1]
	e.Abilities, factionAbilities[sc][1] = as, abilityMask(as)
	return func() { e.Abilities, factionAbilities[sc][1] = saved, savedBits }
}

// TestIconHasMatchesContent checks iconHas for the faction enemies, read
// from each scenario's compiled table (factionAbilities), against the
// abilities the scenario sheet lists.
func TestIconHasMatchesContent(t *testing.T) {
	for sc := range data.Scenarios {
		for _, f := range []struct {
			icon  int8
			enemy *content.FactionEnemy
		}{{iconStar, &data.Scenarios[sc].Star.Enemy}, {iconHeart, &data.Scenarios[sc].Heart.Enemy}} {
			for i, a := range content.Abilities {
				if got := iconHas(f.icon, -1, 1<<uint(i), int8(sc)); got != slices.Contains(f.enemy.Abilities, a) {
					t.Errorf("%s, icon %d: %s is %v", data.Scenarios[sc].ID, f.icon, a, got)
				}
			}
		}
	}
}

// foBareTable clears the map of enemies and discards every survivor's
// equipment and inventory, for tests that hand out exactly what they need.
func foBareTable(s *State) {
	foClearEnemies(s)
	for p := 0; p < int(s.N); p++ {
		pl := &s.P[p]
		for k, h := range pl.Equip {
			if h.Card >= 0 {
				s.discardItem(h.Card)
			}
			pl.Equip[k] = Held{Card: -1}
		}
		for _, h := range pl.Inv[:pl.NInv] {
			s.discardItem(h.Card)
		}
		pl.Inv, pl.NInv = [maxInventory]Held{}, 0
		foKeep(s)
	}
}
