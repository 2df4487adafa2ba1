package engine

import (
	"errors"
	"fmt"
)

// Errors a game or the validated path returns. Callers test with errors.Is.
var (
	// ErrIllegal: the option is not legal now. RuleError wraps it with the reason.
	ErrIllegal = errors.New("illegal option")
	// ErrNotYourTurn: the seat is not the one the game waits for.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrGameOver: the game has ended and takes no more options.
	ErrGameOver = errors.New("game is over")
	// ErrInvalid: malformed input such as a bad setup or a corrupt record.
	ErrInvalid = errors.New("invalid input")
	// ErrReplay: a replay did not reproduce its record.
	ErrReplay = errors.New("replay differs from record")
)

// RuleError is an illegal choice explained by the rule that forbids it. Its
// text must not reveal anything hidden from the seat that made the choice.
type RuleError struct {
	Rule   string // catalog id, such as "OL-MOVE-4"; may be empty
	Reason string // what is wrong, for the player
}

// Error implements error.
func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Reason
	}
	return fmt.Sprintf("%s (rule %s)", e.Reason, e.Rule)
}

// Unwrap makes every RuleError match ErrIllegal.
func (e *RuleError) Unwrap() error { return ErrIllegal }

// Invalidf returns an error wrapping ErrInvalid.
func Invalidf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
}
