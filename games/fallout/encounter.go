package fallout

import (
	"fmt"
	"strconv"

	"wasteland/engine"
	"wasteland/games/fallout/content"
)

// Encounters (FO-ENC-1..9, FO-RESULT-1). In a space with an encounter
// icon whose deck exists, once per turn and with no active enemy in the
// space, the Encounter action draws the deck's top card. The player on the
// right reads its intro and option openings aloud (solo: the player reads,
// FO-SOLO-4): everything read aloud is public. The player chooses one
// option available to them (fEncounter); the step runner (quest.go)
// resolves its steps, then the Success or Fail results bar, then puts the
// card on the bottom of its deck unless a result trashed it. While it is
// resolved the card is out of its deck, held by the fEncounter frame and
// then by the runner (encounterInHand).

// tfEncountered marks a turn in which the Encounter action was taken
// (FO-ENC-3).
const tfEncountered uint16 = 1 << 12

// verbOption is the fEncounter decision's verb.
const verbOption uint8 = 1

// EncounterDrawn is the event of an encounter card drawn and read aloud
// (FO-ENC-5, FO-ENC-9).
type EncounterDrawn struct {
	Seat   int    `json:"seat"`
	Reader int    `json:"reader"` // the player on the right; the player in solo play
	Deck   string `json:"deck"`
	Space  string `json:"space"`
	Level  int    `json:"level"`  // the encounter level (FO-RESULT-1)
	Number int    `json:"number"` // library number; 0 for a starting card
	ID     string `json:"id"`     // the card's id, distinct for starting cards too (encounterIDs)
	Title  string `json:"title"`
	Intro  string `json:"intro"`
	// Options are the bold openings read aloud, in card order.
	Options []EncounterOptionView `json:"options"`
}

// EncounterOptionView is one option as read aloud.
type EncounterOptionView struct {
	Label     string   `json:"label"`
	Forced    bool     `json:"forced,omitempty"`
	Requires  []string `json:"requires,omitempty"` // condition kinds
	Steps     []string `json:"steps,omitempty"`    // e.g. "test CA 4", "fight robot", "pay 2"
	Available bool     `json:"available"`          // FO-ENC-6/7 for the encountering survivor
}

// EncounterChosen is the event of the option chosen.
type EncounterChosen struct {
	Seat   int    `json:"seat"`
	Option int    `json:"option"` // 1-based
	Label  string `json:"label"`
}

// EncounterOutcome is the event of the Success or Fail text read and its
// results bar about to be applied (FO-ENC-5).
type EncounterOutcome struct {
	Seat    int    `json:"seat"`
	Option  int    `json:"option"`
	Success bool   `json:"success"`
	Text    string `json:"text"`
	Results int    `json:"results"` // effects in the bar
	// Died: the survivor was killed during the steps; no outcome applies.
	Died bool `json:"died,omitempty"`
}

// EncounterReturned is the event of the resolved card put back (FO-ENC-8).
type EncounterReturned struct {
	Number int    `json:"number"`
	ID     string `json:"id"` // as in EncounterDrawn
	Title  string `json:"title"`
	Deck   string `json:"deck"`
	To     string `json:"to"` // bottom, or trashed (FO-RESULT-11)
	Cards  int    `json:"cards"`
}

// encounterIDs names each encounter card (data.Encounters by index) in
// events: a library card by its number, three digits ("042"); a starting
// card, which has no number, as "<deck>-start-<k>" for the k-th starting
// card of its deck in content order ("wasteland-start-3").
var encounterIDs = func() []string {
	ids := make([]string, len(data.Encounters))
	starts := map[content.Deck]int{}
	for c := range data.Encounters {
		e := &data.Encounters[c]
		if e.Start {
			starts[e.Deck]++
			ids[c] = string(e.Deck) + "-start-" + strconv.Itoa(starts[e.Deck])
		} else {
			ids[c] = fmt.Sprintf("%03d", e.Number)
		}
	}
	return ids
}()

func init() {
	registerTurn(tvEncounter, turnVerb{
		legal: encounterLegal,
		option: func(s *State, seat int, a engine.Action) engine.Option {
			_, d, _, _ := unact(a)
			n := s.P[seat].Node
			return opt("encounter", "Encounter in "+s.spaceLabel(n)+": "+string(content.Decks[d])+" deck, level "+strconv.Itoa(int(s.space(n).level)))
		},
		apply: func(s *State, seat int, a engine.Action, rec *engine.Recorder) {
			_, d, _, _ := unact(a)
			// rule FO-ENC-3: one Encounter action per turn.
			s.takeAction()
			s.TurnFlags |= tfEncountered
			pile := &s.Enc[d]
			c := pile.take()
			s.EncKnown[d] = min(s.EncKnown[d], pile.N)
			level := s.space(s.P[seat].Node).level
			if rec.On() {
				ec := &data.Encounters[c]
				ev := EncounterDrawn{Seat: seat, Reader: s.rightOf(seat), Deck: string(ec.Deck), Space: s.nodeName(s.P[seat].Node),
					Level: int(level), Number: ec.Number, ID: encounterIDs[c], Title: ec.Title, Intro: ec.Intro}
				ev.Options = s.encounterOptions(seat, int(c))
				rec.Emit(engine.Event{Type: "encounter-drawn", To: engine.Public, Data: ev, Reveals: true, Rules: []string{"FO-ENC-5", "FO-ENC-9", "FO-SOLO-4", "FO-RESULT-1"}})
			}
			s.Push(encounterArgs{card: c, level: level}.frame(seat))
		},
	})
	register(fEncounter, frameKind{
		Name: "encounter", Prompt: "encounter-option",
		Legal: func(s *State, f *Frame, dst []engine.Action) []engine.Action {
			c := encounterOf(f).card
			for i := range data.Encounters[c].Options {
				if s.optionOpen(int(f.Seat), int(c), i) {
					dst = append(dst, act(verbOption, i, 0, 0))
				}
			}
			return dst
		},
		Option: func(s *State, f *Frame, a engine.Action) engine.Option {
			_, i, _, _ := unact(a)
			o := &data.Encounters[encounterOf(f).card].Options[i]
			label := o.Label
			for _, st := range o.Steps {
				label += ", " + stepText(&st)
			}
			return opt("option:"+strconv.Itoa(i+1), label, "label", o.Label)
		},
		Apply: func(s *State, f *Frame, a engine.Action, rec *engine.Recorder) {
			_, i, _, _ := unact(a)
			e := encounterOf(f)
			if rec.On() {
				rec.Public("encounter-option", EncounterChosen{Seat: int(f.Seat), Option: i + 1, Label: data.Encounters[e.card].Options[i].Label}, "FO-ENC-2")
			}
			// rule FO-ENC-5: carry out the option's steps, then its outcome.
			*f = runnerArgs{card: e.card, part: int8(i), run: runEncounter, level: e.level}.frame(f.Seat)
		},
	})
}

// optionOpen reports whether seat may choose option i of encounter card c:
// its prerequisites hold (FO-ENC-6); a FORCED option whose condition holds
// is the only choice, and one whose condition fails is unavailable
// (FO-ENC-7).
func (s *State) optionOpen(seat, c, i int) bool {
	ec := &data.Encounters[c]
	forced := false
	for j := range ec.Options {
		if ec.Options[j].Forced && s.meetsAll(seat, ec.Options[j].Requires, -1) {
			forced = true
		}
	}
	o := &ec.Options[i]
	return o.Forced == forced && s.meetsAll(seat, o.Requires, -1)
}

// stepText writes a step for a person: "test CA 4", "test C level+1",
// "fight robot", "pay 2 Caps".
func stepText(st *content.Step) string {
	switch st.Kind {
	case "test":
		t := "test " + st.Letters + " "
		if st.Level {
			t += "level"
			if st.N > 0 {
				t += "+"
			}
			if st.N != 0 {
				t += strconv.Itoa(st.N)
			}
		} else {
			t += strconv.Itoa(st.N)
		}
		if st.Other {
			t += " (another survivor)"
		}
		return t
	case "fight":
		return "fight " + string(st.Enemy)
	}
	return "pay " + strconv.Itoa(st.N) + " Caps"
}

// returnEncounter puts resolved card c on the bottom of its deck, where
// everyone saw it go, unless a result trashed it (FO-ENC-8, FO-LIMIT-4).
func (s *State) returnEncounter(c int, rec *engine.Recorder) {
	ec := &data.Encounters[c]
	d := deckIndex(ec.Deck)
	pile := &s.Enc[d]
	ev := EncounterReturned{Number: ec.Number, ID: encounterIDs[c], Title: ec.Title, Deck: string(ec.Deck), To: "trashed"}
	if s.Encs[c] != trashed {
		copy(pile.Cards[1:pile.N+1], pile.Cards[:pile.N])
		pile.Cards[0] = int8(c)
		pile.N++
		s.EncKnown[d]++
		ev.To = "bottom"
	}
	if rec.On() {
		ev.Cards = int(pile.N)
		rec.Public("encounter-returned", ev, "FO-ENC-8", "FO-RESULT-11")
	}
}

// encounterFrame is the frame holding the encounter card being resolved:
// fEncounter while the option is chosen, then the step runner; nil if none.
func (s *State) encounterFrame() *Frame {
	for d := int(s.Depth) - 1; d >= 0; d-- {
		if f := &s.Frames[d]; f.Kind == fEncounter || (f.Kind == fQuestAction && runnerOf(f).run&runEncounter != 0) {
			return f
		}
	}
	return nil
}

// encounterHeld reads the encounter card and level of f, a frame
// encounterFrame returned.
func encounterHeld(f *Frame) (card, level int8) {
	if f.Kind == fEncounter {
		e := encounterOf(f)
		return e.card, e.level
	}
	r := runnerOf(f)
	return r.card, r.level
}

// encounterInHand is the encounter card being resolved, out of its deck,
// or -1 (check.go counts it in its place); a trashed card is in the box.
func (s *State) encounterInHand() int {
	if f := s.encounterFrame(); f != nil {
		if c, _ := encounterHeld(f); s.Encs[c] == inPlay {
			return int(c)
		}
	}
	return -1
}

// EncounterView is the encounter card being resolved, as read aloud.
type EncounterView struct {
	Seat   int    `json:"seat"`
	Deck   string `json:"deck"`
	Level  int    `json:"level"`
	Number int    `json:"number"` // 0 for a starting card
	Title  string `json:"title"`
	// Option is the option chosen (1-based), 0 while it is being chosen.
	Option int `json:"option,omitempty"`
	// Step is the next step of the option to resolve (1-based), 0 once
	// they are done.
	Step    int  `json:"step,omitempty"`
	Trashed bool `json:"trashed,omitempty"`
	// Intro is the card's text read aloud and Options its options, as the
	// encounter-drawn event tells them (FO-ENC-5): the encounter's banner.
	Intro   string                `json:"intro"`
	Options []EncounterOptionView `json:"options"`
}

// encounterOptions are the options of encounter card c as read aloud to
// seat's survivor, with whether each is open to it (FO-ENC-5..7).
func (s *State) encounterOptions(seat, c int) []EncounterOptionView {
	ec := &data.Encounters[c]
	out := make([]EncounterOptionView, 0, len(ec.Options))
	for i := range ec.Options {
		o := &ec.Options[i]
		ov := EncounterOptionView{Label: o.Label, Forced: o.Forced, Available: s.optionOpen(seat, c, i)}
		for _, r := range o.Requires {
			ov.Requires = append(ov.Requires, r.Kind)
		}
		for _, st := range o.Steps {
			ov.Steps = append(ov.Steps, stepText(&st))
		}
		out = append(out, ov)
	}
	return out
}

// encounterView shows the encounter being resolved, or nil.
func (s *State) encounterView() *EncounterView {
	f := s.encounterFrame()
	if f == nil {
		return nil
	}
	c, level := encounterHeld(f)
	ec := &data.Encounters[c]
	v := &EncounterView{Seat: int(f.Seat), Deck: string(ec.Deck), Level: int(level), Number: ec.Number, Title: ec.Title, Trashed: s.Encs[c] == trashed,
		Intro: ec.Intro, Options: s.encounterOptions(int(f.Seat), int(c))}
	if f.Kind == fQuestAction {
		r := runnerOf(f)
		v.Option = int(r.part) + 1
		if i := int(r.step); r.run&runBack == 0 && i < len(ec.Options[r.part].Steps) {
			v.Step = i + 1
		}
	}
	return v
}

// encLevel is the level of the encounter being resolved, 0 if none.
func (s *State) encLevel() int {
	f := s.encounterFrame()
	if f == nil {
		return 0
	}
	_, level := encounterHeld(f)
	return int(level)
}

// effectAmount is the number of effect e: N, or the level of the encounter
// being resolved plus N when e shows the encounter icon, never below 0
// (FO-RESULT-1).
func (s *State) effectAmount(e *content.Effect) int {
	if !e.Level {
		return e.N
	}
	return max(0, s.encLevel()+e.N)
}

// encounterLegal lists the Encounter action when the seat of the turn
// listing ts may draw from the deck of its space now (FO-ENC-1..4,
// FO-ACT-5). Without an action left, off the map or on a face-down tile
// the scan has no space (ts.sp).
func encounterLegal(s *State, ts turnScan, dst []engine.Action) []engine.Action {
	if ts.sp == nil || s.TurnFlags&tfEncountered != 0 {
		return dst
	}
	// rule FO-ENC-4: a vault deck exists only once a card was added to it.
	if d := ts.sp.enc; d >= 0 && s.Enc[d].N > 0 && !ts.blocked {
		dst = append(dst, act(tvEncounter, int(d), 0, 0))
	}
	return dst
}
