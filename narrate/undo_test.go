package narrate

import (
	"strings"
	"testing"

	"wasteland/engine"
)

// Every undo refusal is told in every language, from the catalogs, with
// the seat in the way named.
func TestUndoRefused(t *testing.T) {
	tests := []struct {
		r    engine.UndoRefusal
		want map[Lang]string
	}{
		{engine.UndoRefusal{Reason: engine.UndoNoStep}, map[Lang]string{English: "Nothing to undo", German: "Nichts zurückzunehmen", Russian: "Нечего отменять"}},
		{engine.UndoRefusal{Reason: engine.UndoOtherActed, Seat: 1}, map[Lang]string{English: "Blue has acted", German: "Blue hat", Russian: "Blue уже"}},
		{engine.UndoRefusal{Reason: engine.UndoRevealed, Seat: 0}, map[Lang]string{English: "your last step revealed", German: "Dein letzter Schritt", Russian: "ваш последний ход"}},
		{engine.UndoRefusal{Reason: engine.UndoRevealed, Seat: 1}, map[Lang]string{English: "a move of Blue", German: "Ein Zug von Blue", Russian: "игрока Blue"}},
		{engine.UndoRefusal{Reason: engine.UndoWatched}, map[Lang]string{English: "outside program", German: "externes Programm", Russian: "внешняя программа"}},
		{engine.UndoRefusal{Reason: engine.UndoTimed}, map[Lang]string{English: "on a clock", German: "mit Uhr", Russian: "с часами"}},
	}
	for _, tt := range tests {
		for lang, want := range tt.want {
			if got := UndoRefused(lang, &tt.r, 0, "Blue"); !strings.Contains(got, want) {
				t.Errorf("%s %s: %q lacks %q", lang, tt.r.Reason, got, want)
			}
		}
	}
	if got := Say(German, "term.undo.done", map[string]any{"step": "Ziehen"}); got != "Zurückgenommen: Ziehen" {
		t.Errorf("Say = %q", got)
	}
}
