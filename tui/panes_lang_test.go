package tui

import (
	"regexp"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/games/fallout"
	"wasteland/narrate"
)

// englishPaneWords are labels of the board panes (seat lines, legends,
// pane titles, the co-op team) that a German or Russian player must not
// read in English.
var englishPaneWords = regexp.MustCompile(`\b(THE RING|EVENTS|SHELTER OF SEAT|SURVIVOR OF SEAT|THE TABLE|THE MAP|ONLY YOU KNOW|THE TEAM|seat \d|\(you\)|radiation|survivors|rooms|secret leader|leader|HP|rads|caps|not chosen|off the map|signs|face-down|enemies to place|power track|shop|decks|quest|agenda|equipped|inventory|traits|heroes|hunting|tasks done|mutations|workshop|activation|loyal|hostile|victory|none|nothing|haz|dead|dbl)\b`)

// paneText is all the lines of panes p but the co-op tasks, whose text
// is the content's own.
func paneText(p Panes) string {
	var all []string
	for _, part := range [][]string{p.Board, p.Legend, p.You, p.Seats, p.Others, p.Table} {
		for _, line := range part {
			if t := strings.TrimSpace(line); !strings.HasPrefix(t, "[ ]") && !strings.HasPrefix(t, "[x]") {
				all = append(all, line)
			}
		}
	}
	return strings.Join(all, "\n")
}

// TestPanesSpeakTheLanguage checks that the board panes of a game in
// German and Russian hold none of the English pane labels, and do hold the
// language's own.
func TestPanesSpeakTheLanguage(t *testing.T) {
	foState := func(variant string) engine.State {
		st, err := fallout.Game{}.New(engine.Setup{Players: 2, Seed: 5, Variant: variant}, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRNG(6)
		for i := 0; i < 80 && !st.Over(); i++ {
			l := st.Legal(nil)
			st.ApplyUnchecked(l[r.IntN(len(l))], nil)
		}
		return st
	}
	ol := outliveTestView()
	fo, coop := foState(""), foState("coop")
	for _, tc := range []struct {
		name string
		lang narrate.Lang
		r    Paneler
		view any
		want []string
	}{
		{"outlive", narrate.English, OutliveRenderer{}, ol, []string{"THE RING", "seat 0: radiation -2", "SHELTER OF SEAT 1 (you)"}},
		{"outlive", narrate.German, OutliveRenderer{Lang: narrate.German}, ol, []string{"DER RING", "Platz 0: Strahlung -2", "BUNKER VON PLATZ 1 (du)", "geheimer Anführer", "Holz 1"}},
		{"outlive", narrate.Russian, OutliveRenderer{Lang: narrate.Russian}, ol, []string{"КОЛЬЦО", "место 0: радиация -2", "БУНКЕР МЕСТА 1 (вы)", "тайный лидер", "дерево 1"}},
		{"fallout", narrate.English, FalloutRenderer{}, fo.View(0), []string{"seat 0 (you): HP", "signs: t01", "░haz░", "THE TABLE"}},
		{"fallout", narrate.German, FalloutRenderer{Lang: narrate.German}, fo.View(0), []string{"Platz 0 (du): TP", "Zeichen: t01", "░gef░", "DER TISCH", "Machtskala"}},
		{"fallout", narrate.Russian, FalloutRenderer{Lang: narrate.Russian}, fo.View(0), []string{"место 0 (вы): здоровье", "знаки: t01", "░опс░", "СТОЛ", "шкала силы"}},
		{"co-op", narrate.English, FalloutRenderer{}, coop.View(0), []string{"THE TEAM (co-op)", "mutations: "}},
		{"co-op", narrate.German, FalloutRenderer{Lang: narrate.German}, coop.View(0), []string{"DAS TEAM (kooperativ)", "Mutationen: "}},
		{"co-op", narrate.Russian, FalloutRenderer{Lang: narrate.Russian}, coop.View(0), []string{"КОМАНДА (кооператив)", "мутации: "}},
	} {
		text := paneText(tc.r.Panes(tc.view, 80))
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s %s: the panes lack %q:\n%s", tc.name, tc.lang, w, text)
			}
		}
		if tc.lang == narrate.English {
			continue
		}
		if m := englishPaneWords.FindAllString(text, -1); len(m) > 0 {
			t.Errorf("%s %s: English in the panes: %q\n%s", tc.name, tc.lang, m, text)
		}
	}
}

// TestTileBacksFitTheMap checks that a tile back's short word fits a map
// cell (at most four letters) in every language.
func TestTileBacksFitTheMap(t *testing.T) {
	for _, lang := range narrate.Langs() {
		for _, back := range []string{"hazardous", "deadly", "double"} {
			if s := backShort(tw(lang), back); len([]rune(s)) > 4 || s == back {
				t.Errorf("%s %s: short word %q", lang, back, s)
			}
		}
	}
}
