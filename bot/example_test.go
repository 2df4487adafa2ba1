package bot_test

import (
	"fmt"

	"wasteland/bot"
	"wasteland/engine"
	"wasteland/internal/toygame"
)

// A search bot (ismcts, 200 iterations a decision) against a random one:
// each seat's bot chooses among the actions Legal lists, and the choice is
// played on the fast path.
func Example() {
	st, err := toygame.Game{}.New(engine.Setup{Players: 2, Seed: 3}, nil)
	if err != nil {
		panic(err)
	}
	var bots []bot.Bot
	for seat, kind := range []string{"ismcts:200", "random"} {
		b, err := bot.New(kind, bot.SeedFor(3, seat))
		if err != nil {
			panic(err)
		}
		bots = append(bots, b)
	}
	var legal []engine.Action
	for !st.Over() {
		seat := st.ToMove()
		legal = st.Legal(legal[:0])
		a := bots[seat].Choose(st, seat, legal)
		st.ApplyUnchecked(a, nil)
	}
	res := st.Result()
	fmt.Println("scores:", res.Scores, "winners:", res.Winners)

	_, err = bot.New("perfect", 1)
	fmt.Println(err)
	// Output:
	// scores: [36 22] winners: [0]
	// unknown bot "perfect" (known: greedy, ismcts, random; ismcts takes a budget, as ismcts:2000 or ismcts:100ms)
}
