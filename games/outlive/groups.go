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
