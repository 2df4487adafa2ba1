package narrate

import "wasteland/engine"

// UndoRefused tells, in lang, why seat may not take its step back: r is
// the refusal of engine.UndoFrom (or an adapter's), other the name of the
// seat in its way (r.Seat) as the reader knows it.
func UndoRefused(lang Lang, r *engine.UndoRefusal, seat engine.Seat, other string) string {
	key := "undo." + string(r.Reason)
	if r.Reason == engine.UndoRevealed && r.Seat != seat {
		key = "undo.revealed-since"
	}
	return Say(lang, key, map[string]any{"Seat": other})
}
