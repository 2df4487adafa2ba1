package engine

// Seat is a player's position at the table, counted from 0.
type Seat int

// Spectator is the seat of an observer who holds no secrets. A view for
// Spectator shows only public information.
const Spectator Seat = -1

// Action is the compact integer form of an option. Its encoding belongs to the
// game; it is meaningful only for the state that listed it.
type Action uint32

// Option describes one legal choice of a decision. ID is stable: the same
// choice in the same situation always has the same id, and ids are what
// records store and clients send. Kind and Args carry the same choice in
// structured form for user interfaces.
type Option struct {
	ID    string            `json:"id"`
	Kind  string            `json:"kind"`
	Label string            `json:"label"`
	Args  map[string]string `json:"args,omitempty"`
}

// Setup is what a new game is made from. Same setup, same choices: same game.
type Setup struct {
	Players int               `json:"players"`
	Variant string            `json:"variant,omitempty"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options,omitempty"`
}

// Game makes and restores states of one game.
type Game interface {
	// Name is the game's short name, such as "outlive".
	Name() string
	// RulesVersion changes whenever a rule change could alter a replay.
	RulesVersion() string
	// ContentVersion changes whenever the game's data files change.
	ContentVersion() string
	// PlayerRange gives the smallest and largest supported player counts.
	PlayerRange() (min, max int)
	// New returns the initial state for setup, or an error saying what in the
	// setup is unacceptable. The events of the automatic setup steps that run
	// before the first decision (what was dealt, shuffled and laid out) go to
	// rec, which may be nil; they belong to the game's event log as much as
	// the events of its moves.
	New(setup Setup, rec *Recorder) (State, error)
	// Unmarshal restores a state written by State.MarshalBinary. Corrupt input
	// returns an error, never a broken state.
	Unmarshal(data []byte) (State, error)
}

// State is one position of a game. Every method except ApplyUnchecked leaves
// the state unchanged.
type State interface {
	// Players is the number of seats.
	Players() int
	// Over reports whether the game has ended.
	Over() bool
	// ToMove is the seat whose decision the game waits for; Spectator when over.
	ToMove() Seat
	// Prompt names the kind of the pending decision, such as "move-hero".
	Prompt() string
	// Legal appends the legal actions of the pending decision to dst and
	// returns it. The list is empty only when the game is over, and its order
	// is deterministic.
	Legal(dst []Action) []Action
	// Option describes a legal action of the pending decision.
	Option(a Action) Option
	// ApplyUnchecked plays a, which must be one of Legal's actions; anything
	// else has undefined results. Events go to rec, which may be nil.
	ApplyUnchecked(a Action, rec *Recorder)
	// View is what seat may see, as a value that encodes to JSON. A
	// Spectator view holds only public information.
	View(seat Seat) any
	// Result is the outcome; meaningful only when Over.
	Result() Result
	// Resample returns a state that seat cannot tell apart from this one:
	// everything hidden from seat is redrawn with rng, the game's own RNG
	// included. The receiver is not changed.
	Resample(seat Seat, rng *RNG) State
	// Clone returns an independent copy.
	Clone() State
	// MarshalBinary encodes the whole state, RNG included.
	MarshalBinary() ([]byte, error)
}

// Result is the outcome of a finished game.
type Result struct {
	// Scores holds each seat's final score.
	Scores []int `json:"scores"`
	// Placings holds each seat's rank, 1 for the winners; tied seats share it.
	Placings []int `json:"placings"`
	// Winners lists the winning seats; more than one means a shared victory,
	// none means nobody won (a co-op loss).
	Winners []Seat `json:"winners"`
	// Detail is the game's score breakdown, encodable to JSON.
	Detail any `json:"detail,omitempty"`
}
