package main

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// paneEnglish are labels of the board panes a German or Russian player
// must not read in English.
var paneEnglish = regexp.MustCompile(`\b(THE RING|EVENTS|SHELTER OF SEAT|SURVIVOR OF SEAT|THE TABLE|ONLY YOU KNOW|seat \d|\(you\)|radiation|survivors|secret leader|HP|rads|caps|signs|off the map|not chosen)\b`)

// Both games in German and Russian at 80×24: a few turns fit the screen,
// and the board panes speak the language, with none of the English labels.
func TestScreenInLanguage(t *testing.T) {
	for _, tc := range []struct {
		game, lang string
		turn       *regexp.Regexp
		want       []string
	}{
		{"outlive", "de", regexp.MustCompile(`DEINE ENTSCHEIDUNG, Platz 0`), []string{"Platz 0 (du): Strahlung"}},
		{"fallout", "ru", regexp.MustCompile(`ВАШЕ РЕШЕНИЕ, место 0`), []string{"место 0 (вы): здоровье"}},
		{"fallout", "de", regexp.MustCompile(`DEINE ENTSCHEIDUNG, Platz 0`), []string{"Platz 0 (du): TP"}},
	} {
		t.Run(tc.game+"-"+tc.lang, func(t *testing.T) {
			tm := startTerminal(t, 80, 24, "play", tc.game, "--players", "2", "--seed", "5", "--seats", "human,bot:random", "--lang", tc.lang)
			var scr []string
			for range 4 {
				scr = tm.waitFor(tc.turn)
				tm.checkFits(scr)
				before := strings.Join(scr, "\n")
				tm.keys("1", "Enter")
				deadline := time.Now().Add(60 * time.Second)
				for strings.Join(tm.screen(), "\n") == before && time.Now().Before(deadline) {
					time.Sleep(20 * time.Millisecond)
				}
			}
			scr = tm.waitFor(tc.turn)
			tm.checkFits(scr)
			joined := strings.Join(scr, "\n")
			for _, w := range tc.want {
				if !strings.Contains(joined, w) {
					t.Errorf("the screen lacks %q:\n%s", w, joined)
				}
			}
			if m := paneEnglish.FindAllString(joined, -1); len(m) > 0 {
				t.Errorf("English on the screen: %q\n%s", m, joined)
			}
		})
	}
}
