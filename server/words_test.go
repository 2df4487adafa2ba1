package server_test

import (
	"strings"
	"testing"

	"wasteland/games"
	"wasteland/server/api"
)

// TestWordsInTheReadersLanguage checks that the page's words and a seat's
// frames come in the language asked for: Accept-Language, overridden by
// the lang parameter of the page's switcher; English otherwise.
func TestWordsInTheReadersLanguage(t *testing.T) {
	h := &harness{t: t, path: t.TempDir() + "/games.db", games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	for _, tc := range []struct{ path, accept, want string }{
		{"/api/v1/words", "de-DE,de;q=0.9,en;q=0.5", `"lang":"de"`},
		{"/api/v1/words", "fr-FR", `"lang":"en"`},
		{"/api/v1/words?lang=ru", "de", `"lang":"ru"`},
		{"/api/v1/words?lang=xx", "de", `"lang":"de"`},
		{"/", "de-DE,de;q=0.9", `<html lang="de">`},
		{"/", "de", `<p class="loading">Lädt…</p>`},
		{"/game/abc", "ru", `<noscript><p class="loading">wasteland нужен JavaScript, чтобы показать стол.</p></noscript>`},
		{"/mine", "fr", `aria-label="wasteland lobby"`},
	} {
		_, _, got := h.getLang(tc.path, tc.accept)
		if !strings.Contains(got, tc.want) {
			t.Errorf("GET %s with Accept-Language %q: %s, want %s", tc.path, tc.accept, got, tc.want)
		}
		if !strings.HasPrefix(tc.path, "/api/") && strings.Contains(got, "{{") {
			t.Errorf("GET %s: a word is left unfilled: %s", tc.path, got)
		}
	}

	cr := h.create("outlive", 3, "human", "bot:random")
	watch := "/api/v1/games/" + cr.Game.ID + "/state?since=0"
	for _, tc := range []struct{ lang, accept, want string }{
		{"", "de", "Das Spiel ist für 2 Spieler aufgebaut"},
		{"ru", "de", "Игра подготовлена на 2 игроков"},
		{"", "", "The game is set up for 2 players"},
	} {
		path := watch
		if tc.lang != "" {
			path += "&lang=" + tc.lang
		}
		var f api.StateFrame
		_, _, body := h.getLang(path, tc.accept)
		mustJSON(t, []byte(body), &f)
		var told []string
		for _, e := range f.Events {
			told = append(told, e.Text)
		}
		if !strings.HasPrefix(strings.Join(told, "\n"), tc.want) {
			t.Errorf("lang %q, Accept-Language %q: the setup is told %q, want %q…", tc.lang, tc.accept, told, tc.want)
		}
	}
}
