package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// The end of a co-op round (AB-ACT-1..9): after every survivor's turn the
// first player reveals the top activation card; its two enemy types
// activate top to bottom, each flipping its inactive enemies after it
// (base activation, FO-ACTIV-*); a hostile icon activates the hostile
// faction, advances its token 1 and resolves the sheet's effect for the
// count of hostile enemies on the map; the first player stays or names
// another; the card is discarded and an empty deck reshuffled. The next
// round begins with the first player.

// ActivationRevealed is the event of the end-of-round activation card
// (AB-ACT-2).
type ActivationRevealed struct {
	Round   int      `json:"round"`
	First   int      `json:"first_player"`
	Card    string   `json:"card"`
	Enemies []string `json:"enemies"`           // top to bottom (AB-ACT-3)
	Faction string   `json:"faction,omitempty"` // the faction icon, if any (AB-ACT-4)
	Hostile bool     `json:"hostile"`           // the icon is the hostile faction's; false: none, or ignored
	Left    int      `json:"deck_left"`
}

// HostileCount is the event of the hostile enemies counted after a
// hostile activation (AB-ACT-5).
type HostileCount struct {
	Count   int `json:"count"`
	Effects int `json:"effects"` // group effects the sheet gives for the count
}

// FirstChosen is the event of the first player's hand-over decision (AB-ACT-6).
type FirstChosen struct {
	From int `json:"from"`
	To   int `json:"to"` // the same seat when the first player stays
}

// ActivationDiscarded is the event of the activation card discarded (AB-ACT-7).
type ActivationDiscarded struct {
	Card    string `json:"card"`
	Discard int    `json:"discard"`
	Left    int    `json:"deck_left"`
}

// ActivationReshuffled is the event of the activation discard shuffled
// into a new deck when the deck is empty (AB-ACT-8).
type ActivationReshuffled struct {
	Cards int `json:"cards"`
}

// verbFirstPlayer is the verb of the hand-over decision: x is the new first
// player (the same one to stay).
const verbFirstPlayer uint8 = 1

func init() {
	register(fActCard, frameKind{Name: "activation-card", Run: runActCard})
	register(fActHostile, frameKind{Name: "activation-hostile", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule AB-ACT-4: a hostile icon activates the hostile faction's
		// enemies; the loyal icon is ignored (actHostile).
		if s.actHostile() {
			s.PushAll(activateArgs{icon: iconStar + s.hostile()}.frame(s.First), Frame{Kind: fActCount, Seat: s.First})
		}
	}})
	register(fActCount, frameKind{Name: "activation-count", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule AB-ACT-4: the hostile token advances 1; AB-ACT-5: the
		// sheet's effect for the hostile enemies on the map.
		s.moveHostile(1, "activation", rec)
		n := s.hostileOnMap()
		es := s.coopSide().Effects(n)
		if rec.On() {
			rec.Public("hostile-count", HostileCount{Count: n, Effects: len(es)}, "AB-FACT-2")
		}
		s.groupEffects(es, "activation", rec)
	}})
	register(fFirstChoice, frameKind{
		Name: "first-choice", Prompt: "choose-first-player",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for _, p := range s.seatOrder() {
				if !s.P[p].Out {
					dst = append(dst, act(verbFirstPlayer, p, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, p, _, _ := unact(a)
			if p == int(f.Seat) {
				return opt("first-player:stay", "Stay first player")
			}
			return opt("first-player:"+strconv.Itoa(p), "Make seat "+strconv.Itoa(p)+" ("+data.Survivors[s.P[p].Survivor].Name+") first player")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, p, _, _ := unact(a)
			s.Pop()
			// rule AB-ACT-6: the new first player takes the activation deck.
			from := s.First
			s.First = int8(p)
			if rec.On() {
				rec.Public("first-player-chosen", FirstChosen{From: int(from), To: p}, "AB-ACT-1")
			}
		},
	})
	register(fActEnd, frameKind{Name: "activation-end", Run: func(s *State, f Frame, rec *engine.Recorder) {
		c := &s.Coop
		// rule AB-ACT-7: the card is discarded.
		if c.ActCard >= 0 {
			c.ActDiscard.put(c.ActCard)
			if rec.On() {
				rec.Public("activation-discarded", ActivationDiscarded{Card: coopData.Activations[c.ActCard].ID,
					Discard: int(c.ActDiscard.N), Left: int(c.Act.N)}, "AB-ACT-7")
			}
			c.ActCard = -1
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
	register(fRoundNext, frameKind{Name: "round-next", Run: func(s *State, f Frame, rec *engine.Recorder) {
		// rule AB-ACT-6: the round begins with the first player, the one
		// named at the end of the last round.
		s.Push(Frame{Kind: fTurnBegin, Seat: s.First})
	}})
}

// runActCard reveals the top activation card and activates its two enemy
// types top to bottom (AB-ACT-2/3); the hostile icon, the hand-over and
// the discard follow.
func runActCard(s *State, f Frame, rec *engine.Recorder) {
	c := &s.Coop
	if c.Act.N == 0 {
		// rule AB-ACT-8: the discard becomes a new deck (FO-LIMIT-3); no
		// agenda depletion effects.
		for c.ActDiscard.N > 0 {
			c.Act.put(c.ActDiscard.take())
		}
		s.shuffle(&c.Act)
		if rec.On() {
			rec.Public("activation-reshuffled", ActivationReshuffled{Cards: int(c.Act.N)}, "FO-LIMIT-3")
		}
	}
	card := c.Act.take()
	c.ActCard = card
	ac := &coopData.Activations[card]
	if rec.On() {
		ev := ActivationRevealed{Round: int(s.Round), First: int(s.First), Card: ac.ID, Faction: string(ac.Faction),
			Hostile: s.actHostile(), Left: int(c.Act.N)}
		for _, e := range ac.Enemies {
			ev.Enemies = append(ev.Enemies, string(e))
		}
		rec.Emit(engine.Event{Type: "activation-revealed", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"AB-ACT-2", "AB-ACT-3", "AB-ACT-4", "AB-ACT-5"}})
	}
	frames := make([]Frame, 0, 8)
	for _, e := range ac.Enemies {
		ic := enemyTypeIndex(e)
		frames = append(frames, activateArgs{icon: ic}.frame(s.First), iconArgs{icon: ic}.frame(fFlipType, s.First))
	}
	frames = append(frames, Frame{Kind: fActHostile, Seat: s.First}, Frame{Kind: fFirstChoice, Seat: s.First},
		Frame{Kind: fActEnd, Seat: s.First})
	s.PushAll(frames...)
}

// actHostile reports whether the revealed activation card shows the
// hostile faction's icon (AB-ACT-4).
func (s *State) actHostile() bool {
	c := &s.Coop
	if c.ActCard < 0 {
		return false
	}
	fac := coopData.Activations[c.ActCard].Faction
	return fac != "" && factionIndex(fac) == s.hostile()
}

// hostileOnMap counts the hostile faction's tokens on the map (AB-ACT-5).
func (s *State) hostileOnMap() int {
	n := 0
	for t := nEnemies; t < len(s.Tokens); t++ {
		if s.Tokens[t].Node != Nowhere && s.Tokens[t].Faction == s.hostile() {
			n++
		}
	}
	return n
}

// enemyTypeIndex is the index of enemy type e in content.EnemyTypes.
func enemyTypeIndex(e content.EnemyType) int8 {
	for i, x := range content.EnemyTypes {
		if x == e {
			return int8(i)
		}
	}
	panic("fallout: unknown enemy type " + string(e))
}
