package tui

import (
	"fmt"

	"wasteland/engine"
	"wasteland/narrate"
)

// undo takes back seat's last step and the bots' moves after it, as if the
// record ended before that step; the bots are brought back to where they
// stood then, so the game goes on as it would have. It is refused, with the
// reason, when another person has acted since or when one of those steps
// revealed anything (hidden information or a random outcome). It reports
// whether a step was taken back.
func (s *session) undo(seat engine.Seat) bool {
	if s.hasWatcher() {
		return s.refuseUndo(seat, &engine.UndoRefusal{Reason: engine.UndoWatched})
	}
	steps := make([]engine.UndoStep, len(s.steps))
	for i, st := range s.steps {
		steps[i] = engine.UndoStep{Seat: st.seat, Bot: s.isBot(st.seat), Events: st.events}
	}
	from, refused := engine.UndoFrom(steps, seat)
	if refused != nil {
		return s.refuseUndo(seat, refused)
	}
	taken := s.steps[from:]
	evs := append([]engine.Event(nil), s.setupEvents...)
	for _, st := range s.steps[:from] {
		evs = append(evs, st.events...)
	}
	if err := s.rec.Truncate(from, evs); err != nil {
		s.sayln("term.undo.failed", map[string]any{"why": err.Error()})
		return false
	}
	s.st, s.steps = taken[0].before, s.steps[:from]
	if err := s.rewindBots(); err != nil {
		s.sayln("term.undo.bots-failed", map[string]any{"why": err.Error()})
	}
	if len(taken) > 1 {
		s.sayln("term.undo.done-bots", map[string]any{"step": taken[0].label, "n": len(taken) - 1})
	} else {
		s.sayln("term.undo.done", map[string]any{"step": taken[0].label})
	}
	return true
}

// refuseUndo tells seat why its undo was refused, in the table's
// language, and reports false.
func (s *session) refuseUndo(seat engine.Seat, r *engine.UndoRefusal) bool {
	other := ""
	if r.Seat != seat && int(r.Seat) >= 0 && int(r.Seat) < len(s.seats) {
		other = fmt.Sprintf("%d (%s)", r.Seat, s.seats[r.Seat])
		if nw, ok := s.words.(*narratedWords); ok {
			other = nw.seatName(r.Seat) + " (" + s.seats[r.Seat] + ")"
		}
	}
	s.printf("%s\n", narrate.UndoRefused(s.lang, r, seat, other))
	return false
}

// isBot reports whether a bot plays seat.
func (s *session) isBot(seat engine.Seat) bool {
	return int(seat) < len(s.bots) && s.bots[seat] != nil
}

// rewindBots makes the bots anew from the game's seed and lets each choose
// again in every position where it chose since it was made (since the start
// or the last load), so that each stands where it stood after them: a bot's
// choices depend on its random numbers and what it has seen. Taken back to
// before they were made, the bots start afresh there. It is an error when a
// bot now chooses otherwise than it did.
func (s *session) rewindBots() error {
	s.botsFrom = min(s.botsFrom, len(s.steps))
	for i := range s.bots {
		if s.bots[i] == nil {
			continue
		}
		b, err := s.newBot(s.seats[i], i)
		if err != nil {
			return err
		}
		s.bots[i] = b
	}
	for i, st := range s.steps {
		if i < s.botsFrom || !s.isBot(st.seat) {
			continue
		}
		pos := st.before.Clone()
		if id := pos.Option(s.bots[st.seat].Choose(pos, st.seat, pos.Legal(nil))).ID; id != st.id {
			return fmt.Errorf("the bot of seat %d now chooses %s at move %d, where it chose %s", st.seat, id, i+1, st.id)
		}
	}
	return nil
}
