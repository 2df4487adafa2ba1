package outlive_test

import (
	"fmt"

	"wasteland/engine"
	"wasteland/games/outlive"
)

// A new game of Outlive, its first decision's legal options, a refused option and the first
// legal one played through the validated path.
func Example() {
	st, err := outlive.Game{}.New(engine.Setup{Players: 2, Seed: 1}, nil)
	if err != nil {
		panic(err)
	}
	for _, a := range st.Legal(nil) {
		fmt.Println("legal:", st.Option(a).ID)
	}
	d := engine.DecisionOf(st) // the same options, ordered by meaning
	fmt.Printf("seat %d decides %s among %d options\n", d.Seat, d.Prompt, len(d.Options))

	_, err = engine.Apply(st, d.Seat, "no-such-option")
	fmt.Println("refused:", err)

	if _, err := engine.Apply(st, d.Seat, d.Options[0].ID); err != nil {
		panic(err)
	}
	fmt.Printf("played %s; seat %d decides %s\n", d.Options[0].ID, st.ToMove(), st.Prompt())
	// Output:
	// legal: leader:kooper-froste
	// legal: leader:wilson-frye
	// seat 0 decides choose-leader among 2 options
	// refused: "no-such-option" is not one of the choose-leader options
	// played leader:kooper-froste; seat 1 decides choose-leader
}
