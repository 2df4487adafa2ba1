package outlive

import "wasteland/engine"

// Option groups (engine.Option.Group): an option's group is its kind, but
// for the kinds below, which share a group with others of like meaning.
var groupOfKind = map[string]string{
	"done":        "end",
	"pass":        "end",
	"cancel":      "end",
	"stay":        "move",
	"hero":        "place-hero",
	"free-search": "search",
	"no-bat":      "bat",
	"build":       "build-room", // the free build of the setup (OL-SETUP-5)
}

// groupOfStep is the group of the first steps of composite choices,
// by prompt and kind: the hero to move goes with the moves, the event to
// avert with the averting, the number of recruits with the recruiting,
// the tile to repair with the repairs.
var groupOfStep = map[string]string{
	"move-hero/hero":    "move",
	"avert-event/event": "avert",
	"recruit/survivors": "recruit",
	"repair/equipment":  "repair",
}

// meaning fills o's Group and Forfeits for a decision of prompt: passing
// (averting no more events, building no room for free) and ending a visit
// with AP unspent (OL-AP-4) forfeit something.
func meaning(prompt string, o *engine.Option) {
	o.Group = o.Kind
	if g, ok := groupOfStep[prompt+"/"+o.Kind]; ok {
		o.Group = g
	} else if g, ok := groupOfKind[o.Kind]; ok {
		o.Group = g
	}
	switch o.Kind {
	case "pass":
		o.Forfeits = true
	case "done":
		o.Forfeits = prompt == "visit" && o.Args["ap"] != "0"
	}
}

// InStep reports whether the pending decision is the second step of a
// composite choice (bot.Stepper): the payment of a chosen room, of
// averting a chosen event, of repairing a chosen tile, the food for the
// chosen number of recruits, or where a chosen hero is placed or moves.
func (s *State) InStep() bool {
	if s.Depth == 0 {
		return false
	}
	switch s.Top().Kind {
	case fBuildPay, fPlaceHeroAt, fMoveHeroTo, fAvertPay, fRecruitFood, fRepairPay:
		return true
	}
	return false
}

// StepKey identifies the step a composite choice is at (bot.Stepper): the
// pending frame's kind and arguments.
func (s *State) StepKey() uint64 {
	f := s.Top()
	a := f.ArgsIn(f.Kind, f.Kind)
	return uint64(f.Kind)<<32 | uint64(uint8(a.A))
}

// StepAfter reports that every option of a second step finishes the
// choice (bot.Stepper): paying builds the room, averts the event,
// repairs the tile or recruits, a location places or moves the hero.
func (s *State) StepAfter(engine.Action) (key uint64, goesOn, finishes bool) { return 0, false, true }
