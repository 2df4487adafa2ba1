package narrate

import (
	"encoding/json"
	"slices"
	"testing"

	"wasteland/engine"
	"wasteland/games"
)

// TestEventReads: every event of random games of every game and setup,
// told to every reader in every language, reads the same when its data
// keeps only the fields EventReads names (and "seat" and "prompt", and a
// decision's choice) as with all of them; and the sentence of a decision
// reads neither the options offered nor anything else but the seat and the
// choice in any language.
func TestEventReads(t *testing.T) {
	for _, l := range Langs() {
		n, err := New("outlive", l, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		fields, ok := n.EventReads(engine.DecisionEvent)
		if !ok || slices.ContainsFunc(fields, func(f string) bool { return f != "seat" && f != "chosen" }) {
			t.Errorf("%s: a decision's sentence reads %v (ok %v), want the seat and the choice only", l, fields, ok)
		}
	}
	for _, g := range games.All() {
		for _, kind := range setupsOf(g) {
			t.Run(g.Name()+"/"+kind.name, func(t *testing.T) {
				reduced := 0
				eachRandomEvent(t, g, kind, 90, func(ns map[Lang][]*Narrator, e engine.Event, raw []byte) {
					all, err := decodeData(raw)
					if err != nil {
						t.Fatal(err)
					}
					for _, l := range Langs() {
						for _, n := range ns[l] {
							fields, ok := n.EventReads(e.Type)
							if !ok {
								continue
							}
							keep := append(fields, "seat", "prompt")
							if e.Type == engine.DecisionEvent {
								keep = append(keep, "chosen")
							}
							some := map[string]any{}
							for k, v := range all {
								if slices.Contains(keep, k) {
									some[k] = v
								}
							}
							part, err := json.Marshal(some)
							if err != nil {
								t.Fatal(err)
							}
							whole, cut := e, e
							whole.Data, cut.Data = json.RawMessage(raw), json.RawMessage(part)
							if got, want := n.Event(cut), n.Event(whole); got != want {
								t.Fatalf("%s to seat %d in %s: with the fields read %v only (%s) %q, with all (%s) %q",
									e.Type, n.reader, l, fields, part, got, raw, want)
							}
							if len(some) < len(all) {
								reduced++
							}
						}
					}
				})
				if reduced < 100 {
					t.Fatalf("only %d events told without some of their fields", reduced)
				}
			})
		}
	}
}
