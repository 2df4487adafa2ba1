package fallout

import (
	"bytes"
	"slices"
	"testing"

	"wasteland/engine"
)

// rule FO-TEST-3, FO-TEST-4: the dice to reroll are marked one at a time,
// one option per die, then rerolled together; keeping the dice rerolls
// none. Only the marked dice are rolled, each once.
func TestRerollSteps(t *testing.T) {
	tests := []struct {
		name    string
		steps   []string // options played after the window opens
		options []string // the options then, sorted
		rolled  []int    // the dice the last step rolled; nil: none
	}{
		{"window", nil, []string{"done", "mark:1", "mark:2", "mark:3"}, nil},
		{"one marked", []string{"mark:2"}, []string{"done", "mark:1", "mark:3", "reroll:2", "unmark:2"}, nil},
		{"two marked, in any order", []string{"mark:3", "mark:1"}, []string{"done", "mark:2", "reroll:13", "unmark:1", "unmark:3"}, nil},
		{"unmarked again", []string{"mark:1", "mark:2", "unmark:1"}, []string{"done", "mark:1", "mark:3", "reroll:2", "unmark:2"}, nil},
		{"reroll one", []string{"mark:2", "reroll:2"}, nil, []int{1}},
		{"reroll two", []string{"mark:3", "mark:1", "reroll:13"}, nil, []int{0, 2}},
		{"reroll all", []string{"mark:1", "mark:2", "mark:3", "reroll:123"}, nil, []int{0, 1, 2}},
		{"keep", []string{"done"}, nil, nil},
		{"keep with dice marked", []string{"mark:1", "mark:3", "done"}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fxGame(t, 2, 1, "exiled-paladin")
			seat := fxSeat(s)
			fxLetters(s, seat, "SP")
			fxRig(t, s, fxHBA2, fxHL1, fxHB0)
			fxTest(s, "SE", 4)
			dice := s.Dice
			var evs []engine.Event
			for _, id := range tt.steps {
				evs = foApply(t, s, id)
			}
			if tt.options != nil {
				if got := foOptions(s); !slices.Equal(got, tt.options) {
					t.Fatalf("options %v, want %v", got, tt.options)
				}
				if s.Dice != dice || len(foEvents(evs, "dice-rolled")) != 0 {
					t.Fatal("marking rolled dice")
				}
				return
			}
			rolls := foEvents(evs, "dice-rolled")
			if tt.rolled == nil {
				if len(rolls) != 0 || s.Dice != dice {
					t.Fatalf("dice rolled %v", rolls)
				}
				return
			}
			if len(rolls) != 1 || !slices.Equal(rolls[0].Data.(DiceRolled).Rolled, tt.rolled) {
				t.Fatalf("rolled %v, want %v", rolls, tt.rolled)
			}
		})
	}
}

// The marks are public and shown on the dice of every view; a marked die
// is listed as "unmark", and the reroll comes first while dice are marked.
func TestRerollMarksInView(t *testing.T) {
	s := fxGame(t, 2, 1, "exiled-paladin")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	fxTest(s, "SE", 4)
	foApply(t, s, "mark:2")
	for _, who := range []engine.Seat{engine.Seat(seat), engine.Spectator} {
		v := s.View(who).(*View)
		if v.Dice[0].Marked || !v.Dice[1].Marked || v.Dice[2].Marked {
			t.Errorf("seat %d sees dice %+v", who, v.Dice)
		}
	}
	d := engine.DecisionOf(s)
	if d.Options[0].ID != "reroll:2" || d.Options[0].Group != "reroll" {
		t.Errorf("first option %+v", d.Options[0])
	}
	for _, o := range d.Options {
		if (o.Kind == "mark" || o.Kind == "unmark") && o.Group != "die" {
			t.Errorf("option %+v not in the dice group", o)
		}
	}
}

// Bad input in a reroll window is refused and changes nothing: a reroll
// with no die marked, or of dice other than the marked ones, a die that
// does not exist, a mark once no reroll is left.
func TestRerollStepsRefuse(t *testing.T) {
	s := fxGame(t, 2, 1, "exiled-paladin")
	seat := fxSeat(s)
	fxLetters(s, seat, "SP")
	fxTest(s, "SE", 4)
	before, _ := s.MarshalBinary()
	for _, id := range []string{"reroll:", "reroll:1", "reroll:123", "unmark:1", "mark:4", "mark:0", "mark:"} {
		foRefuse(t, s, id)
	}
	foApply(t, s, "mark:1")
	for _, id := range []string{"reroll:12", "reroll:2", "mark:1"} {
		foRefuse(t, s, id)
	}
	foApply(t, s, "unmark:1")
	if after, _ := s.MarshalBinary(); !bytes.Equal(before, after) {
		t.Error("refused input or marking a die and unmarking it changed the state")
	}
	foReroll(t, s, "3") // the one reroll
	if s.Prompt() == "reroll" && (foHas(s, "mark:1") || foHas(s, "reroll:1")) {
		t.Errorf("no reroll left, options %v", foOptions(s))
	}
}

// Ending a turn with actions left forfeits them: the option says so and
// comes last.
func TestTurnEndForfeits(t *testing.T) {
	s := fxGame(t, 2, 1, "exiled-paladin")
	if s.Prompt() != "turn" || s.Actions == 0 {
		t.Fatalf("prompt %s, %d actions", s.Prompt(), s.Actions)
	}
	d := engine.DecisionOf(s)
	last := d.Options[len(d.Options)-1]
	if last.ID != "end" || !last.Forfeits || last.Group != "end" {
		t.Errorf("last option %+v", last)
	}
	for _, o := range d.Options[:len(d.Options)-1] {
		if o.Forfeits || o.Group == "" {
			t.Errorf("option %+v", o)
		}
	}
}
