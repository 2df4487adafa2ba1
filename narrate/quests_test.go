package narrate

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"wasteland/engine"
	fcontent "wasteland/games/fallout/content"
)

// TestQuestsNamed checks that options and sentences name a quest by its
// title, never by its card number: the options to work on an objective
// and to choose which objective resolves first, and a quest as the card
// whose results resolve ("quest:N").
func TestQuestsNamed(t *testing.T) {
	quests := fcontent.Default().Quests
	if len(quests) == 0 {
		t.Fatal("the content has no quest")
	}
	for _, l := range Langs() {
		n, err := New("fallout", l, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range quests {
			num := strconv.Itoa(q.Number)
			title := n.cat.term(l, q.Title)
			byNumber := regexp.MustCompile(`(?i)(quest|задани[ея])\s+` + num + `\b`)
			for _, tc := range []struct{ prompt, id string }{
				{"choose-action", "quest:" + num + ":1"},
				{"objective-order", "first:" + num + ":1"},
			} {
				got := n.Option(tc.prompt, engine.Option{ID: tc.id})
				if !strings.Contains(got, title) || byNumber.MatchString(got) {
					t.Errorf("%s %s: %q does not name the quest %q", l, tc.id, got, title)
				}
			}
			if got := n.word("card", "quest:"+num); got != title {
				t.Errorf("%s: the card quest:%s reads %q, want %q", l, num, got, title)
			}
		}
	}
}
