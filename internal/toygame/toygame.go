package toygame

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"

	"wasteland/engine"
)

// Cards is the number of cards in the game, numbered 1 to Cards.
const Cards = 12

// handMax is the most cards a hand may hold; plays is how many cards a seat plays.
const (
	handMax  = 3
	plays    = 3
	actDraw  = engine.Action(100)
	actKnock = engine.Action(101)
	allSet   = uint16(1<<(Cards+1)) - 2 // bits 1..Cards
)

// Game is the toy game's entry in the engine.
type Game struct{}

// Name is "toy".
func (Game) Name() string { return "toy" }

// RulesVersion identifies the toy rules.
func (Game) RulesVersion() string { return "toy-1" }

// ContentVersion identifies the toy content (it has none).
func (Game) ContentVersion() string { return "toy-1" }

// PlayerRange is 2–4.
func (Game) PlayerRange() (int, int) { return 2, 4 }

// New shuffles and deals.
func (Game) New(setup engine.Setup, rec *engine.Recorder) (engine.State, error) {
	if setup.Players < 2 || setup.Players > 4 {
		return nil, engine.Invalidf("toy is for 2 to 4 players, not %d", setup.Players)
	}
	if setup.Variant != "" || len(setup.Options) > 0 {
		return nil, engine.Invalidf("toy has no variants or options")
	}
	s := &State{N: int8(setup.Players), Rng: engine.NewRNG(setup.Seed)}
	var deck [Cards]int8
	for i := range deck {
		deck[i] = int8(i + 1)
	}
	engine.Shuffle(&s.Rng, deck[:])
	s.Deck, s.DeckN = deck, Cards
	for seat := 0; seat < int(s.N); seat++ {
		for range 2 {
			s.DeckN--
			s.Hand[seat] |= 1 << s.Deck[s.DeckN]
			s.Deck[s.DeckN] = 0
		}
	}
	return s, nil
}

// Unmarshal restores a state written by MarshalBinary.
func (Game) Unmarshal(data []byte) (engine.State, error) {
	return engine.UnmarshalChecked[State]("toy", data)
}

// State is a toy position. Hands and Gone are bit sets of card values.
type State struct {
	N      int8        `json:"n"`
	Hand   [4]uint16   `json:"hand"`
	Deck   [Cards]int8 `json:"deck"`
	DeckN  int8        `json:"deck_n"`
	Gone   uint16      `json:"gone"`
	Played [4]int8     `json:"played"`
	Table  int8        `json:"table"`
	Score  [4]int16    `json:"score"`
	Turn   int8        `json:"turn"`
	Knock  uint8       `json:"knock"`  // seats that knocked, as bits
	Double uint8       `json:"double"` // seats whose next play scores double
	Round  int16       `json:"round"`
	Done   bool        `json:"done"`
	Rng    engine.RNG  `json:"rng"`
}

// Check verifies the state's invariants: counts in range, every card in
// exactly one place.
func (s *State) Check() error {
	if s.N < 2 || s.N > 4 || s.DeckN < 0 || s.DeckN > Cards || s.Turn < 0 || s.Turn >= s.N {
		return fmt.Errorf("bad counts")
	}
	seen := s.Gone
	n := bits.OnesCount16(s.Gone)
	for i := 0; i < int(s.N); i++ {
		seen |= s.Hand[i]
		n += bits.OnesCount16(s.Hand[i])
	}
	for i, c := range s.Deck {
		if i >= int(s.DeckN) {
			if c != 0 {
				return fmt.Errorf("card below the deck")
			}
			continue
		}
		if c < 1 || c > Cards {
			return fmt.Errorf("bad card %d", c)
		}
		seen |= 1 << c
	}
	if n+int(s.DeckN) != Cards || seen != allSet {
		return fmt.Errorf("cards do not add up")
	}
	return nil
}

// Players is the number of seats.
func (s *State) Players() int { return int(s.N) }

// Over reports whether no seat can act.
func (s *State) Over() bool { return s.Done }

// ToMove is the seat on turn.
func (s *State) ToMove() engine.Seat {
	if s.Done {
		return engine.Spectator
	}
	return engine.Seat(s.Turn)
}

// Prompt is "turn".
func (s *State) Prompt() string {
	if s.Done {
		return ""
	}
	return "turn"
}

// Legal lists "play" for each card in hand (ascending), then "draw", then
// "knock".
func (s *State) Legal(dst []engine.Action) []engine.Action {
	if s.Done {
		return dst
	}
	h := s.Hand[s.Turn]
	for c := 1; c <= Cards; c++ {
		if h&(1<<c) != 0 {
			dst = append(dst, engine.Action(c))
		}
	}
	if s.canDraw(int(s.Turn)) {
		dst = append(dst, actDraw)
	}
	if s.Knock&(1<<s.Turn) == 0 {
		dst = append(dst, actKnock)
	}
	return dst
}

func (s *State) canDraw(seat int) bool {
	return s.DeckN > 0 && bits.OnesCount16(s.Hand[seat]) < handMax
}

func (s *State) canAct(seat int) bool {
	return s.Played[seat] < plays && (s.Hand[seat] != 0 || s.DeckN > 0)
}

// Option describes a.
func (s *State) Option(a engine.Action) engine.Option {
	switch a {
	case actDraw:
		return engine.Option{ID: "draw", Kind: "draw", Label: "Draw a card"}
	case actKnock:
		return engine.Option{ID: "knock", Kind: "knock", Label: "Knock: your next card scores double"}
	}
	c := strconv.Itoa(int(a))
	return engine.Option{ID: "play:" + c, Kind: "play", Label: "Play the " + c, Args: map[string]string{"card": c}}
}

// Played is the public event of a card played face up.
type Played struct {
	Seat   int `json:"seat"`
	Card   int `json:"card"`
	Before int `json:"before"`
	Points int `json:"points"`
}

// Drew is the public event of a seat drawing a card.
type Drew struct {
	Seat     int `json:"seat"`
	DeckLeft int `json:"deck_left"`
}

// DrewCard is the private event telling the drawer its card.
type DrewCard struct {
	Card int `json:"card"`
}

// Knocked is the public event of a seat knocking.
type Knocked struct {
	Seat int `json:"seat"`
}

// Ended is the public event closing the game.
type Ended struct {
	Scores []int `json:"scores"`
}

// ApplyUnchecked plays a.
func (s *State) ApplyUnchecked(a engine.Action, rec *engine.Recorder) {
	seat := int(s.Turn)
	if a == actKnock {
		s.Knock |= 1 << seat
		s.Double |= 1 << seat
		if rec.On() {
			rec.Public("knocked", Knocked{Seat: seat})
		}
		return
	}
	if a == actDraw {
		s.DeckN--
		c := s.Deck[s.DeckN]
		s.Deck[s.DeckN] = 0
		s.Hand[seat] |= 1 << c
		if rec.On() {
			rec.Public("drew", Drew{Seat: seat, DeckLeft: int(s.DeckN)})
			rec.Emit(engine.Event{Type: "drew-card", To: engine.Seat(seat), Data: DrewCard{Card: int(c)}, Reveals: true})
		}
		return
	}
	c := int8(a)
	pts := int16(1)
	if c > s.Table {
		pts = int16(c)
	}
	if s.Double&(1<<seat) != 0 {
		s.Double &^= 1 << seat
		pts *= 2
	}
	if rec.On() {
		rec.Emit(engine.Event{Type: "played", To: engine.Public, Reveals: true,
			Data: Played{Seat: seat, Card: int(c), Before: int(s.Table), Points: int(pts)}})
	}
	s.Hand[seat] &^= 1 << c
	s.Gone |= 1 << c
	s.Table = c
	s.Score[seat] += pts
	s.Played[seat]++
	for i := 1; i <= int(s.N); i++ {
		next := (seat + i) % int(s.N)
		if next == 0 {
			s.Round++
		}
		if s.canAct(next) {
			s.Turn = int8(next)
			return
		}
	}
	s.Done = true
	if rec.On() {
		rec.Public("ended", Ended{Scores: s.Result().Scores})
	}
}

// View is what a seat sees.
type View struct {
	Seat     int   `json:"seat"`
	Hand     []int `json:"hand,omitempty"`
	HandSize []int `json:"hand_size"`
	Deck     int   `json:"deck"`
	Table    int   `json:"table"`
	Scores   []int `json:"scores"`
	Knocked  []int `json:"knocked,omitempty"`
	Turn     int   `json:"turn"`
	Round    int   `json:"round"`
}

// View shows seat its own hand and everything public.
func (s *State) View(seat engine.Seat) any {
	v := View{Seat: int(seat), Deck: int(s.DeckN), Table: int(s.Table), Turn: int(s.ToMove()), Round: int(s.Round)}
	for i := 0; i < int(s.N); i++ {
		v.HandSize = append(v.HandSize, bits.OnesCount16(s.Hand[i]))
		v.Scores = append(v.Scores, int(s.Score[i]))
		if s.Knock&(1<<i) != 0 {
			v.Knocked = append(v.Knocked, i)
		}
	}
	if seat >= 0 && int(seat) < int(s.N) {
		for c := 1; c <= Cards; c++ {
			if s.Hand[seat]&(1<<c) != 0 {
				v.Hand = append(v.Hand, c)
			}
		}
	}
	return v
}

// Result ranks by score; equal best scores share the win.
func (s *State) Result() engine.Result {
	n := int(s.N)
	r := engine.Result{Scores: make([]int, n), Placings: make([]int, n)}
	for i := range n {
		r.Scores[i] = int(s.Score[i])
	}
	for i := range n {
		r.Placings[i] = 1
		for j := range n {
			if r.Scores[j] > r.Scores[i] {
				r.Placings[i]++
			}
		}
		if r.Placings[i] == 1 {
			r.Winners = append(r.Winners, engine.Seat(i))
		}
	}
	return r
}

// Resample redraws every card seat cannot see (other hands and the deck)
// from rng, and the game's RNG too.
func (s *State) Resample(seat engine.Seat, rng *engine.RNG) engine.State {
	c := *s
	var pool []int8
	known := s.Gone
	if seat >= 0 && int(seat) < int(s.N) {
		known |= s.Hand[seat]
	}
	for card := int8(1); card <= Cards; card++ {
		if known&(1<<card) == 0 {
			pool = append(pool, card)
		}
	}
	engine.Shuffle(rng, pool)
	for i := 0; i < int(s.N); i++ {
		if engine.Seat(i) == seat {
			continue
		}
		n := bits.OnesCount16(s.Hand[i])
		c.Hand[i] = 0
		for _, card := range pool[:n] {
			c.Hand[i] |= 1 << card
		}
		pool = pool[n:]
	}
	c.Deck = [Cards]int8{}
	copy(c.Deck[:], pool)
	c.Rng = rng.Split()
	return &c
}

// Clone copies the state.
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// MarshalBinary encodes the state as JSON.
func (s *State) MarshalBinary() ([]byte, error) { return json.Marshal(s) }

// Evaluate is seat's score lead over the best other seat, plus half the
// value of the cards it still holds.
func (s *State) Evaluate(seat engine.Seat) float64 {
	best := int16(-1 << 14)
	for i := 0; i < int(s.N); i++ {
		if engine.Seat(i) != seat && s.Score[i] > best {
			best = s.Score[i]
		}
	}
	hand := 0
	for c := 1; c <= Cards; c++ {
		if s.Hand[seat]&(1<<c) != 0 {
			hand += c
		}
	}
	return float64(s.Score[seat]-best) + float64(hand)/2
}

// Tags gives each seat its "parity": "even" or "odd".
func (s *State) Tags(seat engine.Seat) map[string]string {
	if seat%2 == 0 {
		return map[string]string{"parity": "even"}
	}
	return map[string]string{"parity": "odd"}
}

// Rounds is the number of times the turn passed seat 0 again.
func (s *State) Rounds() int { return int(s.Round) }
