package fallout_test

import (
	"fmt"

	"wasteland/engine"
	"wasteland/games/fallout"
)

// A solo game of Fallout: the setup's events go to a recorder, and the first
// decision is played through the validated path.
func Example() {
	var setup engine.Recorder
	st, err := fallout.Game{}.New(engine.Setup{Players: 1, Seed: 5}, &setup)
	if err != nil {
		panic(err)
	}
	fmt.Println("setup recorded:", len(setup.Events) > 0)
	d := engine.DecisionOf(st)
	fmt.Printf("seat %d decides %s\n", d.Seat, d.Prompt)
	fmt.Println("first option:", d.Options[0].ID)
	if _, err := engine.Apply(st, d.Seat, d.Options[0].ID); err != nil {
		panic(err)
	}
	fmt.Println("over:", st.Over())

	_, err = fallout.Game{}.New(engine.Setup{Players: 5, Seed: 5}, nil)
	fmt.Println(err)
	// Output:
	// setup recorded: true
	// seat 0 decides choose-survivor
	// first option: survivor:vault-escapee
	// over: false
	// invalid input: fallout is for 1 to 4 players, not 5 (rule FO-COMP-1)
}
