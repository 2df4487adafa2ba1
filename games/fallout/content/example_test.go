package content_test

import (
	"fmt"
	"slices"
	"testing/fstest"

	"wasteland/games/fallout/content"
)

func Example() {
	c := content.Default()
	s := c.Scenarios[0]
	fmt.Println(s.Name, "-", s.Star.Name, "vs", s.Heart.Name)
	q := c.Quests[slices.IndexFunc(c.Quests, func(q content.QuestCard) bool { return q.Number == s.Start[0].Card })]
	fmt.Printf("starts with quest %03d %q\n", q.Number, q.Title)
	fmt.Println("V.A.T.S.:", c.Dice.Stated)

	// Broken content is refused, with every problem named by file and line.
	broken := fstest.MapFS{"bad.json": {Data: []byte("{\"about\": \"x\", \"designed\": \"y\",\n \"tiles\": [{\"id\": \"t1\", \"back\": \"purple\"}]}")}}
	if _, err := content.Load(broken); err != nil {
		for _, p := range content.Lint(broken) {
			if p.File == "bad.json" {
				fmt.Println(p)
				break
			}
		}
	}
	// Output:
	// The Dust Basin - The Canal Guild vs The Rust Choir
	// starts with quest 001 "Dry Season"
	// V.A.T.S.: 3 dice: mean 2, P(≥k) [7/8 5/8 1/3 7/54 7/216]
	// bad.json:2: 0 starting tiles; want exactly 1 (rule FO-MAP-5)
}
