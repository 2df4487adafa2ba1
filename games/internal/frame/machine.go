package frame

import "wasteland/engine"

// Machine is the part of a game's state that the frame machine runs: the
// number of seats, whether the game is over and the stack of pending
// frames. A game's State embeds it, and so has the engine.State methods
// that need nothing of the game (Players, Over, ToMove); the ones that do
// (Prompt, Legal, Option, ApplyUnchecked) are one-line calls of the game's
// Kinds with its Machine. Its fields encode into the state's JSON object
// as "n", "done", "Frames" and "Depth".
type Machine struct {
	N    int8 `json:"n"`    // seats
	Done bool `json:"done"` // the game is over
	Stack
}

// Players is the number of seats.
func (m *Machine) Players() int { return int(m.N) }

// Over reports whether the game has ended.
func (m *Machine) Over() bool { return m.Done }

// ToMove is the seat of the pending decision, or engine.Spectator when the
// game is over or nothing is pending.
func (m *Machine) ToMove() engine.Seat {
	if m.Done || m.Depth == 0 {
		return engine.Spectator
	}
	return engine.Seat(m.Top().Seat)
}

// pending reports whether a decision (or an automatic frame) waits: the
// game goes on and the stack is not empty.
func (m *Machine) pending() bool { return !m.Done && m.Depth > 0 }

// Clone returns a copy of the game state s, which must be a flat value
// (no pointers, slices or maps): copying it copies the game in flight. It
// costs one allocation.
func Clone[S any](s *S) *S {
	c := *s
	return &c
}
