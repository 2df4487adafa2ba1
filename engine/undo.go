package engine

import "fmt"

// UndoStep is one played step as the undo policy sees it: who played it,
// whether a bot played it (a bot chooses again, the same way, when the game
// goes back before its move), and the events it caused.
type UndoStep struct {
	Seat   Seat
	Bot    bool
	Events []Event
}

// UndoReason says why a seat may not take a step back. The adapters narrate
// each reason from the catalogs (key "undo." + the reason).
type UndoReason string

// The reasons UndoFrom gives, and those the adapters add for what only they
// know.
const (
	// UndoNoStep: the seat has played no step that could be taken back.
	UndoNoStep UndoReason = "no-step"
	// UndoOtherActed: a person at another seat (UndoRefusal.Seat) acted
	// after the seat's last step; taking it back would take theirs too.
	UndoOtherActed UndoReason = "other-acted"
	// UndoRevealed: the seat's last step, or a bot's move after it
	// (UndoRefusal.Seat played it), revealed hidden information or a random
	// outcome (an event with Reveals).
	UndoRevealed UndoReason = "revealed"
	// UndoWatched: an outside program plays at the table; it cannot forget
	// what it has seen (the terminal).
	UndoWatched UndoReason = "watched"
	// UndoTimed: the game runs on a clock, and time spent cannot be given
	// back fairly (the server).
	UndoTimed UndoReason = "timed"
)

// UndoRefusal is a refused undo: the reason and, for UndoOtherActed and
// UndoRevealed, the seat whose step stands in the way.
type UndoRefusal struct {
	Reason UndoReason
	Seat   Seat
}

// Error describes the refusal in plain English, for logs and tests; people
// get it narrated from the catalogs.
func (r *UndoRefusal) Error() string {
	switch r.Reason {
	case UndoOtherActed, UndoRevealed:
		return fmt.Sprintf("cannot undo: %s (seat %d)", r.Reason, r.Seat)
	}
	return "cannot undo: " + string(r.Reason)
}

// UndoFrom applies the undo policy: seat may take back its own last step,
// together with the bots' moves after it, while no other person acted since
// and none of those steps revealed anything hidden or random. steps are the
// steps played so far (since the last point the game cannot go back
// before), in order. It returns the index of the first step to take back,
// or the reason why seat may not.
func UndoFrom(steps []UndoStep, seat Seat) (int, *UndoRefusal) {
	from := len(steps) - 1
	for ; from >= 0 && steps[from].Seat != seat; from-- {
		if !steps[from].Bot {
			return 0, &UndoRefusal{Reason: UndoOtherActed, Seat: steps[from].Seat}
		}
	}
	if from < 0 {
		return 0, &UndoRefusal{Reason: UndoNoStep, Seat: seat}
	}
	for _, st := range steps[from:] {
		for _, e := range st.Events {
			if e.Reveals {
				return 0, &UndoRefusal{Reason: UndoRevealed, Seat: st.Seat}
			}
		}
	}
	return from, nil
}
