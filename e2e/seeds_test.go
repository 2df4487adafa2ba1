package e2e

import (
	"encoding/hex"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/engine"
	"wasteland/internal/toygame"
)

// TestVerifiableSeed creates a game in the lobby with the seed left to the
// server, sees the same commitment in the lobby and at the seat, plays it
// to the end, and checks that the seed and secret the page then reveals
// give the commitment, and that the record verifies and replays as
// `wasteland verify` checks it.
func TestVerifiableSeed(t *testing.T) {
	s := newSite(t, toygame.Game{})
	p := s.person()
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, -1)
	id := gameOf(t, links[0])
	hash := eval[string](t, p, `document.querySelector("#created-commitment").dataset.hash`)
	if !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(hash) {
		t.Fatalf("the lobby shows commitment %q", hash)
	}
	if eval[string](t, p, `document.querySelector("#admin-token").value`) == "" {
		t.Error("the creator is shown no admin token")
	}
	wait[bool](t, p, "the commitment in the game list",
		`!!document.querySelector('.game-row[data-id="`+id+`"] code.commitment[data-hash="`+hash+`"]')`)
	do(t, p, chromedp.Click(chromedp.CSS(`#seat-links .seat-link[data-seat="0"] button.play`)))
	wait[bool](t, p, "the seat's commitment", `(document.querySelector("#commitment") || {dataset: {}}).dataset.hash === `+js(hash))
	playToEnd(t, p, 200)
	wait[bool](t, p, "the revealed seed", `!!document.querySelector("#seed-reveal")`)
	seedText := eval[string](t, p, `document.querySelector("#seed-reveal").dataset.seed`)
	secretHex := eval[string](t, p, `document.querySelector("#seed-reveal").dataset.secret`)
	seed, err := strconv.ParseUint(seedText, 10, 64)
	secret, herr := hex.DecodeString(secretHex)
	if err != nil || herr != nil || engine.CommitSeed(seed, secret) != hash {
		t.Fatalf("the revealed seed %q and secret %q do not give the commitment %s", seedText, secretHex, hash)
	}
	s.shot(p, "seed-revealed")

	// The browser's finished games list it, with the seat and the result.
	do(t, p, chromedp.Navigate(s.base+"/mine"))
	wait[bool](t, p, "the finished game in my games", `!!document.querySelector('#my-games .my-game[data-id="`+id+`"][data-seat="0"]')`)

	res, err := http.Get(s.base + "/api/v1/games/" + id + "/record")
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Commitment == nil || rec.Commitment.Hash != hash || rec.Commitment.Chosen {
		t.Fatalf("the record's commitment is %+v, want %s drawn by the server", rec.Commitment, hash)
	}
	if err := rec.Commitment.Verify(rec.Setup.Seed); err != nil {
		t.Fatal(err)
	}
	if _, _, err := engine.Replay(toygame.Game{}, rec); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
}
