package frame

import "wasteland/engine"

// Act packs a verb and up to three small arguments into an Action.
func Act(verb uint8, x, y, z int) engine.Action {
	return engine.Action(uint32(verb)<<24 | uint32(uint8(x))<<16 | uint32(uint8(y))<<8 | uint32(uint8(z)))
}

// Unact unpacks an Action made by Act. Arguments come back as int8 values,
// so -1 round-trips.
func Unact(a engine.Action) (verb uint8, x, y, z int) {
	return uint8(a >> 24), int(int8(a >> 16)), int(int8(a >> 8)), int(int8(a))
}

// Opt builds an option with the given id and label, whose kind is the id's
// first word (up to the first colon), and whose arguments are the given
// key, value pairs.
func Opt(id, label string, args ...string) engine.Option {
	o := engine.Option{ID: id, Label: label}
	for i, c := range id {
		if c == ':' {
			o.Kind = id[:i]
			break
		}
	}
	if o.Kind == "" {
		o.Kind = id
	}
	if len(args) > 0 {
		o.Args = make(map[string]string, len(args)/2)
		for i := 0; i+1 < len(args); i += 2 {
			o.Args[args[i]] = args[i+1]
		}
	}
	return o
}
