package bot

import (
	"hash/fnv"
	"slices"

	"wasteland/engine"
	"wasteland/engine/jsonw"
)

// Memory is what a bot remembers of one game between decisions: the
// positions it decided in, as its seat saw them, and the options taken
// there (at most maxChosen positions, then it starts afresh). Back in a
// position, a bot takes another option while one remains, so free moves
// that undo each other (declaring loyalty and withdrawing it, swapping
// equipment back and forth) cannot go round for ever.
//
// A bot keeps a Memory of its own. A program that makes a new bot for
// every decision, as the server does, keeps one Memory per seat and hands
// it to each (Remembering); otherwise each new bot forgets the last one's
// choices and the loop is back. The zero Memory is empty and ready to use.
// A Memory is not safe for concurrent use.
type Memory struct {
	chosen map[uint64][]string
}

// Remembering is a Bot whose choices depend on a Memory that can be handed
// to it: Remember makes the bot read and extend m from then on, in place
// of its own. Greedy and ISMCTS are Remembering.
type Remembering interface {
	Bot
	Remember(m *Memory)
}

// maxChosen bounds the positions a Memory holds.
const maxChosen = 256

// forget empties m.
func (m *Memory) forget() { clear(m.chosen) }

// skips returns, for a decision in the position key, which of legal were
// taken there before, or nil when none were. When all of them were, the
// position is forgotten and nil returned: the round starts again.
func (m *Memory) skips(st engine.State, key uint64, legal []engine.Action) []bool {
	if len(m.chosen) >= maxChosen {
		m.forget()
	}
	ids := m.chosen[key]
	if len(ids) == 0 {
		return nil
	}
	skip, left := make([]bool, len(legal)), len(legal)
	for i, a := range legal {
		if slices.Contains(ids, st.Option(a).ID) {
			skip[i] = true
			left--
		}
	}
	if left == 0 {
		m.chosen[key] = nil
		return nil
	}
	return skip
}

// took remembers that the option id was taken in the position key.
func (m *Memory) took(key uint64, id string) {
	if m.chosen == nil {
		m.chosen = map[uint64][]string{}
	}
	m.chosen[key] = append(m.chosen[key], id)
}

// positionKey identifies st as seat sees it: a hash of its prompt and its
// view.
func positionKey(st engine.State, seat engine.Seat) uint64 {
	h := fnv.New64a()
	h.Write([]byte(st.Prompt()))
	if v, err := jsonw.Marshal(st.View(seat)); err == nil {
		h.Write(v)
	}
	return h.Sum64()
}
