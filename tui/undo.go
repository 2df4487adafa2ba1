package tui

import (
	"fmt"

	"wasteland/engine"
)

// undo takes back seat's last step and the bots' moves after it, as if the
// record ended before that step; the bots are brought back to where they
// stood then, so the game goes on as it would have. It is refused, with the
// reason, when another person has acted since or when one of those steps
// revealed anything (hidden information or a random outcome). It reports
// whether a step was taken back.
func (s *session) undo(seat engine.Seat) bool {
	if s.hasWatcher() {
		s.printf("cannot undo: an outside program plays at this table, and it cannot take back what it has seen\n")
		return false
	}
	n := len(s.steps)
	if n == 0 {
		s.printf("nothing to undo: no step has been played yet\n")
		return false
	}
	from := n - 1
	for ; from >= 0 && s.steps[from].seat != seat; from-- {
		if other := s.steps[from].seat; !s.isBot(other) {
			s.printf("cannot undo: seat %d (%s) has acted since; you can take back only your own last step and the bots' moves after it\n", other, s.seats[other])
			return false
		}
	}
	if from < 0 {
		s.printf("nothing to undo: you have not made a step yet\n")
		return false
	}
	for _, st := range s.steps[from:] {
		for _, e := range st.events {
			if !e.Reveals {
				continue
			}
			what := "information hidden from another seat"
			if e.VisibleTo(seat) {
				what = "event " + e.Type
			}
			whose := "your last step"
			if st.seat != seat {
				whose = fmt.Sprintf("the move of seat %d since", st.seat)
			}
			s.printf("cannot undo: %s (%s) revealed hidden information or a random outcome (%s)\n", whose, st.label, what)
			return false
		}
	}
	taken := s.steps[from:]
	evs := append([]engine.Event(nil), s.setupEvents...)
	for _, st := range s.steps[:from] {
		evs = append(evs, st.events...)
	}
	if err := s.rec.Truncate(from, evs); err != nil {
		s.printf("cannot undo: %v\n", err)
		return false
	}
	s.st, s.steps = taken[0].before, s.steps[:from]
	if err := s.rewindBots(); err != nil {
		s.printf("undo: %v\n", err)
	}
	s.printf("took back: seat %d: %s", seat, taken[0].label)
	if len(taken) > 1 {
		s.printf(" (and %d bot moves after it)", len(taken)-1)
	}
	s.printf("\n")
	return true
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
