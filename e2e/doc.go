// Package e2e holds the browser tests of the web UI (web/static): a real
// server (package server) on 127.0.0.1 with an SQLite store in a temporary
// directory and bots that move at once, driven through Debian's chromium
// with chromedp.
//
// The tests create games in the lobby, play as two people in two browser
// contexts and check that each page holds only its own seat's secrets,
// reload and reopen a seat without its link, finish games against bots,
// step through replays, click spots on the Outlive table and on Fallout's
// map, and check that the lobby and tables fit a phone's width, that the
// decision stays on a phone's screen, undo, and the confirmation of the
// options that give something up.
//
// Without chromium the tests skip, unless CI is set: then they fail. Install
// it with
//
//	apt-get update && apt-get install -y chromium
//
// or point WASTELAND_CHROMIUM at a browser. Screenshots go to a temporary
// directory, or to WASTELAND_SHOTS (also read as WASTELAND_SCREENSHOTS)
// when set; TestScreenshotsAndPhone saves both games at 1440×900 and
// 390×844 for a person to look at:
//
//	WASTELAND_SHOTS=/tmp/shots go test ./e2e -v -run TestScreenshotsAndPhone
//
// The log's sentences, the decision and the option labels are the server's
// (package narrate, whose tests cover every event type); TestLanguageSwitch
// switches the page to German. The UI's content mirrors are not written here: `go generate ./...` writes them
// (web/internal/gencontent), whose test fails when they are out of date.
package e2e
