package fallout

import (
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Mods and workshop upgrades of the co-op variant. Shopping, a survivor
// may spend transactions to draw that many mods, keeps one and attaches it
// to a weapon or apparel card of its symbol, or discards it (AB-MOD-1..7).
// A mod lives on its card (Held.Mod); the mod discard is every mod neither
// in the deck, nor drawn, nor on a card. The agenda icon of a result draws
// workshop upgrades, kept by the group (AB-WS-1..4).

// Verbs of the mod decisions (the shop's verbModDraw is in shop.go's range).
const (
	verbModDraw   uint8 = 5 // fShop: x = the transactions spent (AB-MOD-1)
	verbModKeep   uint8 = 1 // fModKeep: x = the index in Coop.Drawn
	verbModAttach uint8 = 1 // fModAttach: x = the place of the card (whereInv...)
	verbModToss   uint8 = 2 // fModAttach: discard the mod
)

// ModsDrawn is the event of mods drawn with shop transactions (AB-MOD-1).
// Mod cards are dealt face up: everyone sees them.
type ModsDrawn struct {
	Seat int      `json:"seat"`
	Mods []string `json:"mods"`
	Left int      `json:"deck_left"`
}

// ModKept is the event of the mod kept, the others discarded (AB-MOD-2).
type ModKept struct {
	Seat      int      `json:"seat"`
	Mod       string   `json:"mod"`
	Discarded []string `json:"discarded"`
}

// ModAttached is the event of a mod attached to a card or discarded
// (AB-MOD-3..5).
type ModAttached struct {
	Seat     int    `json:"seat"`
	Mod      string `json:"mod"`
	Card     string `json:"card,omitempty"`     // empty: the mod was discarded
	Replaced string `json:"replaced,omitempty"` // the card's old mod, discarded (AB-MOD-5)
	Why      string `json:"why,omitempty"`      // discarded: chosen, or no-card (no card of its symbol, AB-MOD-3)
}

// ModsReshuffled is the event of the mod discard shuffled into a new deck.
type ModsReshuffled struct {
	Cards int `json:"cards"`
}

// WorkshopGained is the event of a workshop upgrade drawn and resolved
// (AB-WS-1..3).
type WorkshopGained struct {
	Seat    int    `json:"seat"`
	Upgrade string `json:"upgrade"` // empty: the deck is empty, nothing is gained
	Gained  int    `json:"gained"`  // upgrades the group has now
	Left    int    `json:"deck_left"`
}

func init() {
	register(fModKeep, frameKind{
		Name: "mod-keep", Prompt: "keep-mod",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			for i := 0; i < int(s.Coop.Drawn.N); i++ {
				dst = append(dst, act(verbModKeep, i, 0, 0))
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			m := &coopData.Mods[s.Coop.Drawn.Cards[i]]
			return opt("keep:"+m.ID, "Keep "+m.Name+" ("+m.Text+")")
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			s.Pop()
			s.keepMod(int(f.Seat), i, rec)
		},
	})
	register(fModAttach, frameKind{
		Name: "mod-attach", Prompt: "attach-mod",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			m := modOf(f).mod
			for w := 0; w < whereInv+int(s.P[f.Seat].NInv); w++ {
				if c := s.placeAt(int(f.Seat), w).Card; c >= 0 && modFits(m, c) {
					dst = append(dst, act(verbModAttach, w, 0, 0))
				}
			}
			return append(dst, act(verbModToss, 0, 0, 0))
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			v, w, _, _ := unact(a)
			m := &coopData.Mods[modOf(f).mod]
			if v == verbModToss {
				return opt("discard-mod", "Discard "+m.Name)
			}
			h := s.placeAt(int(f.Seat), w)
			label := "Attach " + m.Name + " to " + items[h.Card].Name
			if h.Mod > 0 {
				label += ", discarding " + coopData.Mods[h.Mod-1].Name
			}
			return opt("attach:"+items[h.Card].ID, label)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			v, w, _, _ := unact(a)
			seat, m := int(f.Seat), modOf(f).mod
			s.Pop()
			ev := ModAttached{Seat: seat, Mod: coopData.Mods[m].ID, Why: "chosen"}
			if v == verbModAttach {
				// rule AB-MOD-4, AB-MOD-5: one mod per card; the old one is
				// discarded, never moved.
				h := s.placeAt(seat, w)
				ev.Card, ev.Why = items[h.Card].ID, ""
				if h.Mod > 0 {
					ev.Replaced = coopData.Mods[h.Mod-1].ID
				}
				h.Mod = m + 1
			}
			if rec.On() {
				rec.Public("mod-attached", ev, "AB-MOD-3", "AB-MOD-4", "AB-MOD-5")
			}
		},
	})
}

// modFits reports whether mod m may go on item card c: a card of the
// mod's symbol, weapon or apparel (AB-MOD-3).
func modFits(m, c int8) bool {
	switch coopData.Mods[m].Slot {
	case content.WeaponSlot:
		return items[c].Kind == content.Weapon
	case content.ApparelSlot:
		return items[c].Kind == content.Apparel
	}
	return false
}

// modDrawOption is the shop option that spends n transactions on mods.
func modDrawOption(n int) engine.Option {
	return opt("mods:"+strconv.Itoa(n), "Spend "+plural(n, "transaction")+" to draw "+plural(n, "mod"))
}

// modsLeft is the mods a draw can reach: the deck and the discard.
func (s *State) modsLeft() int {
	return int(s.Coop.ModDeck.N) + len(s.modDiscard(nil))
}

// modDiscard appends to dst the mods in the discard: neither in the deck,
// nor drawn, nor on a card.
func (s *State) modDiscard(dst []int8) []int8 {
	var used [content.BoxMods + 1]bool
	c := &s.Coop
	for _, m := range c.ModDeck.Cards[:c.ModDeck.N] {
		used[m] = true
	}
	for _, m := range c.Drawn.Cards[:c.Drawn.N] {
		used[m] = true
	}
	for p := 0; p < int(s.N); p++ {
		for w := 0; w < whereInv+int(s.P[p].NInv); w++ {
			if h := s.placeAt(p, w); h.Card >= 0 && h.Mod > 0 {
				used[h.Mod-1] = true
			}
		}
	}
	for m := range coopData.Mods {
		if !used[m] {
			dst = append(dst, int8(m))
		}
	}
	return dst
}

// drawMods draws n mods for seat (AB-MOD-1): an empty deck is first
// rebuilt from the discard (FO-LIMIT-3). Seat keeps one (fModKeep), a
// decision even when one was drawn.
func (s *State) drawMods(seat, n int, rec *engine.Recorder) {
	c := &s.Coop
	for i := 0; i < n; i++ {
		if c.ModDeck.N == 0 {
			for _, m := range s.modDiscard(nil) {
				c.ModDeck.put(m)
			}
			s.shuffle(&c.ModDeck)
			if rec.On() {
				rec.Public("mods-reshuffled", ModsReshuffled{Cards: int(c.ModDeck.N)}, "FO-LIMIT-3")
			}
		}
		if m := c.ModDeck.take(); m >= 0 {
			c.Drawn.put(m)
		}
	}
	if rec.On() {
		ev := ModsDrawn{Seat: seat, Mods: []string{}, Left: int(c.ModDeck.N)}
		for _, m := range c.Drawn.Cards[:c.Drawn.N] {
			ev.Mods = append(ev.Mods, coopData.Mods[m].ID)
		}
		rec.Emit(engine.Event{Type: "mods-drawn", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"AB-MOD-1"}})
	}
	if c.Drawn.N > 0 {
		s.Push(Frame{Kind: fModKeep, Seat: int8(seat)})
	}
}

// keepMod keeps drawn mod i of seat and discards the others (AB-MOD-2);
// the kept mod is attached or discarded next (AB-MOD-3).
func (s *State) keepMod(seat, i int, rec *engine.Recorder) {
	c := &s.Coop
	m := c.Drawn.Cards[i]
	ev := ModKept{Seat: seat, Mod: coopData.Mods[m].ID, Discarded: []string{}}
	for j, d := range c.Drawn.Cards[:c.Drawn.N] {
		if j != i {
			ev.Discarded = append(ev.Discarded, coopData.Mods[d].ID)
		}
	}
	c.Drawn.N = 0
	if rec.On() {
		rec.Public("mod-kept", ev, "AB-MOD-2")
	}
	for w := 0; w < whereInv+int(s.P[seat].NInv); w++ {
		if h := s.placeAt(seat, w); h.Card >= 0 && modFits(m, h.Card) {
			s.Push(modArgs{mod: m}.frame(seat))
			return
		}
	}
	// rule AB-MOD-3 (reading): a mod with no card to go on is discarded.
	if rec.On() {
		rec.Public("mod-attached", ModAttached{Seat: seat, Mod: coopData.Mods[m].ID, Why: "no-card"}, "AB-MOD-3", "AB-MOD-4", "AB-MOD-5")
	}
}

// gainWorkshop draws the top workshop upgrade for the group and resolves
// it (AB-WS-1..3): its effects at once, a lasting one from now on
// (modifier). An empty deck gives nothing (FO-LIMIT-5).
func (s *State) gainWorkshop(seat int, rec *engine.Recorder) {
	c := &s.Coop
	u := c.Workshop.take()
	if u >= 0 {
		c.Gained.put(u)
	}
	if rec.On() {
		ev := WorkshopGained{Seat: seat, Gained: int(c.Gained.N), Left: int(c.Workshop.N)}
		if u >= 0 {
			ev.Upgrade = coopData.Workshop[u].ID
		}
		rec.Emit(engine.Event{Type: "workshop-gained", To: engine.Public, Data: ev, Reveals: u >= 0, Rules: []string{"AB-WS-1", "AB-WS-2", "AB-WS-3"}})
	}
	if u >= 0 {
		s.groupEffects(coopData.Workshop[u].Effects, "workshop", rec)
	}
}
