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
//
// Group and Forfeits say what the choice means, so that a user interface
// can show the options of a decision together by meaning and ask before a
// choice that gives something up. They describe the option only: the game
// plays the same whatever a client does with them, and they are not part
// of the id.
type Option struct {
	ID    string            `json:"id"`
	Kind  string            `json:"kind"`
	Label string            `json:"label"`
	Args  map[string]string `json:"args,omitempty"`
	// Group is a short stable key, such as "move", "build", "die" or
	// "end", shared by the options of a decision that do the same kind of
	// thing; "" when the game gives none. Within a Decision the options
	// of one group are listed together.
	Group string `json:"group,omitempty"`
	// Forfeits marks an option that gives up something the player still
	// holds or could still do: ending an Outlive visit with action points
	// unspent, ending a Fallout turn with actions left, passing. A
	// Decision lists such options last.
	Forfeits bool `json:"forfeits,omitempty"`
}

// Setup is what a new game is made from. Same setup, same choices: same game.
type Setup struct {
	Players int    `json:"players"`
	Variant string `json:"variant,omitempty"`
	// Seed is written as a decimal string in JSON (record format 2).
	Seed    uint64            `json:"seed,string"`
	Options map[string]string `json:"options,omitempty"`
}

// OptionLister is implemented by a game with setup options whose values
// come from a fixed list, such as Fallout's scenarios, so that a lobby or a
// command line can offer them.
type OptionLister interface {
	// SetupOptions lists those options; the same list on every call.
	SetupOptions() []SetupOption
}

// SetupOption is one key of Setup.Options and the values it takes.
type SetupOption struct {
	Name    string        `json:"name"`    // the key in Setup.Options
	Doc     string        `json:"doc"`     // what it chooses
	Default string        `json:"default"` // the value a setup without the key gets
	Values  []OptionValue `json:"values"`  // every value the game accepts
}

// OptionValue is one value of a SetupOption.
type OptionValue struct {
	ID   string `json:"id"`   // the value in Setup.Options
	Name string `json:"name"` // its name for people
}

// Game makes and restores states of one game. A Game holds no mutable
// state: all its methods are safe for concurrent use, and the states it
// returns share nothing that one of them changes.
type Game interface {
	// Name is the game's short name, such as "outlive".
	Name() string
	// RulesVersion changes whenever a rule change could alter a replay.
	RulesVersion() string
	// ContentVersion changes whenever the game's data files change.
	ContentVersion() string
	// PlayerRange gives the smallest and largest supported player counts.
	PlayerRange() (min, max int)
	// New returns the initial state for setup, or an error wrapping
	// ErrInvalid that says what in the setup is unacceptable (player count,
	// variant, option); then nothing is recorded. The events of the
	// automatic setup steps that run before the first decision (what was
	// dealt, shuffled and laid out) go to rec, which may be nil; they belong
	// to the game's event log as much as the events of its moves. The same
	// setup always gives the same state and the same events.
	New(setup Setup, rec *Recorder) (State, error)
	// Unmarshal restores a state written by State.MarshalBinary of the same
	// game, rules version and content version. Corrupt or inconsistent
	// input returns an error wrapping ErrInvalid, never a broken state.
	Unmarshal(data []byte) (State, error)
}

// State is one position of a game. Every method except ApplyUnchecked leaves
// the state unchanged.
//
// Edge cases, which every game keeps:
//
//   - An action that Legal did not list: ApplyUnchecked and Option have
//     undefined results (they may panic or corrupt the state). Input from
//     outside goes through Find or Apply, which refuse it with ErrIllegal
//     and change nothing.
//   - Before the end: Result is not an outcome. A game may report the
//     standing so far, but callers check Over first.
//   - After the end: Over is true, ToMove is Spectator, Prompt is "" and
//     Legal appends nothing. View, Result, Resample, Clone and
//     MarshalBinary work as before; ApplyUnchecked and Option must not be
//     called, and Apply returns ErrGameOver.
//   - Concurrency: a State is not safe for concurrent use, not even its
//     read-only methods. To use a position in several goroutines, give each
//     its own Clone or Resample: these share no mutable memory with the
//     original (only read-only content), so all of them may be used at
//     once.
type State interface {
	// Players is the number of seats.
	Players() int
	// Over reports whether the game has ended.
	Over() bool
	// ToMove is the seat whose decision the game waits for; Spectator when over.
	ToMove() Seat
	// Prompt names the kind of the pending decision, such as "move-hero";
	// "" when over.
	Prompt() string
	// Legal appends the legal actions of the pending decision to dst and
	// returns it. The list is empty exactly when the game is over (a running
	// game always has at least one option), and its order is deterministic.
	Legal(dst []Action) []Action
	// Option describes a legal action of the pending decision. For an
	// action Legal did not list the result is undefined.
	Option(a Action) Option
	// ApplyUnchecked plays a, which must be one of Legal's actions, and runs
	// the game on to its next decision or its end. Anything else has
	// undefined results: this is the fast path for callers that took a from
	// Legal (bots, simulations); untrusted input goes through Apply. Events
	// go to rec, which may be nil. The same state and action always give the
	// same next state and the same events.
	ApplyUnchecked(a Action, rec *Recorder)
	// View is what seat may see, as a value that encodes to JSON. A
	// Spectator view holds only public information. Equal states give views
	// that encode to the same bytes.
	View(seat Seat) any
	// Result is the outcome of a finished game. Before the end its value is
	// not an outcome (see the edge cases above).
	Result() Result
	// Resample returns a state that seat cannot tell apart from this one,
	// for search under hidden information: View(seat) encodes to the same
	// bytes, and when seat is to move it has the same options with the same
	// ids. Everything hidden from seat (another seat's hand, the order of
	// facedown piles) is redrawn with rng, and the game's own RNG is
	// replaced by one split from rng, so future random outcomes differ too;
	// the result is a possible position, which keeps every invariant of the
	// game. Spectator redraws everything hidden from anyone. The receiver
	// is not changed, rng is advanced, and the same state, seat and rng give
	// the same result.
	Resample(seat Seat, rng *RNG) State
	// Clone returns an independent copy: playing on either leaves the other
	// unchanged, and the two may be used in different goroutines. The copy
	// has the same RNG state, so the same actions give both the same events.
	Clone() State
	// MarshalBinary encodes the whole state, RNG included. Equal states give
	// the same bytes, and Game.Unmarshal of them gives a state that behaves
	// exactly like this one. The bytes are stable only within one rules and
	// content version: they are a snapshot, not an archive. Records, which
	// store the setup and the moves, are what outlives a version.
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
