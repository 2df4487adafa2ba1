package fallout

import (
	"testing"

	"wasteland/engine"
	"wasteland/engine/enginetest"
	"wasteland/games/fallout/content"
)

// TestEveryEventTypeIsDocumented: every event type the package emits has a
// heading in the Fallout section of docs/events.md.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	enginetest.EventsDocumented(t, "../../docs/events.md", "Fallout", 25)
}

// TestEveryEventFieldIsDocumented samples the events of random games of 1
// to 4 players (both agenda-overflow readings, and co-op games) and of
// effects too rare for random games, and checks every field of every event type sampled
// against its table in docs/events.md. Every documented type must be
// sampled, so that every table is checked.
func TestEveryEventFieldIsDocumented(t *testing.T) {
	var setups []engine.Setup
	for i := 0; i < 400; i++ {
		setup := engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(7001 + i)}
		if i%3 == 2 {
			setup.Options = map[string]string{OptAgendaOverflow: "discard"}
		}
		setups = append(setups, setup)
	}
	for i := 0; i < 120; i++ {
		setups = append(setups, engine.Setup{Players: 1 + i%MaxPlayers, Seed: uint64(9001 + i), Variant: VariantCoop})
	}
	samples := enginetest.SampleEvents(t, Game{}, setups)
	for _, e := range rareEvents(t) {
		if _, ok := samples[e.Type]; !ok {
			samples[e.Type] = e.Data
		}
	}
	enginetest.EventFieldsDocumented(t, "../../docs/events.md", "Fallout", samples)
	for _, typ := range enginetest.DocumentedEventTypes(t, "../../docs/events.md", "Fallout") {
		if _, ok := samples[typ]; !ok {
			t.Errorf("event %q is documented but was never sampled: its table is not checked", typ)
		}
	}
}

// rareEvents returns the events of two effects that random games hardly
// reach: a unique asset named while it is held (unique-substituted), and
// while every unique asset is held (effect-skipped).
func rareEvents(t *testing.T) []engine.Event {
	s, seat := fqReady(t, 2, "t01.a", 0)
	fqEmptyInv(s, seat)
	evs := fqEffect(t, s, seat, content.Effect{Kind: "unique", Unique: "miracle-serum"})
	other := 1 - seat
	fqEmptyInv(s, other)
	evs = append(evs, fqEffect(t, s, other, content.Effect{Kind: "unique", Unique: "miracle-serum"})...)
	// Every unique asset held: the effect finds none to give.
	s, seat = fqReady(t, 4, "t01.a", 0)
	for p := 0; p < 4; p++ {
		fqEmptyInv(s, p)
	}
	for c := firstUnique; c < firstChar; c++ {
		p := &s.P[(c-firstUnique)%4]
		p.Inv[p.NInv] = Held{Card: int8(c)}
		p.NInv++
		foKeep(s)
	}
	evs = append(evs, fqEffect(t, s, seat, content.Effect{Kind: "unique", Unique: "miracle-serum"})...)
	// Co-op: a mod draw from an empty deck rebuilds it from the discard.
	s = coGame(t, 2, 5, "star")
	s.Coop.ModDeck.N = 0
	var rec engine.Recorder
	s.drawMods(int(s.Turn), 1, &rec)
	evs = append(evs, rec.Events...)
	for _, typ := range []string{"unique-substituted", "effect-skipped", "mods-reshuffled"} {
		if len(fqEvents(evs, typ)) == 0 {
			t.Fatalf("no %q event: %+v", typ, evs)
		}
	}
	return evs
}
