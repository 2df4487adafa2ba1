package server_test

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"wasteland/games"
	"wasteland/rulesref"
)

// TestRulesReference checks GET /api/v1/rules/{game}: the game's rules by
// topic in the language asked for (lang, else Accept-Language, else
// English), and not-found for a game this server does not play; the page
// /rules/{game} is the web UI.
func TestRulesReference(t *testing.T) {
	h := &harness{t: t, path: filepath.Join(t.TempDir(), "games.db"), games: games.All()}
	h.start()
	t.Cleanup(h.stop)
	for _, tc := range []struct {
		path, accept, lang string
		rule               string // a rule the answer holds
	}{
		{"/api/v1/rules/fallout", "", "en", "FO-FIGHT-3"},
		{"/api/v1/rules/fallout?lang=de", "ru", "de", "AB-SUP-1"},
		{"/api/v1/rules/outlive", "ru-RU,ru;q=0.9", "ru", "OL-NIGHT-FEED-2"},
		{"/api/v1/rules/outlive?lang=xx", "de", "de", "OL-SUP-3"},
	} {
		code, hdr, body := h.getLang(tc.path, tc.accept)
		if code != http.StatusOK {
			t.Fatalf("GET %s: %d %.200s", tc.path, code, body)
		}
		var ref rulesref.Reference
		mustJSON(t, []byte(body), &ref)
		want, err := rulesref.Get(strings.Split(strings.TrimPrefix(tc.path, "/api/v1/rules/"), "?")[0], tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if ref.Lang != tc.lang || len(ref.Topics) != len(want.Topics) || ref.Topics[0].Title != want.Topics[0].Title {
			t.Errorf("GET %s (Accept-Language %q): lang %q, %d topics, first %q; want %s, %d, %q",
				tc.path, tc.accept, ref.Lang, len(ref.Topics), ref.Topics[0].Title, tc.lang, len(want.Topics), want.Topics[0].Title)
		}
		if !strings.Contains(body, `"id":"`+tc.rule+`"`) {
			t.Errorf("GET %s: no rule %s", tc.path, tc.rule)
		}
		if hdr.Get("Vary") != "Accept-Language" || !strings.HasPrefix(hdr.Get("Content-Type"), "application/json") {
			t.Errorf("GET %s: Vary %q, Content-Type %q", tc.path, hdr.Get("Vary"), hdr.Get("Content-Type"))
		}
	}
	for _, p := range []string{"/api/v1/rules/chess", "/api/v1/rules/toy"} {
		code, _, body := h.getLang(p, "")
		if code != http.StatusNotFound || !strings.Contains(body, `"code":"not-found"`) {
			t.Errorf("GET %s: %d %s, want 404 not-found", p, code, body)
		}
	}
	code, _, body := h.getLang("/rules/fallout", "")
	if code != http.StatusOK || !strings.Contains(body, "/js/app.js") {
		t.Errorf("GET /rules/fallout: %d %.120s, want the web UI", code, body)
	}
}
