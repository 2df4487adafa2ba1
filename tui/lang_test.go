package tui

import (
	"context"
	"strings"
	"testing"

	"wasteland/engine"
	"wasteland/internal/toygame"
	"wasteland/narrate"
)

// TestTerminalSpeaksTheLanguage checks that the terminal's own words
// (undo, input errors, help, the screen's notes and status line) come in
// the language of --lang.
func TestTerminalSpeaksTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang                                   narrate.Lang
		undo, input, help, note, status, stage string
	}{
		{narrate.English, "Nothing to undo: you have made no step that can be taken back.", "0 is not an option number: choose from 1 to ", "take back your own last step",
			"type an option's number and Enter", "YOUR DECISION, seat 0", "round 2 of 6, radiation -1"},
		{narrate.German, "Nichts zurückzunehmen: Du hast keinen Schritt gemacht", "0 ist keine Optionsnummer: wähle von 1 bis ", "den eigenen letzten Schritt zurücknehmen",
			"Nummer einer Option eingeben und Enter", "DEINE ENTSCHEIDUNG, Platz 0", "Runde 2 von 6, Strahlung -1"},
		{narrate.Russian, "Нечего отменять: у вас нет хода", "0 — не номер варианта: выберите от 1 до ", "отменить свой последний шаг",
			"введите номер варианта и Enter", "ВАШЕ РЕШЕНИЕ, место 0", "раунд 2 из 6, радиация -1"},
	} {
		var out strings.Builder
		s, err := newSession(context.Background(), Config{Game: toygame.Game{}, Players: 2, Seats: []string{Human, "bot:random"}, Seed: 1, Lang: tc.lang}, &out)
		if err != nil {
			t.Fatal(err)
		}
		s.undo(0)
		_, perr := Parse("0", engine.DecisionOf(s.st).Options)
		m := newScreen(s, &logBook{})
		p := PanesOf(s.render, s.st.View(0), 40)
		for what, pair := range map[string][2]string{
			"undo":   {out.String(), tc.undo},
			"input":  {s.inputError(perr), tc.input},
			"help":   {s.say("term.help", nil), tc.help},
			"note":   {m.note, tc.note},
			"status": {m.status(&p), tc.status},
			"stage":  {m.stage(&Stage{Round: 2, Rounds: 6, Radiation: -1, HasRadiation: true}), tc.stage},
		} {
			if !strings.Contains(pair[0], pair[1]) {
				t.Errorf("%s %s: %q lacks %q", tc.lang, what, pair[0], pair[1])
			}
		}
	}
}
