package fallout

import (
	"encoding/json"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
	"wasteland/games/internal/frame"
)

// Game is Fallout's entry in the engine: it makes and restores states.
type Game struct{}

// Name is "fallout".
func (Game) Name() string { return "fallout" }

// RulesVersion identifies this implementation of the rules.
func (Game) RulesVersion() string { return "fallout-2" }

// ContentVersion identifies the content files the game is played with:
// "fallout-content-" and a hash of every embedded data file, so it changes
// exactly when the data does.
func (Game) ContentVersion() string { return contentVersion }

// contentVersion is ContentVersion, computed once.
var contentVersion = engine.MustContentVersion("fallout-content", content.DefaultFS())

// Variants lists the variants besides the base game: the Atomic Bonds
// co-op game (AB-OVR-1).
func (Game) Variants() []string { return []string{VariantCoop} }

// PlayerRange is 1–4 (FO-COMP-1).
func (Game) PlayerRange() (int, int) { return 1, MaxPlayers }

// Setup options.
const (
	// OptScenario names the scenario (FO-SETUP-1); the default is the
	// content's first scenario.
	OptScenario = "scenario"
	// OptRounds ends the game after that many rounds with a Result. It is
	// for tests and simulations of the rules implemented so far; it is not
	// a rule of the game.
	OptRounds = "rounds"
	// OptAgendaOverflow is where a 5th agenda card a survivor gets rid of
	// goes (FO-AGENDA-5): "shuffle-into-deck" (the default) or "discard".
	OptAgendaOverflow = "agenda-overflow"
)

// New sets a game up for setup.Players players (FO-SETUP-1..10). The
// variants are the base game ("") and the Atomic Bonds co-op game
// (VariantCoop, AB-*); the options are OptScenario, OptRounds and
// OptAgendaOverflow.
func (Game) New(setup engine.Setup, rec *engine.Recorder) (engine.State, error) {
	if setup.Players < 1 || setup.Players > MaxPlayers {
		return nil, engine.Invalidf("fallout is for 1 to 4 players, not %d (rule FO-COMP-1)", setup.Players)
	}
	if setup.Variant != "" && setup.Variant != VariantCoop {
		return nil, engine.Invalidf("fallout has no variant %q (the variants are \"\" and %q)", setup.Variant, VariantCoop)
	}
	s := &State{Machine: frame.Machine{N: int8(setup.Players)}, Rng: engine.NewRNG(setup.Seed)}
	if setup.Variant == VariantCoop {
		// rule AB-OVR-1: the co-op variant of the same game.
		s.Coop = Coop{On: true, Loyal: -1, ActCard: -1, Supporter: -1, Face: -1, Helped: -1}
		for i := range s.Coop.Mutation {
			s.Coop.Mutation[i] = -1
		}
		for i := range s.Coop.Tasks {
			s.Coop.Tasks[i] = -1
		}
		for i := range s.Coop.Camps {
			s.Coop.Camps[i] = Nowhere
		}
	}
	for k, v := range setup.Options {
		switch k {
		case OptScenario:
			sc := scenarioIndex(v)
			if sc < 0 {
				return nil, engine.Invalidf("fallout has no scenario %q", v)
			}
			s.Scenario = sc
		case OptRounds:
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 10000 {
				return nil, engine.Invalidf("option rounds: want a number of rounds from 1 to 10000, not %q", v)
			}
			s.RoundLimit = int16(n)
		case OptAgendaOverflow:
			o, err := overflowOption(v)
			if err != nil {
				return nil, err
			}
			s.AgendaOverflow = o
		default:
			return nil, engine.Invalidf("fallout has no option %q", k)
		}
	}
	s.Push(Frame{Kind: fSetupDeal})
	s.advance(rec)
	return s, nil
}

// SetupOptions offers OptScenario: the scenarios of the content, the first
// (The Dust Basin) the default (engine.OptionLister).
func (Game) SetupOptions() []engine.SetupOption {
	o := engine.SetupOption{Name: OptScenario, Doc: "the scenario (FO-SETUP-1)", Default: data.Scenarios[0].ID}
	for i := range data.Scenarios {
		o.Values = append(o.Values, engine.OptionValue{ID: data.Scenarios[i].ID, Name: data.Scenarios[i].Name})
	}
	return []engine.SetupOption{o}
}

// scenarioIndex is the index of the scenario with id id, or -1.
func scenarioIndex(id string) int8 {
	for i := range data.Scenarios {
		if data.Scenarios[i].ID == id {
			return int8(i)
		}
	}
	return -1
}

// Unmarshal restores a state written by MarshalBinary, refusing anything
// inconsistent, and builds its token index (tokenindex.go), the victory
// check's reach (winreach.go), the cards' lacks (heldtimings.go), the
// face-up positions (faceup.go) and the quests not in play (questsout.go).
func (Game) Unmarshal(b []byte) (engine.State, error) {
	st, err := engine.UnmarshalChecked[State]("fallout", b)
	if err != nil {
		return nil, err
	}
	st.(*State).indexTokens()
	st.(*State).keepReaches()
	st.(*State).keepAllTimings()
	st.(*State).keepFaceUp()
	st.(*State).keepQuestsOut()
	return st, nil
}

// Prompt names the pending decision.
func (s *State) Prompt() string { return kinds.Prompt(&s.Machine) }

// Legal appends the pending decision's actions to dst.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	// frame.Kinds.Legal written out: the generic call goes through its
	// dictionary, at every decision.
	if s.Done || s.Depth <= 0 {
		return dst
	}
	f := &s.Frames[uint8(s.Depth-1)%frame.Max] // the top, as in advance
	return kinds[f.Kind].Legal(s, f, dst)
}

// Option describes action a of the pending decision.
func (s *State) Option(a engine.Action) engine.Option {
	o := kinds.Option(s, &s.Machine, a)
	o.Group = o.Kind
	if g, ok := groupOfKind[o.Kind]; ok {
		o.Group = g
	}
	return o
}

// InStep reports whether the pending decision continues a composite
// choice (bot.Stepper): a reroll window with dice marked.
func (s *State) InStep() bool {
	return s.Depth > 0 && s.Top().Kind == fReroll && rerollOf(s.Top()).marked != 0
}

// StepKey identifies the step of a reroll window (bot.Stepper): the set
// of marked dice.
func (s *State) StepKey() uint64 { return uint64(rerollOf(s.Top()).marked) }

// StepAfter tells, in a reroll window with dice marked, what legal action
// a does to the choice of the dice (bot.Stepper): marking or unmarking a
// die goes on with it while some die stays marked, the reroll finishes
// it, everything else (keeping the dice, a card, Well Rested, unmarking
// the last die) leaves it for an option the unmarked window offers too.
func (s *State) StepAfter(a engine.Action) (key uint64, goesOn, finishes bool) {
	v, x, _, _ := unact(a)
	switch v {
	case rvMark:
		m := rerollOf(s.Top()).marked ^ 1<<uint(x)
		return uint64(m), m != 0, false
	case rvReroll:
		return 0, false, true
	}
	return 0, false, false
}

// Option groups (engine.Option.Group): an option's group is its kind, but
// for the kinds below, which share a group with others of like meaning.
// Forfeits is set where the option is made: ending a turn with actions
// left (FO-TURN-1), stopping shopping with transactions left.
var groupOfKind = map[string]string{
	"mark":         "die",
	"unmark":       "die",
	"well-rested":  "reroll",
	"done":         "end",
	"cancel":       "end",
	"perk":         "use",
	"move-action":  "move",
	"step":         "move",
	"decline":      "answer",
	"accept":       "answer",
	"no-support":   "support",
	"keep-support": "reroll-support",
}

// ApplyUnchecked plays a legal action and runs the game on to the next decision.
func (s *State) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	// frame.Kinds.Apply written out, the top read as in Legal and the
	// kind's Apply from a flat table (applies): a decision is pending, so
	// Depth is in 1..frame.Max.
	f := &s.Frames[uint8(s.Depth-1)%frame.Max]
	applies[f.Kind](s, f, a, rec)
	s.advance(rec)
}

// Clone copies the state (frame.Clone).
func (s *State) Clone() engine.State { return frame.Clone(s) }

// MarshalBinary encodes the whole state as JSON.
func (s *State) MarshalBinary() ([]byte, error) { return json.Marshal(s) }

// Ends of the game (State.End).
const (
	endNone       int8 = iota
	endRoundLimit      // the test-only round limit was reached (OptRounds)
	endAllOut          // every player was eliminated (FO-DEATH-5)
	endInfluence       // survivors reached the influence threshold (FO-WIN-3)
	endTakeOver        // a faction reached the end of the power track (FO-POWER-3)
	endTeamWin         // co-op: the sheet's victory condition is met (AB-END-1)
	endHostile         // co-op: the hostile token reached the last space (AB-END-2)
)

var endNames = [...]string{"", "round-limit", "all-eliminated", "influence", "takeover", "team-victory", "hostile-takeover"}

// ResultDetail explains how the game ended.
type ResultDetail struct {
	End    string `json:"end"`    // round-limit, all-eliminated, influence, takeover, team-victory, hostile-takeover
	Rounds int    `json:"rounds"` // rounds completed
	// Eliminated lists the eliminated seats (FO-DEATH-5).
	Eliminated []int `json:"eliminated"`
	// Influence is every seat's influence, also its score (FO-WIN-1).
	Influence []int `json:"influence"`
	Threshold int   `json:"threshold"` // the influence that wins (FO-WIN-2)
	// TakeOver names the faction(s) that reached the end of the power
	// track (FO-POWER-3).
	TakeOver []string `json:"takeover,omitempty"`
	// Team is the team outcome of a co-op game (AB-END-1/2); nil in the
	// base game.
	Team *TeamDetail `json:"team,omitempty"`
}

// Result is the outcome. Without a winner every survivor still in the game
// shares placing 1 and the eliminated ones placing 2 (they lost,
// FO-DEATH-5). A co-op game has a team outcome (teamResult): every seat
// wins, or none does.
func (s *State) Result() engine.Result {
	r := engine.Result{Scores: make([]int, s.N), Placings: make([]int, s.N), Winners: []engine.Seat{}}
	d := ResultDetail{End: endNames[s.End], Rounds: int(s.Round), Eliminated: []int{}}
	for p := 0; p < int(s.N); p++ {
		r.Placings[p] = 1
		if s.P[p].Out {
			d.Eliminated = append(d.Eliminated, p)
			if s.End != endAllOut {
				r.Placings[p] = 2
			}
		}
	}
	if s.Coop.On {
		s.teamResult(&r, &d)
	} else {
		s.victoryResult(&r, &d)
	}
	r.Detail = d
	return r
}

// finish ends the game.
func (s *State) finish(end int8, rec *engine.Recorder) {
	s.Done, s.End = true, end
	if rec.On() {
		rec.Public("game-ended", GameEnded{End: endNames[end], Round: int(s.Round)}, "FO-WIN-1")
	}
}

// GameEnded is the event of the game's end.
type GameEnded struct {
	End   string `json:"end"`   // round-limit, all-eliminated, influence, takeover
	Round int    `json:"round"` // the round last played
}
