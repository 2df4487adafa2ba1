package fallout

import (
	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Rounds (FO-ROUND-1..4, FO-FIRST-2..4, FO-AGENDA-7/9): players take turns
// clockwise. After a turn, if the next turn would be the current first
// player's, the end-of-round step comes first: the first player reveals
// the top agenda card, the enemies of each type shown activate (fActivate,
// activation.go) and that type's inactive enemies flip face up, the card is
// discarded, and an empty agenda deck is rebuilt and passed on.

// AgendaRevealed is the event of the end-of-round agenda card (FO-ROUND-2).
type AgendaRevealed struct {
	Round int      `json:"round"`
	First int      `json:"first_player"`
	Card  string   `json:"card"`
	Icons []string `json:"activates"` // left to right: enemy types or factions (FO-ACTIV-1)
	Left  int      `json:"deck_left"` // cards left in the agenda deck
}

// EnemiesFlipped is the event of the inactive enemies of a type turning
// face up at the end of its activation (FO-ROUND-2, FO-INACT-3).
type EnemiesFlipped struct {
	Type    string        `json:"type"`
	Flipped []EnemyPlaced `json:"flipped"`
	// StayDown counts the replacements placed during this activation,
	// which stay face down.
	StayDown int `json:"stay_down"`
}

// AgendaDiscarded is the event of the revealed agenda card discarded face
// up at the end of the round (FO-ROUND-2 step 4).
type AgendaDiscarded struct {
	Round   int    `json:"round"`
	Card    string `json:"card"`
	Discard int    `json:"discard"`   // cards in the agenda discard now
	Left    int    `json:"deck_left"` // cards left in the agenda deck
}

// AgendaReshuffled is the event of the agenda discard shuffled into a new
// deck (FO-AGENDA-9, FO-LIMIT-3).
type AgendaReshuffled struct {
	Cards int `json:"cards"`
	// Depleted: the last card was drawn and resolved, so the deck passes
	// and the factions gain power; false when an empty deck is refilled for
	// a draw.
	Depleted  bool `json:"depleted"`
	FirstFrom int  `json:"first_from"`
	FirstTo   int  `json:"first_to"`
}

// PowerMoved is the event of a faction's power token moving down the track
// (FO-POWER-2).
type PowerMoved struct {
	Faction string `json:"faction"` // star or heart
	From    int    `json:"from"`    // spaces advanced before
	To      int    `json:"to"`
	Last    int    `json:"last"`  // the index of the track's last space (FO-POWER-3)
	Cause   string `json:"cause"` // agenda-depleted, result
}

// RoundEnded is the event of the end-of-round step finished.
type RoundEnded struct {
	Round int `json:"round"`
	First int `json:"first_player"`
}

// AgendaDrawn is the public side of an agenda card drawn: who and how many
// cards they hold now (FO-AGENDA-6).
type AgendaDrawn struct {
	Seat  int    `json:"seat"`
	Cause string `json:"cause"`
	Held  int    `json:"held"` // agenda cards held, the displayed one included
	Left  int    `json:"deck_left"`
}

// AgendaCard is the private side: the card drawn, for its holder only.
type AgendaCard struct {
	Seat int    `json:"seat"`
	Card string `json:"card"`
}

func init() {
	register(fTurnEnd, frameKind{Name: "turn-end", Run: func(s *State, f Frame, rec *engine.Recorder) {
		next := s.nextSeat(int(f.Seat))
		if next < 0 {
			s.finish(endAllOut, rec)
			return
		}
		// rule FO-ROUND-3: the end of the round is tied to the current
		// first player; FO-FIRST-2: turn order is unchanged.
		if next == int(s.First) && s.Coop.On {
			// rule AB-ACT-1/2, AB-ACT-9: the activation card instead of
			// the agenda reveal.
			s.PushAll(Frame{Kind: fActCard, Seat: s.First}, Frame{Kind: fRoundNext, Seat: s.First})
			return
		}
		if next == int(s.First) {
			s.PushAll(Frame{Kind: fRoundEnd, Seat: s.First}, Frame{Kind: fTurnBegin, Seat: int8(next)})
			return
		}
		s.runQuiet(Frame{Kind: fTurnBegin, Seat: int8(next)}, rec)
	}})
	register(fRoundEnd, frameKind{Name: "round-end", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule FO-ROUND-2 step 1, FO-AGENDA-7: the first player reveals the top card.
		if s.Agenda.N == 0 {
			s.refillAgenda(false, rec)
		}
		card := s.Agenda.take()
		if card < 0 {
			// Every agenda card is in a hand: no activation this round.
			s.Push(Frame{Kind: fAgendaDiscard, Seat: s.First})
			return
		}
		s.Revealed, s.LastRevealed = card, card
		icons := agendaIcons[card]
		if rec.On() {
			ev := AgendaRevealed{Round: int(s.Round), First: int(s.First), Card: data.Agendas[card].ID, Left: int(s.Agenda.N)}
			for _, ic := range icons {
				ev.Icons = append(ev.Icons, iconName(ic))
			}
			rec.Emit(engine.Event{Type: "agenda-revealed", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-ROUND-2", "FO-ACTIV-1"}})
		}
		// rule FO-ROUND-2 steps 2–3, FO-ACTIV-1: each shown type activates, left
		// to right, and its inactive enemies flip before the next type.
		// Pushed from the bottom up (the discard, then the icons right to
		// left), so no list of the frames is built.
		s.Push(Frame{Kind: fAgendaDiscard, Seat: s.First})
		for i := len(icons) - 1; i >= 0; i-- {
			ic := icons[i]
			s.PushAll(activateArgs{icon: ic}.frame(s.First), iconArgs{icon: ic}.frame(fFlipType, s.First))
		}
	}})
	register(fFlipType, frameKind{Name: "flip-type", Run: func(s *State, f Frame, rec *engine.Recorder) {
		ic := flipOf(&f).icon
		if ic >= numEnemyTypes {
			return // faction tokens are never inactive (FO-FACTION-3)
		}
		ev := EnemiesFlipped{Type: string(content.EnemyTypes[ic]), Flipped: []EnemyPlaced{}}
		for _, t := range typeTokens[ic] {
			tk := &s.Tokens[t]
			if tk.Node == Nowhere || tk.Active {
				continue
			}
			if tk.Fresh {
				// rule FO-INACT-3: a replacement placed during this activation stays face down.
				tk.Fresh = false
				ev.StayDown++
				continue
			}
			tk.Active = true
			if rec.On() {
				ev.Flipped = append(ev.Flipped, s.enemyPlaced(t, "flipped"))
			}
		}
		if rec.On() {
			rec.Emit(engine.Event{Type: "enemies-flipped", To: engine.Public, Data: ev, Reveals: len(ev.Flipped) > 0, Rules: []string{"FO-ROUND-2", "FO-INACT-3"}})
		}
	}})
	register(fAgendaDiscard, frameKind{Name: "agenda-discard", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule FO-ROUND-2 step 4: the card is discarded.
		if s.Revealed >= 0 {
			s.AgendaDiscard.put(s.Revealed)
			if rec.On() {
				rec.Public("agenda-discarded", AgendaDiscarded{Round: int(s.Round), Card: data.Agendas[s.Revealed].ID,
					Discard: int(s.AgendaDiscard.N), Left: int(s.Agenda.N)}, "FO-ROUND-4")
			}
			s.Revealed = -1
			// rule FO-AGENDA-9: the last card has been drawn and resolved.
			if s.Agenda.N == 0 {
				s.refillAgenda(true, rec)
			}
		}
		if rec.On() {
			rec.Public("round-ended", RoundEnded{Round: int(s.Round), First: int(s.First)}, "FO-ROUND-4")
		}
		if s.RoundLimit > 0 && s.Round >= s.RoundLimit {
			s.finish(endRoundLimit, rec)
			return
		}
		s.Round++
		if rec.On() {
			rec.Public("round-started", RoundStarted{Round: int(s.Round), First: int(s.First)}, "FO-ROUND-1")
		}
	}})
}

// refillAgenda shuffles the agenda discard into a new deck (FO-LIMIT-3).
// When depleted is set the last card has been drawn and resolved
// (FO-AGENDA-9): the deck passes to the right of the first player, who
// becomes first player (FO-FIRST-2/3), and the factions gain power
// (FO-POWER-2; solo: FO-SOLO-5). An empty discard leaves the deck empty
// until the next draw.
func (s *State) refillAgenda(depleted bool, rec *engine.Recorder) {
	for s.AgendaDiscard.N > 0 {
		s.Agenda.put(s.AgendaDiscard.take())
	}
	s.shuffle(&s.Agenda)
	from := s.First
	if depleted {
		if r := s.rightOf(int(s.First)); r >= 0 {
			s.First = int8(r)
		}
	}
	if rec.On() {
		rec.Public("agenda-reshuffled", AgendaReshuffled{Cards: int(s.Agenda.N), Depleted: depleted, FirstFrom: int(from), FirstTo: int(s.First)}, "FO-AGENDA-9", "FO-LIMIT-3", "FO-FIRST-2", "FO-FIRST-3")
	}
	if !depleted {
		return
	}
	star, heart := true, true
	if s.N == 1 {
		// rule FO-SOLO-5: only the faction with less power, both when equal.
		star, heart = s.Power[0] <= s.Power[1], s.Power[1] <= s.Power[0]
	}
	if star {
		s.gainPower(0, 1, "agenda-depleted", rec)
	}
	if heart {
		s.gainPower(1, 1, "agenda-depleted", rec)
	}
}

// gainPower moves faction f's power token n spaces down the track; it
// keeps counting past the last space (FO-POWER-2, FO-POWER-5).
func (s *State) gainPower(f int8, n int, cause string, rec *engine.Recorder) {
	from := s.Power[f]
	s.Power[f] += int8(n)
	if rec.On() {
		rec.Public("power-moved", PowerMoved{Faction: string(content.Factions[f]), From: int(from), To: int(s.Power[f]),
			Last: s.geo().sc.Power.Spaces - 1, Cause: cause}, "FO-POWER-2", "FO-SOLO-5", "FO-POWER-5", "FO-AGENDA-9")
	}
}

// drawAgenda draws the top agenda card into seat's hand (FO-AGENDA-4). An
// empty deck is first refilled from the discard; with nothing to draw the
// draw is skipped (FO-LIMIT-5). Drawing the last card depletes the deck
// (FO-AGENDA-9); a 5th card asks the player to get rid of one
// (FO-AGENDA-5, fAgendaLimit).
func (s *State) drawAgenda(seat int, cause string, rec *engine.Recorder) {
	if s.Agenda.N == 0 {
		s.refillAgenda(false, rec)
	}
	c := s.Agenda.take()
	if c < 0 {
		return
	}
	p := &s.P[seat]
	p.Hand[p.NHand] = c
	p.NHand++
	s.keepReach(seat)
	if rec.On() {
		held := int(p.NHand)
		if p.Loyal >= 0 {
			held++
		}
		rec.Public("agenda-drawn", AgendaDrawn{Seat: seat, Cause: cause, Held: held, Left: int(s.Agenda.N)}, "FO-AGENDA-4", "FO-SETUP-8", "FO-AGENDA-6")
		rec.Emit(engine.Event{Type: "agenda-card", To: engine.Seat(seat), Data: AgendaCard{Seat: seat, Card: data.Agendas[c].ID}, Reveals: true, Rules: []string{"FO-AGENDA-4"}})
	}
	if s.Agenda.N == 0 {
		s.refillAgenda(true, rec)
	}
	// One frame gets rid of every card over the limit (agendaLimitApply).
	if s.agendasHeld(seat) > data.Rules.AgendaLimit && !s.pendingFor(seat, fAgendaLimit) {
		s.Push(Frame{Kind: fAgendaLimit, Seat: int8(seat)})
	}
}
