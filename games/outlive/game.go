package outlive

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"

	"wasteland/engine"
	"wasteland/games/internal/frame"
)

// Game is Outlive's entry in the engine: it makes and restores states.
type Game struct{}

// Name is "outlive".
func (Game) Name() string { return "outlive" }

// RulesVersion identifies this implementation of the rules.
func (Game) RulesVersion() string { return "outlive-4" }

// ContentVersion identifies the shipped content: "outlive-content-" and a
// hash of every file of content/, so it changes exactly when the data does.
func (Game) ContentVersion() string { return contentVersion }

// contentFiles holds the files of content/ that ContentVersion hashes.
//
//go:embed content
var contentFiles embed.FS

// contentVersion is ContentVersion, computed once.
var contentVersion = engine.MustContentVersion("outlive-content", contentDir())

// contentDir is the content/ directory of contentFiles.
func contentDir() fs.FS {
	sub, err := fs.Sub(contentFiles, "content")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	return sub
}

// PlayerRange is 2–4 (OL-OVR-1).
func (Game) PlayerRange() (int, int) { return 2, 4 }

// New deals a game for setup.Players players. No variants or options exist.
func (Game) New(setup engine.Setup, rec *engine.Recorder) (engine.State, error) {
	if setup.Players < 2 || setup.Players > 4 {
		return nil, engine.Invalidf("outlive is for 2 to 4 players, not %d (rule OL-OVR-1)", setup.Players)
	}
	if setup.Variant != "" {
		return nil, engine.Invalidf("outlive has no variant %q", setup.Variant)
	}
	if len(setup.Options) > 0 {
		return nil, engine.Invalidf("outlive takes no options")
	}
	s := &State{Machine: frame.Machine{N: int8(setup.Players)}, Rng: engine.NewRNG(setup.Seed)}
	s.Push(Frame{Kind: fSetupDeal})
	s.advance(rec)
	return s, nil
}

// Unmarshal restores a state written by MarshalBinary, refusing anything
// inconsistent.
func (Game) Unmarshal(b []byte) (engine.State, error) {
	return engine.UnmarshalChecked[State]("outlive", b)
}

// Prompt names the pending decision.
func (s *State) Prompt() string { return kinds.Prompt(&s.Machine) }

// Legal appends the pending decision's actions to dst.
func (s *State) Legal(dst []engine.Action) []engine.Action {
	if s.Done || s.Depth == 0 {
		return dst // nothing is pending
	}
	f := &s.Frames[s.Depth-1]
	return kinds[f.Kind].Legal(s, f, dst)
}

// Option describes action a of the pending decision, with its group and
// whether it forfeits something (meaning).
func (s *State) Option(a engine.Action) engine.Option {
	o := kinds.Option(s, &s.Machine, a)
	meaning(s.Prompt(), &o)
	return o
}

// ApplyUnchecked plays a legal action and runs the game on to the next decision.
func (s *State) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	f := &s.Frames[s.Depth-1]
	kinds[f.Kind].Apply(s, f, a, rec)
	if !s.decisionOnTop() {
		s.advance(rec)
	}
}

// Clone copies the state (frame.Clone).
func (s *State) Clone() engine.State { return frame.Clone(s) }

// MarshalBinary encodes the whole state as JSON.
func (s *State) MarshalBinary() ([]byte, error) { return json.Marshal(s) }

// Check verifies the state's invariants: no negative stock, airlock and rooms
// within their spots, radiation in range, a pending decision unless over.
func (s *State) Check() error {
	if s.N < 2 || s.N > 4 {
		return fmt.Errorf("%d players", s.N)
	}
	if err := kinds.Check(&s.Machine); err != nil {
		return err
	}
	if err := s.checkRanges(); err != nil {
		return err
	}
	for l, v := range s.Stock {
		if v < 0 {
			return fmt.Errorf("%s stock %d", Rules.Locations[l].ID, v)
		}
	}
	for i := 0; i < int(s.N); i++ {
		p := &s.P[i]
		for r, v := range p.Res {
			if v < 0 {
				return fmt.Errorf("seat %d has %d %s", i, v, Resource(r))
			}
		}
		if p.Airlock < 0 || int(p.Airlock) > airlockCap() {
			return fmt.Errorf("seat %d airlock holds %d", i, p.Airlock)
		}
		if p.sum.known && p.sum != p.summary() {
			return fmt.Errorf("seat %d: the summary of the full rooms is out of date", i)
		}
		for j, r := range p.Rooms {
			if r.Kind < 0 {
				if r.Survivors != 0 {
					return fmt.Errorf("seat %d empty room slot %d holds survivors", i, j)
				}
				continue
			}
			if int(r.Kind) >= len(Rules.Rooms) {
				return fmt.Errorf("seat %d room %d kind %d", i, j, r.Kind)
			}
			if r.Survivors < 0 || int(r.Survivors) > Rules.Rooms[r.Kind].Max || (!r.Built && r.Survivors > 0) {
				return fmt.Errorf("seat %d room %d holds %d survivors", i, j, r.Survivors)
			}
		}
		if int(p.Rad) > Rules.RadBest || int(p.Rad) < Rules.RadWorst {
			return fmt.Errorf("seat %d radiation %d", i, p.Rad)
		}
		if p.Broken&p.Repaired != 0 {
			return fmt.Errorf("seat %d owns a kind both broken and repaired", i)
		}
	}
	return nil
}

// checkRanges verifies that every index the state holds points at a real
// component, so a decoded state can never make the rules index out of range.
func (s *State) checkRanges() error {
	in := func(v, lo, hi int) bool { return v >= lo && v < hi }
	if !in(int(s.Round), 0, 7) || !in(int(s.Start), 0, int(s.N)) || !in(int(s.DayTurn), 0, int(s.N)) {
		return fmt.Errorf("round %d, start %d, day turn %d", s.Round, s.Start, s.DayTurn)
	}
	nLeaders, nRooms, nEvents, nKinds := len(Rules.Leaders), len(Rules.Rooms), len(Rules.Events), len(Rules.HuntKinds)
	eqMask := uint32(1)<<uint(len(Rules.Equipment)) - 1
	for i := 0; i < 6; i++ {
		if !in(int(s.Events[i]), 0, nEvents) || !in(int(s.EventState[i]), 0, 3) {
			return fmt.Errorf("event slot %d", i)
		}
	}
	for h := range s.Hunt {
		st := &s.Hunt[h]
		if !in(int(st.N), 0, len(st.Tiles)+1) {
			return fmt.Errorf("hunting stack %d size %d", h, st.N)
		}
		for _, k := range st.Tiles[:st.N] {
			if !in(int(k), 0, nKinds) {
				return fmt.Errorf("hunting stack %d tile %d", h, k)
			}
		}
	}
	for c := range s.City {
		cs := &s.City[c]
		if cs.N < 0 || cs.NOut < 0 || int(cs.N)+int(cs.NOut) > len(cs.Stack) {
			return fmt.Errorf("city %d stack %d face up %d", c, cs.N, cs.NOut)
		}
		for _, k := range append(cs.Stack[:cs.N:cs.N], cs.Out[:cs.NOut]...) {
			if !in(int(k), 0, int(NumSearchKinds)) {
				return fmt.Errorf("city %d search tile %d", c, k)
			}
		}
		for _, k := range cs.Equip {
			if !in(int(k), -1, len(Rules.Equipment)) {
				return fmt.Errorf("city %d equipment %d", c, k)
			}
		}
	}
	if !in(int(s.EqN), 0, len(s.EqDeck)+1) || !in(int(s.EqDN), 0, len(s.EqDiscard)+1) || int(s.EqN)+int(s.EqDN) > len(s.EqDeck) {
		return fmt.Errorf("equipment pile %d, discards %d", s.EqN, s.EqDN)
	}
	for _, k := range append(s.EqDeck[:s.EqN:s.EqN], s.EqDiscard[:s.EqDN]...) {
		if !in(int(k), 0, len(Rules.Equipment)) {
			return fmt.Errorf("equipment tile %d", k)
		}
	}
	if !in(int(s.LeaderN), 0, len(s.LeaderPool)+1) || !in(int(s.RoomN), 0, len(s.RoomPool)+1) {
		return fmt.Errorf("pools %d, %d", s.LeaderN, s.RoomN)
	}
	for _, l := range s.LeaderPool[:s.LeaderN] {
		if !in(int(l), 0, nLeaders) {
			return fmt.Errorf("leader pool %d", l)
		}
	}
	for _, r := range s.RoomPool[:s.RoomN] {
		if !in(int(r), 0, nRooms) {
			return fmt.Errorf("room pool %d", r)
		}
	}
	for i, sl := range s.Freighter {
		if !in(int(sl.Occupant), -1, int(s.N)) {
			return fmt.Errorf("freighter slot %d occupant %d", i, sl.Occupant)
		}
	}
	if err := s.checkStepFrames(); err != nil {
		return err
	}
	v := &s.Visit
	if !in(int(v.Seat), 0, int(s.N)) || !in(int(v.Hero), 0, NumHeroes) || !in(int(v.Loc), 0, int(NumLocations)) {
		return fmt.Errorf("visit %+v", *v)
	}
	for i := 0; i < int(s.N); i++ {
		p := &s.P[i]
		if !in(int(p.Leader), -1, nLeaders) {
			return fmt.Errorf("seat %d leader %d", i, p.Leader)
		}
		for _, l := range p.LeaderDraw {
			if !in(int(l), -1, nLeaders) {
				return fmt.Errorf("seat %d drawn leader %d", i, l)
			}
		}
		for _, r := range p.RoomDraw {
			if !in(int(r), -1, nRooms) {
				return fmt.Errorf("seat %d drawn room %d", i, r)
			}
		}
		for _, t := range p.MaryDraw {
			if !in(int(t), -1, int(NumSearchKinds)) {
				return fmt.Errorf("seat %d search draw %d", i, t)
			}
		}
		for j, h := range p.Heroes {
			if !in(int(h.Loc), -1, int(NumLocations)) {
				return fmt.Errorf("seat %d hero %d at %d", i, j, h.Loc)
			}
		}
		for j, r := range p.Rooms {
			if !in(int(r.Kind), -1, nRooms) {
				return fmt.Errorf("seat %d room %d kind %d", i, j, r.Kind)
			}
		}
		if (p.Broken|p.Repaired|p.UsedEq)&^eqMask != 0 || p.Averted>>uint(nEvents) != 0 {
			return fmt.Errorf("seat %d owns unknown equipment or events", i)
		}
		for k, n := range p.Hunted {
			if n < 0 || (k >= nKinds && n != 0) {
				return fmt.Errorf("seat %d hunted %d of kind %d", i, n, k)
			}
		}
	}
	return nil
}

// checkStepFrames verifies the frames of the second steps of composite
// choices: a payment step names an unbuilt room of its seat, an event in
// play or a broken tile of its seat, a placement step an unplaced hero, a
// move step an idle hero of the seat whose day turn it is, a food step as
// many recruits as its seat has free airlock spots and food; each but the
// placement sits on the frame of its first step.
func (s *State) checkStepFrames() error {
	for i := 0; i < int(s.Depth); i++ {
		f := &s.Frames[i]
		p := &s.P[f.Seat]
		switch f.Kind {
		case fBuildPay:
			if r := buildPayOf(f).slot; r < 0 || r >= NumRooms || p.Rooms[r].Kind < 0 || p.Rooms[r].Built {
				return fmt.Errorf("frame %d pays for room %d", i, r)
			}
		case fPlaceHeroAt:
			if h := placeHeroAtOf(f).hero; h < 0 || h >= NumHeroes || p.Heroes[h].Loc >= 0 {
				return fmt.Errorf("frame %d places hero %d", i, h)
			}
		case fMoveHeroTo:
			if h := moveHeroToOf(f).hero; h < 0 || h >= NumHeroes || p.Heroes[h].Loc < 0 || p.Heroes[h].Active || i == 0 || s.Frames[i-1].Kind != fDayTurn {
				return fmt.Errorf("frame %d moves hero %d", i, h)
			}
		case fAvertPay:
			if e := avertPayOf(f).slot; e < 0 || e >= len(s.EventState) || s.EventState[e] != EventInPlay || i == 0 || s.Frames[i-1].Kind != fAvert {
				return fmt.Errorf("frame %d averts event slot %d", i, e)
			}
		case fRecruitFood:
			if n := recruitFoodOf(f).survivors; n < 1 || n > airlockCap()-int(p.Airlock) || n > p.food() || i == 0 || s.Frames[i-1].Kind != fRecruit {
				return fmt.Errorf("frame %d recruits %d", i, n)
			}
		case fRepairPay:
			if k := repairPayOf(f).kind; k < 0 || k >= len(Rules.Equipment) || p.Broken&(1<<uint(k)) == 0 || i == 0 || s.Frames[i-1].Kind != fRepair {
				return fmt.Errorf("frame %d repairs equipment %d", i, k)
			}
		}
	}
	return nil
}
