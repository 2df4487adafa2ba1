package engine_test

import (
	"errors"
	"fmt"

	"wasteland/engine"
	"wasteland/internal/toygame"
)

// A game played to its end through the validated path: each seat in turn
// takes the first of its decision's options, sorted by id.
func Example() {
	st, err := toygame.Game{}.New(engine.Setup{Players: 2, Seed: 7}, nil)
	if err != nil {
		panic(err)
	}
	first := engine.DecisionOf(st)
	fmt.Printf("seat %d, %s: %d options, first %s\n", first.Seat, first.Prompt, len(first.Options), first.Options[0].ID)
	moves := 0
	for !st.Over() {
		d := engine.DecisionOf(st)
		if _, err := engine.Apply(st, d.Seat, d.Options[0].ID); err != nil {
			panic(err)
		}
		moves++
	}
	res := st.Result()
	fmt.Println("moves:", moves)
	fmt.Println("scores:", res.Scores)
	fmt.Println("winners:", res.Winners)
	// Output:
	// seat 0, turn: 4 options, first draw
	// moves: 14
	// scores: [12 26]
	// winners: [1]
}

// Apply refuses what the game does not wait for, and changes nothing.
func ExampleApply() {
	st, err := toygame.Game{}.New(engine.Setup{Players: 2, Seed: 7}, nil)
	if err != nil {
		panic(err)
	}
	d := engine.DecisionOf(st)
	other := 1 - d.Seat
	_, err = engine.Apply(st, other, d.Options[0].ID)
	fmt.Println(errors.Is(err, engine.ErrNotYourTurn))
	_, err = engine.Apply(st, d.Seat, "no-such-option")
	fmt.Println(errors.Is(err, engine.ErrIllegal), err)
	// Output:
	// true
	// true "no-such-option" is not one of the turn options
}
