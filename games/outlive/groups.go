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

// meaning fills o's Group and Forfeits for a decision of prompt: passing
// (averting no more events, building no room for free) and ending a visit
// with AP unspent (OL-AP-4) forfeit something.
func meaning(prompt string, o *engine.Option) {
	o.Group = o.Kind
	if g, ok := groupOfKind[o.Kind]; ok {
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
// composite choice (bot.Stepper): the payment of a chosen room, or the
// location of a chosen hero.
func (s *State) InStep() bool {
	return s.Depth > 0 && (s.Top().Kind == fBuildPay || s.Top().Kind == fPlaceHeroAt)
}

// StepKey identifies the step a composite choice is at (bot.Stepper): the
// pending frame's kind and arguments.
func (s *State) StepKey() uint64 {
	f := s.Top()
	a := f.ArgsIn(f.Kind, f.Kind)
	return uint64(f.Kind)<<32 | uint64(uint8(a[0]))
}

// StepAfter reports that every option of a second step finishes the
// choice (bot.Stepper): paying builds the room, a location places the
// hero.
func (s *State) StepAfter(engine.Action) (key uint64, goesOn, finishes bool) { return 0, false, true }
