package outlive

import (
	"fmt"
	"testing"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// stepKinds are the option kinds whose effect may live in the decision
// alone: declining (pass, done, no-bat, recruit:none) or a step of a
// larger decision (opening a hunt, ordering superiority targets, a
// defender's ammo answer, choosing the room to build, the event to avert,
// the tile to repair, the number of recruits or the hero to place or move
// before the payment, the food or the location).
var stepKinds = map[string]bool{
	"pass": true, "done": true, "no-bat": true, "recruit": true,
	"hunt": true, "target": true, "ammo": true, "hero": true, "build-room": true, "event": true, "survivors": true, "equipment": true,
}

// failedOutcome reports how the events of option o say that it could not
// be carried out, or "" when they do not: a room ability or an equipment
// bonus that changed nothing, a draw that drew nothing, or an option other
// than a decline or a step that left the game (beyond its decision stack)
// as it was or led the same seat, without revealing anything, to a decision
// (its option ids next) that can only cancel.
func failedOutcome(o engine.Option, evs []engine.Event, before, after *State, next []string) string {
	for i, e := range evs {
		switch d := e.Data.(type) {
		case RoomAbilityUsed:
			if d.Quantity != "" && d.Before == d.After {
				return fmt.Sprintf("room ability %s changed no %s", d.Ability, d.Quantity)
			}
			if (d.Ability == AbDrawEquipment.String() || d.Ability == AbDrawEquipment2.String()) &&
				(i+1 == len(evs) || evs[i+1].Type != "equipment-drawn") {
				return "room ability " + d.Ability + " drew nothing"
			}
		case EquipmentUsed:
			if d.Amount == 0 {
				return "equipment " + d.Equipment + " gave nothing"
			}
		}
	}
	if stepKinds[o.Kind] || o.ID == "cancel" {
		return ""
	}
	b, a := *before, *after
	b.Stack, a.Stack = frame.Stack{}, frame.Stack{}
	if a == b {
		return "nothing changed"
	}
	if len(next) == 1 && next[0] == "cancel" && after.ToMove() == before.ToMove() && !reveals(evs) {
		return "the next decision can only cancel"
	}
	return ""
}

// reveals reports whether any of evs disclosed hidden information: an
// option whose outcome depends on it may lead to a dead end by chance.
func reveals(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Reveals {
			return true
		}
	}
	return false
}

// TestNoOptionCanOnlyFail: over random games of 2, 3 and 4 players, no
// chosen option ends in an outcome that says it could not be carried out:
// options the player cannot carry out are not offered (issue 7).
func TestNoOptionCanOnlyFail(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	var buf []engine.Action
	for g := 0; g < games; g++ {
		setup := engine.Setup{Players: 2 + g%3, Seed: uint64(1000 + g)}
		st, err := Game{}.New(setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		chooser := engine.NewRNG(setup.Seed)
		for move := 0; !s.Done; move++ {
			buf = s.Legal(buf[:0])
			a := buf[chooser.IntN(len(buf))]
			o := s.Option(a)
			before := *s
			var rec engine.Recorder
			s.ApplyUnchecked(a, &rec)
			var next []string
			if !s.Done {
				for _, o := range engine.DecisionOf(s).Options {
					next = append(next, o.ID)
				}
			}
			if why := failedOutcome(o, rec.Events, &before, s, next); why != "" {
				t.Fatalf("%+v move %d: option %s: %s", setup, move, o.ID, why)
			}
		}
	}
}
